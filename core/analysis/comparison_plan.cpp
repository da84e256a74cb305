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

} // namespace

ComparisonPlan defaultComparisonPlan(const Scene& scene) {
    if (scene.comparison) {
        return *scene.comparison;
    }
    // The methods that declare a default slot, in slot order; on a scene with solids a method
    // that does not model orientations gives its place to the first of its family that does.
    std::vector<const IntegratorInfo*> slots;
    for (const IntegratorInfo* info : integratorCatalog()) {
        if (info->defaultComparisonSlot > 0) {
            slots.push_back(info);
        }
    }
    std::stable_sort(slots.begin(), slots.end(), [](const auto* a, const auto* b) {
        return a->defaultComparisonSlot < b->defaultComparisonSlot;
    });
    const bool solids = hasSolids(scene);
    ComparisonPlan plan;
    for (const IntegratorInfo* info : slots) {
        const IntegratorInfo* chosen = info;
        if (solids && !info->orientations) {
            const auto& catalog = integratorCatalog();
            const auto it = std::find_if(catalog.begin(), catalog.end(), [&](const auto* other) {
                return other->family == info->family && other->orientations;
            });
            chosen = it != catalog.end() ? *it : nullptr;
        }
        if (chosen) {
            plan.integrators.push_back(chosen->id);
        }
    }
    return plan;
}

int nominalEvaluations(const IntegratorChoice& choice) {
    std::unique_ptr<Integrator> method = createIntegrator(choice.id);
    if (!method) {
        return 1;
    }
    for (const auto& [key, value] : choice.parameters) {
        method->parameters().set(key, value);
    }
    return std::max(1, method->evaluationsPerStep());
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
