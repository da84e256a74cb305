#include "core/model/system.h"

#include <cmath>
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
    if (hasOrientations()) {
        m_orientations.conservativeResize(4, n);
        m_angularVelocities.conservativeResize(3, n);
        m_inertias.conservativeResize(n);
        m_inverseInertias.conservativeResize(n);
        m_orientations.rightCols(count).setZero();
        m_orientations.rightCols(count).row(3).setOnes();
        m_angularVelocities.rightCols(count).setZero();
        m_inertias.tail(count).setZero();
        m_inverseInertias.tail(count).setZero();
    }
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
    if (m_oriented) { // a particle's inertia is that of its own mass (a solid sphere)
        setInertia(particle, m_inertias[particle] * (mass / m_masses[particle]));
    }
    m_masses[particle] = mass;
    m_inverseMasses[particle] = pinned ? 0.0 : 1.0 / mass;
}

void System::setPinned(int particle, bool pinned) {
    m_inverseMasses[particle] = pinned ? 0.0 : 1.0 / m_masses[particle];
    if (pinned) {
        m_velocities.col(particle).setZero();
    }
    if (hasOrientations()) {
        setInertia(particle, m_inertias[particle]);
    }
}

void System::enableOrientations() {
    if (m_oriented) {
        return;
    }
    m_oriented = true;
    const int n = particleCount();
    m_orientations.setZero(4, n);
    m_orientations.row(3).setOnes();
    m_angularVelocities.setZero(3, n);
    m_inertias.setZero(n);
    m_inverseInertias.setZero(n);
}

void System::setInertia(int particle, double inertia) {
    if (!hasOrientations()) {
        throw std::logic_error("setInertia on a system without orientations");
    }
    if (!(inertia >= 0.0) || !std::isfinite(inertia)) {
        throw std::invalid_argument("rotational inertia must be finite and >= 0");
    }
    m_inertias[particle] = inertia;
    const bool fixed = isPinned(particle) || inertia == 0.0;
    m_inverseInertias[particle] = fixed ? 0.0 : 1.0 / inertia;
    if (isPinned(particle)) {
        m_angularVelocities.col(particle).setZero();
    }
}

std::vector<int> System::particleBodies() const {
    std::vector<int> body(static_cast<std::size_t>(particleCount()), -1);
    for (std::size_t b = 0; b < m_bodies.size(); ++b) {
        const BodyRange& range = m_bodies[b];
        for (int k = 0; k < range.particleCount; ++k) {
            body[static_cast<std::size_t>(range.firstParticle + k)] = static_cast<int>(b);
        }
    }
    return body;
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
