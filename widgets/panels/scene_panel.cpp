#include "widgets/panels/scene_panel.h"

#include "core/scene/scene.h"
#include "core/solids/solid.h"
#include "text/core_messages.h"
#include "widgets/document/custom_body_dialog.h"
#include "widgets/document/locks.h"
#include "widgets/panels/forces_panel.h"
#include "widgets/panels/scene_summary_widget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>
#include <stdexcept>
#include <variant>

namespace clothlab::widgets {

namespace {

constexpr core::ClothTopology kTopologies[] = {
    core::ClothTopology::StructuralShear, core::ClothTopology::Provot, core::ClothTopology::Lander,
    core::ClothTopology::Choi, core::ClothTopology::TriangleEdges};
constexpr core::CollisionResponse kResponses[] = {
    core::CollisionResponse::Project, core::CollisionResponse::PushOut,
    core::CollisionResponse::Stick, core::CollisionResponse::VelocityCorrection,
    core::CollisionResponse::StickRay};
constexpr core::SolidShape kSolidShapes[] = {core::SolidShape::Box, core::SolidShape::Sphere,
                                             core::SolidShape::Torus, core::SolidShape::Mesh};
const char* const kCorners[] = {"top-left", "top-right", "bottom-left", "bottom-right"};
const char* const kEdges[] = {"top", "bottom", "left", "right"};

bool contains(const std::vector<std::string>& list, const char* id) {
    return std::find(list.begin(), list.end(), id) != list.end();
}

/// A combo box named `name` listing the ids of `values` in order, `current` chosen.
template <typename Enum, std::size_t N, typename IdOf>
QComboBox* idCombo(QWidget* parent, const char* name, const Enum (&values)[N], Enum current,
                   IdOf idOf) {
    auto* combo = new QComboBox(parent);
    combo->setObjectName(QString::fromLatin1(name));
    for (Enum value : values) {
        combo->addItem(QString::fromUtf8(idOf(value)));
        if (value == current) {
            combo->setCurrentIndex(combo->count() - 1);
        }
    }
    return combo;
}

} // namespace

ScenePanel::ScenePanel(Document* document, SceneSummaryWidget* summary, QWidget* parent)
    : QWidget(parent), m_document(document), m_summary(summary) {
    m_model = new SceneTreeModel(document, this);
    m_tree = new QTreeView(this);
    m_tree->setObjectName(QStringLiteral("sceneTree"));
    m_tree->setModel(m_model);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setSectionResizeMode(SceneTreeModel::NameColumn,
                                           QHeaderView::ResizeToContents);
    m_tree->expandAll();

    QGridLayout* buttons = makeButtons();

    m_propertiesTitle = new QLabel(this);
    m_editorHost = new QWidget(this);
    m_editorHost->setObjectName(QStringLiteral("propertyEditor"));
    m_form = new QFormLayout(m_editorHost);
    m_form->setContentsMargins(0, 0, 0, 0);

    auto* layout = new QVBoxLayout(this);
    if (m_summary) {
        m_summary->setParent(this);
        layout->addWidget(m_summary);
    }
    layout->addLayout(buttons);
    // Tree above, properties below; the user moves the split.
    auto* properties = new QWidget(this);
    auto* propertiesLayout = new QVBoxLayout(properties);
    propertiesLayout->setContentsMargins(0, 0, 0, 0);
    propertiesLayout->addWidget(m_propertiesTitle);
    auto* scroll = new QScrollArea(properties);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_editorHost);
    propertiesLayout->addWidget(scroll, 1);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("sceneSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_tree);
    splitter->addWidget(properties);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ScenePanel::onSelectionChanged);
    connect(document, &Document::changed, this, &ScenePanel::onDocumentChanged);
    connect(document, &Document::lockedPathsChanged, this, [this] {
        rebuildEditor();
        updateButtons();
    });
    retranslate();
    rebuildEditor();
    updateButtons();
}

QGridLayout* ScenePanel::makeButtons() {
    auto make = [this](const char* name) {
        auto* button = new QPushButton(this);
        button->setObjectName(QString::fromLatin1(name));
        return button;
    };
    m_addCloth = make("addClothButton");
    m_addObstacle = make("addObstacleButton");
    m_addCustom = make("addCustomButton");
    m_addSolid = make("addSolidButton");
    m_duplicate = make("duplicateButton");
    m_remove = make("removeButton");
    connect(m_addCloth, &QPushButton::clicked, this, &ScenePanel::addCloth);
    connect(m_addObstacle, &QPushButton::clicked, this, &ScenePanel::addObstacle);
    connect(m_addCustom, &QPushButton::clicked, this, &ScenePanel::addCustomBody);
    connect(m_addSolid, &QPushButton::clicked, this, &ScenePanel::addSolid);
    connect(m_duplicate, &QPushButton::clicked, this, &ScenePanel::duplicateSelected);
    connect(m_remove, &QPushButton::clicked, this, &ScenePanel::removeSelected);
    // Two rows, so that the buttons keep their texts in a narrow dock and in every language.
    auto* buttons = new QGridLayout;
    buttons->addWidget(m_addCloth, 0, 0);
    buttons->addWidget(m_addSolid, 0, 1);
    buttons->addWidget(m_addCustom, 0, 2);
    buttons->addWidget(m_addObstacle, 1, 0);
    buttons->addWidget(m_duplicate, 1, 1);
    buttons->addWidget(m_remove, 1, 2);
    buttons->setColumnStretch(3, 1);
    return buttons;
}

core::ClothSpec ScenePanel::defaultCloth(const Document& document) {
    const core::Scene& scene = document.scene();
    core::ClothSpec cloth;
    cloth.rows = 16;
    cloth.cols = 16;
    cloth.spacing = 0.05;
    cloth.topology = core::ClothTopology::Provot;
    const double top = sceneTop(document);
    const double width = cloth.spacing * (cloth.cols - 1);
    cloth.origin = core::Vec3(-0.5 * width, top + width, -0.5 * width);
    cloth.name = tr("cloth %1").arg(scene.bodies.size() + 1).toStdString();
    return cloth;
}

double ScenePanel::sceneTop(const Document& document) {
    const auto system = document.system();
    if (!system || system->particleCount() == 0) {
        return 0.0;
    }
    return system->positions().row(1).maxCoeff();
}

void ScenePanel::select(SceneTreeModel::Group group, int row) {
    const QModelIndex index = m_model->itemIndex(group, row);
    m_tree->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
}

QWidget* ScenePanel::editor(const QString& name) const {
    return m_editorHost->findChild<QWidget*>(name);
}

void ScenePanel::onSelectionChanged() {
    if (m_updating) {
        return;
    }
    const QModelIndex current = m_tree->currentIndex();
    if (!current.isValid() || !current.parent().isValid()) {
        m_group = current.isValid() ? SceneTreeModel::groupOf(current) : SceneTreeModel::GroupCount;
        m_row = -1;
    } else {
        m_group = SceneTreeModel::groupOf(current);
        m_row = current.row();
    }
    m_interaction = 0;
    rebuildEditor();
    updateButtons();
}

void ScenePanel::onDocumentChanged(Changes what) {
    // A scene that cannot be built is reported by the main window.
    if (const auto system = m_document->system();
        m_summary && system && (what & (Change::Topology | Change::Name))) {
        m_summary->setSystem(*system, QString::fromStdString(m_document->scene().name));
    }
    if (!(what & (Change::Topology | Change::Obstacles | Change::Environment))) {
        return;
    }
    // The tree was reset: select the edited item again (or its nearest sibling).
    m_tree->expandAll();
    if (m_group != SceneTreeModel::GroupCount) {
        const int count = m_model->rowCount(m_model->groupIndex(m_group));
        if (m_row >= count) {
            m_row = count - 1;
        }
        const QModelIndex index =
            m_row >= 0 ? m_model->itemIndex(m_group, m_row) : m_model->groupIndex(m_group);
        m_updating = true;
        m_tree->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                             QItemSelectionModel::Rows);
        m_updating = false;
    }
    if (what == Changes(Change::Everything)) {
        m_interaction = 0;
    }
    // An edit made here is already shown; rebuilding would delete the editor that is
    // emitting the change. Undo, redo and other views' edits rebuild; the forces editor
    // shows environment changes itself (and may be the one emitting them).
    const bool forcesShown =
        m_group == SceneTreeModel::Forces && what == Changes(Change::Environment);
    if (!m_committing && !forcesShown) {
        rebuildEditor();
    }
    updateButtons();
}

void ScenePanel::updateButtons() {
    const bool item =
        m_row >= 0 && (m_group == SceneTreeModel::Bodies || m_group == SceneTreeModel::Obstacles);
    const bool bodies = !m_model->isGroupLocked(SceneTreeModel::Bodies);
    const bool obstacles = !m_model->isGroupLocked(SceneTreeModel::Obstacles);
    const bool editable = m_group == SceneTreeModel::Bodies ? bodies : obstacles;
    m_duplicate->setEnabled(item && m_group == SceneTreeModel::Bodies && bodies);
    m_remove->setEnabled(item && editable);
    for (QPushButton* add : {m_addCloth, m_addCustom, m_addSolid}) {
        add->setEnabled(bodies);
    }
    m_addObstacle->setEnabled(obstacles);
}

QDoubleSpinBox* ScenePanel::addDouble(const QString& label, const char* name, double value,
                                      double minimum, double maximum, int decimals,
                                      const QString& suffix) {
    auto* box = new QDoubleSpinBox(m_editorHost);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    box->setSingleStep(0.01);
    box->setSuffix(suffix);
    box->setKeyboardTracking(false);
    box->setValue(value);
    connect(box, &QDoubleSpinBox::valueChanged, this, &ScenePanel::commitField);
    connect(box, &QDoubleSpinBox::editingFinished, this, &ScenePanel::endGesture);
    if (!label.isNull()) {
        m_form->addRow(label, box);
    }
    return box;
}

QSpinBox* ScenePanel::addInt(const QString& label, const char* name, int value, int minimum,
                             int maximum) {
    auto* box = new QSpinBox(m_editorHost);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(minimum, maximum);
    box->setKeyboardTracking(false);
    box->setValue(value);
    connect(box, &QSpinBox::valueChanged, this, &ScenePanel::commitField);
    connect(box, &QSpinBox::editingFinished, this, &ScenePanel::endGesture);
    m_form->addRow(label, box);
    return box;
}

void ScenePanel::addVec(const QString& label, const char* name, const core::Vec3& value,
                        const QString& suffix) {
    auto* row = new QWidget(m_editorHost);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    const char* axes[] = {"x", "y", "z"};
    for (int a = 0; a < 3; ++a) {
        const QByteArray id = QByteArray(name) + '.' + axes[a];
        QDoubleSpinBox* box =
            addDouble(QString(), id.constData(), value[a], -1000.0, 1000.0, 3, suffix);
        box->setSingleStep(0.01);
        box->setParent(row);
        layout->addWidget(box);
    }
    m_form->addRow(label, row);
}

double ScenePanel::doubleValue(const char* name) const {
    const auto* box = m_editorHost->findChild<QDoubleSpinBox*>(QString::fromLatin1(name));
    return box ? box->value() : 0.0;
}

core::Vec3 ScenePanel::vecValue(const char* name) const {
    const QString base = QString::fromLatin1(name);
    return {doubleValue((base + QStringLiteral(".x")).toLatin1().constData()),
            doubleValue((base + QStringLiteral(".y")).toLatin1().constData()),
            doubleValue((base + QStringLiteral(".z")).toLatin1().constData())};
}

void ScenePanel::rebuildEditor() {
    while (m_form->rowCount() > 0) {
        m_form->removeRow(0);
    }
    const core::Scene& scene = m_document->scene();
    m_updating = true;
    if (m_group == SceneTreeModel::Bodies && m_row >= 0 &&
        m_row < static_cast<int>(scene.bodies.size())) {
        addBodyEditor(scene.bodies[static_cast<std::size_t>(m_row)]);
        showLockedRows(m_form, m_model->isGroupLocked(m_group));
    } else if (m_group == SceneTreeModel::Obstacles && m_row >= 0 &&
               m_row < static_cast<int>(scene.obstacles.size())) {
        addObstacleEditor(scene.obstacles[static_cast<std::size_t>(m_row)]);
        showLockedRows(m_form, m_model->isGroupLocked(m_group));
    } else if (m_group != SceneTreeModel::Forces) {
        auto* hint = new QLabel(tr("Select a body or an obstacle to edit it."), m_editorHost);
        hint->setWordWrap(true);
        m_form->addRow(hint);
    } else {
        // The Forces panel's editors: the same undoable edits, applied live, and it follows
        // undo and other views by itself.
        auto* forces = new ForcesPanel(m_document, m_editorHost);
        forces->setObjectName(QStringLiteral("forcesEditor"));
        forces->layout()->setContentsMargins(0, 0, 0, 0);
        m_form->addRow(forces);
    }
    m_updating = false;
}

void ScenePanel::addBodyEditor(const core::BodySpec& body) {
    auto* name = new QLineEdit(m_editorHost);
    name->setObjectName(QStringLiteral("name"));
    name->setText(std::visit([](const auto& s) { return QString::fromStdString(s.name); }, body));
    connect(name, &QLineEdit::editingFinished, this, &ScenePanel::commitField);
    m_form->addRow(tr("Name"), name);
    if (const auto* cloth = std::get_if<core::ClothSpec>(&body)) {
        addClothEditor(*cloth);
    } else if (const auto* solid = std::get_if<core::SolidSpec>(&body)) {
        addSolidEditor(*solid);
    } else {
        addCustomBodyEditor(std::get<core::CustomBodySpec>(body));
    }
}

void ScenePanel::addClothEditor(const core::ClothSpec& cloth) {
    addInt(tr("Rows"), "rows", cloth.rows, 2, 512);
    addInt(tr("Columns"), "cols", cloth.cols, 2, 512);
    addDouble(tr("Spacing"), "spacing", cloth.spacing, 0.001, 10.0, 4, QStringLiteral(" m"))
        ->setSingleStep(0.005);
    addVec(tr("Origin (m)"), "origin", cloth.origin, QString());
    addDouble(tr("Particle mass"), "mass", cloth.particleMass, 1e-6, 100.0, 6,
              QStringLiteral(" kg"))
        ->setSingleStep(0.001);
    auto* topology =
        idCombo(m_editorHost, "topology", kTopologies, cloth.topology, core::clothTopologyId);
    connect(topology, &QComboBox::currentIndexChanged, this, &ScenePanel::commitField);
    m_form->addRow(tr("Topology"), topology);
    const QString cornerTexts[] = {tr("Top left"), tr("Top right"), tr("Bottom left"),
                                   tr("Bottom right")};
    const QString edgeTexts[] = {tr("Top"), tr("Bottom"), tr("Left"), tr("Right")};
    auto addChecks = [&](const QString& label, const char* const* ids, const QString* texts,
                         const std::vector<std::string>& on) {
        auto* row = new QWidget(m_editorHost);
        auto* grid = new QGridLayout(row);
        grid->setContentsMargins(0, 0, 0, 0);
        for (int k = 0; k < 4; ++k) {
            auto* check = new QCheckBox(texts[k], row);
            check->setObjectName(QStringLiteral("pin-") + QString::fromLatin1(ids[k]));
            check->setChecked(contains(on, ids[k]));
            connect(check, &QCheckBox::toggled, this, &ScenePanel::commitField);
            grid->addWidget(check, k / 2, k % 2);
        }
        m_form->addRow(label, row);
    };
    addChecks(tr("Pinned corners"), kCorners, cornerTexts, cloth.pinned.corners);
    addChecks(tr("Pinned edges"), kEdges, edgeTexts, cloth.pinned.edges);
    addContactEditor(cloth);
}

// Cloth contact (core/contact/cloth_contact.h): the cloth's own layers, its thickness (0 shows and
// means the default, a fraction of the spacing, so that it follows the spacing) and the
// friction between layers.
void ScenePanel::addContactEditor(const core::ClothSpec& cloth) {
    auto* self = new QCheckBox(tr("Layers kept apart"), m_editorHost);
    self->setObjectName(QStringLiteral("selfCollision"));
    self->setChecked(cloth.selfCollision);
    connect(self, &QCheckBox::toggled, this, &ScenePanel::commitField);
    m_form->addRow(tr("Self-contact"), self);
    QDoubleSpinBox* thickness =
        addDouble(tr("Thickness"), "thickness", cloth.thickness.value_or(0.0), 0.0,
                  0.5 * cloth.spacing, 5, QStringLiteral(" m"));
    thickness->setSingleStep(0.0005);
    showThicknessLimits(thickness, cloth);
    addDouble(tr("Contact friction μ"), "contactFriction", cloth.friction, 0.0, 10.0, 3, QString())
        ->setSingleStep(0.05);
}

void ScenePanel::addCustomBodyEditor(const core::CustomBodySpec& custom) {
    m_form->addRow(tr("Particles"),
                   new QLabel(QString::number(custom.particles.size()), m_editorHost));
    m_form->addRow(tr("Springs"), new QLabel(QString::number(custom.springs.size()), m_editorHost));
    auto* edit = new QPushButton(tr("Edit Particles and Springs…"), m_editorHost);
    edit->setObjectName(QStringLiteral("editCustomButton"));
    const int row = m_row;
    connect(edit, &QPushButton::clicked, this, [this, row] { editCustomBody(row); });
    m_form->addRow(edit);
}

void ScenePanel::addObstacleEditor(const core::Obstacle& obstacle) {
    switch (obstacle.shape) {
    case core::ObstacleShape::Sphere:
        m_form->addRow(tr("Shape"), new QLabel(tr("sphere"), m_editorHost));
        addVec(tr("Centre (m)"), "center", obstacle.center, QString());
        addDouble(tr("Radius"), "radius", obstacle.radius, 0.001, 100.0, 3, QStringLiteral(" m"))
            ->setSingleStep(0.01);
        break;
    case core::ObstacleShape::Plane:
        m_form->addRow(tr("Shape"), new QLabel(tr("plane"), m_editorHost));
        addVec(tr("Point (m)"), "center", obstacle.center, QString());
        addVec(tr("Normal"), "normal", obstacle.normal, QString());
        break;
    case core::ObstacleShape::Box:
        m_form->addRow(tr("Shape"), new QLabel(tr("box"), m_editorHost));
        addVec(tr("Minimum corner (m)"), "boxMin", obstacle.boxMin, QString());
        addVec(tr("Maximum corner (m)"), "boxMax", obstacle.boxMax, QString());
        break;
    }
    addDouble(tr("Friction μ"), "friction", obstacle.friction, 0.0, 10.0, 3, QString())
        ->setSingleStep(0.05);
    auto* response =
        idCombo(m_editorHost, "response", kResponses, obstacle.response, core::collisionResponseId);
    connect(response, &QComboBox::currentIndexChanged, this, &ScenePanel::commitField);
    m_form->addRow(tr("Response"), response);
}

void ScenePanel::commitField() {
    if (m_updating) {
        return;
    }
    // A value-changed signal of a spin box starts (or continues) a gesture; other editors
    // are one step each.
    const bool spin = qobject_cast<QAbstractSpinBox*>(sender()) != nullptr;
    if (!spin) {
        m_interaction = 0;
    } else if (m_interaction == 0) {
        m_interaction = m_document->newInteraction();
    }
    m_committing = true;
    if (m_group == SceneTreeModel::Bodies) {
        const auto& body = m_document->scene().bodies[static_cast<std::size_t>(m_row)];
        if (std::holds_alternative<core::ClothSpec>(body)) {
            commitCloth();
        } else if (std::holds_alternative<core::CustomBodySpec>(body)) {
            commitCustom();
        } else {
            commitSolid();
        }
    } else if (m_group == SceneTreeModel::Obstacles) {
        commitObstacle();
    }
    m_committing = false;
    if (!spin) {
        m_interaction = 0;
    }
}

void ScenePanel::commitCloth() {
    core::ClothSpec cloth =
        std::get<core::ClothSpec>(m_document->scene().bodies[static_cast<std::size_t>(m_row)]);
    cloth.name = m_editorHost->findChild<QLineEdit*>(QStringLiteral("name"))->text().toStdString();
    cloth.rows = m_editorHost->findChild<QSpinBox*>(QStringLiteral("rows"))->value();
    cloth.cols = m_editorHost->findChild<QSpinBox*>(QStringLiteral("cols"))->value();
    cloth.spacing = doubleValue("spacing");
    cloth.origin = vecValue("origin");
    cloth.particleMass = doubleValue("mass");
    cloth.topology = kTopologies[std::max(
        0, m_editorHost->findChild<QComboBox*>(QStringLiteral("topology"))->currentIndex())];
    cloth.pinned.corners.clear();
    cloth.pinned.edges.clear();
    for (const char* id : kCorners) {
        if (m_editorHost->findChild<QCheckBox*>(QStringLiteral("pin-") + QString::fromLatin1(id))
                ->isChecked()) {
            cloth.pinned.corners.emplace_back(id);
        }
    }
    for (const char* id : kEdges) {
        if (m_editorHost->findChild<QCheckBox*>(QStringLiteral("pin-") + QString::fromLatin1(id))
                ->isChecked()) {
            cloth.pinned.edges.emplace_back(id);
        }
    }
    cloth.selfCollision =
        m_editorHost->findChild<QCheckBox*>(QStringLiteral("selfCollision"))->isChecked();
    // A thickness the new spacing no longer allows (more than half of it) follows it down.
    const double thickness = std::min(doubleValue("thickness"), 0.5 * cloth.spacing);
    cloth.thickness = thickness > 0.0 ? std::optional<double>(thickness) : std::nullopt;
    cloth.friction = doubleValue("contactFriction");
    m_document->setBody(m_row, cloth, m_interaction);
    // The thickness allowed and its default follow the spacing (edits made here do not
    // rebuild the editor).
    auto* box = m_editorHost->findChild<QDoubleSpinBox*>(QStringLiteral("thickness"));
    const QSignalBlocker blocker(box);
    showThicknessLimits(box, cloth);
    box->setValue(thickness);
}

// The largest thickness the reader allows (half the spacing) and, at 0, the default it
// stands for (the text shows only at 0, where the cloth has no thickness of its own).
void ScenePanel::showThicknessLimits(QDoubleSpinBox* box, const core::ClothSpec& cloth) {
    box->setMaximum(0.5 * cloth.spacing);
    box->setSpecialValueText(tr("default (%1 m)").arg(cloth.contactThickness(), 0, 'g', 4));
}

// A solid's editor: every parameter of the lattice and its springs, the shape's own sizes
// shown for the shape chosen. An OBJ mesh keeps its file; it can be chosen only in a scene
// file, so "mesh" is offered only to a body that already is one.
void ScenePanel::addSolidEditor(const core::SolidSpec& solid) {
    auto* shape = new QComboBox(m_editorHost);
    shape->setObjectName(QStringLiteral("shape"));
    const QString shapeTexts[] = {tr("box"), tr("sphere"), tr("torus"), tr("mesh")};
    for (core::SolidShape s : kSolidShapes) {
        if (s == core::SolidShape::Mesh && solid.shape != core::SolidShape::Mesh)
            continue;
        shape->addItem(shapeTexts[static_cast<int>(s)], static_cast<int>(s));
        if (s == solid.shape)
            shape->setCurrentIndex(shape->count() - 1);
    }
    connect(shape, &QComboBox::currentIndexChanged, this, &ScenePanel::commitField);
    m_form->addRow(tr("Shape"), shape);
    addVec(tr("Size (m)"), "size", solid.size, QString());
    addDouble(tr("Radius"), "radius", solid.radius, 0.001, 100.0, 3, QStringLiteral(" m"))
        ->setSingleStep(0.01);
    addDouble(tr("Tube radius"), "tubeRadius", solid.tubeRadius, 0.001, 100.0, 3,
              QStringLiteral(" m"))
        ->setSingleStep(0.005);
    addDouble(tr("Mesh scale"), "meshScale", solid.meshScale, 1e-4, 1e4, 4, QString());
    addVec(tr("Centre (m)"), "center", solid.center, QString());
    // Finer than 5 mm makes lattices of hundreds of thousands of particles for a body of a
    // few decimetres, which no integrator here steps at an interactive rate.
    addDouble(tr("Lattice spacing"), "spacing", solid.spacing, 0.005, 10.0, 4, QStringLiteral(" m"))
        ->setSingleStep(0.005);
    addDouble(tr("Particle mass"), "mass", solid.particleMass, 1e-6, 100.0, 6,
              QStringLiteral(" kg"))
        ->setSingleStep(0.001);
    addDouble(tr("Angle stiffness"), "angleStiffness", solid.angleStiffness, 0.0, 1e7, 1,
              QStringLiteral(" N/m"))
        ->setSingleStep(50.0);
    addDouble(tr("Spring scale"), "springScale", solid.springScale, 0.0, 1000.0, 3, QString())
        ->setSingleStep(0.1);
    auto* problem = new QLabel(m_editorHost);
    problem->setObjectName(QStringLiteral("solidProblem"));
    problem->setWordWrap(true);
    m_form->addRow(problem);
    showSolidFields(solid.shape, QString());
}

void ScenePanel::showSolidFields(core::SolidShape shape, const QString& problem) {
    const auto show = [this](const char* name, bool visible) {
        if (QWidget* field = editor(QString::fromLatin1(name)))
            m_form->setRowVisible(
                field->parentWidget() == m_editorHost ? field : field->parentWidget(), visible);
    };
    show("size.x", shape == core::SolidShape::Box);
    show("radius", shape == core::SolidShape::Sphere || shape == core::SolidShape::Torus);
    show("tubeRadius", shape == core::SolidShape::Torus);
    show("meshScale", shape == core::SolidShape::Mesh);
    auto* label = m_editorHost->findChild<QLabel*>(QStringLiteral("solidProblem"));
    label->setText(problem);
    m_form->setRowVisible(label, !problem.isEmpty());
}

void ScenePanel::commitSolid() {
    core::SolidSpec solid =
        std::get<core::SolidSpec>(m_document->scene().bodies[static_cast<std::size_t>(m_row)]);
    solid.name = m_editorHost->findChild<QLineEdit*>(QStringLiteral("name"))->text().toStdString();
    const auto* shape = m_editorHost->findChild<QComboBox*>(QStringLiteral("shape"));
    solid.shape = static_cast<core::SolidShape>(shape->currentData().toInt());
    solid.size = vecValue("size");
    solid.radius = doubleValue("radius");
    solid.tubeRadius = doubleValue("tubeRadius");
    solid.meshScale = doubleValue("meshScale");
    solid.center = vecValue("center");
    solid.spacing = doubleValue("spacing");
    solid.particleMass = doubleValue("mass");
    solid.angleStiffness = doubleValue("angleStiffness");
    solid.springScale = doubleValue("springScale");
    // An unusable shape (a tube as thick as the ring) is shown, not applied: the scene keeps
    // its last good body until the values make sense again.
    const core::Message problem = core::solidShapeProblem(solid);
    showSolidFields(solid.shape,
                    problem.empty()
                        ? QString()
                        : tr("Not applied: %1").arg(text::translateCoreMessage(problem)));
    if (problem.empty())
        m_document->setBody(m_row, solid, m_interaction);
}

void ScenePanel::addSolid() {
    m_document->addBody(defaultSolid(*m_document));
    select(SceneTreeModel::Bodies, static_cast<int>(m_document->scene().bodies.size()) - 1);
}

core::SolidSpec ScenePanel::defaultSolid(const Document& document) {
    const core::Scene& scene = document.scene();
    core::SolidSpec solid;
    solid.shape = core::SolidShape::Box;
    solid.size = core::Vec3(0.3, 0.3, 0.3);
    solid.spacing = 0.05;
    solid.center = core::Vec3(0.0, std::max(sceneTop(document), 0.0) + 0.5, 0.0);
    solid.name = tr("solid %1").arg(scene.bodies.size() + 1).toStdString();
    return solid;
}

void ScenePanel::commitCustom() {
    core::CustomBodySpec custom =
        std::get<core::CustomBodySpec>(m_document->scene().bodies[static_cast<std::size_t>(m_row)]);
    custom.name = m_editorHost->findChild<QLineEdit*>(QStringLiteral("name"))->text().toStdString();
    m_document->setBody(m_row, custom, m_interaction);
}

void ScenePanel::commitObstacle() {
    core::Obstacle obstacle = m_document->scene().obstacles[static_cast<std::size_t>(m_row)];
    switch (obstacle.shape) {
    case core::ObstacleShape::Sphere:
        obstacle.center = vecValue("center");
        obstacle.radius = doubleValue("radius");
        break;
    case core::ObstacleShape::Plane:
        obstacle.center = vecValue("center");
        obstacle.normal = vecValue("normal");
        break;
    case core::ObstacleShape::Box:
        obstacle.boxMin = vecValue("boxMin");
        obstacle.boxMax = vecValue("boxMax");
        break;
    }
    obstacle.friction = doubleValue("friction");
    obstacle.response = kResponses[std::max(
        0, m_editorHost->findChild<QComboBox*>(QStringLiteral("response"))->currentIndex())];
    m_document->setObstacle(m_row, obstacle, m_interaction);
}

void ScenePanel::addCloth() {
    m_document->addBody(defaultCloth(*m_document));
    select(SceneTreeModel::Bodies, static_cast<int>(m_document->scene().bodies.size()) - 1);
}

void ScenePanel::addObstacle() {
    core::Obstacle sphere;
    sphere.shape = core::ObstacleShape::Sphere;
    sphere.radius = 0.2;
    m_document->addObstacle(sphere);
    select(SceneTreeModel::Obstacles, static_cast<int>(m_document->scene().obstacles.size()) - 1);
}

void ScenePanel::addCustomBody() {
    const core::Scene& scene = m_document->scene();
    CustomBodyDialog dialog(this);
    dialog.nameEdit()->setText(tr("body %1").arg(scene.bodies.size() + 1));
    dialog.setOrigin(core::Vec3(0.0, sceneTop(*m_document) + 0.5, 0.0));
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    // The new body's particles follow every existing one.
    core::CustomBodySpec body = dialog.body();
    const int first = core::particleCount(scene);
    for (core::CustomSpring& spring : body.springs) {
        spring.i += first;
        spring.j += first;
    }
    m_document->addBody(body);
    select(SceneTreeModel::Bodies, static_cast<int>(m_document->scene().bodies.size()) - 1);
}

void ScenePanel::editCustomBody(int row) {
    const core::Scene& scene = m_document->scene();
    const auto* old = row >= 0 && row < static_cast<int>(scene.bodies.size())
                          ? std::get_if<core::CustomBodySpec>(&scene.bodies[std::size_t(row)])
                          : nullptr;
    if (old == nullptr) {
        return;
    }
    const int first = m_document->firstParticle(row);
    const int n = static_cast<int>(old->particles.size());
    auto inside = [&](const core::CustomSpring& s) {
        return s.i >= first && s.i < first + n && s.j >= first && s.j < first + n;
    };
    // The dialog shows the springs within the body in its own numbering; springs to other
    // bodies' particles are kept as they are.
    core::CustomBodySpec local = *old;
    local.springs.clear();
    for (core::CustomSpring spring : old->springs) {
        if (inside(spring)) {
            spring.i -= first;
            spring.j -= first;
            local.springs.push_back(spring);
        }
    }
    CustomBodyDialog dialog(this);
    dialog.setBody(local);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    core::CustomBodySpec edited = dialog.body();
    const int delta = static_cast<int>(edited.particles.size()) - n;
    for (core::CustomSpring& spring : edited.springs) {
        spring.i += first;
        spring.j += first;
    }
    for (core::CustomSpring spring : old->springs) {
        if (!inside(spring)) {
            // Particles of later bodies move with the change of this body's count.
            spring.i += spring.i >= first + n ? delta : 0;
            spring.j += spring.j >= first + n ? delta : 0;
            edited.springs.push_back(spring);
        }
    }
    m_document->setBody(row, edited);
}

void ScenePanel::duplicateSelected() {
    if (m_group == SceneTreeModel::Bodies && m_row >= 0) {
        const int row = m_row;
        m_document->duplicateBody(row);
        select(SceneTreeModel::Bodies, row + 1);
    }
}

void ScenePanel::removeSelected() {
    if (m_row < 0) {
        return;
    }
    if (m_group == SceneTreeModel::Bodies) {
        QString error;
        if (!m_document->removeBody(m_row, &error) && !error.isEmpty()) {
            QMessageBox::warning(this, tr("Cannot remove body"), error);
        }
    } else if (m_group == SceneTreeModel::Obstacles) {
        m_document->removeObstacle(m_row);
    }
}

void ScenePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        rebuildEditor();
    }
    QWidget::changeEvent(event);
}

void ScenePanel::retranslate() {
    m_addCloth->setText(tr("Add Cloth"));
    m_addObstacle->setText(tr("Add Obstacle"));
    m_addCustom->setText(tr("Add Custom Body…"));
    m_addSolid->setText(tr("Add Solid"));
    m_duplicate->setText(tr("Duplicate"));
    m_remove->setText(tr("Remove"));
    m_propertiesTitle->setText(tr("<b>Properties</b>"));
    emit m_model->headerDataChanged(Qt::Horizontal, 0, SceneTreeModel::ColumnCount - 1);
    if (m_model->rowCount() > 0) {
        emit m_model->dataChanged(m_model->index(0, 0), m_model->index(m_model->rowCount() - 1, 0));
    }
}

} // namespace clothlab::widgets
