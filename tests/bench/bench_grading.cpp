// Grading a class (issue 18: 30 generated submissions of lab 1 graded in under 30 s, grades
// CSV and class figure; the figure is drawn by clothlab-cli, see RESULTS.md for the
// end-to-end command).
//
//   grade/lab1/30    core::coursework::gradeFiles() on 30 submission files of lab 1 (each
//                    computed task re-run from its manifest) and the grades CSV written
//
// The submissions are made once, untimed, by solveAssignment(): every third student types a
// wrong RK4 order (sealed), every fifth file is edited by hand afterwards, so that the rows
// carry ok, wrong, tampered and manual. Wall-clock time; no assertion on time.
#include "core/coursework/assignment_io.h"
#include "core/coursework/grader.h"
#include "core/coursework/task_runner.h"

#include <benchmark/benchmark.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace cw = clothlab::core::coursework;

/// Writes `count` submissions of `assignment` into `folder`; returns their paths.
std::vector<std::string> makeClass(const cw::Assignment& assignment, int count,
                                   const std::filesystem::path& folder) {
    std::filesystem::create_directories(folder);
    std::vector<std::string> files;
    for (int k = 0; k < count; ++k) {
        // Appended, not "s" + std::to_string(): that trips GCC 12's -Wrestrict.
        std::string id = "s";
        id += std::to_string(1000 + k);
        std::string name = "Student ";
        name += id;
        std::map<std::string, cw::TaskValue> answers{{"energy", std::string("Symplectic.")}};
        if (k % 3 == 1) {
            answers["rk4-order"] = 2.0;
        }
        cw::Submission submission = cw::solveAssignment(assignment, name, id, answers);
        if (k % 5 == 4) {
            submission.answers["rk2-order"] = 2.0; // a hand edit: not sealed again
        }
        const std::string path = (folder / (id + ".json")).string();
        cw::saveSubmission(submission, path);
        files.push_back(path);
    }
    return files;
}

void gradeClass(benchmark::State& state) {
    const cw::Assignment assignment = cw::loadAssignment("assignment:lab1-orders");
    const int count = static_cast<int>(state.range(0));
    const std::filesystem::path folder = std::filesystem::temp_directory_path() /
                                         ("clothlab-bench-grading-" + std::to_string(count));
    const std::vector<std::string> files = makeClass(assignment, count, folder);
    std::size_t rows = 0;
    for (auto _ : state) {
        const std::vector<cw::GradeRow> grades = cw::gradeFiles(assignment, files);
        std::ofstream out(folder / "grades.csv");
        cw::writeGrades(out, grades);
        rows = grades.size();
        benchmark::DoNotOptimize(rows);
    }
    state.counters["submissions"] = count;
    state.counters["rows"] = static_cast<double>(rows);
    std::filesystem::remove_all(folder);
}

} // namespace

BENCHMARK(gradeClass)->Name("grade/lab1")->Arg(30)->Unit(benchmark::kMillisecond)->UseRealTime();

BENCHMARK_MAIN();
