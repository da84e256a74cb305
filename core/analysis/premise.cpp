#include "core/analysis/premise.h"

#include "core/simulation/simulation.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <string>

namespace clothlab::core {

namespace {

/// Three significant digits: "0.417", "0.0005", "2.5e-05".
std::string seconds(double value) {
    std::array<char, 32> text{};
    std::snprintf(text.data(), text.size(), "%.3g", value);
    return text.data();
}

} // namespace

std::optional<ContactOnset> firstContact(const Scene& scene, const IntegratorChoice& choice,
                                         double duration) {
    Simulation sim = makeSimulation(scene, choice);
    while (sim.time() < duration - 0.5 * sim.dt()) {
        if (!sim.step()) {
            return std::nullopt;
        }
        if (sim.lastContacts() > 0) {
            return ContactOnset{sim.time(), false};
        }
        if (!sim.lastContactPairs().empty()) {
            return ContactOnset{sim.time(), true};
        }
    }
    return std::nullopt;
}

Message convergencePremise(const Scene& scene, const ConvergenceResult& result, double duration) {
    if (const std::optional<ContactOnset> touch = firstContact(scene, result.reference, duration)) {
        return touch->self
                   ? msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                          "orders are not meaningful here: the cloth touches "
                                          "itself from t = %1 s, and contact makes the motion "
                                          "non-smooth"),
                         seconds(touch->time))
                   : msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                          "orders are not meaningful here: the cloth touches an "
                                          "obstacle from t = %1 s, and contact makes the motion "
                                          "non-smooth"),
                         seconds(touch->time));
    }
    for (const ConvergenceSeries& series : result.series) {
        if (isAdaptive(series.integrator.id)) {
            return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                        "orders are not meaningful for %1: it chooses its own "
                                        "steps, so dt does not set its error"),
                       series.integrator.id);
        }
        for (const ConvergencePoint& point : series.points) {
            if (point.blowUp) {
                return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                            "orders are not meaningful for %1: its run at dt = "
                                            "%2 s blew up"),
                           series.integrator.id, seconds(point.dt));
            }
        }
    }
    return {};
}

Message stabilityPremise(const Scene& scene, const std::vector<StabilityResult>& limits,
                         double duration) {
    for (const StabilityResult& limit : limits) {
        if (limit.maxStableDt <= 0.0) {
            continue;
        }
        // A prediction that agrees with the measurement names the mode that sets the limit.
        if (limit.predictedDt && std::isfinite(*limit.predictedDt) &&
            std::abs(limit.maxStableDt - *limit.predictedDt) <= 0.1 * *limit.predictedDt) {
            continue;
        }
        IntegratorChoice atLimit = limit.integrator;
        atLimit.dt = limit.maxStableDt;
        if (const std::optional<ContactOnset> touch = firstContact(scene, atLimit, duration)) {
            return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                        "the limit of %1 may be set by contact rather than by "
                                        "a mode: at dt = %2 s the cloth is in contact from t = "
                                        "%3 s"),
                       limit.integrator.id, seconds(limit.maxStableDt), seconds(touch->time));
        }
    }
    return {};
}

Message workPrecisionPremise(const Scene& scene, const WorkPrecisionResult& result) {
    if (const std::optional<ContactOnset> touch =
            firstContact(scene, result.reference, result.duration)) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                    "the errors include contact's: the cloth is in contact from "
                                    "t = %1 s, after which the error does not shrink with the "
                                    "work as a smooth error does"),
                   seconds(touch->time));
    }
    return {};
}

} // namespace clothlab::core
