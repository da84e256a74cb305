// The clothlab extension module (_clothlab): the catalog (presets, integrators), integrator
// entries, and the error types. Scenes, simulations and analyses are bound in their own files.
#include "bindings.h"
#include "core/base/parameters.h"
#include "core/integrators/external_integrator.h"
#include "core/integrators/integrator.h"
#include "core/io/manifest.h"
#include "core/scene/presets.h"
#include "core/scene/scene_io.h"

#include <algorithm>
#include <cmath>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>
#include <stdexcept>

namespace clothlab::python {

namespace {

std::string quoted(std::string_view text) {
    return "\"" + std::string(text) + "\"";
}

Entry entryFromDict(const py::dict& dict, const std::string& where) {
    Entry entry;
    for (const auto& item : dict) {
        const std::string key = py::str(item.first);
        if (key == "id") {
            entry.id = item.second.cast<std::string>();
        } else if (key == "dt") {
            entry.dt = item.second.cast<double>();
            if (!std::isfinite(*entry.dt) || *entry.dt <= 0.0) {
                throw py::value_error(where + ": dt: expected a positive number");
            }
        } else if (key == "parameters") {
            for (const auto& p : item.second.cast<py::dict>()) {
                entry.parameters.emplace_back(py::str(p.first), p.second.cast<double>());
            }
        } else {
            throw py::value_error(where + ": unknown key " + quoted(key) +
                                  " (known: id, dt, parameters)");
        }
    }
    if (entry.id.empty()) {
        throw py::value_error(where + ": the entry has no \"id\"");
    }
    return entry;
}

/// Runs a core check, its refusal a ValueError that names `where` (and the parameter).
template <typename Check> auto checked(const std::string& where, Check&& check) {
    try {
        return check();
    } catch (const core::IntegratorSpecError& e) {
        throw py::value_error(e.placed(where));
    }
}

py::list presetList() {
    py::list list;
    for (const core::PresetText& text : core::presetTexts()) {
        py::dict preset;
        preset["id"] = std::string(text.id);
        preset["name"] = std::string(text.name);
        preset["description"] = std::string(text.description);
        list.append(preset);
    }
    return list;
}

py::dict parameterDict(const core::ParameterSpec& spec) {
    py::dict p;
    p["id"] = spec.id;
    p["label"] = spec.label;
    p["unit"] = spec.unit;
    p["minimum"] = spec.minimum;
    p["maximum"] = spec.maximum;
    p["default"] = spec.defaultValue;
    p["integer"] = spec.integer;
    p["description"] = spec.description;
    return p;
}

py::list integratorList() {
    py::list list;
    for (const core::IntegratorInfo* info : core::integratorCatalog()) {
        py::dict d;
        d["id"] = info->id;
        d["name"] = info->name;
        d["order"] = info->order;
        d["family"] = std::string(core::integratorFamilyId(info->family));
        d["implicit"] = info->implicit;
        d["orientations"] = info->orientations;
        d["description"] = info->summary;
        d["equations"] = info->equations;
        py::list parameters;
        for (const core::ParameterSpec& spec : info->parameters) {
            parameters.append(parameterDict(spec));
        }
        d["parameters"] = parameters;
        const auto external = core::findExternalMethod(info->id);
        d["source"] = external ? py::object(py::str(external->source)) : py::object(py::none());
        list.append(d);
    }
    return list;
}

/// SceneFileError as clothlab.SceneError (a ValueError) carrying file, path and reason.
void registerSceneError(py::module_& module) {
    static py::exception<core::SceneFileError> sceneError(module, "SceneError", PyExc_ValueError);
    sceneError.doc() = "A scene that cannot be read, edited or written (a ValueError).\n\n"
                       "str(error) is \"FILE: PATH: REASON\"; the attributes file, path (the "
                       "JSON path such as \"bodies[0].rows\", empty for the whole file) and "
                       "reason hold the parts.";
    py::register_exception_translator([](std::exception_ptr thrown) {
        try {
            if (thrown) {
                std::rethrow_exception(thrown);
            }
        } catch (const core::SceneFileError& e) {
            py::object error = py::handle(sceneError.ptr())(py::str(e.what()));
            error.attr("file") = e.file();
            error.attr("path") = e.path();
            error.attr("reason") = e.reason();
            PyErr_SetObject(sceneError.ptr(), error.ptr());
        }
    });
}

} // namespace

Entry readEntry(py::handle entry, const std::string& where) {
    if (PyType_Check(entry.ptr())) { // a method class: registered, then named by its id
        const auto id = py::module_::import("clothlab").attr("register_integrator")(entry);
        return readEntry(id, where);
    }
    if (py::isinstance<py::str>(entry)) {
        const std::string text = entry.cast<std::string>();
        return checked(where + " " + quoted(text), [&] { return core::parseIntegratorSpec(text); });
    }
    if (py::isinstance<py::dict>(entry)) {
        Entry read = entryFromDict(entry.cast<py::dict>(), where);
        checked(where, [&] { core::checkIntegratorSpec(read); });
        return read;
    }
    throw py::type_error(where +
                         ": an integrator entry is a str \"ID[:PARAM=VALUE]...[@DT]\" "
                         "or a dict, not " +
                         std::string(py::str(entry.get_type().attr("__name__"))));
}

std::vector<Entry> readEntries(py::handle entries, const std::string& where) {
    std::vector<Entry> read;
    if (py::isinstance<py::str>(entries) || py::isinstance<py::dict>(entries)) {
        read.push_back(readEntry(entries, where));
    } else {
        for (py::handle entry : py::iter(entries)) {
            read.push_back(readEntry(entry, where));
        }
    }
    if (read.empty()) {
        throw py::value_error(where + ": expected at least one integrator");
    }
    return read;
}

void applyParameters(core::IntegratorChoice& choice, const ParameterValues& values,
                     const std::string& where) {
    checked(where, [&] { core::applyParameters(choice, values); });
}

core::IntegratorChoice resolveEntry(const Entry& entry, const core::Scene& scene, double dt) {
    return checked(entry.id, [&] { return core::resolveIntegratorSpec(entry, scene, dt); });
}

void bindCatalog(py::module_& module) {
    registerSceneError(module);
    module.def("presets", &presetList,
               "The preset scenes built into ClothLab, in menu order.\n\n"
               "Returns a list of dicts with \"id\" (load it with "
               "load_scene(\"preset:ID\")), \"name\" and \"description\".");
    module.def("integrators", &integratorList,
               "Every integrator of this build, in menu order.\n\n"
               "Returns a list of dicts: \"id\" (as in scene files and on the command line), "
               "\"name\", \"order\" (formal order in dt), \"family\" (explicit, symplectic, "
               "implicit, constraint), \"implicit\", \"orientations\" (handles solids), "
               "\"description\", \"equations\", \"parameters\" (each a dict with id, label, "
               "unit, minimum, maximum, default, integer, description) and \"source\" (None for "
               "a built-in method, the file a method registered from Python came from, \"\" "
               "when it was a class defined elsewhere). Methods registered with "
               "register_integrator() come after the built-in ones.");
}

} // namespace clothlab::python

PYBIND11_MODULE(_clothlab, module) {
    module.doc() = "ClothLab's simulation core (mass-spring cloth, integrators, analyses). "
                   "Import the package clothlab, not this module.";
    module.attr("__version__") = clothlab::core::buildVersion();
    // pybind11 looks NumPy's C API up once, in a function-local static, on the first array
    // made. Done here, while the import holds the GIL: done first in two threads at once, one
    // would wait on the static's guard holding the GIL while the other imports NumPy, which
    // needs the GIL (a deadlock seen with a thread pool of studies).
    pybind11::module_::import("numpy");
    (void)pybind11::array_t<double>(0);
    clothlab::python::bindCatalog(module);
    clothlab::python::bindScenes(module);
    clothlab::python::bindSimulation(module);
    clothlab::python::bindAnalyses(module);
    clothlab::python::bindSpectral(module);
    clothlab::python::bindIntegrators(module);
}
