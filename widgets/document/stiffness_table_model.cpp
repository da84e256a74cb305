#include "widgets/document/stiffness_table_model.h"

#include "core/model/system.h"
#include "core/scene/scene.h"
#include "core/solids/solid.h"
#include "widgets/document/locks.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace clothlab::widgets {

namespace {

/// The columns, declared once: label (translated in headerData), unit, editable.
struct ColumnSpec {
    const char* label;
    const char* unit;
    bool editable;
};
constexpr std::array<ColumnSpec, StiffnessTableModel::ColumnCount> kColumns{{
    {QT_TRANSLATE_NOOP("clothlab::widgets::StiffnessTableModel", "Springs"), "", false},
    {QT_TRANSLATE_NOOP("clothlab::widgets::StiffnessTableModel", "Stretch k⁺"), "N/m", true},
    {QT_TRANSLATE_NOOP("clothlab::widgets::StiffnessTableModel", "Compression k⁻"), "N/m", true},
    {QT_TRANSLATE_NOOP("clothlab::widgets::StiffnessTableModel", "Damping c"), "N·s/m", true},
}};

constexpr std::array<const char*, core::kSpringKindCount> kRowLabels{
    QT_TRANSLATE_NOOP("clothlab::widgets::StiffnessTableModel", "Structural"),
    QT_TRANSLATE_NOOP("clothlab::widgets::StiffnessTableModel", "Shear"),
    QT_TRANSLATE_NOOP("clothlab::widgets::StiffnessTableModel", "Bending")};

} // namespace

StiffnessTableModel::StiffnessTableModel(Document* document, QObject* parent)
    : QAbstractTableModel(parent), m_document(document) {
    recountSprings();
    connect(document, &Document::changed, this, &StiffnessTableModel::onDocumentChanged);
    connect(document, &Document::lockedPathsChanged, this, [this] {
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
    });
}

bool StiffnessTableModel::isRowLocked(int row) const {
    return isLocked(*m_document, "stiffness." + std::string(core::springKindId(kindOfRow(row))));
}

int StiffnessTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : core::kSpringKindCount;
}

int StiffnessTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

double StiffnessTableModel::value(int row, int column) const {
    const core::SpringStiffness& k = m_document->scene().stiffness[kindOfRow(row)];
    switch (column) {
    case StretchColumn:
        return k.stretch;
    case CompressionColumn:
        return k.compression;
    case DampingColumn:
        return k.damping;
    default:
        return m_counts[static_cast<std::size_t>(row)];
    }
}

QVariant StiffnessTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return column == CountColumn
                   ? QVariant(m_counts[static_cast<std::size_t>(index.row())])
                   : QVariant(QLocale().toString(value(index.row(), column), 'g', 6));
    case Qt::EditRole:
        return column == CountColumn ? QVariant(m_counts[static_cast<std::size_t>(index.row())])
                                     : QVariant(value(index.row(), column));
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    case UnitRole:
        return QString::fromUtf8(kColumns[static_cast<std::size_t>(column)].unit);
    case Qt::DecorationRole:
        return kColumns[static_cast<std::size_t>(column)].editable && isRowLocked(index.row())
                   ? QVariant(lockIcon())
                   : QVariant();
    case Qt::ToolTipRole:
        return isRowLocked(index.row()) ? QVariant(lockedToolTip()) : QVariant();
    default:
        return {};
    }
}

QVariant StiffnessTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Vertical && section >= 0 && section < core::kSpringKindCount &&
        isRowLocked(section) && (role == Qt::DecorationRole || role == Qt::ToolTipRole)) {
        return role == Qt::DecorationRole ? QVariant(lockIcon()) : QVariant(lockedToolTip());
    }
    if (role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= core::kSpringKindCount) {
            return {};
        }
        return tr(kRowLabels[static_cast<std::size_t>(section)]);
    }
    if (section < 0 || section >= ColumnCount) {
        return {};
    }
    const ColumnSpec& spec = kColumns[static_cast<std::size_t>(section)];
    const QString label = tr(spec.label);
    // The unit on a line of its own: four columns share a side dock's width, and a header
    // on one line was cut off ("mpression k⁻ (N/") where the columns are narrow.
    //: Column header on two lines: a quantity, then its unit, e.g. "Stretch k⁺" / "(N/m)"
    return *spec.unit ? tr("%1\n(%2)").arg(label, QString::fromUtf8(spec.unit)) : label;
}

Qt::ItemFlags StiffnessTableModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) {
        return Qt::NoItemFlags;
    }
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (kColumns[static_cast<std::size_t>(index.column())].editable && !isRowLocked(index.row())) {
        f |= Qt::ItemIsEditable;
    }
    return f;
}

bool StiffnessTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    // A locked row is not editable in a view, but an edit made here still goes to the
    // document, which refuses it and says why (editRefused()).
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) ||
        !kColumns[static_cast<std::size_t>(index.column())].editable) {
        return false;
    }
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0.0) {
        return false; // stiffness and damping are finite and ≥ 0
    }
    const core::SpringKind kind = kindOfRow(index.row());
    core::SpringStiffness k = m_document->scene().stiffness[kind];
    (index.column() == StretchColumn       ? k.stretch
     : index.column() == CompressionColumn ? k.compression
                                           : k.damping) = v;
    m_document->setStiffness(kind, k, m_interaction);
    return true;
}

void StiffnessTableModel::beginInteraction() {
    m_interaction = m_document->newInteraction();
}

void StiffnessTableModel::endInteraction() {
    m_interaction = 0;
}

void StiffnessTableModel::recountSprings() {
    m_counts = {};
    const core::Scene& scene = m_document->scene();
    // A solid's springs follow from its lattice: count what the scene builds.
    const bool solids = std::any_of(scene.bodies.begin(), scene.bodies.end(), [](const auto& b) {
        return std::holds_alternative<core::SolidSpec>(b);
    });
    // A scene that cannot be built: count what the bodies declare.
    if (const auto system = m_document->system(); solids && system) {
        const auto counts = system->springCountByKind();
        for (std::size_t k = 0; k < counts.size(); ++k) {
            m_counts[k] = counts[k];
        }
        return;
    }
    for (const core::BodySpec& body : scene.bodies) {
        if (const auto* cloth = std::get_if<core::ClothSpec>(&body)) {
            const auto counts = core::expectedSpringCounts(*cloth);
            for (std::size_t k = 0; k < counts.size(); ++k) {
                m_counts[k] += counts[k];
            }
        } else if (const auto* custom = std::get_if<core::CustomBodySpec>(&body)) {
            for (const core::CustomSpring& s : custom->springs) {
                ++m_counts[static_cast<std::size_t>(core::kindIndex(s.kind))];
            }
        }
    }
}

void StiffnessTableModel::onDocumentChanged(Changes what) {
    if (what & Change::Topology) {
        beginResetModel();
        recountSprings();
        endResetModel();
    } else if (what & Change::Stiffness) {
        emit dataChanged(index(0, StretchColumn), index(rowCount() - 1, DampingColumn));
    }
}

} // namespace clothlab::widgets
