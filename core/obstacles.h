// Rigid obstacles (sphere, infinite plane, axis-aligned box) and the collision stage that
// projects particles which end a step inside one of them back to its surface.
#pragma once

#include "core/types.h"

#include <Eigen/Core>
#include <optional>
#include <string_view>
#include <vector>

namespace clothlab::core {

class System;

enum class ObstacleShape : std::uint8_t { Sphere, Plane, Box };

/// What happens to a particle found inside an obstacle at the end of a step. In every case
/// the position is projected to the nearest surface point.
enum class CollisionResponse : std::uint8_t {
    Project,            ///< inward normal velocity removed, tangential reduced by Coulomb friction
    PushOut,            ///< R1: position only; velocity untouched
    Stick,              ///< R3: velocity set to zero
    VelocityCorrection, ///< R5: v += (x_projected − x_inside)/dt
};

struct Obstacle {
    ObstacleShape shape = ObstacleShape::Sphere;
    Vec3 center{0.0, 0.0, 0.0};    ///< sphere centre; a point on the plane
    double radius = 0.5;           ///< sphere radius, m, > 0
    Vec3 normal{0.0, 1.0, 0.0};    ///< plane normal (unit; the free side is +normal)
    Vec3 boxMin{-0.5, -0.5, -0.5}; ///< box corners, m
    Vec3 boxMax{0.5, 0.5, 0.5};
    double friction = 0.0; ///< Coulomb coefficient μ ≥ 0 (Project response)
    CollisionResponse response = CollisionResponse::Project;
    bool operator==(const Obstacle&) const = default;
};

std::string_view obstacleShapeId(ObstacleShape shape); ///< "sphere", "plane", "box"
std::string_view collisionResponseId(
    CollisionResponse response); ///< "project", "push-out", "stick", "velocity-correction"
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

/// Projects every free particle that is inside an obstacle and applies the obstacle's
/// response. `gravity` (m/s²) is used for the potential-energy change; dt (s) for R5.
/// When `moved` is given, the moved particles are appended to it (the caller clears it;
/// its capacity is reused, so steady stepping does not allocate).
CollisionStats resolveCollisions(const std::vector<Obstacle>& obstacles, System& system,
                                 const Vec3& gravity, double dt,
                                 std::vector<MovedParticle>* moved = nullptr);

} // namespace clothlab::core
