#include "core/coursework/coursework_json.h"

#include "core/base/file_access.h"
#include "core/base/parameters.h"
#include "core/integrators/integrator.h"

#include <algorithm>
#include <cmath>

namespace clothlab::core::coursework::detail {

namespace {

std::string languageList() {
    std::string list;
    for (std::string_view language : kLanguages) {
        list += (list.empty() ? "" : ", ") + std::string(language);
    }
    return list;
}

/// An array of at least `minimum` numbers > 0, all different.
std::vector<double> readPositiveList(const Node& node, std::size_t minimum) {
    const std::size_t count = node.size();
    if (count < minimum) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected at least %1 values, found %2"),
                      minimum, count));
    }
    std::vector<double> values;
    for (std::size_t k = 0; k < count; ++k) {
        const double value = node[k].positive();
        if (std::find(values.begin(), values.end(), value) != values.end()) {
            node[k].fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "the value %1 is given twice"),
                             scene_reader::format(value)));
        }
        values.push_back(value);
    }
    return values;
}

/// The analyses sample at the duration: it must be a whole number of steps of `dt`.
void requireWholeSteps(const Node& node, double duration, double dt) {
    const double steps = duration / dt;
    const double rounded = std::round(steps);
    if (rounded < 1.0 || std::abs(steps - rounded) > 1e-9 * steps) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                       "the duration %1 s is not a whole number of steps of %2 s"),
                      scene_reader::format(duration), scene_reader::format(dt)));
    }
}

MeasuredQuantity readQuantity(const Node& node) {
    const std::optional<MeasuredQuantity> quantity = measuredQuantityFromId(node.string());
    if (!quantity) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown quantity \"%1\" (expected %2)"),
                      printableText(node.string()),
                      IdList{"energy-ratio, energy-balance, mean-strain or max-strain"}));
    }
    return *quantity;
}

/// A spring kind: the one a stiffness sweep scales, or the one whose strain is measured.
SpringKind readSpringKind(const Node& node, TaskKind kind, MeasuredQuantity quantity) {
    if (kind == TaskKind::Measure && !isStrain(quantity)) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                       "a spring kind is only given for a strain (the quantity "
                                       "is \"%1\")"),
                      measuredQuantityId(quantity)));
    }
    const std::optional<SpringKind> springKind = springKindFromId(node.string());
    if (!springKind) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown spring kind \"%1\" (expected %2)"),
                      printableText(node.string()), IdList{"structural, shear or bending"}));
    }
    return *springKind;
}

double readDt(const Node& node, double sceneDt) {
    return node.has("dt") ? node["dt"].positive() : sceneDt;
}

} // namespace

LocalizedText readText(const Node& node) {
    LocalizedText text;
    if (node.value().is_string()) {
        text.texts["en"] = node.string();
        return text;
    }
    if (!node.value().is_object()) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                       "expected a text or an object of texts by language, "
                                       "found %1"),
                      scene_reader::typeName(node.value())));
    }
    for (const auto& item : node.value().items()) {
        const Node child = node[item.key()];
        if (std::find(kLanguages.begin(), kLanguages.end(), item.key()) == kLanguages.end()) {
            child.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown language \"%1\" (expected %2)"),
                           printableText(item.key()), IdList{languageList()}));
        }
        text.texts[item.key()] = child.string();
    }
    if (!text.texts.contains("en")) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                       "the English text (key \"en\") is missing; every text "
                                       "needs one, as the other languages fall back to it")));
    }
    return text;
}

json writeText(const LocalizedText& text) {
    json object = json::object();
    for (const auto& [language, words] : text.texts) {
        object[language] = words;
    }
    return object;
}

IntegratorChoice readChoice(const Node& node, double defaultDt) {
    IntegratorChoice choice;
    const bool byId = node.value().is_string();
    const Node id = byId ? node : node["id"];
    choice.id = id.string();
    const IntegratorInfo* info = findIntegrator(choice.id);
    if (info == nullptr) {
        std::string known;
        for (const IntegratorInfo* i : integratorCatalog()) {
            known += (known.empty() ? "" : ", ") + i->id;
        }
        id.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown integrator \"%1\" (known: %2)"),
                    printableText(choice.id), known));
    }
    choice.dt = byId ? defaultDt : readDt(node, defaultDt);
    if (byId) {
        return choice;
    }
    ParameterSet parameters(info->parameters);
    for (const auto& item : node.value().items()) {
        if (item.key() == "id" || item.key() == "dt") {
            continue;
        }
        const Node value = node[item.key()];
        if (parameters.indexOf(item.key()) < 0) {
            std::string known = "id, dt";
            for (const ParameterSpec& spec : info->parameters) {
                known += ", " + spec.id;
            }
            value.fail(
                msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown key \"%1\" (expected one of: %2)"),
                    printableText(item.key()), IdList{known}));
        }
        const double v = value.number();
        if (Message refused = parameters.set(item.key(), v); !refused.empty()) {
            value.fail(std::move(refused));
        }
        choice.parameters.emplace_back(item.key(), v);
    }
    return choice;
}

json writeChoice(const IntegratorChoice& choice) {
    json object = {{"id", choice.id}, {"dt", choice.dt}};
    for (const auto& [id, value] : choice.parameters) {
        object[id] = value;
    }
    return object;
}

std::vector<std::string_view> settingsKeys(TaskKind kind) {
    switch (kind) {
    case TaskKind::Run:
        return {"integrator", "duration"};
    case TaskKind::StabilityLimit:
        return {"integrator", "duration", "bisection"};
    case TaskKind::ConvergenceOrder:
        return {"integrator", "duration", "dts", "reference"};
    case TaskKind::ErrorComparison:
        return {"integrators", "duration", "reference"};
    case TaskKind::StiffnessSweep:
        return {"integrator", "duration", "bisection", "spring_kind", "scales"};
    case TaskKind::Measure:
        return {"quantity", "integrator", "duration", "spring_kind"};
    case TaskKind::Numeric:
    case TaskKind::Text:
        break;
    }
    return {};
}

TaskSettings readSettings(const Node& node, TaskKind kind, double sceneDt) {
    TaskSettings settings;
    if (!isComputed(kind)) {
        return settings;
    }
    const double dt = readDt(node, sceneDt);
    const auto keys = settingsKeys(kind);
    const auto asks = [&keys](std::string_view key) {
        return std::find(keys.begin(), keys.end(), key) != keys.end();
    };
    settings.duration = node["duration"].positive();
    if (asks("integrator")) {
        settings.integrators.push_back(readChoice(node["integrator"], dt));
    } else {
        const Node list = node["integrators"];
        if (list.size() < 2) {
            list.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected at least %1 values, found %2"),
                          2, list.size()));
        }
        for (std::size_t k = 0; k < list.size(); ++k) {
            settings.integrators.push_back(readChoice(list[k], dt));
        }
    }
    if (asks("dts")) {
        settings.dts = readPositiveList(node["dts"], 2);
        for (std::size_t k = 0; k < settings.dts.size(); ++k) {
            requireWholeSteps(node["dts"][k], settings.duration, settings.dts[k]);
        }
    } else if (kind == TaskKind::ErrorComparison) {
        for (std::size_t k = 0; k < settings.integrators.size(); ++k) {
            requireWholeSteps(node["integrators"][k], settings.duration,
                              settings.integrators[k].dt);
        }
    }
    if (asks("reference") && node.has("reference")) {
        settings.reference = readChoice(node["reference"], dt);
    }
    if (asks("bisection") && node.has("bisection")) {
        settings.bisection = node["bisection"].number(0.0, 0.5, true);
    }
    if (asks("quantity")) {
        settings.quantity = readQuantity(node["quantity"]);
    }
    if (asks("spring_kind") && node.has("spring_kind")) {
        settings.springKind = readSpringKind(node["spring_kind"], kind, settings.quantity);
    }
    if (asks("scales")) {
        settings.scales = readPositiveList(node["scales"], 2);
    }
    return settings;
}

void writeSettings(const TaskSettings& settings, TaskKind kind, json& object) {
    if (!isComputed(kind)) {
        return;
    }
    object["duration"] = settings.duration;
    if (kind == TaskKind::ErrorComparison) {
        object["integrators"] = json::array();
        for (const IntegratorChoice& choice : settings.integrators) {
            object["integrators"].push_back(writeChoice(choice));
        }
    } else if (!settings.integrators.empty()) {
        object["integrator"] = writeChoice(settings.integrators.front());
    }
    if (kind == TaskKind::ConvergenceOrder) {
        object["dts"] = settings.dts;
    }
    if (settings.reference) {
        object["reference"] = writeChoice(*settings.reference);
    }
    if (kind == TaskKind::StabilityLimit || kind == TaskKind::StiffnessSweep) {
        object["bisection"] = settings.bisection;
    }
    if (kind == TaskKind::StiffnessSweep) {
        object["scales"] = settings.scales;
    }
    if (kind == TaskKind::Measure) {
        object["quantity"] = std::string(measuredQuantityId(settings.quantity));
    }
    if (settings.springKind && (kind == TaskKind::StiffnessSweep ||
                                (kind == TaskKind::Measure && isStrain(settings.quantity)))) {
        object["spring_kind"] = std::string(springKindId(*settings.springKind));
    }
}

TaskValue readValue(const Node& node) {
    if (node.value().is_string()) {
        return node.string();
    }
    if (!node.value().is_number()) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected a number or a text, found %1"),
                      scene_reader::typeName(node.value())));
    }
    return node.number();
}

json writeValue(const TaskValue& value) {
    if (const double* number = std::get_if<double>(&value)) {
        return *number;
    }
    return std::get<std::string>(value);
}

std::string readId(const Node& node) {
    const std::string id = node.string();
    const bool good =
        !id.empty() &&
        id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string::npos;
    if (!good) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                       "expected an id of lower-case letters, digits and '-', "
                                       "found \"%1\""),
                      printableText(id)));
    }
    return id;
}

} // namespace clothlab::core::coursework::detail
