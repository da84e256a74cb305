// Why a method fails on a scene (issue 16): the scene's spectrum, and for each run's method
// its predicted stability limit, the scene's modes h·λ for the run's step against the
// method's region ρ(A) ≤ 1, and the method's numerical damping and dispersion over ω·h.
// Computed with the core only, so the workbench (on a worker thread), the report and
// clothlab-cli share it; figures and tables of it are in stability_figures.h.
#pragma once

#include "core/analysis/amplification.h"
#include "core/analysis/stability_region.h"
#include "core/scene/scene.h"

#include <Eigen/Core>
#include <QColor>
#include <QString>
#include <complex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace clothlab::figures {

/// A run as the stability study sees it: its name and colour as the comparison shows them,
/// and the integrator it steps with (dt already divided by the substeps).
struct StabilityRunInput {
    QString label;
    QColor color;
    core::IntegratorChoice choice;
};

/// The runs whose methods are studied: the scene's comparison runs when `comparison` and the
/// scene has any, else the scene's own integrator as one run.
std::vector<StabilityRunInput> stabilityRuns(const core::Scene& scene, bool comparison);

/// A state of a run to linearise the scene about instead of its initial state.
struct StudyState {
    double time = 0.0; ///< s, of the run
    QString run;       ///< the run's label
    Eigen::Matrix3Xd positions;
    Eigen::Matrix3Xd velocities;
};

/// One run: its predicted limit and where the modes lie at its step.
struct StabilityRunResult {
    StabilityRunInput run;
    core::PredictedLimit limit;
    /// The spring kind that carries most of the limiting mode's strain energy; empty when the
    /// method has no prediction or no mode limits it.
    std::optional<core::SpringKind> limitKind;
    std::vector<std::complex<double>> points; ///< h·λ of every mode, h = run.choice.dt
    std::vector<bool> outside;                ///< per point: ρ(A) > 1 (none without a matrix)
    /// Decaying or neutral modes (Re λ ≤ 0, ω > 0) outside the region: the modes that make
    /// the run blow up at this step.
    int outsideCount = 0;
    /// The fastest-growing of them and how fast (rate 0: none grows); empty without a matrix.
    std::optional<core::ModeGrowth> growth;
};

/// The damping and dispersion of one method at one ω·h (ζ = 0).
struct DispersionSample {
    double omegaH = 0.0;
    std::optional<double> dampingRatio;
    std::optional<double> periodError;
};

/// What is drawn once per distinct method (id and parameters): its region over the zoomed
/// and the whole view, and its damping and dispersion curves.
struct StabilityMethod {
    core::IntegratorChoice choice; ///< dt of the first run that uses it
    QString name;                  ///< translated integrator name (parameters appended)
    QColor color;                  ///< of the first run that uses it
    std::optional<core::RegionGrid> zoomed;
    std::optional<core::RegionGrid> whole;
    std::vector<DispersionSample> dispersion;
    /// The per-mode region's boundary: (ζ, largest stable ω·h) from ζ = 0 up to the study's
    /// zoomed ζ range and up to 1 (core::stableOmegaH; +∞ where every step is stable, 0 where
    /// none is). A mode (ω, ζ) is stable at step h when ω·h lies left of the curve.
    std::vector<std::pair<double, double>> perModeZoomed;
    std::vector<std::pair<double, double>> perModeWhole;
    core::Message reason; ///< why there is no amplification matrix
};

/// A box of the z = h·λ plane (upper half; the region is symmetric).
struct PlaneBox {
    double reMin = -3.0;
    double reMax = 1.0;
    double imMax = 3.0;
};

struct StabilityStudy {
    core::Spectrum spectrum;
    std::vector<StabilityRunResult> runs;
    std::vector<StabilityMethod> methods;
    PlaneBox zoom;           ///< around the runs' mode points
    PlaneBox whole;          ///< [−3, 1] × [0, 3]
    double omegaHMin = 1e-2; ///< range of the dispersion curves
    double omegaHMax = 10.0;
    double zetaMax = 1.0; ///< top of the zoomed per-mode view: above the runs' modes
    std::optional<core::ModeShape> stiffest; ///< shape of the highest mode
    /// The state linearised about: a run's (its time and label), or none for the scene's
    /// initial state.
    std::optional<double> stateTime;
    QString stateRun;
};

/// Sizes of the study's grids and curves.
struct StabilityStudyOptions {
    int gridColumns = 120;
    int gridRows = 70;
    int dispersionPoints = 120;
    int perModePoints = 61; ///< ζ samples of each per-mode boundary
    bool modeShapes = true; ///< compute the stiffest mode and the limiting modes' kinds
};

/// The study of `runs` on `scene`, linearised at its initial state. Throws what the core
/// throws (std::invalid_argument for scenes it cannot linearise, e.g. with solids).
StabilityStudy computeStability(const core::Scene& scene,
                                const std::vector<StabilityRunInput>& runs,
                                const StabilityStudyOptions& options = {});
/// The same study linearised about `state` (of the scene's particles); throws MessageError
/// when the state does not fit the scene.
StabilityStudy computeStability(const core::Scene& scene, const StudyState& state,
                                const std::vector<StabilityRunInput>& runs,
                                const StabilityStudyOptions& options = {});

} // namespace clothlab::figures
