// Grading. The order of the checks decides the status: a file that cannot be read is
// "bad-file"; one whose content hash fails was edited by hand ("tampered") whatever else it
// says; one sealed for another assignment is a "mismatch"; then task by task. A computed task
// is only "ok" when the submission's own run manifest, re-run on the student's scene, gives
// the answer (within the task's tolerance) and the answer meets the expected value.
#include "core/coursework/grader.h"

#include "core/base/file_access.h"
#include "core/coursework/assignment_io.h"
#include "core/coursework/coursework_json.h"
#include "core/coursework/task_runner.h"
#include "core/io/csv.h"
#include "core/scene/scene_io.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <ostream>

namespace clothlab::core::coursework {

namespace {

constexpr std::array<std::string_view, 7> kStatusIds{"ok",      "wrong",    "tampered", "mismatch",
                                                     "missing", "bad-file", "manual"};

/// What every task of one submission shares.
struct SubmissionContext {
    const Assignment& assignment;
    const std::map<std::string, TaskValue>& expected;
    const Submission& submission;
    std::optional<Scene> scene; ///< the student's scene, when their edits apply
    Message sceneProblem;
    const AnalysisOptions& options;
    RecomputeCache* cache = nullptr;
};

TaskValue computeWith(RecomputeCache* cache, const Scene& scene, TaskKind kind,
                      const TaskSettings& settings, const AnalysisOptions& options) {
    return cache != nullptr ? cache->compute(scene, kind, settings, options)
                            : computeTask(scene, kind, settings, options);
}

GradeRow startRow(const std::string& student, const Task& task,
                  const std::map<std::string, TaskValue>& expected) {
    GradeRow row;
    row.student = student;
    row.task = task.id;
    row.points = 0.0;
    if (const auto it = expected.find(task.id); it != expected.end()) {
        row.expected = it->second;
    }
    return row;
}

std::vector<GradeRow> wholeFile(const Assignment& assignment,
                                const std::map<std::string, TaskValue>& expected,
                                const std::string& student, GradeStatus status,
                                const Message& detail) {
    std::vector<GradeRow> rows;
    for (const Task& task : assignment.tasks) {
        GradeRow row = startRow(student, task, expected);
        row.status = status;
        row.detail = detail;
        rows.push_back(std::move(row));
    }
    return rows;
}

GradeRow finish(GradeRow row, GradeStatus status, Message detail, const Task& task) {
    row.status = status;
    row.detail = std::move(detail);
    row.points = status == GradeStatus::Ok ? task.points : 0.0;
    return row;
}

std::string idList(const std::vector<IntegratorChoice>& choices) {
    std::string list;
    for (const IntegratorChoice& choice : choices) {
        list += (list.empty() ? "" : ", ") + choice.id;
    }
    return list;
}

/// Why a run's manifest does not belong to the task on the student's scene, or empty.
Message manifestProblem(const SubmissionContext& context, const Task& task, const TaskRun& run) {
    if (run.kind != task.kind) {
        return msg(
            CLOTHLAB_TR_NOOP("CoreMessage", "the run is of kind \"%1\", the task of kind \"%2\""),
            taskKindId(run.kind), taskKindId(task.kind));
    }
    if (idList(run.settings.integrators) != idList(task.settings.integrators)) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage", "the run used %1, the task asks for %2"),
                   idList(run.settings.integrators), idList(task.settings.integrators));
    }
    if (run.settings.duration != task.settings.duration) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage", "the run lasted %1 s, the task asks for %2 s"),
                   valueText(run.settings.duration), valueText(task.settings.duration));
    }
    if (!context.scene) {
        return context.sceneProblem;
    }
    if (const std::string hash = sceneHash(*context.scene); run.sceneHash != hash) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                    "the run was made on another scene (scene hash %1; the "
                                    "student's scene has %2)"),
                   run.sceneHash, hash);
    }
    return {};
}

GradeRow gradeComputed(const SubmissionContext& context, const Task& task, GradeRow row) {
    const auto& runs = context.submission.runs;
    const auto run = std::find_if(runs.rbegin(), runs.rend(),
                                  [&task](const TaskRun& r) { return r.task == task.id; });
    const auto answer = context.submission.answers.find(task.id);
    if (task.kind == TaskKind::Run && run != runs.rend()) {
        row.submitted = run->result;
    } else if (answer != context.submission.answers.end()) {
        row.submitted = answer->second;
    }
    if (run == runs.rend()) {
        return finish(row, GradeStatus::Missing,
                      msg(CLOTHLAB_TR_NOOP("CoreMessage", "no run for this task")), task);
    }
    if (!row.submitted) {
        return finish(row, GradeStatus::Missing, msg(CLOTHLAB_TR_NOOP("CoreMessage", "no answer")),
                      task);
    }
    if (Message problem = manifestProblem(context, task, *run); !problem.empty()) {
        return finish(row, GradeStatus::Mismatch, std::move(problem), task);
    }
    try {
        row.recomputed =
            computeWith(context.cache, *context.scene, run->kind, run->settings, context.options);
    } catch (const std::exception& e) {
        return finish(row, GradeStatus::Wrong, messageOf(e), task);
    }
    if (!row.expected || !withinTolerance(*row.submitted, *row.expected, task.expected)) {
        return finish(row, GradeStatus::Wrong,
                      msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                           "the answer is outside the tolerance of the expected "
                                           "value")),
                      task);
    }
    if (!withinTolerance(*row.submitted, *row.recomputed, task.expected)) {
        return finish(row, GradeStatus::Wrong,
                      msg(CLOTHLAB_TR_NOOP(
                          "CoreMessage", "the answer is not what the submission's own run gives")),
                      task);
    }
    return finish(row, GradeStatus::Ok, {}, task);
}

GradeRow gradeTask(const SubmissionContext& context, const Task& task) {
    GradeRow row = startRow(context.submission.studentId, task, context.expected);
    const auto answer = context.submission.answers.find(task.id);
    if (isComputed(task.kind)) {
        return gradeComputed(context, task, std::move(row));
    }
    if (answer == context.submission.answers.end()) {
        return finish(row, GradeStatus::Missing, msg(CLOTHLAB_TR_NOOP("CoreMessage", "no answer")),
                      task);
    }
    row.submitted = answer->second;
    if (task.kind == TaskKind::Text) {
        row.status = GradeStatus::Manual;
        row.points.reset();
        return row;
    }
    if (!row.expected || !withinTolerance(answer->second, *row.expected, task.expected)) {
        return finish(row, GradeStatus::Wrong,
                      msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                           "the answer is outside the tolerance of the expected "
                                           "value")),
                      task);
    }
    return finish(row, GradeStatus::Ok, {}, task);
}

} // namespace

std::string_view gradeStatusId(GradeStatus status) {
    return kStatusIds[static_cast<std::size_t>(status)];
}

TaskValue RecomputeCache::compute(const Scene& scene, TaskKind kind, const TaskSettings& settings,
                                  const AnalysisOptions& options) {
    detail::json manifest = {{"scene", sceneHash(scene)}, {"kind", taskKindId(kind)}};
    detail::writeSettings(settings, kind, manifest);
    const std::string key = manifest.dump();
    if (const auto it = m_values.find(key); it != m_values.end()) {
        return it->second;
    }
    const TaskValue value = computeTask(scene, kind, settings, options);
    m_values.emplace(key, value);
    return value;
}

std::map<std::string, TaskValue> expectedValues(const Assignment& assignment,
                                                const AnalysisOptions& options,
                                                RecomputeCache* cache) {
    std::map<std::string, TaskValue> values;
    const Scene scene = studentScene(assignment, {}, std::string());
    for (const Task& task : assignment.tasks) {
        if (task.expected.computed) {
            values[task.id] = computeWith(cache, scene, task.kind, task.settings, options);
        } else if (task.expected.value) {
            values[task.id] = *task.expected.value;
        }
    }
    return values;
}

std::vector<GradeRow> gradeSubmission(const Assignment& assignment, const std::string& hash,
                                      const std::map<std::string, TaskValue>& expected,
                                      std::string_view text, const std::string& fileName,
                                      const Message& readProblem, const AnalysisOptions& options,
                                      RecomputeCache* cache) {
    const std::string fileStudent = std::filesystem::path(fileName).filename().string();
    if (!readProblem.empty()) {
        return wholeFile(assignment, expected, fileStudent, GradeStatus::BadFile, readProblem);
    }
    Submission submission;
    try {
        submission = parseSubmission(text, fileName);
    } catch (const SceneFileError& e) {
        const Message detail = e.path().empty() ? e.message()
                                                : msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: %2"),
                                                      e.path(), e.message());
        return wholeFile(assignment, expected, fileStudent, GradeStatus::BadFile, detail);
    }
    if (!isSealed(submission)) {
        return wholeFile(
            assignment, expected, submission.studentId, GradeStatus::Tampered,
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "the content hash does not match the content: the "
                                                "submission was edited after it was handed in")));
    }
    if (submission.assignmentHash != hash) {
        return wholeFile(
            assignment, expected, submission.studentId, GradeStatus::Mismatch,
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "made for another assignment (assignment hash %1; "
                                                "this assignment's is %2)"),
                submission.assignmentHash, hash));
    }
    SubmissionContext context{assignment, expected, submission, std::nullopt, {}, options, cache};
    try {
        context.scene = studentScene(assignment, submission.sceneEdits, fileName);
    } catch (const SceneFileError& e) {
        context.sceneProblem =
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: %2"), e.path(), e.message());
    }
    std::vector<GradeRow> rows;
    for (const Task& task : assignment.tasks) {
        rows.push_back(gradeTask(context, task));
    }
    return rows;
}

std::vector<GradeRow> gradeFiles(const Assignment& assignment,
                                 const std::vector<std::string>& files,
                                 const AnalysisOptions& options) {
    const std::string hash = assignmentHash(assignment);
    RecomputeCache cache;
    const auto expected = expectedValues(assignment, options, &cache);
    std::vector<GradeRow> rows;
    for (const std::string& file : files) {
        const InputFile input = readInputFile(file, kMaxSubmissionFileBytes);
        auto graded = gradeSubmission(assignment, hash, expected, input.text, file, input.problem,
                                      options, &cache);
        rows.insert(rows.end(), graded.begin(), graded.end());
    }
    return rows;
}

std::string valueText(const TaskValue& value) {
    if (const std::string* word = std::get_if<std::string>(&value)) {
        return *word;
    }
    const double number = std::get<double>(value);
    if (std::isnan(number)) {
        return "nan";
    }
    if (std::isinf(number)) {
        return number > 0 ? "inf" : "-inf";
    }
    std::array<char, 32> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), number);
    return std::string(buffer.data(), result.ptr);
}

void writeGrades(std::ostream& out, const std::vector<GradeRow>& rows) {
    out << kGradesHeader << '\n';
    const auto field = [](const std::optional<TaskValue>& value) {
        return value ? csv::field(valueText(*value)) : std::string();
    };
    for (const GradeRow& row : rows) {
        out << csv::field(row.student) << ',' << csv::field(row.task) << ','
            << gradeStatusId(row.status) << ',' << field(row.expected) << ','
            << field(row.submitted) << ',' << field(row.recomputed) << ','
            << (row.points ? valueText(*row.points) : std::string()) << '\n';
    }
}

} // namespace clothlab::core::coursework
