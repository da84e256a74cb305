// The state and system objects of a Python method's step (step_objects.h).
//
// Forces are evaluated by the run's own force model (core::ForceModel::evaluate, the call every
// built-in makes), so a Python method sees bit for bit the forces a built-in sees at the same
// state. The GIL is released while the model evaluates: other runs' Python steps go on meanwhile.
#include "step_objects.h"

#include "columns.h"
#include "core/forces/force_jacobians.h"
#include "core/io/csv.h"
#include "core/model/system.h"

#include <cstring>
#include <string>

namespace clothlab::python {

namespace {

/// A NumPy view of `data` (not owned: the system's storage, valid during the step).
py::array viewOf(double* data, std::vector<py::ssize_t> shape, std::vector<py::ssize_t> strides,
                 bool writeable) {
    py::capsule unowned(data, [](void*) {});
    py::array array(py::dtype::of<double>(), std::move(shape), std::move(strides), data, unowned);
    if (!writeable) {
        array.attr("flags").attr("writeable") = false;
    }
    return array;
}

py::array stateView(Eigen::Matrix3Xd& m) {
    const auto d = static_cast<py::ssize_t>(sizeof(double));
    return viewOf(m.data(), {m.cols(), 3}, {3 * d, d}, true);
}

std::string shapeText(const py::array& a) {
    std::string text = "(";
    for (py::ssize_t k = 0; k < a.ndim(); ++k) {
        text += (k ? ", " : "") + std::to_string(a.shape(k));
    }
    return text + (a.ndim() == 1 ? ",)" : ")");
}

/// A sparse matrix of the core as scipy.sparse.csr_matrix (copies of its three arrays).
py::object csr(const Eigen::SparseMatrix<double, Eigen::RowMajor>& m) {
    const auto rows = static_cast<py::ssize_t>(m.rows());
    const auto nnz = static_cast<py::ssize_t>(m.nonZeros());
    py::array_t<double> data(nnz, m.valuePtr());
    py::array_t<int> indices(nnz, m.innerIndexPtr());
    py::array_t<int> indptr(rows + 1, m.outerIndexPtr());
    py::object sparse = py::module_::import("scipy.sparse");
    return sparse.attr("csr_matrix")(py::make_tuple(data, indices, indptr),
                                     py::arg("shape") = py::make_tuple(rows, m.cols()));
}

} // namespace

void StepState::attach(core::System& system, double t) {
    m_t = t;
    Eigen::Matrix3Xd& x = system.positions();
    Eigen::Matrix3Xd& v = system.velocities();
    if (x.data() != m_xData || v.data() != m_vData || x.cols() != m_count) {
        m_x = stateView(x);
        m_v = stateView(v);
        m_xData = x.data();
        m_vData = v.data();
        m_count = x.cols();
    }
}

void StepState::checkSame(const py::object& given, const py::object& own, const char* name) {
    if (given.is(own)) {
        return; // state.x += …: NumPy wrote in place and Python assigns the same array back
    }
    throw py::type_error(std::string("state.") + name + " cannot be replaced by a new array: " +
                         "it is the run's own storage. Write into it instead, e.g. state." + name +
                         "[:] = new_values or state." + name + " += h * rate");
}

void StepSystem::begin(core::StepContext& ctx, const core::ParameterSet& parameters) {
    m_ctx = &ctx;
    m_parameters = &parameters;
    m_x0 = ctx.system.positions(); // no allocation once sized
    m_v0 = ctx.system.velocities();
}

// The engine evaluated f(xₙ, vₙ, tₙ) before the step (StepContext::start, what the built-in
// methods use): asked for the forces of that very state, a copy of those is the same numbers
// as a new evaluation (the same call on the same input) at the cost of two comparisons.
bool StepSystem::isStartState(const Eigen::Matrix3Xd& x, const Eigen::Matrix3Xd& v,
                              double t) const {
    const core::StepContext& ctx = *m_ctx;
    const auto bytes = sizeof(double) * static_cast<std::size_t>(x.size());
    return t == ctx.time && &x == &ctx.system.positions() && &v == &ctx.system.velocities() &&
           ctx.start.forces.cols() == x.cols() && x.size() == m_x0.size() &&
           std::memcmp(x.data(), m_x0.data(), bytes) == 0 &&
           std::memcmp(v.data(), m_v0.data(), bytes) == 0;
}

core::StepContext& StepSystem::context(const char* what) const {
    if (!m_ctx) {
        throw py::value_error(std::string("system.") + what +
                              ": the system is only usable during step()");
    }
    return *m_ctx;
}

const Eigen::Matrix3Xd& StepSystem::matrix(const py::handle& given, const Eigen::Matrix3Xd& own,
                                           Eigen::Matrix3Xd& scratch, const char* call,
                                           const char* name) {
    if (!py::isinstance<py::array>(given)) {
        throw py::type_error(std::string("system.") + call + ": " + name +
                             " must be a NumPy array of shape (N, 3) and dtype float64, not " +
                             std::string(py::str(given.get_type().attr("__name__"))));
    }
    const auto a = py::reinterpret_borrow<py::array>(given);
    const Eigen::Index n = own.cols();
    if (!py::isinstance<py::array_t<double>>(a)) {
        throw py::type_error(std::string("system.") + call + ": " + name +
                             " must have dtype float64, not " + std::string(py::str(a.dtype())) +
                             " (convert with .astype(numpy.float64))");
    }
    if (a.ndim() != 2 || a.shape(0) != n || a.shape(1) != 3) {
        throw py::value_error(std::string("system.") + call + ": " + name + " must have shape (" +
                              std::to_string(n) + ", 3), not " + shapeText(a));
    }
    if (a.data() == own.data()) {
        return own; // the state itself
    }
    scratch.resize(3, n);
    const auto c = py::array_t<double, py::array::c_style | py::array::forcecast>::ensure(a);
    std::memcpy(scratch.data(), c.data(), sizeof(double) * static_cast<std::size_t>(3 * n));
    return scratch;
}

py::array StepSystem::forces(const py::handle& x, const py::handle& v, double t) {
    core::StepContext& ctx = context("forces");
    const Eigen::Matrix3Xd& xs = matrix(x, ctx.system.positions(), m_x, "forces", "x");
    const Eigen::Matrix3Xd& vs = matrix(v, ctx.system.velocities(), m_v, "forces", "v");
    const Eigen::Matrix3Xd* f = &ctx.start.forces;
    if (!isStartState(xs, vs, t)) {
        py::gil_scoped_release release;
        core::EnergyTerms terms;
        ctx.model.evaluate(ctx.system, xs, vs, t, m_f, terms);
        f = &m_f;
    }
    py::array_t<double> out({static_cast<py::ssize_t>(f->cols()), static_cast<py::ssize_t>(3)});
    std::memcpy(out.mutable_data(), f->data(),
                sizeof(double) * static_cast<std::size_t>(f->size()));
    return out;
}

py::tuple StepSystem::forceJacobians(const py::handle& x, const py::handle& v, double t) {
    (void)t; // no force of the model has a time-dependent Jacobian
    core::StepContext& ctx = context("force_jacobians");
    const Eigen::Matrix3Xd& xs = matrix(x, ctx.system.positions(), m_x, "force_jacobians", "x");
    const Eigen::Matrix3Xd& vs = matrix(v, ctx.system.velocities(), m_v, "force_jacobians", "v");
    core::ForceJacobians j;
    {
        py::gil_scoped_release release;
        j = core::forceJacobians(ctx.system, ctx.model, xs, vs);
    }
    return py::make_tuple(csr(j.stiffness), csr(j.damping));
}

py::dict StepSystem::energy(const py::handle& x, const py::handle& v, double t) {
    core::StepContext& ctx = context("energy");
    const Eigen::Matrix3Xd& xs = matrix(x, ctx.system.positions(), m_x, "energy", "x");
    const Eigen::Matrix3Xd& vs = matrix(v, ctx.system.velocities(), m_v, "energy", "v");
    const core::EnergyTerms e = ctx.model.energy(ctx.system, xs, vs, t);
    py::dict d;
    d["kinetic"] = e.kinetic;
    d["gravity"] = e.gravity;
    d["elastic_structural"] = e.elastic[0];
    d["elastic_shear"] = e.elastic[1];
    d["elastic_bending"] = e.elastic[2];
    d["dissipation_power"] = e.dissipationPower;
    d["external_power"] = e.externalPower;
    return d;
}

void StepSystem::refreshViews() {
    core::System& s = context("masses").system;
    if (s.masses().data() == m_viewsOf && s.particleCount() == m_viewsCount) {
        return;
    }
    const auto d = static_cast<py::ssize_t>(sizeof(double));
    const auto n = static_cast<py::ssize_t>(s.particleCount());
    m_masses = viewOf(const_cast<double*>(s.masses().data()), {n}, {d}, false);
    m_inverseMasses = viewOf(const_cast<double*>(s.inverseMasses().data()), {n}, {d}, false);
    py::dict springs = springTable(s).toDict();
    for (const auto& item : springs) { // shared by every call: read-only
        item.second.attr("flags").attr("writeable") = false;
    }
    m_springs = springs;
    m_viewsOf = s.masses().data();
    m_viewsCount = s.particleCount();
}

py::array StepSystem::masses() {
    refreshViews();
    return m_masses;
}

py::array StepSystem::inverseMasses() {
    refreshViews();
    return m_inverseMasses;
}

py::array StepSystem::pinned() {
    const core::System& s = context("pinned").system;
    py::array_t<bool> out(s.particleCount());
    auto w = out.mutable_unchecked<1>();
    for (int i = 0; i < s.particleCount(); ++i) {
        w(i) = s.isPinned(i);
    }
    return out;
}

py::dict StepSystem::springs() {
    refreshViews();
    return py::dict(py::reinterpret_borrow<py::dict>(m_springs).attr("copy")());
}

py::dict StepSystem::parameters() {
    context("parameters");
    py::dict d;
    for (std::size_t k = 0; k < m_parameters->specs().size(); ++k) {
        d[py::str(m_parameters->specs()[k].id)] = m_parameters->value(static_cast<int>(k));
    }
    return d;
}

int StepSystem::particleCount() {
    return context("particle_count").system.particleCount();
}

double StepSystem::dt() {
    return context("dt").dt;
}

double StepSystem::time() {
    return context("time").time;
}

void bindStepObjects(py::module_& module) {
    py::class_<StepState>(module, "StepState",
                          "The state a method's step() advances in place: x (positions, m) and "
                          "v (velocities, m/s), writable (N, 3) float64 views of the run's "
                          "storage, and t (s, the time at the start of the step). Write into x "
                          "and v (state.x[:] = …, state.x += …); they cannot be replaced. Valid "
                          "during step() only: copy (numpy.array(state.x)) to keep one.")
        .def_property("x", &StepState::x, &StepState::setX, "Positions, m: (N, 3) float64.")
        .def_property("v", &StepState::v, &StepState::setV, "Velocities, m/s: (N, 3) float64.")
        .def_property_readonly("t", &StepState::t, "Time at the start of the step, s.");
    py::class_<StepSystem>(module, "StepSystem",
                           "What a method may use of the run during its step().")
        .def("forces", &StepSystem::forces, py::arg("x"), py::arg("v"), py::arg("t"),
             "Total force on each particle at (x, v, t), N: a new (N, 3) float64 array, bit "
             "for bit what the built-in methods get. x and v: (N, 3) float64 arrays.")
        .def("force_jacobians", &StepSystem::forceJacobians, py::arg("x"), py::arg("v"),
             py::arg("t"),
             "(K, C): ∂f/∂x (N/m) and ∂f/∂v (N·s/m) at (x, v) as scipy.sparse.csr_matrix of "
             "shape (3N, 3N), rows and columns 3i, 3i+1, 3i+2 for particle i (pinned ones "
             "included). Exact: k⁺/k⁻ by each spring's extension, the transverse term "
             "unclamped, the position derivative of spring damping included; air drag is "
             "C = −c_air·I.")
        .def("energy", &StepSystem::energy, py::arg("x"), py::arg("v"), py::arg("t"),
             "Energy terms at (x, v, t): kinetic, gravity, elastic_structural, elastic_shear, "
             "elastic_bending (J), dissipation_power, external_power (W).")
        .def_property_readonly("masses", &StepSystem::masses,
                               "(N,) float64, kg (a read-only view).")
        .def_property_readonly("inverse_masses", &StepSystem::inverseMasses,
                               "(N,) float64, 1/kg; 0 for pinned particles (a read-only view).")
        .def_property_readonly("pinned", &StepSystem::pinned, "(N,) bool: True where pinned.")
        .def_property_readonly("springs", &StepSystem::springs,
                               "The springs as a dict of arrays: spring, i, j (int64), kind "
                               "(str), rest_length (m), stretch, compression (N/m), damping "
                               "(N·s/m), the effective values.")
        .def_property_readonly("parameters", &StepSystem::parameters,
                               "The method's parameter values by id (dict of float).")
        .def_property_readonly("particle_count", &StepSystem::particleCount, "N.")
        .def_property_readonly("dt", &StepSystem::dt, "The step h, s.")
        .def_property_readonly("time", &StepSystem::time,
                               "Time at the start of the step, s (= state.t).");
}

} // namespace clothlab::python
