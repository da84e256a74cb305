// The Newton machinery shared by the implicit Newton integrators (implicit-euler, bdf2,
// implicit-midpoint, newmark, generalized-alpha): one nonlinear equation for an unknown
// velocity u,
//     M·(u − v̂) = βᵥ·f(x̂ + βₓ·u, u, t),   x = x̂ + βₓ·u,
// solved by Newton's method with Jacobi-PCG on the block-sparse system
//     (M − βᵥ·∂f/∂v − βᵥ·βₓ·∂f/∂x)·δu = βᵥ·f − M·(u − v̂) [+ βᵥ·βₓ·∂f/∂x·v̂ at the first].
// Backward Euler and BDF2 have βᵥ = βₓ; the midpoint rule and the Newmark family map onto the
// same form (all in newton_implicit.cpp).
#pragma once

#include "core/integrators/block_sparse.h"
#include "core/integrators/integrator.h"

#include <Eigen/Core>
#include <vector>

namespace clothlab::core {

struct NewtonSettings {
    int newtonIterations = 1;
    double cgTolerance = 1e-6;
    int cgMaxIterations = 1000;
};

/// The settings from parameters 0..2 of a Newton integrator: newton-iterations,
/// cg-tolerance, cg-max-iterations.
NewtonSettings newtonSettings(const ParameterSet& p);

/// Newton's method for M·(u − v̂) = βᵥ·f(x̂ + βₓ·u, u, t) (see the top of the file).
/// The integrator fills xHat(), vHat() and forces() = f(x̂, v̂, t), then calls solve().
class NewtonSolver {
public:
    void prepare(const System& system, const ForceModel& model);
    Eigen::Matrix3Xd& xHat() { return m_xHat; }
    Eigen::Matrix3Xd& vHat() { return m_vHat; }
    Eigen::Matrix3Xd& forces() { return m_f; }

    /// Runs the Newton iterations with βᵥ = βₓ = beta (s); writes x, u of the free particles
    /// into the system. stats: iterations = Newton iterations, linearIterations = CG
    /// iterations summed, residuals = ‖M·(u_k − v̂) − βᵥ·f(x_k, u_k)‖ (N·s, free particles)
    /// after each iteration.
    void solve(StepContext& ctx, double beta, double t, const NewtonSettings& settings,
               SolverStats& stats) {
        solve(ctx, beta, beta, t, settings, stats);
    }
    /// The same with separate velocity and position coefficients βᵥ, βₓ (s, ≥ 0).
    void solve(StepContext& ctx, double betaV, double betaX, double t,
               const NewtonSettings& settings, SolverStats& stats);

private:
    double fillResidual(const System& system, double betaV);
    void assemble(const System& system, const PackedSprings& p, double cAir, double betaV,
                  double betaX, bool linearizeAtHat);
    void assembleAngles(const System& system, const PackedAngleSprings& g, double betaV,
                        double betaX, bool linearizeAtHat);

    BlockSparseMatrix3 m_matrix;
    JacobiPcg m_cg;
    Eigen::Matrix3Xd m_xHat, m_vHat, m_x, m_v, m_f, m_rhs, m_delta;
};

/// The split rotation stage of solids in implicit-euler and bdf2 (newton_implicit.cpp):
/// a linearly implicit Euler step of the orientations per particle; nothing without them.
class RotationStep {
public:
    void apply(System& s, const ForceModel& model, double h);

private:
    Eigen::Matrix3Xd m_torques;
    std::vector<Eigen::Matrix3d> m_jacobians;
};

/// forces += c_air·(w(t₁) − w(t₀)) on every particle: moves an evaluation at t₀ to t₁ when
/// only the time changes (the wind is the only explicitly time-dependent force).
void shiftWindTime(const Environment& env, double t0, double t1, Eigen::Matrix3Xd& forces);

} // namespace clothlab::core
