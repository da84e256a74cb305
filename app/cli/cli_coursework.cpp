// Coursework from the command line: the shipped labs, the engine's own solution of an
// assignment (the teacher's reference, or a scripted student), and grading a class.
#include "app/cli/cli_commands.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_report.h"
#include "app/cli/cli_scene.h"
#include "core/coursework/assignment_io.h"
#include "core/coursework/grader.h"
#include "core/coursework/labs.h"
#include "core/coursework/task_runner.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iomanip>
#include <map>
#include <ostream>

namespace clothlab::app::cli {

namespace cw = core::coursework;

namespace {

/// The assignment file among a command's inputs (none for assignment:NAME).
InputFiles assignmentInputs(const std::string& source) {
    if (source.rfind(cw::kAssignmentPrefix, 0) == 0) {
        return {};
    }
    return {{"the assignment file", source}};
}

/// An --answer value: a number when the whole text is one, else the text.
cw::TaskValue answerValue(const std::string& text) {
    double value = 0.0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (!text.empty() && ec == std::errc() && ptr == end && std::isfinite(value)) {
        return value;
    }
    return text;
}

std::map<std::string, cw::TaskValue> answersOf(const SolveOptions& solve,
                                               const cw::Assignment& assignment) {
    std::map<std::string, cw::TaskValue> answers;
    for (const auto& answer : solve.answers) {
        // Named copies, not a structured binding: clang 14 cannot capture a binding.
        const std::string& id = answer.first;
        const std::string& text = answer.second;
        const auto task = std::find_if(assignment.tasks.begin(), assignment.tasks.end(),
                                       [&id](const cw::Task& t) { return t.id == id; });
        if (task == assignment.tasks.end()) {
            std::string ids;
            for (const cw::Task& t : assignment.tasks) {
                ids += (ids.empty() ? "" : ", ") + t.id;
            }
            throw InputError("--answer " + id + ": no such task in " + solve.assignment +
                             " (tasks: " + ids + ")");
        }
        const cw::TaskValue value = answerValue(text);
        if (task->kind != cw::TaskKind::Text && task->kind != cw::TaskKind::Run &&
            task->kind != cw::TaskKind::ErrorComparison && !std::holds_alternative<double>(value)) {
            throw InputError("--answer " + id + ": expected a number, got \"" + text + "\"");
        }
        answers[id] = value;
    }
    return answers;
}

/// Per student: points out of the maximum and the tasks graded ok.
void printSummary(std::ostream& out, const cw::Assignment& assignment,
                  const std::vector<cw::GradeRow>& rows) {
    double maximum = 0.0;
    for (const cw::Task& task : assignment.tasks) {
        maximum += task.kind == cw::TaskKind::Text ? 0.0 : task.points;
    }
    std::vector<std::string> order;
    std::map<std::string, std::pair<double, int>> totals;
    for (const cw::GradeRow& row : rows) {
        if (!totals.contains(row.student)) {
            order.push_back(row.student);
        }
        auto& [points, ok] = totals[row.student];
        points += row.points.value_or(0.0);
        ok += row.status == cw::GradeStatus::Ok ? 1 : 0;
    }
    out << std::left << std::setw(24) << "student"
        << "points\n";
    for (const std::string& student : order) {
        const auto& [points, ok] = totals[student];
        out << std::left << std::setw(24) << student << number(points) << " / " << number(maximum)
            << "  (" << ok << " ok)\n";
    }
}

/// Why each row is not ok; a reason shared by every task of a submission (a bad, tampered
/// or mismatched file) once for the submission.
void printDetails(std::ostream& err, const std::vector<cw::GradeRow>& rows) {
    for (std::size_t k = 0; k < rows.size(); ++k) {
        const cw::GradeRow& row = rows[k];
        if (row.detail.empty()) {
            continue;
        }
        const bool wholeFile = row.status == cw::GradeStatus::BadFile ||
                               row.status == cw::GradeStatus::Tampered ||
                               (row.status == cw::GradeStatus::Mismatch && k + 1 < rows.size() &&
                                rows[k + 1].student == row.student &&
                                rows[k + 1].detail.english() == row.detail.english());
        const bool repeated = k > 0 && rows[k - 1].student == row.student &&
                              rows[k - 1].status == row.status &&
                              rows[k - 1].detail.english() == row.detail.english();
        if (wholeFile && repeated) {
            continue;
        }
        err << "clothlab-cli: grade: " << row.student << ": "
            << (wholeFile ? std::string() : row.task + ": ") << cw::gradeStatusId(row.status)
            << ": " << row.detail.english() << '\n';
    }
}

} // namespace

int listAssignments(std::ostream& out) {
    std::size_t width = 0;
    for (const cw::LabData& lab : cw::labData()) {
        width = std::max(width, lab.id.size());
    }
    for (const cw::LabData& lab : cw::labData()) {
        const std::string source = std::string(cw::kAssignmentPrefix) + std::string(lab.id);
        const cw::Assignment assignment = cw::parseAssignment(lab.json, source);
        out << std::left << std::setw(static_cast<int>(width + 2)) << lab.id
            << assignment.title.in("en") << " (" << assignment.tasks.size() << " tasks, scene "
            << (assignment.scenePreset.empty() ? "inline" : "preset:" + assignment.scenePreset)
            << ")\n";
    }
    return kExitOk;
}

int solveAssignment(const Command& command, std::ostream& out) {
    const SolveOptions& solve = command.solve;
    const cw::Assignment assignment = cw::loadAssignment(solve.assignment);
    const auto answers = answersOf(solve, assignment);
    requireDistinctOutputs({{"--out", solve.outFile}}, assignmentInputs(solve.assignment));
    OutputFile file("--out", solve.outFile);
    TerminalProgress progress("solve");
    core::AnalysisOptions options;
    options.threads = solve.threads;
    options.progress = progress.callback();
    const cw::Submission submission =
        cw::solveAssignment(assignment, solve.studentName, solve.studentId, answers, options);
    progress.finish();
    file.stream() << cw::serializeSubmission(submission);
    file.commit();
    for (const cw::Task& task : assignment.tasks) {
        const auto answer = submission.answers.find(task.id);
        const auto run = std::find_if(submission.runs.begin(), submission.runs.end(),
                                      [&task](const cw::TaskRun& r) { return r.task == task.id; });
        const std::optional<cw::TaskValue> value = answer != submission.answers.end()
                                                       ? std::optional(answer->second)
                                                   : run != submission.runs.end() ? run->result
                                                                                  : std::nullopt;
        out << std::left << std::setw(24) << task.id << std::setw(20) << cw::taskKindId(task.kind)
            << (value ? cw::valueText(*value) : "(no answer)") << '\n';
    }
    return kExitOk;
}

int gradeSubmissions(const Command& command, std::ostream& out, std::ostream& err) {
    const GradeOptions& grade = command.grade;
    const cw::Assignment assignment = cw::loadAssignment(grade.assignment);
    InputFiles inputs = assignmentInputs(grade.assignment);
    for (const std::string& submission : grade.submissions) {
        inputs.emplace_back("the submission file", submission);
    }
    std::vector<std::pair<std::string_view, std::string>> outputs{{"--out", grade.outFile}};
    for (const std::string& figure : grade.figureFiles) {
        outputs.emplace_back("--figure", figure);
    }
    requireDistinctOutputs(outputs, inputs);
    requireFigureFolders(grade.figureFiles);
    OutputFile file("--out", grade.outFile);
    core::AnalysisOptions options;
    options.threads = grade.threads;
    const std::vector<cw::GradeRow> rows = cw::gradeFiles(assignment, grade.submissions, options);
    cw::writeGrades(file.stream(), rows);
    file.commit();
    if (!grade.figureFiles.empty()) {
        writeClassFigures(assignment, rows, grade.figureFiles);
    }
    printSummary(out, assignment, rows);
    printDetails(err, rows);
    return kExitOk;
}

} // namespace clothlab::app::cli
