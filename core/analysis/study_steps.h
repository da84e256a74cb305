// The steps and sample times of an analysis, checked once for every caller (clothlab-cli,
// the Python module): a convergence study's list of dt, a comparison's sample interval. Each
// returns the value or a problem text that names the caller's option.
#pragma once

#include "core/base/message.h"
#include "core/scene/scene.h"

#include <optional>
#include <string>
#include <vector>

namespace clothlab::core {

/// interval / dt is a whole number ≥ 1 (to 1e-9 relative): the rule for every duration and
/// sample interval of an analysis.
bool wholeMultiple(double interval, double dt);

/// What the caller calls the list of steps, the duration and the sample interval:
/// {"--dts", "--duration", "--sample"} on the command line, {"dts", "duration", "sample"} in
/// Python.
struct StepNames {
    std::string steps;
    std::string duration;
    std::string sample;
};

struct StepList {
    std::vector<double> dts;
    Message problem; ///< empty when dts is usable
};

/// `given` checked — each positive, none twice, each a whole divisor of `duration` — or, when
/// `given` is empty, `baseDt` and `halvings` halvings of it (checked the same way).
StepList studySteps(const std::vector<double>& given, double baseDt, int halvings, double duration,
                    const StepNames& names);

/// Most samples of a comparison whose sample interval is chosen for the user.
inline constexpr long kMaxComparisonSamples = 200;

struct SampleChoice {
    double interval = 0.0;
    Message problem; ///< empty when interval is usable
};

/// `given` checked (a whole multiple of every run's dt, a whole divisor of `duration`), or
/// the smallest multiple of the largest dt that every dt divides, that divides `duration`
/// and gives at most `maxSamples` samples.
SampleChoice sampleInterval(const std::optional<double>& given, double duration,
                            const std::vector<IntegratorChoice>& runs, const StepNames& names,
                            long maxSamples = kMaxComparisonSamples);

} // namespace clothlab::core
