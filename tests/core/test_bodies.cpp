// Scene bodies → System: spring counts against the closed forms of DESIGN §5, spring
// geometry per kind, pins, render surfaces and normals, custom bodies with scene-global
// indices, and the validation that names the offending body.
#include "core/model/system.h"
#include "core/scene/scene.h"

#include <Eigen/Geometry>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>

using namespace clothlab::core;

namespace {

constexpr double kTight = 1e-12;

// Closed forms written out here on purpose, independent of expectedSpringCounts().
std::array<int, 3> closedFormCounts(ClothTopology t, int r, int c) {
    const int structural = r * (c - 1) + c * (r - 1);
    const int quads = (r - 1) * (c - 1);
    const int shear = t == ClothTopology::TriangleEdges ? quads : 2 * quads;
    int bending = 0;
    if (t == ClothTopology::Provot || t == ClothTopology::Lander || t == ClothTopology::Choi) {
        bending = r * (c - 2) + c * (r - 2);
    }
    if (t == ClothTopology::Choi) {
        bending += 2 * (r - 2) * (c - 2);
    }
    return {structural, shear, bending};
}

constexpr std::array<ClothTopology, 5> kTopologies{
    ClothTopology::StructuralShear, ClothTopology::Provot, ClothTopology::Lander,
    ClothTopology::Choi, ClothTopology::TriangleEdges};

// A tilted, offset cloth so no test passes only because the grid is axis-aligned.
ClothSpec tiltedCloth(ClothTopology topology, int rows, int cols) {
    ClothSpec cloth;
    cloth.name = "tilted";
    cloth.rows = rows;
    cloth.cols = cols;
    cloth.spacing = 0.07;
    cloth.origin = Vec3(0.3, -1.2, 2.5);
    cloth.uAxis = Vec3(0.6, 0.8, 0.0);
    cloth.vAxis = Vec3(-0.8 * 0.28, 0.6 * 0.28, 0.96); // ⟂ u, unit: 0.28² + 0.96² = 1
    cloth.particleMass = 0.02;
    cloth.topology = topology;
    return cloth;
}

void addSizeRows() {
    QTest::addColumn<int>("topology");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    const std::array<std::pair<int, int>, 6> sizes{
        {{2, 2}, {3, 5}, {7, 4}, {16, 16}, {2, 9}, {5, 3}}};
    for (ClothTopology t : kTopologies) {
        for (const auto& [r, c] : sizes) {
            const std::string name =
                std::string(clothTopologyId(t)) + " " + std::to_string(r) + "x" + std::to_string(c);
            QTest::newRow(name.c_str()) << int(t) << r << c;
        }
    }
}

double distance(const System& s, int i, int j) {
    return (s.positions().col(j) - s.positions().col(i)).norm();
}

template <typename F> QString thrownMessage(F&& f) {
    try {
        f();
    } catch (const std::invalid_argument& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

} // namespace

class TestBodies : public QObject {
    Q_OBJECT

private slots:
    void topologyIds();
    void springCounts_data() { addSizeRows(); }
    void springCounts();
    void springGeometry_data() { addSizeRows(); }
    void springGeometry();
    void triangleEdgesMatchSurface_data();
    void triangleEdgesMatchSurface();
    void surface_data() { addSizeRows(); }
    void surface();
    void normalsAreaWeighted();
    void normalsDegenerateAndNoReallocation();
    void pins();
    void bodyRangesAcrossBodies();
    void customBody();
    void invalidBodies_data();
    void invalidBodies();
    void failedBodyLeavesSystemUnchanged();
};

void TestBodies::topologyIds() {
    const std::array<const char*, 5> ids{"structural-shear", "provot", "lander", "choi",
                                         "triangle-edges"};
    for (std::size_t k = 0; k < ids.size(); ++k) {
        QCOMPARE(clothTopologyId(kTopologies[k]), std::string_view(ids[k]));
        QCOMPARE(clothTopologyFromId(ids[k]), std::optional(kTopologies[k]));
    }
    QVERIFY(!clothTopologyFromId("Provot").has_value());
    QVERIFY(!clothTopologyFromId("").has_value());
}

void TestBodies::springCounts() {
    QFETCH(int, topology);
    QFETCH(int, rows);
    QFETCH(int, cols);
    const auto t = static_cast<ClothTopology>(topology);
    const auto expected = closedFormCounts(t, rows, cols);

    QCOMPARE(expectedSpringCounts(t, rows, cols), expected);
    System system;
    const BodyRange range = addCloth(system, tiltedCloth(t, rows, cols));
    QCOMPARE(system.particleCount(), rows * cols);
    QCOMPARE(range.particleCount, rows * cols);
    QCOMPARE(system.springCountByKind(), expected);
    QCOMPARE(range.springCount, expected[0] + expected[1] + expected[2]);
}

void TestBodies::springGeometry() {
    QFETCH(int, topology);
    QFETCH(int, rows);
    QFETCH(int, cols);
    const auto t = static_cast<ClothTopology>(topology);
    const ClothSpec cloth = tiltedCloth(t, rows, cols);
    System system;
    addCloth(system, cloth);

    const double h = cloth.spacing;
    std::set<std::pair<int, int>> seen;
    int previousKind = 0;
    for (const Spring& s : system.springs()) {
        QVERIFY(s.i >= 0 && s.i < system.particleCount());
        QVERIFY(s.j >= 0 && s.j < system.particleCount());
        QVERIFY(s.i != s.j);
        QVERIFY2(seen.insert(std::minmax(s.i, s.j)).second, "duplicate spring");
        QCOMPARE(s.scale, 1.0);
        // Grouped by kind: structural, then shear, then bending.
        QVERIFY(kindIndex(s.kind) >= previousKind);
        previousKind = kindIndex(s.kind);
        QVERIFY(std::abs(s.restLength - distance(system, s.i, s.j)) <= kTight);

        const int dr = std::abs(s.j / cols - s.i / cols);
        const int dc = std::abs(s.j % cols - s.i % cols);
        switch (s.kind) {
        case SpringKind::Structural:
            QVERIFY(dr + dc == 1);
            QVERIFY(std::abs(s.restLength - h) <= kTight);
            break;
        case SpringKind::Shear:
            QVERIFY(dr == 1 && dc == 1);
            QVERIFY(std::abs(s.restLength - h * std::sqrt(2.0)) <= kTight);
            break;
        case SpringKind::Bending:
            QVERIFY(t != ClothTopology::StructuralShear && t != ClothTopology::TriangleEdges);
            if (dr == 2 && dc == 2) {
                QVERIFY(t == ClothTopology::Choi);
                QVERIFY(std::abs(s.restLength - 2.0 * std::sqrt(2.0) * h) <= kTight);
            } else {
                QVERIFY((dr == 0 && dc == 2) || (dr == 2 && dc == 0));
                QVERIFY(std::abs(s.restLength - 2.0 * h) <= kTight);
            }
            break;
        }
    }
    QCOMPARE(int(seen.size()), system.springCount());
}

void TestBodies::triangleEdgesMatchSurface_data() {
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::newRow("2x2") << 2 << 2;
    QTest::newRow("3x5") << 3 << 5;
    QTest::newRow("7x4") << 7 << 4;
    QTest::newRow("16x16") << 16 << 16;
}

void TestBodies::triangleEdgesMatchSurface() {
    QFETCH(int, rows);
    QFETCH(int, cols);
    System system;
    addCloth(system, tiltedCloth(ClothTopology::TriangleEdges, rows, cols));
    // R5: the springs are exactly the unique edges of the render triangulation.
    std::set<std::pair<int, int>> edges;
    for (const auto& tri : system.surfaces().at(0).triangles) {
        for (int k = 0; k < 3; ++k) {
            edges.insert(std::minmax(tri[k], tri[(k + 1) % 3]));
        }
    }
    std::set<std::pair<int, int>> springs;
    for (const Spring& s : system.springs()) {
        springs.insert(std::minmax(s.i, s.j));
    }
    QVERIFY(edges == springs);
}

void TestBodies::surface() {
    QFETCH(int, topology);
    QFETCH(int, rows);
    QFETCH(int, cols);
    System system;
    addCloth(system, tiltedCloth(ClothTopology::Provot, 2, 3)); // offsets the second body
    const ClothSpec cloth = tiltedCloth(static_cast<ClothTopology>(topology), rows, cols);
    addCloth(system, cloth);

    QCOMPARE(int(system.surfaces().size()), 2);
    const Surface& surface = system.surfaces()[1];
    QCOMPARE(surface.firstParticle, 6);
    QCOMPARE(surface.particleCount, rows * cols);
    QCOMPARE(int(surface.triangles.size()), 2 * (rows - 1) * (cols - 1));
    for (const auto& tri : surface.triangles) {
        for (int p : tri) {
            QVERIFY(p >= 6 && p < 6 + rows * cols);
        }
    }
    QCOMPARE(surface.uv.cols(), Eigen::Index(rows * cols));
    QCOMPARE(surface.uv(0, 0), 0.0);
    QCOMPARE(surface.uv(1, 0), 0.0);
    QCOMPARE(surface.uv(0, cols - 1), 1.0);
    QCOMPARE(surface.uv(1, (rows - 1) * cols), 1.0);
    QCOMPARE(surface.uv(0, cols + 1), 1.0 / (cols - 1));
    QCOMPARE(surface.uv(1, cols + 1), 1.0 / (rows - 1));

    Eigen::Matrix3Xd normals;
    computeVertexNormals(system.positions(), surface, normals);
    QCOMPARE(normals.cols(), Eigen::Index(rows * cols));
    const Vec3 expected = cloth.uAxis.cross(cloth.vAxis).normalized();
    for (int k = 0; k < rows * cols; ++k) {
        QVERIFY(std::abs(normals.col(k).norm() - 1.0) <= kTight);
        QVERIFY((normals.col(k) - expected).norm() <= 1e-9);
    }
}

void TestBodies::normalsAreaWeighted() {
    // Vertex 0 is shared by a triangle of area ½ with normal +z and one of area 3/2 with
    // normal +y: area weighting gives (0, 3, 1)/√10; averaging unit normals would give
    // (0, 1, 1)/√2.
    Eigen::Matrix3Xd x(3, 4);
    x.col(0) = Vec3(0, 0, 0);
    x.col(1) = Vec3(1, 0, 0);
    x.col(2) = Vec3(0, 1, 0);
    x.col(3) = Vec3(0, 0, 3);
    Surface surface;
    surface.particleCount = 4;
    surface.triangles = {{0, 1, 2}, {0, 3, 1}};
    Eigen::Matrix3Xd normals;
    computeVertexNormals(x, surface, normals);
    QVERIFY((normals.col(0) - Vec3(0, 3, 1) / std::sqrt(10.0)).norm() <= kTight);
    QVERIFY((normals.col(2) - Vec3(0, 0, 1)).norm() <= kTight);
    QVERIFY((normals.col(3) - Vec3(0, 1, 0)).norm() <= kTight);
}

void TestBodies::normalsDegenerateAndNoReallocation() {
    // A second surface whose particles all coincide: every triangle is degenerate.
    System system;
    addCloth(system, tiltedCloth(ClothTopology::Provot, 2, 2));
    addCloth(system, tiltedCloth(ClothTopology::Provot, 3, 4));
    Eigen::Matrix3Xd x = system.positions();
    x.rightCols(12).colwise() = Vec3(1, 2, 3);
    Eigen::Matrix3Xd normals(3, 12);
    const double* storage = normals.data();
    computeVertexNormals(x, system.surfaces()[1], normals);
    QVERIFY(normals.data() == storage);
    for (int k = 0; k < 12; ++k) {
        QCOMPARE(Vec3(normals.col(k)), Vec3(0, 0, 1));
    }
    computeVertexNormals(system.positions(), system.surfaces()[1], normals);
    QVERIFY(normals.data() == storage);
    QVERIFY(std::abs(normals.col(5).norm() - 1.0) <= kTight);
}

void TestBodies::pins() {
    ClothSpec cloth = tiltedCloth(ClothTopology::Provot, 5, 7);
    cloth.velocity = Vec3(0.5, -1.0, 2.0);
    cloth.pinned.corners = {"top-left", "bottom-right"};
    cloth.pinned.edges = {"right"};
    cloth.pinned.indices = {15, 0}; // (2, 1) and a repeat of top-left
    System system;
    addCloth(system, tiltedCloth(ClothTopology::Provot, 2, 2)); // global = local + 4
    addCloth(system, cloth);

    std::set<int> expected{0, 34, 15};
    for (int r = 0; r < 5; ++r) {
        expected.insert(r * 7 + 6);
    }
    QCOMPARE(system.pinnedCount(), int(expected.size()));
    for (int local = 0; local < 35; ++local) {
        const int p = 4 + local;
        const bool pinned = expected.count(local) == 1;
        QCOMPARE(system.isPinned(p), pinned);
        QCOMPARE(system.masses()[p], 0.02);
        QCOMPARE(Vec3(system.velocities().col(p)), pinned ? Vec3(Vec3::Zero()) : cloth.velocity);
        QCOMPARE(system.inverseMasses()[p], pinned ? 0.0 : 1.0 / 0.02);
    }

    for (const char* edge : {"top", "bottom", "left", "right"}) {
        ClothSpec e = tiltedCloth(ClothTopology::Provot, 4, 6);
        e.pinned.edges = {edge};
        System s;
        addCloth(s, e);
        const std::string name = edge;
        const bool column = name == "left" || name == "right";
        const int count = column ? 4 : 6;
        QCOMPARE(s.pinnedCount(), count);
        for (int k = 0; k < count; ++k) {
            const int p = name == "top"      ? k
                          : name == "bottom" ? 18 + k
                          : name == "left"   ? 6 * k
                                             : 6 * k + 5;
            QVERIFY(s.isPinned(p));
        }
    }
    ClothSpec c = tiltedCloth(ClothTopology::Provot, 4, 6);
    c.pinned.corners = {"top-right", "bottom-left"};
    System s;
    addCloth(s, c);
    QCOMPARE(s.pinnedCount(), 2);
    QVERIFY(s.isPinned(5));
    QVERIFY(s.isPinned(18));
}

void TestBodies::bodyRangesAcrossBodies() {
    Scene scene;
    scene.stiffness[SpringKind::Shear] = SpringStiffness{321.0, 123.0, 0.5};
    ClothSpec a = tiltedCloth(ClothTopology::Choi, 4, 5);
    a.name = "a";
    CustomBodySpec b;
    b.name = "b";
    b.particles = {{Vec3(5, 0, 0), Vec3::Zero(), 1.0, false},
                   {Vec3(6, 0, 0), Vec3::Zero(), 1.0, false}};
    b.springs = {{20, 21, SpringKind::Structural, std::nullopt, 1.0}};
    ClothSpec c = tiltedCloth(ClothTopology::StructuralShear, 3, 3);
    c.name = "c";
    scene.bodies = {a, b, c};

    QCOMPARE(particleCount(scene), 20 + 2 + 9);
    const System system = buildSystem(scene);
    QCOMPARE(system.particleCount(), particleCount(scene));
    for (SpringKind kind : kAllSpringKinds) {
        // Field by field: SpringStiffness has no operator==, so StiffnessTable's is deleted.
        QCOMPARE(system.stiffness()[kind].stretch, scene.stiffness[kind].stretch);
        QCOMPARE(system.stiffness()[kind].compression, scene.stiffness[kind].compression);
        QCOMPARE(system.stiffness()[kind].damping, scene.stiffness[kind].damping);
    }
    const auto ca = closedFormCounts(ClothTopology::Choi, 4, 5);
    const auto cc = closedFormCounts(ClothTopology::StructuralShear, 3, 3);
    const int na = ca[0] + ca[1] + ca[2];
    const int nc = cc[0] + cc[1] + cc[2];
    QCOMPARE(system.springCount(), na + 1 + nc);

    QCOMPARE(int(system.bodies().size()), 3);
    const std::array<BodyRange, 3> expected{BodyRange{"a", 0, 20, 0, na},
                                            BodyRange{"b", 20, 2, na, 1},
                                            BodyRange{"c", 22, 9, na + 1, nc}};
    for (int k = 0; k < 3; ++k) {
        const BodyRange& r = system.bodies()[k];
        QCOMPARE(r.name, expected[k].name);
        QCOMPARE(r.firstParticle, expected[k].firstParticle);
        QCOMPARE(r.particleCount, expected[k].particleCount);
        QCOMPARE(r.firstSpring, expected[k].firstSpring);
        QCOMPARE(r.springCount, expected[k].springCount);
    }
    QCOMPARE(int(system.surfaces().size()), 2); // custom bodies have no surface
    QCOMPARE(system.surfaces()[1].firstParticle, 22);
    for (int k = na + 1; k < system.springCount(); ++k) {
        QVERIFY(system.springs()[k].i >= 22 && system.springs()[k].j >= 22);
    }
}

void TestBodies::customBody() {
    Scene scene;
    CustomBodySpec first;
    first.name = "first";
    first.particles = {{Vec3(0, 0, 0), Vec3(1, 2, 3), 0.5, true},
                       {Vec3(3, 4, 0), Vec3(1, 2, 3), 2.0, false},
                       {Vec3(0, 0, 2), Vec3(0, 0, 0), 1.5, false}};
    first.springs = {{0, 1, SpringKind::Structural, std::nullopt, 1.0},
                     {2, 1, SpringKind::Bending, 7.5, 0.25}};
    CustomBodySpec second;
    second.name = "second";
    second.particles = {{Vec3(0, 0, 2), Vec3(0, 0, 0), 1.0, false}, // coincides with 2
                        {Vec3(1, 0, 2), Vec3(0, -1, 0), 3.0, true}};
    // Global indices: 0 from the first body, 3 and 4 from this one.
    second.springs = {{0, 4, SpringKind::Shear, std::nullopt, 2.0},
                      {2, 3, SpringKind::Structural, 0.4, 1.0}}; // explicit: zero distance
    scene.bodies = {first, second};

    const System system = buildSystem(scene);
    QCOMPARE(system.particleCount(), 5);
    QCOMPARE(system.springCount(), 4);
    QCOMPARE(system.springs()[0], (Spring{0, 1, 5.0, SpringKind::Structural, 1.0}));
    QCOMPARE(system.springs()[1], (Spring{2, 1, 7.5, SpringKind::Bending, 0.25}));
    QCOMPARE(system.springs()[2].restLength, std::sqrt(5.0));
    QCOMPARE(system.springs()[2], (Spring{0, 4, std::sqrt(5.0), SpringKind::Shear, 2.0}));
    QCOMPARE(system.springs()[3], (Spring{2, 3, 0.4, SpringKind::Structural, 1.0}));

    QVERIFY(system.isPinned(0));
    QVERIFY(!system.isPinned(1));
    QVERIFY(system.isPinned(4));
    QCOMPARE(system.pinnedCount(), 2);
    QCOMPARE(Vec3(system.velocities().col(0)), Vec3(Vec3::Zero())); // pinned: velocity dropped
    QCOMPARE(Vec3(system.velocities().col(1)), Vec3(1, 2, 3));
    QCOMPARE(Vec3(system.positions().col(3)), Vec3(0, 0, 2));
    QCOMPARE(system.masses()[1], 2.0);
    QCOMPARE(system.masses()[4], 3.0);
    QCOMPARE(system.inverseMasses()[2], 1.0 / 1.5);
    QVERIFY(system.surfaces().empty());
}

namespace {

// One broken body per row, always body 1 named "broken", between two valid bodies (the
// last one makes index 12 exist in the scene, but not yet when body 1 is built).
struct InvalidCase {
    const char* name;
    bool custom;
    void (*breakCloth)(ClothSpec&);
    void (*breakCustom)(CustomBodySpec&);
    const char* reason;
};

CustomBodySpec validCustom() {
    CustomBodySpec body;
    body.name = "broken";
    body.particles = {{Vec3(0, 0, 0), Vec3::Zero(), 1.0, false},
                      {Vec3(1, 0, 0), Vec3::Zero(), 1.0, false},
                      {Vec3(0, 1, 0), Vec3::Zero(), 1.0, false}};
    body.springs = {{9, 10, SpringKind::Structural, std::nullopt, 1.0},
                    {10, 11, SpringKind::Shear, std::nullopt, 1.0},
                    {0, 11, SpringKind::Bending, std::nullopt, 1.0}};
    return body;
}

Scene invalidCaseScene(const InvalidCase& c) {
    Scene scene;
    ClothSpec first = tiltedCloth(ClothTopology::Provot, 3, 3);
    first.name = "first";
    ClothSpec last = tiltedCloth(ClothTopology::Provot, 2, 2);
    last.name = "last";
    if (c.custom) {
        CustomBodySpec broken = validCustom();
        c.breakCustom(broken);
        scene.bodies = {first, broken, last};
    } else {
        ClothSpec broken = tiltedCloth(ClothTopology::Choi, 3, 4);
        broken.name = "broken";
        c.breakCloth(broken);
        scene.bodies = {first, broken, last};
    }
    return scene;
}

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

const InvalidCase kInvalidCases[] = {
    {"rows 1", false, [](ClothSpec& c) { c.rows = 1; }, nullptr, "rows"},
    {"cols 0", false, [](ClothSpec& c) { c.cols = 0; }, nullptr, "cols"},
    {"spacing 0", false, [](ClothSpec& c) { c.spacing = 0.0; }, nullptr, "spacing"},
    {"spacing < 0", false, [](ClothSpec& c) { c.spacing = -0.1; }, nullptr, "spacing"},
    {"spacing NaN", false, [](ClothSpec& c) { c.spacing = kNaN; }, nullptr, "spacing"},
    {"spacing inf", false, [](ClothSpec& c) { c.spacing = kInf; }, nullptr, "spacing"},
    {"mass 0", false, [](ClothSpec& c) { c.particleMass = 0.0; }, nullptr, "mass"},
    {"mass < 0", false, [](ClothSpec& c) { c.particleMass = -1.0; }, nullptr, "mass"},
    {"mass NaN", false, [](ClothSpec& c) { c.particleMass = kNaN; }, nullptr, "mass"},
    {"corner", false,
     [](ClothSpec& c) {
         c.pinned.corners = {"top-left", "middle"};
     },
     nullptr, "unknown corner \"middle\""},
    {"edge", false, [](ClothSpec& c) { c.pinned.edges = {"diagonal"}; }, nullptr,
     "unknown edge \"diagonal\""},
    {"pin -1", false, [](ClothSpec& c) { c.pinned.indices = {-1}; }, nullptr, "pin index -1"},
    {"pin count", false,
     [](ClothSpec& c) {
         c.pinned.indices = {3, 12};
     },
     nullptr, "pin index 12"},
    {"u not unit", false, [](ClothSpec& c) { c.uAxis = Vec3(2, 0, 0); }, nullptr, "unit"},
    {"v not unit", false, [](ClothSpec& c) { c.vAxis *= 1.001; }, nullptr, "unit"},
    {"u NaN", false, [](ClothSpec& c) { c.uAxis.x() = kNaN; }, nullptr, "u axis"},
    {"not orthogonal", false,
     [](ClothSpec& c) {
         c.uAxis = Vec3(1, 0, 0);
         c.vAxis = Vec3(0.01, 0, 1).normalized();
     },
     nullptr, "orthogonal"},
    {"origin NaN", false, [](ClothSpec& c) { c.origin.y() = kNaN; }, nullptr, "origin"},
    {"velocity inf", false, [](ClothSpec& c) { c.velocity.z() = kInf; }, nullptr, "velocity"},
    {"topology", false, [](ClothSpec& c) { c.topology = static_cast<ClothTopology>(9); }, nullptr,
     "topology"},
    {"spring j = count", true, nullptr, [](CustomBodySpec& b) { b.springs[0].j = 12; },
     "particle index 12 is out of range"},
    {"spring i < 0", true, nullptr, [](CustomBodySpec& b) { b.springs[1].i = -1; },
     "particle index -1 is out of range"},
    {"spring i == j", true, nullptr, [](CustomBodySpec& b) { b.springs[2].j = 0; }, "to itself"},
    {"rest 0", true, nullptr, [](CustomBodySpec& b) { b.springs[0].restLength = 0.0; },
     "rest length"},
    {"rest < 0", true, nullptr, [](CustomBodySpec& b) { b.springs[0].restLength = -1.0; },
     "rest length"},
    {"rest NaN", true, nullptr, [](CustomBodySpec& b) { b.springs[0].restLength = kNaN; },
     "rest length"},
    {"zero distance", true, nullptr,
     [](CustomBodySpec& b) { b.particles[1].position = b.particles[0].position; },
     "zero initial distance"},
    {"duplicate", true, nullptr,
     [](CustomBodySpec& b) {
         b.springs.push_back({10, 9, SpringKind::Bending, 2.0, 1.0});
     },
     "duplicate"},
    {"particle mass", true, nullptr, [](CustomBodySpec& b) { b.particles[2].mass = 0.0; },
     "particle 2: mass"},
    {"position NaN", true, nullptr, [](CustomBodySpec& b) { b.particles[1].position.x() = kNaN; },
     "position"},
    {"velocity NaN", true, nullptr, [](CustomBodySpec& b) { b.particles[0].velocity.y() = kNaN; },
     "velocity"},
    {"scale < 0", true, nullptr, [](CustomBodySpec& b) { b.springs[1].scale = -0.5; }, "scale"},
    {"scale NaN", true, nullptr, [](CustomBodySpec& b) { b.springs[1].scale = kNaN; }, "scale"},
};

} // namespace

void TestBodies::invalidBodies_data() {
    QTest::addColumn<int>("index");
    for (std::size_t k = 0; k < std::size(kInvalidCases); ++k) {
        QTest::newRow(kInvalidCases[k].name) << int(k);
    }
}

void TestBodies::invalidBodies() {
    QFETCH(int, index);
    const InvalidCase& c = kInvalidCases[index];
    {
        // The unbroken scene builds: the row's failure comes from its one change.
        InvalidCase valid = c;
        valid.breakCloth = [](ClothSpec&) {};
        valid.breakCustom = [](CustomBodySpec&) {};
        QCOMPARE(buildSystem(invalidCaseScene(valid)).particleCount(), 9 + (c.custom ? 3 : 12) + 4);
    }
    const Scene scene = invalidCaseScene(c);
    const QString message = thrownMessage([&] { buildSystem(scene); });
    QVERIFY2(!message.isEmpty(), "no std::invalid_argument thrown");
    QVERIFY2(message.startsWith(QStringLiteral("body 1 \"broken\": ")), qPrintable(message));
    QVERIFY2(message.contains(QString::fromUtf8(c.reason)), qPrintable(message));
}

void TestBodies::failedBodyLeavesSystemUnchanged() {
    System system;
    addCloth(system, tiltedCloth(ClothTopology::Provot, 3, 3));
    const System before = system;
    ClothSpec cloth = tiltedCloth(ClothTopology::Provot, 4, 4);
    cloth.pinned.indices = {16};
    QVERIFY(!thrownMessage([&] { addCloth(system, cloth); }).isEmpty());
    CustomBodySpec body = validCustom();
    body.springs.back().j = 99;
    QVERIFY(!thrownMessage([&] { addCustomBody(system, body); }).isEmpty());

    QCOMPARE(system.particleCount(), before.particleCount());
    QCOMPARE(system.springs(), before.springs());
    QCOMPARE(system.bodies().size(), before.bodies().size());
    QCOMPARE(system.surfaces().size(), before.surfaces().size());
    QVERIFY(system.positions() == before.positions());
}

QTEST_APPLESS_MAIN(TestBodies)
#include "test_bodies.moc"
