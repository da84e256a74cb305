// clothlab-cli: batch runs without a display (DESIGN §6). Finds the subcommand in the
// table (subcommands.cpp), answers --help, and turns what a command throws into the exit
// statuses of flags.h.
#include "app/cli/cli_output.h"
#include "app/cli/flags.h"
#include "app/cli/subcommand.h"
#include "core/scene/scene_io.h"

#include <algorithm>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

namespace {

using namespace clothlab::app::cli;

std::string joinCommandLine(const std::vector<std::string>& args) {
    std::string line = "clothlab-cli";
    for (const std::string& arg : args) {
        const bool plain = !arg.empty() && arg.find_first_of(" \t\"'\\$") == std::string::npos;
        line += ' ' + (plain ? arg : "'" + arg + "'");
    }
    return line;
}

int execute(const std::vector<std::string>& args) {
    if (args.empty()) {
        throw InputError("missing subcommand (see clothlab-cli --help)");
    }
    const std::string& name = args.front();
    if (isHelpFlag(name)) {
        std::cout << usage("");
        return kExitOk;
    }
    if (name == "help") {
        const std::string topic = args.size() > 1 ? args[1] : std::string();
        const std::string text = usage(topic);
        if (text.empty()) {
            throw InputError("help: unknown subcommand " + inQuotes(topic));
        }
        std::cout << text;
        return kExitOk;
    }
    const Subcommand* sub = findSubcommand(name);
    if (sub == nullptr) {
        throw InputError("unknown subcommand " + inQuotes(name) + " (see clothlab-cli --help)");
    }
    // --help anywhere after the subcommand wins over everything else on the line.
    if (std::any_of(args.begin() + 1, args.end(),
                    [](const std::string& a) { return isHelpFlag(a); })) {
        std::cout << sub->help();
        return kExitOk;
    }
    const std::string commandLine = joinCommandLine(args);
    ArgumentCursor cursor(args, 1);
    Invocation invocation{cursor, commandLine, std::cout, std::cerr};
    return sub->run(invocation);
}

int run(const std::vector<std::string>& args) {
    try {
        return execute(args);
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
    removeTemporariesOnInterrupt();
    return run(std::vector<std::string>(argv + 1, argv + argc));
}
