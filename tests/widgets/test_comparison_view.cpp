// The side-by-side 3D view: the split grid follows the number of shown runs (1×1, 1×2,
// 2×2, 2×3) with each run's caption and colour, extra runs are listed as not shown, the
// cameras move together, the overlay mode shows one view with the other runs as
// translucent overlays, a particle drag in any view is forwarded, and views are reused.
// Screenshots of the 2×2 split and of the overlay mode are saved next to the test binary
// for a look. Needs a display (xvfb-run under CTest).
#include "condition_wait.h"
#include "core/scene/presets.h"
#include "core/scene/scene.h"
#include "core/simulation/simulation.h"
#include "widgets/view3d/comparison_view.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QLabel>
#include <QSignalSpy>
#include <QToolButton>
#include <QWindow>
#include <QtTest>
#include <cmath>
#include <set>

using clothlab::test::kConditionTimeoutMs;

using namespace clothlab;
using widgets::ComparisonView;
using widgets::SceneView;

Q_DECLARE_METATYPE(clothlab::core::Vec3)

namespace {

const QColor kColors[] = {QColor(31, 119, 180),  QColor(214, 39, 40),  QColor(44, 160, 44),
                          QColor(148, 103, 189), QColor(255, 127, 14), QColor(23, 190, 207),
                          QColor(140, 86, 75),   QColor(127, 127, 127)};

QList<ComparisonView::Run> makeRuns(int count) {
    static const char* const kIntegrators[] = {"symplectic-euler", "rk4", "verlet", "pbd", "xpbd",
                                               "implicit-euler",   "rk2", "bdf2"};
    QList<ComparisonView::Run> runs;
    for (int k = 0; k < count; ++k)
        runs.append({QStringLiteral("%1 · dt = %2 ms · running")
                         .arg(QLatin1String(kIntegrators[k % 8]))
                         .arg(k + 1),
                     kColors[k % 8], true, std::nullopt});
    return runs;
}

void showComparison(ComparisonView& view) {
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, kConditionTimeoutMs));
    for (int k = 0; k < view.viewCount(); ++k) {
        QWindow* window = view.sceneView(k)->viewWindow();
        QVERIFY(QTest::qWaitFor([window] { return window->isExposed(); }, kConditionTimeoutMs));
    }
}

/// Pixels whose hue is within 15° of `color`'s and that are clearly coloured.
int pixelsOfHue(const QImage& image, const QColor& color) {
    int count = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            const QColor pixel = QColor::fromRgb(image.pixel(x, y));
            if (pixel.hsvSaturation() < 90 || pixel.value() < 60)
                continue;
            const int d = std::abs(pixel.hsvHue() - color.hsvHue());
            count += std::min(d, 360 - d) <= 15;
        }
    }
    return count;
}

QString artefactPath(const QString& name) {
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

} // namespace

class TestComparisonView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void withoutRunsShowsTheHint();
    void splitGridFollowsTheRunCount_data();
    void splitGridFollowsTheRunCount();
    void eachViewShowsItsRun();
    void runsBeyondSixAreListed();
    void camerasAreLinked();
    void resetFramesEveryRun();
    void overlayModeShowsOneViewWithOverlays();
    void headerSwitchesModeAndPrimary();
    void dragInOneViewIsForwarded();
    void sameCountReusesTheViews();
    void togglesReachEveryView();
    void screenshotsOfSplitAndOverlay();

private:
    void setUp(ComparisonView& view, int runs);

    core::Scene m_scene;
    core::System m_system;
    std::vector<Eigen::Matrix3Xd> m_frames; ///< one cloth shape per run
};

void TestComparisonView::initTestCase() {
    qRegisterMetaType<core::Vec3>();
    // The 24 × 24 hanging cloth: each run is the same cloth at a later instant, so every
    // view shows a different shape.
    m_scene = core::loadPreset("hanging-cloth");
    m_system = core::buildSystem(m_scene);
    core::Simulation simulation = core::makeSimulation(m_scene);
    for (int k = 0; k < 8; ++k) {
        QVERIFY(simulation.advanceTo(0.15 * (k + 1)));
        m_frames.push_back(simulation.system().positions());
    }
    QVERIFY((m_frames[0] - m_frames[3]).norm() > 0.1);
}

void TestComparisonView::setUp(ComparisonView& view, int runs) {
    view.setSystem(m_system, m_scene.obstacles);
    view.setRuns(makeRuns(runs));
    for (int k = 0; k < runs; ++k)
        view.setPositions(k, m_frames[size_t(k)]);
}

void TestComparisonView::withoutRunsShowsTheHint() {
    ComparisonView view;
    view.setSystem(m_system, m_scene.obstacles);
    view.resize(600, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, kConditionTimeoutMs));
    auto* hint = view.findChild<QLabel*>(QStringLiteral("comparisonHint"));
    QVERIFY(hint);
    QCOMPARE(view.viewCount(), 0);
    QVERIFY(hint->isVisible());
    QVERIFY(hint->text().contains(QStringLiteral("Runs panel")));
    QVERIFY(!view.findChild<QToolButton*>(QStringLiteral("comparisonResetCamera"))->isEnabled());

    // Runs that are all hidden show no view either, with their own hint.
    QList<ComparisonView::Run> runs = makeRuns(2);
    runs[0].visible = runs[1].visible = false;
    view.setRuns(runs);
    QCOMPARE(view.viewCount(), 0);
    QVERIFY(hint->isVisible());
    QVERIFY(hint->text().contains(QStringLiteral("hidden")));

    view.setRuns(makeRuns(1));
    QCOMPARE(view.viewCount(), 1);
    QVERIFY(!hint->isVisible());
    QVERIFY(view.sceneView(0)->isVisible());
}

void TestComparisonView::splitGridFollowsTheRunCount_data() {
    QTest::addColumn<int>("runs");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::newRow("1 → 1×1") << 1 << 1 << 1;
    QTest::newRow("2 → 1×2") << 2 << 2 << 1;
    QTest::newRow("3 → 2×2") << 3 << 2 << 2;
    QTest::newRow("4 → 2×2") << 4 << 2 << 2;
    QTest::newRow("5 → 2×3") << 5 << 3 << 2;
    QTest::newRow("6 → 2×3") << 6 << 3 << 2;
}

void TestComparisonView::splitGridFollowsTheRunCount() {
    QFETCH(int, runs);
    QFETCH(int, columns);
    QFETCH(int, rows);
    ComparisonView view;
    setUp(view, runs);
    showComparison(view);
    QCOMPARE(view.viewCount(), runs);
    QCOMPARE(view.gridShape(), QSize(columns, rows));
    auto* grid = view.findChild<QGridLayout*>(QStringLiteral("comparisonGrid"));
    QVERIFY(grid);
    std::set<int> xs;
    std::set<int> ys;
    for (int k = 0; k < runs; ++k) {
        SceneView* scene = view.sceneView(k);
        int row = -1;
        int column = -1;
        int rowSpan = 0;
        int columnSpan = 0;
        grid->getItemPosition(grid->indexOf(scene), &row, &column, &rowSpan, &columnSpan);
        QCOMPARE(row, k / columns);
        QCOMPARE(column, k % columns);
        QVERIFY(scene->isVisible());
        xs.insert(scene->x());
        ys.insert(scene->y());
    }
    // On screen too: as many distinct columns and rows as the shape says.
    QCOMPARE(int(xs.size()), columns);
    QCOMPARE(int(ys.size()), rows);
}

void TestComparisonView::eachViewShowsItsRun() {
    ComparisonView view;
    setUp(view, 4);
    const QList<ComparisonView::Run> runs = makeRuns(4);
    QCOMPARE(view.viewCount(), 4);
    for (int k = 0; k < 4; ++k) {
        SceneView* scene = view.sceneView(k);
        QCOMPARE(scene->caption(), runs[k].caption);
        QCOMPARE(scene->captionColor(), runs[k].color);
        QCOMPARE(scene->surfaceColor(), runs[k].color);
        QCOMPARE(scene->overlayCount(), 0);
        QCOMPARE(scene->particlePointCount(), m_system.particleCount());
        QCOMPARE(scene->geometryBuildCount(), 1);
    }
    // A run's new positions reach its own view only.
    const int before = view.sceneView(1)->positionUploadCount();
    view.setPositions(2, m_frames[5]);
    QCOMPARE(view.sceneView(1)->positionUploadCount(), before);
    QCOMPARE(view.sceneView(2)->positionUploadCount(), before + 1);
    // Hiding a run takes its view away and moves the later ones up.
    QList<ComparisonView::Run> hidden = runs;
    hidden[1].visible = false;
    view.setRuns(hidden);
    QCOMPARE(view.viewCount(), 3);
    QCOMPARE(view.shownRuns(), (QList<int>{0, 2, 3}));
    QCOMPARE(view.sceneView(1)->caption(), runs[2].caption);
    QCOMPARE(view.sceneView(1)->surfaceColor(), runs[2].color);
}

void TestComparisonView::runsBeyondSixAreListed() {
    ComparisonView view;
    setUp(view, 8);
    showComparison(view);
    QCOMPARE(view.viewCount(), 6);
    QCOMPARE(view.gridShape(), QSize(3, 2));
    QCOMPARE(view.hiddenRuns(), (QList<int>{6, 7}));
    auto* label = view.findChild<QLabel*>(QStringLiteral("comparisonNotShown"));
    QVERIFY(label && label->isVisible());
    const QList<ComparisonView::Run> runs = makeRuns(8);
    QVERIFY(label->text().contains(runs[6].caption));
    QVERIFY(label->text().contains(runs[7].caption));
    QVERIFY(!label->text().contains(runs[5].caption));
    view.setRuns(makeRuns(6));
    QVERIFY(!label->isVisible());
}

void TestComparisonView::camerasAreLinked() {
    ComparisonView view;
    setUp(view, 4);
    showComparison(view);
    // Set in one view: every other view follows.
    widgets::SceneCameraState state = view.sceneView(2)->cameraState();
    state.position += QVector3D(0.7f, 0.3f, -0.2f);
    state.viewCenter += QVector3D(0.1f, 0.0f, 0.0f);
    view.sceneView(2)->setCameraState(state);
    for (int k = 0; k < 4; ++k)
        QCOMPARE(view.sceneView(k)->cameraState(), state);
    QCOMPARE(view.cameraState(), state);

    // Orbit with the mouse on empty space of another view.
    QWindow* window = view.sceneView(3)->viewWindow();
    QTest::mousePress(window, Qt::LeftButton, {}, QPoint(5, 5));
    QTest::mouseMove(window, QPoint(45, 25));
    QTest::mouseRelease(window, Qt::LeftButton, {}, QPoint(45, 25));
    const widgets::SceneCameraState orbited = view.sceneView(3)->cameraState();
    QVERIFY(orbited.position != state.position);
    for (int k = 0; k < 4; ++k)
        QCOMPARE(view.sceneView(k)->cameraState(), orbited);

    // Views created later start with the shared camera.
    view.setRuns(makeRuns(6));
    QCOMPARE(view.viewCount(), 6);
    QCOMPARE(view.sceneView(5)->cameraState(), orbited);
    // So does the overlay view, and its moves reach the hidden split views.
    view.setMode(ComparisonView::Mode::Overlay);
    QCOMPARE(view.sceneView(0)->cameraState(), orbited);
    view.sceneView(0)->setCameraState(state);
    view.setMode(ComparisonView::Mode::Split);
    for (int k = 0; k < 6; ++k)
        QCOMPARE(view.sceneView(k)->cameraState(), state);
}

void TestComparisonView::resetFramesEveryRun() {
    ComparisonView view;
    setUp(view, 4);
    showComparison(view);
    // The last run has fallen furthest; far off camera, then reset: every particle of every
    // run is inside its view, and the cameras agree.
    widgets::SceneCameraState away = view.sceneView(0)->cameraState();
    away.position += QVector3D(20.0f, 0.0f, 0.0f);
    away.viewCenter += QVector3D(20.0f, 0.0f, 0.0f);
    view.sceneView(0)->setCameraState(away);
    view.resetCamera();
    for (int k = 0; k < 4; ++k) {
        SceneView* scene = view.sceneView(k);
        QCOMPARE(scene->cameraState(), view.cameraState());
        const QSize size = scene->viewWindow()->size();
        for (Eigen::Index i = 0; i < m_frames[size_t(k)].cols(); ++i) {
            const QPointF p = scene->projectToView(m_frames[size_t(k)].col(i));
            QVERIFY2(p.x() >= 0 && p.y() >= 0 && p.x() <= size.width() && p.y() <= size.height(),
                     qPrintable(QStringLiteral("run %1, particle %2 at (%3, %4)")
                                    .arg(k)
                                    .arg(i)
                                    .arg(p.x())
                                    .arg(p.y())));
        }
    }
}

void TestComparisonView::overlayModeShowsOneViewWithOverlays() {
    ComparisonView view;
    setUp(view, 4);
    QSignalSpy modes(&view, &ComparisonView::modeChanged);
    view.setMode(ComparisonView::Mode::Overlay);
    QCOMPARE(modes.count(), 1);
    QCOMPARE(view.viewCount(), 1);
    QVERIFY(view.gridShape().isEmpty());
    QCOMPARE(view.primaryRun(), 0);
    const QList<ComparisonView::Run> runs = makeRuns(4);
    SceneView* scene = view.sceneView(0);
    QCOMPARE(scene->surfaceColor(), runs[0].color);
    QCOMPARE(scene->caption(), runs[0].caption);
    QCOMPARE(scene->overlayCount(), 3);
    for (int k = 0; k < 3; ++k) {
        QCOMPARE(scene->overlayColor(k), runs[k + 1].color);
        QVERIFY(scene->overlayPositions(k).isApprox(m_frames[size_t(k + 1)]));
    }

    // Another primary run: it becomes opaque, the first run an overlay.
    view.setPrimaryRun(2);
    QCOMPARE(view.primaryRun(), 2);
    QCOMPARE(scene->surfaceColor(), runs[2].color);
    QCOMPARE(scene->overlayColor(0), runs[0].color);
    QCOMPARE(scene->overlayColor(1), runs[1].color);
    QCOMPARE(scene->overlayColor(2), runs[3].color);
    view.setPositions(3, m_frames[7]);
    QVERIFY(scene->overlayPositions(2).isApprox(m_frames[7]));
    const int uploads = scene->positionUploadCount();
    view.setPositions(2, m_frames[6]);
    QCOMPARE(scene->positionUploadCount(), uploads + 1);
    QVERIFY(scene->overlayPositions(0).isApprox(m_frames[0]));

    // A primary run that is hidden falls back to the first shown one.
    QList<ComparisonView::Run> hidden = runs;
    hidden[2].visible = false;
    view.setRuns(hidden);
    QCOMPARE(view.primaryRun(), 0);
    QCOMPARE(scene->overlayCount(), 2);

    // Back to split: the view is a plain run view again.
    view.setMode(ComparisonView::Mode::Split);
    QCOMPARE(view.viewCount(), 3);
    QCOMPARE(view.sceneView(0), scene);
    QCOMPARE(scene->overlayCount(), 0);
    QCOMPARE(scene->surfaceColor(), runs[0].color);
}

void TestComparisonView::headerSwitchesModeAndPrimary() {
    ComparisonView view;
    setUp(view, 3);
    showComparison(view);
    auto* overlay = view.findChild<QToolButton*>(QStringLiteral("comparisonOverlay"));
    auto* split = view.findChild<QToolButton*>(QStringLiteral("comparisonSplit"));
    auto* primary = view.findChild<QComboBox*>(QStringLiteral("comparisonPrimary"));
    QVERIFY(overlay && split && primary);
    QVERIFY(split->isChecked());
    QVERIFY(!primary->isEnabled());
    QCOMPARE(primary->count(), 3);
    QCOMPARE(primary->itemText(1), makeRuns(3)[1].caption);

    QTest::mouseClick(overlay, Qt::LeftButton);
    QCOMPARE(view.mode(), ComparisonView::Mode::Overlay);
    QVERIFY(overlay->isChecked());
    QVERIFY(primary->isEnabled());
    QSignalSpy primaries(&view, &ComparisonView::primaryRunChanged);
    primary->setCurrentIndex(1);
    emit primary->activated(1);
    QCOMPARE(primaries.count(), 1);
    QCOMPARE(view.primaryRun(), 1);
    QCOMPARE(view.sceneView(0)->surfaceColor(), makeRuns(3)[1].color);
    auto* legend = view.findChild<QWidget*>(QStringLiteral("comparisonLegend"));
    QVERIFY(legend && legend->isVisible());

    QTest::mouseClick(split, Qt::LeftButton);
    QCOMPARE(view.mode(), ComparisonView::Mode::Split);
    QCOMPARE(view.viewCount(), 3);
    QVERIFY(!legend->isVisible());
}

void TestComparisonView::dragInOneViewIsForwarded() {
    ComparisonView view;
    setUp(view, 4);
    showComparison(view);
    QSignalSpy pressed(&view, &ComparisonView::particlePressed);
    QSignalSpy dragged(&view, &ComparisonView::particleDragged);
    QSignalSpy released(&view, &ComparisonView::particleReleased);
    // In the third view, the free particle in the middle of its run's cloth.
    const int particle = 24 * 12 + 12;
    SceneView* scene = view.sceneView(2);
    const QPoint press = scene->projectToView(m_frames[2].col(particle)).toPoint();
    QWindow* window = scene->viewWindow();
    QTest::mousePress(window, Qt::LeftButton, {}, press);
    QCOMPARE(pressed.count(), 1);
    QCOMPARE(pressed.at(0).at(0).toInt(), particle);
    const QPoint to = press + QPoint(30, -20);
    QTest::mouseMove(window, to);
    QTRY_COMPARE_WITH_TIMEOUT(dragged.count(), 1, kConditionTimeoutMs);
    QCOMPARE(dragged.at(0).at(0).toInt(), particle);
    const auto target = dragged.at(0).at(1).value<core::Vec3>();
    const QPointF back = scene->projectToView(target);
    QVERIFY(std::hypot(back.x() - to.x(), back.y() - to.y()) < 1.5);
    QTest::mouseRelease(window, Qt::LeftButton, {}, to);
    QCOMPARE(released.count(), 1);
    QCOMPARE(released.at(0).at(0).toInt(), particle);
    // The picked particle is marked in every view.
    for (int k = 0; k < 4; ++k)
        QCOMPARE(view.sceneView(k)->selectedParticle(), particle);
}

void TestComparisonView::sameCountReusesTheViews() {
    ComparisonView view;
    setUp(view, 4);
    QList<SceneView*> before;
    for (int k = 0; k < 4; ++k)
        before.append(view.sceneView(k));
    QList<ComparisonView::Run> runs = makeRuns(4);
    runs[1].caption = QStringLiteral("rk4 · dt = 2 ms · blew up at 0.8 s");
    view.setRuns(runs);
    for (int k = 0; k < 4; ++k) {
        QCOMPARE(view.sceneView(k), before[k]);
        QCOMPARE(view.sceneView(k)->geometryBuildCount(), 1);
    }
    QCOMPARE(view.sceneView(1)->caption(), runs[1].caption);
    // Fewer runs and back, or overlay and back: still the same views.
    view.setRuns(makeRuns(2));
    view.setMode(ComparisonView::Mode::Overlay);
    QCOMPARE(view.sceneView(0), before[0]);
    view.setMode(ComparisonView::Mode::Split);
    view.setRuns(makeRuns(4));
    for (int k = 0; k < 4; ++k)
        QCOMPARE(view.sceneView(k), before[k]);
    QCOMPARE(int(view.findChildren<SceneView*>().size()), 4);
}

void TestComparisonView::togglesReachEveryView() {
    ComparisonView view;
    setUp(view, 2);
    view.setShowSprings(core::SpringKind::Shear, true);
    view.setShowGround(false);
    view.setWireframe(true);
    setUp(view, 5); // three views created after the toggles
    for (int k = 0; k < 5; ++k) {
        SceneView* scene = view.sceneView(k);
        QVERIFY(scene->showSprings(core::SpringKind::Shear));
        QVERIFY(!scene->showSprings(core::SpringKind::Bending));
        QVERIFY(!scene->showGround());
        QVERIFY(scene->wireframe());
        QVERIFY(scene->showSurface());
    }
    view.setShowSurface(false);
    for (int k = 0; k < 5; ++k)
        QVERIFY(!view.sceneView(k)->showSurface());
}

void TestComparisonView::screenshotsOfSplitAndOverlay() {
    ComparisonView view;
    setUp(view, 4);
    showComparison(view);
    view.resetCamera();
    const QList<ComparisonView::Run> runs = makeRuns(4);

    const QImage split = SceneView::grabWithViews(&view).toImage();
    QVERIFY(!split.isNull());
    QVERIFY(split.save(artefactPath(QStringLiteral("comparison_view_split.png"))));
    // Each view's own picture shows its cloth in its run's colour.
    for (int k = 0; k < 4; ++k) {
        const QImage image = view.sceneView(k)->renderToImage();
        QVERIFY(!image.isNull());
        const int mine = pixelsOfHue(image, runs[k].color);
        QVERIFY2(mine > image.width() * image.height() / 4 / 100,
                 qPrintable(QStringLiteral("view %1: %2 pixels of its colour").arg(k).arg(mine)));
    }

    view.setMode(ComparisonView::Mode::Overlay);
    QVERIFY(QTest::qWaitFor([&] { return view.sceneView(0)->viewWindow()->isExposed(); },
                            kConditionTimeoutMs));
    const QImage overlay = SceneView::grabWithViews(&view).toImage();
    QVERIFY(overlay.save(artefactPath(QStringLiteral("comparison_view_overlay.png"))));
    const QImage image = view.sceneView(0)->renderToImage();
    QVERIFY(!image.isNull());
    // The primary cloth is seen in its colour.
    const int primary = pixelsOfHue(image, runs[0].color);
    QVERIFY2(primary > image.width() * image.height() / 100,
             qPrintable(QStringLiteral("%1 pixels of the primary colour").arg(primary)));
    // Every overlay is seen: without its run, the picture loses pixels that were tinted.
    for (int k = 1; k < 4; ++k) {
        QList<ComparisonView::Run> without = runs;
        without[k].visible = false;
        view.setRuns(without);
        const QImage missing = view.sceneView(0)->renderToImage();
        int changed = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                changed += image.pixel(x, y) != missing.pixel(x, y);
        QVERIFY2(changed > image.width() * image.height() / 4 / 200,
                 qPrintable(QStringLiteral("run %1 changes %2 pixels").arg(k).arg(changed)));
    }
    // The overlays hide little of the opaque cloth: where one lies in front, the cloth's
    // colour still dominates the blend.
    QList<ComparisonView::Run> alone = runs;
    alone[1].visible = alone[2].visible = alone[3].visible = false;
    view.setRuns(alone);
    const int unobstructed = pixelsOfHue(view.sceneView(0)->renderToImage(), runs[0].color);
    QVERIFY2(primary > unobstructed * 8 / 10,
             qPrintable(QStringLiteral("%1 of %2 pixels").arg(primary).arg(unobstructed)));
    view.setRuns(runs);
}

QTEST_MAIN(TestComparisonView)
#include "test_comparison_view.moc"
