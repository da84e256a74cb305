// Binding by brute force (every vertex against every particle of its body, once); a frame
// first turns each body particle's quaternion into a matrix (one per particle, not one per
// binding), then blends. Particles start with the identity orientation, so a rest offset in
// the body frame is the world offset at rest.
#include "core/solids/skinning.h"

#include "core/model/rotation.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace clothlab::core {

SkinnedMesh::SkinnedMesh(const SolidMesh& mesh, int neighbours)
    : m_k(neighbours), m_firstParticle(mesh.firstParticle) {
    const int n = static_cast<int>(mesh.restParticles.cols());
    if (neighbours < 1 || neighbours > 8) {
        throw std::invalid_argument("skinning needs 1 to 8 neighbours");
    }
    if (n == 0) {
        throw std::invalid_argument("skinning needs a body with particles");
    }
    m_k = std::min(neighbours, n);
    const auto vertices = static_cast<int>(mesh.restVertices.cols());
    m_particles.resize(static_cast<std::size_t>(vertices * m_k));
    m_weights.resize(m_particles.size());
    m_offsets.resize(3, vertices * m_k);
    std::vector<int> order(static_cast<std::size_t>(n));
    std::vector<double> distance(static_cast<std::size_t>(n));
    for (int v = 0; v < vertices; ++v) {
        const Vec3 p = mesh.restVertices.col(v);
        for (int i = 0; i < n; ++i) {
            distance[static_cast<std::size_t>(i)] = (mesh.restParticles.col(i) - p).norm();
        }
        std::iota(order.begin(), order.end(), 0);
        std::partial_sort(order.begin(), order.begin() + m_k, order.end(), [&](int a, int b) {
            return distance[static_cast<std::size_t>(a)] < distance[static_cast<std::size_t>(b)] ||
                   (distance[static_cast<std::size_t>(a)] ==
                        distance[static_cast<std::size_t>(b)] &&
                    a < b);
        });
        // Inverse-distance weights; a vertex sitting on its nearest particle takes it alone.
        const double nearest = distance[static_cast<std::size_t>(order[0])];
        double sum = 0.0;
        for (int k = 0; k < m_k; ++k) {
            const int i = order[static_cast<std::size_t>(k)];
            const double d = distance[static_cast<std::size_t>(i)];
            const double w = nearest == 0.0 ? (k == 0 ? 1.0 : 0.0) : 1.0 / d;
            const auto slot = static_cast<std::size_t>(v * m_k + k);
            m_particles[slot] = mesh.firstParticle + i;
            m_weights[slot] = w;
            m_offsets.col(static_cast<Eigen::Index>(slot)) = p - mesh.restParticles.col(i);
            sum += w;
        }
        for (int k = 0; k < m_k; ++k) {
            m_weights[static_cast<std::size_t>(v * m_k + k)] /= sum;
        }
    }
    m_rotations.resize(static_cast<std::size_t>(n));
    m_surface.firstParticle = 0;
    m_surface.particleCount = vertices;
    m_surface.triangles = mesh.triangles;
}

template <typename Write>
void SkinnedMesh::skinInto(const Eigen::Matrix3Xd& x, const Eigen::Matrix4Xd& q, Write write) {
    for (std::size_t i = 0; i < m_rotations.size(); ++i) {
        m_rotations[i] = rotationOf(q.col(m_firstParticle + static_cast<Eigen::Index>(i)));
    }
    const int vertices = vertexCount();
    for (int v = 0; v < vertices; ++v) {
        Vec3 sum = Vec3::Zero();
        for (int k = 0; k < m_k; ++k) {
            const auto slot = static_cast<std::size_t>(v * m_k + k);
            const int p = m_particles[slot];
            const Eigen::Matrix3d& R = m_rotations[static_cast<std::size_t>(p - m_firstParticle)];
            sum +=
                m_weights[slot] * (x.col(p) + R * m_offsets.col(static_cast<Eigen::Index>(slot)));
        }
        write(v, sum);
    }
}

void SkinnedMesh::skin(const Eigen::Matrix3Xd& x, const Eigen::Matrix4Xd& q,
                       Eigen::Matrix3Xd& out) {
    if (out.cols() != vertexCount()) {
        out.resize(3, vertexCount());
    }
    skinInto(x, q, [&out](int v, const Vec3& p) { out.col(v) = p; });
}

void SkinnedMesh::skin(const Eigen::Matrix3Xd& x, const Eigen::Matrix4Xd& q, float* out) {
    skinInto(x, q, [out](int v, const Vec3& p) {
        for (int c = 0; c < 3; ++c) {
            out[3 * v + c] = static_cast<float>(p[c]);
        }
    });
}

} // namespace clothlab::core
