// The explicit textbook methods a numerical-methods course compares: Heun's explicit
// trapezoidal rule, Kutta's third-order method and Yoshida's fourth-order symplectic
// composition of Verlet.
//
// Heun and Kutta are explicit Runge–Kutta methods on the first-order system y = (x, v[, q, Ω]),
// ẏ = F(y, t) = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ]), run by one small tableau-driven stepper; like
// rk2 and rk4 they integrate the dissipated and external work with their own weights bᵢ and
// normalise q at the end of the step.
//
// Yoshida (1990, "Construction of higher order symplectic integrators", Phys. Lett. A 150)
// and Forest & Ruth (1990): if Φ_h is a symmetric second-order method (velocity Verlet), then
// Φ_{w₁h}∘Φ_{w₀h}∘Φ_{w₁h} with 2w₁ + w₀ = 1 and 2w₁³ + w₀³ = 0, i.e.
// w₁ = 1/(2 − ∛2), w₀ = −∛2/(2 − ∛2), is symmetric and of order four. The middle substep runs
// backwards in time (w₀ < 0). Without velocity-dependent forces the composition is
// symplectic; with damping Verlet is not symmetric and the order drops to two (as for Verlet
// itself, whose damped half-kick uses the half-step velocity).
#include "core/integrators/registry_entry.h"
#include "core/model/rotation.h"
#include "core/model/system.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace clothlab::core {

namespace {

/// out = F·M⁻¹ column by column.
void accelerations(const Eigen::Matrix3Xd& forces, const Eigen::VectorXd& inverseMasses,
                   Eigen::Matrix3Xd& out) {
    out.resize(3, forces.cols()); // no allocation when the size is unchanged
    out.noalias() = forces * inverseMasses.asDiagonal();
}

/// True when damping or drag makes the forces depend on the velocities.
bool dependsOnVelocity(const ForceModel& model) {
    if (model.environment().airDrag != 0.0) {
        return true;
    }
    const std::vector<double>& c = model.springs().damping;
    return std::any_of(c.begin(), c.end(), [](double d) { return d != 0.0; });
}

/// An explicit Runge–Kutta tableau with S stages (aᵢⱼ strictly lower triangular).
template <int S> struct Tableau {
    std::array<std::array<double, S>, S> a;
    std::array<double, S> b;
    std::array<double, S> c;
};

/// One step of an explicit Runge–Kutta method with tableau `T` on (x, v) and, for solids,
/// (q, Ω) as plain vectors (q renormalised at the end, as rk2/rk4 do).
template <int S> class RungeKuttaStepper {
public:
    StepWork step(StepContext& ctx, const Tableau<S>& t) {
        System& s = ctx.system;
        const double h = ctx.dt;
        const bool rotating = s.hasOrientations();
        m_x0 = s.positions();
        m_v0 = s.velocities();
        m_kx[0] = m_v0;
        accelerations(ctx.start.forces, s.inverseMasses(), m_kv[0]);
        m_terms[0] = ctx.start.terms;
        if (rotating) {
            m_q0 = s.orientations();
            m_w0 = s.angularVelocities();
            quaternionRates(m_q0, m_w0, m_kq[0]);
            angularAccelerations(ctx.start.torques, s.inverseInertias(), m_kw[0]);
        }
        for (int i = 1; i < S; ++i) {
            stageState(i, t, h, rotating);
            const auto ui = static_cast<std::size_t>(i);
            ctx.model.evaluate(s, m_xs, m_vs, m_qs, m_ws, ctx.time + t.c[ui] * h, m_f, m_torques,
                               m_terms[ui]);
            m_kx[ui] = m_vs;
            accelerations(m_f, s.inverseMasses(), m_kv[ui]);
            if (rotating) {
                quaternionRates(m_qs, m_ws, m_kq[ui]);
                angularAccelerations(m_torques, s.inverseInertias(), m_kw[ui]);
            }
        }
        StepWork work{true, 0.0, 0.0};
        for (std::size_t i = 0; i < S; ++i) {
            const double w = h * t.b[i];
            s.positions() += w * m_kx[i];
            s.velocities() += w * m_kv[i];
            if (rotating) {
                s.orientations() += w * m_kq[i];
                s.angularVelocities() += w * m_kw[i];
            }
            work.dissipated += w * m_terms[i].dissipationPower;
            work.externalWork += w * m_terms[i].externalPower;
        }
        if (rotating) {
            normalizeQuaternions(s.orientations());
        }
        return work;
    }

private:
    // Stage state yᵢ = y₀ + h·Σⱼ aᵢⱼ·kⱼ into m_xs, m_vs (and m_qs, m_ws).
    void stageState(int i, const Tableau<S>& t, double h, bool rotating) {
        const auto ui = static_cast<std::size_t>(i);
        m_xs = m_x0;
        m_vs = m_v0;
        if (rotating) {
            m_qs = m_q0;
            m_ws = m_w0;
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

    std::array<Eigen::Matrix3Xd, S> m_kx, m_kv, m_kw;
    std::array<Eigen::Matrix4Xd, S> m_kq;
    std::array<EnergyTerms, S> m_terms;
    Eigen::Matrix3Xd m_x0, m_v0, m_xs, m_vs, m_f, m_torques, m_w0, m_ws;
    Eigen::Matrix4Xd m_q0, m_qs;
};

// ---------------------------------------------------------------------------------------

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
    IntegratorFamily::Explicit};

const Tableau<2> kHeunTableau{{{{0.0, 0.0}, {1.0, 0.0}}}, {0.5, 0.5}, {0.0, 1.0}};

class HeunIntegrator final : public Integrator {
public:
    HeunIntegrator() : Integrator(kHeunInfo) {}
    StepWork step(StepContext& ctx) override { return m_rk.step(ctx, kHeunTableau); }

private:
    RungeKuttaStepper<2> m_rk;
};

// ---------------------------------------------------------------------------------------

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
    IntegratorFamily::Explicit};

const Tableau<3> kRk3Tableau{{{{0.0, 0.0, 0.0}, {0.5, 0.0, 0.0}, {-1.0, 2.0, 0.0}}},
                             {1.0 / 6.0, 4.0 / 6.0, 1.0 / 6.0},
                             {0.0, 0.5, 1.0}};

class Rk3Integrator final : public Integrator {
public:
    Rk3Integrator() : Integrator(kRk3Info) {}
    StepWork step(StepContext& ctx) override { return m_rk.step(ctx, kRk3Tableau); }

private:
    RungeKuttaStepper<3> m_rk;
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
    IntegratorFamily::Symplectic};

class Yoshida4Integrator final : public Integrator {
public:
    Yoshida4Integrator() : Integrator(kYoshida4Info) {}

    StepWork step(StepContext& ctx) override {
        const double w1 = 1.0 / (2.0 - std::cbrt(2.0));
        const double w0 = 1.0 - 2.0 * w1;
        System& s = ctx.system;
        m_f = ctx.start.forces;
        m_torques = ctx.start.torques;
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
            }
            const EnergyTerms end = verlet(s, ctx.model, t, h);
            // Each substep's own trapezoidal quadrature (signed h for the backward one).
            work.dissipated += 0.5 * h * (previous.dissipationPower + end.dissipationPower);
            work.externalWork += 0.5 * h * (previous.externalPower + end.externalPower);
            previous = end;
            t += h;
        }
        return work;
    }

private:
    // One velocity-Verlet substep of size h from time t; m_f, m_torques hold the forces at
    // the start and on return those at the end, which are the next substep's start.
    EnergyTerms verlet(System& s, const ForceModel& model, double t, double h) {
        const bool rotating = s.hasOrientations();
        accelerations(m_f, s.inverseMasses(), m_a);
        s.velocities() += 0.5 * h * m_a;
        s.positions() += h * s.velocities();
        if (rotating) {
            angularAccelerations(m_torques, s.inverseInertias(), m_alpha);
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

    Eigen::Matrix3Xd m_a, m_f, m_alpha, m_torques;
};

template <typename T> std::unique_ptr<Integrator> make() {
    return std::make_unique<T>();
}

} // namespace

void appendTextbookExplicitIntegrators(std::vector<IntegratorEntry>& entries) {
    entries.push_back({&kHeunInfo, &make<HeunIntegrator>});
    entries.push_back({&kRk3Info, &make<Rk3Integrator>});
    entries.push_back({&kYoshida4Info, &make<Yoshida4Integrator>});
}

} // namespace clothlab::core
