#include "core/coursework/task_runner.h"

#include "core/coursework/assignment_io.h"
#include "core/report_data.h"
#include "core/simulation.h"

#include <cmath>
#include <limits>

namespace clothlab::core::coursework {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

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
    return result.series.front().fittedOrder.value_or(kNaN);
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
    std::vector<double> limits;
    for (const StabilityResult& limit : sweep.limits.front()) {
        limits.push_back(limit.maxStableDt);
    }
    return fittedLogSlope(sweep.scales, limits).value_or(kNaN);
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
            }
        } else if (task.kind == TaskKind::Numeric && task.expected.value) {
            submission.answers[task.id] = *task.expected.value;
        }
        if (const auto given = answers.find(task.id); given != answers.end()) {
            submission.answers[task.id] = given->second;
        }
    }
    seal(submission);
    return submission;
}

} // namespace clothlab::core::coursework
