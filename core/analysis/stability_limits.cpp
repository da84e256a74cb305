#include "core/analysis/stability_limits.h"

#include "core/analysis/amplification.h"
#include "core/analysis/analysis_detail.h"
#include "core/base/parallel.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <sstream>
#include <stdexcept>
#include <string>

namespace clothlab::core {

using detail::advanceChecked;
using detail::Progress;
using detail::wholeSteps;

namespace {

// The energy the method created and the dampers carried off, J: the dissipated work beyond
// what the scene lost and the wind brought, D − W − max(0, E₀ − E), E the mechanical energy.
// It is ≤ 0 for the exact solution (D − W = E₀ − E) whatever the scene does, and it does not
// count the bounded energy error of a stable method, which shows in E (symplectic methods near
// their limit) or lowers E (numerical damping), so min(residual, D − W) isolates what an
// unstable mode pumps through the spring and air damping.
double dissipatedExcess(const EnergyRecord& energy) {
    return std::min(energy.residual(), energy.dissipated - energy.externalWork);
}

// A trial is unstable when it blows up (non-finite, or the mechanical energy above the bound of
// SimulationOptions) or when the dampers carried off more than kDissipatedExcess times the
// energy scale. The second test is what finds a mode that left the method's region on a
// damped cloth: it grows until the springs' nonlinearity stops it, and from then on the energy
// it gains each step leaves through the damping, so the mechanical energy stays bounded while
// the residual climbs (RK4 on windy-cloth at 11 % above its predicted limit: E stays within
// twice E₀, D reaches 20 times the scale in 1 s). Stable runs of the presets keep the excess
// below 0.2 % of the scale; just past the limit of a method whose region holds a piece of the
// imaginary axis it passes 100 % within a fraction of the trial. Near the limits of explicit
// Euler, RK2 and Heun a mode grows only by exp(ω·ζ·ε·T) (tests/bench/RESULTS.md).
constexpr double kDissipatedExcess = 0.05;

// The search halves from the starting step down to this fraction of it at most. Each halving
// doubles a trial's steps, so a method the test rejects at every step (bdf2 when it still
// extrapolated through contact stops) would otherwise run trials of up to a million times the
// first one's steps: hours on a cloth. A limit below a thousandth of the scene's step is not
// one a student sets out to find.
constexpr double kSmallestTrialFraction = 1e-3;

// More than the bisections any accepted tolerance needs from the widest bracket the search
// can make (a factor 2 after doubling, 1000 after halving: log2(ln 1000 / 1e-9) ≈ 43).
constexpr int kMaxBisections = 200;

std::string shortNumber(double value) {
    std::ostringstream text;
    text.precision(6);
    text << value;
    return text.str();
}

bool stableAt(const Scene& scene, IntegratorChoice choice, double dt, double duration,
              const Progress& progress) {
    choice.dt = dt;
    // Checked before the cast: duration / dt may exceed any integer.
    const double exact = std::ceil(duration / dt - 1e-9);
    if (!(exact <= static_cast<double>(kMaxRunSteps))) {
        throw std::invalid_argument("a stability trial: " +
                                    stepsFor(duration, dt, "the duration").problem.english());
    }
    Simulation sim = makeSimulation(scene, choice);
    const long steps = std::max(1L, static_cast<long>(exact));
    const double bound = kDissipatedExcess * sim.energyBoundScale();
    for (long n = 0; n < steps; ++n) {
        if ((n & 255) == 0) {
            progress.checkCancel();
        }
        if (!sim.step() || dissipatedExcess(sim.energy()) > bound) {
            return false;
        }
    }
    return true;
}

/// The spectrum for the predicted limits, or the reason there is none (a scene with solids,
/// an eigensolver that did not converge): the search by simulation does not depend on it.
std::optional<Spectrum> predictionSpectrum(const Scene& scene, Message& reason) {
    try {
        return sceneSpectrum(scene);
    } catch (const std::exception& e) {
        reason = messageOf(e);
        return std::nullopt;
    }
}

} // namespace

namespace detail {

StabilityResult searchLimit(const Scene& scene, const IntegratorChoice& choice, double duration,
                            double tolerance, const Progress& progress) {
    StabilityResult result;
    result.integrator = choice;
    double lo = 0.0;
    double hi = 0.0;
    double dt = choice.dt;
    auto test = [&](double candidate) {
        ++result.runs;
        return stableAt(scene, choice, candidate, duration, progress);
    };
    if (test(dt)) {
        lo = dt;
        while (hi == 0.0 && lo < duration) {
            const double next = std::min(2.0 * lo, duration);
            (test(next) ? lo : hi) = next;
        }
        if (hi == 0.0) {
            result.maxStableDt = lo; // stable up to the whole duration in one step
            return result;
        }
    } else {
        hi = dt;
        while (lo == 0.0 && hi > choice.dt * kSmallestTrialFraction) {
            const double next = 0.5 * hi;
            (test(next) ? lo : hi) = next;
        }
        if (lo == 0.0) {
            return result;
        }
    }
    // Bounded twice over: a tolerance checked against kMinStabilityTolerance needs about 30
    // bisections, and a middle that rounds onto an end of the bracket ends the search.
    for (int bisections = 0; hi / lo > 1.0 + tolerance && bisections < kMaxBisections;
         ++bisections) {
        const double middle = std::sqrt(lo * hi);
        if (!(middle > lo && middle < hi)) {
            break;
        }
        (test(middle) ? lo : hi) = middle;
    }
    result.maxStableDt = lo;
    return result;
}

void checkStabilityInput(double duration, double relativeTolerance) {
    if (!(duration > 0.0) || !std::isfinite(duration)) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "stability: the duration must be a positive "
                                                "number of seconds, got %1"),
                shortNumber(duration)));
    }
    if (!(relativeTolerance >= kMinStabilityTolerance &&
          relativeTolerance < kMaxStabilityTolerance)) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "stability: the relative tolerance must be at "
                                                "least %1 and below %2, got %3"),
                shortNumber(kMinStabilityTolerance), shortNumber(kMaxStabilityTolerance),
                shortNumber(relativeTolerance)));
    }
}

} // namespace detail

using detail::checkStabilityInput;
using detail::searchLimit;

std::vector<StabilityResult> stabilityLimits(const Scene& scene,
                                             const std::vector<IntegratorChoice>& integrators,
                                             double duration, double relativeTolerance,
                                             const AnalysisOptions& options) {
    checkStabilityInput(duration, relativeTolerance);
    Message noSpectrum;
    const std::optional<Spectrum> spectrum = predictionSpectrum(scene, noSpectrum);
    std::vector<StabilityResult> results(integrators.size());
    Progress progress(options, static_cast<int>(integrators.size()));
    parallelFor(static_cast<int>(integrators.size()), options.threads, [&](int k) {
        const IntegratorChoice& choice = integrators[static_cast<std::size_t>(k)];
        StabilityResult result = searchLimit(scene, choice, duration, relativeTolerance, progress);
        if (spectrum) {
            const PredictedLimit predicted = predictedStableDt(choice, *spectrum);
            result.predictedDt = predicted.dt;
            result.predictedReason = predicted.reason;
            if (result.maxStableDt > 0.0) {
                result.growthAtLimit = fastestGrowth(choice, *spectrum, result.maxStableDt);
            }
        } else {
            result.predictedReason = noSpectrum;
        }
        results[static_cast<std::size_t>(k)] = std::move(result);
        progress.advance();
    });
    return results;
}

} // namespace clothlab::core
