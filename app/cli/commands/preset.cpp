// `clothlab-cli preset NAME`: a preset's scene file, byte for byte.
#include "app/cli/cli_scene.h"
#include "app/cli/subcommand.h"
#include "core/scene/presets.h"

#include <ostream>

namespace clothlab::app::cli {

namespace {

std::string help() {
    return "Usage: clothlab-cli preset NAME\n"
           "\n"
           "Prints the scene file of the preset NAME (see clothlab-cli presets) exactly,\n"
           "to start a scene file of your own from:\n"
           "\n"
           "  clothlab-cli preset spring-oscillator > my-scene.json\n"
           "\n"
           "NAME may also be written preset:NAME, as commands take a scene.\n"
           "Exit status: 0 done; 2 an unknown preset.\n";
}

std::string presetIds() {
    std::string list;
    for (const core::PresetData& preset : core::presetData()) {
        list += list.empty() ? "" : ", ";
        list += preset.id;
    }
    return list;
}

int run(Invocation& call) {
    std::string given;
    parseArguments(call.args, "preset", &given, {});
    if (given.empty()) {
        throw InputError("preset: missing NAME (see clothlab-cli presets)");
    }
    std::string_view name = given;
    if (name.substr(0, kPresetPrefix.size()) == kPresetPrefix) {
        name.remove_prefix(kPresetPrefix.size());
    }
    const std::string_view json = core::presetJson(name);
    if (json.empty()) {
        throw InputError("preset: unknown preset \"" + std::string(name) +
                         "\" (known: " + presetIds() + ")");
    }
    call.out << json;
    return kExitOk;
}

} // namespace

const Subcommand kPresetCommand{"preset", "print the scene file of a preset", &help, &run};

} // namespace clothlab::app::cli
