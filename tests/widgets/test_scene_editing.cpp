// Custom bodies and the forces editor of the Scene panel: the templates have the spring counts
// their shapes imply; Add Custom Body… builds a body through the dialog as one undo step;
// duplicate and remove work on it; its particles and springs are edited in the dialog's
// tables (one undo step, bad cells refused); selecting Forces shows gravity, air and wind
// editors whose edits are undoable.
#include "core/presets.h"
#include "widgets/document/custom_body_dialog.h"
#include "widgets/document/document.h"
#include "widgets/document/scene_tree_model.h"
#include "widgets/panels/forces_panel.h"
#include "widgets/panels/scene_panel.h"
#include "widgets/panels/scene_summary_widget.h"

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
    void templatesHaveTheirSpringCounts_data();
    void templatesHaveTheirSpringCounts();
    void addCustomBodyThroughTheDialog();
    void duplicateAndRemoveCustomBody();
    void editCustomBodyTables();
    void badCellsAreRefused();
    void forcesItemEditsTheEnvironment();
};

void TestSceneEditing::templatesHaveTheirSpringCounts_data() {
    QTest::addColumn<int>("shape");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("particles");
    QTest::addColumn<int>("chosenKind"); // springs of the chosen kind (bending)
    QTest::addColumn<int>("shear");
    QTest::newRow("chain of 7") << int(Shape::Chain) << 7 << 7 << 6 << 0;
    QTest::newRow("pair") << int(Shape::Pair) << 7 << 2 << 1 << 0;
    QTest::newRow("tetrahedron") << int(Shape::Tetrahedron) << 7 << 4 << 6 << 0;
    // n = 3: axis neighbours 3·n²·(n−1) = 54; face diagonals 3 planes · 2 · n·(n−1)² = 72,
    // body diagonals 4·(n−1)³ = 32.
    QTest::newRow("box 3") << int(Shape::Box) << 3 << 27 << 54 << 104;
    QTest::newRow("box 2") << int(Shape::Box) << 2 << 8 << 12 << 16;
}

void TestSceneEditing::templatesHaveTheirSpringCounts() {
    QFETCH(int, shape);
    QFETCH(int, count);
    QFETCH(int, particles);
    QFETCH(int, chosenKind);
    QFETCH(int, shear);
    const core::CustomBodySpec body =
        CustomBodyDialog::makeTemplate(static_cast<Shape>(shape), count, 0.1, core::Vec3(0, 1, 0),
                                       0.05, core::SpringKind::Bending, true);
    core::Scene scene;
    scene.bodies.push_back(body);
    const core::System system = core::buildSystem(scene); // throws on a bad template
    QCOMPARE(system.particleCount(), particles);
    QCOMPARE(system.pinnedCount(), 1);
    const auto counts = system.springCountByKind();
    QCOMPARE(counts[core::kindIndex(core::SpringKind::Bending)], chosenKind);
    QCOMPARE(counts[core::kindIndex(core::SpringKind::Shear)], shear);
    QCOMPARE(counts[core::kindIndex(core::SpringKind::Structural)], 0);
    // Neighbours sit one spacing apart (the first spring of every template).
    const core::CustomSpring& first = body.springs.front();
    QCOMPARE((body.particles[std::size_t(first.j)].position -
              body.particles[std::size_t(first.i)].position)
                 .norm(),
             0.1);
}

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
    core::CustomBodySpec body = CustomBodyDialog::makeTemplate(
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

QTEST_MAIN(TestSceneEditing)
#include "test_scene_editing.moc"
