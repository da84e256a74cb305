// The implicit textbook methods: the implicit midpoint rule, Newmark-β and the
// generalized-α method of Chung & Hulbert. All three are solved with the Newton machinery of
// implicit-euler (newton_solver.h), which solves M·(u − v̂) = βᵥ·f(x̂ + βₓ·u, u, t) for u.
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
     {"cg-tolerance", CLOTHLAB_TR_NOOP("IntegratorText", "CG tolerance"), "", 1e-14, 1e-1, 1e-6,
      false,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "Relative residual ‖b − A·δv‖/‖b‖ at which conjugate gradients stop.")},
     {"cg-max-iterations", CLOTHLAB_TR_NOOP("IntegratorText", "CG max iterations"), "", 1, 100000,
      1000, true,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "Upper limit of conjugate gradient iterations per Newton iteration.")}},
    false,
    IntegratorFamily::Implicit};

class ImplicitMidpointIntegrator final : public Integrator {
public:
    ImplicitMidpointIntegrator() : Integrator(kImplicitMidpointInfo) {}

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
     {"cg-tolerance", CLOTHLAB_TR_NOOP("IntegratorText", "CG tolerance"), "", 1e-14, 1e-1, 1e-6,
      false,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "Relative residual ‖b − A·δv‖/‖b‖ at which conjugate gradients stop.")},
     {"cg-max-iterations", CLOTHLAB_TR_NOOP("IntegratorText", "CG max iterations"), "", 1, 100000,
      1000, true,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "Upper limit of conjugate gradient iterations per Newton iteration.")},
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
    IntegratorFamily::Implicit};

class NewmarkIntegrator final : public Integrator {
public:
    NewmarkIntegrator() : Integrator(kNewmarkInfo) {}
    void reset() override { m_stepper.reset(); }
    StepWork step(StepContext& ctx) override {
        const AlphaCoefficients c{0.0, 0.0, parameters().value(3), parameters().value(4)};
        m_stepper.step(ctx, c, newtonSettings(parameters()), m_stats);
        return {};
    }

private:
    AlphaNewmarkStepper m_stepper;
};

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
     {"cg-tolerance", CLOTHLAB_TR_NOOP("IntegratorText", "CG tolerance"), "", 1e-14, 1e-1, 1e-6,
      false,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "Relative residual ‖b − A·δv‖/‖b‖ at which conjugate gradients stop.")},
     {"cg-max-iterations", CLOTHLAB_TR_NOOP("IntegratorText", "CG max iterations"), "", 1, 100000,
      1000, true,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "Upper limit of conjugate gradient iterations per Newton iteration.")},
     {"rho-infinity", CLOTHLAB_TR_NOOP("IntegratorText", "High-frequency spectral radius ρ∞"), "",
      0.0, 1.0, 0.8, false,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Spectral radius of the step for ω·dt → ∞: 1 keeps high-frequency modes, 0 removes them "
          "in one step.")}},
    false,
    IntegratorFamily::Implicit};

class GeneralizedAlphaIntegrator final : public Integrator {
public:
    GeneralizedAlphaIntegrator() : Integrator(kGeneralizedAlphaInfo) {}
    void reset() override { m_stepper.reset(); }
    StepWork step(StepContext& ctx) override {
        const double rho = parameters().value(3);
        AlphaCoefficients c;
        c.alphaM = (2.0 * rho - 1.0) / (rho + 1.0);
        c.alphaF = rho / (rho + 1.0);
        c.gamma = 0.5 - c.alphaM + c.alphaF;
        c.beta = 0.25 * (1.0 - c.alphaM + c.alphaF) * (1.0 - c.alphaM + c.alphaF);
        m_stepper.step(ctx, c, newtonSettings(parameters()), m_stats);
        return {};
    }

private:
    AlphaNewmarkStepper m_stepper;
};

template <typename T> std::unique_ptr<Integrator> make() {
    return std::make_unique<T>();
}

} // namespace

void appendTextbookImplicitIntegrators(std::vector<IntegratorEntry>& entries) {
    entries.push_back({&kImplicitMidpointInfo, &make<ImplicitMidpointIntegrator>});
    entries.push_back({&kNewmarkInfo, &make<NewmarkIntegrator>});
    entries.push_back({&kGeneralizedAlphaInfo, &make<GeneralizedAlphaIntegrator>});
}

} // namespace clothlab::core
