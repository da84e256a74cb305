// `clothlab-cli describe`: the particles and springs a scene builds, as CSV.
#include "app/cli/cli_output.h"
#include "app/cli/cli_scene.h"
#include "app/cli/help_text.h"
#include "app/cli/subcommand.h"
#include "core/io/csv.h"
#include "core/io/manifest.h"

#include <ostream>
#include <stdexcept>
#include <string>

namespace clothlab::app::cli {

namespace {

/// Options of `describe`; at least one of the two CSV files is set.
struct DescribeOptions {
    SceneArgs scene;
    std::string particlesFile;
    std::string springsFile;
    std::string manifestFile;
};

std::string help() {
    return std::string("Usage: clothlab-cli describe SCENE [--particles FILE.csv]\n"
                       "           [--springs FILE.csv] [--set KEY=VALUE]… [--manifest FILE.json]\n"
                       "\n"
                       "Writes the system SCENE builds (at least one of the two files) and prints\n"
                       "its particle and spring counts.\n"
                       "\n") +
           kSceneHelp +
           "  --particles FILE.csv  particle,x,y,z,vx,vy,vz,mass,pinned (pinned: 0 or 1)\n"
           "  --springs FILE.csv    spring,i,j,kind,rest_length,stretch,compression,damping\n"
           "                        (stiffness columns: the kind's value × the spring's\n"
           "                        scale, N/m and N·s/m)\n"
           "  --manifest FILE.json  scene hash, build version and compiler\n"
           "\n"
           "Exit status: 0 done; 2 bad input.\n";
}

DescribeOptions parse(ArgumentCursor& cursor) {
    DescribeOptions describe;
    parseArguments(cursor, "describe", &describe.scene.source,
                   {fileFlag("--particles", describe.particlesFile),
                    fileFlag("--springs", describe.springsFile),
                    fileFlag("--manifest", describe.manifestFile), setFlag(describe.scene)});
    requireScene("describe", describe.scene);
    if (describe.particlesFile.empty() && describe.springsFile.empty()) {
        throw InputError("describe: missing --particles FILE.csv or --springs FILE.csv");
    }
    return describe;
}

int run(Invocation& call) {
    const DescribeOptions options = parse(call.args);
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
    core::ManifestInput input{call.commandLine, options.scene.source, &scene, {}, {}};
    for (const auto& [key, file] : {std::pair{"particles_csv", &options.particlesFile},
                                    {"springs_csv", &options.springsFile}}) {
        if (!file->empty()) {
            input.extra.emplace_back(key, *file);
        }
    }
    writeManifest(manifest, input);
    const auto byKind = system.springCountByKind();
    call.out << scene.name << ": " << system.particleCount() << " particles ("
             << system.pinnedCount() << " pinned), " << system.springCount() << " springs ("
             << byKind[0] << " structural, " << byKind[1] << " shear, " << byKind[2]
             << " bending)\n";
    return kExitOk;
}

} // namespace

const Subcommand kDescribeCommand{"describe", "write the particles and springs a scene builds",
                                  &help, &run};

} // namespace clothlab::app::cli
