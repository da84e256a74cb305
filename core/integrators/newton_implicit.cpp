// The implicit methods solved by Newton's method with Jacobi-PCG on the block-sparse system
// (Baraff & Witkin, "Large steps in cloth simulation", SIGGRAPH 1998; newton_solver.h):
// backward Euler, BDF2, the implicit midpoint rule, Newmark-β and generalized-α. The other
// implicit solvers are projective.cpp (projective dynamics) and chebyshev.cpp.
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
//
// The implicit midpoint rule, Newmark-β and the generalized-α method of Chung & Hulbert are
// solved with the same Newton machinery, which solves M·(u − v̂) = βᵥ·f(x̂ + βₓ·u, u, t) for u.
//
// Implicit midpoint (Hairer, Lubich & Wanner, Geometric Numerical Integration, §II.1):
//     xₙ₊₁ = xₙ + h·u,  M·(vₙ₊₁ − vₙ) = h·f(xₙ + ½h·u, u, tₙ + ½h),  u = ½(vₙ + vₙ₊₁).
// With x_m = xₙ + ½h·u the second equation reads M·(u − vₙ) = ½h·f(x_m, u, tₙ + ½h): a
// backward Euler half step (βᵥ = βₓ = h/2), after which xₙ₊₁ = 2x_m − xₙ, vₙ₊₁ = 2u − vₙ.
//
// Newmark-β (Newmark 1959) and generalized-α (Chung & Hulbert, J. Appl. Mech. 60, 1993) on
// M·a = f(x, v, t), with the acceleration a carried from step to step (a₀ = M⁻¹·f(x₀, v₀)):
//     xₙ₊₁ = xₙ + h·vₙ + h²·((½ − β)·aₙ + β·aₙ₊₁),   vₙ₊₁ = vₙ + h·((1 − γ)·aₙ + γ·aₙ₊₁),
//     M·((1 − αm)·aₙ₊₁ + αm·aₙ) = f((1 − αf)·xₙ₊₁ + αf·xₙ, (1 − αf)·vₙ₊₁ + αf·vₙ, tₙ + (1 − αf)·h).
// Newmark is αm = αf = 0. Chung–Hulbert choose, from the spectral radius ρ∞ at ωh → ∞,
//     αm = (2ρ∞ − 1)/(ρ∞ + 1),  αf = ρ∞/(ρ∞ + 1),  γ = ½ − αm + αf,  β = ¼·(1 − αm + αf)²,
// second order with the least low-frequency damping for the high-frequency damping chosen.
// The unknown is the velocity at the α level, u = (1 − αf)·vₙ₊₁ + αf·vₙ. Eliminating aₙ₊₁
// and xₙ₊₁ gives the Newton form with
//     βₓ = h·β/γ,   βᵥ = h·γ·(1 − αf)/(1 − αm),
//     ṽ = vₙ + h·(1 − γ)·aₙ,   x̃ = xₙ + h·vₙ + h²·(½ − β)·aₙ − βₓ·ṽ   (xₙ₊₁ = x̃ + βₓ·vₙ₊₁),
//     x̂ = (1 − αf)·x̃ + αf·xₙ − βₓ·αf·vₙ,   v̂ = vₙ + (1 − αf)·h·(1 − γ)·aₙ − βᵥ·αm·aₙ,
// and afterwards vₙ₊₁ = (u − αf·vₙ)/(1 − αf), xₙ₊₁ = (x_α − αf·xₙ)/(1 − αf),
// aₙ₊₁ = (vₙ₊₁ − ṽ)/(h·γ). β = 0 makes βₓ = 0: the position update is explicit (central
// difference) and Newton only inverts M − βᵥ·∂f/∂v for the damping.
//
// None of the three handles solids (orientations = false): the rotational stage of
// implicit-euler is a first-order split that would hide the methods' own behaviour.
#include "core/integrators/newton_solver.h"
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
    IntegratorFamily::Implicit,
    RegionKind::FirstOrder,
    nullptr,
    3};

class ImplicitEulerIntegrator final : public Integrator {
public:
    ImplicitEulerIntegrator() : Integrator(kImplicitEulerInfo) {}

    int evaluationsPerStep() const override { return 2 * countParameter("newton-iterations"); }

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
    IntegratorFamily::Implicit,
    RegionKind::FirstOrder};

class Bdf2Integrator final : public Integrator {
public:
    Bdf2Integrator() : Integrator(kBdf2Info) {}

    int evaluationsPerStep() const override { return 2 * countParameter("newton-iterations"); }

    void reset() override { m_hasHistory = false; }

    StepWork step(StepContext& ctx) override;

    CarriedState saveState() const override {
        if (!m_hasHistory) {
            return {};
        }
        return {{m_previousX, m_previousV, m_endX, m_endV}, {m_previousDt}};
    }
    void loadState(const CarriedState& state) override {
        m_hasHistory = state.arrays.size() == 4 && state.scalars.size() == 1;
        if (m_hasHistory) {
            m_previousX = state.arrays[0];
            m_previousV = state.arrays[1];
            m_endX = state.arrays[2];
            m_endV = state.arrays[3];
            m_previousDt = state.scalars[0];
        }
    }

    // The mode's state is (xₙ, vₙ, xₙ₋₁, vₙ₋₁): the history at the previous step of the same dt,
    // and the last solve ending where the system is (so no particle restarts its history).
    int probeHistorySize() const override { return 2; }
    void setProbeHistory(const System& s, int particle, double dt,
                         const Eigen::VectorXd& values) override {
        m_previousX = s.positions();
        m_previousV = s.velocities();
        m_previousX(0, particle) = values[0];
        m_previousV(0, particle) = values[1];
        m_endX = s.positions();
        m_endV = s.velocities();
        m_previousDt = dt;
        m_hasHistory = true;
    }
    Eigen::VectorXd probeHistory(int particle) const override {
        return (Eigen::VectorXd(2) << m_previousX(0, particle), m_previousV(0, particle))
            .finished();
    }

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

// ---------------------------------------------------------------------------------------

const IntegratorInfo kImplicitMidpointInfo{
    "implicit-midpoint",
    CLOTHLAB_TR_NOOP("IntegratorText", "Implicit midpoint"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "The implicit midpoint rule: the step is taken with the forces at the midpoint of the "
        "start and the end of the step, which is itself unknown. Second order, symplectic and "
        "A-stable: for any dt a linear undamped spring keeps its energy exactly (to the solver "
        "tolerance) and is never damped numerically; the price is a period error that grows with "
        "ω·dt. Solved like implicit-euler, as a backward Euler half step by Newton's method with "
        "Jacobi-preconditioned conjugate gradients, then extrapolated to the end of the step. "
        "Stiffness table: the residual uses k⁺, k⁻ and c exactly; the matrix takes k⁺ or k⁻ by "
        "the sign of each spring's extension, clamps the transverse term of compressed springs "
        "and leaves out the position derivative of spring damping. Diagnostics: Newton and CG "
        "iterations and the Newton residual after each iteration. Solids are not supported."),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "u = ½(vₙ + vₙ₊₁),  xₙ₊₁ = xₙ + dt·u\n"
        "M·(vₙ₊₁ − vₙ) = dt·f(xₙ + ½dt·u, u, tₙ + ½dt)\n"
        "Newton on the half step: (M − ½dt·∂f/∂v − ¼dt²·∂f/∂x)·δu = ½dt·f − M·(u − vₙ)"),
    2,
    true,
    {{"newton-iterations", CLOTHLAB_TR_NOOP("IntegratorText", "Newton iterations"), "", 1, 100, 2,
      true,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Newton iterations per step; more converge to the exact implicit midpoint solution.")},
     kNewtonParameters[1],
     kNewtonParameters[2]},
    false,
    IntegratorFamily::Implicit,
    RegionKind::FirstOrder};

class ImplicitMidpointIntegrator final : public Integrator {
public:
    ImplicitMidpointIntegrator() : Integrator(kImplicitMidpointInfo) {}

    int evaluationsPerStep() const override { return 2 * countParameter("newton-iterations"); }

    StepWork step(StepContext& ctx) override {
        System& s = ctx.system;
        const double tMid = ctx.time + 0.5 * ctx.dt;
        m_newton.prepare(s, ctx.model);
        m_newton.xHat() = s.positions();
        m_newton.vHat() = s.velocities();
        m_newton.forces() = ctx.start.forces;
        shiftWindTime(ctx.model.environment(), ctx.time, tMid, m_newton.forces());
        m_newton.solve(ctx, 0.5 * ctx.dt, tMid, newtonSettings(parameters()), m_stats);
        const Eigen::VectorXd& invMass = s.inverseMasses();
        for (Eigen::Index i = 0; i < s.positions().cols(); ++i) {
            if (invMass[i] != 0.0) {
                s.positions().col(i) = 2.0 * s.positions().col(i) - m_newton.xHat().col(i);
                s.velocities().col(i) = 2.0 * s.velocities().col(i) - m_newton.vHat().col(i);
            }
        }
        return {};
    }

private:
    NewtonSolver m_newton;
};

// ---------------------------------------------------------------------------------------

/// αm, αf, γ, β of one step of the Newmark family (top of the file).
struct AlphaCoefficients {
    double alphaM = 0.0;
    double alphaF = 0.0;
    double gamma = 0.5;
    double beta = 0.25;
};

/// The generalized-α step with given coefficients; Newmark is αm = αf = 0.
class AlphaNewmarkStepper {
public:
    void reset() { m_hasAcceleration = false; }
    /// The carried acceleration aₙ (none before the first step).
    CarriedState save() const {
        return m_hasAcceleration ? CarriedState{{m_a}, {}} : CarriedState{};
    }
    void load(const CarriedState& state) {
        m_hasAcceleration = state.arrays.size() == 1;
        m_a = m_hasAcceleration ? state.arrays[0] : Eigen::Matrix3Xd();
    }
    /// aₙ of the probe's free particle along x, the third component of the mode's state.
    void setProbeAcceleration(const System& s, int particle, double a) {
        m_a = Eigen::Matrix3Xd::Zero(3, s.particleCount());
        m_a(0, particle) = a;
        m_hasAcceleration = true;
    }
    double probeAcceleration(int particle) const { return m_a(0, particle); }
    void step(StepContext& ctx, const AlphaCoefficients& c, const NewtonSettings& settings,
              SolverStats& stats);

private:
    void predict(const AlphaCoefficients& c, double h, double betaV, double betaX);

    NewtonSolver m_newton;
    Eigen::Matrix3Xd m_a, m_x0, m_v0, m_vTilde;
    bool m_hasAcceleration = false;
};

// x̂, v̂ (top of the file) into the Newton solver, and ṽ into m_vTilde.
// Pinned particles have vₙ = aₙ = 0, so x̂ = xₙ and v̂ = 0 there.
void AlphaNewmarkStepper::predict(const AlphaCoefficients& c, double h, double betaV,
                                  double betaX) {
    const double af = c.alphaF;
    m_vTilde = m_v0 + h * (1.0 - c.gamma) * m_a;
    const Eigen::Matrix3Xd xTilde =
        m_x0 + h * m_v0 + h * h * (0.5 - c.beta) * m_a - betaX * m_vTilde;
    m_newton.xHat() = (1.0 - af) * xTilde + af * m_x0 - betaX * af * m_v0;
    m_newton.vHat() = m_v0 + (1.0 - af) * h * (1.0 - c.gamma) * m_a - betaV * c.alphaM * m_a;
}

void AlphaNewmarkStepper::step(StepContext& ctx, const AlphaCoefficients& c,
                               const NewtonSettings& settings, SolverStats& stats) {
    System& s = ctx.system;
    const double h = ctx.dt;
    if (!m_hasAcceleration || m_a.cols() != s.positions().cols()) {
        m_a = ctx.start.forces * s.inverseMasses().asDiagonal();
        m_hasAcceleration = true;
    }
    const double betaX = h * c.beta / c.gamma;
    const double betaV = h * c.gamma * (1.0 - c.alphaF) / (1.0 - c.alphaM);
    const double tAlpha = ctx.time + (1.0 - c.alphaF) * h;
    m_x0 = s.positions();
    m_v0 = s.velocities();
    m_newton.prepare(s, ctx.model);
    predict(c, h, betaV, betaX);
    EnergyTerms terms;
    ctx.model.evaluate(s, m_newton.xHat(), m_newton.vHat(), tAlpha, m_newton.forces(), terms);
    m_newton.solve(ctx, betaV, betaX, tAlpha, settings, stats);
    const Eigen::VectorXd& invMass = s.inverseMasses();
    const double af = c.alphaF;
    for (Eigen::Index i = 0; i < s.positions().cols(); ++i) {
        if (invMass[i] == 0.0) {
            continue;
        }
        s.velocities().col(i) = (s.velocities().col(i) - af * m_v0.col(i)) / (1.0 - af);
        s.positions().col(i) = (s.positions().col(i) - af * m_x0.col(i)) / (1.0 - af);
        m_a.col(i) = (s.velocities().col(i) - m_vTilde.col(i)) / (h * c.gamma);
    }
}

const IntegratorInfo kNewmarkInfo{
    "newmark",
    CLOTHLAB_TR_NOOP("IntegratorText", "Newmark-β"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Newmark's method (1959) on the second-order system M·a = f(x, v): the new position and "
        "velocity are Taylor expansions whose last term mixes the old and the new acceleration "
        "with weights β and γ, and the new acceleration satisfies the equation of motion at the "
        "new state. The acceleration is carried from step to step. γ = ½, β = ¼ (the default) is "
        "the average-acceleration (trapezoidal) rule: second order, unconditionally stable, no "
        "numerical damping, a linear undamped spring keeps its energy. β = 0, γ = ½ is the "
        "explicit central difference, stable while dt < 2/ω. γ > ½ adds numerical damping and "
        "makes the method first order. Solved by Newton's method with Jacobi-preconditioned "
        "conjugate gradients like implicit-euler (with β = 0 only the damping is implicit). "
        "Stiffness table as in implicit-euler. Solids are not supported."),
    CLOTHLAB_TR_NOOP("IntegratorText", "xₙ₊₁ = xₙ + dt·vₙ + dt²·((½ − β)·aₙ + β·aₙ₊₁)\n"
                                       "vₙ₊₁ = vₙ + dt·((1 − γ)·aₙ + γ·aₙ₊₁)\n"
                                       "M·aₙ₊₁ = f(xₙ₊₁, vₙ₊₁, tₙ₊₁),  a₀ = M⁻¹·f(x₀, v₀, t₀)"),
    2,
    true,
    {{"newton-iterations", CLOTHLAB_TR_NOOP("IntegratorText", "Newton iterations"), "", 1, 100, 2,
      true,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Newton iterations per step; more converge to the exact solution of the implicit step.")},
     kNewtonParameters[1],
     kNewtonParameters[2],
     {"gamma", CLOTHLAB_TR_NOOP("IntegratorText", "Velocity weight γ"), "", 0.5, 1.0, 0.5, false,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Weight of the new acceleration in the velocity update; ½ is second order, more damps.")},
     {"beta", CLOTHLAB_TR_NOOP("IntegratorText", "Position weight β"), "", 0.0, 0.5, 0.25, false,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Weight of the new acceleration in the position update; ¼ is average acceleration, "
          "0 the explicit central difference.")}},
    false,
    IntegratorFamily::Implicit,
    RegionKind::PerMode};

const IntegratorInfo kGeneralizedAlphaInfo{
    "generalized-alpha",
    CLOTHLAB_TR_NOOP("IntegratorText", "Generalized-α (Chung–Hulbert)"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "The generalized-α method of Chung and Hulbert (1993): Newmark's updates, with the "
        "equation of motion enforced at intermediate points, the inertia at the αm level and the "
        "forces at the αf level of the step. One parameter, ρ∞, the spectral radius for "
        "ω·dt → ∞, sets how strongly the unresolved high-frequency modes are damped "
        "(ρ∞ = 1: no damping, the average-acceleration rule; ρ∞ = 0: they are annihilated in one "
        "step), while the well-resolved low modes are damped as little as possible. Second order "
        "and unconditionally stable for linear problems. The acceleration is carried from step to "
        "step. Solved by Newton's method with Jacobi-preconditioned conjugate gradients like "
        "implicit-euler. Stiffness table as in implicit-euler. Solids are not supported."),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "αm = (2ρ∞ − 1)/(ρ∞ + 1),  αf = ρ∞/(ρ∞ + 1),  γ = ½ − αm + αf,  β = ¼(1 − αm + αf)²\n"
        "Newmark updates of xₙ₊₁, vₙ₊₁ with γ, β\n"
        "M·((1 − αm)·aₙ₊₁ + αm·aₙ) = f((1 − αf)·xₙ₊₁ + αf·xₙ, (1 − αf)·vₙ₊₁ + αf·vₙ, "
        "tₙ + (1 − αf)·dt)"),
    2,
    true,
    {{"newton-iterations", CLOTHLAB_TR_NOOP("IntegratorText", "Newton iterations"), "", 1, 100, 2,
      true,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Newton iterations per step; more converge to the exact solution of the implicit step.")},
     kNewtonParameters[1],
     kNewtonParameters[2],
     {"rho-infinity", CLOTHLAB_TR_NOOP("IntegratorText", "High-frequency spectral radius ρ∞"), "",
      0.0, 1.0, 0.8, false,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Spectral radius of the step for ω·dt → ∞: 1 keeps high-frequency modes, 0 removes them "
          "in one step.")}},
    false,
    IntegratorFamily::Implicit,
    RegionKind::PerMode};

/// Newmark's coefficients: αm = αf = 0, γ and β its parameters.
AlphaCoefficients newmarkCoefficients(const ParameterSet& p) {
    return {0.0, 0.0, p.value(3), p.value(4)};
}

/// Chung & Hulbert's from ρ∞ (top of the file).
AlphaCoefficients generalizedAlphaCoefficients(const ParameterSet& p) {
    const double rho = p.value(3);
    AlphaCoefficients c;
    c.alphaM = (2.0 * rho - 1.0) / (rho + 1.0);
    c.alphaF = rho / (rho + 1.0);
    c.gamma = 0.5 - c.alphaM + c.alphaF;
    c.beta = 0.25 * (1.0 - c.alphaM + c.alphaF) * (1.0 - c.alphaM + c.alphaF);
    return c;
}

/// Newmark-β and generalized-α: one stepper, each with its coefficients.
class AlphaIntegrator final : public Integrator {
public:
    using Coefficients = AlphaCoefficients (*)(const ParameterSet&);

    /// `probedAcceleration`: the carried acceleration is part of the mode's state for the
    /// linear-mode probe. Newmark's is not: it equals M⁻¹·f(xₙ, vₙ) after every converged step,
    /// which a fresh stepper computes from the start forces, so its state is (x, v);
    /// generalized-α's is the α-level one, so its state is (x, v, a).
    AlphaIntegrator(const IntegratorInfo& info, Coefficients coefficients, bool probedAcceleration)
        : Integrator(info), m_coefficients(coefficients), m_probedAcceleration(probedAcceleration) {
    }

    int evaluationsPerStep() const override { return 2 * countParameter("newton-iterations"); }
    void reset() override { m_stepper.reset(); }
    CarriedState saveState() const override { return m_stepper.save(); }
    void loadState(const CarriedState& state) override { m_stepper.load(state); }
    int probeHistorySize() const override { return m_probedAcceleration ? 1 : 0; }
    void setProbeHistory(const System& s, int particle, double dt,
                         const Eigen::VectorXd& values) override {
        (void)dt;
        m_stepper.setProbeAcceleration(s, particle, values[0]);
    }
    Eigen::VectorXd probeHistory(int particle) const override {
        return Eigen::VectorXd::Constant(1, m_stepper.probeAcceleration(particle));
    }
    StepWork step(StepContext& ctx) override {
        m_stepper.step(ctx, m_coefficients(parameters()), newtonSettings(parameters()), m_stats);
        return {};
    }

private:
    Coefficients m_coefficients;
    bool m_probedAcceleration;
    AlphaNewmarkStepper m_stepper;
};

template <typename T> std::unique_ptr<Integrator> make() {
    return std::make_unique<T>();
}

} // namespace

IntegratorEntry implicitEulerEntry() {
    return {&kImplicitEulerInfo, &make<ImplicitEulerIntegrator>};
}

IntegratorEntry bdf2Entry() {
    return {&kBdf2Info, &make<Bdf2Integrator>};
}

IntegratorEntry implicitMidpointEntry() {
    return {&kImplicitMidpointInfo, &make<ImplicitMidpointIntegrator>};
}

IntegratorEntry newmarkEntry() {
    return {&kNewmarkInfo, [] {
                return std::unique_ptr<Integrator>(
                    std::make_unique<AlphaIntegrator>(kNewmarkInfo, &newmarkCoefficients, false));
            }};
}

IntegratorEntry generalizedAlphaEntry() {
    return {&kGeneralizedAlphaInfo, [] {
                return std::unique_ptr<Integrator>(std::make_unique<AlphaIntegrator>(
                    kGeneralizedAlphaInfo, &generalizedAlphaCoefficients, true));
            }};
}

} // namespace clothlab::core
