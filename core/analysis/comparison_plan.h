// A comparison that sets itself up (issue 17): which methods a scene is compared with by
// default, the limits their steps are chosen from, and the runs a ComparisonPlan gives.
//
// Three ways to give each method its dt. One dt for all is the textbook comparison, but it
// puts an implicit method at a step it was never meant for. A fraction of each method's own
// stability limit compares the methods where each is used in practice. Equal cost gives
// every method the same number of force evaluations per simulated second, so that accuracy
// is compared at equal work (Hairer, Nørsett & Wanner's work–precision view).
#pragma once

#include "core/analysis/analysis.h"
#include "core/analysis/stability_limits.h"
#include "core/scene/scene.h"

#include <string>
#include <vector>

namespace clothlab::core {

/// The plan a scene suggests: scene.comparison when it has one, else one method of each family,
/// those whose IntegratorInfo::defaultComparisonSlot places them there (symplectic Euler, RK4,
/// implicit Euler and XPBD), where a method that does not model orientations gives way on a
/// scene with solids to the first of its family that does (velocity constraints for XPBD),
/// each at half its stability limit and at most 1/60 s.
ComparisonPlan defaultComparisonPlan(const Scene& scene);

/// Force evaluations (or sweeps over all springs) one step of `choice` costs, as its method
/// declares them with the choice's parameters (Integrator::evaluationsPerStep(): the stage count
/// of an explicit method, an adaptive one's per internal step taken as one; 2 per Newton
/// iteration of an implicit one; the iteration or sweep count of an iterative solver).
/// Linear-solver work is not counted. ≥ 1; 1 for an unknown id.
int nominalEvaluations(const IntegratorChoice& choice);

/// The stability limit a comparison chooses a method's dt from.
struct MethodLimit {
    /// s; +∞ when no limit was found (stable at every dt tried or predicted); 0 when no dt
    /// was stable.
    double dt = 0.0;
    bool predicted = false; ///< from the spectrum (predictedStableDt()), else by bisection
};

/// For each id (default parameters, the scene's dt as a start): the limit predicted from the
/// scene's spectrum at t = 0 when the method has an amplification matrix and a positive limit,
/// else the measured one (stabilityLimits() over `duration` s, 2 %; a limit equal to
/// `duration` counts as none, +∞). Progress counts one unit per id. Throws
/// AnalysisCancelled when options.cancel is set.
std::vector<MethodLimit> comparisonLimits(const Scene& scene, const std::vector<std::string>& ids,
                                          double duration = 0.5,
                                          const AnalysisOptions& options = {});

/// The runs of `plan`, one per method with default parameters, in the plan's order. Their dt:
/// Common: plan.dt (or the scene's); StabilityFraction: min(plan.fraction × limit, plan.maxDt)
/// with `limits` in the order of plan.integrators (+∞ → maxDt; 0 → the scene's dt); EqualCost:
/// dt·eᵢ/e_min with eᵢ = nominalEvaluations() and dt = plan.dt (or the scene's), so eᵢ/dtᵢ is
/// the same for every run. Throws std::invalid_argument for an unknown id, or for
/// StabilityFraction when `limits` has not one entry per method.
std::vector<RunSpec> planComparisonRuns(const Scene& scene, const ComparisonPlan& plan,
                                        const std::vector<MethodLimit>& limits = {});

} // namespace clothlab::core
