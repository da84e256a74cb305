#include "core/system.h"

#include <stdexcept>

namespace clothlab::core {

int System::addParticles(int count) {
    if (count < 0) {
        throw std::invalid_argument("negative particle count");
    }
    const int first = particleCount();
    const int n = first + count;
    m_positions.conservativeResize(3, n);
    m_velocities.conservativeResize(3, n);
    m_masses.conservativeResize(n);
    m_inverseMasses.conservativeResize(n);
    m_positions.rightCols(count).setZero();
    m_velocities.rightCols(count).setZero();
    m_masses.tail(count).setOnes();
    m_inverseMasses.tail(count).setOnes();
    return first;
}

int System::addParticle(const Vec3& position, const Vec3& velocity, double mass, bool pinned) {
    const int index = addParticles(1);
    m_positions.col(index) = position;
    m_velocities.col(index) = velocity;
    m_masses[index] = mass;
    setPinned(index, pinned);
    return index;
}

void System::setMass(int particle, double mass) {
    if (!(mass > 0.0)) {
        throw std::invalid_argument("particle mass must be > 0");
    }
    const bool pinned = isPinned(particle);
    m_masses[particle] = mass;
    m_inverseMasses[particle] = pinned ? 0.0 : 1.0 / mass;
}

void System::setPinned(int particle, bool pinned) {
    m_inverseMasses[particle] = pinned ? 0.0 : 1.0 / m_masses[particle];
    if (pinned) {
        m_velocities.col(particle).setZero();
    }
}

int System::pinnedCount() const {
    return static_cast<int>((m_inverseMasses.array() == 0.0).count());
}

std::array<int, kSpringKindCount> System::springCountByKind() const {
    std::array<int, kSpringKindCount> counts{};
    for (const Spring& s : m_springs) {
        ++counts[kindIndex(s.kind)];
    }
    return counts;
}

} // namespace clothlab::core
