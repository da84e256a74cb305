// `clothlab-cli stability-study`: why a method fails on a scene, the table of the workbench's
// Stability dock (core/analysis/stability_study.h): for each run the predicted limit, the
// mode that sets it and the spring kind that carries it, and the modes outside the method's
// region at the run's own step.
#include "core/analysis/stability_study.h"

#include "app/cli/cli_output.h"
#include "app/cli/cli_scene.h"
#include "app/cli/help_text.h"
#include "app/cli/subcommand.h"
#include "core/io/csv.h"

#include <iomanip>
#include <optional>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace clothlab::app::cli {

namespace {

struct StabilityStudyArgs {
    SceneArgs scene;
    bool comparison = true; ///< the scene's comparison runs (when it has any), else its own
    std::string outFile;
    std::string manifestFile;
};

std::string help() {
    return std::string(
               "Usage: clothlab-cli stability-study SCENE --out FILE.csv [--runs comparison|own]\n"
               "           [--set KEY=VALUE]… [--manifest FILE.json]\n"
               "\n"
               "Why a method fails on SCENE, as the workbench's Stability dock shows it. The\n"
               "scene's forces are linearised about its initial state (see clothlab-cli\n"
               "spectrum); for each run, each mode's h*lambda at the run's step h is checked\n"
               "against the method's amplification matrix. Writes one row per run:\n"
               "run,label,integrator,dt,predicted_dt,limiting_omega,limiting_zeta,\n"
               "limiting_kind,modes_outside,growth_rate,growth_omega\n"
               "run: the index in the scene's runs (empty: the scene's own integrator);\n"
               "predicted_dt: the largest step at which every mode has spectral radius at\n"
               "most 1 (s; inf when no mode limits the method, 0 when a mode is unstable at\n"
               "every step, empty for methods without a linear amplification matrix);\n"
               "limiting_omega, limiting_zeta: the mode that sets it (rad/s, -);\n"
               "limiting_kind: the spring kind carrying most of that mode's strain energy\n"
               "(structural, shear or bending); modes_outside: the modes unstable at the\n"
               "run's dt; growth_rate: ln(rho)/dt of the fastest-growing of them (1/s; 0 when\n"
               "none grows) and growth_omega its omega (both empty without a matrix).\n"
               "Prints the table and, for a method without a prediction, why.\n"
               "\n") +
           kSceneHelp +
           "  --runs R           comparison (default): the scene's comparison runs, or its\n"
           "                     own integrator when it has none; own: the scene's own\n"
           "                     integrator only\n"
           "  --out FILE.csv     the table\n"
           "  --manifest FILE.json\n"
           "                     scene hash, every run's integrator, parameters and dt,\n"
           "                     build version and compiler\n"
           "\n"
           "Scenes with solids are refused (their rotations are not linearised).\n"
           "Exit status: 0 done; 2 bad input.\n";
}

StabilityStudyArgs parse(ArgumentCursor& cursor) {
    StabilityStudyArgs args;
    std::optional<std::string> runs;
    parseArguments(cursor, "stability-study", &args.scene.source,
                   {choiceFlag("--runs", runs, {"comparison", "own"}),
                    fileFlag("--out", args.outFile), fileFlag("--manifest", args.manifestFile),
                    setFlag(args.scene)});
    requireScene("stability-study", args.scene);
    if (args.outFile.empty()) {
        throw InputError("stability-study: missing --out FILE.csv");
    }
    args.comparison = runs.value_or("comparison") == "comparison";
    return args;
}

/// The run as the table names it: its label, else its integrator.
std::string runName(const core::StabilityRunInput& run) {
    return run.label.empty() ? core::csv::methodLabel(run.choice) : run.label;
}

/// Six significant digits, as the table prints numbers (the CSV holds them in full).
std::string shortNumber(double value) {
    std::ostringstream text;
    text << value;
    return text.str();
}

void printStudy(std::ostream& out, const core::StabilityStudy& study) {
    out << std::left << std::setw(28) << "run" << std::setw(12) << "dt (s)" << std::setw(16)
        << "predicted (s)" << std::setw(14) << "limiting kind"
        << "modes outside\n";
    for (const core::StabilityRunResult& r : study.runs) {
        out << std::setw(27) << runName(r.run) << ' ' << std::setw(12) << r.run.choice.dt
            << std::setw(16) << (r.limit.dt ? shortNumber(*r.limit.dt) : std::string("n/a"))
            << std::setw(14)
            << (r.limitKind ? std::string(core::springKindId(*r.limitKind)) : std::string("-"))
            << r.outsideCount << '\n';
    }
    for (const core::StabilityRunResult& r : study.runs) {
        if (!r.limit.dt || *r.limit.dt == 0.0) {
            out << "  " << runName(r.run) << ": " << (r.limit.dt ? "0, " : "none, ")
                << r.limit.reason.english() << '\n';
        }
        if (r.growth && r.growth->rate > 0.0) {
            out << "  " << runName(r.run) << ": at dt = " << r.run.choice.dt
                << " s the mode of omega = " << r.growth->omega
                << " rad/s grows by rho = " << r.growth->radius << " per step, e-fold every "
                << 1.0 / r.growth->rate << " s\n";
        }
    }
}

int run(Invocation& call) {
    const StabilityStudyArgs args = parse(call.args);
    const core::Scene scene = loadScene(args.scene);
    requireDistinctOutputs({{"--out", args.outFile}, {"--manifest", args.manifestFile}},
                           sceneInputs(args.scene, scene));
    OutputFile csv = openOutput("--out", args.outFile);
    OutputFile manifest = openOutput("--manifest", args.manifestFile);
    const std::vector<core::StabilityRunInput> runs = core::stabilityRuns(scene, args.comparison);
    const core::StabilityStudy study = [&] {
        try {
            return core::computeStability(scene, runs, core::tableOnlyOptions());
        } catch (const std::invalid_argument& e) {
            throw InputError(args.scene.source + ": " + e.what());
        }
    }();
    core::csv::writeStabilityStudy(csv.stream(), study);
    csv.commit();
    std::vector<core::IntegratorChoice> choices;
    for (const core::StabilityRunInput& input : runs) {
        choices.push_back(input.choice);
    }
    writeManifest(manifest,
                  {call.commandLine,
                   args.scene.source,
                   &scene,
                   choices,
                   {{"runs", args.comparison ? "comparison" : "own"}, {"out_csv", args.outFile}}});
    printStudy(call.out, study);
    return kExitOk;
}

} // namespace

const Subcommand kStabilityStudyCommand{
    "stability-study", "why a method fails: each run's modes against its region", &help, &run};

} // namespace clothlab::app::cli
