// The comparison in the widgets layer: the runs model (QAbstractItemModelTester, undoable
// edits), lockstep runs through the controller with the expected ordering of errors, a
// blown-up run marked while the others go on, and the plots fed per run.
#include "condition_wait.h"
#include "core/scene/presets.h"
#include "widgets/document/document.h"
#include "widgets/document/runs_model.h"
#include "widgets/engine/run_controller.h"
#include "widgets/panels/runs_panel.h"
#include "widgets/plots/comparison_plot_panel.h"
#include "widgets/plots/plot_panel.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QSignalSpy>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>

using clothlab::test::kConditionTimeoutMs;

using namespace clothlab;
using widgets::RunsModel;

namespace {

core::RunSpec run(const char* id, double dt) {
    core::RunSpec spec;
    spec.integrator = {id, dt, {}};
    return spec;
}

/// The oscillator preset with four runs of rising order.
core::Scene oscillatorWithRuns() {
    core::Scene scene = core::loadPreset("spring-oscillator");
    scene.runs = {run("symplectic-euler", 0.005), run("rk2", 0.005), run("rk4", 0.005),
                  run("verlet", 0.005)};
    return scene;
}

/// Samples of the first run received so far (0 before the first snapshot).
std::size_t firstRunSamples(const widgets::RunController& controller) {
    return controller.history().empty() ? 0 : controller.history().front().size();
}

double valueAt(const RunsModel& model, int row, int column) {
    return model.index(row, column).data(RunsModel::ValueRole).toDouble();
}

} // namespace

class TestRuns : public QObject {
    Q_OBJECT

private slots:
    void modelPassesTesterThroughEdits() {
        widgets::Document document;
        document.reset(oscillatorWithRuns());
        widgets::RunController controller(&document, widgets::RunSource::Runs);
        RunsModel model(&document, &controller);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(RunsModel::ColumnCount));
        model.addRun(run("implicit-euler", 0.02));
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.index(4, RunsModel::Integrator).data(RunsModel::IdRole).toString(),
                 QString("implicit-euler"));
        QCOMPARE(model.index(4, RunsModel::Parameters).data().toString(), QString("defaults"));
        // A run's own scene values show beside its parameters.
        core::RunSpec own = run("rk4", 0.01);
        own.overrides = {{"air.drag", "0.25"}};
        model.addRun(own);
        QCOMPARE(model.index(5, RunsModel::Parameters).data().toString(),
                 QString("scene air.drag = 0.25"));
        model.removeRun(5);
        // A new run gets a palette colour no other run has.
        const QColor added = model.index(4, RunsModel::Color).data(Qt::EditRole).value<QColor>();
        for (int r = 0; r < 4; ++r) {
            QVERIFY(model.index(r, RunsModel::Color).data(Qt::EditRole).value<QColor>() != added);
        }
        model.duplicateRun(1);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(document.scene().runs[2].integrator.id, std::string("rk2"));
        model.moveRun(2, -1);
        model.removeRun(0);
        QCOMPARE(model.rowCount(), 5);
        QVERIFY(model.setData(model.index(0, RunsModel::Dt), 0.005));
        QVERIFY(!model.setData(model.index(0, RunsModel::Dt), -1.0)); // refused
        QVERIFY(!model.setData(model.index(0, RunsModel::Integrator), "no-such"));
        QVERIFY(model.setData(model.index(1, RunsModel::Substeps), 3));
        QVERIFY(
            model.setData(model.index(2, RunsModel::Reference), Qt::Checked, Qt::CheckStateRole));
        QVERIFY(
            model.setData(model.index(3, RunsModel::Reference), Qt::Checked, Qt::CheckStateRole));
        int references = 0;
        for (const core::RunSpec& r : document.scene().runs) {
            references += r.reference ? 1 : 0;
        }
        QCOMPARE(references, 1); // exclusive
        QVERIFY(document.scene().runs[3].reference);
        // Everything is undoable, back to the four runs loaded.
        while (document.undoStack()->canUndo()) {
            document.undoStack()->undo();
        }
        QCOMPARE(document.scene().runs, oscillatorWithRuns().runs);
        QCOMPARE(model.rowCount(), 4);
    }

    void lockstepErrorsAreOrderedInTheModel() {
        widgets::Document document;
        document.reset(oscillatorWithRuns());
        widgets::RunController controller(&document, widgets::RunSource::Runs);
        RunsModel model(&document, &controller);
        for (int k = 0; k < 120; ++k) { // to t = 2 s, 120 samples of 1/60 s
            controller.stepOnce();
        }
        QTRY_COMPARE_WITH_TIMEOUT(firstRunSamples(controller), std::size_t(121),
                                  kConditionTimeoutMs);
        QVERIFY(std::abs(controller.latestSnapshot()->time - 2.0) < 1e-12);
        const double symplectic = valueAt(model, 0, RunsModel::Error);
        const double rk2 = valueAt(model, 1, RunsModel::Error);
        const double rk4 = valueAt(model, 2, RunsModel::Error);
        QVERIFY2(
            rk4 < rk2 && rk2 < symplectic,
            qPrintable(QString("rk4 %1, rk2 %2, symplectic %3").arg(rk4).arg(rk2).arg(symplectic)));
        for (int r = 0; r < 4; ++r) {
            // Stepped, not played: the runs say where they stopped, not that they run.
            QCOMPARE(model.index(r, RunsModel::Status).data().toString(),
                     QString("paused at t = 2 s"));
        }
        // The history holds every sample of every run, starting at t = 0.
        const auto& history = controller.history();
        QCOMPARE(int(history.size()), 4);
        for (const auto& samples : history) {
            QCOMPARE(samples.front().time, 0.0);
            QCOMPARE(samples.size(), history.front().size());
        }
        QVERIFY(controller.latestSnapshot()->reference.contains("dop853"));
    }

    void blownUpRunIsMarkedAndOthersGoOn() {
        widgets::Document document;
        core::Scene scene = oscillatorWithRuns();
        scene.runs = {run("explicit-euler", 0.05), run("rk4", 0.01)}; // ω·dt = 0.5: grows
        document.reset(scene);
        widgets::RunController controller(&document, widgets::RunSource::Runs);
        controller.setInternalReference(false);
        RunsModel model(&document, &controller);
        QSignalSpy blewUp(&controller, &widgets::RunController::runBlewUp);
        controller.setSpeed(0.0);
        controller.play();
        QTRY_VERIFY_WITH_TIMEOUT(blewUp.count() == 1, kConditionTimeoutMs);
        QCOMPARE(blewUp.first().at(0).toInt(), 0);
        const double blownAt = controller.latestSnapshot()->time;
        QTRY_VERIFY_WITH_TIMEOUT(controller.latestSnapshot()->time > blownAt + 1.0,
                                 kConditionTimeoutMs);
        QCOMPARE(model.index(1, RunsModel::Status).data().toString(), QString("running"));
        controller.pause();
        QVERIFY(model.index(0, RunsModel::Status).data().toString().startsWith("blown up at t ="));
        QVERIFY(model.index(1, RunsModel::Status).data().toString().startsWith("paused at t = "));
        QVERIFY(controller.history()[1].size() > controller.history()[0].size());
    }

    void presentationEditsKeepTheRunsGoing() {
        widgets::Document document;
        document.reset(oscillatorWithRuns());
        widgets::RunController controller(&document, widgets::RunSource::Runs);
        RunsModel model(&document, &controller);
        controller.setSpeed(0.0);
        controller.stepOnce();
        controller.stepOnce();
        QTRY_COMPARE_WITH_TIMEOUT(firstRunSamples(controller), std::size_t(3), kConditionTimeoutMs);
        model.setData(model.index(0, RunsModel::Color), QColor(Qt::red));
        model.setData(model.index(1, RunsModel::Visible), Qt::Unchecked, Qt::CheckStateRole);
        controller.stepOnce();
        QTRY_COMPARE_WITH_TIMEOUT(firstRunSamples(controller), std::size_t(4),
                                  kConditionTimeoutMs);       // not restarted
        model.setData(model.index(0, RunsModel::Dt), 0.0025); // changes the simulation
        QTRY_COMPARE_WITH_TIMEOUT(firstRunSamples(controller), std::size_t(1), kConditionTimeoutMs);
        QCOMPARE(controller.latestSnapshot()->time, 0.0);
    }

    void plotsHaveOneSeriesPerRun() {
        widgets::Document document;
        document.reset(oscillatorWithRuns());
        widgets::RunController controller(&document, widgets::RunSource::Runs);
        widgets::ComparisonPlotPanel error(widgets::ComparisonPlotPanel::Error, &document,
                                           &controller);
        widgets::ComparisonPlotPanel energy(widgets::ComparisonPlotPanel::Energy, &document,
                                            &controller);
        widgets::ComparisonPlotPanel solver(widgets::ComparisonPlotPanel::Solver, &document,
                                            &controller);
        // Before the comparison plays, the plots say where it is played.
        QVERIFY(energy.caption().contains(QStringLiteral("Comparison tab")));
        controller.setSpeed(0.0);
        controller.play();
        QTRY_VERIFY_WITH_TIMEOUT(controller.latestSnapshot() &&
                                     controller.latestSnapshot()->time >= 0.5,
                                 kConditionTimeoutMs);
        controller.pause();
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isPlaying(), kConditionTimeoutMs);
        QVERIFY(energy.caption().isEmpty());
        QCOMPARE(error.plot()->seriesCount(), 4);
        QVERIFY(error.caption().contains("dop853"));
        const auto samples = int(controller.history()[0].size());
        // Energy: every sample of every run; error: every sample but t = 0 (zero on a log axis).
        for (int r = 0; r < 4; ++r) {
            QCOMPARE(energy.plot()->pointCount(r), samples);
            QCOMPARE(error.plot()->pointCount(r), samples - 1);
        }
        // The energy component chooser rebuilds the series from the history.
        energy.chooser()->setCurrentIndex(1); // gravity: zero in this scene
        QCOMPARE(energy.plot()->pointCount(0), samples);
        QCOMPARE(energy.plot()->points(0).back().y(), 0.0);
        // rk4 has no iterative solver: its residual plot is empty.
        solver.setSelectedRun(2);
        QCOMPARE(solver.plot()->pointCount(0), 0);

        // A scene without runs: the plots say how to set a comparison up.
        core::Scene single = oscillatorWithRuns();
        single.runs.clear();
        document.reset(single);
        QTRY_VERIFY_WITH_TIMEOUT(energy.caption().contains(QStringLiteral("Compare Integrators")),
                                 kConditionTimeoutMs);
    }

    void solverResidualsOfTheSelectedRun() {
        widgets::Document document;
        core::Scene scene = core::loadPreset("hanging-cloth");
        core::RunSpec pd = run("projective-dynamics", 0.01);
        pd.integrator.parameters = {{"iterations", 12}};
        scene.runs = {run("symplectic-euler", 0.0005), pd};
        document.reset(scene);
        widgets::RunController controller(&document, widgets::RunSource::Runs);
        controller.setInternalReference(false);
        widgets::ComparisonPlotPanel solver(widgets::ComparisonPlotPanel::Solver, &document,
                                            &controller);
        solver.setSelectedRun(1);
        controller.stepOnce();
        QTRY_VERIFY_WITH_TIMEOUT(controller.latestSnapshot() &&
                                     controller.latestSnapshot()->time > 0.0,
                                 kConditionTimeoutMs);
        QCOMPARE(solver.plot()->pointCount(0), 12);
        const auto points = solver.plot()->points(0);
        QVERIFY(points.back().y() < points.front().y()); // the iterations converge
    }

    void panelAddsRunsOfTheChosenIntegrator() {
        widgets::Document document;
        core::Scene scene = core::loadPreset("spring-oscillator");
        scene.runs.clear();
        document.reset(scene);
        widgets::RunController controller(&document, widgets::RunSource::Runs);
        widgets::RunsPanel panel(&document, &controller);
        panel.addRun("rk4");
        panel.addRun("xpbd");
        QCOMPARE(panel.model()->rowCount(), 2);
        QCOMPARE(panel.currentRun(), 1);
        QCOMPARE(document.scene().runs[1].integrator.dt, document.scene().integrator.dt);
        auto* remove = panel.findChild<QAbstractButton*>("removeRun");
        QVERIFY(remove && remove->isEnabled());
        remove->click();
        QCOMPARE(panel.model()->rowCount(), 1);
        QCOMPARE(document.scene().runs[0].integrator.id, std::string("rk4"));
    }
};

QTEST_MAIN(TestRuns)
#include "test_runs.moc"
