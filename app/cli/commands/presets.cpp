// `clothlab-cli presets`: the preset scenes, one line each.
#include "core/scene/presets.h"

#include "app/cli/cli_scene.h"
#include "app/cli/subcommand.h"
#include "core/scene/scene_io.h"

#include <algorithm>
#include <iomanip>
#include <ostream>

namespace clothlab::app::cli {

namespace {

std::string help() {
    return "Usage: clothlab-cli presets\n"
           "       clothlab-cli preset NAME\n"
           "\n"
           "presets lists the preset scenes, one per line: id, then the scene's name and\n"
           "one-line description. preset NAME prints the scene file of a preset exactly,\n"
           "to start a scene file of your own from:\n"
           "\n"
           "  clothlab-cli preset spring-oscillator > my-scene.json\n";
}

int run(Invocation& call) {
    parseArguments(call.args, "presets", static_cast<std::string*>(nullptr), {});
    std::size_t width = 0;
    for (const core::PresetData& preset : core::presetData()) {
        width = std::max(width, preset.id.size());
    }
    for (const core::PresetData& preset : core::presetData()) {
        const std::string id(preset.id);
        const core::Scene scene = core::parseScene(preset.json, std::string(kPresetPrefix) + id);
        call.out << std::left << std::setw(static_cast<int>(width + 2)) << id << scene.name;
        // One line per preset: the description's first paragraph (the lines after it list
        // how a preset differs from its -original; `preset NAME` prints them all).
        const std::string summary = scene.description.substr(0, scene.description.find('\n'));
        call.out << (summary.empty() ? "" : " — ") << summary << '\n';
    }
    return kExitOk;
}

} // namespace

const Subcommand kPresetsCommand{"presets", "list the preset scenes", &help, &run};

} // namespace clothlab::app::cli
