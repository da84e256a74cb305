// `clothlab-cli dispersion`: what each method does to one mode, its numerical damping and
// period error against omega*dt (core/analysis/amplification.h); no scene.
#include "app/cli/cli_output.h"
#include "app/cli/cli_scene.h"
#include "app/cli/help_text.h"
#include "app/cli/subcommand.h"
#include "core/analysis/amplification.h"
#include "core/base/parameters.h"
#include "core/integrators/integrator.h"
#include "core/io/csv.h"

#include <cmath>
#include <iomanip>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace clothlab::app::cli {

namespace {

/// More points than a plot can show are refused rather than written.
constexpr long kMaxDispersionPoints = 100'000;

/// Options of `dispersion`: damping and dispersion curves of methods, no scene.
struct DispersionArgs {
    std::vector<IntegratorSpec> integrators; ///< at least one, without @DT
    double omegaDtMin = 0.0;                 ///< Ω = ω·dt, > 0
    double omegaDtMax = 0.0;                 ///< > omegaDtMin
    long points = 200;                       ///< ≥ 2, spaced logarithmically
    double zeta = 0.0;                       ///< the mode's physical damping ratio, [0, 1)
    std::string outFile;
    std::string manifestFile;
};

std::string help() {
    return std::string(
        "Usage: clothlab-cli dispersion --integrators ID[,ID…] --omega-dt MIN:MAX[:N]\n"
        "           [--zeta Z] --out FILE.csv [--manifest FILE.json]\n"
        "\n"
        "Numerical damping and dispersion of each method on one mode\n"
        "x'' = -omega^2 x - 2 zeta omega x' (Hilber, Hughes & Taylor 1977), from the\n"
        "method's amplification matrix A(dt; omega, zeta); no scene is needed. Writes\n"
        "integrator,omega_dt,spectral_radius,damping_ratio,period_error: the entry as\n"
        "given (e.g. newmark:beta=0), omega*dt, the spectral radius of A; from its\n"
        "principal eigenvalue exp(W (-z +- i)), the algorithmic\n"
        "damping ratio z and the relative period error T_num/T - 1 (both empty where\n"
        "that eigenvalue is real: the mode no longer oscillates). Prints the largest\n"
        "stable omega*dt of each method (0: none, inf: every omega*dt).\n"
        "\n"
        "  --integrators …    the methods, ID[:PARAM=VALUE]… (no @DT), e.g.\n"
        "                     newmark:beta=0 or generalized-alpha:rho-infinity=0.5; only\n"
        "                     methods with a linear amplification matrix (not rk45,\n"
        "                     dop853, pbd, xpbd, velocity-constraints,\n"
        "                     projective-dynamics, chebyshev)\n"
        "  --omega-dt MIN:MAX[:N]\n"
        "                     N values of omega*dt from MIN to MAX, both included,\n"
        "                     equally spaced in log(omega*dt) (so MIN > 0); N from 2\n"
        "                     to 100000, default 200\n"
        "  --zeta Z           the mode's physical damping ratio, 0 <= Z < 1 (default 0)\n"
        "  --out FILE.csv     the curves, N rows per method\n"
        "  --manifest FILE.json\n"
        "                     every method's parameters, the range, build and compiler\n"
        "\n"
        "Exit status: 0 done; 2 bad input.\n");
}

/// --omega-dt MIN:MAX[:N] into `args`; errors name the flag, the text and the rule broken.
void parseOmegaRange(std::string_view flag, std::string_view text, DispersionArgs& args) {
    const std::string where = std::string(flag) + " " + inQuotes(text);
    const std::vector<std::string_view> parts = splitList(text, ':');
    if (parts.size() < 2 || parts.size() > 3) {
        throw InputError(where + ": expected MIN:MAX or MIN:MAX:N, e.g. 0.01:10:200");
    }
    const double low = parseNumber(where + ": MIN", parts[0]);
    const double high = parseNumber(where + ": MAX", parts[1]);
    if (!(low > 0.0)) {
        throw InputError(where + ": MIN must be above 0 (the points are spaced logarithmically)");
    }
    if (!(high > low)) {
        throw InputError(where + ": MAX must be larger than MIN");
    }
    if (parts.size() == 3) {
        args.points = parsePositiveInteger(where + ": N", parts[2]);
        if (args.points < 2 || args.points > kMaxDispersionPoints) {
            throw InputError(where + ": N must be from 2 to " +
                             std::to_string(kMaxDispersionPoints));
        }
    }
    args.omegaDtMin = low;
    args.omegaDtMax = high;
}

DispersionArgs parse(ArgumentCursor& cursor) {
    DispersionArgs args;
    bool integratorsGiven = false;
    std::optional<std::string> range;
    std::optional<double> zeta;
    std::string scene;
    parseArguments(
        cursor, "dispersion", &scene,
        {listFlag("--integrators", integratorsGiven,
                  [&args](std::string_view flag, std::string_view item) {
                      IntegratorSpec spec = parseIntegratorSpec(flag, item);
                      if (spec.dt) {
                          throw InputError(std::string(flag) + " " + inQuotes(item) +
                                           ": no @DT here, the curves run over --omega-dt");
                      }
                      args.integrators.push_back(std::move(spec));
                  }),
         {"--omega-dt",
          [&](std::string_view flag, std::string_view value) {
              setOnce(range, flag, std::string(value));
              parseOmegaRange(flag, value, args);
          }},
         {"--zeta",
          [&zeta](std::string_view flag, std::string_view value) {
              const double ratio = parseNumber(flag, value);
              if (!(ratio >= 0.0 && ratio < 1.0)) {
                  throw InputError(std::string(flag) + ": expected a damping ratio from 0 up to " +
                                   "(not including) 1, got " + inQuotes(value));
              }
              setOnce(zeta, flag, ratio);
          }},
         fileFlag("--out", args.outFile),
         fileFlag("--manifest", args.manifestFile)});
    if (!scene.empty()) {
        throw InputError("dispersion: unexpected argument " + inQuotes(scene) +
                         " (dispersion takes no SCENE: it studies one mode, see --help)");
    }
    if (args.integrators.empty()) {
        throw InputError("dispersion: missing --integrators ID[,ID…]");
    }
    if (!range) {
        throw InputError("dispersion: missing --omega-dt MIN:MAX[:N]");
    }
    if (args.outFile.empty()) {
        throw InputError("dispersion: missing --out FILE.csv");
    }
    args.zeta = zeta.value_or(0.0);
    return args;
}

/// The choices of --integrators (dt unused), each checked to have an amplification matrix.
std::vector<core::IntegratorChoice> linearMethods(const DispersionArgs& args) {
    std::vector<core::IntegratorChoice> choices;
    for (const IntegratorSpec& spec : args.integrators) {
        core::IntegratorChoice choice{spec.id, 1.0, {}};
        applyParameters(choice, spec.parameters, "--integrators");
        const core::Amplification a = core::amplificationMatrix(choice, 1.0, 1.0, args.zeta);
        if (!a.matrix) {
            throw InputError("--integrators: " + spec.id + " has no linear amplification matrix (" +
                             a.reason.english() + ")");
        }
        choices.push_back(std::move(choice));
    }
    return choices;
}

/// N points from MIN to MAX, equally spaced in log(ω·dt), both ends included exactly.
std::vector<double> omegaDtGrid(const DispersionArgs& args) {
    std::vector<double> grid;
    const double ratio = std::log(args.omegaDtMax / args.omegaDtMin);
    for (long k = 0; k < args.points; ++k) {
        const double t = static_cast<double>(k) / static_cast<double>(args.points - 1);
        grid.push_back(k + 1 == args.points ? args.omegaDtMax
                                            : args.omegaDtMin * std::exp(ratio * t));
    }
    return grid;
}

/// "newmark:gamma=0.5:beta=0.25": the entry with every declared parameter (defaults
/// included), for the manifest.
std::string entryText(const core::IntegratorChoice& choice) {
    std::string text = choice.id;
    core::ParameterSet parameters(core::findIntegrator(choice.id)->parameters);
    for (const auto& [id, value] : choice.parameters) {
        parameters.set(id, value);
    }
    for (const core::ParameterSpec& spec : parameters.specs()) {
        text += ':' + spec.id + '=' + number(parameters.value(spec.id));
    }
    return text;
}

void printDispersionSummary(std::ostream& out, const DispersionArgs& args,
                            const std::vector<core::DispersionCurve>& curves) {
    out << std::left << std::setw(30) << "integrator" << std::setw(18) << "stable omega*dt"
        << "spectral radius at omega*dt = " << args.omegaDtMax << '\n';
    for (const core::DispersionCurve& curve : curves) {
        const std::optional<double> stable = core::stableOmegaH(curve.integrator, args.zeta);
        out << std::setw(29) << core::csv::methodLabel(curve.integrator) << ' ' << std::setw(18)
            << stable.value_or(0.0) << curve.points.back().spectralRadius << '\n';
    }
}

int run(Invocation& call) {
    const DispersionArgs args = parse(call.args);
    const std::vector<core::IntegratorChoice> methods = linearMethods(args);
    requireDistinctOutputs({{"--out", args.outFile}, {"--manifest", args.manifestFile}});
    OutputFile csv = openOutput("--out", args.outFile);
    OutputFile manifest = openOutput("--manifest", args.manifestFile);
    const std::vector<double> grid = omegaDtGrid(args);
    std::vector<core::DispersionCurve> curves;
    std::string entries;
    for (const core::IntegratorChoice& choice : methods) {
        curves.push_back(*core::dispersionCurve(choice, grid, args.zeta));
        // Appended piece by piece: a literal + std::string trips GCC 12's -Wrestrict.
        entries += entries.empty() ? "" : ",";
        entries += entryText(choice);
    }
    core::csv::writeDispersion(csv.stream(), curves);
    csv.commit();
    writeManifest(manifest, {call.commandLine,
                             {},
                             nullptr,
                             {},
                             {{"integrators", entries},
                              {"omega_dt", number(args.omegaDtMin) + ':' + number(args.omegaDtMax) +
                                               ':' + std::to_string(args.points)},
                              {"spacing", "logarithmic"},
                              {"zeta", number(args.zeta)},
                              {"out_csv", args.outFile}}});
    printDispersionSummary(call.out, args, curves);
    return kExitOk;
}

} // namespace

const Subcommand kDispersionCommand{
    "dispersion", "numerical damping and period error of methods against omega*dt", &help, &run};

} // namespace clothlab::app::cli
