// Grading a class: each submission is checked as a whole (readable, sealed, made for this
// assignment, its student id in no other submission), then task by task with checkAnswer()
// (answer_check.h) — the answer against the expected value and against the task recomputed
// with the assignment's settings on the student's scene (the assignment's scene with the
// student's edits of unlocked keys), within a cost limit. The settings a submission's runs
// record are never run: they only explain a wrong answer. One row per student and task, never
// an exception for a bad submission.
#pragma once

#include "core/analysis/analysis.h"
#include "core/coursework/answer_check.h"
#include "core/coursework/assignment.h"
#include "core/coursework/submission.h"

#include <cstdint>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace clothlab::core::coursework {

inline constexpr const char* kGradesHeader =
    "student,task,status,expected,submitted,recomputed,points";

struct GradeRow {
    std::string student; ///< the student id; the file name when the file cannot be read
    std::string task;
    GradeStatus status = GradeStatus::Missing;
    std::optional<TaskValue> expected;
    std::optional<TaskValue> submitted;
    std::optional<TaskValue> recomputed;
    std::optional<double> points; ///< empty for Manual
    Message detail;               ///< why, for every status but Ok and Manual
};

/// The largest ratio of the student's scene's size (particles and springs) to the
/// assignment's: recomputing a task on a scene the student enlarged costs at most this many
/// times what the teacher's own settings cost.
inline constexpr double kMaxRecomputeCostRatio = 4.0;

/// Results of computed tasks by manifest (scene hash, task kind, settings with every
/// integrator's parameters and dt). A run is bit-for-bit deterministic for a given scene and
/// build (DESIGN §2), so a manifest met again — thirty students who ran the task as set — is
/// computed once; every distinct manifest is still run by the engine. Not thread-safe.
class RecomputeCache {
public:
    /// computeTask() of the manifest, or its earlier result. Throws as computeTask().
    TaskValue compute(const Scene& scene, TaskKind kind, const TaskSettings& settings,
                      const AnalysisOptions& options = {});
    /// How many distinct manifests were computed.
    std::size_t computed() const { return m_values.size(); }

private:
    std::map<std::string, TaskValue> m_values;
};

/// The value each checkable task expects (task id → value): the stated one, or the one the
/// engine computes from the task's settings on the assignment's scene.
std::map<std::string, TaskValue> expectedValues(const Assignment& assignment,
                                                const AnalysisOptions& options = {},
                                                RecomputeCache* cache = nullptr);

/// The rows of one submission (one per task, in the assignment's order), given the
/// assignment, its hash and expectedValues(). `text` is the file's content, or `readProblem`
/// why it could not be read; `fileName` names it.
std::vector<GradeRow> gradeSubmission(const Assignment& assignment, const std::string& hash,
                                      const std::map<std::string, TaskValue>& expected,
                                      std::string_view text, const std::string& fileName,
                                      const Message& readProblem = {},
                                      const AnalysisOptions& options = {},
                                      RecomputeCache* cache = nullptr);

/// The rows `submission` would get from the grader, as gradeSubmission() gives them for its
/// file: what Hand In shows before the student hands in, and the assignment editor's preview.
std::vector<GradeRow> gradeBeforeHandIn(const Assignment& assignment, const Submission& submission,
                                        const AnalysisOptions& options = {},
                                        RecomputeCache* cache = nullptr);

/// Reads and grades each file, with one RecomputeCache for them all. Files with the same
/// student id are all "duplicate", no points, each row's student "ID (file name)".
std::vector<GradeRow> gradeFiles(const Assignment& assignment,
                                 const std::vector<std::string>& files,
                                 const AnalysisOptions& options = {});

/// The value as a CSV field: numbers in the shortest text that reads back exactly.
std::string valueText(const TaskValue& value);

/// kGradesHeader and one line per row (fields quoted where CSV needs it). A text field a
/// spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return)
/// is written with a leading apostrophe; numbers are written as they are.
void writeGrades(std::ostream& out, const std::vector<GradeRow>& rows);

} // namespace clothlab::core::coursework
