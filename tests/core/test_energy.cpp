// Energy bookkeeping: T + U_g + U_e + D − W − E₀ vanishes for an accurate run with damping,
// drag and wind on; each stage's contribution (retention, collisions) is accounted exactly;
// the residual exposes an inaccurate integrator.
#include "core/contact/obstacles.h"
#include "test_support.h"

#include <QtTest>

using namespace clothlab::core;

class TestEnergy : public QObject {
    Q_OBJECT

private slots:
    void residualVanishesForAccurateRun_data();
    void residualVanishesForAccurateRun();
    void residualConvergesWithOrderOfMethod();
    void residualExposesCoarseIntegrator();
    void dissipationAndWindWorkAreAccounted();
    void velocityRetentionLossIsExact();
    void collisionLossesKeepResidualSmall_data();
    void collisionLossesKeepResidualSmall();
    void restingContactBooksNoGain_data();
    void restingContactBooksNoGain();
    void energyTermsMatchDefinitions();
    void externalEditsAreBookedAsWork();
    void clothOnObstacleResidualConverges();
};

namespace {

/// One 0.2 kg particle at x with velocity v over the ground plane y = 0 (friction 0.4).
Scene particleOverGround(const Vec3& x, const Vec3& v) {
    Scene scene;
    CustomBodySpec body;
    body.particles.push_back({x, v, 0.2, false});
    scene.bodies.emplace_back(body);
    Obstacle ground;
    ground.shape = ObstacleShape::Plane;
    ground.center = Vec3::Zero();
    ground.normal = Vec3(0.0, 1.0, 0.0);
    ground.friction = 0.4;
    scene.obstacles.push_back(ground);
    return scene;
}

} // namespace

void TestEnergy::residualVanishesForAccurateRun_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("dt");
    QTest::addColumn<double>("bound");
    QTest::newRow("rk4") << "rk4" << 1e-3 << 1e-8;
    QTest::newRow("rk45") << "rk45" << 1e-2 << 1e-7;
}

void TestEnergy::residualVanishesForAccurateRun() {
    QFETCH(QString, id);
    QFETCH(double, dt);
    QFETCH(double, bound);
    Scene scene = clothlab::test::busyClothScene(6);
    Simulation sim = makeSimulation(scene, IntegratorChoice{id.toStdString(), dt, {}});
    const double scale = std::abs(sim.energy().initial) + 1.0;
    double worst = 0.0;
    while (sim.time() < 1.0 - dt / 2) {
        QVERIFY(sim.step());
        worst = std::max(worst, std::abs(sim.energy().residual()));
    }
    // Damping, drag and wind really did work (the test is not vacuous).
    QVERIFY(sim.energy().dissipated > 1e-3 * scale);
    QVERIFY(sim.energy().externalWork > 1e-4 * scale);
    QVERIFY2(worst < bound * scale, qPrintable(QString("max |residual| %1 J").arg(worst)));
}

void TestEnergy::residualConvergesWithOrderOfMethod() {
    // Halving dt divides rk4's residual at T by about 2⁴.
    Scene scene = clothlab::test::busyClothScene(5);
    auto residualAt = [&scene](double dt) {
        Simulation sim = makeSimulation(scene, IntegratorChoice{"rk4", dt, {}});
        sim.advanceTo(0.5);
        return std::abs(sim.energy().residual());
    };
    const double coarse = residualAt(8e-3);
    const double fine = residualAt(4e-3);
    const double order = std::log2(coarse / fine);
    QVERIFY2(order > 3.3 && order < 5.5, qPrintable(QString("observed %1").arg(order)));
}

void TestEnergy::residualExposesCoarseIntegrator() {
    Scene scene = clothlab::test::busyClothScene(6);
    Simulation coarse = makeSimulation(scene, IntegratorChoice{"symplectic-euler", 2e-3, {}});
    Simulation accurate = makeSimulation(scene, IntegratorChoice{"rk4", 2e-3, {}});
    QVERIFY(coarse.advanceTo(1.0));
    QVERIFY(accurate.advanceTo(1.0));
    QVERIFY(std::abs(coarse.energy().residual()) > 100.0 * std::abs(accurate.energy().residual()));
}

void TestEnergy::dissipationAndWindWorkAreAccounted() {
    // With damping only (no wind), D grows monotonically and T + U drops by exactly D.
    Scene scene = clothlab::test::busyClothScene(5);
    scene.environment.wind = Vec3::Zero();
    Simulation sim = makeSimulation(scene, IntegratorChoice{"rk4", 1e-3, {}});
    double previousD = 0.0;
    for (int n = 0; n < 500; ++n) {
        QVERIFY(sim.step());
        QVERIFY(sim.energy().dissipated >= previousD);
        previousD = sim.energy().dissipated;
    }
    QCOMPARE(sim.energy().externalWork, 0.0);
    const double drop = sim.energy().initial - sim.energy().terms.mechanical();
    QVERIFY(previousD > 0.0);
    QVERIFY2(std::abs(drop - previousD) < 1e-6 * previousD,
             qPrintable(QString("drop %1, D %2").arg(drop).arg(previousD)));
}

void TestEnergy::velocityRetentionLossIsExact() {
    Scene scene = springOscillatorScene();
    scene.environment.velocityRetention = 0.99;
    Simulation sim = makeSimulation(scene, IntegratorChoice{"rk4", 1e-3, {}});
    double kineticBefore = 0.0;
    for (int n = 0; n < 200; ++n) {
        QVERIFY(sim.step());
    }
    // One more step by hand: retention removes ½mv²(1 − r²) on top of the integrator's work.
    kineticBefore = sim.energy().terms.kinetic;
    QVERIFY(kineticBefore > 0.0);
    QVERIFY(sim.advance(2000));
    // Retention is an energy sink: the residual must still be small (rk4 at small dt) while
    // the dissipated energy is a large part of E₀.
    QVERIFY(sim.energy().dissipated > 0.5 * sim.energy().initial);
    QVERIFY2(std::abs(sim.energy().residual()) < 1e-8 * sim.energy().initial,
             qPrintable(QString::number(sim.energy().residual())));
}

void TestEnergy::collisionLossesKeepResidualSmall_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("bound"); // |residual| relative to m·g·h
    QTest::newRow("rk4") << "rk4" << 1e-6;
    // BDF2's first step is backward Euler, whose error in the fall stays in the residual.
    QTest::newRow("bdf2") << "bdf2" << 1e-2;
}

void TestEnergy::collisionLossesKeepResidualSmall() {
    // A particle dropped onto a frictional plane: the collision removes energy, and the
    // bookkeeping must account for it as dissipation.
    QFETCH(QString, id);
    QFETCH(double, bound);
    const Scene scene = particleOverGround(Vec3(0.0, 0.5, 0.0), Vec3(1.0, 0.0, 0.0));
    Simulation sim = makeSimulation(scene, IntegratorChoice{id.toStdString(), 1e-3, {}});
    // Once it has landed it stays on the plane: the stop must not feed a bounce (BDF2
    // extrapolating through the stop, v from −3.1 m/s to 0, gave v̂ = +1 m/s: 5 cm high).
    bool landed = false;
    double highest = 0.0;
    while (sim.time() < 1.0 - 0.5e-3) {
        QVERIFY(sim.step());
        const double y = sim.system().positions()(1, 0);
        landed = landed || y <= 1e-12;
        highest = landed ? std::max(highest, y) : highest;
    }
    QVERIFY(landed);
    QVERIFY2(highest < 1e-5, qPrintable(QString::number(highest)));
    const EnergyRecord& e = sim.energy();
    // It landed and stopped falling: most of its energy went into D.
    QVERIFY(sim.system().positions()(1, 0) >= 0.0);
    QVERIFY(e.dissipated > 0.5 * 0.2 * 9.81 * 0.5);
    QVERIFY2(std::abs(e.residual()) < bound * (0.2 * 9.81 * 0.5),
             qPrintable(QString::number(e.residual())));
}

// A particle at rest on the ground: every step symplectic Euler and xpbd lower it by g·h² and
// lose ½·m·g²·h² of energy, and the plane lifts it back. Nothing moves, so nothing is lost:
// D stays 0 and so does the residual (booked as the lift's "gain" D fell by ½·m·g²·h² a step,
// 0.0096 J over this second).
void TestEnergy::restingContactBooksNoGain_data() {
    QTest::addColumn<QString>("id");
    QTest::newRow("symplectic-euler") << "symplectic-euler";
    QTest::newRow("xpbd") << "xpbd";
    QTest::newRow("rk4") << "rk4";
}

void TestEnergy::restingContactBooksNoGain() {
    QFETCH(QString, id);
    const Scene scene = particleOverGround(Vec3::Zero(), Vec3::Zero());
    Simulation sim = makeSimulation(scene, IntegratorChoice{id.toStdString(), 1e-3, {}});
    QVERIFY(sim.advanceTo(1.0));
    const EnergyRecord& e = sim.energy();
    QCOMPARE(sim.system().positions()(1, 0), 0.0);
    QCOMPARE(e.dissipated, 0.0);
    QVERIFY2(std::abs(e.residual()) < 1e-12, qPrintable(QString::number(e.residual())));
}

void TestEnergy::energyTermsMatchDefinitions() {
    Scene scene = clothlab::test::busyClothScene(4);
    System system = buildSystem(scene);
    system.positions() *= 1.1;
    for (int i = 0; i < system.particleCount(); ++i) {
        if (!system.isPinned(i)) {
            system.velocities().col(i) = Vec3(0.1 * i, -0.05 * i, 0.02);
        }
    }
    ForceModel model(system, scene.environment);
    const EnergyTerms t = model.energy(system, system.positions(), system.velocities(), 0.3);
    double kinetic = 0.0;
    double gravity = 0.0;
    std::array<double, kSpringKindCount> elastic{};
    for (int i = 0; i < system.particleCount(); ++i) {
        if (!system.isPinned(i)) {
            kinetic += 0.5 * system.masses()[i] * system.velocities().col(i).squaredNorm();
            gravity -=
                system.masses()[i] * scene.environment.gravity.dot(system.positions().col(i));
        }
    }
    for (const Spring& s : system.springs()) {
        const SpringStiffness& k = system.stiffness()[s.kind];
        elastic[static_cast<std::size_t>(kindIndex(s.kind))] +=
            springEnergy(system.positions().col(s.i), system.positions().col(s.j), s.restLength,
                         k.stretch, k.compression);
    }
    QVERIFY(std::abs(t.kinetic - kinetic) < 1e-12 * kinetic);
    QVERIFY(std::abs(t.gravity - gravity) < 1e-12 * std::abs(gravity));
    for (std::size_t k = 0; k < elastic.size(); ++k) {
        QVERIFY(std::abs(t.elastic[k] - elastic[k]) < 1e-12 * elastic[k]);
    }
    // External power of air drag against the wind: Σ c_air·w(t)·v over free particles.
    double windPower = 0.0;
    const Vec3 w = scene.environment.windAt(0.3);
    for (int i = 0; i < system.particleCount(); ++i) {
        if (!system.isPinned(i)) {
            windPower += scene.environment.airDrag * w.dot(system.velocities().col(i));
        }
    }
    QVERIFY(std::abs(t.externalPower - windPower) < 1e-12 * std::abs(windPower));
}

void TestEnergy::externalEditsAreBookedAsWork() {
    Scene scene = clothlab::test::busyClothScene(5);
    Simulation sim = makeSimulation(scene, IntegratorChoice{"rk4", 1e-3, {}});
    QVERIFY(sim.advance(100));
    const double residual = sim.energy().residual();
    const double work = sim.energy().externalWork;
    // Drag a particle 20 cm away (a large energy change) and stiffen a kind.
    sim.system().positions().col(20) += Vec3(0.2, 0.0, 0.1);
    sim.system().stiffness()[SpringKind::Shear].stretch *= 3.0;
    sim.stateChanged();
    QVERIFY(std::abs(sim.energy().externalWork - work) > 1.0);
    QVERIFY(std::abs(sim.energy().residual() - residual) < 1e-9);
    Environment env = sim.environment();
    env.gravity = Vec3(0.0, -1.62, 0.0);
    sim.setEnvironment(env);
    QVERIFY(std::abs(sim.energy().residual() - residual) < 1e-9);
    // And the run goes on without tripping the blow-up bound.
    QVERIFY(sim.advance(100));
}

void TestEnergy::clothOnObstacleResidualConverges() {
    // A cloth dropped on a sphere: every contact step projects particles and so changes
    // spring lengths. With that elastic change booked, an accurate integrator's residual
    // vanishes as dt shrinks (fourth order here); left out, it would stall at first order.
    Scene scene;
    scene.stiffness[SpringKind::Structural] = {300.0, 300.0, 0.02};
    scene.stiffness[SpringKind::Shear] = {80.0, 80.0, 0.01};
    scene.stiffness[SpringKind::Bending] = {10.0, 10.0, 0.005};
    ClothSpec cloth;
    cloth.rows = 10;
    cloth.cols = 10;
    cloth.spacing = 0.08;
    cloth.origin = Vec3(-0.36, 0.45, -0.36);
    cloth.particleMass = 0.005;
    scene.bodies.emplace_back(cloth);
    Obstacle sphere;
    sphere.center = Vec3(0.0, 0.1, 0.0);
    sphere.radius = 0.3;
    sphere.friction = 0.3;
    scene.obstacles.push_back(sphere);
    auto residualAt = [&scene](double dt) {
        Simulation sim = makeSimulation(scene, IntegratorChoice{"rk4", dt, {}});
        int contactSteps = 0;
        while (sim.time() < 0.6 - dt / 2) {
            sim.step();
            contactSteps += sim.lastContacts() > 0 ? 1 : 0;
        }
        return std::make_pair(std::abs(sim.energy().residual()), contactSteps);
    };
    const auto [coarse, contacts] = residualAt(1e-3);
    const auto [fine, fineContacts] = residualAt(5e-4);
    QVERIFY2(contacts > 100 && fineContacts > 200, qPrintable(QString::number(contacts)));
    QVERIFY2(coarse / fine > 6.0, qPrintable(QString("%1 → %2").arg(coarse).arg(fine)));
    QVERIFY(fine < 1e-3 * 0.5 * 9.81 * 0.35);
}

QTEST_APPLESS_MAIN(TestEnergy)
#include "test_energy.moc"
