// Command-line parsing of clothlab-cli (DESIGN §6). Pure C++: no Qt, so the tool is the
// same engine as the GUI without depending on it.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace clothlab::app::cli {

/// Exit statuses of DESIGN §6 (1 is left for unexpected internal errors).
inline constexpr int kExitOk = 0;
inline constexpr int kExitInternalError = 1;
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitBlewUp = 3;

/// Bad input on the command line or in a file it names. what() names the flag, file or
/// value and the reason, without the "clothlab-cli: " prefix.
class InputError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Options of `run`. Unset optionals take the scene's own choice.
struct RunOptions {
    std::string scene; ///< a path or "preset:NAME"
    std::optional<std::string> integrator;
    std::optional<double> dt;       ///< s, > 0
    std::optional<double> duration; ///< s, > 0; exactly one of duration and steps is set
    std::optional<long> steps;      ///< > 0
    std::string energyFile;         ///< empty: not written
    std::string finalFile;          ///< empty: not written
};

enum class CommandKind { Help, Integrators, Run };

/// A parsed command line. For Help, `helpTopic` is the subcommand whose help was asked
/// for, or empty for the tool's overview.
struct Command {
    CommandKind kind = CommandKind::Help;
    std::string helpTopic;
    RunOptions run;
};

/// Parses the arguments after the program name. Throws InputError for unknown
/// subcommands and flags, missing or malformed values, repeated or conflicting flags.
Command parseCommandLine(const std::vector<std::string>& args);

/// The help text of a subcommand ("integrators", "run"), or of the tool for "".
std::string usage(std::string_view subcommand);

/// A finite number > 0 written in full (no trailing characters); `flag` names it in the
/// error, e.g. `--dt: expected a positive number, got "abc"`.
double parsePositiveNumber(std::string_view flag, std::string_view text);

/// An integer > 0 written in full; errors name `flag` like parsePositiveNumber().
long parsePositiveInteger(std::string_view flag, std::string_view text);

} // namespace clothlab::app::cli
