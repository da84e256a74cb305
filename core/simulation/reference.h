// Runs measured against a reference (DESIGN §4): the default reference method and the
// trajectory error of a run's positions against the reference's at the same time.
#pragma once

#include "core/model/system.h"
#include "core/scene/scene.h"

#include <Eigen/Core>

namespace clothlab::core {

/// The default reference: dop853 at a tight tolerance (1e-11), frame step dt.
IntegratorChoice defaultReference(double dt);

/// RMS and max over free particles of |x_i − y_i| (m).
struct TrajectoryError {
    double rms = 0.0;
    double max = 0.0;
};
TrajectoryError trajectoryError(const System& system, const Eigen::Matrix3Xd& x,
                                const Eigen::Matrix3Xd& reference);

} // namespace clothlab::core
