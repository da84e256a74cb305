// Methods from outside: an integrator whose step is a function given at run time (a user's
// Python class through the clothlab module, a plug-in), registered under an id beside the
// built-in methods. Once registered it is a method like any other: findIntegrator(),
// createIntegrator() and integratorCatalog() (core/integrators/integrator.h) list and make it,
// so every run, analysis and probe that takes an id takes it. Everything around the step is
// the engine's (core/simulation/simulation.h): pins, obstacles and contact, velocity retention,
// energy bookkeeping, blow-up detection.
//
// The adapter checks each step of such a method and stops the run with ExternalStepError when
// the step (a) threw, (b) left a NaN in a position or velocity that was finite before, or
// (c) moved a pinned particle other than by h·v (pinned particles have inverse mass 0 and move
// only with the scene). It then puts the state back as it was before the step and refuses
// every later step with the same error: the run stays at its last good state. Infinite values
// are not refused: overflow is how an unstable method blows up, and blow-up detection reports
// it as for any method.
#pragma once

#include "core/base/message.h"
#include "core/integrators/integrator.h"

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace clothlab::core {

/// One run's instance of a method from outside (each run gets its own, so a method may keep
/// state between its steps).
struct ExternalInstance {
    /// Advances ctx.system by ctx.dt in place, with the values of the method's parameters.
    /// Required. May throw; ExternalStepError keeps its message, anything else is wrapped.
    std::function<StepWork(StepContext& ctx, const ParameterSet& parameters)> step;
    /// Forgets what the method carries between steps (see Integrator::reset()). Optional.
    std::function<void()> reset;
    /// Where the step function is defined, to place the failures the adapter finds itself
    /// (NaN, a pinned particle moved); empty / 0 when unknown.
    std::string file;
    int line = 0;
};

/// A method from outside: its static description, where it comes from, and how to make one.
struct ExternalMethod {
    IntegratorInfo info;
    /// Where the method was read from (a file path), for the interface; may be empty.
    std::string source;
    /// What Integrator::evaluationsPerStep() reports (≥ 1).
    int evaluationsPerStep = 1;
    /// Makes the instance of one run. Required; may throw (the run is then not made).
    std::function<ExternalInstance()> instantiate;
};

/// A run stopped by its method from outside. message() is translatable; the fields give the
/// parts for front-ends. `payload` is the front-end's own record of the failure (the clothlab
/// module keeps the Python exception there, to chain it); the core never looks inside.
class ExternalStepError : public MessageFailure {
public:
    ExternalStepError(Message message, std::string integrator, double time)
        : MessageFailure(std::move(message)), m_integrator(std::move(integrator)), m_time(time) {}
    const std::string& integrator() const { return m_integrator; }
    /// s, the time at the start of the step that failed.
    double time() const { return m_time; }
    /// The reason alone, without integrator and time (the front-end's text as given).
    std::string reason;
    /// A traceback or other detail (may be empty).
    std::string detail;
    /// The file and line the failure is placed at (empty / 0 when unknown).
    std::string file;
    int line = 0;
    std::shared_ptr<const void> payload;

private:
    std::string m_integrator;
    double m_time = 0.0;
};

/// Registers `method` under method.info.id, replacing an earlier method from outside of that
/// id (a reloaded file: runs made before keep the method they were made with). Throws
/// MessageError when the id is empty, holds a character of the spec syntax (":@,=" or white
/// space), or is a built-in method's, or when `instantiate` is empty. Thread-safe.
const IntegratorInfo& registerExternalIntegrator(ExternalMethod method);

/// Removes the method from outside with this id; false when there was none. Runs made with it
/// keep it. Thread-safe.
bool unregisterExternalIntegrator(std::string_view id);

/// The registered methods from outside, in order of first registration.
std::vector<const IntegratorInfo*> externalIntegrators();

/// The registered method from outside with this id, or null.
std::shared_ptr<const ExternalMethod> findExternalMethod(std::string_view id);

/// Its info (valid for the life of the process, also after it was replaced), or null.
const IntegratorInfo* findExternalIntegrator(std::string_view id);

/// A new integrator of the method from outside with this id, or null when none is registered.
std::unique_ptr<Integrator> createExternalIntegrator(std::string_view id);

} // namespace clothlab::core
