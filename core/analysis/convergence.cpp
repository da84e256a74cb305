#include "core/analysis/convergence.h"

#include "core/analysis/analysis_detail.h"
#include "core/base/parallel.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <stdexcept>

namespace clothlab::core {

using detail::advanceChecked;
using detail::Progress;
using detail::wholeSteps;

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

} // namespace clothlab::core
