// What the analysis subcommands (compare, convergence, stability, work-precision) share:
// their common options and flags, the entry text of a choice, the reference, and how the
// core's exceptions become exit statuses.
#pragma once

#include "app/cli/flags.h"
#include "core/analysis/analysis.h"
#include "core/analysis/study_steps.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace clothlab::app::cli {

/// The options every analysis takes; a subcommand keeps its own beside them.
struct AnalysisArgs {
    SceneArgs scene;
    std::vector<IntegratorSpec> integrators; ///< at least one
    double duration = 0.0;                   ///< s, > 0
    std::optional<double> dt;                ///< --dt, where offered; unset: the scene's
    std::optional<IntegratorSpec> reference; ///< --reference, where offered; unset: dop853
    std::vector<double> dts;                 ///< --dts, where offered
    int threads = 0;                         ///< 0: one per hardware thread
    std::vector<std::string> figureFiles;    ///< --figure FILE.(pdf|svg|png), repeatable
    std::string outFile;
    std::string manifestFile;
};

/// The flags of AnalysisArgs: common() for every analysis, the others where a subcommand
/// offers them; finish() checks what is required once the arguments are read.
class AnalysisFlags {
public:
    explicit AnalysisFlags(AnalysisArgs& args) : m_args(args) {}
    AnalysisFlags(const AnalysisFlags&) = delete;
    AnalysisFlags& operator=(const AnalysisFlags&) = delete;

    /// --integrators, --duration, --threads, --out, --manifest, --figure, --set.
    FlagRules common();
    FlagRule dt();
    FlagRule reference();
    FlagRule dts();

    /// SCENE, --integrators, --duration and --out given; fills duration and threads.
    void finish(std::string_view sub);

private:
    AnalysisArgs& m_args;
    std::optional<double> m_duration;
    std::optional<long> m_threads;
    bool m_integratorsGiven = false;
    bool m_dtsGiven = false;
};

/// How the analyses name the flags that set steps, for the core's step checks.
inline const core::StepNames kAnalysisStepNames{"--dts", "--duration", "--sample"};

/// "12.5 s": a number of seconds as the messages print it.
std::string seconds(double value);

/// "rk45:tolerance=1e-14@0.001", the entry syntax the flags take.
std::string choiceText(const core::IntegratorChoice& choice);

/// --reference, or core::defaultReference(); both at `dt` unless the entry has @DT.
core::IntegratorChoice referenceChoice(const std::optional<IntegratorSpec>& spec,
                                       const core::Scene& scene, double dt);

/// The choice of every entry, at `dt` unless the entry has @DT.
std::vector<core::IntegratorChoice> resolveAll(const std::vector<IntegratorSpec>& specs,
                                               const core::Scene& scene, double dt);

/// The core's options: --threads and the terminal's progress callback.
core::AnalysisOptions analysisOptions(const AnalysisArgs& args, core::ProgressFunction progress);

/// --out, --manifest and every --figure, for requireDistinctOutputs().
std::vector<std::pair<std::string_view, std::string>> analysisOutputs(const AnalysisArgs& args);

/// Runs an analysis, turning the core's exceptions into exit statuses: a refused input
/// (std::invalid_argument) is bad input, a reference that blew up is a BlowUpError; `sub`
/// (the subcommand) leads each message.
template <typename Analysis> auto guarded(std::string_view sub, Analysis&& analysis) {
    try {
        return analysis();
    } catch (const std::invalid_argument& e) {
        throw InputError(std::string(sub) + ": " + e.what());
    } catch (const InputError&) {
        throw;
    } catch (const std::runtime_error& e) {
        if (std::string_view(e.what()).find("blew up") != std::string_view::npos) {
            throw BlowUpError(std::string(sub) + ": " + e.what() +
                              "; nothing to compare with (try a smaller --reference step)");
        }
        throw;
    }
}

} // namespace clothlab::app::cli
