// Rigid obstacles (sphere, infinite plane, axis-aligned box) and the collision stage that
// projects particles which end a step inside one of them back to its surface.
#pragma once

#include "core/base/types.h"

#include <Eigen/Core>
#include <optional>
#include <string_view>
#include <vector>

namespace clothlab::core {

class System;

enum class ObstacleShape : std::uint8_t { Sphere, Plane, Box };

/// What happens to a particle found inside an obstacle at the end of a step. In every case
/// but StickRay the position is projected to the nearest surface point (plus the margin).
enum class CollisionResponse : std::uint8_t {
    Project,            ///< inward normal velocity removed, tangential reduced by Coulomb friction
    PushOut,            ///< R1: position only; velocity untouched
    Stick,              ///< R3: velocity set to zero
    VelocityCorrection, ///< R5: v += (x_projected − x_inside)/dt
    /// R3: the segment from the step's start to its end is tested against the surface (a ray
    /// cast along the motion); at the first hit the particle is put there and stopped. Catches
    /// particles that pass through within one step, which the end-of-step Stick misses.
    StickRay,
};

struct Obstacle {
    ObstacleShape shape = ObstacleShape::Sphere;
    Vec3 center{0.0, 0.0, 0.0};    ///< sphere centre; a point on the plane
    double radius = 0.5;           ///< sphere radius, m, > 0
    Vec3 normal{0.0, 1.0, 0.0};    ///< plane normal (unit; the free side is +normal)
    Vec3 boxMin{-0.5, -0.5, -0.5}; ///< box corners, m
    Vec3 boxMax{0.5, 0.5, 0.5};
    double friction = 0.0; ///< Coulomb coefficient μ ≥ 0 (Project response)
    /// Distance beyond the surface a projected particle is put at, m ≥ 0 (R1: 1e-6). Whether
    /// a particle is inside is tested against the surface itself.
    double margin = 0.0;
    CollisionResponse response = CollisionResponse::Project;
    bool operator==(const Obstacle&) const = default;
};

std::string_view obstacleShapeId(ObstacleShape shape); ///< "sphere", "plane", "box"
/// "project", "push-out", "stick", "velocity-correction", "stick-ray".
std::string_view collisionResponseId(CollisionResponse response);
std::optional<ObstacleShape> obstacleShapeFromId(std::string_view id);
std::optional<CollisionResponse> collisionResponseFromId(std::string_view id);

/// If x is strictly inside the obstacle, returns true with the closest surface point and
/// the outward unit normal there.
bool closestSurfacePoint(const Obstacle& obstacle, const Vec3& x, Vec3& surface, Vec3& normal);

/// Result of one collision stage.
struct CollisionStats {
    int contacts = 0;
    /// Energy removed by the responses (J): −(ΔT + ΔU_g) of the projected particles (the
    /// simulation adds the change of elastic energy, which needs the springs).
    double dissipated = 0.0;
};

/// A particle the collision stage moved, and where it was before.
struct MovedParticle {
    int particle = 0;
    Vec3 before{0.0, 0.0, 0.0};
};

/// Where the segment from `from` to `to` first enters the obstacle (a ray cast along a
/// particle's motion over a step): true with the entry point and the outward normal there.
/// When `from` is already inside, the hit is its closest surface point. False when the
/// segment stays outside, even if it passes through.
bool segmentHit(const Obstacle& obstacle, const Vec3& from, const Vec3& to, Vec3& hit,
                Vec3& normal);

/// True when one of the obstacles needs the positions of the step's start (StickRay).
bool needsStepStart(const std::vector<Obstacle>& obstacles);

/// Projects every free particle that is inside an obstacle and applies the obstacle's
/// response. `gravity` (m/s²) is used for the potential-energy change; dt (s) for R5.
/// When `moved` is given, the moved particles are appended to it (the caller clears it;
/// its capacity is reused, so steady stepping does not allocate). `start` holds the
/// positions at the step's start, needed by StickRay (without it StickRay acts as Stick).
CollisionStats resolveCollisions(const std::vector<Obstacle>& obstacles, System& system,
                                 const Vec3& gravity, double dt,
                                 std::vector<MovedParticle>* moved = nullptr,
                                 const Eigen::Matrix3Xd* start = nullptr);

} // namespace clothlab::core
