// The scene reader's values and bodies: Node's checked conversions and the readers of
// cloths, custom bodies, solids and obstacles (core/scene/scene_node.h).
#include "core/base/file_access.h"
#include "core/scene/scene_node.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <filesystem>
#include <set>
#include <sstream>

namespace clothlab::core::scene_reader {

Term typeName(const json& j) {
    if (j.is_number()) {
        return {CLOTHLAB_TR_NOOP("CoreMessage", "a number")};
    }
    if (j.is_string()) {
        return {CLOTHLAB_TR_NOOP("CoreMessage", "a string")};
    }
    if (j.is_boolean()) {
        return {CLOTHLAB_TR_NOOP("CoreMessage", "true/false")};
    }
    if (j.is_array()) {
        return {CLOTHLAB_TR_NOOP("CoreMessage", "an array")};
    }
    if (j.is_object()) {
        return {CLOTHLAB_TR_NOOP("CoreMessage", "an object")};
    }
    return {CLOTHLAB_TR_NOOP("CoreMessage", "null")};
}

std::string format(double value) {
    std::ostringstream out;
    out.precision(17);
    out << value;
    return out.str();
}

void Node::expectKeys(const std::vector<std::string_view>& allowed) const {
    if (!m_value.is_object()) {
        fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected an object, found %1"),
                 typeName(m_value)));
    }
    for (const auto& item : m_value.items()) {
        if (std::find(allowed.begin(), allowed.end(), item.key()) == allowed.end()) {
            std::string list;
            for (std::string_view key : allowed) {
                list += (list.empty() ? "" : ", ") + std::string(key);
            }
            Node(item.value(), childPath(item.key()), m_file)
                .fail(
                    msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown key \"%1\" (expected one of: %2)"),
                        printableText(item.key()), IdList{list}));
        }
    }
}

double Node::number() const {
    if (!m_value.is_number()) {
        fail(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected a number, found %1"), typeName(m_value)));
    }
    const double x = m_value.get<double>();
    if (!std::isfinite(x)) {
        fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "not a finite number")));
    }
    return x;
}

double Node::number(double minimum, double maximum, bool openMinimum) const {
    const double x = number();
    if (x < minimum || x > maximum || (openMinimum && x == minimum)) {
        const std::string expected = (openMinimum ? "> " : "≥ ") + format(minimum) +
                                     (maximum < HUGE_VAL ? " and ≤ " + format(maximum) : "");
        fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1 is out of range: expected %2"), format(x),
                 expected));
    }
    return x;
}

bool Node::beyondInteger() const {
    return m_value.is_number_unsigned() &&
           m_value.get<unsigned long long>() > static_cast<unsigned long long>(LLONG_MAX);
}

long long Node::integer(long long minimum, long long maximum) const {
    const auto outOfRange = [&](const std::string& written) {
        fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1 is out of range [%2, %3]"), written, minimum,
                 maximum));
    };
    if (m_value.is_number_float()) {
        const double x = m_value.get<double>();
        if (!std::isfinite(x) || x != std::floor(x)) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected a whole number, found %1"),
                     format(x)));
        }
        // Compared as doubles before the conversion, which would overflow beyond the range
        // (2^63 itself is beyond a long long).
        if (x < static_cast<double>(minimum) || x > static_cast<double>(maximum) || x >= 0x1p63) {
            outOfRange(format(x));
        }
        return static_cast<long long>(x);
    }
    if (!m_value.is_number_integer()) {
        fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected a whole number, found %1"),
                 typeName(m_value)));
    }
    if (beyondInteger()) {
        outOfRange(literal());
    }
    const auto x = m_value.get<long long>();
    if (x < minimum || x > maximum) {
        outOfRange(std::to_string(x));
    }
    return x;
}

Vec3 Node::vec3() const {
    if (!m_value.is_array() || m_value.size() != 3) {
        fail(m_value.is_array()
                 ? msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                        "expected an array of 3 numbers, found an array of %1"),
                       m_value.size())
                 : msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected an array of 3 numbers, found %1"),
                       typeName(m_value)));
    }
    return Vec3((*this)[0].number(), (*this)[1].number(), (*this)[2].number());
}

Vec3 unitAxis(const Node& node) {
    const Vec3 axis = node.vec3();
    if (std::abs(axis.norm() - 1.0) > kAxisTolerance) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "must be a unit vector (length %1)"),
                      format(axis.norm())));
    }
    return axis;
}

namespace {

/// Refuses a body that would take the scene beyond its limits, before it is made.
void checkSceneSize(const Node& node, const ParticleTable& table, long long particles,
                    long long springs) {
    Message problem = sceneSizeProblem(static_cast<long long>(table.positions.size()) + particles,
                                       table.springs + springs);
    if (!problem.empty()) {
        node.fail(std::move(problem));
    }
}

PinSpec readPins(const Node& node, int rows, int cols) {
    node.expectKeys({"corners", "edges", "indices"});
    PinSpec pins;
    if (node.has("corners")) {
        const Node list = node["corners"];
        for (std::size_t k = 0; k < list.size(); ++k) {
            const std::string corner = list[k].string();
            if (corner != "top-left" && corner != "top-right" && corner != "bottom-left" &&
                corner != "bottom-right") {
                list[k].fail(
                    msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown corner \"%1\" (expected %2)"),
                        corner, IdList{"top-left, top-right, bottom-left or bottom-right"}));
            }
            pins.corners.push_back(corner);
        }
    }
    if (node.has("edges")) {
        const Node list = node["edges"];
        for (std::size_t k = 0; k < list.size(); ++k) {
            const std::string edge = list[k].string();
            if (edge != "top" && edge != "bottom" && edge != "left" && edge != "right") {
                list[k].fail(
                    msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown edge \"%1\" (expected %2)"), edge,
                        IdList{"top, bottom, left or right"}));
            }
            pins.edges.push_back(edge);
        }
    }
    if (node.has("indices")) {
        const Node list = node["indices"];
        for (std::size_t k = 0; k < list.size(); ++k) {
            pins.indices.push_back(static_cast<int>(list[k].integer(0, rows * cols - 1)));
        }
    }
    return pins;
}

// Thickness above half the spacing would make a flat cloth push its own neighbouring
// triangles (a vertex is 1/√2 spacing from the nearest triangle it is not part of).
void readClothContact(const Node& node, ClothSpec& c) {
    c.selfCollision = node.has("self_collision") ? node["self_collision"].boolean() : false;
    if (node.has("thickness")) {
        const Node thickness = node["thickness"];
        c.thickness = thickness.positive();
        if (*c.thickness > 0.5 * c.spacing) {
            thickness.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                                "thickness %1 m is more than half the spacing %2 "
                                                "m: neighbouring triangles of the cloth would "
                                                "push each other apart"),
                               format(*c.thickness), format(c.spacing)));
        }
    }
    c.friction = node.has("friction") ? node["friction"].nonNegative() : 0.0;
}

ClothSpec readCloth(const Node& node, ParticleTable& table) {
    node.expectKeys({"type", "name", "rows", "cols", "spacing", "origin", "u_axis", "v_axis",
                     "particle_mass", "topology", "pinned", "velocity", "quirks", "self_collision",
                     "thickness", "friction"});
    ClothSpec c;
    if (node.has("name")) {
        c.name = node["name"].string();
    }
    c.rows = static_cast<int>(node["rows"].integer(2, 4096));
    c.cols = static_cast<int>(node["cols"].integer(2, 4096));
    c.spacing = node["spacing"].positive();
    c.origin = node.has("origin") ? node["origin"].vec3() : c.origin;
    c.uAxis = node.has("u_axis") ? unitAxis(node["u_axis"]) : c.uAxis;
    c.vAxis = node.has("v_axis") ? unitAxis(node["v_axis"]) : c.vAxis;
    if (std::abs(c.uAxis.dot(c.vAxis)) > kAxisTolerance) {
        node[node.has("v_axis") ? "v_axis" : "u_axis"].fail(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "u_axis and v_axis must be orthogonal")));
    }
    c.particleMass = node["particle_mass"].positive();
    const Node topology = node["topology"];
    const std::optional<ClothTopology> t = clothTopologyFromId(topology.string());
    if (!t) {
        topology.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown topology \"%1\" (expected %2)"),
                          topology.string(),
                          IdList{"structural-shear, provot, lander, choi or triangle-edges"}));
    }
    c.topology = *t;
    if (node.has("pinned")) {
        c.pinned = readPins(node["pinned"], c.rows, c.cols);
    }
    c.velocity = node.has("velocity") ? node["velocity"].vec3() : c.velocity;
    if (node.has("quirks")) {
        const Node list = node["quirks"];
        for (std::size_t k = 0; k < list.size(); ++k) {
            const std::string id = list[k].string();
            if (std::find(std::begin(kClothQuirks), std::end(kClothQuirks), id) ==
                std::end(kClothQuirks)) {
                list[k].fail(
                    msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown quirk \"%1\" (expected %2)"), id,
                        IdList{"r1-missing-last-column, r1-point-order or r3-one-line-bending"}));
            }
            c.quirks.push_back(id);
        }
    }
    readClothContact(node, c);
    const auto kinds = expectedSpringCounts(c.topology, c.rows, c.cols);
    const long long springs = static_cast<long long>(kinds[0]) + kinds[1] + kinds[2];
    checkSceneSize(node, table, static_cast<long long>(c.rows) * c.cols, springs);
    table.springs += springs;
    for (int r = 0; r < c.rows; ++r) {
        for (int col = 0; col < c.cols; ++col) {
            table.positions.push_back(c.origin + col * c.spacing * c.uAxis +
                                      r * c.spacing * c.vAxis);
        }
    }
    return c;
}

CustomSpring readCustomSpring(const Node& node, const ParticleTable& table,
                              std::set<std::pair<int, int>>& seen) {
    node.expectKeys({"i", "j", "kind", "rest_length", "scale"});
    const auto count = static_cast<long long>(table.positions.size());
    CustomSpring s;
    for (const char* end : {"i", "j"}) {
        const Node index = node[end];
        const long long value =
            index.beyondInteger() ? LLONG_MAX : index.integer(LLONG_MIN, LLONG_MAX);
        if (value < 0 || value >= count) {
            index.fail(msg(
                CLOTHLAB_TR_NOOP("CoreMessage",
                                 "particle index %1 does not exist (the scene has %2 particles up "
                                 "to this body)"),
                index.beyondInteger() ? index.literal() : std::to_string(value), count));
        }
        (end[0] == 'i' ? s.i : s.j) = static_cast<int>(value);
    }
    if (s.i == s.j) {
        node["j"].fail(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "spring connects particle %1 to itself"), s.i));
    }
    if (!seen.insert({std::min(s.i, s.j), std::max(s.i, s.j)}).second) {
        node.fail(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "duplicate spring between particles %1 and %2"),
                s.i, s.j));
    }
    const Node kind = node["kind"];
    const std::optional<SpringKind> k = springKindFromId(kind.string());
    if (!k) {
        kind.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown spring kind \"%1\" (expected %2)"),
                      kind.string(), IdList{"structural, shear or bending"}));
    }
    s.kind = *k;
    if (node.has("rest_length")) {
        s.restLength = node["rest_length"].positive();
    } else if ((table.positions[static_cast<std::size_t>(s.i)] -
                table.positions[static_cast<std::size_t>(s.j)])
                   .norm() == 0.0) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                       "zero-length spring: particles %1 and %2 start at the same "
                                       "position and no rest_length is given"),
                      s.i, s.j));
    }
    s.scale = node.has("scale") ? node["scale"].nonNegative() : 1.0;
    return s;
}

CustomBodySpec readCustom(const Node& node, ParticleTable& table) {
    node.expectKeys({"type", "name", "particles", "springs"});
    CustomBodySpec body;
    if (node.has("name")) {
        body.name = node["name"].string();
    }
    const Node particles = node["particles"];
    for (std::size_t k = 0; k < particles.size(); ++k) {
        const Node p = particles[k];
        p.expectKeys({"position", "velocity", "mass", "pinned"});
        CustomParticle particle;
        particle.position = p["position"].vec3();
        particle.velocity = p.has("velocity") ? p["velocity"].vec3() : particle.velocity;
        particle.mass = p["mass"].positive();
        particle.pinned = p.has("pinned") ? p["pinned"].boolean() : false;
        body.particles.push_back(particle);
        table.positions.push_back(particle.position);
    }
    checkSceneSize(node, table, 0, 0);
    if (node.has("springs")) {
        const Node springs = node["springs"];
        checkSceneSize(node, table, 0, static_cast<long long>(springs.size()));
        table.springs += static_cast<long long>(springs.size());
        std::set<std::pair<int, int>> seen;
        for (std::size_t k = 0; k < springs.size(); ++k) {
            body.springs.push_back(readCustomSpring(springs[k], table, seen));
        }
    }
    return body;
}

// An OBJ path is relative to the folder of the scene file (the working folder for scenes
// that are not files, e.g. presets).
TriangleMesh readMesh(const Node& node, const std::string& meshFile) {
    const std::filesystem::path parent = std::filesystem::path(node.file()).parent_path();
    const std::filesystem::path path = std::filesystem::path(meshFile).is_absolute()
                                           ? std::filesystem::path(meshFile)
                                           : parent / meshFile;
    try {
        return loadObjFile(path.string());
    } catch (const ObjError& e) {
        node.fail(e.message());
    }
}

void readSolidShape(const Node& node, SolidSpec& s) {
    const Node shape = node["shape"];
    const std::optional<SolidShape> id = solidShapeFromId(shape.string());
    if (!id) {
        shape.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown shape \"%1\" (expected %2)"),
                       shape.string(), IdList{"box, sphere, torus or mesh"}));
    }
    s.shape = *id;
    switch (s.shape) {
    case SolidShape::Box: {
        const Node size = node["size"];
        s.size = size.vec3();
        if (!(s.size.array() > 0.0).all()) {
            size.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "every edge length must be > 0")));
        }
        break;
    }
    case SolidShape::Sphere:
        s.radius = node["radius"].positive();
        break;
    case SolidShape::Torus:
        s.radius = node["radius"].positive();
        s.tubeRadius = node["tube_radius"].number(0.0, s.radius, true);
        if (s.tubeRadius == s.radius) {
            node["tube_radius"].fail(
                msg(CLOTHLAB_TR_NOOP("CoreMessage", "must be smaller than the radius")));
        }
        break;
    case SolidShape::Mesh:
        s.meshFile = node["mesh"].string();
        s.mesh = readMesh(node["mesh"], s.meshFile);
        s.meshScale = node.has("mesh_scale") ? node["mesh_scale"].positive() : 1.0;
        if (Message open = closedMeshProblem(s.mesh); !open.empty()) {
            node["mesh"].fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1 is not a closed mesh: %2"),
                                  s.meshFile, open));
        }
        break;
    }
}

SolidSpec readSolid(const Node& node, ParticleTable& table) {
    // Keys of every shape, then the ones of this shape: a key of another shape is an error.
    std::vector<std::string_view> keys{
        "type",         "name",      "shape",         "center",
        "rotation",     "spacing",   "particle_mass", "angle_stiffness",
        "spring_scale", "diagonals", "velocity",      "angular_velocity"};
    const std::string shape = node["shape"].string();
    if (shape == "box") {
        keys.push_back("size");
    } else if (shape == "sphere") {
        keys.push_back("radius");
    } else if (shape == "torus") {
        keys.insert(keys.end(), {"radius", "tube_radius"});
    } else if (shape == "mesh") {
        keys.insert(keys.end(), {"mesh", "mesh_scale"});
    }
    node.expectKeys(keys);
    SolidSpec s;
    s.name = node.has("name") ? node["name"].string() : s.name;
    readSolidShape(node, s);
    s.center = node.has("center") ? node["center"].vec3() : s.center;
    s.rotation = node.has("rotation") ? node["rotation"].vec3() : s.rotation;
    s.spacing = node["spacing"].positive();
    s.particleMass = node["particle_mass"].positive();
    s.angleStiffness = node["angle_stiffness"].nonNegative();
    s.springScale = node.has("spring_scale") ? node["spring_scale"].nonNegative() : 1.0;
    s.diagonals = node.has("diagonals") ? node["diagonals"].boolean() : true;
    s.velocity = node.has("velocity") ? node["velocity"].vec3() : s.velocity;
    s.angularVelocity =
        node.has("angular_velocity") ? node["angular_velocity"].vec3() : s.angularVelocity;
    if (Message problem = solidShapeProblem(s); !problem.empty()) {
        node["spacing"].fail(std::move(problem));
    }
    // Sampled once here; building the system reuses this lattice.
    const SolidLattice& lattice = cacheSolidLattice(s);
    if (lattice.points.cols() == 0) {
        node["spacing"].fail(msg(CLOTHLAB_TR_NOOP(
            "CoreMessage", "no lattice point lies inside the shape (decrease the spacing)")));
    }
    const long long springs = solidSpringCount(s, lattice);
    checkSceneSize(node, table, lattice.points.cols(), springs);
    table.springs += springs;
    for (Eigen::Index p = 0; p < lattice.points.cols(); ++p) {
        table.positions.push_back(lattice.points.col(p));
    }
    return s;
}

} // namespace

BodySpec readBody(const Node& node, ParticleTable& table) {
    if (!node.value().is_object()) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected an object, found %1"),
                      typeName(node.value())));
    }
    const Node type = node["type"];
    const std::string t = type.string();
    if (t == "cloth") {
        return readCloth(node, table);
    }
    if (t == "custom") {
        return readCustom(node, table);
    }
    if (t == "solid") {
        return readSolid(node, table);
    }
    type.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown body type \"%1\" (expected %2)"), t,
                  IdList{"cloth, custom or solid"}));
}

Obstacle readObstacle(const Node& node) {
    if (!node.value().is_object()) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected an object, found %1"),
                      typeName(node.value())));
    }
    Obstacle o;
    const Node type = node["type"];
    const std::optional<ObstacleShape> shape = obstacleShapeFromId(type.string());
    if (!shape) {
        type.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown obstacle type \"%1\" (expected %2)"),
                      type.string(), IdList{"sphere, plane or box"}));
    }
    o.shape = *shape;
    switch (o.shape) {
    case ObstacleShape::Sphere:
        node.expectKeys({"type", "center", "radius", "friction", "margin", "response"});
        o.center = node["center"].vec3();
        o.radius = node["radius"].positive();
        break;
    case ObstacleShape::Plane:
        node.expectKeys({"type", "point", "normal", "friction", "margin", "response"});
        o.center = node["point"].vec3();
        o.normal = node["normal"].vec3();
        if (o.normal.norm() == 0.0) {
            node["normal"].fail(
                msg(CLOTHLAB_TR_NOOP("CoreMessage", "the plane normal must not be zero")));
        }
        break;
    case ObstacleShape::Box:
        node.expectKeys({"type", "min", "max", "friction", "margin", "response"});
        o.boxMin = node["min"].vec3();
        o.boxMax = node["max"].vec3();
        if (!(o.boxMin.array() < o.boxMax.array()).all()) {
            node["max"].fail(msg(CLOTHLAB_TR_NOOP(
                "CoreMessage", "every component of max must exceed the same component of min")));
        }
        break;
    }
    o.friction = node.has("friction") ? node["friction"].nonNegative() : 0.0;
    o.margin = node.has("margin") ? node["margin"].nonNegative() : 0.0;
    if (node.has("response")) {
        const Node r = node["response"];
        const std::optional<CollisionResponse> response = collisionResponseFromId(r.string());
        if (!response) {
            r.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown response \"%1\" (expected %2)"),
                       r.string(),
                       IdList{"project, push-out, stick, velocity-correction or stick-ray"}));
        }
        o.response = *response;
    }
    return o;
}

} // namespace clothlab::core::scene_reader
