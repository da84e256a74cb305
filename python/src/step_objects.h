// What a method written in Python sees in its step(state, h, system): the state (writable NumPy
// views of the run's positions and velocities, no copies) and the system (forces, their
// Jacobians, masses, springs, the method's parameter values). Both are valid during step()
// only; the views are the run's own storage, so a method that keeps one after its step must
// copy it (numpy.array(state.x)).
#pragma once

#include "core/forces/force_model.h"
#include "core/integrators/integrator.h"

#include <Eigen/Core>
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

namespace clothlab::python {

namespace py = pybind11;

/// `state` of step(): x and v are writable (N, 3) float64 views of the system's arrays. They
/// cannot be replaced: `state.x = new_array` raises (write into it: state.x[:] = …), while
/// `state.x += …` (which assigns the same array back) is allowed.
class StepState {
public:
    /// Points x and v at the system's arrays (new views only when the storage moved).
    void attach(core::System& system, double t);
    const py::object& x() const { return m_x; }
    const py::object& v() const { return m_v; }
    void setX(const py::object& array) { checkSame(array, m_x, "x"); }
    void setV(const py::object& array) { checkSame(array, m_v, "v"); }
    double t() const { return m_t; }

private:
    static void checkSame(const py::object& given, const py::object& own, const char* name);

    py::object m_x, m_v;
    const double* m_xData = nullptr;
    const double* m_vData = nullptr;
    Eigen::Index m_count = -1;
    double m_t = 0.0;
};

/// `system` of step(): what the method may use of the run during one step.
class StepSystem {
public:
    /// Valid from begin() to end(): the step's context and the method's parameter values.
    void begin(core::StepContext& ctx, const core::ParameterSet& parameters);
    void end() { m_ctx = nullptr; }

    py::array forces(const py::handle& x, const py::handle& v, double t);
    py::tuple forceJacobians(const py::handle& x, const py::handle& v, double t);
    py::dict energy(const py::handle& x, const py::handle& v, double t);
    py::array masses();
    py::array inverseMasses();
    py::array pinned();
    py::dict springs();
    py::dict parameters();
    int particleCount();
    double dt();
    double time();

private:
    core::StepContext& context(const char* what) const;
    /// x or v as the system's matrix (no copy when it is the state itself) or a copy in
    /// `scratch`; TypeError/ValueError naming `call` and `name` for a wrong dtype or shape.
    const Eigen::Matrix3Xd& matrix(const py::handle& array, const Eigen::Matrix3Xd& own,
                                   Eigen::Matrix3Xd& scratch, const char* call, const char* name);
    void refreshViews();

    /// Whether (x, v, t) is the state as the step found it, whose forces the engine has.
    bool isStartState(const Eigen::Matrix3Xd& x, const Eigen::Matrix3Xd& v, double t) const;

    core::StepContext* m_ctx = nullptr;
    const core::ParameterSet* m_parameters = nullptr;
    Eigen::Matrix3Xd m_x, m_v, m_f;
    Eigen::Matrix3Xd m_x0, m_v0;       ///< the state at begin()
    const double* m_viewsOf = nullptr; ///< masses the views and springs were made for
    Eigen::Index m_viewsCount = -1;
    py::object m_masses, m_inverseMasses, m_springs;
};

/// Binds StepState and StepSystem (clothlab._clothlab.StepState, StepSystem).
void bindStepObjects(py::module_& module);

} // namespace clothlab::python
