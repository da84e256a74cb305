// The pieces the analyses share (analysis_detail.h).
#include "core/analysis/analysis_detail.h"

#include "core/analysis/study_steps.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace clothlab::core {

namespace detail {

long wholeSteps(double interval, double dt, const char* what) {
    const double steps = interval / dt;
    // Checked before the cast: a huge interval or a tiny dt must not overflow a long.
    if (!(steps <= static_cast<double>(kMaxRunSteps))) {
        throw MessageError(stepsFor(interval, dt, what).problem);
    }
    if (!wholeMultiple(interval, dt)) {
        throw std::invalid_argument(std::string(what) + " must be a whole number of time steps: " +
                                    std::to_string(interval) + " s / dt " + std::to_string(dt) +
                                    " s = " + std::to_string(steps));
    }
    return std::lround(steps);
}

bool advanceChecked(Simulation& sim, long steps, const Progress& progress) {
    for (long n = 0; n < steps; ++n) {
        if ((n & 255) == 0) {
            progress.checkCancel();
        }
        if (!sim.step()) {
            return false;
        }
    }
    return true;
}

} // namespace detail

} // namespace clothlab::core
