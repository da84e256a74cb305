// Command-line parsing of clothlab-cli (DESIGN §6). Pure C++: no Qt. Only the commands that
// draw (report) use the Qt layers, through app/cli/cli_report.h.
#pragma once

#include "core/scene/integrator_spec.h"
#include "core/scene/scene_io.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
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

/// A run whose blow-up ends the whole command (an analysis' reference run): exit status 3.
/// what() gives the run, the time and the cause as far as known.
class BlowUpError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

using core::IntegratorSpec;
using core::ParameterValues;

/// The scene a command works on: a path or "preset:NAME", and its --set overrides.
struct SceneArgs {
    std::string source;
    std::vector<core::SceneOverride> overrides;
};

/// Options of `run`. Unset optionals take the scene's own choice.
struct RunOptions {
    SceneArgs scene;
    std::optional<std::string> integrator;
    ParameterValues parameters;     ///< --param, applied over the scene's
    std::optional<double> dt;       ///< s, > 0
    std::optional<double> duration; ///< s, > 0; exactly one of duration and steps is set
    std::optional<long> steps;      ///< > 0
    std::optional<long> every;      ///< --every K: positions every K steps (default 1)
    std::string energyFile;         ///< empty: not written (so for every file below)
    std::string positionsFile;
    std::string finalFile;
    std::string manifestFile;
};

/// Options of `describe`; at least one of the two CSV files is set.
struct DescribeOptions {
    SceneArgs scene;
    std::string particlesFile;
    std::string springsFile;
    std::string manifestFile;
};

/// Options shared by `compare`, `convergence`, `stability` and `work-precision`.
struct AnalysisArgs {
    SceneArgs scene;
    std::vector<IntegratorSpec> integrators; ///< at least one
    double duration = 0.0;                   ///< s, > 0
    std::optional<double> dt;                ///< compare, stability: s; unset: the scene's
    std::optional<IntegratorSpec> reference; ///< compare, convergence; unset: dop853
    std::optional<double> sample;            ///< compare: s; unset: chosen
    std::vector<double> dts;                 ///< convergence: s; empty: scene dt halved 4×
    double tolerance = 0.02;                 ///< stability: relative bisection tolerance
    std::vector<double> tolerances;          ///< work-precision: adaptive methods' sweep
    std::optional<double> accuracy;          ///< work-precision: m, for the recommendation
    std::string cost = "cpu"; ///< work-precision: how --accuracy ranks: cpu, evaluations, steps
    std::vector<double> stiffnessScales;  ///< work-precision: the cheapest method at each factor
    std::string kind = "structural";      ///< the springs scaled: structural, shear, bending, all
    int threads = 0;                      ///< 0: one per hardware thread
    std::vector<std::string> figureFiles; ///< --figure FILE.(pdf|svg|png), repeatable
    std::string outFile;
    std::string manifestFile;
};

/// Options of `report`: the scene's runs compared over `duration`, optionally a convergence
/// study (`dts`) and stability limits of the runs' integrators, written as a PDF.
struct ReportOptions {
    SceneArgs scene;
    double duration = 2.0;        ///< s, > 0
    std::optional<double> sample; ///< s; unset: 1/60
    std::vector<double> dts;      ///< convergence study of the runs' integrators; empty: none
    bool stability = false;       ///< stability limits of the runs' integrators
    std::string language;         ///< en, ja, zh_CN, zh_TW; empty: the system's
    std::string outFile;          ///< FILE.pdf
};

/// Options of `figures`: the gallery of every figure kind.
struct FiguresOptions {
    std::string outDir;   ///< DIR, created when missing
    std::string language; ///< en, ja, zh_CN, zh_TW; empty: the system's
    long dpi = 300;       ///< PNG resolution, 50–1200
};

/// Options of `spectrum`: the modes of the scene linearised about its state at `at`.
struct SpectrumArgs {
    SceneArgs scene;
    double at = 0.0; ///< s, ≥ 0: the state of the scene's own run at this time (0: initial)
    int modes = 0;   ///< 0 (--modes all): every mode; N > 0: the N of highest ω
    std::string outFile;
    std::string manifestFile;
};

/// Options of `dispersion`: damping and dispersion curves of methods, no scene.
struct DispersionArgs {
    std::vector<IntegratorSpec> integrators; ///< at least one, without @DT
    double omegaDtMin = 0.0;                 ///< Ω = ω·dt, > 0
    double omegaDtMax = 0.0;                 ///< > omegaDtMin
    long points = 200;                       ///< ≥ 2, spaced logarithmically
    double zeta = 0.0;                       ///< the mode's physical damping ratio, [0, 1)
    std::string outFile;
    std::string manifestFile;
};

/// Options of `solve`: the assignment worked with the engine's results, handed in.
struct SolveOptions {
    std::string assignment; ///< a file or assignment:NAME
    std::string studentId;
    std::string studentName; ///< default: the id
    /// --answer TASK=VALUE: task id and the answer as written (a number or a text).
    std::vector<std::pair<std::string, std::string>> answers;
    int threads = 0;
    std::string outFile;
};

/// Options of `grade`: the submissions re-run and checked against the assignment.
struct GradeOptions {
    std::string assignment;               ///< a file or assignment:NAME
    std::vector<std::string> submissions; ///< at least one
    int threads = 0;
    std::vector<std::string> figureFiles; ///< the class summary: --figure FILE.(pdf|svg|png)
    std::string outFile;
};

/// Options of `study`: a study file run by the Python module's clothlab.study (on this
/// machine or on a dask.distributed cluster).
struct StudyOptions {
    std::string plan;
    std::string scheduler;  ///< --scheduler ADDRESS; empty: on this machine
    bool processes = false; ///< --local processes (default threads)
    long workers = 0;       ///< --workers N on this machine; 0: one per core
    std::string outFile;
};

enum class CommandKind {
    Help,
    Integrators,
    Presets,
    Preset,
    Run,
    Describe,
    Compare,
    Convergence,
    Stability,
    WorkPrecision,
    Spectrum,
    Dispersion,
    Report,
    Figures,
    Assignments,
    Solve,
    Grade,
    Study,
};

/// A parsed command line. For Help, `helpTopic` is the subcommand whose help was asked
/// for, or empty for the tool's overview. Only the options of `kind` are filled.
struct Command {
    CommandKind kind = CommandKind::Help;
    std::string helpTopic;
    std::string commandLine; ///< the whole command, for run manifests
    std::string presetName;  ///< `preset NAME`
    RunOptions run;
    DescribeOptions describe;
    AnalysisArgs analysis;
    SpectrumArgs spectrum;
    DispersionArgs dispersion;
    ReportOptions report;
    FiguresOptions figures;
    SolveOptions solve;
    GradeOptions grade;
    StudyOptions study;
};

/// Parses the arguments after the program name. Throws InputError for unknown
/// subcommands and flags, missing or malformed values, repeated or conflicting flags.
Command parseCommandLine(const std::vector<std::string>& args);

/// The help text of a subcommand, or of the tool for "". Empty for an unknown subcommand.
std::string usage(std::string_view subcommand);

/// A finite number > 0 written in full (no trailing characters); `flag` names it in the
/// error, e.g. `--dt: expected a positive number, got "abc"`.
double parsePositiveNumber(std::string_view flag, std::string_view text);

/// An integer > 0 written in full; errors name `flag` like parsePositiveNumber().
long parsePositiveInteger(std::string_view flag, std::string_view text);

/// `ID[:PARAM=VALUE]…[@DT]` (core::parseIntegratorSpec); errors name `flag` and the text.
IntegratorSpec parseIntegratorSpec(std::string_view flag, std::string_view text);

} // namespace clothlab::app::cli
