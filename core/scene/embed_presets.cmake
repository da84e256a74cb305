# Writes a C++ source with every preset scene file as a raw string literal, so the core
# (and the headless command line) carries its presets without a resource system.
# Inputs: OUTPUT (file to write), PRESETS (comma-separated ids, menu order), PRESET_DIR.
string(REPLACE "," ";" PRESETS "${PRESETS}")
set(body "// Generated from resources/presets by core/scene/embed_presets.cmake. Do not edit.\n")
string(APPEND body "#include \"core/scene/presets.h\"\n\nnamespace clothlab::core {\n\n")
string(APPEND body "const std::vector<PresetData>& presetData() {\n")
string(APPEND body "    static const std::vector<PresetData> data{\n")
foreach(id IN LISTS PRESETS)
    file(READ "${PRESET_DIR}/${id}.json" text)
    string(APPEND body "        {\"${id}\", R\"clothlab_preset(${text})clothlab_preset\"},\n")
endforeach()
string(APPEND body "    };\n    return data;\n}\n\n} // namespace clothlab::core\n")
file(WRITE "${OUTPUT}.tmp" "${body}")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
