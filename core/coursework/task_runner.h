// What the engine computes for a coursework task, with the core's own analyses: a run to a
// time (blow-up detection), the stability limit by bisection, the convergence study's fitted
// order, the comparison against a reference, the stiffness sweep, a quantity of a run's end
// state (energy ratios, strains). The grader re-runs a submission's manifests with these;
// `solve` works an assignment with them.
#pragma once

#include "core/analysis/analysis.h"
#include "core/coursework/assignment.h"
#include "core/coursework/submission.h"

#include <map>
#include <string>

namespace clothlab::core::coursework {

/// The value of a computed task of `kind` with `settings` on `scene`: "survives" or
/// "blows-up" (Run), the largest stable dt in s (StabilityLimit), the fitted order
/// (ConvergenceOrder; NaN when the study gives none), the id of the integrator with the
/// smallest RMS error at the duration (ErrorComparison; a run that blows up has an infinite
/// error), the exponent p of dt_max ∝ scale^p (StiffnessSweep; NaN when not fitted), the
/// quantity of the run's state at the duration (Measure: assignment.h's MeasuredQuantity).
/// Throws MessageError for settings the analyses refuse (a duration of too many steps), and
/// for a Measure whose run blows up or whose quantity is undefined (E₀ = 0, no springs of
/// the kind).
TaskValue computeTask(const Scene& scene, TaskKind kind, const TaskSettings& settings,
                      const AnalysisOptions& options = {});

/// The assignment worked with the engine's own results: for each computed task a run with
/// its manifest on the assignment's scene and the answer it gives; for a numeric task the
/// stated value; a text task from `answers` (task id → text) or left unanswered. Entries of
/// `answers` replace the engine's answer for their task. Each answer's source is recorded:
/// "task-run" for the engine's, "typed" for a stated value and for `answers`. Sealed.
Submission solveAssignment(const Assignment& assignment, const std::string& studentName,
                           const std::string& studentId,
                           const std::map<std::string, TaskValue>& answers = {},
                           const AnalysisOptions& options = {});

} // namespace clothlab::core::coursework
