// Methods written in Python as methods of the core (core/integrators/external_integrator.h):
// clothlab.register_integrator() (python/clothlab/integrator.py) checks the class and calls
// _register_integrator here, which registers a core method whose instances call the class.
//
// The GIL: the core steps runs on C++ threads (an analysis spreads its runs over the cores,
// Simulation.step() releases the GIL), so every call into Python here takes the GIL first
// (py::gil_scoped_acquire) and every Python object the core holds is dropped under the GIL
// (PyHolder). Python steps of several runs therefore take turns; the force evaluations they ask
// for run without the GIL (step_objects.cpp). A step must not call back into the Simulation
// that runs it (its lock is held while it steps).
#include "bindings.h"
#include "core/integrators/external_integrator.h"
#include "step_objects.h"

#include <pybind11/stl.h>

namespace clothlab::python {

namespace {

/// Python objects kept by the core, dropped under the GIL from whatever thread lets go of the
/// last reference; after the interpreter is gone they are leaked instead.
template <typename T> std::shared_ptr<T> pyShared(T* value) {
    return std::shared_ptr<T>(value, [](T* p) {
        if (Py_IsInitialized()) {
            py::gil_scoped_acquire gil;
            delete p;
        }
    });
}

struct PyHolder {
    py::object object;
};

/// What one run's instance of a Python method holds.
struct InstanceData {
    py::object instance;
    py::object step;
    py::object reset; ///< None when the class has no reset()
    py::object stateObject, systemObject;
    StepState* state = nullptr;
    StepSystem* system = nullptr;
};

std::string typeName(const py::handle& object) {
    return py::str(object.get_type().attr("__name__"));
}

/// The error of a Python exception raised by the method: reason "TYPE: MESSAGE (FILE, line N)"
/// at its innermost frame, the formatted traceback as detail, the exception as payload.
core::ExternalStepError pythonFailure(py::error_already_set& e, const std::string& file, int line) {
    core::ExternalStepError error({}, {}, 0.0);
    py::object value = e.value();
    py::object trace = e.trace();
    error.file = file;
    error.line = line;
    try {
        py::module_ traceback = py::module_::import("traceback");
        if (!trace.is_none()) {
            py::list frames = traceback.attr("extract_tb")(trace);
            if (!frames.empty()) {
                py::object last = frames[frames.size() - 1];
                error.file = py::str(last.attr("filename"));
                error.line = last.attr("lineno").cast<int>();
            }
        }
        py::list lines = traceback.attr("format_exception")(e.type(), value, trace);
        for (const py::handle& text : lines) {
            error.detail += py::str(text).cast<std::string>();
        }
    } catch (const py::error_already_set&) {
        error.detail.clear(); // the traceback module failed: keep the exception's text only
    }
    error.reason = typeName(value) + ": " + std::string(py::str(value));
    if (!error.file.empty()) {
        error.reason += " (" + error.file + ", line " + std::to_string(error.line) + ")";
    }
    error.payload = std::static_pointer_cast<const void>(pyShared(new PyHolder{std::move(value)}));
    return error;
}

core::ExternalStepError plainFailure(const std::string& reason) {
    core::ExternalStepError error({}, {}, 0.0);
    error.reason = reason;
    return error;
}

core::StepWork pythonStep(InstanceData& data, core::StepContext& ctx,
                          const core::ParameterSet& parameters, const std::string& file, int line) {
    py::gil_scoped_acquire gil;
    data.state->attach(ctx.system, ctx.time);
    data.system->begin(ctx, parameters);
    struct End {
        StepSystem* system;
        ~End() { system->end(); }
    } end{data.system};
    py::object result;
    try {
        result = data.step(data.stateObject, ctx.dt, data.systemObject);
    } catch (py::error_already_set& e) {
        throw pythonFailure(e, file, line);
    }
    if (!result.is_none()) {
        throw plainFailure("step() returned a value (" + typeName(result) +
                           "); it must write the new state into state.x and state.v and "
                           "return None");
    }
    return {};
}

/// Text of the Python exception being handled, for errors that are not a step's.
std::runtime_error asRuntimeError(py::error_already_set& e, const std::string& what) {
    return std::runtime_error(what + ": " + typeName(e.value()) + ": " +
                              std::string(py::str(e.value())));
}

core::ExternalInstance instantiate(const std::shared_ptr<PyHolder>& factory, const std::string& id,
                                   const std::string& file, int line) {
    py::gil_scoped_acquire gil;
    std::shared_ptr<InstanceData> data = pyShared(new InstanceData);
    try {
        data->instance = factory->object();
        data->step = data->instance.attr("step");
        data->reset = py::getattr(data->instance, "reset", py::none());
    } catch (py::error_already_set& e) {
        throw asRuntimeError(e, "integrator " + id + ": making an instance failed");
    }
    data->stateObject = py::cast(StepState());
    data->state = data->stateObject.cast<StepState*>();
    data->systemObject = py::cast(StepSystem());
    data->system = data->systemObject.cast<StepSystem*>();
    core::ExternalInstance out;
    out.file = file;
    out.line = line;
    out.step = [data, file, line](core::StepContext& ctx, const core::ParameterSet& parameters) {
        return pythonStep(*data, ctx, parameters, file, line);
    };
    out.reset = [data, file, line] {
        py::gil_scoped_acquire gil;
        if (data->reset.is_none()) {
            return;
        }
        try {
            data->reset();
        } catch (py::error_already_set& e) {
            throw pythonFailure(e, file, line);
        }
    };
    return out;
}

core::ParameterSpec parameterSpec(const py::dict& d) {
    core::ParameterSpec spec;
    spec.id = d["id"].cast<std::string>();
    spec.label = d["label"].cast<std::string>();
    spec.unit = d["unit"].cast<std::string>();
    spec.minimum = d["minimum"].cast<double>();
    spec.maximum = d["maximum"].cast<double>();
    spec.defaultValue = d["default"].cast<double>();
    spec.integer = d["integer"].cast<bool>();
    spec.description = d["description"].cast<std::string>();
    return spec;
}

core::IntegratorFamily familyOf(const std::string& id) {
    for (const core::IntegratorFamily family : core::kAllIntegratorFamilies) {
        if (core::integratorFamilyId(family) == id) {
            return family;
        }
    }
    throw py::value_error("family: \"" + id +
                          "\" is not explicit, symplectic, implicit or "
                          "constraint");
}

core::RegionKind regionOf(const std::string& id) {
    if (id == "first-order") {
        return core::RegionKind::FirstOrder;
    }
    if (id == "per-mode") {
        return core::RegionKind::PerMode;
    }
    if (id == "none") {
        return core::RegionKind::None;
    }
    throw py::value_error("region: \"" + id + "\" is not first-order, per-mode or none");
}

void registerIntegrator(const py::dict& spec, const py::object& factory) {
    core::ExternalMethod method;
    core::IntegratorInfo& info = method.info;
    info.id = spec["id"].cast<std::string>();
    info.name = spec["name"].cast<std::string>();
    info.summary = spec["description"].cast<std::string>();
    info.equations = spec["equations"].cast<std::string>();
    info.order = spec["order"].cast<int>();
    info.implicit = spec["implicit"].cast<bool>();
    info.family = familyOf(spec["family"].cast<std::string>());
    info.region = regionOf(spec["region"].cast<std::string>());
    for (const py::handle& p : spec["parameters"].cast<py::list>()) {
        info.parameters.push_back(parameterSpec(p.cast<py::dict>()));
    }
    method.source = spec["source"].cast<std::string>();
    method.evaluationsPerStep = spec["evaluations_per_step"].cast<int>();
    const std::string file = spec["step_file"].cast<std::string>();
    const int line = spec["step_line"].cast<int>();
    std::shared_ptr<PyHolder> held = pyShared(new PyHolder{factory});
    method.instantiate = [held, id = info.id, file, line] {
        return instantiate(held, id, file, line);
    };
    core::registerExternalIntegrator(std::move(method));
}

py::list externalList() {
    py::list list;
    for (const core::IntegratorInfo* info : core::externalIntegrators()) {
        py::dict d;
        d["id"] = info->id;
        const auto method = core::findExternalMethod(info->id);
        d["source"] = method ? method->source : std::string();
        list.append(d);
    }
    return list;
}

/// ExternalStepError as clothlab.IntegratorError (a RuntimeError): str() is the message and
/// the traceback; the Python exception the step raised is its __cause__.
void registerStepError(py::module_& module) {
    static py::exception<core::ExternalStepError> stepError(module, "IntegratorError",
                                                            PyExc_RuntimeError);
    stepError.doc() =
        "A method from outside that stopped its run (a RuntimeError): an exception in its "
        "step(), a NaN it left in the state, a pinned particle it moved, a value it returned. "
        "Attributes: integrator (id), time (s, start of the failed step), reason, file and "
        "line (where it is placed; \"\" and 0 when unknown), traceback (text, may be empty). "
        "The Python exception the step raised, if any, is its __cause__.";
    py::register_exception_translator([](std::exception_ptr thrown) {
        try {
            if (thrown) {
                std::rethrow_exception(thrown);
            }
        } catch (const core::ExternalStepError& e) {
            std::string text = *e.what() != '\0' ? std::string(e.what()) : e.reason;
            if (!e.detail.empty()) {
                text += "\n" + e.detail;
            } else if (!e.file.empty()) {
                text += "\n  step() is defined in File \"" + e.file + "\", line " +
                        std::to_string(e.line);
            }
            py::object error = py::handle(stepError.ptr())(py::str(text));
            error.attr("integrator") = e.integrator();
            error.attr("time") = e.time();
            error.attr("reason") = e.reason;
            error.attr("file") = e.file;
            error.attr("line") = e.line;
            error.attr("traceback") = e.detail;
            if (e.payload) {
                error.attr("__cause__") = static_cast<const PyHolder*>(e.payload.get())->object;
            }
            PyErr_SetObject(stepError.ptr(), error.ptr());
        }
    });
}

} // namespace

void bindIntegrators(py::module_& module) {
    bindStepObjects(module);
    registerStepError(module);
    module.def("_register_integrator", &registerIntegrator, py::arg("spec"), py::arg("factory"),
               "Registers a checked method description (clothlab.register_integrator).");
    module.def(
        "_unregister_integrator",
        [](const std::string& id) { return core::unregisterExternalIntegrator(id); }, py::arg("id"),
        "Removes a method registered from Python; False when there was none.");
    module.def("_external_integrators", &externalList,
               "The registered methods from outside: a list of {id, source}.");
}

} // namespace clothlab::python
