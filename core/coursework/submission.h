// Submissions: what a student hands in for an assignment — one JSON file with the
// assignment's hash, the student's name and id, the scene edits they made (unlocked keys
// only), their answers, and every run or analysis they made for a task with its manifest
// (scene hash, integrators with parameters and dt, the analysis settings, build). A content
// hash over all of it and the assignment's hash makes an accidental or naive hand edit
// detectable (it is not a signature: anyone with ClothLab can reseal an edited file); the
// grader (grader.h) takes nothing on trust but the answers and recomputes every task with the
// assignment's settings.
//
//   { "format": "clothlab-submission", "version": 1, "assignment": "<hash>",
//     "student": {"name": "…", "id": "…"}, "build": "…", "report": "report.pdf",
//     "scene_edits": [{"path": "air.drag", "value": 0.1}],
//     "answers": {"rk4-order": 3.96, "why": "…"},
//     "answer_sources": {"rk4-order": "analysis", "why": "typed"},   (optional)
//     "runs": [{"task": "rk4-order", "kind": "convergence-order", "scene_hash": "…",
//               "build": "…", "settings": {…the task's settings keys…}, "result": 3.96}],
//     "analyses": [{"kind": "stability-limit", "scene_hash": "…", "build": "…",
//                   "settings": {…}, "result": 0.0281}],    (optional: made outside the tasks)
//     "content_hash": "<hash>" }
#pragma once

#include "core/coursework/answer_check.h"
#include "core/coursework/assignment.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace clothlab::core::coursework {

inline constexpr std::string_view kSubmissionFormat = "clothlab-submission";
inline constexpr int kSubmissionFormatVersion = 1;
/// Largest submission file read (bytes).
inline constexpr long long kMaxSubmissionFileBytes = 16LL << 20;

/// One run or analysis made for a task, with its manifest. The grader does not re-run it: it
/// recomputes each task with the assignment's settings, and names how a run's settings differ
/// from the task's when an answer read off it is wrong.
struct TaskRun {
    std::string task; ///< the task's id
    TaskKind kind = TaskKind::Run;
    std::string sceneHash; ///< sceneHash() of the scene it ran on
    std::string build;     ///< buildVersion() of the ClothLab that ran it
    TaskSettings settings;
    std::optional<TaskValue> result; ///< what it gave, as the student saw it
    bool operator==(const TaskRun&) const = default;
};

struct Submission {
    std::string assignmentHash; ///< assignmentHash() of the assignment it was made for
    std::string studentName;
    std::string studentId;
    std::string build;
    std::string report; ///< file name of the report PDF beside the submission; may be empty
    std::vector<SceneOverride> sceneEdits;    ///< applied to the assignment's scene, in order
    std::map<std::string, TaskValue> answers; ///< task id → answer
    /// task id → how its answer was obtained; the settings behind an answer from a run are
    /// those of the task's entry in `runs`. Absent for an answer: typed.
    std::map<std::string, AnswerSource> sources;
    std::vector<TaskRun> runs;
    /// Analyses made in the workbench outside the tasks (the Analysis menu, or on an edited
    /// scene), for the record: their task is empty and the grader does not use them.
    std::vector<TaskRun> analyses;
    std::string contentHash; ///< as written; seal() sets it
    bool operator==(const Submission&) const = default;
};

/// The hash of everything in the submission but its content hash (which covers the
/// assignment's hash too).
std::string submissionHash(const Submission& submission);

/// Sets the content hash: the submission as handed in.
void seal(Submission& submission);

/// Whether the content hash matches the content (false after a hand edit).
bool isSealed(const Submission& submission);

/// Parses submission JSON strictly (file, JSON path, reason); the content hash is read, not
/// checked. Throws SceneFileError.
Submission parseSubmission(std::string_view json, const std::string& fileName);
Submission loadSubmission(const std::string& path);

/// The submission as JSON text, its content hash as it is.
std::string serializeSubmission(const Submission& submission);
/// Writes atomically. Throws SceneFileError.
void saveSubmission(const Submission& submission, const std::string& path);

} // namespace clothlab::core::coursework
