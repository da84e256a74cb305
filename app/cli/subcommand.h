// A subcommand of clothlab-cli: its name, its line in the overview, its --help text and the
// function that reads its flags and runs it. Each lives in one file of app/cli/commands/
// (options, flag rules, help text, run function); subcommands.cpp lists them in one table.
#pragma once

#include "app/cli/flags.h"

#include <iosfwd>
#include <span>
#include <string>
#include <string_view>

namespace clothlab::app::cli {

/// What a subcommand's run function gets: the arguments after the subcommand's name, the
/// whole command line (for run manifests) and the two streams. Data goes to `out` (or to
/// the files the flags name), diagnostics to `err`.
struct Invocation {
    ArgumentCursor& args;
    const std::string& commandLine;
    std::ostream& out;
    std::ostream& err;
};

struct Subcommand {
    std::string_view name;
    /// The overview's description: one line, or two joined by '\n'.
    std::string_view summary;
    std::string (*help)();
    /// Reads the flags (throwing InputError before any work), runs, and returns the exit
    /// status (flags.h). Bad input is thrown: InputError, or core::SceneFileError.
    int (*run)(Invocation& invocation);
};

/// Every subcommand, in the order the overview lists them.
std::span<const Subcommand* const> subcommands();

/// The subcommand called `name`, or null.
const Subcommand* findSubcommand(std::string_view name);

/// The help text of a subcommand, or of the tool for "". Empty for an unknown subcommand.
std::string usage(std::string_view subcommand);

// The subcommands, one per file of app/cli/commands/.
extern const Subcommand kRunCommand;
extern const Subcommand kDescribeCommand;
extern const Subcommand kCompareCommand;
extern const Subcommand kConvergenceCommand;
extern const Subcommand kStabilityCommand;
extern const Subcommand kStabilityStudyCommand;
extern const Subcommand kSpectrumCommand;
extern const Subcommand kDispersionCommand;
extern const Subcommand kWorkPrecisionCommand;
extern const Subcommand kReportCommand;
extern const Subcommand kFiguresCommand;
extern const Subcommand kPresetsCommand;
extern const Subcommand kPresetCommand;
extern const Subcommand kIntegratorsCommand;
extern const Subcommand kAssignmentsCommand;
extern const Subcommand kSolveCommand;
extern const Subcommand kGradeCommand;
extern const Subcommand kStudyCommand;

} // namespace clothlab::app::cli
