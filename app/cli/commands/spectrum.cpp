// `clothlab-cli spectrum`: the modes of a scene linearised about a state
// (core/analysis/spectrum.h). This file checks the flags against the scene, writes the CSV of
// DESIGN §6 and prints a summary; the numbers are the core's.
#include "core/analysis/spectrum.h"

#include "app/cli/cli_output.h"
#include "app/cli/cli_scene.h"
#include "app/cli/help_text.h"
#include "app/cli/subcommand.h"
#include "core/io/csv.h"

#include <algorithm>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>

namespace clothlab::app::cli {

namespace {

/// Options of `spectrum`: the modes of the scene linearised about its state at `at`.
struct SpectrumArgs {
    SceneArgs scene;
    double at = 0.0; ///< s, ≥ 0: the state of the scene's own run at this time (0: initial)
    int modes = 0;   ///< 0 (--modes all): every mode; N > 0: the N of highest ω
    std::string outFile;
    std::string manifestFile;
};

std::string help() {
    return std::string(
               "Usage: clothlab-cli spectrum SCENE [--at TIME] [--modes all|N] --out FILE.csv\n"
               "           [--set KEY=VALUE]… [--manifest FILE.json]\n"
               "\n"
               "The modes of SCENE: its forces (springs and air drag) linearised about a\n"
               "state, K = df/dx and C = df/dv over the free particles, and the eigenvalues\n"
               "lambda = -zeta*omega +- i*omega*sqrt(1 - zeta^2) of M x'' = K x + C x'. Writes\n"
               "mode,re,im,omega,damping_ratio: one row per eigenvalue with im >= 0 (its\n"
               "conjugate is implied), numbered from 0 in order of omega (1/s, 1/s, rad/s,\n"
               "-); an overdamped mode gives two real rows. Prints the range of omega.\n"
               "\n") +
           kSceneHelp +
           "  --at TIME          linearise about the state the scene's own run (its\n"
           "                     integrator and dt) reaches at TIME, s; default 0: the\n"
           "                     initial state of the scene file (not its rest state)\n"
           "  --modes all|N      all (default): every mode of a scene with up to 3000\n"
           "                     degrees of freedom (3 per free particle); above that the\n"
           "                     200 highest. N: the N modes of highest omega.\n"
           "                     Method: up to 600 degrees of freedom, all eigenvalues of\n"
           "                     the first-order system (dense, exact with any damping);\n"
           "                     above, the undamped symmetric problem with modal damping\n"
           "                     (exact for air drag alone and at rest): dense for all\n"
           "                     modes or N of at least half of them, else Lanczos\n"
           "                     iteration (Spectra) for the N highest\n"
           "  --out FILE.csv     the modes\n"
           "  --manifest FILE.json\n"
           "                     scene hash, the integrator of the run to --at, the method,\n"
           "                     build version and compiler\n"
           "\n"
           "Scenes with solids are refused (their rotations are not linearised).\n"
           "Exit status: 0 done; 2 bad input; 3 the run to --at blew up.\n";
}

SpectrumArgs parse(ArgumentCursor& cursor) {
    SpectrumArgs spectrum;
    std::optional<double> at;
    std::optional<int> modes;
    parseArguments(
        cursor, "spectrum", &spectrum.scene.source,
        {{"--at",
          [&at](std::string_view flag, std::string_view value) {
              const double time = parseNumber(flag, value);
              if (time < 0.0) {
                  throw InputError(std::string(flag) + ": expected a time of at least 0 s, got " +
                                   inQuotes(value));
              }
              setOnce(at, flag, time);
          }},
         {"--modes",
          [&modes](std::string_view flag, std::string_view value) {
              if (value == "all") {
                  setOnce(modes, flag, 0);
                  return;
              }
              if (value.find_first_not_of("0123456789") != std::string_view::npos ||
                  value.find_first_not_of('0') == std::string_view::npos) {
                  throw InputError(std::string(flag) +
                                   ": expected all or a positive integer, got " + inQuotes(value));
              }
              const long count = parsePositiveInteger(flag, value);
              setOnce(modes, flag, static_cast<int>(std::min(count, 1'000'000'000L)));
          }},
         fileFlag("--out", spectrum.outFile),
         fileFlag("--manifest", spectrum.manifestFile),
         setFlag(spectrum.scene)});
    requireScene("spectrum", spectrum.scene);
    if (spectrum.outFile.empty()) {
        throw InputError("spectrum: missing --out FILE.csv");
    }
    spectrum.at = at.value_or(0.0);
    spectrum.modes = modes.value_or(0);
    return spectrum;
}

/// The spectrum of SCENE at --at, the core's refusals turned into exit statuses: a scene it
/// cannot linearise is bad input, a run that blew up before --at is exit status 3.
core::Spectrum computeSceneSpectrum(const SpectrumArgs& args, const core::Scene& scene) {
    try {
        return core::sceneSpectrum(scene, args.at, args.modes);
    } catch (const std::invalid_argument& e) {
        throw InputError(args.scene.source + ": " + e.what());
    } catch (const std::runtime_error& e) {
        if (std::string_view(e.what()).find("blew up") != std::string_view::npos) {
            throw BlowUpError(std::string("spectrum: --at ") + number(args.at) + ": " + e.what() +
                              "; try an earlier --at or a smaller dt (--set integrator.dt=…)");
        }
        throw;
    }
}

void printSpectrumSummary(std::ostream& out, const SpectrumArgs& args, const core::Scene& scene,
                          const core::Spectrum& spectrum) {
    out << scene.name << ": " << spectrum.modes.size() << " modes at t = " << args.at << " s ("
        << core::spectrumMethodId(spectrum.method) << ")";
    if (!spectrum.modes.empty()) {
        const core::Mode& top = spectrum.modes.back();
        out << ", omega from " << spectrum.modes.front().omega << " to " << top.omega
            << " rad/s; the highest has damping ratio " << top.dampingRatio;
    }
    out << '\n';
    long growing = 0;
    for (const core::Mode& mode : spectrum.modes) {
        growing += mode.re > 1e-9 * mode.omega ? 1 : 0;
    }
    if (growing > 0) {
        out << growing
            << " modes grow (Re λ > 0): the state is not an equilibrium or is unstable\n";
    }
    if (args.modes == 0 && spectrum.method == core::SpectrumMethod::Iterative) {
        out << "the scene has more than 3000 degrees of freedom: only the highest modes were "
               "computed (--modes N for another count)\n";
    }
}

int run(Invocation& call) {
    const SpectrumArgs args = parse(call.args);
    const core::Scene scene = loadScene(args.scene);
    if (args.at > 0.0) {
        const core::StepCount count = core::stepsFor(args.at, scene.integrator.dt, "--at");
        if (!count.problem.empty()) {
            throw InputError(count.problem.english());
        }
    }
    requireDistinctOutputs({{"--out", args.outFile}, {"--manifest", args.manifestFile}},
                           sceneInputs(args.scene, scene));
    OutputFile csv = openOutput("--out", args.outFile);
    OutputFile manifest = openOutput("--manifest", args.manifestFile);
    const core::Spectrum spectrum = computeSceneSpectrum(args, scene);
    core::csv::writeSpectrum(csv.stream(), spectrum);
    csv.commit();
    writeManifest(manifest, {call.commandLine,
                             args.scene.source,
                             &scene,
                             {scene.integrator},
                             {{"at", number(args.at)},
                              {"modes", args.modes == 0 ? "all" : std::to_string(args.modes)},
                              {"method", core::spectrumMethodId(spectrum.method)},
                              {"out_csv", args.outFile}}});
    printSpectrumSummary(call.out, args, scene, spectrum);
    return kExitOk;
}

} // namespace

const Subcommand kSpectrumCommand{"spectrum", "the modes (frequencies, damping ratios) of a scene",
                                  &help, &run};

} // namespace clothlab::app::cli
