# Writes a C++ source with every shipped lab's assignment file as a raw string literal, so the
# core (and the headless command line) carries the labs without a resource system.
# Inputs: OUTPUT (file to write), LABS (comma-separated ids, course order), LAB_DIR.
string(REPLACE "," ";" LABS "${LABS}")
set(body "// Generated from resources/assignments by core/coursework/embed_labs.cmake. Do not edit.\n")
string(APPEND body "#include \"core/coursework/labs.h\"\n\nnamespace clothlab::core::coursework {\n\n")
string(APPEND body "const std::vector<LabData>& labData() {\n")
string(APPEND body "    static const std::vector<LabData> data{\n")
foreach(id IN LISTS LABS)
    file(READ "${LAB_DIR}/${id}.json" text)
    string(APPEND body "        {\"${id}\", R\"clothlab_lab(${text})clothlab_lab\"},\n")
endforeach()
string(APPEND body "    };\n    return data;\n}\n\n")
string(APPEND body "std::string_view labJson(std::string_view id) {\n")
string(APPEND body "    for (const LabData& lab : labData()) {\n")
string(APPEND body "        if (lab.id == id) {\n            return lab.json;\n        }\n    }\n")
string(APPEND body "    return {};\n}\n\n} // namespace clothlab::core::coursework\n")
file(WRITE "${OUTPUT}.tmp" "${body}")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
