// chebyshev: implicit Euler as a minimisation, solved by Jacobi-preconditioned gradient
// descent with Chebyshev semi-iterative acceleration (Wang 2015, "A Chebyshev semi-iterative
// approach for accelerating projective and position-based dynamics"; R5).
//
// Backward Euler with the air drag taken implicitly,
//   M·(x − xₙ − h·vₙ)/h² = f_s(x) + M·g + c_air·(w(tₙ₊₁) − (x − xₙ)/h) + f_d(x),
// is the stationarity condition of
//   Φ(x) = ½/h²·‖x − x̂‖²_M̃ + E(x) + Σₛ c/(2h)·(nₛ·(Δx_b − Δx_a))²,
// M̃ = M + h·c_air, x̂ = xₙ + h·v*, v* = M̃⁻¹·(M·vₙ + h·(M·g + c_air·w)) (the prediction
// shared with the constraint methods), Δx = x − xₙ. The last term is the spring damping as a
// dissipation potential with the spring direction nₛ frozen at xₙ: its gradient is the damping
// force c·((v_b − v_a)·n)·n at v = Δx/h, linearised in the direction only.
//
// Gradients follow the force kernel's two-pass layout (forces.cpp): per-spring forces into
// SoA arrays in packed order, then a per-particle gather through the CSR incidence lists.
#include "core/integrators/constraint_common.h"

#include <algorithm>
#include <cmath>

namespace clothlab::core::constraints {

namespace {

const IntegratorInfo kChebyshevInfo{
    "chebyshev",
    CLOTHLAB_TR_NOOP("IntegratorText", "Chebyshev-accelerated implicit Euler"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "R5's solver: the implicit Euler step written as the minimisation of "
        "½/h²·‖x − x̂‖²_M + E(x), solved by a fixed number of Jacobi-preconditioned gradient "
        "descent iterations with Chebyshev semi-iterative acceleration (Wang 2015) for an assumed "
        "spectral radius ρ; then v = (x − xₙ)/h. Converged, it is implicit-euler: first order, "
        "stable for any dt, strongly damped at large dt. The gradient uses k⁺ or k⁻ by the sign "
        "of each spring's extension. The random wind (scene air.random_wind) adds −u·F to every "
        "gradient evaluation with a new u each time, as R5 draws Random.value. Gravity enters "
        "x̂ = xₙ + h·vₙ + h²·g instead of R5's energy "
        "term −m·g·x: the same Φ up to a constant. Start: the iterations begin at x̂ (prediction, "
        "ClothLab) or at xₙ (previous: R5, whose line starting them at x̂ is commented out). "
        "Preconditioner: degree (ClothLab) 1/(m̃/h² + Σ incident (max(k⁺, k⁻) + c/h)), which keeps "
        "the Jacobi step contractive on any topology, or article (R5) 1/(m̃/h² + 4·k) with k the "
        "largest incident max(k⁺, k⁻) + c/h, whatever a particle's number of springs. Air drag "
        "against the wind is implicit through the effective mass m̃ = m + h·c_air; spring damping c "
        "enters as a dissipation potential with the spring direction frozen at the start of the "
        "step (linearised implicit damping). With too few iterations the step is under-converged, "
        "which looks like extra softness and damping. The residual is the RMS over free particles "
        "of |∇Φ| (N) after each iteration. Does not model orientations: refuses scenes with solids "
        "(use velocity-constraints, an explicit or an implicit integrator)."),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "x̂ = xₙ + h·v*,  v* = M̃⁻¹(M·vₙ + h·(M·g + c_air·w)),  M̃ = M + h·c_air\n"
        "Φ(x) = ½/h²·‖x − x̂‖²_M̃ + E(x) + Σ c/(2h)·(n·(Δx_b − Δx_a))²\n"
        "x⁽⁰⁾ = x̂ (prediction) or xₙ (previous, R5)\n"
        "x⁽ᵏ⁺¹⁾ = ωₖ·(x⁽ᵏ⁾ − D⁻¹·∇Φ(x⁽ᵏ⁾)) + (1 − ωₖ)·x⁽ᵏ⁻¹⁾,  D = M̃/h² + Σ (k + c/h)\n"
        "ω₁ = 1,  ω₂ = 2/(2 − ρ²),  ωₖ = 4/(4 − ρ²·ωₖ₋₁)\n"
        "vₙ₊₁ = (x − xₙ)/h,  xₙ₊₁ = x"),
    1,
    true,
    {{"iterations", CLOTHLAB_TR_NOOP("IntegratorText", "Iterations"), "", 1.0, 100000.0, 32.0, true,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "Accelerated gradient-descent iterations per step (R5: 32).")},
     {"rho", CLOTHLAB_TR_NOOP("IntegratorText", "Spectral radius ρ"), "", 0.0, 0.9999, 0.995, false,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Assumed spectral radius of the Jacobi iteration (R5: 0.995); too small diverges, too "
          "large converges slowly.")},
     {"start", CLOTHLAB_TR_NOOP("IntegratorText", "Iteration start"), "", 0.0, 1.0, 0.0, true,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "0: the prediction x̂ = xₙ + h·v* (ClothLab); 1: the previous positions xₙ (R5).")},
     {"preconditioner", CLOTHLAB_TR_NOOP("IntegratorText", "Preconditioner"), "", 0.0, 1.0, 0.0,
      true,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "0: degree, m̃/h² + Σ incident k (ClothLab); 1: article, m̃/h² + 4·k (R5).")}},
    false,
    IntegratorFamily::Implicit,
    RegionKind::None,
    CLOTHLAB_TR_NOOP("CoreMessage", "a fixed number of iterations of a nonlinear local/global "
                                    "or descent solve: the step is not a linear map of (x, v)")};

class ChebyshevIntegrator final : public Integrator {
public:
    ChebyshevIntegrator() : Integrator(kChebyshevInfo) {}

    int evaluationsPerStep() const override { return countParameter("iterations"); }

    StepWork step(StepContext& ctx) override;

private:
    void prepare(const StepContext& ctx);
    void jacobiDiagonal(const System& s, const PackedSprings& p, double cAir, bool article);
    void freezeDirections(const PackedSprings& p);
    double gradient(const PackedSprings& p, const Eigen::VectorXd& invMass,
                    const Eigen::Matrix3Xd& x, const Vec3& push);
    void springForces(const PackedSprings& p, const Eigen::Matrix3Xd& x);
    void accelerate(const Eigen::VectorXd& invMass, double omega);

    double m_h = 0.0;
    bool m_damped = false;
    Eigen::Matrix3Xd m_xn, m_v, m_xhat, m_x, m_prev, m_next, m_grad;
    Eigen::VectorXd m_inertia; ///< m̃/h², N/m
    Eigen::VectorXd m_invDiag; ///< 1/D, m/N (0 for pinned particles)
    std::vector<double> m_fx, m_fy, m_fz;
    std::vector<double> m_nx, m_ny, m_nz, m_cOverH; ///< frozen n at xₙ and c/h (N/m)
};

// x̂, the inertia weights m̃/h², the Jacobi diagonal and (with damping) the frozen spring
// directions of this step.
void ChebyshevIntegrator::prepare(const StepContext& ctx) {
    const System& s = ctx.system;
    const PackedSprings& p = ctx.model.springs();
    const Eigen::Index n = s.particleCount();
    m_h = ctx.dt;
    m_xn = s.positions();
    m_v = s.velocities();
    // The random wind enters each gradient evaluation (R5), not the prediction.
    predictVelocities(s, ctx.model.environment(), ctx.time + m_h, m_h, m_v, 1.0, false, false);
    for (Eigen::Matrix3Xd* m : {&m_xhat, &m_x, &m_prev, &m_next, &m_grad}) {
        ensureSize(*m, n);
    }
    m_xhat.noalias() = m_xn + m_h * m_v;
    jacobiDiagonal(s, p, ctx.model.environment().airDrag, parameters().value(3) != 0.0);
    const auto m = static_cast<std::size_t>(p.size());
    for (std::vector<double>* v : {&m_fx, &m_fy, &m_fz, &m_nx, &m_ny, &m_nz, &m_cOverH}) {
        v->resize(m);
    }
    m_damped = std::any_of(p.damping.begin(), p.damping.end(), [](double c) { return c != 0.0; });
    if (m_damped) {
        freezeDirections(p);
    }
}

// D = m̃/h² + Σ incident (max(k⁺, k⁻) + c/h): the diagonal of the Hessian of Φ with every
// spring counted at its full stiffness in all directions, an upper bound that keeps the
// Jacobi step contractive (R5's 4k assumes four neighbours). With `article`, R5's
// D = m̃/h² + 4·k, k the largest incident spring's (max(k⁺, k⁻) + c/h).
void ChebyshevIntegrator::jacobiDiagonal(const System& s, const PackedSprings& p, double cAir,
                                         bool article) {
    const Eigen::Index n = s.particleCount();
    const double h = m_h;
    m_inertia.resize(n);
    m_invDiag.resize(n);
    auto incident = [&p, h](int spring) {
        return std::max(p.kStretch[spring], p.kCompress[spring]) + p.damping[spring] / h;
    };
    for (Eigen::Index i = 0; i < n; ++i) {
        m_inertia[i] = (s.masses()[i] + h * cAir) / (h * h);
        double diag = m_inertia[i];
        double largest = 0.0;
        for (int q = p.plusBegin[i]; q < p.plusBegin[i + 1]; ++q) {
            diag += incident(p.plus[q]);
            largest = std::max(largest, incident(p.plus[q]));
        }
        for (int q = p.minusBegin[i]; q < p.minusBegin[i + 1]; ++q) {
            diag += incident(p.minus[q]);
            largest = std::max(largest, incident(p.minus[q]));
        }
        if (article) {
            diag = m_inertia[i] + 4.0 * largest;
        }
        m_invDiag[i] = s.inverseMasses()[i] != 0.0 ? 1.0 / diag : 0.0;
    }
}

// Unit spring directions at xₙ for the linearised damping potential.
void ChebyshevIntegrator::freezeDirections(const PackedSprings& p) {
    for (int sp = 0; sp < p.size(); ++sp) {
        const Vec3 d = m_xn.col(p.b[sp]) - m_xn.col(p.a[sp]);
        const double l = d.norm();
        const Vec3 dir = l > 0.0 ? Vec3(d / l) : Vec3::Zero();
        m_nx[sp] = dir.x();
        m_ny[sp] = dir.y();
        m_nz[sp] = dir.z();
        m_cOverH[sp] = p.damping[sp] / m_h;
    }
}

// Force on endpoint a of each spring at x: elastic (k·e/l)·d with k by branch, plus the
// damping-potential force (c/h)·(n·(Δx_b − Δx_a))·n with n frozen at xₙ.
void ChebyshevIntegrator::springForces(const PackedSprings& p, const Eigen::Matrix3Xd& x) {
    const int* __restrict A = p.a.data();
    const int* __restrict B = p.b.data();
    const double* __restrict rest = p.rest.data();
    const double* __restrict kp = p.kStretch.data();
    const double* __restrict km = p.kCompress.data();
    const double* __restrict X = x.data();
    double* __restrict fx = m_fx.data();
    double* __restrict fy = m_fy.data();
    double* __restrict fz = m_fz.data();
    const int m = p.size();
#pragma omp simd
    for (int s = 0; s < m; ++s) {
        const int ia = 3 * A[s];
        const int ib = 3 * B[s];
        const double dx = X[ib] - X[ia];
        const double dy = X[ib + 1] - X[ia + 1];
        const double dz = X[ib + 2] - X[ia + 2];
        const double l = std::sqrt(dx * dx + dy * dy + dz * dz);
        const double e = l - rest[s];
        // l clamped away from 0 (coincident ends: d = 0, no force) keeps the loop branch-free.
        const double magnitude = (e > 0.0 ? kp[s] : km[s]) * e / std::max(l, 1e-200);
        fx[s] = magnitude * dx;
        fy[s] = magnitude * dy;
        fz[s] = magnitude * dz;
    }
    if (!m_damped) {
        return;
    }
    const double* __restrict X0 = m_xn.data();
    for (int s = 0; s < m; ++s) {
        const int ia = 3 * A[s];
        const int ib = 3 * B[s];
        const double u = m_nx[s] * ((X[ib] - X0[ib]) - (X[ia] - X0[ia])) +
                         m_ny[s] * ((X[ib + 1] - X0[ib + 1]) - (X[ia + 1] - X0[ia + 1])) +
                         m_nz[s] * ((X[ib + 2] - X0[ib + 2]) - (X[ia + 2] - X0[ia + 2]));
        const double damping = m_cOverH[s] * u;
        fx[s] += damping * m_nx[s];
        fy[s] += damping * m_ny[s];
        fz[s] += damping * m_nz[s];
    }
}

// ∇Φ(x) = M̃/h²·(x − x̂) − f(x) − u·F on free particles (0 on pinned ones) into m_grad, with
// u·F = `push` the random wind of this evaluation; returns the RMS over free particles of
// |∇Φᵢ|, N.
double ChebyshevIntegrator::gradient(const PackedSprings& p, const Eigen::VectorXd& invMass,
                                     const Eigen::Matrix3Xd& x, const Vec3& push) {
    springForces(p, x);
    double sum = 0.0;
    int free = 0;
    for (Eigen::Index i = 0; i < x.cols(); ++i) {
        if (invMass[i] == 0.0) {
            m_grad.col(i).setZero();
            continue;
        }
        Vec3 f = push;
        for (int q = p.plusBegin[i]; q < p.plusBegin[i + 1]; ++q) {
            const int s = p.plus[q];
            f += Vec3(m_fx[s], m_fy[s], m_fz[s]);
        }
        for (int q = p.minusBegin[i]; q < p.minusBegin[i + 1]; ++q) {
            const int s = p.minus[q];
            f -= Vec3(m_fx[s], m_fy[s], m_fz[s]);
        }
        m_grad.col(i) = m_inertia[i] * (x.col(i) - m_xhat.col(i)) - f;
        sum += m_grad.col(i).squaredNorm();
        ++free;
    }
    return free > 0 ? std::sqrt(sum / free) : 0.0;
}

// x⁽ᵏ⁺¹⁾ = ω·(x⁽ᵏ⁾ − D⁻¹·∇Φ) + (1 − ω)·x⁽ᵏ⁻¹⁾ on free particles; pinned entries of all
// three buffers hold x̂ and are never written, so they stay bit-identical.
void ChebyshevIntegrator::accelerate(const Eigen::VectorXd& invMass, double omega) {
    for (Eigen::Index i = 0; i < m_x.cols(); ++i) {
        if (invMass[i] == 0.0) {
            continue;
        }
        m_next.col(i) =
            omega * (m_x.col(i) - m_invDiag[i] * m_grad.col(i)) + (1.0 - omega) * m_prev.col(i);
    }
    std::swap(m_prev, m_x);
    std::swap(m_x, m_next);
}

StepWork ChebyshevIntegrator::step(StepContext& ctx) {
    System& s = ctx.system;
    const PackedSprings& p = ctx.model.springs();
    prepare(ctx);
    const int iterations = static_cast<int>(parameters().value(0));
    const double rho2 = parameters().value(1) * parameters().value(1);
    m_stats.iterations = iterations;
    m_stats.linearIterations = 0;
    m_stats.substeps = 1;
    m_stats.rejectedSteps = 0;
    m_stats.residuals.resize(static_cast<std::size_t>(iterations));
    m_x = m_xhat;
    if (parameters().value(2) != 0.0) { // R5: start at xₙ (pinned particles stay at x̂)
        for (Eigen::Index i = 0; i < m_x.cols(); ++i) {
            if (s.inverseMasses()[i] != 0.0) {
                m_x.col(i) = m_xn.col(i);
            }
        }
    }
    m_prev = m_x;
    m_next = m_x;
    // R5's random wind: a new u for every gradient evaluation of this frame, in order.
    const RandomWindSettings& wind = ctx.model.environment().randomWind;
    RandomWindFrame draws(wind, ctx.time + 0.5 * m_h);
    gradient(p, s.inverseMasses(), m_x, draws.next() * wind.force);
    double omega = 1.0;
    for (int k = 0; k < iterations; ++k) {
        omega = k == 0 ? 1.0 : (k == 1 ? 2.0 / (2.0 - rho2) : 4.0 / (4.0 - rho2 * omega));
        accelerate(s.inverseMasses(), omega);
        m_stats.residuals[static_cast<std::size_t>(k)] =
            gradient(p, s.inverseMasses(), m_x, draws.next() * wind.force);
    }
    const Eigen::VectorXd& invMass = s.inverseMasses();
    for (Eigen::Index i = 0; i < s.particleCount(); ++i) {
        if (invMass[i] != 0.0) {
            s.velocities().col(i) = (m_x.col(i) - s.positions().col(i)) / m_h;
        }
    }
    s.positions() = m_x;
    return {};
}

} // namespace

} // namespace clothlab::core::constraints

namespace clothlab::core {

IntegratorEntry chebyshevEntry() {
    return {&constraints::kChebyshevInfo, [] {
                return std::unique_ptr<Integrator>(
                    std::make_unique<constraints::ChebyshevIntegrator>());
            }};
}

} // namespace clothlab::core
