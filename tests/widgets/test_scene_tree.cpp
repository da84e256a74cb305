// The Scene panel's layer: body and obstacle commands are undoable single steps, the scene
// tree passes QAbstractItemModelTester and follows the document, and the property editor
// commits through the document (a spin-box gesture is one undo step).
#include "condition_wait.h"
#include "core/scene/presets.h"
#include "widgets/document/document.h"
#include "widgets/document/scene_tree_model.h"
#include "widgets/engine/run_controller.h"
#include "widgets/panels/particle_panel.h"
#include "widgets/panels/scene_panel.h"
#include "widgets/panels/scene_summary_widget.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeView>
#include <QUndoStack>
#include <QtTest>

using clothlab::test::kConditionTimeoutMs;

using namespace clothlab;
using widgets::SceneTreeModel;

class TestSceneTree : public QObject {
    Q_OBJECT

private slots:
    void modelPassesTester_data();
    void modelPassesTester();
    void addClothAddsARowAndUndoRemovesIt();
    void removeBodyUndoRestoresTheSceneExactly();
    void removeBodyRenumbersLaterCustomSprings();
    void removeBodyRefusesWhenAnotherBodyIsAttached();
    void duplicateBodyIsOneStep();
    void rowsEditChangesTheParticleCount();
    void obstacleFrictionGestureIsOneUndoStep();
    void panelButtonsAndEditors();
    void particleOverridesBuildAndValidate();
    void pinnedParticleStaysStillAndUndoUnpins();
    void massEditAppliesLiveWithoutReset();
    void removingABodyDropsItsOverrides();
};

void TestSceneTree::modelPassesTester_data() {
    QTest::addColumn<QString>("preset");
    for (const core::PresetData& preset : core::presetData()) {
        QTest::newRow(std::string(preset.id).c_str()) << QString::fromUtf8(preset.id);
    }
}

void TestSceneTree::modelPassesTester() {
    QFETCH(QString, preset);
    widgets::Document document;
    document.reset(core::loadPreset(preset.toStdString()));
    SceneTreeModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.rowCount(model.groupIndex(SceneTreeModel::Bodies)),
             static_cast<int>(document.scene().bodies.size()));
    QCOMPARE(model.rowCount(model.groupIndex(SceneTreeModel::Obstacles)),
             static_cast<int>(document.scene().obstacles.size()));
    // Edits reset the model under the tester's eye.
    document.addBody(widgets::ScenePanel::defaultCloth(document));
    core::Obstacle sphere;
    document.addObstacle(sphere);
    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(model.data(model.groupIndex(SceneTreeModel::Bodies)).toString(),
             QStringLiteral("Bodies"));
}

void TestSceneTree::addClothAddsARowAndUndoRemovesIt() {
    widgets::Document document;
    document.reset(core::loadPreset("hanging-cloth"));
    SceneTreeModel model(&document);
    const core::Scene before = document.scene();
    const QModelIndex bodies = model.groupIndex(SceneTreeModel::Bodies);
    const int rows = model.rowCount(bodies);
    document.addBody(widgets::ScenePanel::defaultCloth(document));
    QCOMPARE(model.rowCount(model.groupIndex(SceneTreeModel::Bodies)), rows + 1);
    QCOMPARE(document.scene().bodies.size(), before.bodies.size() + 1);
    QCOMPARE(document.undoStack()->count(), 1);
    // The new cloth builds and sits above the others.
    const core::System system = core::buildSystem(document.scene());
    QCOMPARE(system.particleCount(), core::particleCount(before) + 256);
    document.undoStack()->undo();
    QCOMPARE(model.rowCount(model.groupIndex(SceneTreeModel::Bodies)), rows);
    QVERIFY(document.scene() == before);
}

void TestSceneTree::removeBodyUndoRestoresTheSceneExactly() {
    widgets::Document document;
    document.reset(core::loadPreset("cloth-on-sphere"));
    document.addBody(widgets::ScenePanel::defaultCloth(document));
    const core::Scene before = document.scene();
    QVERIFY(document.removeBody(0));
    QCOMPARE(document.scene().bodies.size(), before.bodies.size() - 1);
    QVERIFY(document.scene().bodies[0] == before.bodies[1]);
    document.undoStack()->undo();
    QVERIFY(document.scene() == before);
    document.undoStack()->redo();
    QCOMPARE(document.scene().bodies.size(), before.bodies.size() - 1);
}

namespace {
core::CustomSpring spring(int i, int j) {
    core::CustomSpring s;
    s.i = i;
    s.j = j;
    return s;
}

core::CustomBodySpec chain(int first, int n) {
    core::CustomBodySpec body;
    body.name = "chain";
    for (int k = 0; k < n; ++k) {
        body.particles.push_back({core::Vec3(0.1 * k, 1.0, 0.0), core::Vec3::Zero(), 0.1, k == 0});
    }
    for (int k = 0; k + 1 < n; ++k) {
        body.springs.push_back(spring(first + k, first + k + 1));
    }
    return body;
}
} // namespace

void TestSceneTree::removeBodyRenumbersLaterCustomSprings() {
    widgets::Document document;
    core::Scene scene;
    core::ClothSpec cloth;
    cloth.rows = 3;
    cloth.cols = 4;
    scene.bodies = {cloth, chain(12, 3)};
    document.reset(scene);
    QVERIFY(document.removeBody(0));
    const auto& moved = std::get<core::CustomBodySpec>(document.scene().bodies[0]);
    QCOMPARE(moved.springs[0].i, 0);
    QCOMPARE(moved.springs[1].j, 2);
    QCOMPARE(core::buildSystem(document.scene()).particleCount(), 3);
    // Growing a cloth before the chain moves the chain's indices along.
    document.undoStack()->undo();
    cloth.rows = 5;
    document.setBody(0, cloth);
    QCOMPARE(std::get<core::CustomBodySpec>(document.scene().bodies[1]).springs[0].i, 20);
    QCOMPARE(core::buildSystem(document.scene()).particleCount(), 23);
}

void TestSceneTree::removeBodyRefusesWhenAnotherBodyIsAttached() {
    widgets::Document document;
    core::Scene scene;
    core::ClothSpec cloth;
    cloth.rows = 2;
    cloth.cols = 2;
    core::CustomBodySpec attached = chain(4, 2);
    attached.springs.push_back(spring(3, 4)); // from the cloth's last particle to the chain
    scene.bodies = {cloth, attached};
    document.reset(scene);
    QString error;
    QVERIFY(!document.removeBody(0, &error));
    QVERIFY(error.contains(QStringLiteral("chain")));
    QCOMPARE(document.undoStack()->count(), 0);
    QVERIFY(document.scene() == scene);
    // The attached body itself may go.
    QVERIFY(document.removeBody(1));
}

void TestSceneTree::duplicateBodyIsOneStep() {
    widgets::Document document;
    document.reset(core::loadPreset("hanging-cloth"));
    const core::Scene before = document.scene();
    document.duplicateBody(0);
    QCOMPARE(document.scene().bodies.size(), before.bodies.size() + 1);
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(core::buildSystem(document.scene()).particleCount(), 2 * core::particleCount(before));
    document.undoStack()->undo();
    QVERIFY(document.scene() == before);
}

void TestSceneTree::rowsEditChangesTheParticleCount() {
    widgets::Document document;
    document.reset(core::loadPreset("hanging-cloth"));
    QSignalSpy spy(&document, &widgets::Document::changed);
    auto cloth = std::get<core::ClothSpec>(document.scene().bodies[0]);
    const int before = core::buildSystem(document.scene()).particleCount();
    cloth.rows += 2;
    document.setBody(0, cloth);
    QCOMPARE(spy.count(), 1);
    QVERIFY(spy.at(0).at(0).value<widgets::Changes>() & widgets::Change::Topology);
    QCOMPARE(core::buildSystem(document.scene()).particleCount(), before + 2 * cloth.cols);
    document.undoStack()->undo();
    QCOMPARE(core::buildSystem(document.scene()).particleCount(), before);
}

void TestSceneTree::obstacleFrictionGestureIsOneUndoStep() {
    widgets::Document document;
    document.reset(core::loadPreset("cloth-on-sphere"));
    QVERIFY(!document.scene().obstacles.empty());
    const core::Obstacle before = document.scene().obstacles[0];
    QSignalSpy spy(&document, &widgets::Document::changed);
    const int gesture = document.newInteraction();
    core::Obstacle obstacle = before;
    for (double mu : {0.1, 0.2, 0.3}) {
        obstacle.friction = mu;
        document.setObstacle(0, obstacle, gesture);
    }
    QCOMPARE(document.undoStack()->count(), 1);
    QVERIFY(spy.at(0).at(0).value<widgets::Changes>() & widgets::Change::Obstacles);
    QCOMPARE(document.scene().obstacles[0].friction, 0.3);
    document.undoStack()->undo();
    QVERIFY(document.scene().obstacles[0] == before);
}

void TestSceneTree::panelButtonsAndEditors() {
    widgets::Document document;
    document.reset(core::loadPreset("cloth-on-sphere"));
    auto* summary =
        new widgets::SceneSummaryWidget(core::buildSystem(document.scene()), QStringLiteral("s"));
    widgets::ScenePanel panel(&document, summary);
    panel.resize(420, 700);
    panel.show();
    const std::size_t bodies = document.scene().bodies.size();
    QTest::mouseClick(panel.addClothButton(), Qt::LeftButton);
    QCOMPARE(document.scene().bodies.size(), bodies + 1);
    QCOMPARE(summary->particleCount(), core::particleCount(document.scene()));
    // The new cloth is selected; its rows editor commits through the document.
    auto* rows = qobject_cast<QSpinBox*>(panel.editor(QStringLiteral("rows")));
    QVERIFY(rows);
    QCOMPARE(rows->value(), 16);
    rows->setValue(20);
    QCOMPARE(std::get<core::ClothSpec>(document.scene().bodies.back()).rows, 20);
    auto* corner = qobject_cast<QCheckBox*>(panel.editor(QStringLiteral("pin-top-left")));
    QVERIFY(corner);
    // A test artefact to look at: the panel with a cloth's editor (new editors show once
    // the event loop runs).
    QTest::qWait(100);
    QVERIFY(panel.grab().save(QDir::temp().filePath(QStringLiteral("clothlab_scene_panel.png"))));
    corner->setChecked(true);
    QCOMPARE(std::get<core::ClothSpec>(document.scene().bodies.back()).pinned.corners,
             std::vector<std::string>{"top-left"});
    // Undo rebuilds the editor with the earlier values.
    document.undoStack()->undo();
    corner = qobject_cast<QCheckBox*>(panel.editor(QStringLiteral("pin-top-left")));
    QVERIFY(corner && !corner->isChecked());

    // A friction gesture on the spin box: three steps, one undo step.
    panel.select(SceneTreeModel::Obstacles, 0);
    auto* friction = qobject_cast<QDoubleSpinBox*>(panel.editor(QStringLiteral("friction")));
    QVERIFY(friction);
    const int steps = document.undoStack()->index();
    friction->stepUp();
    friction->stepUp();
    friction->stepUp();
    emit friction->editingFinished();
    QCOMPARE(document.undoStack()->index(), steps + 1);
    QCOMPARE(document.scene().obstacles[0].friction, friction->value());
    friction->stepUp();
    QCOMPARE(document.undoStack()->index(), steps + 2);

    // Remove the selected obstacle, then undo.
    const std::size_t obstacles = document.scene().obstacles.size();
    QTest::mouseClick(panel.removeButton(), Qt::LeftButton);
    QCOMPARE(document.scene().obstacles.size(), obstacles - 1);
    document.undoStack()->undo();
    QCOMPARE(document.scene().obstacles.size(), obstacles);
    QTest::mouseClick(panel.addObstacleButton(), Qt::LeftButton);
    QCOMPARE(document.scene().obstacles.size(), obstacles + 1);
    QCOMPARE(document.scene().obstacles.back().shape, core::ObstacleShape::Sphere);
}

void TestSceneTree::particleOverridesBuildAndValidate() {
    core::Scene scene = core::loadPreset("hanging-cloth");
    const int n = core::particleCount(scene);
    scene.particleOverrides = {{n - 1, 0.25, true}};
    const core::System system = core::buildSystem(scene);
    QCOMPARE(system.masses()[n - 1], 0.25);
    QVERIFY(system.isPinned(n - 1));
    scene.particleOverrides = {{n, std::nullopt, true}};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, core::buildSystem(scene));
    scene.particleOverrides = {{0, 0.0, std::nullopt}};
    try {
        core::buildSystem(scene);
        QFAIL("a zero mass override was accepted");
    } catch (const std::invalid_argument& e) {
        QVERIFY(std::string(e.what()).find("particle override 0") != std::string::npos);
    }
}

void TestSceneTree::pinnedParticleStaysStillAndUndoUnpins() {
    widgets::Document document;
    document.reset(core::loadPreset("hanging-cloth"));
    widgets::RunController controller(&document, widgets::RunSource::Scene);
    const int p = core::particleCount(document.scene()) - 1; // a free corner
    QVERIFY(!core::buildSystem(document.scene()).isPinned(p));
    controller.stepOnce();
    QTRY_VERIFY_WITH_TIMEOUT(controller.latestSnapshot() && controller.latestSnapshot()->step == 1,
                             kConditionTimeoutMs);
    document.setParticlePinned(p, true);
    QCOMPARE(document.undoStack()->count(), 1);
    QVERIFY(core::buildSystem(document.scene()).isPinned(p));
    // The pin applies to the running simulation: no reset, and the particle stays still.
    QTRY_VERIFY_WITH_TIMEOUT(controller.latestSnapshot()->run().velocities.col(p).isZero(),
                             kConditionTimeoutMs);
    QCOMPARE(controller.latestSnapshot()->step, 1L);
    const core::Vec3 held = controller.latestSnapshot()->run().positions.col(p);
    for (int k = 0; k < 100; ++k) {
        controller.stepOnce();
    }
    QTRY_COMPARE_WITH_TIMEOUT(controller.latestSnapshot()->step, 101L, kConditionTimeoutMs);
    QVERIFY(controller.latestSnapshot()->run().positions.col(p) == held);
    // Undo unpins it: it falls again.
    document.undoStack()->undo();
    QVERIFY(!core::buildSystem(document.scene()).isPinned(p));
    for (int k = 0; k < 20; ++k) {
        controller.stepOnce();
    }
    QTRY_COMPARE_WITH_TIMEOUT(controller.latestSnapshot()->step, 121L, kConditionTimeoutMs);
    QVERIFY(controller.latestSnapshot()->run().positions.col(p) != held);

    // The particle panel shows and edits the same state.
    widgets::ParticlePanel panel(&document, &controller);
    panel.setParticle(p);
    QVERIFY(!panel.pinnedBox()->isChecked());
    panel.pinnedBox()->setChecked(true);
    QVERIFY(core::buildSystem(document.scene()).isPinned(p));
    document.undoStack()->undo();
    QVERIFY(!panel.pinnedBox()->isChecked());
    QVERIFY(panel.positionLabel()->text().contains(QStringLiteral("m")));
}

void TestSceneTree::massEditAppliesLiveWithoutReset() {
    widgets::Document document;
    document.reset(core::loadPreset("hanging-cloth"));
    widgets::RunController controller(&document, widgets::RunSource::Scene);
    controller.stepOnce();
    controller.stepOnce();
    QTRY_VERIFY_WITH_TIMEOUT(controller.latestSnapshot() && controller.latestSnapshot()->step == 2,
                             kConditionTimeoutMs);
    const auto before = controller.latestSnapshot();
    const int p = core::particleCount(document.scene()) - 1;
    const double m = core::buildSystem(document.scene()).masses()[p];
    // A mass gesture in the panel: two steps, one undo step.
    widgets::ParticlePanel panel(&document, &controller);
    panel.setParticle(p);
    panel.massBox()->setValue(2.0 * m);
    panel.massBox()->setValue(3.0 * m);
    emit panel.massBox()->editingFinished();
    QCOMPARE(document.undoStack()->count(), 1);
    const double shown = panel.massBox()->value(); // 3m to the box's decimals
    QVERIFY(std::abs(shown - 3.0 * m) < 1e-6);
    QCOMPARE(core::buildSystem(document.scene()).masses()[p], shown);
    // U_g = −Σ m·g·x: the particle's term changes by Δm at the same state (same step).
    const double expected =
        before->run().energy.terms.gravity -
        (shown - m) * document.scene().environment.gravity.dot(before->run().positions.col(p));
    QTRY_VERIFY_WITH_TIMEOUT(std::abs(controller.latestSnapshot()->run().energy.terms.gravity -
                                      expected) < 1e-9 * (1.0 + std::abs(expected)),
                             kConditionTimeoutMs);
    QCOMPARE(controller.latestSnapshot()->step, 2L);
    document.undoStack()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(std::abs(controller.latestSnapshot()->run().energy.terms.gravity -
                                      before->run().energy.terms.gravity) <
                                 1e-9 * (1.0 + std::abs(before->run().energy.terms.gravity)),
                             kConditionTimeoutMs);
    QCOMPARE(controller.latestSnapshot()->step, 2L);
}

void TestSceneTree::removingABodyDropsItsOverrides() {
    widgets::Document document;
    core::Scene scene;
    core::ClothSpec cloth;
    cloth.rows = 2;
    cloth.cols = 2;
    scene.bodies = {cloth, cloth};
    document.reset(scene);
    document.setParticlePinned(1, true);
    document.setParticleMass(6, 0.5);
    QVERIFY(document.removeBody(0));
    QCOMPARE(document.scene().particleOverrides.size(), std::size_t{1});
    QCOMPARE(document.scene().particleOverrides[0].particle, 2);
    QCOMPARE(core::buildSystem(document.scene()).masses()[2], 0.5);
    document.undoStack()->undo();
    QCOMPARE(document.scene().particleOverrides.size(), std::size_t{2});
}

QTEST_MAIN(TestSceneTree)
#include "test_scene_tree.moc"
