// What the binding files of the clothlab Python module share: the scene handle, integrator
// entries as Python passes them, and the functions that register each part of the module.
#pragma once

#include "core/scene/integrator_spec.h"
#include "core/scene/scene.h"

#include <optional>
#include <pybind11/pybind11.h>
#include <string>
#include <utility>
#include <vector>

namespace clothlab::python {

namespace py = pybind11;

/// A scene and where it came from: a file path, "preset:NAME" or "<dict>". The source is
/// the file name in error messages and the folder that relative mesh paths start from.
struct SceneHandle {
    core::Scene scene;
    std::string source;
};

using core::ParameterValues;

/// One integrator entry of an analysis: the text `ID[:PARAM=VALUE]…[@DT]` of clothlab-cli's
/// --integrators, or a dict {"id": ID, "dt": S, "parameters": {PARAM: VALUE}} (dt and
/// parameters optional). Checked against the catalog when read (core/scene/integrator_spec.h).
using Entry = core::IntegratorSpec;

/// Reads one entry; ValueError naming `where` and the entry for anything malformed. A
/// clothlab.Integrator subclass is registered (clothlab.register_integrator) and stands for
/// its id.
Entry readEntry(py::handle entry, const std::string& where);
/// A str (one entry) or a sequence of entries; at least one.
std::vector<Entry> readEntries(py::handle entries, const std::string& where);

/// Sets each value on `choice` (replacing one it had), checked against the parameters its
/// integrator declares (core::applyParameters); ValueError "WHERE PARAM: ID: REASON".
void applyParameters(core::IntegratorChoice& choice, const ParameterValues& values,
                     const std::string& where);

/// The choice an entry stands for (core::resolveIntegratorSpec, as clothlab-cli and the
/// workbench resolve it): the scene's parameters when it is the scene's own integrator, then
/// the entry's; dt from the entry or else `dt`.
core::IntegratorChoice resolveEntry(const Entry& entry, const core::Scene& scene, double dt);

void bindCatalog(py::module_& module);
void bindScenes(py::module_& module);
void bindSimulation(py::module_& module);
void bindAnalyses(py::module_& module);
void bindSpectral(py::module_& module);
void bindIntegrators(py::module_& module);

/// How analyses describe their integrator arguments (a paragraph for docstrings).
extern const char* const kEntriesDoc;

} // namespace clothlab::python
