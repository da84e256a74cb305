// The switches that tell ClothLab's corrected behaviour from the reference systems' own
// (pbd: relaxation-split, clamp, sweep-order, gravity-step, mass-scaled-gravity, early-exit;
// chebyshev:
// start, preconditioner; velocity-constraints: coefficient, sweep-order; scene: stage_order,
// obstacle margin, the stick-ray response, cloth quirks). Each test shows that a switch changes
// what it says, by a closed form on a scene small enough to work out by hand, and nothing else; and
// that the default value of every switch reproduces the behaviour from before the switch existed.
#include "core/scene/presets.h"
#include "core/scene/scene_builders.h"
#include "core/scene/scene_io.h"
#include "core/simulation/simulation.h"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <tuple>

using namespace clothlab::core;

namespace {

/// Particles on the x axis at `xs` (m), mass m each, `pinned` flags, joined in a chain by
/// structural springs of rest length 1 m and stiffness k; no gravity unless given.
Scene chainScene(const std::vector<double>& xs, double m, double k,
                 const std::vector<bool>& pinned = {}) {
    Scene scene;
    scene.environment.gravity = Vec3::Zero();
    scene.stiffness[SpringKind::Structural] = {k, k, 0.0};
    CustomBodySpec body;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        body.particles.push_back(
            {Vec3(xs[i], 0.0, 0.0), Vec3::Zero(), m, i < pinned.size() && pinned[i]});
    }
    for (int i = 0; i + 1 < static_cast<int>(xs.size()); ++i) {
        body.springs.push_back({i, i + 1, SpringKind::Structural, 1.0, 1.0});
    }
    scene.bodies.emplace_back(body);
    return scene;
}

/// x of every particle after `steps` steps of `choice`.
std::vector<double> xAfter(const Scene& scene, const IntegratorChoice& choice, int steps = 1) {
    Simulation sim = makeSimulation(scene, choice);
    sim.advance(steps);
    std::vector<double> xs;
    for (int i = 0; i < sim.system().particleCount(); ++i) {
        xs.push_back(sim.system().positions()(0, i));
    }
    return xs;
}

IntegratorChoice pbd(double dt, std::vector<std::pair<std::string, double>> parameters) {
    parameters.emplace_back("relaxations", 1.0);
    return {"pbd", dt, parameters};
}

Eigen::Matrix3Xd positionsAfter(const Scene& scene, const IntegratorChoice& choice, int steps) {
    Simulation sim = makeSimulation(scene, choice);
    sim.advance(steps);
    return sim.system().positions();
}

/// One free particle, mass m, at the origin with velocity v over a sphere or box obstacle.
Scene particleScene(const Vec3& x, const Vec3& v, double m = 1.0) {
    Scene scene;
    scene.environment.gravity = Vec3::Zero();
    CustomBodySpec body;
    body.particles.push_back({x, v, m, false});
    scene.bodies.emplace_back(body);
    return scene;
}

} // namespace

class TestSwitches : public QObject {
    Q_OBJECT

private slots:
    void pbdRelaxationSplit();
    void pbdClamp();
    void pbdSweepOrder();
    void pbdGravityStep();
    void pbdEarlyExit();
    void velocityCoefficient();
    void velocitySweepOrder();
    void chebyshevStartAndPreconditioner();
    void stageOrder();
    void obstacleMargin();
    void stickRayCatchesAPassThrough();
    void segmentHitsEachShape();
    void clothQuirks();
    void defaultsReproduceTheFormerBehaviour();
};

// Two free particles of 0.5 kg, 1.2 m apart (rest 1 m), k = 10 N/m, h = 0.1 s, one sweep:
// ½·k·h²·W = 0.2. ClothLab moves each end by σ·(w/W)·e = 0.2·½·0.2 = 0.02 m; R1 divides one
// move (l − L)·k·h²/2m = 0.02 m between them, 0.01 m each. With one end pinned both move
// the free end by 0.02 m.
void TestSwitches::pbdRelaxationSplit() {
    const Scene free = chainScene({0.0, 1.2}, 0.5, 10.0);
    const std::vector<double> perEnd = xAfter(free, pbd(0.1, {}));
    const std::vector<double> article = xAfter(free, pbd(0.1, {{"relaxation-split", 1.0}}));
    QVERIFY(std::abs(perEnd[0] - 0.02) < 1e-14 && std::abs(perEnd[1] - 1.18) < 1e-14);
    QVERIFY(std::abs(article[0] - 0.01) < 1e-14 && std::abs(article[1] - 1.19) < 1e-14);

    const Scene pinned = chainScene({0.0, 1.2}, 0.5, 10.0, {true, false});
    const std::vector<double> a = xAfter(pinned, pbd(0.1, {}));
    const std::vector<double> b = xAfter(pinned, pbd(0.1, {{"relaxation-split", 1.0}}));
    QCOMPARE(a[0], 0.0);
    QVERIFY(std::abs(a[1] - 1.18) < 1e-14);
    QVERIFY(std::abs(b[1] - a[1]) < 1e-15);
}

// k = 1000: ½·k·h²·W = 20 ≥ 1, the clamp engages (σ = 1: the spring is restored exactly);
// without it each end moves 20·½·0.2 = 2 m and the spring overshoots to 2.8 m. Below the
// threshold (k = 10) the switch changes nothing.
void TestSwitches::pbdClamp() {
    const Scene stiff = chainScene({0.0, 1.2}, 0.5, 1000.0);
    const std::vector<double> clamped = xAfter(stiff, pbd(0.1, {}));
    const std::vector<double> free = xAfter(stiff, pbd(0.1, {{"clamp", 0.0}}));
    QVERIFY(std::abs(clamped[1] - clamped[0] - 1.0) < 1e-14);
    QVERIFY(std::abs(free[0] - 2.0) < 1e-12 && std::abs(free[1] - -0.8) < 1e-12);
    const Scene soft = chainScene({0.0, 1.2}, 0.5, 10.0);
    QCOMPARE(xAfter(soft, pbd(0.1, {{"clamp", 0.0}})), xAfter(soft, pbd(0.1, {})));
}

// A chain of four free particles, each spring 0.2 m too long, σ = 0.2 per spring. List order
// visits (0,1), (1,2), (2,3); colour order (0,1), (2,3), (1,2). Both worked out here.
void TestSwitches::pbdSweepOrder() {
    const Scene chain = chainScene({0.0, 1.2, 2.4, 3.6}, 0.5, 10.0);
    auto relax = [](std::vector<double> x, const std::vector<int>& order) {
        for (int s : order) {
            const double move = 0.2 * 0.5 * (x[s + 1] - x[s] - 1.0);
            x[s] += move;
            x[s + 1] -= move;
        }
        return x;
    };
    const std::vector<double> start{0.0, 1.2, 2.4, 3.6};
    const std::vector<double> list = xAfter(chain, pbd(0.1, {{"sweep-order", 1.0}}));
    const std::vector<double> colour = xAfter(chain, pbd(0.1, {}));
    const std::vector<double> byList = relax(start, {0, 1, 2});
    const std::vector<double> byColour = relax(start, {0, 2, 1});
    for (std::size_t i = 0; i < start.size(); ++i) {
        QVERIFY(std::abs(list[i] - byList[i]) < 1e-14);
        QVERIFY(std::abs(colour[i] - byColour[i]) < 1e-14);
    }
    QVERIFY(std::abs(list[1] - colour[1]) > 1e-3);
}

// One free particle of 2 kg, g = −10 m/s², retention r = 0.9, h = 0.1 s, no springs:
// Verlet x₁ = h²·g = −0.1 m; R1 r·g·h²/2 = −0.045 m; divided by the mass −0.0225 m.
void TestSwitches::pbdGravityStep() {
    Scene scene = particleScene(Vec3::Zero(), Vec3::Zero(), 2.0);
    scene.environment.gravity = Vec3(0.0, -10.0, 0.0);
    scene.environment.velocityRetention = 0.9;
    auto y = [&scene](std::vector<std::pair<std::string, double>> p) {
        return positionsAfter(scene, pbd(0.1, std::move(p)), 1)(1, 0);
    };
    QVERIFY(std::abs(y({}) - -0.1) < 1e-15);
    QVERIFY(std::abs(y({{"gravity-step", 1.0}}) - -0.045) < 1e-15);
    QVERIFY(std::abs(y({{"gravity-step", 1.0}, {"mass-scaled-gravity", 1.0}}) - -0.0225) < 1e-15);
    QVERIFY(std::abs(y({{"mass-scaled-gravity", 1.0}}) - -0.05) < 1e-15);
}

// A chain 0–1–2–3 with 1 and 2 pinned, each spring 0.2 m too long, k = 10 N/m, m = 0.5 kg,
// h = 0.1 s: a free end moves σ·e = ½·k·h²·W·e = 0.02 m per sweep. In list order the pinned
// pair (1, 2) comes second: R1's early exit ends the sweep there and 3 stays put; ClothLab
// skips it. In colour order ((0,1), (2,3), then (1,2)) the pair comes last: no difference.
void TestSwitches::pbdEarlyExit() {
    const Scene chain = chainScene({0.0, 1.2, 2.4, 3.6}, 0.5, 10.0, {false, true, true, false});
    const std::vector<double> skip = xAfter(chain, pbd(0.1, {{"sweep-order", 1.0}}));
    const std::vector<double> exit =
        xAfter(chain, pbd(0.1, {{"sweep-order", 1.0}, {"early-exit", 1.0}}));
    QVERIFY(std::abs(skip[0] - 0.02) < 1e-14 && std::abs(skip[3] - 3.58) < 1e-14);
    QVERIFY(std::abs(exit[0] - 0.02) < 1e-14);
    QCOMPARE(exit[3], 3.6);
    QCOMPARE(xAfter(chain, pbd(0.1, {{"early-exit", 1.0}})), xAfter(chain, pbd(0.1, {})));
}

// Two free particles of 0.5 kg, 1.2 m apart (rest 1 m), h = 0.1 s, relaxation 0.5, one
// iteration. R2 removes half the predicted error 0.2 m: relative speed 1 m/s, each end
// 0.5 m/s, x₁ = 0.05 m. ClothLab scales by κ/(1 + κ), κ = k·h²·W = 0.4 at k = 10 N/m: each
// end 0.5·(0.4/1.4)·0.2/0.1/2 m/s. A kind with k = 0 is left alone by both.
void TestSwitches::velocityCoefficient() {
    auto choice = [](double coefficient) {
        return IntegratorChoice{
            "velocity-constraints",
            0.1,
            {{"relaxation", 0.5}, {"iterations", 1.0}, {"coefficient", coefficient}}};
    };
    const Scene pair = chainScene({0.0, 1.2}, 0.5, 10.0);
    const std::vector<double> r2 = xAfter(pair, choice(1.0));
    const std::vector<double> scaled = xAfter(pair, choice(0.0));
    QVERIFY(std::abs(r2[0] - 0.05) < 1e-14 && std::abs(r2[1] - 1.15) < 1e-14);
    const double u = 0.5 * (0.4 / 1.4) * 0.2 / 0.1 / 2.0;
    QVERIFY(std::abs(scaled[0] - 0.1 * u) < 1e-14 && std::abs(scaled[1] - (1.2 - 0.1 * u)) < 1e-14);
    const Scene loose = chainScene({0.0, 1.2}, 0.5, 0.0);
    QCOMPARE(xAfter(loose, choice(1.0)), (std::vector<double>{0.0, 1.2}));
}

// The chain of pbdSweepOrder under velocity-constraints (R2's coefficient, relaxation 0.5,
// one iteration): list order visits (0,1), (1,2), (2,3), colour order (0,1), (2,3), (1,2);
// each visit removes half the predicted error (x + h·v) of its spring, split equally.
void TestSwitches::velocitySweepOrder() {
    const Scene chain = chainScene({0.0, 1.2, 2.4, 3.6}, 0.5, 10.0);
    const double h = 0.1;
    auto solve = [h](const std::vector<int>& order) {
        std::vector<double> x{0.0, 1.2, 2.4, 3.6};
        std::vector<double> v(4, 0.0);
        for (int s : order) {
            const double change = 0.5 * ((x[s + 1] + h * v[s + 1]) - (x[s] + h * v[s]) - 1.0) / h;
            v[s] += change / 2.0;
            v[s + 1] -= change / 2.0;
        }
        for (std::size_t i = 0; i < x.size(); ++i) {
            x[i] += h * v[i];
        }
        return x;
    };
    auto choice = [h](double list) {
        return IntegratorChoice{"velocity-constraints",
                                h,
                                {{"relaxation", 0.5},
                                 {"iterations", 1.0},
                                 {"coefficient", 1.0},
                                 {"sweep-order", list}}};
    };
    const std::vector<double> list = xAfter(chain, choice(1.0));
    const std::vector<double> colour = xAfter(chain, choice(0.0));
    const std::vector<double> byList = solve({0, 1, 2});
    const std::vector<double> byColour = solve({0, 2, 1});
    for (std::size_t i = 0; i < list.size(); ++i) {
        QVERIFY(std::abs(list[i] - byList[i]) < 1e-14);
        QVERIFY(std::abs(colour[i] - byColour[i]) < 1e-14);
    }
    QVERIFY(std::abs(list[1] - colour[1]) > 1e-3);
}

// A pinned particle at the origin, a free one of 1 kg at (1, 0, 0) on a 1 m spring of
// k = 100 N/m, g = −10 m/s², h = 0.1 s, one iteration (ω = 1): x₁ = x⁽⁰⁾ − D⁻¹·∇Φ(x⁽⁰⁾).
// From xₙ the spring is at rest and ∇Φ = m/h²·(xₙ − x̂) = (0, 10, 0) N: y₁ = −10/D, with
// D = m/h² + k = 200 (degree) or m/h² + 4k = 500 (article). From x̂ = (1, −0.1, 0) the
// inertia term vanishes and x₁ = x̂ + f(x̂)/D.
void TestSwitches::chebyshevStartAndPreconditioner() {
    Scene scene = chainScene({0.0, 1.0}, 1.0, 100.0, {true, false});
    scene.environment.gravity = Vec3(0.0, -10.0, 0.0);
    auto run = [&scene](double start, double preconditioner) {
        const IntegratorChoice c{
            "chebyshev",
            0.1,
            {{"iterations", 1.0}, {"start", start}, {"preconditioner", preconditioner}}};
        return Vec3(positionsAfter(scene, c, 1).col(1));
    };
    QVERIFY((run(1.0, 0.0) - Vec3(1.0, -10.0 / 200.0, 0.0)).norm() < 1e-14);
    QVERIFY((run(1.0, 1.0) - Vec3(1.0, -10.0 / 500.0, 0.0)).norm() < 1e-14);
    const Vec3 xhat(1.0, -0.1, 0.0);
    const Vec3 f = -100.0 * (xhat.norm() - 1.0) * xhat / xhat.norm();
    QVERIFY((run(0.0, 0.0) - (xhat + f / 200.0)).norm() < 1e-14);
    QVERIFY((run(0.0, 1.0) - (xhat + f / 500.0)).norm() < 1e-14);
}

// A particle at y = 0.05 m falling at 1 m/s into a sphere of radius 1 m centred at
// (0, −1, 0), h = 0.1 s, retention r = 0.5, velocity correction: it ends at y = −0.05,
// is put back at y = 0 and gets Δx/h = 0.5 m/s. retain-collide: v = r·(−1) + 0.5 = 0;
// collide-retain: v = r·(−1 + 0.5) = −0.25 m/s. The positions do not depend on the order.
void TestSwitches::stageOrder() {
    Scene scene = particleScene(Vec3(0.0, 0.05, 0.0), Vec3(0.0, -1.0, 0.0));
    scene.environment.velocityRetention = 0.5;
    Obstacle sphere;
    sphere.center = Vec3(0.0, -1.0, 0.0);
    sphere.radius = 1.0;
    sphere.response = CollisionResponse::VelocityCorrection;
    scene.obstacles = {sphere};
    const IntegratorChoice symplectic{"symplectic-euler", 0.1, {}};
    Simulation first = makeSimulation(scene, symplectic);
    first.advance(1);
    scene.environment.retainAfterCollision = true;
    Simulation second = makeSimulation(scene, symplectic);
    second.advance(1);
    QVERIFY(std::abs(first.system().velocities()(1, 0)) < 1e-14);
    QVERIFY(std::abs(second.system().velocities()(1, 0) - -0.25) < 1e-14);
    QCOMPARE(first.system().positions(), second.system().positions());
    QVERIFY(std::abs(first.system().positions()(1, 0)) < 1e-15);
}

// A particle ending inside the sphere is put 1 mm beyond its surface; one ending between
// the surface and the margin is left alone (inside is tested against the surface itself).
void TestSwitches::obstacleMargin() {
    Obstacle sphere;
    sphere.center = Vec3::Zero();
    sphere.radius = 1.0;
    sphere.response = CollisionResponse::PushOut;
    sphere.margin = 1e-3;
    System system;
    system.addParticles(2);
    system.positions().col(0) = Vec3(0.0, 0.5, 0.0);
    system.positions().col(1) = Vec3(0.0, 1.0005, 0.0);
    const CollisionStats stats = resolveCollisions({sphere}, system, Vec3::Zero(), 0.1);
    QCOMPARE(stats.contacts, 1);
    QVERIFY(std::abs(system.positions()(1, 0) - 1.001) < 1e-15);
    QCOMPARE(system.positions()(1, 1), 1.0005);
}

// A particle at 10 m/s crosses a 1 cm plate within one 0.1 s step. The end-of-step stick
// never sees it inside; stick-ray stops it on the plate's top face.
void TestSwitches::stickRayCatchesAPassThrough() {
    Scene scene = particleScene(Vec3(0.0, 0.5, 0.0), Vec3(0.0, -10.0, 0.0));
    Obstacle plate;
    plate.shape = ObstacleShape::Box;
    plate.boxMin = Vec3(-1.0, 0.0, -1.0);
    plate.boxMax = Vec3(1.0, 0.01, 1.0);
    plate.response = CollisionResponse::Stick;
    scene.obstacles = {plate};
    const IntegratorChoice choice{"symplectic-euler", 0.1, {}};
    Simulation stick = makeSimulation(scene, choice);
    stick.advance(1);
    QVERIFY(std::abs(stick.system().positions()(1, 0) - -0.5) < 1e-14);
    QCOMPARE(stick.system().velocities()(1, 0), -10.0);
    scene.obstacles[0].response = CollisionResponse::StickRay;
    Simulation ray = makeSimulation(scene, choice);
    ray.advance(1);
    QCOMPARE(ray.system().positions()(1, 0), 0.01);
    QCOMPARE(Vec3(ray.system().velocities().col(0)), Vec3::Zero());
    QCOMPARE(ray.lastContacts(), 1);
}

void TestSwitches::segmentHitsEachShape() {
    Obstacle sphere;
    sphere.center = Vec3::Zero();
    sphere.radius = 1.0;
    Vec3 hit;
    Vec3 normal;
    QVERIFY(segmentHit(sphere, Vec3(-2.0, 0.0, 0.0), Vec3(2.0, 0.0, 0.0), hit, normal));
    QVERIFY((hit - Vec3(-1.0, 0.0, 0.0)).norm() < 1e-15);
    QVERIFY((normal - Vec3(-1.0, 0.0, 0.0)).norm() < 1e-15);
    QVERIFY(!segmentHit(sphere, Vec3(-3.0, 0.0, 0.0), Vec3(-2.0, 0.0, 0.0), hit, normal));
    Obstacle plane;
    plane.shape = ObstacleShape::Plane;
    plane.center = Vec3::Zero();
    plane.normal = Vec3(0.0, 2.0, 0.0);
    QVERIFY(segmentHit(plane, Vec3(0.0, 1.0, 0.0), Vec3(1.0, -3.0, 0.0), hit, normal));
    QVERIFY((hit - Vec3(0.25, 0.0, 0.0)).norm() < 1e-15);
    QCOMPARE(normal, Vec3(0.0, 1.0, 0.0));
    Obstacle box;
    box.shape = ObstacleShape::Box;
    box.boxMin = Vec3(-1.0, -1.0, -1.0);
    box.boxMax = Vec3(1.0, 1.0, 1.0);
    QVERIFY(segmentHit(box, Vec3(3.0, 0.5, 0.0), Vec3(-3.0, 0.5, 0.0), hit, normal));
    QVERIFY((hit - Vec3(1.0, 0.5, 0.0)).norm() < 1e-15);
    QCOMPARE(normal, Vec3(1.0, 0.0, 0.0));
    QVERIFY(!segmentHit(box, Vec3(3.0, 2.0, 0.0), Vec3(-3.0, 2.0, 0.0), hit, normal));
}

// R1's builder misses the springs a point of the last column adds downwards: 3·rows − 4 for
// a Provot cloth (47 at 17 × 17); R3's bending along u exists on row 0 only.
void TestSwitches::clothQuirks() {
    ClothSpec cloth;
    cloth.rows = 17;
    cloth.cols = 17;
    cloth.spacing = 1.0 / 16.0;
    System full;
    addCloth(full, cloth);
    ClothSpec r1 = cloth;
    r1.quirks = {"r1-missing-last-column"};
    System missing;
    addCloth(missing, r1);
    QCOMPARE(full.springCount() - missing.springCount(), 47);
    for (const Spring& s : missing.springs()) { // nothing goes down from the last column
        const bool down = s.j / 17 > s.i / 17;
        QVERIFY(!(down && s.i % 17 == 16));
    }
    ClothSpec r3 = cloth;
    r3.quirks = {"r3-one-line-bending"};
    System oneLine;
    addCloth(oneLine, r3);
    QCOMPARE(full.springCount() - oneLine.springCount(), 16 * 15);
    ClothSpec points = r1;
    points.quirks.push_back("r1-point-order");
    for (const ClothSpec& spec : {cloth, r1, r3, points}) {
        System built;
        addCloth(built, spec);
        std::array<int, kSpringKindCount> counts{};
        for (const Spring& s : built.springs()) {
            ++counts[kindIndex(s.kind)];
        }
        QCOMPARE(expectedSpringCounts(spec), counts);
    }
    // R1's point order: the same springs as r1's, listed point by point; point 0 adds right,
    // down, down-right, then the bending springs right and down.
    System byPoint;
    addCloth(byPoint, points);
    auto key = [](const Spring& s) { return std::tuple(s.i, s.j, kindIndex(s.kind)); };
    std::vector<std::tuple<int, int, std::size_t>> a, b;
    for (const Spring& s : missing.springs()) {
        a.push_back(key(s));
    }
    for (const Spring& s : byPoint.springs()) {
        b.push_back(key(s));
    }
    QVERIFY(a != b);
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    QCOMPARE(a, b);
    const std::vector<std::pair<int, int>> first{{0, 1}, {0, 17}, {0, 18}, {0, 2}, {0, 34}, {1, 2}};
    for (std::size_t k = 0; k < first.size(); ++k) {
        const Spring& s = byPoint.springs()[k];
        QCOMPARE(std::pair(s.i, s.j), first[k]);
    }
}

// Every new switch at its default gives the same bits as leaving it unset, on the presets
// that use the integrators; the main presets' files carry none of the new scene keys.
void TestSwitches::defaultsReproduceTheFormerBehaviour() {
    const Scene r1 = loadPreset("verlet-relaxation-cloth");
    IntegratorChoice explicitDefaults = r1.integrator;
    for (const char* id :
         {"relaxation-split", "sweep-order", "gravity-step", "mass-scaled-gravity", "early-exit"}) {
        explicitDefaults.parameters.emplace_back(id, 0.0);
    }
    explicitDefaults.parameters.emplace_back("clamp", 1.0);
    QCOMPARE(positionsAfter(r1, explicitDefaults, 60), positionsAfter(r1, r1.integrator, 60));
    const Scene r5 = loadPreset("implicit-drape");
    IntegratorChoice chebyshev = r5.integrator;
    chebyshev.parameters.emplace_back("start", 0.0);
    chebyshev.parameters.emplace_back("preconditioner", 0.0);
    QCOMPARE(positionsAfter(r5, chebyshev, 20), positionsAfter(r5, r5.integrator, 20));
    const Scene r2 = loadPreset("elastic-ring");
    IntegratorChoice velocity = r2.integrator;
    velocity.parameters.emplace_back("coefficient", 0.0);
    velocity.parameters.emplace_back("sweep-order", 0.0);
    QCOMPARE(positionsAfter(r2, velocity, 20), positionsAfter(r2, r2.integrator, 20));
    for (const char* id :
         {"verlet-relaxation-cloth", "coursework-cloth", "windy-cloth", "implicit-drape"}) {
        const std::string text = serializeScene(loadPreset(id));
        for (const char* key :
             {"\"stage_order\":", "\"margin\":", "\"quirks\":", "\"stick-ray\""}) {
            QVERIFY2(text.find(key) == std::string::npos, key);
        }
    }
}

QTEST_APPLESS_MAIN(TestSwitches)
#include "test_switches.moc"
