// Scene files. Reading is strict: every key is known, every value has the right type and
// range, every index points at an existing particle — or the reader throws with the file,
// the JSON path and the reason. Nothing is defaulted silently: an absent optional key takes
// the default documented in core/scene/scene.h, a present but wrong one is an error.
#include "core/scene/scene_io.h"

#include "core/base/file_access.h"
#include "core/integrators/integrator.h"
#include "core/scene/scene_node.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>
#include <vector>

namespace clothlab::core {

using nlohmann::json;

SceneFileError::SceneFileError(std::string file, std::string path, Message reason)
    : std::runtime_error(file + ": " + (path.empty() ? std::string() : path + ": ") +
                         reason.english()),
      m_file(std::move(file)), m_path(std::move(path)), m_reason(reason.english()),
      m_message(std::move(reason)) {}

Message SceneFileError::describe() const {
    return m_path.empty()
               ? msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: %2"), m_file, m_message)
               : msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1, at %2: %3"), m_file, m_path, m_message);
}

namespace {

using scene_reader::Node;
using scene_reader::ParticleTable;
using scene_reader::readBody;
using scene_reader::readObstacle;
using scene_reader::typeName;

// ---------------------------------------------------------------------------------------
// Reading

SpringStiffness readKindStiffness(const Node& node) {
    node.expectKeys({"stretch", "compression", "damping"});
    return {node["stretch"].nonNegative(), node["compression"].nonNegative(),
            node["damping"].nonNegative()};
}

StiffnessTable readStiffness(const Node& node) {
    node.expectKeys({"structural", "shear", "bending"});
    StiffnessTable table;
    for (SpringKind kind : kAllSpringKinds) {
        table[kind] = readKindStiffness(node[springKindId(kind)]);
    }
    return table;
}

/// {"force": [N], "seed", "probability", "interval"}: R5's random wind; "force" is required.
void readRandomWind(const Node& node, RandomWindSettings& wind) {
    node.expectKeys({"enabled", "force", "seed", "probability", "interval"});
    wind.enabled = node.has("enabled") ? node["enabled"].boolean() : true;
    wind.force = node["force"].vec3();
    if (node.has("seed")) {
        wind.seed = static_cast<std::uint64_t>(node["seed"].integer(0, INT64_MAX));
    }
    wind.probability =
        node.has("probability") ? node["probability"].number(0.0, 1.0) : wind.probability;
    wind.interval = node.has("interval") ? node["interval"].positive() : wind.interval;
}

void readAir(const Node& node, Environment& env) {
    node.expectKeys({"drag", "wind", "modulation", "gusts", "random_wind"});
    if (node.has("drag")) {
        env.airDrag = node["drag"].nonNegative();
    }
    if (node.has("wind")) {
        env.wind = node["wind"].vec3();
    }
    if (node.has("modulation")) {
        const Node m = node["modulation"];
        m.expectKeys({"amplitude", "omega1", "omega2"});
        env.modulation = {m["amplitude"].number(), m["omega1"].number(), m["omega2"].number()};
    }
    if (node.has("gusts")) {
        const Node g = node["gusts"];
        g.expectKeys(
            {"enabled", "seed", "interval", "probability", "strength", "direction", "spread"});
        GustSettings& gusts = env.gusts;
        gusts.enabled = g.has("enabled") ? g["enabled"].boolean() : true;
        if (g.has("seed")) {
            gusts.seed = static_cast<std::uint64_t>(g["seed"].integer(0, INT64_MAX));
        }
        gusts.interval = g.has("interval") ? g["interval"].positive() : gusts.interval;
        gusts.probability =
            g.has("probability") ? g["probability"].number(0.0, 1.0) : gusts.probability;
        gusts.strength = g.has("strength") ? g["strength"].nonNegative() : gusts.strength;
        gusts.direction = g.has("direction") ? g["direction"].vec3() : gusts.direction;
        gusts.spread = g.has("spread") ? g["spread"].nonNegative() : gusts.spread;
    }
    if (node.has("random_wind")) {
        readRandomWind(node["random_wind"], env.randomWind);
    }
}

/// {"id", "dt", <parameter id>: value, …} plus `extraKeys` that the caller reads.
IntegratorChoice readIntegrator(const Node& node,
                                std::initializer_list<std::string_view> extraKeys) {
    if (!node.value().is_object()) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected an object, found %1"),
                      typeName(node.value())));
    }
    IntegratorChoice choice;
    const Node id = node["id"];
    choice.id = id.string();
    const IntegratorInfo* info = findIntegrator(choice.id);
    if (!info) {
        std::string known;
        for (const IntegratorInfo* i : integratorCatalog()) {
            known += (known.empty() ? "" : ", ") + i->id;
        }
        id.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown integrator \"%1\" (known: %2)"),
                    choice.id, known));
    }
    choice.dt = node["dt"].positive();
    ParameterSet parameters(info->parameters);
    for (const auto& item : node.value().items()) {
        const std::string& key = item.key();
        if (key == "id" || key == "dt" ||
            std::find(extraKeys.begin(), extraKeys.end(), key) != extraKeys.end()) {
            continue;
        }
        const Node value = node[key];
        if (parameters.indexOf(key) < 0) {
            std::string known;
            for (const ParameterSpec& spec : info->parameters) {
                known += (known.empty() ? "" : ", ") + spec.id;
            }
            value.fail(known.empty()
                           ? msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                                  "unknown key \"%1\": not a parameter of %2 (its "
                                                  "parameters: none)"),
                                 key, choice.id)
                           : msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                                  "unknown key \"%1\": not a parameter of %2 (its "
                                                  "parameters: %3)"),
                                 key, choice.id, known));
        }
        const double v = value.number();
        if (Message refused = parameters.set(key, v); !refused.empty()) {
            value.fail(std::move(refused));
        }
        choice.parameters.emplace_back(key, v);
    }
    return choice;
}

// A run's scene overrides: an object of scene paths and values, e.g.
// {"stiffness.structural.damping": 0}. What makes the run itself (its integrator) and what
// names the scene are not a run's to change.
std::vector<SceneOverride> readRunOverrides(const Node& node) {
    if (!node.value().is_object()) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                       "expected an object of scene paths and values, found %1"),
                      typeName(node.value())));
    }
    std::vector<SceneOverride> overrides;
    for (const auto& item : node.value().items()) {
        const std::string& path = item.key();
        for (const std::string own :
             {"format", "version", "name", "description", "integrator", "runs", "comparison"}) {
            if (path == own || path.rfind(own + ".", 0) == 0 || path.rfind(own + "[", 0) == 0) {
                node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                               "\"%1\" cannot be changed by a run (only the "
                                               "scene's physics can: stiffness, air, gravity, "
                                               "bodies, obstacles, …)"),
                              printableText(path)));
            }
        }
        overrides.push_back({path, item.value().dump()});
    }
    // Keys are applied in their sorted order; paths that nest would make that order matter.
    for (const SceneOverride& outer : overrides) {
        for (const SceneOverride& inner : overrides) {
            if (inner.path.size() > outer.path.size() && inner.path.rfind(outer.path, 0) == 0 &&
                (inner.path[outer.path.size()] == '.' || inner.path[outer.path.size()] == '[')) {
                node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "\"%1\" lies inside \"%2\", which is "
                                                              "overridden too"),
                              printableText(inner.path), printableText(outer.path)));
            }
        }
    }
    return overrides;
}

RunSpec readRun(const Node& node) {
    RunSpec run;
    run.integrator =
        readIntegrator(node, {"substeps", "label", "color", "visible", "reference", "overrides"});
    run.substeps = node.has("substeps") ? static_cast<int>(node["substeps"].integer(1, 100000)) : 1;
    run.label = node.has("label") ? node["label"].string() : "";
    if (node.has("color")) {
        const Node c = node["color"];
        run.color = c.string();
        const bool hex =
            run.color.size() == 7 && run.color[0] == '#' &&
            run.color.find_first_not_of("0123456789abcdefABCDEF", 1) == std::string::npos;
        if (!hex) {
            c.fail(msg(
                CLOTHLAB_TR_NOOP("CoreMessage", "expected a colour as \"#rrggbb\", found \"%1\""),
                run.color));
        }
    }
    run.visible = node.has("visible") ? node["visible"].boolean() : true;
    run.reference = node.has("reference") ? node["reference"].boolean() : false;
    if (node.has("overrides")) {
        run.overrides = readRunOverrides(node["overrides"]);
    }
    return run;
}

// {"integrators": [ids], "policy": "common" | "stability-fraction" | "equal-cost", "dt",
// "fraction", "max_dt"}: the comparison the scene suggests (ComparisonPlan, scene.h).
ComparisonPlan readComparison(const Node& node) {
    node.expectKeys({"integrators", "policy", "dt", "fraction", "max_dt"});
    ComparisonPlan plan;
    const Node ids = node["integrators"];
    if (ids.size() == 0) {
        ids.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected at least one integrator id")));
    }
    for (std::size_t k = 0; k < ids.size(); ++k) {
        const Node id = ids[k];
        if (!findIntegrator(id.string())) {
            id.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown integrator \"%1\""), id.string()));
        }
        if (std::find(plan.integrators.begin(), plan.integrators.end(), id.string()) !=
            plan.integrators.end()) {
            id.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "integrator \"%1\" is listed twice"),
                        id.string()));
        }
        plan.integrators.push_back(id.string());
    }
    if (node.has("policy")) {
        const Node policy = node["policy"];
        const std::string& name = policy.string();
        if (name == "common") {
            plan.policy = DtPolicy::Common;
        } else if (name == "stability-fraction") {
            plan.policy = DtPolicy::StabilityFraction;
        } else if (name == "equal-cost") {
            plan.policy = DtPolicy::EqualCost;
        } else {
            policy.fail(msg(
                CLOTHLAB_TR_NOOP("CoreMessage", "unknown time-step policy \"%1\" (expected %2)"),
                name, IdList{"common, stability-fraction or equal-cost"}));
        }
    }
    if (node.has("dt")) {
        plan.dt = node["dt"].positive();
    }
    plan.fraction = node.has("fraction") ? node["fraction"].number(0.0, 1.0, true) : plan.fraction;
    plan.maxDt = node.has("max_dt") ? node["max_dt"].positive() : plan.maxDt;
    return plan;
}

void readHeader(const Node& root) {
    const Node format = root["format"];
    if (format.string() != kSceneFormat) {
        format.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected \"%1\", found \"%2\""),
                        kSceneFormat, format.string()));
    }
    const Node version = root["version"];
    const long long v = version.beyondInteger() ? LLONG_MAX : version.integer(LLONG_MIN, LLONG_MAX);
    if (v > kSceneFormatVersion) {
        version.fail(
            msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                 "format version %1 is newer than this ClothLab reads (up to %2); "
                                 "please update ClothLab"),
                version.literal(), kSceneFormatVersion));
    }
    if (v < 1) {
        version.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "format version %1 does not exist"), v));
    }
}

/// The per-particle edits, checked against the `count` particles the bodies made.
std::vector<ParticleOverride> readParticleOverrides(const Node& overrides, long long count) {
    std::vector<ParticleOverride> out;
    for (std::size_t k = 0; k < overrides.size(); ++k) {
        const Node node = overrides[k];
        node.expectKeys({"particle", "mass", "pinned"});
        ParticleOverride edit;
        const Node particle = node["particle"];
        const long long index =
            particle.beyondInteger() ? LLONG_MAX : particle.integer(LLONG_MIN, LLONG_MAX);
        if (index < 0 || index >= count) {
            particle.fail(
                count == 0 ? msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                                  "particle %1 is out of range: the scene has no "
                                                  "particles"),
                                 particle.literal())
                           : msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                                  "particle %1 is out of range: the scene has "
                                                  "particles 0 to %2"),
                                 particle.literal(), count - 1));
        }
        edit.particle = static_cast<int>(index);
        if (node.has("mass")) {
            edit.mass = node["mass"].positive();
        }
        if (node.has("pinned")) {
            edit.pinned = node["pinned"].boolean();
        }
        out.push_back(edit);
    }
    return out;
}

/// A file of another ClothLab format given as a scene is named for what it is, before its keys
/// are taken for unknown scene keys.
void refuseOtherFormats(const Node& root) {
    if (!root.has("format") || !root["format"].value().is_string()) {
        return;
    }
    const Node format = root["format"];
    const std::string id = format.string();
    if (id == "clothlab-assignment") {
        format.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                         "this is an assignment (\"%1\"), not a scene: open it "
                                         "as an assignment (clothlab-cli solve, File > Open "
                                         "Assignment)"),
                        id));
    }
    if (id == "clothlab-submission") {
        format.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                         "this is a submission (\"%1\"), not a scene: give it to "
                                         "clothlab-cli grade"),
                        id));
    }
}

Scene readScene(const Node& root) {
    refuseOtherFormats(root);
    root.expectKeys({"format", "version", "name", "description", "gravity", "air",
                     "velocity_retention", "stage_order", "cloth_collision", "stiffness", "bodies",
                     "obstacles", "particle_overrides", "integrator", "runs", "comparison"});
    readHeader(root);
    Scene scene;
    scene.name = root.has("name") ? root["name"].string() : scene.name;
    scene.description = root.has("description") ? root["description"].string() : "";
    if (root.has("gravity")) {
        scene.environment.gravity = root["gravity"].vec3();
    }
    if (root.has("air")) {
        readAir(root["air"], scene.environment);
    }
    if (root.has("velocity_retention")) {
        scene.environment.velocityRetention = root["velocity_retention"].number(0.0, 1.0, true);
    }
    if (root.has("stage_order")) {
        const Node order = root["stage_order"];
        if (order.string() != "retain-collide" && order.string() != "collide-retain") {
            order.fail(
                msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown stage order \"%1\" (expected %2)"),
                    order.string(), IdList{"retain-collide or collide-retain"}));
        }
        scene.environment.retainAfterCollision = order.string() == "collide-retain";
    }
    if (root.has("cloth_collision")) {
        scene.environment.clothCollision = root["cloth_collision"].boolean();
    }
    scene.stiffness = readStiffness(root["stiffness"]);
    ParticleTable table;
    const Node bodies = root["bodies"];
    for (std::size_t k = 0; k < bodies.size(); ++k) {
        scene.bodies.push_back(readBody(bodies[k], table));
    }
    if (root.has("obstacles")) {
        const Node obstacles = root["obstacles"];
        for (std::size_t k = 0; k < obstacles.size(); ++k) {
            scene.obstacles.push_back(readObstacle(obstacles[k]));
        }
    }
    if (root.has("particle_overrides")) {
        scene.particleOverrides = readParticleOverrides(
            root["particle_overrides"], static_cast<long long>(table.positions.size()));
    }
    scene.integrator = readIntegrator(root["integrator"], {});
    if (root.has("comparison")) {
        scene.comparison = readComparison(root["comparison"]);
    }
    if (root.has("runs")) {
        const Node runs = root["runs"];
        for (std::size_t k = 0; k < runs.size(); ++k) {
            scene.runs.push_back(readRun(runs[k]));
        }
        // Each run's overrides give a scene that reads like a file (checked here, so that
        // an error names the run).
        for (std::size_t k = 0; k < scene.runs.size(); ++k) {
            try {
                (void)sceneForRun(scene, scene.runs[k]);
            } catch (const SceneFileError& e) {
                runs[k]["overrides"].fail(
                    msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: %2"), e.path(), e.message()));
            }
        }
    }
    return scene;
}

} // namespace

namespace {

/// The parser's reason without its prefix: "syntax error while parsing value - invalid
/// string: ill-formed UTF-8 byte; last read: '"\xFF'" (bytes shown printable).
std::string parseErrorReason(const json::parse_error& e) {
    const std::string what = e.what();
    const std::size_t column = what.find("column ");
    const std::size_t colon = what.find(": ", column == std::string::npos ? 0 : column);
    return colon == std::string::npos ? std::string() : printableText(what.substr(colon + 2));
}

/// The line and column (from 1) of a byte offset in `text`.
std::pair<long, std::size_t> lineAndColumn(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    const std::string_view before = text.substr(0, offset);
    const auto line = 1 + std::count(before.begin(), before.end(), '\n');
    const std::size_t lineStart =
        before.rfind('\n') == std::string_view::npos ? 0 : before.rfind('\n') + 1;
    return {static_cast<long>(line), offset - lineStart + 1};
}

} // namespace

namespace {

/// The JSON of an override's value. Text that is not JSON is a string, except text that
/// starts like a JSON array, object, string or number: an error there (a number too large
/// for a double, a missing bracket) is reported rather than read as a string.
template <typename Fail> json overrideValue(const std::string& text, const Fail& fail) {
    if (!isValidUtf8(text)) {
        fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "the value \"%1\" is not valid UTF-8"),
                 printableText(text)));
    }
    const std::size_t first = text.find_first_not_of(" \t\n\r");
    const bool jsonLike =
        first != std::string::npos &&
        std::string_view("[{\"-0123456789").find(text[first]) != std::string::npos;
    try {
        return json::parse(text);
    } catch (const json::out_of_range&) {
        fail(msg(
            CLOTHLAB_TR_NOOP("CoreMessage", "the value %1 holds a number too large for a double"),
            text));
    } catch (const json::parse_error& e) {
        if (jsonLike) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "the value %1 is malformed JSON: %2"), text,
                     parseErrorReason(e)));
        }
    }
    return json(text);
}

/// One step of an override path: a key of an object or an index of an array.
struct PathStep {
    bool isIndex = false;
    std::string key;
    std::size_t index = 0;
};

/// "a.b[2].c" split into its steps: keys (not empty, without '.', '[' or ']') joined by '.'
/// and indices (digits only: "[-1]" is not read as a huge number) in brackets.
template <typename Fail>
std::vector<PathStep> overridePathSteps(const std::string& path, const Fail& fail) {
    const auto malformed = [&](std::size_t at) {
        fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                  "the path \"%1\" is malformed at character %2: write keys "
                                  "joined by \".\" and indices in brackets, e.g. %3"),
                 printableText(path), at + 1, "bodies[0].rows"));
    };
    std::vector<PathStep> steps;
    std::size_t at = 0;
    while (at < path.size()) {
        if (path[at] == '[') {
            const std::size_t close = path.find(']', at);
            const std::string digits =
                path.substr(at + 1, close == std::string::npos ? close : close - at - 1);
            if (close == std::string::npos || digits.empty() ||
                digits.find_first_not_of("0123456789") != std::string::npos) {
                fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                          "the index \"%1\" in %2 is not a whole number of 0 or "
                                          "more"),
                         printableText(digits), printableText(path)));
            }
            PathStep step{true, {}, 0};
            try {
                step.index = std::stoul(digits);
            } catch (const std::exception&) {
                step.index = std::numeric_limits<std::size_t>::max(); // beyond any array
            }
            steps.push_back(step);
            at = close + 1;
        } else {
            const std::size_t end = path.find_first_of(".[]", at);
            if (end == at) {
                malformed(at);
            }
            steps.push_back({false, path.substr(at, end == std::string::npos ? end : end - at), 0});
            at = end == std::string::npos ? path.size() : end;
        }
        if (at < path.size() && path[at] == '.') {
            if (++at == path.size()) {
                malformed(at - 1);
            }
        } else if (at < path.size() && path[at] != '[') {
            malformed(at);
        }
    }
    return steps;
}

void applyOverride(json& root, const SceneOverride& override, const std::string& fileName) {
    auto fail = [&](const Message& reason) {
        throw SceneFileError(fileName, override.path,
                             msg(CLOTHLAB_TR_NOOP("CoreMessage", "cannot override: %1"), reason));
    };
    if (override.path.empty()) {
        fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "empty path")));
    }
    const std::vector<PathStep> steps = overridePathSteps(override.path, fail);
    json* node = &root;
    std::string walked;
    for (std::size_t k = 0; k < steps.size(); ++k) {
        const PathStep& step = steps[k];
        if (step.isIndex) {
            if (!node->is_array()) {
                fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1 is not an array"), walked));
            }
            if (step.index >= node->size()) {
                fail(
                    msg(CLOTHLAB_TR_NOOP("CoreMessage", "index %1 is beyond the %2 elements of %3"),
                        step.index, node->size(), walked));
            }
            walked += '['; // piece by piece: "[" + std::string trips GCC 12's -Wrestrict
            walked += std::to_string(step.index);
            walked += ']';
            node = &(*node)[step.index];
            continue;
        }
        if (!node->is_object()) {
            fail(walked.empty()
                     ? msg(CLOTHLAB_TR_NOOP("CoreMessage", "the scene is not an object"))
                     : msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1 is not an object"), walked));
        }
        walked += (walked.empty() ? "" : ".") + step.key;
        if (k + 1 < steps.size() && !node->contains(step.key)) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1 does not exist"), walked));
        }
        node = &(*node)[step.key];
    }
    *node = overrideValue(override.value, fail);
}

} // namespace

namespace {

/// Refuses a key given twice in one object (JSON allows it, and the parser would keep the
/// last silently): a parser callback that tracks the path of the value being read.
class DuplicateKeyCheck {
public:
    explicit DuplicateKeyCheck(const std::string& file) : m_file(file) {}

    bool operator()(int /*depth*/, json::parse_event_t event, json& parsed) {
        switch (event) {
        case json::parse_event_t::object_start:
        case json::parse_event_t::array_start:
            enterValue();
            m_frames.push_back({event == json::parse_event_t::array_start, 0, {}, {}});
            break;
        case json::parse_event_t::object_end:
        case json::parse_event_t::array_end:
            m_frames.pop_back();
            break;
        case json::parse_event_t::key: {
            Frame& object = m_frames.back();
            object.key = parsed.get<std::string>();
            if (!object.keys.insert(object.key).second) {
                throw SceneFileError(
                    m_file, path(),
                    msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                         "duplicate key \"%1\" (each key may appear once in an "
                                         "object)"),
                        printableText(object.key)));
            }
            break;
        }
        case json::parse_event_t::value:
            enterValue();
            break;
        }
        return true;
    }

private:
    struct Frame {
        bool array = false;
        std::size_t next = 0; ///< arrays: index of the next element
        std::string key;      ///< objects: the key being read
        std::set<std::string> keys;
    };

    void enterValue() {
        if (!m_frames.empty() && m_frames.back().array) {
            ++m_frames.back().next;
        }
    }
    std::string path() const {
        std::string text;
        for (const Frame& frame : m_frames) {
            if (frame.array) {
                text += "[" + std::to_string(frame.next - 1) + "]";
            } else {
                text += (text.empty() ? "" : ".") + printableText(frame.key);
            }
        }
        return text;
    }

    const std::string& m_file;
    std::vector<Frame> m_frames;
};

} // namespace

namespace scene_reader {

json parseJsonText(std::string_view text, const std::string& fileName) {
    json root;
    try {
        root = json::parse(text.begin(), text.end(), DuplicateKeyCheck(fileName));
    } catch (const json::parse_error& e) {
        const std::string reason = parseErrorReason(e);
        const auto [line, column] = lineAndColumn(text, e.byte > 0 ? e.byte - 1 : 0);
        throw SceneFileError(
            fileName, "",
            reason.empty()
                ? msg(CLOTHLAB_TR_NOOP("CoreMessage", "malformed JSON at line %1, column %2"), line,
                      column)
                : msg(CLOTHLAB_TR_NOOP("CoreMessage", "malformed JSON at line %1, column %2: %3"),
                      line, column, reason));
    } catch (const json::out_of_range& e) {
        // The parser refuses numbers beyond a double's range (JSON has no inf or NaN
        // literals, so this is how a non-finite number reaches us). Locate the literal.
        const std::string what = e.what();
        const std::size_t open = what.find('\'');
        const std::string literal =
            open == std::string::npos ? "" : what.substr(open + 1, what.rfind('\'') - open - 1);
        const std::size_t at = literal.empty() ? std::string_view::npos : text.find(literal);
        if (at == std::string_view::npos) {
            throw SceneFileError(
                fileName, "",
                msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                     "not a finite number: %1 is too large for a double"),
                    literal));
        }
        const auto [line, column] = lineAndColumn(text, at);
        throw SceneFileError(
            fileName, "",
            msg(CLOTHLAB_TR_NOOP(
                    "CoreMessage",
                    "not a finite number: %1 is too large for a double (at line %2, column %3)"),
                literal, line, column));
    }
    return root;
}

} // namespace scene_reader

Scene parseScene(std::string_view text, const std::string& fileName,
                 const std::vector<SceneOverride>& overrides) {
    json root = scene_reader::parseJsonText(text, fileName);
    for (const SceneOverride& override : overrides) {
        applyOverride(root, override, fileName);
    }
    return readScene(Node(root, "", fileName));
}

Scene sceneForRun(const Scene& scene, const RunSpec& run) {
    if (run.overrides.empty()) {
        return scene;
    }
    const auto touches = [&run](std::string_view key) {
        return std::any_of(run.overrides.begin(), run.overrides.end(),
                           [key](const auto& o) { return o.path.rfind(key, 0) == 0; });
    };
    // Unless the bodies change, they are kept as built (a solid's mesh is not read again).
    const bool bodies = touches("bodies") || touches("particle_overrides");
    Scene base = scene;
    base.runs.clear();
    if (!bodies) {
        base.bodies.clear();
        base.particleOverrides.clear();
    }
    Scene patched = parseScene(serializeScene(base), "", run.overrides);
    if (!bodies) {
        patched.bodies = scene.bodies;
        patched.particleOverrides = scene.particleOverrides;
    }
    return patched;
}

Scene loadSceneFile(const std::string& path, const std::vector<SceneOverride>& overrides) {
    const InputFile file = readInputFile(path, kMaxSceneFileBytes);
    if (!file.problem.empty()) {
        throw SceneFileError(path, "", file.problem);
    }
    return parseScene(file.text, path, overrides);
}

} // namespace clothlab::core
