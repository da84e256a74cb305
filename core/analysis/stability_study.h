// Why a method fails on a scene (issue 16): the scene's spectrum, and for each run's method
// its predicted stability limit, the scene's modes h·λ for the run's step against the
// method's region ρ(A) ≤ 1, and the method's numerical damping and dispersion over ω·h.
// The workbench's Stability dock (on a worker thread), the report, clothlab-cli and Python
// share it; its figures and tables are drawn by figures/stability_figures.h.
#pragma once

#include "core/analysis/amplification.h"
#include "core/analysis/stability_region.h"
#include "core/scene/scene.h"

#include <Eigen/Core>
#include <complex>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace clothlab::core {

/// A run as the stability study sees it: the integrator it steps with (dt already divided
/// by the substeps) and which run it is, so that a front-end names and colours it as the
/// comparison does.
struct StabilityRunInput {
    IntegratorChoice choice;
    /// Its index in the scene's runs; none for the scene's own integrator.
    std::optional<std::size_t> sceneRun;
    std::string label; ///< the run's own label as the scene gives it (may be empty)
    std::string color; ///< the run's own "#rrggbb" (may be empty: the palette's)
};

/// The runs whose methods are studied: the scene's comparison runs when `comparison` and the
/// scene has any, else the scene's own integrator as one run.
std::vector<StabilityRunInput> stabilityRuns(const Scene& scene, bool comparison);

/// A state of a run to linearise the scene about instead of its initial state.
struct StudyState {
    double time = 0.0;     ///< s, of the run
    StabilityRunInput run; ///< the run the state is of
    Eigen::Matrix3Xd positions;
    Eigen::Matrix3Xd velocities;
};

/// One run: its predicted limit and where the modes lie at its step.
struct StabilityRunResult {
    StabilityRunInput run;
    PredictedLimit limit;
    /// The spring kind that carries most of the limiting mode's strain energy; empty when the
    /// method has no prediction or no mode limits it.
    std::optional<SpringKind> limitKind;
    std::vector<std::complex<double>> points; ///< h·λ of every mode, h = run.choice.dt
    std::vector<bool> outside;                ///< per point: ρ(A) > 1 (none without a matrix)
    /// Decaying or neutral modes (Re λ ≤ 0, ω > 0) outside the region: the modes that make
    /// the run blow up at this step.
    int outsideCount = 0;
    /// The fastest-growing of them and how fast (rate 0: none grows); empty without a matrix.
    std::optional<ModeGrowth> growth;
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
    IntegratorChoice choice;  ///< dt of the first run that uses it
    std::size_t firstRun = 0; ///< index in StabilityStudy::runs of the first run that uses it
    std::optional<RegionGrid> zoomed;
    std::optional<RegionGrid> whole;
    std::vector<DispersionSample> dispersion;
    /// The per-mode region's boundary: (ζ, largest stable ω·h) from ζ = 0 up to the study's
    /// zoomed ζ range and up to 1 (stableOmegaH; +∞ where every step is stable, 0 where
    /// none is). A mode (ω, ζ) is stable at step h when ω·h lies left of the curve.
    std::vector<std::pair<double, double>> perModeZoomed;
    std::vector<std::pair<double, double>> perModeWhole;
    Message reason; ///< why there is no amplification matrix
};

/// A box of the z = h·λ plane (upper half; the region is symmetric).
struct PlaneBox {
    double reMin = -3.0;
    double reMax = 1.0;
    double imMax = 3.0;
};

struct StabilityStudy {
    Spectrum spectrum;
    std::vector<StabilityRunResult> runs;
    std::vector<StabilityMethod> methods;
    PlaneBox zoom;           ///< around the runs' mode points
    PlaneBox whole;          ///< [−3, 1] × [0, 3]
    double omegaHMin = 1e-2; ///< range of the dispersion curves
    double omegaHMax = 10.0;
    double zetaMax = 1.0;              ///< top of the zoomed per-mode view: above the runs' modes
    std::optional<ModeShape> stiffest; ///< shape of the highest mode
    /// The shape of the fastest-growing mode of all runs (the run whose growth rate is the
    /// largest, when one grows at its dt) and that run's index: the mode a blow-up is made of.
    std::optional<ModeShape> growing;
    std::size_t growingRun = 0;
    /// The state linearised about: a run's (its time and label), or none for the scene's
    /// initial state.
    std::optional<double> stateTime;
    StabilityRunInput stateRun; ///< meaningful when stateTime is set
};

/// Sizes of the study's grids and curves.
struct StabilityStudyOptions {
    int gridColumns = 120;
    int gridRows = 70;
    int dispersionPoints = 120;
    int perModePoints = 61; ///< ζ samples of each per-mode boundary
    bool modeShapes = true; ///< compute the stiffest mode and the limiting modes' kinds
};

/// Options for a study whose table alone is wanted (predicted limits, modes outside, growth):
/// the region grids and curves at their smallest.
StabilityStudyOptions tableOnlyOptions();

/// The study of `runs` on `scene`, linearised at its initial state. Throws what the core
/// throws (std::invalid_argument for scenes it cannot linearise, e.g. with solids).
StabilityStudy computeStability(const Scene& scene, const std::vector<StabilityRunInput>& runs,
                                const StabilityStudyOptions& options = {});
/// The same study linearised about `state` (of the scene's particles); throws MessageError
/// when the state does not fit the scene.
StabilityStudy computeStability(const Scene& scene, const StudyState& state,
                                const std::vector<StabilityRunInput>& runs,
                                const StabilityStudyOptions& options = {});

} // namespace clothlab::core
