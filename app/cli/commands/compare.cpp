// `clothlab-cli compare`: trajectory errors of several integrators against a reference at
// common sample times (core/analysis/comparison.h). This file turns flags into integrator
// choices, checks that every step fits the sample times before any work starts, and reports
// blow-ups; the numbers are the core's.
#include "app/cli/analysis_args.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_scene.h"
#include "app/cli/drawing.h"
#include "app/cli/help_text.h"
#include "app/cli/subcommand.h"
#include "core/analysis/comparison.h"
#include "core/io/csv.h"

#include <algorithm>
#include <iomanip>
#include <limits>
#include <ostream>
#include <string>
#include <vector>

namespace clothlab::app::cli {

namespace {

std::string help() {
    return std::string(
               "Usage: clothlab-cli compare SCENE --integrators ID[,ID…] --duration S\n"
               "           [--dt S] [--reference ID] [--sample S] --out FILE.csv\n"
               "           [--set KEY=VALUE]… [--threads N] [--manifest FILE.json]\n"
               "\n"
               "Runs SCENE with each integrator and a reference, and writes the trajectory\n"
               "error of each run against the reference at common sample times:\n"
               "run,integrator,dt,time,error_rms,error_max,energy_residual (m, m, J).\n"
               "\n") +
           kSceneHelp +
           "  --integrators …    the runs (entries below), in parallel threads\n"
           "  --duration S       simulated time, s\n"
           "  --dt S             step of the entries without @DT; default: the scene's\n"
           "  --reference ID     the reference run; default dop853:tolerance=1e-11 at the\n"
           "                     smallest step of the runs\n"
           "  --sample S         sample interval, s: a whole multiple of every step;\n"
           "                     default: the largest step × the smallest integer that\n"
           "                     gives at most 200 samples\n"
           "  --out FILE.csv     the comparison\n" +
           analysisFooter() +
           "\n"
           "Exit status: 0 done, also when runs blew up: a run that blows up is reported\n"
           "on stderr (time and cause) and its rows from then on have error_rms, error_max\n"
           "and energy_residual inf; 2 bad input; 3 the reference run blew up.\n";
}

/// The options of compare: the analyses' and --sample.
struct CompareArgs : AnalysisArgs {
    std::optional<double> sample; ///< s; unset: chosen
};

CompareArgs parse(ArgumentCursor& cursor) {
    CompareArgs args;
    AnalysisFlags flags(args);
    FlagRules rules = flags.common();
    rules.push_back(flags.dt());
    rules.push_back(flags.reference());
    rules.push_back(numberFlag("--sample", args.sample));
    parseArguments(cursor, "compare", &args.scene.source, rules);
    flags.finish("compare");
    return args;
}

double smallestDt(const std::vector<core::IntegratorChoice>& choices) {
    double smallest = std::numeric_limits<double>::infinity();
    for (const core::IntegratorChoice& choice : choices) {
        smallest = std::min(smallest, choice.dt);
    }
    return smallest;
}

/// --sample checked, or one chosen (core::sampleInterval).
double sampleInterval(const CompareArgs& args, const std::vector<core::IntegratorChoice>& all) {
    const core::SampleChoice choice =
        core::sampleInterval(args.sample, args.duration, all, kAnalysisStepNames);
    if (!choice.problem.empty()) {
        throw InputError(choice.problem.english());
    }
    return choice.interval;
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

int run(Invocation& call) {
    const CompareArgs args = parse(call.args);
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
                                 analysisOptions(args, progress.callback()));
    });
    progress.finish();
    result = markBlowUps(std::move(result), call.err);
    core::csv::writeComparison(csv.stream(), result);
    csv.commit();
    writeComparisonFigures(result, scene.name, args.figureFiles);
    writeManifest(manifest, {call.commandLine,
                             args.scene.source,
                             &scene,
                             runs,
                             {{"reference", choiceText(reference)},
                              {"duration", number(args.duration)},
                              {"sample_interval", number(sample)},
                              {"out_csv", args.outFile}}});
    printComparison(call.out, result);
    return kExitOk;
}

} // namespace

const Subcommand kCompareCommand{
    "compare", "trajectory error of several integrators against a reference", &help, &run};

} // namespace clothlab::app::cli
