// The 3D view: geometry counts match the system, frames update the same buffers in place,
// the mouse picks the visible particle and drags it (targets project back under the cursor),
// the wheel zooms, cameras can be linked, and captures (window size, larger, transparent,
// every preset) show the scene; they are saved in <build>/screenshots for a look. Needs a
// display (xvfb-run under CTest). The frame-interval measurement for the workbench's bar is
// tests/bench/bench_views.cpp.
#include "condition_wait.h"
#include "core/scene/presets.h"
#include "core/scene/scene.h"
#include "core/simulation/simulation.h"
#include "widgets/view3d/scene_view.h"

#include <QDir>
#include <QLabel>
#include <QSignalSpy>
#include <QVBoxLayout>
#include <QWindow>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <vector>

using clothlab::test::kConditionTimeoutMs;

using namespace clothlab;
using widgets::SceneView;

Q_DECLARE_METATYPE(clothlab::core::Vec3)

namespace {

struct Fixture {
    core::Scene scene = core::loadPreset("hanging-cloth");
    core::System system = core::buildSystem(scene);
};

/// A cloth that has sagged a little, so a frame differs from the initial state.
Eigen::Matrix3Xd sagged(const core::System& system, double amount) {
    Eigen::Matrix3Xd x = system.positions();
    for (Eigen::Index i = 0; i < x.cols(); ++i)
        if (!system.isPinned(int(i)))
            x(1, i) -= amount * std::sin(0.3 * double(i));
    return x;
}

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

} // namespace

class TestSceneView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void geometryMatchesSystem();
    void framesReuseTheBuffers();
    void pressDragAndReleaseAParticle();
    void pressPicksTheLayerInFront();
    void pressOnEmptySpaceOrbits();
    void wheelZooms();
    void cameraStateRoundTrips();
    void captionShowsAndHides();
    void rebuildEndsADrag();
    void renderShowsTheCloth();
    void renderLargerThanTheWindowOnTransparent();
    void renderWireframeForcesAndBackSide();
    void everyPresetRenders();
    void windowGrabIncludesTheView();
    void overlaysFollowTheSystem();
    void surfaceColorTintsTheCloth();
    void overlaysAreTranslucentBehindAndInFront();
    void contactPairsAreDrawn();
    void contactPresetsFromBelowAndTheSide_data();
    void contactPresetsFromBelowAndTheSide();

private:
    void showDraped(SceneView& view);

    core::Scene m_scene;
    Eigen::Matrix3Xd m_draped; ///< the hanging cloth after 1.5 s, over the sphere
    core::System m_drapedSystem;
};

void TestSceneView::initTestCase() {
    qRegisterMetaType<core::Vec3>();
    m_scene = core::loadPreset("hanging-cloth");
    core::Simulation simulation = core::makeSimulation(m_scene);
    QVERIFY(simulation.advanceTo(1.5));
    m_drapedSystem = simulation.system();
    m_draped = simulation.system().positions();
}

void TestSceneView::showDraped(SceneView& view) {
    view.setSystem(m_drapedSystem, m_scene.obstacles);
    view.setSelectedParticle(24 * 20 + 6);
    showView(view);
    view.resetCamera();
}

void TestSceneView::geometryMatchesSystem() {
    Fixture f;
    SceneView view;
    view.setSystem(f.system, f.scene.obstacles);
    QCOMPARE(view.particlePointCount(), f.system.particleCount());
    QCOMPARE(view.pinnedPointCount(), f.system.pinnedCount());
    int surfaceVertices = 0;
    int triangles = 0;
    for (const core::Surface& s : f.system.surfaces()) {
        surfaceVertices += s.particleCount;
        triangles += int(s.triangles.size());
    }
    QCOMPARE(view.vertexCount(), surfaceVertices);
    QCOMPARE(view.vertexCount(), 24 * 24);
    QCOMPARE(view.triangleCount(), triangles);
    const auto counts = f.system.springCountByKind();
    for (core::SpringKind kind : core::kAllSpringKinds)
        QCOMPARE(view.springLineCount(kind), counts[size_t(core::kindIndex(kind))]);
    QCOMPARE(view.springLineCount(core::SpringKind::Structural), 2 * 24 * 23);
}

void TestSceneView::framesReuseTheBuffers() {
    Fixture f;
    SceneView view;
    view.setSystem(f.system, f.scene.obstacles);
    const void* buffer = view.positionBufferIdentity();
    QVERIFY(buffer != nullptr);
    const Eigen::Matrix3Xd forces = Eigen::Matrix3Xd::Random(3, f.system.particleCount());
    view.setShowForces(true);
    view.setPositions(sagged(f.system, 0.05), &forces);
    view.setPositions(sagged(f.system, 0.10), &forces);
    QCOMPARE(view.geometryBuildCount(), 1);
    QCOMPARE(view.positionUploadCount(), 2);
    QCOMPARE(view.positionBufferIdentity(), buffer);
    // A frame of the wrong size is ignored rather than reallocating.
    view.setPositions(Eigen::Matrix3Xd::Zero(3, 3));
    QCOMPARE(view.positionUploadCount(), 2);
}

void TestSceneView::pressDragAndReleaseAParticle() {
    Fixture f;
    SceneView view;
    view.setSystem(f.system, f.scene.obstacles);
    showView(view);
    const int particle = 24 * 12 + 12; // the cloth's middle
    const QPoint press = view.projectToView(f.system.positions().col(particle)).toPoint();
    QSignalSpy pressed(&view, &SceneView::particlePressed);
    QSignalSpy dragged(&view, &SceneView::particleDragged);
    QSignalSpy released(&view, &SceneView::particleReleased);
    QWindow* window = view.viewWindow();

    QTest::mousePress(window, Qt::LeftButton, {}, press);
    QCOMPARE(pressed.count(), 1);
    QCOMPARE(pressed.at(0).at(0).toInt(), particle);
    QCOMPARE(view.selectedParticle(), particle);

    const QPoint to = press + QPoint(40, -30);
    QTest::mouseMove(window, to);
    QTRY_COMPARE_WITH_TIMEOUT(dragged.count(), 1, kConditionTimeoutMs);
    QCOMPARE(dragged.at(0).at(0).toInt(), particle);
    const auto target = dragged.at(0).at(1).value<core::Vec3>();
    const QPointF back = view.projectToView(target);
    QVERIFY2(std::hypot(back.x() - to.x(), back.y() - to.y()) < 1.5,
             qPrintable(QStringLiteral("target projects to (%1, %2), mouse at (%3, %4)")
                            .arg(back.x())
                            .arg(back.y())
                            .arg(to.x())
                            .arg(to.y())));
    QTest::mouseRelease(window, Qt::LeftButton, {}, to);
    QCOMPARE(released.count(), 1);
    QCOMPARE(released.at(0).at(0).toInt(), particle);
}

void TestSceneView::pressPicksTheLayerInFront() {
    // Two 8 × 8 sheets 0.1 m apart, seen from above: a press exactly on a particle of the
    // lower sheet picks the one above it, which hides it.
    core::Scene scene;
    core::ClothSpec upper;
    upper.rows = upper.cols = 8;
    upper.spacing = 0.1;
    upper.origin = core::Vec3(-0.35, 1.0, -0.35);
    core::ClothSpec lower = upper;
    lower.origin.y() = 0.9;
    scene.bodies = {upper, lower};
    const core::System system = core::buildSystem(scene);
    SceneView view;
    view.setSystem(system, {});
    showView(view);
    widgets::SceneCameraState top;
    top.viewCenter = QVector3D(0.0f, 0.9f, 0.0f);
    top.position = QVector3D(0.0f, 3.0f, 0.0f);
    top.upVector = QVector3D(0.0f, 0.0f, -1.0f);
    view.setCameraState(top);
    const int hidden = 64 + 8 * 5 + 5;
    const QPoint press = view.projectToView(system.positions().col(hidden)).toPoint();
    QVERIFY((view.projectToView(system.positions().col(hidden - 64)) - press).manhattanLength() <
            SceneView::kPickRadius);
    QSignalSpy pressed(&view, &SceneView::particlePressed);
    QTest::mousePress(view.viewWindow(), Qt::LeftButton, {}, press);
    QCOMPARE(pressed.count(), 1);
    QCOMPARE(pressed.at(0).at(0).toInt(), hidden - 64);
    QTest::mouseRelease(view.viewWindow(), Qt::LeftButton, {}, press);
}

void TestSceneView::pressOnEmptySpaceOrbits() {
    Fixture f;
    SceneView view;
    view.setSystem(f.system, f.scene.obstacles);
    showView(view);
    QSignalSpy pressed(&view, &SceneView::particlePressed);
    const auto before = view.cameraState();
    QWindow* window = view.viewWindow();
    QTest::mousePress(window, Qt::LeftButton, {}, QPoint(10, 10));
    QTest::mouseMove(window, QPoint(60, 30));
    QTest::mouseRelease(window, Qt::LeftButton, {}, QPoint(60, 30));
    QCOMPARE(pressed.count(), 0);
    const auto after = view.cameraState();
    QVERIFY(after.position != before.position);
    QCOMPARE(after.viewCenter, before.viewCenter);
    QVERIFY(std::abs(view.cameraDistance() -
                     double((before.position - before.viewCenter).length())) < 1e-4);
}

void TestSceneView::wheelZooms() {
    Fixture f;
    SceneView view;
    view.setSystem(f.system, f.scene.obstacles);
    showView(view);
    const double before = view.cameraDistance();
    const QPoint centre(view.viewWindow()->width() / 2, view.viewWindow()->height() / 2);
    QWheelEvent wheel(centre, view.viewWindow()->mapToGlobal(centre), QPoint(), QPoint(0, 120),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view.viewWindow(), &wheel);
    QVERIFY(view.cameraDistance() < before);
}

void TestSceneView::cameraStateRoundTrips() {
    Fixture f;
    SceneView a;
    SceneView b;
    a.setSystem(f.system, f.scene.obstacles);
    b.setSystem(f.system, f.scene.obstacles);
    connect(&a, &SceneView::cameraChanged, &b, &SceneView::setCameraState);
    widgets::SceneCameraState state = a.cameraState();
    state.position += QVector3D(0.5f, 0.0f, 0.0f);
    a.setCameraState(state);
    QCOMPARE(b.cameraState(), state);
    a.resetCamera();
    QCOMPARE(b.cameraState(), a.cameraState());
}

void TestSceneView::captionShowsAndHides() {
    SceneView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, kConditionTimeoutMs));
    auto* label = view.findChild<QLabel*>(QStringLiteral("sceneViewCaption"));
    QVERIFY(label);
    QVERIFY(!label->isVisible());
    view.setCaption(QStringLiteral("rk4 · dt = 1 ms"));
    QVERIFY(label->isVisible());
    QCOMPARE(view.caption(), QStringLiteral("rk4 · dt = 1 ms"));
    view.setCaption({});
    QVERIFY(!label->isVisible());
}

void TestSceneView::rebuildEndsADrag() {
    Fixture f;
    SceneView view;
    view.setSystem(f.system, f.scene.obstacles);
    showView(view);
    const int particle = 24 * 12 + 12;
    QSignalSpy released(&view, &SceneView::particleReleased);
    QTest::mousePress(view.viewWindow(), Qt::LeftButton, {},
                      view.projectToView(f.system.positions().col(particle)).toPoint());
    view.setSystem(f.system, f.scene.obstacles);
    QCOMPARE(released.count(), 1);
    QCOMPARE(released.at(0).at(0).toInt(), particle);
    QCOMPARE(view.geometryBuildCount(), 2);
}

void TestSceneView::renderShowsTheCloth() {
    SceneView view;
    showDraped(view);
    const QImage image = view.renderToImage();
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), view.viewWindow()->size() * view.viewWindow()->devicePixelRatio());
    QVERIFY(image.save(screenshotDir() + QStringLiteral("/scene_view.png")));

    // The centre region shows something other than the flat background.
    const QRgb background = image.pixel(2, 2);
    int different = 0;
    const QRect centre(image.width() / 3, image.height() / 3, image.width() / 3,
                       image.height() / 3);
    for (int y = centre.top(); y <= centre.bottom(); y += 4)
        for (int x = centre.left(); x <= centre.right(); x += 4)
            different += image.pixel(x, y) != background;
    QVERIFY2(different > 100, qPrintable(QString::number(different)));

    // A widget grab with the 3D content painted in, as window screenshots need.
    const QImage grabbed = SceneView::grabWithViews(&view).toImage();
    QCOMPARE(grabbed.pixel(grabbed.width() / 2, grabbed.height() * 3 / 5),
             image.pixel(image.width() / 2, image.height() * 3 / 5));
}

void TestSceneView::renderLargerThanTheWindowOnTransparent() {
    SceneView view;
    showDraped(view);
    for (core::SpringKind kind : core::kAllSpringKinds)
        view.setShowSprings(kind, true);
    view.setShowSurface(false);
    view.setShowParticles(true);
    // The sphere fills the middle of the picture: opaque there. On a loaded machine the
    // first frames at a new size can precede the upload of the geometry: wait for the frame
    // that has it (a condition, not a time).
    QImage image;
    const auto sphereShows = [&] {
        image = view.renderToImage(QSize(1600, 1200), true);
        return !image.isNull() &&
               qAlpha(image.pixel(image.width() / 2, image.height() * 3 / 5)) == 255;
    };
    QTRY_VERIFY_WITH_TIMEOUT(sphereShows(), kConditionTimeoutMs);
    QCOMPARE(image.size(), QSize(1600, 1200));
    QCOMPARE(qAlpha(image.pixel(1, 1)), 0);
    QVERIFY(image.save(screenshotDir() + QStringLiteral("/scene_view_springs.png")));
}

void TestSceneView::renderWireframeForcesAndBackSide() {
    SceneView view;
    showDraped(view);
    view.setWireframe(true);
    view.setShowForces(true);
    // Gravity plus a wind-like push, so that every arrow is visible.
    Eigen::Matrix3Xd forces(3, m_draped.cols());
    forces.colwise() = core::Vec3(0.0, -1.0, 0.6);
    view.setPositions(m_draped, &forces);
    QVERIFY(
        view.renderToImage().save(screenshotDir() + QStringLiteral("/scene_view_wireframe.png")));

    // From behind: the other side of the cloth, in its own tint.
    view.setWireframe(false);
    view.setShowForces(false);
    widgets::SceneCameraState behind = view.cameraState();
    const QVector3D offset = behind.position - behind.viewCenter;
    behind.position = behind.viewCenter + QVector3D(-offset.x(), offset.y(), -offset.z());
    view.setCameraState(behind);
    QVERIFY(view.renderToImage().save(screenshotDir() + QStringLiteral("/scene_view_back.png")));
}

void TestSceneView::everyPresetRenders() {
    SceneView view;
    showView(view);
    for (const core::PresetData& preset : core::presetData()) {
        const QString id = QString::fromUtf8(preset.id.data(), qsizetype(preset.id.size()));
        const core::Scene scene = core::loadPreset(preset.id);
        const core::System system = core::buildSystem(scene);
        view.setSystem(system, scene.obstacles);
        view.resetCamera();
        QCOMPARE(view.particlePointCount(), system.particleCount());
        const QImage image = view.renderToImage();
        QVERIFY2(!image.isNull(), qPrintable(id));
        QVERIFY(image.save(screenshotDir() + QStringLiteral("/scene_view_preset_%1.png").arg(id)));
    }
}

void TestSceneView::windowGrabIncludesTheView() {
    // A view inside a window, below another widget and with a caption: the grab of the
    // window carries the 3D content at the view's place.
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    layout->addWidget(new QLabel(QStringLiteral("above")));
    auto* view = new SceneView;
    layout->addWidget(view, 1);
    view->setCaption(QStringLiteral("caption"));
    view->setSystem(m_drapedSystem, m_scene.obstacles);
    window.resize(800, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    QVERIFY(QTest::qWaitFor([&] { return view->viewWindow()->isExposed(); }, kConditionTimeoutMs));
    const QImage rendered = view->renderToImage();
    const QImage grabbed = SceneView::grabWithViews(&window).toImage();
    const QPoint inView(view->viewWindow()->width() / 2, view->viewWindow()->height() * 3 / 5);
    const QPoint inWindow =
        view->viewWindow()->mapToGlobal(inView) - window.mapToGlobal(QPoint(0, 0));
    QCOMPARE(grabbed.pixel(inWindow), rendered.pixel(inView));
    QVERIFY(grabbed.save(screenshotDir() + QStringLiteral("/scene_view_in_window.png")));
}

void TestSceneView::overlaysFollowTheSystem() {
    Fixture f;
    SceneView view;
    view.setSystem(f.system, f.scene.obstacles);
    const QList<QColor> colors = {Qt::red, Qt::green, Qt::blue, Qt::cyan, Qt::magenta, Qt::yellow};
    view.setOverlays(colors);
    // At most five; each starts at the cloth's positions.
    QCOMPARE(view.overlayCount(), SceneView::kMaxOverlays);
    QCOMPARE(view.overlayColor(4), QColor(Qt::magenta));
    QVERIFY(!view.overlayColor(5).isValid());
    QVERIFY(view.overlayPositions(2).isApprox(f.system.positions()));
    const Eigen::Matrix3Xd moved = sagged(f.system, 0.2);
    view.setOverlayPositions(2, moved);
    QVERIFY(view.overlayPositions(2).isApprox(moved));
    // Wrong sizes and unknown overlays are ignored; overlays never rebuild the geometry.
    view.setOverlayPositions(2, Eigen::Matrix3Xd::Zero(3, 4));
    view.setOverlayPositions(7, moved);
    QVERIFY(view.overlayPositions(2).isApprox(moved));
    QCOMPARE(view.geometryBuildCount(), 1);
    // The camera frames the overlays too.
    core::Vec3 min;
    core::Vec3 max;
    view.contentBounds(min, max);
    QVERIFY(min.y() <= moved.row(1).minCoeff() + 1e-12);
    // Fewer overlays keep the remaining ones; a new topology resets them to its positions.
    view.setOverlays({Qt::red, Qt::green, Qt::blue});
    QCOMPARE(view.overlayCount(), 3);
    QVERIFY(view.overlayPositions(2).isApprox(moved));
    view.setSystem(f.system, f.scene.obstacles);
    QCOMPARE(view.overlayCount(), 3);
    QVERIFY(view.overlayPositions(2).isApprox(f.system.positions()));
    view.setOverlays({});
    QCOMPARE(view.overlayCount(), 0);
}

namespace {

/// A flat 10 × 10 sheet in the x–y plane facing a camera on the +z axis, for pixel checks.
core::System facingSheet() {
    core::Scene scene;
    core::ClothSpec sheet;
    sheet.rows = sheet.cols = 10;
    sheet.spacing = 0.1;
    sheet.origin = core::Vec3(-0.45, 0.45, 0.0);
    sheet.vAxis = core::Vec3(0.0, -1.0, 0.0);
    scene.bodies = {sheet};
    return core::buildSystem(scene);
}

void lookAtSheet(SceneView& view) {
    widgets::SceneCameraState front;
    front.viewCenter = QVector3D(0.0f, 0.0f, 0.0f);
    front.position = QVector3D(0.0f, 0.0f, 2.5f);
    view.setCameraState(front);
    view.setShowGround(false);
    view.setShowAxes(false);
}

Eigen::Matrix3Xd shiftedZ(const core::System& system, double dz) {
    Eigen::Matrix3Xd x = system.positions();
    x.row(2).array() += dz;
    return x;
}

} // namespace

void TestSceneView::surfaceColorTintsTheCloth() {
    const core::System sheet = facingSheet();
    SceneView view;
    view.setSystem(sheet, {});
    showView(view);
    lookAtSheet(view);
    const QImage plain = view.renderToImage();
    view.setSurfaceColor(QColor(220, 40, 40));
    QCOMPARE(view.surfaceColor(), QColor(220, 40, 40));
    const QImage tinted = view.renderToImage();
    QVERIFY(tinted.save(screenshotDir() + QStringLiteral("/scene_view_tinted.png")));
    // Every sampled cloth pixel is red, and the weave still shows: light and dark checks.
    int lightest = 0;
    int darkest = 255;
    for (int y = tinted.height() / 3; y < 2 * tinted.height() / 3; y += 3) {
        for (int x = tinted.width() / 3; x < 2 * tinted.width() / 3; x += 3) {
            const QColor c = QColor::fromRgb(tinted.pixel(x, y));
            QVERIFY2(c.red() > 2 * c.green() && c.red() > 2 * c.blue(),
                     qPrintable(QStringLiteral("(%1, %2) is %3").arg(x).arg(y).arg(c.name())));
            lightest = std::max(lightest, c.red());
            darkest = std::min(darkest, c.red());
        }
    }
    QVERIFY2(lightest - darkest > 30,
             qPrintable(QStringLiteral("%1…%2").arg(darkest).arg(lightest)));
    // An invalid colour restores the texture's own colours.
    view.setSurfaceColor(QColor());
    const QImage restored = view.renderToImage();
    const QPoint centre(plain.width() / 2, plain.height() / 2);
    QCOMPARE(restored.pixel(centre), plain.pixel(centre));
}

void TestSceneView::overlaysAreTranslucentBehindAndInFront() {
    // A red opaque sheet with a blue overlay 0.2 m behind it and then 0.2 m in front: behind,
    // the opaque sheet hides it entirely; in front, the red sheet shows through the blue.
    const core::System sheet = facingSheet();
    SceneView view;
    view.setSystem(sheet, {});
    showView(view);
    lookAtSheet(view);
    view.setSurfaceColor(QColor(220, 40, 40));
    const QImage alone = view.renderToImage();
    view.setOverlays({QColor(40, 70, 230)});
    view.setOverlayPositions(0, shiftedZ(sheet, -0.2));
    const QImage behind = view.renderToImage();
    view.setOverlayPositions(0, shiftedZ(sheet, 0.2));
    const QImage front = view.renderToImage();
    QVERIFY(front.save(screenshotDir() + QStringLiteral("/scene_view_overlay_in_front.png")));
    // The overlay in front also covers more of the screen than the sheet, so look where
    // both are: the centre.
    const QPoint centre(alone.width() / 2, alone.height() / 2);
    QCOMPARE(behind.pixel(centre), alone.pixel(centre));
    const QColor under = QColor::fromRgb(alone.pixel(centre));
    const QColor over = QColor::fromRgb(front.pixel(centre));
    QVERIFY2(over.blue() > under.blue() + 30,
             qPrintable(QStringLiteral("%1 over %2").arg(over.name(), under.name())));
    // About 65 % of the red sheet remains: translucent, not painted over.
    QVERIFY2(over.red() > under.red() / 2 && over.red() < under.red(),
             qPrintable(QStringLiteral("%1 over %2").arg(over.name(), under.name())));
    // Where only the overlay is (outside the sheet) the background shows through it.
    const QPoint corner = view.projectToView(shiftedZ(sheet, 0.2).col(0)).toPoint() + QPoint(3, 3);
    const QColor background = QColor::fromRgb(alone.pixel(corner));
    const QColor tinted = QColor::fromRgb(front.pixel(corner));
    QVERIFY2(tinted != background && tinted.red() > 100,
             qPrintable(QStringLiteral("%1 over %2").arg(tinted.name(), background.name())));
    // Still opaque in a capture with an opaque background.
    QCOMPARE(qAlpha(front.pixel(centre)), 255);
}

// The contact pairs of the last step, one line each, only while the toggle is on: switched
// on while paused, the last frame's pairs show; a frame without pairs and a new system
// clear them.
void TestSceneView::contactPairsAreDrawn() {
    const core::Scene scene = core::loadPreset("folding-cloth");
    core::Simulation simulation = core::makeSimulation(scene);
    // Folded and lying on the ground by 2 s.
    while (simulation.time() < 2.0 && simulation.step()) {
    }
    const std::vector<core::ContactPair> pairs = simulation.lastContactPairs();
    QVERIFY(!pairs.empty());
    const Eigen::Matrix3Xd positions = simulation.system().positions();
    SceneView view;
    showView(view);
    view.setSystem(simulation.system(), scene.obstacles);
    view.setPositions(positions, nullptr, nullptr, &pairs);
    QCOMPARE(view.contactLineCount(), 0); // off by default
    view.setShowContacts(true);
    QCOMPARE(view.contactLineCount(), int(pairs.size()));
    view.setPositions(positions);
    QCOMPARE(view.contactLineCount(), 0);
    view.setPositions(positions, nullptr, nullptr, &pairs);
    QCOMPARE(view.contactLineCount(), int(pairs.size()));
    view.setShowContacts(false);
    QCOMPARE(view.contactLineCount(), 0);
    view.setShowContacts(true);
    QCOMPARE(view.contactLineCount(), int(pairs.size()));

    // Drawn from the side, close up, with the wireframe: orange lines between the layers
    // (saved for a look: scene_view_contacts.png), and none with the toggle off.
    core::Vec3 centre = core::Vec3::Zero();
    for (const core::ContactPair& pair : pairs) {
        centre += positions.col(pair.particles[0]) / double(pairs.size());
    }
    widgets::SceneCameraState side;
    side.viewCenter = QVector3D(float(centre.x()), float(centre.y()), float(centre.z()));
    side.position = side.viewCenter + QVector3D(0.5f, 0.25f, 0.15f);
    view.setCameraState(side);
    view.setShowSurface(false);
    view.setWireframe(true);
    const auto orangePixels = [&view] {
        const QImage image = view.renderToImage();
        int count = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                count += c.red() > 200 && c.green() > 80 && c.green() < 170 && c.blue() < 80;
            }
        return count;
    };
    QVERIFY(
        view.renderToImage().save(screenshotDir() + QStringLiteral("/scene_view_contacts.png")));
    QVERIFY2(orangePixels() > 20, qPrintable(QString::number(orangePixels())));
    view.setShowContacts(false);
    QCOMPARE(orangePixels(), 0);

    view.setSystem(simulation.system(), scene.obstacles);
    view.setShowContacts(true);
    QCOMPARE(view.contactLineCount(), 0);
}

// The two presets with cloth contact after 3 s of their own integrator, drawn from below (the
// ground and the obstacles hidden) and from the side, for a look at interpenetration
// (scene_view_below_NAME.png, scene_view_side_NAME.png). Each view shows the cloth: many pixels
// differ from the empty view's background.
void TestSceneView::contactPresetsFromBelowAndTheSide_data() {
    QTest::addColumn<QString>("preset");
    QTest::newRow("folding-cloth") << "folding-cloth";
    QTest::newRow("coursework-cloth") << "coursework-cloth";
}

void TestSceneView::contactPresetsFromBelowAndTheSide() {
    QFETCH(QString, preset);
    const core::Scene scene = core::loadPreset(preset.toStdString());
    core::Simulation simulation = core::makeSimulation(scene);
    QVERIFY(simulation.advanceTo(3.0));
    const Eigen::Matrix3Xd& x = simulation.system().positions();
    const core::Vec3 lower = x.rowwise().minCoeff();
    const core::Vec3 upper = x.rowwise().maxCoeff();
    const core::Vec3 mid = 0.5 * (lower + upper);
    const float reach = float(1.6 * (upper - lower).norm());
    SceneView view;
    showView(view);
    view.setSystem(simulation.system(), scene.obstacles);
    view.setPositions(x);
    view.setShowGround(false);
    view.setShowObstacles(false);
    const QImage empty = [&view] {
        SceneView blank;
        showView(blank);
        return blank.renderToImage();
    }();
    const QColor background = empty.pixelColor(empty.width() / 2, empty.height() / 2);
    const QVector3D centre(float(mid.x()), float(mid.y()), float(mid.z()));
    const std::pair<const char*, widgets::SceneCameraState> cameras[] = {
        {"below", {centre + QVector3D(0.0f, -reach, 0.05f * reach), centre, {0.0f, 0.0f, -1.0f}}},
        {"side", {centre + QVector3D(reach, 0.05f * reach, 0.0f), centre, {0.0f, 1.0f, 0.0f}}}};
    for (const auto& [name, camera] : cameras) {
        view.setCameraState(camera);
        const QImage image = view.renderToImage();
        int cloth = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int col = 0; col < image.width(); ++col) {
                cloth += image.pixelColor(col, y) != background;
            }
        }
        QVERIFY2(cloth > image.width() * image.height() / 50, name);
        QVERIFY(
            image.save(screenshotDir() +
                       QStringLiteral("/scene_view_%1_%2.png").arg(QLatin1String(name), preset)));
    }
}

QTEST_MAIN(TestSceneView)
#include "test_scene_view.moc"
