// clothlab-cli: batch runs without a display (DESIGN §6).
#include "app/cli/cli_args.h"
#include "app/cli/cli_commands.h"

#include <exception>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char* argv[]) {
    using namespace clothlab::app::cli;
    const std::vector<std::string> args(argv + 1, argv + argc);
    try {
        const Command command = parseCommandLine(args);
        switch (command.kind) {
        case CommandKind::Help:
            std::cout << usage(command.helpTopic);
            return kExitOk;
        case CommandKind::Integrators:
            return listIntegrators(std::cout);
        case CommandKind::Run:
            return runSimulation(command.run, std::cout, std::cerr);
        }
    } catch (const InputError& e) {
        std::cerr << "clothlab-cli: " << e.what() << '\n';
        return kExitBadInput;
    } catch (const std::exception& e) {
        std::cerr << "clothlab-cli: internal error: " << e.what() << '\n';
        return kExitInternalError;
    }
    return kExitInternalError;
}
