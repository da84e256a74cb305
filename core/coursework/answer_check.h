// The one check of a student's answer, used by the grader (grader.h), the Tasks dock and Hand
// In alike, so that what the workbench tells a student before handing in is, word for word,
// what `clothlab-cli grade` says afterwards. It decides from values already known: the answer
// as handed in, the value the task expects and the value the engine recomputes with the
// assignment's settings; the grader computes the latter, the dock passes what it has.
#pragma once

#include "core/base/message.h"
#include "core/coursework/assignment.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace clothlab::core::coursework {

struct TaskRun;

enum class GradeStatus : std::uint8_t {
    Ok,        ///< "ok": the answer meets the expected value and the recomputed one
    Wrong,     ///< "wrong": outside the tolerance, or not what the task's settings give
    Tampered,  ///< "tampered": the content hash does not match (edited after handing in)
    Mismatch,  ///< "mismatch": made for another assignment, on a locked key, another method
    Missing,   ///< "missing": no answer or no run for the task
    BadFile,   ///< "bad-file": the submission cannot be read
    Manual,    ///< "manual": a text answer, for the teacher to read
    Duplicate, ///< "duplicate": another submission has the same student id; neither counts
    TooCostly, ///< "too-costly": the recomputation is over the task's cost limit
};
std::string_view gradeStatusId(GradeStatus status);

/// How an answer was obtained. Ids (answerSourceId) are used in submission files.
enum class AnswerSource : std::uint8_t {
    Typed,    ///< "typed": written into the answer cell by the student
    Analysis, ///< "analysis": the value of an analysis the student ran in the workbench
    TaskRun,  ///< "task-run": the value of running the task itself (Work the Selected Task)
};
inline constexpr std::array<AnswerSource, 3> kAllAnswerSources{
    AnswerSource::Typed, AnswerSource::Analysis, AnswerSource::TaskRun};
std::string_view answerSourceId(AnswerSource source);
std::optional<AnswerSource> answerSourceFromId(std::string_view id);

/// The verdict on one answer.
struct AnswerCheck {
    GradeStatus status = GradeStatus::Missing;
    Message reason;               ///< why, for every status but Ok and Manual
    std::optional<double> points; ///< the task's points when Ok, 0 otherwise, empty for Manual
};

/// Whether a task of `kind` is answered with a number (every kind but Run, ErrorComparison
/// and Text).
bool takesNumber(TaskKind kind);

/// What can be said of an answer before any value is known (the dock, as the student types):
/// missing, manual, or a word where the task takes a number, as checkAnswer() says it; empty
/// when only the values can decide.
std::optional<AnswerCheck> checkAnswerForm(const Task& task,
                                           const std::optional<TaskValue>& answer);

/// The answer to `task` checked: checkAnswerForm(), then → missing ("no run for this task" for a
/// run task, whose answer is its run's outcome; else "no answer"); a text task → manual; a word
/// where the task takes a number → wrong; outside the task's tolerance of `expected` → wrong;
/// outside the tolerance of `recomputed` (the task's value on the student's scene with the
/// assignment's settings; empty when not known, as in the dock before grading) → wrong; else ok.
/// When the answer is wrong and `behind` (the run the answer was read off, if any) was made with
/// other settings than the task's, the reason says which.
AnswerCheck checkAnswer(const Task& task, const std::optional<TaskValue>& answer,
                        const std::optional<TaskValue>& expected,
                        const std::optional<TaskValue>& recomputed,
                        const TaskRun* behind = nullptr);

/// The first difference between the settings of `run` and those `task` asks for (method,
/// dt, duration, step sizes, reference, bisection tolerance, stiffness factors), or empty.
Message settingsDifference(const Task& task, const TaskRun& run);

/// The answer the student wrote, as a value: a number when the whole trimmed text is one
/// (a finite number in C locale), else the trimmed text.
TaskValue typedAnswer(std::string_view text);

} // namespace clothlab::core::coursework
