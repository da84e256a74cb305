// `clothlab-cli grade`: a class graded: every submission re-run and checked against the
// assignment (core/coursework/grader.h), the grades CSV and the class figure written.
#include "app/cli/cli_output.h"
#include "app/cli/cli_scene.h"
#include "app/cli/drawing.h"
#include "app/cli/subcommand.h"
#include "core/coursework/assignment_io.h"
#include "core/coursework/grader.h"

#include <iomanip>
#include <map>
#include <optional>
#include <ostream>

namespace clothlab::app::cli {

namespace {

namespace cw = core::coursework;

/// Options of `grade`: the submissions re-run and checked against the assignment.
struct GradeOptions {
    std::string assignment;               ///< a file or assignment:NAME
    std::vector<std::string> submissions; ///< at least one
    int threads = 0;
    std::vector<std::string> figureFiles; ///< the class summary: --figure FILE.(pdf|svg|png)
    std::string outFile;
};

std::string help() {
    return std::string("Usage: clothlab-cli grade ASSIGNMENT SUBMISSION... --out FILE.csv\n") +
           "           [--figure FILE.(pdf|svg|png)]... [--threads N]\n"
           "\n"
           "Grades a class. Each submission is read and checked as a whole, then each\n"
           "computed task is recomputed with the assignment's settings on the student's\n"
           "scene (the assignment's scene with the student's edits of unlocked keys) and\n"
           "the answer, typed or read off a run, is checked against the expected value\n"
           "and the recomputed one; the settings a submission's runs record are never\n"
           "run, they only explain a wrong answer. Writes one row per student and task:\n"
           "  student,task,status,expected,submitted,recomputed,points\n"
           "status is ok, wrong (outside the tolerance of either value), tampered (the\n"
           "seal does not match), mismatch (made for another assignment, or an edit of a\n"
           "locked key; a run task's run made with other settings or on another scene),\n"
           "missing (no answer, or no run for a run task), bad-file (not a readable\n"
           "submission), manual (a text answer, points left empty), duplicate (another\n"
           "submission has the same student id: none of them counts) or too-costly (the\n"
           "student's scene would make the recomputation cost more than " +
           number(cw::kMaxRecomputeCostRatio) +
           " times the\n"
           "assignment's). A bad submission is a status, not an error. Text that a\n"
           "spreadsheet would read as a formula is written with a leading apostrophe.\n"
           "Prints each student's points; why a row is not ok goes to stderr.\n"
           "\n"
           "  --out FILE.csv     the grades (written atomically)\n"
           "  --figure FILE      the class summary: each submitted value over the expected\n"
           "                     one, per task; .pdf, .svg or .png; repeatable\n"
           "  --threads N        worker threads of the analyses; default: one per core\n"
           "\n"
           "Exit status: 0 graded, 2 bad input (the assignment, a flag, an output path).\n";
}

GradeOptions parse(ArgumentCursor& cursor) {
    GradeOptions grade;
    std::optional<long> threads;
    const auto positional = [&grade](std::string_view arg) {
        (grade.assignment.empty() ? grade.assignment : grade.submissions.emplace_back()) = arg;
        return true;
    };
    parseArguments(cursor, "grade", positional,
                   {integerFlag("--threads", threads), figureFlag(grade.figureFiles),
                    fileFlag("--out", grade.outFile)});
    if (grade.assignment.empty()) {
        throw InputError("grade: missing ASSIGNMENT (an assignment file or assignment:NAME)");
    }
    if (grade.submissions.empty()) {
        throw InputError("grade: missing SUBMISSION (one or more submission files)");
    }
    if (grade.outFile.empty()) {
        throw InputError("grade: missing --out FILE.csv");
    }
    grade.threads = threadCount(threads);
    return grade;
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

int run(Invocation& call) {
    const GradeOptions grade = parse(call.args);
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
    printSummary(call.out, assignment, rows);
    printDetails(call.err, rows);
    return kExitOk;
}

} // namespace

const Subcommand kGradeCommand{"grade", "grade submissions: re-run them, write the grades CSV",
                               &help, &run};

} // namespace clothlab::app::cli
