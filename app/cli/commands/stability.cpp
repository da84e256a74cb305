// `clothlab-cli stability`: the largest stable step of each integrator, found by bisection
// and predicted from the scene's spectrum (core/analysis/stability_limits.h).
#include "app/cli/analysis_args.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_scene.h"
#include "app/cli/drawing.h"
#include "app/cli/help_text.h"
#include "app/cli/subcommand.h"
#include "core/analysis/premise.h"
#include "core/analysis/stability_limits.h"
#include "core/io/csv.h"

#include <cmath>
#include <iomanip>
#include <ostream>
#include <string>
#include <vector>

namespace clothlab::app::cli {

namespace {

std::string help() {
    return std::string("Usage: clothlab-cli stability SCENE --integrators ID[,ID…] --duration S\n"
                       "           [--dt S] [--tolerance R] --out FILE.csv\n"
                       "           [--set KEY=VALUE]… [--threads N] [--manifest FILE.json]\n"
                       "\n"
                       "The largest step for which a run over the duration stays bounded (no\n"
                       "NaN/inf, energy within its bound, and its damping carrying off no more\n"
                       "than the scene lost and the wind brought, within 5 % of its energy\n"
                       "scale): bracketed by doubling or halving from the starting step, then\n"
                       "bisected. Writes\n"
                       "integrator,max_stable_dt,predicted_dt (s). max_stable_dt is 0 when not\n"
                       "even a thousandth of the starting step was stable. predicted_dt is the\n"
                       "largest step at which every mode of the scene at t = 0 (see clothlab-cli\n"
                       "spectrum) has an amplification matrix of spectral radius at most 1: inf\n"
                       "when no mode limits it (A-stable methods), 0 when a mode is unstable at\n"
                       "every step (explicit-euler, rk2, heun on an undamped mode; stdout names\n"
                       "it), empty for methods without a\n"
                       "linear amplification matrix (rk45, dop853, pbd, xpbd,\n"
                       "velocity-constraints, projective-dynamics, chebyshev; stdout says why)\n"
                       "and for scenes with\n"
                       "solids. The scene's velocity_retention (v times r after each step)\n"
                       "is part of every method's matrix. Where max_stable_dt lies above\n"
                       "predicted_dt, stdout says how fast the fastest-growing mode grows at\n"
                       "max_stable_dt (rho per step, e-folding time, growth over the trial):\n"
                       "just past the limit of explicit-euler, rk2 and heun a mode grows so\n"
                       "slowly that a short trial ends before it shows.\n"
                       "\n") +
           kSceneHelp +
           "  --integrators …    the integrators; @DT sets an entry's starting step\n"
           "  --duration S       simulated time of each trial run, s\n"
           "  --dt S             starting step; default: the scene's\n"
           "  --tolerance R      relative width of the final bracket (default 0.02; at\n"
           "                     least 1e-9, below 1)\n"
           "  --out FILE.csv     the limits\n" +
           analysisFooter() +
           "\n"
           "Exit status: 0 done (runs blowing up is how the limit is found); 2 bad input.\n";
}

/// The options of stability: the analyses' and --tolerance.
struct StabilityArgs : AnalysisArgs {
    double tolerance = 0.02; ///< relative width of the final bracket
};

StabilityArgs parse(ArgumentCursor& cursor) {
    StabilityArgs args;
    AnalysisFlags flags(args);
    std::optional<double> tolerance;
    FlagRules rules = flags.common();
    rules.push_back(flags.dt());
    rules.push_back(numberFlag("--tolerance", tolerance));
    parseArguments(cursor, "stability", &args.scene.source, rules);
    flags.finish("stability");
    if (tolerance && !(*tolerance >= core::kMinStabilityTolerance &&
                       *tolerance < core::kMaxStabilityTolerance)) {
        throw InputError("--tolerance: expected a relative tolerance of at least " +
                         number(core::kMinStabilityTolerance) + " and below " +
                         number(core::kMaxStabilityTolerance) + ", e.g. 0.02, got " +
                         number(*tolerance));
    }
    args.tolerance = tolerance.value_or(args.tolerance);
    return args;
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

int run(Invocation& call) {
    const StabilityArgs args = parse(call.args);
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
                                     analysisOptions(args, progress.callback()));
    });
    progress.finish();
    const core::Message premise = core::stabilityPremise(scene, results, args.duration);
    if (!premise.empty()) {
        call.err << "clothlab-cli: stability: " << premise.english() << '\n';
    }
    core::csv::writeStability(csv.stream(), results);
    csv.commit();
    writeStabilityFigures(results, args.duration, args.tolerance, premise, scene.name,
                          args.figureFiles);
    writeManifest(manifest, {call.commandLine,
                             args.scene.source,
                             &scene,
                             integrators,
                             {{"duration", number(args.duration)},
                              {"tolerance", number(args.tolerance)},
                              {"out_csv", args.outFile}}});
    printLimits(call.out, results, args.duration);
    for (const core::StabilityResult& r : results) {
        if (r.maxStableDt == 0.0) {
            call.err << "clothlab-cli: stability: " << r.integrator.id
                     << " was not stable at any step tried (down to a thousandth of "
                     << seconds(r.integrator.dt) << ")\n";
        }
    }
    return kExitOk;
}

} // namespace

const Subcommand kStabilityCommand{"stability",
                                   "the largest stable step of each integrator, found and\n"
                                   "predicted from the spectrum",
                                   &help, &run};

} // namespace clothlab::app::cli
