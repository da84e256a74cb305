// Internal to core/coursework: the JSON pieces that assignment and submission files share
// (multilingual texts, integrator choices, a task's analysis settings, task values), read
// strictly with the scene reader's Node (errors carry the file, the JSON path and the reason)
// and written so that they read back unchanged.
#pragma once

#include "core/coursework/assignment.h"
#include "core/scene/scene_node.h"

#include <nlohmann/json.hpp>
#include <string_view>
#include <vector>

namespace clothlab::core::coursework::detail {

using nlohmann::json;
using scene_reader::Node;

/// {"en": "…", "ja": "…", …} (languages of kLanguages, "en" required), or a string: English.
LocalizedText readText(const Node& node);
json writeText(const LocalizedText& text);

/// "rk4" (dt `defaultDt`) or {"id": "rk4", "dt": 0.01, <parameter>: value, …}, the parameters
/// checked against those the integrator declares.
IntegratorChoice readChoice(const Node& node, double defaultDt);
json writeChoice(const IntegratorChoice& choice);

/// The keys of the settings of a task of `kind` (besides "dt", the step of integrators given
/// by id).
std::vector<std::string_view> settingsKeys(TaskKind kind);
/// The settings of a task of `kind` from the keys settingsKeys(kind) of `node` (a task or a
/// run manifest's "settings"); integrators given by id take "dt" or else `sceneDt`.
TaskSettings readSettings(const Node& node, TaskKind kind, double sceneDt);
/// The keys of settingsKeys(kind) set in `object` (integrators written in full).
void writeSettings(const TaskSettings& settings, TaskKind kind, json& object);

/// A number or a string.
TaskValue readValue(const Node& node);
json writeValue(const TaskValue& value);

/// A lower-case id: letters a–z, digits and '-', not empty.
std::string readId(const Node& node);

} // namespace clothlab::core::coursework::detail
