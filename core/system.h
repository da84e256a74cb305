// The simulated system: particles as arrays, springs as plain structs, the per-kind
// stiffness table, and the (cold) render surfaces of cloth bodies.
#pragma once

#include "core/types.h"

#include <Eigen/Core>
#include <string>
#include <vector>

namespace clothlab::core {

/// Stiffness of one spring kind. All SI and ≥ 0.
struct SpringStiffness {
    double stretch = 1000.0;     ///< k⁺, N/m, used while the spring is longer than rest
    double compression = 1000.0; ///< k⁻, N/m, used while the spring is shorter than rest
    double damping = 0.0;        ///< c, N·s/m, along the spring
    bool operator==(const SpringStiffness&) const = default;
};

/// One SpringStiffness per SpringKind.
struct StiffnessTable {
    std::array<SpringStiffness, kSpringKindCount> kinds{};

    SpringStiffness& operator[](SpringKind k) { return kinds[kindIndex(k)]; }
    const SpringStiffness& operator[](SpringKind k) const { return kinds[kindIndex(k)]; }
    bool operator==(const StiffnessTable&) const = default;
};

/// A spring between particles i and j (indices into the system, i ≠ j).
struct Spring {
    int i = 0;
    int j = 0;
    double restLength = 0.0; ///< m, > 0
    SpringKind kind = SpringKind::Structural;
    double scale = 1.0; ///< multiplies k⁺, k⁻ and c of the kind, ≥ 0
    bool operator==(const Spring&) const = default;
};

/// Triangulated surface of one body, for rendering and aerodynamics. Indices are
/// system particle indices; uv holds one texture coordinate per particle of the body.
struct Surface {
    int firstParticle = 0;
    int particleCount = 0;
    std::vector<std::array<int, 3>> triangles;
    Eigen::Matrix2Xd uv; ///< 2 × particleCount
};

/// A contiguous range of particles created from one body description.
struct BodyRange {
    std::string name;
    int firstParticle = 0;
    int particleCount = 0;
    int firstSpring = 0;
    int springCount = 0;
};

/// Particles (positions, velocities, masses; pinned = inverse mass 0), springs and the
/// stiffness table. Hot per-step state lives in the Eigen arrays; everything else is cold.
class System {
public:
    int particleCount() const { return static_cast<int>(m_masses.size()); }
    int springCount() const { return static_cast<int>(m_springs.size()); }

    /// Appends `count` particles at the origin with unit mass; returns the first index.
    int addParticles(int count);
    /// Appends one particle; mass in kg (> 0). Returns its index.
    int addParticle(const Vec3& position, const Vec3& velocity, double mass, bool pinned);
    void addSpring(const Spring& spring) { m_springs.push_back(spring); }

    Eigen::Matrix3Xd& positions() { return m_positions; }
    const Eigen::Matrix3Xd& positions() const { return m_positions; }
    Eigen::Matrix3Xd& velocities() { return m_velocities; }
    const Eigen::Matrix3Xd& velocities() const { return m_velocities; }
    const Eigen::VectorXd& masses() const { return m_masses; }
    /// 1/m for free particles, 0 for pinned ones.
    const Eigen::VectorXd& inverseMasses() const { return m_inverseMasses; }

    /// kg, > 0. Keeps the pinned state.
    void setMass(int particle, double mass);
    bool isPinned(int particle) const { return m_inverseMasses[particle] == 0.0; }
    void setPinned(int particle, bool pinned);
    int pinnedCount() const;

    std::vector<Spring>& springs() { return m_springs; }
    const std::vector<Spring>& springs() const { return m_springs; }
    /// Number of springs of each kind.
    std::array<int, kSpringKindCount> springCountByKind() const;

    StiffnessTable& stiffness() { return m_stiffness; }
    const StiffnessTable& stiffness() const { return m_stiffness; }
    void setStiffness(const StiffnessTable& table) { m_stiffness = table; }

    std::vector<Surface>& surfaces() { return m_surfaces; }
    const std::vector<Surface>& surfaces() const { return m_surfaces; }
    std::vector<BodyRange>& bodies() { return m_bodies; }
    const std::vector<BodyRange>& bodies() const { return m_bodies; }

private:
    Eigen::Matrix3Xd m_positions;
    Eigen::Matrix3Xd m_velocities;
    Eigen::VectorXd m_masses;
    Eigen::VectorXd m_inverseMasses;
    std::vector<Spring> m_springs;
    StiffnessTable m_stiffness;
    std::vector<Surface> m_surfaces;
    std::vector<BodyRange> m_bodies;
};

/// Area-weighted per-vertex normals of `surface` at positions `x`; writes columns
/// [0, surface.particleCount) of `normals` (resized to 3 × particleCount). Unit length;
/// a vertex with no non-degenerate triangle gets (0, 0, 1).
void computeVertexNormals(const Eigen::Matrix3Xd& x, const Surface& surface,
                          Eigen::Matrix3Xd& normals);

} // namespace clothlab::core
