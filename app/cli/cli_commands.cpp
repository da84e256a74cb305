#include "app/cli/cli_commands.h"

#include "app/cli/cli_output.h"
#include "app/cli/cli_scene.h"
#include "core/integrators/integrator.h"
#include "core/io/csv.h"
#include "core/io/manifest.h"
#include "core/scene/presets.h"
#include "core/scene/scene_io.h"

#include <algorithm>
#include <iomanip>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace clothlab::app::cli {

namespace {

std::string presetIds() {
    std::string list;
    for (const core::PresetData& preset : core::presetData()) {
        list += list.empty() ? "" : ", ";
        list += preset.id;
    }
    return list;
}

std::string parameterSummary(const core::IntegratorInfo& info) {
    std::ostringstream text;
    for (const core::ParameterSpec& spec : info.parameters) {
        text << (text.tellp() == 0 ? "  parameters: " : ", ") << spec.id << " [" << spec.minimum
             << ", " << spec.maximum << "] default " << spec.defaultValue;
    }
    return text.str();
}

/// The scene's integrator, or --integrator (whose parameters then start at their
/// defaults: the scene's belong to its own integrator), with --dt and --param applied.
core::IntegratorChoice runChoice(const RunOptions& options, const core::Scene& scene) {
    core::IntegratorChoice choice = scene.integrator;
    if (options.integrator) {
        const IntegratorSpec spec = parseIntegratorSpec("--integrator", *options.integrator);
        if (!spec.parameters.empty() || spec.dt) {
            throw InputError("--integrator: expected an id; set parameters with --param and "
                             "the step with --dt");
        }
        if (choice.id != spec.id) {
            choice.parameters.clear();
        }
        choice.id = spec.id;
    }
    choice.dt = options.dt.value_or(choice.dt);
    applyParameters(choice, options.parameters, "--param");
    return choice;
}

/// A run of more than kMaxRunSteps steps, or of none, is refused before it starts.
void requireStepBound(const RunOptions& options, const core::IntegratorChoice& choice) {
    if (options.steps) {
        if (*options.steps > core::kMaxRunSteps) {
            throw InputError("--steps: " + std::to_string(*options.steps) +
                             " is more than the limit of " + std::to_string(core::kMaxRunSteps) +
                             " steps per run");
        }
        return;
    }
    const core::StepCount count = core::stepsFor(*options.duration, choice.dt, "--duration");
    if (!count.problem.empty()) {
        throw InputError(count.problem.english());
    }
}

struct RunFiles {
    OutputFile energy;
    OutputFile positions;
    OutputFile final;
    OutputFile manifest;
};

/// Steps to the end of the run, writing the energy of every step and the positions of
/// every K-th; false when the run blew up.
bool advanceRecording(core::Simulation& sim, const RunOptions& options, RunFiles& files) {
    const long every = options.every.value_or(1);
    // Solids add their rotational kinetic and angle-spring energies as two more columns.
    const bool solids = sim.system().hasOrientations();
    const auto record = [&] {
        if (files.energy.isOpen()) {
            core::csv::writeEnergyRow(files.energy.stream(), sim.energy(), solids);
        }
        if (files.positions.isOpen() && sim.stepCount() % every == 0) {
            core::csv::writePositions(files.positions.stream(), sim.stepCount(), sim.time(),
                                      sim.system());
        }
    };
    // The same stopping rule as Simulation::advanceTo(): a duration that is not a multiple
    // of dt ends on the step nearest to it.
    const auto more = [&] {
        return options.steps ? sim.stepCount() < *options.steps
                             : sim.time() < *options.duration - 0.5 * sim.dt();
    };
    if (files.energy.isOpen()) {
        files.energy.stream() << core::csv::energyHeader(sim.system()) << '\n';
    }
    if (files.positions.isOpen()) {
        files.positions.stream() << core::csv::kPositionsHeader << '\n';
    }
    record();
    while (more()) {
        if (!sim.step()) {
            return false;
        }
        record();
    }
    return true;
}

core::ManifestInput runManifestInput(const Command& command, const core::Scene& scene,
                                     const core::IntegratorChoice& choice) {
    const RunOptions& o = command.run;
    core::ManifestInput input{command.commandLine, o.scene.source, &scene, {choice}, {}};
    auto& extra = input.extra;
    extra.emplace_back(o.steps ? "steps" : "duration",
                       o.steps ? std::to_string(*o.steps) : number(*o.duration));
    for (const auto& [key, file] : {std::pair{"energy_csv", &o.energyFile},
                                    {"positions_csv", &o.positionsFile},
                                    {"final_csv", &o.finalFile}}) {
        if (!file->empty()) {
            extra.emplace_back(key, *file);
        }
    }
    if (!o.positionsFile.empty()) {
        extra.emplace_back("positions_every", std::to_string(o.every.value_or(1)));
    }
    return input;
}

/// The end of a run that blew up: time and cause on `err`, no final state (and no stale
/// final file from an earlier run), the blow-up in the manifest.
int reportBlowUp(const core::Simulation& sim, RunFiles& files, core::ManifestInput& manifest,
                 std::ostream& err) {
    const std::string what = "blew up " + describeBlowUp(*sim.blowUp());
    err << "clothlab-cli: run: " << sim.integrator().id() << " (dt = " << sim.dt() << " s) " << what
        << '\n';
    if (files.final.isOpen()) {
        files.final.discard(true);
        err << "clothlab-cli: --final: not written, the run has no final state\n";
    }
    manifest.extra.emplace_back("blow_up", what);
    writeManifest(files.manifest, manifest);
    return kExitBlewUp;
}

} // namespace

int listIntegrators(std::ostream& out) {
    for (const core::IntegratorInfo* info : core::integratorCatalog()) {
        out << std::left << std::setw(22) << info->id << ' ' << std::setw(2) << info->order << ' '
            << info->name << parameterSummary(*info) << '\n';
    }
    return kExitOk;
}

int listPresets(std::ostream& out) {
    std::size_t width = 0;
    for (const core::PresetData& preset : core::presetData()) {
        width = std::max(width, preset.id.size());
    }
    for (const core::PresetData& preset : core::presetData()) {
        const std::string id(preset.id);
        const core::Scene scene = core::parseScene(preset.json, std::string(kPresetPrefix) + id);
        out << std::left << std::setw(static_cast<int>(width + 2)) << id << scene.name;
        // One line per preset: the description's first paragraph (the lines after it list
        // how a preset differs from its -original; `preset NAME` prints them all).
        const std::string summary = scene.description.substr(0, scene.description.find('\n'));
        out << (summary.empty() ? "" : " — ") << summary << '\n';
    }
    return kExitOk;
}

int printPreset(const Command& command, std::ostream& out) {
    std::string_view name = command.presetName;
    if (name.substr(0, kPresetPrefix.size()) == kPresetPrefix) {
        name.remove_prefix(kPresetPrefix.size());
    }
    const std::string_view json = core::presetJson(name);
    if (json.empty()) {
        throw InputError("preset: unknown preset \"" + std::string(name) +
                         "\" (known: " + presetIds() + ")");
    }
    out << json;
    return kExitOk;
}

int runSimulation(const Command& command, std::ostream& out, std::ostream& err) {
    const RunOptions& options = command.run;
    const core::Scene scene = loadScene(options.scene);
    const core::IntegratorChoice choice = runChoice(options, scene);
    // Outputs are opened first so that a bad path fails before the run, not after it.
    requireStepBound(options, choice);
    requireDistinctOutputs({{"--energy", options.energyFile},
                            {"--positions", options.positionsFile},
                            {"--final", options.finalFile},
                            {"--manifest", options.manifestFile}},
                           sceneInputs(options.scene, scene));
    RunFiles files{openOutput("--energy", options.energyFile),
                   openOutput("--positions", options.positionsFile),
                   openOutput("--final", options.finalFile),
                   openOutput("--manifest", options.manifestFile)};
    core::Simulation sim = startSimulation(scene, choice, options.scene.source);
    const bool completed = advanceRecording(sim, options, files);
    files.energy.commit();
    files.positions.commit();
    core::ManifestInput manifest = runManifestInput(command, scene, choice);
    if (!completed) {
        return reportBlowUp(sim, files, manifest, err);
    }
    if (files.final.isOpen()) {
        core::csv::writeFinalState(files.final.stream(), sim.system());
        files.final.commit();
    }
    writeManifest(files.manifest, manifest);
    out << "ran " << sim.stepCount() << " steps of " << choice.id << " (dt = " << sim.dt()
        << " s) to t = " << sim.time() << " s; energy residual " << sim.energy().residual()
        << " J\n";
    return kExitOk;
}

int describeScene(const Command& command, std::ostream& out) {
    const DescribeOptions& options = command.describe;
    const core::Scene scene = loadScene(options.scene);
    requireDistinctOutputs({{"--particles", options.particlesFile},
                            {"--springs", options.springsFile},
                            {"--manifest", options.manifestFile}},
                           sceneInputs(options.scene, scene));
    OutputFile particles = openOutput("--particles", options.particlesFile);
    OutputFile springs = openOutput("--springs", options.springsFile);
    OutputFile manifest = openOutput("--manifest", options.manifestFile);
    const core::System system = [&] {
        try {
            return core::buildSystem(scene);
        } catch (const std::invalid_argument& e) {
            throw InputError(options.scene.source + ": " + e.what());
        }
    }();
    if (particles.isOpen()) {
        core::csv::writeParticles(particles.stream(), system);
        particles.commit();
    }
    if (springs.isOpen()) {
        core::csv::writeSprings(springs.stream(), system);
        springs.commit();
    }
    core::ManifestInput input{command.commandLine, options.scene.source, &scene, {}, {}};
    for (const auto& [key, file] : {std::pair{"particles_csv", &options.particlesFile},
                                    {"springs_csv", &options.springsFile}}) {
        if (!file->empty()) {
            input.extra.emplace_back(key, *file);
        }
    }
    writeManifest(manifest, input);
    const auto byKind = system.springCountByKind();
    out << scene.name << ": " << system.particleCount() << " particles (" << system.pinnedCount()
        << " pinned), " << system.springCount() << " springs (" << byKind[0] << " structural, "
        << byKind[1] << " shear, " << byKind[2] << " bending)\n";
    return kExitOk;
}

} // namespace clothlab::app::cli
