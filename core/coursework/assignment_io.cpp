// Assignment files. Reading is strict in the manner of the scene reader: every key known,
// every value checked, every error with the file, the JSON path and the reason. A scene given
// inline is read by the scene reader itself, its errors moved under "scene".
#include "core/coursework/assignment_io.h"

#include "core/base/file_access.h"
#include "core/coursework/coursework_json.h"
#include "core/coursework/labs.h"
#include "core/integrators/integrator.h"
#include "core/scene/presets.h"
#include "core/scene/scene_io.h"

#include <algorithm>
#include <climits>
#include <nlohmann/json.hpp>

namespace clothlab::core::coursework {

namespace {

using detail::json;
using detail::Node;

constexpr std::string_view kPresetPrefix = "preset:";

void readHeader(const Node& root) {
    const Node format = root["format"];
    if (format.string() != kAssignmentFormat) {
        format.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected the format \"%1\", found \"%2\""),
                        kAssignmentFormat, printableText(format.string())));
    }
    const Node version = root["version"];
    const long long v = version.beyondInteger() ? LLONG_MAX : version.integer(LLONG_MIN, LLONG_MAX);
    if (v > kAssignmentFormatVersion) {
        version.fail(
            msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                 "format version %1 is newer than this ClothLab reads (up to %2); "
                                 "please update ClothLab"),
                version.literal(), kAssignmentFormatVersion));
    }
    if (v < 1) {
        version.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "format version %1 does not exist"), v));
    }
}

void readScene(const Node& node, Assignment& assignment) {
    if (node.value().is_string()) {
        const std::string source = node.string();
        const std::string id = source.substr(0, kPresetPrefix.size()) == kPresetPrefix
                                   ? source.substr(kPresetPrefix.size())
                                   : std::string();
        if (presetJson(id).empty()) {
            node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                           "expected \"preset:NAME\" naming a preset or a scene "
                                           "object, found \"%1\""),
                          printableText(source)));
        }
        assignment.scenePreset = id;
        assignment.scene = loadPreset(id);
        return;
    }
    if (!node.value().is_object()) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected an object, found %1"),
                      scene_reader::typeName(node.value())));
    }
    try {
        assignment.scene = parseScene(node.value().dump(), node.file());
    } catch (const SceneFileError& e) {
        throw SceneFileError(node.file(),
                             e.path().empty() ? node.path() : node.path() + "." + e.path(),
                             e.message());
    }
}

std::vector<std::string> readLocked(const Node& node, const Scene& scene) {
    const json sceneJson = json::parse(serializeScene(scene));
    std::vector<std::string> locked;
    for (std::size_t k = 0; k < node.size(); ++k) {
        const std::string path = node[k].string();
        if (!jsonPathExists(sceneJson, path)) {
            node[k].fail(msg(
                CLOTHLAB_TR_NOOP("CoreMessage", "\"%1\" is not a key of the assignment's scene"),
                printableText(path)));
        }
        locked.push_back(path);
    }
    return locked;
}

std::vector<std::string> readIntegratorIds(const Node& node) {
    std::vector<std::string> ids;
    for (std::size_t k = 0; k < node.size(); ++k) {
        ids.push_back(detail::readChoice(node[k], 1.0).id);
    }
    return ids;
}

/// The expected value of a task whose kind is neither Text nor Run-without-"expected".
Expected readExpected(const Node& node, const Task& task) {
    node.expectKeys({"value", "computed", "tolerance", "relative_tolerance"});
    Expected expected;
    if (node.has("computed") == node.has("value")) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "give exactly one of \"%1\" and \"%2\""),
                      "value", "computed"));
    }
    if (node.has("computed")) {
        if (!node["computed"].boolean()) {
            node["computed"].fail(msg(CLOTHLAB_TR_NOOP(
                "CoreMessage", "\"computed\" must be true (or give \"value\" instead)")));
        }
        if (!isComputed(task.kind)) {
            node["computed"].fail(msg(CLOTHLAB_TR_NOOP(
                "CoreMessage", "a numeric task states its value; only analyses are computed")));
        }
        expected.computed = true;
    } else {
        expected.value = detail::readValue(node["value"]);
    }
    const bool word = task.kind == TaskKind::Run || task.kind == TaskKind::ErrorComparison;
    if (word) {
        if (node.has("tolerance") || node.has("relative_tolerance")) {
            node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "a task of kind \"%1\" has no tolerance"),
                          taskKindId(task.kind)));
        }
        return expected;
    }
    if (node.has("tolerance") == node.has("relative_tolerance")) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "give exactly one of \"%1\" and \"%2\""),
                      "tolerance", "relative_tolerance"));
    }
    expected.relative = node.has("relative_tolerance");
    expected.tolerance = node[expected.relative ? "relative_tolerance" : "tolerance"].nonNegative();
    if (expected.value && !std::holds_alternative<double>(*expected.value)) {
        node["value"].fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected a number, found %1"),
                               scene_reader::typeName(node["value"].value())));
    }
    return expected;
}

/// A word the task's value may be: a run's outcome, one of the compared integrators.
void checkExpectedWord(const Node& node, const Task& task) {
    const bool wordKind = task.kind == TaskKind::Run || task.kind == TaskKind::ErrorComparison;
    if (!wordKind || !node.has("expected") || !task.expected.value) {
        return;
    }
    const Node value = node["expected"]["value"];
    const std::string* word = std::get_if<std::string>(&*task.expected.value);
    if (task.kind == TaskKind::Run) {
        if (word == nullptr || (*word != kSurvives && *word != kBlowsUp)) {
            value.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected %1, found %2"),
                           IdList{"survives or blows-up"}, value.literal()));
        }
        return;
    }
    const auto& choices = task.settings.integrators;
    const bool compared =
        word != nullptr && std::any_of(choices.begin(), choices.end(),
                                       [word](const IntegratorChoice& c) { return c.id == *word; });
    if (!compared) {
        value.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                        "expected the id of one of the compared integrators, "
                                        "found %1"),
                       value.literal()));
    }
}

void checkAllowed(const Node& node, const Task& task, const std::vector<std::string>& allowed) {
    for (const IntegratorChoice& choice : task.settings.integrators) {
        if (!allowed.empty() &&
            std::find(allowed.begin(), allowed.end(), choice.id) == allowed.end()) {
            std::string list;
            for (const std::string& id : allowed) {
                list += (list.empty() ? "" : ", ") + id;
            }
            node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                           "integrator \"%1\" is not among the assignment's "
                                           "integrators (%2)"),
                          choice.id, list));
        }
    }
}

Task readTask(const Node& node, const Assignment& assignment) {
    if (!node.value().is_object()) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected an object, found %1"),
                      scene_reader::typeName(node.value())));
    }
    Task task;
    const Node kind = node["kind"];
    const std::optional<TaskKind> k = taskKindFromId(kind.string());
    if (!k) {
        kind.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown task kind \"%1\" (expected %2)"),
                      printableText(kind.string()),
                      IdList{"run, stability-limit, convergence-order, error-comparison, "
                             "stiffness-sweep, measure, numeric or text"}));
    }
    task.kind = *k;
    std::vector<std::string_view> keys{"id", "kind", "title", "text", "points"};
    if (isComputed(task.kind)) {
        const auto settings = detail::settingsKeys(task.kind);
        keys.insert(keys.end(), settings.begin(), settings.end());
        keys.push_back("dt");
        keys.push_back("students_may_run");
        keys.push_back("fill_answer");
    }
    if (task.kind != TaskKind::Text) {
        keys.push_back("expected");
    }
    if (task.kind == TaskKind::Numeric) {
        keys.push_back("unit");
    }
    node.expectKeys(keys);
    task.id = detail::readId(node["id"]);
    task.title = detail::readText(node["title"]);
    task.text = node.has("text") ? detail::readText(node["text"]) : LocalizedText{};
    task.points = node.has("points") ? node["points"].nonNegative() : 1.0;
    task.unit = task.kind == TaskKind::Numeric ? node["unit"].string() : std::string();
    task.settings = detail::readSettings(node, task.kind, assignment.scene.integrator.dt);
    if (node.has("students_may_run")) {
        task.studentsMayRun = node["students_may_run"].boolean();
    }
    if (node.has("fill_answer")) {
        task.fillAnswer = node["fill_answer"].boolean();
    }
    checkAllowed(node, task, assignment.integrators);
    if (task.kind == TaskKind::Run && !node.has("expected")) {
        task.expected.value = std::string(kSurvives);
    } else if (task.kind != TaskKind::Text) {
        task.expected = readExpected(node["expected"], task);
    }
    checkExpectedWord(node, task);
    return task;
}

Assignment readAssignment(const Node& root) {
    root.expectKeys({"format", "version", "title", "instructions", "scene", "locked", "integrators",
                     "tasks", "students_may_run_tasks", "fill_answers"});
    readHeader(root);
    Assignment assignment;
    assignment.title = detail::readText(root["title"]);
    if (root.has("instructions")) {
        assignment.instructions = detail::readText(root["instructions"]);
    }
    readScene(root["scene"], assignment);
    if (root.has("locked")) {
        assignment.locked = readLocked(root["locked"], assignment.scene);
    }
    if (root.has("integrators")) {
        assignment.integrators = readIntegratorIds(root["integrators"]);
    }
    if (root.has("students_may_run_tasks")) {
        assignment.studentsMayRunTasks = root["students_may_run_tasks"].boolean();
    }
    if (root.has("fill_answers")) {
        assignment.fillAnswers = root["fill_answers"].boolean();
    }
    const Node tasks = root["tasks"];
    if (tasks.size() == 0) {
        tasks.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "an assignment needs at least one task")));
    }
    for (std::size_t k = 0; k < tasks.size(); ++k) {
        Task task = readTask(tasks[k], assignment);
        for (const Task& earlier : assignment.tasks) {
            if (earlier.id == task.id) {
                tasks[k]["id"].fail(
                    msg(CLOTHLAB_TR_NOOP("CoreMessage", "task id \"%1\" is used twice"), task.id));
            }
        }
        assignment.tasks.push_back(std::move(task));
    }
    return assignment;
}

json taskJson(const Task& task) {
    json object = {{"id", task.id},
                   {"kind", taskKindId(task.kind)},
                   {"title", detail::writeText(task.title)},
                   {"points", task.points}};
    if (!task.text.texts.empty()) {
        object["text"] = detail::writeText(task.text);
    }
    if (task.kind == TaskKind::Numeric) {
        object["unit"] = task.unit;
    }
    detail::writeSettings(task.settings, task.kind, object);
    if (task.studentsMayRun) {
        object["students_may_run"] = *task.studentsMayRun;
    }
    if (task.fillAnswer) {
        object["fill_answer"] = *task.fillAnswer;
    }
    if (task.kind == TaskKind::Text) {
        return object;
    }
    json expected = json::object();
    if (task.expected.computed) {
        expected["computed"] = true;
    } else if (task.expected.value) {
        expected["value"] = detail::writeValue(*task.expected.value);
    }
    if (task.kind != TaskKind::Run && task.kind != TaskKind::ErrorComparison) {
        expected[task.expected.relative ? "relative_tolerance" : "tolerance"] =
            task.expected.tolerance;
    }
    object["expected"] = expected;
    return object;
}

json assignmentJson(const Assignment& assignment) {
    json root = {{"format", kAssignmentFormat},
                 {"version", kAssignmentFormatVersion},
                 {"title", detail::writeText(assignment.title)},
                 {"locked", assignment.locked},
                 {"integrators", assignment.integrators},
                 {"tasks", json::array()}};
    if (!assignment.instructions.texts.empty()) {
        root["instructions"] = detail::writeText(assignment.instructions);
    }
    if (assignment.studentsMayRunTasks) {
        root["students_may_run_tasks"] = true;
    }
    if (assignment.fillAnswers) {
        root["fill_answers"] = true;
    }
    root["scene"] = assignment.scenePreset.empty()
                        ? json::parse(serializeScene(assignment.scene))
                        : json(std::string(kPresetPrefix) + assignment.scenePreset);
    for (const Task& task : assignment.tasks) {
        root["tasks"].push_back(taskJson(task));
    }
    return root;
}

} // namespace

Assignment parseAssignment(std::string_view text, const std::string& fileName) {
    const json root = scene_reader::parseJsonText(text, fileName);
    return readAssignment(Node(root, "", fileName));
}

Assignment loadAssignment(const std::string& source) {
    if (source.rfind(kAssignmentPrefix, 0) == 0) {
        const std::string id = source.substr(kAssignmentPrefix.size());
        const std::string_view text = labJson(id);
        if (text.empty()) {
            std::string known;
            for (const LabData& lab : labData()) {
                known += (known.empty() ? "" : ", ") + std::string(lab.id);
            }
            throw SceneFileError(
                source, "",
                msg(CLOTHLAB_TR_NOOP("CoreMessage", "no such shipped assignment (known: %1)"),
                    known));
        }
        return parseAssignment(text, source);
    }
    const InputFile file = readInputFile(source, kMaxAssignmentFileBytes);
    if (!file.problem.empty()) {
        throw SceneFileError(source, "", file.problem);
    }
    return parseAssignment(file.text, source);
}

std::string serializeAssignment(const Assignment& assignment) {
    return assignmentJson(assignment).dump(2) + "\n";
}

void saveAssignment(const Assignment& assignment, const std::string& path) {
    writeFileAtomically(path, serializeAssignment(assignment));
}

std::string assignmentHash(const Assignment& assignment) {
    return contentHash(assignmentJson(assignment).dump());
}

Scene studentScene(const Assignment& assignment, const std::vector<SceneOverride>& overrides,
                   const std::string& file) {
    for (const SceneOverride& edit : overrides) {
        if (const auto lock = lockedPathTouched(assignment.locked, edit.path)) {
            throw SceneFileError(
                file, edit.path,
                msg(CLOTHLAB_TR_NOOP("CoreMessage", "\"%1\" is locked by the assignment"), *lock));
        }
    }
    // The scene's own runs are not part of what a task runs (each names its integrators).
    Scene base = assignment.scene;
    base.runs.clear();
    return overrides.empty() ? base : parseScene(serializeScene(base), file, overrides);
}

bool jsonPathExists(const json& root, std::string_view path) {
    const json* node = &root;
    std::size_t at = 0;
    while (at < path.size()) {
        if (path[at] == '[') {
            const std::size_t close = path.find(']', at);
            const std::string digits(
                path.substr(at + 1, close == std::string_view::npos ? 0 : close - at - 1));
            if (close == std::string_view::npos || digits.empty() || !node->is_array() ||
                digits.find_first_not_of("0123456789") != std::string::npos || digits.size() > 9 ||
                std::stoul(digits) >= node->size()) {
                return false;
            }
            node = &(*node)[std::stoul(digits)];
            at = close + 1;
            at += at < path.size() && path[at] == '.' ? 1 : 0;
            continue;
        }
        const std::size_t end = path.find_first_of(".[", at);
        const std::string key(path.substr(at, end == std::string_view::npos ? end : end - at));
        if (key.empty() || !node->is_object() || !node->contains(key)) {
            return false;
        }
        node = &(*node)[key];
        at = end == std::string_view::npos ? path.size() : (path[end] == '.' ? end + 1 : end);
    }
    return !path.empty();
}

bool isAssignmentSource(const std::string& source) {
    if (source.rfind(kAssignmentPrefix, 0) == 0) {
        return true;
    }
    const InputFile file = readInputFile(source, kMaxAssignmentFileBytes);
    if (!file.problem.empty()) {
        return false; // the scene reader names the problem
    }
    const nlohmann::json root = nlohmann::json::parse(file.text, nullptr, false);
    return root.is_object() && root.contains("format") && root["format"] == kAssignmentFormat;
}

} // namespace clothlab::core::coursework
