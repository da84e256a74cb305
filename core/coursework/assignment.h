// Coursework (issue 18): an assignment a teacher writes — a scene, the scene keys a student may
// not change, the integrators allowed and an ordered list of tasks the workbench can check —
// as plain structs. Files: core/coursework/assignment_io.h; submissions and grading:
// core/coursework/submission.h and grader.h.
#pragma once

#include "core/base/types.h"
#include "core/scene/scene.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace clothlab::core::coursework {

/// The languages an assignment's texts may be written in; "en" is required.
inline constexpr std::array<std::string_view, 4> kLanguages{"en", "ja", "zh_CN", "zh_TW"};

/// A text in one or more languages of kLanguages, English always present.
struct LocalizedText {
    std::map<std::string, std::string> texts; ///< language → text
    /// The text in `language`, else in English (empty when there is no English either).
    const std::string& in(std::string_view language) const;
    bool operator==(const LocalizedText&) const = default;
};

/// What a task asks for. Ids (taskKindId) are used in files.
enum class TaskKind : std::uint8_t {
    Run,              ///< "run": run a method to a time without blow-up
    StabilityLimit,   ///< "stability-limit": a method's largest stable dt (s)
    ConvergenceOrder, ///< "convergence-order": the fitted order of a method
    ErrorComparison,  ///< "error-comparison": which method has the smallest error at a time
    StiffnessSweep,   ///< "stiffness-sweep": exponent p of dt_max ∝ (k scale)^p
    Measure,          ///< "measure": a quantity of one run at its end (MeasuredQuantity)
    Numeric,          ///< "numeric": a number with a unit, checked against a stated value
    Text,             ///< "text": a short written answer, not graded automatically
};
inline constexpr std::array<TaskKind, 8> kAllTaskKinds{TaskKind::Run,
                                                       TaskKind::StabilityLimit,
                                                       TaskKind::ConvergenceOrder,
                                                       TaskKind::ErrorComparison,
                                                       TaskKind::StiffnessSweep,
                                                       TaskKind::Measure,
                                                       TaskKind::Numeric,
                                                       TaskKind::Text};
std::string_view taskKindId(TaskKind kind);
std::optional<TaskKind> taskKindFromId(std::string_view id);
/// Whether the engine computes the task's value (every kind but Numeric and Text).
bool isComputed(TaskKind kind);

/// What a Measure task measures at the end T of its run. Ids (measuredQuantityId) are used in
/// files. E = T + U_g + U_e is the mechanical energy (U_g = −Σ m·g·x, zero at the scene's
/// origin), D and W the dissipated and external work booked up to T (DESIGN §2).
enum class MeasuredQuantity : std::uint8_t {
    EnergyRatio,   ///< "energy-ratio": E(T)/E(0), 1
    EnergyBalance, ///< "energy-balance": (E(T) + D(T) − W(T))/E(0), 1; 1 for the exact solution
    MeanStrain,    ///< "mean-strain": mean of |l − L|/L over the springs at T, 1
    MaxStrain,     ///< "max-strain": largest |l − L|/L over the springs at T, 1
};
inline constexpr std::array<MeasuredQuantity, 4> kAllMeasuredQuantities{
    MeasuredQuantity::EnergyRatio, MeasuredQuantity::EnergyBalance, MeasuredQuantity::MeanStrain,
    MeasuredQuantity::MaxStrain};
std::string_view measuredQuantityId(MeasuredQuantity quantity);
std::optional<MeasuredQuantity> measuredQuantityFromId(std::string_view id);
/// Whether the quantity is a strain (and so may be limited to one spring kind).
bool isStrain(MeasuredQuantity quantity);

/// Outcomes of a Run task.
inline constexpr std::string_view kSurvives = "survives";
inline constexpr std::string_view kBlowsUp = "blows-up";

/// A task's value: a number (a dt in s, an order, an exponent, a numeric answer) or a word
/// (a run's outcome, the id of the most accurate method, a text answer).
using TaskValue = std::variant<double, std::string>;

/// The settings of a computed task's analysis: what the task asks to be run, and what a
/// submission's run manifest records of what was run.
struct TaskSettings {
    /// Run, StabilityLimit, ConvergenceOrder, StiffnessSweep, Measure: one (dt is the run's step,
    /// the stability bracket's start, ignored by convergence); ErrorComparison: two or more.
    std::vector<IntegratorChoice> integrators;
    double duration = 0.0;   ///< s, > 0: the run's length, the time of the comparison
    std::vector<double> dts; ///< ConvergenceOrder: s, at least two, distinct
    std::optional<IntegratorChoice> reference; ///< ConvergenceOrder, ErrorComparison
    double bisection = 0.02; ///< StabilityLimit, StiffnessSweep: relative, (0, 0.5]
    /// StiffnessSweep: the kind swept; Measure of a strain: the kind measured; empty = every kind
    std::optional<SpringKind> springKind;
    std::vector<double> scales; ///< StiffnessSweep: stiffness factors, at least two, > 0
    MeasuredQuantity quantity = MeasuredQuantity::EnergyRatio; ///< Measure
    bool operator==(const TaskSettings&) const = default;
};

/// What a checkable task expects: a stated value, or the value the engine computes from the
/// task's own settings ("computed"); a number within a tolerance or a word exactly.
struct Expected {
    bool computed = false;
    std::optional<TaskValue> value; ///< set unless computed
    double tolerance = 0.0;         ///< numbers: absolute, or relative when `relative`
    bool relative = false;
    bool operator==(const Expected&) const = default;
};

/// Whether `value` meets `expected` (whose value is `target`): numbers within the tolerance
/// (relative to |target| when relative), words equal.
bool withinTolerance(const TaskValue& value, const TaskValue& target, const Expected& expected);

struct Task {
    std::string id; ///< unique in the assignment: lower-case letters, digits, '-'
    TaskKind kind = TaskKind::Text;
    LocalizedText title;
    LocalizedText text;  ///< the question or instructions; may be empty
    double points = 1.0; ///< ≥ 0
    std::string unit;    ///< Numeric: the unit of the answer ("s", "1", …)
    TaskSettings settings;
    Expected expected; ///< not for Text
    /// Computed kinds: overrides the assignment's studentsMayRunTasks / fillAnswers for this
    /// task ("students_may_run", "fill_answer"); empty: as the assignment says.
    std::optional<bool> studentsMayRun;
    std::optional<bool> fillAnswer;
    bool operator==(const Task&) const = default;
};

struct Assignment {
    LocalizedText title;
    LocalizedText instructions;
    std::string scenePreset; ///< the preset id when the scene is "preset:NAME", else empty
    Scene scene;
    /// Scene keys the student may not change, as JSON paths ("stiffness", "bodies[0].rows").
    std::vector<std::string> locked;
    std::vector<std::string> integrators; ///< ids the student may use; every task's are in it
    std::vector<Task> tasks;
    /// What the teacher automates ("students_may_run_tasks", "fill_answers"; both off unless
    /// set, as in the shipped labs): whether a student may have the workbench run a computed
    /// task's analysis with its settings, and whether the value it finds then fills in the
    /// answer (else the student reads it off the analysis and types it).
    bool studentsMayRunTasks = false;
    bool fillAnswers = false;
    bool operator==(const Assignment&) const = default;
};

/// The unit of a task's answer as the student writes it: "s" for a stability limit, a numeric
/// task's own unit (none for "1"), none for orders, exponents, ratios, strains and words.
std::string answerUnit(const Task& task);

/// Whether a student may have the workbench run `task` (a computed kind) with its settings:
/// always for a "run to a time" task (its run is what it asks for), else the task's own switch,
/// else the assignment's.
bool studentsMayRun(const Assignment& assignment, const Task& task);
/// Whether running `task` fills in its answer: only where the student may run it, by the
/// task's own switch, else the assignment's.
bool answerFilledIn(const Assignment& assignment, const Task& task);

/// The locked path that an edit of `path` would change — the path itself, one that contains
/// it ("stiffness" locks "stiffness.shear.stretch") or one inside it (setting "stiffness"
/// replaces a locked "stiffness.shear") — or empty when the edit touches none.
std::optional<std::string> lockedPathTouched(const std::vector<std::string>& locked,
                                             std::string_view path);

/// FNV-1a 64-bit hash of `text`, as 16 hex digits.
std::string contentHash(std::string_view text);

} // namespace clothlab::core::coursework
