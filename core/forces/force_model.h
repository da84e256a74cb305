// The force model shared by every integrator: damped springs with separate stretch and
// compression stiffness, gravity, air drag against the wind, and the angle springs of
// oriented particles (solids, R2) with their torques. Evaluates forces together with the
// energy terms the bookkeeping needs, in one pass, on one or two threads.
#pragma once

#include "core/base/worker_pair.h"
#include "core/forces/environment.h"
#include "core/model/system.h"

#include <Eigen/Core>
#include <array>
#include <memory>
#include <vector>

namespace clothlab::core {

/// Energy (J) and power (W) terms of one state. Kinetic and gravity energy count free
/// particles only; pinned particles are outside the dynamical system.
struct EnergyTerms {
    double kinetic = 0.0;
    double gravity = 0.0; ///< U_g = −Σ m·g·x
    std::array<double, kSpringKindCount> elastic{};
    /// Rotational kinetic energy ½·I·|ω|² of free oriented particles, J (0 without solids).
    double rotational = 0.0;
    /// Elastic energy of the angle springs, J (0 without solids).
    double elasticAngle = 0.0;
    /// Power removed by spring damping and air drag, W (≥ 0).
    double dissipationPower = 0.0;
    /// Power put in by the wind through air drag, W.
    double externalPower = 0.0;

    /// U_e: the three spring kinds and the angle springs.
    double elasticTotal() const { return elastic[0] + elastic[1] + elastic[2] + elasticAngle; }
    /// T + U_g + U_e, T including the rotational kinetic energy.
    double mechanical() const { return kinetic + rotational + gravity + elasticTotal(); }
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

/// Angle springs repacked for the kernels: endpoints, rest offsets in each end's body frame,
/// stiffness, and the packed position spring between the same two particles (−1 if none),
/// whose matrix blocks the implicit integrators share.
struct PackedAngleSprings {
    std::vector<int> a, b;
    Eigen::Matrix3Xd restAB, restBA; ///< m
    std::vector<double> stiffness;   ///< N/m
    std::vector<int> springSlot;

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
    const PackedAngleSprings& angleSprings() const { return m_angles; }

    /// Total force on each particle (N) at positions x, velocities v, time t (masses from
    /// `system`); fills `terms`. `forces` is resized to match x (no allocation when it
    /// already has the right size).
    void evaluate(const System& system, const Eigen::Matrix3Xd& x, const Eigen::Matrix3Xd& v,
                  double t, Eigen::Matrix3Xd& forces, EnergyTerms& terms) const;

    /// The same with explicit orientations q (4 × n) and angular velocities ω (3 × n), as the
    /// stages of integrators that advance them need; also returns the torque on each particle
    /// (N·m; resized to 3 × n, zero when the system has no orientations, then q and ω are
    /// not read). The plain overload uses the system's orientations.
    void evaluate(const System& system, const Eigen::Matrix3Xd& x, const Eigen::Matrix3Xd& v,
                  const Eigen::Matrix4Xd& q, const Eigen::Matrix3Xd& omega, double t,
                  Eigen::Matrix3Xd& forces, Eigen::Matrix3Xd& torques, EnergyTerms& terms) const;

    /// Torque τ_i on each oriented particle at positions x and orientations q, and its
    /// derivative J_i = ∂τ_i/∂θ_i with respect to a small rotation θ_i of that particle alone
    /// (τ_i does not depend on the other orientations). For the linearly implicit rotation
    /// step of the implicit integrators. `jacobians` is resized to n.
    void torqueJacobians(const System& system, const Eigen::Matrix3Xd& x, const Eigen::Matrix4Xd& q,
                         Eigen::Matrix3Xd& torques, std::vector<Eigen::Matrix3d>& jacobians) const;

    /// Elastic energy of the angle springs at positions x with the system's orientations, J.
    double angleEnergy(const System& system, const Eigen::Matrix3Xd& x) const;

    /// Force evaluations so far (calls of evaluate(), energy() included): the work count of
    /// a run, as the work–precision analysis reports it. One model belongs to one run, so
    /// the count is not synchronised.
    long evaluationCount() const { return m_evaluations; }

    /// Most threads the spring forces may use (Simulation::setThreadBudget): 1 or 2 as
    /// given; 0 (or more than 2) lets the model choose two from kParallelSprings springs on
    /// a machine with two cores. Results are bit-identical for any thread count. Setting 1
    /// stops the helper thread if one was started.
    void setThreadBudget(int threads);
    /// Threads the next evaluation uses (1 or 2).
    int activeThreads() const;
    /// Springs from which two threads pay by default (tests/bench/RESULTS.md, #21 item 1).
    static constexpr int kParallelSprings = 8000;

    /// Energy terms only (no forces), for diagnostics.
    EnergyTerms energy(const System& system, const Eigen::Matrix3Xd& x, const Eigen::Matrix3Xd& v,
                       double t) const;

private:
    /// Springs, gravity and air: everything but the angle springs.
    void evaluateSprings(const System& system, const Eigen::Matrix3Xd& x, const Eigen::Matrix3Xd& v,
                         double t, Eigen::Matrix3Xd& forces, EnergyTerms& terms) const;
    void rebuildAngles(const System& system);
    void evaluateAngles(const System& system, const Eigen::Matrix3Xd& x, const Eigen::Matrix4Xd& q,
                        const Eigen::Matrix3Xd& omega, Eigen::Matrix3Xd& forces,
                        Eigen::Matrix3Xd& torques, EnergyTerms& terms) const;

    PackedSprings m_springs;
    PackedAngleSprings m_angles;
    Environment m_environment;
    mutable Eigen::Matrix3Xd m_torques; ///< scratch of the plain evaluate() on solids
    /// Per-spring force on endpoint a, scratch of evaluate(): column s = (f_x, f_y, f_z, 0)
    /// of packed spring s (aligned 32-byte rows, one load per spring in the per-particle sums).
    mutable Eigen::Matrix4Xd m_springForces;
    mutable long m_evaluations = 0;
    int m_threads = 0; ///< setThreadBudget()
    /// The helper thread of two-thread evaluations, created on first use; a copied model
    /// gets its own (none until it needs one).
    struct Workers {
        std::unique_ptr<WorkerPair> pair;
        Workers() = default;
        Workers(const Workers& /*other*/) {}
        Workers& operator=(const Workers& /*other*/) { return *this; }
        Workers(Workers&&) noexcept = default;
        Workers& operator=(Workers&&) noexcept = default;
        ~Workers() = default;
    };
    mutable Workers m_workers;
};

/// Force on particle i of spring (xi, xj, vi, vj) (DESIGN §2); particle j gets the negative.
/// k⁺/k⁻ chosen by the sign of the extension. Pure kernel, all arguments at one time level.
Vec3 springForce(const Vec3& xi, const Vec3& xj, const Vec3& vi, const Vec3& vj, double restLength,
                 double kStretch, double kCompress, double damping);

/// Elastic energy ½·k·(l − L)² with k⁺/k⁻ by the sign of l − L.
double springEnergy(const Vec3& xi, const Vec3& xj, double restLength, double kStretch,
                    double kCompress);

/// Elastic energy of one angle spring: ½·k·(|Ra·rAB − d|² + |Rb·rBA + d|²), d = xb − xa,
/// with Ra, Rb the rotations of the ends' orientations.
double angleSpringEnergy(const Vec3& xa, const Vec3& xb, const Eigen::Matrix3d& Ra,
                         const Eigen::Matrix3d& Rb, const Vec3& restAB, const Vec3& restBA,
                         double stiffness);

/// Strain statistics per spring kind: mean and max of |l − L|/L; for the angle springs the
/// mean and max of the attachment mismatch |R_i·restIJ − d|/|restIJ| over both ends (0
/// without angle springs).
struct StrainStats {
    std::array<double, kSpringKindCount> mean{};
    std::array<double, kSpringKindCount> max{};
    double angleMean = 0.0;
    double angleMax = 0.0;
};
StrainStats computeStrain(const System& system, const Eigen::Matrix3Xd& x);

} // namespace clothlab::core
