#include "core/analysis/stiffness_sweep.h"

#include "core/analysis/analysis_detail.h"
#include "core/base/parallel.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace clothlab::core {

using detail::advanceChecked;
using detail::checkStabilityInput;
using detail::Progress;
using detail::searchLimit;
using detail::wholeSteps;

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
