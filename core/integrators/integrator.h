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

    /// Most threads the integrator may use inside a step (0 = its own choice). Runs that
    /// already share the cores (a comparison) set 1. Integrators that never use more than
    /// one thread ignore it.
    virtual void setThreadBudget(int threads) { (void)threads; }

    const SolverStats& stats() const { return m_stats; }

protected:
    SolverStats m_stats;

private:
    const IntegratorInfo& m_info;
    ParameterSet m_parameters;
};

/// Every integrator known to the build, in menu order.
const std::vector<const IntegratorInfo*>& integratorCatalog();

/// The info of the integrator with this id, or null.
const IntegratorInfo* findIntegrator(std::string_view id);

/// A new integrator with default parameters, or null for an unknown id.
std::unique_ptr<Integrator> createIntegrator(std::string_view id);

/// Creates one integrator; the registry holds one per IntegratorInfo.
using IntegratorFactory = std::unique_ptr<Integrator> (*)();

} // namespace clothlab::core
