// Work–precision (Hairer–Wanner, "Solving ODEs II", §IV.10): for each method a sweep over
// its step size (or tolerance, for adaptive methods), the error at the final time against
// the reference, and what the run cost: thread CPU time, steps, force evaluations and
// linear-solver iterations. From the points: the cheapest method for a target accuracy
// (interpolated along each curve in log–log), the Pareto front, the accuracies where the
// cheapest method changes, and the cheapest method as the stiffness grows.
#pragma once

#include "core/analysis/analysis.h"
#include "core/analysis/convergence.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/stiffness_sweep.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace clothlab::core {

/// How the cost of a point is counted when methods are ranked.
enum class WorkMeasure : std::uint8_t {
    CpuSeconds,  ///< thread CPU time (what the user waits for; varies between runs)
    Evaluations, ///< force evaluations + linear-solver iterations (deterministic)
    Steps,       ///< steps of the method (deterministic)
};

/// What a run did, summed over its steps.
struct WorkCounts {
    long outerSteps = 0;       ///< steps of dt the simulation took
    long steps = 0;            ///< outer steps; for adaptive methods the accepted internal ones
    long forceEvaluations = 0; ///< calls of the force model, the simulation's own per step included
    long iterations = 0;       ///< outer solver iterations (Newton, local/global, sweeps)
    long linearIterations = 0; ///< inner iterations (CG)
    long rejectedSteps = 0;    ///< rejected trial steps (adaptive methods)
    /// Force evaluations plus linear-solver iterations: a CG iteration is one sparse
    /// matrix–vector product, about the cost of one force evaluation.
    long evaluations() const { return forceEvaluations + linearIterations; }
};

/// One run of a sweep.
struct WorkPrecisionPoint {
    double dt = 0.0;                 ///< s, the simulation's step
    std::optional<double> tolerance; ///< adaptive methods: the tolerance of this point
    TrajectoryError error;           ///< at the final time against the reference; inf on blow-up
    /// Thread CPU time of the run without its warm-up (building the simulation and its first
    /// step, where caches, allocations and factorisations happen), s. Up to the blow-up.
    double cpuSeconds = 0.0;
    WorkCounts work;
    std::optional<BlowUp> blowUp;

    bool finite() const { return !blowUp && std::isfinite(error.rms); }
    double cost(WorkMeasure measure) const;
};

/// What one method is swept over: dts for a fixed-step method, tolerances at the fixed step
/// integrator.dt for an adaptive one.
struct WorkPrecisionSweep {
    IntegratorChoice integrator;
    std::vector<double> dts;        ///< s; sorted decreasing by the analysis
    std::vector<double> tolerances; ///< adaptive only; sorted decreasing (cheapest first)
};

struct WorkPrecisionSeries {
    IntegratorChoice integrator; ///< as swept (dt: the first point's)
    bool adaptive = false;
    std::vector<WorkPrecisionPoint> points; ///< in sweep order: cheapest first
};

struct WorkPrecisionResult {
    IntegratorChoice reference;
    double duration = 0.0; ///< s, where errors are measured
    std::vector<WorkPrecisionSeries> series;
};

/// True for an integrator with error control (it declares a "tolerance" parameter).
bool isAdaptive(std::string_view id);

/// 1e-3, 1e-4, …, 1e-8: the default tolerances of an adaptive method.
std::vector<double> defaultTolerances(int count = 6);

/// `count` steps from the largest baseDt·2^k (k ≤ 4) that is not above `stabilityLimit`
/// and divides `duration`, halving (baseDt when none is). Throws std::invalid_argument when
/// baseDt does not divide the duration.
std::vector<double> defaultSteps(double stabilityLimit, double baseDt, double duration,
                                 int count = 6);

/// The default sweep of each choice: the fixed-step ones over defaultSteps() from their
/// stability limit measured by stabilityLimits() over `duration` from their dt (their dt is
/// the baseDt); adaptive ones over defaultTolerances() at the largest of those steps (their
/// own dt when every choice is adaptive), since the step caps their internal steps.
std::vector<WorkPrecisionSweep> defaultSweeps(const Scene& scene,
                                              const std::vector<IntegratorChoice>& integrators,
                                              double duration, int count = 6,
                                              const AnalysisOptions& options = {});

/// The finest step of the sweeps: the smallest dt of the fixed-step ones and the step of the
/// adaptive ones (which caps their internal steps); where the reference runs.
double finestDt(const std::vector<WorkPrecisionSweep>& sweeps);

/// Runs every point of every sweep and the reference to `duration` (a whole number of every
/// dt), in parallel, each point alone on one thread (integrators get a thread budget of 1)
/// and timed there. The errors are those of convergenceStudy() at the same dt, bit for bit.
/// Throws std::invalid_argument for a dt that does not divide the duration, an empty sweep
/// or a tolerance on a non-adaptive method; std::runtime_error when the reference blows up.
WorkPrecisionResult workPrecision(const Scene& scene, std::vector<WorkPrecisionSweep> sweeps,
                                  double duration, const IntegratorChoice& reference,
                                  const AnalysisOptions& options = {});

/// The cost for one method to reach an accuracy, and the step (or tolerance) that does.
struct CostAtAccuracy {
    std::size_t series = 0;
    double cost = 0.0;               ///< in the measure asked for
    double dt = 0.0;                 ///< s; interpolated for a fixed-step method
    std::optional<double> tolerance; ///< interpolated, adaptive methods
    bool interpolated = false;       ///< false: a measured point reaches the accuracy
};

/// The cheapest way along the series' curve to an RMS error ≤ `accuracy` (m): between two
/// neighbouring finite points that straddle it, log cost and log dt (or log tolerance) are
/// interpolated linearly in log error; a measured point at or below it counts as is. None
/// when no point is that accurate (never extrapolated).
std::optional<CostAtAccuracy> costToReach(const WorkPrecisionSeries& series, double accuracy,
                                          WorkMeasure measure);

/// The cheapest method for an accuracy, the runner-up and runnerUp.cost / best.cost.
struct Recommendation {
    double accuracy = 0.0; ///< m, RMS at the final time
    WorkMeasure measure = WorkMeasure::CpuSeconds;
    CostAtAccuracy best;
    std::optional<CostAtAccuracy> runnerUp;
    std::optional<double> factor; ///< ≥ 1
};

/// None when no method reaches the accuracy.
std::optional<Recommendation> recommend(const WorkPrecisionResult& result, double accuracy,
                                        WorkMeasure measure = WorkMeasure::CpuSeconds);

/// A measured point by (series, index in the series).
struct PointIndex {
    std::size_t series = 0;
    std::size_t point = 0;
};

/// The finite points no other point beats in both cost and error, by increasing cost.
std::vector<PointIndex> paretoFront(const WorkPrecisionResult& result,
                                    WorkMeasure measure = WorkMeasure::CpuSeconds);

/// An accuracy at which the cheapest method (of recommend()) changes.
struct Crossover {
    double accuracy = 0.0;   ///< m
    double cost = 0.0;       ///< of either method there
    std::size_t coarser = 0; ///< series cheapest just above the accuracy
    std::size_t finer = 0;   ///< series cheapest just below
};

/// The crossovers over the range of measured errors, by decreasing accuracy value, each
/// located to 0.1 % in the accuracy.
std::vector<Crossover> crossovers(const WorkPrecisionResult& result,
                                  WorkMeasure measure = WorkMeasure::CpuSeconds);

/// The cheapest method for one accuracy at each stiffness scale: the stiffness sweep's
/// work–precision mode.
struct StiffnessCrossoverResult {
    std::optional<SpringKind> kind;
    std::vector<double> scales; ///< increasing
    double accuracy = 0.0;      ///< m
    WorkMeasure measure = WorkMeasure::CpuSeconds;
    std::vector<WorkPrecisionResult> results;            ///< per scale
    std::vector<std::optional<Recommendation>> cheapest; ///< per scale; none: nobody reached it
};

/// workPrecision() on scaleStiffness(scene, kind, scale) for each scale, with the same sweeps
/// at every scale (points that blow up on the stiffer scenes drop out), then recommend().
StiffnessCrossoverResult cheapestByStiffness(const Scene& scene,
                                             const std::vector<WorkPrecisionSweep>& sweeps,
                                             std::optional<SpringKind> kind,
                                             std::vector<double> scales, double duration,
                                             double accuracy, const IntegratorChoice& reference,
                                             WorkMeasure measure = WorkMeasure::CpuSeconds,
                                             const AnalysisOptions& options = {});

} // namespace clothlab::core
