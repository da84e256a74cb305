// Convergence study (DESIGN §4): the error at the final time for dt, dt/2, dt/4, …, the
// observed order per halving and the least-squares slope.
#pragma once

#include "core/analysis/analysis.h"
#include "core/simulation/simulation.h"

#include <optional>
#include <vector>

namespace clothlab::core {

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

} // namespace clothlab::core
