// clothlab.Simulation: one run of a scene (core::Simulation) stepped with the GIL released.
//
// Locking rule: a per-simulation mutex guards the run. step() and advance_to() take it
// without the GIL; readers take it too, giving up the GIL while they wait, so that neither
// side ever waits for the GIL while holding the mutex.
// State arrays view the core's storage (Eigen's 3 × N column-major positions are N × 3
// row-major to NumPy): read-only, and each holds a reference to its Simulation so that the
// storage outlives the view. A view taken before a step shows the state after it.
#include "bindings.h"
#include "columns.h"
#include "core/io/csv.h"
#include "core/simulation/simulation.h"

#include <atomic>
#include <mutex>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

namespace clothlab::python {

namespace {

class PySimulation {
public:
    PySimulation(core::Simulation simulation, bool recordEnergy)
        : m_sim(std::move(simulation)), m_recordEnergy(recordEnergy),
          m_stepsDone(m_sim.stepCount()) {
        m_history.push_back(m_sim.energy());
    }

    /// Steps completed so far, also while another thread steps.
    long stepsDone() const { return m_stepsDone.load(std::memory_order_relaxed); }

    /// Runs `f(simulation, history)` holding the mutex; waits for it without the GIL.
    template <typename F> auto locked(F&& f) {
        std::unique_lock<std::mutex> lock(m_mutex, std::try_to_lock);
        if (!lock.owns_lock()) {
            py::gil_scoped_release release;
            lock.lock();
        }
        return f(m_sim, m_history);
    }

    /// Steps while `more()` and the run has not blown up; call without the GIL.
    template <typename More> bool stepWhile(More&& more) {
        std::lock_guard<std::mutex> lock(m_mutex);
        while (more(m_sim)) {
            if (!m_sim.step()) {
                return false;
            }
            m_stepsDone.store(m_sim.stepCount(), std::memory_order_relaxed);
            if (m_recordEnergy) {
                m_history.push_back(m_sim.energy());
            } else {
                m_history.back() = m_sim.energy();
            }
        }
        return !m_sim.blowUp();
    }

private:
    std::mutex m_mutex;
    core::Simulation m_sim;
    std::vector<core::EnergyRecord> m_history;
    bool m_recordEnergy = true;
    std::atomic<long> m_stepsDone;
};

/// An integrator argument: None, an id, or a clothlab.Integrator subclass (registered, then
/// named by its id).
std::optional<std::string> integratorId(const py::object& integrator) {
    if (integrator.is_none()) {
        return std::nullopt;
    }
    if (PyType_Check(integrator.ptr())) {
        return py::module_::import("clothlab")
            .attr("register_integrator")(integrator)
            .cast<std::string>();
    }
    return integrator.cast<std::string>();
}

std::unique_ptr<PySimulation> makeSimulation(const SceneHandle& scene,
                                             const py::object& integratorArgument,
                                             const std::optional<double>& dt, bool recordEnergy,
                                             const py::kwargs& parameters) {
    const std::optional<std::string> integrator = integratorId(integratorArgument);
    // As clothlab-cli run: the scene's choice; another integrator starts from its defaults.
    core::IntegratorChoice choice = scene.scene.integrator;
    if (integrator && *integrator != choice.id) {
        choice.id = *integrator;
        choice.parameters.clear();
    }
    if (dt) {
        if (!std::isfinite(*dt) || *dt <= 0.0) {
            throw py::value_error("dt: expected a positive number of seconds");
        }
        choice.dt = *dt;
    }
    ParameterValues values;
    for (const auto& item : parameters) {
        values.emplace_back(py::str(item.first), item.second.cast<double>());
    }
    applyParameters(choice, values, "parameter");
    try {
        return std::make_unique<PySimulation>(core::makeSimulation(scene.scene, choice),
                                              recordEnergy);
    } catch (const std::invalid_argument& e) {
        throw py::value_error(scene.source + ": " + e.what());
    }
}

/// A read-only NumPy view of `data` that keeps `owner` alive.
py::array view(const double* data, std::vector<py::ssize_t> shape, std::vector<py::ssize_t> strides,
               const py::object& owner) {
    py::array array(py::dtype::of<double>(), std::move(shape), std::move(strides), data, owner);
    array.attr("flags").attr("writeable") = false;
    return array;
}

py::array stateView(const py::object& self, bool velocities) {
    return self.cast<PySimulation&>().locked([&](core::Simulation& sim, auto&) {
        const Eigen::Matrix3Xd& m =
            velocities ? sim.system().velocities() : sim.system().positions();
        const auto d = static_cast<py::ssize_t>(sizeof(double));
        return view(m.data(), {m.cols(), 3}, {3 * d, d}, self);
    });
}

py::array massView(const py::object& self) {
    return self.cast<PySimulation&>().locked([&](core::Simulation& sim, auto&) {
        const Eigen::VectorXd& m = sim.system().masses();
        return view(m.data(), {m.size()}, {static_cast<py::ssize_t>(sizeof(double))}, self);
    });
}

py::dict energyTable(PySimulation& s) {
    return s.locked([](core::Simulation& sim, const std::vector<core::EnergyRecord>& history) {
        Table table(core::csv::energyHeader(sim.system()));
        const bool solids = sim.system().hasOrientations();
        for (const core::EnergyRecord& e : history) {
            table.reals("time").push_back(e.time);
            table.reals("kinetic").push_back(e.terms.kinetic);
            table.reals("gravity").push_back(e.terms.gravity);
            table.reals("elastic_structural").push_back(e.terms.elastic[0]);
            table.reals("elastic_shear").push_back(e.terms.elastic[1]);
            table.reals("elastic_bending").push_back(e.terms.elastic[2]);
            table.reals("dissipated").push_back(e.dissipated);
            table.reals("external_work").push_back(e.externalWork);
            table.reals("residual").push_back(e.residual());
            if (solids) {
                table.reals("kinetic_rotational").push_back(e.terms.rotational);
                table.reals("elastic_angle").push_back(e.terms.elasticAngle);
            }
        }
        return table.toDict();
    });
}

py::dict springTable(PySimulation& s) {
    return s.locked(
        [](core::Simulation& sim, auto&) { return python::springTable(sim.system()).toDict(); });
}

py::array springIndices(PySimulation& s) {
    return s.locked([](core::Simulation& sim, auto&) {
        const auto& springs = sim.system().springs();
        py::array_t<std::int64_t> indices(
            {static_cast<py::ssize_t>(springs.size()), static_cast<py::ssize_t>(2)});
        auto out = indices.mutable_unchecked<2>();
        for (std::size_t k = 0; k < springs.size(); ++k) {
            out(static_cast<py::ssize_t>(k), 0) = springs[k].i;
            out(static_cast<py::ssize_t>(k), 1) = springs[k].j;
        }
        return py::array(indices);
    });
}

py::array restLengths(PySimulation& s) {
    return s.locked([](core::Simulation& sim, auto&) {
        const auto& springs = sim.system().springs();
        py::array_t<double> lengths(static_cast<py::ssize_t>(springs.size()));
        auto out = lengths.mutable_unchecked<1>();
        for (std::size_t k = 0; k < springs.size(); ++k) {
            out(static_cast<py::ssize_t>(k)) = springs[k].restLength;
        }
        return py::array(lengths);
    });
}

py::array pinnedFlags(PySimulation& s) {
    return s.locked([](core::Simulation& sim, auto&) {
        const core::System& system = sim.system();
        py::array_t<bool> pinned(system.particleCount());
        auto out = pinned.mutable_unchecked<1>();
        for (int i = 0; i < system.particleCount(); ++i) {
            out(i) = system.isPinned(i);
        }
        return py::array(pinned);
    });
}

py::object blowUp(PySimulation& s) {
    return s.locked([](core::Simulation& sim, auto&) -> py::object {
        if (!sim.blowUp()) {
            return py::none();
        }
        const core::BlowUp& b = *sim.blowUp();
        py::dict d;
        d["time"] = b.time;
        d["step"] = b.step;
        d["cause"] = std::string(core::blowUpCauseId(b.cause));
        d["energy_gain"] = b.energyGain;
        d["bound"] = b.bound;
        return d;
    });
}

py::dict diagnostics(PySimulation& s) {
    return s.locked([](core::Simulation& sim, auto&) {
        const core::SolverStats& stats = sim.integrator().stats();
        py::dict d;
        d["iterations"] = stats.iterations;
        d["linear_iterations"] = stats.linearIterations;
        d["substeps"] = stats.substeps;
        d["rejected_steps"] = stats.rejectedSteps;
        d["residuals"] = py::array_t<double>(static_cast<py::ssize_t>(stats.residuals.size()),
                                             stats.residuals.data());
        d["contacts"] = sim.lastContacts();
        return d;
    });
}

py::dict parameterValues(PySimulation& s) {
    return s.locked([](core::Simulation& sim, auto&) {
        py::dict d;
        const core::ParameterSet& parameters = sim.integrator().parameters();
        for (std::size_t k = 0; k < parameters.specs().size(); ++k) {
            d[py::str(parameters.specs()[k].id)] = parameters.value(static_cast<int>(k));
        }
        return d;
    });
}

bool stepSimulation(PySimulation& s, long long count) {
    if (count < 0 || count > core::kMaxRunSteps) {
        throw py::value_error("step: n = " + std::to_string(count) + " is not in [0, " +
                              std::to_string(core::kMaxRunSteps) + "]");
    }
    py::gil_scoped_release release;
    long long done = 0;
    return s.stepWhile([&](const core::Simulation&) { return done++ < count; });
}

bool advanceSimulation(PySimulation& s, double t) {
    const auto [now, dt] = s.locked([](core::Simulation& sim, auto&) {
        return std::pair{sim.time(), sim.dt()};
    });
    if (!std::isfinite(t)) {
        throw py::value_error("advance_to: t must be a finite time in seconds");
    }
    if (t - now > 0.5 * dt) {
        const core::StepCount count = core::stepsFor(t - now, dt, "advance_to: t - time");
        if (!count.problem.empty()) {
            throw py::value_error(count.problem.english());
        }
    }
    py::gil_scoped_release release;
    // The stopping rule of core::Simulation::advanceTo() and of clothlab-cli run --duration.
    return s.stepWhile(
        [t](const core::Simulation& sim) { return sim.time() < t - 0.5 * sim.dt(); });
}

template <typename Get> auto reader(Get get) {
    return [get](PySimulation& s) {
        return s.locked([&](core::Simulation& sim, auto&) { return get(sim); });
    };
}

void bindState(py::class_<PySimulation>& c);
void bindRecords(py::class_<PySimulation>& c);

} // namespace

void bindSimulation(py::module_& module) {
    py::class_<PySimulation> c(
        module, "Simulation",
        "One run of a scene: its system advanced by one integrator at a fixed dt, with energy "
        "bookkeeping and blow-up detection, the same engine as clothlab-cli run.\n\n"
        "step() and advance_to() release the GIL, so other Python threads run meanwhile. "
        "State arrays (positions, velocities, masses) are read-only views of the simulation's "
        "own storage: no copy is made, each view keeps the Simulation alive, and a view taken "
        "earlier shows the state after later steps (copy it with numpy.array(view) to keep a "
        "snapshot).");
    c.def(py::init(&makeSimulation), py::arg("scene"), py::arg("integrator") = py::none(),
          py::arg("dt") = py::none(), py::kw_only(), py::arg("record_energy") = true,
          "Simulation(scene, integrator=None, dt=None, *, record_energy=True, **parameters)\n\n"
          "The scene's integrator and dt unless given; integrator is an id or a "
          "clothlab.Integrator subclass (registered by register_integrator() on the way); "
          "parameters by id (see integrators()), "
          "over the scene's own when the integrator is the scene's, else over the defaults, "
          "e.g. Simulation(scene, \"rk45\", 1e-3, tolerance=1e-8). An unknown integrator or "
          "parameter, a value out of range or a scene that cannot be built raises ValueError. "
          "With record_energy the energy of the initial state and of every step is kept (see "
          "energy); without it only the latest.");
    c.def("step", &stepSimulation, py::arg("n") = 1,
          "Advances n steps of dt (GIL released). Returns False if the run blew up on the way "
          "(see blow_up; later steps do nothing), else True.");
    c.def("advance_to", &advanceSimulation, py::arg("t"),
          "Steps until time >= t - dt/2, the step nearest to t (GIL released), as clothlab-cli "
          "run --duration does. Returns False if the run blew up on the way.");
    bindState(c);
    bindRecords(c);
}

namespace {

void bindState(py::class_<PySimulation>& c) {
    c.def_property_readonly("time", reader([](const core::Simulation& s) { return s.time(); }),
                            "Simulated time, s.");
    c.def_property_readonly("dt", reader([](const core::Simulation& s) { return s.dt(); }),
                            "Time step, s.");
    c.def_property_readonly("step_count", &PySimulation::stepsDone,
                            "Steps taken. Read without waiting for a step under way in another "
                            "thread: the steps it has completed so far.");
    c.def_property_readonly("integrator", reader([](const core::Simulation& s) {
                                return std::string(s.integrator().id());
                            }),
                            "The integrator's id.");
    c.def_property_readonly(
        "parameters", &parameterValues,
        "Every parameter the integrator declares, with the value it runs with.");
    c.def_property_readonly("particle_count", reader([](const core::Simulation& s) {
                                return s.system().particleCount();
                            }),
                            "Number of particles N.");
    c.def_property_readonly(
        "spring_count", reader([](const core::Simulation& s) { return s.system().springCount(); }),
        "Number of springs M.");
    c.def_property_readonly(
        "positions", [](const py::object& self) { return stateView(self, false); },
        "Positions, m: (N, 3) float64, C-contiguous, a read-only view of the simulation's "
        "storage (no copy) that keeps the Simulation alive.");
    c.def_property_readonly(
        "velocities", [](const py::object& self) { return stateView(self, true); },
        "Velocities, m/s: (N, 3) float64, a read-only view like positions.");
    c.def_property_readonly(
        "forces",
        [](PySimulation& s) {
            return s.locked([](core::Simulation& sim, auto&) {
                const Eigen::Matrix3Xd& f = sim.currentForces();
                return py::array_t<double>({f.cols(), Eigen::Index{3}}, f.data());
            });
        },
        "Forces at the current state, N: (N, 3) float64, a copy. The forces the next step starts "
        "from (what every method's step gets as f(xₙ, vₙ, tₙ)).");
    c.def_property_readonly("masses", &massView,
                            "Masses, kg: (N,) float64, a read-only view (pinned particles keep "
                            "their mass; see pinned).");
    c.def_property_readonly("pinned", &pinnedFlags,
                            "(N,) bool: True where a particle is pinned "
                            "(inverse mass 0). A copy.");
}

void bindRecords(py::class_<PySimulation>& c) {
    c.def_property_readonly("spring_indices", &springIndices,
                            "(M, 2) int64: the particles i, j of each spring. A copy.");
    c.def_property_readonly("rest_lengths", &restLengths, "(M,) float64: rest lengths, m. A copy.");
    c.def("springs", &springTable,
          "The springs as a dict of arrays with the columns of clothlab-cli describe "
          "--springs: spring, i, j (int64), kind (str), rest_length (m), stretch, compression "
          "(N/m) and damping (N·s/m), the effective values (the kind's table times the "
          "spring's scale).");
    c.def_property_readonly(
        "energy", &energyTable,
        "The energy records as a dict of (K,) float64 arrays, the columns of clothlab-cli "
        "run --energy: time, kinetic, gravity, elastic_structural, elastic_shear, "
        "elastic_bending, dissipated, external_work, residual (J; scenes with solids add "
        "kinetic_rotational and elastic_angle). One row for the initial state and one per step "
        "(only the latest without record_energy).");
    c.def_property_readonly(
        "blow_up", &blowUp,
        "None, or how the run blew up: {\"time\" (s), \"step\", \"cause\" (\"non-finite\" or "
        "\"energy-bound\"), \"energy_gain\" and \"bound\" (J, for energy-bound)}.");
    c.def_property_readonly(
        "diagnostics", &diagnostics,
        "Solver diagnostics of the last step: iterations (Newton, local/global or relaxation "
        "sweeps), linear_iterations (CG, summed), substeps and rejected_steps (adaptive "
        "methods), residuals (after each iteration, float64 array; empty for direct methods) "
        "and contacts (found by the last collision stage).");
    c.def("__repr__", [](PySimulation& s) {
        return s.locked([](core::Simulation& sim, auto&) {
            return "<clothlab.Simulation " + std::string(sim.integrator().id()) +
                   " dt=" + std::to_string(sim.dt()) + " t=" + std::to_string(sim.time()) + ", " +
                   std::to_string(sim.system().particleCount()) + " particles>";
        });
    });
}

} // namespace

} // namespace clothlab::python
