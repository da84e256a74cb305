// The constraint-based family and chebyshev: R5's stiff cloth stays bounded; chebyshev and
// xpbd approach the implicit Euler step as iterations grow; xpbd's stiffness does not depend
// on the iteration count the way pbd's does; R2's velocity constraints stiffen with
// iterations; every method reads the stiffness and damping of the table, is deterministic
// and reports its solver diagnostics; the colour order of the sweeps never lets two springs
// of one colour share a particle.
#include "core/integrators/constraint_common.h"
#include "core/integrators/integrator.h"
#include "test_support.h"

#include <QtTest>

using namespace clothlab::core;

namespace {

const QStringList kConstraintIds{"chebyshev", "pbd", "xpbd", "velocity-constraints"};

/// R5: 21 × 21 triangle-edges cloth, 10 m × 10 m, m = 1 kg, k = 8000 N/m for every kind, two
/// corners pinned, no damping; dt = 1/30 s.
Scene r5Scene() {
    Scene scene;
    scene.name = "R5";
    for (SpringKind kind : kAllSpringKinds) {
        scene.stiffness[kind] = {8000.0, 8000.0, 0.0};
    }
    ClothSpec cloth;
    cloth.rows = 21;
    cloth.cols = 21;
    cloth.spacing = 0.5;
    cloth.origin = Vec3(-5.0, 0.0, -5.0);
    cloth.uAxis = Vec3(1.0, 0.0, 0.0);
    cloth.vAxis = Vec3(0.0, 0.0, 1.0);
    cloth.particleMass = 1.0;
    cloth.topology = ClothTopology::TriangleEdges;
    cloth.pinned.corners = {"top-left", "top-right"};
    scene.bodies.emplace_back(cloth);
    return scene;
}
constexpr double kR5Dt = 1.0 / 30.0;

/// A small provot cloth hanging in a vertical plane from its top edge, with air drag and
/// spring damping so that it settles; stiffness `k` N/m for structural springs.
Scene hangingScene(double k) {
    Scene scene;
    scene.name = "hanging";
    scene.stiffness[SpringKind::Structural] = {k, k, 0.02 * k / 100.0};
    scene.stiffness[SpringKind::Shear] = {0.5 * k, 0.5 * k, 0.0};
    scene.stiffness[SpringKind::Bending] = {0.1 * k, 0.1 * k, 0.0};
    scene.environment.airDrag = 0.02;
    ClothSpec cloth;
    cloth.rows = 10;
    cloth.cols = 10;
    cloth.spacing = 0.1;
    cloth.origin = Vec3(0.0, 1.0, 0.0);
    cloth.uAxis = Vec3(1.0, 0.0, 0.0);
    cloth.vAxis = Vec3(0.0, -1.0, 0.0);
    cloth.particleMass = 0.01;
    cloth.topology = ClothTopology::Provot;
    cloth.pinned.edges = {"top"};
    scene.bodies.emplace_back(cloth);
    return scene;
}

/// Mean structural strain of the hanging cloth after `seconds` of settling.
double settledStrain(const std::string& id, std::vector<std::pair<std::string, double>> params,
                     double k, double dt, double seconds = 3.0) {
    Simulation sim = makeSimulation(hangingScene(k), IntegratorChoice{id, dt, std::move(params)});
    if (!sim.advanceTo(seconds)) {
        return std::numeric_limits<double>::infinity();
    }
    return computeStrain(sim.system(), sim.system().positions()).mean[0];
}

/// The implicit Euler parameters that make its step the exact solution: many Newton
/// iterations, tight CG tolerance, generous CG iteration cap (found by id, since another
/// file declares them).
std::vector<std::pair<std::string, double>> tightImplicitEuler(const Integrator& integrator) {
    std::vector<std::pair<std::string, double>> params;
    for (const ParameterSpec& spec : integrator.parameters().specs()) {
        const QString id = QString::fromStdString(spec.id).toLower();
        if (id.contains("newton")) {
            params.emplace_back(spec.id, std::min(spec.maximum, 30.0));
        } else if (id.contains("tol")) {
            params.emplace_back(spec.id, std::max(spec.minimum, 1e-12));
        } else if (id.contains("iter")) {
            params.emplace_back(spec.id, std::min(spec.maximum, 10000.0));
        }
    }
    return params;
}

/// A moving, deformed R5 state: the flat cloth after `steps` steps of a converged solver.
std::pair<Eigen::Matrix3Xd, Eigen::Matrix3Xd> r5State(int steps) {
    Simulation sim =
        makeSimulation(r5Scene(), IntegratorChoice{"chebyshev", kR5Dt, {{"iterations", 2000}}});
    sim.advance(steps);
    return {sim.system().positions(), sim.system().velocities()};
}

/// Positions after one step of `id` from state (x, v) of the R5 scene.
Eigen::Matrix3Xd oneStep(const std::string& id,
                         const std::vector<std::pair<std::string, double>>& params,
                         const std::pair<Eigen::Matrix3Xd, Eigen::Matrix3Xd>& state) {
    Simulation sim = makeSimulation(r5Scene(), IntegratorChoice{id, kR5Dt, params});
    sim.system().positions() = state.first;
    sim.system().velocities() = state.second;
    sim.stateChanged();
    sim.step();
    return sim.system().positions();
}

double rmsDifference(const Eigen::Matrix3Xd& a, const Eigen::Matrix3Xd& b) {
    return std::sqrt((a - b).colwise().squaredNorm().mean());
}

} // namespace

class TestConstraints : public QObject {
    Q_OBJECT

private slots:
    void catalogEntries_data();
    void catalogEntries();
    void r5SettingStaysBounded_data();
    void r5SettingStaysBounded();
    void chebyshevConvergesToItsMinimiser();
    void approachesImplicitEuler_data();
    void approachesImplicitEuler();
    void xpbdStiffnessIndependentOfIterations();
    void velocityConstraintsStiffenWithIterations();
    void stiffnessTableMatters_data();
    void stiffnessTableMatters();
    void diagnosticsReported_data();
    void diagnosticsReported();
    void dampingMatters_data();
    void dampingMatters();
    void deterministic_data();
    void deterministic();
    void sweepOrderColours();
    void hubBeyondSixtyFourColours_data();
    void hubBeyondSixtyFourColours();
};

void TestConstraints::catalogEntries_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("parameters");
    QTest::newRow("chebyshev") << "chebyshev"
                               << QStringList{"iterations", "rho", "start", "preconditioner"};
    QTest::newRow("pbd") << "pbd"
                         << QStringList{
                                "relaxations",    "structural-stretch", "structural-shrink",
                                "shear-stretch",  "shear-shrink",       "bending-stretch",
                                "bending-shrink", "relaxation-split",   "clamp",
                                "sweep-order",    "gravity-step",       "mass-scaled-gravity",
                                "early-exit"};
    QTest::newRow("xpbd") << "xpbd" << QStringList{"substeps", "iterations"};
    QTest::newRow("velocity-constraints")
        << "velocity-constraints"
        << QStringList{"relaxation", "iterations", "coefficient", "sweep-order"};
}

void TestConstraints::catalogEntries() {
    QFETCH(QString, id);
    QFETCH(QStringList, parameters);
    const IntegratorInfo* info = findIntegrator(id.toStdString());
    QVERIFY(info);
    QVERIFY(info->summary.size() > 300);
    QVERIFY(!info->equations.empty());
    QStringList declared;
    for (const ParameterSpec& spec : info->parameters) {
        declared << QString::fromStdString(spec.id);
        QVERIFY(spec.minimum <= spec.defaultValue && spec.defaultValue <= spec.maximum);
    }
    QCOMPARE(declared, parameters);
    QVERIFY(createIntegrator(id.toStdString()));
}

void TestConstraints::r5SettingStaysBounded_data() {
    QTest::addColumn<QString>("id");
    for (const QString& id : kConstraintIds) {
        QTest::newRow(qPrintable(id)) << id;
    }
}

void TestConstraints::r5SettingStaysBounded() {
    QFETCH(QString, id);
    // k·dt²/m = 8.9: explicit methods need dt < 2/√(k/m·12) ≈ 0.006 s here.
    Simulation sim = makeSimulation(r5Scene(), IntegratorChoice{id.toStdString(), kR5Dt, {}});
    const Eigen::Matrix3Xd start = sim.system().positions();
    QVERIFY2(sim.advanceTo(10.0), sim.blowUp() ? "blew up" : "");
    const Eigen::Matrix3Xd& x = sim.system().positions();
    QVERIFY(x.allFinite() && sim.system().velocities().allFinite());
    // Hanging from two corners 10 m apart, a bounded cloth stays within a few diagonals
    // (14.1 m) of the pins; after 10 s of free fall it would be 490 m away. The corner springs
    // carry about half the weight, 2.2 kN, so the exact solution has a peak strain of ≈ 0.27;
    // velocity-constraints with its 5 default iterations is much softer (≈ 1.5).
    double far = 0.0;
    for (int i = 0; i < x.cols(); ++i) {
        far = std::max(far, (x.col(i) - start.col(0)).norm());
    }
    const double strain = computeStrain(sim.system(), x).max[0];
    const QString what = QString("farthest %1 m, max structural strain %2").arg(far).arg(strain);
    QVERIFY2(far < 25.0 && strain < 2.0, qPrintable(what));
}

void TestConstraints::chebyshevConvergesToItsMinimiser() {
    // The residual is |∇Φ|, zero exactly at the implicit Euler solution.
    Simulation sim =
        makeSimulation(r5Scene(), IntegratorChoice{"chebyshev", kR5Dt, {{"iterations", 3000}}});
    QVERIFY(sim.step());
    const std::vector<double>& r = sim.integrator().stats().residuals;
    QCOMPARE(int(r.size()), 3000);
    QVERIFY2(r.back() < 1e-9 * r.front(),
             qPrintable(QString("residual %1 → %2").arg(r.front()).arg(r.back())));
}

void TestConstraints::approachesImplicitEuler_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QList<int>>("iterations");
    QTest::newRow("chebyshev") << "chebyshev" << QList<int>{4, 16, 64, 256};
    QTest::newRow("xpbd") << "xpbd" << QList<int>{5, 20, 80};
}

void TestConstraints::approachesImplicitEuler() {
    QFETCH(QString, id);
    QFETCH(QList<int>, iterations);
    std::unique_ptr<Integrator> implicit = createIntegrator("implicit-euler");
    if (!implicit) {
        QSKIP("implicit-euler is not registered in this build (written in parallel); "
              "this comparison runs once it is");
    }
    const auto state = r5State(10);
    const Eigen::Matrix3Xd reference =
        oneStep("implicit-euler", tightImplicitEuler(*implicit), state);
    double previous = std::numeric_limits<double>::infinity();
    QString trace;
    for (int n : iterations) {
        const double d =
            rmsDifference(oneStep(id.toStdString(), {{"iterations", n}}, state), reference);
        trace += QString(" %1:%2").arg(n).arg(d);
        QVERIFY2(d < previous, qPrintable(trace));
        previous = d;
    }
    qInfo("%s vs implicit-euler, RMS |Δx| (m) by iterations:%s", qPrintable(id), qPrintable(trace));
}

void TestConstraints::xpbdStiffnessIndependentOfIterations() {
    // Structural k = 200 N/m, m = 10 g, h = 1/240 s: the true sag strain is a few percent
    // and ½·k·h²·W = 0.35 < 1, so pbd relaxes a fraction of it per sweep.
    const double k = 200.0;
    const double dt = 1.0 / 240.0;
    std::array<double, 3> pbd{};
    std::array<double, 3> xpbd{};
    const std::array<int, 3> counts{5, 20, 80};
    for (std::size_t c = 0; c < counts.size(); ++c) {
        pbd[c] = settledStrain("pbd", {{"relaxations", counts[c]}}, k, dt);
        xpbd[c] = settledStrain("xpbd", {{"iterations", counts[c]}}, k, dt);
    }
    const QString trace = QString("pbd %1 %2 %3, xpbd %4 %5 %6")
                              .arg(pbd[0])
                              .arg(pbd[1])
                              .arg(pbd[2])
                              .arg(xpbd[0])
                              .arg(xpbd[1])
                              .arg(xpbd[2]);
    qInfo("mean structural strain at 5, 20, 80 iterations: %s", qPrintable(trace));
    // pbd: more sweeps, stiffer cloth.
    QVERIFY2(pbd[0] > pbd[1] && pbd[1] > pbd[2], qPrintable(trace));
    QVERIFY2(pbd[0] / pbd[2] > 5.0, qPrintable(trace));
    // xpbd: the stiffness comes from k, so 16× the iterations barely changes the strain.
    const double xpbdRatio = std::max(xpbd[0], xpbd[2]) / std::min(xpbd[0], xpbd[2]);
    QVERIFY2(xpbdRatio < 1.5, qPrintable(trace));
    QVERIFY2(pbd[0] / pbd[2] > 4.0 * xpbdRatio, qPrintable(trace));
}

void TestConstraints::velocityConstraintsStiffenWithIterations() {
    const double k = 200.0;
    const double dt = 1.0 / 60.0;
    double previous = std::numeric_limits<double>::infinity();
    QString trace;
    for (int n : {1, 3, 5, 20}) {
        const double strain = settledStrain("velocity-constraints", {{"iterations", n}}, k, dt);
        trace += QString(" %1:%2").arg(n).arg(strain);
        QVERIFY2(strain < previous, qPrintable(trace));
        previous = strain;
    }
    qInfo("velocity-constraints strain by iterations:%s", qPrintable(trace));
}

void TestConstraints::stiffnessTableMatters_data() {
    QTest::addColumn<QString>("id");
    for (const QString& id : kConstraintIds) {
        QTest::newRow(qPrintable(id)) << id;
    }
}

void TestConstraints::stiffnessTableMatters() {
    // One physics for all: the same method on a 4× stiffer table sags less.
    QFETCH(QString, id);
    const double dt = 1.0 / 240.0;
    const double soft = settledStrain(id.toStdString(), {}, 50.0, dt, 2.0);
    const double stiff = settledStrain(id.toStdString(), {}, 200.0, dt, 2.0);
    QVERIFY2(stiff < 0.7 * soft, qPrintable(QString("soft %1 stiff %2").arg(soft).arg(stiff)));
}

void TestConstraints::diagnosticsReported_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("parameter");
    QTest::addColumn<int>("iterations");
    QTest::newRow("chebyshev") << "chebyshev"
                               << "iterations" << 40;
    QTest::newRow("pbd") << "pbd"
                         << "relaxations" << 12;
    QTest::newRow("xpbd") << "xpbd"
                          << "iterations" << 12;
    QTest::newRow("velocity-constraints") << "velocity-constraints"
                                          << "iterations" << 12;
}

void TestConstraints::diagnosticsReported() {
    QFETCH(QString, id);
    QFETCH(QString, parameter);
    QFETCH(int, iterations);
    Simulation sim = makeSimulation(
        r5Scene(),
        IntegratorChoice{id.toStdString(), kR5Dt, {{parameter.toStdString(), iterations}}});
    QVERIFY(sim.advance(3));
    const SolverStats& stats = sim.integrator().stats();
    QCOMPARE(stats.iterations, iterations);
    QCOMPARE(int(stats.residuals.size()), iterations);
    for (double r : stats.residuals) {
        QVERIFY(std::isfinite(r) && r >= 0.0);
    }
    // The iterations reduce what they measure (gradient norm or strain).
    QVERIFY2(
        stats.residuals.back() < stats.residuals.front(),
        qPrintable(QString("%1 → %2").arg(stats.residuals.front()).arg(stats.residuals.back())));
}

void TestConstraints::dampingMatters_data() {
    stiffnessTableMatters_data();
}

void TestConstraints::dampingMatters() {
    // The damping c of the table is honoured: the undamped oscillator (k = 100 N/m, m = 1 kg)
    // with c = 2 N·s/m decays like e^(−c·t/m) in energy, to 13 % after 1 s; each method's own
    // numerical damping at dt = 1/240 s is far weaker.
    QFETCH(QString, id);
    auto energyAfter = [&id](double c) {
        Scene scene = springOscillatorScene(100.0, 1.0, 1.0, 0.1);
        scene.stiffness[SpringKind::Structural].damping = c;
        Simulation sim = makeSimulation(scene, IntegratorChoice{id.toStdString(), 1.0 / 240.0, {}});
        sim.advanceTo(1.0);
        return sim.energy().terms.mechanical();
    };
    const double undamped = energyAfter(0.0);
    const double damped = energyAfter(2.0);
    QVERIFY2(damped < 0.4 * undamped,
             qPrintable(QString("energy %1 J undamped, %2 J damped").arg(undamped).arg(damped)));
}

void TestConstraints::deterministic_data() {
    stiffnessTableMatters_data();
}

void TestConstraints::deterministic() {
    QFETCH(QString, id);
    auto run = [&id] {
        Simulation sim = makeSimulation(clothlab::test::busyClothScene(8),
                                        IntegratorChoice{id.toStdString(), 1e-3, {}});
        sim.advance(200);
        return sim.system().positions();
    };
    QVERIFY(clothlab::test::bitIdentical(run(), run()));
}

void TestConstraints::sweepOrderColours() {
    // A hub with 100 spokes has more springs at one particle than the 64 colours of the
    // sweep order: those beyond go to the serial tail. Before it, no two springs of one
    // colour share a particle (the vector path of the sweeps relies on it).
    Scene scene;
    CustomBodySpec hub;
    hub.particles.push_back({Vec3::Zero(), Vec3::Zero(), 1.0, false});
    for (int i = 0; i < 100; ++i) {
        const double angle = 2.0 * M_PI * i / 100.0;
        hub.particles.push_back(
            {Vec3(std::cos(angle), std::sin(angle), 0.0), Vec3::Zero(), 0.01, false});
        hub.springs.push_back({0, i + 1, SpringKind::Structural, 0.8, 1.0});
        hub.springs.push_back({i + 1, (i + 1) % 100 + 1, SpringKind::Shear, std::nullopt, 1.0});
    }
    scene.bodies.emplace_back(hub);
    for (const Scene& s : {scene, clothlab::test::busyClothScene(12)}) {
        const System system = buildSystem(s);
        const ForceModel model(system, s.environment);
        constraints::SweepOrder order;
        QVERIFY(order.update(model.springs(), system.particleCount()));
        QVERIFY(!order.update(model.springs(), system.particleCount()));
        const PackedSprings& p = model.springs();
        QCOMPARE(int(order.order.size()), p.size());
        std::vector<int> seen(static_cast<std::size_t>(p.size()), 0);
        for (int q : order.order) {
            ++seen[static_cast<std::size_t>(q)];
        }
        QVERIFY(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }));
        QCOMPARE(order.colourBegin.back(), p.size());
        for (std::size_t c = 0; c + 1 < order.colourBegin.size(); ++c) {
            if (order.colourBegin[c] >= order.serialBegin) {
                continue;
            }
            std::vector<int> touched(static_cast<std::size_t>(system.particleCount()), 0);
            for (int q = order.colourBegin[c]; q < order.colourBegin[c + 1]; ++q) {
                const int spring = order.order[static_cast<std::size_t>(q)];
                QVERIFY(++touched[static_cast<std::size_t>(p.a[spring])] == 1);
                QVERIFY(++touched[static_cast<std::size_t>(p.b[spring])] == 1);
            }
        }
    }
    constraints::SweepOrder hubOrder;
    const System hubSystem = buildSystem(scene);
    hubOrder.update(ForceModel(hubSystem, scene.environment).springs(), hubSystem.particleCount());
    QCOMPARE(hubOrder.serialBegin, 200 - 36); // 64 spokes coloured, 36 in the serial tail
}

void TestConstraints::hubBeyondSixtyFourColours_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("parameter");
    QTest::newRow("pbd") << "pbd"
                         << "relaxations";
    QTest::newRow("xpbd") << "xpbd"
                          << "iterations";
}

void TestConstraints::hubBeyondSixtyFourColours() {
    // A free hub with 100 stretched spokes relaxes to rest, serial tail included.
    QFETCH(QString, id);
    QFETCH(QString, parameter);
    Scene scene;
    scene.environment.gravity = Vec3::Zero();
    scene.stiffness[SpringKind::Structural] = {1e4, 1e4, 0.0};
    CustomBodySpec hub;
    hub.particles.push_back({Vec3::Zero(), Vec3::Zero(), 1.0, false});
    for (int i = 0; i < 100; ++i) {
        const double angle = 2.0 * M_PI * i / 100.0;
        hub.particles.push_back(
            {Vec3(std::cos(angle), std::sin(angle), 0.0), Vec3::Zero(), 0.01, false});
        hub.springs.push_back({0, i + 1, SpringKind::Structural, 0.8, 1.0});
    }
    scene.bodies.emplace_back(hub);
    Simulation sim = makeSimulation(
        scene, IntegratorChoice{id.toStdString(), 1.0 / 60.0, {{parameter.toStdString(), 50}}});
    QVERIFY(sim.advance(30));
    const double strain = computeStrain(sim.system(), sim.system().positions()).max[0];
    QVERIFY2(strain < 1e-3, qPrintable(QString("max strain %1").arg(strain)));
}

QTEST_APPLESS_MAIN(TestConstraints)
#include "test_constraints.moc"
