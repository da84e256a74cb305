// What the subcommands of clothlab-cli share: the scene named on the command line, the
// integrator choices built from flags and entries, blow-up texts and run manifests.
#pragma once

#include "app/cli/cli_output.h"
#include "app/cli/flags.h"
#include "core/analysis/study_steps.h"
#include "core/io/manifest.h"
#include "core/scene/scene.h"
#include "core/simulation/simulation.h"

#include <string>
#include <string_view>

namespace clothlab::app::cli {

inline constexpr std::string_view kPresetPrefix = "preset:";

/// The scene of a command: `preset:NAME` or a scene file, with the --set overrides applied
/// before it is checked. Throws core::SceneFileError ("FILE: PATH: REASON").
core::Scene loadScene(const SceneArgs& args);

/// The files the scene was read from (the scene file and the OBJ meshes of its solids), for
/// requireDistinctOutputs(); none for a preset.
InputFiles sceneInputs(const SceneArgs& args, const core::Scene& scene);

/// The assignment file among a command's inputs (none for assignment:NAME), for
/// requireDistinctOutputs().
InputFiles assignmentInputs(const std::string& source);

/// Sets each parameter of `values` on `choice` (replacing a value it had), checked against
/// the parameters its integrator declares. Throws InputError naming `flag` and the reason.
void applyParameters(core::IntegratorChoice& choice, const ParameterValues& values,
                     std::string_view flag);

/// The choice of an --integrators or --reference entry: its id; the scene's parameters when
/// it is the scene's own integrator, then the entry's; dt from @DT or else `dt`.
core::IntegratorChoice resolveSpec(const IntegratorSpec& spec, const core::Scene& scene, double dt);

/// A simulation of the scene; a scene the core refuses to build is an InputError naming
/// `source` (scene files are checked with path and reason before, so this is rare).
core::Simulation startSimulation(const core::Scene& scene, const core::IntegratorChoice& choice,
                                 const std::string& source);

/// "at t = 0.42 s (step 420): non-finite, a position, velocity or energy became NaN or
/// infinite" or "…: energy-bound, energy gain 12 J exceeded the bound 3 J".
std::string describeBlowUp(const core::BlowUp& blowUp);

using core::wholeMultiple; // the rule of the core's analyses

/// The shortest text that reads back as exactly `value`.
std::string number(double value);

/// A comma-separated list of number() texts.
std::string numberList(const std::vector<double>& values);

/// Writes and commits the manifest when `file` is open.
void writeManifest(OutputFile& file, const core::ManifestInput& input);

} // namespace clothlab::app::cli
