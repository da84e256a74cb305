// Pure kernels for oriented particles (R2): quaternion rates and exact rotations, and the
// array stages the integrators apply to all orientations at once.
//
// Quaternions are stored as Eigen's coefficients (x, y, z, w), body to world; angular
// velocities ω are world-frame. The kinematics q̇ = ½·(0, ω)⊗q (Hamilton product) hold for
// world-frame ω; with q = (v, w):  q̇ = ½·(w·ω + ω × v, −ω·v). Inertia is isotropic (a solid
// sphere per particle), so Euler's equations reduce to I·ω̇ = τ: no gyroscopic term.
#pragma once

#include "core/base/types.h"

#include <Eigen/Core>
#include <Eigen/Geometry>
#include <cmath>

namespace clothlab::core {

using Vec4 = Eigen::Vector4d;

/// q̇ of quaternion q turning at world angular velocity ω (1/s). q need not be unit.
inline Vec4 quaternionRate(const Vec4& q, const Vec3& omega) {
    const Vec3 v = q.head<3>();
    Vec4 rate;
    rate.head<3>() = 0.5 * (q[3] * omega + omega.cross(v));
    rate[3] = -0.5 * omega.dot(v);
    return rate;
}

/// exp(h·ω)⊗q: q turned by the angle h·|ω| about ω (exact for constant ω), normalised.
inline Vec4 rotateQuaternion(const Vec4& q, const Vec3& omega, double h) {
    const double angle = h * omega.norm();
    if (angle == 0.0) {
        return q.normalized();
    }
    const Eigen::Quaterniond turn(Eigen::AngleAxisd(angle, omega / omega.norm()));
    return (turn * Eigen::Quaterniond(q)).normalized().coeffs();
}

/// Rotation matrix of q (normalised first, so RK stages off the unit sphere are fine).
inline Eigen::Matrix3d rotationOf(const Vec4& q) {
    return Eigen::Quaterniond(q).normalized().toRotationMatrix();
}

/// out = (q̇ of every column); out is resized to 4 × n.
inline void quaternionRates(const Eigen::Matrix4Xd& q, const Eigen::Matrix3Xd& omega,
                            Eigen::Matrix4Xd& out) {
    out.resize(4, q.cols());
    for (Eigen::Index i = 0; i < q.cols(); ++i) {
        out.col(i) = quaternionRate(q.col(i), omega.col(i));
    }
}

/// q ← exp(h·ω)⊗q for every column.
inline void rotateAll(Eigen::Matrix4Xd& q, const Eigen::Matrix3Xd& omega, double h) {
    for (Eigen::Index i = 0; i < q.cols(); ++i) {
        q.col(i) = rotateQuaternion(q.col(i), omega.col(i), h);
    }
}

/// Normalises every column (after an additive Runge–Kutta update).
inline void normalizeQuaternions(Eigen::Matrix4Xd& q) {
    for (Eigen::Index i = 0; i < q.cols(); ++i) {
        q.col(i).normalize();
    }
}

/// out = τ·I⁻¹ column by column (rad/s²); out is resized to 3 × n.
inline void angularAccelerations(const Eigen::Matrix3Xd& torques,
                                 const Eigen::VectorXd& inverseInertias, Eigen::Matrix3Xd& out) {
    out.resize(3, torques.cols());
    out.noalias() = torques * inverseInertias.asDiagonal();
}

} // namespace clothlab::core
