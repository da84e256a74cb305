#include "core/simulation/user_drag.h"

#include "core/simulation/simulation.h"

namespace clothlab::core {

bool UserDrag::begin(Simulation& simulation, int particle, const Vec3& target) {
    System& s = simulation.system();
    if (particle < 0 || particle >= s.particleCount()) {
        return false;
    }
    if (active()) {
        end(simulation);
    }
    m_particle = particle;
    m_wasPinned = s.isPinned(particle);
    m_target = target;
    m_position = target;
    m_velocity = Vec3::Zero();
    m_time = simulation.time();
    s.setPinned(particle, true); // kinematic while held
    simulation.stateChanged();
    apply(simulation);
    return true;
}

void UserDrag::apply(Simulation& simulation) {
    if (!active()) {
        return;
    }
    const double t = simulation.time();
    if (t > m_time) {
        m_velocity = (m_target - m_position) / (t - m_time);
    }
    m_position = m_target;
    m_time = t;
    simulation.system().positions().col(m_particle) = m_target;
    simulation.stateChanged();
}

void UserDrag::end(Simulation& simulation) {
    if (!active()) {
        return;
    }
    System& s = simulation.system();
    s.setPinned(m_particle, m_wasPinned);
    if (!m_wasPinned) {
        s.velocities().col(m_particle) = m_velocity; // keeps the hand's velocity
    }
    simulation.stateChanged();
    m_particle = -1;
}

} // namespace clothlab::core
