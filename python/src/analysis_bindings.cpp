// The analyses of clothlab-cli (compare, convergence, stability, spectrum, dispersion) and
// the stiffness sweep, as functions that return a dict of NumPy arrays with the columns of
// the CSV the command writes. Entries and defaults are resolved as the command resolves
// them (app/cli/cli_analysis.cpp, cli_spectral.cpp), so the same arguments give the same
// numbers; the core computes them with the GIL released.
#include "bindings.h"
#include "columns.h"
#include "core/analysis/amplification.h"
#include "core/analysis/analysis.h"
#include "core/analysis/comparison.h"
#include "core/analysis/convergence.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/stiffness_sweep.h"
#include "core/analysis/study_steps.h"
#include "core/io/csv.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <limits>
#include <pybind11/stl.h>
#include <sstream>

namespace clothlab::python {

namespace {

/// Columns of stiffness_sweep(): one row per (integrator, scale), integrator-major.
constexpr const char* kStiffnessSweepHeader = "integrator,scale,max_stable_dt,predicted_dt";

std::string seconds(double value) {
    std::ostringstream text;
    text << std::setprecision(17) << value << " s";
    return text.str();
}

using core::wholeMultiple; // the rule of the core's analyses

const core::StepNames kArgumentNames{"dts", "duration", "sample"};

void requirePositive(double value, const char* what) {
    if (!std::isfinite(value) || value <= 0.0) {
        throw py::value_error(std::string(what) + ": expected a positive number");
    }
}

std::vector<core::IntegratorChoice> resolveAll(const std::vector<Entry>& entries,
                                               const core::Scene& scene, double dt) {
    std::vector<core::IntegratorChoice> choices;
    for (const Entry& entry : entries) {
        choices.push_back(resolveEntry(entry, scene, dt));
    }
    return choices;
}

/// `reference`, or core::defaultReference(); both at `dt` unless the entry names its own.
core::IntegratorChoice referenceChoice(const py::object& reference, const core::Scene& scene,
                                       double dt) {
    core::IntegratorChoice choice = core::defaultReference(dt);
    if (reference.is_none()) {
        return choice;
    }
    const Entry entry = readEntry(reference, "reference");
    if (entry.id != choice.id) {
        return resolveEntry(entry, scene, dt);
    }
    applyParameters(choice, entry.parameters, "reference");
    choice.dt = entry.dt.value_or(dt);
    return choice;
}

core::AnalysisOptions analysisOptions(int threads) {
    if (threads < 0) {
        throw py::value_error("threads: expected 0 (one per hardware thread) or more");
    }
    core::AnalysisOptions options;
    options.threads = threads;
    return options;
}

/// `sample` checked, or one chosen as clothlab-cli compare does (core::sampleInterval).
double sampleInterval(const std::optional<double>& sample, double duration,
                      const std::vector<core::IntegratorChoice>& all) {
    if (sample) {
        requirePositive(*sample, "sample");
    }
    const core::SampleChoice choice = core::sampleInterval(sample, duration, all, kArgumentNames);
    if (!choice.problem.empty()) {
        throw py::value_error(choice.problem.english());
    }
    return choice.interval;
}

py::dict comparisonTable(const core::ComparisonResult& result) {
    constexpr double inf = std::numeric_limits<double>::infinity();
    Table table(core::csv::kComparisonHeader);
    for (std::size_t r = 0; r < result.runs.size(); ++r) {
        const core::ComparisonRun& run = result.runs[r];
        for (std::size_t k = 0; k < result.times.size(); ++k) {
            // A run that blew up has inf errors from then on, as in clothlab-cli's CSV.
            const bool kept = k < run.samples.size();
            const core::ComparisonSample sample =
                kept ? run.samples[k] : core::ComparisonSample{result.times[k], {inf, inf}, inf};
            if (!kept && !run.blowUp) {
                continue;
            }
            table.integers("run").push_back(static_cast<std::int64_t>(r));
            table.texts("integrator").push_back(run.integrator.id);
            table.reals("dt").push_back(run.integrator.dt);
            table.reals("time").push_back(sample.time);
            table.reals("error_rms").push_back(sample.error.rms);
            table.reals("error_max").push_back(sample.error.max);
            table.reals("energy_residual").push_back(sample.residual);
        }
    }
    return table.toDict();
}

py::dict compare(const SceneHandle& scene, const py::object& integrators, double duration,
                 const std::optional<double>& dt, const py::object& reference,
                 const std::optional<double>& sample, int threads) {
    requirePositive(duration, "duration");
    const auto runs = resolveAll(readEntries(integrators, "integrators"), scene.scene,
                                 dt.value_or(scene.scene.integrator.dt));
    double smallest = std::numeric_limits<double>::infinity();
    for (const core::IntegratorChoice& run : runs) {
        smallest = std::min(smallest, run.dt);
    }
    const core::IntegratorChoice ref = referenceChoice(reference, scene.scene, smallest);
    std::vector<core::IntegratorChoice> all = runs;
    all.push_back(ref);
    const double interval = sampleInterval(sample, duration, all);
    const core::AnalysisOptions options = analysisOptions(threads);
    core::ComparisonResult result;
    {
        py::gil_scoped_release release;
        result = core::compareRuns(scene.scene, runs, ref, duration, interval, options);
    }
    return comparisonTable(result);
}

/// `dts`, or the scene's dt and four halvings; each must divide the duration.
std::vector<double> studySteps(const std::optional<std::vector<double>>& given,
                               const core::Scene& scene, double duration) {
    if (given && given->empty()) {
        throw py::value_error("dts: expected at least one step");
    }
    core::StepList steps = core::studySteps(given.value_or(std::vector<double>{}),
                                            scene.integrator.dt, 4, duration, kArgumentNames);
    if (!steps.problem.empty()) {
        throw py::value_error(steps.problem.english());
    }
    return std::move(steps.dts);
}

py::dict convergence(const SceneHandle& scene, const py::object& integrators, double duration,
                     const std::optional<std::vector<double>>& givenDts,
                     const py::object& reference, int threads) {
    requirePositive(duration, "duration");
    const std::vector<double> dts = studySteps(givenDts, scene.scene, duration);
    const auto choices =
        resolveAll(readEntries(integrators, "integrators"), scene.scene, dts.front());
    const core::IntegratorChoice ref =
        referenceChoice(reference, scene.scene, *std::min_element(dts.begin(), dts.end()));
    if (!wholeMultiple(duration, ref.dt)) {
        throw py::value_error("reference: the step " + seconds(ref.dt) + " of " + ref.id +
                              " does not divide duration " + seconds(duration));
    }
    const core::AnalysisOptions options = analysisOptions(threads);
    core::ConvergenceResult result;
    {
        py::gil_scoped_release release;
        result = core::convergenceStudy(scene.scene, choices, dts, duration, ref, options);
    }
    Table table(core::csv::kConvergenceHeader);
    for (const core::ConvergenceSeries& series : result.series) {
        for (const core::ConvergencePoint& point : series.points) {
            table.texts("integrator").push_back(series.integrator.id);
            table.reals("dt").push_back(point.dt);
            table.reals("error_rms").push_back(point.error.rms);
            table.reals("error_max").push_back(point.error.max);
            table.reals("observed_order").push_back(valueOrNan(point.observedOrder));
        }
    }
    return table.toDict();
}

py::dict stability(const SceneHandle& scene, const py::object& integrators, double duration,
                   const std::optional<double>& dt, double tolerance, int threads) {
    requirePositive(duration, "duration");
    requirePositive(tolerance, "tolerance");
    const auto choices = resolveAll(readEntries(integrators, "integrators"), scene.scene,
                                    dt.value_or(scene.scene.integrator.dt));
    const core::AnalysisOptions options = analysisOptions(threads);
    std::vector<core::StabilityResult> results;
    {
        py::gil_scoped_release release;
        results = core::stabilityLimits(scene.scene, choices, duration, tolerance, options);
    }
    Table table(core::csv::kStabilityHeader);
    for (const core::StabilityResult& r : results) {
        table.texts("integrator").push_back(r.integrator.id);
        table.reals("max_stable_dt").push_back(r.maxStableDt);
        table.reals("predicted_dt").push_back(valueOrNan(r.predictedDt));
    }
    return table.toDict();
}

py::dict stiffnessSweep(const SceneHandle& scene, const py::object& integrators,
                        const std::vector<double>& scales, double duration,
                        const std::optional<std::string>& kindId, const std::optional<double>& dt,
                        double tolerance, int threads) {
    requirePositive(duration, "duration");
    requirePositive(tolerance, "tolerance");
    std::optional<core::SpringKind> kind;
    if (kindId && *kindId != "all") {
        kind = core::springKindFromId(*kindId);
        if (!kind) {
            throw py::value_error("kind: \"" + *kindId +
                                  "\" is not structural, shear, bending or all");
        }
    }
    const auto choices = resolveAll(readEntries(integrators, "integrators"), scene.scene,
                                    dt.value_or(scene.scene.integrator.dt));
    const core::AnalysisOptions options = analysisOptions(threads);
    core::StiffnessSweepResult result;
    {
        py::gil_scoped_release release;
        result =
            core::stiffnessSweep(scene.scene, choices, kind, scales, duration, tolerance, options);
    }
    Table table(kStiffnessSweepHeader);
    for (const std::vector<core::StabilityResult>& limits : result.limits) {
        for (std::size_t p = 0; p < limits.size(); ++p) {
            table.texts("integrator").push_back(limits[p].integrator.id);
            table.reals("scale").push_back(result.scales[p]);
            table.reals("max_stable_dt").push_back(limits[p].maxStableDt);
            table.reals("predicted_dt").push_back(valueOrNan(limits[p].predictedDt));
        }
    }
    return table.toDict();
}

} // namespace

const char* const kEntriesDoc =
    "`integrators` is one entry or a list of them: \"ID[:PARAM=VALUE]...[@DT]\" as on "
    "clothlab-cli's command line (e.g. \"rk4@0.001\", \"rk45:tolerance=1e-10\") or a dict "
    "{\"id\", \"dt\", \"parameters\"}. The scene's own integrator starts from the scene's "
    "parameters. threads = 0 uses one per hardware thread (results do not depend on it). The "
    "GIL is released while the core computes; bad arguments raise ValueError.";

void bindAnalyses(py::module_& module) {
    module.def("compare", &compare, py::arg("scene"), py::arg("integrators"), py::arg("duration"),
               py::kw_only(), py::arg("dt") = py::none(), py::arg("reference") = py::none(),
               py::arg("sample") = py::none(), py::arg("threads") = 0,
               (std::string("Trajectory errors against a reference at common sample times, as "
                            "clothlab-cli compare.\n\nReturns a dict of arrays with the columns "
                            "of its CSV: run, integrator, dt, time, error_rms, error_max (m), "
                            "energy_residual (J); a run that blew up has inf from then on. dt "
                            "defaults to the scene's, the reference to dop853 (tolerance 1e-11) "
                            "at the smallest step, sample to the interval clothlab-cli "
                            "chooses.\n\n") +
                kEntriesDoc)
                   .c_str());
    module.def("convergence", &convergence, py::arg("scene"), py::arg("integrators"),
               py::arg("duration"), py::kw_only(), py::arg("dts") = py::none(),
               py::arg("reference") = py::none(), py::arg("threads") = 0,
               (std::string("Error at the final time per (integrator, dt), as clothlab-cli "
                            "convergence.\n\nReturns a dict of arrays with the columns of its "
                            "CSV: integrator, dt (s), error_rms, error_max (m), observed_order "
                            "(NaN for the first step of each integrator, where the CSV cell is "
                            "empty). dts defaults to the scene's dt and four halvings; each must "
                            "divide the duration.\n\n") +
                kEntriesDoc)
                   .c_str());
    module.def("stability", &stability, py::arg("scene"), py::arg("integrators"),
               py::arg("duration"), py::kw_only(), py::arg("dt") = py::none(),
               py::arg("tolerance") = 0.02, py::arg("threads") = 0,
               (std::string("The largest stable dt per integrator by bisection (to `tolerance`, "
                            "relative), and the limit predicted from the spectrum at t = 0, as "
                            "clothlab-cli stability.\n\nReturns a dict of arrays: integrator, "
                            "max_stable_dt, predicted_dt (s; NaN where the method or scene has "
                            "no prediction, inf where no mode limits it).\n\n") +
                kEntriesDoc)
                   .c_str());
    module.def("stiffness_sweep", &stiffnessSweep, py::arg("scene"), py::arg("integrators"),
               py::arg("scales"), py::arg("duration"), py::kw_only(), py::arg("kind") = py::none(),
               py::arg("dt") = py::none(), py::arg("tolerance") = 0.02, py::arg("threads") = 0,
               (std::string("Stability limits at several stiffnesses: the stretch and "
                            "compression stiffness of one spring kind (\"structural\", "
                            "\"shear\", \"bending\"; None or \"all\": every kind) times each "
                            "scale, damping unchanged.\n\nReturns a dict of arrays, one row per "
                            "(integrator, scale) with scales increasing: integrator, scale, "
                            "max_stable_dt, predicted_dt (s, as in stability()).\n\n") +
                kEntriesDoc)
                   .c_str());
}

} // namespace clothlab::python
