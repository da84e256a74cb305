// Dormand–Prince 8(5,3) with step-size control, after Hairer, Nørsett & Wanner, Solving
// Ordinary Differential Equations I (2nd ed.), §II.10 and their code DOP853.
//
// The state y = (x, v[, q, Ω]) with F = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ]) goes through twelve
// stages kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ, tₙ + cᵢ·h); the step is yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ (order 8).
// Two embedded solutions give the error estimates err₅ = h·Σ (bᵢ − b̂ᵢ)·kᵢ (fifth order) and
// err₃ = h·Σ (bᵢ − b̃ᵢ)·kᵢ (third order); with both scaled per component by
// sk = tol·(1 + max(|yₙ|, |yₙ₊₁|)), the norm of DOP853 is
//
//     err = ‖err₅‖² / √(‖err₅‖² + 0.01·‖err₃‖²)        (RMS norms over the components)
//
// which behaves like an eighth-order estimate where the two agree and falls back on the
// pessimistic fifth-order one where they do not (HNW II.10, "error estimation"). A step is
// accepted when err ≤ 1 and the next one is h·clamp(0.9·err^(−1/8), 1/3, 6), not larger after
// a rejection. The function at yₙ₊₁ is the first stage of the next internal step; the last
// internal step of a frame lands exactly on the frame's end, whose evaluation (after the
// simulation's contact handling) starts the next frame.
//
// Dense output is not needed here: the comparison machinery makes the reference's frame step
// divide the sample interval (obstacles are resolved once per frame step), so every sample
// time is the end of an internal step.
#include "core/integrators/dop853.h"

#include "core/integrators/registry_entry.h"
#include "core/model/rotation.h"
#include "core/model/system.h"

#include <algorithm>
#include <cmath>

namespace clothlab::core {

using dop853::kA;
using dop853::kB;
using dop853::kB3;
using dop853::kC;
using dop853::kE5;
using dop853::kStages;

namespace {

const IntegratorInfo kDop853Info{
    "dop853",
    CLOTHLAB_TR_NOOP("IntegratorText", "Dormand–Prince 8(5,3)"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Adaptive eighth-order Runge–Kutta of Dormand and Prince (DOP853, Hairer, Nørsett and "
        "Wanner): twelve stages per internal step, with embedded fifth- and third-order "
        "solutions whose difference from the eighth-order one estimates the error. Each frame "
        "step dt is covered by as many internal steps as the tolerance needs (mixed "
        "absolute/relative, per component of x and v). At tight tolerances it takes far larger "
        "steps than rk45 for the same accuracy, so it is the default reference solution for "
        "error measurements. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations "
        "and angular velocities are part of the state, of its stages and of its error estimate "
        "(q renormalised after each internal step)."),
    CLOTHLAB_TR_NOOP("IntegratorText", "kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ, tₙ + cᵢ·h),  i = 1…12\n"
                                       "yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ (order 8)\n"
                                       "err₅ = h·Σ (bᵢ − b̂ᵢ)·kᵢ,  err₃ = h·Σ (bᵢ − b̃ᵢ)·kᵢ\n"
                                       "err = ‖err₅‖² / √(‖err₅‖² + 0.01·‖err₃‖²)\n"
                                       "h ← h·min(6, max(1/3, 0.9·err^(−1/8)))"),
    8,
    false,
    {{"tolerance", CLOTHLAB_TR_NOOP("IntegratorText", "Tolerance"), "", 1e-14, 1e-1, 1e-8, false,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Absolute and relative error allowed per internal step, per component (m, m/s).")}},
    true,
    IntegratorFamily::Explicit};

template <typename Matrix> void ensureShape(Matrix& m, Eigen::Index rows, Eigen::Index cols) {
    if (m.rows() != rows || m.cols() != cols) {
        m.resize(rows, cols);
    }
}

/// out = y₀ + h·Σⱼ wⱼ·kⱼ over the first `count` stages, skipping zero weights; one pass over
/// the components, the stages summed in a fixed order (deterministic).
template <typename Matrix>
void combine(Matrix& out, const Matrix& y0, const std::array<Matrix, kStages>& k, const double* w,
             int count, double h) {
    std::array<const double*, kStages> kp{};
    std::array<double, kStages> hw{};
    int used = 0;
    for (int j = 0; j < count; ++j) {
        if (w[j] != 0.0) {
            kp[static_cast<std::size_t>(used)] = k[static_cast<std::size_t>(j)].data();
            hw[static_cast<std::size_t>(used)] = h * w[j];
            ++used;
        }
    }
    ensureShape(out, y0.rows(), y0.cols());
    const Eigen::Index size = y0.size();
    const double* __restrict y = y0.data();
    double* __restrict o = out.data();
    for (Eigen::Index e = 0; e < size; ++e) {
        double sum = 0.0;
        for (int j = 0; j < used; ++j) {
            sum += hw[static_cast<std::size_t>(j)] * kp[static_cast<std::size_t>(j)][e];
        }
        o[e] = y[e] + sum;
    }
}

/// Scaled squared sums of the two error estimates over one block of the state, and their
/// largest unscaled components.
struct ErrorSums {
    double fifth = 0.0, third = 0.0;
    double maxFifth = 0.0, maxThird = 0.0;
};

template <typename Matrix>
void addErrors(ErrorSums& sums, const std::array<Matrix, kStages>& k, const Matrix& y0,
               const Matrix& y1, double h, double tol) {
    for (Eigen::Index e = 0; e < y0.size(); ++e) {
        double e5 = 0.0;
        double e3 = 0.0;
        for (std::size_t i = 0; i < kStages; ++i) {
            const double ki = k[i].data()[e];
            e5 += kE5[i] * ki;
            e3 += (kB[i] - kB3[i]) * ki;
        }
        const double sk = tol + tol * std::max(std::abs(y0.data()[e]), std::abs(y1.data()[e]));
        sums.fifth += (e5 / sk) * (e5 / sk);
        sums.third += (e3 / sk) * (e3 / sk);
        sums.maxFifth = std::max(sums.maxFifth, std::abs(h * e5));
        sums.maxThird = std::max(sums.maxThird, std::abs(h * e3));
    }
}

} // namespace

/// Stage derivatives kᵢ per block of the state, their energy terms, the start of the internal
/// step and the stage state.
struct Dop853Integrator::Stages {
    std::array<Eigen::Matrix3Xd, kStages> kx, kv, kw;
    std::array<Eigen::Matrix4Xd, kStages> kq;
    std::array<EnergyTerms, kStages> terms;
    Eigen::Matrix3Xd x0, v0, w0, xs, vs, ws, f, torques;
    Eigen::Matrix4Xd q0, qs;
};

Dop853Integrator::Dop853Integrator() : Integrator(kDop853Info), m_s(std::make_unique<Stages>()) {}

Dop853Integrator::~Dop853Integrator() = default;

// kᵢ = F at the stage state (xs, vs, qs, ws), time t.
void Dop853Integrator::evaluateStage(StepContext& ctx, int stage, double t) {
    const System& s = ctx.system;
    Stages& st = *m_s;
    const auto i = static_cast<std::size_t>(stage);
    ctx.model.evaluate(s, st.xs, st.vs, st.qs, st.ws, t, st.f, st.torques, st.terms[i]);
    st.kx[i] = st.vs;
    ensureShape(st.kv[i], 3, st.f.cols());
    st.kv[i].noalias() = st.f * s.inverseMasses().asDiagonal();
    if (s.hasOrientations()) {
        quaternionRates(st.qs, st.ws, st.kq[i]);
        angularAccelerations(st.torques, s.inverseInertias(), st.kw[i]);
    }
}

// One trial step of size h from (x0, v0[, q0, w0]) at time t, stage 1 already in place.
// Leaves the eighth-order result in the system and returns the scaled error norm.
double Dop853Integrator::trialStep(StepContext& ctx, double t, double h) {
    System& s = ctx.system;
    Stages& st = *m_s;
    const bool rotating = s.hasOrientations();
    for (int i = 1; i < kStages; ++i) {
        combine(st.xs, st.x0, st.kx, kA[i], i, h);
        combine(st.vs, st.v0, st.kv, kA[i], i, h);
        if (rotating) {
            combine(st.qs, st.q0, st.kq, kA[i], i, h);
            combine(st.ws, st.w0, st.kw, kA[i], i, h);
        }
        evaluateStage(ctx, i, t + kC[i] * h);
    }
    combine(s.positions(), st.x0, st.kx, kB, kStages, h);
    combine(s.velocities(), st.v0, st.kv, kB, kStages, h);
    if (rotating) {
        combine(s.orientations(), st.q0, st.kq, kB, kStages, h);
        combine(s.angularVelocities(), st.w0, st.kw, kB, kStages, h);
    }
    return errorNorm(s, h);
}

double Dop853Integrator::errorNorm(const System& s, double h) {
    const Stages& st = *m_s;
    const double tol = parameters().value(0);
    ErrorSums sums;
    addErrors(sums, st.kx, st.x0, s.positions(), h, tol);
    addErrors(sums, st.kv, st.v0, s.velocities(), h, tol);
    double components = static_cast<double>(st.x0.size() + st.v0.size());
    if (s.hasOrientations()) {
        addErrors(sums, st.kq, st.q0, s.orientations(), h, tol);
        addErrors(sums, st.kw, st.w0, s.angularVelocities(), h, tol);
        components += static_cast<double>(st.q0.size() + st.w0.size());
    }
    m_estimate = {sums.maxFifth, sums.maxThird};
    double denominator = sums.fifth + 0.01 * sums.third;
    if (!(denominator > 0.0)) {
        denominator = 1.0;
    }
    return std::abs(h) * sums.fifth / std::sqrt(std::max(1.0, components) * denominator);
}

// Stage 1 of the frame's first internal step: the simulation's evaluation at its start.
void Dop853Integrator::startFrame(StepContext& ctx) {
    const System& s = ctx.system;
    Stages& st = *m_s;
    st.kx[0] = s.velocities();
    ensureShape(st.kv[0], 3, s.particleCount());
    st.kv[0].noalias() = ctx.start.forces * s.inverseMasses().asDiagonal();
    st.terms[0] = ctx.start.terms;
    if (s.hasOrientations()) {
        quaternionRates(s.orientations(), s.angularVelocities(), st.kq[0]);
        angularAccelerations(ctx.start.torques, s.inverseInertias(), st.kw[0]);
    }
}

void Dop853Integrator::saveStart(const System& s) {
    Stages& st = *m_s;
    st.x0 = s.positions();
    st.v0 = s.velocities();
    if (s.hasOrientations()) {
        st.q0 = s.orientations();
        st.w0 = s.angularVelocities();
    }
}

void Dop853Integrator::restoreStart(System& s) const {
    const Stages& st = *m_s;
    s.positions() = st.x0;
    s.velocities() = st.v0;
    if (s.hasOrientations()) {
        s.orientations() = st.q0;
        s.angularVelocities() = st.w0;
    }
}

// Books the accepted step: the work of the non-conservative forces with the method's own
// weights, q renormalised, and, inside a frame, F(yₙ₊₁) as stage 1 of the next step.
void Dop853Integrator::acceptStep(StepContext& ctx, double t, double h, bool evaluateEnd,
                                  StepWork& work) {
    System& s = ctx.system;
    Stages& st = *m_s;
    for (std::size_t i = 0; i < kStages; ++i) {
        work.dissipated += h * kB[i] * st.terms[i].dissipationPower;
        work.externalWork += h * kB[i] * st.terms[i].externalPower;
    }
    ++m_stats.substeps;
    if (s.hasOrientations()) {
        normalizeQuaternions(s.orientations());
        st.qs = s.orientations();
        st.ws = s.angularVelocities();
    }
    if (evaluateEnd) {
        st.xs = s.positions();
        st.vs = s.velocities();
        evaluateStage(ctx, 0, t + h);
    }
}

StepWork Dop853Integrator::step(StepContext& ctx) {
    System& s = ctx.system;
    m_stats = SolverStats{};
    StepWork work{true, 0.0, 0.0};
    startFrame(ctx);
    if (m_fixed) {
        saveStart(s);
        trialStep(ctx, ctx.time, ctx.dt);
        acceptStep(ctx, ctx.time, ctx.dt, false, work);
        return work;
    }
    const double tEnd = ctx.time + ctx.dt;
    double t = ctx.time;
    double h = m_h > 0.0 ? std::min(m_h, ctx.dt) : ctx.dt;
    const double hMin = ctx.dt * 1e-12;
    while (t < tEnd) {
        const bool last = t + h >= tEnd - 1e-12 * ctx.dt;
        const double hStep = last ? tEnd - t : h;
        saveStart(s);
        const double err = trialStep(ctx, t, hStep);
        const bool finite = std::isfinite(err);
        double factor = err > 0.0 ? std::clamp(0.9 * std::pow(err, -0.125), 1.0 / 3.0, 6.0) : 6.0;
        if (err <= 1.0 || hStep <= hMin || !finite) {
            acceptStep(ctx, t, hStep, !last && finite, work);
            t = last ? tEnd : t + hStep;
            if (!finite) {
                break; // non-finite state: let blow-up detection report it
            }
            if (m_rejected) {
                factor = std::min(factor, 1.0); // HNW: no growth right after a rejection
                m_rejected = false;
            }
            if (!last || factor < 1.0) {
                h = hStep * factor;
            }
        } else {
            restoreStart(s);
            ++m_stats.rejectedSteps;
            m_rejected = true;
            h = std::max(hStep * factor, hMin);
        }
    }
    m_h = h;
    return work;
}

namespace {

std::unique_ptr<Integrator> makeDop853() {
    return std::make_unique<Dop853Integrator>();
}

} // namespace

void appendDop853Integrator(std::vector<IntegratorEntry>& entries) {
    entries.push_back({&kDop853Info, &makeDop853});
}

} // namespace clothlab::core
