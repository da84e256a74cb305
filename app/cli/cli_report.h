// `clothlab-cli report`: the workbench's report written without a display. The only part of
// the command-line tool that uses the Qt layers (offscreen).
#pragma once

#include "app/cli/cli_args.h"

#include <ostream>

namespace clothlab::app::cli {

/// Compares the scene's runs, runs the analyses asked for and writes the PDF and its figure
/// files; lists the files on `out`. Throws InputError for a scene without runs or a
/// convergence step that does not divide the duration.
int writeReport(const Command& command, std::ostream& out, std::ostream& err);

} // namespace clothlab::app::cli
