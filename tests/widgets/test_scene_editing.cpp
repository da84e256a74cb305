// Custom bodies and the forces editor of the Scene panel (the templates' spring counts are
// tested in tests/core/test_body_templates.cpp): Add Custom Body… builds a body through the
// dialog as one undo step; duplicate and remove work on it; its particles and springs are
// edited in the dialog's tables (one undo step, bad cells refused); selecting Forces shows
// gravity, air and wind editors whose edits are undoable; a cloth's contact settings
// (self-contact, thickness, friction) and the cloth–cloth switch are edited and undone.
#include "core/scene/presets.h"
#include "widgets/document/custom_body_dialog.h"
#include "widgets/document/document.h"
#include "widgets/document/scene_tree_model.h"
#include "widgets/panels/forces_panel.h"
#include "widgets/panels/scene_panel.h"
#include "widgets/panels/scene_summary_widget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>
#include <functional>

using namespace clothlab;
using widgets::CustomBodyDialog;
using widgets::SceneTreeModel;
using Shape = CustomBodyDialog::Shape;

namespace {

/// Runs `fill` on the custom-body dialog once it is open, then presses OK.
void whenDialogOpens(std::function<void(CustomBodyDialog&)> fill) {
    QTimer::singleShot(0, [fill] {
        auto* dialog = qobject_cast<CustomBodyDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        fill(*dialog);
        dialog->accept();
    });
}

std::array<int, core::kSpringKindCount> springCounts(const core::Scene& scene) {
    return core::buildSystem(scene).springCountByKind();
}

} // namespace

class TestSceneEditing : public QObject {
    Q_OBJECT

private slots:
    void addCustomBodyThroughTheDialog();
    void duplicateAndRemoveCustomBody();
    void editCustomBodyTables();
    void badCellsAreRefused();
    void forcesItemEditsTheEnvironment();
    void clothContactIsEdited();
};

void TestSceneEditing::addCustomBodyThroughTheDialog() {
    widgets::Document document;
    document.reset(core::loadPreset("cloth-on-sphere"));
    widgets::ScenePanel panel(&document, nullptr);
    panel.show();
    const core::Scene before = document.scene();
    const int particlesBefore = core::particleCount(before);
    whenDialogOpens([](CustomBodyDialog& dialog) {
        dialog.shapeBox()->setCurrentIndex(int(Shape::Chain));
        dialog.countBox()->setValue(5);
        dialog.kindBox()->setCurrentIndex(int(core::kindIndex(core::SpringKind::Structural)));
        dialog.nameEdit()->setText(QStringLiteral("rope"));
        QCOMPARE(dialog.particleTable()->rowCount(), 5); // the template follows its fields
        QCOMPARE(dialog.springTable()->rowCount(), 4);
    });
    QTest::mouseClick(panel.addCustomButton(), Qt::LeftButton);
    QCOMPARE(document.scene().bodies.size(), before.bodies.size() + 1);
    QCOMPARE(document.undoStack()->count(), 1);
    const auto& rope = std::get<core::CustomBodySpec>(document.scene().bodies.back());
    QCOMPARE(rope.name, std::string("rope"));
    QCOMPARE(rope.particles.size(), std::size_t(5));
    // Springs point at the new body's particles, after every existing one.
    QCOMPARE(rope.springs.front().i, particlesBefore);
    QCOMPARE(rope.springs.back().j, particlesBefore + 4);
    QCOMPARE(springCounts(document.scene())[0], springCounts(before)[0] + 4);
    // The new body is selected and offers its table editor.
    QVERIFY(panel.editor(QStringLiteral("editCustomButton")));
    document.undoStack()->undo();
    QVERIFY(document.scene() == before);
    document.undoStack()->redo();
    QCOMPARE(core::particleCount(document.scene()), particlesBefore + 5);
}

void TestSceneEditing::duplicateAndRemoveCustomBody() {
    widgets::Document document;
    document.reset(core::loadPreset("hanging-chain"));
    QVERIFY(std::holds_alternative<core::CustomBodySpec>(document.scene().bodies[0]));
    widgets::ScenePanel panel(&document, nullptr);
    panel.show();
    const core::Scene before = document.scene();
    const auto& chain = std::get<core::CustomBodySpec>(before.bodies[0]);
    const int n = static_cast<int>(chain.particles.size());
    panel.select(SceneTreeModel::Bodies, 0);
    QVERIFY(panel.duplicateButton()->isEnabled());
    QTest::mouseClick(panel.duplicateButton(), Qt::LeftButton);
    QCOMPARE(document.scene().bodies.size(), std::size_t(2));
    const auto& copy = std::get<core::CustomBodySpec>(document.scene().bodies[1]);
    // The copy's springs join the copy's own particles, and it stands beside the original.
    for (const core::CustomSpring& spring : copy.springs) {
        QVERIFY(spring.i >= n && spring.i < 2 * n && spring.j >= n && spring.j < 2 * n);
    }
    QVERIFY(copy.particles[0].position.x() > chain.particles[0].position.x());
    QCOMPARE(springCounts(document.scene())[0], 2 * springCounts(before)[0]);
    // Remove the original: the copy's springs are renumbered and the scene still builds.
    panel.select(SceneTreeModel::Bodies, 0);
    QTest::mouseClick(panel.removeButton(), Qt::LeftButton);
    QCOMPARE(document.scene().bodies.size(), std::size_t(1));
    QCOMPARE(core::buildSystem(document.scene()).springCount(),
             core::buildSystem(before).springCount());
    document.undoStack()->undo();
    document.undoStack()->undo();
    QVERIFY(document.scene() == before);
}

void TestSceneEditing::editCustomBodyTables() {
    widgets::Document document;
    document.reset(core::loadPreset("cloth-on-sphere"));
    core::CustomBodySpec body = core::makeBodyTemplate(
        Shape::Tetrahedron, 0, 0.2, core::Vec3(0, 2, 0), 0.1, core::SpringKind::Structural, false);
    const int first = core::particleCount(document.scene());
    for (core::CustomSpring& spring : body.springs) {
        spring.i += first;
        spring.j += first;
    }
    document.addBody(body);
    widgets::ScenePanel panel(&document, nullptr);
    panel.show();
    const int row = static_cast<int>(document.scene().bodies.size()) - 1;
    panel.select(SceneTreeModel::Bodies, row);
    const core::Scene before = document.scene();
    const int steps = document.undoStack()->count();
    whenDialogOpens([](CustomBodyDialog& dialog) {
        // Springs are shown in the body's own numbering.
        QCOMPARE(dialog.springTable()->item(0, 0)->text(), QStringLiteral("0"));
        QCOMPARE(dialog.particleTable()->rowCount(), 4);
        dialog.particleTable()->item(3, 6)->setText(QStringLiteral("0.5")); // mass of the apex
        dialog.particleTable()->item(0, 7)->setCheckState(Qt::Checked);     // pin particle 0
        dialog.springTable()->item(5, 3)->setText(QStringLiteral("0.25"));  // a rest length
    });
    QTest::mouseClick(qobject_cast<QPushButton*>(panel.editor(QStringLiteral("editCustomButton"))),
                      Qt::LeftButton);
    QCOMPARE(document.undoStack()->count(), steps + 1);
    const auto& edited = std::get<core::CustomBodySpec>(document.scene().bodies.back());
    QCOMPARE(edited.particles[3].mass, 0.5);
    QVERIFY(edited.particles[0].pinned);
    QCOMPARE(edited.springs[5].restLength.value_or(0.0), 0.25);
    QCOMPARE(edited.springs[0].i, first); // back in scene-global numbering
    QCOMPARE(core::buildSystem(document.scene()).pinnedCount(),
             core::buildSystem(before).pinnedCount() + 1);
    document.undoStack()->undo();
    QVERIFY(document.scene() == before);
}

void TestSceneEditing::badCellsAreRefused() {
    CustomBodyDialog dialog;
    dialog.shapeBox()->setCurrentIndex(int(Shape::Pair));
    QVERIFY(dialog.problem().isEmpty());
    dialog.particleTable()->item(1, 6)->setText(QStringLiteral("0"));
    QVERIFY(dialog.problem().contains(QStringLiteral("1"))); // names the particle
    dialog.particleTable()->item(1, 6)->setText(QStringLiteral("0.2"));
    dialog.springTable()->item(0, 1)->setText(QStringLiteral("2")); // only particles 0 and 1
    QVERIFY(!dialog.problem().isEmpty());
    dialog.springTable()->item(0, 1)->setText(QStringLiteral("0")); // to itself
    QVERIFY(!dialog.problem().isEmpty());
    dialog.springTable()->item(0, 1)->setText(QStringLiteral("1"));
    dialog.particleTable()->item(0, 0)->setText(QStringLiteral("left"));
    QVERIFY(!dialog.problem().isEmpty());
    dialog.particleTable()->item(0, 0)->setText(QStringLiteral("0.5"));
    QVERIFY(dialog.problem().isEmpty());
    QCOMPARE(dialog.body().particles[0].position.x(), 0.5);
}

void TestSceneEditing::forcesItemEditsTheEnvironment() {
    widgets::Document document;
    document.reset(core::loadPreset("windy-cloth"));
    widgets::ScenePanel panel(&document, nullptr);
    panel.show();
    panel.select(SceneTreeModel::Forces, 0);
    QWidget* editor = panel.editor(QStringLiteral("forcesEditor"));
    QVERIFY(editor);
    auto* forces = qobject_cast<widgets::ForcesPanel*>(editor);
    QVERIFY(forces);
    QVERIFY(forces->dragBox() && forces->retentionBox());
    const core::Environment before = document.scene().environment;
    QDoubleSpinBox* gravityY = forces->gravityBox(1);
    QCOMPARE(gravityY->value(), before.gravity.y());
    gravityY->setValue(-3.5);
    QCOMPARE(document.scene().environment.gravity.y(), -3.5);
    // The editor survives its own edit (the panel does not rebuild under it) and follows undo.
    QVERIFY(panel.editor(QStringLiteral("forcesEditor")) == editor);
    document.undoStack()->undo();
    QVERIFY(document.scene().environment == before);
    QCOMPARE(gravityY->value(), before.gravity.y());
}

void TestSceneEditing::clothContactIsEdited() {
    widgets::Document document;
    document.reset(core::loadPreset("folding-cloth"));
    widgets::ScenePanel panel(&document, nullptr);
    panel.show();
    panel.select(SceneTreeModel::Bodies, 0);
    auto cloth = [&document] { return std::get<core::ClothSpec>(document.scene().bodies[0]); };
    auto* self = qobject_cast<QCheckBox*>(panel.editor(QStringLiteral("selfCollision")));
    auto* thickness = qobject_cast<QDoubleSpinBox*>(panel.editor(QStringLiteral("thickness")));
    auto* friction = qobject_cast<QDoubleSpinBox*>(panel.editor(QStringLiteral("contactFriction")));
    QVERIFY(self && thickness && friction);
    QVERIFY(self->isChecked());
    QCOMPARE(thickness->value(), 0.0125);
    QCOMPARE(thickness->maximum(), 0.025); // half the spacing, the reader's limit
    QCOMPARE(friction->value(), 0.3);
    const core::Scene before = document.scene();

    self->setChecked(false);
    QVERIFY(!cloth().selfCollision);
    thickness->setValue(0.004);
    QCOMPARE(cloth().thickness.value_or(-1.0), 0.004);
    friction->setValue(0.75);
    QCOMPARE(cloth().friction, 0.75);
    // 0 is the default: a quarter of the spacing, which follows the spacing.
    thickness->setValue(0.0);
    QVERIFY(!cloth().thickness.has_value());
    QCOMPARE(cloth().contactThickness(), 0.25 * 0.05);
    QVERIFY(thickness->text().contains(QStringLiteral("0.0125")));
    // A thickness the new spacing does not allow follows it down; the scene still builds.
    thickness->setValue(0.02);
    qobject_cast<QDoubleSpinBox*>(panel.editor(QStringLiteral("spacing")))->setValue(0.03);
    QCOMPARE(cloth().thickness.value_or(-1.0), 0.015);
    QCOMPARE(thickness->maximum(), 0.015);
    QVERIFY(document.system() != nullptr);
    while (document.undoStack()->canUndo()) {
        document.undoStack()->undo();
    }
    QVERIFY(document.scene() == before);

    panel.select(SceneTreeModel::Forces, 0);
    auto* forces =
        qobject_cast<widgets::ForcesPanel*>(panel.editor(QStringLiteral("forcesEditor")));
    QVERIFY(forces && forces->clothContactBox());
    QVERIFY(!forces->clothContactBox()->isChecked());
    forces->clothContactBox()->setChecked(true);
    QVERIFY(document.scene().environment.clothCollision);
    document.undoStack()->undo();
    QVERIFY(!document.scene().environment.clothCollision);
    QVERIFY(!forces->clothContactBox()->isChecked());
}

QTEST_MAIN(TestSceneEditing)
#include "test_scene_editing.moc"
