#include "core/analysis/study_steps.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>

namespace clothlab::core {

namespace {

/// The shortest text that reads back as the same double: 0.05, not 0.050000000000000003.
std::string number(double value) {
    std::array<char, 32> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return std::string(buffer.data(), result.ptr);
}

Message notWhole(const std::string& what, double interval, double dt, const std::string& of) {
    return msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: %2 s is not a whole multiple of the step "
                                               "%3 s of %4"),
               what, number(interval), number(dt), of);
}

} // namespace

bool wholeMultiple(double interval, double dt) {
    const double steps = interval / dt;
    const double rounded = std::round(steps);
    return rounded >= 1.0 && std::abs(steps - rounded) <= 1e-9 * steps;
}

StepList studySteps(const std::vector<double>& given, double baseDt, int halvings, double duration,
                    const StepNames& names) {
    StepList list{given, {}};
    if (given.empty()) {
        for (int k = 0; k <= halvings; ++k) {
            list.dts.push_back(std::ldexp(baseDt, -k));
        }
    }
    for (const double dt : list.dts) {
        if (!std::isfinite(dt) || dt <= 0.0) {
            return {
                {},
                msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: the step %2 s is not a positive duration"),
                    names.steps, number(dt))};
        }
    }
    std::vector<double> sorted = list.dts;
    std::sort(sorted.begin(), sorted.end());
    if (const auto twice = std::adjacent_find(sorted.begin(), sorted.end());
        twice != sorted.end()) {
        return {{},
                msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: the step %2 s is given twice"),
                    names.steps, number(*twice))};
    }
    for (const double dt : list.dts) {
        if (!wholeMultiple(duration, dt)) {
            return {{},
                    given.empty()
                        ? msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: %2 s is not a whole multiple "
                                                              "of the step %3 s (the scene's dt "
                                                              "halved)"),
                              names.duration, number(duration), number(dt))
                        : notWhole(names.duration, duration, dt, names.steps)};
        }
    }
    return list;
}

SampleChoice sampleInterval(const std::optional<double>& given, double duration,
                            const std::vector<IntegratorChoice>& runs, const StepNames& names,
                            long maxSamples) {
    if (given) {
        for (const IntegratorChoice& choice : runs) {
            if (!wholeMultiple(*given, choice.dt)) {
                return {0.0, notWhole(names.sample, *given, choice.dt, choice.id)};
            }
        }
        if (!wholeMultiple(duration, *given)) {
            return {0.0, msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                              "%1: %2 s is not a whole multiple of %3 %4 s"),
                             names.duration, number(duration), names.sample, number(*given))};
        }
        return {*given, {}};
    }
    double largest = 0.0;
    for (const IntegratorChoice& choice : runs) {
        largest = std::max(largest, choice.dt);
    }
    const double samplesAtLargest = duration / largest;
    if (!(samplesAtLargest >= 1.0 && samplesAtLargest <= 1e12)) {
        return {0.0, notWhole(names.duration, duration, largest, names.sample)};
    }
    const auto first = std::max(1L, std::lround(std::ceil(samplesAtLargest / maxSamples - 1e-9)));
    for (long m = first; static_cast<double>(m) <= samplesAtLargest * (1.0 + 1e-9); ++m) {
        const double interval = static_cast<double>(m) * largest;
        if (wholeMultiple(duration, interval) &&
            std::all_of(runs.begin(), runs.end(),
                        [&](const IntegratorChoice& c) { return wholeMultiple(interval, c.dt); })) {
            return {interval, {}};
        }
    }
    return {0.0, msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                      "%1: no interval of at most %2 samples over %3 %4 s is a "
                                      "whole multiple of every step; choose steps that divide "
                                      "each other and the duration, or give %1"),
                     names.sample, maxSamples, names.duration, number(duration))};
}

} // namespace clothlab::core
