// Internal to the explicit methods (runge_kutta.cpp, symplectic.cpp, adaptive_rk.cpp): the
// pieces their stages share — sizing the stage arrays, accelerations M⁻¹·f, the rotational
// half of a stage for oriented particles, and whether the forces depend on the velocities.
#pragma once

#include "core/forces/force_model.h"
#include "core/integrators/integrator.h"
#include "core/model/rotation.h"
#include "core/model/system.h"

#include <Eigen/Core>
#include <algorithm>
#include <vector>

namespace clothlab::core::stages {

/// Resizes a 3 × n matrix only when its column count differs (no allocation otherwise).
inline void ensureSize(Eigen::Matrix3Xd& m, Eigen::Index n) {
    if (m.cols() != n) {
        m.resize(3, n);
    }
}

/// out = F·M⁻¹ column by column: the accelerations of forces F (pinned particles: 0).
inline void accelerations(const Eigen::Matrix3Xd& forces, const Eigen::VectorXd& inverseMasses,
                          Eigen::Matrix3Xd& out) {
    ensureSize(out, forces.cols());
    out.noalias() = forces * inverseMasses.asDiagonal();
}

/// Stage 1 of a Runge–Kutta step, F at the start: (v, M⁻¹·f) from the simulation's start
/// evaluation, and for oriented particles (q̇, Ω̇) = (½(0, Ω)⊗q, I⁻¹·τ).
inline void firstStage(const StepContext& ctx, Eigen::Matrix3Xd& kx, Eigen::Matrix3Xd& kv,
                       Eigen::Matrix4Xd& kq, Eigen::Matrix3Xd& kw) {
    const System& s = ctx.system;
    kx = s.velocities();
    accelerations(ctx.start.forces, s.inverseMasses(), kv);
    if (s.hasOrientations()) {
        quaternionRates(s.orientations(), s.angularVelocities(), kq);
        angularAccelerations(ctx.start.torques, s.inverseInertias(), kw);
    }
}

/// True when damping or drag makes the forces depend on the velocities.
inline bool dependsOnVelocity(const ForceModel& model) {
    if (model.environment().airDrag != 0.0) {
        return true;
    }
    const std::vector<double>& c = model.springs().damping;
    return std::any_of(c.begin(), c.end(), [](double d) { return d != 0.0; });
}

} // namespace clothlab::core::stages
