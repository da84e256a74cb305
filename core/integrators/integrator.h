// The one interface every time integrator implements, and the registry that lists and
// creates integrators by their stable id.
#pragma once

#include "core/base/parameters.h"
#include "core/forces/force_model.h"

#include <Eigen/Core>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace clothlab::core {

class System;

/// The family a method belongs to, for grouping methods in choosers and comparisons:
/// explicit (Runge–Kutta and forward Euler), symplectic (explicit methods that preserve the
/// phase-space volume: symplectic Euler, Verlet, Yoshida), implicit (a solve per step: backward
/// Euler, BDF2, Newmark, the iterative implicit-Euler solvers), constraint-based (positions or
/// velocities projected onto spring constraints: PBD, XPBD, velocity constraints).
enum class IntegratorFamily { Explicit, Symplectic, Implicit, Constraint };

/// Every family, in menu order.
inline constexpr IntegratorFamily kAllIntegratorFamilies[] = {
    IntegratorFamily::Explicit, IntegratorFamily::Symplectic, IntegratorFamily::Implicit,
    IntegratorFamily::Constraint};

/// Stable id of a family ("explicit", "symplectic", "implicit", "constraint").
std::string_view integratorFamilyId(IntegratorFamily family);

/// How a method's stability region is drawn (core/analysis/stability_region.h). FirstOrder:
/// the method treats (x, v) as one first-order system ẏ = L·y (explicit Euler, the Runge–Kutta
/// family, implicit Euler, implicit midpoint, bdf2), so its region is |R(z)| ≤ 1 in the plane
/// of z = h·λ (for bdf2 the roots of its two-step recurrence). PerMode: a partitioned or
/// second-order scheme (symplectic Euler, Verlet, Yoshida, Newmark, generalized-α) treats x and
/// v differently and has no R(z); its region is that of the damped test mode, stable or not at
/// each (ω·h, ζ). None: one step is not a fixed linear map of the state (adaptive steps,
/// constraint projections, a fixed number of nonlinear iterations), so there is no
/// amplification matrix; IntegratorInfo::linearReason says why.
enum class RegionKind { None, FirstOrder, PerMode };

/// Static description of an integrator. Texts are English source strings (translated by
/// the Qt layer); `equations` is plain text with Unicode maths, one update per line.
struct IntegratorInfo {
    std::string id;   ///< stable id, e.g. "rk4"
    std::string name; ///< display name, e.g. "Runge–Kutta 4"
    std::string
        summary; ///< one paragraph: method, order, stability, how it maps the stiffness table
    std::string equations; ///< update equations
    int order = 1;         ///< formal order of accuracy in dt (0 when not a consistent ODE scheme)
    bool implicit = false;
    std::vector<ParameterSpec> parameters;
    /// Handles oriented particles and angle springs (solids). A simulation refuses to run a
    /// scene with solids on an integrator without it, rather than ignore the angle springs.
    bool orientations = false;
    IntegratorFamily family = IntegratorFamily::Explicit;
    /// How the stability region is drawn; None when one step is not a linear map of the state.
    RegionKind region = RegionKind::None;
    /// Why there is no amplification matrix (a marked text, CLOTHLAB_TR_NOOP("CoreMessage", …))
    /// when `region` is None; null otherwise.
    const char* linearReason = nullptr;
    /// Place (1, 2, …) in the comparison every scene starts with (one method per family,
    /// core/analysis/comparison_plan.h); 0 when not in it.
    int defaultComparisonSlot = 0;
};

/// What a method carries from one step to the next besides the system's state (x, v, q, Ω):
/// bdf2's previous step, generalized-α's and Newmark's acceleration, an adaptive method's next
/// internal step. A run's checkpoint (core/simulation/simulation.h) keeps it, so that a run
/// restored from the checkpoint continues bit for bit. Empty for methods that carry nothing.
struct CarriedState {
    std::vector<Eigen::Matrix3Xd> arrays;
    std::vector<double> scalars;
    bool operator==(const CarriedState&) const = default;
};

/// Forces, torques and energy terms at one state.
struct Evaluation {
    Eigen::Matrix3Xd forces;
    Eigen::Matrix3Xd torques; ///< N·m; zero without orientations
    EnergyTerms terms;
};

/// What an integrator gets for one step. The system holds (x_n, v_n) on entry and must hold
/// (x_{n+1}, v_{n+1}) on return; with orientations, (q, ω) likewise. `start` is the evaluation at
/// (x_n, v_n, t_n), always valid.
struct StepContext {
    System& system;
    const ForceModel& model;
    const Evaluation& start;
    double time = 0.0; ///< t_n, s
    double dt = 0.0;   ///< s, > 0
};

/// Work done over the step by non-conservative forces, when the integrator accounts for it
/// with its own quadrature (e.g. the Runge–Kutta weights). Otherwise the simulation uses the
/// trapezoidal rule on the powers at the two ends of the step.
struct StepWork {
    bool provided = false;
    double dissipated = 0.0;   ///< J
    double externalWork = 0.0; ///< J
};

/// Per-step diagnostics of iterative and adaptive methods (empty for the others).
struct SolverStats {
    int iterations = 0;       ///< outer iterations (Newton, local/global, relaxation sweeps)
    int linearIterations = 0; ///< inner iterations (CG), summed over the step
    int substeps = 0;         ///< accepted internal steps (adaptive and substepping methods)
    int rejectedSteps = 0;    ///< rejected trial steps (adaptive methods)
    /// Residual or constraint violation after each iteration of the last step.
    std::vector<double> residuals;
};

class Integrator {
public:
    explicit Integrator(const IntegratorInfo& info);
    virtual ~Integrator();
    Integrator(const Integrator&) = delete;
    Integrator& operator=(const Integrator&) = delete;

    const IntegratorInfo& info() const { return m_info; }
    std::string_view id() const { return m_info.id; }
    ParameterSet& parameters() { return m_parameters; }
    const ParameterSet& parameters() const { return m_parameters; }

    /// Forgets history (previous steps of multistep methods, adaptive step size). Called
    /// when the run starts and whenever the state is changed from outside.
    virtual void reset() {}

    /// Advances the system by ctx.dt.
    virtual StepWork step(StepContext& ctx) = 0;

    /// Force evaluations (or sweeps over all springs) one step costs with the current parameters:
    /// the stage count of an explicit method, 2 per Newton iteration of an implicit one, the
    /// iteration or sweep count of an iterative solver. Linear-solver work is not counted. ≥ 1.
    virtual int evaluationsPerStep() const { return 1; }

    /// The state carried between steps (see CarriedState), and setting it back: after
    /// loadState(saveState()) on an integrator of the same method and parameters, the next
    /// step from the same system state gives the same result bit for bit.
    virtual CarriedState saveState() const { return {}; }
    virtual void loadState(const CarriedState& state) { (void)state; }

    /// The linear-mode probe (core/analysis/amplification.h) reads the amplification matrix of a
    /// method off one step of the method itself on the single-mode test system, one unit state
    /// at a time. The mode's state is (x, v) of the system's free particle along the x axis,
    /// followed by probeHistorySize() components the method carries (bdf2: xₙ₋₁ and vₙ₋₁;
    /// generalized-α: its acceleration): setProbeHistory() puts them in place before a step of
    /// `dt` (the system already holds xₙ and vₙ), probeHistory() reads them back after it.
    virtual int probeHistorySize() const { return 0; }
    virtual void setProbeHistory(const System& system, int particle, double dt,
                                 const Eigen::VectorXd& values) {
        (void)system;
        (void)particle;
        (void)dt;
        (void)values;
    }
    virtual Eigen::VectorXd probeHistory(int particle) const {
        (void)particle;
        return {};
    }

    /// Most threads the integrator may use inside a step (0 = its own choice). Runs that
    /// already share the cores (a comparison) set 1. Integrators that never use more than
    /// one thread ignore it.
    virtual void setThreadBudget(int threads) { (void)threads; }

    const SolverStats& stats() const { return m_stats; }

protected:
    /// A count parameter's value (iterations, sweeps, substeps) as a whole number ≥ 1.
    int countParameter(std::string_view id) const;

    SolverStats m_stats;

private:
    const IntegratorInfo& m_info;
    ParameterSet m_parameters;
};

/// Every integrator known to the build, in menu order, then the methods from outside registered
/// now (core/integrators/external_integrator.h), in order of registration.
std::vector<const IntegratorInfo*> integratorCatalog();

/// The info of the integrator with this id (built-in or registered from outside), or null.
const IntegratorInfo* findIntegrator(std::string_view id);

/// How the stability region of the method with this id is drawn; None for an unknown id.
RegionKind regionKind(std::string_view id);

/// A new integrator with default parameters (built-in or registered from outside), or null for
/// an unknown id.
std::unique_ptr<Integrator> createIntegrator(std::string_view id);

/// Creates one integrator; the registry holds one per IntegratorInfo.
using IntegratorFactory = std::unique_ptr<Integrator> (*)();

} // namespace clothlab::core
