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
#include "core/contact/particle_grid.h"
#include "core/integrators/constraint_common.h"
#include "core/integrators/pbd_sweep.h"
#include "core/integrators/registry_entry.h"
#include "core/model/rotation.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace clothlab::core {

namespace {

using constraints::dampSweep;
using constraints::ensureSize;
using constraints::packPositions;
using constraints::PbdSweepSprings;
using constraints::predictVelocities;
using constraints::SweepOrder;
using constraints::SweepSprings;
using constraints::sweepStrain;
using constraints::XpbdSweepSprings;

/// l clamped away from zero: a spring whose ends coincide has no direction; its correction
/// f·d is then 0 (d = 0) without a branch, which keeps the sweep loops branch-free.
constexpr double kMinLength = 1e-200;

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

/// What the per-spring coefficients of the sweeps depend on besides the topology and the
/// stiffness table, whose edits reach the integrator through reset() (Simulation::
/// stateChanged). Σ 1/m also catches mass and pin edits made without a reset.
class CoefficientKey {
public:
    /// True when the coefficients must be rebuilt for this step; remembers the key.
    bool changed(double h, const ParameterSet& parameters, const Eigen::VectorXd& invMass) {
        const double massSum = invMass.sum();
        if (m_valid && h == m_h && massSum == m_massSum && parameters.values() == m_values) {
            return false;
        }
        m_valid = true;
        m_h = h;
        m_massSum = massSum;
        m_values = parameters.values();
        return true;
    }
    void clear() { m_valid = false; }

private:
    bool m_valid = false;
    double m_h = 0.0;
    double m_massSum = 0.0;
    std::vector<double> m_values;
};

/// Keeps the capacity of the residual list across steps.
void beginStats(SolverStats& stats, int iterations, int substeps) {
    stats.iterations = iterations;
    stats.linearIterations = 0;
    stats.substeps = substeps;
    stats.rejectedSteps = 0;
    stats.residuals.resize(static_cast<std::size_t>(iterations));
}

template <typename T> std::unique_ptr<Integrator> make() {
    return std::make_unique<T>();
}

// ---------------------------------------------------------------------------------------

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
    IntegratorFamily::Constraint};

class PbdIntegrator final : public Integrator {
public:
    PbdIntegrator() : Integrator(kPbdInfo) {}

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
    IntegratorFamily::Constraint};

class XpbdIntegrator final : public Integrator {
public:
    XpbdIntegrator() : Integrator(kXpbdInfo) {}

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

const IntegratorInfo kVelocityConstraintsInfo{
    "velocity-constraints",
    CLOTHLAB_TR_NOOP("IntegratorText", "Velocity-level spring constraints"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "R2's solver: springs become velocity-level constraints solved iteratively. After the "
        "external forces (gravity; air drag against the wind, implicitly) and the spring damping "
        "(implicit, along each spring) have given trial velocities v*, each iteration visits the "
        "springs in a fixed order and removes the fraction r of the error l − L that the trial "
        "velocities would leave at t + h (l measured at x + h·v*), by an impulse along the spring "
        "split by inverse masses; after the iterations the trial velocities become the new ones "
        "and x += h·v. The stiffness table maps to r = relaxation·κ/(1 + κ), κ = k·h²·W, "
        "W = 1/m_a + 1/m_b (k = k⁺ or k⁻ by the sign of the predicted error): a stiff spring is "
        "corrected by the relaxation coefficient, a soft one by less, a kind with k = 0 not at "
        "all; R2 (coefficient = 1) removes the fraction relaxation of every error whatever k, "
        "and a kind with k = 0 still not at all. Order per iteration: the springs (colour order, "
        "or with sweep order = 1 the scene's spring list, as R2), then the angle springs in list "
        "order, then the contacts. Stiffness grows with the iteration count N (1: floppy, 3–5: "
        "good, 20: almost "
        "rigid): a soft spring acts like one of stiffness ≈ N·relaxation·k, so the method is not "
        "a consistent discretisation of the spring equations (order 0). "
        "As R2 notes, the constraint iterations dissipate energy that cannot be tuned "
        "separately; c only adds damping on top. Stable for any dt. Solids (R2): each angle "
        "spring is two attachment constraints, the point x_a + R_a·r_ab that turns with "
        "particle a must meet x_b at t + h; its error is removed by the same fraction r "
        "(κ from the angle stiffness) with an impulse that changes both velocities and a's "
        "angular velocity (3×3 effective mass with the particle's inertia). Particles of "
        "different bodies closer than one diameter are pushed apart inside the same iterations "
        "(contacts found once per step on a uniform grid at the predicted positions); no other "
        "integrator solves particle contacts. Orientations are turned by h·Ω at the end."),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "v* = vₙ + h·M⁻¹·f_ext\n"
        "N iterations, each spring: C = |x_b + h·v*_b − x_a − h·v*_a| − L\n"
        "v*_b −= (w_b/W)·r·C/h·n,  v*_a += (w_a/W)·r·C/h·n,  r = relaxation·κ/(1 + κ)\n"
        "each angle spring, both ends: C = x_b + h·v*_b − x_a − h·v*_a − a − h·Ω_a × a,  "
        "a = R_a·r_ab,  P = K⁻¹·r·C/h\n"
        "each contact: C = |x_b + h·v*_b − x_a − h·v*_a| − 2ρ < 0 removed along n\n"
        "vₙ₊₁ = v*,  xₙ₊₁ = xₙ + h·vₙ₊₁,  qₙ₊₁ = exp(h·Ωₙ₊₁)⊗qₙ"),
    0,
    false,
    {{"relaxation", CLOTHLAB_TR_NOOP("IntegratorText", "Relaxation coefficient"), "", 0.0, 1.0, 0.5,
      false,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Fraction of a stiff spring's predicted error removed per iteration (R2's k).")},
     {"iterations", CLOTHLAB_TR_NOOP("IntegratorText", "Iterations"), "", 1.0, 10000.0, 5.0, true,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Sweeps over all springs per step (R2: 1 floppy, 3–5 good, 20 almost rigid).")},
     {"coefficient", CLOTHLAB_TR_NOOP("IntegratorText", "Coefficient"), "", 0.0, 1.0, 0.0, true,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "0: r = relaxation·κ/(1 + κ), κ = k·h²·W (ClothLab); 1: r = relaxation "
                       "for every spring with k > 0 (R2).")},
     {"sweep-order", CLOTHLAB_TR_NOOP("IntegratorText", "Sweep order"), "", 0.0, 1.0, 0.0, true,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "0: colour order (ClothLab, faster); 1: the scene's spring list (R2).")}},
    true,
    IntegratorFamily::Constraint};

/// The springs of velocity-constraints in sweep order with r/W of both branches (0 when
/// both ends are pinned or k = 0).
struct VelocitySweepSprings : SweepSprings {
    std::vector<double> plus, minus;
};

// One sweep of R2's velocity constraints on packed positions xw and velocities vw (both
// stride 4, inverse mass in slot 3 of xw). Returns Σ (C/L)² of the predicted errors seen.
double velocitySweep(const VelocitySweepSprings& k, double h, const double* __restrict xw,
                     double* __restrict vw) {
    double seen = 0.0;
    for (int s = 0; s < k.size(); ++s) {
        const double* xa = xw + k.a[s];
        const double* xb = xw + k.b[s];
        double* va = vw + k.a[s];
        double* vb = vw + k.b[s];
        double d[3];
        for (int c = 0; c < 3; ++c) {
            d[c] = (xb[c] + h * vb[c]) - (xa[c] + h * va[c]);
        }
        const double l = std::sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
        const double C = l - k.rest[s];
        // Δu = −r·C/h along n, shared as w_a/W and w_b/W; q·d is that change per unit w.
        const double q = (C > 0.0 ? k.plus[s] : k.minus[s]) * C / (h * std::max(l, kMinLength));
        for (int c = 0; c < 3; ++c) {
            vb[c] -= q * xb[3] * d[c];
            va[c] += q * xa[3] * d[c];
        }
        const double strain = C * k.invRest[s];
        seen += strain * strain;
    }
    return seen;
}

/// R2's solid constraints for one step of velocity-constraints: the angle springs'
/// attachments (offsets a = R·r turned to the start orientations) with their r, and the
/// contact candidates. Works on the packed positions and velocities of the spring sweep.
class SolidConstraints {
public:
    /// Attachments and contact candidates for a step of h from the system's state, with trial
    /// velocities packed in vw.
    /// `plain`: r = relaxation for every angle spring with k > 0 (R2), not relaxation·κ/(1 + κ).
    void prepare(const StepContext& ctx, double relaxation, bool plain, double h,
                 const std::vector<double>& xw, const std::vector<double>& vw);
    /// One sweep over the attachments, then over the contacts.
    void sweep(double h, const double* xw, double* vw);
    /// Writes the angular velocities back and turns the orientations by h·Ω.
    void finish(System& system, double h);
    /// Forgets the particle → body table (after a topology change).
    void reset() { m_groups.clear(); }

private:
    void attach(int i, int j, const Vec3& a, double r, double h, const double* xw, double* vw);
    void separate(int i, int j, double h, const double* xw, double* vw) const;

    struct Attachment {
        int i = 0; ///< the particle the offset turns with
        int j = 0; ///< the particle it must meet
        Vec3 a = Vec3::Zero();
        double r = 0.0;
    };
    std::vector<Attachment> m_attachments;
    Eigen::Matrix3Xd m_omega;
    Eigen::VectorXd m_invInertia;
    double m_diameter = 0.0;
    std::vector<int> m_groups;
    Eigen::Matrix3Xd m_predicted;
    ParticleGrid m_grid;
    std::vector<std::pair<int, int>> m_contacts;
};

void SolidConstraints::prepare(const StepContext& ctx, double relaxation, bool plain, double h,
                               const std::vector<double>& xw, const std::vector<double>& vw) {
    const System& system = ctx.system;
    const PackedAngleSprings& g = ctx.model.angleSprings();
    m_omega = system.angularVelocities();
    m_invInertia = system.inverseInertias();
    m_attachments.resize(2 * static_cast<std::size_t>(g.size()));
    for (int s = 0; s < g.size(); ++s) {
        const auto us = static_cast<std::size_t>(s);
        const int a = g.a[us];
        const int b = g.b[us];
        // r = relaxation·κ/(1 + κ), κ = k·h²·W: as for the position springs.
        const double W =
            xw[4 * static_cast<std::size_t>(a) + 3] + xw[4 * static_cast<std::size_t>(b) + 3];
        const double kappa = g.stiffness[us] * h * h * W;
        const double r =
            plain ? (kappa > 0.0 ? relaxation : 0.0) : relaxation * kappa / (1.0 + kappa);
        m_attachments[2 * us] = {a, b, rotationOf(system.orientations().col(a)) * g.restAB.col(s),
                                 r};
        m_attachments[2 * us + 1] = {b, a,
                                     rotationOf(system.orientations().col(b)) * g.restBA.col(s), r};
    }
    m_diameter = 2.0 * system.contactRadius();
    m_contacts.clear();
    if (m_diameter > 0.0) {
        const Eigen::Index n = system.particleCount();
        if (static_cast<Eigen::Index>(m_groups.size()) != n) {
            m_groups = system.particleBodies();
        }
        m_predicted.resize(3, n);
        for (Eigen::Index i = 0; i < n; ++i) {
            for (int c = 0; c < 3; ++c) {
                m_predicted(c, i) = xw[4 * i + c] + h * vw[4 * i + c];
            }
        }
        // Candidates within 1.5 diameters of each other at the predicted positions: the
        // iterations may close a gap of half a diameter before the contact is visited again.
        m_grid.findPairs(m_predicted, m_groups, 1.5 * m_diameter, m_contacts);
    }
}

// The point a (offset from x_i, turning with i) should meet x_j at t + h. With the velocity
// of that point v_i + Ω_i × a, the predicted error is C = (x_j + h·v_j) − (x_i + h·v_i + a +
// h·Ω_i × a). An impulse P at the point (−P on j) changes the relative velocity by −K·P,
// K = (w_i + w_j)·1 + (1/I_i)·(|a|²·1 − a·aᵀ) = c·1 − β·a·aᵀ with α = w_i + w_j, β = 1/I_i,
// c = α + β·|a|², whose inverse is (1/c)·(1 + (β/α)·a·aᵀ). P = K⁻¹·r·C/h removes the
// fraction r of the error.
void SolidConstraints::attach(int i, int j, const Vec3& a, double r, double h, const double* xw,
                              double* vw) {
    const double wi = xw[4 * i + 3];
    const double wj = xw[4 * j + 3];
    const double alpha = wi + wj;
    if (alpha == 0.0 || r == 0.0) {
        return;
    }
    const double beta = m_invInertia[i];
    const Eigen::Map<const Vec3> xi(xw + 4 * i);
    const Eigen::Map<const Vec3> xj(xw + 4 * j);
    Eigen::Map<Vec3> vi(vw + 4 * i);
    Eigen::Map<Vec3> vj(vw + 4 * j);
    const Vec3 C = (xj + h * vj) - (xi + h * vi + a + h * m_omega.col(i).cross(a));
    const Vec3 u = (r / h) * C;
    const double c = alpha + beta * a.squaredNorm();
    const Vec3 P = (u + (beta / alpha) * a.dot(u) * a) / c;
    vj -= wj * P;
    vi += wi * P;
    m_omega.col(i) += beta * a.cross(P);
}

// A contact removes the whole predicted overlap 2ρ − l along the line of centres, split by
// inverse masses; it only pushes, never pulls.
void SolidConstraints::separate(int i, int j, double h, const double* xw, double* vw) const {
    const double wi = xw[4 * i + 3];
    const double wj = xw[4 * j + 3];
    const double W = wi + wj;
    const Eigen::Map<const Vec3> xi(xw + 4 * i);
    const Eigen::Map<const Vec3> xj(xw + 4 * j);
    Eigen::Map<Vec3> vi(vw + 4 * i);
    Eigen::Map<Vec3> vj(vw + 4 * j);
    const Vec3 d = (xj + h * vj) - (xi + h * vi);
    const double l = d.norm();
    if (l >= m_diameter || W == 0.0 || l == 0.0) {
        return;
    }
    const double q = (m_diameter - l) / (h * W * l);
    vj += wj * q * d;
    vi -= wi * q * d;
}

void SolidConstraints::sweep(double h, const double* xw, double* vw) {
    for (const Attachment& at : m_attachments) {
        attach(at.i, at.j, at.a, at.r, h, xw, vw);
    }
    for (const auto& [i, j] : m_contacts) {
        separate(i, j, h, xw, vw);
    }
}

void SolidConstraints::finish(System& system, double h) {
    system.angularVelocities() = m_omega;
    rotateAll(system.orientations(), m_omega, h);
}

class VelocityConstraintsIntegrator final : public Integrator {
public:
    VelocityConstraintsIntegrator() : Integrator(kVelocityConstraintsInfo) {}

    StepWork step(StepContext& ctx) override {
        System& system = ctx.system;
        const double h = ctx.dt;
        prepare(ctx.model.springs(), system.inverseMasses(), h);
        predictVelocityStage(ctx, h);
        const int iterations = static_cast<int>(parameters().value(1));
        beginStats(m_stats, iterations, 1);
        const double m = std::max(1, m_k.size());
        const bool solids = system.hasOrientations() || system.contactRadius() > 0.0;
        if (solids) {
            m_solids.prepare(ctx, parameters().value(0), parameters().value(kCoefficient) != 0.0, h,
                             m_xw, m_vw);
        }
        for (int k = 0; k < iterations; ++k) {
            const double seen = velocitySweep(m_k, h, m_xw.data(), m_vw.data());
            if (solids) {
                m_solids.sweep(h, m_xw.data(), m_vw.data());
            }
            if (k > 0) {
                m_stats.residuals[static_cast<std::size_t>(k - 1)] = std::sqrt(seen / m);
            }
        }
        if (system.hasOrientations()) {
            m_solids.finish(system, h);
        }
        for (Eigen::Index i = 0; i < system.particleCount(); ++i) {
            for (int c = 0; c < 3; ++c) {
                system.velocities()(c, i) = m_vw[4 * i + c];
                m_xw[4 * i + c] += h * m_vw[4 * i + c];
                system.positions()(c, i) = m_xw[4 * i + c];
            }
        }
        m_stats.residuals.back() = sweepStrain(m_k, m_xw.data());
        return {};
    }

    void reset() override {
        m_order.clear();
        m_key.clear();
        m_solids.reset();
    }

private:
    // Indices of the switches in kVelocityConstraintsInfo.parameters.
    static constexpr int kCoefficient = 2;
    static constexpr int kSweepOrder = 3;

    // Trial velocities v* after the external forces and the spring damping, packed into vw
    // next to the packed positions xw.
    void predictVelocityStage(const StepContext& ctx, double h) {
        const System& system = ctx.system;
        ensureSize(m_v, system.particleCount());
        m_v = system.velocities();
        predictVelocities(system, ctx.model.environment(), ctx.time + h, h, m_v);
        packPositions(system.positions(), system.inverseMasses(), m_xw);
        packPositions(m_v, system.inverseMasses(), m_vw);
        if (m_k.damped) {
            dampSweep(m_k, m_xw.data(), m_vw.data());
        }
    }

    // Sweep-order layout and r = relaxation·κ/(1 + κ), κ = k·h²·W (R2: r = relaxation for
    // k > 0), stored as r/W.
    void prepare(const PackedSprings& p, const Eigen::VectorXd& invMass, double h) {
        const bool reordered = m_order.update(p, static_cast<int>(invMass.size()),
                                              parameters().value(kSweepOrder) != 0.0);
        if (!m_key.changed(h, parameters(), invMass) && !reordered) {
            return;
        }
        m_k.build(p, m_order, invMass, h);
        const auto m = static_cast<std::size_t>(p.size());
        m_k.plus.resize(m);
        m_k.minus.resize(m);
        const double relaxation = parameters().value(0);
        const bool plain = parameters().value(kCoefficient) != 0.0;
        auto coefficient = [relaxation, plain, h](double k, double W) {
            const double kappa = k * h * h * W;
            const double r =
                plain ? (kappa > 0.0 ? relaxation : 0.0) : relaxation * kappa / (1.0 + kappa);
            return W > 0.0 ? r / W : 0.0;
        };
        for (std::size_t q = 0; q < m; ++q) {
            const int s = m_order.order[q];
            const double W = invMass[p.a[s]] + invMass[p.b[s]];
            m_k.plus[q] = coefficient(p.kStretch[s], W);
            m_k.minus[q] = coefficient(p.kCompress[s], W);
        }
    }

    Eigen::Matrix3Xd m_v;
    std::vector<double> m_xw, m_vw;
    SweepOrder m_order;
    CoefficientKey m_key;
    VelocitySweepSprings m_k;
    SolidConstraints m_solids;
};

} // namespace

void appendConstraintIntegrators(std::vector<IntegratorEntry>& entries) {
    constraints::appendChebyshevIntegrator(entries);
    entries.push_back({&kPbdInfo, &make<PbdIntegrator>});
    entries.push_back({&kXpbdInfo, &make<XpbdIntegrator>});
    entries.push_back({&kVelocityConstraintsInfo, &make<VelocityConstraintsIntegrator>});
}

} // namespace clothlab::core
