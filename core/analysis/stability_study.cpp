#include "core/analysis/stability_study.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace clothlab::core {

namespace {

/// ρ(A) ≤ 1 up to the tolerance the core's prediction uses.
constexpr double kRadiusTolerance = 1e-9;

bool sameMethod(const IntegratorChoice& a, const IntegratorChoice& b) {
    return a.id == b.id && a.parameters == b.parameters;
}

StabilityRunResult studyRun(const StabilityRunInput& run, const Spectrum& spectrum) {
    StabilityRunResult result;
    result.run = run;
    result.limit = predictedStableDt(run.choice, spectrum);
    result.points = modePoints(spectrum, run.choice.dt);
    result.growth = fastestGrowth(run.choice, spectrum, run.choice.dt);
    result.outside.assign(result.points.size(), false);
    for (std::size_t k = 0; k < result.points.size(); ++k) {
        const std::complex<double> z = result.points[k];
        const std::optional<double> radius = radiusAt(run.choice, z, spectrum.velocityRetention);
        result.outside[k] = radius && *radius > 1.0 + kRadiusTolerance;
        // A growing mode (Re λ > 0) grows in the exact solution too, and λ = 0 is a free
        // motion: neither is the method's fault, as in predictedStableDt().
        if (result.outside[k] && z.real() <= 0.0 && std::abs(z) > 0.0) {
            ++result.outsideCount;
        }
    }
    return result;
}

/// The box around every run's mode points, wide enough along Re z that the boundary near
/// the imaginary axis (explicit Euler's parabola Re z ≈ −(Im z)²/2) shows where the points
/// cross it.
PlaneBox zoomBox(const std::vector<StabilityRunResult>& runs, const PlaneBox& whole) {
    double reMin = 0.0;
    double reMax = 0.0;
    double imMax = 0.0;
    for (const StabilityRunResult& run : runs) {
        for (const std::complex<double>& z : run.points) {
            if (std::isfinite(z.real()) && std::isfinite(z.imag())) {
                reMin = std::min(reMin, z.real());
                reMax = std::max(reMax, z.real());
                imMax = std::max(imMax, z.imag());
            }
        }
    }
    const double size = std::max(reMax - reMin, imMax);
    if (!(size > 0.0)) {
        return whole;
    }
    const double pad = 0.1 * std::max(reMax - reMin, 0.05 * imMax);
    PlaneBox box;
    box.reMin = reMin - pad;
    box.reMax = reMax + pad;
    box.imMax = imMax > 0.0 ? 1.1 * imMax : size;
    return box;
}

std::vector<DispersionSample> dispersionCurve(const IntegratorChoice& choice, double lower,
                                              double upper, int count) {
    std::vector<DispersionSample> curve;
    for (int k = 0; k < count; ++k) {
        const double omegaH =
            lower * std::pow(upper / lower, static_cast<double>(k) / std::max(1, count - 1));
        const std::optional<DispersionPoint> point = dispersionAt(choice, omegaH, 0.0);
        if (!point) {
            return {};
        }
        curve.push_back({omegaH, point->dampingRatio, point->periodError});
    }
    return curve;
}

/// The per-mode boundary over 0 ≤ ζ ≤ `top`: denser towards ζ = 0, where explicit Euler's
/// ω·h = 2ζ and the second-order schemes' limits change fastest.
std::vector<std::pair<double, double>> perModeBoundary(const IntegratorChoice& choice, double top,
                                                       int count, double retention) {
    std::vector<std::pair<double, double>> curve;
    for (int k = 0; k < count; ++k) {
        const double s = static_cast<double>(k) / std::max(1, count - 1);
        const double zeta = top * s * s;
        const std::optional<double> omegaH = stableOmegaH(choice, zeta, retention);
        if (!omegaH) {
            return {};
        }
        curve.emplace_back(zeta, *omegaH);
    }
    return curve;
}

StabilityMethod studyMethod(std::size_t runIndex, const StabilityStudy& study,
                            const StabilityStudyOptions& options) {
    const StabilityRunInput& run = study.runs[runIndex].run;
    StabilityMethod method;
    method.choice = run.choice;
    method.firstRun = runIndex;
    const int columns = options.gridColumns;
    const int rows = options.gridRows;
    const double r = study.spectrum.velocityRetention;
    method.zoomed = stabilityRegion(run.choice, study.zoom.reMin, study.zoom.reMax,
                                    study.zoom.imMax, columns, rows, r);
    if (!method.zoomed) {
        method.reason = amplificationMatrix(run.choice, run.choice.dt, 1.0, 0.0).reason;
        return method;
    }
    method.whole = stabilityRegion(run.choice, study.whole.reMin, study.whole.reMax,
                                   study.whole.imMax, columns, rows, r);
    method.dispersion =
        dispersionCurve(run.choice, study.omegaHMin, study.omegaHMax, options.dispersionPoints);
    method.perModeZoomed = perModeBoundary(run.choice, study.zetaMax, options.perModePoints, r);
    method.perModeWhole = perModeBoundary(run.choice, 1.0, options.perModePoints, r);
    return method;
}

/// The ω·h range of the curves: 10⁻²…10, widened to the runs' modes (within 10⁻⁴…10³).
void dispersionRange(StabilityStudy& study) {
    double lowest = std::numeric_limits<double>::infinity();
    double highest = 0.0;
    for (const StabilityRunResult& run : study.runs) {
        for (const std::complex<double>& z : run.points) {
            const double omegaH = std::abs(z);
            if (omegaH > 0.0 && std::isfinite(omegaH)) {
                lowest = std::min(lowest, omegaH);
                highest = std::max(highest, omegaH);
            }
        }
    }
    study.omegaHMin = std::isfinite(lowest) ? std::clamp(0.5 * lowest, 1e-4, 1e-2) : 1e-2;
    study.omegaHMax = std::clamp(2.0 * highest, 10.0, 1e3);
}

/// The zoomed per-mode view's ζ range: above the oscillating modes up to their 95th
/// percentile, at least 0.02, at most 1. Modes on the negative real axis (ζ = 1: at rest
/// length a cloth has no transverse stiffness, and damping alone moves those) and the few
/// most damped oscillating ones are left to the whole view.
void zetaRange(StabilityStudy& study) {
    std::vector<double> zetas;
    for (const StabilityRunResult& run : study.runs) {
        for (const std::complex<double>& z : run.points) {
            const Mode m = modeOf(z); // ω·h and ζ of the point
            if (m.omega > 0.0 && std::isfinite(m.omega) && m.re <= 0.0 && m.im > 0.0) {
                zetas.push_back(m.dampingRatio);
            }
        }
    }
    if (zetas.empty()) {
        study.zetaMax = 1.0;
        return;
    }
    const auto at = zetas.begin() + static_cast<std::ptrdiff_t>(0.95 * (zetas.size() - 1));
    std::nth_element(zetas.begin(), at, zetas.end());
    study.zetaMax = std::clamp(1.3 * *at, 0.02, 1.0);
}

/// The stiffest mode's shape and the spring kind of each run's limiting mode, from one
/// symmetric eigenproblem of the linearisation the spectrum came from.
void studyModeShapes(const Scene& scene, SceneLinearisation linearisation, StabilityStudy& study) {
    if (study.spectrum.modes.empty() || !(study.spectrum.modes.back().omega > 0.0)) {
        return;
    }
    const ShapeModes modes = shapeModes(std::move(linearisation));
    const double highest = study.spectrum.modes.back().omega;
    study.stiffest = modeShapeNear(scene, modes, highest);
    std::vector<std::pair<double, SpringKind>> known{{highest, dominantKind(*study.stiffest)}};
    double fastest = 0.0;
    for (std::size_t r = 0; r < study.runs.size(); ++r) {
        const std::optional<ModeGrowth>& growth = study.runs[r].growth;
        if (growth && growth->rate > fastest && growth->omega > 0.0) {
            fastest = growth->rate;
            study.growingRun = r;
        }
    }
    if (fastest > 0.0) {
        study.growing = modeShapeNear(scene, modes, study.runs[study.growingRun].growth->omega);
    }
    for (StabilityRunResult& run : study.runs) {
        const double omega = run.limit.omega;
        if (!run.limit.dt || !std::isfinite(*run.limit.dt) || !(omega > 0.0)) {
            continue;
        }
        const auto same = std::find_if(known.begin(), known.end(), [omega](const auto& entry) {
            return std::abs(entry.first - omega) <= 1e-9 * omega;
        });
        if (same != known.end()) {
            run.limitKind = same->second;
            continue;
        }
        const SpringKind kind = dominantKind(modeShapeNear(scene, modes, omega));
        known.emplace_back(omega, kind);
        run.limitKind = kind;
    }
}

} // namespace

std::vector<StabilityRunInput> stabilityRuns(const Scene& scene, bool comparison) {
    std::vector<StabilityRunInput> runs;
    if (comparison && !scene.runs.empty()) {
        for (std::size_t r = 0; r < scene.runs.size(); ++r) {
            const RunSpec& spec = scene.runs[r];
            runs.push_back({effectiveIntegrator(spec), r, spec.label, spec.color});
        }
        return runs;
    }
    runs.push_back({scene.integrator, std::nullopt, {}, {}});
    return runs;
}

namespace {

StabilityStudy studyOf(const Scene& scene, SceneLinearisation linearisation,
                       const std::vector<StabilityRunInput>& runs,
                       const StabilityStudyOptions& options) {
    StabilityStudy study;
    study.spectrum = sceneSpectrum(linearisation);
    for (const StabilityRunInput& run : runs) {
        study.runs.push_back(studyRun(run, study.spectrum));
    }
    study.zoom = zoomBox(study.runs, study.whole);
    dispersionRange(study);
    zetaRange(study);
    for (std::size_t r = 0; r < runs.size(); ++r) {
        const bool seen =
            std::any_of(study.methods.begin(), study.methods.end(), [&](const StabilityMethod& m) {
                return sameMethod(m.choice, runs[r].choice);
            });
        if (!seen) {
            study.methods.push_back(studyMethod(r, study, options));
        }
    }
    if (options.modeShapes) {
        studyModeShapes(scene, std::move(linearisation), study);
    }
    return study;
}

} // namespace

StabilityStudyOptions tableOnlyOptions() {
    StabilityStudyOptions options;
    options.gridColumns = 2;
    options.gridRows = 2;
    options.dispersionPoints = 2;
    options.perModePoints = 2;
    return options;
}

StabilityStudy computeStability(const Scene& scene, const std::vector<StabilityRunInput>& runs,
                                const StabilityStudyOptions& options) {
    return studyOf(scene, sceneLinearisation(scene), runs, options);
}

StabilityStudy computeStability(const Scene& scene, const StudyState& state,
                                const std::vector<StabilityRunInput>& runs,
                                const StabilityStudyOptions& options) {
    StabilityStudy study =
        studyOf(scene, sceneLinearisation(scene, state.positions, state.velocities), runs, options);
    study.stateTime = state.time;
    study.stateRun = state.run;
    return study;
}

} // namespace clothlab::core
