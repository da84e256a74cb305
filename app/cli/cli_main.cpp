// clothlab-cli: batch runs without a display (DESIGN §6).
#include "app/cli/cli_args.h"
#include "app/cli/cli_commands.h"
#include "app/cli/cli_report.h"
#include "core/analysis/convergence.h"
#include "core/scene/scene_io.h"

#include <exception>
#include <iostream>
#include <string>
#include <vector>

namespace {

using namespace clothlab::app::cli;

int execute(const Command& command) {
    switch (command.kind) {
    case CommandKind::Help:
        std::cout << usage(command.helpTopic);
        return kExitOk;
    case CommandKind::Integrators:
        return listIntegrators(std::cout);
    case CommandKind::Presets:
        return listPresets(std::cout);
    case CommandKind::Preset:
        return printPreset(command, std::cout);
    case CommandKind::Run:
        return runSimulation(command, std::cout, std::cerr);
    case CommandKind::Describe:
        return describeScene(command, std::cout);
    case CommandKind::Compare:
        return compareIntegrators(command, std::cout, std::cerr);
    case CommandKind::Convergence:
        return convergenceStudy(command, std::cout, std::cerr);
    case CommandKind::Stability:
        return stabilityStudy(command, std::cout, std::cerr);
    case CommandKind::WorkPrecision:
        return workPrecisionStudy(command, std::cout, std::cerr);
    case CommandKind::Spectrum:
        return spectrumStudy(command, std::cout);
    case CommandKind::Dispersion:
        return dispersionStudy(command, std::cout);
    case CommandKind::Report:
        return writeReport(command, std::cout, std::cerr);
    case CommandKind::Figures:
        return writeGallery(command, std::cout, std::cerr);
    case CommandKind::Assignments:
        return listAssignments(std::cout);
    case CommandKind::Solve:
        return solveAssignment(command, std::cout);
    case CommandKind::Grade:
        return gradeSubmissions(command, std::cout, std::cerr);
    case CommandKind::Study:
        return runStudy(command, std::cerr);
    }
    return kExitInternalError;
}

int run(const std::vector<std::string>& args) {
    try {
        return execute(parseCommandLine(args));
    } catch (const InputError& e) {
        std::cerr << "clothlab-cli: " << e.what() << '\n';
        return kExitBadInput;
    } catch (const clothlab::core::SceneFileError& e) {
        // what() is "FILE: PATH: REASON".
        std::cerr << "clothlab-cli: " << e.what() << '\n';
        return kExitBadInput;
    } catch (const BlowUpError& e) {
        std::cerr << "clothlab-cli: " << e.what() << '\n';
        return kExitBlewUp;
    } catch (const std::exception& e) {
        std::cerr << "clothlab-cli: internal error: " << e.what() << '\n';
        return kExitInternalError;
    }
}

} // namespace

int main(int argc, char* argv[]) {
    return run(std::vector<std::string>(argv + 1, argv + argc));
}
