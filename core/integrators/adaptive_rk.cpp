// The adaptive Runge–Kutta family: each frame step dt is covered by as many internal steps as
// the tolerance needs, the step size chosen from an embedded error estimate.
//
// rk45: Dormand & Prince (1980), RK5(4)7M, with the error of the embedded fourth-order
// solution in the RMS norm of Hairer, Nørsett & Wanner I, §II.4, and first-same-as-last.
//
// dop853: Dormand–Prince 8(5,3) with step-size control, after Hairer, Nørsett & Wanner, Solving
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
#include "core/integrators/adaptive_rk.h"

#include "core/integrators/explicit_stages.h"
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

/// Why neither method has an amplification matrix.
constexpr const char* kAdaptiveReason =
    CLOTHLAB_TR_NOOP("CoreMessage", "adaptive step size: the internal steps depend on the error "
                                    "estimate, so one frame step is not a fixed linear map");

/// The error tolerance both methods control their internal steps by.
const ParameterSpec kToleranceParameter{
    "tolerance",
    CLOTHLAB_TR_NOOP("IntegratorText", "Tolerance"),
    "",
    1e-14,
    1e-1,
    1e-8,
    false,
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Absolute and relative error allowed per internal step, per component (m, m/s).")};

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
    {kToleranceParameter},
    true,
    IntegratorFamily::Explicit,
    RegionKind::None,
    kAdaptiveReason};

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

// ---------------------------------------------------------------------------------------

namespace {

using stages::accelerations;
using stages::ensureSize;

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
    {kToleranceParameter},
    true,
    IntegratorFamily::Explicit,
    RegionKind::None,
    kAdaptiveReason};

class Rk45Integrator final : public Integrator {
public:
    Rk45Integrator() : Integrator(kRk45Info) {}

    int evaluationsPerStep() const override { return 6; }

    void reset() override { m_h = 0.0; }
    CarriedState saveState() const override { return {{}, {m_h}}; }
    void loadState(const CarriedState& state) override {
        m_h = state.scalars.empty() ? 0.0 : state.scalars[0];
    }

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

    stages::firstStage(ctx, m_kx[0], m_kv[0], m_kq[0], m_kw[0]);
    m_terms[0] = ctx.start.terms;
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

} // namespace

IntegratorEntry rk45Entry() {
    return {&kRk45Info,
            [] { return std::unique_ptr<Integrator>(std::make_unique<Rk45Integrator>()); }};
}

IntegratorEntry dop853Entry() {
    return {&kDop853Info,
            [] { return std::unique_ptr<Integrator>(std::make_unique<Dop853Integrator>()); }};
}

} // namespace clothlab::core
