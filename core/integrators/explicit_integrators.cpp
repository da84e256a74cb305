// The explicit family: forward Euler, symplectic Euler, velocity-form Verlet, midpoint RK2,
// classic RK4 and Dormand–Prince RK5(4) with error control.
//
// All of them integrate the first-order system ẋ = v, v̇ = M⁻¹·f(x, v, t); pinned particles
// have M⁻¹ = 0 and zero velocity, so they stay put without special cases. Each integrator
// owns its stage arrays and resizes them only when the particle count changes, so a step
// allocates nothing. The Runge–Kutta methods also integrate the dissipated and external
// work with their own weights (the powers come with every force evaluation), so their energy
// residual measures the method, not a separate quadrature.
//
// Oriented particles (solids) add the rotational system q̇ = ½·(0, ω)⊗q, ω̇ = I⁻¹·τ
// (core/model/rotation.h). Each method integrates it with the same scheme as (x, v): the
// Runge–Kutta methods carry q and ω through their stages as plain vectors and normalise q at
// the end of the step (a projection that moves q by the order of the local error, so the
// order is kept); the Euler and Verlet methods turn q exactly by h·ω where they would move x
// by h·v. Nothing of this runs when the system has no orientations.
#include "core/integrators/registry_entry.h"
#include "core/model/rotation.h"
#include "core/model/system.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace clothlab::core {

namespace {

void ensureSize(Eigen::Matrix3Xd& m, Eigen::Index n) {
    if (m.cols() != n) {
        m.resize(3, n);
    }
}

/// out = F·M⁻¹ column by column.
void accelerations(const Eigen::Matrix3Xd& forces, const Eigen::VectorXd& inverseMasses,
                   Eigen::Matrix3Xd& out) {
    ensureSize(out, forces.cols());
    out.noalias() = forces * inverseMasses.asDiagonal();
}

/// The rotational half of a Runge–Kutta stage: orientations q and angular velocities Ω at
/// the stage, and the derivatives (q̇, Ω̇) there once derive() has run.
struct RotationStage {
    Eigen::Matrix4Xd q, dq;
    Eigen::Matrix3Xd w, dw;

    void derive(const Eigen::Matrix3Xd& torques, const Eigen::VectorXd& inverseInertias) {
        quaternionRates(q, w, dq);
        angularAccelerations(torques, inverseInertias, dw);
    }
    /// The next stage state (q, Ω) = (q₀, Ω₀) + c·(q̇, Ω̇) of this stage.
    void advance(const Eigen::Matrix4Xd& q0, const Eigen::Matrix3Xd& w0, double c) {
        q = q0 + c * dq;
        w = w0 + c * dw;
    }
    /// Stage 1: (q, Ω) = (q₀, Ω₀) with the start torques.
    void start(const System& s, const Eigen::Matrix3Xd& torques) {
        q = s.orientations();
        w = s.angularVelocities();
        derive(torques, s.inverseInertias());
    }
};

// ---------------------------------------------------------------------------------------

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
    IntegratorFamily::Explicit};

class ExplicitEulerIntegrator final : public Integrator {
public:
    ExplicitEulerIntegrator() : Integrator(kExplicitEulerInfo) {}

    StepWork step(StepContext& ctx) override {
        System& s = ctx.system;
        accelerations(ctx.start.forces, s.inverseMasses(), m_a);
        s.positions() += ctx.dt * s.velocities();
        s.velocities() += ctx.dt * m_a;
        if (s.hasOrientations()) {
            quaternionRates(s.orientations(), s.angularVelocities(), m_dq);
            angularAccelerations(ctx.start.torques, s.inverseInertias(), m_alpha);
            s.orientations() += ctx.dt * m_dq;
            normalizeQuaternions(s.orientations());
            s.angularVelocities() += ctx.dt * m_alpha;
        }
        // Left-rectangle rule, the method's own quadrature.
        return {true, ctx.dt * ctx.start.terms.dissipationPower,
                ctx.dt * ctx.start.terms.externalPower};
    }

private:
    Eigen::Matrix3Xd m_a, m_alpha;
    Eigen::Matrix4Xd m_dq;
};

// ---------------------------------------------------------------------------------------

const IntegratorInfo kSymplecticEulerInfo{
    "symplectic-euler",
    CLOTHLAB_TR_NOOP("IntegratorText", "Symplectic Euler"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Semi-implicit Euler: the velocity is advanced first with the forces of the start of the "
        "step, then the position with the new velocity. First order and symplectic: without "
        "damping the energy oscillates around its true value instead of drifting. Stable for an "
        "undamped spring while dt < 2/ω. Uses the stiffness table as is (k⁺, k⁻, c). Solids: "
        "the angular velocity is kicked by the angle springs' torques, then the orientation "
        "turned exactly by dt·Ωₙ₊₁."),
    CLOTHLAB_TR_NOOP("IntegratorText", "vₙ₊₁ = vₙ + dt·M⁻¹·f(xₙ, vₙ, tₙ)\nxₙ₊₁ = xₙ + dt·vₙ₊₁\n"
                                       "Ωₙ₊₁ = Ωₙ + dt·I⁻¹·τₙ,  qₙ₊₁ = exp(dt·Ωₙ₊₁)⊗qₙ"),
    1,
    false,
    {},
    true,
    IntegratorFamily::Symplectic};

class SymplecticEulerIntegrator final : public Integrator {
public:
    SymplecticEulerIntegrator() : Integrator(kSymplecticEulerInfo) {}

    StepWork step(StepContext& ctx) override {
        System& s = ctx.system;
        const Eigen::Index n = s.positions().cols();
        double* __restrict x = s.positions().data();
        double* __restrict v = s.velocities().data();
        const double* __restrict f = ctx.start.forces.data();
        const double* __restrict invMass = s.inverseMasses().data();
        const double dt = ctx.dt;
        // One fused pass: kick with the start forces, then drift with the new velocity.
        for (Eigen::Index i = 0; i < n; ++i) {
            const double w = dt * invMass[i];
            for (int c = 0; c < 3; ++c) {
                v[3 * i + c] += w * f[3 * i + c];
                x[3 * i + c] += dt * v[3 * i + c];
            }
        }
        if (s.hasOrientations()) {
            angularAccelerations(ctx.start.torques, s.inverseInertias(), m_alpha);
            s.angularVelocities() += dt * m_alpha;
            rotateAll(s.orientations(), s.angularVelocities(), dt);
        }
        return {};
    }

private:
    Eigen::Matrix3Xd m_alpha;
};

// ---------------------------------------------------------------------------------------

const IntegratorInfo kVerletInfo{
    "verlet",
    CLOTHLAB_TR_NOOP("IntegratorText", "Verlet"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Position Verlet, xₙ₊₁ = 2xₙ − xₙ₋₁ + dt²·aₙ, started at second order "
        "(x₋₁ = x₀ − dt·v₀ + ½dt²·a₀). It is run in its equivalent velocity form so that the "
        "velocity needed by damping, drag and the energy diagnostics is second-order accurate "
        "too; positions are identical to the two-step form when forces do not depend on velocity. "
        "Second order and symplectic without damping; stable for an undamped spring while "
        "dt < 2/ω. Velocity-dependent forces in the second half-kick use the half-step velocity. "
        "This is R1's integrator without its constraint relaxation. Uses the stiffness table as "
        "is (k⁺, k⁻, c). Solids: the angular velocity gets the same two half-kicks from the "
        "angle springs' torques and the orientation is turned exactly by dt·Ωₙ₊½ (second order)."),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "vₙ₊½ = vₙ + ½dt·M⁻¹·f(xₙ, vₙ, tₙ)\nxₙ₊₁ = xₙ + dt·vₙ₊½\n"
        "vₙ₊₁ = vₙ₊½ + ½dt·M⁻¹·f(xₙ₊₁, vₙ₊½, tₙ₊₁)\n"
        "Ωₙ₊½ = Ωₙ + ½dt·I⁻¹·τₙ,  qₙ₊₁ = exp(dt·Ωₙ₊½)⊗qₙ,  Ωₙ₊₁ = Ωₙ₊½ + ½dt·I⁻¹·τₙ₊₁"),
    2,
    false,
    {},
    true,
    IntegratorFamily::Symplectic};

class VerletIntegrator final : public Integrator {
public:
    VerletIntegrator() : Integrator(kVerletInfo) {}

    StepWork step(StepContext& ctx) override {
        System& s = ctx.system;
        const double h = ctx.dt;
        const bool rotating = s.hasOrientations();
        accelerations(ctx.start.forces, s.inverseMasses(), m_a);
        s.velocities() += 0.5 * h * m_a;
        s.positions() += h * s.velocities();
        if (rotating) {
            angularAccelerations(ctx.start.torques, s.inverseInertias(), m_alpha);
            s.angularVelocities() += 0.5 * h * m_alpha;
            rotateAll(s.orientations(), s.angularVelocities(), h);
        }
        EnergyTerms end;
        ctx.model.evaluate(s, s.positions(), s.velocities(), s.orientations(),
                           s.angularVelocities(), ctx.time + h, m_f, m_torques, end);
        accelerations(m_f, s.inverseMasses(), m_a);
        s.velocities() += 0.5 * h * m_a;
        if (rotating) {
            angularAccelerations(m_torques, s.inverseInertias(), m_alpha);
            s.angularVelocities() += 0.5 * h * m_alpha;
        }
        const EnergyTerms& start = ctx.start.terms;
        return {true, 0.5 * h * (start.dissipationPower + end.dissipationPower),
                0.5 * h * (start.externalPower + end.externalPower)};
    }

private:
    Eigen::Matrix3Xd m_a, m_f, m_alpha, m_torques;
};

// ---------------------------------------------------------------------------------------

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
    IntegratorFamily::Explicit};

class Rk2Integrator final : public Integrator {
public:
    Rk2Integrator() : Integrator(kRk2Info) {}

    StepWork step(StepContext& ctx) override {
        System& s = ctx.system;
        const double h = ctx.dt;
        accelerations(ctx.start.forces, s.inverseMasses(), m_a);
        ensureSize(m_xm, s.particleCount());
        ensureSize(m_vm, s.particleCount());
        m_xm.noalias() = s.positions() + 0.5 * h * s.velocities();
        m_vm.noalias() = s.velocities() + 0.5 * h * m_a;
        const bool rotating = s.hasOrientations();
        if (rotating) {
            m_r.start(s, ctx.start.torques);
            m_r.advance(s.orientations(), s.angularVelocities(), 0.5 * h);
        }
        EnergyTerms mid;
        ctx.model.evaluate(s, m_xm, m_vm, m_r.q, m_r.w, ctx.time + 0.5 * h, m_f, m_torques, mid);
        accelerations(m_f, s.inverseMasses(), m_a);
        s.positions() += h * m_vm;
        s.velocities() += h * m_a;
        if (rotating) {
            m_r.derive(m_torques, s.inverseInertias());
            s.orientations() += h * m_r.dq;
            normalizeQuaternions(s.orientations());
            s.angularVelocities() += h * m_r.dw;
        }
        return {true, h * mid.dissipationPower, h * mid.externalPower};
    }

private:
    Eigen::Matrix3Xd m_a, m_f, m_xm, m_vm, m_torques;
    RotationStage m_r;
};

// ---------------------------------------------------------------------------------------

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
    IntegratorFamily::Explicit};

class Rk4Integrator final : public Integrator {
public:
    Rk4Integrator() : Integrator(kRk4Info) {}

    StepWork step(StepContext& ctx) override {
        System& s = ctx.system;
        const double h = ctx.dt;
        const Eigen::Index n = s.particleCount();
        for (Eigen::Matrix3Xd* m : {&m_xs, &m_vs, &m_dx, &m_dv}) {
            ensureSize(*m, n);
        }
        const Eigen::Matrix3Xd& x0 = s.positions();
        const Eigen::Matrix3Xd& v0 = s.velocities();
        const EnergyTerms& t1 = ctx.start.terms;

        const bool rotating = s.hasOrientations();
        const Eigen::Matrix4Xd& q0 = s.orientations();
        const Eigen::Matrix3Xd& w0 = s.angularVelocities();

        accelerations(ctx.start.forces, s.inverseMasses(), m_a); // k₁ = (v0, a1)
        m_dx = v0;
        m_dv = m_a;
        if (rotating) {
            m_r.start(s, ctx.start.torques);
            m_dq = m_r.dq;
            m_dw = m_r.dw;
        }
        m_xs.noalias() = x0 + 0.5 * h * v0;
        m_vs.noalias() = v0 + 0.5 * h * m_a;
        advanceRotation(rotating, q0, w0, 0.5 * h);
        const EnergyTerms t2 = stage(ctx, ctx.time + 0.5 * h, 2.0); // k₂
        m_xs.noalias() = x0 + 0.5 * h * m_vs;
        m_vs.noalias() = v0 + 0.5 * h * m_a;
        advanceRotation(rotating, q0, w0, 0.5 * h);
        const EnergyTerms t3 = stage(ctx, ctx.time + 0.5 * h, 2.0); // k₃
        m_xs.noalias() = x0 + h * m_vs;
        m_vs.noalias() = v0 + h * m_a;
        advanceRotation(rotating, q0, w0, h);
        const EnergyTerms t4 = stage(ctx, ctx.time + h, 1.0); // k₄

        s.positions() += (h / 6.0) * m_dx;
        s.velocities() += (h / 6.0) * m_dv;
        if (rotating) {
            s.orientations() += (h / 6.0) * m_dq;
            normalizeQuaternions(s.orientations());
            s.angularVelocities() += (h / 6.0) * m_dw;
        }
        return {true,
                h / 6.0 *
                    (t1.dissipationPower + 2.0 * t2.dissipationPower + 2.0 * t3.dissipationPower +
                     t4.dissipationPower),
                h / 6.0 *
                    (t1.externalPower + 2.0 * t2.externalPower + 2.0 * t3.externalPower +
                     t4.externalPower)};
    }

private:
    // Evaluates the derivative at the stage state (m_xs, m_vs): m_a = M⁻¹·f; adds
    // weight·(v_stage, a) to the sums. m_vs must be read before it is overwritten, hence
    // the sums are updated here, before the caller forms the next stage state.
    EnergyTerms stage(StepContext& ctx, double t, double weight) {
        const System& s = ctx.system;
        EnergyTerms terms;
        ctx.model.evaluate(s, m_xs, m_vs, m_r.q, m_r.w, t, m_f, m_torques, terms);
        accelerations(m_f, s.inverseMasses(), m_a);
        m_dx += weight * m_vs;
        m_dv += weight * m_a;
        if (s.hasOrientations()) {
            m_r.derive(m_torques, s.inverseInertias());
            m_dq += weight * m_r.dq;
            m_dw += weight * m_r.dw;
        }
        return terms;
    }

    void advanceRotation(bool rotating, const Eigen::Matrix4Xd& q0, const Eigen::Matrix3Xd& w0,
                         double c) {
        if (rotating) {
            m_r.advance(q0, w0, c);
        }
    }

    Eigen::Matrix3Xd m_a, m_f, m_xs, m_vs, m_dx, m_dv, m_torques, m_dw;
    Eigen::Matrix4Xd m_dq;
    RotationStage m_r;
};

// ---------------------------------------------------------------------------------------

const IntegratorInfo kRk45Info{
    "rk45",
    CLOTHLAB_TR_NOOP("IntegratorText", "Dormand–Prince RK5(4)"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Adaptive Runge–Kutta of Dormand and Prince (1980): a fifth-order step with an embedded "
        "fourth-order estimate of its error. Each frame step dt is covered by as many internal "
        "steps as the tolerance needs (mixed absolute/relative, per component of x and v), so the "
        "result is accurate to about the tolerance whatever dt is. At tight tolerances dop853 is "
        "cheaper, and it is the default reference. Uses the stiffness table as is (k⁺, k⁻, c). "
        "Solids: "
        "orientations and angular velocities are part of the state, of its stages and of its "
        "error estimate (q renormalised after each internal step)."),
    CLOTHLAB_TR_NOOP("IntegratorText",
                     "kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ, tₙ + cᵢ·h),  i = 1…7\n"
                     "yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ (order 5),  error = h·Σ (bᵢ − b̂ᵢ)·kᵢ\n"
                     "h ← h·min(5, max(0.2, 0.9·err^(−1/5)))"),
    5,
    false,
    {{"tolerance", CLOTHLAB_TR_NOOP("IntegratorText", "Tolerance"), "", 1e-14, 1e-1, 1e-8, false,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Absolute and relative error allowed per internal step, per component (m, m/s).")}},
    true,
    IntegratorFamily::Explicit};

class Rk45Integrator final : public Integrator {
public:
    Rk45Integrator() : Integrator(kRk45Info) {}

    void reset() override { m_h = 0.0; }

    StepWork step(StepContext& ctx) override;

private:
    static constexpr int kStages = 7;
    // Butcher tableau of Dormand & Prince (1980), RK5(4)7M.
    static constexpr double kC[kStages] = {0.0, 1.0 / 5, 3.0 / 10, 4.0 / 5, 8.0 / 9, 1.0, 1.0};
    static constexpr double kA[kStages][kStages] = {
        {},
        {1.0 / 5},
        {3.0 / 40, 9.0 / 40},
        {44.0 / 45, -56.0 / 15, 32.0 / 9},
        {19372.0 / 6561, -25360.0 / 2187, 64448.0 / 6561, -212.0 / 729},
        {9017.0 / 3168, -355.0 / 33, 46732.0 / 5247, 49.0 / 176, -5103.0 / 18656},
        {35.0 / 384, 0.0, 500.0 / 1113, 125.0 / 192, -2187.0 / 6784, 11.0 / 84}};
    static constexpr double kB[kStages] = {35.0 / 384,     0.0,       500.0 / 1113, 125.0 / 192,
                                           -2187.0 / 6784, 11.0 / 84, 0.0};
    static constexpr double kBHat[kStages] = {
        5179.0 / 57600,    0.0,          7571.0 / 16695, 393.0 / 640,
        -92097.0 / 339200, 187.0 / 2100, 1.0 / 40};

    double trialStep(StepContext& ctx, double t, double h);
    void prepare(const System& s);
    void restoreStart(System& s) const;

    double m_h = 0.0; ///< last accepted internal step, 0 = start with dt
    std::array<Eigen::Matrix3Xd, kStages> m_kx, m_kv;
    std::array<EnergyTerms, kStages> m_terms;
    Eigen::Matrix3Xd m_x0, m_v0, m_f, m_torques;
    // Rotational stages (solids only): q̇ and Ω̇ per stage, and the start of the internal step.
    std::array<Eigen::Matrix4Xd, kStages> m_kq;
    std::array<Eigen::Matrix3Xd, kStages> m_kw;
    Eigen::Matrix4Xd m_q0;
    Eigen::Matrix3Xd m_w0;
};

void Rk45Integrator::prepare(const System& s) {
    const Eigen::Index n = s.particleCount();
    for (int i = 0; i < kStages; ++i) {
        ensureSize(m_kx[static_cast<std::size_t>(i)], n);
        ensureSize(m_kv[static_cast<std::size_t>(i)], n);
    }
    ensureSize(m_x0, n);
    ensureSize(m_v0, n);
}

void Rk45Integrator::restoreStart(System& s) const {
    s.positions() = m_x0;
    s.velocities() = m_v0;
    if (s.hasOrientations()) {
        s.orientations() = m_q0;
        s.angularVelocities() = m_w0;
    }
}

namespace {

/// Σ over components of ((h·Σᵢ eᵢ·kᵢ)/(tol + tol·max(|y₀|, |y₁|)))² for one block of the state,
/// e = b − b̂: the contribution of y to the scaled error norm of the embedded pair.
template <typename Matrix, std::size_t Stages>
double scaledErrorSum(const std::array<Matrix, Stages>& k, const double* e, const Matrix& y0,
                      const Matrix& y1, double h, double tol) {
    double sum = 0.0;
    for (Eigen::Index c = 0; c < y0.cols(); ++c) {
        for (Eigen::Index d = 0; d < y0.rows(); ++d) {
            double err = 0.0;
            for (std::size_t i = 0; i < Stages; ++i) {
                err += e[i] * k[i](d, c);
            }
            const double scale = tol + tol * std::max(std::abs(y0(d, c)), std::abs(y1(d, c)));
            sum += (h * err / scale) * (h * err / scale);
        }
    }
    return sum;
}

} // namespace

// One trial step of size h from (m_x0, m_v0) at time t, stage 1 already in m_kx[0]/m_kv[0]
// and m_terms[0]. Leaves the 5th-order result in the system and returns the scaled error
// norm (RMS over components, Hairer–Nørsett–Wanner II.4).
double Rk45Integrator::trialStep(StepContext& ctx, double t, double h) {
    System& s = ctx.system;
    const bool rotating = s.hasOrientations();
    for (int i = 1; i < kStages; ++i) {
        restoreStart(s);
        for (int j = 0; j < i; ++j) {
            const double a = kA[i][j];
            const auto sj = static_cast<std::size_t>(j);
            if (a != 0.0) {
                s.positions() += (h * a) * m_kx[sj];
                s.velocities() += (h * a) * m_kv[sj];
                if (rotating) {
                    s.orientations() += (h * a) * m_kq[sj];
                    s.angularVelocities() += (h * a) * m_kw[sj];
                }
            }
        }
        const auto si = static_cast<std::size_t>(i);
        ctx.model.evaluate(s, s.positions(), s.velocities(), s.orientations(),
                           s.angularVelocities(), t + kC[i] * h, m_f, m_torques, m_terms[si]);
        m_kx[si] = s.velocities();
        accelerations(m_f, s.inverseMasses(), m_kv[si]);
        if (rotating) {
            quaternionRates(s.orientations(), s.angularVelocities(), m_kq[si]);
            angularAccelerations(m_torques, s.inverseInertias(), m_kw[si]);
        }
    }
    // Stage 7 was evaluated at the 5th-order solution (FSAL), which is now in the system.
    const double tol = parameters().value(0);
    double e[kStages];
    for (int i = 0; i < kStages; ++i) {
        e[i] = kB[i] - kBHat[i];
    }
    double sum = scaledErrorSum(m_kx, e, m_x0, s.positions(), h, tol) +
                 scaledErrorSum(m_kv, e, m_v0, s.velocities(), h, tol);
    double components = 6.0 * static_cast<double>(m_x0.cols());
    if (rotating) {
        sum += scaledErrorSum(m_kq, e, m_q0, s.orientations(), h, tol) +
               scaledErrorSum(m_kw, e, m_w0, s.angularVelocities(), h, tol);
        components += 7.0 * static_cast<double>(m_q0.cols());
    }
    return std::sqrt(sum / std::max(1.0, components));
}

StepWork Rk45Integrator::step(StepContext& ctx) {
    System& s = ctx.system;
    prepare(s);
    const bool rotating = s.hasOrientations();
    m_stats = SolverStats{};
    const double tEnd = ctx.time + ctx.dt;
    double t = ctx.time;
    double h = m_h > 0.0 ? std::min(m_h, ctx.dt) : ctx.dt;
    const double hMin = ctx.dt * 1e-12;
    StepWork work{true, 0.0, 0.0};

    m_kx[0] = s.velocities();
    accelerations(ctx.start.forces, s.inverseMasses(), m_kv[0]);
    m_terms[0] = ctx.start.terms;
    if (rotating) {
        quaternionRates(s.orientations(), s.angularVelocities(), m_kq[0]);
        angularAccelerations(ctx.start.torques, s.inverseInertias(), m_kw[0]);
    }
    while (t < tEnd) {
        const bool last = t + h >= tEnd - 1e-12 * ctx.dt;
        const double hStep = last ? tEnd - t : h;
        m_x0 = s.positions();
        m_v0 = s.velocities();
        if (rotating) {
            m_q0 = s.orientations();
            m_w0 = s.angularVelocities();
        }
        const double err = trialStep(ctx, t, hStep);
        const double factor = err > 0.0 ? std::clamp(0.9 * std::pow(err, -0.2), 0.2, 5.0) : 5.0;
        if (err <= 1.0 || hStep <= hMin || !std::isfinite(err)) {
            for (int i = 0; i < kStages; ++i) {
                work.dissipated +=
                    hStep * kB[i] * m_terms[static_cast<std::size_t>(i)].dissipationPower;
                work.externalWork +=
                    hStep * kB[i] * m_terms[static_cast<std::size_t>(i)].externalPower;
            }
            t = last ? tEnd : t + hStep;
            ++m_stats.substeps;
            // First same as last: stage 7 is stage 1 of the next internal step.
            std::swap(m_kx[0], m_kx[kStages - 1]);
            std::swap(m_kv[0], m_kv[kStages - 1]);
            m_terms[0] = m_terms[kStages - 1];
            if (rotating) {
                std::swap(m_kq[0], m_kq[kStages - 1]);
                std::swap(m_kw[0], m_kw[kStages - 1]);
                normalizeQuaternions(s.orientations());
            }
            if (!std::isfinite(err)) {
                break; // non-finite state: let blow-up detection report it
            }
            if (!last || factor < 1.0) {
                h = hStep * factor;
            }
        } else {
            restoreStart(s);
            ++m_stats.rejectedSteps;
            h = std::max(hStep * factor, hMin);
        }
    }
    m_h = h;
    return work;
}

template <typename T> std::unique_ptr<Integrator> make() {
    return std::make_unique<T>();
}

} // namespace

void appendExplicitIntegrators(std::vector<IntegratorEntry>& entries) {
    entries.push_back({&kExplicitEulerInfo, &make<ExplicitEulerIntegrator>});
    entries.push_back({&kSymplecticEulerInfo, &make<SymplecticEulerIntegrator>});
    entries.push_back({&kVerletInfo, &make<VerletIntegrator>});
    entries.push_back({&kRk2Info, &make<Rk2Integrator>});
    entries.push_back({&kRk4Info, &make<Rk4Integrator>});
    entries.push_back({&kRk45Info, &make<Rk45Integrator>});
    appendDop853Integrator(entries);
}

} // namespace clothlab::core
