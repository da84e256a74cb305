// The constraint-based family: pbd (R1's Verlet + Jakobsen relaxation), xpbd (Macklin,
// Müller & Chentanez 2016) and velocity-constraints (R2); chebyshev lives in
// constraint_chebyshev.cpp.
//
// All three share one step layout: the external forces (gravity, air drag against the wind)
// and the spring damping act on the velocities first, implicitly, so they are stable for any
// dt (constraint_common.h); then the springs are enforced by Gauss–Seidel sweeps. pbd and
// xpbd sweep in colour order (SweepOrder: the packed order regrouped so that consecutive
// springs share no particle, which lets the CPU overlap them) on positions packed with
// inverse masses as 4-vectors; endpoints, rest lengths and the per-spring coefficients of
// both stiffness branches are laid out in sweep order and rebuilt only when dt, the
// parameters, the masses or the topology change. pbd's sweep is the vectorised kernel of
// pbd_sweep.cpp, and so is xpbd's; velocity-constraints sweeps velocities in the same order
// with a scalar loop. Nothing is allocated per step once the buffers have their size.
//
// Solver diagnostics: the residual is the RMS strain (l − L)/L over all springs. A sweep
// measures it at no cost as it visits each spring (the current Gauss–Seidel iterate), so the
// residual after iteration k is what sweep k + 1 saw; after the last sweep one extra pass
// measures the final state.
//
// Solids: velocity-constraints adds R2's other two constraint kinds to its iterations, the
// angle springs (an attachment point that turns with one particle must meet its neighbour
// at t + h) and particle contacts found through a uniform grid; pbd and xpbd (and chebyshev)
// do not model orientations and refuse scenes with solids (IntegratorInfo::orientations).
#include "core/integrators/constraint_common.h"
#include "core/integrators/pbd_sweep.h"
#include "core/integrators/registry_entry.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace clothlab::core {

namespace {

using constraints::beginStats;
using constraints::CoefficientKey;
using constraints::kMinLength;

using constraints::dampSweep;
using constraints::ensureSize;
using constraints::packPositions;
using constraints::PbdSweepSprings;
using constraints::predictVelocities;
using constraints::SweepOrder;
using constraints::SweepSprings;
using constraints::sweepStrain;
using constraints::XpbdSweepSprings;

/// The prediction stage of pbd and xpbd: v* after the external forces (predictVelocities)
/// and the spring damping (dampSweep) over h, then x* = xₙ + h·v* packed into xw with the
/// inverse masses (pinned particles: v* = vₙ, normally zero). `t` is the end of the
/// (sub)step, where the wind is sampled.
void predictSweep(const StepContext& ctx, double t, double h, const SweepSprings& k,
                  Eigen::Matrix3Xd& v, std::vector<double>& xw, std::vector<double>& vw,
                  double gravityScale = 1.0, bool perMass = false) {
    const System& system = ctx.system;
    ensureSize(v, system.particleCount());
    v = system.velocities();
    predictVelocities(system, ctx.model.environment(), t, h, v, gravityScale, perMass);
    packPositions(system.positions(), system.inverseMasses(), xw);
    packPositions(v, system.inverseMasses(), vw);
    if (k.damped) {
        dampSweep(k, xw.data(), vw.data());
    }
    for (std::size_t i = 0; i < xw.size(); i += 4) {
        for (std::size_t c = 0; c < 3; ++c) {
            xw[i + c] += h * vw[i + c];
        }
    }
}

/// vₙ₊₁ = (x* − xₙ)/h for free particles, xₙ₊₁ = x*; pinned ones keep their velocity.
void finishFromPositions(System& system, const std::vector<double>& xw, double h) {
    Eigen::Matrix3Xd& x = system.positions();
    Eigen::Matrix3Xd& v = system.velocities();
    const Eigen::VectorXd& invMass = system.inverseMasses();
    for (Eigen::Index i = 0; i < x.cols(); ++i) {
        for (int c = 0; c < 3; ++c) {
            const double next = xw[4 * i + c];
            if (invMass[i] != 0.0) {
                v(c, i) = (next - x(c, i)) / h;
            }
            x(c, i) = next;
        }
    }
}

// ---------------------------------------------------------------------------------------

template <typename T> std::unique_ptr<Integrator> make() {
    return std::make_unique<T>();
}

const IntegratorInfo kPbdInfo{
    "pbd",
    CLOTHLAB_TR_NOOP("IntegratorText", "Position-based dynamics (Verlet + relaxation)"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "R1's cloth solver: a Verlet prediction x* = xₙ + h·v* with v* = vₙ + h·a_ext (gravity; "
        "air "
        "drag against the wind, taken implicitly), then N Jakobsen relaxation sweeps: each sweep "
        "visits the springs one after another (Gauss–Seidel) and moves the ends along the spring. "
        "Per spring, with e = l − L, W = w_a + w_b (w = 1/m, 0 for a pinned end), k = k⁺ or k⁻ by "
        "the sign of e and φ the per-kind stretch factor (e > 0) or shrink factor (e ≤ 0; defaults "
        "1, 0.5, 0.2 for structural, shear, bending): σ = φ·min(1, ½·k·h²·W), end a moves by "
        "σ·(w_a/W)·e and end b by σ·(w_b/W)·e towards each other. With equal masses m and both "
        "ends "
        "free that is (l − L)·k·h²/2m per end, twice R1's move; with one end pinned the free end "
        "moves (l − L)·k·h²/2m, as in R1. R1 (relaxation split = 1) computes one move "
        "(l − L)·k·h²/2m̄ per spring (m̄ the mean mass of the free ends) and divides it between the "
        "ends by inverse mass. The clamp min(1, …) engages when ½·k·h²·W ≥ 1 (both ends free, "
        "equal "
        "masses: k ≥ m/h²); springs stiffer than that all behave alike (σ = φ) and a sweep never "
        "overshoots; R1 has no clamp (clamp = 0) and diverges there. R1's names are swapped: its "
        "\"Shrink\" factor is the one ClothLab calls stretch (applied to stretched springs). Sweep "
        "order: colour (ClothLab; consecutive springs share no particle, same result up to the "
        "order) or list (R1: the scene's spring list). Gravity step: Verlet h²·g or R1's r·g·h²/2 "
        "(r the velocity retention, which R1 applies to the acceleration too), optionally divided "
        "by the point mass (R1's defect). Velocities come from positions, v = (x − xₙ)/h. Spring "
        "damping c acts implicitly on the predicted velocities (u' = u/(1 + h·c·W) along each "
        "spring). Stable for any dt, but not a consistent discretisation of the spring equations "
        "(order 0): the effective stiffness depends on dt and on the number of sweeps N, not only "
        "on k — a soft spring acts like one of stiffness ≈ N·φ·k/2, more sweeps give a stiffer "
        "cloth — the limitation xpbd removes. A spring with both ends pinned is skipped; with "
        "early exit = 1 (R1's defect) each sweep ends at the first such spring in sweep order "
        "and the springs after it are not relaxed. Does not model orientations: refuses scenes "
        "with solids (use "
        "velocity-constraints)."),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "v* = vₙ + h·M⁻¹·f_ext,  x* = xₙ + h·v*\n"
        "N sweeps, each spring: Δ = σ·(l − L)·n,  x_a += (w_a/W)·Δ,  x_b −= (w_b/W)·Δ\n"
        "σ = φ·min(1, ½·k·h²·W),  W = w_a + w_b,  n = (x_b − x_a)/l\n"
        "R1: σ = φ·½·k·h²·W/n_free,  a_ext·h² → r·a_ext·h²/2\n"
        "vₙ₊₁ = (x* − xₙ)/h,  xₙ₊₁ = x*"),
    0,
    false,
    {{"relaxations", CLOTHLAB_TR_NOOP("IntegratorText", "Relaxation sweeps"), "", 1.0, 10000.0,
      16.0, true,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "Sweeps over all springs per step (R1's RelaxationCount).")},
     {"structural-stretch", CLOTHLAB_TR_NOOP("IntegratorText", "Structural stretch factor"), "",
      0.0, 1.0, 1.0, false,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "φ of structural springs longer than rest (R1's structural \"Shrink\").")},
     {"structural-shrink", CLOTHLAB_TR_NOOP("IntegratorText", "Structural shrink factor"), "", 0.0,
      1.0, 1.0, false,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "φ of structural springs shorter than rest (R1's structural \"Stretch\").")},
     {"shear-stretch", CLOTHLAB_TR_NOOP("IntegratorText", "Shear stretch factor"), "", 0.0, 1.0,
      0.5, false,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "φ of shear springs longer than rest (R1's shear \"Shrink\").")},
     {"shear-shrink", CLOTHLAB_TR_NOOP("IntegratorText", "Shear shrink factor"), "", 0.0, 1.0, 0.5,
      false,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "φ of shear springs shorter than rest (R1's shear \"Stretch\").")},
     {"bending-stretch", CLOTHLAB_TR_NOOP("IntegratorText", "Bending stretch factor"), "", 0.0, 1.0,
      0.2, false,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "φ of bending springs longer than rest (R1's bending \"Shrink\").")},
     {"bending-shrink", CLOTHLAB_TR_NOOP("IntegratorText", "Bending shrink factor"), "", 0.0, 1.0,
      0.2, false,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "φ of bending springs shorter than rest (R1's bending \"Stretch\").")},
     {"relaxation-split", CLOTHLAB_TR_NOOP("IntegratorText", "Relaxation split"), "", 0.0, 1.0, 0.0,
      true,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "0: σ per spring from ½·k·h²·W, each end moved by its share (ClothLab); 1: one move "
          "(l − L)·k·h²/2m̄ divided between the ends (R1).")},
     {"clamp", CLOTHLAB_TR_NOOP("IntegratorText", "Clamp"), "", 0.0, 1.0, 1.0, true,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "1: σ ≤ φ, engaged when ½·k·h²·W ≥ 1 (ClothLab); 0: no clamp (R1, diverges there).")},
     {"sweep-order", CLOTHLAB_TR_NOOP("IntegratorText", "Sweep order"), "", 0.0, 1.0, 0.0, true,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "0: colour order (ClothLab, faster); 1: the scene's spring list (R1).")},
     {"gravity-step", CLOTHLAB_TR_NOOP("IntegratorText", "Gravity step"), "", 0.0, 1.0, 0.0, true,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "0: Verlet, x* gets h²·g (ClothLab); 1: R1, x* gets r·g·h²/2 with r the velocity "
          "retention.")},
     {"mass-scaled-gravity", CLOTHLAB_TR_NOOP("IntegratorText", "Gravity divided by mass"), "", 0.0,
      1.0, 0.0, true,
      CLOTHLAB_TR_NOOP("IntegratorText", "1: R1's defect, the gravity step divided by the point "
                                         "mass in kg; 0: not (ClothLab).")},
     {"early-exit", CLOTHLAB_TR_NOOP("IntegratorText", "Early exit"), "", 0.0, 1.0, 0.0, true,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "0: a spring with both ends pinned is skipped (ClothLab); 1: R1's defect, "
                       "each sweep ends at the first such spring in sweep order.")}},
    false,
    IntegratorFamily::Constraint,
    RegionKind::None,
    CLOTHLAB_TR_NOOP("CoreMessage",
                     "constraint projection acts on spring lengths, not linearly on (x, v)")};

class PbdIntegrator final : public Integrator {
public:
    PbdIntegrator() : Integrator(kPbdInfo) {}

    int evaluationsPerStep() const override { return countParameter("relaxations") + 1; }

    StepWork step(StepContext& ctx) override {
        const PackedSprings& p = ctx.model.springs();
        const double h = ctx.dt;
        prepare(p, ctx.system.inverseMasses(), h);
        const bool article = parameters().value(kGravityStep) != 0.0;
        const double gravityScale = article ? 0.5 * ctx.model.environment().velocityRetention : 1.0;
        predictSweep(ctx, ctx.time + h, h, m_k, m_v, m_xw, m_vw, gravityScale,
                     parameters().value(kMassScaledGravity) != 0.0);
        const int sweeps = static_cast<int>(parameters().value(0));
        beginStats(m_stats, sweeps, 1);
        const double m = std::max(1, p.size());
        for (int k = 0; k < sweeps; ++k) {
            const double seen = constraints::pbdSweep(m_k, m_xw.data());
            if (k > 0) {
                m_stats.residuals[static_cast<std::size_t>(k - 1)] = std::sqrt(seen / m);
            }
        }
        m_stats.residuals.back() = sweepStrain(m_k, m_xw.data());
        finishFromPositions(ctx.system, m_xw, h);
        return {};
    }

    void reset() override {
        m_order.clear();
        m_key.clear();
    }

private:
    // Indices of the switches in kPbdInfo.parameters.
    static constexpr int kSplit = 7;
    static constexpr int kClamp = 8;
    static constexpr int kSweepOrder = 9;
    static constexpr int kGravityStep = 10;
    static constexpr int kMassScaledGravity = 11;
    static constexpr int kEarlyExit = 12;

    // Sweep-order layout and σ = φ·min(1, ½·k·h²·W) per branch (R1 split: ½·k·h²·W/n_free,
    // the clamp switchable), stored as σ/W; rebuilt only when the topology, dt, the
    // parameters or the masses change.
    void prepare(const PackedSprings& p, const Eigen::VectorXd& invMass, double h) {
        const bool reordered = m_order.update(p, static_cast<int>(invMass.size()),
                                              parameters().value(kSweepOrder) != 0.0);
        if (!m_key.changed(h, parameters(), invMass) && !reordered) {
            return;
        }
        m_k.build(p, m_order, invMass, h);
        const auto m = static_cast<std::size_t>(p.size());
        for (std::vector<double>* v : {&m_k.aPlus, &m_k.aMinus, &m_k.bPlus, &m_k.bMinus}) {
            v->resize(m);
        }
        std::array<double, 2 * kSpringKindCount> phi{};
        for (std::size_t i = 0; i < phi.size(); ++i) {
            phi[i] = parameters().value(static_cast<int>(i) + 1);
        }
        const bool split = parameters().value(kSplit) != 0.0;
        const bool clamp = parameters().value(kClamp) != 0.0;
        for (std::size_t q = 0; q < m; ++q) {
            const int s = m_order.order[q];
            const int kind = s < p.kindBegin[1] ? 0 : (s < p.kindBegin[2] ? 1 : 2);
            const double wa = invMass[p.a[s]];
            const double wb = invMass[p.b[s]];
            const double W = wa + wb;
            // R1 divides one move by the mean mass of the free ends: W/n_free (n_free ≥ 1; a
            // spring with both ends pinned gets σ = 0 below).
            const double freeEnds =
                split ? std::max(1.0, (wa > 0.0 ? 1.0 : 0.0) + (wb > 0.0 ? 1.0 : 0.0)) : 1.0;
            const double inertia = 0.5 * h * h * W / freeEnds;
            auto limit = [clamp](double x) { return clamp ? std::min(1.0, x) : x; };
            // σ/W per branch; 0 when both ends are pinned.
            const double plus = W > 0.0 ? phi[2 * kind] * limit(inertia * p.kStretch[s]) / W : 0.0;
            const double minus =
                W > 0.0 ? phi[2 * kind + 1] * limit(inertia * p.kCompress[s]) / W : 0.0;
            m_k.aPlus[q] = plus * wa;
            m_k.aMinus[q] = minus * wa;
            m_k.bPlus[q] = plus * wb;
            m_k.bMinus[q] = minus * wb;
        }
        m_k.setRelaxRange(parameters().value(kEarlyExit) != 0.0, invMass);
    }

    Eigen::Matrix3Xd m_v;
    std::vector<double> m_xw, m_vw;
    SweepOrder m_order;
    CoefficientKey m_key;
    PbdSweepSprings m_k;
};

// ---------------------------------------------------------------------------------------

const IntegratorInfo kXpbdInfo{
    "xpbd",
    CLOTHLAB_TR_NOOP("IntegratorText", "Extended position-based dynamics (XPBD)"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Macklin, Müller and Chentanez (2016): PBD with compliance, so that the result no longer "
        "depends on the iteration count. Each spring is a constraint C = l − L with compliance "
        "α = 1/k (k = k⁺ or k⁻ by the sign of C, taken at the current iterate) and a Lagrange "
        "multiplier λ that accumulates over the Gauss–Seidel iterations of a substep and is reset "
        "at the next: Δλ = (−C − α̃·λ)/(W + α̃), α̃ = α/h². Converged, one substep solves the "
        "implicit Euler equations of the elastic springs (up to XPBD's frozen-gradient "
        "approximation), so it approaches implicit-euler as iterations grow; with few iterations "
        "the cloth is softer, not stiffer. A kind with k = 0 imposes nothing. Gravity and air drag "
        "act on the predicted velocities (drag implicitly); spring damping c is applied implicitly "
        "along each spring to the predicted velocities, u' = u/(1 + h·c·W), instead of the "
        "paper's β term. First order, stable for any dt. Does not model orientations: refuses "
        "scenes with solids (use velocity-constraints)."),
    CLOTHLAB_TR_NOOP("IntegratorText",
                     "hₛ = h/S;  per substep: v* = v + hₛ·M⁻¹·f_ext,  x* = x + hₛ·v*,  λ = 0\n"
                     "N iterations, each spring: Δλ = (−C − α̃·λ)/(w_a + w_b + α̃),  λ += Δλ\n"
                     "x_b += w_b·Δλ·n,  x_a −= w_a·Δλ·n,  α̃ = 1/(k·hₛ²)\n"
                     "v = (x* − x)/hₛ,  x = x*"),
    1,
    true,
    {{"substeps", CLOTHLAB_TR_NOOP("IntegratorText", "Substeps"), "", 1.0, 1000.0, 1.0, true,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Substeps S per frame step; each repeats prediction and iterations with h/S.")},
     {"iterations", CLOTHLAB_TR_NOOP("IntegratorText", "Iterations"), "", 1.0, 10000.0, 10.0, true,
      CLOTHLAB_TR_NOOP("IntegratorText", "Gauss–Seidel iterations over all springs per substep.")}},
    false,
    IntegratorFamily::Constraint,
    RegionKind::None,
    CLOTHLAB_TR_NOOP("CoreMessage",
                     "constraint projection acts on spring lengths, not linearly on (x, v)"),
    4};

class XpbdIntegrator final : public Integrator {
public:
    XpbdIntegrator() : Integrator(kXpbdInfo) {}

    int evaluationsPerStep() const override {
        return countParameter("substeps") * (countParameter("iterations") + 1);
    }

    StepWork step(StepContext& ctx) override {
        const PackedSprings& p = ctx.model.springs();
        const int substeps = static_cast<int>(parameters().value(0));
        const int iterations = static_cast<int>(parameters().value(1));
        const double hs = ctx.dt / substeps;
        prepare(p, ctx.system.inverseMasses(), hs);
        beginStats(m_stats, iterations, substeps);
        const double m = std::max(1, p.size());
        for (int sub = 0; sub < substeps; ++sub) {
            predictSweep(ctx, ctx.time + (sub + 1) * hs, hs, m_state, m_v, m_xw, m_vw);
            std::fill(m_state.lambda.begin(), m_state.lambda.end(), 0.0);
            for (int k = 0; k < iterations; ++k) {
                const double seen = constraints::xpbdSweep(m_state, m_xw.data());
                if (k > 0) {
                    m_stats.residuals[static_cast<std::size_t>(k - 1)] = std::sqrt(seen / m);
                }
            }
            if (sub + 1 == substeps) {
                m_stats.residuals.back() = sweepStrain(m_state, m_xw.data());
            }
            finishFromPositions(ctx.system, m_xw, hs);
        }
        return {};
    }

    void reset() override {
        m_order.clear();
        m_key.clear();
    }

private:
    // Sweep-order layout, α̃ and gains of both branches for substep hs; rebuilt only when the
    // topology, dt, the parameters or the masses change.
    void prepare(const PackedSprings& p, const Eigen::VectorXd& invMass, double hs) {
        const bool reordered = m_order.update(p, static_cast<int>(invMass.size()));
        if (!m_key.changed(hs, parameters(), invMass) && !reordered) {
            return;
        }
        XpbdSweepSprings& st = m_state;
        st.build(p, m_order, invMass, hs);
        const auto m = static_cast<std::size_t>(p.size());
        for (std::vector<double>* v : {&st.lambda, &st.alphaPlus, &st.alphaMinus, &st.gainPlus,
                                       &st.gainMinus, &st.wA, &st.wB}) {
            v->resize(m);
        }
        for (std::size_t q = 0; q < m; ++q) {
            const int s = m_order.order[q];
            st.wA[q] = invMass[p.a[s]];
            st.wB[q] = invMass[p.b[s]];
            const double W = st.wA[q] + st.wB[q];
            branch(p.kCompress[s], W, hs, st.alphaMinus[q], st.gainMinus[q]);
            branch(p.kStretch[s], W, hs, st.alphaPlus[q], st.gainPlus[q]);
        }
    }

    // α̃ = 1/(k·h²), gain = 1/(W + α̃); k = 0 (infinite compliance) or W = 0 (both ends
    // pinned) give gain 0: the constraint imposes nothing.
    static void branch(double k, double W, double hs, double& alpha, double& gain) {
        if (k > 0.0 && W > 0.0) {
            alpha = 1.0 / (k * hs * hs);
            gain = 1.0 / (W + alpha);
        } else {
            alpha = 0.0;
            gain = 0.0;
        }
    }

    Eigen::Matrix3Xd m_v;
    std::vector<double> m_xw, m_vw;
    SweepOrder m_order;
    CoefficientKey m_key;
    XpbdSweepSprings m_state;
};

// ---------------------------------------------------------------------------------------

} // namespace

IntegratorEntry pbdEntry() {
    return {&kPbdInfo, &make<PbdIntegrator>};
}

IntegratorEntry xpbdEntry() {
    return {&kXpbdInfo, &make<XpbdIntegrator>};
}

} // namespace clothlab::core
