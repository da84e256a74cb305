// The explicit Runge–Kutta family — forward Euler, the midpoint rule (RK2), Heun's explicit
// trapezoidal rule, Kutta's third-order method and the classic RK4 — as one stepper driven by
// each method's Butcher tableau.
//
// All of them integrate the first-order system y = (x, v[, q, Ω]),
// ẏ = F(y, t) = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ]): stage i evaluates kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ,
// tₙ + cᵢ·h) and the step is yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ. Pinned particles have M⁻¹ = 0 and zero
// velocity, so they stay put without special cases. The methods also integrate the
// dissipated and external work with their own weights bᵢ (the powers come with every force
// evaluation), so their energy residual measures the method, not a separate quadrature.
// Oriented particles (solids) carry q and Ω through the stages as plain vectors and normalise
// q at the end of the step (a projection that moves q by the order of the local error, so the
// order is kept). Nothing of this runs when the system has no orientations.
//
// The sums are rounded in one of two fixed orders, named by the tableau: RK2, Heun, RK3 and
// forward Euler add h·bᵢ·kᵢ stage by stage; RK4 sums Σ wᵢ·kᵢ with integer weights and scales
// by h/6 once, as its textbook form y + h/6·(k₁ + 2k₂ + 2k₃ + k₄) reads. Each rounds exactly as
// the method's earlier hand-written stepper did, so trajectories are bit-identical to them.
#include "core/integrators/explicit_stages.h"
#include "core/integrators/registry_entry.h"

#include <array>

namespace clothlab::core {

namespace {

using stages::accelerations;
using stages::ensureSize;

const IntegratorInfo kExplicitEulerInfo{
    "explicit-euler",
    CLOTHLAB_TR_NOOP("IntegratorText", "Explicit Euler"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Forward Euler: positions and velocities both advance with the derivatives of the start "
        "of the step. First order, not symplectic: for an undamped spring the energy grows by a "
        "factor (1 + ω²·dt²) every step, so it is unstable for any dt without damping. Used by "
        "the R3 and R4 reference systems. Uses the stiffness table as is (k⁺, k⁻, c). Solids: "
        "orientations q and angular velocities Ω advance the same way, with the torques of the "
        "angle springs (q then renormalised)."),
    CLOTHLAB_TR_NOOP("IntegratorText", "xₙ₊₁ = xₙ + dt·vₙ\nvₙ₊₁ = vₙ + dt·M⁻¹·f(xₙ, vₙ, tₙ)\n"
                                       "qₙ₊₁ = qₙ + dt·½(0, Ωₙ)⊗qₙ,  Ωₙ₊₁ = Ωₙ + dt·I⁻¹·τₙ"),
    1,
    false,
    {},
    true,
    IntegratorFamily::Explicit,
    RegionKind::FirstOrder};

const IntegratorInfo kRk2Info{
    "rk2",
    CLOTHLAB_TR_NOOP("IntegratorText", "Runge–Kutta 2 (midpoint)"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Explicit midpoint rule: a half step with the start derivatives, then the full step with "
        "the derivatives at the midpoint. Second order, not symplectic: without damping its "
        "energy slowly grows. Two force evaluations per step. Used by the R3 reference system. "
        "Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular "
        "velocities go through the same two stages (q renormalised at the end)."),
    CLOTHLAB_TR_NOOP("IntegratorText", "x½ = xₙ + ½dt·vₙ,  v½ = vₙ + ½dt·M⁻¹·f(xₙ, vₙ, tₙ)\n"
                                       "xₙ₊₁ = xₙ + dt·v½\nvₙ₊₁ = vₙ + dt·M⁻¹·f(x½, v½, tₙ + ½dt)\n"
                                       "(q, Ω) likewise with q̇ = ½(0, Ω)⊗q, Ω̇ = I⁻¹·τ"),
    2,
    false,
    {},
    true,
    IntegratorFamily::Explicit,
    RegionKind::FirstOrder};

const IntegratorInfo kRk4Info{
    "rk4",
    CLOTHLAB_TR_NOOP("IntegratorText", "Runge–Kutta 4"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "The classic fourth-order Runge–Kutta method: four force evaluations per step combined "
        "with weights 1/6, 1/3, 1/3, 1/6. Fourth order and very accurate at small dt, but not "
        "symplectic, and explicit: its stability limit for an undamped spring is dt < 2.83/ω. "
        "Used by the R3 reference system. Uses the stiffness table as is (k⁺, k⁻, c). Solids: "
        "orientations and angular velocities are part of the state y and go through the four "
        "stages (q renormalised at the end), so the method stays fourth order."),
    CLOTHLAB_TR_NOOP("IntegratorText",
                     "k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + ½dt·k₁, tₙ + ½dt)\n"
                     "k₃ = F(yₙ + ½dt·k₂, tₙ + ½dt),  k₄ = F(yₙ + dt·k₃, tₙ + dt)\n"
                     "yₙ₊₁ = yₙ + dt/6·(k₁ + 2k₂ + 2k₃ + k₄),  y = (x, v[, q, Ω]),  "
                     "F = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ])"),
    4,
    false,
    {},
    true,
    IntegratorFamily::Explicit,
    RegionKind::FirstOrder,
    nullptr,
    2};

const IntegratorInfo kHeunInfo{
    "heun",
    CLOTHLAB_TR_NOOP("IntegratorText", "Heun (explicit trapezoidal)"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Heun's method, the explicit trapezoidal rule: an explicit Euler predictor, then the "
        "average of the derivatives at the start and at the predicted end. Second order, not "
        "symplectic: like rk2, its energy slowly grows without damping, and it has the same "
        "stability region (|1 + z + z²/2| ≤ 1), so for an undamped spring it is unstable for any "
        "dt and only damping keeps it bounded. Two force evaluations per step. Uses the stiffness "
        "table as is (k⁺, k⁻, c). Solids: orientations and angular velocities go through the same "
        "two stages (q renormalised at the end)."),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + dt·k₁, tₙ + dt)\n"
        "yₙ₊₁ = yₙ + ½dt·(k₁ + k₂),  y = (x, v[, q, Ω]),  F = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ])"),
    2,
    false,
    {},
    true,
    IntegratorFamily::Explicit,
    RegionKind::FirstOrder};

const IntegratorInfo kRk3Info{
    "rk3",
    CLOTHLAB_TR_NOOP("IntegratorText", "Runge–Kutta 3 (Kutta)"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Kutta's third-order method (1901): three force evaluations per step, weights 1/6, 4/6, "
        "1/6 as in Simpson's rule. Third order, not symplectic. Its stability region "
        "|1 + z + z²/2 + z³/6| ≤ 1 contains a piece of the imaginary axis, |ω·dt| ≤ √3, so unlike "
        "the second-order Runge–Kutta methods it keeps an undamped spring bounded for small dt, "
        "with slow numerical damping. Uses the stiffness table as is (k⁺, k⁻, c). Solids: "
        "orientations and angular velocities go through the three stages (q renormalised at the "
        "end)."),
    CLOTHLAB_TR_NOOP("IntegratorText", "k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + ½dt·k₁, tₙ + ½dt)\n"
                                       "k₃ = F(yₙ − dt·k₁ + 2dt·k₂, tₙ + dt)\n"
                                       "yₙ₊₁ = yₙ + dt/6·(k₁ + 4k₂ + k₃),  y = (x, v[, q, Ω])"),
    3,
    false,
    {},
    true,
    IntegratorFamily::Explicit,
    RegionKind::FirstOrder};

/// How the step adds up its stages (see the top of the file).
enum class Combination {
    PerStage, ///< y₁ = y₀ + Σ (h·wᵢ/d)·kᵢ, stage by stage; zero weights skipped
    Summed,   ///< y₁ = y₀ + (h/d)·Σ wᵢ·kᵢ
};

/// An explicit Runge–Kutta method with S stages: aᵢⱼ strictly lower triangular, nodes cᵢ, and
/// weights bᵢ = wᵢ/d.
template <int S> struct Tableau {
    std::array<std::array<double, S>, S> a;
    std::array<double, S> w;
    double d = 1.0;
    std::array<double, S> c;
    Combination combination = Combination::PerStage;
};

const Tableau<1> kForwardEulerTableau{{{{0.0}}}, {1.0}, 1.0, {0.0}};
const Tableau<2> kMidpointTableau{{{{0.0, 0.0}, {0.5, 0.0}}}, {0.0, 1.0}, 1.0, {0.0, 0.5}};
const Tableau<2> kHeunTableau{{{{0.0, 0.0}, {1.0, 0.0}}}, {1.0, 1.0}, 2.0, {0.0, 1.0}};
const Tableau<3> kKuttaTableau{
    {{{0.0, 0.0, 0.0}, {0.5, 0.0, 0.0}, {-1.0, 2.0, 0.0}}}, {1.0, 4.0, 1.0}, 6.0, {0.0, 0.5, 1.0}};
const Tableau<4> kRk4Tableau{
    {{{0.0, 0.0, 0.0, 0.0}, {0.5, 0.0, 0.0, 0.0}, {0.0, 0.5, 0.0, 0.0}, {0.0, 0.0, 1.0, 0.0}}},
    {1.0, 2.0, 2.0, 1.0},
    6.0,
    {0.0, 0.5, 0.5, 1.0},
    Combination::Summed};

/// One step of the explicit Runge–Kutta method of a tableau. Owns its stage arrays and resizes
/// them only when the particle count changes, so a step allocates nothing.
template <int S> class RungeKuttaStepper {
public:
    StepWork step(StepContext& ctx, const Tableau<S>& t) {
        System& s = ctx.system;
        const double h = ctx.dt;
        const bool rotating = s.hasOrientations();
        stages::firstStage(ctx, m_kx[0], m_kv[0], m_kq[0], m_kw[0]);
        m_terms[0] = ctx.start.terms;
        for (int i = 1; i < S; ++i) {
            const auto ui = static_cast<std::size_t>(i);
            stageState(s, i, t, h, rotating);
            ctx.model.evaluate(s, m_xs, m_vs, m_qs, m_ws, ctx.time + t.c[ui] * h, m_f, m_torques,
                               m_terms[ui]);
            m_kx[ui] = m_vs;
            accelerations(m_f, s.inverseMasses(), m_kv[ui]);
            if (rotating) {
                quaternionRates(m_qs, m_ws, m_kq[ui]);
                angularAccelerations(m_torques, s.inverseInertias(), m_kw[ui]);
            }
        }
        const StepWork work = t.combination == Combination::Summed
                                  ? combineSummed(s, t, h, rotating)
                                  : combinePerStage(s, t, h, rotating);
        if (rotating) {
            normalizeQuaternions(s.orientations());
        }
        return work;
    }

private:
    // Stage state yᵢ = y₀ + Σⱼ (h·aᵢⱼ)·kⱼ into m_xs, m_vs (and m_qs, m_ws); y₀ is the system's
    // state, which the stages do not change.
    void stageState(const System& s, int i, const Tableau<S>& t, double h, bool rotating) {
        const auto ui = static_cast<std::size_t>(i);
        m_xs = s.positions();
        m_vs = s.velocities();
        if (rotating) {
            m_qs = s.orientations();
            m_ws = s.angularVelocities();
        }
        for (std::size_t j = 0; j < ui; ++j) {
            const double a = h * t.a[ui][j];
            if (a == 0.0) {
                continue;
            }
            m_xs += a * m_kx[j];
            m_vs += a * m_kv[j];
            if (rotating) {
                m_qs += a * m_kq[j];
                m_ws += a * m_kw[j];
            }
        }
    }

    StepWork combinePerStage(System& s, const Tableau<S>& t, double h, bool rotating) {
        StepWork work{true, 0.0, 0.0};
        for (std::size_t i = 0; i < S; ++i) {
            if (t.w[i] == 0.0) {
                continue;
            }
            const double c = h * (t.w[i] / t.d);
            s.positions() += c * m_kx[i];
            s.velocities() += c * m_kv[i];
            if (rotating) {
                s.orientations() += c * m_kq[i];
                s.angularVelocities() += c * m_kw[i];
            }
            work.dissipated += c * m_terms[i].dissipationPower;
            work.externalWork += c * m_terms[i].externalPower;
        }
        return work;
    }

    StepWork combineSummed(System& s, const Tableau<S>& t, double h, bool rotating) {
        m_dx = t.w[0] * m_kx[0];
        m_dv = t.w[0] * m_kv[0];
        double dissipation = t.w[0] * m_terms[0].dissipationPower;
        double external = t.w[0] * m_terms[0].externalPower;
        if (rotating) {
            m_dq = t.w[0] * m_kq[0];
            m_dw = t.w[0] * m_kw[0];
        }
        for (std::size_t i = 1; i < S; ++i) {
            m_dx += t.w[i] * m_kx[i];
            m_dv += t.w[i] * m_kv[i];
            dissipation += t.w[i] * m_terms[i].dissipationPower;
            external += t.w[i] * m_terms[i].externalPower;
            if (rotating) {
                m_dq += t.w[i] * m_kq[i];
                m_dw += t.w[i] * m_kw[i];
            }
        }
        const double c = h / t.d;
        s.positions() += c * m_dx;
        s.velocities() += c * m_dv;
        if (rotating) {
            s.orientations() += c * m_dq;
            s.angularVelocities() += c * m_dw;
        }
        return {true, c * dissipation, c * external};
    }

    std::array<Eigen::Matrix3Xd, S> m_kx, m_kv, m_kw;
    std::array<Eigen::Matrix4Xd, S> m_kq;
    std::array<EnergyTerms, S> m_terms;
    Eigen::Matrix3Xd m_xs, m_vs, m_ws, m_f, m_torques, m_dx, m_dv, m_dw;
    Eigen::Matrix4Xd m_qs, m_dq;
};

/// An explicit Runge–Kutta integrator: its info and its tableau.
template <int S> class RungeKuttaIntegrator final : public Integrator {
public:
    RungeKuttaIntegrator(const IntegratorInfo& info, const Tableau<S>& tableau)
        : Integrator(info), m_tableau(tableau) {}

    int evaluationsPerStep() const override { return S; }
    StepWork step(StepContext& ctx) override { return m_stepper.step(ctx, m_tableau); }

private:
    const Tableau<S>& m_tableau;
    RungeKuttaStepper<S> m_stepper;
};

} // namespace

IntegratorEntry explicitEulerEntry() {
    return {&kExplicitEulerInfo, [] {
                return std::unique_ptr<Integrator>(std::make_unique<RungeKuttaIntegrator<1>>(
                    kExplicitEulerInfo, kForwardEulerTableau));
            }};
}

IntegratorEntry rk2Entry() {
    return {&kRk2Info, [] {
                return std::unique_ptr<Integrator>(
                    std::make_unique<RungeKuttaIntegrator<2>>(kRk2Info, kMidpointTableau));
            }};
}

IntegratorEntry heunEntry() {
    return {&kHeunInfo, [] {
                return std::unique_ptr<Integrator>(
                    std::make_unique<RungeKuttaIntegrator<2>>(kHeunInfo, kHeunTableau));
            }};
}

IntegratorEntry rk3Entry() {
    return {&kRk3Info, [] {
                return std::unique_ptr<Integrator>(
                    std::make_unique<RungeKuttaIntegrator<3>>(kRk3Info, kKuttaTableau));
            }};
}

IntegratorEntry rk4Entry() {
    return {&kRk4Info, [] {
                return std::unique_ptr<Integrator>(
                    std::make_unique<RungeKuttaIntegrator<4>>(kRk4Info, kRk4Tableau));
            }};
}

} // namespace clothlab::core
