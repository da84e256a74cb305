// Grading a class: each submission is checked as a whole (readable, sealed, made for this
// assignment), then task by task — the answer against the expected value, and each computed
// task's run manifest re-run on the student's scene, so that a number is only accepted when
// the submission's own run gives it. One row per student and task, never an exception for a
// bad submission.
#pragma once

#include "core/analysis/analysis.h"
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

enum class GradeStatus : std::uint8_t {
    Ok,       ///< "ok": the answer meets the expected value and the re-run agrees
    Wrong,    ///< "wrong": outside the tolerance, or not what the submission's own run gives
    Tampered, ///< "tampered": the content hash does not match (edited after handing in)
    Mismatch, ///< "mismatch": made for another assignment, scene or integrator
    Missing,  ///< "missing": no answer or no run for the task
    BadFile,  ///< "bad-file": the submission cannot be read
    Manual,   ///< "manual": a text answer, for the teacher to read
};
std::string_view gradeStatusId(GradeStatus status);

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

/// Reads and grades each file, with one RecomputeCache for them all.
std::vector<GradeRow> gradeFiles(const Assignment& assignment,
                                 const std::vector<std::string>& files,
                                 const AnalysisOptions& options = {});

/// The value as a CSV field: numbers in the shortest text that reads back exactly.
std::string valueText(const TaskValue& value);

/// kGradesHeader and one line per row (fields quoted where CSV needs it).
void writeGrades(std::ostream& out, const std::vector<GradeRow>& rows);

} // namespace clothlab::core::coursework
