// Integrators on the undamped oscillator x(t) = L + A·cos(ωt): observed order of accuracy
// per halving of dt, rk45 against its tolerance, long-run energy behaviour of the symplectic
// and non-symplectic methods.
#include "core/integrators/integrator.h"
#include "test_support.h"

#include <QtTest>

using namespace clothlab::core;

namespace {

constexpr double kK = 100.0;
constexpr double kMass = 1.0;
constexpr double kRest = 1.0;
constexpr double kAmplitude = 0.1;
const double kOmega = std::sqrt(kK / kMass);

double exactX(double t) {
    return kRest + kAmplitude * std::cos(kOmega * t);
}

Simulation oscillator(const std::string& id, double dt,
                      std::vector<std::pair<std::string, double>> parameters = {}) {
    return makeSimulation(springOscillatorScene(kK, kMass, kRest, kAmplitude),
                          IntegratorChoice{id, dt, std::move(parameters)});
}

} // namespace

class TestIntegrators : public QObject {
    Q_OBJECT

private slots:
    void catalogIsComplete();
    void observedOrder_data();
    void observedOrder();
    void rk45MeetsItsTolerance();
    void symplecticMethodsKeepEnergyBounded_data();
    void symplecticMethodsKeepEnergyBounded();
    void explicitEulerEnergyGrows();
    void pinnedParticlesNeverMove_data();
    void pinnedParticlesNeverMove();
};

void TestIntegrators::catalogIsComplete() {
    const QStringList expected{"explicit-euler", "symplectic-euler", "verlet", "rk2", "rk4",
                               "rk45",           "dop853",           "heun",   "rk3", "yoshida4"};
    QStringList ids;
    for (const IntegratorInfo* info : integratorCatalog()) {
        ids << QString::fromStdString(info->id);
        QVERIFY(!info->name.empty());
        QVERIFY(info->summary.size() > 100);
        QVERIFY(!info->equations.empty());
        auto integrator = createIntegrator(info->id);
        QVERIFY(integrator);
        QCOMPARE(integrator->id(), std::string_view(info->id));
        QCOMPARE(integrator->parameters().specs().size(), info->parameters.size());
    }
    for (const QString& id : expected) {
        QVERIFY2(ids.contains(id), qPrintable(id));
    }
    QVERIFY(!createIntegrator("no-such-method"));
    QVERIFY(findIntegrator("rk4") && findIntegrator("rk4")->order == 4);
}

void TestIntegrators::observedOrder_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("dt");
    QTest::addColumn<double>("order");
    QTest::newRow("explicit-euler") << "explicit-euler" << 1e-3 << 1.0;
    QTest::newRow("symplectic-euler") << "symplectic-euler" << 1e-3 << 1.0;
    QTest::newRow("verlet") << "verlet" << 4e-3 << 2.0;
    QTest::newRow("rk2") << "rk2" << 4e-3 << 2.0;
    QTest::newRow("rk4") << "rk4" << 1e-2 << 4.0;
    QTest::newRow("heun") << "heun" << 4e-3 << 2.0;
    QTest::newRow("rk3") << "rk3" << 1e-2 << 3.0;
    QTest::newRow("yoshida4") << "yoshida4" << 1e-2 << 4.0;
}

void TestIntegrators::observedOrder() {
    QFETCH(QString, id);
    QFETCH(double, dt);
    QFETCH(double, order);
    const std::string failure =
        clothlab::test::observedOrderFailure(IntegratorChoice{id.toStdString(), dt, {}}, order);
    QVERIFY2(failure.empty(), failure.c_str());
}

void TestIntegrators::rk45MeetsItsTolerance() {
    const double T = 2.0;
    double previousError = 1.0;
    for (double tol : {1e-4, 1e-6, 1e-8, 1e-10}) {
        Simulation sim = oscillator("rk45", 0.05, {{"tolerance", tol}});
        sim.advance(std::lround(T / 0.05));
        const double error = std::abs(sim.system().positions()(0, 1) - exactX(T));
        // Local error per internal step ≤ tol (scaled by 1 + |y|); over ωT/(2π) ≈ 3 periods
        // the global error stays within a modest multiple of it.
        QVERIFY2(error < 20.0 * tol, qPrintable(QString("tol %1: error %2").arg(tol).arg(error)));
        QVERIFY(error < previousError);
        previousError = error;
        QVERIFY(sim.integrator().stats().substeps >= 1);
    }
    // A tight tolerance must need more internal steps than the frame step.
    Simulation tight = oscillator("rk45", 0.05, {{"tolerance", 1e-10}});
    tight.step();
    QVERIFY(tight.integrator().stats().substeps > 1);
}

void TestIntegrators::symplecticMethodsKeepEnergyBounded_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("bound");
    // Relative energy error of the modified Hamiltonian: O(ω·dt) for symplectic Euler,
    // O((ω·dt)²) for Verlet, with ω·dt = 0.1.
    QTest::newRow("symplectic-euler") << "symplectic-euler" << 0.06;
    QTest::newRow("verlet") << "verlet" << 0.003;
    // Fourth order: O((ω·dt)⁴) = 1e-4 times a modest constant.
    QTest::newRow("yoshida4") << "yoshida4" << 1e-4;
}

void TestIntegrators::symplecticMethodsKeepEnergyBounded() {
    QFETCH(QString, id);
    QFETCH(double, bound);
    Simulation sim = oscillator(id.toStdString(), 0.01);
    const double e0 = sim.energy().terms.mechanical();
    double worst = 0.0;
    double lastQuarter = 0.0;
    const long steps = 100000;
    for (long n = 1; n <= steps; ++n) {
        QVERIFY(sim.step());
        const double rel = std::abs(sim.energy().terms.mechanical() - e0) / e0;
        worst = std::max(worst, rel);
        if (n > 3 * steps / 4) {
            lastQuarter = std::max(lastQuarter, rel);
        }
    }
    QVERIFY2(worst < bound, qPrintable(QString("max relative energy error %1").arg(worst)));
    // No drift: the last quarter is no worse than the whole run's bound, and the residual
    // reported by the bookkeeping is the same quantity (no damping, no wind).
    QVERIFY(lastQuarter <= worst);
    QVERIFY(std::abs(sim.energy().residual() - (sim.energy().terms.mechanical() - e0)) < 1e-12);
}

void TestIntegrators::explicitEulerEnergyGrows() {
    Simulation sim = oscillator("explicit-euler", 0.01);
    const double e0 = sim.energy().terms.mechanical();
    double previousPeak = e0;
    for (int block = 0; block < 3; ++block) {
        double peak = 0.0;
        for (int n = 0; n < 100; ++n) {
            QVERIFY(sim.step());
            peak = std::max(peak, sim.energy().terms.mechanical());
        }
        QVERIFY2(peak > previousPeak, qPrintable(QString("block %1 peak %2").arg(block).arg(peak)));
        previousPeak = peak;
    }
    // Each step multiplies the energy of an undamped oscillator by (1 + ω²dt²) = 1.01
    // (kept below the blow-up bound of 100 × the initial energy).
    const double expected = e0 * std::pow(1.01, 300);
    QVERIFY(std::abs(sim.energy().terms.mechanical() - expected) < 0.05 * expected);
}

void TestIntegrators::pinnedParticlesNeverMove_data() {
    QTest::addColumn<QString>("id");
    for (const IntegratorInfo* info : integratorCatalog()) {
        QTest::newRow(info->id.c_str()) << QString::fromStdString(info->id);
    }
}

void TestIntegrators::pinnedParticlesNeverMove() {
    QFETCH(QString, id);
    Scene scene = clothlab::test::busyClothScene(6);
    Simulation sim = makeSimulation(scene, IntegratorChoice{id.toStdString(), 1e-3, {}});
    const Eigen::Matrix3Xd start = sim.system().positions();
    for (int n = 0; n < 300; ++n) {
        QVERIFY(sim.step());
        for (int i = 0; i < sim.system().particleCount(); ++i) {
            if (sim.system().isPinned(i)) {
                QVERIFY(sim.system().positions().col(i) == start.col(i));
            }
        }
    }
    // And the free ones did move.
    QVERIFY((sim.system().positions() - start).cwiseAbs().maxCoeff() > 1e-3);
}

QTEST_APPLESS_MAIN(TestIntegrators)
#include "test_integrators.moc"
