// Cloth self-contact and cloth–cloth contact (core/contact/cloth_contact.h): the kernels against
// independent computations, folding-cloth and coursework-cloth kept half a thickness apart
// for four integrators (checked by brute force), a patch shot through a cloth caught by continuous
// detection, two cloths stacked at rest, determinism, the stage off leaving runs untouched, and the
// scene keys' reader errors and round trip.
#include "core/contact/cloth_contact.h"
#include "core/contact/cloth_contact_kernels.h"
#include "core/scene/presets.h"
#include "core/scene/scene_io.h"
#include "core/simulation/simulation.h"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <nlohmann/json.hpp>
#include <random>
#include <set>

using namespace clothlab::core;

namespace {

// Distance from p to segment ab, written out for the test.
double segmentDistance(const Vec3& p, const Vec3& a, const Vec3& b) {
    const Vec3 ab = b - a;
    const double t =
        ab.squaredNorm() > 0.0 ? std::clamp((p - a).dot(ab) / ab.squaredNorm(), 0.0, 1.0) : 0.0;
    return (p - (a + t * ab)).norm();
}

// Point–triangle distance by a second route: the projection onto the plane when it falls
// inside (barycentric coordinates by areas), else the nearest of the three edges.
double triangleDistance(const Vec3& p, const Vec3& a, const Vec3& b, const Vec3& c) {
    const Vec3 n = (b - a).cross(c - a);
    const double area2 = n.squaredNorm();
    if (area2 > 0.0) {
        const Vec3 q = p - n * ((p - a).dot(n) / area2);
        const double u = (b - q).cross(c - q).dot(n) / area2;
        const double v = (c - q).cross(a - q).dot(n) / area2;
        const double w = 1.0 - u - v;
        if (u >= 0.0 && v >= 0.0 && w >= 0.0) {
            return (p - q).norm();
        }
    }
    return std::min({segmentDistance(p, a, b), segmentDistance(p, b, c), segmentDistance(p, c, a)});
}

// Smallest distance from a vertex of `vertices` to a triangle of `triangles` that does not
// contain the vertex, relative to the pair's contact thickness (the same surface: its own; two
// cloths: the mean of theirs), by brute force (a box test first, which only skips pairs
// farther than the thickness).
double relativeDistance(const Eigen::Matrix3Xd& x, const Surface& vertices,
                        const Surface& triangles) {
    const double h = vertices.firstParticle == triangles.firstParticle
                         ? vertices.thickness
                         : 0.5 * (vertices.thickness + triangles.thickness);
    double best = std::numeric_limits<double>::infinity();
    for (const auto& t : triangles.triangles) {
        const Vec3 a = x.col(t[0]);
        const Vec3 b = x.col(t[1]);
        const Vec3 c = x.col(t[2]);
        const Vec3 lo = a.cwiseMin(b).cwiseMin(c).array() - h;
        const Vec3 hi = a.cwiseMax(b).cwiseMax(c).array() + h;
        for (int i = vertices.firstParticle; i < vertices.firstParticle + vertices.particleCount;
             ++i) {
            const Vec3 p = x.col(i);
            if (i == t[0] || i == t[1] || i == t[2] || (p.array() < lo.array()).any() ||
                (p.array() > hi.array()).any()) {
                continue;
            }
            best = std::min(best, triangleDistance(p, a, b, c) / h);
        }
    }
    return best;
}

// The smallest relativeDistance() over every pair of surfaces that the scene lets touch:
// each surface with itself when its self-contact is on, and two cloths when cloth–cloth
// contact is.
double minimumRelativeDistance(const Eigen::Matrix3Xd& x, const std::vector<Surface>& surfaces,
                               bool clothCollision) {
    double best = std::numeric_limits<double>::infinity();
    for (const Surface& a : surfaces) {
        for (const Surface& b : surfaces) {
            const bool same = a.firstParticle == b.firstParticle;
            if ((same && a.selfCollision) || (!same && clothCollision)) {
                best = std::min(best, relativeDistance(x, a, b));
            }
        }
    }
    return best;
}

Scene stackedScene(double gap) {
    Scene scene;
    scene.stiffness[SpringKind::Structural] = {300.0, 300.0, 0.05};
    scene.stiffness[SpringKind::Shear] = {100.0, 100.0, 0.02};
    scene.stiffness[SpringKind::Bending] = {5.0, 5.0, 0.005};
    scene.environment.clothCollision = true;
    for (int layer = 0; layer < 2; ++layer) {
        ClothSpec cloth;
        cloth.name = layer == 0 ? "lower" : "upper";
        cloth.rows = 10;
        cloth.cols = 10;
        cloth.spacing = 0.05;
        cloth.origin = Vec3(0.0, layer * gap, 0.0);
        cloth.particleMass = 0.002;
        cloth.friction = 0.5;
        scene.bodies.emplace_back(cloth);
    }
    Obstacle ground;
    ground.shape = ObstacleShape::Plane;
    ground.friction = 0.5;
    scene.obstacles.push_back(ground);
    scene.integrator = {"symplectic-euler", 1e-3, {}};
    return scene;
}

// A 2 × 2 patch (spacing 1 cm) 1 cm above a pinned 6 × 6 cloth in the plane y = 0, moving
// down at 30 m/s: in one step of 1 ms it would end 2 cm below the cloth.
Scene bulletScene(bool clothCollision) {
    Scene scene;
    scene.environment.gravity = Vec3::Zero();
    scene.environment.clothCollision = clothCollision;
    ClothSpec target;
    target.name = "target";
    target.rows = 6;
    target.cols = 6;
    target.spacing = 0.02;
    target.origin = Vec3(-0.05, 0.0, -0.05);
    for (int i = 0; i < 36; ++i) {
        target.pinned.indices.push_back(i);
    }
    ClothSpec patch;
    patch.name = "patch";
    patch.rows = 2;
    patch.cols = 2;
    patch.spacing = 0.01;
    patch.origin = Vec3(-0.003, 0.01, -0.004);
    patch.velocity = Vec3(0.0, -30.0, 0.0);
    scene.bodies = {target, patch};
    scene.integrator = {"symplectic-euler", 1e-3, {}};
    return scene;
}

bool sameBits(const Eigen::Matrix3Xd& a, const Eigen::Matrix3Xd& b) {
    return a.cols() == b.cols() &&
           std::memcmp(a.data(), b.data(), sizeof(double) * static_cast<std::size_t>(a.size())) ==
               0;
}

} // namespace

class TestClothContact : public QObject {
    Q_OBJECT
private slots:
    void closestPointMatchesBruteForce();
    void cubicRoots();
    void clothKeepsThickness_data();
    void clothKeepsThickness();
    void continuousDetectionCatchesFastPatch();
    void stackedClothsStayAtRest();
    void threadBudgetLeavesResultsAlone();
    void runsAreBitIdentical();
    void broadPhaseThreadsChangeNothing();
    void keptListHoldsEveryNearPair();
    void commonMoveKeepsListAndClearances();
    void stageWithoutContactChangesNothing();
    void sceneKeysRoundTrip();
    void sceneKeyErrors_data();
    void sceneKeyErrors();
};

void TestClothContact::closestPointMatchesBruteForce() {
    std::mt19937_64 random(7);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    auto point = [&] { return Vec3(u(random), u(random), u(random)); };
    for (int trial = 0; trial < 500; ++trial) {
        const Vec3 p = point(), a = point(), b = point(), c = point();
        std::array<double, 3> w{};
        contact_kernels::closestOnTriangle(p, a, b, c, w);
        QVERIFY(w[0] >= 0.0 && w[1] >= 0.0 && w[2] >= 0.0);
        QVERIFY(std::abs(w[0] + w[1] + w[2] - 1.0) < 1e-12);
        const double kernel = (p - (w[0] * a + w[1] * b + w[2] * c)).norm();
        QVERIFY2(std::abs(kernel - triangleDistance(p, a, b, c)) < 1e-12,
                 qPrintable(QString::number(trial)));
        // Segments: the kernel's distance is no larger than any sampled pair of points.
        const Vec3 q = point();
        double s = 0.0, t = 0.0;
        contact_kernels::closestOnSegments(p, a, b, q, s, t);
        const double segment = ((p + s * (a - p)) - (b + t * (q - b))).norm();
        for (int i = 0; i <= 20; ++i) {
            for (int j = 0; j <= 20; ++j) {
                const Vec3 x = p + (i / 20.0) * (a - p);
                const Vec3 y = b + (j / 20.0) * (q - b);
                QVERIFY(segment <= (x - y).norm() + 1e-12);
            }
        }
    }
}

void TestClothContact::cubicRoots() {
    // (t − 0.2)(t − 0.5)(t − 0.9) = t³ − 1.6 t² + 0.73 t − 0.09
    std::array<double, 3> roots{};
    QCOMPARE(contact_kernels::cubicRootsInUnit(-0.09, 0.73, -1.6, 1.0, roots), 3);
    QVERIFY(std::abs(roots[0] - 0.2) < 1e-12);
    QVERIFY(std::abs(roots[1] - 0.5) < 1e-12);
    QVERIFY(std::abs(roots[2] - 0.9) < 1e-12);
    // 2·(t − 0.25) (a linear motion) and t² + 1 (no root).
    QCOMPARE(contact_kernels::cubicRootsInUnit(-0.5, 2.0, 0.0, 0.0, roots), 1);
    QVERIFY(std::abs(roots[0] - 0.25) < 1e-12);
    QCOMPARE(contact_kernels::cubicRootsInUnit(1.0, 0.0, 1.0, 0.0, roots), 0);
}

void TestClothContact::clothKeepsThickness_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("integrator");
    QTest::addColumn<double>("dt");
    QTest::addColumn<long>("minimumContacts");
    // folding-cloth at the preset's 1 ms for the explicit methods; the implicit and constraint
    // methods at the larger steps they are used at (more motion per step for continuous
    // detection to catch). It folds onto itself: hundreds of contacts per step.
    // coursework-cloth at its 1 ms: its two cloths land side by side on a box that stops what
    // it touches, and within 3 s neither folds nor meets the other (no contact pairs, closest
    // 2.7 thicknesses): its rows check the bound on a scene where contact is on but idle.
    for (const char* preset : {"folding-cloth", "coursework-cloth"}) {
        const bool folding = QByteArray(preset) == "folding-cloth";
        const std::pair<const char*, double> methods[] = {{"symplectic-euler", 1e-3},
                                                          {"rk4", folding ? 2e-3 : 1e-3},
                                                          {"implicit-euler", folding ? 4e-3 : 1e-3},
                                                          {"xpbd", folding ? 4e-3 : 1e-3}};
        for (const auto& [id, dt] : methods) {
            QTest::newRow(qPrintable(QStringLiteral("%1/%2").arg(preset, id)))
                << preset << id << dt << (folding ? 100L : 0L);
        }
    }
}

// The brute-force check runs every `kCheckEvery` steps: every step would cost about a
// second per integrator, beyond the test's budget.
void TestClothContact::clothKeepsThickness() {
    QFETCH(QString, preset);
    QFETCH(QString, integrator);
    QFETCH(double, dt);
    QFETCH(long, minimumContacts);
    constexpr int kCheckEvery = 5;
    const Scene scene = loadPreset(preset.toStdString());
    IntegratorChoice choice = scene.integrator;
    choice.id = integrator.toStdString();
    choice.parameters.clear();
    choice.dt = dt;
    Simulation sim = makeSimulation(scene, choice);
    const std::vector<Surface>& surfaces = sim.system().surfaces();
    QVERIFY(!surfaces.empty());
    for (const Surface& surface : surfaces) {
        QVERIFY(surface.selfCollision && surface.thickness > 0.0);
    }
    const long steps = std::lround(3.0 / dt);
    double closest = std::numeric_limits<double>::infinity();
    long contacts = 0;
    for (long s = 1; s <= steps; ++s) {
        QVERIFY2(sim.step(), "run blew up");
        contacts += static_cast<long>(sim.lastContactPairs().size());
        if (s % kCheckEvery == 0 || s == steps) {
            closest = std::min(closest, minimumRelativeDistance(sim.system().positions(), surfaces,
                                                                scene.environment.clothCollision));
            QVERIFY2(closest >= 0.5,
                     qPrintable(QStringLiteral("step %1: distance %2 of the thickness < 1/2")
                                    .arg(s)
                                    .arg(closest)));
        }
    }
    qDebug("%ld contact pairs over %ld steps; closest %.3g of the thickness", contacts, steps,
           closest);
    QVERIFY2(contacts >= minimumContacts,
             "the cloth never folded onto itself: the test would prove nothing");
    QVERIFY(std::isfinite(sim.energy().residual()));
}

void TestClothContact::continuousDetectionCatchesFastPatch() {
    // Without contact the patch passes through the cloth in one step...
    Simulation off = makeSimulation(bulletScene(false));
    QVERIFY(off.step());
    for (int i = 36; i < 40; ++i) {
        QVERIFY(off.system().positions()(1, i) < -0.015);
    }
    // ...with it, continuous detection stops it on its side at the contact distance.
    Simulation on = makeSimulation(bulletScene(true));
    QVERIFY(on.step());
    const double h = on.system().surfaces()[1].thickness;
    QVERIFY(on.lastClothContact().ccdHits > 0);
    for (int i = 36; i < 40; ++i) {
        QVERIFY2(on.system().positions()(1, i) >= 0.5 * h,
                 qPrintable(QString::number(on.system().positions()(1, i))));
        QVERIFY(on.system().velocities()(1, i) > -1e-9); // approaching velocity removed
    }
    // The kinetic energy it lost is booked as dissipated: the residual stays at rounding.
    QVERIFY(on.energy().dissipated > 0.0);
    QVERIFY2(std::abs(on.energy().residual()) < 1e-9 * on.energy().dissipated + 1e-12,
             qPrintable(QString::number(on.energy().residual())));
}

// A run given one thread (as side-by-side runs are) steps bit for bit as one with the stage's
// own two, through the folding cloth's first contacts.
void TestClothContact::threadBudgetLeavesResultsAlone() {
    const Scene scene = loadPreset("folding-cloth");
    Simulation two = makeSimulation(scene);
    Simulation one = makeSimulation(scene);
    one.setThreadBudget(1);
    long contacts = 0;
    for (int s = 0; s < 250; ++s) {
        QVERIFY(two.step() && one.step());
        contacts += static_cast<long>(two.lastContactPairs().size());
    }
    QVERIFY(contacts > 0);
    QVERIFY(one.system().positions() == two.system().positions());
    QVERIFY(one.system().velocities() == two.system().velocities());
}

void TestClothContact::stackedClothsStayAtRest() {
    const Scene scene = stackedScene(0.0125); // the mean thickness of two 0.05 m cloths
    Simulation sim = makeSimulation(scene);
    const int n = sim.system().particleCount();
    const Eigen::Matrix3Xd initial = sim.system().positions();
    double drift = 0.0;
    double speed = 0.0;
    for (int s = 0; s < 1000; ++s) {
        QVERIFY(sim.step());
        const Eigen::Matrix3Xd& x = sim.system().positions();
        drift = std::max(drift, (x - initial).colwise().norm().maxCoeff());
        speed = std::max(speed, sim.system().velocities().colwise().norm().maxCoeff());
    }
    // Gravity pulls the upper cloth g·dt² ≈ 1e-5 m into the lower one each step; the lower
    // cloth lies on the ground (held there, so it responds as pinned) and the response puts
    // the upper one back at the contact distance with its approaching velocity removed, so
    // nothing builds up: measured 2.5e-10 m and 4.8e-7 m/s over 1 s, bounded here at 1e-6 m
    // (a tenth of one step's fall) and 1e-3 m/s (a tenth of one step's gain in speed).
    QVERIFY2(drift < 1e-6, qPrintable(QString::number(drift)));
    QVERIFY2(speed < 1e-3, qPrintable(QString::number(speed)));
    const double gap = sim.system().positions().row(1).segment(n / 2, n / 2).minCoeff() -
                       sim.system().positions().row(1).segment(0, n / 2).maxCoeff();
    QVERIFY2(gap >= 0.5 * 0.0125, qPrintable(QString::number(gap)));
    // Nothing moves, so nothing is lost: the stages book no loss, and the lifts that undo the
    // steps' fall into the ground and the lower cloth are not booked as gains (which made D
    // fall by ½·m·g²·dt² per resting particle and step).
    QVERIFY2(std::abs(sim.energy().dissipated) < 1e-9,
             qPrintable(QString::number(sim.energy().dissipated)));
    QVERIFY2(std::abs(sim.energy().residual()) < 1e-9,
             qPrintable(QString::number(sim.energy().residual())));
}

// The stacked cloths are in contact at every step (hundreds of pairs), so every pass of the
// stage runs; the folding cloth needs 0.6 s of simulated time to reach its first contact.
void TestClothContact::runsAreBitIdentical() {
    for (const char* id : {"symplectic-euler", "xpbd"}) {
        Scene scene = stackedScene(0.02);
        scene.integrator.id = id;
        Simulation a = makeSimulation(scene);
        Simulation b = makeSimulation(scene);
        a.integrator().setThreadBudget(1);
        b.integrator().setThreadBudget(2);
        long contacts = 0;
        for (int s = 0; s < 300; ++s) {
            QVERIFY(a.step());
            QVERIFY(b.step());
            contacts += static_cast<long>(a.lastContactPairs().size());
            QVERIFY(a.lastContactPairs() == b.lastContactPairs());
        }
        QVERIFY2(contacts > 1000, id);
        QVERIFY2(sameBits(a.system().positions(), b.system().positions()), id);
        QVERIFY2(sameBits(a.system().velocities(), b.system().velocities()), id);
        QCOMPARE(a.energy().dissipated, b.energy().dissipated);
    }
}

// Two 40 × 40 cloths (3 200 particles, enough for the broad phase to use its threads) less
// than a thickness apart, the upper one pushed down and sideways a little more every step:
// the stage with one thread and with three must give the same bits.
void TestClothContact::broadPhaseThreadsChangeNothing() {
    Scene scene = stackedScene(0.01);
    for (auto& body : scene.bodies) {
        std::get<ClothSpec>(body).rows = 40;
        std::get<ClothSpec>(body).cols = 40;
    }
    System a = buildSystem(scene);
    System b = a;
    ClothContact one(a, true);
    ClothContact three(b, true);
    one.setThreads(1);
    three.setThreads(3);
    QVERIFY(one.active());
    long contacts = 0;
    for (int step = 0; step < 30; ++step) {
        const Eigen::Matrix3Xd start = a.positions();
        for (Eigen::Index i = 1600; i < a.positions().cols(); ++i) {
            a.positions().col(i) += Vec3(0.0005 * std::sin(0.1 * double(i)), -0.002, 0.0004);
        }
        b.positions() = a.positions();
        b.velocities() = a.velocities();
        const ClothContactStats sa = one.resolve(a, start, scene.environment.gravity);
        const ClothContactStats sb = three.resolve(b, start, scene.environment.gravity);
        QVERIFY(one.lastContacts() == three.lastContacts());
        QCOMPARE(sa.dissipated, sb.dissipated);
        QVERIFY(sameBits(a.positions(), b.positions()));
        QVERIFY(sameBits(a.velocities(), b.velocities()));
        contacts += static_cast<long>(one.lastContacts().size());
    }
    QVERIFY2(contacts > 1000, qPrintable(QString::number(contacts)));
}

namespace {

using PairKey = std::pair<int, std::array<int, 4>>;

// The box swept from x0 to x1 by the given particles, grown by g.
std::pair<Vec3, Vec3> sweptBox(const Eigen::Matrix3Xd& x0, const Eigen::Matrix3Xd& x1,
                               std::initializer_list<int> ids, double g) {
    Vec3 lo = x0.col(*ids.begin());
    Vec3 hi = lo;
    for (int i : ids) {
        lo = lo.cwiseMin(x0.col(i)).cwiseMin(x1.col(i));
        hi = hi.cwiseMax(x0.col(i)).cwiseMax(x1.col(i));
    }
    return {lo.array() - g, hi.array() + g};
}

bool boxesMeet(const std::pair<Vec3, Vec3>& a, const std::pair<Vec3, Vec3>& b) {
    return (a.first.array() <= b.second.array()).all() &&
           (b.first.array() <= a.second.array()).all();
}

// Every point–triangle and edge–edge pair of the system's surfaces (one thickness h, all
// pairs allowed) that shares no particle and whose swept boxes grown by 0.6·h meet, by brute
// force; edge–edge pairs with each edge's ends and the two edges in ascending order.
std::set<PairKey> nearPairs(const System& system, const Eigen::Matrix3Xd& x0,
                            const Eigen::Matrix3Xd& x1, double h) {
    std::vector<std::array<int, 3>> triangles;
    std::set<std::array<int, 2>> edgeSet;
    for (const Surface& s : system.surfaces()) {
        for (const auto& t : s.triangles) {
            triangles.push_back(t);
            for (int k = 0; k < 3; ++k) {
                const int i = t[static_cast<std::size_t>(k)];
                const int j = t[static_cast<std::size_t>((k + 1) % 3)];
                edgeSet.insert({std::min(i, j), std::max(i, j)});
            }
        }
    }
    const std::vector<std::array<int, 2>> edges(edgeSet.begin(), edgeSet.end());
    const double g = 0.6 * h;
    std::set<PairKey> pairs;
    for (int p = 0; p < system.particleCount(); ++p) {
        for (const auto& t : triangles) {
            if (p != t[0] && p != t[1] && p != t[2] &&
                boxesMeet(sweptBox(x0, x1, {p}, g), sweptBox(x0, x1, {t[0], t[1], t[2]}, g))) {
                pairs.insert({0, {p, t[0], t[1], t[2]}});
            }
        }
    }
    for (std::size_t e = 0; e < edges.size(); ++e) {
        for (std::size_t f = e + 1; f < edges.size(); ++f) {
            const auto& a = edges[e];
            const auto& b = edges[f];
            if (a[0] != b[0] && a[0] != b[1] && a[1] != b[0] && a[1] != b[1] &&
                boxesMeet(sweptBox(x0, x1, {a[0], a[1]}, g), sweptBox(x0, x1, {b[0], b[1]}, g))) {
                pairs.insert({1, {a[0], a[1], b[0], b[1]}});
            }
        }
    }
    return pairs;
}

// The stage's candidate list in nearPairs()'s terms.
std::set<PairKey> keptPairs(const ClothContact& stage) {
    std::set<PairKey> kept;
    for (const ClothContact::Candidate& c : stage.candidates()) {
        kept.insert({c.kind == ContactPair::Kind::PointTriangle ? 0 : 1, c.ids});
    }
    return kept;
}

// Two stacked cloths with self-contact on as well.
Scene selfStackedScene(double gap) {
    Scene scene = stackedScene(gap);
    for (auto& body : scene.bodies) {
        std::get<ClothSpec>(body).selfCollision = true;
    }
    return scene;
}

} // namespace

// The stage keeps its candidate list between steps while the particles stay near where it
// was built: at every step, small moves and large ones, the list it used must hold every pair
// a fresh brute-force search finds.
void TestClothContact::keptListHoldsEveryNearPair() {
    const Scene scene = selfStackedScene(0.01);
    const double h = std::get<ClothSpec>(scene.bodies[0]).contactThickness();
    System system = buildSystem(scene);
    ClothContact stage(system, true);
    for (int step = 0; step < 40; ++step) {
        const Eigen::Matrix3Xd start = system.positions();
        Eigen::Matrix3Xd& x = system.positions();
        // Each particle drifts its own way (so pairs close in on each other), and now and
        // then every particle jumps beyond any skin.
        const double reach = step % 9 == 8 ? 0.02 : 0.001;
        for (Eigen::Index i = 0; i < x.cols(); ++i) {
            const double a = 1.7 * double(i) + 0.05 * step;
            x.col(i) += reach * Vec3(std::sin(a), std::cos(2.3 * double(i)), std::sin(0.9 * a));
        }
        const std::set<PairKey> expected = nearPairs(system, start, x, h);
        stage.resolve(system, start, scene.environment.gravity);
        const std::set<PairKey> kept = keptPairs(stage);
        for (const PairKey& pair : expected) {
            QVERIFY2(kept.count(pair) == 1,
                     qPrintable(QStringLiteral("step %1: pair %2 %3 %4 %5 %6 missing")
                                    .arg(step)
                                    .arg(pair.first)
                                    .arg(pair.second[0])
                                    .arg(pair.second[1])
                                    .arg(pair.second[2])
                                    .arg(pair.second[3])));
        }
        QVERIFY(!expected.empty());
    }
}

// Two stacked cloths carried far at every step (6 cm, beyond any skin) while the upper one
// sinks onto the lower one by a tenth of the thickness a step: the common move changes no
// distance, so the stage must keep its list for many steps and push the layers apart once they
// come within the thickness (its clearances measured after taking off the common move). The
// list must also hold every pair whose world-frame swept boxes meet (more than it needs: with
// the same carry at every step, the list built on the first step has them all).
void TestClothContact::commonMoveKeepsListAndClearances() {
    const Scene scene = selfStackedScene(0.03);
    const double h = std::get<ClothSpec>(scene.bodies[0]).contactThickness();
    System system = buildSystem(scene);
    ClothContact stage(system, true);
    const int n = system.particleCount();
    const Vec3 carry(0.03, -0.05, 0.02);
    const int steps = 40;
    for (int step = 0; step < steps; ++step) {
        const Eigen::Matrix3Xd start = system.positions();
        Eigen::Matrix3Xd& x = system.positions();
        x.colwise() += carry;
        x.row(1).segment(n / 2, n / 2).array() -= 0.1 * h;
        const std::set<PairKey> expected = nearPairs(system, start, x, h);
        stage.resolve(system, start, Vec3::Zero());
        const std::set<PairKey> kept = keptPairs(stage);
        for (const PairKey& pair : expected) {
            QVERIFY2(kept.count(pair) == 1, qPrintable(QStringLiteral("step %1").arg(step)));
        }
        const double d = minimumRelativeDistance(system.positions(), system.surfaces(), true);
        QVERIFY2(d >= 0.5, qPrintable(QStringLiteral("step %1: %2 h").arg(step).arg(d)));
    }
    // The layers close in by 0.1 h a step from 2.4 h apart, so they meet after 14 steps and
    // are held at h from then on.
    const double final = system.positions().row(1).segment(n / 2, n / 2).minCoeff() -
                         system.positions().row(1).segment(0, n / 2).maxCoeff();
    QVERIFY2(std::abs(final - h) < 1e-3 * h, qPrintable(QString::number(final / h)));
    // Measured from the list's positions alone, every particle would leave its skin (at most
    // 4 h) at every step; after the common move, each layer drifts 0.05 h a step.
    QVERIFY2(stage.listBuilds() <= steps / 4, qPrintable(QString::number(stage.listBuilds())));
}

void TestClothContact::stageWithoutContactChangesNothing() {
    // A hanging cloth never touches itself in its first 0.4 s: with self-collision on, the
    // stage runs and must leave every bit of the run as it is with it off (and with the
    // contact keys absent, the scene of before).
    const Scene plain = loadPreset("hanging-cloth");
    Scene on = plain;
    std::get<ClothSpec>(on.bodies[0]).selfCollision = true;
    std::get<ClothSpec>(on.bodies[0]).friction = 0.3;
    on.environment.clothCollision = true;
    Simulation a = makeSimulation(plain);
    Simulation b = makeSimulation(on);
    const long steps = std::lround(0.4 / plain.integrator.dt);
    QVERIFY(a.advance(steps));
    QVERIFY(b.advance(steps));
    QVERIFY(sameBits(a.system().positions(), b.system().positions()));
    QVERIFY(sameBits(a.system().velocities(), b.system().velocities()));
    QCOMPARE(a.energy().dissipated, b.energy().dissipated);
    QVERIFY(b.lastContactPairs().empty());
}

void TestClothContact::sceneKeysRoundTrip() {
    Scene scene = loadPreset("folding-cloth");
    scene.environment.clothCollision = true;
    const std::string text = serializeScene(scene);
    const Scene back = parseScene(text, "round.json");
    QVERIFY(back == scene);
    const ClothSpec& cloth = std::get<ClothSpec>(back.bodies[0]);
    QVERIFY(cloth.selfCollision);
    QCOMPARE(*cloth.thickness, 0.0125);
    QCOMPARE(cloth.friction, 0.3);
    // Without the keys: off, thickness a quarter of the spacing, no friction.
    const ClothSpec plain = std::get<ClothSpec>(loadPreset("hanging-cloth").bodies[0]);
    QVERIFY(!plain.selfCollision && !plain.thickness && plain.friction == 0.0);
    QCOMPARE(plain.contactThickness(), 0.25 * plain.spacing);
}

void TestClothContact::sceneKeyErrors_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("errorPath");
    QTest::addColumn<QString>("reason");
    QTest::newRow("self_collision not a bool") << "bodies[0].self_collision"
                                               << "\"yes\""
                                               << "bodies[0].self_collision"
                                               << "expected true or false";
    QTest::newRow("thickness zero") << "bodies[0].thickness"
                                    << "0"
                                    << "bodies[0].thickness"
                                    << "out of range";
    QTest::newRow("thickness above half the spacing") << "bodies[0].thickness"
                                                      << "0.03"
                                                      << "bodies[0].thickness"
                                                      << "more than half the spacing";
    QTest::newRow("friction negative") << "bodies[0].friction"
                                       << "-0.1"
                                       << "bodies[0].friction"
                                       << "out of range";
    QTest::newRow("cloth_collision not a bool") << "cloth_collision"
                                                << "1"
                                                << "cloth_collision"
                                                << "expected true or false";
}

void TestClothContact::sceneKeyErrors() {
    QFETCH(QString, path);
    QFETCH(QString, value);
    QFETCH(QString, errorPath);
    QFETCH(QString, reason);
    try {
        loadPreset("folding-cloth", {{path.toStdString(), value.toStdString()}});
        QFAIL("accepted");
    } catch (const SceneFileError& e) {
        QCOMPARE(QString::fromStdString(e.path()), errorPath);
        QVERIFY2(QString::fromStdString(e.reason()).contains(reason), e.what());
    }
}

QTEST_APPLESS_MAIN(TestClothContact)
#include "test_cloth_contact.moc"
