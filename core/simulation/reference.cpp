#include "core/simulation/reference.h"

#include <algorithm>
#include <cmath>

namespace clothlab::core {

IntegratorChoice defaultReference(double dt) {
    return {"dop853", dt, {{"tolerance", 1e-11}}};
}

TrajectoryError trajectoryError(const System& system, const Eigen::Matrix3Xd& x,
                                const Eigen::Matrix3Xd& reference) {
    TrajectoryError error;
    int free = 0;
    double sum2 = 0.0;
    for (int i = 0; i < system.particleCount(); ++i) {
        if (system.isPinned(i)) {
            continue;
        }
        const double d = (x.col(i) - reference.col(i)).norm();
        sum2 += d * d;
        error.max = std::max(error.max, d);
        ++free;
    }
    error.rms = free > 0 ? std::sqrt(sum2 / free) : 0.0;
    return error;
}

} // namespace clothlab::core
