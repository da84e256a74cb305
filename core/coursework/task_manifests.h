// The manifests of analyses a student ran in the window: each converged series, stability
// limit or stiffness sweep becomes a TaskRun with the settings that reproduce it and the value
// the task takes from it, the same value computeTask() gives when the grader re-runs it.
#pragma once

#include "core/analysis/convergence.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/stiffness_sweep.h"
#include "core/coursework/submission.h"

#include <vector>

namespace clothlab::core::coursework {

/// The value of a ConvergenceOrder task from one series: its fitted order, NaN when the
/// study fits none.
double convergenceTaskValue(const ConvergenceSeries& series);

/// The value of a StiffnessSweep task from one integrator's limits at `scales`: the exponent
/// p of dt_max ∝ scale^p, NaN when not fitted.
double sweepTaskValue(const std::vector<double>& scales,
                      const std::vector<StabilityResult>& limits);

/// One ConvergenceOrder run per series of `result`, a study to `duration` on `scene`.
std::vector<TaskRun> convergenceTaskRuns(const Scene& scene, const ConvergenceResult& result,
                                         double duration);

/// One StabilityLimit run per limit, found with trial runs of `duration` to `bisection`.
std::vector<TaskRun> stabilityTaskRuns(const Scene& scene,
                                       const std::vector<StabilityResult>& limits, double duration,
                                       double bisection);

/// One StiffnessSweep run per integrator of `sweep`, bisected to `bisection`.
std::vector<TaskRun> sweepTaskRuns(const Scene& scene, const StiffnessSweepResult& sweep,
                                   double bisection);

} // namespace clothlab::core::coursework
