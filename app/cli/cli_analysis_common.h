// What the analysis commands (compare, convergence, stability, work-precision) share: the
// entry text of a choice, the reference, and how the core's exceptions become exit statuses.
#pragma once

#include "app/cli/cli_args.h"
#include "core/analysis/analysis.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace clothlab::app::cli {

/// "12.5 s": a number of seconds as the messages print it.
std::string seconds(double value);

/// "rk45:tolerance=1e-14@0.001", the entry syntax the flags take.
std::string choiceText(const core::IntegratorChoice& choice);

/// --reference, or core::defaultReference(); both at `dt` unless the entry has @DT.
core::IntegratorChoice referenceChoice(const std::optional<IntegratorSpec>& spec,
                                       const core::Scene& scene, double dt);

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
