// Assignment files: JSON with "format": "clothlab-assignment", versioned, read strictly like
// scene files (every error is a SceneFileError naming the file, the JSON path and the
// reason) and written atomically. Shipped labs are read as "assignment:NAME".
//
//   { "format": "clothlab-assignment", "version": 1,
//     "title": {"en": "…", "ja": "…"}, "instructions": {"en": "…"},
//     "scene": "preset:spring-oscillator"  (or a scene object, as in a scene file),
//     "locked": ["stiffness", "bodies"], "integrators": ["explicit-euler", "rk4"],
//     "tasks": [ {"id": "rk4-order", "kind": "convergence-order", "title": {"en": "…"},
//                 "points": 2, "integrator": "rk4", "dts": [0.01, 0.005], "duration": 1,
//                 "expected": {"computed": true, "tolerance": 0.3}},
//               {"id": "stretch", "kind": "measure", "title": {"en": "…"},
//                 "quantity": "mean-strain", "spring_kind": "structural", "duration": 1,
//                 "integrator": {"id": "pbd", "relaxations": 5},
//                 "expected": {"computed": true, "relative_tolerance": 0.01}}, … ] }
//
// A task's keys: "id", "kind", "title", optional "text" and "points"; the settings of its kind
// (coursework_json.h: "integrator" or "integrators", "duration", "dts", "reference",
// "bisection", "spring_kind", "scales", "quantity", "dt" for integrators given by id; an
// integrator given as an object sets its parameters too: {"id": "pbd", "relaxations": 5});
// "unit" for a numeric task; "expected" for every kind but text: {"value": V | "computed":
// true} with "tolerance" or "relative_tolerance" for numbers (a run's value is "survives" or
// "blows-up", default "survives"; an error comparison's the id of the most accurate method).
// A measure task's "quantity" is one of MeasuredQuantity's ids (assignment.h); its optional
// "spring_kind" limits a strain to one kind.
#pragma once

#include "core/coursework/assignment.h"

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace clothlab::core::coursework {

inline constexpr std::string_view kAssignmentFormat = "clothlab-assignment";
inline constexpr int kAssignmentFormatVersion = 1;
inline constexpr std::string_view kAssignmentPrefix = "assignment:";
/// Largest assignment file read (bytes).
inline constexpr long long kMaxAssignmentFileBytes = 16LL << 20;

/// Parses assignment JSON; `fileName` names it in errors. Throws SceneFileError.
Assignment parseAssignment(std::string_view json, const std::string& fileName);

/// Reads "assignment:NAME" (a shipped lab) or an assignment file. Throws SceneFileError.
Assignment loadAssignment(const std::string& source);

/// Whether `source` names an assignment rather than a scene: "assignment:NAME", or a readable
/// JSON file whose "format" is an assignment's (the command line and the workbench take either
/// where they take a scene).
bool isAssignmentSource(const std::string& source);

/// The assignment as JSON text; parseAssignment() reads it back equal.
std::string serializeAssignment(const Assignment& assignment);

/// Writes the assignment atomically. Throws SceneFileError; the old file is then untouched.
void saveAssignment(const Assignment& assignment, const std::string& path);

/// The hash a submission names its assignment by: contentHash() of the assignment's
/// canonical JSON (so the same assignment, however formatted, has the same hash).
std::string assignmentHash(const Assignment& assignment);

/// The scene the tasks run on: the assignment's scene without its runs, with the student's
/// edits `overrides` applied and checked like a scene file. Throws SceneFileError naming `file` and
/// the path, also for an edit that touches a locked key.
Scene studentScene(const Assignment& assignment, const std::vector<SceneOverride>& overrides,
                   const std::string& file);

/// Whether `path` resolves in `root` (keys and [index] steps, as in scene overrides).
bool jsonPathExists(const nlohmann::json& root, std::string_view path);

} // namespace clothlab::core::coursework
