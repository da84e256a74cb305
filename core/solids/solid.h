// Solid bodies (R2): particles sampled on a cubic lattice inside a shape (box, sphere,
// torus or a closed OBJ mesh), joined to their lattice neighbours by position springs and
// angle springs, each particle an oriented sphere; and the visual surface skinned to them.
#pragma once

#include "core/model/system.h"
#include "core/solids/obj_mesh.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace clothlab::core {

enum class SolidShape : std::uint8_t { Box, Sphere, Torus, Mesh };

/// The lattice points inside the shape, world frame, in lattice order (x fastest), and
/// their lattice coordinates.
struct SolidLattice {
    Eigen::Matrix3Xd points;
    std::vector<std::array<int, 3>> cells;
};

struct CachedSolidLattice;

/// The lattice of a spec, sampled once (by the scene reader, cacheSolidLattice()) and reused
/// by sampleSolid() while the spec's shape values are those it was sampled from; a copy
/// edited later samples afresh. Shared and never written after it is made, so copies of a
/// scene on several threads may use it. Not part of a spec's value: two specs compare equal
/// whatever their caches hold.
struct SolidLatticeCache {
    std::shared_ptr<const CachedSolidLattice> entry;
    bool operator==(const SolidLatticeCache&) const { return true; }
};

std::string_view solidShapeId(SolidShape shape); ///< "box", "sphere", "torus", "mesh"
std::optional<SolidShape> solidShapeFromId(std::string_view id);

/// A solid body. The shape is described in its own frame (box and sphere centred at the
/// origin, the torus around the y axis, a mesh as in its file), then scaled (mesh only),
/// rotated by `rotation` and moved to `center`. Lattice points lie at spacing·(i, j, k) in
/// the shape frame (for a box: centred so that the faces hold lattice points when the edge
/// lengths are multiples of the spacing). Neighbours along the lattice axes get a structural
/// spring and an angle spring; with `diagonals`, face diagonals get a shear spring. Springs
/// take the scene's stiffness table times `springScale`; every particle has the isotropic
/// inertia of a solid sphere of diameter `spacing`, I = m·spacing²/10.
struct SolidSpec {
    std::string name = "solid";
    SolidShape shape = SolidShape::Box;
    Vec3 center{0.0, 0.0, 0.0};    ///< m
    Vec3 rotation{0.0, 0.0, 0.0};  ///< rotation vector (axis × angle, rad), shape → world
    Vec3 size{0.2, 0.2, 0.2};      ///< box edge lengths, m, > 0
    double radius = 0.1;           ///< sphere radius; torus: centre to tube axis, m, > 0
    double tubeRadius = 0.04;      ///< torus tube radius, m, in (0, radius)
    std::string meshFile;          ///< mesh: the OBJ path as written in the scene file
    TriangleMesh mesh;             ///< mesh: the loaded OBJ (shape frame, before meshScale)
    double meshScale = 1.0;        ///< mesh: multiplies the OBJ coordinates, > 0
    double spacing = 0.05;         ///< lattice spacing, m, > 0
    double particleMass = 0.01;    ///< kg, > 0
    double angleStiffness = 500.0; ///< k of every angle spring, N/m, ≥ 0
    double springScale = 1.0;      ///< multiplies the stiffness table for its springs, ≥ 0
    bool diagonals = true;
    Vec3 velocity{0.0, 0.0, 0.0};        ///< initial velocity of the centre, m/s
    Vec3 angularVelocity{0.0, 0.0, 0.0}; ///< initial spin about the centre, rad/s
    SolidLatticeCache lattice;           ///< see SolidLatticeCache
    bool operator==(const SolidSpec&) const = default;
};

/// Why the shape parameters are unusable (non-positive sizes, a torus tube not thinner than
/// its radius, a mesh that is empty or not closed, a lattice of more than 2 million
/// points), or empty.
Message solidShapeProblem(const SolidSpec& solid);

/// The particles of the solid. Requires solidShapeProblem(solid) to be empty. Uses the
/// spec's cached lattice when it is current.
SolidLattice sampleSolid(const SolidSpec& solid);

/// Samples the lattice into `solid.lattice` (once; later sampleSolid() calls reuse it).
/// Requires solidShapeProblem(solid) to be empty.
const SolidLattice& cacheSolidLattice(SolidSpec& solid);

/// The springs addSolid() creates for `lattice` (structural, and shear with diagonals).
long long solidSpringCount(const SolidSpec& solid, const SolidLattice& lattice);

/// The visual surface (world frame, counter-clockwise outside): subdivided box faces, a
/// latitude–longitude sphere, a torus grid, or the mesh itself; about one vertex per
/// spacing along the surface.
TriangleMesh solidSurface(const SolidSpec& solid);

/// Appends the solid: particles with orientations, springs, angle springs, its SolidMesh,
/// contact radius spacing/2 (the largest of all solids). Throws std::invalid_argument
/// naming the body for an unusable spec or a shape without lattice points.
BodyRange addSolid(System& system, const SolidSpec& solid);

} // namespace clothlab::core
