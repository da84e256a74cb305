// The run manifest: what ties a CSV, figure or report to exactly what produced it (command,
// scene and its hash, every run's integrator, parameters and dt, build and compiler).
#pragma once

#include "core/scene/scene.h"

#include <string>
#include <utility>
#include <vector>

namespace clothlab::core {

/// Version of this build ("0.1.0" plus the commit when known) and the compiler.
std::string buildVersion();
std::string compilerVersion();

/// Everything needed to trace an output back: command, scene (name, source, hash), runs with
/// integrator, parameters (all declared ones, defaults included) and dt, build and compiler.
struct ManifestInput {
    std::string command;
    std::string sceneSource; ///< path or preset:NAME
    const Scene* scene = nullptr;
    std::vector<IntegratorChoice> runs;
    std::vector<std::pair<std::string, std::string>> extra; ///< further key/value facts
};
std::string runManifest(const ManifestInput& input);
/// The manifest input of a comparison of the scene's runs (each run's integrator choice as
/// the scene states it): the one builder the report and the comparison export share.
ManifestInput comparisonManifest(const Scene& scene, std::string command, std::string sceneSource);

} // namespace clothlab::core
