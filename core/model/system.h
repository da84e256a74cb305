// The simulated system: particles as arrays, springs as plain structs, the per-kind
// stiffness table, and the (cold) render surfaces of cloth bodies and meshes of solids.
// Particles of solids (R2) also carry an orientation and an angular velocity; those arrays
// stay empty in a system without solids, so cloth-only scenes pay nothing for them.
#pragma once

#include "core/base/types.h"

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

/// An angle spring (R2) between oriented particles i and j: it ties the offset x_j − x_i to
/// the orientation of both ends, so a lattice of them keeps its shape. With R the rotation of
/// a particle's orientation, d = x_j − x_i, the elastic energy is
///     ½·k·(|R_i·restIJ − d|² + |R_j·restJI + d|²).
struct AngleSpring {
    int i = 0;
    int j = 0;
    Vec3 restIJ = Vec3::Zero(); ///< x_j − x_i at rest, in i's body frame, m
    Vec3 restJI = Vec3::Zero(); ///< x_i − x_j at rest, in j's body frame, m
    double stiffness = 0.0;     ///< k, N/m, ≥ 0
    bool operator==(const AngleSpring&) const = default;
};

/// The visual mesh of a solid body, skinned to its particles (core/solids/skinning.h). Cold data:
/// the rest state the bindings are computed from.
struct SolidMesh {
    int body = 0;          ///< index into System::bodies()
    int firstParticle = 0; ///< the body's particles: [firstParticle, firstParticle + count)
    int particleCount = 0;
    Eigen::Matrix3Xd restVertices;             ///< mesh vertices at rest, world frame, m
    Eigen::Matrix3Xd restParticles;            ///< the body's particle positions at rest, m
    std::vector<std::array<int, 3>> triangles; ///< vertex indices, counter-clockwise outside
};

/// Triangulated surface of one body, for rendering and aerodynamics. Indices are
/// system particle indices; uv holds one texture coordinate per particle of the body.
struct Surface {
    int firstParticle = 0;
    int particleCount = 0;
    std::vector<std::array<int, 3>> triangles;
    Eigen::Matrix2Xd uv; ///< 2 × particleCount
    /// Cloth contact (core/contact/cloth_contact.h): the surface's triangles collide with each
    /// other when selfCollision is set, and with other cloths' when the scene's cloth–cloth switch
    /// is on. thickness: m, > 0 (0 = takes no part); friction: Coulomb μ ≥ 0.
    bool selfCollision = false;
    double thickness = 0.0;
    double friction = 0.0;
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

    /// Appends `count` particles at the origin with unit mass; returns the first index. When
    /// the system has orientations, the new particles get the identity orientation, no spin
    /// and no rotational inertia (they feel no torque unless given one).
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

    /// kg, > 0. Keeps the pinned state; an oriented particle's inertia scales with its mass.
    void setMass(int particle, double mass);
    bool isPinned(int particle) const { return m_inverseMasses[particle] == 0.0; }
    /// A pinned particle also keeps its orientation (inverse inertia 0, no spin).
    void setPinned(int particle, bool pinned);
    int pinnedCount() const;

    std::vector<Spring>& springs() { return m_springs; }
    const std::vector<Spring>& springs() const { return m_springs; }
    /// Number of springs of each kind.
    std::array<int, kSpringKindCount> springCountByKind() const;

    /// True once any particle carries an orientation (a solid was added). Integrators and
    /// diagnostics skip every rotational stage when false.
    bool hasOrientations() const { return m_oriented; }
    /// Gives every particle an orientation (identity), zero angular velocity and zero
    /// rotational inertia, if it has none yet.
    void enableOrientations();
    /// Unit quaternions (x, y, z, w) = Eigen::Quaterniond::coeffs(), body to world; 4 × n,
    /// or 4 × 0 without orientations.
    Eigen::Matrix4Xd& orientations() { return m_orientations; }
    const Eigen::Matrix4Xd& orientations() const { return m_orientations; }
    /// World-frame angular velocities, rad/s; 3 × n, or 3 × 0 without orientations.
    Eigen::Matrix3Xd& angularVelocities() { return m_angularVelocities; }
    const Eigen::Matrix3Xd& angularVelocities() const { return m_angularVelocities; }
    /// Rotational inertia of each particle (isotropic, kg·m², ≥ 0; 0 = the particle does
    /// not rotate).
    const Eigen::VectorXd& inertias() const { return m_inertias; }
    /// 1/I for free particles with I > 0, else 0.
    const Eigen::VectorXd& inverseInertias() const { return m_inverseInertias; }
    /// kg·m², ≥ 0. Requires orientations.
    void setInertia(int particle, double inertia);

    /// Angle springs carry their own stiffness (not the table's): after editing them, call
    /// Simulation::stateChanged(true) so the force model repacks them.
    std::vector<AngleSpring>& angleSprings() { return m_angleSprings; }
    const std::vector<AngleSpring>& angleSprings() const { return m_angleSprings; }
    void addAngleSpring(const AngleSpring& spring) { m_angleSprings.push_back(spring); }

    /// Radius of every particle for particle–particle contacts, m (0 = no contacts). Pairs
    /// of particles of the same body never collide; contacts are solved by the integrators
    /// that say so in their description.
    double contactRadius() const { return m_contactRadius; }
    void setContactRadius(double radius) { m_contactRadius = radius; }
    /// Body index of each particle (from bodies()), for the contact filter.
    std::vector<int> particleBodies() const;

    StiffnessTable& stiffness() { return m_stiffness; }
    const StiffnessTable& stiffness() const { return m_stiffness; }
    void setStiffness(const StiffnessTable& table) { m_stiffness = table; }

    std::vector<Surface>& surfaces() { return m_surfaces; }
    const std::vector<Surface>& surfaces() const { return m_surfaces; }
    std::vector<BodyRange>& bodies() { return m_bodies; }
    const std::vector<BodyRange>& bodies() const { return m_bodies; }
    std::vector<SolidMesh>& solidMeshes() { return m_solidMeshes; }
    const std::vector<SolidMesh>& solidMeshes() const { return m_solidMeshes; }

private:
    Eigen::Matrix3Xd m_positions;
    Eigen::Matrix3Xd m_velocities;
    Eigen::VectorXd m_masses;
    Eigen::VectorXd m_inverseMasses;
    Eigen::Matrix4Xd m_orientations;
    Eigen::Matrix3Xd m_angularVelocities;
    Eigen::VectorXd m_inertias;
    Eigen::VectorXd m_inverseInertias;
    std::vector<Spring> m_springs;
    std::vector<AngleSpring> m_angleSprings;
    double m_contactRadius = 0.0;
    bool m_oriented = false;
    StiffnessTable m_stiffness;
    std::vector<Surface> m_surfaces;
    std::vector<BodyRange> m_bodies;
    std::vector<SolidMesh> m_solidMeshes;
};

/// Area-weighted per-vertex normals of `surface` at positions `x`; writes columns
/// [0, surface.particleCount) of `normals` (resized to 3 × particleCount). Unit length;
/// a vertex with no non-degenerate triangle gets (0, 0, 1).
void computeVertexNormals(const Eigen::Matrix3Xd& x, const Surface& surface,
                          Eigen::Matrix3Xd& normals);

} // namespace clothlab::core
