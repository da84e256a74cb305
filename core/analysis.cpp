// Analyses of DESIGN §4. Each run is an ordinary Simulation built from the scene, so every
// analysis sees exactly the physics of a single run; the only shared state between worker
// threads is the task counter, the progress callback (under a mutex) and the first error.
#include "core/analysis.h"

#include "core/amplification.h"
#include "core/analysis_detail.h"
#include "core/parallel.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <stdexcept>
#include <thread>

namespace clothlab::core {

namespace detail {

long wholeSteps(double interval, double dt, const char* what) {
    const double steps = interval / dt;
    // Checked before the cast: a huge interval or a tiny dt must not overflow a long.
    if (!(steps <= static_cast<double>(kMaxRunSteps))) {
        throw MessageError(stepsFor(interval, dt, what).problem);
    }
    const long rounded = std::lround(steps);
    if (rounded < 1 || std::abs(steps - static_cast<double>(rounded)) > 1e-9 * steps) {
        throw std::invalid_argument(std::string(what) + " must be a whole number of time steps: " +
                                    std::to_string(interval) + " s / dt " + std::to_string(dt) +
                                    " s = " + std::to_string(steps));
    }
    return rounded;
}

bool advanceChecked(Simulation& sim, long steps, const Progress& progress) {
    for (long n = 0; n < steps; ++n) {
        if ((n & 255) == 0) {
            progress.checkCancel();
        }
        if (!sim.step()) {
            return false;
        }
    }
    return true;
}

} // namespace detail

using detail::advanceChecked;
using detail::Progress;
using detail::wholeSteps;

IntegratorChoice defaultReference(double dt) {
    return {"dop853", dt, {{"tolerance", 1e-11}}};
}

TrajectoryError trajectoryError(const System& system, const Eigen::Matrix3Xd& x,
                                const Eigen::Matrix3Xd& reference) {
    TrajectoryError error;
    int free = 0;
    double sum2 = 0.0;
    for (int i = 0; i < system.particleCount(); ++i) {
        if (system.isPinned(i)) {
            continue;
        }
        const double d = (x.col(i) - reference.col(i)).norm();
        sum2 += d * d;
        error.max = std::max(error.max, d);
        ++free;
    }
    error.rms = free > 0 ? std::sqrt(sum2 / free) : 0.0;
    return error;
}

ComparisonResult compareRuns(const Scene& scene, const std::vector<IntegratorChoice>& runs,
                             const IntegratorChoice& reference, double duration,
                             double sampleInterval, const AnalysisOptions& options) {
    const long sampleCount = wholeSteps(duration, sampleInterval, "the duration");
    std::vector<long> stepsPerSample;
    for (const IntegratorChoice& run : runs) {
        stepsPerSample.push_back(wholeSteps(sampleInterval, run.dt, "the sample interval"));
        wholeSteps(duration, run.dt, "the duration");
    }
    const long referenceSteps = wholeSteps(sampleInterval, reference.dt, "the sample interval");
    wholeSteps(duration, reference.dt, "the duration");
    ComparisonResult result;
    result.reference = reference;
    for (long k = 1; k <= sampleCount; ++k) {
        result.times.push_back(static_cast<double>(k) * sampleInterval);
    }
    Progress progress(options, static_cast<int>(runs.size()) + 1);

    // The reference first, keeping its positions at every sample; then the runs in parallel.
    std::vector<Eigen::Matrix3Xd> referencePositions;
    Simulation ref = makeSimulation(scene, reference);
    for (long k = 0; k < sampleCount; ++k) {
        if (!advanceChecked(ref, referenceSteps, progress)) {
            throw std::runtime_error("the reference run (" + reference.id + ") blew up at t = " +
                                     std::to_string(ref.blowUp()->time) + " s");
        }
        referencePositions.push_back(ref.system().positions());
    }
    progress.advance();

    result.runs.resize(runs.size());
    parallelFor(static_cast<int>(runs.size()), options.threads, [&](int r) {
        ComparisonRun& out = result.runs[static_cast<std::size_t>(r)];
        out.integrator = runs[static_cast<std::size_t>(r)];
        Simulation sim = makeSimulation(scene, out.integrator);
        for (long k = 0; k < sampleCount; ++k) {
            if (!advanceChecked(sim, stepsPerSample[static_cast<std::size_t>(r)], progress)) {
                out.blowUp = sim.blowUp();
                break;
            }
            out.samples.push_back({result.times[static_cast<std::size_t>(k)],
                                   trajectoryError(sim.system(), sim.system().positions(),
                                                   referencePositions[static_cast<std::size_t>(k)]),
                                   sim.energy().residual()});
        }
        progress.advance();
    });
    return result;
}

std::optional<double> fittedLogSlope(const std::vector<double>& x, const std::vector<double>& y) {
    double n = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, sxy = 0.0;
    for (std::size_t k = 0; k < std::min(x.size(), y.size()); ++k) {
        if (x[k] > 0.0 && y[k] > 0.0) {
            const double lx = std::log(x[k]);
            const double ly = std::log(y[k]);
            n += 1.0;
            sx += lx;
            sy += ly;
            sxx += lx * lx;
            sxy += lx * ly;
        }
    }
    const double denominator = n * sxx - sx * sx;
    if (n < 2.0 || denominator <= 0.0) {
        return std::nullopt;
    }
    return (n * sxy - sx * sy) / denominator;
}

ConvergenceResult convergenceStudy(const Scene& scene,
                                   const std::vector<IntegratorChoice>& integrators,
                                   std::vector<double> dts, double duration,
                                   const IntegratorChoice& reference,
                                   const AnalysisOptions& options) {
    std::sort(dts.begin(), dts.end(), std::greater<>());
    for (double dt : dts) {
        wholeSteps(duration, dt, "the duration");
    }
    const long referenceSteps = wholeSteps(duration, reference.dt, "the duration");
    const int perSeries = static_cast<int>(dts.size());
    const int tasks = static_cast<int>(integrators.size()) * perSeries + 1;
    Progress progress(options, tasks);

    // Every run, the reference included, goes to the final time in parallel; only final
    // positions are kept.
    std::vector<Eigen::Matrix3Xd> finals(static_cast<std::size_t>(tasks));
    std::vector<std::optional<BlowUp>> blowUps(static_cast<std::size_t>(tasks));
    parallelFor(tasks, options.threads, [&](int task) {
        IntegratorChoice choice = reference;
        long steps = referenceSteps;
        if (task > 0) {
            choice = integrators[static_cast<std::size_t>((task - 1) / perSeries)];
            choice.dt = dts[static_cast<std::size_t>((task - 1) % perSeries)];
            steps = wholeSteps(duration, choice.dt, "the duration");
        }
        Simulation sim = makeSimulation(scene, choice);
        if (!advanceChecked(sim, steps, progress)) {
            blowUps[static_cast<std::size_t>(task)] = sim.blowUp();
        }
        finals[static_cast<std::size_t>(task)] = sim.system().positions();
        progress.advance();
    });
    if (blowUps[0]) {
        throw std::runtime_error("the reference run (" + reference.id +
                                 ") blew up at t = " + std::to_string(blowUps[0]->time) + " s");
    }
    const System system = buildSystem(scene);

    ConvergenceResult result;
    result.reference = reference;
    for (std::size_t s = 0; s < integrators.size(); ++s) {
        ConvergenceSeries series;
        series.integrator = integrators[s];
        std::vector<double> xs, ys;
        for (int d = 0; d < perSeries; ++d) {
            const std::size_t task =
                1 + s * static_cast<std::size_t>(perSeries) + static_cast<std::size_t>(d);
            ConvergencePoint point;
            point.dt = dts[static_cast<std::size_t>(d)];
            point.blowUp = blowUps[task];
            point.error = point.blowUp ? TrajectoryError{HUGE_VAL, HUGE_VAL}
                                       : trajectoryError(system, finals[task], finals[0]);
            if (!series.points.empty() && !point.blowUp && !series.points.back().blowUp) {
                const ConvergencePoint& previous = series.points.back();
                if (previous.error.rms > 0.0 && point.error.rms > 0.0) {
                    point.observedOrder = std::log(previous.error.rms / point.error.rms) /
                                          std::log(previous.dt / point.dt);
                }
            }
            if (!point.blowUp) {
                xs.push_back(point.dt);
                ys.push_back(point.error.rms);
            }
            series.points.push_back(point);
        }
        series.integrator.dt = dts.front();
        series.fittedOrder = fittedLogSlope(xs, ys);
        result.series.push_back(std::move(series));
    }
    return result;
}

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
    while (hi / lo > 1.0 + tolerance) {
        const double middle = std::sqrt(lo * hi);
        (test(middle) ? lo : hi) = middle;
    }
    result.maxStableDt = lo;
    return result;
}

void checkStabilityInput(double duration, double relativeTolerance) {
    if (!(duration > 0.0) || !(relativeTolerance > 0.0)) {
        throw std::invalid_argument("duration and tolerance must be positive");
    }
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

Scene scaleStiffness(Scene scene, std::optional<SpringKind> kind, double scale) {
    if (!(scale > 0.0)) {
        throw std::invalid_argument("a stiffness scale must be positive");
    }
    for (SpringKind k : kAllSpringKinds) {
        if (!kind || *kind == k) {
            scene.stiffness[k].stretch *= scale;
            scene.stiffness[k].compression *= scale;
        }
    }
    return scene;
}

StiffnessSweepResult stiffnessSweep(const Scene& scene,
                                    const std::vector<IntegratorChoice>& integrators,
                                    std::optional<SpringKind> kind, std::vector<double> scales,
                                    double duration, double relativeTolerance,
                                    const AnalysisOptions& options) {
    checkStabilityInput(duration, relativeTolerance);
    std::sort(scales.begin(), scales.end());
    std::vector<Scene> scaled;
    for (double scale : scales) {
        scaled.push_back(scaleStiffness(scene, kind, scale));
    }
    StiffnessSweepResult result{kind, scales, duration, {}};
    const std::size_t points = scales.size();
    result.limits.assign(integrators.size(), std::vector<StabilityResult>(points));
    // One task per (integrator, scale): the searches are independent, and this grain keeps
    // the worker threads busy and the progress fine.
    const int tasks = static_cast<int>(integrators.size() * points);
    Progress progress(options, tasks);
    parallelFor(tasks, options.threads, [&](int task) {
        const std::size_t i = static_cast<std::size_t>(task) / points;
        const std::size_t p = static_cast<std::size_t>(task) % points;
        result.limits[i][p] =
            searchLimit(scaled[p], integrators[i], duration, relativeTolerance, progress);
        progress.advance();
    });
    return result;
}

} // namespace clothlab::core
