#include "app/cli/cli_scene.h"

#include "core/base/file_access.h"
#include "core/base/parameters.h"
#include "core/coursework/assignment_io.h"
#include "core/integrators/integrator.h"
#include "core/io/manifest.h"
#include "core/scene/presets.h"
#include "core/scene/scene_io.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

namespace clothlab::app::cli {

InputFiles assignmentInputs(const std::string& source) {
    if (source.rfind(core::coursework::kAssignmentPrefix, 0) == 0) {
        return {};
    }
    return {{"the assignment file", source}};
}

core::Scene loadScene(const SceneArgs& args) {
    const std::string_view source = args.source;
    if (source.substr(0, kPresetPrefix.size()) == kPresetPrefix) {
        return core::loadPreset(source.substr(kPresetPrefix.size()), args.overrides);
    }
    // An assignment's scene, with the student's --set edits: a locked key is refused.
    if (core::coursework::isAssignmentSource(args.source)) {
        const core::coursework::Assignment assignment =
            core::coursework::loadAssignment(args.source);
        return core::coursework::studentScene(assignment, args.overrides, args.source);
    }
    return core::loadSceneFile(args.source, args.overrides);
}

InputFiles sceneInputs(const SceneArgs& args, const core::Scene& scene) {
    const std::string_view source = args.source;
    if (source.substr(0, kPresetPrefix.size()) == kPresetPrefix ||
        source.rfind(core::coursework::kAssignmentPrefix, 0) == 0) {
        return {};
    }
    InputFiles files{{"the scene file", args.source}};
    // Mesh paths are relative to the scene file's folder (core/scene/scene_bodies.cpp).
    const std::filesystem::path folder = std::filesystem::path(args.source).parent_path();
    for (const core::BodySpec& body : scene.bodies) {
        const auto* solid = std::get_if<core::SolidSpec>(&body);
        if (solid != nullptr && solid->shape == core::SolidShape::Mesh) {
            const std::filesystem::path mesh(solid->meshFile);
            files.emplace_back("the mesh file of solid \"" + solid->name + "\"",
                               (mesh.is_absolute() ? mesh : folder / mesh).string());
        }
    }
    return files;
}

void applyParameters(core::IntegratorChoice& choice, const ParameterValues& values,
                     std::string_view flag) {
    try {
        core::applyParameters(choice, values);
    } catch (const core::IntegratorSpecError& e) {
        throw InputError(e.placed(flag)); // "--param tolerance: rk45: …"
    }
}

core::IntegratorChoice resolveSpec(const IntegratorSpec& spec, const core::Scene& scene,
                                   double dt) {
    try {
        return core::resolveIntegratorSpec(spec, scene, dt);
    } catch (const core::IntegratorSpecError& e) {
        throw InputError(e.placed(spec.id));
    }
}

core::Simulation startSimulation(const core::Scene& scene, const core::IntegratorChoice& choice,
                                 const std::string& source) {
    try {
        return core::makeSimulation(scene, choice);
    } catch (const std::invalid_argument& e) {
        throw InputError(source + ": " + e.what());
    }
}

std::string describeBlowUp(const core::BlowUp& blowUp) {
    std::ostringstream text;
    text << "at t = " << blowUp.time << " s (step " << blowUp.step
         << "): " << core::blowUpCauseId(blowUp.cause);
    if (blowUp.cause == core::BlowUpCause::NonFinite) {
        text << ", a position, velocity or energy became NaN or infinite";
    } else {
        text << ", energy gain " << blowUp.energyGain << " J exceeded the bound " << blowUp.bound
             << " J";
    }
    return text.str();
}

std::string number(double value) {
    // The shortest text that reads back as the same double: 0.05, not 0.050000000000000003.
    std::array<char, 32> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return std::string(buffer.data(), result.ptr);
}

std::string numberList(const std::vector<double>& values) {
    std::string text;
    for (double value : values) {
        if (!text.empty()) {
            text += ',';
        }
        text += number(value);
    }
    return text;
}

void writeManifest(OutputFile& file, const core::ManifestInput& input) {
    if (!file.isOpen()) {
        return;
    }
    file.stream() << core::runManifest(input);
    file.commit();
}

} // namespace clothlab::app::cli
