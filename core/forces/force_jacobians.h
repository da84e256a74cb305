// The Jacobians of the force model over every particle, K = ∂f/∂x and C = ∂f/∂v (3N × 3N,
// rows and columns 3i…3i+2 for particle i, pinned particles included), for methods that solve
// their own implicit steps (a user's Newton iteration through the clothlab module).
#pragma once

#include "core/forces/force_model.h"

#include <Eigen/Core>
#include <Eigen/SparseCore>

namespace clothlab::core {

/// K and C at (x, v): exact, as the spectrum's linearisation (core/analysis/spectrum.h) — k⁺ or
/// k⁻ by the sign of each spring's extension, the transverse term unclamped, the position
/// derivative of spring damping included (so K is not symmetric when springs are damped and
/// moving) — plus air drag, C = −c_air·I on every particle. Gravity, wind and the random wind's
/// push do not depend on the state. Row-major, so that the arrays are CSR as they are. Throws
/// MessageError for systems with orientations (solids), whose rotations are not in it.
struct ForceJacobians {
    Eigen::SparseMatrix<double, Eigen::RowMajor> stiffness; ///< K, N/m
    Eigen::SparseMatrix<double, Eigen::RowMajor> damping;   ///< C, N·s/m
};
ForceJacobians forceJacobians(const System& system, const ForceModel& model,
                              const Eigen::Matrix3Xd& x, const Eigen::Matrix3Xd& v);

} // namespace clothlab::core
