// Collision stage. A particle that ends a step inside an obstacle is moved to the closest
// surface point and its velocity is changed by the obstacle's response (DESIGN §2, R1, R3,
// R5). The stage is not a force: whatever it does to the mechanical energy is booked as
// dissipated work, −(ΔT + ΔU_g). It can be negative (push-out against gravity lifts a particle
// and adds potential energy); the simulation books only a stage's net loss (simulation.cpp).
#include "core/contact/obstacles.h"

#include "core/model/system.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <utility>

namespace clothlab::core {

namespace {

constexpr std::array<std::pair<ObstacleShape, std::string_view>, 3> kShapeIds{{
    {ObstacleShape::Sphere, "sphere"},
    {ObstacleShape::Plane, "plane"},
    {ObstacleShape::Box, "box"},
}};

constexpr std::array<std::pair<CollisionResponse, std::string_view>, 5> kResponseIds{{
    {CollisionResponse::Project, "project"},
    {CollisionResponse::PushOut, "push-out"},
    {CollisionResponse::Stick, "stick"},
    {CollisionResponse::VelocityCorrection, "velocity-correction"},
    {CollisionResponse::StickRay, "stick-ray"},
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
    case CollisionResponse::StickRay:
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

// The first hit along the segment from `from` to `to` over the StickRay obstacles; returns
// the obstacle's index, or obstacles.size() when the segment misses them all.
std::size_t firstRayHit(const std::vector<Obstacle>& obstacles, const Vec3& from, const Vec3& to,
                        Vec3& hit, Vec3& normal) {
    std::size_t best = obstacles.size();
    double bestDistance = 0.0;
    for (std::size_t k = 0; k < obstacles.size(); ++k) {
        Vec3 p;
        Vec3 n;
        if (obstacles[k].response == CollisionResponse::StickRay &&
            segmentHit(obstacles[k], from, to, p, n)) {
            const double distance = (p - from).squaredNorm();
            if (best == obstacles.size() || distance < bestDistance) {
                best = k;
                bestDistance = distance;
                hit = p;
                normal = n;
            }
        }
    }
    return best;
}

// All obstacles, up to kMaxSweeps times, on one particle; returns the contacts made. The
// obstacle that moved the particle last is skipped until another one moves it: the particle
// sits on its surface, and rounding (|c + r·n − c| < r by an ulp) must not count twice.
// StickRay obstacles are tested first along the step's motion from `start` (when given);
// a particle they stop is not moved further.
int resolveParticle(const std::vector<Obstacle>& obstacles, Vec3& x, Vec3& v, double dt,
                    const Vec3* start) {
    if (start) {
        // Zero-initialised: GCC 12 cannot see that firstRayHit() sets them when it reports a
        // hit (-Wmaybe-uninitialized in the portable build).
        Vec3 hit = Vec3::Zero();
        Vec3 normal = Vec3::Zero();
        if (firstRayHit(obstacles, *start, x, hit, normal) < obstacles.size()) {
            x = hit;
            v.setZero();
            return 1;
        }
    }
    int contacts = 0;
    std::size_t lastMover = obstacles.size();
    for (int sweep = 0; sweep < kMaxSweeps; ++sweep) {
        const int before = contacts;
        for (std::size_t k = 0; k < obstacles.size(); ++k) {
            Vec3 surface;
            Vec3 normal;
            if (k != lastMover && closestSurfacePoint(obstacles[k], x, surface, normal)) {
                const Vec3 target = surface + obstacles[k].margin * normal;
                applyResponse(obstacles[k], x, target, normal, dt, v);
                x = target;
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

// Entry of the segment x(t) = from + t·d, t ∈ [0, 1], into a sphere: the smaller root of
// |from + t·d − c|² = r².
bool sphereEntry(const Obstacle& o, const Vec3& from, const Vec3& d, double& t) {
    const Vec3 f = from - o.center;
    const double a = d.squaredNorm();
    const double b = f.dot(d);
    const double c = f.squaredNorm() - o.radius * o.radius;
    const double disc = b * b - a * c;
    if (a == 0.0 || disc < 0.0) {
        return false;
    }
    t = (-b - std::sqrt(disc)) / a;
    return true;
}

// Slab test: the largest of the per-axis entry parameters, if it precedes every exit.
bool boxEntry(const Obstacle& o, const Vec3& from, const Vec3& d, double& t, int& axis,
              bool& maxFace) {
    double enter = -std::numeric_limits<double>::infinity();
    double leave = std::numeric_limits<double>::infinity();
    for (int k = 0; k < 3; ++k) {
        if (d[k] == 0.0) {
            if (from[k] <= o.boxMin[k] || from[k] >= o.boxMax[k]) {
                return false;
            }
            continue;
        }
        double t0 = (o.boxMin[k] - from[k]) / d[k];
        double t1 = (o.boxMax[k] - from[k]) / d[k];
        const bool fromMax = t1 < t0;
        if (fromMax) {
            std::swap(t0, t1);
        }
        if (t0 > enter) {
            enter = t0;
            axis = k;
            maxFace = fromMax;
        }
        leave = std::min(leave, t1);
    }
    t = enter;
    return enter < leave;
}

} // namespace

bool segmentHit(const Obstacle& o, const Vec3& from, const Vec3& to, Vec3& hit, Vec3& normal) {
    if (closestSurfacePoint(o, from, hit, normal)) {
        return true; // started inside: stopped at the nearest surface point of the start
    }
    const Vec3 d = to - from;
    double t = 0.0;
    switch (o.shape) {
    case ObstacleShape::Sphere:
        if (!sphereEntry(o, from, d, t) || t < 0.0 || t > 1.0) {
            return false;
        }
        hit = from + t * d;
        normal = (hit - o.center).normalized();
        return true;
    case ObstacleShape::Plane: {
        normal = o.normal.normalized();
        const double h0 = (from - o.center).dot(normal);
        const double h1 = (to - o.center).dot(normal);
        if (!(h1 < 0.0)) {
            return false;
        }
        hit = from + (h0 / (h0 - h1)) * d;
        return true;
    }
    case ObstacleShape::Box: {
        int axis = 0;
        bool maxFace = false;
        if (!boxEntry(o, from, d, t, axis, maxFace) || t < 0.0 || t > 1.0) {
            return false;
        }
        hit = from + t * d;
        hit[axis] = maxFace ? o.boxMax[axis] : o.boxMin[axis];
        normal = Vec3::Zero();
        normal[axis] = maxFace ? 1.0 : -1.0;
        return true;
    }
    }
    return false;
}

bool needsStepStart(const std::vector<Obstacle>& obstacles) {
    return std::any_of(obstacles.begin(), obstacles.end(),
                       [](const Obstacle& o) { return o.response == CollisionResponse::StickRay; });
}

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
                                 const Vec3& gravity, double dt, std::vector<MovedParticle>* moved,
                                 const Eigen::Matrix3Xd* start) {
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
        const Vec3 from = start ? Vec3(start->col(p)) : Vec3::Zero();
        const int contacts = resolveParticle(obstacles, x, v, dt, start ? &from : nullptr);
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
