#include "core/model/system.h"

#include <Eigen/Geometry>
#include <cmath>

namespace clothlab::core {

void computeVertexNormals(const Eigen::Matrix3Xd& x, const Surface& surface,
                          Eigen::Matrix3Xd& normals) {
    const int n = surface.particleCount;
    if (normals.cols() != n) {
        normals.resize(3, n);
    }
    normals.setZero();
    // The cross product of two edges is twice the triangle's area times its unit normal, so
    // summing the raw products weights each face by its area (one of the weightings compared
    // in N. Max, "Weights for computing vertex normals from facet normals", 1999);
    // degenerate faces contribute nothing.
    for (const auto& t : surface.triangles) {
        const Vec3 a = x.col(t[0]);
        const Vec3 weighted = (x.col(t[1]) - a).cross(x.col(t[2]) - a);
        for (int corner : t) {
            normals.col(corner - surface.firstParticle) += weighted;
        }
    }
    for (int k = 0; k < n; ++k) {
        const double length = normals.col(k).norm();
        if (length > 0.0 && std::isfinite(length)) {
            normals.col(k) /= length;
        } else {
            normals.col(k) = Vec3(0.0, 0.0, 1.0);
        }
    }
}

} // namespace clothlab::core
