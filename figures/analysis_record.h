// A finished analysis (issue #5) as data: a convergence study, stability limits or a
// stiffness sweep, with the scene it ran on; shown by the workbench's Analysis dialog and
// written into the report.
#pragma once

#include "core/analysis/convergence.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/stiffness_sweep.h"
#include "core/analysis/work_precision.h"
#include "core/base/message.h"

#include <QDateTime>
#include <QString>
#include <optional>
#include <variant>
#include <vector>

namespace clothlab::figures {

/// One stability-limit analysis: the limits and what they were searched with.
struct StabilityAnalysis {
    std::vector<core::StabilityResult> limits;
    double duration = 0.0;  ///< s, length of each trial run
    double tolerance = 0.0; ///< relative bisection tolerance (0.02 = 2 %)
    core::Message premise;  ///< why a limit may be contact's rather than a mode's; often empty
};

/// A convergence study with its duration (the core result carries the reference).
struct ConvergenceAnalysis {
    core::ConvergenceResult result;
    double duration = 0.0; ///< s, the final time at which errors are measured
    core::Message premise; ///< why the orders are not meaningful; empty when they are
};

/// A stiffness sweep with the scene's k⁺ of the swept kind (to label the x axis in N/m).
struct SweepAnalysis {
    core::StiffnessSweepResult result;
    double baseStiffness = 0.0; ///< N/m, k⁺ of the swept kind at scale 1; 0 for every kind
    double tolerance = 0.0;
};

/// A work–precision analysis and the accuracy the user asked a recommendation for.
struct WorkPrecisionAnalysis {
    core::WorkPrecisionResult result;
    std::optional<double> accuracy; ///< m; none: no recommendation
    core::WorkMeasure measure = core::WorkMeasure::CpuSeconds;
    core::Message premise; ///< why the errors are contact's; empty when they are smooth
};

/// The stiffness sweep's work–precision mode: the cheapest method for one accuracy at each
/// stiffness, with the scene's k⁺ of the swept kind (to label the x axis in N/m).
struct CrossoverAnalysis {
    core::StiffnessCrossoverResult result;
    double baseStiffness = 0.0; ///< N/m; 0 for every kind
};

/// What an analysis produces.
using AnalysisData = std::variant<ConvergenceAnalysis, StabilityAnalysis, SweepAnalysis,
                                  WorkPrecisionAnalysis, CrossoverAnalysis>;

/// One finished analysis and the scene it ran on.
struct AnalysisRecord {
    /// In the order of AnalysisData's alternatives.
    enum class Kind { Convergence, Stability, StiffnessSweep, WorkPrecision, StiffnessCrossover };

    QString sceneName;
    QDateTime finished;
    AnalysisData data;

    Kind kind() const { return static_cast<Kind>(data.index()); }
};

/// The translated name of an analysis kind ("Convergence study").
QString analysisKindName(AnalysisRecord::Kind kind);
/// "Convergence study · Spring oscillator · 14:02:31".
QString analysisTitle(const AnalysisRecord& record);

} // namespace clothlab::figures
