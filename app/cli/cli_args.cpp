#include "app/cli/cli_args.h"

#include <charconv>
#include <cmath>
#include <system_error>

namespace clothlab::app::cli {

namespace {

std::string quoted(std::string_view text) {
    return "\"" + std::string(text) + "\"";
}

/// Splits "--flag=value" into its parts; a bare "--flag" has no value.
struct FlagToken {
    std::string_view name;
    std::optional<std::string_view> value;
};

FlagToken splitFlag(std::string_view arg) {
    const auto eq = arg.find('=');
    if (eq == std::string_view::npos) {
        return {arg, std::nullopt};
    }
    return {arg.substr(0, eq), arg.substr(eq + 1)};
}

bool isHelpFlag(std::string_view arg) {
    return arg == "--help" || arg == "-h";
}

/// Walks the arguments of one subcommand: flags with values and positional arguments.
class ArgumentCursor {
public:
    explicit ArgumentCursor(const std::vector<std::string>& args, std::size_t first)
        : m_args(args), m_next(first) {}

    bool atEnd() const { return m_next >= m_args.size(); }
    std::string_view take() { return m_args[m_next++]; }

    /// The value of a flag: after '=' or the next argument.
    std::string_view valueOf(const FlagToken& flag) {
        if (flag.value) {
            return *flag.value;
        }
        if (atEnd()) {
            throw InputError(std::string(flag.name) + ": missing value");
        }
        return take();
    }

private:
    const std::vector<std::string>& m_args;
    std::size_t m_next;
};

template <typename T> void setOnce(std::optional<T>& slot, std::string_view flag, T value) {
    if (slot) {
        throw InputError(std::string(flag) + ": given more than once");
    }
    slot = std::move(value);
}

void setOnce(std::string& slot, std::string_view flag, std::string_view value) {
    if (!slot.empty()) {
        throw InputError(std::string(flag) + ": given more than once");
    }
    if (value.empty()) {
        throw InputError(std::string(flag) + ": expected a file name, got an empty string");
    }
    slot = value;
}

RunOptions parseRun(ArgumentCursor& cursor) {
    RunOptions run;
    while (!cursor.atEnd()) {
        const std::string_view arg = cursor.take();
        if (arg.size() < 2 || arg.substr(0, 2) != "--") {
            if (!run.scene.empty()) {
                throw InputError("run: unexpected argument " + quoted(arg) +
                                 " (the scene is already " + quoted(run.scene) + ")");
            }
            run.scene = arg;
            continue;
        }
        const FlagToken flag = splitFlag(arg);
        if (flag.name == "--integrator") {
            setOnce(run.integrator, flag.name, std::string(cursor.valueOf(flag)));
        } else if (flag.name == "--dt") {
            setOnce(run.dt, flag.name, parsePositiveNumber(flag.name, cursor.valueOf(flag)));
        } else if (flag.name == "--duration") {
            setOnce(run.duration, flag.name, parsePositiveNumber(flag.name, cursor.valueOf(flag)));
        } else if (flag.name == "--steps") {
            setOnce(run.steps, flag.name, parsePositiveInteger(flag.name, cursor.valueOf(flag)));
        } else if (flag.name == "--energy") {
            setOnce(run.energyFile, flag.name, cursor.valueOf(flag));
        } else if (flag.name == "--final") {
            setOnce(run.finalFile, flag.name, cursor.valueOf(flag));
        } else {
            throw InputError("run: unknown option " + quoted(flag.name) +
                             " (see clothlab-cli run --help)");
        }
    }
    if (run.scene.empty()) {
        throw InputError("run: missing SCENE (a scene file or preset:NAME)");
    }
    if (run.duration && run.steps) {
        throw InputError("--duration and --steps: give one of them, not both");
    }
    if (!run.duration && !run.steps) {
        throw InputError("run: missing --duration S or --steps N");
    }
    return run;
}

} // namespace

double parsePositiveNumber(std::string_view flag, std::string_view text) {
    double value = 0.0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value) || !(value > 0.0)) {
        throw InputError(std::string(flag) + ": expected a positive number, got " + quoted(text));
    }
    return value;
}

long parsePositiveInteger(std::string_view flag, std::string_view text) {
    long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || value <= 0) {
        throw InputError(std::string(flag) + ": expected a positive integer, got " + quoted(text));
    }
    return value;
}

Command parseCommandLine(const std::vector<std::string>& args) {
    Command command;
    if (args.empty()) {
        throw InputError("missing subcommand (see clothlab-cli --help)");
    }
    const std::string_view sub = args.front();
    if (isHelpFlag(sub)) {
        return command;
    }
    if (sub == "help") {
        command.helpTopic = args.size() > 1 ? args[1] : std::string();
        if (!command.helpTopic.empty() && command.helpTopic != "integrators" &&
            command.helpTopic != "run") {
            throw InputError("help: unknown subcommand " + quoted(command.helpTopic));
        }
        return command;
    }
    if (sub != "integrators" && sub != "run") {
        throw InputError("unknown subcommand " + quoted(sub) + " (see clothlab-cli --help)");
    }
    // --help anywhere after the subcommand wins over everything else on the line.
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (isHelpFlag(args[i])) {
            command.helpTopic = sub;
            return command;
        }
    }
    ArgumentCursor cursor(args, 1);
    if (sub == "integrators") {
        if (!cursor.atEnd()) {
            throw InputError("integrators: unexpected argument " + quoted(cursor.take()));
        }
        command.kind = CommandKind::Integrators;
        return command;
    }
    command.kind = CommandKind::Run;
    command.run = parseRun(cursor);
    return command;
}

std::string usage(std::string_view subcommand) {
    if (subcommand == "integrators") {
        return "Usage: clothlab-cli integrators\n"
               "\n"
               "Lists the integrators, one per line: id, order of accuracy, name.\n";
    }
    if (subcommand == "run") {
        return "Usage: clothlab-cli run SCENE [--integrator ID] [--dt S]\n"
               "                        (--duration S | --steps N)\n"
               "                        [--energy FILE.csv] [--final FILE.csv]\n"
               "\n"
               "Runs one simulation of SCENE without a display.\n"
               "\n"
               "  SCENE              preset:default, preset:spring-oscillator or preset:peer-64\n"
               "  --integrator ID    integrator id (see clothlab-cli integrators);\n"
               "                     default: the scene's own\n"
               "  --dt S             time step in seconds; default: the scene's own\n"
               "  --duration S       simulate until time S (seconds)\n"
               "  --steps N          simulate N steps\n"
               "  --energy FILE.csv  write the energy budget of every step, t = 0 included:\n"
               "                     time,kinetic,gravity,elastic_structural,elastic_shear,\n"
               "                     elastic_bending,dissipated,external_work,residual (SI)\n"
               "  --final FILE.csv   write the final state: particle,x,y,z,vx,vy,vz (SI)\n"
               "\n"
               "Exit status: 0 done, 2 bad input, 3 the run blew up (time and cause on\n"
               "stderr; the energy file then holds the steps before the failure).\n";
    }
    return "Usage: clothlab-cli SUBCOMMAND [OPTIONS]\n"
           "\n"
           "ClothLab without a display: the same simulation engine as the workbench.\n"
           "\n"
           "Subcommands:\n"
           "  integrators   list the available integrators\n"
           "  run           run one simulation and write its energy and final state\n"
           "\n"
           "clothlab-cli SUBCOMMAND --help shows the options of a subcommand.\n"
           "Exit status: 0 done, 2 bad input, 3 a run blew up.\n";
}

} // namespace clothlab::app::cli
