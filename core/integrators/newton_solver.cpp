// Newton's method with Jacobi-PCG for the implicit integrators (newton_solver.h); the
// derivation of the linear system is at the top of newton_implicit.cpp.
#include "core/integrators/newton_solver.h"

#include "core/forces/spring_jacobians.h"
#include "core/model/rotation.h"
#include "core/model/system.h"

#include <Eigen/LU>
#include <cmath>

namespace clothlab::core {

namespace {

void ensureSize(Eigen::Matrix3Xd& m, Eigen::Index n) {
    if (m.cols() != n) {
        m.resize(3, n);
    }
}

// b += sign·(iso·I + along·n·nᵀ), b row-major 3×3.
void addBlock(double* b, double sign, double iso, double along, const Vec3& n) {
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c) {
            b[3 * r + c] += sign * (along * n[r] * n[c] + (r == c ? iso : 0.0));
        }
    }
}

} // namespace

NewtonSettings newtonSettings(const ParameterSet& p) {
    return {static_cast<int>(p.value(0)), p.value(1), static_cast<int>(p.value(2))};
}

void NewtonSolver::prepare(const System& system, const ForceModel& model) {
    const int n = system.particleCount();
    for (Eigen::Matrix3Xd* m : {&m_xHat, &m_vHat, &m_x, &m_v, &m_f, &m_rhs, &m_delta}) {
        ensureSize(*m, n);
    }
    if (!m_matrix.matchesPattern(n, model.springs())) {
        m_matrix.buildPattern(n, model.springs());
    }
}

// rhs = βᵥ·f − M·(u − v̂) on free particles, 0 on pinned ones; returns its norm.
double NewtonSolver::fillResidual(const System& system, double betaV) {
    const Eigen::VectorXd& mass = system.masses();
    const Eigen::VectorXd& invMass = system.inverseMasses();
    double sum = 0.0;
    for (Eigen::Index i = 0; i < m_rhs.cols(); ++i) {
        if (invMass[i] == 0.0) {
            m_rhs.col(i).setZero();
            continue;
        }
        m_rhs.col(i) = betaV * m_f.col(i) - mass[i] * (m_v.col(i) - m_vHat.col(i));
        sum += m_rhs.col(i).squaredNorm();
    }
    return std::sqrt(sum);
}

// A = M − βᵥ·∂f/∂v − βᵥβₓ·∂f/∂x at (m_x, m_v): (m + βᵥ·c_air)·I on the diagonal, and per
// spring B = βᵥβₓ·∂f_a/∂x_b + βᵥ·∂f_a/∂v_b (spring_hessian.h) added to blocks (a,a), (b,b)
// and subtracted from (a,b), (b,a). With linearizeAtHat, adds βᵥβₓ·K·v̂ to the right-hand side.
void NewtonSolver::assemble(const System& system, const PackedSprings& p, double cAir, double betaV,
                            double betaX, bool linearizeAtHat) {
    const Eigen::VectorXd& mass = system.masses();
    const Eigen::VectorXd& invMass = system.inverseMasses();
    m_matrix.setZero();
    for (int i = 0; i < m_matrix.blockRows(); ++i) {
        const double d = invMass[i] == 0.0 ? 1.0 : mass[i] + betaV * cAir;
        addBlock(m_matrix.block(m_matrix.diagonalBlock(i)), 1.0, d, 0.0, Vec3::Zero());
    }
    const double beta2 = betaV * betaX;
    for (int s = 0; s < p.size(); ++s) {
        const auto us = static_cast<std::size_t>(s);
        const int a = p.a[us];
        const int b = p.b[us];
        const SpringBlock k = springStiffnessJacobian(m_x.col(a), m_x.col(b), p.rest[us],
                                                      p.kStretch[us], p.kCompress[us], true);
        const double iso = beta2 * k.iso;
        const double along = beta2 * k.along + betaV * p.damping[us];
        const bool freeA = invMass[a] != 0.0;
        const bool freeB = invMass[b] != 0.0;
        if (linearizeAtHat) {
            const Vec3 w = beta2 * k.apply(m_vHat.col(b) - m_vHat.col(a));
            m_rhs.col(a) += freeA ? w : Vec3::Zero();
            m_rhs.col(b) -= freeB ? w : Vec3::Zero();
        }
        if (freeA) {
            addBlock(m_matrix.block(m_matrix.diagonalBlock(a)), 1.0, iso, along, k.n);
        }
        if (freeB) {
            addBlock(m_matrix.block(m_matrix.diagonalBlock(b)), 1.0, iso, along, k.n);
        }
        if (freeA && freeB) {
            addBlock(m_matrix.block(m_matrix.springBlock(s)), -1.0, iso, along, k.n);
            addBlock(m_matrix.block(m_matrix.transposeBlock(s)), -1.0, iso, along, k.n);
        }
    }
}

// The angle springs' blocks βᵥβₓ·2k·I, like assemble() does for a spring with along = 0 (no
// damping). A pair without a position spring has no off-diagonal block in the pattern: the
// matrix then misses that coupling, which slows Newton, not its limit.
void NewtonSolver::assembleAngles(const System& system, const PackedAngleSprings& g, double betaV,
                                  double betaX, bool linearizeAtHat) {
    const Eigen::VectorXd& invMass = system.inverseMasses();
    for (int s = 0; s < g.size(); ++s) {
        const auto us = static_cast<std::size_t>(s);
        const int a = g.a[us];
        const int b = g.b[us];
        const double iso = betaV * betaX * 2.0 * g.stiffness[us];
        const bool freeA = invMass[a] != 0.0;
        const bool freeB = invMass[b] != 0.0;
        if (linearizeAtHat) {
            const Vec3 w = iso * (m_vHat.col(b) - m_vHat.col(a));
            m_rhs.col(a) += freeA ? w : Vec3::Zero();
            m_rhs.col(b) -= freeB ? w : Vec3::Zero();
        }
        if (freeA) {
            addBlock(m_matrix.block(m_matrix.diagonalBlock(a)), 1.0, iso, 0.0, Vec3::Zero());
        }
        if (freeB) {
            addBlock(m_matrix.block(m_matrix.diagonalBlock(b)), 1.0, iso, 0.0, Vec3::Zero());
        }
        const int slot = g.springSlot[us];
        if (freeA && freeB && slot >= 0) {
            addBlock(m_matrix.block(m_matrix.springBlock(slot)), -1.0, iso, 0.0, Vec3::Zero());
            addBlock(m_matrix.block(m_matrix.transposeBlock(slot)), -1.0, iso, 0.0, Vec3::Zero());
        }
    }
}

void NewtonSolver::solve(StepContext& ctx, double betaV, double betaX, double t,
                         const NewtonSettings& settings, SolverStats& stats) {
    System& s = ctx.system;
    const Eigen::VectorXd& invMass = s.inverseMasses();
    const double cAir = ctx.model.environment().airDrag;
    stats.iterations = 0;
    stats.linearIterations = 0;
    stats.residuals.clear(); // keeps its capacity: no allocation per step
    m_x = m_xHat;
    m_v = m_vHat;
    fillResidual(s, betaV);
    for (int k = 0; k < settings.newtonIterations; ++k) {
        assemble(s, ctx.model.springs(), cAir, betaV, betaX, k == 0);
        assembleAngles(s, ctx.model.angleSprings(), betaV, betaX, k == 0);
        m_delta.setZero();
        const CgResult cg = m_cg.solve(m_matrix, m_rhs.data(), m_delta.data(), settings.cgTolerance,
                                       settings.cgMaxIterations);
        stats.linearIterations += cg.iterations;
        for (Eigen::Index i = 0; i < m_x.cols(); ++i) {
            if (invMass[i] != 0.0) {
                m_v.col(i) += m_delta.col(i);
                m_x.col(i) = m_xHat.col(i) + betaX * m_v.col(i);
            }
        }
        EnergyTerms terms;
        ctx.model.evaluate(s, m_x, m_v, t, m_f, terms);
        const double residual = fillResidual(s, betaV);
        stats.residuals.push_back(residual);
        ++stats.iterations;
        if (!std::isfinite(residual)) {
            break;
        }
    }
    for (Eigen::Index i = 0; i < m_x.cols(); ++i) {
        if (invMass[i] != 0.0) {
            s.positions().col(i) = m_x.col(i);
            s.velocities().col(i) = m_v.col(i);
        }
    }
}

void shiftWindTime(const Environment& env, double t0, double t1, Eigen::Matrix3Xd& forces) {
    if (env.airDrag != 0.0) {
        const Vec3 shift = env.airDrag * (env.windAt(t1) - env.windAt(t0));
        forces.colwise() += shift;
    }
}

// Top of newton_implicit.cpp: (I − h²·J)·Ωₙ₊₁ = I·Ωₙ + h·τ per particle, then
// qₙ₊₁ = exp(h·Ωₙ₊₁)⊗qₙ.
void RotationStep::apply(System& s, const ForceModel& model, double h) {
    if (!s.hasOrientations()) {
        return;
    }
    model.torqueJacobians(s, s.positions(), s.orientations(), m_torques, m_jacobians);
    const Eigen::VectorXd& inertia = s.inertias();
    const Eigen::VectorXd& invInertia = s.inverseInertias();
    Eigen::Matrix3Xd& omega = s.angularVelocities();
    for (Eigen::Index i = 0; i < omega.cols(); ++i) {
        if (invInertia[i] == 0.0) {
            continue;
        }
        const Eigen::Matrix3d A = inertia[i] * Eigen::Matrix3d::Identity() -
                                  h * h * m_jacobians[static_cast<std::size_t>(i)];
        const Vec3 rhs = inertia[i] * omega.col(i) + h * m_torques.col(i);
        omega.col(i) = A.partialPivLu().solve(rhs);
    }
    rotateAll(s.orientations(), omega, h);
}

} // namespace clothlab::core
