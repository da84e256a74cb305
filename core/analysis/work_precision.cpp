// Work–precision of core/analysis/work_precision.h. Every point is an ordinary Simulation stepped
// as convergenceStudy() steps it, so the errors are the study's; the cost is measured around the
// steps only. CPU time is the thread's own (CLOCK_THREAD_CPUTIME_ID): a point runs alone on one
// thread with an integrator thread budget of 1, so other points running on the other cores are not
// counted, and waiting for a core is not either.
#include "core/analysis/work_precision.h"

#include "core/analysis/analysis_detail.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/stiffness_sweep.h"
#include "core/base/parallel.h"
#include "core/integrators/integrator.h"

#include <algorithm>
#include <cmath>
#include <ctime>
#include <functional>
#include <limits>
#include <stdexcept>

namespace clothlab::core {

namespace {

using detail::Progress;
using detail::wholeSteps;

double threadCpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

/// One step, with the integrator's per-step statistics added to `work`; false on blow-up.
bool countedStep(Simulation& sim, bool adaptive, WorkCounts& work) {
    if (!sim.step()) {
        return false;
    }
    const SolverStats& stats = sim.integrator().stats();
    ++work.outerSteps;
    work.steps += adaptive ? stats.substeps : 1;
    work.iterations += stats.iterations;
    work.linearIterations += stats.linearIterations;
    work.rejectedSteps += stats.rejectedSteps;
    return true;
}

/// Runs one point to `steps` steps. The warm-up (construction and the first step) is not
/// timed; the force evaluations of the construction (the initial state) are not counted.
WorkPrecisionPoint runPoint(const Scene& scene, const IntegratorChoice& choice, bool adaptive,
                            long steps, Eigen::Matrix3Xd& final, const Progress& progress) {
    WorkPrecisionPoint point;
    point.dt = choice.dt;
    Simulation sim = makeSimulation(scene, choice);
    sim.setThreadBudget(1);
    const long evaluationsBefore = sim.forceModel().evaluationCount();
    bool alive = countedStep(sim, adaptive, point.work);
    const double start = threadCpuSeconds();
    for (long n = 1; alive && n < steps; ++n) {
        if ((n & 255) == 0) {
            progress.checkCancel();
        }
        alive = countedStep(sim, adaptive, point.work);
    }
    point.cpuSeconds = threadCpuSeconds() - start;
    point.work.forceEvaluations = sim.forceModel().evaluationCount() - evaluationsBefore;
    if (!alive) {
        point.blowUp = sim.blowUp();
    }
    final = sim.system().positions();
    return point;
}

/// The choice of one point: the sweep's integrator at its dt, or at a tolerance.
IntegratorChoice pointChoice(const WorkPrecisionSweep& sweep, std::size_t k) {
    IntegratorChoice choice = sweep.integrator;
    if (sweep.tolerances.empty()) {
        choice.dt = sweep.dts[k];
        return choice;
    }
    auto it = std::find_if(choice.parameters.begin(), choice.parameters.end(),
                           [](const auto& p) { return p.first == "tolerance"; });
    if (it == choice.parameters.end()) {
        choice.parameters.emplace_back("tolerance", sweep.tolerances[k]);
    } else {
        it->second = sweep.tolerances[k];
    }
    return choice;
}

std::size_t sweepSize(const WorkPrecisionSweep& sweep) {
    return sweep.tolerances.empty() ? sweep.dts.size() : sweep.tolerances.size();
}

void checkSweeps(std::vector<WorkPrecisionSweep>& sweeps, double duration) {
    for (WorkPrecisionSweep& sweep : sweeps) {
        if (!sweep.tolerances.empty() && !isAdaptive(sweep.integrator.id)) {
            throw std::invalid_argument(sweep.integrator.id +
                                        " has no tolerance to sweep (it is not adaptive)");
        }
        if (sweepSize(sweep) == 0) {
            throw std::invalid_argument("no step sizes or tolerances to sweep for " +
                                        sweep.integrator.id);
        }
        std::sort(sweep.dts.begin(), sweep.dts.end(), std::greater<>());
        std::sort(sweep.tolerances.begin(), sweep.tolerances.end(), std::greater<>());
        for (double dt : sweep.dts) {
            wholeSteps(duration, dt, "the duration");
        }
        if (!sweep.tolerances.empty()) {
            wholeSteps(duration, sweep.integrator.dt, "the duration");
        }
    }
}

double logLerp(double a, double b, double f) {
    return std::exp(std::log(a) + f * (std::log(b) - std::log(a)));
}

} // namespace

double WorkPrecisionPoint::cost(WorkMeasure measure) const {
    switch (measure) {
    case WorkMeasure::CpuSeconds:
        return cpuSeconds;
    case WorkMeasure::Evaluations:
        return static_cast<double>(work.evaluations());
    case WorkMeasure::Steps:
        return static_cast<double>(work.steps);
    }
    return cpuSeconds;
}

bool isAdaptive(std::string_view id) {
    const IntegratorInfo* info = findIntegrator(id);
    return info != nullptr &&
           std::any_of(info->parameters.begin(), info->parameters.end(),
                       [](const ParameterSpec& spec) { return spec.id == "tolerance"; });
}

std::vector<double> defaultTolerances(int count) {
    std::vector<double> tolerances;
    for (int k = 0; k < count; ++k) {
        tolerances.push_back(std::pow(10.0, -3 - k));
    }
    return tolerances;
}

std::vector<double> defaultSteps(double stabilityLimit, double baseDt, double duration, int count) {
    wholeSteps(duration, baseDt, "the duration");
    double start = baseDt;
    for (int k = 4; k >= -30; --k) {
        const double dt = std::ldexp(baseDt, k);
        const double steps = duration / dt;
        const bool whole = steps >= 1.0 && std::abs(steps - std::round(steps)) <= 1e-9 * steps;
        if (dt <= stabilityLimit * (1.0 + 1e-9) && whole) {
            start = dt;
            break;
        }
    }
    std::vector<double> dts;
    for (int k = 0; k < count; ++k) {
        dts.push_back(std::ldexp(start, -k));
    }
    return dts;
}

double finestDt(const std::vector<WorkPrecisionSweep>& sweeps) {
    double finest = std::numeric_limits<double>::infinity();
    for (const WorkPrecisionSweep& sweep : sweeps) {
        finest = std::min(finest, sweep.dts.empty() ? sweep.integrator.dt : sweep.dts.back());
    }
    return finest;
}

std::vector<WorkPrecisionSweep> defaultSweeps(const Scene& scene,
                                              const std::vector<IntegratorChoice>& integrators,
                                              double duration, int count,
                                              const AnalysisOptions& options) {
    std::vector<IntegratorChoice> fixed;
    for (const IntegratorChoice& choice : integrators) {
        if (!isAdaptive(choice.id)) {
            fixed.push_back(choice);
        }
    }
    const std::vector<StabilityResult> limits =
        fixed.empty() ? std::vector<StabilityResult>{}
                      : stabilityLimits(scene, fixed, duration, 0.02, options);
    std::vector<WorkPrecisionSweep> sweeps;
    std::size_t next = 0;
    double coarsest = 0.0;
    for (const IntegratorChoice& choice : integrators) {
        WorkPrecisionSweep sweep{choice, {}, {}};
        if (isAdaptive(choice.id)) {
            sweep.tolerances = defaultTolerances(count);
        } else {
            sweep.dts = defaultSteps(limits[next++].maxStableDt, choice.dt, duration, count);
            coarsest = std::max(coarsest, sweep.dts.front());
        }
        sweeps.push_back(std::move(sweep));
    }
    // The outer step caps an adaptive method's internal steps (and collisions are resolved
    // once per outer step): the coarsest step of the others lets the tolerance decide.
    for (WorkPrecisionSweep& sweep : sweeps) {
        if (!sweep.tolerances.empty() && coarsest > 0.0) {
            sweep.integrator.dt = coarsest;
        }
    }
    return sweeps;
}

WorkPrecisionResult workPrecision(const Scene& scene, std::vector<WorkPrecisionSweep> sweeps,
                                  double duration, const IntegratorChoice& reference,
                                  const AnalysisOptions& options) {
    checkSweeps(sweeps, duration);
    const long referenceSteps = wholeSteps(duration, reference.dt, "the duration");
    // Task 0 is the reference (the longest run, started first); then every point in order.
    std::vector<std::pair<std::size_t, std::size_t>> tasks{{0, 0}};
    for (std::size_t s = 0; s < sweeps.size(); ++s) {
        for (std::size_t k = 0; k < sweepSize(sweeps[s]); ++k) {
            tasks.emplace_back(s, k);
        }
    }
    Progress progress(options, static_cast<int>(tasks.size()));
    std::vector<Eigen::Matrix3Xd> finals(tasks.size());
    std::vector<WorkPrecisionPoint> points(tasks.size());
    parallelFor(static_cast<int>(tasks.size()), options.threads, [&](int task) {
        const auto t = static_cast<std::size_t>(task);
        if (t == 0) {
            points[0] = runPoint(scene, reference, isAdaptive(reference.id), referenceSteps,
                                 finals[0], progress);
        } else {
            const WorkPrecisionSweep& sweep = sweeps[tasks[t].first];
            const IntegratorChoice choice = pointChoice(sweep, tasks[t].second);
            points[t] =
                runPoint(scene, choice, !sweep.tolerances.empty(),
                         wholeSteps(duration, choice.dt, "the duration"), finals[t], progress);
            if (!sweep.tolerances.empty()) {
                points[t].tolerance = sweep.tolerances[tasks[t].second];
            }
        }
        progress.advance();
    });
    if (points[0].blowUp) {
        throw std::runtime_error("the reference run (" + reference.id + ") blew up at t = " +
                                 std::to_string(points[0].blowUp->time) + " s");
    }
    const System system = buildSystem(scene);
    WorkPrecisionResult result{reference, duration, {}};
    for (const WorkPrecisionSweep& sweep : sweeps) {
        result.series.push_back({sweep.integrator, !sweep.tolerances.empty(), {}});
    }
    for (std::size_t t = 1; t < tasks.size(); ++t) {
        WorkPrecisionPoint& point = points[t];
        point.error = point.blowUp ? TrajectoryError{HUGE_VAL, HUGE_VAL}
                                   : trajectoryError(system, finals[t], finals[0]);
        result.series[tasks[t].first].points.push_back(point);
    }
    for (WorkPrecisionSeries& series : result.series) {
        series.integrator.dt = series.points.front().dt;
    }
    return result;
}

std::optional<CostAtAccuracy> costToReach(const WorkPrecisionSeries& series, double accuracy,
                                          WorkMeasure measure) {
    std::optional<CostAtAccuracy> best;
    const auto offer = [&](const CostAtAccuracy& candidate) {
        if (!best || candidate.cost < best->cost) {
            best = candidate;
        }
    };
    for (std::size_t k = 0; k < series.points.size(); ++k) {
        const WorkPrecisionPoint& q = series.points[k];
        if (!q.finite()) {
            continue;
        }
        if (q.error.rms <= accuracy) {
            offer({0, q.cost(measure), q.dt, q.tolerance, false});
        }
        if (k == 0) {
            continue;
        }
        const WorkPrecisionPoint& p = series.points[k - 1];
        // Interpolation needs both ends on the log scales and the accuracy strictly between.
        if (!p.finite() || !(p.error.rms > accuracy && accuracy > q.error.rms) ||
            !(q.error.rms > 0.0 && p.cost(measure) > 0.0 && q.cost(measure) > 0.0)) {
            continue;
        }
        const double f = std::log(accuracy / p.error.rms) / std::log(q.error.rms / p.error.rms);
        CostAtAccuracy at{0, logLerp(p.cost(measure), q.cost(measure), f), logLerp(p.dt, q.dt, f),
                          std::nullopt, true};
        if (p.tolerance && q.tolerance) {
            at.tolerance = logLerp(*p.tolerance, *q.tolerance, f);
        }
        offer(at);
    }
    return best;
}

std::optional<Recommendation> recommend(const WorkPrecisionResult& result, double accuracy,
                                        WorkMeasure measure) {
    std::vector<CostAtAccuracy> reached;
    for (std::size_t s = 0; s < result.series.size(); ++s) {
        if (auto at = costToReach(result.series[s], accuracy, measure)) {
            at->series = s;
            reached.push_back(*at);
        }
    }
    if (reached.empty()) {
        return std::nullopt;
    }
    // Stable: of equal costs the first method listed wins.
    std::stable_sort(reached.begin(), reached.end(),
                     [](const auto& a, const auto& b) { return a.cost < b.cost; });
    Recommendation out{accuracy, measure, reached[0], std::nullopt, std::nullopt};
    if (reached.size() > 1) {
        out.runnerUp = reached[1];
        if (reached[0].cost > 0.0) {
            out.factor = reached[1].cost / reached[0].cost;
        }
    }
    return out;
}

std::vector<PointIndex> paretoFront(const WorkPrecisionResult& result, WorkMeasure measure) {
    std::vector<PointIndex> all;
    for (std::size_t s = 0; s < result.series.size(); ++s) {
        for (std::size_t k = 0; k < result.series[s].points.size(); ++k) {
            if (result.series[s].points[k].finite()) {
                all.push_back({s, k});
            }
        }
    }
    const auto at = [&](const PointIndex& i) -> const WorkPrecisionPoint& {
        return result.series[i.series].points[i.point];
    };
    std::stable_sort(all.begin(), all.end(), [&](const PointIndex& a, const PointIndex& b) {
        const double ca = at(a).cost(measure);
        const double cb = at(b).cost(measure);
        return ca < cb || (ca == cb && at(a).error.rms < at(b).error.rms);
    });
    std::vector<PointIndex> front;
    double lowest = HUGE_VAL;
    for (const PointIndex& i : all) {
        if (at(i).error.rms < lowest) {
            lowest = at(i).error.rms;
            front.push_back(i);
        }
    }
    return front;
}

std::vector<Crossover> crossovers(const WorkPrecisionResult& result, WorkMeasure measure) {
    double lower = HUGE_VAL;
    double upper = 0.0;
    for (const WorkPrecisionSeries& series : result.series) {
        for (const WorkPrecisionPoint& point : series.points) {
            if (point.finite() && point.error.rms > 0.0) {
                lower = std::min(lower, point.error.rms);
                upper = std::max(upper, point.error.rms);
            }
        }
    }
    std::vector<Crossover> found;
    if (!(lower < upper)) {
        return found;
    }
    const auto winner = [&](double a) {
        const auto r = recommend(result, a, measure);
        return r ? static_cast<long>(r->best.series) : -1L;
    };
    // A log grid from the largest error down finds each change; bisection places it.
    constexpr int kGrid = 400;
    double previousA = upper;
    long previous = winner(upper);
    for (int g = 1; g <= kGrid; ++g) {
        const double a = logLerp(upper, lower, static_cast<double>(g) / kGrid);
        const long current = winner(a);
        if (current != previous && current >= 0 && previous >= 0) {
            double hi = previousA;
            double lo = a;
            while (hi / lo > 1.001) {
                const double middle = std::sqrt(hi * lo);
                (winner(middle) == previous ? hi : lo) = middle;
            }
            const auto cost =
                costToReach(result.series[static_cast<std::size_t>(current)], lo, measure);
            found.push_back({std::sqrt(hi * lo), cost ? cost->cost : 0.0,
                             static_cast<std::size_t>(previous),
                             static_cast<std::size_t>(current)});
        }
        previous = current;
        previousA = a;
    }
    return found;
}

StiffnessCrossoverResult cheapestByStiffness(const Scene& scene,
                                             const std::vector<WorkPrecisionSweep>& sweeps,
                                             std::optional<SpringKind> kind,
                                             std::vector<double> scales, double duration,
                                             double accuracy, const IntegratorChoice& reference,
                                             WorkMeasure measure, const AnalysisOptions& options) {
    if (!(accuracy > 0.0)) {
        throw std::invalid_argument("the accuracy must be positive");
    }
    std::sort(scales.begin(), scales.end());
    StiffnessCrossoverResult out{kind, scales, accuracy, measure, {}, {}};
    for (double scale : scales) {
        out.results.push_back(workPrecision(scaleStiffness(scene, kind, scale), sweeps, duration,
                                            reference, options));
        out.cheapest.push_back(recommend(out.results.back(), accuracy, measure));
    }
    return out;
}

} // namespace clothlab::core
