// spectrum and dispersion: the modes of a scene (core/analysis/spectrum.h) and what each method
// does to one mode (core/analysis/amplification.h). This file checks the flags against the scene
// and the methods, writes the CSVs of DESIGN §6 and prints a summary; the numbers are the core's.
#include "app/cli/cli_commands.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_scene.h"
#include "core/analysis/amplification.h"
#include "core/base/parameters.h"
#include "core/integrators/integrator.h"
#include "core/io/csv.h"

#include <cmath>
#include <iomanip>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace clothlab::app::cli {

namespace {

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

} // namespace

int spectrumStudy(const Command& command, std::ostream& out) {
    const SpectrumArgs& args = command.spectrum;
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
    writeManifest(manifest, {command.commandLine,
                             args.scene.source,
                             &scene,
                             {scene.integrator},
                             {{"at", number(args.at)},
                              {"modes", args.modes == 0 ? "all" : std::to_string(args.modes)},
                              {"method", core::spectrumMethodId(spectrum.method)},
                              {"out_csv", args.outFile}}});
    printSpectrumSummary(out, args, scene, spectrum);
    return kExitOk;
}

int dispersionStudy(const Command& command, std::ostream& out) {
    const DispersionArgs& args = command.dispersion;
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
    writeManifest(manifest, {command.commandLine,
                             {},
                             nullptr,
                             {},
                             {{"integrators", entries},
                              {"omega_dt", number(args.omegaDtMin) + ':' + number(args.omegaDtMax) +
                                               ':' + std::to_string(args.points)},
                              {"spacing", "logarithmic"},
                              {"zeta", number(args.zeta)},
                              {"out_csv", args.outFile}}});
    printDispersionSummary(out, args, curves);
    return kExitOk;
}

} // namespace clothlab::app::cli
