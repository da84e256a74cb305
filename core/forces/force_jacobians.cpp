// ∂f/∂x and ∂f/∂v over every particle (force_jacobians.h), from the per-spring kernels of
// spring_jacobians.h: with J = ∂f_a/∂x_b of a spring (a, b), the blocks are −J at (a, a) and
// (b, b) and +J at (a, b) and (b, a) (f_b = −f_a and f_a depends on x_b − x_a).
#include "core/forces/force_jacobians.h"

#include "core/base/message.h"
#include "core/forces/spring_jacobians.h"

#include <vector>

namespace clothlab::core {

namespace {

using Triplets = std::vector<Eigen::Triplet<double>>;

void addSpringBlock(Triplets& t, int a, int b, const Eigen::Matrix3d& j) {
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c) {
            t.emplace_back(3 * a + r, 3 * a + c, -j(r, c));
            t.emplace_back(3 * b + r, 3 * b + c, -j(r, c));
            t.emplace_back(3 * a + r, 3 * b + c, j(r, c));
            t.emplace_back(3 * b + r, 3 * a + c, j(r, c));
        }
    }
}

} // namespace

ForceJacobians forceJacobians(const System& system, const ForceModel& model,
                              const Eigen::Matrix3Xd& x, const Eigen::Matrix3Xd& v) {
    if (system.hasOrientations()) {
        throw MessageError(msg(CLOTHLAB_TR_NOOP(
            "CoreMessage", "force Jacobians: scenes with solids (oriented particles) are not "
                           "supported; they cover particle positions and velocities only")));
    }
    const PackedSprings& p = model.springs();
    const auto n = static_cast<Eigen::Index>(3 * system.particleCount());
    Triplets k;
    Triplets c;
    k.reserve(36 * static_cast<std::size_t>(p.size()));
    c.reserve(36 * static_cast<std::size_t>(p.size()) + static_cast<std::size_t>(n));
    const double cAir = model.environment().airDrag;
    if (cAir != 0.0) {
        for (Eigen::Index r = 0; r < n; ++r) {
            c.emplace_back(static_cast<int>(r), static_cast<int>(r), -cAir);
        }
    }
    for (std::size_t s = 0; s < static_cast<std::size_t>(p.size()); ++s) {
        const int a = p.a[s];
        const int b = p.b[s];
        const Eigen::Matrix3d jx =
            springStiffnessJacobian(x.col(a), x.col(b), p.rest[s], p.kStretch[s], p.kCompress[s],
                                    false)
                .matrix() +
            springDampingPositionJacobian(x.col(a), x.col(b), v.col(a), v.col(b), p.damping[s]);
        addSpringBlock(k, a, b, jx);
        if (p.damping[s] != 0.0) {
            addSpringBlock(c, a, b,
                           springDampingJacobian(x.col(a), x.col(b), p.damping[s]).matrix());
        }
    }
    ForceJacobians out;
    out.stiffness.resize(n, n);
    out.stiffness.setFromTriplets(k.begin(), k.end());
    out.damping.resize(n, n);
    out.damping.setFromTriplets(c.begin(), c.end());
    return out;
}

} // namespace clothlab::core
