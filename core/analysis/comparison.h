// Comparison against a reference (DESIGN §4): every run from the scene's initial state, the
// error against the reference and the energy residual at common sample times.
#pragma once

#include "core/analysis/analysis.h"
#include "core/simulation/simulation.h"

#include <optional>
#include <vector>

namespace clothlab::core {

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

} // namespace clothlab::core
