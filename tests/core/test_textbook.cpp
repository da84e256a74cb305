// The textbook methods' defining properties beyond their order (observed orders are in
// test_integrators and test_implicit): exact energy of a linear oscillator under implicit
// midpoint and average-acceleration Newmark, and the selective damping of generalized-α.
#include "core/integrators/integrator.h"
#include "test_support.h"

#include <QtTest>

using namespace clothlab::core;

namespace {

const std::vector<std::pair<std::string, double>> kTightNewton{{"newton-iterations", 12},
                                                               {"cg-tolerance", 1e-14}};

/// Two independent undamped oscillators in one scene: pinned anchor 0 – particle 1 with
/// ω = 1 rad/s and pinned anchor 2 – particle 3 with ω = 1000 rad/s (m = 1 kg, k = 1 N/m
/// scaled by 1 and 10⁶), both displaced by 0.1 m along x.
Scene twoModeScene() {
    Scene scene;
    scene.environment.gravity = Vec3::Zero();
    scene.stiffness[SpringKind::Structural] = {1.0, 1.0, 0.0};
    CustomBodySpec body;
    body.particles.push_back({Vec3(0.0, 0.0, 0.0), Vec3::Zero(), 1.0, true});
    body.particles.push_back({Vec3(1.1, 0.0, 0.0), Vec3::Zero(), 1.0, false});
    body.particles.push_back({Vec3(0.0, 1.0, 0.0), Vec3::Zero(), 1.0, true});
    body.particles.push_back({Vec3(1.1, 1.0, 0.0), Vec3::Zero(), 1.0, false});
    body.springs.push_back({0, 1, SpringKind::Structural, 1.0, 1.0});
    body.springs.push_back({2, 3, SpringKind::Structural, 1.0, 1e6});
    scene.bodies.emplace_back(body);
    return scene;
}

/// ½·m·v² + ½·k·e² of the oscillator anchored at `anchor` (particle anchor + 1), m = 1 kg.
double oscillatorEnergy(const System& s, int anchor, double k) {
    const double e = (s.positions().col(anchor + 1) - s.positions().col(anchor)).norm() - 1.0;
    return 0.5 * s.velocities().col(anchor + 1).squaredNorm() + 0.5 * k * e * e;
}

} // namespace

class TestTextbook : public QObject {
    Q_OBJECT

private slots:
    void linearOscillatorKeepsItsEnergy_data();
    void linearOscillatorKeepsItsEnergy();
    void generalizedAlphaDampsOnlyTheHighMode_data();
    void generalizedAlphaDampsOnlyTheHighMode();
    void centralDifferenceHasTheVerletLimit();
};

void TestTextbook::linearOscillatorKeepsItsEnergy_data() {
    QTest::addColumn<QString>("id");
    QTest::newRow("implicit-midpoint") << "implicit-midpoint";
    QTest::newRow("newmark") << "newmark";
    QTest::newRow("generalized-alpha, rho 1") << "generalized-alpha";
}

void TestTextbook::linearOscillatorKeepsItsEnergy() {
    QFETCH(QString, id);
    // k = 100 N/m, m = 1 kg: ω = 10 rad/s, dt = 0.1 s, ω·dt = 1. Along the spring's axis the
    // force is linear in x, and both methods keep the quadratic energy exactly.
    auto parameters = kTightNewton;
    if (id == "generalized-alpha") {
        parameters.emplace_back("rho-infinity", 1.0);
    }
    Simulation sim = makeSimulation(springOscillatorScene(100.0, 1.0, 1.0, 0.1),
                                    IntegratorChoice{id.toStdString(), 0.1, parameters});
    const double e0 = sim.energy().terms.mechanical();
    double worst = 0.0;
    double travelled = 0.0;
    for (int n = 0; n < 100000; ++n) {
        const double x = sim.system().positions()(0, 1);
        QVERIFY(sim.step());
        travelled += std::abs(sim.system().positions()(0, 1) - x);
        worst = std::max(worst, std::abs(sim.energy().terms.mechanical() - e0) / e0);
    }
    QVERIFY2(worst < 1e-9, qPrintable(QString("relative energy error %1").arg(worst)));
    QVERIFY(travelled > 1000.0); // it did oscillate: ≈ 0.4 m per period, 16 000 periods
}

void TestTextbook::generalizedAlphaDampsOnlyTheHighMode_data() {
    QTest::addColumn<double>("rho");
    QTest::newRow("rho 0.5") << 0.5;
    QTest::newRow("rho 0") << 0.0;
}

void TestTextbook::generalizedAlphaDampsOnlyTheHighMode() {
    QFETCH(double, rho);
    // dt = 0.01 s: ω·dt = 0.01 for the soft mode, 10 for the stiff one. Over 200 steps the
    // stiff mode's amplitude shrinks towards ρ(ω·dt = 10)²⁰⁰ ≈ 0 while the soft mode, resolved
    // with 600 steps per period, keeps its energy to 10⁻⁴ (damping ratio O((ωh)³); what is
    // seen is the O((ωh)²) oscillation of the discrete energy within a period).
    auto parameters = kTightNewton;
    parameters.emplace_back("rho-infinity", rho);
    Simulation sim =
        makeSimulation(twoModeScene(), IntegratorChoice{"generalized-alpha", 0.01, parameters});
    const double soft0 = oscillatorEnergy(sim.system(), 0, 1.0);
    const double stiff0 = oscillatorEnergy(sim.system(), 2, 1e6);
    QVERIFY(sim.advance(200));
    const double soft = oscillatorEnergy(sim.system(), 0, 1.0);
    const double stiff = oscillatorEnergy(sim.system(), 2, 1e6);
    QVERIFY2(stiff < 1e-6 * stiff0, qPrintable(QString("stiff mode kept %1").arg(stiff / stiff0)));
    QVERIFY2(std::abs(soft - soft0) < 1e-4 * soft0,
             qPrintable(QString("soft mode changed by %1").arg((soft - soft0) / soft0)));

    // Control: ρ∞ = 1 is the average-acceleration rule and keeps the stiff mode's energy.
    auto undamped = kTightNewton;
    undamped.emplace_back("rho-infinity", 1.0);
    Simulation keep =
        makeSimulation(twoModeScene(), IntegratorChoice{"generalized-alpha", 0.01, undamped});
    QVERIFY(keep.advance(200));
    QVERIFY(std::abs(oscillatorEnergy(keep.system(), 2, 1e6) - stiff0) < 1e-6 * stiff0);
}

void TestTextbook::centralDifferenceHasTheVerletLimit() {
    // β = 0, γ = ½ is the explicit central difference, stable while ω·dt < 2 (ω = 10 rad/s).
    const std::vector<std::pair<std::string, double>> central{{"beta", 0.0}, {"gamma", 0.5}};
    Simulation below = makeSimulation(springOscillatorScene(100.0, 1.0, 1.0, 0.1),
                                      IntegratorChoice{"newmark", 0.19, central});
    QVERIFY(below.advance(2000));
    QVERIFY(std::abs(below.system().positions()(0, 1) - 1.0) < 0.2);
    Simulation above = makeSimulation(springOscillatorScene(100.0, 1.0, 1.0, 0.1),
                                      IntegratorChoice{"newmark", 0.21, central});
    QVERIFY(!above.advance(2000));
    // And it agrees with Verlet's positions step by step (the same method for f(x)).
    Simulation newmark = makeSimulation(springOscillatorScene(100.0, 1.0, 1.0, 0.1),
                                        IntegratorChoice{"newmark", 0.05, central});
    Simulation verlet = makeSimulation(springOscillatorScene(100.0, 1.0, 1.0, 0.1),
                                       IntegratorChoice{"verlet", 0.05, {}});
    QVERIFY(newmark.advance(100) && verlet.advance(100));
    QVERIFY((newmark.system().positions() - verlet.system().positions()).norm() < 1e-12);
}

QTEST_APPLESS_MAIN(TestTextbook)
#include "test_textbook.moc"
