// The subcommands of clothlab-cli. Each writes its data to `out` (or to the files its
// flags name), its diagnostics to `err`, and returns the process exit status (cli_args.h).
// Bad input is thrown: InputError, or core::SceneFileError for a scene file.
#pragma once

#include "app/cli/cli_args.h"
#include "core/analysis/convergence.h"

#include <iosfwd>

namespace clothlab::app::cli {

/// `integrators`: one line per integrator of core::integratorCatalog(): id, order, name,
/// and the parameters it declares.
int listIntegrators(std::ostream& out);

/// `presets`: one line per preset: id, the scene's name and its one-line description.
int listPresets(std::ostream& out);

/// `preset NAME`: the preset's scene file, byte for byte.
int printPreset(const Command& command, std::ostream& out);

/// `run`: simulates, streams the energy and positions CSVs, writes the final-state CSV.
/// Returns kExitOk, or kExitBlewUp after printing the time and cause to `err`.
int runSimulation(const Command& command, std::ostream& out, std::ostream& err);

/// `describe`: the particles and springs CSVs of the system the scene builds.
int describeScene(const Command& command, std::ostream& out);

/// `compare`: trajectory errors against a reference at common sample times. A run that
/// blows up is reported on `err` and marked by inf errors; kExitBlewUp only when the
/// reference blows up.
int compareIntegrators(const Command& command, std::ostream& out, std::ostream& err);

/// `convergence`: error at the final time per (integrator, dt), observed and fitted orders;
/// prints the fitted orders to `out`. Blow-ups as for compareIntegrators().
int convergenceStudy(const Command& command, std::ostream& out, std::ostream& err);

/// `stability`: the largest stable dt per integrator, found by bisection and predicted from
/// the spectrum of the scene at t = 0.
int stabilityStudy(const Command& command, std::ostream& out, std::ostream& err);

/// `work-precision`: error at the final time against CPU time, steps and evaluations per
/// (integrator, dt or tolerance); with --accuracy prints the cheapest method to `out`.
/// Blow-ups are a status in the file and reported on `err`.
int workPrecisionStudy(const Command& command, std::ostream& out, std::ostream& err);
/// `spectrum`: the modes of the scene linearised about its state at --at; prints a summary.
/// A run to --at that blows up is thrown as BlowUpError.
int spectrumStudy(const Command& command, std::ostream& out);

/// `dispersion`: spectral radius, damping ratio and period error of each method over a
/// logarithmic range of ω·dt; prints each method's stable ω·dt.
int dispersionStudy(const Command& command, std::ostream& out);

/// `assignments`: one line per shipped lab: id, English title, task count and scene.
int listAssignments(std::ostream& out);

/// `solve`: works every task of the assignment with the engine and writes the sealed
/// submission; prints each task's answer.
int solveAssignment(const Command& command, std::ostream& out);

/// `grade`: re-runs and checks every submission, writes the grades CSV (and the class
/// figure); prints each student's points, and on `err` why a row is not ok. Bad or tampered
/// submissions are statuses in the file, not errors.
int gradeSubmissions(const Command& command, std::ostream& out, std::ostream& err);

/// `study`: runs a study file through the Python module's clothlab.study (replaces this
/// process with the interpreter; returns only when it cannot be started).
int runStudy(const Command& command, std::ostream& err);

} // namespace clothlab::app::cli
