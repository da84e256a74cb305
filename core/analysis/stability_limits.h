// Stability limits by trial runs (DESIGN §4): the largest dt for which a run stays bounded,
// found by bracketing and bisection, beside the limit predicted from the scene's spectrum.
#pragma once

#include "core/analysis/amplification.h"
#include "core/analysis/analysis.h"
#include "core/base/message.h"

#include <optional>
#include <vector>

namespace clothlab::core {

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

/// The narrowest relative width of the final bracket: far above double precision (2.2e-16),
/// where the ends of the bracket could no longer be told apart, and reached in about 30
/// bisections from a bracket of a factor 2.
inline constexpr double kMinStabilityTolerance = 1e-9;
/// The widest (excluded): a bracket [lo, hi] with hi < 2·lo.
inline constexpr double kMaxStabilityTolerance = 1.0;

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

namespace detail {

class Progress;

/// The search of stabilityLimits() for one method (its progress counts one unit), for the
/// analyses built on it (stiffness_sweep.cpp).
StabilityResult searchLimit(const Scene& scene, const IntegratorChoice& choice, double duration,
                            double relativeTolerance, const Progress& progress);

/// Throws MessageError unless the duration is positive and the tolerance lies in
/// [kMinStabilityTolerance, kMaxStabilityTolerance).
void checkStabilityInput(double duration, double relativeTolerance);

} // namespace detail

} // namespace clothlab::core
