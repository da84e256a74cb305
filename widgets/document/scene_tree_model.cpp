#include "widgets/document/scene_tree_model.h"

#include "core/solids/solid.h"
#include "widgets/document/locks.h"

#include <variant>

namespace clothlab::widgets {

namespace {
// internalId: 0 for a top-level row, group + 1 for a child of that group.
constexpr quintptr kTopLevel = 0;
} // namespace

SceneTreeModel::SceneTreeModel(Document* document, QObject* parent)
    : QAbstractItemModel(parent), m_document(document) {
    connect(document, &Document::changed, this, [this](Changes what) {
        if (what & (Change::Topology | Change::Obstacles | Change::Environment)) {
            beginResetModel();
            endResetModel();
        }
    });
    connect(document, &Document::lockedPathsChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

bool SceneTreeModel::isGroupLocked(Group group) const {
    switch (group) {
    case Bodies:
        return isLocked(*m_document, "bodies");
    case Obstacles:
        return isLocked(*m_document, "obstacles");
    case Forces:
        return isLocked(*m_document, "gravity") || isLocked(*m_document, "air") ||
               isLocked(*m_document, "velocity_retention");
    case GroupCount:
        break;
    }
    return false;
}

SceneTreeModel::Group SceneTreeModel::groupOf(const QModelIndex& index) {
    return index.internalId() == kTopLevel ? static_cast<Group>(index.row())
                                           : static_cast<Group>(index.internalId() - 1);
}

QModelIndex SceneTreeModel::groupIndex(Group group) const {
    return index(group, 0);
}

QModelIndex SceneTreeModel::itemIndex(Group group, int row) const {
    return index(row, 0, groupIndex(group));
}

int SceneTreeModel::childCount(Group group) const {
    const core::Scene& scene = m_document->scene();
    switch (group) {
    case Bodies:
        return static_cast<int>(scene.bodies.size());
    case Obstacles:
        return static_cast<int>(scene.obstacles.size());
    case Forces:
        return 1;
    case GroupCount:
        break;
    }
    return 0;
}

QModelIndex SceneTreeModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) {
        return {};
    }
    if (!parent.isValid()) {
        return createIndex(row, column, kTopLevel);
    }
    return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex SceneTreeModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == kTopLevel) {
        return {};
    }
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kTopLevel);
}

int SceneTreeModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) {
        return GroupCount;
    }
    if (parent.column() != 0 || parent.internalId() != kTopLevel) {
        return 0;
    }
    return childCount(static_cast<Group>(parent.row()));
}

int SceneTreeModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant SceneTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    return section == NameColumn ? tr("Item") : tr("Details");
}

QVariant SceneTreeModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) {
        return {};
    }
    // Every edit of a body (or an obstacle) is refused while a key of any is locked: the
    // group and each of its items show the lock.
    if ((role == Qt::DecorationRole || role == Qt::ToolTipRole) && index.column() == NameColumn) {
        if (!isGroupLocked(groupOf(index))) {
            return {};
        }
        return role == Qt::DecorationRole ? QVariant(lockIcon()) : QVariant(lockedToolTip());
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    if (index.internalId() == kTopLevel) {
        if (index.column() != NameColumn) {
            return {};
        }
        const QString names[] = {tr("Bodies"), tr("Obstacles"), tr("Forces")};
        return names[index.row()];
    }
    const Group group = groupOf(index);
    return index.column() == NameColumn ? nameText(group, index.row())
                                        : detailsText(group, index.row());
}

QString SceneTreeModel::nameText(Group group, int row) const {
    const core::Scene& scene = m_document->scene();
    switch (group) {
    case Bodies:
        return std::visit([](const auto& spec) { return QString::fromStdString(spec.name); },
                          scene.bodies[static_cast<std::size_t>(row)]);
    case Obstacles:
        return tr("Obstacle %1").arg(row + 1);
    case Forces:
        return tr("Environment");
    case GroupCount:
        break;
    }
    return {};
}

QString SceneTreeModel::detailsText(Group group, int row) const {
    const core::Scene& scene = m_document->scene();
    switch (group) {
    case Bodies: {
        const core::BodySpec& body = scene.bodies[static_cast<std::size_t>(row)];
        if (const auto* cloth = std::get_if<core::ClothSpec>(&body)) {
            return tr("cloth %1 × %2, %3")
                .arg(cloth->rows)
                .arg(cloth->cols)
                .arg(QString::fromUtf8(core::clothTopologyId(cloth->topology)));
        }
        if (const auto* solid = std::get_if<core::SolidSpec>(&body)) {
            return tr("solid %1, %n particle(s)", nullptr, core::bodyParticleCount(body))
                .arg(QString::fromUtf8(core::solidShapeId(solid->shape).data()));
        }
        const auto& custom = std::get<core::CustomBodySpec>(body);
        return tr("custom, %n particle(s)", nullptr, static_cast<int>(custom.particles.size()));
    }
    case Obstacles:
        switch (scene.obstacles[static_cast<std::size_t>(row)].shape) {
        case core::ObstacleShape::Sphere:
            return tr("sphere");
        case core::ObstacleShape::Plane:
            return tr("plane");
        case core::ObstacleShape::Box:
            return tr("box");
        }
        return {};
    case Forces:
        return tr("gravity, air, wind");
    case GroupCount:
        break;
    }
    return {};
}

} // namespace clothlab::widgets
