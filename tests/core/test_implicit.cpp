// The implicit family: spring Jacobians against finite differences of the forces, observed
// order of implicit-euler and bdf2 on the oscillator, R5's stiff cloth staying bounded where
// explicit Euler blows up, projective dynamics converging to the implicit Euler step, and
// projective dynamics factorising only when it must; its split Cholesky factor and two-thread
// steps against one thread.
#include "core/base/worker_pair.h"
#include "core/forces/spring_jacobians.h"
#include "core/integrators/block_sparse.h"
#include "core/integrators/projective.h"
#include "core/integrators/split_cholesky.h"
#include "test_support.h"

#include <Eigen/Dense>
#include <Eigen/SparseCholesky>
#include <QtTest>
#include <atomic>
#include <random>

using namespace clothlab::core;

namespace {

constexpr double kK = 100.0;
constexpr double kMass = 1.0;
constexpr double kRest = 1.0;
constexpr double kAmplitude = 0.1;

/// Tight solver settings for accuracy tests: the Newton solution, not its approximation.
const std::vector<std::pair<std::string, double>> kTightNewton{{"newton-iterations", 12},
                                                               {"cg-tolerance", 1e-13}};

/// R5 (reference-systems.md): 21 × 21 nodes over 10 m × 10 m, triangle-mesh edges, 1 kg per
/// node, k = 8000 N/m, two corners pinned, dt = 1/30 s (set by the caller).
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
    cloth.particleMass = 1.0;
    cloth.topology = ClothTopology::TriangleEdges;
    cloth.pinned.corners = {"top-left", "top-right"};
    scene.bodies.emplace_back(cloth);
    return scene;
}

/// A random configuration of one spring whose extension is in [lo, hi]·L.
struct SpringSample {
    Vec3 xi, xj, vi, vj;
    double rest = 0.0;
};

SpringSample randomSpring(std::mt19937& rng, double lo, double hi) {
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    std::uniform_real_distribution<double> stretch(lo, hi);
    SpringSample s;
    s.xi = Vec3(u(rng), u(rng), u(rng));
    const Vec3 dir = Vec3(u(rng), u(rng), u(rng)).normalized();
    s.rest = 0.5 + 0.5 * std::abs(u(rng));
    s.xj = s.xi + stretch(rng) * s.rest * dir;
    s.vi = Vec3(u(rng), u(rng), u(rng));
    s.vj = Vec3(u(rng), u(rng), u(rng));
    return s;
}

/// Central differences of springForce (force on i) with respect to x_j (or v_j).
Eigen::Matrix3d finiteDifference(const SpringSample& s, double kp, double km, double c,
                                 bool velocity) {
    const double eps = 1e-6;
    Eigen::Matrix3d jac;
    for (int col = 0; col < 3; ++col) {
        SpringSample plus = s;
        SpringSample minus = s;
        (velocity ? plus.vj : plus.xj)[col] += eps;
        (velocity ? minus.vj : minus.xj)[col] -= eps;
        jac.col(col) = (springForce(plus.xi, plus.xj, plus.vi, plus.vj, s.rest, kp, km, c) -
                        springForce(minus.xi, minus.xj, minus.vi, minus.vj, s.rest, kp, km, c)) /
                       (2.0 * eps);
    }
    return jac;
}

/// State after `steps` steps of the busy cloth under implicit-euler, as the start of a
/// single-step comparison.
System warmedUpBusyCloth(const Scene& scene, int steps, double dt) {
    Simulation sim = makeSimulation(scene, IntegratorChoice{"implicit-euler", dt, kTightNewton});
    sim.advance(steps);
    return sim.system();
}

/// One step of `id` from the state of `start`.
Eigen::Matrix3Xd oneStep(const Scene& scene, const System& start, const IntegratorChoice& choice,
                         SolverStats* stats = nullptr) {
    Simulation sim = makeSimulation(scene, choice);
    sim.system().positions() = start.positions();
    sim.system().velocities() = start.velocities();
    sim.stateChanged();
    sim.step();
    if (stats) {
        *stats = sim.integrator().stats();
    }
    return sim.system().positions();
}

/// Q = D + Σ ω·AᵀA on an n × n provot cloth with random positive weights and diagonal, as
/// projective dynamics' global step builds it (no pins: every particle an unknown).
Eigen::SparseMatrix<double> randomClothMatrix(int n) {
    const Scene scene = clothlab::test::busyClothScene(n);
    const System system = buildSystem(scene);
    const ForceModel model(system, scene.environment);
    const PackedSprings& p = model.springs();
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> u(0.5, 2.0);
    const int size = system.particleCount();
    std::vector<Eigen::Triplet<double>> entries;
    for (int i = 0; i < size; ++i) {
        entries.emplace_back(i, i, 1e-3 * u(rng));
    }
    for (int s = 0; s < p.size(); ++s) {
        const double w = u(rng);
        const int a = p.a[static_cast<std::size_t>(s)];
        const int b = p.b[static_cast<std::size_t>(s)];
        entries.emplace_back(a, a, w);
        entries.emplace_back(b, b, w);
        entries.emplace_back(a, b, -w);
        entries.emplace_back(b, a, -w);
    }
    Eigen::SparseMatrix<double> q(size, size);
    q.setFromTriplets(entries.begin(), entries.end());
    return q;
}

} // namespace

class TestImplicit : public QObject {
    Q_OBJECT

private slots:
    void catalogHasTheImplicitMethods();
    void stiffnessJacobian_data();
    void stiffnessJacobian();
    void dampingJacobian();
    void clampedJacobianIsPositiveSemidefinite();
    void conjugateGradientSolves();
    void newtonConverges_data();
    void newtonConverges();
    void observedOrder_data();
    void observedOrder();
    void stiffClothStaysBounded_data();
    void stiffClothStaysBounded();
    void explicitEulerBlowsUpOnStiffCloth();
    void projectiveDynamicsApproachesImplicitEuler();
    void projectiveDynamicsFactorisesOnlyWhenNeeded();
    void splitCholeskySolves_data();
    void splitCholeskySolves();
    void splitCholeskyDealsSeparatePieces();
    void workerPairRunsEveryStageOnce();
    void projectiveDynamicsThreadsAgree();
    void diagnosticsAreReported_data();
    void diagnosticsAreReported();
};

void TestImplicit::catalogHasTheImplicitMethods() {
    for (const auto& [id, order] : {std::pair<std::string, int>{"implicit-euler", 1},
                                    {"bdf2", 2},
                                    {"projective-dynamics", 1},
                                    {"implicit-midpoint", 2},
                                    {"newmark", 2},
                                    {"generalized-alpha", 2}}) {
        const IntegratorInfo* info = findIntegrator(id);
        QVERIFY2(info, id.c_str());
        QVERIFY(info->implicit);
        QCOMPARE(info->order, order);
        // One physics for all: the description says how the stiffness table is used.
        QVERIFY(info->summary.find("Stiffness table") != std::string::npos);
    }
}

void TestImplicit::stiffnessJacobian_data() {
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<double>("kStretch");
    QTest::addColumn<double>("kCompress");
    QTest::newRow("stretched") << 1.05 << 1.6 << 300.0 << 120.0;
    QTest::newRow("compressed") << 0.4 << 0.95 << 300.0 << 120.0;
    QTest::newRow("compressed, stiffer in compression") << 0.4 << 0.95 << 50.0 << 900.0;
    QTest::newRow("stretched, equal branches") << 1.05 << 1.6 << 8000.0 << 8000.0;
}

void TestImplicit::stiffnessJacobian() {
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(double, kStretch);
    QFETCH(double, kCompress);
    std::mt19937 rng(7);
    for (int sample = 0; sample < 50; ++sample) {
        SpringSample s = randomSpring(rng, lo, hi);
        // Equal velocities: the (omitted) position derivative of damping vanishes, so the
        // elastic block is the whole ∂f/∂x even with damping switched on.
        s.vj = s.vi;
        const Eigen::Matrix3d fd = finiteDifference(s, kStretch, kCompress, 0.7, false);
        const Eigen::Matrix3d jac =
            springStiffnessJacobian(s.xi, s.xj, s.rest, kStretch, kCompress, false).matrix();
        const double scale = std::max(kStretch, kCompress);
        QVERIFY2(
            (fd - jac).norm() < 1e-6 * scale,
            qPrintable(QString("sample %1: |fd - J| = %2").arg(sample).arg((fd - jac).norm())));
        // ∂f_i/∂x_i = −∂f_i/∂x_j: translating both ends does not change the force.
        SpringSample shifted = s;
        shifted.xi += Vec3(1e-6, 0.0, 0.0);
        shifted.xj += Vec3(1e-6, 0.0, 0.0);
        QVERIFY((springForce(shifted.xi, shifted.xj, s.vi, s.vj, s.rest, kStretch, kCompress, 0.7) -
                 springForce(s.xi, s.xj, s.vi, s.vj, s.rest, kStretch, kCompress, 0.7))
                    .norm() < 1e-9 * scale);
        // The clamp changes nothing for a stretched spring.
        if (lo > 1.0) {
            const Eigen::Matrix3d clamped =
                springStiffnessJacobian(s.xi, s.xj, s.rest, kStretch, kCompress, true).matrix();
            QCOMPARE(clamped, jac);
        }
    }
}

void TestImplicit::dampingJacobian() {
    std::mt19937 rng(11);
    for (int sample = 0; sample < 50; ++sample) {
        const SpringSample s = randomSpring(rng, 0.5, 1.5);
        const double c = 2.5;
        const Eigen::Matrix3d fd = finiteDifference(s, 300.0, 120.0, c, true);
        const Eigen::Matrix3d jac = springDampingJacobian(s.xi, s.xj, c).matrix();
        QVERIFY2(
            (fd - jac).norm() < 1e-7,
            qPrintable(QString("sample %1: |fd - J| = %2").arg(sample).arg((fd - jac).norm())));
    }
}

void TestImplicit::clampedJacobianIsPositiveSemidefinite() {
    std::mt19937 rng(13);
    for (int sample = 0; sample < 50; ++sample) {
        const SpringSample s = randomSpring(rng, 0.3, 0.95);
        const SpringBlock exact = springStiffnessJacobian(s.xi, s.xj, s.rest, 200.0, 100.0, false);
        const SpringBlock clamped = springStiffnessJacobian(s.xi, s.xj, s.rest, 200.0, 100.0, true);
        // Exact: indefinite for a compressed spring (negative transverse curvature).
        QVERIFY(exact.iso < 0.0);
        const Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> eig(clamped.matrix());
        QVERIFY(eig.eigenvalues().minCoeff() >= -1e-12);
        // Along the spring both are the same: k.
        QVERIFY(std::abs(clamped.n.dot(clamped.apply(clamped.n)) - 100.0) < 1e-9);
        QVERIFY(std::abs(exact.n.dot(exact.apply(exact.n)) - 100.0) < 1e-9);
    }
}

void TestImplicit::conjugateGradientSolves() {
    // A = M + K on a small cloth's spring pattern, checked against a dense solve.
    Scene scene = clothlab::test::busyClothScene(5);
    const System system = buildSystem(scene);
    const ForceModel model(system, scene.environment);
    BlockSparseMatrix3 a;
    a.buildPattern(system.particleCount(), model.springs());
    const int n = system.particleCount();
    Eigen::MatrixXd dense = Eigen::MatrixXd::Zero(3 * n, 3 * n);
    for (int i = 0; i < n; ++i) {
        Eigen::Map<Eigen::Matrix3d>(a.block(a.diagonalBlock(i))) =
            2.0 * Eigen::Matrix3d::Identity();
    }
    const PackedSprings& p = model.springs();
    for (int s = 0; s < p.size(); ++s) {
        const auto us = static_cast<std::size_t>(s);
        const Eigen::Matrix3d b = springStiffnessJacobian(system.positions().col(p.a[us]),
                                                          system.positions().col(p.b[us]),
                                                          0.5 * p.rest[us], 1.0, 1.0, true)
                                      .matrix();
        Eigen::Map<Eigen::Matrix3d>(a.block(a.diagonalBlock(p.a[us]))) += b;
        Eigen::Map<Eigen::Matrix3d>(a.block(a.diagonalBlock(p.b[us]))) += b;
        Eigen::Map<Eigen::Matrix3d>(a.block(a.springBlock(s))) -= b;
        Eigen::Map<Eigen::Matrix3d>(a.block(a.transposeBlock(s))) -= b;
    }
    for (int r = 0; r < n; ++r) {
        for (int e = a.rowBegin(r); e < a.rowBegin(r + 1); ++e) {
            dense.block<3, 3>(3 * r, 3 * a.column(e)) =
                Eigen::Map<const Eigen::Matrix<double, 3, 3, Eigen::RowMajor>>(a.block(e));
        }
    }
    QVERIFY((dense - dense.transpose()).norm() < 1e-12);
    const Eigen::VectorXd rhs = Eigen::VectorXd::LinSpaced(3 * n, -1.0, 2.0);
    Eigen::VectorXd x = Eigen::VectorXd::Zero(3 * n);
    JacobiPcg cg;
    std::vector<double> history;
    const CgResult result = cg.solve(a, rhs.data(), x.data(), 1e-12, 1000, &history);
    QVERIFY(result.relativeResidual <= 1e-12);
    QCOMPARE(static_cast<int>(history.size()), result.iterations);
    const Eigen::VectorXd exact = dense.ldlt().solve(rhs);
    QVERIFY2((x - exact).norm() < 1e-9 * exact.norm(),
             qPrintable(QString::number((x - exact).norm())));
}

void TestImplicit::newtonConverges_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("exactJacobian");
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("after");
    QTest::addColumn<double>("reduction");
    // With spring damping (whose position derivative the matrix leaves out) and compressed
    // springs (whose transverse term it clamps) convergence is linear. Without damping and
    // with k⁻ = 0 the matrix is the exact Jacobian and Newton converges quadratically: three
    // iterations reach round-off. bdf2 runs two steps so that the second is a BDF2 step.
    QTest::newRow("implicit-euler, damped") << "implicit-euler" << false << 1 << 7 << 1e-6;
    QTest::newRow("bdf2, damped") << "bdf2" << false << 2 << 7 << 1e-6;
    QTest::newRow("implicit-euler, exact Jacobian") << "implicit-euler" << true << 1 << 3 << 1e-10;
    QTest::newRow("bdf2, exact Jacobian") << "bdf2" << true << 2 << 3 << 1e-10;
    // Their half-size (midpoint) or γ-weighted steps reach round-off one iteration earlier.
    for (const char* id : {"implicit-midpoint", "newmark", "generalized-alpha"}) {
        QTest::newRow((std::string(id) + ", damped").c_str()) << id << false << 2 << 7 << 1e-6;
        QTest::newRow((std::string(id) + ", exact Jacobian").c_str())
            << id << true << 2 << 2 << 1e-10;
    }
}

void TestImplicit::newtonConverges() {
    QFETCH(QString, id);
    QFETCH(bool, exactJacobian);
    QFETCH(int, steps);
    QFETCH(int, after);
    QFETCH(double, reduction);
    // Air drag, modulated wind and k⁺ ≠ k⁻ stay on: the Newton residual is exact, so it falls
    // towards round-off whatever the matrix leaves out.
    Scene scene = clothlab::test::busyClothScene(8);
    if (exactJacobian) {
        for (SpringKind kind : kAllSpringKinds) {
            scene.stiffness[kind].damping = 0.0;
            scene.stiffness[kind].compression = 0.0;
        }
    }
    const double dt = 1.0 / 60.0;
    const System start = warmedUpBusyCloth(scene, 20, dt);
    Simulation run = makeSimulation(
        scene, IntegratorChoice{
                   id.toStdString(), dt, {{"newton-iterations", 8}, {"cg-tolerance", 1e-14}}});
    run.system().positions() = start.positions();
    run.system().velocities() = start.velocities();
    run.stateChanged();
    QVERIFY(run.advance(steps));
    const SolverStats& stats = run.integrator().stats();
    QCOMPARE(stats.iterations, 8);
    QCOMPARE(static_cast<int>(stats.residuals.size()), 8);
    QVERIFY(stats.linearIterations >= 8);
    QString trace;
    for (double r : stats.residuals) {
        trace += QString(" %1").arg(r);
    }
    const auto at = static_cast<std::size_t>(after);
    QVERIFY2(stats.residuals[at] < reduction * stats.residuals.front(), qPrintable(trace));
    for (std::size_t k = 1; k <= at; ++k) {
        QVERIFY2(stats.residuals[k] < stats.residuals[k - 1], qPrintable(trace));
    }
}

void TestImplicit::observedOrder_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("dt");
    QTest::addColumn<double>("order");
    QTest::newRow("implicit-euler") << "implicit-euler" << 1e-3 << 1.0;
    QTest::newRow("bdf2") << "bdf2" << 4e-3 << 2.0;
    QTest::newRow("implicit-midpoint") << "implicit-midpoint" << 4e-3 << 2.0;
    QTest::newRow("newmark") << "newmark" << 4e-3 << 2.0;
    QTest::newRow("generalized-alpha") << "generalized-alpha" << 4e-3 << 2.0;
}

void TestImplicit::observedOrder() {
    QFETCH(QString, id);
    QFETCH(double, dt);
    QFETCH(double, order);
    const std::string failure = clothlab::test::observedOrderFailure(
        IntegratorChoice{id.toStdString(), dt, kTightNewton}, order);
    QVERIFY2(failure.empty(), failure.c_str());
}

void TestImplicit::stiffClothStaysBounded_data() {
    QTest::addColumn<QString>("id");
    QTest::newRow("implicit-euler") << "implicit-euler";
    QTest::newRow("bdf2") << "bdf2";
    QTest::newRow("projective-dynamics") << "projective-dynamics";
    QTest::newRow("implicit-midpoint") << "implicit-midpoint";
    QTest::newRow("newmark") << "newmark";
    QTest::newRow("generalized-alpha") << "generalized-alpha";
}

void TestImplicit::stiffClothStaysBounded() {
    QFETCH(QString, id);
    Simulation sim = makeSimulation(r5Scene(), IntegratorChoice{id.toStdString(), 1.0 / 30.0, {}});
    const double e0 = sim.energy().terms.mechanical();
    // What the cloth can release by falling: its weight times its size (441 kg, 10 m).
    const double scale = 441.0 * 9.81 * 10.0;
    double highest = e0;
    for (int step = 0; step < 300; ++step) { // 10 s
        QVERIFY2(sim.step(), qPrintable(QString("%1 blew up at step %2").arg(id).arg(step)));
        highest = std::max(highest, sim.energy().terms.mechanical());
        QVERIFY(std::isfinite(sim.energy().terms.mechanical()));
    }
    QVERIFY(!sim.blowUp());
    // No energy is put in (no wind): the mechanical energy may not rise above its start by more
    // than a small fraction of the fall energy, and the cloth stays within a few sizes.
    QVERIFY2(highest - e0 < 0.05 * scale,
             qPrintable(QString("energy gain %1 J").arg(highest - e0)));
    QVERIFY(sim.system().positions().cwiseAbs().maxCoeff() < 30.0);
}

void TestImplicit::explicitEulerBlowsUpOnStiffCloth() {
    Simulation sim = makeSimulation(r5Scene(), IntegratorChoice{"explicit-euler", 1.0 / 30.0, {}});
    QVERIFY(!sim.advanceTo(10.0));
    QVERIFY(sim.blowUp().has_value());
    QVERIFY(sim.blowUp()->time <= 10.0);
}

void TestImplicit::projectiveDynamicsApproachesImplicitEuler() {
    // A moving, damped, wind-blown cloth with k⁺ ≠ k⁻: PD converges to the same backward Euler
    // step that Newton solves to round-off.
    const Scene scene = clothlab::test::busyClothScene(8);
    const double dt = 1.0 / 60.0;
    const System start = warmedUpBusyCloth(scene, 20, dt);
    const Eigen::Matrix3Xd reference =
        oneStep(scene, start,
                IntegratorChoice{
                    "implicit-euler", dt, {{"newton-iterations", 30}, {"cg-tolerance", 1e-14}}});
    double previous = std::numeric_limits<double>::infinity();
    QString trace;
    for (int iterations : {4, 16, 64, 256}) {
        const Eigen::Matrix3Xd x =
            oneStep(scene, start,
                    IntegratorChoice{"projective-dynamics", dt, {{"iterations", iterations}}});
        const double difference = (x - reference).cwiseAbs().maxCoeff();
        trace += QString(" %1:%2").arg(iterations).arg(difference);
        QVERIFY2(difference < previous, qPrintable(trace));
        previous = difference;
    }
    QVERIFY2(previous < 1e-6, qPrintable(trace));
}

void TestImplicit::projectiveDynamicsFactorisesOnlyWhenNeeded() {
    Simulation sim = makeSimulation(clothlab::test::busyClothScene(6),
                                    IntegratorChoice{"projective-dynamics", 0.01, {}});
    auto* pd = dynamic_cast<ProjectiveDynamicsIntegrator*>(&sim.integrator());
    QVERIFY(pd);
    QVERIFY(sim.advance(20));
    QCOMPARE(pd->factorizations(), 1);
    // Wind changes the right-hand side only.
    Environment env = sim.environment();
    env.wind = Vec3(3.0, 0.0, 0.0);
    sim.setEnvironment(env);
    QVERIFY(sim.advance(5));
    QCOMPARE(pd->factorizations(), 1);
    // Stiffness: refactorise once.
    sim.system().stiffness()[SpringKind::Shear].stretch *= 2.0;
    sim.stateChanged();
    QVERIFY(sim.advance(5));
    QCOMPARE(pd->factorizations(), 2);
    // Time step and masses too.
    sim.setDt(0.005);
    QVERIFY(sim.advance(5));
    QCOMPARE(pd->factorizations(), 3);
    sim.system().setMass(7, 0.2);
    sim.stateChanged();
    QVERIFY(sim.advance(5));
    QCOMPARE(pd->factorizations(), 4);
}

void TestImplicit::splitCholeskySolves_data() {
    QTest::addColumn<int>("n");
    QTest::newRow("2 × 2") << 2; // too small to split
    QTest::newRow("5 × 5") << 5;
    QTest::newRow("24 × 24") << 24;
}

void TestImplicit::splitCholeskySolves() {
    QFETCH(int, n);
    const Eigen::SparseMatrix<double> q = randomClothMatrix(n);
    const int size = static_cast<int>(q.rows());
    SplitCholesky factor;
    QVERIFY(factor.factorize(q));
    QCOMPARE(factor.size(), size);
    // The slots are a permutation, and the three ranges cover it in order.
    std::vector<int> sorted = factor.permutation();
    std::sort(sorted.begin(), sorted.end());
    for (int i = 0; i < size; ++i) {
        QCOMPARE(sorted[static_cast<std::size_t>(i)], i);
    }
    QCOMPARE(factor.begin(0), 0);
    QCOMPARE(factor.end(0), factor.begin(1));
    QCOMPARE(factor.end(1), factor.begin(2));
    QCOMPARE(factor.end(2), size);
    QCOMPARE(factor.partNonZeros(0) + factor.partNonZeros(1) + factor.partNonZeros(2),
             factor.nonZeros());
    // No entry of Q couples part 0 with part 1.
    auto partOf = [&factor](int unknown) {
        const int slot = factor.permutation()[static_cast<std::size_t>(unknown)];
        return slot < factor.end(0) ? 0 : slot < factor.end(1) ? 1 : 2;
    };
    for (int j = 0; j < size; ++j) {
        for (Eigen::SparseMatrix<double>::InnerIterator it(q, j); it; ++it) {
            QVERIFY(partOf(j) + partOf(static_cast<int>(it.index())) != 1);
        }
    }
    // The rearrangement keeps the minimum-degree factor's size.
    const Eigen::SimplicialLLT<Eigen::SparseMatrix<double>> amd(q);
    QCOMPARE(factor.nonZeros(), Eigen::SparseMatrix<double>(amd.matrixL()).nonZeros());
    if (n >= 24) {
        QVERIFY(factor.end(0) > 0 && factor.end(1) > factor.begin(1)); // two real parts
    }
    // Q·x = b for three right-hand sides at once, to round-off.
    Eigen::MatrixXd b = Eigen::MatrixXd::Random(size, 3);
    Eigen::Matrix4Xd z = Eigen::Matrix4Xd::Zero(4, size);
    for (int i = 0; i < size; ++i) {
        z.col(factor.permutation()[static_cast<std::size_t>(i)]).head<3>() = b.row(i).transpose();
    }
    factor.solve(z);
    Eigen::MatrixXd x(size, 3);
    for (int i = 0; i < size; ++i) {
        x.row(i) = z.col(factor.permutation()[static_cast<std::size_t>(i)]).head<3>().transpose();
    }
    const double relative = (q * x - b).norm() / b.norm();
    QVERIFY2(relative < 1e-10, qPrintable(QString::number(relative)));
}

void TestImplicit::splitCholeskyDealsSeparatePieces() {
    // 3 000 separate springs (a forest of two-node trees): the pieces are dealt to the two parts
    // evenly, nothing is left to the separator, and the solve is exact.
    const int pieces = 3000;
    std::vector<Eigen::Triplet<double>> entries;
    for (int k = 0; k < pieces; ++k) {
        entries.emplace_back(2 * k, 2 * k, 2.0);
        entries.emplace_back(2 * k + 1, 2 * k + 1, 3.0);
        entries.emplace_back(2 * k, 2 * k + 1, -1.0);
        entries.emplace_back(2 * k + 1, 2 * k, -1.0);
    }
    Eigen::SparseMatrix<double> q(2 * pieces, 2 * pieces);
    q.setFromTriplets(entries.begin(), entries.end());
    SplitCholesky factor;
    QVERIFY(factor.factorize(q));
    QCOMPARE(factor.end(0), pieces);
    QCOMPARE(factor.end(1), 2 * pieces);
    QCOMPARE(factor.partNonZeros(2), Eigen::Index{0});
    Eigen::Matrix4Xd z = Eigen::Matrix4Xd::Zero(4, 2 * pieces);
    for (int k = 0; k < pieces; ++k) { // Q·(1, 1) = (1, 2) in every piece
        z(0, factor.permutation()[static_cast<std::size_t>(2 * k)]) = 1.0;
        z(0, factor.permutation()[static_cast<std::size_t>(2 * k + 1)]) = 2.0;
    }
    factor.solve(z);
    QVERIFY((z.row(0).array() - 1.0).abs().maxCoeff() < 1e-14);
}

void TestImplicit::workerPairRunsEveryStageOnce() {
    // Each stage sees everything the stages before it wrote, on one thread and on two.
    WorkerPair workers;
    for (int threads : {1, 2, 1, 2}) {
        std::array<long, 2> shares{0, 0};
        long total = 0;
        std::atomic<int> singles{0};
        auto body = [&](PairTeam& team) {
            for (int k = 1; k <= 200; ++k) {
                team.each([&](int share) { shares[static_cast<std::size_t>(share)] += k; });
                team.single([&] {
                    ++singles;
                    total += shares[0] + shares[1];
                });
            }
        };
        workers.run(threads, body);
        QCOMPARE(shares[0], 200L * 201 / 2);
        QCOMPARE(shares[1], 200L * 201 / 2);
        QCOMPARE(singles.load(), 200);
        long expected = 0;
        for (long k = 1; k <= 200; ++k) {
            expected += k * (k + 1);
        }
        QCOMPARE(total, expected);
    }
}

void TestImplicit::projectiveDynamicsThreadsAgree() {
    // Fixed parts and a fixed order of every sum: two threads give the one-thread result to the
    // bit, on a cloth large enough for both parts to be real.
    const Scene scene = clothlab::test::busyClothScene(40);
    std::vector<Eigen::Matrix3Xd> results;
    for (int threads : {1, 2}) {
        Simulation sim = makeSimulation(
            scene, IntegratorChoice{"projective-dynamics", 0.01, {{"iterations", 5}}});
        auto* pd = dynamic_cast<ProjectiveDynamicsIntegrator*>(&sim.integrator());
        QVERIFY(pd);
        pd->setThreadCount(threads);
        QCOMPARE(pd->activeThreads(1), threads);
        QVERIFY(sim.advance(20));
        QVERIFY(pd->serialShare() > 0.0 && pd->serialShare() < 0.5);
        results.push_back(sim.system().positions());
    }
    QVERIFY(results[0].array().isFinite().all());
    QVERIFY(results[0].cwiseNotEqual(results[1]).count() == 0);
}

void TestImplicit::diagnosticsAreReported_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("parameter");
    QTest::addColumn<int>("iterations");
    QTest::newRow("implicit-euler") << "implicit-euler"
                                    << "newton-iterations" << 3;
    QTest::newRow("bdf2") << "bdf2"
                          << "newton-iterations" << 3;
    QTest::newRow("projective-dynamics") << "projective-dynamics"
                                         << "iterations" << 7;
    for (const char* id : {"implicit-midpoint", "newmark", "generalized-alpha"}) {
        QTest::newRow(id) << id << "newton-iterations" << 3;
    }
}

void TestImplicit::diagnosticsAreReported() {
    QFETCH(QString, id);
    QFETCH(QString, parameter);
    QFETCH(int, iterations);
    Simulation sim = makeSimulation(
        clothlab::test::busyClothScene(6),
        IntegratorChoice{id.toStdString(), 0.01, {{parameter.toStdString(), iterations}}});
    QVERIFY(sim.advance(3));
    const SolverStats& stats = sim.integrator().stats();
    QCOMPARE(stats.iterations, iterations);
    QCOMPARE(static_cast<int>(stats.residuals.size()), iterations);
    for (double r : stats.residuals) {
        QVERIFY(std::isfinite(r) && r >= 0.0);
    }
    QVERIFY(stats.residuals.back() < stats.residuals.front());
    if (id != "projective-dynamics") {
        QVERIFY(stats.linearIterations >= iterations);
    }
}

QTEST_APPLESS_MAIN(TestImplicit)
#include "test_implicit.moc"
