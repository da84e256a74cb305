#include "core/analysis/comparison_plan.h"

#include "core/analysis/amplification.h"
#include "core/analysis/stability_limits.h"
#include "core/integrators/integrator.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace clothlab::core {

namespace {

bool hasSolids(const Scene& scene) {
    return std::any_of(scene.bodies.begin(), scene.bodies.end(), [](const BodySpec& body) {
        return std::holds_alternative<SolidSpec>(body);
    });
}

/// A parameter's value in `choice`, else its declared default (0 when not declared).
double parameterValue(const IntegratorChoice& choice, const IntegratorInfo& info,
                      std::string_view id) {
    for (const auto& [key, value] : choice.parameters) {
        if (key == id) {
            return value;
        }
    }
    for (const ParameterSpec& spec : info.parameters) {
        if (spec.id == id) {
            return spec.defaultValue;
        }
    }
    return 0.0;
}

} // namespace

ComparisonPlan defaultComparisonPlan(const Scene& scene) {
    if (scene.comparison) {
        return *scene.comparison;
    }
    ComparisonPlan plan;
    plan.integrators = {"symplectic-euler", "rk4", "implicit-euler",
                        hasSolids(scene) ? "velocity-constraints" : "xpbd"};
    return plan;
}

int nominalEvaluations(const IntegratorChoice& choice) {
    const IntegratorInfo* info = findIntegrator(choice.id);
    if (!info) {
        return 1;
    }
    const std::string& id = choice.id;
    const auto value = [&](std::string_view parameter) {
        return std::max(1, static_cast<int>(std::lround(parameterValue(choice, *info, parameter))));
    };
    if (id == "rk2" || id == "heun") {
        return 2;
    }
    if (id == "rk3" || id == "yoshida4") {
        return 3;
    }
    if (id == "rk4") {
        return 4;
    }
    if (id == "rk45") {
        return 6;
    }
    if (id == "dop853") {
        return 12;
    }
    if (id == "projective-dynamics" || id == "chebyshev") {
        return value("iterations");
    }
    if (id == "pbd") {
        return value("relaxations") + 1;
    }
    if (id == "velocity-constraints") {
        return value("iterations") + 1;
    }
    if (id == "xpbd") {
        return value("substeps") * (value("iterations") + 1);
    }
    if (info->implicit) {
        return 2 * value("newton-iterations");
    }
    return 1;
}

std::vector<MethodLimit> comparisonLimits(const Scene& scene, const std::vector<std::string>& ids,
                                          double duration, const AnalysisOptions& options) {
    std::optional<Spectrum> spectrum;
    try {
        spectrum = sceneSpectrum(scene);
    } catch (const std::exception&) {
        // No spectrum (e.g. a scene without free particles): every limit is measured.
    }
    const int total = static_cast<int>(ids.size());
    std::vector<MethodLimit> limits(ids.size());
    std::vector<IntegratorChoice> measured;
    std::vector<std::size_t> measuredAt;
    for (std::size_t k = 0; k < ids.size(); ++k) {
        const IntegratorChoice choice{ids[k], scene.integrator.dt, {}};
        if (spectrum) {
            const PredictedLimit predicted = predictedStableDt(choice, *spectrum);
            if (predicted.dt && *predicted.dt > 0.0) {
                limits[k] = {*predicted.dt, true};
                continue;
            }
        }
        measured.push_back(choice);
        measuredAt.push_back(k);
    }
    const int predictedCount = total - static_cast<int>(measured.size());
    if (options.progress) {
        options.progress(predictedCount, total);
    }
    if (measured.empty()) {
        return limits;
    }
    AnalysisOptions inner = options;
    if (options.progress) {
        inner.progress = [&options, predictedCount, total](int done, int) {
            options.progress(predictedCount + done, total);
        };
    }
    const std::vector<StabilityResult> results =
        stabilityLimits(scene, measured, duration, 0.02, inner);
    for (std::size_t m = 0; m < results.size(); ++m) {
        const double dt = results[m].maxStableDt;
        limits[measuredAt[m]] = {dt >= duration ? std::numeric_limits<double>::infinity() : dt,
                                 false};
    }
    return limits;
}

std::vector<RunSpec> planComparisonRuns(const Scene& scene, const ComparisonPlan& plan,
                                        const std::vector<MethodLimit>& limits) {
    if (plan.policy == DtPolicy::StabilityFraction && limits.size() != plan.integrators.size()) {
        throw std::invalid_argument("planComparisonRuns: one stability limit per method needed");
    }
    const double base = plan.dt.value_or(scene.integrator.dt);
    int cheapest = std::numeric_limits<int>::max();
    for (const std::string& id : plan.integrators) {
        if (!findIntegrator(id)) {
            throw std::invalid_argument("planComparisonRuns: unknown integrator " + id);
        }
        cheapest = std::min(cheapest, nominalEvaluations({id, base, {}}));
    }
    std::vector<RunSpec> runs;
    for (std::size_t k = 0; k < plan.integrators.size(); ++k) {
        RunSpec run;
        run.integrator = {plan.integrators[k], base, {}};
        if (plan.policy == DtPolicy::StabilityFraction) {
            const double limit = limits[k].dt;
            run.integrator.dt = !std::isfinite(limit) ? plan.maxDt
                                : limit > 0.0         ? std::min(plan.fraction * limit, plan.maxDt)
                                                      : scene.integrator.dt;
        } else if (plan.policy == DtPolicy::EqualCost) {
            run.integrator.dt = base * nominalEvaluations(run.integrator) / cheapest;
        }
        runs.push_back(std::move(run));
    }
    return runs;
}

} // namespace clothlab::core
