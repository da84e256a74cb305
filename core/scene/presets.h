// The preset scenes shipped in resources/presets and embedded in the core at build time:
// the five reference systems (R1–R5) and the lab scenes.
#pragma once

#include "core/scene/scene.h"
#include "core/scene/scene_io.h"

#include <string_view>
#include <vector>

namespace clothlab::core {

/// One embedded preset: its id (the file name without .json) and its scene-file text.
struct PresetData {
    std::string_view id;
    std::string_view json;
};

/// A preset's display name and one-line description, marked for translation (context
/// "PresetText"); the preset's scene file has the same English as "name" and "description".
struct PresetText {
    std::string_view id;
    const char* name;
    const char* description;
};

/// The texts of every preset (one entry per preset of presetData()).
const std::vector<PresetText>& presetTexts();
/// The texts of the preset with this id, or null.
const PresetText* presetText(std::string_view id);

/// Every preset in menu order; the first is the scene shown at first launch.
const std::vector<PresetData>& presetData();

/// The embedded scene-file text of a preset, or empty for an unknown id.
std::string_view presetJson(std::string_view id);

/// Parses a preset. Throws SceneFileError for an unknown id (file "preset:ID").
Scene loadPreset(std::string_view id, const std::vector<SceneOverride>& overrides = {});

} // namespace clothlab::core
