// Solids in the workbench (R2): the 3D view draws each solid as its skinned visual mesh
// (rest mesh at rest, rigid motions followed exactly, K = 1 and K = 3 differ on a bent body,
// frames never rebuild geometry), the View menu switches K, the Scene panel edits a solid's
// parameters as merged undo steps and adds one, and captures of both solid presets are saved
// in <build>/screenshots for a look. Needs a display (xvfb-run under CTest). The skinning
// cost per frame is measured by tests/bench/bench_views.cpp.
#include "app/main_window.h"
#include "condition_wait.h"
#include "core/scene/presets.h"
#include "core/scene/scene.h"
#include "core/simulation/simulation.h"
#include "core/solids/solid.h"
#include "widgets/document/document.h"
#include "widgets/panels/scene_panel.h"
#include "widgets/view3d/scene_view.h"
#include "widgets/view3d/scene_view_solids.h"

#include <Eigen/Geometry>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QUndoStack>
#include <QWindow>
#include <QtTest>
#include <cmath>

using clothlab::test::kConditionTimeoutMs;

using namespace clothlab;
using widgets::SceneView;

namespace {

QString screenshotDir() {
    const QString base = qEnvironmentVariable("CLOTHLAB_BINARY_DIR", QDir::currentPath());
    QDir(base).mkpath(QStringLiteral("screenshots"));
    return base + QStringLiteral("/screenshots");
}

void showView(SceneView& view) {
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, kConditionTimeoutMs));
    QVERIFY(QTest::qWaitFor([&] { return view.viewWindow()->isExposed(); }, kConditionTimeoutMs));
}

double maxDistance(const Eigen::Matrix3Xd& a, const Eigen::Matrix3Xd& b) {
    return (a - b).colwise().norm().maxCoeff();
}

/// The rest mesh of every solid, one after the other.
Eigen::Matrix3Xd restMesh(const core::System& system) {
    Eigen::Index count = 0;
    for (const core::SolidMesh& mesh : system.solidMeshes())
        count += mesh.restVertices.cols();
    Eigen::Matrix3Xd rest(3, count);
    Eigen::Index first = 0;
    for (const core::SolidMesh& mesh : system.solidMeshes()) {
        rest.middleCols(first, mesh.restVertices.cols()) = mesh.restVertices;
        first += mesh.restVertices.cols();
    }
    return rest;
}

/// The ring bent about the z axis: each particle turned by an angle growing with its x, as
/// a strongly deformed frame that R2's K = 1 skinning kinks.
void bend(const core::System& system, Eigen::Matrix3Xd& x, Eigen::Matrix4Xd& q) {
    x = system.positions();
    q = system.orientations();
    for (Eigen::Index i = 0; i < x.cols(); ++i) {
        const double angle = 1.5 * x(0, i);
        const Eigen::AngleAxisd turn(angle, core::Vec3::UnitZ());
        x.col(i) = turn * x.col(i);
        q.col(i) =
            (Eigen::Quaterniond(turn) * Eigen::Quaterniond(Eigen::Vector4d(q.col(i)))).coeffs();
    }
}

/// A simulation of `preset` advanced to `seconds`.
core::Simulation simulated(const char* preset, double seconds) {
    core::Simulation simulation = core::makeSimulation(core::loadPreset(preset));
    simulation.advanceTo(seconds);
    return simulation;
}

/// True when the centre third of `image` holds pixels of the solid's green.
bool showsSolid(const QImage& image) {
    int green = 0;
    for (int y = image.height() / 3; y < 2 * image.height() / 3; y += 2) {
        for (int x = image.width() / 3; x < 2 * image.width() / 3; x += 2) {
            const QColor c = image.pixelColor(x, y);
            if (c.green() > c.red() + 20 && c.green() > c.blue())
                ++green;
        }
    }
    return green > 200;
}

} // namespace

class TestSolidsView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void meshHasTheSolidsVertices();
    void restBodyDrawsTheRestMesh();
    void rigidMotionIsFollowed_data();
    void rigidMotionIsFollowed();
    void withoutOrientationsTranslationIsFollowed();
    void neighboursChangeABentBody();
    void framesNeverRebuildGeometry();
    void clothSceneHasNoSolidMesh();
    void overlaysDrawSolids();
    void shadowsLieOnTheFloor();
    void screenshots_data();
    void screenshots();
    void viewMenuSwitchesNeighbours();
    void solidEditorEditsAndMerges();
    void addSolidAddsABoxAboveTheGround();

private:
    core::Scene m_ring;
    core::System m_ringSystem;
};

void TestSolidsView::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ClothLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_solids_view"));
    QSettings().clear();
    m_ring = core::loadPreset("elastic-ring");
    m_ringSystem = core::buildSystem(m_ring);
    QVERIFY(m_ringSystem.hasOrientations());
    QCOMPARE(m_ringSystem.solidMeshes().size(), size_t(1));
}

void TestSolidsView::meshHasTheSolidsVertices() {
    SceneView view;
    view.setSystem(m_ringSystem, m_ring.obstacles);
    const core::SolidMesh& mesh = m_ringSystem.solidMeshes().front();
    QVERIFY(mesh.restVertices.cols() > 100);
    QCOMPARE(view.solidVertexCount(), int(mesh.restVertices.cols()));
    QCOMPARE(view.solidVertices().cols(), mesh.restVertices.cols());
    QCOMPARE(view.skinningNeighbours(), 3);
    // The solid's particles are not cloth vertices.
    QCOMPARE(view.vertexCount(), 0);
    QCOMPARE(view.particlePointCount(), m_ringSystem.particleCount());
    // Both solid presets skin to a mesh with either neighbour count.
    for (const char* preset : {"elastic-ring", "jelly-cube"}) {
        const core::System system = core::buildSystem(core::loadPreset(preset));
        for (int k : {1, 3}) {
            widgets::SolidSkins skins;
            skins.build(system, k);
            QVERIFY2(skins.vertexCount() > 0, preset);
        }
    }
}

void TestSolidsView::restBodyDrawsTheRestMesh() {
    SceneView view;
    view.setSystem(m_ringSystem, m_ring.obstacles);
    const Eigen::Matrix3Xd rest = restMesh(m_ringSystem);
    QVERIFY(maxDistance(view.solidVertices(), rest) < 1e-5);
    view.setPositions(m_ringSystem.positions(), nullptr, &m_ringSystem.orientations());
    QVERIFY(maxDistance(view.solidVertices(), rest) < 1e-5);
    view.setSkinningNeighbours(1);
    QVERIFY(maxDistance(view.solidVertices(), rest) < 1e-5);
}

void TestSolidsView::rigidMotionIsFollowed_data() {
    QTest::addColumn<int>("neighbours");
    QTest::newRow("K=1") << 1;
    QTest::newRow("K=3") << 3;
}

// Every particle turned by R about a point and moved by t, every orientation turned by R:
// each vertex must be R·v + t (skinning blends rigid transforms, and here they all agree).
void TestSolidsView::rigidMotionIsFollowed() {
    QFETCH(int, neighbours);
    SceneView view;
    view.setSystem(m_ringSystem, m_ring.obstacles);
    view.setSkinningNeighbours(neighbours);
    const Eigen::Quaterniond turn(Eigen::AngleAxisd(0.7, core::Vec3(1.0, 2.0, -0.5).normalized()));
    const Eigen::Matrix3d R = turn.toRotationMatrix();
    const core::Vec3 pivot(0.1, 0.8, -0.2);
    const core::Vec3 t(0.3, -0.2, 0.5);
    Eigen::Matrix3Xd x = m_ringSystem.positions();
    Eigen::Matrix4Xd q = m_ringSystem.orientations();
    for (Eigen::Index i = 0; i < x.cols(); ++i) {
        x.col(i) = R * (x.col(i) - pivot) + pivot + t;
        q.col(i) = (turn * Eigen::Quaterniond(Eigen::Vector4d(q.col(i)))).coeffs();
    }
    view.setPositions(x, nullptr, &q);
    Eigen::Matrix3Xd expected = restMesh(m_ringSystem);
    for (Eigen::Index v = 0; v < expected.cols(); ++v)
        expected.col(v) = R * (expected.col(v) - pivot) + pivot + t;
    const double error = maxDistance(view.solidVertices(), expected);
    QVERIFY2(error < 1e-5, qPrintable(QString::number(error)));
    // Without the orientations the offsets would not turn: the test can tell the difference.
    view.setPositions(x, nullptr, nullptr);
    QVERIFY(maxDistance(view.solidVertices(), expected) > 1e-3);
}

// The comparison view passes positions only: solids are skinned with the orientations of
// setSystem(), which for a translated body is exact.
void TestSolidsView::withoutOrientationsTranslationIsFollowed() {
    SceneView view;
    view.setSystem(m_ringSystem, m_ring.obstacles);
    const core::Vec3 t(-0.4, 0.25, 0.1);
    const Eigen::Matrix3Xd x = m_ringSystem.positions().colwise() + t;
    view.setPositions(x);
    const Eigen::Matrix3Xd expected = restMesh(m_ringSystem).colwise() + t;
    QVERIFY(maxDistance(view.solidVertices(), expected) < 1e-5);
}

void TestSolidsView::neighboursChangeABentBody() {
    SceneView view;
    view.setSystem(m_ringSystem, m_ring.obstacles);
    Eigen::Matrix3Xd x;
    Eigen::Matrix4Xd q;
    bend(m_ringSystem, x, q);
    view.setPositions(x, nullptr, &q);
    const Eigen::Matrix3Xd three = view.solidVertices();
    view.setSkinningNeighbours(1);
    QCOMPARE(view.skinningNeighbours(), 1);
    const Eigen::Matrix3Xd one = view.solidVertices();
    const double difference = maxDistance(one, three);
    QVERIFY2(difference > 1e-3, qPrintable(QString::number(difference)));
    // Back to 3: the same frame as before, and no geometry was rebuilt on the way.
    view.setSkinningNeighbours(3);
    QVERIFY(maxDistance(view.solidVertices(), three) < 1e-6);
    QCOMPARE(view.geometryBuildCount(), 1);
}

void TestSolidsView::framesNeverRebuildGeometry() {
    SceneView view;
    view.setSystem(m_ringSystem, m_ring.obstacles);
    showView(view);
    core::Simulation simulation = core::makeSimulation(m_ring);
    const Eigen::Matrix3Xd before = view.solidVertices();
    for (int frame = 0; frame < 20; ++frame) {
        simulation.advanceTo(simulation.time() + 0.05);
        const core::System& s = simulation.system();
        view.setPositions(s.positions(), nullptr, &s.orientations());
    }
    QCOMPARE(view.geometryBuildCount(), 1);
    QCOMPARE(view.positionUploadCount(), 20);
    QCOMPARE(view.solidVertexCount(), int(before.cols()));
    // The ring fell: its mesh moved down with it.
    QVERIFY(view.solidVertices().row(1).mean() < before.row(1).mean() - 0.1);
}

void TestSolidsView::clothSceneHasNoSolidMesh() {
    SceneView view;
    const core::Scene scene = core::loadPreset("hanging-cloth");
    const core::System system = core::buildSystem(scene);
    view.setSystem(system, scene.obstacles);
    QCOMPARE(view.solidVertexCount(), 0);
    QCOMPARE(view.vertexCount(), system.particleCount());
    view.setPositions(system.positions());
    QCOMPARE(view.solidVertexCount(), 0);
}

// The comparison's overlay mode: another run's ring, moved aside, is drawn translucent.
void TestSolidsView::overlaysDrawSolids() {
    SceneView view;
    view.setSystem(m_ringSystem, m_ring.obstacles);
    showView(view);
    view.resetCamera();
    const QImage alone = view.renderToImage();
    view.setOverlays({QColor(220, 40, 40)});
    const Eigen::Matrix3Xd aside = m_ringSystem.positions().colwise() + core::Vec3(0.0, 0.0, 0.5);
    view.setOverlayPositions(0, aside);
    const QImage overlaid = view.renderToImage();
    QVERIFY(!alone.isNull() && overlaid.size() == alone.size());
    int reddened = 0;
    for (int y = 0; y < alone.height(); y += 2) {
        for (int x = 0; x < alone.width(); x += 2) {
            const QColor a = alone.pixelColor(x, y);
            const QColor b = overlaid.pixelColor(x, y);
            if (b.red() - b.green() > a.red() - a.green() + 30)
                ++reddened;
        }
    }
    QVERIFY2(reddened > 500, qPrintable(QString::number(reddened)));
    QVERIFY(overlaid.save(screenshotDir() + QStringLiteral("/solids_overlay.png")));
}

// One soft shadow per solid where there is a floor to cast it on; it darkens the floor
// under the resting ring.
void TestSolidsView::shadowsLieOnTheFloor() {
    SceneView view;
    view.setSystem(m_ringSystem, m_ring.obstacles);
    QCOMPARE(view.shadowCount(), 1);
    std::vector<core::Obstacle> noFloor;
    view.setSystem(m_ringSystem, noFloor);
    QCOMPARE(view.shadowCount(), 0);
    const core::Scene cloth = core::loadPreset("cloth-on-sphere");
    view.setSystem(core::buildSystem(cloth), cloth.obstacles);
    QCOMPARE(view.shadowCount(), 0);

    core::Simulation simulation = simulated("elastic-ring", 1.6);
    view.setSystem(m_ringSystem, m_ring.obstacles);
    view.setPositions(simulation.system().positions(), nullptr,
                      &simulation.system().orientations());
    showView(view);
    view.resetCamera();
    const QImage lit = view.renderToImage();
    // The floor seen through the ring's hole: darker with the shadow than without it (the
    // floor plane stays, the shadow goes with the Ground toggle, as does the grid).
    const core::Vec3 centre = simulation.system().positions().rowwise().mean();
    // (a little behind the centre, which the front of the tube hides from this camera)
    const core::Vec3 floor(centre.x() + 0.05, m_ring.obstacles.front().center.y(),
                           centre.z() - 0.12);
    const QPoint p = (view.projectToView(floor) * view.viewWindow()->devicePixelRatio()).toPoint();
    view.setShowGround(false);
    const QImage unshadowed = view.renderToImage();
    view.setShowGround(true);
    QVERIFY(!lit.isNull() && !unshadowed.isNull());
    const auto patchGray = [&p](const QImage& image) {
        int sum = 0;
        for (int dy = -3; dy <= 3; ++dy)
            for (int dx = -3; dx <= 3; ++dx)
                sum += qGray(image.pixel(p + QPoint(dx, dy)));
        return sum / 49;
    };
    QVERIFY(lit.rect().adjusted(3, 3, -3, -3).contains(p));
    QVERIFY2(patchGray(lit) + 15 < patchGray(unshadowed),
             qPrintable(QStringLiteral("%1 vs %2").arg(patchGray(lit)).arg(patchGray(unshadowed))));
    QVERIFY(lit.save(screenshotDir() + QStringLiteral("/solids_shadow.png")));
}

void TestSolidsView::screenshots_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("seconds");
    QTest::addColumn<int>("neighbours");
    QTest::newRow("elastic-ring") << QStringLiteral("elastic-ring") << 1.6 << 3;
    QTest::newRow("elastic-ring-k1") << QStringLiteral("elastic-ring") << 1.6 << 1;
    QTest::newRow("jelly-cube") << QStringLiteral("jelly-cube") << 1.0 << 3;
}

void TestSolidsView::screenshots() {
    QFETCH(QString, preset);
    QFETCH(double, seconds);
    QFETCH(int, neighbours);
    const core::Scene scene = core::loadPreset(preset.toStdString());
    core::Simulation simulation = simulated(preset.toUtf8().constData(), seconds);
    SceneView view;
    view.setSystem(core::buildSystem(scene), scene.obstacles);
    view.setSkinningNeighbours(neighbours);
    showView(view);
    const core::System& s = simulation.system();
    view.setPositions(s.positions(), nullptr, &s.orientations());
    view.resetCamera();
    const QImage image = view.renderToImage();
    QVERIFY(!image.isNull());
    QVERIFY(image.save(screenshotDir() +
                       QStringLiteral("/solids_%1.png").arg(QTest::currentDataTag())));
    QVERIFY(showsSolid(image));
}

void TestSolidsView::viewMenuSwitchesNeighbours() {
    app::MainWindow window;
    QVERIFY(window.openPreset(QStringLiteral("elastic-ring")));
    SceneView* view = window.sceneView();
    QCOMPARE(view->skinningNeighbours(), 3);
    auto* one = window.findChild<QAction*>(QStringLiteral("skinning1Action"));
    auto* three = window.findChild<QAction*>(QStringLiteral("skinning3Action"));
    QVERIFY(one && three);
    QVERIFY(three->isChecked());
    QVERIFY(!one->isChecked());
    QCOMPARE(one->text(), QStringLiteral("Skinning: 1 nearest particle"));
    auto* menu = window.findChild<QMenu*>(QStringLiteral("view3dMenu"));
    QVERIFY(menu->actions().contains(one) && menu->actions().contains(three));
    const int builds = view->geometryBuildCount();
    one->trigger();
    QCOMPARE(view->skinningNeighbours(), 1);
    QVERIFY(one->isChecked() && !three->isChecked());
    three->trigger();
    QCOMPARE(view->skinningNeighbours(), 3);
    QCOMPARE(view->geometryBuildCount(), builds);
    QCOMPARE(view->solidVertexCount(), int(m_ringSystem.solidMeshes().front().restVertices.cols()));
}

void TestSolidsView::solidEditorEditsAndMerges() {
    widgets::Document document;
    document.reset(m_ring);
    widgets::ScenePanel panel(&document, nullptr);
    panel.select(widgets::SceneTreeModel::Bodies, 0);
    auto* shape = qobject_cast<QComboBox*>(panel.editor(QStringLiteral("shape")));
    QVERIFY(shape);
    QCOMPARE(shape->currentText(), QStringLiteral("torus"));
    auto* tube = qobject_cast<QDoubleSpinBox*>(panel.editor(QStringLiteral("tubeRadius")));
    auto* stiffness = qobject_cast<QDoubleSpinBox*>(panel.editor(QStringLiteral("angleStiffness")));
    QVERIFY(tube && stiffness && panel.editor(QStringLiteral("spacing")) &&
            panel.editor(QStringLiteral("springScale")) &&
            panel.editor(QStringLiteral("center.y")) && panel.editor(QStringLiteral("mass")));
    const auto solidOf = [&] { return std::get<core::SolidSpec>(document.scene().bodies[0]); };
    const core::SolidSpec before = solidOf();

    // Two steps of one spin-box gesture: one undo step.
    const int undoBefore = document.undoStack()->count();
    tube->setValue(0.08);
    tube->setValue(0.07);
    QCOMPARE(solidOf().tubeRadius, 0.07);
    QCOMPARE(document.undoStack()->count(), undoBefore + 1);
    QMetaObject::invokeMethod(tube, "editingFinished");
    stiffness->setValue(800.0);
    QCOMPARE(solidOf().angleStiffness, 800.0);
    QCOMPARE(document.undoStack()->count(), undoBefore + 2);

    // A tube thicker than the ring is shown as a problem, not applied.
    QMetaObject::invokeMethod(stiffness, "editingFinished");
    tube->setValue(0.5);
    QCOMPARE(solidOf().tubeRadius, 0.07);
    auto* problem = qobject_cast<QLabel*>(panel.editor(QStringLiteral("solidProblem")));
    QVERIFY(problem && !problem->text().isEmpty());
    panel.resize(420, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel, kConditionTimeoutMs));
    QVERIFY(panel.grab().save(screenshotDir() + QStringLiteral("/solids_editor.png")));

    // Box: its size applies, the torus's radii are hidden.
    QMetaObject::invokeMethod(tube, "editingFinished");
    shape->setCurrentIndex(shape->findText(QStringLiteral("box")));
    QCOMPARE(solidOf().shape, core::SolidShape::Box);
    QVERIFY(core::buildSystem(document.scene()).particleCount() > 0);

    document.undoStack()->undo();
    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(solidOf(), before);
}

void TestSolidsView::addSolidAddsABoxAboveTheGround() {
    widgets::Document document;
    document.reset(m_ring);
    widgets::ScenePanel panel(&document, nullptr);
    QVERIFY(panel.addSolidButton());
    QCOMPARE(panel.addSolidButton()->text(), QStringLiteral("Add Solid"));
    const double top = widgets::ScenePanel::sceneTop(document);
    panel.addSolidButton()->click();
    QCOMPARE(document.scene().bodies.size(), size_t(2));
    const auto* solid = std::get_if<core::SolidSpec>(&document.scene().bodies[1]);
    QVERIFY(solid);
    QCOMPARE(solid->shape, core::SolidShape::Box);
    QVERIFY(solid->center.y() - 0.5 * solid->size.y() > top);
    const core::System system = core::buildSystem(document.scene());
    QCOMPARE(system.solidMeshes().size(), size_t(2));
    QVERIFY(system.particleCount() > m_ringSystem.particleCount());
    // Its editor is shown.
    QVERIFY(panel.editor(QStringLiteral("shape")));
    document.undoStack()->undo();
    QCOMPARE(document.scene().bodies.size(), size_t(1));
}

QTEST_MAIN(TestSolidsView)
#include "test_solids_view.moc"
