// Whole runs: determinism (bit-identical states), obstacles never left penetrated, pinned
// particles fixed, blow-up detection with time and cause, lockstep sample times.
#include "core/contact/obstacles.h"
#include "core/scene/presets.h"
#include "test_support.h"

#include <QtTest>

using namespace clothlab::core;

namespace {

Scene gustyDrapeScene() {
    Scene scene = defaultScene();
    scene.environment.gusts.enabled = true;
    scene.environment.gusts.seed = 2024;
    scene.environment.gusts.strength = 3.0;
    scene.environment.gusts.probability = 0.4;
    scene.environment.airDrag = 0.01;
    scene.environment.velocityRetention = 0.999;
    Obstacle box;
    box.shape = ObstacleShape::Box;
    box.boxMin = Vec3(-0.8, 0.0, 0.7);
    box.boxMax = Vec3(0.8, 0.4, 1.2);
    box.response = CollisionResponse::Stick;
    scene.obstacles.push_back(box);
    Obstacle ground;
    ground.shape = ObstacleShape::Plane;
    ground.center = Vec3(0.0, 0.0, 0.0);
    ground.friction = 0.5;
    scene.obstacles.push_back(ground);
    return scene;
}

} // namespace

class TestSimulation : public QObject {
    Q_OBJECT

private slots:
    void runsAreBitIdentical_data();
    void runsAreBitIdentical();
    void checkpointContinuesBitForBit_data();
    void checkpointContinuesBitForBit();
    void checkpointOfAnotherSizeIsRefused();
    void noParticleEndsInsideAnObstacle();
    void explicitEulerBlowsUpAndIsReported();
    void blowUpRestoresLastGoodState();
    void nonFiniteStateIsReported();
    void sampleTimesAreExactMultiples();
    void unknownIntegratorIsRefused();
};

void TestSimulation::runsAreBitIdentical_data() {
    QTest::addColumn<QString>("id");
    for (const char* id : {"symplectic-euler", "rk4", "rk45", "verlet"}) {
        QTest::newRow(id) << id;
    }
}

void TestSimulation::runsAreBitIdentical() {
    QFETCH(QString, id);
    const Scene scene = gustyDrapeScene();
    const IntegratorChoice choice{id.toStdString(), 1.0 / 2000.0, {}};
    Simulation a = makeSimulation(scene, choice);
    Simulation b = makeSimulation(scene, choice);
    QVERIFY(a.advance(400));
    QVERIFY(b.advance(400));
    QVERIFY(clothlab::test::bitIdentical(a.system().positions(), b.system().positions()));
    QVERIFY(clothlab::test::bitIdentical(a.system().velocities(), b.system().velocities()));
    QCOMPARE(a.energy().dissipated, b.energy().dissipated);
    QCOMPARE(a.energy().externalWork, b.energy().externalWork);
    // The run is not trivially static.
    QVERIFY((a.system().positions() - buildSystem(scene).positions()).norm() > 0.1);
}

void TestSimulation::checkpointContinuesBitForBit_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("integrator");
    // The methods that carry state between steps (bdf2's previous step, Newmark's and
    // generalized-α's acceleration, the adaptive methods' next internal step), on presets with
    // cloth contact (folding-cloth, coursework-cloth), obstacles, gusts and random wind.
    for (const char* preset :
         {"folding-cloth", "coursework-cloth", "implicit-drape", "r5-original", "windy-cloth"}) {
        for (const char* id : {"", "bdf2", "newmark", "generalized-alpha", "rk45", "dop853"}) {
            QTest::addRow("%s %s", preset, *id ? id : "own") << preset << id;
        }
    }
    QTest::newRow("elastic-ring own") << "elastic-ring"
                                      << "";
    QTest::newRow("jelly-cube bdf2") << "jelly-cube"
                                     << "bdf2";
}

// A run stepped 25 times past a checkpoint, and the same run restored to that checkpoint (in a
// new simulation of the scene, and in the first one after it went further) and stepped 25
// times again, end in the same state bit for bit, energy books included.
void TestSimulation::checkpointContinuesBitForBit() {
    QFETCH(QString, preset);
    QFETCH(QString, integrator);
    const Scene scene = loadPreset(preset.toStdString());
    IntegratorChoice choice = scene.integrator;
    if (!integrator.isEmpty()) {
        choice = {integrator.toStdString(), std::min(scene.integrator.dt, 2e-3), {}};
    }
    Simulation first = makeSimulation(scene, choice);
    QVERIFY(first.advance(15));
    const SimulationCheckpoint saved = first.checkpoint();
    QVERIFY(first.advance(25));
    const SimulationCheckpoint expected = first.checkpoint();

    Simulation second = makeSimulation(scene, choice);
    second.restore(saved);
    QVERIFY(second.advance(25));
    first.restore(saved);
    QVERIFY(first.advance(25));
    for (const Simulation* sim : {&second, &first}) {
        QCOMPARE(sim->stepCount(), expected.steps);
        QCOMPARE(sim->time(), expected.time);
        QVERIFY(sim->system().positions() == expected.positions);
        QVERIFY(sim->system().velocities() == expected.velocities);
        QVERIFY(sim->system().orientations() == expected.orientations);
        QCOMPARE(sim->energy().dissipated, expected.energy.dissipated);
        QCOMPARE(sim->energy().externalWork, expected.energy.externalWork);
        QCOMPARE(sim->energy().residual(), expected.energy.residual());
        QVERIFY(sim->checkpoint().integrator == expected.integrator);
    }
}

void TestSimulation::checkpointOfAnotherSizeIsRefused() {
    Simulation sim = makeSimulation(loadPreset("hanging-cloth"));
    SimulationCheckpoint other = makeSimulation(loadPreset("spring-oscillator")).checkpoint();
    QVERIFY_THROWS_EXCEPTION(MessageError, sim.restore(other));
}

void TestSimulation::noParticleEndsInsideAnObstacle() {
    const Scene scene = gustyDrapeScene();
    Simulation sim = makeSimulation(scene, IntegratorChoice{"symplectic-euler", 1.0 / 2000.0, {}});
    const Eigen::Matrix3Xd start = sim.system().positions();
    int contactSteps = 0;
    for (int n = 0; n < 1500; ++n) {
        QVERIFY(sim.step());
        contactSteps += sim.lastContacts() > 0 ? 1 : 0;
        const System& s = sim.system();
        for (int i = 0; i < s.particleCount(); ++i) {
            if (s.isPinned(i)) {
                QVERIFY(s.positions().col(i) == start.col(i));
                continue;
            }
            for (const Obstacle& o : sim.obstacles()) {
                Vec3 surface, normal;
                if (closestSurfacePoint(o, s.positions().col(i), surface, normal)) {
                    QVERIFY2((surface - s.positions().col(i)).norm() < 1e-12,
                             qPrintable(QString("particle %1 inside at step %2").arg(i).arg(n)));
                }
            }
        }
    }
    QVERIFY2(contactSteps > 100, qPrintable(QString::number(contactSteps)));
}

void TestSimulation::explicitEulerBlowsUpAndIsReported() {
    // R5's stiff setting: explicit Euler at dt = 1/30 s cannot hold k = 8000 N/m, m = 1 kg.
    Scene scene = peerBenchmarkScene(12);
    std::get<ClothSpec>(scene.bodies[0]).particleMass = 1.0;
    for (SpringKind kind : kAllSpringKinds) {
        scene.stiffness[kind] = {8000.0, 8000.0, 0.0};
    }
    Simulation sim = makeSimulation(scene, IntegratorChoice{"explicit-euler", 1.0 / 30.0, {}});
    const bool survived = sim.advanceTo(10.0);
    QVERIFY(!survived);
    QVERIFY(sim.blowUp().has_value());
    const BlowUp& b = *sim.blowUp();
    QVERIFY(b.time > 0.0 && b.time < 10.0);
    QCOMPARE(b.step, sim.stepCount());
    QVERIFY(b.cause == BlowUpCause::EnergyBound || b.cause == BlowUpCause::NonFinite);
    if (b.cause == BlowUpCause::EnergyBound) {
        QVERIFY(b.energyGain > b.bound);
    }
    // Once blown up, the run refuses to step.
    const long steps = sim.stepCount();
    QVERIFY(!sim.step());
    QCOMPARE(sim.stepCount(), steps);
    // The same scene with a stable method and dt is fine.
    Simulation stable = makeSimulation(scene, IntegratorChoice{"symplectic-euler", 1e-3, {}});
    QVERIFY(stable.advanceTo(1.0));
}

void TestSimulation::blowUpRestoresLastGoodState() {
    Scene scene = springOscillatorScene();
    SimulationOptions options;
    options.restoreLastGoodState = true;
    System system = buildSystem(scene);
    Simulation sim(system, scene.environment, {}, createIntegrator("explicit-euler"), 0.05,
                   options);
    int steps = 0;
    while (sim.step()) {
        ++steps;
        QVERIFY(steps < 10000);
    }
    QVERIFY(sim.blowUp());
    QCOMPARE(sim.stepCount(), static_cast<long>(steps));
    QVERIFY(sim.system().positions().allFinite());
    // The kept state is within the bound.
    QVERIFY(sim.energy().terms.mechanical() - sim.energy().initial <= sim.blowUp()->bound);
}

void TestSimulation::nonFiniteStateIsReported() {
    Scene scene = springOscillatorScene();
    Simulation sim = makeSimulation(scene, IntegratorChoice{"rk4", 1e-3, {}});
    QVERIFY(sim.advance(10));
    sim.system().velocities()(0, 1) = std::numeric_limits<double>::quiet_NaN();
    sim.stateChanged();
    QVERIFY(!sim.step());
    QVERIFY(sim.blowUp() && sim.blowUp()->cause == BlowUpCause::NonFinite);
    QCOMPARE(blowUpCauseId(sim.blowUp()->cause), std::string_view("non-finite"));
}

void TestSimulation::sampleTimesAreExactMultiples() {
    // Runs with different dt meet at the same sample times (lockstep comparison).
    Scene scene = springOscillatorScene();
    Simulation a = makeSimulation(scene, IntegratorChoice{"rk4", 1e-3, {}});
    Simulation b = makeSimulation(scene, IntegratorChoice{"rk4", 2.5e-4, {}});
    for (int sample = 1; sample <= 10; ++sample) {
        const double t = 0.1 * sample;
        QVERIFY(a.advanceTo(t));
        QVERIFY(b.advanceTo(t));
        QCOMPARE(a.stepCount(), 100L * sample);
        QCOMPARE(b.stepCount(), 400L * sample);
        QVERIFY(std::abs(a.time() - t) < 1e-12 && std::abs(b.time() - t) < 1e-12);
    }
    // Changing dt mid-run keeps time continuous.
    a.setDt(5e-4);
    QVERIFY(a.advance(10));
    QVERIFY(std::abs(a.time() - 1.005) < 1e-12);
}

void TestSimulation::unknownIntegratorIsRefused() {
    bool threw = false;
    try {
        makeSimulation(springOscillatorScene(), IntegratorChoice{"warp-drive", 1e-3, {}});
    } catch (const std::invalid_argument& e) {
        threw = QString(e.what()).contains("warp-drive");
    }
    QVERIFY(threw);
    threw = false;
    try {
        makeSimulation(springOscillatorScene(),
                       IntegratorChoice{"rk45", 1e-3, {{"tolerance", -1.0}}});
    } catch (const std::invalid_argument& e) {
        threw = QString(e.what()).contains("tolerance");
    }
    QVERIFY(threw);
}

QTEST_APPLESS_MAIN(TestSimulation)
#include "test_simulation.moc"
