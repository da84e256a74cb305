// Skinning of a solid's visual mesh to its particles (R2): each vertex follows a weighted
// blend of the rigid transforms of its K nearest particles, v = Σₖ wₖ·(x_pₖ + R_pₖ·oₖ), with
// oₖ the vertex's offset from particle pₖ in that particle's rest body frame. The binding is
// computed once; skinning a frame is K rotations and additions per vertex into a buffer the
// caller keeps, so a GUI can do it every frame. K = 1 shows R2's kinks at large deformation
// (each vertex rides one particle), K = 3 blends them away.
#pragma once

#include "core/model/system.h"

#include <Eigen/Core>
#include <vector>

namespace clothlab::core {

class SkinnedMesh {
public:
    /// Binds the rest vertices of `mesh` to their `neighbours` (1 to 8) nearest particles of
    /// the body at rest, weighted by inverse distance (normalised; a vertex on a particle
    /// follows that particle alone). Throws std::invalid_argument for K out of range or a
    /// mesh without particles.
    SkinnedMesh(const SolidMesh& mesh, int neighbours);

    int neighbours() const { return m_k; }
    int vertexCount() const { return static_cast<int>(m_offsets.cols() / m_k); }
    /// The mesh's triangles as a Surface over the skinned vertices (firstParticle 0), so that
    /// computeVertexNormals() gives the normals of a skinned frame.
    const Surface& surface() const { return m_surface; }

    /// Deformed vertices for system positions x and orientations q (the whole system's
    /// arrays): `out` is resized to 3 × vertexCount() only when its size differs.
    void skin(const Eigen::Matrix3Xd& x, const Eigen::Matrix4Xd& q, Eigen::Matrix3Xd& out);
    /// The same into a packed float buffer of 3·vertexCount() values (x, y, z per vertex),
    /// e.g. a vertex buffer.
    void skin(const Eigen::Matrix3Xd& x, const Eigen::Matrix4Xd& q, float* out);

    /// Particle and weight of the k-th binding of vertex v.
    int particle(int v, int k) const { return m_particles[static_cast<std::size_t>(v * m_k + k)]; }
    double weight(int v, int k) const { return m_weights[static_cast<std::size_t>(v * m_k + k)]; }

private:
    template <typename Write>
    void skinInto(const Eigen::Matrix3Xd& x, const Eigen::Matrix4Xd& q, Write write);

    int m_k = 3;
    int m_firstParticle = 0;
    std::vector<int> m_particles;             ///< K per vertex, system indices
    std::vector<double> m_weights;            ///< K per vertex, summing to 1
    Eigen::Matrix3Xd m_offsets;               ///< K per vertex, rest body frame of the particle, m
    std::vector<Eigen::Matrix3d> m_rotations; ///< per body particle, scratch of a frame
    Surface m_surface;
};

} // namespace clothlab::core
