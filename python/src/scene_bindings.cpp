// clothlab.Scene and load_scene(): scene files, presets and dicts read by the core's strict
// reader, edits by JSON path checked exactly as the same value in a file would be (the core
// applies the edit to the scene's JSON and reads it again), and atomic saves.
#include "bindings.h"
#include "core/scene/presets.h"
#include "core/scene/scene_io.h"

#include <pybind11/stl.h>
#include <string_view>

namespace clothlab::python {

namespace {

constexpr std::string_view kPresetPrefix = "preset:";
constexpr const char* kDictSource = "<dict>";

/// JSON text of a Python value (dict, list, str, number, bool, None), NaN and infinity
/// refused; ValueError naming `where`.
std::string jsonText(py::handle value, const std::string& where) {
    try {
        return py::module_::import("json")
            .attr("dumps")(value, py::arg("allow_nan") = false)
            .cast<std::string>();
    } catch (py::error_already_set& e) {
        if (!e.matches(PyExc_TypeError) && !e.matches(PyExc_ValueError)) {
            throw;
        }
        throw py::value_error(where + ": not a JSON value: " + std::string(py::str(e.value())));
    }
}

SceneHandle loadScene(py::handle source) {
    if (py::isinstance<py::dict>(source)) {
        return {core::parseScene(jsonText(source, kDictSource), kDictSource), kDictSource};
    }
    if (py::isinstance<SceneHandle>(source)) {
        return source.cast<SceneHandle>();
    }
    // str or os.PathLike
    const std::string text = py::module_::import("os").attr("fspath")(source).cast<std::string>();
    if (std::string_view(text).substr(0, kPresetPrefix.size()) == kPresetPrefix) {
        return {core::loadPreset(std::string_view(text).substr(kPresetPrefix.size())), text};
    }
    return {core::loadSceneFile(text), text};
}

py::object toDict(const SceneHandle& handle) {
    return py::module_::import("json").attr("loads")(core::serializeScene(handle.scene));
}

void setValue(SceneHandle& handle, const std::string& path, py::handle value) {
    const core::SceneOverride edit{path, jsonText(value, handle.source + ": " + path)};
    handle.scene = core::parseScene(core::serializeScene(handle.scene), handle.source, {edit});
}

py::dict integratorDict(const core::IntegratorChoice& choice) {
    py::dict parameters;
    for (const auto& [id, value] : choice.parameters) {
        parameters[py::str(id)] = value;
    }
    py::dict d;
    d["id"] = choice.id;
    d["dt"] = choice.dt;
    d["parameters"] = parameters;
    return d;
}

std::string repr(const SceneHandle& handle) {
    return "<clothlab.Scene \"" + handle.scene.name + "\" from " + handle.source + ", " +
           std::to_string(core::particleCount(handle.scene)) + " particles, " +
           handle.scene.integrator.id + ">";
}

} // namespace

void bindScenes(py::module_& module) {
    py::class_<SceneHandle>(module, "Scene",
                            "A scene: bodies, forces, obstacles and its integrator.\n\n"
                            "Made by load_scene(). Edits with set() are checked like the same "
                            "value in a scene file; a refused edit raises SceneError (a "
                            "ValueError) naming the JSON path and leaves the scene unchanged.")
        .def_property_readonly(
            "name", [](const SceneHandle& h) { return h.scene.name; }, "The scene's name.")
        .def_property_readonly(
            "source", [](const SceneHandle& h) { return h.source; },
            "Where the scene was read from: a path, \"preset:NAME\" or \"<dict>\". Errors name "
            "it as the file; relative mesh paths start from its folder.")
        .def_property_readonly(
            "integrator", [](const SceneHandle& h) { return integratorDict(h.scene.integrator); },
            "The scene's integrator: {\"id\", \"dt\" (s), \"parameters\" (the values the scene "
            "sets; the others take their defaults)}.")
        .def_property_readonly(
            "particle_count", [](const SceneHandle& h) { return core::particleCount(h.scene); },
            "Number of particles the scene's bodies create.")
        .def("to_dict", &toDict,
             "The scene as a dict in the scene-file format (load_scene() reads it back "
             "unchanged).")
        .def(
            "to_json", [](const SceneHandle& h) { return core::serializeScene(h.scene); },
            "The scene-file text (JSON); numbers read back bit for bit.")
        .def(
            "save",
            [](const SceneHandle& h, const py::object& path) {
                core::saveSceneFile(
                    h.scene, py::module_::import("os").attr("fspath")(path).cast<std::string>());
            },
            py::arg("path"),
            "Writes the scene file atomically: a temporary file in the same folder is written, "
            "flushed and renamed over `path`, so a failed save (raising SceneError) leaves the "
            "previous file untouched.")
        .def("set", &setValue, py::arg("path"), py::arg("value"),
             "Sets one value by JSON path, e.g. set(\"stiffness.shear.stretch\", 800.0) or "
             "set(\"bodies[0].rows\", 12): the same edit as clothlab-cli's --set PATH=VALUE.\n\n"
             "`value` is any JSON value (dict, list, str, number, bool). The scene is read "
             "again with the edit applied, with every check of a scene file: an unknown path, "
             "a wrong type or an out-of-range value raises SceneError (a ValueError) whose "
             "path attribute is the JSON path; the scene is then unchanged.")
        .def(
            "copy", [](const SceneHandle& h) { return h; }, "An independent copy.")
        .def("__copy__", [](const SceneHandle& h) { return h; })
        .def("__deepcopy__", [](const SceneHandle& h, py::handle) { return h; })
        .def(
            "__eq__", [](const SceneHandle& a, const SceneHandle& b) { return a.scene == b.scene; },
            py::is_operator())
        .def("__repr__", &repr);

    module.def("load_scene", &loadScene, py::arg("source"),
               "Reads a scene: a scene-file path (str or os.PathLike), \"preset:NAME\" (see "
               "presets()) or a dict in the scene-file format.\n\n"
               "The reader is the core's, strict as for files: unknown keys, wrong types, "
               "out-of-range values and dangling indices raise SceneError (a ValueError) whose "
               "message is \"FILE: PATH: REASON\" and whose path attribute is the JSON path.");
}

} // namespace clothlab::python
