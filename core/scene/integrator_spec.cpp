#include "core/scene/integrator_spec.h"

#include "core/base/parameters.h"
#include "core/integrators/integrator.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace clothlab::core {

namespace {

std::string quoted(std::string_view text) {
    return "\"" + std::string(text) + "\"";
}

/// A finite number written in full (no trailing text).
std::optional<double> numberOf(std::string_view text) {
    double value = 0.0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

const IntegratorInfo& knownIntegrator(std::string_view id) {
    const IntegratorInfo* info = findIntegrator(id);
    if (info == nullptr) {
        throw IntegratorSpecError("unknown integrator " + quoted(id) +
                                  " (known: " + integratorIdList() + ")");
    }
    return *info;
}

} // namespace

std::string integratorIdList() {
    std::string ids;
    for (const IntegratorInfo* info : integratorCatalog()) {
        ids += (ids.empty() ? "" : ", ") + info->id;
    }
    return ids;
}

IntegratorSpec parseIntegratorSpec(std::string_view text) {
    IntegratorSpec spec;
    std::string_view rest = text;
    if (const auto at = rest.rfind('@'); at != std::string_view::npos) {
        const std::string_view step = rest.substr(at + 1);
        spec.dt = numberOf(step);
        if (!spec.dt || !(*spec.dt > 0.0)) {
            throw IntegratorSpecError("the step after @: expected a positive number, got " +
                                      quoted(step));
        }
        rest = rest.substr(0, at);
    }
    const auto colon = rest.find(':');
    spec.id = rest.substr(0, colon);
    knownIntegrator(spec.id);
    std::string_view parameters = colon == std::string_view::npos ? "" : rest.substr(colon + 1);
    while (colon != std::string_view::npos) {
        const auto next = parameters.find(':');
        const std::string_view part = parameters.substr(0, next);
        const auto equals = part.find('=');
        if (equals == std::string_view::npos || equals == 0) {
            throw IntegratorSpecError("expected PARAM=VALUE, got " + quoted(part));
        }
        const std::string id(part.substr(0, equals));
        const std::optional<double> value = numberOf(part.substr(equals + 1));
        if (!value) {
            throw IntegratorSpecError(id + ": expected a number, got " +
                                      quoted(part.substr(equals + 1)));
        }
        // One rule for every repeated setting: twice is an error, never "the last one wins".
        for (const auto& [given, previous] : spec.parameters) {
            if (given == id) {
                throw IntegratorSpecError(id + ": given more than once");
            }
        }
        spec.parameters.emplace_back(id, *value);
        if (next == std::string_view::npos) {
            break;
        }
        parameters = parameters.substr(next + 1);
    }
    checkIntegratorSpec(spec);
    return spec;
}

void checkIntegratorSpec(const IntegratorSpec& spec) {
    if (spec.dt && !(std::isfinite(*spec.dt) && *spec.dt > 0.0)) {
        throw IntegratorSpecError("dt: expected a positive number");
    }
    IntegratorChoice choice;
    choice.id = spec.id;
    applyParameters(choice, spec.parameters);
}

void applyParameters(IntegratorChoice& choice, const ParameterValues& values) {
    ParameterSet parameters(knownIntegrator(choice.id).parameters);
    for (const auto& entry : values) {
        // Named, not a structured binding: the lambda below captures it (clang 14 refuses
        // to capture structured bindings).
        const std::string& id = entry.first;
        const double value = entry.second;
        if (const std::string refused = parameters.set(id, value).english(); !refused.empty()) {
            throw IntegratorSpecError(choice.id + ": " + refused, id);
        }
        auto& current = choice.parameters;
        const auto same = std::find_if(current.begin(), current.end(),
                                       [&id](const auto& known) { return known.first == id; });
        if (same != current.end()) {
            same->second = value;
        } else {
            current.emplace_back(id, value);
        }
    }
}

IntegratorChoice resolveIntegratorSpec(const IntegratorSpec& spec, const Scene& scene, double dt) {
    IntegratorChoice choice;
    choice.id = spec.id;
    if (spec.id == scene.integrator.id) {
        choice.parameters = scene.integrator.parameters;
    }
    applyParameters(choice, spec.parameters);
    choice.dt = spec.dt.value_or(dt);
    return choice;
}

IntegratorChoice resolveIntegrator(std::string_view id, const Scene& scene, double dt) {
    return resolveIntegratorSpec({std::string(id), {}, std::nullopt}, scene, dt);
}

} // namespace clothlab::core
