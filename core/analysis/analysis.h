// What every analysis of DESIGN §4 shares: options (threads, progress, cancel) and the fitted
// log–log slope; the default reference and the trajectory error come from
// core/simulation/reference.h. The analyses themselves are one
// file each: comparison.h, convergence.h, stability_limits.h, stiffness_sweep.h.
#pragma once

#include "core/scene/scene.h"
#include "core/simulation/reference.h"

#include <atomic>
#include <functional>
#include <optional>
#include <stdexcept>
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

/// Least-squares slope of log(y) against log(x) over the pairs with x, y > 0.
std::optional<double> fittedLogSlope(const std::vector<double>& x, const std::vector<double>& y);

} // namespace clothlab::core
