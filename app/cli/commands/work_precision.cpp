// `clothlab-cli work-precision`: error at the final time against what each run cost
// (core/analysis/work_precision.h). This file turns flags into sweeps, checks every step against
// the duration before any work starts, and prints the recommendation; the numbers are the core's.
#include "core/analysis/work_precision.h"

#include "app/cli/analysis_args.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_scene.h"
#include "app/cli/drawing.h"
#include "app/cli/help_text.h"
#include "app/cli/subcommand.h"
#include "core/analysis/premise.h"
#include "core/io/csv.h"

#include <algorithm>
#include <iomanip>
#include <limits>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace clothlab::app::cli {

namespace {

std::string help() {
    return std::string(
               "Usage: clothlab-cli work-precision SCENE --integrators ID[,ID…] --duration S\n"
               "           [--dts S[,S…]] [--tolerances E[,E…]] [--dt S] [--reference ID]\n"
               "           [--accuracy M [--cost cpu|evaluations|steps]]\n"
               "           [--stiffness-scales F[,F…] [--kind K]] --out FILE.csv\n"
               "           [--set KEY=VALUE]… [--threads N] [--manifest FILE.json]\n"
               "\n"
               "Which method reaches an accuracy for the least computing time: each\n"
               "integrator is run over a sweep of steps (methods with error control, rk45 and\n"
               "dop853, over tolerances at a fixed step), and each run's error at the final\n"
               "time (as convergence measures it) is written with what it cost:\n"
               "integrator,dt,tolerance,error_rms,error_max,cpu_seconds,steps,evaluations,status\n"
               "cpu_seconds is the thread CPU time of the run without its first step (building\n"
               "the simulation and the first step are warm-up); each run uses one thread.\n"
               "steps: the method's steps (rk45, dop853: accepted internal steps); evaluations:\n"
               "force evaluations plus linear-solver (CG) iterations; status: ok or\n"
               "blew-up:CAUSE (errors inf).\n"
               "\n") +
           kSceneHelp +
           "  --integrators …    the integrators; @DT: the base of a method's default\n"
           "                     sweep; an adaptive method's step, which caps its internal\n"
           "                     steps (default: the largest step of the other methods'\n"
           "                     sweeps)\n"
           "  --dts S[,S…]       steps of the fixed-step methods, s; default: from each\n"
           "                     method's measured stability limit, the largest dt·2^k\n"
           "                     (k ≤ 4) that is stable and divides the duration, and 5\n"
           "                     halvings\n"
           "  --tolerances E[,E…]\n"
           "                     tolerances of rk45 and dop853; default 1e-3, 1e-4, …, 1e-8\n"
           "  --dt S             step of the entries without @DT; default: the scene's\n"
           "  --duration S       final time, s: a whole multiple of every step\n"
           "  --reference ID     default dop853:tolerance=1e-11 at the smallest step\n"
           "  --accuracy M       print the cheapest method and step for an RMS error of M\n"
           "                     metres at the final time (interpolated along each curve\n"
           "                     in log–log), the runner-up and the factor between them\n"
           "  --cost C           what --accuracy ranks by: cpu (thread CPU time, default),\n"
           "                     evaluations (force evaluations + CG iterations) or\n"
           "                     steps; the last two are the same on every machine\n"
           "  --stiffness-scales F[,F…]\n"
           "                     with --accuracy: the sweeps again with the springs'\n"
           "                     stretch and compression stiffness times each F (damping\n"
           "                     kept), and the cheapest method at each; the CSV then has\n"
           "                     the header scale,stiffness,cheapest,dt,tolerance,cost,\n"
           "                     runner_up,factor and --figure draws a band chart\n"
           "  --kind K           the springs scaled: structural (default), shear, bending\n"
           "                     or all\n"
           "  --out FILE.csv     the points\n" +
           analysisFooter() +
           "\n"
           "CPU times vary from run to run and with the machine's load; steps and\n"
           "evaluations do not.\n"
           "Exit status: 0 done, also when runs blew up (reported on stderr); 2 bad\n"
           "input; 3 the reference run blew up.\n";
}

/// The options of work-precision: the analyses' and the sweeps', the recommendation's and
/// the stiffness crossover's.
struct WorkPrecisionArgs : AnalysisArgs {
    std::vector<double> tolerances;      ///< adaptive methods' sweep
    std::optional<double> accuracy;      ///< m, for the recommendation
    std::string cost = "cpu";            ///< how --accuracy ranks: cpu, evaluations, steps
    std::vector<double> stiffnessScales; ///< the cheapest method at each factor
    std::string kind = "structural";     ///< the springs scaled: structural, shear, bending, all
};

WorkPrecisionArgs parse(ArgumentCursor& cursor) {
    WorkPrecisionArgs args;
    AnalysisFlags flags(args);
    bool tolerancesGiven = false;
    bool scalesGiven = false;
    std::optional<std::string> cost;
    std::optional<std::string> kind;
    FlagRules rules = flags.common();
    rules.push_back(flags.dt());
    rules.push_back(flags.reference());
    rules.push_back(flags.dts());
    rules.push_back(listFlag("--tolerances", tolerancesGiven,
                             [&args](std::string_view flag, std::string_view item) {
                                 args.tolerances.push_back(parsePositiveNumber(flag, item));
                             }));
    rules.push_back(numberFlag("--accuracy", args.accuracy));
    rules.push_back(choiceFlag("--cost", cost, {"cpu", "evaluations", "steps"}));
    rules.push_back(listFlag("--stiffness-scales", scalesGiven,
                             [&args](std::string_view flag, std::string_view item) {
                                 args.stiffnessScales.push_back(parsePositiveNumber(flag, item));
                             }));
    rules.push_back({"--kind", [&kind](std::string_view flag, std::string_view value) {
                         if (value != "all" && !core::springKindFromId(value)) {
                             throw InputError(std::string(flag) + ": '" + std::string(value) +
                                              "' is not one of structural, shear, bending, all");
                         }
                         setOnce(kind, flag, std::string(value));
                     }});
    parseArguments(cursor, "work-precision", &args.scene.source, rules);
    flags.finish("work-precision");
    args.cost = cost.value_or(args.cost);
    args.kind = kind.value_or(args.kind);
    if (!args.stiffnessScales.empty() && !args.accuracy) {
        throw InputError("--stiffness-scales: needs --accuracy M, the accuracy the cheapest "
                         "method is sought for");
    }
    if (kind && args.stiffnessScales.empty()) {
        throw InputError("--kind: only with --stiffness-scales");
    }
    return args;
}

/// Points of the default sweeps: the step halvings, or the tolerances 1e-3 … 1e-8.
constexpr int kDefaultPoints = 6;

/// The duration must be a whole number of `dt`; `what` says where dt came from.
void requireWhole(const WorkPrecisionArgs& args, double dt, const std::string& what) {
    if (!wholeMultiple(args.duration, dt)) {
        throw InputError("--duration: " + seconds(args.duration) +
                         " is not a whole multiple of the step " + seconds(dt) + " of " + what);
    }
}

/// The choices of --integrators at --dt (or the scene's), checked against the flags that
/// only make sense for some of them.
std::vector<core::IntegratorChoice> resolveChoices(const WorkPrecisionArgs& args,
                                                   const core::Scene& scene) {
    std::vector<core::IntegratorChoice> choices;
    bool anyAdaptive = false;
    for (const IntegratorSpec& spec : args.integrators) {
        choices.push_back(resolveSpec(spec, scene, args.dt.value_or(scene.integrator.dt)));
        const bool adaptive = core::isAdaptive(spec.id);
        anyAdaptive = anyAdaptive || adaptive;
        if (adaptive || args.dts.empty()) {
            requireWhole(args, choices.back().dt,
                         spec.id + (adaptive ? "" : " (the base of its default sweep)"));
        }
    }
    if (!args.tolerances.empty() && !anyAdaptive) {
        throw InputError(
            "--tolerances: none of --integrators has error control (rk45 and dop853 have)");
    }
    if (!args.dts.empty()) {
        const core::StepList steps =
            core::studySteps(args.dts, 0.0, 0, args.duration, {"--dts", "--duration", "--sample"});
        if (!steps.problem.empty()) {
            throw InputError(steps.problem.english());
        }
    }
    return choices;
}

/// --dts and --tolerances where given, core::defaultSweeps() otherwise (which measures the
/// stability limit of the fixed-step methods first).
std::vector<core::WorkPrecisionSweep> makeSweeps(const WorkPrecisionArgs& args,
                                                 const core::Scene& scene,
                                                 const std::vector<core::IntegratorChoice>& choices,
                                                 const core::AnalysisOptions& options) {
    std::vector<core::WorkPrecisionSweep> sweeps;
    if (args.dts.empty()) {
        sweeps = core::defaultSweeps(scene, choices, args.duration, kDefaultPoints, options);
    } else {
        for (const core::IntegratorChoice& choice : choices) {
            sweeps.push_back({choice,
                              core::isAdaptive(choice.id) ? std::vector<double>{} : args.dts,
                              core::isAdaptive(choice.id) ? core::defaultTolerances(kDefaultPoints)
                                                          : std::vector<double>{}});
        }
    }
    double coarsest = 0.0;
    for (const core::WorkPrecisionSweep& sweep : sweeps) {
        coarsest = std::max(coarsest, sweep.dts.empty() ? 0.0 : sweep.dts.front());
    }
    for (std::size_t s = 0; s < sweeps.size(); ++s) {
        core::WorkPrecisionSweep& sweep = sweeps[s];
        if (sweep.tolerances.empty()) {
            continue;
        }
        if (!args.tolerances.empty()) {
            sweep.tolerances = args.tolerances;
        }
        // An adaptive method's step: @DT or --dt, else the coarsest step of the others.
        sweep.integrator.dt =
            args.integrators[s].dt || args.dt || coarsest == 0.0 ? choices[s].dt : coarsest;
    }
    return sweeps;
}

void reportBlowUps(std::ostream& err, const core::WorkPrecisionResult& result) {
    for (const core::WorkPrecisionSeries& series : result.series) {
        for (const core::WorkPrecisionPoint& point : series.points) {
            if (point.blowUp) {
                err << "clothlab-cli: work-precision: " << series.integrator.id
                    << " at dt = " << point.dt << " s blew up " << describeBlowUp(*point.blowUp)
                    << "; its error is inf\n";
            }
        }
    }
}

/// "rk4 at dt 0.001 s"; an interpolated step or tolerance to four digits ("≈ 0.0009528 s").
std::string choiceAt(const core::WorkPrecisionResult& result, const core::CostAtAccuracy& at) {
    const auto shown = [&at](double value) {
        if (!at.interpolated) {
            return number(value);
        }
        std::ostringstream text;
        text << std::setprecision(4) << value;
        return text.str();
    };
    const std::string& id = result.series[at.series].integrator.id;
    if (at.tolerance) {
        return id + " at tolerance " + shown(*at.tolerance) + " (dt " + shown(at.dt) + " s)";
    }
    return id + " at dt " + shown(at.dt) + " s";
}

core::WorkMeasure workMeasure(const std::string& cost) {
    if (cost == "evaluations") {
        return core::WorkMeasure::Evaluations;
    }
    return cost == "steps" ? core::WorkMeasure::Steps : core::WorkMeasure::CpuSeconds;
}

/// "0.31 s CPU time", "4000 evaluations", "1000 steps".
std::string costText(double cost, core::WorkMeasure measure) {
    std::ostringstream text;
    switch (measure) {
    case core::WorkMeasure::CpuSeconds:
        text << cost << " s CPU time";
        break;
    case core::WorkMeasure::Evaluations:
        text << std::llround(cost) << " evaluations";
        break;
    case core::WorkMeasure::Steps:
        text << std::llround(cost) << " steps";
        break;
    }
    return text.str();
}

void printRecommendation(std::ostream& out, const core::WorkPrecisionResult& result,
                         double accuracy, core::WorkMeasure measure) {
    const std::optional<core::Recommendation> r = core::recommend(result, accuracy, measure);
    out << "accuracy " << number(accuracy) << " m at t = " << seconds(result.duration) << ": ";
    if (!r) {
        out << "no method reached it; try smaller --dts or --tolerances\n";
        return;
    }
    out << "cheapest " << choiceAt(result, r->best) << ", " << costText(r->best.cost, measure)
        << (r->best.interpolated ? " (interpolated)" : "") << '\n';
    if (r->runnerUp && r->factor) {
        out << "runner-up " << choiceAt(result, *r->runnerUp) << ", "
            << costText(r->runnerUp->cost, measure) << ", " << std::setprecision(3) << *r->factor
            << " times as much\n";
    } else {
        out << "no other method reached it\n";
    }
}

void printSummary(std::ostream& out, const core::WorkPrecisionResult& result) {
    out << std::left << std::setw(22) << "integrator" << std::setw(14) << "points (ok)"
        << "cheapest point: error_rms (m), cpu (s)\n";
    for (const core::WorkPrecisionSeries& series : result.series) {
        const auto ok = std::count_if(series.points.begin(), series.points.end(),
                                      [](const auto& p) { return p.finite(); });
        out << std::setw(22) << series.integrator.id << std::setw(14)
            << (std::to_string(series.points.size()) + " (" + std::to_string(ok) + ")");
        const auto first = std::find_if(series.points.begin(), series.points.end(),
                                        [](const auto& p) { return p.finite(); });
        if (first != series.points.end()) {
            out << first->error.rms << ", " << first->cpuSeconds;
        }
        out << '\n';
    }
}

/// Every point of the sweeps as the run it was, for the manifest.
std::vector<core::IntegratorChoice> manifestRuns(const core::WorkPrecisionResult& result) {
    std::vector<core::IntegratorChoice> runs;
    for (const core::WorkPrecisionSeries& series : result.series) {
        for (const core::WorkPrecisionPoint& point : series.points) {
            runs.push_back(series.integrator);
            runs.back().dt = point.dt;
            if (point.tolerance) {
                auto& parameters = runs.back().parameters;
                std::erase_if(parameters, [](const auto& p) { return p.first == "tolerance"; });
                parameters.emplace_back("tolerance", *point.tolerance);
            }
        }
    }
    return runs;
}

/// "k+ = 2000 N/m (× 2): cheapest rk4 at dt 0.001 s, 400 evaluations; runner-up …", a line
/// per stiffness.
void printCrossover(std::ostream& out, const core::StiffnessCrossoverResult& result,
                    double baseStiffness) {
    for (std::size_t p = 0; p < result.scales.size(); ++p) {
        if (result.kind && baseStiffness > 0.0) {
            out << "k+ = " << number(result.scales[p] * baseStiffness) << " N/m (x "
                << number(result.scales[p]) << "): ";
        } else {
            out << "stiffness x " << number(result.scales[p]) << ": ";
        }
        const std::optional<core::Recommendation>& r = result.cheapest[p];
        if (!r) {
            out << "no method reached " << number(result.accuracy) << " m\n";
            continue;
        }
        out << "cheapest " << choiceAt(result.results[p], r->best) << ", "
            << costText(r->best.cost, result.measure);
        if (r->runnerUp && r->factor) {
            out << "; runner-up " << choiceAt(result.results[p], *r->runnerUp) << ", "
                << std::setprecision(3) << *r->factor << " times as much";
        }
        out << '\n';
    }
}

/// The work–precision sweeps again at each --stiffness-scales factor, and the cheapest
/// method for --accuracy at each.
int crossoverStudy(const WorkPrecisionArgs& args, const std::string& commandLine,
                   const core::Scene& scene, const std::vector<core::WorkPrecisionSweep>& sweeps,
                   const core::IntegratorChoice& reference, const core::AnalysisOptions& options,
                   OutputFile& csv, OutputFile& manifest, std::ostream& out) {
    const std::optional<core::SpringKind> kind =
        args.kind == "all" ? std::nullopt : core::springKindFromId(args.kind);
    const double base = kind ? scene.stiffness[*kind].stretch : 0.0;
    const core::StiffnessCrossoverResult result = guarded("work-precision", [&] {
        return core::cheapestByStiffness(scene, sweeps, kind, args.stiffnessScales, args.duration,
                                         *args.accuracy, reference, workMeasure(args.cost),
                                         options);
    });
    core::csv::writeCheapestByStiffness(csv.stream(), result, base);
    csv.commit();
    writeCrossoverFigures(result, base, scene.name, args.figureFiles);
    writeManifest(manifest, {commandLine,
                             args.scene.source,
                             &scene,
                             manifestRuns(result.results.front()),
                             {{"reference", choiceText(reference)},
                              {"duration", number(args.duration)},
                              {"accuracy", number(*args.accuracy)},
                              {"stiffness_scales", numberList(args.stiffnessScales)},
                              {"kind", args.kind},
                              {"out_csv", args.outFile}}});
    printCrossover(out, result, base);
    return kExitOk;
}

int run(Invocation& call) {
    const WorkPrecisionArgs args = parse(call.args);
    const core::Scene scene = loadScene(args.scene);
    const std::vector<core::IntegratorChoice> choices = resolveChoices(args, scene);
    if (args.reference && args.reference->dt) {
        requireWhole(args, *args.reference->dt, "--reference");
    }
    requireDistinctOutputs(analysisOutputs(args), sceneInputs(args.scene, scene));
    requireFigureFolders(args.figureFiles);
    OutputFile csv = openOutput("--out", args.outFile);
    OutputFile manifest = openOutput("--manifest", args.manifestFile);

    TerminalProgress progress("work-precision");
    const core::AnalysisOptions options = analysisOptions(args, progress.callback());
    const auto sweeps =
        guarded("work-precision", [&] { return makeSweeps(args, scene, choices, options); });
    const core::IntegratorChoice reference =
        referenceChoice(args.reference, scene, core::finestDt(sweeps));
    requireWhole(args, reference.dt, "--reference");
    if (!args.stiffnessScales.empty()) {
        const int status = crossoverStudy(args, call.commandLine, scene, sweeps, reference, options,
                                          csv, manifest, call.out);
        progress.finish();
        return status;
    }
    const core::WorkPrecisionResult result = guarded("work-precision", [&] {
        return core::workPrecision(scene, sweeps, args.duration, reference, options);
    });
    progress.finish();
    reportBlowUps(call.err, result);
    if (const core::Message premise = core::workPrecisionPremise(scene, result); !premise.empty()) {
        call.err << "clothlab-cli: work-precision: " << premise.english() << '\n';
    }
    core::csv::writeWorkPrecision(csv.stream(), result);
    csv.commit();
    writeWorkPrecisionFigures(result, scene.name, args.figureFiles);
    writeManifest(manifest, {call.commandLine,
                             args.scene.source,
                             &scene,
                             manifestRuns(result),
                             {{"reference", choiceText(reference)},
                              {"duration", number(args.duration)},
                              {"out_csv", args.outFile}}});
    printSummary(call.out, result);
    if (args.accuracy) {
        printRecommendation(call.out, result, *args.accuracy, workMeasure(args.cost));
    }
    return kExitOk;
}

} // namespace

const Subcommand kWorkPrecisionCommand{
    "work-precision", "error against CPU time: the cheapest method for an accuracy", &help, &run};

} // namespace clothlab::app::cli
