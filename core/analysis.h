// Analyses over several runs of one scene (DESIGN §4): comparison against a reference at
// common sample times, convergence study over step sizes, stability limit by bisection.
// Independent runs are spread over worker threads; every result is deterministic (each run
// is computed alone, whatever thread runs it).
#pragma once

#include "core/amplification.h"
#include "core/message.h"
#include "core/scene.h"
#include "core/simulation.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace clothlab::core {

/// Progress callback: (finished work units, total). Called from worker threads, serialised.
using ProgressFunction = std::function<void(int done, int total)>;

/// Shared options of the analyses.
struct AnalysisOptions {
    int threads = 0;                           ///< 0 = one per hardware thread
    ProgressFunction progress;                 ///< may be empty
    const std::atomic<bool>* cancel = nullptr; ///< checked between steps; may be null
};

/// Thrown when AnalysisOptions::cancel was set.
struct AnalysisCancelled : std::runtime_error {
    AnalysisCancelled() : std::runtime_error("analysis cancelled") {}
};

/// The default reference: dop853 at a tight tolerance (1e-11), frame step dt.
IntegratorChoice defaultReference(double dt);

/// RMS and max over free particles of |x_i − y_i| (m).
struct TrajectoryError {
    double rms = 0.0;
    double max = 0.0;
};
TrajectoryError trajectoryError(const System& system, const Eigen::Matrix3Xd& x,
                                const Eigen::Matrix3Xd& reference);

/// One sample of one run in a comparison.
struct ComparisonSample {
    double time = 0.0;
    TrajectoryError error;
    double residual = 0.0; ///< energy residual, J
};

struct ComparisonRun {
    IntegratorChoice integrator;
    std::vector<ComparisonSample> samples;
    std::optional<BlowUp> blowUp; ///< samples stop at the blow-up
};

struct ComparisonResult {
    IntegratorChoice reference;
    std::vector<double> times;
    std::vector<ComparisonRun> runs;
};

/// Runs every choice and the reference from the scene's initial state to `duration`,
/// sampled every `sampleInterval` seconds (each a whole number of every run's dt).
/// Throws std::invalid_argument when a dt does not divide the sample interval.
ComparisonResult compareRuns(const Scene& scene, const std::vector<IntegratorChoice>& runs,
                             const IntegratorChoice& reference, double duration,
                             double sampleInterval, const AnalysisOptions& options = {});

/// Error at the final time for one (integrator, dt).
struct ConvergencePoint {
    double dt = 0.0;
    TrajectoryError error;
    std::optional<double> observedOrder; ///< log(e_prev/e)/log(dt_prev/dt); none for the first
    std::optional<BlowUp> blowUp;
};

struct ConvergenceSeries {
    IntegratorChoice integrator; ///< dt is the first of the study
    std::vector<ConvergencePoint> points;
    std::optional<double> fittedOrder; ///< least-squares slope of log e_rms against log dt
};

struct ConvergenceResult {
    IntegratorChoice reference;
    std::vector<ConvergenceSeries> series;
};

/// For each integrator and each dt (sorted decreasing), the error at `duration` against the
/// reference. `duration` must be a whole number of every dt.
ConvergenceResult convergenceStudy(const Scene& scene,
                                   const std::vector<IntegratorChoice>& integrators,
                                   std::vector<double> dts, double duration,
                                   const IntegratorChoice& reference,
                                   const AnalysisOptions& options = {});

struct StabilityResult {
    IntegratorChoice integrator;
    double maxStableDt = 0.0; ///< s; 0 when not even the smallest tried dt was stable
    int runs = 0;             ///< simulations it took
    /// s, predicted from the spectrum (predictedStableDt(), amplification.h): +∞ when no mode
    /// limits it; empty when the method has no amplification matrix or the scene no spectrum.
    std::optional<double> predictedDt;
    Message predictedReason; ///< why predictedDt is empty
    /// The prediction at maxStableDt: the fastest-growing mode there (rate 0 when none grows
    /// at it); empty without a prediction. With rate > 0 the measured limit lies above the
    /// predicted one because the trial ended before that mode grew enough to show.
    std::optional<ModeGrowth> growthAtLimit;
};

/// The largest dt (within `relativeTolerance`, default 2 %) for which a run over `duration`
/// stays bounded: it does not blow up (Simulation), and its spring and air damping do not carry
/// off more energy than the scene lost and the wind brought by over 5 % of the scene's energy
/// scale (the trace of an unstable mode held in check by the springs' nonlinearity).
/// Bracket from the integrator's dt by doubling/halving, then bisect.
/// Each result also carries the limit predicted from the spectrum of the scene at t = 0.
std::vector<StabilityResult> stabilityLimits(const Scene& scene,
                                             const std::vector<IntegratorChoice>& integrators,
                                             double duration, double relativeTolerance = 0.02,
                                             const AnalysisOptions& options = {});

/// The scene with the stretch and compression stiffness (k⁺, k⁻) of one spring kind, or of
/// every kind when `kind` is empty, multiplied by `scale` (> 0). Damping c is unchanged, so a
/// sweep isolates the stiffness.
Scene scaleStiffness(Scene scene, std::optional<SpringKind> kind, double scale);

/// Stability limits of several integrators at several stiffnesses.
struct StiffnessSweepResult {
    std::optional<SpringKind> kind; ///< the kind scaled; empty = every kind
    std::vector<double> scales;     ///< factors on the scene's k⁺ and k⁻, increasing
    double duration = 0.0;          ///< s, length of each trial run
    /// limits[i][p]: integrator i at scales[p]. A limit equal to `duration` means stable at
    /// every dt tried (a lower bound).
    std::vector<std::vector<StabilityResult>> limits;
};

/// For each integrator and each scale (sorted increasing), the stability limit of
/// stabilityLimits() on scaleStiffness(scene, kind, scale). Progress counts one unit per
/// (integrator, scale). Throws std::invalid_argument for a non-positive scale or duration.
StiffnessSweepResult stiffnessSweep(const Scene& scene,
                                    const std::vector<IntegratorChoice>& integrators,
                                    std::optional<SpringKind> kind, std::vector<double> scales,
                                    double duration, double relativeTolerance = 0.02,
                                    const AnalysisOptions& options = {});

/// Least-squares slope of log(y) against log(x) over the pairs with x, y > 0.
std::optional<double> fittedLogSlope(const std::vector<double>& x, const std::vector<double>& y);

} // namespace clothlab::core
