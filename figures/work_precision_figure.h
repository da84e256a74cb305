// The work–precision figure (issue #22): RMS error at the final time against the CPU time
// of each run, log–log, one curve per method; runs that blew up marked at the top border;
// the Pareto front as a grey band under the curves; the accuracies where the cheapest method
// changes labelled. With its caption, its table and the recommendation in words.
#pragma once

#include "core/analysis/work_precision.h"
#include "figures/analysis_figures.h"

namespace clothlab::figures {

/// The figure (fitted with a 6 % margin), caption and table of a work–precision analysis,
/// ranked by CPU time.
AnalysisPresentation presentWorkPrecision(const core::WorkPrecisionResult& result,
                                          const QString& sceneName);

/// The same, for a record: its caption ends with the recommendation when it has an accuracy.
AnalysisPresentation presentWorkPrecision(const WorkPrecisionAnalysis& analysis,
                                          const QString& sceneName);

/// The stiffness sweep's work–precision mode as a band chart: one row per method, a band over
/// the stiffnesses where it is the cheapest for the accuracy (boundaries halfway, in log k,
/// between measured stiffnesses), the stiffnesses where the winner changes labelled; a table
/// of the cheapest method, its step and cost and the runner-up at each stiffness.
AnalysisPresentation presentCrossover(const CrossoverAnalysis& analysis, const QString& sceneName);

/// "For 1e-4 m at t = 2 s: RK4 at dt ≈ 0.0012 s, 0.31 s of CPU time; runner-up Implicit
/// Euler, 3.4 × as much." — the recommendation in one translated sentence.
QString recommendationText(const core::WorkPrecisionResult& result,
                           const core::Recommendation& recommendation);

} // namespace clothlab::figures
