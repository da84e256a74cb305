// The implicit family: backward Euler and BDF2 by Newton's method with Jacobi-PCG on the
// block-sparse system (Baraff & Witkin, "Large steps in cloth simulation", SIGGRAPH 1998),
// and projective dynamics (projective_dynamics.cpp).
//
// Both Newton methods solve one equation of the same form for the new velocity v⁺,
//     M·(v⁺ − v̂) = β·f(x̂ + β·v⁺, v⁺, tₙ₊₁),   x⁺ = x̂ + β·v⁺,
// backward Euler with β = h, x̂ = xₙ, v̂ = vₙ; BDF2 (Hairer & Wanner II, §III.1) with
// β = 2h/3, x̂ = (4xₙ − xₙ₋₁)/3, v̂ = (4vₙ − vₙ₋₁)/3. Newton's method is run on the pair
// (x⁺, v⁺) with the linear relation x⁺ = x̂ + β·v⁺ as a second equation, starting at (x̂, v̂).
// Eliminating δx gives, at iterate (x_k, v_k) with K = ∂f/∂x, D = ∂f/∂v there,
//     (M − β·D − β²·K)·δv = β·f(x_k, v_k) − M·(v_k − v̂) + β·K·(x̂ + β·v_k − x_k).
// At k = 0 the last term is β²·K·v̂ and the step is Baraff–Witkin's linearised step; from
// k = 1 on the relation holds and the term vanishes: plain Newton on the velocity equation.
// Pinned particles (M⁻¹ = 0) are filtered out as Baraff & Witkin do: their block rows and
// columns are identity, their right-hand side zero, so δv = 0 there and CG never sees them.
//
// Solids (R2): with the orientations frozen at qₙ the angle springs are quadratic in the
// positions (forces.cpp), so they enter the Newton matrix as constant blocks 2k·I on the
// pattern of the position spring between the same particles. The orientations follow in a
// second, split stage at the new positions (Lie splitting, first order): the torque on a
// particle depends on its own orientation only, so its linearly implicit Euler step is a
// 3×3 solve per particle, (I·1 − h²·J)·Ωₙ₊₁ = I·Ωₙ + h·τ, J = ∂τ/∂θ, then qₙ₊₁ =
// exp(h·Ωₙ₊₁)⊗qₙ. Stable for any h like the translational step.
#include "core/integrators/newton_solver.h"
#include "core/integrators/projective_dynamics.h"
#include "core/integrators/registry_entry.h"
#include "core/model/system.h"

namespace clothlab::core {

namespace {

// ---------------------------------------------------------------------------------------

const std::vector<ParameterSpec> kNewtonParameters{
    {"newton-iterations", CLOTHLAB_TR_NOOP("IntegratorText", "Newton iterations"), "", 1, 100, 1,
     true,
     CLOTHLAB_TR_NOOP(
         "IntegratorText",
         "Newton iterations per step; 1 is the classic linearised step of Baraff and Witkin, more "
         "converge to the exact implicit solution.")},
    {"cg-tolerance", CLOTHLAB_TR_NOOP("IntegratorText", "CG tolerance"), "", 1e-14, 1e-1, 1e-6,
     false,
     CLOTHLAB_TR_NOOP("IntegratorText",
                      "Relative residual ‖b − A·δv‖/‖b‖ at which conjugate gradients stop.")},
    {"cg-max-iterations", CLOTHLAB_TR_NOOP("IntegratorText", "CG max iterations"), "", 1, 100000,
     1000, true,
     CLOTHLAB_TR_NOOP("IntegratorText",
                      "Upper limit of conjugate gradient iterations per Newton iteration.")}};

const IntegratorInfo kImplicitEulerInfo{
    "implicit-euler",
    CLOTHLAB_TR_NOOP("IntegratorText", "Implicit Euler"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Backward Euler solved by Newton's method on the new velocity, as in Baraff and Witkin "
        "(1998): each Newton iteration assembles A = M − dt·∂f/∂v − dt²·∂f/∂x in 3×3 blocks with "
        "the sparsity of the springs and solves it by Jacobi-preconditioned conjugate gradients. "
        "The first iteration linearises the forces at the start of the step, so one iteration is "
        "the classic linearised step; more iterations converge to the exact backward Euler "
        "solution. First order, L-stable: bounded for any dt, with strong numerical damping of "
        "fast motion. Pinned particles are filtered out of the system. Stiffness table: the "
        "residual uses k⁺, k⁻ and c exactly; the matrix takes k⁺ or k⁻ by the sign of each "
        "spring's extension at the current iterate, clamps the transverse term (1 − L/l) of "
        "compressed springs at 0 so that it stays positive definite, and leaves out the "
        "non-symmetric position derivative of spring damping; these slow Newton's convergence, "
        "not its limit. Diagnostics: Newton iterations, CG iterations summed over the step, and "
        "the Newton residual ‖M·(vₙ₊₁ − vₙ) − dt·f‖ (N·s) after each iteration. Solids: the "
        "angle springs enter the Newton system with the orientations held at qₙ (they are "
        "linear in the positions then); the orientations follow in a split stage, a linearly "
        "implicit Euler step per particle at the new positions."),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "xₙ₊₁ = xₙ + dt·vₙ₊₁\nM·(vₙ₊₁ − vₙ) = dt·f(xₙ₊₁, vₙ₊₁, tₙ₊₁)\n"
        "Newton: (M − dt·∂f/∂v − dt²·∂f/∂x)·δv = dt·f − M·(v − vₙ) [+ dt²·∂f/∂x·vₙ at the first]\n"
        "solids: (I − dt²·∂τ/∂θ)·Ωₙ₊₁ = I·Ωₙ + dt·τ(xₙ₊₁, qₙ),  qₙ₊₁ = exp(dt·Ωₙ₊₁)⊗qₙ"),
    1,
    true,
    kNewtonParameters,
    true,
    IntegratorFamily::Implicit};

class ImplicitEulerIntegrator final : public Integrator {
public:
    ImplicitEulerIntegrator() : Integrator(kImplicitEulerInfo) {}

    StepWork step(StepContext& ctx) override {
        m_newton.prepare(ctx.system, ctx.model);
        m_newton.xHat() = ctx.system.positions();
        m_newton.vHat() = ctx.system.velocities();
        m_newton.forces() = ctx.start.forces;
        shiftWindTime(ctx.model.environment(), ctx.time, ctx.time + ctx.dt, m_newton.forces());
        m_newton.solve(ctx, ctx.dt, ctx.time + ctx.dt, newtonSettings(parameters()), m_stats);
        m_rotation.apply(ctx.system, ctx.model, ctx.dt);
        return {};
    }

private:
    NewtonSolver m_newton;
    RotationStep m_rotation;
};

// ---------------------------------------------------------------------------------------

const IntegratorInfo kBdf2Info{
    "bdf2",
    CLOTHLAB_TR_NOOP("IntegratorText", "BDF2"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Second-order backward differentiation: the new state is fitted with the two previous "
        "ones, xₙ₊₁ − 4/3·xₙ + 1/3·xₙ₋₁ = 2/3·dt·vₙ₊₁ and the same for v with the forces at the "
        "new state. The first step (and the first after a reset or a change of dt) is backward "
        "Euler. A particle that an obstacle or cloth contact moved after the last step starts "
        "from a history rebuilt at its new state (constant velocity), so that a stop on "
        "contact does not turn into a bounce. Solved like implicit-euler, by Newton's method with "
        "Jacobi-preconditioned conjugate gradients on the block-sparse system, with 2/3·dt in "
        "place of dt. Second "
        "order and A-stable, with much less numerical damping than backward Euler. Stiffness "
        "table: the residual uses k⁺, k⁻ and c exactly; the matrix takes k⁺ or k⁻ by the sign of "
        "each spring's extension at the current iterate, clamps the transverse term (1 − L/l) of "
        "compressed springs at 0 and leaves out the position derivative of spring damping. "
        "Diagnostics: Newton iterations, CG iterations summed over the step, and the Newton "
        "residual ‖M·(vₙ₊₁ − v̂) − 2/3·dt·f‖ (N·s) after each iteration. Solids: as in "
        "implicit-euler, the angle springs enter the Newton system with the orientations held, "
        "and the orientations follow in a split linearly implicit Euler stage, so a scene with "
        "solids is first order only."),
    CLOTHLAB_TR_NOOP("IntegratorText",
                     "x̂ = (4xₙ − xₙ₋₁)/3,  v̂ = (4vₙ − vₙ₋₁)/3\nxₙ₊₁ = x̂ + 2/3·dt·vₙ₊₁\n"
                     "M·(vₙ₊₁ − v̂) = 2/3·dt·f(xₙ₊₁, vₙ₊₁, tₙ₊₁)"),
    2,
    true,
    {{"newton-iterations", CLOTHLAB_TR_NOOP("IntegratorText", "Newton iterations"), "", 1, 100, 2,
      true,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "Newton iterations per step; more converge to the exact BDF2 solution.")},
     kNewtonParameters[1],
     kNewtonParameters[2]},
    true,
    IntegratorFamily::Implicit};

class Bdf2Integrator final : public Integrator {
public:
    Bdf2Integrator() : Integrator(kBdf2Info) {}

    void reset() override { m_hasHistory = false; }

    StepWork step(StepContext& ctx) override;

private:
    NewtonSolver m_newton;
    RotationStep m_rotation;
    Eigen::Matrix3Xd m_previousX, m_previousV; ///< xₙ₋₁, vₙ₋₁
    Eigen::Matrix3Xd m_endX, m_endV; ///< where the last solve ended, before the post-step stages
    double m_previousDt = 0.0;
    bool m_hasHistory = false;
};

StepWork Bdf2Integrator::step(StepContext& ctx) {
    System& s = ctx.system;
    const double h = ctx.dt;
    const double tEnd = ctx.time + h;
    m_newton.prepare(s, ctx.model);
    const bool bdf =
        m_hasHistory && m_previousDt == h && m_previousX.cols() == s.positions().cols();
    m_newton.xHat() = s.positions();
    m_newton.vHat() = s.velocities();
    if (bdf) {
        const Eigen::VectorXd& invMass = s.inverseMasses();
        const Eigen::Matrix3Xd& x = s.positions();
        const Eigen::Matrix3Xd& v = s.velocities();
        for (Eigen::Index i = 0; i < x.cols(); ++i) {
            if (invMass[i] == 0.0) {
                continue; // pinned particles keep xₙ exactly
            }
            Vec3 previousX = m_previousX.col(i);
            Vec3 previousV = m_previousV.col(i);
            if (x.col(i) != m_endX.col(i) || v.col(i) != m_endV.col(i)) {
                // A post-step stage (an obstacle's or the cloth contact's response) changed the
                // particle after the last solve, so its history no longer leads to its state:
                // extrapolated through it, a stop on contact (v from −u to 0) would give
                // v̂ = +u/3, a bounce that creates energy. Its history is restarted from its
                // state as if it had moved at constant velocity, xₙ₋₁ = xₙ − h·vₙ, vₙ₋₁ = vₙ
                // (x̂ = xₙ + h·vₙ/3, v̂ = vₙ): the step is then consistent and stays implicit in
                // the forces (a history from the forces at xₙ would put an explicit term in x̂
                // and v̂ and limit the step on stiff cloth in contact).
                previousX = x.col(i) - h * v.col(i);
                previousV = v.col(i);
            }
            m_newton.xHat().col(i) = (4.0 * x.col(i) - previousX) / 3.0;
            m_newton.vHat().col(i) = (4.0 * v.col(i) - previousV) / 3.0;
        }
        EnergyTerms terms;
        ctx.model.evaluate(s, m_newton.xHat(), m_newton.vHat(), tEnd, m_newton.forces(), terms);
    } else {
        m_newton.forces() = ctx.start.forces;
        shiftWindTime(ctx.model.environment(), ctx.time, tEnd, m_newton.forces());
    }
    m_previousX = s.positions();
    m_previousV = s.velocities();
    m_previousDt = h;
    m_hasHistory = true;
    m_newton.solve(ctx, bdf ? 2.0 * h / 3.0 : h, tEnd, newtonSettings(parameters()), m_stats);
    m_rotation.apply(s, ctx.model, h);
    m_endX = s.positions();
    m_endV = s.velocities();
    return {};
}

template <typename T> std::unique_ptr<Integrator> make() {
    return std::make_unique<T>();
}

} // namespace

void appendImplicitIntegrators(std::vector<IntegratorEntry>& entries) {
    entries.push_back({&kImplicitEulerInfo, &make<ImplicitEulerIntegrator>});
    entries.push_back({&kBdf2Info, &make<Bdf2Integrator>});
    entries.push_back({&projectiveDynamicsInfo(), &make<ProjectiveDynamicsIntegrator>});
}

} // namespace clothlab::core
