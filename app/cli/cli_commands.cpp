#include "app/cli/cli_commands.h"

#include "core/integrator.h"
#include "core/scene_builders.h"
#include "core/simulation.h"

#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <ostream>
#include <stdexcept>
#include <string>
#include <system_error>

namespace clothlab::app::cli {

namespace {

// Machine-readable output (DESIGN §6): the headers are part of the contract, and 17
// significant digits make every double round-trip exactly.
constexpr const char* kEnergyHeader =
    "time,kinetic,gravity,elastic_structural,elastic_shear,elastic_bending,dissipated,"
    "external_work,residual";
constexpr const char* kFinalHeader = "particle,x,y,z,vx,vy,vz";
constexpr int kCsvPrecision = 17;

struct Preset {
    std::string_view name;
    core::Scene (*build)();
};

const std::array<Preset, 3> kPresets{{
    {"default", [] { return core::defaultScene(); }},
    {"spring-oscillator", [] { return core::springOscillatorScene(); }},
    {"peer-64", [] { return core::peerBenchmarkScene(64); }},
}};

std::string presetList() {
    std::string list;
    for (const Preset& preset : kPresets) {
        list += (list.empty() ? "preset:" : ", preset:") + std::string(preset.name);
    }
    return list;
}

std::string integratorList() {
    std::string list;
    for (const core::IntegratorInfo* info : core::integratorCatalog()) {
        list += (list.empty() ? "" : ", ") + info->id;
    }
    return list;
}

/// Opens `path` for writing, or throws InputError naming the flag, the file and the reason.
std::ofstream openOutput(std::string_view flag, const std::string& path) {
    std::ofstream file(path, std::ios::out | std::ios::trunc);
    if (!file) {
        throw InputError(std::string(flag) + ": cannot write \"" + path +
                         "\": " + std::strerror(errno));
    }
    file << std::setprecision(kCsvPrecision);
    return file;
}

void writeEnergyRow(std::ostream& out, const core::EnergyRecord& e) {
    out << e.time << ',' << e.terms.kinetic << ',' << e.terms.gravity;
    for (double elastic : e.terms.elastic) {
        out << ',' << elastic;
    }
    out << ',' << e.dissipated << ',' << e.externalWork << ',' << e.residual() << '\n';
}

void writeFinalState(std::ostream& out, const core::System& system) {
    out << kFinalHeader << '\n';
    const Eigen::Matrix3Xd& x = system.positions();
    const Eigen::Matrix3Xd& v = system.velocities();
    for (int p = 0; p < system.particleCount(); ++p) {
        out << p << ',' << x(0, p) << ',' << x(1, p) << ',' << x(2, p) << ',' << v(0, p) << ','
            << v(1, p) << ',' << v(2, p) << '\n';
    }
}

void reportBlowUp(std::ostream& err, const core::Simulation& sim) {
    err << "clothlab-cli: the run blew up";
    if (!sim.blowUp()) {
        err << " at t = " << sim.time() << " s\n";
        return;
    }
    const core::BlowUp& b = *sim.blowUp();
    err << " at t = " << b.time << " s (step " << b.step << "): " << core::blowUpCauseId(b.cause);
    if (b.cause == core::BlowUpCause::NonFinite) {
        err << ", a position, velocity or energy became NaN or infinite\n";
    } else {
        err << ", energy gain " << b.energyGain << " J exceeded the bound " << b.bound << " J\n";
    }
}

/// Throws std::runtime_error when a stream failed (disk full, removed directory, …).
void checkWritten(std::ofstream& file, std::string_view flag, const std::string& path) {
    file.flush();
    if (!file) {
        throw std::runtime_error(std::string(flag) + ": error while writing \"" + path + "\"");
    }
}

} // namespace

int listIntegrators(std::ostream& out) {
    for (const core::IntegratorInfo* info : core::integratorCatalog()) {
        out << std::left << std::setw(22) << info->id << ' ' << std::setw(2) << info->order << ' '
            << info->name << '\n';
    }
    return kExitOk;
}

core::Scene resolveScene(std::string_view scene) {
    constexpr std::string_view prefix = "preset:";
    if (scene.substr(0, prefix.size()) != prefix) {
        throw InputError("\"" + std::string(scene) +
                         "\": reading scene files is not available yet; use one of " +
                         presetList());
    }
    const std::string_view name = scene.substr(prefix.size());
    for (const Preset& preset : kPresets) {
        if (preset.name == name) {
            return preset.build();
        }
    }
    throw InputError("\"" + std::string(scene) + "\": unknown preset (known: " + presetList() +
                     ")");
}

int runSimulation(const RunOptions& options, std::ostream& out, std::ostream& err) {
    const core::Scene scene = resolveScene(options.scene);
    core::IntegratorChoice choice = scene.integrator;
    if (options.integrator) {
        if (core::findIntegrator(*options.integrator) == nullptr) {
            throw InputError("--integrator: unknown integrator \"" + *options.integrator +
                             "\" (known: " + integratorList() + ")");
        }
        // The scene's parameter overrides belong to its own integrator.
        if (choice.id != *options.integrator) {
            choice.parameters.clear();
        }
        choice.id = *options.integrator;
    }
    if (options.dt) {
        choice.dt = *options.dt;
    }

    // Open the outputs first so that a bad path fails before the run, not after it.
    std::ofstream energyFile;
    if (!options.energyFile.empty()) {
        energyFile = openOutput("--energy", options.energyFile);
        energyFile << kEnergyHeader << '\n';
    }
    std::ofstream finalFile;
    if (!options.finalFile.empty()) {
        finalFile = openOutput("--final", options.finalFile);
    }

    core::Simulation sim = [&] {
        try {
            return core::makeSimulation(scene, choice);
        } catch (const std::invalid_argument& e) {
            throw InputError(options.scene + ": " + e.what());
        }
    }();

    const bool writeEnergy = energyFile.is_open();
    if (writeEnergy) {
        writeEnergyRow(energyFile, sim.energy());
    }
    // The same stopping rule as Simulation::advanceTo(): a duration that is not a
    // multiple of dt ends on the step nearest to it.
    const auto more = [&] {
        return options.steps ? sim.stepCount() < *options.steps
                             : sim.time() < *options.duration - 0.5 * sim.dt();
    };
    bool blewUp = false;
    while (more()) {
        if (!sim.step()) {
            blewUp = true;
            break;
        }
        if (writeEnergy) {
            writeEnergyRow(energyFile, sim.energy());
        }
    }
    if (writeEnergy) {
        checkWritten(energyFile, "--energy", options.energyFile);
    }

    if (blewUp) {
        reportBlowUp(err, sim);
        if (finalFile.is_open()) {
            finalFile.close();
            std::error_code ignored;
            std::filesystem::remove(options.finalFile, ignored);
            err << "clothlab-cli: --final: not written, the run has no final state\n";
        }
        return kExitBlewUp;
    }
    if (finalFile.is_open()) {
        writeFinalState(finalFile, sim.system());
        checkWritten(finalFile, "--final", options.finalFile);
    }
    out << "ran " << sim.stepCount() << " steps of " << choice.id << " (dt = " << sim.dt()
        << " s) to t = " << sim.time() << " s; energy residual " << sim.energy().residual()
        << " J\n";
    return kExitOk;
}

} // namespace clothlab::app::cli
