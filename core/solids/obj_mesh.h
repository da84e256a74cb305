// Closed triangle meshes for solids: the Wavefront OBJ subset ClothLab reads (vertices and
// polygonal faces), the closedness check, and the inside test used to sample a mesh's
// volume with particles.
#pragma once

#include "core/base/message.h"
#include "core/base/types.h"

#include <Eigen/Core>
#include <array>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace clothlab::core {

/// Vertices and counter-clockwise (seen from outside) triangles.
struct TriangleMesh {
    Eigen::Matrix3Xd vertices; ///< m
    std::vector<std::array<int, 3>> triangles;
    bool operator==(const TriangleMesh& other) const {
        return vertices.cols() == other.vertices.cols() && vertices == other.vertices &&
               triangles == other.triangles;
    }
};

/// An OBJ file that cannot be read. what() is "FILE: line N: REASON" (no line for errors
/// about the file as a whole).
class ObjError : public std::runtime_error, public DescribedError {
public:
    ObjError(const std::string& file, int line, Message reason);
    int line() const { return m_line; }
    const std::string& file() const { return m_file; }
    /// The reason alone, without file and line.
    const Message& reason() const { return m_reason; }
    /// "FILE: line N: REASON" (or "FILE: REASON") as a message, for the GUI to translate.
    Message message() const;
    Message describe() const override { return message(); }

private:
    std::string m_file;
    int m_line = 0;
    Message m_reason;
};

/// Parses OBJ text: `v x y z [w]` and `f` with 3 or more corners (`i`, `i/t`, `i//n`,
/// `i/t/n`; negative indices count back from the last vertex), polygons fanned into
/// triangles. Normals, texture coordinates, groups, objects, smoothing and materials are
/// skipped; any other statement, a malformed number, an index out of range or a file
/// without faces is an error naming the file and line. `file` is only used in messages.
TriangleMesh parseObj(std::string_view text, const std::string& file);

/// Reads and parses an OBJ file. Throws ObjError.
TriangleMesh loadObjFile(const std::string& path);

/// Why the mesh does not bound a volume (an edge not shared by exactly two triangles, or
/// shared by two with the same direction), or empty when it is closed and consistently
/// oriented.
Message closedMeshProblem(const TriangleMesh& mesh);

/// Whether p lies inside the closed mesh (parity of crossings of a ray).
bool insideMesh(const TriangleMesh& mesh, const Vec3& p);

/// insideMesh() for many points of one mesh: the triangles are bucketed on a grid by their
/// shadow along the ray, so a query tests only the triangles whose shadow covers its point.
/// The answers are insideMesh()'s. The mesh must outlive the test.
class MeshInsideTest {
public:
    explicit MeshInsideTest(const TriangleMesh& mesh);
    bool inside(const Vec3& p) const;

private:
    const TriangleMesh& m_mesh;
    Vec3 m_u, m_w; ///< the plane across the ray
    double m_u0 = 0.0, m_w0 = 0.0, m_cell = 1.0;
    int m_nu = 1, m_nw = 1;
    std::vector<int> m_start; ///< triangles of cell c: m_items[m_start[c] .. m_start[c + 1])
    std::vector<int> m_items;
};

/// Largest OBJ file read (bytes): a bigger one (or a device such as /dev/zero) is refused.
inline constexpr long long kMaxObjFileBytes = 256LL << 20;

} // namespace clothlab::core
