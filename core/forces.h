// The force model shared by every integrator: damped springs with separate stretch and
// compression stiffness, gravity, air drag against the wind. Evaluates forces together with
// the energy terms the bookkeeping needs, in one pass.
#pragma once

#include "core/environment.h"
#include "core/system.h"

#include <Eigen/Core>
#include <array>
#include <vector>

namespace clothlab::core {

/// Energy (J) and power (W) terms of one state. Kinetic and gravity energy count free
/// particles only; pinned particles are outside the dynamical system.
struct EnergyTerms {
    double kinetic = 0.0;
    double gravity = 0.0; ///< U_g = −Σ m·g·x
    std::array<double, kSpringKindCount> elastic{};
    /// Power removed by spring damping and air drag, W (≥ 0).
    double dissipationPower = 0.0;
    /// Power put in by the wind through air drag, W.
    double externalPower = 0.0;

    double elasticTotal() const { return elastic[0] + elastic[1] + elastic[2]; }
    /// T + U_g + U_e.
    double mechanical() const { return kinetic + gravity + elasticTotal(); }
};

/// Springs repacked for the force kernel: structure of arrays, per-spring constants with
/// the kind's stiffness and the spring's scale already multiplied in, and per-particle
/// incidence lists (CSR) so forces are summed per particle without write conflicts.
struct PackedSprings {
    std::vector<int> a, b;         ///< endpoints
    std::vector<double> rest;      ///< L, m
    std::vector<double> kStretch;  ///< k⁺·scale
    std::vector<double> kCompress; ///< k⁻·scale
    std::vector<double> damping;   ///< c·scale
    std::array<int, kSpringKindCount + 1>
        kindBegin{};        ///< springs of kind k: [kindBegin[k], kindBegin[k+1])
    std::vector<int> order; ///< packed index → index in System::springs()
    /// Particle p is endpoint a of packed springs plus[plusBegin[p] .. plusBegin[p+1]) and
    /// endpoint b of minus[minusBegin[p] .. minusBegin[p+1]) (CSR, ascending).
    std::vector<int> plusBegin, plus;
    std::vector<int> minusBegin, minus;

    int size() const { return static_cast<int>(a.size()); }
};

/// Forces f(x, v, t) of DESIGN §2 for a system, with the energy terms.
/// The model keeps copies of what it needs; call rebuild() after a topology change and
/// updateStiffness() after a change of the stiffness table or spring scales.
class ForceModel {
public:
    ForceModel() = default;
    ForceModel(const System& system, const Environment& environment);

    void rebuild(const System& system);
    void updateStiffness(const System& system);
    void setEnvironment(const Environment& environment) { m_environment = environment; }
    const Environment& environment() const { return m_environment; }
    const PackedSprings& springs() const { return m_springs; }

    /// Total force on each particle (N) at positions x, velocities v, time t (masses from
    /// `system`); fills `terms`. `forces` is resized to match x (no allocation when it
    /// already has the right size).
    void evaluate(const System& system, const Eigen::Matrix3Xd& x, const Eigen::Matrix3Xd& v,
                  double t, Eigen::Matrix3Xd& forces, EnergyTerms& terms) const;

    /// Energy terms only (no forces), for diagnostics.
    EnergyTerms energy(const System& system, const Eigen::Matrix3Xd& x, const Eigen::Matrix3Xd& v,
                       double t) const;

private:
    PackedSprings m_springs;
    Environment m_environment;
    /// Per-spring force on endpoint a, scratch of evaluate(): column s = (f_x, f_y, f_z, 0)
    /// of packed spring s (aligned 32-byte rows, one load per spring in the per-particle sums).
    mutable Eigen::Matrix4Xd m_springForces;
};

/// Force on particle i of spring (xi, xj, vi, vj) (DESIGN §2); particle j gets the negative.
/// k⁺/k⁻ chosen by the sign of the extension. Pure kernel, all arguments at one time level.
Vec3 springForce(const Vec3& xi, const Vec3& xj, const Vec3& vi, const Vec3& vj, double restLength,
                 double kStretch, double kCompress, double damping);

/// Elastic energy ½·k·(l − L)² with k⁺/k⁻ by the sign of l − L.
double springEnergy(const Vec3& xi, const Vec3& xj, double restLength, double kStretch,
                    double kCompress);

/// Strain statistics per spring kind: mean and max of |l − L|/L.
struct StrainStats {
    std::array<double, kSpringKindCount> mean{};
    std::array<double, kSpringKindCount> max{};
};
StrainStats computeStrain(const System& system, const Eigen::Matrix3Xd& x);

} // namespace clothlab::core
