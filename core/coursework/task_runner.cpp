#include "core/coursework/task_runner.h"

#include "core/analysis/comparison.h"
#include "core/analysis/convergence.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/stiffness_sweep.h"
#include "core/coursework/assignment_io.h"
#include "core/coursework/task_manifests.h"
#include "core/io/manifest.h"
#include "core/scene/scene_io.h"
#include "core/scene/scene_node.h"
#include "core/simulation/simulation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

namespace clothlab::core::coursework {

namespace {

void requireSteps(double duration, double dt) {
    const StepCount count = stepsFor(duration, dt, "duration");
    if (!count.problem.empty()) {
        throw MessageError(count.problem);
    }
}

TaskValue runToTime(const Scene& scene, const TaskSettings& settings) {
    const IntegratorChoice& choice = settings.integrators.front();
    requireSteps(settings.duration, choice.dt);
    Simulation simulation = makeSimulation(scene, choice);
    const bool survived = simulation.advanceTo(settings.duration);
    return std::string(survived ? kSurvives : kBlowsUp);
}

TaskValue stabilityLimit(const Scene& scene, const TaskSettings& settings,
                         const AnalysisOptions& options) {
    const auto limits = stabilityLimits(scene, {settings.integrators.front()}, settings.duration,
                                        settings.bisection, options);
    return limits.front().maxStableDt;
}

TaskValue convergenceOrder(const Scene& scene, const TaskSettings& settings,
                           const AnalysisOptions& options) {
    const IntegratorChoice& choice = settings.integrators.front();
    for (double dt : settings.dts) {
        requireSteps(settings.duration, dt);
    }
    const IntegratorChoice reference = settings.reference.value_or(defaultReference(choice.dt));
    const ConvergenceResult result =
        convergenceStudy(scene, {choice}, settings.dts, settings.duration, reference, options);
    return convergenceTaskValue(result.series.front());
}

TaskValue mostAccurate(const Scene& scene, const TaskSettings& settings,
                       const AnalysisOptions& options) {
    double smallestDt = settings.duration;
    for (const IntegratorChoice& choice : settings.integrators) {
        requireSteps(settings.duration, choice.dt);
        smallestDt = std::min(smallestDt, choice.dt);
    }
    const IntegratorChoice reference = settings.reference.value_or(defaultReference(smallestDt));
    const ComparisonResult result = compareRuns(scene, settings.integrators, reference,
                                                settings.duration, settings.duration, options);
    std::string best;
    double bestError = std::numeric_limits<double>::infinity();
    for (const ComparisonRun& run : result.runs) {
        const bool reached = !run.blowUp && !run.samples.empty();
        const double error =
            reached ? run.samples.back().error.rms : std::numeric_limits<double>::infinity();
        if (best.empty() || error < bestError) {
            best = run.integrator.id;
            bestError = error;
        }
    }
    return best;
}

TaskValue sweepExponent(const Scene& scene, const TaskSettings& settings,
                        const AnalysisOptions& options) {
    const StiffnessSweepResult sweep =
        stiffnessSweep(scene, {settings.integrators.front()}, settings.springKind, settings.scales,
                       settings.duration, settings.bisection, options);
    return sweepTaskValue(sweep.scales, sweep.limits.front());
}

/// |l − L|/L of every spring of `kind` (every spring when empty) at positions `x`.
std::vector<double> strains(const System& system, std::optional<SpringKind> kind) {
    const Eigen::Matrix3Xd& x = system.positions();
    std::vector<double> values;
    for (const Spring& spring : system.springs()) {
        if (!kind || spring.kind == *kind) {
            const double length = (x.col(spring.j) - x.col(spring.i)).norm();
            values.push_back(std::abs(length - spring.restLength) / spring.restLength);
        }
    }
    return values;
}

double strainOf(const System& system, const TaskSettings& settings) {
    const std::vector<double> values = strains(system, settings.springKind);
    if (values.empty() && !settings.springKind) {
        throw MessageError(msg(CLOTHLAB_TR_NOOP("CoreMessage", "the scene has no springs")));
    }
    if (values.empty()) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "the scene has no springs of the kind \"%1\""),
                springKindId(*settings.springKind)));
    }
    if (settings.quantity == MeasuredQuantity::MaxStrain) {
        return *std::max_element(values.begin(), values.end());
    }
    double sum = 0.0;
    for (const double value : values) {
        sum += value;
    }
    return sum / static_cast<double>(values.size());
}

/// E(T)/E(0), or (E(T) + D − W)/E(0) for the balance: E₀ = 0 leaves it undefined.
double energyOf(const EnergyRecord& energy, MeasuredQuantity quantity) {
    if (energy.initial == 0.0) {
        throw MessageError(msg(CLOTHLAB_TR_NOOP(
            "CoreMessage",
            "the mechanical energy at t = 0 is zero: an energy ratio is undefined")));
    }
    const double end = quantity == MeasuredQuantity::EnergyBalance
                           ? energy.terms.mechanical() + energy.dissipated - energy.externalWork
                           : energy.terms.mechanical();
    return end / energy.initial;
}

/// One run to the duration, then the quantity of its final state; a run that blows up has
/// no value, which the task reports rather than a number.
TaskValue measure(const Scene& scene, const TaskSettings& settings) {
    const IntegratorChoice& choice = settings.integrators.front();
    requireSteps(settings.duration, choice.dt);
    Simulation simulation = makeSimulation(scene, choice);
    if (!simulation.advanceTo(settings.duration)) {
        const BlowUp& blowUp = *simulation.blowUp();
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                 "the run of %1 (dt = %2 s) to t = %3 s blew up at t = %4 s (%5)"),
                choice.id, scene_reader::format(choice.dt), scene_reader::format(settings.duration),
                scene_reader::format(blowUp.time), blowUpCauseId(blowUp.cause)));
    }
    if (isStrain(settings.quantity)) {
        return strainOf(simulation.system(), settings);
    }
    return energyOf(simulation.energy(), settings.quantity);
}

} // namespace

TaskValue computeTask(const Scene& scene, TaskKind kind, const TaskSettings& settings,
                      const AnalysisOptions& options) {
    switch (kind) {
    case TaskKind::Run:
        return runToTime(scene, settings);
    case TaskKind::StabilityLimit:
        return stabilityLimit(scene, settings, options);
    case TaskKind::ConvergenceOrder:
        return convergenceOrder(scene, settings, options);
    case TaskKind::ErrorComparison:
        return mostAccurate(scene, settings, options);
    case TaskKind::StiffnessSweep:
        return sweepExponent(scene, settings, options);
    case TaskKind::Measure:
        return measure(scene, settings);
    case TaskKind::Numeric:
    case TaskKind::Text:
        break;
    }
    throw MessageError(msg(CLOTHLAB_TR_NOOP("CoreMessage", "a task of kind \"%1\" is not computed"),
                           taskKindId(kind)));
}

Submission solveAssignment(const Assignment& assignment, const std::string& studentName,
                           const std::string& studentId,
                           const std::map<std::string, TaskValue>& answers,
                           const AnalysisOptions& options) {
    Submission submission;
    submission.assignmentHash = assignmentHash(assignment);
    submission.studentName = studentName;
    submission.studentId = studentId;
    submission.build = buildVersion();
    const Scene scene = studentScene(assignment, {}, std::string());
    const std::string hash = sceneHash(scene);
    for (const Task& task : assignment.tasks) {
        if (isComputed(task.kind)) {
            const TaskValue value = computeTask(scene, task.kind, task.settings, options);
            submission.runs.push_back(
                {task.id, task.kind, hash, submission.build, task.settings, value});
            if (task.kind != TaskKind::Run) {
                submission.answers[task.id] = value;
                submission.sources[task.id] = AnswerSource::TaskRun;
            }
        } else if (task.kind == TaskKind::Numeric && task.expected.value) {
            submission.answers[task.id] = *task.expected.value;
            submission.sources[task.id] = AnswerSource::Typed;
        }
        if (const auto given = answers.find(task.id); given != answers.end()) {
            submission.answers[task.id] = given->second;
            submission.sources[task.id] = AnswerSource::Typed;
        }
    }
    seal(submission);
    return submission;
}

} // namespace clothlab::core::coursework
