// `clothlab-cli solve`: an assignment worked with the engine's own results and handed in,
// the teacher's reference solution or a scripted student (core/coursework/task_runner.h).
#include "app/cli/cli_output.h"
#include "app/cli/cli_scene.h"
#include "app/cli/subcommand.h"
#include "core/coursework/assignment_io.h"
#include "core/coursework/grader.h"
#include "core/coursework/task_runner.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iomanip>
#include <map>
#include <optional>
#include <ostream>

namespace clothlab::app::cli {

namespace {

namespace cw = core::coursework;

/// Options of `solve`: the assignment worked with the engine's results, handed in.
struct SolveOptions {
    std::string assignment; ///< a file or assignment:NAME
    std::string studentId;
    std::string studentName; ///< default: the id
    /// --answer TASK=VALUE: task id and the answer as written (a number or a text).
    std::vector<std::pair<std::string, std::string>> answers;
    int threads = 0;
    std::string outFile;
};

std::string help() {
    return "Usage: clothlab-cli solve ASSIGNMENT --student ID [--name NAME]\n"
           "           [--answer TASK=VALUE]... [--threads N] --out SUBMISSION.json\n"
           "\n"
           "Works every task of ASSIGNMENT with the engine's own results and hands in:\n"
           "the teacher's reference solution, or a scripted student. Each computed task\n"
           "(run, stability-limit, convergence-order, error-comparison, stiffness-sweep)\n"
           "is run on the assignment's scene and recorded with its manifest (scene hash,\n"
           "integrators with parameters and dt, settings, build); a numeric task gets its\n"
           "stated value. The submission is sealed with a content hash. Prints each\n"
           "task's answer.\n"
           "\n"
           "  ASSIGNMENT         an assignment file or assignment:NAME (see clothlab-cli\n"
           "                     assignments)\n"
           "  --student ID       the student's id (the grades' student column)\n"
           "  --name NAME        the student's name; default: the id\n"
           "  --answer TASK=VALUE  answer TASK with VALUE instead (a number, or a text for\n"
           "                     a text task); repeatable\n"
           "  --threads N        worker threads of the analyses; default: one per core\n"
           "  --out FILE.json    the submission (written atomically)\n";
}

SolveOptions parse(ArgumentCursor& cursor) {
    SolveOptions solve;
    std::optional<std::string> student, name;
    std::optional<long> threads;
    parseArguments(
        cursor, "solve", &solve.assignment,
        {{"--student",
          [&student](std::string_view flag, std::string_view value) {
              if (value.empty()) {
                  throw InputError(std::string(flag) + ": expected an id, got \"\"");
              }
              setOnce(student, flag, std::string(value));
          }},
         {"--name", [&name](std::string_view flag,
                            std::string_view value) { setOnce(name, flag, std::string(value)); }},
         {"--answer",
          [&solve](std::string_view flag, std::string_view value) {
              solve.answers.push_back(keyValue(flag, value));
          }},
         integerFlag("--threads", threads),
         fileFlag("--out", solve.outFile)});
    if (solve.assignment.empty()) {
        throw InputError("solve: missing ASSIGNMENT (an assignment file or assignment:NAME)");
    }
    if (!student) {
        throw InputError("solve: missing --student ID");
    }
    if (solve.outFile.empty()) {
        throw InputError("solve: missing --out SUBMISSION.json");
    }
    solve.studentId = *student;
    solve.studentName = name.value_or(*student);
    solve.threads = threadCount(threads);
    return solve;
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

int run(Invocation& call) {
    const SolveOptions solve = parse(call.args);
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
        call.out << std::left << std::setw(24) << task.id << std::setw(20)
                 << cw::taskKindId(task.kind) << (value ? cw::valueText(*value) : "(no answer)")
                 << '\n';
    }
    return kExitOk;
}

} // namespace

const Subcommand kSolveCommand{
    "solve", "work an assignment with the engine and hand in a submission", &help, &run};

} // namespace clothlab::app::cli
