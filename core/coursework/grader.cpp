// Grading. The order of the checks decides the status: a file that cannot be read is
// "bad-file"; one whose content hash fails was edited by hand ("tampered") whatever else it
// says; one sealed for another assignment is a "mismatch"; then task by task, with
// checkAnswer(). A computed task is recomputed with the assignment's settings on the student's
// scene (within kMaxRecomputeCostRatio of the assignment's scene's cost); the answer is "ok"
// when it meets both the expected value and the recomputed one. A run task needs the
// student's run, made with the task's settings on the student's scene.
#include "core/coursework/grader.h"

#include "core/base/file_access.h"
#include "core/coursework/assignment_io.h"
#include "core/coursework/coursework_json.h"
#include "core/coursework/task_runner.h"
#include "core/io/csv.h"
#include "core/scene/scene.h"
#include "core/scene/scene_io.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <map>
#include <ostream>

namespace clothlab::core::coursework {

namespace {

/// What every task of one submission shares.
struct SubmissionContext {
    const Assignment& assignment;
    const std::map<std::string, TaskValue>& expected;
    const Submission& submission;
    std::optional<Scene> scene; ///< the student's scene, when their edits apply
    Message sceneProblem;
    double costRatio = 1.0; ///< the student's scene's size over the assignment's
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

GradeRow finish(GradeRow row, const AnswerCheck& check) {
    row.status = check.status;
    row.detail = check.reason;
    row.points = check.points;
    return row;
}

/// Why the student's run of a run task does not belong to it, or empty.
Message runProblem(const SubmissionContext& context, const Task& task, const TaskRun& run) {
    if (Message difference = settingsDifference(task, run); !difference.empty()) {
        return difference;
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
    const TaskRun* behind = run != runs.rend() ? &*run : nullptr;
    if (task.kind == TaskKind::Run) {
        row.submitted = behind != nullptr ? behind->result : std::nullopt;
    } else if (const auto answer = context.submission.answers.find(task.id);
               answer != context.submission.answers.end()) {
        row.submitted = answer->second;
    }
    if (!row.submitted) {
        return finish(row, checkAnswer(task, std::nullopt, row.expected, std::nullopt));
    }
    if (!context.scene) {
        return finish(row, GradeStatus::Mismatch, context.sceneProblem, task);
    }
    if (task.kind == TaskKind::Run) {
        if (Message problem = runProblem(context, task, *behind); !problem.empty()) {
            return finish(row, GradeStatus::Mismatch, std::move(problem), task);
        }
    }
    if (context.costRatio > kMaxRecomputeCostRatio) {
        return finish(
            row, GradeStatus::TooCostly,
            msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                 "recomputing the task on the student's scene would cost %1 times "
                                 "as much as on the assignment's scene (the limit is %2 times)"),
                valueText(std::round(context.costRatio * 10.0) / 10.0),
                valueText(kMaxRecomputeCostRatio)),
            task);
    }
    try {
        row.recomputed =
            computeWith(context.cache, *context.scene, task.kind, task.settings, context.options);
    } catch (const AnalysisCancelled&) {
        throw;
    } catch (const std::exception& e) {
        return finish(row, GradeStatus::Wrong, messageOf(e), task);
    }
    return finish(row, checkAnswer(task, row.submitted, row.expected, row.recomputed, behind));
}

GradeRow gradeTask(const SubmissionContext& context, const Task& task) {
    GradeRow row = startRow(context.submission.studentId, task, context.expected);
    if (isComputed(task.kind)) {
        return gradeComputed(context, task, std::move(row));
    }
    if (const auto answer = context.submission.answers.find(task.id);
        answer != context.submission.answers.end()) {
        row.submitted = answer->second;
    }
    return finish(row, checkAnswer(task, row.submitted, row.expected, std::nullopt));
}

/// The number of particles and springs of `scene`: what a recomputation's cost scales with.
double sceneSize(const Scene& scene) {
    const System system = buildSystem(scene);
    return static_cast<double>(system.particleCount()) + static_cast<double>(system.springCount());
}

/// Every submission whose student id another one has too: each row "duplicate", no points,
/// its student "ID (file name)", the reason naming the files.
void markDuplicates(std::vector<std::vector<GradeRow>>& graded,
                    const std::vector<std::string>& files) {
    std::map<std::string, std::vector<std::string>> filesOf; ///< student id → file names
    for (std::size_t k = 0; k < graded.size(); ++k) {
        if (!graded[k].empty() && graded[k].front().status != GradeStatus::BadFile) {
            filesOf[graded[k].front().student].push_back(
                std::filesystem::path(files[k]).filename().string());
        }
    }
    for (std::size_t k = 0; k < graded.size(); ++k) {
        for (GradeRow& row : graded[k]) {
            const std::vector<std::string>& same = filesOf[row.student];
            if (row.status == GradeStatus::BadFile || same.size() < 2) {
                continue;
            }
            std::string list;
            for (const std::string& name : same) {
                list += (list.empty() ? "" : ", ") + name;
            }
            row.detail = msg(CLOTHLAB_TR_NOOP("CoreMessage", "the student id \"%1\" is in %2 "
                                                             "submissions (%3); none of them "
                                                             "is counted"),
                             printableText(row.student), same.size(), list);
            row.student += " (" + std::filesystem::path(files[k]).filename().string() + ")";
            row.status = GradeStatus::Duplicate;
            row.points = 0.0;
        }
    }
}

} // namespace

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
    SubmissionContext context{assignment, expected, submission, std::nullopt,
                              {},         1.0,      options,    cache};
    try {
        context.scene = studentScene(assignment, submission.sceneEdits, fileName);
        if (!submission.sceneEdits.empty()) {
            const double own = sceneSize(studentScene(assignment, {}, fileName));
            context.costRatio = sceneSize(*context.scene) / std::max(own, 1.0);
        }
    } catch (const SceneFileError& e) {
        context.sceneProblem =
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: %2"), e.path(), e.message());
    } catch (const MessageError& e) {
        context.scene.reset();
        context.sceneProblem = e.message();
    }
    std::vector<GradeRow> rows;
    for (const Task& task : assignment.tasks) {
        rows.push_back(gradeTask(context, task));
    }
    return rows;
}

std::vector<GradeRow> gradeBeforeHandIn(const Assignment& assignment, const Submission& submission,
                                        const AnalysisOptions& options, RecomputeCache* cache) {
    const auto expected = expectedValues(assignment, options, cache);
    return gradeSubmission(assignment, assignmentHash(assignment), expected,
                           serializeSubmission(submission), submission.studentId + ".json", {},
                           options, cache);
}

std::vector<GradeRow> gradeFiles(const Assignment& assignment,
                                 const std::vector<std::string>& files,
                                 const AnalysisOptions& options) {
    const std::string hash = assignmentHash(assignment);
    RecomputeCache cache;
    const auto expected = expectedValues(assignment, options, &cache);
    std::vector<std::vector<GradeRow>> graded;
    for (const std::string& file : files) {
        const InputFile input = readInputFile(file, kMaxSubmissionFileBytes);
        graded.push_back(gradeSubmission(assignment, hash, expected, input.text, file,
                                         input.problem, options, &cache));
    }
    markDuplicates(graded, files);
    std::vector<GradeRow> rows;
    for (std::vector<GradeRow>& one : graded) {
        rows.insert(rows.end(), one.begin(), one.end());
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
        if (!value) {
            return std::string();
        }
        const bool word = std::holds_alternative<std::string>(*value);
        return word ? csv::textField(valueText(*value)) : valueText(*value);
    };
    for (const GradeRow& row : rows) {
        out << csv::textField(row.student) << ',' << csv::textField(row.task) << ','
            << gradeStatusId(row.status) << ',' << field(row.expected) << ','
            << field(row.submitted) << ',' << field(row.recomputed) << ','
            << (row.points ? valueText(*row.points) : std::string()) << '\n';
    }
}

} // namespace clothlab::core::coursework
