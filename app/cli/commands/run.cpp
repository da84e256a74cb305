// `clothlab-cli run`: one simulation without a display; the energy and positions streamed
// as CSV, the final state and the manifest written when it ends.
#include "app/cli/cli_output.h"
#include "app/cli/cli_scene.h"
#include "app/cli/help_text.h"
#include "app/cli/subcommand.h"
#include "core/io/csv.h"
#include "core/io/manifest.h"
#include "core/scene/scene_io.h"

#include <optional>
#include <ostream>
#include <string>

namespace clothlab::app::cli {

namespace {

/// Options of `run`. Unset optionals take the scene's own choice.
struct RunOptions {
    SceneArgs scene;
    std::optional<std::string> integrator;
    ParameterValues parameters;     ///< --param, applied over the scene's
    std::optional<double> dt;       ///< s, > 0
    std::optional<double> duration; ///< s, > 0; exactly one of duration and steps is set
    std::optional<long> steps;      ///< > 0
    std::optional<long> every;      ///< --every K: positions every K steps (default 1)
    std::string energyFile;         ///< empty: not written (so for every file below)
    std::string positionsFile;
    std::string finalFile;
    std::string manifestFile;
};

std::string help() {
    return std::string("Usage: clothlab-cli run SCENE [--integrator ID] [--param ID=VALUE]…\n"
                       "           [--dt S] (--duration S | --steps N) [--set KEY=VALUE]…\n"
                       "           [--energy FILE.csv] [--positions FILE.csv [--every K]]\n"
                       "           [--final FILE.csv] [--manifest FILE.json]\n"
                       "\n"
                       "Runs one simulation of SCENE without a display.\n"
                       "\n") +
           kSceneHelp +
           "  --integrator ID    integrator id (see clothlab-cli integrators);\n"
           "                     default: the scene's own (with its parameters)\n"
           "  --param ID=VALUE   set a parameter of the integrator, e.g. --param\n"
           "                     tolerance=1e-10 for dop853; checked against its range\n"
           "  --dt S             time step in seconds; default: the scene's own\n"
           "  --duration S       simulate until time S (seconds)\n"
           "  --steps N          simulate N steps\n"
           "  --energy FILE.csv  the energy budget of every step, t = 0 included:\n"
           "                     time,kinetic,gravity,elastic_structural,elastic_shear,\n"
           "                     elastic_bending,dissipated,external_work,residual (SI)\n"
           "  --positions FILE.csv\n"
           "                     positions at steps 0, K, 2K, …: step,time,particle,x,y,z\n"
           "  --every K          the K of --positions (default 1)\n"
           "  --final FILE.csv   the final state: particle,x,y,z,vx,vy,vz (SI)\n"
           "  --manifest FILE.json\n"
           "                     what produced the files: scene hash, integrator and\n"
           "                     parameters, dt, build version and compiler\n"
           "\n"
           "Files are written to a temporary name and renamed when complete; a path that\n"
           "cannot be written fails before the run starts.\n"
           "Exit status: 0 done; 2 bad input (the message names the file, the JSON path\n"
           "and the reason, or the flag); 3 the run blew up (time and cause on stderr; the\n"
           "energy and positions files then hold the steps before the failure, no final\n"
           "file is written and an existing one is left as it was).\n";
}

/// --param ID=VALUE, repeatable for different ids; the same id twice is an error, as a
/// repeated --dt is (never "the last one wins").
FlagRule paramFlag(ParameterValues& parameters) {
    return {"--param", [&parameters](std::string_view flag, std::string_view value) {
                const auto [id, text] = keyValue(flag, value);
                for (const auto& given : parameters) {
                    if (given.first == id) {
                        throw InputError(std::string(flag) + " " + id + ": given more than once");
                    }
                }
                parameters.emplace_back(id, parseNumber(std::string(flag) + " " + id, text));
            }};
}

RunOptions parse(ArgumentCursor& cursor) {
    RunOptions run;
    parseArguments(cursor, "run", &run.scene.source,
                   {{"--integrator",
                     [&run](std::string_view flag, std::string_view value) {
                         setOnce(run.integrator, flag, std::string(value));
                     }},
                    paramFlag(run.parameters),
                    numberFlag("--dt", run.dt),
                    numberFlag("--duration", run.duration),
                    integerFlag("--steps", run.steps),
                    integerFlag("--every", run.every),
                    fileFlag("--energy", run.energyFile),
                    fileFlag("--positions", run.positionsFile),
                    fileFlag("--final", run.finalFile),
                    fileFlag("--manifest", run.manifestFile),
                    setFlag(run.scene)});
    requireScene("run", run.scene);
    if (run.duration && run.steps) {
        throw InputError("--duration and --steps: give one of them, not both");
    }
    if (!run.duration && !run.steps) {
        throw InputError("run: missing --duration S or --steps N");
    }
    if (run.every && run.positionsFile.empty()) {
        throw InputError("--every: only with --positions FILE.csv");
    }
    return run;
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

core::ManifestInput runManifestInput(const RunOptions& o, const std::string& commandLine,
                                     const core::Scene& scene,
                                     const core::IntegratorChoice& choice) {
    core::ManifestInput input{commandLine, o.scene.source, &scene, {choice}, {}};
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

/// The end of a run that blew up: time and cause on `err`, no final state (an existing final
/// file, or a link's target, is left as it was: only the run's own temporary file goes), the
/// blow-up in the manifest.
int reportBlowUp(const core::Simulation& sim, RunFiles& files, core::ManifestInput& manifest,
                 std::ostream& err) {
    const std::string what = "blew up " + describeBlowUp(*sim.blowUp());
    err << "clothlab-cli: run: " << sim.integrator().id() << " (dt = " << sim.dt() << " s) " << what
        << '\n';
    if (files.final.isOpen()) {
        files.final.discard();
        err << "clothlab-cli: --final: not written, the run has no final state (an existing "
               "file is left as it was)\n";
    }
    manifest.extra.emplace_back("blow_up", what);
    writeManifest(files.manifest, manifest);
    return kExitBlewUp;
}

int run(Invocation& call) {
    const RunOptions options = parse(call.args);
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
    core::ManifestInput manifest = runManifestInput(options, call.commandLine, scene, choice);
    if (!completed) {
        return reportBlowUp(sim, files, manifest, call.err);
    }
    if (files.final.isOpen()) {
        core::csv::writeFinalState(files.final.stream(), sim.system());
        files.final.commit();
    }
    writeManifest(files.manifest, manifest);
    call.out << "ran " << sim.stepCount() << " steps of " << choice.id << " (dt = " << sim.dt()
             << " s) to t = " << sim.time() << " s; energy residual " << sim.energy().residual()
             << " J\n";
    return kExitOk;
}

} // namespace

const Subcommand kRunCommand{"run", "run one simulation; energy, positions and final state as CSV",
                             &help, &run};

} // namespace clothlab::app::cli
