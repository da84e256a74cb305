// What a stability study shows, without widgets: the region figure in the plane of z = h·λ,
// the damping and dispersion figures over ω·h, the table of predicted and measured limits,
// the spectrum in one line, and the sentence that explains a blow-up. The Stability dock,
// the report and clothlab-cli draw and write the same ones from here.
#pragma once

#include "core/analysis/stability_study.h"
#include "figures/analysis_figures.h"
#include "figures/analysis_record.h"
#include "figures/figure.h"

#include <optional>
#include <string>
#include <vector>

namespace clothlab::figures {

using core::StabilityMethod;
using core::StabilityRunResult;
using core::StabilityStudy;

/// What the region figure shows: the zoom box around the modes (its upper half), the whole
/// plane [−3, 1] × [−3, 3], or the whole plane with the zoom as an inset (figures for the
/// page: the report, the gallery, clothlab-cli).
enum class RegionView { Zoom, Whole, WholeWithZoom };

/// Per method its stable region shaded and its boundary ρ(A) = 1 (a parametric series,
/// polylines split by NaN points) in the colour of its first run, per run its modes h·λ
/// inside (circles) and outside (crosses) the region; the whole plane shows the conjugate
/// modes too. The zoom is fitted to the points, the whole plane to its box.
Figure regionFigure(const StabilityStudy& study, RegionView view);
/// Which region the figure draws: "ρ(A) ≤ 1 for the damped mode with eigenvalues h·λ, h·λ̄
/// (for Runge–Kutta methods |R(z)| ≤ 1)", shaded, and what the view shows.
QString regionCaption(RegionView view);

/// The per-mode region: per method the largest stable ω·h against the damping ratio ζ (log
/// ω·h axis over the study's range, ζ from 0 to 1 when `whole`, else to the study's zetaMax),
/// per run its modes (ω·dt, ζ) inside (circles) and outside (crosses). The natural picture of
/// a second-order scheme's region; a first-order method's curve is its |R(z)| ≤ 1 per mode.
Figure perModeFigure(const StabilityStudy& study, bool whole);
QString perModeCaption();
/// Which of the study's methods are drawn by |R(z)| ≤ 1 and which are second-order schemes
/// with a per-mode region, as one or two sentences (empty when neither kind is studied).
QString regionKindsText(const StabilityStudy& study);

enum class DispersionQuantity {
    Damping,     ///< algorithmic damping ratio ζ̄
    PeriodError, ///< T̄/T − 1
};
/// One curve per method over ω·h (log axis, ζ = 0), cut where it leaves −2 ≤ ζ̄ ≤ 2
/// (−1 ≤ T̄/T − 1 ≤ 3), and per run a rug of its modes' ω·dt under the curves. Fitted.
Figure dispersionFigure(const StabilityStudy& study, DispersionQuantity quantity);
QString dispersionCaption(DispersionQuantity quantity);

/// The measured stability limit (s) of `choice`'s method (id and parameters) in the latest
/// stability analysis among `analyses` that has it.
std::optional<double> measuredLimit(const std::vector<AnalysisRecord>& analyses,
                                    const core::IntegratorChoice& choice);

/// Columns of stabilityTable().
enum StabilityColumn {
    RunColumn,
    MethodColumn,
    StepColumn,
    PredictedColumn,
    LimitingModeColumn,
    OutsideColumn,
    MeasuredColumn,
    GrowthColumn,
    StabilityColumnCount
};
/// One row per run: run, method, dt, predicted stable dt, the limiting mode (ω and its spring
/// kind), modes outside the region now, the measured limit ("—" without one), and how fast the
/// fastest-growing mode grows at the run's dt (its e-folding time; "—" when none grows).
AnalysisTable stabilityTable(const StabilityStudy& study,
                             const std::vector<AnalysisRecord>& analyses);

/// "762 modes; highest ω = 352 rad/s, mostly structural springs."
QString spectrumSummary(const StabilityStudy& study);
/// Which state the modes are of: "Linearised about the initial state." or "… about the state
/// of RUN at t = … s."
QString stateText(const StabilityStudy& study);
/// How the modes were computed ("all modes, first-order system").
QString spectrumMethodText(core::SpectrumMethod method);
/// The core's reason why a method has no amplification matrix, translated (the English
/// text when it is not a known one).
QString predictionReason(const core::Message& reason);
/// One sentence for the Log when a run of `choice` (its effective step) blew up: above or
/// below the method's predicted limit, and which mode left its region.
QString blowUpExplanation(const StabilityStudy& study, const core::IntegratorChoice& choice);

} // namespace clothlab::figures
