// Private to SceneView: the skinned visual meshes of a system's solids (R2), packed into one
// vertex and one normal buffer of floats that SceneViewScene uploads as they are.
#pragma once

#include "core/model/system.h"
#include "core/solids/skinning.h"

#include <QByteArray>
#include <QtGlobal>
#include <vector>

namespace clothlab::widgets {

/// Every solid's SkinnedMesh, one after the other in the packed buffers. build() binds once
/// per topology, rebind() changes K only, skin() fills the buffers for a frame without
/// allocating.
class SolidSkins {
public:
    /// Binds every solid mesh of `system` to its `neighbours` nearest particles and keeps the
    /// system's orientations as the ones skin() uses when it is given none.
    void build(const core::System& system, int neighbours);
    /// New bindings with K = `neighbours` (1 to 8) for the meshes of the last build().
    void rebind(int neighbours);
    /// Skins every mesh at positions `x` (3 × particle count, m) and orientations `q` (4 ×
    /// particle count; null or another size: the orientations of build()) and writes vertex
    /// positions and unit normals into vertexBytes() and normalBytes().
    void skin(const Eigen::Matrix3Xd& x, const Eigen::Matrix4Xd* q);
    /// The same into buffers of the caller (an overlay's), resized only when their size
    /// differs from vertexBytes().
    void skin(const Eigen::Matrix3Xd& x, const Eigen::Matrix4Xd* q, QByteArray& vertexBytes,
              QByteArray& normalBytes);

    int neighbours() const { return m_neighbours; }
    int vertexCount() const { return m_vertexCount; }
    /// Triangle corners, indices into the packed vertices.
    const std::vector<quint32>& indices() const { return m_indices; }
    /// x, y, z floats per vertex (m): what the view draws.
    const QByteArray& vertexBytes() const { return m_vertexBytes; }
    const QByteArray& normalBytes() const { return m_normalBytes; }

private:
    std::vector<core::SolidMesh> m_meshes;
    std::vector<core::SkinnedMesh> m_skins;
    std::vector<Eigen::Matrix3Xd> m_vertices; ///< per mesh, scratch of a frame
    std::vector<Eigen::Matrix3Xd> m_normals;  ///< per mesh, scratch of a frame
    Eigen::Matrix4Xd m_restOrientations;
    std::vector<quint32> m_indices;
    QByteArray m_vertexBytes;
    QByteArray m_normalBytes;
    int m_neighbours = 3;
    int m_vertexCount = 0;
};

} // namespace clothlab::widgets
