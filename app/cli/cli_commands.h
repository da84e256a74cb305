// The subcommands of clothlab-cli. Each writes its data to `out`, its diagnostics to `err`,
// and returns the process exit status (cli_args.h); bad input is thrown as InputError.
#pragma once

#include "app/cli/cli_args.h"
#include "core/scene.h"

#include <iosfwd>
#include <string_view>

namespace clothlab::app::cli {

/// `integrators`: one line per integrator of core::integratorCatalog(): id, order, name.
int listIntegrators(std::ostream& out);

/// The scene named on the command line: "preset:default", "preset:spring-oscillator" or
/// "preset:peer-64". Throws InputError naming the argument and the reason otherwise.
core::Scene resolveScene(std::string_view scene);

/// `run`: simulates, streams the energy CSV, writes the final-state CSV. Returns kExitOk,
/// or kExitBlewUp after printing the time and cause of the blow-up to `err`.
int runSimulation(const RunOptions& options, std::ostream& out, std::ostream& err);

} // namespace clothlab::app::cli
