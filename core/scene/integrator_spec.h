// A method as a user names it — on the command line, in Python, in a study plan or in a
// dialog — and the one rule that turns it into the IntegratorChoice a run steps with.
#pragma once

#include "core/scene/scene.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace clothlab::core {

/// Integrator parameter values by id, e.g. {"tolerance", 1e-14}.
using ParameterValues = std::vector<std::pair<std::string, double>>;

/// `ID[:PARAM=VALUE]…[@DT]`, e.g. "rk4@0.001" or "dop853:tolerance=1e-14"; the parameters are
/// checked against the ones the integrator declares.
struct IntegratorSpec {
    std::string id;
    ParameterValues parameters;
    std::optional<double> dt; ///< s, > 0; unset: the dt of the analysis that uses it
};

/// A spec, a parameter or a step a front-end was given that the catalog refuses. what() is
/// the reason without the place ("unknown integrator \"rk9\" (known: …)"); the front-end
/// puts the flag, argument or field before it.
class IntegratorSpecError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
    IntegratorSpecError(const std::string& what, std::string parameter)
        : std::invalid_argument(what), m_parameter(std::move(parameter)) {}
    /// The parameter refused, when a parameter's value is the reason; else empty.
    const std::string& parameter() const { return m_parameter; }
    /// The error at `where` (a flag, an argument): "WHERE PARAM: ID: REASON" for a refused
    /// parameter, "WHERE: REASON" otherwise.
    std::string placed(std::string_view where) const {
        std::string text(where);
        if (!m_parameter.empty()) {
            text += " " + m_parameter;
        }
        return text + ": " + what();
    }

private:
    std::string m_parameter;
};

/// "explicit-euler, symplectic-euler, …": the ids of every integrator, in menu order.
std::string integratorIdList();

/// Parses the text form `ID[:PARAM=VALUE]…[@DT]` and checks it (checkIntegratorSpec).
/// Throws IntegratorSpecError.
IntegratorSpec parseIntegratorSpec(std::string_view text);

/// Checks that the id is known and every parameter is one it declares, in its range; a
/// given dt must be positive and finite. Throws IntegratorSpecError.
void checkIntegratorSpec(const IntegratorSpec& spec);

/// Sets each of `values` on `choice` (replacing a value it had), checked against the
/// parameters its integrator declares. Throws IntegratorSpecError ("ID: PARAM: reason").
void applyParameters(IntegratorChoice& choice, const ParameterValues& values);

/// The choice a spec means in `scene`: its id; the scene's own parameters when it names the
/// scene's integrator, then the spec's; dt from the spec, else `dt`. Throws
/// IntegratorSpecError.
IntegratorChoice resolveIntegratorSpec(const IntegratorSpec& spec, const Scene& scene, double dt);

/// The same for a method picked by id alone (a dialog's tick box).
IntegratorChoice resolveIntegrator(std::string_view id, const Scene& scene, double dt);

} // namespace clothlab::core
