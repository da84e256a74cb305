// Solid bodies: lattice sampling, visual surfaces and the builder. Positions are generated in
// the shape frame and mapped to the world by one rigid transform, so a rotated solid is the
// same lattice, turned.
#include "core/solids/solid.h"

#include <Eigen/Geometry>
#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>
#include <optional>
#include <set>
#include <stdexcept>

namespace clothlab::core {

namespace {

constexpr std::array<std::pair<SolidShape, std::string_view>, 4> kShapeIds{{
    {SolidShape::Box, "box"},
    {SolidShape::Sphere, "sphere"},
    {SolidShape::Torus, "torus"},
    {SolidShape::Mesh, "mesh"},
}};

constexpr double kMaxLatticePoints = 2e6;

Eigen::Matrix3d shapeRotation(const SolidSpec& s) {
    const double angle = s.rotation.norm();
    return angle == 0.0 ? Eigen::Matrix3d::Identity()
                        : Eigen::AngleAxisd(angle, s.rotation / angle).toRotationMatrix();
}

Vec3 toWorld(const SolidSpec& s, const Eigen::Matrix3d& R, const Vec3& local) {
    return s.center + R * local;
}

/// Shape-frame bounding box of the shape.
std::pair<Vec3, Vec3> shapeBounds(const SolidSpec& s) {
    switch (s.shape) {
    case SolidShape::Box:
        return {-0.5 * s.size, 0.5 * s.size};
    case SolidShape::Sphere:
        return {Vec3::Constant(-s.radius), Vec3::Constant(s.radius)};
    case SolidShape::Torus: {
        const double outer = s.radius + s.tubeRadius;
        return {Vec3(-outer, -s.tubeRadius, -outer), Vec3(outer, s.tubeRadius, outer)};
    }
    case SolidShape::Mesh:
        break;
    }
    return {s.meshScale * s.mesh.vertices.rowwise().minCoeff(),
            s.meshScale * s.mesh.vertices.rowwise().maxCoeff()};
}

bool insideShape(const SolidSpec& s, const Vec3& p) {
    // A hair of tolerance so that lattice points on a box face or sphere pole count as inside.
    const double tolerance = 1e-9 * s.spacing;
    switch (s.shape) {
    case SolidShape::Box:
        return (p.cwiseAbs() - 0.5 * s.size).maxCoeff() <= tolerance;
    case SolidShape::Sphere:
        return p.norm() <= s.radius + tolerance;
    case SolidShape::Torus: {
        const double ring = std::hypot(p.x(), p.z()) - s.radius;
        return std::hypot(ring, p.y()) <= s.tubeRadius + tolerance;
    }
    case SolidShape::Mesh:
        break;
    }
    return insideMesh(s.mesh, p / s.meshScale);
}

/// First and last lattice index along one axis covering [lo, hi]; a box's lattice is
/// shifted by `offset` so that it is symmetric about the centre.
struct AxisRange {
    int first = 0;
    int last = -1;
    double offset = 0.0;
};

// Lattice indices stay well inside int (they are summed with offsets in connectLattice);
// solidShapeProblem() refuses a shape whose bounds would need larger ones.
constexpr double kMaxLatticeIndex = 1e9;

AxisRange axisRange(const SolidSpec& s, double lo, double hi) {
    if (s.shape == SolidShape::Box) {
        const int count = static_cast<int>(std::floor((hi - lo) / s.spacing + 1e-9)) + 1;
        return {0, count - 1, -0.5 * (count - 1) * s.spacing};
    }
    return {static_cast<int>(std::ceil(lo / s.spacing - 1e-9)),
            static_cast<int>(std::floor(hi / s.spacing + 1e-9)), 0.0};
}

/// Why the lattice of bounds [lo, hi] cannot be indexed, or empty.
Message latticeProblem(const SolidSpec& s, const Vec3& lo, const Vec3& hi) {
    const Vec3 cells = (hi - lo) / s.spacing + Vec3::Ones();
    if (!cells.allFinite() || cells.prod() > kMaxLatticePoints) {
        return msg(CLOTHLAB_TR_NOOP(
            "CoreMessage",
            "the lattice would have more than 2 million points (increase the spacing)"));
    }
    const double reach = std::max(lo.cwiseAbs().maxCoeff(), hi.cwiseAbs().maxCoeff()) / s.spacing;
    if (!(reach <= kMaxLatticeIndex)) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                    "the shape lies %1 spacings from the origin of its frame, more "
                                    "than the limit of 1e9 (move the mesh near the origin and "
                                    "place it with center)"),
                   std::to_string(reach));
    }
    return {};
}

// Appends a (nu + 1) × (nv + 1) vertex grid at f(u, v), u, v ∈ [0, 1], and its triangles;
// `wrapU`/`wrapV` join the last column/row to the first instead of adding vertices.
template <typename F>
void appendGrid(TriangleMesh& m, std::vector<Vec3>& vertices, int nu, int nv, bool wrapU,
                bool wrapV, F f) {
    const int first = static_cast<int>(vertices.size());
    const int cu = wrapU ? nu : nu + 1;
    const int cv = wrapV ? nv : nv + 1;
    for (int j = 0; j < cv; ++j) {
        for (int i = 0; i < cu; ++i) {
            vertices.push_back(f(double(i) / nu, double(j) / nv));
        }
    }
    auto at = [&](int i, int j) { return first + (j % cv) * cu + (i % cu); };
    for (int j = 0; j < nv; ++j) {
        for (int i = 0; i < nu; ++i) {
            m.triangles.push_back({at(i, j), at(i + 1, j), at(i + 1, j + 1)});
            m.triangles.push_back({at(i, j), at(i + 1, j + 1), at(i, j + 1)});
        }
    }
}

int divisions(double length, double spacing, int minimum) {
    return std::max(minimum, static_cast<int>(std::ceil(length / spacing - 1e-9)));
}

void appendBoxFaces(TriangleMesh& m, std::vector<Vec3>& vertices, const SolidSpec& s) {
    const Vec3 h = 0.5 * s.size;
    for (int axis = 0; axis < 3; ++axis) {
        const int a = (axis + 1) % 3;
        const int b = (axis + 2) % 3;
        for (double side : {-1.0, 1.0}) {
            // u along a, v along b (or b, a on the negative side) keeps the winding outward.
            const int ua = side > 0 ? a : b;
            const int vb = side > 0 ? b : a;
            appendGrid(m, vertices, divisions(s.size[ua], s.spacing, 1),
                       divisions(s.size[vb], s.spacing, 1), false, false, [&](double u, double v) {
                           Vec3 p;
                           p[axis] = side * h[axis];
                           p[ua] = (2.0 * u - 1.0) * h[ua];
                           p[vb] = (2.0 * v - 1.0) * h[vb];
                           return p;
                       });
        }
    }
}

} // namespace

std::string_view solidShapeId(SolidShape shape) {
    return idOf(kShapeIds, shape);
}

std::optional<SolidShape> solidShapeFromId(std::string_view id) {
    return valueOf(kShapeIds, id);
}

Message solidShapeProblem(const SolidSpec& s) {
    auto positive = [](double x) { return std::isfinite(x) && x > 0.0; };
    if (solidShapeId(s.shape).empty()) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown shape"));
    }
    if (!positive(s.spacing)) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage", "spacing must be finite and > 0"));
    }
    if (!positive(s.particleMass)) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage", "particle mass must be finite and > 0"));
    }
    if (!std::isfinite(s.angleStiffness) || s.angleStiffness < 0.0 ||
        !std::isfinite(s.springScale) || s.springScale < 0.0) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                    "angle stiffness and spring scale must be finite and >= 0"));
    }
    if (!s.center.allFinite() || !s.rotation.allFinite() || !s.velocity.allFinite() ||
        !s.angularVelocity.allFinite()) {
        return msg(
            CLOTHLAB_TR_NOOP("CoreMessage", "center, rotation and velocities must be finite"));
    }
    if (s.shape == SolidShape::Box && !(s.size.array() > 0.0).all()) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage", "box edge lengths must be > 0"));
    }
    if ((s.shape == SolidShape::Sphere || s.shape == SolidShape::Torus) && !positive(s.radius)) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage", "radius must be finite and > 0"));
    }
    if (s.shape == SolidShape::Torus && !(positive(s.tubeRadius) && s.tubeRadius < s.radius)) {
        return msg(
            CLOTHLAB_TR_NOOP("CoreMessage", "tube radius must be > 0 and smaller than the radius"));
    }
    if (s.shape == SolidShape::Mesh) {
        if (!positive(s.meshScale)) {
            return msg(CLOTHLAB_TR_NOOP("CoreMessage", "mesh scale must be finite and > 0"));
        }
        if (s.mesh.triangles.empty()) {
            return msg(CLOTHLAB_TR_NOOP("CoreMessage", "the mesh has no triangles"));
        }
        if (Message open = closedMeshProblem(s.mesh); !open.empty()) {
            return msg(CLOTHLAB_TR_NOOP("CoreMessage", "the mesh is not closed: %1"), open);
        }
    }
    const double inertia = 0.1 * s.particleMass * s.spacing * s.spacing;
    if (!std::isfinite(inertia)) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                    "spacing %1 and particle mass %2 give a rotational inertia "
                                    "m·spacing²/10 beyond the range of numbers"),
                   std::to_string(s.spacing), std::to_string(s.particleMass));
    }
    const auto [lo, hi] = shapeBounds(s);
    return latticeProblem(s, lo, hi);
}

/// A lattice and the shape values it was sampled from (the spec without its cache).
struct CachedSolidLattice {
    SolidSpec key;
    SolidLattice lattice;
};

namespace {

/// The spec values the lattice depends on are all compared (the others too: a spec edited
/// in any way samples afresh, which is rare and cheap next to a stale lattice).
bool cacheCurrent(const SolidSpec& s) {
    return s.lattice.entry && s.lattice.entry->key == s;
}

SolidLattice sampleFresh(const SolidSpec& s) {
    const auto [lo, hi] = shapeBounds(s);
    std::array<AxisRange, 3> range;
    for (int a = 0; a < 3; ++a) {
        range[static_cast<std::size_t>(a)] = axisRange(s, lo[a], hi[a]);
    }
    const Eigen::Matrix3d R = shapeRotation(s);
    std::vector<Vec3> points;
    SolidLattice lattice;
    std::optional<MeshInsideTest> meshTest;
    if (s.shape == SolidShape::Mesh) {
        meshTest.emplace(s.mesh);
    }
    for (int k = range[2].first; k <= range[2].last; ++k) {
        for (int j = range[1].first; j <= range[1].last; ++j) {
            for (int i = range[0].first; i <= range[0].last; ++i) {
                const Vec3 p(range[0].offset + i * s.spacing, range[1].offset + j * s.spacing,
                             range[2].offset + k * s.spacing);
                if (s.shape == SolidShape::Mesh ? meshTest->inside(p / s.meshScale)
                                                : insideShape(s, p)) {
                    points.push_back(toWorld(s, R, p));
                    lattice.cells.push_back({i, j, k});
                }
            }
        }
    }
    lattice.points.resize(3, static_cast<Eigen::Index>(points.size()));
    for (std::size_t p = 0; p < points.size(); ++p) {
        lattice.points.col(static_cast<Eigen::Index>(p)) = points[p];
    }
    return lattice;
}

} // namespace

SolidLattice sampleSolid(const SolidSpec& s) {
    return cacheCurrent(s) ? s.lattice.entry->lattice : sampleFresh(s);
}

const SolidLattice& cacheSolidLattice(SolidSpec& s) {
    if (!cacheCurrent(s)) {
        auto entry = std::make_shared<CachedSolidLattice>();
        entry->key = s;
        entry->key.lattice = {};
        entry->lattice = sampleFresh(s);
        s.lattice.entry = std::move(entry);
    }
    return s.lattice.entry->lattice;
}

long long solidSpringCount(const SolidSpec& s, const SolidLattice& lattice) {
    using Cell = std::array<int, 3>;
    const std::set<Cell> cells(lattice.cells.begin(), lattice.cells.end());
    std::vector<Cell> offsets{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    if (s.diagonals) {
        offsets.insert(offsets.end(),
                       {{1, 1, 0}, {1, -1, 0}, {1, 0, 1}, {1, 0, -1}, {0, 1, 1}, {0, 1, -1}});
    }
    long long count = 0;
    for (const Cell& c : lattice.cells) {
        for (const Cell& o : offsets) {
            count += cells.count({c[0] + o[0], c[1] + o[1], c[2] + o[2]}) > 0 ? 1 : 0;
        }
    }
    return count;
}

TriangleMesh solidSurface(const SolidSpec& s) {
    TriangleMesh m;
    std::vector<Vec3> vertices;
    const double pi = std::numbers::pi;
    switch (s.shape) {
    case SolidShape::Box:
        appendBoxFaces(m, vertices, s);
        break;
    case SolidShape::Sphere: {
        const int lat = divisions(pi * s.radius, s.spacing, 8);
        // Poles are rows of coincident vertices: simple, and skinning moves them together.
        appendGrid(m, vertices, 2 * lat, lat, true, false, [&](double u, double v) {
            const double theta = pi * (1.0 - v);
            const double phi = 2.0 * pi * u;
            return Vec3(s.radius * std::sin(theta) * std::cos(phi), -s.radius * std::cos(theta),
                        s.radius * std::sin(theta) * std::sin(phi));
        });
        break;
    }
    case SolidShape::Torus: {
        const int around = divisions(2.0 * pi * (s.radius + s.tubeRadius), s.spacing, 12);
        const int tube = divisions(2.0 * pi * s.tubeRadius, s.spacing, 8);
        appendGrid(m, vertices, around, tube, true, true, [&](double u, double v) {
            const double phi = -2.0 * pi * u;
            const double theta = 2.0 * pi * v;
            const double ring = s.radius + s.tubeRadius * std::cos(theta);
            return Vec3(ring * std::cos(phi), s.tubeRadius * std::sin(theta), ring * std::sin(phi));
        });
        break;
    }
    case SolidShape::Mesh:
        m.triangles = s.mesh.triangles;
        for (Eigen::Index v = 0; v < s.mesh.vertices.cols(); ++v) {
            vertices.push_back(s.meshScale * s.mesh.vertices.col(v));
        }
        break;
    }
    const Eigen::Matrix3d R = shapeRotation(s);
    m.vertices.resize(3, static_cast<Eigen::Index>(vertices.size()));
    for (std::size_t v = 0; v < vertices.size(); ++v) {
        m.vertices.col(static_cast<Eigen::Index>(v)) = toWorld(s, R, vertices[v]);
    }
    return m;
}

namespace {

// Particles at the lattice points, moving with the body's velocity and spin about its centre;
// each the inertia of a solid sphere of diameter `spacing`, (2/5)·m·(spacing/2)².
void placeSolidParticles(System& system, int first, const SolidSpec& s,
                         const SolidLattice& lattice) {
    const double inertia = 0.1 * s.particleMass * s.spacing * s.spacing;
    for (int p = 0; p < static_cast<int>(lattice.points.cols()); ++p) {
        const int i = first + p;
        const Vec3 x = lattice.points.col(p);
        system.positions().col(i) = x;
        system.velocities().col(i) = s.velocity + s.angularVelocity.cross(x - s.center);
        system.angularVelocities().col(i) = s.angularVelocity;
        system.setMass(i, s.particleMass);
        system.setInertia(i, inertia);
    }
}

// Springs to the lattice neighbours, found by lattice coordinates; the offsets have a
// positive first non-zero component, so each pair is visited once.
void connectLattice(System& system, int first, const SolidSpec& s, const SolidLattice& lattice) {
    using Cell = std::array<int, 3>;
    std::map<Cell, int> index;
    for (std::size_t p = 0; p < lattice.cells.size(); ++p) {
        index[lattice.cells[p]] = first + static_cast<int>(p);
    }
    const std::array<Cell, 3> axes{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    const std::array<Cell, 6> diagonals{
        {{1, 1, 0}, {1, -1, 0}, {1, 0, 1}, {1, 0, -1}, {0, 1, 1}, {0, 1, -1}}};
    auto connect = [&](std::size_t p, const Cell& o, SpringKind kind) {
        const Cell& c = lattice.cells[p];
        const auto it = index.find({c[0] + o[0], c[1] + o[1], c[2] + o[2]});
        if (it == index.end()) {
            return;
        }
        const int i = first + static_cast<int>(p);
        const int j = it->second;
        const Vec3 d = system.positions().col(j) - system.positions().col(i);
        system.addSpring(Spring{i, j, d.norm(), kind, s.springScale});
        if (kind == SpringKind::Structural) {
            system.addAngleSpring(AngleSpring{i, j, d, -d, s.angleStiffness});
        }
    };
    for (std::size_t p = 0; p < lattice.cells.size(); ++p) {
        for (const Cell& o : axes) {
            connect(p, o, SpringKind::Structural);
        }
        for (const Cell& o : diagonals) {
            if (s.diagonals) {
                connect(p, o, SpringKind::Shear);
            }
        }
    }
}

} // namespace

BodyRange addSolid(System& system, const SolidSpec& s) {
    const std::size_t body = system.bodies().size();
    if (Message problem = solidShapeProblem(s); !problem.empty()) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "body %1 \"%2\": %3"), body, s.name, problem));
    }
    const SolidLattice lattice = sampleSolid(s);
    const int count = static_cast<int>(lattice.points.cols());
    if (count == 0) {
        throw MessageError(msg(
            CLOTHLAB_TR_NOOP("CoreMessage", "body %1 \"%2\": %3"), body, s.name,
            msg(CLOTHLAB_TR_NOOP(
                "CoreMessage", "no lattice point lies inside the shape (decrease the spacing)"))));
    }
    const int first = system.addParticles(count);
    const int firstSpring = system.springCount();
    system.enableOrientations();
    placeSolidParticles(system, first, s, lattice);
    connectLattice(system, first, s, lattice);
    system.setContactRadius(std::max(system.contactRadius(), 0.5 * s.spacing));
    const int bodyIndex = static_cast<int>(system.bodies().size());
    system.bodies().push_back(
        BodyRange{s.name, first, count, firstSpring, system.springCount() - firstSpring});
    const TriangleMesh surface = solidSurface(s);
    system.solidMeshes().push_back(
        SolidMesh{bodyIndex, first, count, surface.vertices, lattice.points, surface.triangles});
    return system.bodies().back();
}

} // namespace clothlab::core
