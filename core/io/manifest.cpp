#include "core/io/manifest.h"

#include "core/base/file_access.h"
#include "core/integrators/integrator.h"
#include "core/scene/scene_io.h"

#include <nlohmann/json.hpp>
#include <utility>

#ifndef CLOTHLAB_VERSION
#define CLOTHLAB_VERSION "unknown"
#endif

namespace clothlab::core {

std::string buildVersion() {
    return CLOTHLAB_VERSION;
}

std::string compilerVersion() {
#if defined(__clang__)
    return std::string("clang ") + __clang_version__;
#elif defined(__GNUC__)
    return std::string("gcc ") + __VERSION__;
#else
    return "unknown";
#endif
}

namespace {

/// JSON strings are UTF-8; a path or argument may be any bytes. Invalid ones are written as
/// \xNN (printableText()), so the manifest still tells which file it was.
std::string jsonText(const std::string& text) {
    return isValidUtf8(text) ? text : printableText(text);
}

} // namespace

ManifestInput comparisonManifest(const Scene& scene, std::string command, std::string sceneSource) {
    ManifestInput manifest;
    manifest.command = std::move(command);
    manifest.sceneSource = std::move(sceneSource);
    manifest.scene = &scene;
    for (const RunSpec& run : scene.runs) {
        manifest.runs.push_back(run.integrator);
    }
    return manifest;
}

std::string runManifest(const ManifestInput& input) {
    nlohmann::ordered_json manifest;
    manifest["format"] = "clothlab-manifest";
    manifest["version"] = 1;
    manifest["command"] = jsonText(input.command);
    if (input.scene) {
        manifest["scene"] = {{"source", jsonText(input.sceneSource)},
                             {"name", jsonText(input.scene->name)},
                             {"hash", sceneHash(*input.scene)}};
    }
    nlohmann::ordered_json runs = nlohmann::ordered_json::array();
    for (const IntegratorChoice& choice : input.runs) {
        nlohmann::ordered_json parameters = nlohmann::ordered_json::object();
        if (auto integrator = createIntegrator(choice.id)) {
            for (const auto& [id, value] : choice.parameters) {
                integrator->parameters().set(id, value);
            }
            for (const ParameterSpec& spec : integrator->parameters().specs()) {
                parameters[spec.id] = integrator->parameters().value(spec.id);
            }
        }
        runs.push_back({{"integrator", choice.id}, {"dt", choice.dt}, {"parameters", parameters}});
    }
    manifest["runs"] = runs;
    for (const auto& [key, value] : input.extra) {
        manifest[key] = jsonText(value);
    }
    manifest["build"] = {{"version", buildVersion()}, {"compiler", compilerVersion()}};
    return manifest.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

} // namespace clothlab::core
