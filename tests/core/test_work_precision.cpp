// Work–precision on the spring oscillator and on constructed curves whose answers are known:
// the slope of log error against log cost is −p for a method of order p when the cost is
// counted in steps or force evaluations; the errors are the convergence study's bit for bit;
// the recommendation, the Pareto front and the crossovers of power laws. CPU time is only
// checked to be recorded: no assertion here depends on timing.
#include "core/analysis/work_precision.h"
#include "core/scene/presets.h"

#include <QtTest>
#include <cmath>

using namespace clothlab::core;

namespace {

Scene oscillator() {
    return loadPreset("spring-oscillator");
}

/// A reference tighter than the default: RK4's finest error is about 1e-10 m.
const IntegratorChoice kReference{"rk45", 0.01, {{"tolerance", 1e-14}}};

WorkPrecisionSweep sweep(const char* id, std::vector<double> dts) {
    return {{id, dts.front(), {}}, std::move(dts), {}};
}

/// A series of exact power laws e = scale·cost^(−order), one point per cost.
WorkPrecisionSeries powerLaw(const char* id, double scale, double order,
                             const std::vector<double>& costs) {
    WorkPrecisionSeries series{{id, 0.1, {}}, false, {}};
    for (double cost : costs) {
        WorkPrecisionPoint point;
        point.dt = 1.0 / cost;
        point.cpuSeconds = cost;
        point.work.steps = static_cast<long>(cost);
        point.error.rms = point.error.max = scale * std::pow(cost, -order);
        series.points.push_back(point);
    }
    return series;
}

} // namespace

class TestWorkPrecision : public QObject {
    Q_OBJECT

private slots:
    void slopeIsMinusOrder_data();
    void slopeIsMinusOrder();
    void countsAndCpuTimeRecorded();
    void errorsEqualConvergenceStudy();
    void blowUpIsAStatus();
    void adaptiveSweepsTolerances();
    void recommendationPicksCheapest();
    void paretoFrontAndCrossover();
    void defaultStepsFromLimit();
    void badSweepsRefused();
    void stiffnessCrossover();
};

void TestWorkPrecision::slopeIsMinusOrder_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("order");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("rk4") << "rk4" << 4.0 << 0.4;
    QTest::newRow("verlet") << "verlet" << 2.0 << 0.3;
}

void TestWorkPrecision::slopeIsMinusOrder() {
    QFETCH(QString, id);
    QFETCH(double, order);
    QFETCH(double, tolerance);
    const WorkPrecisionResult result = workPrecision(
        oscillator(), {sweep(qPrintable(id), {0.01, 0.005, 0.0025, 0.00125})}, 1.0, kReference);
    const WorkPrecisionSeries& series = result.series.front();
    for (WorkMeasure measure : {WorkMeasure::Steps, WorkMeasure::Evaluations}) {
        std::vector<double> cost, error;
        for (const WorkPrecisionPoint& point : series.points) {
            cost.push_back(point.cost(measure));
            error.push_back(point.error.rms);
        }
        const double slope = *fittedLogSlope(cost, error);
        QVERIFY2(std::abs(slope + order) < tolerance,
                 qPrintable(QString("%1: slope %2, expected %3").arg(id).arg(slope).arg(-order)));
    }
}

void TestWorkPrecision::countsAndCpuTimeRecorded() {
    const WorkPrecisionResult result =
        workPrecision(oscillator(), {sweep("rk4", {0.01, 0.005}), sweep("implicit-euler", {0.01})},
                      1.0, kReference);
    const WorkPrecisionSeries& rk4 = result.series[0];
    QCOMPARE(rk4.points.size(), std::size_t(2));
    QCOMPARE(rk4.points[0].work.steps, 100L);
    QCOMPARE(rk4.points[1].work.steps, 200L);
    // Three stages inside the step and the simulation's evaluation at its end.
    QCOMPARE(rk4.points[0].work.forceEvaluations, 400L);
    QCOMPARE(rk4.points[0].work.linearIterations, 0L);
    for (const WorkPrecisionPoint& point : rk4.points) {
        QVERIFY(point.cpuSeconds > 0.0 && std::isfinite(point.cpuSeconds));
        QVERIFY(!point.blowUp && !point.tolerance);
    }
    const WorkPrecisionPoint& implicit = result.series[1].points.front();
    QVERIFY(implicit.work.iterations >= implicit.work.steps); // at least one Newton iteration
    QVERIFY(implicit.work.linearIterations > 0);
    QCOMPARE(implicit.work.evaluations(),
             implicit.work.forceEvaluations + implicit.work.linearIterations);
}

void TestWorkPrecision::errorsEqualConvergenceStudy() {
    const std::vector<double> dts{0.01, 0.005, 0.0025};
    const std::vector<IntegratorChoice> methods{{"verlet", 0.01, {}}, {"rk4", 0.01, {}}};
    const ConvergenceResult study = convergenceStudy(oscillator(), methods, dts, 1.0, kReference);
    const WorkPrecisionResult result =
        workPrecision(oscillator(), {sweep("verlet", dts), sweep("rk4", dts)}, 1.0, kReference);
    for (std::size_t s = 0; s < methods.size(); ++s) {
        for (std::size_t k = 0; k < dts.size(); ++k) {
            const WorkPrecisionPoint& point = result.series[s].points[k];
            QCOMPARE(point.dt, study.series[s].points[k].dt);
            // Bit for bit: the same runs, the same reference, the same error measure.
            QVERIFY(point.error.rms == study.series[s].points[k].error.rms);
            QVERIFY(point.error.max == study.series[s].points[k].error.max);
        }
    }
}

void TestWorkPrecision::blowUpIsAStatus() {
    // ω·dt = 5 is far outside explicit Euler's stability region.
    const WorkPrecisionResult result =
        workPrecision(oscillator(), {sweep("explicit-euler", {0.5, 0.001})}, 10.0, kReference);
    const WorkPrecisionPoint& blown = result.series.front().points[0];
    QVERIFY(blown.blowUp.has_value());
    QVERIFY(std::isinf(blown.error.rms) && !blown.finite());
    QVERIFY(blown.work.steps < 20);
    QVERIFY(result.series.front().points[1].finite());
}

void TestWorkPrecision::adaptiveSweepsTolerances() {
    QVERIFY(isAdaptive("rk45"));
    QVERIFY(!isAdaptive("rk4"));
    WorkPrecisionSweep adaptive{{"rk45", 0.1, {}}, {}, {1e-8, 1e-4, 1e-6}};
    const WorkPrecisionResult result = workPrecision(oscillator(), {adaptive}, 1.0, kReference);
    const WorkPrecisionSeries& series = result.series.front();
    QVERIFY(series.adaptive);
    QCOMPARE(series.points.size(), std::size_t(3));
    for (std::size_t k = 0; k < 3; ++k) {
        QCOMPARE(*series.points[k].tolerance, std::pow(10.0, -4.0 - 2.0 * static_cast<double>(k)));
        QCOMPARE(series.points[k].work.outerSteps, 10L);
        if (k > 0) { // a tighter tolerance takes more steps for less error
            QVERIFY(series.points[k].work.steps > series.points[k - 1].work.steps);
            QVERIFY(series.points[k].error.rms < series.points[k - 1].error.rms);
        }
    }
}

void TestWorkPrecision::recommendationPicksCheapest() {
    // A: e = 1/c (order 1); B: e = 100/c² (order 2). Cost to reach a: 1/a and 10/√a.
    WorkPrecisionResult result;
    result.series.push_back(powerLaw("explicit-euler", 1.0, 1.0, {10, 100, 1000, 10000, 1e5}));
    result.series.push_back(powerLaw("verlet", 100.0, 2.0, {10, 100, 1000, 10000, 1e5}));
    const auto fine = recommend(result, 1e-4);
    QVERIFY(fine.has_value());
    QCOMPARE(fine->best.series, std::size_t(1));
    QCOMPARE(fine->best.cost, 1000.0); // a measured point exactly at the accuracy
    QVERIFY(std::abs(fine->runnerUp->cost - 1e4) < 1e-6);
    QVERIFY(std::abs(*fine->factor - 10.0) < 1e-9);
    // Between measured points: interpolated in log–log, exact on a power law.
    const auto coarse = recommend(result, 0.05);
    QCOMPARE(coarse->best.series, std::size_t(0));
    QVERIFY(coarse->best.interpolated);
    QVERIFY(std::abs(coarse->best.cost - 20.0) < 1e-9);
    QVERIFY(std::abs(coarse->best.dt - 0.05) < 1e-12);
    QVERIFY(std::abs(*coarse->factor - 10.0 / std::sqrt(0.05) / 20.0) < 1e-9);
    // Steps are the same costs here.
    QCOMPARE(recommend(result, 1e-4, WorkMeasure::Steps)->best.series, std::size_t(1));
    // Nobody reaches 1e-12; never extrapolated.
    QVERIFY(!recommend(result, 1e-12));
}

void TestWorkPrecision::paretoFrontAndCrossover() {
    WorkPrecisionResult result;
    result.series.push_back(powerLaw("explicit-euler", 1.0, 1.0, {10, 100, 1000}));
    result.series.push_back(powerLaw("verlet", 100.0, 2.0, {10, 100, 1000}));
    // A blown-up point is never on the front.
    WorkPrecisionPoint blown;
    blown.error = {HUGE_VAL, HUGE_VAL};
    blown.blowUp = BlowUp{};
    blown.cpuSeconds = 1.0;
    result.series[0].points.insert(result.series[0].points.begin(), blown);
    const std::vector<PointIndex> front = paretoFront(result);
    // (10, 0.1) A; (100, 0.01) A and B tie, A first by order; (1000, 1e-4) B.
    QCOMPARE(front.size(), std::size_t(3));
    QCOMPARE(front[0].series, std::size_t(0));
    QCOMPARE(front[0].point, std::size_t(1));
    QCOMPARE(front[2].series, std::size_t(1));
    // 1/a = 10/√a at a = 0.01: A is cheaper above, B below.
    const std::vector<Crossover> found = crossovers(result);
    QCOMPARE(found.size(), std::size_t(1));
    QVERIFY2(std::abs(found[0].accuracy / 0.01 - 1.0) < 2e-3,
             qPrintable(QString::number(found[0].accuracy)));
    QCOMPARE(found[0].coarser, std::size_t(0));
    QCOMPARE(found[0].finer, std::size_t(1));
    QVERIFY(std::abs(found[0].cost / 100.0 - 1.0) < 2e-3);
}

void TestWorkPrecision::defaultStepsFromLimit() {
    // Limit 0.0035 from base 0.001: 0.002 is the largest base·2^k below it.
    const std::vector<double> dts = defaultSteps(0.0035, 0.001, 1.0, 4);
    QCOMPARE(dts, (std::vector<double>{0.002, 0.001, 0.0005, 0.00025}));
    // Capped at base·16; a step that does not divide the duration is skipped.
    QCOMPARE(defaultSteps(10.0, 0.001, 0.032, 1).front(), 0.016);
    QCOMPARE(defaultSteps(10.0, 0.001, 1.0, 1).front(), 0.008);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, defaultSteps(1.0, 0.3, 1.0));
    // The oscillator: symplectic Euler stable below 2/ω = 0.2 s, where 0.04 is the largest
    // 0.01·2^k that divides 1 s; rk45 swept by tolerance.
    const auto sweeps =
        defaultSweeps(oscillator(), {{"symplectic-euler", 0.01, {}}, {"rk45", 0.01, {}}}, 1.0, 3);
    QCOMPARE(sweeps[0].dts, (std::vector<double>{0.04, 0.02, 0.01}));
    QVERIFY(sweeps[0].tolerances.empty());
    QCOMPARE(sweeps[1].tolerances, (std::vector<double>{1e-3, 1e-4, 1e-5}));
}

void TestWorkPrecision::badSweepsRefused() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             workPrecision(oscillator(), {sweep("rk4", {0.3})}, 1.0, kReference));
    WorkPrecisionSweep notAdaptive{{"rk4", 0.01, {}}, {}, {1e-6}};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             workPrecision(oscillator(), {notAdaptive}, 1.0, kReference));
    WorkPrecisionSweep empty{{"rk4", 0.01, {}}, {}, {}};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             workPrecision(oscillator(), {empty}, 1.0, kReference));
}

void TestWorkPrecision::stiffnessCrossover() {
    // Symplectic Euler (stable for ω·dt < 2) against implicit Euler, counted in evaluations.
    // At k × 400 (ω = 200 rad/s, limit 0.01 s) the largest symplectic step blows up.
    const std::vector<WorkPrecisionSweep> sweeps{sweep("symplectic-euler", {0.02, 0.01, 0.005}),
                                                 sweep("implicit-euler", {0.02, 0.01, 0.005})};
    const StiffnessCrossoverResult result =
        cheapestByStiffness(oscillator(), sweeps, SpringKind::Structural, {400.0, 1.0}, 1.0, 1.0,
                            kReference, WorkMeasure::Evaluations);
    QCOMPARE(result.scales, (std::vector<double>{1.0, 400.0}));
    QCOMPARE(result.results.size(), std::size_t(2));
    QVERIFY(result.results[0].series[0].points[0].finite());
    QVERIFY(result.results[1].series[0].points[0].blowUp.has_value());
    for (std::size_t p = 0; p < 2; ++p) {
        const auto expected = recommend(result.results[p], 1.0, WorkMeasure::Evaluations);
        QCOMPARE(result.cheapest[p].has_value(), expected.has_value());
        if (expected) {
            QCOMPARE(result.cheapest[p]->best.series, expected->best.series);
        }
    }
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        cheapestByStiffness(oscillator(), sweeps, std::nullopt, {1.0}, 1.0, 0.0, kReference));
}

QTEST_APPLESS_MAIN(TestWorkPrecision)
#include "core/analysis/convergence.h"
#include "test_work_precision.moc"
