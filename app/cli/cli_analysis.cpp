// compare, convergence and stability: the analyses of DESIGN §4 run by core/analysis/analysis.h.
// This file turns flags into integrator choices, checks that every step size fits the
// sample times before any work starts, and reports blow-ups; the numbers are the core's.
#include "app/cli/cli_analysis_common.h"
#include "app/cli/cli_commands.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_report.h"
#include "app/cli/cli_scene.h"
#include "core/analysis/analysis.h"
#include "core/analysis/comparison.h"
#include "core/analysis/convergence.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/study_steps.h"
#include "core/io/csv.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <limits>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace clothlab::app::cli {

std::string seconds(double value) {
    return number(value) + " s";
}

std::string choiceText(const core::IntegratorChoice& choice) {
    std::string text = choice.id;
    for (const auto& [id, value] : choice.parameters) {
        text += ':' + id + '=' + number(value);
    }
    return text + '@' + number(choice.dt);
}

core::IntegratorChoice referenceChoice(const std::optional<IntegratorSpec>& spec,
                                       const core::Scene& scene, double dt) {
    core::IntegratorChoice reference = core::defaultReference(dt);
    if (!spec) {
        return reference;
    }
    if (spec->id != reference.id) {
        return resolveSpec(*spec, scene, dt);
    }
    applyParameters(reference, spec->parameters, "--reference");
    reference.dt = spec->dt.value_or(dt);
    return reference;
}

namespace {

const core::StepNames kOptionNames{"--dts", "--duration", "--sample"};

std::vector<core::IntegratorChoice> resolveAll(const std::vector<IntegratorSpec>& specs,
                                               const core::Scene& scene, double dt) {
    std::vector<core::IntegratorChoice> choices;
    for (const IntegratorSpec& spec : specs) {
        choices.push_back(resolveSpec(spec, scene, dt));
    }
    return choices;
}

double smallestDt(const std::vector<core::IntegratorChoice>& choices) {
    double smallest = std::numeric_limits<double>::infinity();
    for (const core::IntegratorChoice& choice : choices) {
        smallest = std::min(smallest, choice.dt);
    }
    return smallest;
}

/// --sample checked, or one chosen (core::sampleInterval).
double sampleInterval(const AnalysisArgs& args, const std::vector<core::IntegratorChoice>& all) {
    const core::SampleChoice choice =
        core::sampleInterval(args.sample, args.duration, all, kOptionNames);
    if (!choice.problem.empty()) {
        throw InputError(choice.problem.english());
    }
    return choice.interval;
}

core::AnalysisOptions analysisOptions(const AnalysisArgs& args, TerminalProgress& progress) {
    core::AnalysisOptions options;
    options.threads = args.threads;
    options.progress = progress.callback();
    return options;
}

/// A blown-up run keeps its rows up to the blow-up; the rows of the later sample times are
/// added with inf errors so that every run has a row at every sample time.
core::ComparisonResult markBlowUps(core::ComparisonResult result, std::ostream& err) {
    constexpr double inf = std::numeric_limits<double>::infinity();
    for (std::size_t r = 0; r < result.runs.size(); ++r) {
        core::ComparisonRun& run = result.runs[r];
        if (!run.blowUp) {
            continue;
        }
        err << "clothlab-cli: compare: run " << r << " (" << choiceText(run.integrator)
            << ") blew up " << describeBlowUp(*run.blowUp) << "; its errors are inf from then on\n";
        for (std::size_t k = run.samples.size(); k < result.times.size(); ++k) {
            run.samples.push_back({result.times[k], {inf, inf}, inf});
        }
    }
    return result;
}

void printComparison(std::ostream& out, const core::ComparisonResult& result) {
    out << std::left << std::setw(22) << "integrator" << std::setw(12) << "dt (s)"
        << "final error_rms (m)\n";
    for (const core::ComparisonRun& run : result.runs) {
        out << std::setw(22) << run.integrator.id << std::setw(12) << run.integrator.dt
            << (run.samples.empty() ? 0.0 : run.samples.back().error.rms) << '\n';
    }
}

std::string formatOrder(const std::optional<double>& order) {
    if (!order) {
        return "n/a";
    }
    std::ostringstream text;
    text << std::fixed << std::setprecision(3) << *order;
    return text.str();
}

void printOrders(std::ostream& out, const core::ConvergenceResult& result) {
    out << std::left << std::setw(22) << "integrator" << std::right << std::setw(6) << "order"
        << std::setw(9) << "fitted" << std::setw(15) << "last halving" << '\n';
    for (const core::ConvergenceSeries& series : result.series) {
        const core::IntegratorInfo* info = core::findIntegrator(series.integrator.id);
        out << std::left << std::setw(22) << series.integrator.id << std::right << std::setw(6)
            << (info ? info->order : 0) << std::setw(9) << formatOrder(series.fittedOrder)
            << std::setw(15)
            << formatOrder(series.points.empty() ? std::nullopt
                                                 : series.points.back().observedOrder)
            << '\n';
    }
}

void reportConvergenceBlowUps(std::ostream& err, const core::ConvergenceResult& result) {
    for (const core::ConvergenceSeries& series : result.series) {
        for (const core::ConvergencePoint& point : series.points) {
            if (point.blowUp) {
                err << "clothlab-cli: convergence: " << series.integrator.id
                    << " at dt = " << point.dt << " s blew up " << describeBlowUp(*point.blowUp)
                    << "; its error is inf\n";
            }
        }
    }
}

/// --dts, or the scene's dt and four halvings; each must divide the duration.
std::vector<double> studySteps(const AnalysisArgs& args, const core::Scene& scene) {
    core::StepList steps =
        core::studySteps(args.dts, scene.integrator.dt, 4, args.duration, kOptionNames);
    if (!steps.problem.empty()) {
        throw InputError(steps.problem.english());
    }
    return std::move(steps.dts);
}

/// The table of limits, then why a method has no predicted limit, and where the measured limit
/// lies past the prediction how slowly the prediction has its fastest mode grow there.
void printLimits(std::ostream& out, const std::vector<core::StabilityResult>& results,
                 double duration) {
    out << std::left << std::setw(22) << "integrator" << std::setw(20) << "max stable dt (s)"
        << "predicted dt (s)\n";
    for (const core::StabilityResult& r : results) {
        out << std::setw(22) << r.integrator.id << std::setw(20) << r.maxStableDt;
        if (r.predictedDt) {
            out << *r.predictedDt << '\n';
        } else {
            out << "n/a\n";
        }
    }
    out << "predicted: the largest dt at which every mode of the scene at t = 0 has spectral "
           "radius <= 1\n";
    for (const core::StabilityResult& r : results) {
        if (!r.predictedDt) {
            out << "  " << r.integrator.id << ": none, " << r.predictedReason.english() << '\n';
        } else if (*r.predictedDt == 0.0) {
            out << "  " << r.integrator.id << ": 0, " << r.predictedReason.english() << '\n';
        }
        if (r.growthAtLimit && r.growthAtLimit->rate > 0.0) {
            const core::ModeGrowth& g = *r.growthAtLimit;
            out << "  " << r.integrator.id << ": at " << r.maxStableDt
                << " s the mode of omega = " << g.omega << " rad/s (damping ratio " << g.zeta
                << ") grows by rho = " << g.radius << " per step, e-fold every " << 1.0 / g.rate
                << " s (x" << std::exp(g.rate * duration) << " over the " << duration
                << " s trial)\n";
        }
    }
}

/// --out, --manifest and every --figure, for requireDistinctOutputs().
std::vector<std::pair<std::string_view, std::string>> analysisOutputs(const AnalysisArgs& args) {
    std::vector<std::pair<std::string_view, std::string>> outputs{
        {"--out", args.outFile}, {"--manifest", args.manifestFile}};
    for (const std::string& figure : args.figureFiles) {
        outputs.emplace_back("--figure", figure);
    }
    return outputs;
}

} // namespace

int compareIntegrators(const Command& command, std::ostream& out, std::ostream& err) {
    const AnalysisArgs& args = command.analysis;
    const core::Scene scene = loadScene(args.scene);
    const auto runs = resolveAll(args.integrators, scene, args.dt.value_or(scene.integrator.dt));
    const core::IntegratorChoice reference =
        referenceChoice(args.reference, scene, smallestDt(runs));
    std::vector<core::IntegratorChoice> all = runs;
    all.push_back(reference);
    const double sample = sampleInterval(args, all);
    requireDistinctOutputs(analysisOutputs(args), sceneInputs(args.scene, scene));
    requireFigureFolders(args.figureFiles);
    OutputFile csv = openOutput("--out", args.outFile);
    OutputFile manifest = openOutput("--manifest", args.manifestFile);

    TerminalProgress progress("compare");
    core::ComparisonResult result = guarded("compare", [&] {
        return core::compareRuns(scene, runs, reference, args.duration, sample,
                                 analysisOptions(args, progress));
    });
    progress.finish();
    result = markBlowUps(std::move(result), err);
    core::csv::writeComparison(csv.stream(), result);
    csv.commit();
    writeComparisonFigures(result, scene.name, args.figureFiles);
    writeManifest(manifest, {command.commandLine,
                             args.scene.source,
                             &scene,
                             runs,
                             {{"reference", choiceText(reference)},
                              {"duration", number(args.duration)},
                              {"sample_interval", number(sample)},
                              {"out_csv", args.outFile}}});
    printComparison(out, result);
    return kExitOk;
}

int convergenceStudy(const Command& command, std::ostream& out, std::ostream& err) {
    const AnalysisArgs& args = command.analysis;
    const core::Scene scene = loadScene(args.scene);
    const std::vector<double> dts = studySteps(args, scene);
    const auto integrators = resolveAll(args.integrators, scene, dts.front());
    const auto reference =
        referenceChoice(args.reference, scene, *std::min_element(dts.begin(), dts.end()));
    if (!wholeMultiple(args.duration, reference.dt)) {
        throw InputError("--reference: the step of " + choiceText(reference) +
                         " does not divide --duration " + seconds(args.duration));
    }
    requireDistinctOutputs(analysisOutputs(args), sceneInputs(args.scene, scene));
    requireFigureFolders(args.figureFiles);
    OutputFile csv = openOutput("--out", args.outFile);
    OutputFile manifest = openOutput("--manifest", args.manifestFile);

    TerminalProgress progress("convergence");
    const core::ConvergenceResult result = guarded("convergence", [&] {
        return core::convergenceStudy(scene, integrators, dts, args.duration, reference,
                                      analysisOptions(args, progress));
    });
    progress.finish();
    reportConvergenceBlowUps(err, result);
    core::csv::writeConvergence(csv.stream(), result);
    csv.commit();
    writeConvergenceFigures(result, args.duration, scene.name, args.figureFiles);
    std::vector<core::IntegratorChoice> runs;
    for (const core::ConvergenceSeries& series : result.series) {
        for (const core::ConvergencePoint& point : series.points) {
            runs.push_back(series.integrator);
            runs.back().dt = point.dt;
        }
    }
    writeManifest(manifest, {command.commandLine,
                             args.scene.source,
                             &scene,
                             runs,
                             {{"reference", choiceText(reference)},
                              {"duration", number(args.duration)},
                              {"dts", numberList(dts)},
                              {"out_csv", args.outFile}}});
    printOrders(out, result);
    return kExitOk;
}

int stabilityStudy(const Command& command, std::ostream& out, std::ostream& err) {
    const AnalysisArgs& args = command.analysis;
    const core::Scene scene = loadScene(args.scene);
    const auto integrators =
        resolveAll(args.integrators, scene, args.dt.value_or(scene.integrator.dt));
    requireDistinctOutputs(analysisOutputs(args), sceneInputs(args.scene, scene));
    requireFigureFolders(args.figureFiles);
    OutputFile csv = openOutput("--out", args.outFile);
    OutputFile manifest = openOutput("--manifest", args.manifestFile);

    TerminalProgress progress("stability");
    const std::vector<core::StabilityResult> results = guarded("stability", [&] {
        return core::stabilityLimits(scene, integrators, args.duration, args.tolerance,
                                     analysisOptions(args, progress));
    });
    progress.finish();
    core::csv::writeStability(csv.stream(), results);
    csv.commit();
    writeStabilityFigures(results, args.duration, args.tolerance, scene.name, args.figureFiles);
    writeManifest(manifest, {command.commandLine,
                             args.scene.source,
                             &scene,
                             integrators,
                             {{"duration", number(args.duration)},
                              {"tolerance", number(args.tolerance)},
                              {"out_csv", args.outFile}}});
    printLimits(out, results, args.duration);
    for (const core::StabilityResult& r : results) {
        if (r.maxStableDt == 0.0) {
            err << "clothlab-cli: stability: " << r.integrator.id
                << " was not stable at any step tried (down to a thousandth of "
                << seconds(r.integrator.dt) << ")\n";
        }
    }
    return kExitOk;
}

} // namespace clothlab::app::cli
