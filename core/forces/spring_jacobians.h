// Pure kernels: the Jacobians of one spring's force (DESIGN §2) with respect to positions
// and velocities, as used by the Newton steps of implicit-euler and bdf2.
//
// With d = x_j − x_i, l = |d|, n = d/l, e = l − L and k = (e > 0 ? k⁺ : k⁻), the force on i
// is f_i = (k·e + c·(v_j − v_i)·n)·n. Differentiating (Baraff & Witkin, "Large steps in cloth
// simulation", SIGGRAPH 1998, §5):
//   ∂f_i/∂x_j = k·(n·nᵀ + (1 − L/l)·(I − n·nᵀ))  (+ a damping term, see below),
//   ∂f_i/∂v_j = c·n·nᵀ,
// with ∂f_i/∂x_i = −∂f_i/∂x_j, ∂f_j/∂x_j = −∂f_i/∂x_j, ∂f_j/∂x_i = ∂f_i/∂x_j (the same for v).
// The elastic block is the Hessian of the energy ½·k·e². For a compressed spring (l < L) its
// transverse part (1 − L/l) is negative and the system matrix can become indefinite; with
// `clampCompression` the factor is clamped at 0, for the matrix only — a Newton iteration
// whose residual is exact still converges to the same solution, just not quadratically.
// The derivative of the damping force with respect to positions,
// (c/l)·((v_rel·n)·(I − n·nᵀ) + n·v_relᵀ·(I − n·nᵀ)), is not symmetric and is not returned
// here: the integrators leave it out of the matrix so that it stays symmetric for CG.
#pragma once

#include "core/base/types.h"

#include <Eigen/Core>
#include <algorithm>
#include <cmath>

namespace clothlab::core {

/// A symmetric 3×3 block of the form iso·I + along·n·nᵀ (n unit).
struct SpringBlock {
    double iso = 0.0;
    double along = 0.0;
    Vec3 n = Vec3::Zero();

    Eigen::Matrix3d matrix() const {
        return iso * Eigen::Matrix3d::Identity() + along * n * n.transpose();
    }
    Vec3 apply(const Vec3& u) const { return iso * u + along * n.dot(u) * n; }
};

/// ∂f_i/∂x_j of the elastic force of spring (xi, xj), N/m; k⁺/k⁻ by the sign of l − L at
/// these positions. With clampCompression the transverse factor (1 − L/l) is clamped at 0.
inline SpringBlock springStiffnessJacobian(const Vec3& xi, const Vec3& xj, double restLength,
                                           double kStretch, double kCompress,
                                           bool clampCompression) {
    const Vec3 d = xj - xi;
    const double l = d.norm();
    const double k = l > restLength ? kStretch : kCompress;
    double transverse = 1.0 - restLength / l;
    if (clampCompression) {
        transverse = std::max(transverse, 0.0);
    }
    return {k * transverse, k * (1.0 - transverse), d / l};
}

/// ∂f_i/∂v_j of the damping force of spring (xi, xj), N·s/m: c·n·nᵀ.
inline SpringBlock springDampingJacobian(const Vec3& xi, const Vec3& xj, double damping) {
    const Vec3 d = xj - xi;
    return {0.0, damping, d / d.norm()};
}

/// ∂f_i/∂x_j of the damping force c·((v_j − v_i)·n)·n of spring (xi, xj), N·s/m·(1/s):
/// (c/l)·((v_rel·n)·(I − n·nᵀ) + n·v_relᵀ·(I − n·nᵀ)), v_rel = v_j − v_i. Not symmetric; the
/// Newton integrators leave it out, the linearisation of the spectrum (core/analysis/spectrum.h)
/// keeps it.
inline Eigen::Matrix3d springDampingPositionJacobian(const Vec3& xi, const Vec3& xj, const Vec3& vi,
                                                     const Vec3& vj, double damping) {
    const Vec3 d = xj - xi;
    const double l = d.norm();
    const Vec3 n = d / l;
    const Vec3 vRel = vj - vi;
    const Eigen::Matrix3d transverse = Eigen::Matrix3d::Identity() - n * n.transpose();
    return (damping / l) * (vRel.dot(n) * transverse + n * (vRel.transpose() * transverse));
}

} // namespace clothlab::core
