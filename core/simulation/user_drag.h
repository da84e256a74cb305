// The user's hand on one particle of a running simulation (DESIGN §2: a pinned particle only
// moves when the scene or the user moves it).
#pragma once

#include "core/base/types.h"

namespace clothlab::core {

class Simulation;

/// While held, the particle is kinematic (pinned) and put at the target before every step;
/// when released it gets back its own pin state and, if free, the velocity of the hand.
class UserDrag {
public:
    /// Starts holding `particle` (false, and nothing done, when out of range).
    bool begin(Simulation& simulation, int particle, const Vec3& target);
    void setTarget(const Vec3& target) { m_target = target; }
    /// Moves the held particle to the target (call before each step and after setTarget()
    /// when the simulation is not stepping).
    void apply(Simulation& simulation);
    void end(Simulation& simulation);

    bool active() const { return m_particle >= 0; }
    int particle() const { return m_particle; }
    const Vec3& target() const { return m_target; }

private:
    int m_particle = -1;
    bool m_wasPinned = false;
    Vec3 m_target = Vec3::Zero();
    Vec3 m_position = Vec3::Zero();
    Vec3 m_velocity = Vec3::Zero();
    double m_time = 0.0;
};

} // namespace clothlab::core
