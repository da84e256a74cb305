// The pieces of --help text several subcommands share. The texts are English and never
// translated (the tool's output is for scripts too).
#pragma once

#include <string>

namespace clothlab::app::cli {

/// SCENE and --set, for every subcommand that reads a scene.
extern const char* const kSceneHelp;

/// The ID[:PARAM=VALUE]…[@DT] entries of --integrators and --reference.
extern const char* const kSpecHelp;

/// --threads, --figure, --manifest, the entries and how the output is written: the end of
/// the options of compare, convergence, stability and work-precision.
std::string analysisFooter();

} // namespace clothlab::app::cli
