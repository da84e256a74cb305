#include "core/presets.h"

#include "core/scene_io.h"

namespace clothlab::core {

std::string_view presetJson(std::string_view id) {
    for (const PresetData& preset : presetData()) {
        if (preset.id == id) {
            return preset.json;
        }
    }
    return {};
}

Scene loadPreset(std::string_view id, const std::vector<SceneOverride>& overrides) {
    const std::string file = "preset:" + std::string(id);
    const std::string_view json = presetJson(id);
    if (json.empty()) {
        std::string known;
        for (const PresetData& preset : presetData()) {
            known += (known.empty() ? "" : ", ") + std::string(preset.id);
        }
        throw SceneFileError(file, "", "no such preset (known: " + known + ")");
    }
    return parseScene(json, file, overrides);
}

} // namespace clothlab::core
