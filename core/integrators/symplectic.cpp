// The symplectic explicit family: symplectic (semi-implicit) Euler, velocity Verlet and
// Yoshida's fourth-order composition of Verlet steps.
//
// Each treats positions and velocities differently (a kick of v with the forces, a drift of x
// with the new v), which is what preserves the phase-space volume: without damping the energy
// oscillates about its true value instead of drifting. Oriented particles (solids) get the
// same kicks of Ω from the angle springs' torques and turn q exactly by h·Ω where x drifts by
// h·v (core/model/rotation.h).
//
// Yoshida (1990, "Construction of higher order symplectic integrators", Phys. Lett. A 150)
// and Forest & Ruth (1990): if Φ_h is a symmetric second-order method (velocity Verlet), then
// Φ_{w₁h}∘Φ_{w₀h}∘Φ_{w₁h} with 2w₁ + w₀ = 1 and 2w₁³ + w₀³ = 0, i.e.
// w₁ = 1/(2 − ∛2), w₀ = −∛2/(2 − ∛2), is symmetric and of order four. The middle substep runs
// backwards in time (w₀ < 0). Without velocity-dependent forces the composition is
// symplectic; with damping Verlet is not symmetric and the order drops to two (as for Verlet
// itself, whose damped half-kick uses the half-step velocity). Verlet and Yoshida share one
// velocity-Verlet substep.
#include "core/integrators/explicit_stages.h"
#include "core/integrators/registry_entry.h"

#include <cmath>

namespace clothlab::core {

namespace {

using stages::accelerations;
using stages::dependsOnVelocity;

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
    IntegratorFamily::Symplectic,
    RegionKind::PerMode,
    nullptr,
    1};

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

/// One velocity-Verlet substep of size h (signed) from time t:
///     vₙ₊½ = vₙ + ½h·M⁻¹·f₀,  xₙ₊₁ = xₙ + h·vₙ₊½,  vₙ₊₁ = vₙ₊½ + ½h·M⁻¹·f(xₙ₊₁, vₙ₊½, t + h),
/// with Ω kicked and q turned alike. f₀ and τ₀ are the forces and torques at the start; on
/// return forces() and torques() hold those at the end (the next substep's start; they may be
/// passed back in as f₀ and τ₀).
class VerletSubstep {
public:
    EnergyTerms step(System& s, const ForceModel& model, const Eigen::Matrix3Xd& f0,
                     const Eigen::Matrix3Xd& tau0, double t, double h) {
        const bool rotating = s.hasOrientations();
        accelerations(f0, s.inverseMasses(), m_a);
        s.velocities() += 0.5 * h * m_a;
        s.positions() += h * s.velocities();
        if (rotating) {
            angularAccelerations(tau0, s.inverseInertias(), m_alpha);
            s.angularVelocities() += 0.5 * h * m_alpha;
            rotateAll(s.orientations(), s.angularVelocities(), h);
        }
        EnergyTerms end;
        model.evaluate(s, s.positions(), s.velocities(), s.orientations(), s.angularVelocities(),
                       t + h, m_f, m_torques, end);
        accelerations(m_f, s.inverseMasses(), m_a);
        s.velocities() += 0.5 * h * m_a;
        if (rotating) {
            angularAccelerations(m_torques, s.inverseInertias(), m_alpha);
            s.angularVelocities() += 0.5 * h * m_alpha;
        }
        return end;
    }
    const Eigen::Matrix3Xd& forces() const { return m_f; }
    const Eigen::Matrix3Xd& torques() const { return m_torques; }

private:
    Eigen::Matrix3Xd m_a, m_f, m_alpha, m_torques;
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
    IntegratorFamily::Symplectic,
    RegionKind::PerMode};

class VerletIntegrator final : public Integrator {
public:
    VerletIntegrator() : Integrator(kVerletInfo) {}

    StepWork step(StepContext& ctx) override {
        const double h = ctx.dt;
        const EnergyTerms end =
            m_substep.step(ctx.system, ctx.model, ctx.start.forces, ctx.start.torques, ctx.time, h);
        const EnergyTerms& start = ctx.start.terms;
        // The trapezoidal rule on the powers at the two ends of the step.
        return {true, 0.5 * h * (start.dissipationPower + end.dissipationPower),
                0.5 * h * (start.externalPower + end.externalPower)};
    }

private:
    VerletSubstep m_substep;
};

// ---------------------------------------------------------------------------------------

const IntegratorInfo kYoshida4Info{
    "yoshida4",
    CLOTHLAB_TR_NOOP("IntegratorText", "Yoshida 4 (symplectic)"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Yoshida's (1990) fourth-order symplectic method, also found by Forest and Ruth: three "
        "velocity-Verlet substeps of w₁·dt, w₀·dt, w₁·dt with w₁ = 1/(2 − ∛2) ≈ 1.3512 and "
        "w₀ = 1 − 2w₁ ≈ −1.7024, so the middle substep runs backwards in time. The composition "
        "cancels Verlet's third-order error: fourth order and symplectic without damping, energy "
        "bounded over long runs. Three force evaluations per step (five with damping or drag, "
        "whose substeps restart from the forces at their own start state). Stable for an "
        "undamped spring "
        "while dt < 1.57/ω, a smaller limit than Verlet's 2/ω per step. With damping, drag or "
        "wind the velocity-dependent forces in the second half-kicks use the half-step velocity, "
        "as in verlet, and the order drops to two. Uses the stiffness table as is (k⁺, k⁻, c). "
        "Solids: each substep kicks Ω and turns q exactly as verlet does."),
    CLOTHLAB_TR_NOOP("IntegratorText", "w₁ = 1/(2 − ∛2),  w₀ = 1 − 2w₁\n"
                                       "Φ(h): vₙ₊½ = vₙ + ½h·M⁻¹·f(xₙ, vₙ),  xₙ₊₁ = xₙ + h·vₙ₊½,  "
                                       "vₙ₊₁ = vₙ₊½ + ½h·M⁻¹·f(xₙ₊₁, vₙ₊½)\n"
                                       "yₙ₊₁ = Φ(w₁·dt)∘Φ(w₀·dt)∘Φ(w₁·dt)(yₙ)"),
    4,
    false,
    {},
    true,
    IntegratorFamily::Symplectic,
    RegionKind::PerMode};

class Yoshida4Integrator final : public Integrator {
public:
    Yoshida4Integrator() : Integrator(kYoshida4Info) {}

    int evaluationsPerStep() const override { return 3; }

    StepWork step(StepContext& ctx) override {
        const double w1 = 1.0 / (2.0 - std::cbrt(2.0));
        const double w0 = 1.0 - 2.0 * w1;
        System& s = ctx.system;
        const Eigen::Matrix3Xd* f = &ctx.start.forces;
        const Eigen::Matrix3Xd* tau = &ctx.start.torques;
        EnergyTerms previous = ctx.start.terms;
        StepWork work{true, 0.0, 0.0};
        double t = ctx.time;
        const bool velocityDependent = dependsOnVelocity(ctx.model);
        for (const double w : {w1, w0, w1}) {
            const double h = w * ctx.dt;
            if (velocityDependent && t != ctx.time) {
                // Verlet's end evaluation saw the half-step velocity; the next substep starts
                // from the forces at its own start state, as a separate verlet step would.
                ctx.model.evaluate(s, s.positions(), s.velocities(), s.orientations(),
                                   s.angularVelocities(), t, m_f, m_torques, previous);
                f = &m_f;
                tau = &m_torques;
            }
            const EnergyTerms end = m_substep.step(s, ctx.model, *f, *tau, t, h);
            f = &m_substep.forces();
            tau = &m_substep.torques();
            // Each substep's own trapezoidal quadrature (signed h for the backward one).
            work.dissipated += 0.5 * h * (previous.dissipationPower + end.dissipationPower);
            work.externalWork += 0.5 * h * (previous.externalPower + end.externalPower);
            previous = end;
            t += h;
        }
        return work;
    }

private:
    VerletSubstep m_substep;
    Eigen::Matrix3Xd m_f, m_torques; ///< forces at a substep's start, when re-evaluated
};

template <typename T> std::unique_ptr<Integrator> make() {
    return std::make_unique<T>();
}

} // namespace

IntegratorEntry symplecticEulerEntry() {
    return {&kSymplecticEulerInfo, &make<SymplecticEulerIntegrator>};
}

IntegratorEntry verletEntry() {
    return {&kVerletInfo, &make<VerletIntegrator>};
}

IntegratorEntry yoshida4Entry() {
    return {&kYoshida4Info, &make<Yoshida4Integrator>};
}

} // namespace clothlab::core
