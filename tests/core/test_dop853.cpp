// dop853: the order conditions of its tableau, order 8 of its fixed-step core on the undamped
// oscillator x(t) = L + A·cos(ωt), the orders of its two embedded error estimates, and the
// adaptive method against its tolerance and against rk45.
#include "core/integrators/adaptive_rk.h"
#include "test_support.h"

#include <QtTest>

using namespace clothlab::core;
namespace dp = clothlab::core::dop853;

namespace {

constexpr int kS = dp::kStages;

double factorial(int n) {
    double f = 1.0;
    for (int k = 2; k <= n; ++k) {
        f *= k;
    }
    return f;
}

/// (A·u)ᵢ = Σⱼ aᵢⱼ·uⱼ.
std::array<double, kS> timesA(const std::array<double, kS>& u) {
    std::array<double, kS> out{};
    for (int i = 0; i < kS; ++i) {
        for (int j = 0; j < i; ++j) {
            out[static_cast<std::size_t>(i)] += dp::kA[i][j] * u[static_cast<std::size_t>(j)];
        }
    }
    return out;
}

std::array<double, kS> powC(int q) {
    std::array<double, kS> out{};
    for (int i = 0; i < kS; ++i) {
        out[static_cast<std::size_t>(i)] = std::pow(dp::kC[i], q);
    }
    return out;
}

/// Σᵢ wᵢ·cᵢᵖ·uᵢ.
double weighted(const double* w, int p, const std::array<double, kS>& u) {
    double sum = 0.0;
    for (int i = 0; i < kS; ++i) {
        sum += w[i] * std::pow(dp::kC[i], p) * u[static_cast<std::size_t>(i)];
    }
    return sum;
}

/// The largest violation, over trees of at most `order` nodes, of three families of order
/// conditions for the weights w:
///   bushy trees      Σ wᵢ·cᵢ^(k−1)           = 1/k
///   tall trees       Σ wᵢ·(Aᵐ·c^q)ᵢ          = q!/(q+m+1)!
///   forked trees     Σ wᵢ·cᵢᵖ·(A·c^q)ᵢ       = 1/((q+1)·(p+q+2))
double worstCondition(const double* w, int order) {
    double worst = 0.0;
    const std::array<double, kS> ones = powC(0);
    for (int k = 1; k <= order; ++k) {
        worst = std::max(worst, std::abs(weighted(w, k - 1, ones) - 1.0 / k));
    }
    for (int q = 0; q + 2 <= order; ++q) {
        std::array<double, kS> u = powC(q);
        for (int m = 1; q + m + 1 <= order; ++m) {
            u = timesA(u);
            worst =
                std::max(worst, std::abs(weighted(w, 0, u) - factorial(q) / factorial(q + m + 1)));
        }
    }
    for (int q = 0; q + 2 <= order; ++q) {
        const std::array<double, kS> u = timesA(powC(q));
        for (int p = 1; p + q + 2 <= order; ++p) {
            worst = std::max(worst, std::abs(weighted(w, p, u) - 1.0 / ((q + 1) * (p + q + 2))));
        }
    }
    return worst;
}

Simulation oscillator(double dt, std::vector<std::pair<std::string, double>> parameters = {},
                      const std::string& id = "dop853") {
    return makeSimulation(springOscillatorScene(100.0, 1.0, 1.0, 0.1),
                          IntegratorChoice{id, dt, std::move(parameters)});
}

double exactX(double t) {
    return 1.0 + 0.1 * std::cos(10.0 * t);
}

/// Position error after T = 4 s of fixed steps dt.
double fixedStepError(double dt) {
    Simulation sim = oscillator(dt);
    auto& integrator = dynamic_cast<Dop853Integrator&>(sim.integrator());
    integrator.setFixedStep(true);
    const long steps = std::lround(4.0 / dt);
    sim.advance(steps);
    return std::abs(sim.system().positions()(0, 1) - exactX(static_cast<double>(steps) * dt));
}

} // namespace

class TestDop853 : public QObject {
    Q_OBJECT

private slots:
    void registered();
    void tableauRowSums();
    void tableauOrderConditions();
    void fixedStepHasOrderEight();
    void embeddedEstimatesHaveTheirOrders();
    void adaptiveMeetsItsTolerance();
    void fewerStepsThanRk45();
    void elevenEvaluationsPerFixedStep();
};

void TestDop853::registered() {
    const IntegratorInfo* info = findIntegrator("dop853");
    QVERIFY(info);
    QCOMPARE(info->order, 8);
    QVERIFY(info->orientations);
    QCOMPARE(info->parameters.size(), std::size_t(1));
    QCOMPARE(info->parameters.front().id, std::string("tolerance"));
    auto integrator = createIntegrator("dop853");
    QVERIFY(dynamic_cast<Dop853Integrator*>(integrator.get()));
}

void TestDop853::tableauRowSums() {
    QCOMPARE(dp::kC[0], 0.0);
    QCOMPARE(dp::kC[kS - 1], 1.0);
    for (int i = 0; i < kS; ++i) {
        double sum = 0.0;
        for (int j = 0; j < i; ++j) {
            sum += dp::kA[i][j];
        }
        QVERIFY2(std::abs(sum - dp::kC[i]) < 1e-14, qPrintable(QString("row %1").arg(i + 1)));
        for (int j = i; j < kS; ++j) {
            QCOMPARE(dp::kA[i][j], 0.0); // explicit: strictly lower triangular
        }
    }
}

void TestDop853::tableauOrderConditions() {
    // The eighth-order weights meet every condition of these families up to order 8.
    QVERIFY2(worstCondition(dp::kB, 8) < 1e-12,
             qPrintable(QString::number(worstCondition(dp::kB, 8))));
    // The embedded fifth-order weights b̂ = b − e up to order 5, and not all of order 6.
    double bHat[kS];
    double bTilde[kS];
    for (int i = 0; i < kS; ++i) {
        bHat[i] = dp::kB[i] - dp::kE5[i];
        bTilde[i] = dp::kB3[i];
    }
    QVERIFY(worstCondition(bHat, 5) < 1e-12);
    QVERIFY(worstCondition(bHat, 6) > 1e-6);
    // The third-order weights up to order 3, not 4.
    QVERIFY(worstCondition(bTilde, 3) < 1e-12);
    QVERIFY(worstCondition(bTilde, 4) > 1e-6);
}

void TestDop853::fixedStepHasOrderEight() {
    // ω·dt = 1, ½, ¼ over four periods: errors from about 1e-7 m down to 1e-12 m, well above
    // round-off (a further halving would reach it).
    double previous = fixedStepError(0.1);
    for (double dt : {0.05, 0.025}) {
        const double error = fixedStepError(dt);
        const double observed = std::log2(previous / error);
        QVERIFY2(
            std::abs(observed - 8.0) < 0.3,
            qPrintable(
                QString("dt %1: error %2, observed order %3").arg(dt).arg(error).arg(observed)));
        previous = error;
    }
}

namespace {

/// The embedded estimates of one fixed step h from x − L = A, v = 0.7 m/s. From rest the h⁴
/// term of the third-order estimate would vanish in the velocity, where the h⁵ term (with a
/// factor ω) is the larger one.
Dop853Integrator::Estimate estimateOfOneStep(double h) {
    Simulation sim = oscillator(h);
    sim.system().velocities().col(1) = Vec3(0.7, 0.0, 0.0);
    sim.stateChanged();
    auto& integrator = dynamic_cast<Dop853Integrator&>(sim.integrator());
    integrator.setFixedStep(true);
    sim.step();
    return integrator.lastEstimate();
}

} // namespace

void TestDop853::embeddedEstimatesHaveTheirOrders() {
    // Local error estimates of one step from the same state: h⁶ for the fifth-order solution
    // (ω·h from 0.4 down to 0.1), h⁴ for the third-order one (ω·h from 0.1 to 0.025, where
    // the h⁵ term has faded).
    for (double h : {0.04, 0.02}) {
        const double observed =
            std::log2(estimateOfOneStep(h).fifth / estimateOfOneStep(h / 2).fifth);
        QVERIFY2(std::abs(observed - 6.0) < 0.2, qPrintable(QString::number(observed)));
    }
    for (double h : {0.01, 0.005}) {
        const double observed =
            std::log2(estimateOfOneStep(h).third / estimateOfOneStep(h / 2).third);
        QVERIFY2(std::abs(observed - 4.0) < 0.2, qPrintable(QString::number(observed)));
    }
}

void TestDop853::adaptiveMeetsItsTolerance() {
    const double T = 2.0;
    double previousError = 1.0;
    for (double tol : {1e-4, 1e-6, 1e-8, 1e-10}) {
        // Frame steps of 0.5 s, so that the tolerance rather than the frame limits the steps.
        Simulation sim = oscillator(0.5, {{"tolerance", tol}});
        sim.advance(4);
        const double error = std::abs(sim.system().positions()(0, 1) - exactX(T));
        QVERIFY2(error < 20.0 * tol, qPrintable(QString("tol %1: error %2").arg(tol).arg(error)));
        QVERIFY2(error < previousError,
                 qPrintable(QString("tol %1: error %2").arg(tol).arg(error)));
        previousError = error;
    }
    // A tight tolerance needs more internal steps than the frame step.
    Simulation tight = oscillator(0.2, {{"tolerance", 1e-10}});
    QVERIFY(tight.step());
    QVERIFY(tight.integrator().stats().substeps > 1);
}

void TestDop853::fewerStepsThanRk45() {
    // At a tight tolerance the eighth-order pair needs far fewer force evaluations than
    // rk45 for a smaller error: counted by the force model, over 2 s in frame steps of 0.2 s.
    const double T = 2.0;
    Simulation dop = oscillator(0.2, {{"tolerance", 1e-11}});
    Simulation rk45 = oscillator(0.2, {{"tolerance", 1e-11}}, "rk45");
    dop.advance(10);
    rk45.advance(10);
    const double dopError = std::abs(dop.system().positions()(0, 1) - exactX(T));
    const double rkError = std::abs(rk45.system().positions()(0, 1) - exactX(T));
    QVERIFY2(dopError < rkError, qPrintable(QString("%1 vs %2").arg(dopError).arg(rkError)));
    QVERIFY2(2 * dop.forceModel().evaluationCount() < rk45.forceModel().evaluationCount(),
             qPrintable(QString("%1 vs %2")
                            .arg(dop.forceModel().evaluationCount())
                            .arg(rk45.forceModel().evaluationCount())));
}

void TestDop853::elevenEvaluationsPerFixedStep() {
    // Stages 2…12 call the force model; stage 1 is the simulation's own evaluation at the
    // start of the step, which rk4 uses as well (it adds three): the difference is 8 a step.
    Simulation dop = oscillator(0.01);
    dynamic_cast<Dop853Integrator&>(dop.integrator()).setFixedStep(true);
    Simulation rk4 = oscillator(0.01, {}, "rk4");
    const long dopBefore = dop.forceModel().evaluationCount();
    const long rk4Before = rk4.forceModel().evaluationCount();
    dop.advance(10);
    rk4.advance(10);
    QCOMPARE((dop.forceModel().evaluationCount() - dopBefore) -
                 (rk4.forceModel().evaluationCount() - rk4Before),
             80L);
}

QTEST_APPLESS_MAIN(TestDop853)
#include "test_dop853.moc"
