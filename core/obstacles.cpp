// Collision stage. A particle that ends a step inside an obstacle is moved to the closest
// surface point and its velocity is changed by the obstacle's response (DESIGN §2, R1, R3,
// R5). The stage is not a force: whatever it does to the mechanical energy is booked as
// dissipated work, −(ΔT + ΔU_g), so the energy residual stays closed. It can be negative
// (push-out against gravity lifts a particle and adds potential energy).
#include "core/obstacles.h"

#include "core/system.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace clothlab::core {

namespace {

constexpr std::array<std::pair<ObstacleShape, std::string_view>, 3> kShapeIds{{
    {ObstacleShape::Sphere, "sphere"},
    {ObstacleShape::Plane, "plane"},
    {ObstacleShape::Box, "box"},
}};

constexpr std::array<std::pair<CollisionResponse, std::string_view>, 4> kResponseIds{{
    {CollisionResponse::Project, "project"},
    {CollisionResponse::PushOut, "push-out"},
    {CollisionResponse::Stick, "stick"},
    {CollisionResponse::VelocityCorrection, "velocity-correction"},
}};

// A particle pushed out of one obstacle can land inside an overlapping one (a sphere resting
// on a floor). A few Gauss–Seidel sweeps over the obstacles settle the usual cases without
// turning the stage into an unbounded loop; disjoint obstacles need exactly one.
constexpr int kMaxSweeps = 4;

bool insideSphere(const Obstacle& o, const Vec3& x, Vec3& surface, Vec3& normal) {
    const Vec3 d = x - o.center;
    const double distance = d.norm();
    if (!(distance < o.radius)) {
        return false;
    }
    // At the centre every direction is closest; +y is the documented choice.
    normal = distance > 0.0 ? Vec3(d / distance) : Vec3(0.0, 1.0, 0.0);
    surface = o.center + o.radius * normal;
    return true;
}

bool insidePlane(const Obstacle& o, const Vec3& x, Vec3& surface, Vec3& normal) {
    const Vec3 n = o.normal.normalized();
    const double height = (x - o.center).dot(n);
    if (!(height < 0.0)) {
        return false;
    }
    normal = n;
    surface = x - height * n;
    return true;
}

bool insideBox(const Obstacle& o, const Vec3& x, Vec3& surface, Vec3& normal) {
    if (!((x.array() > o.boxMin.array()).all() && (x.array() < o.boxMax.array()).all())) {
        return false;
    }
    // The nearest of the six faces; ties go to the lower axis, min face first.
    int axis = 0;
    bool maxFace = false;
    double best = x[0] - o.boxMin[0];
    for (int k = 0; k < 3; ++k) {
        const double toMin = x[k] - o.boxMin[k];
        const double toMax = o.boxMax[k] - x[k];
        if (toMin < best) {
            best = toMin;
            axis = k;
            maxFace = false;
        }
        if (toMax < best) {
            best = toMax;
            axis = k;
            maxFace = true;
        }
    }
    surface = x;
    surface[axis] = maxFace ? o.boxMax[axis] : o.boxMin[axis];
    normal = Vec3::Zero();
    normal[axis] = maxFace ? 1.0 : -1.0;
    return true;
}

// Coulomb friction over the contact impulse: the normal impulse m·|vn| bounds the
// tangential one by μ·m·|vn|, so the tangential speed drops by μ·|vn| or stops.
void projectVelocity(Vec3& v, const Vec3& n, double friction) {
    const double vn = v.dot(n);
    if (vn >= 0.0) {
        return;
    }
    Vec3 tangential = v - vn * n;
    const double speed = tangential.norm();
    const double reduced = std::max(0.0, speed - std::max(0.0, friction) * -vn);
    tangential = speed > 0.0 ? Vec3(tangential * (reduced / speed)) : Vec3::Zero();
    v = tangential;
}

void applyResponse(const Obstacle& o, const Vec3& xOld, const Vec3& xNew, const Vec3& n, double dt,
                   Vec3& v) {
    switch (o.response) {
    case CollisionResponse::Project:
        projectVelocity(v, n, o.friction);
        break;
    case CollisionResponse::PushOut:
        break;
    case CollisionResponse::Stick:
        v.setZero();
        break;
    case CollisionResponse::VelocityCorrection:
        // R5: the projection is read as a displacement over the step, v += Δx/h.
        if (dt > 0.0) {
            v += (xNew - xOld) / dt;
        }
        break;
    }
}

// All obstacles, up to kMaxSweeps times, on one particle; returns the contacts made. The
// obstacle that moved the particle last is skipped until another one moves it: the particle
// sits on its surface, and rounding (|c + r·n − c| < r by an ulp) must not count twice.
int resolveParticle(const std::vector<Obstacle>& obstacles, Vec3& x, Vec3& v, double dt) {
    int contacts = 0;
    std::size_t lastMover = obstacles.size();
    for (int sweep = 0; sweep < kMaxSweeps; ++sweep) {
        const int before = contacts;
        for (std::size_t k = 0; k < obstacles.size(); ++k) {
            Vec3 surface;
            Vec3 normal;
            if (k != lastMover && closestSurfacePoint(obstacles[k], x, surface, normal)) {
                applyResponse(obstacles[k], x, surface, normal, dt, v);
                x = surface;
                lastMover = k;
                ++contacts;
            }
        }
        if (contacts == before) {
            break;
        }
    }
    return contacts;
}

} // namespace

std::string_view obstacleShapeId(ObstacleShape shape) {
    return idOf(kShapeIds, shape);
}

std::string_view collisionResponseId(CollisionResponse response) {
    return idOf(kResponseIds, response);
}

std::optional<ObstacleShape> obstacleShapeFromId(std::string_view id) {
    return valueOf(kShapeIds, id);
}

std::optional<CollisionResponse> collisionResponseFromId(std::string_view id) {
    return valueOf(kResponseIds, id);
}

bool closestSurfacePoint(const Obstacle& obstacle, const Vec3& x, Vec3& surface, Vec3& normal) {
    switch (obstacle.shape) {
    case ObstacleShape::Sphere:
        return insideSphere(obstacle, x, surface, normal);
    case ObstacleShape::Plane:
        return insidePlane(obstacle, x, surface, normal);
    case ObstacleShape::Box:
        return insideBox(obstacle, x, surface, normal);
    }
    return false;
}

CollisionStats resolveCollisions(const std::vector<Obstacle>& obstacles, System& system,
                                 const Vec3& gravity, double dt,
                                 std::vector<MovedParticle>* moved) {
    CollisionStats stats;
    if (obstacles.empty()) {
        return stats;
    }
    auto& positions = system.positions();
    auto& velocities = system.velocities();
    for (int p = 0; p < system.particleCount(); ++p) {
        if (system.inverseMasses()[p] == 0.0) {
            continue;
        }
        Vec3 x = positions.col(p);
        Vec3 v = velocities.col(p);
        const int contacts = resolveParticle(obstacles, x, v, dt);
        if (contacts == 0) {
            continue;
        }
        // T = ½m|v|², U_g = −m·g·x (DESIGN §2); the stage removes −(ΔT + ΔU_g).
        const double m = system.masses()[p];
        const double dT = 0.5 * m * (v.squaredNorm() - velocities.col(p).squaredNorm());
        const double dU = -m * gravity.dot(x - positions.col(p));
        stats.dissipated -= dT + dU;
        stats.contacts += contacts;
        if (moved) {
            moved->push_back({p, positions.col(p)});
        }
        positions.col(p) = x;
        velocities.col(p) = v;
    }
    return stats;
}

} // namespace clothlab::core
