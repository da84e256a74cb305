// The Stability dock on windy-cloth (explicit Euler): the region's boundary and the modes
// h·λ are shown for the scene's dt; an edit of dt above the predicted limit puts modes
// outside the region, and the panel says so; screenshots at two sizes in English and
// Japanese. Waits on conditions only (the study runs on a
// worker thread).
#include "app/main_window.h"
#include "condition_wait.h"
#include "core/analysis/amplification.h"
#include "core/model/system.h"
#include "core/scene/presets.h"
#include "core/simulation/simulation.h"
#include "figures/stability_figures.h"
#include "text/catalog_text.h"
#include "widgets/analysis/stability_panel.h"
#include "widgets/document/document.h"
#include "widgets/engine/run_controller.h"
#include "widgets/panels/log_panel.h"
#include "widgets/plots/plot_panel.h"
#include "widgets/view3d/scene_view.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>
#include <cmath>

using clothlab::test::kConditionTimeoutMs;

using namespace clothlab;

namespace {

/// Waits until the panel shows a study of the document as it is now.
bool studyCurrent(const widgets::StabilityPanel* panel) {
    return panel->isCurrent() && panel->study() != nullptr;
}

/// Explicit Euler's ρ = |1 + z| for the mode (ω·h, ζ): ρ² = 1 − 2ζ·ω·h + (ω·h)².
double eulerRadius(double omegaH, double zeta) {
    return std::sqrt(1.0 - 2.0 * zeta * omegaH + omegaH * omegaH);
}

int seriesNamed(const figures::Figure& figure, const QString& part, bool parametric) {
    int count = 0;
    for (const figures::Series& s : figure.series) {
        if (s.name.contains(part) && s.parametric == parametric && !s.points.isEmpty()) {
            ++count;
        }
    }
    return count;
}

} // namespace

class TestStability : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ClothLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_stability"));
        QSettings().clear();
    }

    void dockShowsTheRegionAndTheModes() {
        app::MainWindow window;
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("stabilityDock"));
        QVERIFY(dock);
        QCOMPARE(dock->widget(), window.stabilityPanel());
        QCOMPARE(window.dockWidgetArea(dock), Qt::BottomDockWidgetArea);
        auto* viewMenu = window.findChild<QMenu*>(QStringLiteral("viewMenu"));
        QVERIFY(viewMenu && viewMenu->actions().contains(dock->toggleViewAction()));

        QVERIFY(window.openPreset(QStringLiteral("windy-cloth")));
        widgets::StabilityPanel* panel = window.stabilityPanel();
        QTRY_VERIFY_WITH_TIMEOUT(studyCurrent(panel), kConditionTimeoutMs);
        const auto study = panel->study();
        QCOMPARE(study->runs.size(), std::size_t(1));
        QCOMPARE(study->runs[0].run.choice.id, std::string("explicit-euler"));
        QVERIFY(study->runs[0].limit.dt && std::isfinite(*study->runs[0].limit.dt));

        const QString euler = text::catalog::integratorName("explicit-euler");
        const figures::Figure region = panel->regionPlot()->figure();
        QCOMPARE(seriesNamed(region, euler, true), 1); // the boundary ρ(A) = 1
        int points = 0;
        for (const figures::Series& s : region.series) {
            points += s.parametric ? 0 : static_cast<int>(s.points.size());
        }
        QCOMPARE(points, static_cast<int>(study->spectrum.modes.size()));
        QVERIFY(panel->dampingPlot()->figure().series.size() >= 2); // curve and rug
        QVERIFY(panel->message().contains(QStringLiteral("rad/s")));

        // Per mode, explicit Euler's boundary is ρ = |1 + z| = 1, z = ω·h·(−ζ + i·√(1 − ζ²)):
        // ω·h = 2ζ (up to the prediction's tolerance ρ ≤ 1 + 1e-9); the modes are inside.
        const figures::Figure perMode = panel->perModePlot()->figure();
        QCOMPARE(seriesNamed(perMode, euler, true), 1);
        int boundary = 0;
        for (const figures::Series& s : perMode.series) {
            for (const QPointF& p : s.points) {
                if (s.parametric && std::isfinite(p.x())) {
                    QVERIFY2(std::abs(eulerRadius(p.x(), p.y()) - 1.0) <= 2e-9,
                             qPrintable(QStringLiteral("%1, %2").arg(p.x()).arg(p.y())));
                    ++boundary;
                }
            }
        }
        QVERIFY(boundary > 20);
        QCOMPARE(seriesNamed(perMode, QStringLiteral("outside"), false), 0);
        QVERIFY(perMode.y.upper < 1.0); // zoomed to the modes' damping ratios

        panel->wholeRegionBox()->setChecked(true);
        const figures::Figure whole = panel->regionPlot()->figure();
        QVERIFY(whole.x.lower <= -2.0 && whole.y.upper >= 0.9); // the disk |1 + z| ≤ 1
        QVERIFY(panel->perModePlot()->figure().y.upper >= 1.0);
        // A blow-up below the prediction is not blamed on large motion alone: the prediction is
        // of the scene at t = 0, and a hanging cloth has other modes.
        core::IntegratorChoice below = study->runs[0].run.choice;
        below.dt = 0.5 * *study->runs[0].limit.dt;
        QVERIFY(figures::blowUpExplanation(*study, below).contains(QStringLiteral("t = 0")));
        // The captions say which kind of region explicit Euler has.
        QVERIFY(figures::regionKindsText(*study).contains(euler));
        QVERIFY(figures::regionKindsText(*study).contains(QStringLiteral("|R(z)|")));
    }

    void dtAboveThePredictionPutsModesOutside() {
        app::MainWindow window;
        QVERIFY(window.openPreset(QStringLiteral("windy-cloth")));
        widgets::StabilityPanel* panel = window.stabilityPanel();
        QTRY_VERIFY_WITH_TIMEOUT(studyCurrent(panel), kConditionTimeoutMs);
        const double predicted = *panel->study()->runs[0].limit.dt;
        QCOMPARE(panel->study()->runs[0].outsideCount, 0); // the preset's dt is stable

        core::IntegratorChoice choice = window.document()->scene().integrator;
        choice.dt = 2.0 * predicted;
        window.document()->setIntegrator(choice);
        QTRY_VERIFY_WITH_TIMEOUT(studyCurrent(panel) &&
                                     panel->study()->runs[0].run.choice.dt == choice.dt,
                                 kConditionTimeoutMs);
        QVERIFY(panel->study()->runs[0].outsideCount > 0);
        const QTableWidgetItem* outside = panel->table()->item(figures::OutsideColumn - 1, 0);
        QVERIFY(outside && outside->text().toInt() > 0);
        QVERIFY(seriesNamed(panel->regionPlot()->figure(), QStringLiteral("outside"), false) > 0);
        // Per mode the same modes are outside: ρ > 1 by the closed form, the others inside.
        int outsidePoints = 0;
        for (const figures::Series& s : panel->perModePlot()->figure().series) {
            if (s.parametric) {
                continue;
            }
            const bool out = s.name.contains(QStringLiteral("outside"));
            for (const QPointF& p : s.points) {
                QVERIFY(out == (eulerRadius(p.x(), p.y()) > 1.0 + 1e-9));
                outsidePoints += out ? 1 : 0;
            }
        }
        QVERIFY(outsidePoints > 0);
    }

    // Explicit Euler at twice its predicted limit blows up, and the Log says why: dt above the
    // limit, and the mode (ω, spring kind) that left the region.
    void blowUpIsExplainedInTheLog() {
        app::MainWindow window;
        QVERIFY(window.openPreset(QStringLiteral("windy-cloth")));
        widgets::StabilityPanel* panel = window.stabilityPanel();
        QTRY_VERIFY_WITH_TIMEOUT(studyCurrent(panel), kConditionTimeoutMs);
        const core::PredictedLimit limit = panel->study()->runs[0].limit;
        core::IntegratorChoice choice = window.document()->scene().integrator;
        choice.dt = 3.0 * *limit.dt;
        window.document()->setIntegrator(choice);
        window.controller()->setSpeed(0.0);
        window.controller()->play();
        QTRY_VERIFY_WITH_TIMEOUT(
            window.logPanel()->text().contains(QStringLiteral("predicted stable limit")),
            kConditionTimeoutMs);
        const QString log = window.logPanel()->text();
        QVERIFY(log.contains(QStringLiteral("blew up")));
        QVERIFY(log.contains(QStringLiteral("mostly structural springs")));
        QVERIFY(log.contains(QStringLiteral("left its stability region")));
        // How fast: the fastest-growing mode's ρ per step and e-folding time. The blow-up
        // shows the timeline's frame where the residual's growth began, and the dock studies
        // that state: its table's last row gives the growth there.
        QVERIFY2(log.contains(QStringLiteral("e-fold every ")), qPrintable(log));
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->shownFrame() >= 0, kConditionTimeoutMs);
        const double shown = window.controller()->latestSnapshot()->time;
        QVERIFY(shown > 0.0);
        QTRY_VERIFY_WITH_TIMEOUT(studyCurrent(panel) &&
                                     panel->study()->runs[0].run.choice.dt == choice.dt &&
                                     panel->study()->stateTime == shown,
                                 kConditionTimeoutMs);
        const core::ModeGrowth growth = *panel->study()->runs[0].growth;
        QVERIFY(growth.rate > 0.0 && growth.radius > 1.0);
        const QTableWidgetItem* cell = panel->table()->item(figures::GrowthColumn - 1, 0);
        QVERIFY(cell && cell->text().startsWith(QStringLiteral("e-fold in")));
        window.document()->undoStack()->setClean();
    }

    // The undamped spring oscillator: explicit Euler is unstable at every dt (|1 + iωh| > 1),
    // and the dock says so instead of a limit; when its run blows up, the Log says why.
    void undampedSceneIsUnstableAtEveryDtForExplicitEuler() {
        app::MainWindow window;
        QVERIFY(window.openPreset(QStringLiteral("spring-oscillator")));
        core::IntegratorChoice choice = window.document()->scene().integrator;
        choice.id = "explicit-euler";
        choice.parameters.clear();
        window.document()->setIntegrator(choice);
        widgets::StabilityPanel* panel = window.stabilityPanel();
        auto column = [panel]() {
            const auto& runs = panel->study()->runs;
            for (std::size_t r = 0; r < runs.size(); ++r) {
                if (runs[r].run.choice.id == "explicit-euler") {
                    return static_cast<int>(r);
                }
            }
            return -1;
        };
        QTRY_VERIFY_WITH_TIMEOUT(studyCurrent(panel) && column() >= 0, kConditionTimeoutMs);
        const figures::StabilityRunResult& run =
            panel->study()->runs[static_cast<std::size_t>(column())];
        QCOMPARE(*run.limit.dt, 0.0);
        QVERIFY(std::abs(run.limit.omega - 10.0) < 1e-9);
        const QTableWidgetItem* predicted =
            panel->table()->item(figures::PredictedColumn - 1, column());
        QVERIFY(predicted);
        QCOMPARE(predicted->text(), QStringLiteral("unstable at every dt"));
        QVERIFY(figures::blowUpExplanation(*panel->study(), run.run.choice)
                    .startsWith(QStringLiteral("Explicit Euler is unstable at every dt")));

        window.controller()->setSpeed(0.0);
        window.controller()->play();
        QTRY_VERIFY_WITH_TIMEOUT(
            window.logPanel()->text().contains(QStringLiteral("unstable at every dt")),
            kConditionTimeoutMs);
        QVERIFY(window.logPanel()->text().contains(QStringLiteral("ω = 10 rad/s")));
        window.document()->undoStack()->setClean();
    }

    // "Show the mode in 3D" puts a ghost of the cloth over the Simulation view with the mode's
    // caption: at the preset's dt nothing grows and the mode is the stiffest; an edit of the
    // scene switches it off; above the limit the mode shown is the growing one.
    void stiffestModeInTheView() {
        app::MainWindow window;
        QVERIFY(window.openPreset(QStringLiteral("windy-cloth")));
        widgets::StabilityPanel* panel = window.stabilityPanel();
        QTRY_VERIFY_WITH_TIMEOUT(studyCurrent(panel), kConditionTimeoutMs);
        QVERIFY(!panel->stiffestModeBox()->isChecked());
        QCOMPARE(window.sceneView()->overlayCount(), 0);
        QVERIFY(!panel->study()->growing);
        panel->stiffestModeBox()->setChecked(true);
        QCOMPARE(window.sceneView()->overlayCount(), 1);
        QVERIFY(window.sceneView()->caption().contains(QStringLiteral("Stiffest mode")));
        QVERIFY(window.sceneView()->caption().contains(QStringLiteral("structural springs")));
        const Eigen::Matrix3Xd ghost = window.sceneView()->overlayPositions(0);
        const Eigen::Matrix3Xd rest = window.document()->system()->positions();
        QCOMPARE(ghost.cols(), rest.cols());
        // Never farther from the cloth than the amplitude, 0.3 × the spacing.
        const double spacing =
            std::get<core::ClothSpec>(window.document()->scene().bodies[0]).spacing;
        QVERIFY((ghost - rest).colwise().norm().maxCoeff() <= 0.3 * spacing + 1e-12);

        core::IntegratorChoice choice = window.document()->scene().integrator;
        choice.dt = 1.2 * *panel->study()->runs[0].limit.dt;
        window.document()->setIntegrator(choice);
        QVERIFY(!panel->stiffestModeBox()->isChecked());
        QCOMPARE(window.sceneView()->overlayCount(), 0);
        QVERIFY(window.sceneView()->caption().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(studyCurrent(panel) &&
                                     panel->study()->runs[0].run.choice.dt == choice.dt,
                                 kConditionTimeoutMs);
        QVERIFY(panel->study()->growing);
        panel->stiffestModeBox()->setChecked(true);
        QCOMPARE(panel->shownMode(), &*panel->study()->growing);
        QVERIFY2(window.sceneView()->caption().contains(
                     QStringLiteral("Fastest-growing mode of Explicit Euler")),
                 qPrintable(window.sceneView()->caption()));
        QVERIFY(window.sceneView()->caption().contains(QStringLiteral("e-fold")));
        window.document()->undoStack()->setClean();
    }

    // By default the dock linearises about the run's current state. After windy-cloth has
    // hung in the wind for a while, its modes are those of the run's state (the same as those
    // of an independent simulation stepped as many steps), and the hanging cloth's tension
    // limits explicit Euler's step more than the cloth at rest length does; "Initial state"
    // goes back to t = 0.
    void followsTheRunsState() {
        app::MainWindow window;
        QVERIFY(window.openPreset(QStringLiteral("windy-cloth")));
        widgets::StabilityPanel* panel = window.stabilityPanel();
        QVERIFY(panel->followsRun());
        QTRY_VERIFY_WITH_TIMEOUT(studyCurrent(panel), kConditionTimeoutMs);
        const double atRest = *panel->study()->runs[0].limit.dt;
        widgets::RunController* controller = window.controller();
        controller->setSpeed(0.0);
        controller->play();
        QTRY_VERIFY_WITH_TIMEOUT(controller->latestSnapshot() &&
                                     controller->latestSnapshot()->time >= 2.0,
                                 kConditionTimeoutMs);
        controller->pause();
        QTRY_VERIFY_WITH_TIMEOUT(!controller->isPlaying(), kConditionTimeoutMs);
        auto shown = [&] {
            panel->studyCurrentState(); // the follow timer does the same, throttled
            const auto study = panel->study();
            return studyCurrent(panel) && study->stateTime &&
                   *study->stateTime == controller->latestSnapshot()->time;
        };
        QTRY_VERIFY_WITH_TIMEOUT(shown(), kConditionTimeoutMs);
        const auto snapshot = controller->latestSnapshot();
        const auto study = panel->study();
        QVERIFY(figures::stateText(*study).contains(QStringLiteral("t = ")));

        const core::Scene& scene = window.document()->scene();
        core::Simulation sim = core::makeSimulation(scene);
        for (long k = 0; k < snapshot->step; ++k) {
            QVERIFY(sim.step());
        }
        const core::Spectrum expected = core::sceneSpectrum(
            core::sceneLinearisation(scene, sim.system().positions(), sim.system().velocities()));
        QCOMPARE(study->spectrum.modes.size(), expected.modes.size());
        for (std::size_t m = 0; m < expected.modes.size(); ++m) {
            const core::Mode& a = study->spectrum.modes[m];
            const core::Mode& b = expected.modes[m];
            QVERIFY(std::abs(a.re - b.re) <= 1e-8 * b.omega + 1e-10);
            QVERIFY(std::abs(a.im - b.im) <= 1e-8 * b.omega + 1e-10);
        }
        const double hanging = *study->runs[0].limit.dt;
        qDebug("explicit Euler's predicted limit: %.4g s at t = 0, %.4g s at t = %.4g s", atRest,
               hanging, snapshot->time);
        QVERIFY(hanging < 0.5 * atRest);

        panel->setFollowRun(false);
        QTRY_VERIFY_WITH_TIMEOUT(studyCurrent(panel) && !panel->study()->stateTime,
                                 kConditionTimeoutMs);
        QCOMPARE(*panel->study()->runs[0].limit.dt, atRest);
        QVERIFY(figures::stateText(*panel->study()).contains(QStringLiteral("initial")));
    }

    // The dock on windy-cloth at dt above its limit (crosses outside the region), at two
    // window sizes and in English and Japanese, into <build>/screenshots for a look.
    void screenshots_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        QTest::newRow("1280-en") << QSize(1280, 800) << "en";
        QTest::newRow("1920-en") << QSize(1920, 1080) << "en";
        QTest::newRow("1280-ja") << QSize(1280, 800) << "ja";
        QTest::newRow("1920-ja") << QSize(1920, 1080) << "ja";
    }

    void screenshots() {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        app::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
        window.resize(size);
        window.findChild<QAction*>(QStringLiteral("language_") + language)->trigger();
        QVERIFY(window.openPreset(QStringLiteral("windy-cloth")));
        window.findChild<QDockWidget*>(QStringLiteral("stabilityDock"))->raise();
        widgets::StabilityPanel* panel = window.stabilityPanel();
        QTRY_VERIFY_WITH_TIMEOUT(studyCurrent(panel), kConditionTimeoutMs);
        core::IntegratorChoice choice = window.document()->scene().integrator;
        choice.dt = 1.2 * *panel->study()->runs[0].limit.dt;
        window.document()->setIntegrator(choice);
        QTRY_VERIFY_WITH_TIMEOUT(studyCurrent(panel) &&
                                     panel->study()->runs[0].run.choice.dt == choice.dt,
                                 kConditionTimeoutMs);
        panel->stiffestModeBox()->setChecked(true);
        panel->regionPlot()->replotNow();
        QCoreApplication::processEvents();
        const QString dir = qEnvironmentVariable("CLOTHLAB_BINARY_DIR", QDir::currentPath()) +
                            QStringLiteral("/screenshots");
        QDir().mkpath(dir);
        const QString name = QStringLiteral("/stability_%1x%2_%3.png")
                                 .arg(size.width())
                                 .arg(size.height())
                                 .arg(language);
        QVERIFY(widgets::SceneView::grabWithViews(&window).save(dir + name, "PNG"));
        // The same modes per mode, (ω·dt, ζ) against the largest stable ω·h.
        auto* tabs = panel->findChild<QTabWidget*>();
        QVERIFY(tabs);
        tabs->setCurrentWidget(panel->perModePlot());
        panel->perModePlot()->replotNow();
        QCoreApplication::processEvents();
        QVERIFY(widgets::SceneView::grabWithViews(&window).save(
            dir + QString(name).replace(QStringLiteral("stability_"),
                                        QStringLiteral("stability_per_mode_")),
            "PNG"));
        window.findChild<QAction*>(QStringLiteral("language_en"))->trigger();
        QSettings().remove(QStringLiteral("language"));
        window.document()->undoStack()->setClean();
    }
};

QTEST_MAIN(TestStability)
#include "test_stability.moc"
