// Analyses on the spring oscillator, whose answers are known: convergence orders 1, 1, 2,
// 2, 4; stability limits 2/ω (symplectic Euler) and 2√2/ω (RK4); the error ordering of a
// comparison; results independent of the thread count; cancellation; the stiffness sweep's
// 1/√k law.
#include "core/analysis/analysis.h"
#include "core/analysis/comparison.h"
#include "core/analysis/convergence.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/stiffness_sweep.h"
#include "core/analysis/study_steps.h"
#include "core/scene/presets.h"

#include <QtTest>
#include <cmath>

using namespace clothlab::core;

namespace {

const double kOmega = 10.0; // the preset: k = 100 N/m, m = 1 kg

Scene oscillator() {
    return loadPreset("spring-oscillator");
}

IntegratorChoice choice(const char* id, double dt = 0.01) {
    return {id, dt, {}};
}

} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private slots:
    void fittedSlopeOfPowerLaw();
    void studyStepsAndSampleInterval();
    void convergenceReportsKnownOrders();
    void stabilityLimitsOnOscillator_data();
    void stabilityLimitsOnOscillator();
    void stabilityLimitMatchesPredictionOnDampedChain_data();
    void stabilityLimitMatchesPredictionOnDampedChain();
    void stabilitySearchStopsAtAThousandth();
    void comparisonOrdersErrors();
    void resultsDoNotDependOnThreads();
    void cancelStopsTheAnalysis();
    void durationMustBeWholeSteps();
    void stiffnessSweepFollowsOmega();
    void stiffnessScaleLeavesDamping();
};

void TestAnalysis::fittedSlopeOfPowerLaw() {
    const std::vector<double> x{0.1, 0.05, 0.025, 0.0125};
    std::vector<double> y;
    for (double v : x) {
        y.push_back(3.0 * std::pow(v, 2.5));
    }
    QVERIFY(std::abs(*fittedLogSlope(x, y) - 2.5) < 1e-12);
    QVERIFY(!fittedLogSlope({1.0}, {1.0}));
}

void TestAnalysis::convergenceReportsKnownOrders() {
    // Each group in its asymptotic range.
    struct Group {
        std::vector<std::pair<const char*, double>> methods;
        std::vector<double> dts;
    };
    const std::vector<Group> groups{
        {{{"explicit-euler", 1.0}, {"symplectic-euler", 1.0}}, {0.002, 0.001, 0.0005, 0.00025}},
        {{{"verlet", 2.0}, {"rk2", 2.0}, {"rk4", 4.0}}, {0.01, 0.005, 0.0025, 0.00125}}};
    for (const Group& group : groups) {
        std::vector<IntegratorChoice> integrators;
        for (const auto& [id, order] : group.methods) {
            integrators.push_back(choice(id));
        }
        // A reference tighter than the default: RK4's finest error is about 1e-10 m.
        const IntegratorChoice reference{"rk45", 0.01, {{"tolerance", 1e-14}}};
        const ConvergenceResult result =
            convergenceStudy(oscillator(), integrators, group.dts, 1.0, reference);
        QCOMPARE(result.series.size(), group.methods.size());
        for (std::size_t s = 0; s < group.methods.size(); ++s) {
            const ConvergenceSeries& series = result.series[s];
            const auto& [id, order] = group.methods[s];
            QCOMPARE(series.points.size(), group.dts.size());
            QVERIFY(!series.points.front().observedOrder);
            for (std::size_t p = 1; p < series.points.size(); ++p) {
                const double observed = *series.points[p].observedOrder;
                QVERIFY2(std::abs(observed - order) < 0.15, qPrintable(QString("%1 dt %2: order %3")
                                                                           .arg(id)
                                                                           .arg(series.points[p].dt)
                                                                           .arg(observed)));
            }
            QVERIFY(std::abs(*series.fittedOrder - order) < 0.15);
        }
    }
}

void TestAnalysis::stabilityLimitsOnOscillator_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("limit");
    // Undamped oscillator: symplectic Euler and Verlet are stable for ω·dt < 2, RK4 for
    // ω·dt < 2√2 (its stability region on the imaginary axis).
    QTest::newRow("symplectic-euler") << "symplectic-euler" << 2.0 / kOmega;
    QTest::newRow("verlet") << "verlet" << 2.0 / kOmega;
    QTest::newRow("rk4") << "rk4" << 2.0 * std::sqrt(2.0) / kOmega;
}

void TestAnalysis::stabilityLimitsOnOscillator() {
    QFETCH(QString, id);
    QFETCH(double, limit);
    const std::vector<StabilityResult> results =
        stabilityLimits(oscillator(), {IntegratorChoice{id.toStdString(), 0.01, {}}}, 10.0, 0.02);
    QCOMPARE(results.size(), std::size_t(1));
    const double found = results.front().maxStableDt;
    // Bisection to 2 % brackets the limit; the energy bound may stop it a little early
    // where the energy error grows without bound just below the limit.
    QVERIFY2(found > 0.96 * limit && found < 1.01 * limit,
             qPrintable(QString("found %1, expected %2").arg(found).arg(limit)));
    QVERIFY(results.front().runs > 3);
    // The prediction from the spectrum (the axial mode, ω = 10 rad/s) is the limit itself.
    QVERIFY(results.front().predictedDt.has_value());
    QVERIFY2(std::abs(*results.front().predictedDt - limit) < 1e-6 * limit,
             qPrintable(QString::number(*results.front().predictedDt)));
}

void TestAnalysis::stabilityLimitMatchesPredictionOnDampedChain_data() {
    QTest::addColumn<QString>("id");
    for (const char* id : {"rk4", "rk3", "symplectic-euler", "verlet"}) {
        QTest::newRow(id) << id;
    }
}

void TestAnalysis::stabilityLimitMatchesPredictionOnDampedChain() {
    // The hanging chain's stiffest mode (ω ≈ 890 rad/s, ζ ≈ 0.011) sets every limit. Just
    // above RK4's limit that mode grows until the links' nonlinearity holds it and the spring
    // damping then carries off what it gains each step: the mechanical energy stays within its
    // bound (a bisection on blow-ups alone found 3.76e-3 s against 3.20e-3 s predicted), the
    // dissipated excess does not.
    QFETCH(QString, id);
    const std::vector<StabilityResult> results = stabilityLimits(
        loadPreset("hanging-chain"), {IntegratorChoice{id.toStdString(), 2e-4, {}}}, 1.0, 0.02);
    const double found = results.front().maxStableDt;
    const double predicted = results.front().predictedDt.value();
    QVERIFY2(std::abs(found / predicted - 1.0) < 0.04,
             qPrintable(QString("found %1, predicted %2").arg(found).arg(predicted)));
}

// Explicit Euler on an undamped spring of ω = 10⁴ rad/s gains ω²·h² of its energy a step, so
// over 1 s it grows by exp(ω²·h): e^100 at a thousandth of the 1 ms starting step, e^0.1 only
// at a millionth. The search must give up after ten halvings (to 1/1024) with no limit, not
// run trials of up to a billion steps.
void TestAnalysis::stabilitySearchStopsAtAThousandth() {
    Scene scene = oscillator();
    for (SpringStiffness& k : scene.stiffness.kinds) {
        k.stretch *= 1e6;
        k.compression *= 1e6;
    }
    const std::vector<StabilityResult> results =
        stabilityLimits(scene, {choice("explicit-euler", 1e-3)}, 1.0, 0.02);
    QCOMPARE(results.front().maxStableDt, 0.0);
    QCOMPARE(results.front().runs, 11); // the starting step and ten halvings
}

void TestAnalysis::comparisonOrdersErrors() {
    const std::vector<IntegratorChoice> runs{choice("rk4"), choice("rk2"),
                                             choice("symplectic-euler"), choice("rk4", 0.005)};
    const ComparisonResult result =
        compareRuns(oscillator(), runs, defaultReference(0.01), 2.0, 0.1);
    QCOMPARE(result.times.size(), std::size_t(20));
    QCOMPARE(result.runs.size(), runs.size());
    auto finalError = [&](std::size_t r) { return result.runs[r].samples.back().error.rms; };
    for (const ComparisonRun& run : result.runs) {
        QCOMPARE(run.samples.size(), std::size_t(20));
        QVERIFY(!run.blowUp);
    }
    QVERIFY(finalError(0) < finalError(1));
    QVERIFY(finalError(1) < finalError(2));
    // Halving RK4's dt divides its error by about 16.
    const double ratio = finalError(0) / finalError(3);
    QVERIFY2(ratio > 12.0 && ratio < 20.0, qPrintable(QString::number(ratio)));
    // The error sampled at t matches the analytic solution's difference.
    QVERIFY(std::abs(result.times[9] - 1.0) < 1e-12);
}

void TestAnalysis::resultsDoNotDependOnThreads() {
    const std::vector<IntegratorChoice> runs{choice("rk4"), choice("verlet"), choice("rk2")};
    AnalysisOptions one;
    one.threads = 1;
    AnalysisOptions two;
    two.threads = 2;
    const ComparisonResult a =
        compareRuns(oscillator(), runs, defaultReference(0.01), 1.0, 0.1, one);
    const ComparisonResult b =
        compareRuns(oscillator(), runs, defaultReference(0.01), 1.0, 0.1, two);
    for (std::size_t r = 0; r < runs.size(); ++r) {
        for (std::size_t k = 0; k < a.runs[r].samples.size(); ++k) {
            QCOMPARE(a.runs[r].samples[k].error.rms, b.runs[r].samples[k].error.rms);
            QCOMPARE(a.runs[r].samples[k].residual, b.runs[r].samples[k].residual);
        }
    }
}

void TestAnalysis::cancelStopsTheAnalysis() {
    std::atomic<bool> cancel{false};
    AnalysisOptions options;
    int calls = 0;
    options.cancel = &cancel;
    options.progress = [&](int done, int total) {
        ++calls;
        QVERIFY(done <= total);
        cancel = true;
    };
    QVERIFY_THROWS_EXCEPTION(AnalysisCancelled,
                             stabilityLimits(oscillator(),
                                             {choice("rk4"), choice("rk2"), choice("verlet")}, 10.0,
                                             0.02, options));
    QVERIFY(calls >= 0);
}

void TestAnalysis::durationMustBeWholeSteps() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, compareRuns(oscillator(), {choice("rk4", 0.03)},
                                                                defaultReference(0.01), 1.0, 0.1));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        convergenceStudy(oscillator(), {choice("rk4")}, {0.3}, 1.0, defaultReference(0.01)));
}

void TestAnalysis::stiffnessSweepFollowsOmega() {
    // ω = √(k·s/m): symplectic Euler's limit 2/ω shrinks like 1/√s; implicit Euler stays
    // stable up to the longest step tried (the whole duration).
    const std::vector<double> scales{25.0, 1.0, 4.0};
    const double duration = 5.0;
    const StiffnessSweepResult result =
        stiffnessSweep(oscillator(), {choice("symplectic-euler"), choice("implicit-euler")},
                       SpringKind::Structural, scales, duration, 0.02);
    QCOMPARE(result.scales, (std::vector<double>{1.0, 4.0, 25.0}));
    QCOMPARE(result.limits.size(), std::size_t(2));
    for (std::size_t p = 0; p < result.scales.size(); ++p) {
        const double limit = 2.0 / (kOmega * std::sqrt(result.scales[p]));
        const double found = result.limits[0][p].maxStableDt;
        QVERIFY2(found > 0.98 * limit && found <= limit * 1.0001,
                 qPrintable(QString("scale %1: found %2, expected %3")
                                .arg(result.scales[p])
                                .arg(found)
                                .arg(limit)));
        QCOMPARE(result.limits[1][p].maxStableDt, duration);
    }
    // Scaling another kind leaves the oscillator (a structural spring) alone.
    const StiffnessSweepResult shear = stiffnessSweep(oscillator(), {choice("symplectic-euler")},
                                                      SpringKind::Shear, {100.0}, duration, 0.02);
    QVERIFY(std::abs(shear.limits[0][0].maxStableDt - 2.0 / kOmega) < 0.02 * 2.0 / kOmega);
}

void TestAnalysis::stiffnessScaleLeavesDamping() {
    Scene scene = oscillator();
    scene.stiffness[SpringKind::Shear].damping = 3.0;
    const Scene all = scaleStiffness(scene, std::nullopt, 10.0);
    for (SpringKind kind : kAllSpringKinds) {
        QCOMPARE(all.stiffness[kind].stretch, 10.0 * scene.stiffness[kind].stretch);
        QCOMPARE(all.stiffness[kind].compression, 10.0 * scene.stiffness[kind].compression);
        QCOMPARE(all.stiffness[kind].damping, scene.stiffness[kind].damping);
    }
    const Scene bending = scaleStiffness(scene, SpringKind::Bending, 10.0);
    QCOMPARE(bending.stiffness[SpringKind::Structural], scene.stiffness[SpringKind::Structural]);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, scaleStiffness(scene, SpringKind::Shear, 0.0));
}

// The steps of a study and a comparison's sample interval, checked once for the CLI and
// Python: the values they pick and the option their problem names.
void TestAnalysis::studyStepsAndSampleInterval() {
    const StepNames names{"--dts", "--duration", "--sample"};
    const StepList halved = studySteps({}, 0.01, 4, 1.0, names);
    QVERIFY(halved.problem.empty());
    QCOMPARE(halved.dts, (std::vector<double>{0.01, 0.005, 0.0025, 0.00125, 0.000625}));
    QVERIFY(studySteps({0.002, 0.001}, 0.01, 4, 1.0, names).problem.empty());
    const auto problem = [&](const std::vector<double>& dts, double duration) {
        return QString::fromStdString(studySteps(dts, 0.01, 4, duration, names).problem.english());
    };
    QCOMPARE(problem({0.01, 0.01}, 1.0), QStringLiteral("--dts: the step 0.01 s is given twice"));
    QVERIFY(problem({0.3}, 1.0).startsWith(QStringLiteral("--duration: 1 s is not a whole")));
    QVERIFY(problem({}, 0.015).contains(QStringLiteral("the scene's dt halved")));
    QVERIFY(problem({-0.01}, 1.0).contains(QStringLiteral("not a positive")));

    // The sample interval: the smallest multiple of the largest dt (0.01) that every dt
    // divides and that divides 10 s into at most 200 samples: 0.05 s.
    const std::vector<IntegratorChoice> runs{choice("rk4", 0.01), choice("rk2", 0.0025)};
    const SampleChoice chosen = sampleInterval(std::nullopt, 10.0, runs, names);
    QVERIFY(chosen.problem.empty());
    QCOMPARE(chosen.interval, 0.05);
    QVERIFY(wholeMultiple(10.0, chosen.interval) && 10.0 / chosen.interval <= 200.0);
    QCOMPARE(sampleInterval(0.02, 10.0, runs, names).interval, 0.02);
    QVERIFY(QString::fromStdString(sampleInterval(0.015, 10.0, runs, names).problem.english())
                .startsWith(QStringLiteral("--sample: 0.015 s is not a whole multiple")));
    // Steps that no interval fits: 0.003 and 0.007 have no common multiple dividing 1 s.
    const std::vector<IntegratorChoice> odd{choice("rk4", 0.003), choice("rk2", 0.007)};
    QVERIFY(!sampleInterval(std::nullopt, 1.0, odd, names).problem.empty());
}

QTEST_APPLESS_MAIN(TestAnalysis)
#include "test_analysis.moc"
