// Skinning runs on the GUI thread for every frame, so everything it writes is sized in
// build() and rebind(): SkinnedMesh::skin() and computeVertexNormals() fill per-mesh scratch
// matrices already of the right size, and the float buffers are overwritten in place. (Handing
// the bytes to Qt 3D is the same one copy per frame as the cloth's buffers.)
#include "widgets/view3d/scene_view_solids.h"

#include <algorithm>

namespace clothlab::widgets {

namespace {

void writeFloats(QByteArray& bytes, const Eigen::Matrix3Xd& m, int firstVertex) {
    auto* out = reinterpret_cast<float*>(bytes.data()) + 3 * qsizetype(firstVertex);
    for (Eigen::Index c = 0; c < m.cols(); ++c)
        for (int d = 0; d < 3; ++d)
            out[3 * c + d] = static_cast<float>(m(d, c));
}

} // namespace

void SolidSkins::build(const core::System& system, int neighbours) {
    m_meshes = system.solidMeshes();
    m_restOrientations = system.orientations();
    m_indices.clear();
    int first = 0;
    for (const core::SolidMesh& mesh : m_meshes) {
        for (const auto& t : mesh.triangles)
            for (int corner : t)
                m_indices.push_back(quint32(first + corner));
        first += int(mesh.restVertices.cols());
    }
    m_vertexCount = first;
    m_vertexBytes = QByteArray(qsizetype(m_vertexCount) * 3 * qsizetype(sizeof(float)), '\0');
    m_normalBytes = m_vertexBytes;
    rebind(neighbours);
    skin(system.positions(), nullptr);
}

void SolidSkins::rebind(int neighbours) {
    m_neighbours = std::clamp(neighbours, 1, 8);
    m_skins.clear();
    m_vertices.clear();
    m_normals.clear();
    for (const core::SolidMesh& mesh : m_meshes) {
        m_skins.emplace_back(mesh, m_neighbours);
        m_vertices.emplace_back(3, mesh.restVertices.cols());
        m_normals.emplace_back(3, mesh.restVertices.cols());
    }
}

void SolidSkins::skin(const Eigen::Matrix3Xd& x, const Eigen::Matrix4Xd* q) {
    skin(x, q, m_vertexBytes, m_normalBytes);
}

void SolidSkins::skin(const Eigen::Matrix3Xd& x, const Eigen::Matrix4Xd* q, QByteArray& vertexBytes,
                      QByteArray& normalBytes) {
    const Eigen::Matrix4Xd& orientations = q && q->cols() == x.cols() ? *q : m_restOrientations;
    if (orientations.cols() != x.cols())
        return;
    if (vertexBytes.size() != m_vertexBytes.size())
        vertexBytes.resize(m_vertexBytes.size());
    if (normalBytes.size() != m_vertexBytes.size())
        normalBytes.resize(m_vertexBytes.size());
    int first = 0;
    for (size_t s = 0; s < m_skins.size(); ++s) {
        core::SkinnedMesh& skin = m_skins[s];
        Eigen::Matrix3Xd& vertices = m_vertices[s];
        skin.skin(x, orientations, vertices);
        core::computeVertexNormals(vertices, skin.surface(), m_normals[s]);
        writeFloats(vertexBytes, vertices, first);
        writeFloats(normalBytes, m_normals[s], first);
        first += skin.vertexCount();
    }
}

} // namespace clothlab::widgets
