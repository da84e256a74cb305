// libFuzzer target: the OBJ reader, the closedness check, the accelerated inside test against
// the brute-force one, and (for closed meshes) a solid sampled from the mesh on a lattice of
// about 8 points per axis. Any crash, sanitizer report, uncaught exception or disagreement
// is a finding.
#include "core/solids/obj_mesh.h"
#include "core/solids/solid.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string_view>

using namespace clothlab::core;

namespace {

[[noreturn]] void finding(const char* what) {
    std::fprintf(stderr, "fuzz_obj: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    TriangleMesh mesh;
    try {
        mesh = parseObj(text, "fuzz.obj");
    } catch (const ObjError&) {
        return 0;
    }
    const bool closed = closedMeshProblem(mesh).empty();
    // The accelerated test answers as the brute-force one, at the vertices, the triangles'
    // centroids and points between them.
    const MeshInsideTest inside(mesh);
    const Eigen::Index vertices = mesh.vertices.cols();
    for (std::size_t t = 0; t < mesh.triangles.size() && t < 64; ++t) {
        const auto& tri = mesh.triangles[t];
        const Vec3 centroid =
            (mesh.vertices.col(tri[0]) + mesh.vertices.col(tri[1]) + mesh.vertices.col(tri[2])) /
            3.0;
        const Vec3 other = mesh.vertices.col(static_cast<Eigen::Index>(t) % vertices);
        for (const Vec3& p : {centroid, other, Vec3(0.5 * (centroid + other))}) {
            if (inside.inside(p) != insideMesh(mesh, p)) {
                finding("MeshInsideTest disagrees with insideMesh");
            }
        }
    }
    if (!closed) {
        return 0;
    }
    SolidSpec solid;
    solid.shape = SolidShape::Mesh;
    solid.mesh = mesh;
    const Vec3 extent = mesh.vertices.rowwise().maxCoeff() - mesh.vertices.rowwise().minCoeff();
    solid.spacing = extent.maxCoeff() / 8.0;
    if (solidShapeProblem(solid).empty()) {
        System system;
        try {
            addSolid(system, solid);
        } catch (const std::invalid_argument&) {
            // no lattice point inside (a thin mesh), said with a message
        }
    }
    return 0;
}
