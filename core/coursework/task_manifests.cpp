#include "core/coursework/task_manifests.h"

#include "core/analysis/analysis.h"
#include "core/io/manifest.h"
#include "core/scene/scene_io.h"

#include <cmath>
#include <limits>
#include <optional>
#include <utility>

namespace clothlab::core::coursework {

namespace {

TaskRun manifest(TaskKind kind, const Scene& scene, IntegratorChoice choice, TaskSettings settings,
                 double value) {
    settings.integrators = {std::move(choice)};
    std::optional<TaskValue> result;
    if (std::isfinite(value)) {
        result = value;
    }
    return {std::string(), kind, sceneHash(scene), buildVersion(), std::move(settings), result};
}

} // namespace

double convergenceTaskValue(const ConvergenceSeries& series) {
    return series.fittedOrder.value_or(std::numeric_limits<double>::quiet_NaN());
}

double sweepTaskValue(const std::vector<double>& scales,
                      const std::vector<StabilityResult>& limits) {
    std::vector<double> dts;
    dts.reserve(limits.size());
    for (const StabilityResult& limit : limits) {
        dts.push_back(limit.maxStableDt);
    }
    return fittedLogSlope(scales, dts).value_or(std::numeric_limits<double>::quiet_NaN());
}

std::vector<TaskRun> convergenceTaskRuns(const Scene& scene, const ConvergenceResult& result,
                                         double duration) {
    std::vector<TaskRun> runs;
    for (const ConvergenceSeries& series : result.series) {
        TaskSettings settings;
        settings.duration = duration;
        settings.reference = result.reference;
        for (const ConvergencePoint& point : series.points) {
            settings.dts.push_back(point.dt);
        }
        runs.push_back(manifest(TaskKind::ConvergenceOrder, scene, series.integrator,
                                std::move(settings), convergenceTaskValue(series)));
    }
    return runs;
}

std::vector<TaskRun> stabilityTaskRuns(const Scene& scene,
                                       const std::vector<StabilityResult>& limits, double duration,
                                       double bisection) {
    std::vector<TaskRun> runs;
    for (const StabilityResult& limit : limits) {
        TaskSettings settings;
        settings.duration = duration;
        settings.bisection = bisection;
        runs.push_back(manifest(TaskKind::StabilityLimit, scene, limit.integrator,
                                std::move(settings), limit.maxStableDt));
    }
    return runs;
}

std::vector<TaskRun> sweepTaskRuns(const Scene& scene, const StiffnessSweepResult& sweep,
                                   double bisection) {
    std::vector<TaskRun> runs;
    for (const std::vector<StabilityResult>& limits : sweep.limits) {
        if (limits.empty()) {
            continue;
        }
        TaskSettings settings;
        settings.duration = sweep.duration;
        settings.bisection = bisection;
        settings.springKind = sweep.kind;
        settings.scales = sweep.scales;
        runs.push_back(manifest(TaskKind::StiffnessSweep, scene, limits.front().integrator,
                                std::move(settings), sweepTaskValue(sweep.scales, limits)));
    }
    return runs;
}

} // namespace clothlab::core::coursework
