// `clothlab-cli convergence`: the error at the final time per integrator and step, and the
// observed and fitted orders (core/analysis/convergence.h).
#include "core/analysis/convergence.h"

#include "app/cli/analysis_args.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_scene.h"
#include "app/cli/drawing.h"
#include "app/cli/help_text.h"
#include "app/cli/subcommand.h"
#include "core/analysis/premise.h"
#include "core/integrators/integrator.h"
#include "core/io/csv.h"

#include <algorithm>
#include <iomanip>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

namespace clothlab::app::cli {

namespace {

std::string help() {
    return std::string("Usage: clothlab-cli convergence SCENE --integrators ID[,ID…]\n"
                       "           [--dts S[,S…]] --duration S [--reference ID] --out FILE.csv\n"
                       "           [--set KEY=VALUE]… [--threads N] [--manifest FILE.json]\n"
                       "\n"
                       "Error at the final time against a reference for each integrator and\n"
                       "step size; writes integrator,dt,error_rms,error_max,observed_order\n"
                       "(observed order of each halving: log(e_prev/e)/log(dt_prev/dt), empty\n"
                       "for the first step) and prints the least-squares slope of log error\n"
                       "against log dt per integrator (the fitted order).\n"
                       "\n") +
           kSceneHelp +
           "  --integrators …    the integrators (an @DT in an entry is ignored)\n"
           "  --dts S[,S…]       step sizes, s; default: the scene's dt and 4 halvings\n"
           "  --duration S       final time, s: a whole multiple of every step\n"
           "  --reference ID     default dop853:tolerance=1e-11 at the smallest step; for\n"
           "                     4th-order methods at small steps use a tighter one, e.g.\n"
           "                     --reference dop853:tolerance=1e-14\n"
           "  --out FILE.csv     the study\n" +
           analysisFooter() +
           "\n"
           "Exit status: 0 done, also when runs blew up: their error is inf in the file\n"
           "and they are reported on stderr (time and cause); 2 bad input; 3 the reference\n"
           "run blew up.\n";
}

AnalysisArgs parse(ArgumentCursor& cursor) {
    AnalysisArgs args;
    AnalysisFlags flags(args);
    FlagRules rules = flags.common();
    rules.push_back(flags.reference());
    rules.push_back(flags.dts());
    parseArguments(cursor, "convergence", &args.scene.source, rules);
    flags.finish("convergence");
    return args;
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
        core::studySteps(args.dts, scene.integrator.dt, 4, args.duration, kAnalysisStepNames);
    if (!steps.problem.empty()) {
        throw InputError(steps.problem.english());
    }
    return std::move(steps.dts);
}

int run(Invocation& call) {
    const AnalysisArgs args = parse(call.args);
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
                                      analysisOptions(args, progress.callback()));
    });
    progress.finish();
    reportConvergenceBlowUps(call.err, result);
    const core::Message premise = core::convergencePremise(scene, result, args.duration);
    if (!premise.empty()) {
        call.err << "clothlab-cli: convergence: " << premise.english() << '\n';
    }
    core::csv::writeConvergence(csv.stream(), result);
    csv.commit();
    writeConvergenceFigures(result, args.duration, premise, scene.name, args.figureFiles);
    std::vector<core::IntegratorChoice> runs;
    for (const core::ConvergenceSeries& series : result.series) {
        for (const core::ConvergencePoint& point : series.points) {
            runs.push_back(series.integrator);
            runs.back().dt = point.dt;
        }
    }
    writeManifest(manifest, {call.commandLine,
                             args.scene.source,
                             &scene,
                             runs,
                             {{"reference", choiceText(reference)},
                              {"duration", number(args.duration)},
                              {"dts", numberList(dts)},
                              {"out_csv", args.outFile}}});
    printOrders(call.out, result);
    return kExitOk;
}

} // namespace

const Subcommand kConvergenceCommand{"convergence",
                                     "error against step size and the observed order", &help, &run};

} // namespace clothlab::app::cli
