// Obstacles: closest surface points of the three shapes, and the collision stage on seeded
// random particle grids — nobody left inside, pinned particles untouched, each response's
// velocity rule, Coulomb friction, and the energy the stage books as dissipated.
#include "core/contact/obstacles.h"
#include "core/model/system.h"

#include <Eigen/Geometry>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <random>
#include <string_view>
#include <vector>

using namespace clothlab::core;

namespace {

constexpr double kTight = 1e-12;

Obstacle sphere() {
    Obstacle o;
    o.shape = ObstacleShape::Sphere;
    o.center = Vec3(0.1, -0.2, 0.3);
    o.radius = 0.6;
    return o;
}

Obstacle plane() {
    Obstacle o;
    o.shape = ObstacleShape::Plane;
    o.center = Vec3(0.0, 0.1, 0.0);
    o.normal = Vec3(0.3, 1.0, -0.2); // not unit on purpose: the shape normalises it
    return o;
}

Obstacle box() {
    Obstacle o;
    o.shape = ObstacleShape::Box;
    o.boxMin = Vec3(-0.4, -0.3, -0.5);
    o.boxMax = Vec3(0.5, 0.2, 0.4);
    return o;
}

Obstacle withShape(ObstacleShape shape) {
    return shape == ObstacleShape::Sphere  ? sphere()
           : shape == ObstacleShape::Plane ? plane()
                                           : box();
}

/// A jittered 10 × 10 × 10 lattice over [−1, 1]³ with random velocities and masses; every
/// seventh particle pinned.
System makeRandomGrid(std::uint32_t seed) {
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> jitter(-0.1, 0.1);
    std::uniform_real_distribution<double> speed(-3.0, 3.0);
    std::uniform_real_distribution<double> mass(0.1, 2.0);
    System system;
    const int n = 10;
    system.addParticles(n * n * n);
    for (int p = 0; p < n * n * n; ++p) {
        const Vec3 lattice(p % n, (p / n) % n, p / (n * n));
        const Vec3 offset(jitter(rng), jitter(rng), jitter(rng));
        system.positions().col(p) = -Vec3::Ones() + lattice * (2.0 / (n - 1)) + offset;
        system.velocities().col(p) = Vec3(speed(rng), speed(rng), speed(rng));
        system.setMass(p, mass(rng));
        system.setPinned(p, p % 7 == 0);
    }
    return system;
}

bool insideBeyondTolerance(const std::vector<Obstacle>& obstacles, const Vec3& x) {
    for (const Obstacle& o : obstacles) {
        Vec3 surface;
        Vec3 normal;
        if (closestSurfacePoint(o, x, surface, normal) && (surface - x).norm() > kTight) {
            return true;
        }
    }
    return false;
}

/// −Σ(ΔT + ΔU_g) over the particles, T = ½m|v|², U_g = −m·g·x.
double mechanicalLoss(const System& before, const System& after, const Vec3& g) {
    double loss = 0.0;
    for (int p = 0; p < before.particleCount(); ++p) {
        const double m = before.masses()[p];
        const double dT =
            0.5 * m *
            (after.velocities().col(p).squaredNorm() - before.velocities().col(p).squaredNorm());
        const double dU = -m * g.dot(after.positions().col(p) - before.positions().col(p));
        loss -= dT + dU;
    }
    return loss;
}

/// The velocity rule of `response` for a particle moved from x0 to x1 through a surface with
/// outward normal n, checked against v1 given v0.
void checkVelocityRule(const Obstacle& o, const Vec3& x0, const Vec3& x1, const Vec3& n,
                       const Vec3& v0, const Vec3& v1, double dt) {
    switch (o.response) {
    case CollisionResponse::PushOut:
        QCOMPARE(v1, v0);
        break;
    case CollisionResponse::Stick:
    case CollisionResponse::StickRay: // without the step's start it acts as Stick
        QCOMPARE(v1, Vec3(Vec3::Zero()));
        break;
    case CollisionResponse::VelocityCorrection:
        QVERIFY((v1 - (v0 + (x1 - x0) / dt)).norm() <= 1e-9 * (1.0 + v1.norm()));
        break;
    case CollisionResponse::Project: {
        const double vn = v0.dot(n);
        if (vn >= 0.0) {
            QCOMPARE(v1, v0);
            break;
        }
        const Vec3 tangential = v0 - vn * n;
        const double expected = std::max(0.0, tangential.norm() - o.friction * -vn);
        QVERIFY(std::abs(v1.dot(n)) <= kTight * (1.0 + v0.norm()));
        QVERIFY(std::abs(v1.norm() - expected) <= kTight * (1.0 + v0.norm()));
        QVERIFY(v1.norm() == 0.0 || (v1.cross(tangential)).norm() <= 1e-9 * tangential.norm());
        QVERIFY(v1.dot(tangential) >= 0.0);
        break;
    }
    }
}

} // namespace

class TestObstacles : public QObject {
    Q_OBJECT

private slots:
    void ids();
    void sphereSurface();
    void planeSurface();
    void boxSurface();
    void randomGrid_data();
    void randomGrid();
    void severalObstacles_data();
    void severalObstacles();
    void friction_data();
    void friction();
    void dissipatedByHand();
    void noObstaclesNoChange();
};

void TestObstacles::ids() {
    for (ObstacleShape s : {ObstacleShape::Sphere, ObstacleShape::Plane, ObstacleShape::Box}) {
        QCOMPARE(obstacleShapeFromId(obstacleShapeId(s)), std::optional(s));
    }
    QCOMPARE(obstacleShapeId(ObstacleShape::Plane), std::string_view("plane"));
    for (CollisionResponse r : {CollisionResponse::Project, CollisionResponse::PushOut,
                                CollisionResponse::Stick, CollisionResponse::VelocityCorrection}) {
        QCOMPARE(collisionResponseFromId(collisionResponseId(r)), std::optional(r));
    }
    QCOMPARE(collisionResponseId(CollisionResponse::PushOut), std::string_view("push-out"));
    QCOMPARE(collisionResponseId(CollisionResponse::VelocityCorrection),
             std::string_view("velocity-correction"));
    QVERIFY(!obstacleShapeFromId("cylinder").has_value());
    QVERIFY(!collisionResponseFromId("bounce").has_value());
}

void TestObstacles::sphereSurface() {
    const Obstacle o = sphere();
    Vec3 s;
    Vec3 n;
    QVERIFY(closestSurfacePoint(o, o.center + Vec3(0.3, 0.0, -0.4), s, n));
    QVERIFY((s - (o.center + Vec3(0.36, 0.0, -0.48))).norm() <= kTight);
    QVERIFY((n - Vec3(0.6, 0.0, -0.8)).norm() <= kTight);
    QVERIFY(closestSurfacePoint(o, o.center, s, n)); // the centre: +y by convention
    QCOMPARE(n, Vec3(0, 1, 0));
    QVERIFY((s - (o.center + Vec3(0, 0.6, 0))).norm() <= kTight);
    Obstacle exact = o; // binary-exact centre and radius: the point below lies on the surface
    exact.center = Vec3(0.5, -0.25, 0.125);
    exact.radius = 0.5;
    QVERIFY(!closestSurfacePoint(exact, Vec3(0.5, -0.25, 0.625), s, n));
    QVERIFY(closestSurfacePoint(exact, Vec3(0.5, -0.25, 0.624), s, n));
    QVERIFY(!closestSurfacePoint(o, o.center + Vec3(1, 1, 1), s, n));
}

void TestObstacles::planeSurface() {
    const Obstacle o = plane();
    const Vec3 unit = o.normal.normalized();
    Vec3 s;
    Vec3 n;
    const Vec3 tangent(0.7, -0.21, 0.0);             // ⟂ (0.3, 1, −0.2)
    const Vec3 x = o.center + tangent - 0.25 * unit; // on the plane, then 0.25 m inward
    QVERIFY(closestSurfacePoint(o, x, s, n));
    QVERIFY((n - unit).norm() <= kTight);
    QVERIFY((s - (x + 0.25 * unit)).norm() <= kTight);
    QVERIFY(std::abs((s - o.center).dot(unit)) <= kTight);
    QVERIFY(!closestSurfacePoint(o, x + 0.5 * unit, s, n));
    QVERIFY(!closestSurfacePoint(o, o.center, s, n));
}

void TestObstacles::boxSurface() {
    const Obstacle o = box(); // x ∈ (−0.4, 0.5), y ∈ (−0.3, 0.2), z ∈ (−0.5, 0.4)
    Vec3 s;
    Vec3 n;
    QVERIFY(closestSurfacePoint(o, Vec3(0.0, 0.15, 0.0), s, n)); // nearest: y max, 0.05 away
    QCOMPARE(s, Vec3(0.0, 0.2, 0.0));
    QCOMPARE(n, Vec3(0, 1, 0));
    QVERIFY(closestSurfacePoint(o, Vec3(-0.38, 0.0, 0.0), s, n)); // x min, 0.02 away
    QCOMPARE(s, Vec3(-0.4, 0.0, 0.0));
    QCOMPARE(n, Vec3(-1, 0, 0));
    QVERIFY(closestSurfacePoint(o, Vec3(0.0, -0.1, -0.45), s, n)); // z min, 0.05 away
    QCOMPARE(s, Vec3(0.0, -0.1, -0.5));
    QCOMPARE(n, Vec3(0, 0, -1));
    QVERIFY(closestSurfacePoint(o, Vec3(0.45, 0.0, 0.0), s, n)); // x max, 0.05 away
    QCOMPARE(s, Vec3(0.5, 0.0, 0.0));
    QCOMPARE(n, Vec3(1, 0, 0));
    QVERIFY(closestSurfacePoint(o, Vec3(0.0, -0.28, 0.0), s, n)); // y min, 0.02 away
    QCOMPARE(s, Vec3(0.0, -0.3, 0.0));
    QCOMPARE(n, Vec3(0, -1, 0));
    QVERIFY(closestSurfacePoint(o, Vec3(0.0, 0.0, 0.37), s, n)); // z max, 0.03 away
    QCOMPARE(s, Vec3(0.0, 0.0, 0.4));
    QCOMPARE(n, Vec3(0, 0, 1));
    QVERIFY(!closestSurfacePoint(o, Vec3(0.5, 0.0, 0.0), s, n)); // on a face: not strictly inside
    QVERIFY(!closestSurfacePoint(o, Vec3(0.0, 0.0, 0.41), s, n));
}

void TestObstacles::randomGrid_data() {
    QTest::addColumn<int>("shape");
    QTest::addColumn<int>("response");
    QTest::addColumn<double>("friction");
    const char* shapes[] = {"sphere", "plane", "box"};
    const char* responses[] = {"project", "push-out", "stick", "velocity-correction"};
    for (int s = 0; s < 3; ++s) {
        for (int r = 0; r < 4; ++r) {
            for (double mu : {0.0, 0.7}) {
                if (mu > 0.0 && r != 0) {
                    continue; // friction only acts in the project response
                }
                const QByteArray name =
                    QByteArray(shapes[s]) + " " + responses[r] + " mu " + QByteArray::number(mu);
                QTest::newRow(name.constData()) << s << r << mu;
            }
        }
    }
}

void TestObstacles::randomGrid() {
    QFETCH(int, shape);
    QFETCH(int, response);
    QFETCH(double, friction);
    Obstacle o = withShape(static_cast<ObstacleShape>(shape));
    o.response = static_cast<CollisionResponse>(response);
    o.friction = friction;
    const std::vector<Obstacle> obstacles{o};
    const Vec3 g(0.5, -9.81, 0.2);
    const double dt = 1.0 / 30.0;

    const System before = makeRandomGrid(20240611u + std::uint32_t(shape * 4 + response));
    System after = before;
    const CollisionStats stats = resolveCollisions(obstacles, after, g, dt);

    int inside = 0;
    for (int p = 0; p < before.particleCount(); ++p) {
        const Vec3 x0 = before.positions().col(p);
        const Vec3 v0 = before.velocities().col(p);
        const Vec3 x1 = after.positions().col(p);
        const Vec3 v1 = after.velocities().col(p);
        Vec3 surface;
        Vec3 normal;
        const bool wasInside = closestSurfacePoint(o, x0, surface, normal);
        if (before.isPinned(p) || !wasInside) {
            QCOMPARE(x1, x0);
            QCOMPARE(v1, v0);
            continue;
        }
        ++inside;
        QCOMPARE(x1, surface);
        QVERIFY(!insideBeyondTolerance(obstacles, x1));
        checkVelocityRule(o, x0, x1, normal, v0, v1, dt);
    }
    QVERIFY2(inside > 20, "the grid must actually hit the obstacle");
    QCOMPARE(stats.contacts, inside);
    const double loss = mechanicalLoss(before, after, g);
    QVERIFY(std::abs(stats.dissipated - loss) <= 1e-9 * (1.0 + std::abs(loss)));
    if (o.response == CollisionResponse::Stick || o.response == CollisionResponse::Project) {
        // Kinetic energy only falls; a loss could only come out negative through gravity.
        double kineticLoss = 0.0;
        for (int p = 0; p < before.particleCount(); ++p) {
            kineticLoss += before.masses()[p] * (before.velocities().col(p).squaredNorm() -
                                                 after.velocities().col(p).squaredNorm());
        }
        QVERIFY(kineticLoss > 0.0);
    }
}

void TestObstacles::severalObstacles_data() {
    QTest::addColumn<int>("response");
    QTest::newRow("project") << int(CollisionResponse::Project);
    QTest::newRow("push-out") << int(CollisionResponse::PushOut);
    QTest::newRow("stick") << int(CollisionResponse::Stick);
    QTest::newRow("velocity-correction") << int(CollisionResponse::VelocityCorrection);
}

void TestObstacles::severalObstacles() {
    // Disjoint interiors with gaps, so a projection rounded by an ulp cannot land in a
    // neighbour: a sphere and a box, both above a floor.
    QFETCH(int, response);
    Obstacle ball = sphere();
    ball.center = Vec3(-0.4, 0.0, 0.0);
    ball.radius = 0.45;
    Obstacle floor = plane();
    floor.center = Vec3(0.0, -0.55, 0.0);
    floor.normal = Vec3(0.0, 2.0, 0.0);
    Obstacle block = box();
    block.boxMin = Vec3(0.2, -0.5, -0.6);
    block.boxMax = Vec3(0.9, 0.3, 0.5);
    std::vector<Obstacle> obstacles{ball, floor, block};
    for (Obstacle& o : obstacles) {
        o.response = static_cast<CollisionResponse>(response);
        o.friction = 0.3;
    }
    const Vec3 g(0.0, -9.81, 0.0);
    const System before = makeRandomGrid(77u + std::uint32_t(response));
    System after = before;
    const CollisionStats stats = resolveCollisions(obstacles, after, g, 0.01);

    int inside = 0;
    for (int p = 0; p < before.particleCount(); ++p) {
        const Vec3 x0 = before.positions().col(p);
        if (before.isPinned(p)) {
            QCOMPARE(Vec3(after.positions().col(p)), x0);
            QCOMPARE(Vec3(after.velocities().col(p)), Vec3(before.velocities().col(p)));
            continue;
        }
        QVERIFY(!insideBeyondTolerance(obstacles, after.positions().col(p)));
        int hits = 0;
        for (const Obstacle& o : obstacles) {
            Vec3 s;
            Vec3 n;
            hits += closestSurfacePoint(o, x0, s, n) ? 1 : 0;
        }
        QVERIFY(hits <= 1);
        inside += hits;
    }
    QVERIFY(inside > 100);
    QCOMPARE(stats.contacts, inside);
    const double loss = mechanicalLoss(before, after, g);
    QVERIFY(std::abs(stats.dissipated - loss) <= 1e-9 * (1.0 + std::abs(loss)));
}

void TestObstacles::friction_data() {
    QTest::addColumn<double>("tangential");
    QTest::addColumn<double>("normal");
    QTest::addColumn<double>("mu");
    QTest::addColumn<double>("expectedTangential");
    QTest::addColumn<double>("expectedNormal");
    QTest::newRow("frictionless") << 3.0 << -2.0 << 0.0 << 3.0 << 0.0;
    QTest::newRow("slows by mu|vn|") << 3.0 << -2.0 << 0.5 << 2.0 << 0.0;
    QTest::newRow("stops exactly") << 3.0 << -2.0 << 1.5 << 0.0 << 0.0;
    QTest::newRow("stops, no reversal") << 3.0 << -2.0 << 4.0 << 0.0 << 0.0;
    QTest::newRow("head-on") << 0.0 << -5.0 << 0.5 << 0.0 << 0.0;
    QTest::newRow("leaving: untouched") << 3.0 << 1.0 << 0.5 << 3.0 << 1.0;
    QTest::newRow("resting: untouched") << 3.0 << 0.0 << 0.5 << 3.0 << 0.0;
}

void TestObstacles::friction() {
    QFETCH(double, tangential);
    QFETCH(double, normal);
    QFETCH(double, mu);
    QFETCH(double, expectedTangential);
    QFETCH(double, expectedNormal);
    Obstacle floor;
    floor.shape = ObstacleShape::Plane;
    floor.friction = mu;
    const Vec3 direction = Vec3(0.6, 0.0, 0.8); // tangential direction in the floor
    System system;
    system.addParticle(Vec3(1.0, -0.1, 2.0), tangential * direction + Vec3(0, normal, 0), 1.0,
                       false);
    const CollisionStats stats = resolveCollisions({floor}, system, Vec3::Zero(), 0.01);
    QCOMPARE(stats.contacts, 1);
    const Vec3 v = system.velocities().col(0);
    QVERIFY((v - (expectedTangential * direction + Vec3(0, expectedNormal, 0))).norm() <= kTight);
    QCOMPARE(Vec3(system.positions().col(0)), Vec3(1.0, 0.0, 2.0));
}

void TestObstacles::dissipatedByHand() {
    // m = 2 kg at depth 0.5 m under a floor, falling at 3 m/s, stopped and lifted to y = 0:
    // ΔT = −½·2·9 = −9 J, ΔU_g = 2·9.81·0.5 = 9.81 J, so D = −(ΔT + ΔU_g) = −0.81 J.
    Obstacle floor;
    floor.shape = ObstacleShape::Plane;
    floor.response = CollisionResponse::Stick;
    System system;
    system.addParticle(Vec3(0.0, -0.5, 0.0), Vec3(0.0, -3.0, 0.0), 2.0, false);
    system.addParticle(Vec3(0.0, -0.5, 1.0), Vec3(0.0, -3.0, 0.0), 2.0, true);
    const CollisionStats stats = resolveCollisions({floor}, system, Vec3(0, -9.81, 0), 0.01);
    QCOMPARE(stats.contacts, 1);
    QVERIFY(std::abs(stats.dissipated - (-0.81)) <= kTight);
    QCOMPARE(Vec3(system.positions().col(1)), Vec3(0.0, -0.5, 1.0)); // pinned stays inside
}

void TestObstacles::noObstaclesNoChange() {
    const System before = makeRandomGrid(5u);
    System after = before;
    const CollisionStats stats = resolveCollisions({}, after, Vec3(0, -9.81, 0), 0.01);
    QCOMPARE(stats.contacts, 0);
    QCOMPARE(stats.dissipated, 0.0);
    QVERIFY(after.positions() == before.positions());
    QVERIFY(after.velocities() == before.velocities());
}

QTEST_APPLESS_MAIN(TestObstacles)
#include "test_obstacles.moc"
