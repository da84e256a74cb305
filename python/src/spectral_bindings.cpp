// spectrum() and dispersion(): the modes of a scene (core/analysis/spectrum.h) and what each method
// does to one mode (core/analysis/amplification.h), with the columns and the argument checks of
// clothlab-cli spectrum and dispersion (app/cli/cli_spectral.cpp).
#include "bindings.h"
#include "columns.h"
#include "core/analysis/amplification.h"
#include "core/analysis/stability_study.h"
#include "core/io/csv.h"
#include "core/simulation/simulation.h"

#include <cmath>
#include <limits>
#include <pybind11/stl.h>

namespace clothlab::python {

namespace {

int modeCount(const py::object& modes) {
    if (py::isinstance<py::str>(modes) && modes.cast<std::string>() == "all") {
        return 0;
    }
    if (py::isinstance<py::int_>(modes) && !py::isinstance<py::bool_>(modes)) {
        const long long count = modes.cast<long long>();
        if (count > 0 && count <= std::numeric_limits<int>::max()) {
            return static_cast<int>(count);
        }
    }
    throw py::value_error("modes: expected \"all\" or a positive int, got " +
                          std::string(py::repr(modes)));
}

py::dict spectrum(const SceneHandle& scene, double at, const py::object& modes) {
    if (!std::isfinite(at) || at < 0.0) {
        throw py::value_error("at: expected a time >= 0 in seconds");
    }
    const int count = modeCount(modes);
    if (at > 0.0) {
        const core::StepCount steps = core::stepsFor(at, scene.scene.integrator.dt, "at");
        if (!steps.problem.empty()) {
            throw py::value_error(steps.problem.english());
        }
    }
    core::Spectrum result;
    {
        py::gil_scoped_release release;
        result = core::sceneSpectrum(scene.scene, at, count);
    }
    Table table(core::csv::kSpectrumHeader);
    for (std::size_t k = 0; k < result.modes.size(); ++k) {
        const core::Mode& m = result.modes[k];
        table.integers("mode").push_back(static_cast<std::int64_t>(k));
        table.reals("re").push_back(m.re);
        table.reals("im").push_back(m.im);
        table.reals("omega").push_back(m.omega);
        table.reals("damping_ratio").push_back(m.dampingRatio);
    }
    return table.toDict();
}

/// The choices of `integrators` (dt unused), each checked to have an amplification matrix.
std::vector<core::IntegratorChoice> linearMethods(const py::object& integrators, double zeta) {
    std::vector<core::IntegratorChoice> choices;
    for (const Entry& entry : readEntries(integrators, "integrators")) {
        if (entry.dt) {
            throw py::value_error("integrators: " + entry.id +
                                  ": dispersion takes no step (@DT); it scans omega_dt");
        }
        core::IntegratorChoice choice{entry.id, 1.0, {}};
        applyParameters(choice, entry.parameters, "integrators");
        const core::Amplification a = core::amplificationMatrix(choice, 1.0, 1.0, zeta);
        if (!a.matrix) {
            throw py::value_error("integrators: " + entry.id +
                                  " has no linear amplification matrix (" + a.reason.english() +
                                  ")");
        }
        choices.push_back(std::move(choice));
    }
    return choices;
}

/// N points from MIN to MAX, equally spaced in log(ω·dt), both ends included exactly.
std::vector<double> omegaDtGrid(double low, double high, long points) {
    std::vector<double> grid;
    const double ratio = std::log(high / low);
    for (long k = 0; k < points; ++k) {
        const double t = static_cast<double>(k) / static_cast<double>(points - 1);
        grid.push_back(k + 1 == points ? high : low * std::exp(ratio * t));
    }
    return grid;
}

py::dict dispersion(const py::object& integrators, const std::pair<double, double>& omegaDt,
                    long points, double zeta) {
    const auto [low, high] = omegaDt;
    if (!std::isfinite(low) || !std::isfinite(high) || low <= 0.0 || high <= low) {
        throw py::value_error("omega_dt: expected (MIN, MAX) with 0 < MIN < MAX");
    }
    if (points < 2 || points > 1'000'000) {
        throw py::value_error("points: expected 2 to 1000000 points");
    }
    if (!std::isfinite(zeta) || zeta < 0.0 || zeta >= 1.0) {
        throw py::value_error("zeta: expected a damping ratio in [0, 1)");
    }
    const std::vector<core::IntegratorChoice> methods = linearMethods(integrators, zeta);
    const std::vector<double> grid = omegaDtGrid(low, high, points);
    std::vector<core::DispersionCurve> curves;
    {
        py::gil_scoped_release release;
        for (const core::IntegratorChoice& choice : methods) {
            curves.push_back(*core::dispersionCurve(choice, grid, zeta));
        }
    }
    Table table(core::csv::kDispersionHeader);
    for (const core::DispersionCurve& curve : curves) {
        for (const core::DispersionPoint& p : curve.points) {
            table.texts("integrator").push_back(core::csv::methodLabel(curve.integrator));
            table.reals("omega_dt").push_back(p.omegaH);
            table.reals("spectral_radius").push_back(p.spectralRadius);
            table.reals("damping_ratio").push_back(valueOrNan(p.dampingRatio));
            table.reals("period_error").push_back(valueOrNan(p.periodError));
        }
    }
    return table.toDict();
}

py::dict stabilityStudy(const SceneHandle& scene, bool comparison) {
    const std::vector<core::StabilityRunInput> runs = core::stabilityRuns(scene.scene, comparison);
    core::StabilityStudy study;
    {
        py::gil_scoped_release release;
        study = core::computeStability(scene.scene, runs, core::tableOnlyOptions());
    }
    Table table(core::csv::kStabilityStudyHeader);
    for (const core::StabilityRunResult& r : study.runs) {
        table.integers("run").push_back(r.run.sceneRun ? static_cast<std::int64_t>(*r.run.sceneRun)
                                                       : -1);
        table.texts("label").push_back(r.run.label);
        table.texts("integrator").push_back(core::csv::methodLabel(r.run.choice));
        table.reals("dt").push_back(r.run.choice.dt);
        table.reals("predicted_dt").push_back(valueOrNan(r.limit.dt));
        table.reals("limiting_omega").push_back(r.limit.omega);
        table.reals("limiting_zeta").push_back(r.limit.zeta);
        table.texts("limiting_kind")
            .push_back(r.limitKind ? std::string(core::springKindId(*r.limitKind)) : "");
        table.integers("modes_outside").push_back(r.outsideCount);
        table.reals("growth_rate")
            .push_back(r.growth ? r.growth->rate : std::numeric_limits<double>::quiet_NaN());
        table.reals("growth_omega")
            .push_back(r.growth ? r.growth->omega : std::numeric_limits<double>::quiet_NaN());
    }
    return table.toDict();
}

} // namespace

void bindSpectral(py::module_& module) {
    module.def("spectrum", &spectrum, py::arg("scene"), py::kw_only(), py::arg("at") = 0.0,
               py::arg("modes") = "all",
               "The modes of the scene's forces linearised about its state at time `at` (s; "
               "the scene's own run, 0 = the initial state), λ = −ζω ± iω√(1−ζ²), as "
               "clothlab-cli spectrum. modes: \"all\" or the N of highest ω.\n\n"
               "Returns a dict of arrays with the columns of its CSV: mode (int64), re, im "
               "(1/s), omega (rad/s), damping_ratio; ω ascending. The GIL is released while it "
               "runs; a scene that cannot be linearised raises ValueError, a run that blows up "
               "before `at` RuntimeError.");
    module.def("stability_study", &stabilityStudy, py::arg("scene"), py::kw_only(),
               py::arg("comparison") = true,
               "Why a method fails on this scene: for each run (the scene's comparison runs "
               "when `comparison` and it has any, else its own integrator) the predicted "
               "stability limit from the scene's modes, the mode that sets it and the spring "
               "kind that carries it, how many modes lie outside the method's region at the "
               "run's dt and how fast the fastest of them grows: the study behind the "
               "workbench's Stability dock, and of clothlab-cli stability-study.\n\n"
               "Returns a dict of arrays: run (int64, -1 for the "
               "scene's own integrator), label, integrator, dt, predicted_dt (NaN: the method "
               "has no amplification matrix; inf: no mode limits it), limiting_omega, "
               "limiting_zeta, limiting_kind, modes_outside (int64), growth_rate (1/s), "
               "growth_omega (NaN without a matrix). A scene that cannot be linearised raises "
               "ValueError.");
    module.def("dispersion", &dispersion, py::arg("integrators"), py::arg("omega_dt"),
               py::kw_only(), py::arg("points") = 200, py::arg("zeta") = 0.0,
               "Damping and dispersion of each method on one mode of damping ratio zeta over a "
               "logarithmic range of ω·dt = omega_dt (MIN, MAX), `points` points with both ends "
               "included, as clothlab-cli dispersion --omega-dt MIN:MAX:POINTS.\n\n"
               "Returns a dict of arrays with the columns of its CSV: integrator (the id and "
               "the parameters the entry sets, e.g. \"newmark:beta=0\"), omega_dt, "
               "spectral_radius, damping_ratio, period_error (NaN where the CSV cell is empty: "
               "the principal eigenvalue is real). Entries as in compare(), without @DT; a "
               "method without a linear amplification matrix raises ValueError.");
}

} // namespace clothlab::python
