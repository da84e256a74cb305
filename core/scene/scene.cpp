// Scene → System. Bodies are validated completely before the system is touched, so a body
// that throws leaves the system as it was (strong guarantee). Every cloth records its
// BodyRange in System::bodies() and its Surface in System::surfaces() itself, so a body
// added to a running system later is indexed the same way as one built from a scene; the
// position of a body in System::bodies() is the body index that error messages name.
#include "core/scene/scene.h"

#include "core/base/message.h"

#include <algorithm>
#include <atomic>
#include <climits>
#include <cmath>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace clothlab::core {

namespace {

constexpr std::array<std::pair<ClothTopology, std::string_view>, 5> kTopologyIds{{
    {ClothTopology::StructuralShear, "structural-shear"},
    {ClothTopology::Provot, "provot"},
    {ClothTopology::Lander, "lander"},
    {ClothTopology::Choi, "choi"},
    {ClothTopology::TriangleEdges, "triangle-edges"},
}};

// Tolerance of the axis checks: axes typed into scene files with a few decimals (0.7071…)
// must pass, a mistyped axis must not.
constexpr double kAxisTolerance = 1e-6;

template <typename T> std::string str(const T& value) {
    std::ostringstream out;
    out << value;
    return out.str();
}

std::string str(const Vec3& v) {
    // One stream rather than string concatenation: GCC 12 at -O3 reports a false -Wrestrict
    // in operator+ on temporaries (GCC bug 105329).
    std::ostringstream out;
    out << '(' << v.x() << ", " << v.y() << ", " << v.z() << ')';
    return out.str();
}

/// Names the body in every error: its position among the system's bodies and its name.
struct BodyContext {
    int index = 0;
    const std::string& name;

    [[noreturn]] void fail(const Message& reason) const {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "body %1 \"%2\": %3"), index, name, reason));
    }
    void require(bool condition, const Message& reason) const {
        if (!condition) {
            fail(reason);
        }
    }
};

bool isFinite(const Vec3& v) {
    return v.allFinite();
}
bool isPositiveFinite(double x) {
    return std::isfinite(x) && x > 0.0;
}

// Pairs (a, a + offset) along one axis of an n × m grid: n lines of max(0, m − offset) pairs.
int pairsAlong(int lines, int length, int offset) {
    return lines * std::max(0, length - offset);
}

// ---------------------------------------------------------------------------------------
// Cloth

void validateClothGeometry(const ClothSpec& cloth, const BodyContext& body) {
    body.require(!clothTopologyId(cloth.topology).empty(),
                 msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown topology %1"), int(cloth.topology)));
    body.require(
        cloth.rows >= 2,
        msg(CLOTHLAB_TR_NOOP("CoreMessage", "rows must be at least 2, got %1"), cloth.rows));
    body.require(
        cloth.cols >= 2,
        msg(CLOTHLAB_TR_NOOP("CoreMessage", "cols must be at least 2, got %1"), cloth.cols));
    // Particle and spring indices are int; a Choi grid has fewer than 8 springs per particle.
    const std::int64_t count = std::int64_t{cloth.rows} * cloth.cols;
    body.require(count <= INT_MAX / 8,
                 msg(CLOTHLAB_TR_NOOP("CoreMessage", "rows x cols = %1 is too large"), count));
    body.require(isPositiveFinite(cloth.spacing),
                 msg(CLOTHLAB_TR_NOOP("CoreMessage", "spacing must be finite and > 0, got %1"),
                     str(cloth.spacing)));
    body.require(
        isPositiveFinite(cloth.particleMass),
        msg(CLOTHLAB_TR_NOOP("CoreMessage", "particle mass must be finite and > 0, got %1"),
            str(cloth.particleMass)));
    body.require(
        isFinite(cloth.origin),
        msg(CLOTHLAB_TR_NOOP("CoreMessage", "origin is not finite: %1"), str(cloth.origin)));
    body.require(
        isFinite(cloth.velocity),
        msg(CLOTHLAB_TR_NOOP("CoreMessage", "velocity is not finite: %1"), str(cloth.velocity)));
    body.require(
        isFinite(cloth.uAxis) && std::abs(cloth.uAxis.norm() - 1.0) <= kAxisTolerance,
        msg(CLOTHLAB_TR_NOOP("CoreMessage", "u axis %1 is not a unit vector"), str(cloth.uAxis)));
    body.require(
        isFinite(cloth.vAxis) && std::abs(cloth.vAxis.norm() - 1.0) <= kAxisTolerance,
        msg(CLOTHLAB_TR_NOOP("CoreMessage", "v axis %1 is not a unit vector"), str(cloth.vAxis)));
    body.require(std::abs(cloth.uAxis.dot(cloth.vAxis)) <= kAxisTolerance,
                 msg(CLOTHLAB_TR_NOOP("CoreMessage", "u axis %1 and v axis %2 are not orthogonal"),
                     str(cloth.uAxis), str(cloth.vAxis)));
}

void appendCorner(const std::string& corner, int rows, int cols, std::vector<int>& out,
                  const BodyContext& body) {
    const int last = rows * cols;
    if (corner == "top-left") {
        out.push_back(0);
    } else if (corner == "top-right") {
        out.push_back(cols - 1);
    } else if (corner == "bottom-left") {
        out.push_back(last - cols);
    } else if (corner == "bottom-right") {
        out.push_back(last - 1);
    } else {
        body.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown corner \"%1\" (expected %2)"),
                      corner, IdList{"top-left, top-right, bottom-left or bottom-right"}));
    }
}

void appendEdge(const std::string& edge, int rows, int cols, std::vector<int>& out,
                const BodyContext& body) {
    // An edge is a line of the grid: its first local index, stride and length.
    struct Line {
        int first;
        int stride;
        int length;
    };
    Line line{0, 1, cols};
    if (edge == "bottom") {
        line = {(rows - 1) * cols, 1, cols};
    } else if (edge == "left") {
        line = {0, cols, rows};
    } else if (edge == "right") {
        line = {cols - 1, cols, rows};
    } else if (edge != "top") {
        body.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown edge \"%1\" (expected %2)"), edge,
                      IdList{"top, bottom, left or right"}));
    }
    for (int k = 0; k < line.length; ++k) {
        out.push_back(line.first + k * line.stride);
    }
}

// Local indices of the pinned particles (may repeat when a corner lies on a pinned edge).
std::vector<int> resolvePins(const ClothSpec& cloth, const BodyContext& body) {
    std::vector<int> pins;
    for (const std::string& corner : cloth.pinned.corners) {
        appendCorner(corner, cloth.rows, cloth.cols, pins, body);
    }
    for (const std::string& edge : cloth.pinned.edges) {
        appendEdge(edge, cloth.rows, cloth.cols, pins, body);
    }
    const int count = cloth.rows * cloth.cols;
    for (int index : cloth.pinned.indices) {
        body.require(index >= 0 && index < count,
                     msg(CLOTHLAB_TR_NOOP("CoreMessage", "pin index %1 is out of range [0, %2)"),
                         index, count));
        pins.push_back(index);
    }
    return pins;
}

/// Emits springs between grid particles (r, c) and (r + dr, c + dc) of one kind, with the
/// rest length taken from the initial positions (the cloth starts unstressed).
class GridSprings {
public:
    GridSprings(System& system, int first, int rows, int cols)
        : m_system(system), m_first(first), m_rows(rows), m_cols(cols) {}

    /// Springs from (r, c) to (r + dr, c + dc); `c1Cut` drops that many columns at the end of
    /// the start range and `rowLimit` the rows from there on (the cloth quirks).
    void emit(int dr, int dc, SpringKind kind, int c1Cut = 0, int rowLimit = 1 << 30) {
        for (int r = 0; r + dr < m_rows && r < rowLimit; ++r) {
            for (int c = 0; c < m_cols; ++c) {
                emitAt(r, c, dr, dc, kind, c1Cut, rowLimit);
            }
        }
    }

    /// The spring of emit() that starts at (r, c), if emit() would add it.
    void emitAt(int r, int c, int dr, int dc, SpringKind kind, int c1Cut = 0,
                int rowLimit = 1 << 30) {
        // dc may be negative (anti-diagonals): the start column range shifts accordingly.
        const int c0 = std::max(0, -dc);
        const int c1 = m_cols - std::max(0, dc) - c1Cut;
        if (r + dr < m_rows && r < rowLimit && c >= c0 && c < c1) {
            add(index(r, c), index(r + dr, c + dc), kind);
        }
    }

private:
    int index(int r, int c) const { return m_first + r * m_cols + c; }
    void add(int i, int j, SpringKind kind) {
        const double rest = (m_system.positions().col(j) - m_system.positions().col(i)).norm();
        m_system.addSpring(Spring{i, j, rest, kind, 1.0});
    }

    System& m_system;
    int m_first;
    int m_rows;
    int m_cols;
};

// DESIGN §5 / R4: Provot and Lander are the same pattern; Choi adds skip-one diagonals;
// triangle-edges (R5) keeps the main diagonal only, the one the surface triangulation uses.
void emitClothSprings(System& system, int first, const ClothSpec& cloth) {
    GridSprings grid(system, first, cloth.rows, cloth.cols);
    const ClothTopology topology = cloth.topology;
    auto has = [&cloth](std::string_view quirk) {
        return std::find(cloth.quirks.begin(), cloth.quirks.end(), quirk) != cloth.quirks.end();
    };
    // R1: the springs that start at the last column and go down (structural, shear down-left,
    // bending) are never added.
    const int lastColumn = has(kClothQuirks[0]) ? 1 : 0;
    const int bendingRows = has(kClothQuirks[1]) ? 1 : 1 << 30;
    const bool bending = topology == ClothTopology::Provot || topology == ClothTopology::Lander ||
                         topology == ClothTopology::Choi;
    // One emit() per pattern, in this order: kind by kind over the whole grid, or (R1's
    // builder) all patterns of one point before the next point.
    auto patterns = [&](auto&& emit) {
        emit(0, 1, SpringKind::Structural, 0, 1 << 30);
        emit(1, 0, SpringKind::Structural, lastColumn, 1 << 30);
        emit(1, 1, SpringKind::Shear, 0, 1 << 30);
        if (topology != ClothTopology::TriangleEdges) {
            emit(1, -1, SpringKind::Shear, lastColumn, 1 << 30);
        }
        if (bending) {
            emit(0, 2, SpringKind::Bending, 0, bendingRows);
            emit(2, 0, SpringKind::Bending, lastColumn, 1 << 30);
        }
        if (topology == ClothTopology::Choi) {
            emit(2, 2, SpringKind::Bending, 0, 1 << 30);
            emit(2, -2, SpringKind::Bending, 0, 1 << 30);
        }
    };
    if (!has(kClothQuirks[2])) {
        patterns([&grid](int dr, int dc, SpringKind kind, int cut, int rows) {
            grid.emit(dr, dc, kind, cut, rows);
        });
        return;
    }
    for (int r = 0; r < cloth.rows; ++r) {
        for (int c = 0; c < cloth.cols; ++c) {
            patterns([&grid, r, c](int dr, int dc, SpringKind kind, int cut, int rows) {
                grid.emitAt(r, c, dr, dc, kind, cut, rows);
            });
        }
    }
}

// Quad (r, c) is split along its main diagonal (r, c)–(r+1, c+1), the same diagonal the
// triangle-edges topology uses as its shear spring. Winding a → b → d, a → d → c gives
// (b − a) × (d − a) = spacing²·(u × v), so normals point along u × v.
Surface makeClothSurface(int first, int rows, int cols) {
    Surface surface;
    surface.firstParticle = first;
    surface.particleCount = rows * cols;
    surface.triangles.reserve(static_cast<std::size_t>(2 * (rows - 1) * (cols - 1)));
    for (int r = 0; r + 1 < rows; ++r) {
        for (int c = 0; c + 1 < cols; ++c) {
            const int a = first + r * cols + c;
            const int b = a + 1;
            const int cc = a + cols;
            const int d = cc + 1;
            surface.triangles.push_back({a, b, d});
            surface.triangles.push_back({a, d, cc});
        }
    }
    surface.uv.resize(2, surface.particleCount);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            surface.uv.col(r * cols + c) << double(c) / (cols - 1), double(r) / (rows - 1);
        }
    }
    return surface;
}

void placeClothParticles(System& system, int first, const ClothSpec& cloth) {
    const Vec3 du = cloth.spacing * cloth.uAxis;
    const Vec3 dv = cloth.spacing * cloth.vAxis;
    for (int r = 0; r < cloth.rows; ++r) {
        for (int c = 0; c < cloth.cols; ++c) {
            const int p = first + r * cloth.cols + c;
            system.positions().col(p) = cloth.origin + double(c) * du + double(r) * dv;
            system.velocities().col(p) = cloth.velocity;
            system.setMass(p, cloth.particleMass);
        }
    }
}

// ---------------------------------------------------------------------------------------
// Custom bodies

void validateCustomParticles(const System& system, const CustomBodySpec& spec,
                             const BodyContext& body) {
    // Particle indices are int.
    body.require(
        std::int64_t(spec.particles.size()) + system.particleCount() <= INT_MAX,
        msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1 particles are too many"), spec.particles.size()));
    for (std::size_t k = 0; k < spec.particles.size(); ++k) {
        const CustomParticle& p = spec.particles[k];
        const auto which = [k](const Message& reason) {
            return msg(CLOTHLAB_TR_NOOP("CoreMessage", "particle %1: %2"), k, reason);
        };
        body.require(isFinite(p.position),
                     which(msg(CLOTHLAB_TR_NOOP("CoreMessage", "position is not finite: %1"),
                               str(p.position))));
        body.require(isFinite(p.velocity),
                     which(msg(CLOTHLAB_TR_NOOP("CoreMessage", "velocity is not finite: %1"),
                               str(p.velocity))));
        body.require(
            isPositiveFinite(p.mass),
            which(msg(CLOTHLAB_TR_NOOP("CoreMessage", "mass must be finite and > 0, got %1"),
                      str(p.mass))));
    }
}

// Position of scene-global particle `index` before the body's particles are appended.
Vec3 positionOf(const System& system, const CustomBodySpec& spec, int index) {
    const int existing = system.particleCount();
    return index < existing ? Vec3(system.positions().col(index))
                            : spec.particles[static_cast<std::size_t>(index - existing)].position;
}

double customRestLength(const System& system, const CustomBodySpec& spec, const CustomSpring& s) {
    return s.restLength ? *s.restLength
                        : (positionOf(system, spec, s.j) - positionOf(system, spec, s.i)).norm();
}

void validateCustomSpring(const System& system, const CustomBodySpec& spec, std::size_t k,
                          const BodyContext& body) {
    const CustomSpring& s = spec.springs[k];
    const auto which = [k](const Message& reason) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage", "spring %1: %2"), k, reason);
    };
    const int count = system.particleCount() + static_cast<int>(spec.particles.size());
    for (int index : {s.i, s.j}) {
        body.require(
            index >= 0 && index < count,
            which(msg(CLOTHLAB_TR_NOOP("CoreMessage", "particle index %1 is out of range [0, %2)"),
                      index, count)));
    }
    body.require(
        s.i != s.j,
        which(msg(CLOTHLAB_TR_NOOP("CoreMessage", "connects particle %1 to itself"), s.i)));
    body.require(
        kindIndex(s.kind) >= 0 && kindIndex(s.kind) < kSpringKindCount,
        which(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown spring kind %1"), kindIndex(s.kind))));
    body.require(std::isfinite(s.scale) && s.scale >= 0.0,
                 which(msg(CLOTHLAB_TR_NOOP("CoreMessage", "scale must be finite and >= 0, got %1"),
                           str(s.scale))));
    if (s.restLength) {
        body.require(
            isPositiveFinite(*s.restLength),
            which(msg(CLOTHLAB_TR_NOOP("CoreMessage", "rest length must be finite and > 0, got %1"),
                      str(*s.restLength))));
    } else {
        body.require(customRestLength(system, spec, s) > 0.0,
                     which(msg(CLOTHLAB_TR_NOOP(
                                   "CoreMessage",
                                   "zero initial distance between particles %1 and %2 (give a rest "
                                   "length)"),
                               s.i, s.j)));
    }
}

void validateCustomSprings(const System& system, const CustomBodySpec& spec,
                           const BodyContext& body) {
    std::vector<std::pair<std::pair<int, int>, std::size_t>> pairs;
    pairs.reserve(spec.springs.size());
    for (std::size_t k = 0; k < spec.springs.size(); ++k) {
        validateCustomSpring(system, spec, k, body);
        const CustomSpring& s = spec.springs[k];
        pairs.push_back({std::minmax(s.i, s.j), k});
    }
    // Sorting by (pair, spring index) puts a duplicate right after its first occurrence.
    std::sort(pairs.begin(), pairs.end());
    for (std::size_t k = 1; k < pairs.size(); ++k) {
        if (pairs[k].first == pairs[k - 1].first) {
            body.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                           "spring %1 duplicates spring %2 (particles %3 and %4)"),
                          pairs[k].second, pairs[k - 1].second, pairs[k].first.first,
                          pairs[k].first.second));
        }
    }
}

BodyContext contextFor(const System& system, const std::string& name) {
    return BodyContext{static_cast<int>(system.bodies().size()), name};
}

BodyRange recordBody(System& system, const std::string& name, int firstParticle, int firstSpring) {
    BodyRange range{name, firstParticle, system.particleCount() - firstParticle, firstSpring,
                    system.springCount() - firstSpring};
    system.bodies().push_back(range);
    return range;
}

void validateStiffness(const StiffnessTable& table) {
    for (SpringKind kind : kAllSpringKinds) {
        const SpringStiffness& s = table[kind];
        for (double value : {s.stretch, s.compression, s.damping}) {
            if (!std::isfinite(value) || value < 0.0) {
                throw MessageError(
                    msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                         "stiffness of %1 springs must be finite and >= 0, got %2"),
                        springKindId(kind), str(value)));
            }
        }
    }
}

} // namespace

std::string_view clothTopologyId(ClothTopology topology) {
    return idOf(kTopologyIds, topology);
}

std::optional<ClothTopology> clothTopologyFromId(std::string_view id) {
    return valueOf(kTopologyIds, id);
}

int bodyParticleCount(const BodySpec& body) {
    if (const auto* cloth = std::get_if<ClothSpec>(&body)) {
        return std::max(0, cloth->rows) * std::max(0, cloth->cols);
    }
    if (const auto* solid = std::get_if<SolidSpec>(&body)) {
        return solidShapeProblem(*solid).empty()
                   ? static_cast<int>(sampleSolid(*solid).points.cols())
                   : 0;
    }
    return static_cast<int>(std::get<CustomBodySpec>(body).particles.size());
}

int particleCount(const Scene& scene) {
    int count = 0;
    for (const BodySpec& body : scene.bodies) {
        count += bodyParticleCount(body);
    }
    return count;
}

std::array<int, kSpringKindCount> expectedSpringCounts(ClothTopology topology, int rows, int cols) {
    const int quads = std::max(0, rows - 1) * std::max(0, cols - 1);
    std::array<int, kSpringKindCount> counts{};
    counts[kindIndex(SpringKind::Structural)] =
        pairsAlong(rows, cols, 1) + pairsAlong(cols, rows, 1);
    counts[kindIndex(SpringKind::Shear)] =
        topology == ClothTopology::TriangleEdges ? quads : 2 * quads;
    if (topology == ClothTopology::Provot || topology == ClothTopology::Lander ||
        topology == ClothTopology::Choi) {
        counts[kindIndex(SpringKind::Bending)] =
            pairsAlong(rows, cols, 2) + pairsAlong(cols, rows, 2);
    }
    if (topology == ClothTopology::Choi) {
        counts[kindIndex(SpringKind::Bending)] += 2 * std::max(0, rows - 2) * std::max(0, cols - 2);
    }
    return counts;
}

std::array<int, kSpringKindCount> expectedSpringCounts(const ClothSpec& cloth) {
    auto counts = expectedSpringCounts(cloth.topology, cloth.rows, cloth.cols);
    auto has = [&cloth](std::string_view quirk) {
        return std::find(cloth.quirks.begin(), cloth.quirks.end(), quirk) != cloth.quirks.end();
    };
    const bool bending = counts[kindIndex(SpringKind::Bending)] > 0;
    if (has(kClothQuirks[0])) {
        counts[kindIndex(SpringKind::Structural)] -= cloth.rows - 1;
        if (cloth.topology != ClothTopology::TriangleEdges) {
            counts[kindIndex(SpringKind::Shear)] -= cloth.rows - 1;
        }
        if (bending) {
            counts[kindIndex(SpringKind::Bending)] -= std::max(0, cloth.rows - 2);
        }
    }
    if (has(kClothQuirks[1]) && bending) {
        counts[kindIndex(SpringKind::Bending)] -= (cloth.rows - 1) * std::max(0, cloth.cols - 2);
    }
    return counts;
}

BodyRange addCloth(System& system, const ClothSpec& cloth) {
    const BodyContext body = contextFor(system, cloth.name);
    validateClothGeometry(cloth, body);
    const std::vector<int> pins = resolvePins(cloth, body);

    const int count = cloth.rows * cloth.cols;
    const int firstSpring = system.springCount();
    const auto kinds = expectedSpringCounts(cloth);
    system.springs().reserve(
        static_cast<std::size_t>(firstSpring + kinds[0] + kinds[1] + kinds[2]));
    const int first = system.addParticles(count);
    placeClothParticles(system, first, cloth);
    for (int local : pins) {
        system.setPinned(first + local, true);
    }
    emitClothSprings(system, first, cloth);
    Surface surface = makeClothSurface(first, cloth.rows, cloth.cols);
    surface.selfCollision = cloth.selfCollision;
    surface.thickness = cloth.contactThickness();
    surface.friction = cloth.friction;
    system.surfaces().push_back(std::move(surface));
    return recordBody(system, cloth.name, first, firstSpring);
}

BodyRange addCustomBody(System& system, const CustomBodySpec& spec) {
    const BodyContext body = contextFor(system, spec.name);
    validateCustomParticles(system, spec, body);
    validateCustomSprings(system, spec, body);
    // Rest lengths before the particles exist: positionOf() reads the spec for new indices.
    std::vector<double> rest(spec.springs.size());
    for (std::size_t k = 0; k < spec.springs.size(); ++k) {
        rest[k] = customRestLength(system, spec, spec.springs[k]);
    }

    const int firstSpring = system.springCount();
    const int first = system.addParticles(static_cast<int>(spec.particles.size()));
    for (std::size_t k = 0; k < spec.particles.size(); ++k) {
        const CustomParticle& p = spec.particles[k];
        const int index = first + static_cast<int>(k);
        system.positions().col(index) = p.position;
        system.velocities().col(index) = p.velocity;
        system.setMass(index, p.mass);
        system.setPinned(index, p.pinned);
    }
    for (std::size_t k = 0; k < spec.springs.size(); ++k) {
        const CustomSpring& s = spec.springs[k];
        system.addSpring(Spring{s.i, s.j, rest[k], s.kind, s.scale});
    }
    return recordBody(system, spec.name, first, firstSpring);
}

Message sceneSizeProblem(long long particles, long long springs) {
    if (particles > kMaxSceneParticles) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                    "the scene would have %1 particles, more than the limit of %2 "
                                    "particles per scene"),
                   particles, kMaxSceneParticles);
    }
    if (springs > kMaxSceneSprings) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                    "the scene would have %1 springs, more than the limit of %2 "
                                    "springs per scene"),
                   springs, kMaxSceneSprings);
    }
    return {};
}

namespace {

/// The particles and springs the bodies create, counted without building them.
std::pair<long long, long long> sceneSize(const Scene& scene) {
    long long particles = 0;
    long long springs = 0;
    for (const BodySpec& body : scene.bodies) {
        if (const auto* cloth = std::get_if<ClothSpec>(&body)) {
            const long long rows = std::clamp(cloth->rows, 0, 1 << 20);
            const long long cols = std::clamp(cloth->cols, 0, 1 << 20);
            particles += rows * cols;
            if (rows * cols <= kMaxSceneParticles) { // else refused for its particles
                const auto kinds = expectedSpringCounts(cloth->topology, cloth->rows, cloth->cols);
                springs += static_cast<long long>(kinds[0]) + kinds[1] + kinds[2];
            }
        } else if (const auto* solid = std::get_if<SolidSpec>(&body)) {
            if (solidShapeProblem(*solid).empty()) {
                const SolidLattice lattice = sampleSolid(*solid);
                particles += lattice.points.cols();
                springs += solidSpringCount(*solid, lattice);
            }
        } else {
            const auto& custom = std::get<CustomBodySpec>(body);
            particles += static_cast<long long>(custom.particles.size());
            springs += static_cast<long long>(custom.springs.size());
        }
    }
    return {particles, springs};
}

} // namespace

IntegratorChoice effectiveIntegrator(const RunSpec& run) {
    IntegratorChoice choice = run.integrator;
    choice.dt = run.integrator.dt / run.substeps;
    return choice;
}

namespace {
std::atomic<long> g_systemBuilds{0};
thread_local long t_systemBuilds = 0;
} // namespace

long systemBuildCount() {
    return g_systemBuilds.load();
}

long systemBuildCountOnThisThread() {
    return t_systemBuilds;
}

System buildSystem(const Scene& scene) {
    ++g_systemBuilds;
    ++t_systemBuilds;
    validateStiffness(scene.stiffness);
    // Refused before any memory is taken for it.
    const auto [particles, springs] = sceneSize(scene);
    if (Message problem = sceneSizeProblem(particles, springs); !problem.empty()) {
        throw MessageError(std::move(problem));
    }
    System system;
    system.setStiffness(scene.stiffness);
    for (const BodySpec& body : scene.bodies) {
        std::visit(
            [&system](const auto& spec) {
                using T = std::decay_t<decltype(spec)>;
                if constexpr (std::is_same_v<T, ClothSpec>) {
                    addCloth(system, spec);
                } else if constexpr (std::is_same_v<T, SolidSpec>) {
                    addSolid(system, spec);
                } else {
                    addCustomBody(system, spec);
                }
            },
            body);
    }
    for (std::size_t k = 0; k < scene.particleOverrides.size(); ++k) {
        const ParticleOverride& edit = scene.particleOverrides[k];
        if (edit.particle < 0 || edit.particle >= system.particleCount()) {
            throw MessageError(msg(
                CLOTHLAB_TR_NOOP("CoreMessage",
                                 "particle override %1 (particle %2): index out of range [0, %3)"),
                k, edit.particle, system.particleCount()));
        }
        if (edit.mass) {
            if (!(*edit.mass > 0.0) || !std::isfinite(*edit.mass)) {
                throw MessageError(
                    msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                         "particle override %1 (particle %2): mass must be > 0"),
                        k, edit.particle));
            }
            system.setMass(edit.particle, *edit.mass);
        }
        if (edit.pinned) {
            system.setPinned(edit.particle, *edit.pinned);
        }
    }
    return system;
}

} // namespace clothlab::core
