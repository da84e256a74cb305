// Scene files. Reading is strict: every key is known, every value has the right type and
// range, every index points at an existing particle — or the reader throws with the file,
// the JSON path and the reason. Nothing is defaulted silently: an absent optional key takes
// the default documented in core/scene.h, a present but wrong one is an error.
#include "core/scene_io.h"

#include "core/integrator.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <unistd.h>

namespace clothlab::core {

using nlohmann::json;
using OrderedJson = nlohmann::ordered_json;

SceneFileError::SceneFileError(std::string file, std::string path, Message reason)
    : std::runtime_error(file + ": " + (path.empty() ? std::string() : path + ": ") +
                         reason.english()),
      m_file(std::move(file)), m_path(std::move(path)), m_reason(reason.english()),
      m_message(std::move(reason)) {}

namespace {

/// The JSON type of `j` as an argument of a message ("a number", translated in the GUI).
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

/// A JSON value together with its path, for reading with precise errors.
class Node {
public:
    Node(const json& value, std::string path, const std::string& file)
        : m_value(value), m_path(std::move(path)), m_file(file) {}

    [[noreturn]] void fail(Message reason) const {
        throw SceneFileError(m_file, m_path, std::move(reason));
    }
    const std::string& path() const { return m_path; }
    const std::string& file() const { return m_file; }
    const json& value() const { return m_value; }

    /// Checks that this is an object whose keys are all in `allowed`.
    void expectKeys(std::initializer_list<std::string_view> allowed) const {
        expectKeys(std::vector<std::string_view>(allowed));
    }
    void expectKeys(const std::vector<std::string_view>& allowed) const {
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
                    .fail(msg(
                        CLOTHLAB_TR_NOOP("CoreMessage", "unknown key \"%1\" (expected one of: %2)"),
                        item.key(), IdList{list}));
            }
        }
    }
    bool has(std::string_view key) const { return m_value.contains(key); }
    Node operator[](std::string_view key) const {
        if (!m_value.contains(key)) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "missing key \"%1\""), key));
        }
        return Node(m_value.at(std::string(key)), childPath(key), m_file);
    }
    std::size_t size() const {
        if (!m_value.is_array()) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected an array, found %1"),
                     typeName(m_value)));
        }
        return m_value.size();
    }
    Node operator[](std::size_t index) const {
        return Node(m_value.at(index), m_path + "[" + std::to_string(index) + "]", m_file);
    }

    double number() const {
        if (!m_value.is_number()) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected a number, found %1"),
                     typeName(m_value)));
        }
        const double x = m_value.get<double>();
        if (!std::isfinite(x)) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "not a finite number")));
        }
        return x;
    }
    double number(double minimum, double maximum, bool openMinimum = false) const {
        const double x = number();
        if (x < minimum || x > maximum || (openMinimum && x == minimum)) {
            const std::string expected = (openMinimum ? "> " : "≥ ") + format(minimum) +
                                         (maximum < HUGE_VAL ? " and ≤ " + format(maximum) : "");
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1 is out of range: expected %2"), format(x),
                     expected));
        }
        return x;
    }
    double positive() const { return number(0.0, HUGE_VAL, true); }
    double nonNegative() const { return number(0.0, HUGE_VAL); }
    long long integer(long long minimum, long long maximum) const {
        if (!m_value.is_number_integer()) {
            fail(m_value.is_number()
                     ? msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected a whole number, found %1"),
                           format(m_value.get<double>()))
                     : msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected a whole number, found %1"),
                           typeName(m_value)));
        }
        const auto x = m_value.get<long long>();
        if (x < minimum || x > maximum) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1 is out of range [%2, %3]"), x, minimum,
                     maximum));
        }
        return x;
    }
    bool boolean() const {
        if (!m_value.is_boolean()) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected true or false, found %1"),
                     typeName(m_value)));
        }
        return m_value.get<bool>();
    }
    std::string string() const {
        if (!m_value.is_string()) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected a string, found %1"),
                     typeName(m_value)));
        }
        return m_value.get<std::string>();
    }
    Vec3 vec3() const {
        if (!m_value.is_array() || m_value.size() != 3) {
            fail(m_value.is_array()
                     ? msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                            "expected an array of 3 numbers, found an array of %1"),
                           m_value.size())
                     : msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                            "expected an array of 3 numbers, found %1"),
                           typeName(m_value)));
        }
        return Vec3((*this)[0].number(), (*this)[1].number(), (*this)[2].number());
    }

private:
    std::string childPath(std::string_view key) const {
        return m_path.empty() ? std::string(key) : m_path + "." + std::string(key);
    }

    const json& m_value;
    std::string m_path;
    const std::string& m_file;
};

constexpr double kAxisTolerance = 1e-6;

Vec3 unitAxis(const Node& node) {
    const Vec3 axis = node.vec3();
    if (std::abs(axis.norm() - 1.0) > kAxisTolerance) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "must be a unit vector (length %1)"),
                      format(axis.norm())));
    }
    return axis;
}

// ---------------------------------------------------------------------------------------
// Reading

SpringStiffness readKindStiffness(const Node& node) {
    node.expectKeys({"stretch", "compression", "damping"});
    return {node["stretch"].nonNegative(), node["compression"].nonNegative(),
            node["damping"].nonNegative()};
}

StiffnessTable readStiffness(const Node& node) {
    node.expectKeys({"structural", "shear", "bending"});
    StiffnessTable table;
    for (SpringKind kind : kAllSpringKinds) {
        table[kind] = readKindStiffness(node[springKindId(kind)]);
    }
    return table;
}

void readAir(const Node& node, Environment& env) {
    node.expectKeys({"drag", "wind", "modulation", "gusts"});
    if (node.has("drag")) {
        env.airDrag = node["drag"].nonNegative();
    }
    if (node.has("wind")) {
        env.wind = node["wind"].vec3();
    }
    if (node.has("modulation")) {
        const Node m = node["modulation"];
        m.expectKeys({"amplitude", "omega1", "omega2"});
        env.modulation = {m["amplitude"].number(), m["omega1"].number(), m["omega2"].number()};
    }
    if (node.has("gusts")) {
        const Node g = node["gusts"];
        g.expectKeys(
            {"enabled", "seed", "interval", "probability", "strength", "direction", "spread"});
        GustSettings& gusts = env.gusts;
        gusts.enabled = g.has("enabled") ? g["enabled"].boolean() : true;
        if (g.has("seed")) {
            gusts.seed = static_cast<std::uint64_t>(g["seed"].integer(0, INT64_MAX));
        }
        gusts.interval = g.has("interval") ? g["interval"].positive() : gusts.interval;
        gusts.probability =
            g.has("probability") ? g["probability"].number(0.0, 1.0) : gusts.probability;
        gusts.strength = g.has("strength") ? g["strength"].nonNegative() : gusts.strength;
        gusts.direction = g.has("direction") ? g["direction"].vec3() : gusts.direction;
        gusts.spread = g.has("spread") ? g["spread"].nonNegative() : gusts.spread;
    }
}

/// Particle positions of the bodies read so far, for index and zero-length checks.
struct ParticleTable {
    std::vector<Vec3> positions;
};

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

ClothSpec readCloth(const Node& node, ParticleTable& table) {
    node.expectKeys({"type", "name", "rows", "cols", "spacing", "origin", "u_axis", "v_axis",
                     "particle_mass", "topology", "pinned", "velocity"});
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
        const long long value = index.integer(LLONG_MIN, LLONG_MAX);
        if (value < 0 || value >= count) {
            index.fail(msg(
                CLOTHLAB_TR_NOOP("CoreMessage",
                                 "particle index %1 does not exist (the scene has %2 particles up "
                                 "to this body)"),
                value, count));
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
    if (node.has("springs")) {
        const Node springs = node["springs"];
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
    const SolidLattice lattice = sampleSolid(s);
    if (lattice.points.cols() == 0) {
        node["spacing"].fail(msg(CLOTHLAB_TR_NOOP(
            "CoreMessage", "no lattice point lies inside the shape (decrease the spacing)")));
    }
    for (Eigen::Index p = 0; p < lattice.points.cols(); ++p) {
        table.positions.push_back(lattice.points.col(p));
    }
    return s;
}

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
        node.expectKeys({"type", "center", "radius", "friction", "response"});
        o.center = node["center"].vec3();
        o.radius = node["radius"].positive();
        break;
    case ObstacleShape::Plane:
        node.expectKeys({"type", "point", "normal", "friction", "response"});
        o.center = node["point"].vec3();
        o.normal = node["normal"].vec3();
        if (o.normal.norm() == 0.0) {
            node["normal"].fail(
                msg(CLOTHLAB_TR_NOOP("CoreMessage", "the plane normal must not be zero")));
        }
        break;
    case ObstacleShape::Box:
        node.expectKeys({"type", "min", "max", "friction", "response"});
        o.boxMin = node["min"].vec3();
        o.boxMax = node["max"].vec3();
        if (!(o.boxMin.array() < o.boxMax.array()).all()) {
            node["max"].fail(msg(CLOTHLAB_TR_NOOP(
                "CoreMessage", "every component of max must exceed the same component of min")));
        }
        break;
    }
    o.friction = node.has("friction") ? node["friction"].nonNegative() : 0.0;
    if (node.has("response")) {
        const Node r = node["response"];
        const std::optional<CollisionResponse> response = collisionResponseFromId(r.string());
        if (!response) {
            r.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown response \"%1\" (expected %2)"),
                       r.string(), IdList{"project, push-out, stick or velocity-correction"}));
        }
        o.response = *response;
    }
    return o;
}

/// {"id", "dt", <parameter id>: value, …} plus `extraKeys` that the caller reads.
IntegratorChoice readIntegrator(const Node& node,
                                std::initializer_list<std::string_view> extraKeys) {
    if (!node.value().is_object()) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected an object, found %1"),
                      typeName(node.value())));
    }
    IntegratorChoice choice;
    const Node id = node["id"];
    choice.id = id.string();
    const IntegratorInfo* info = findIntegrator(choice.id);
    if (!info) {
        std::string known;
        for (const IntegratorInfo* i : integratorCatalog()) {
            known += (known.empty() ? "" : ", ") + i->id;
        }
        id.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown integrator \"%1\" (known: %2)"),
                    choice.id, known));
    }
    choice.dt = node["dt"].positive();
    ParameterSet parameters(info->parameters);
    for (const auto& item : node.value().items()) {
        const std::string& key = item.key();
        if (key == "id" || key == "dt" ||
            std::find(extraKeys.begin(), extraKeys.end(), key) != extraKeys.end()) {
            continue;
        }
        const Node value = node[key];
        if (parameters.indexOf(key) < 0) {
            std::string known;
            for (const ParameterSpec& spec : info->parameters) {
                known += (known.empty() ? "" : ", ") + spec.id;
            }
            value.fail(known.empty()
                           ? msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                                  "unknown key \"%1\": not a parameter of %2 (its "
                                                  "parameters: none)"),
                                 key, choice.id)
                           : msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                                  "unknown key \"%1\": not a parameter of %2 (its "
                                                  "parameters: %3)"),
                                 key, choice.id, known));
        }
        const double v = value.number();
        if (Message refused = parameters.set(key, v); !refused.empty()) {
            value.fail(std::move(refused));
        }
        choice.parameters.emplace_back(key, v);
    }
    return choice;
}

RunSpec readRun(const Node& node) {
    RunSpec run;
    run.integrator = readIntegrator(node, {"substeps", "label", "color", "visible", "reference"});
    run.substeps = node.has("substeps") ? static_cast<int>(node["substeps"].integer(1, 100000)) : 1;
    run.label = node.has("label") ? node["label"].string() : "";
    if (node.has("color")) {
        const Node c = node["color"];
        run.color = c.string();
        const bool hex =
            run.color.size() == 7 && run.color[0] == '#' &&
            run.color.find_first_not_of("0123456789abcdefABCDEF", 1) == std::string::npos;
        if (!hex) {
            c.fail(msg(
                CLOTHLAB_TR_NOOP("CoreMessage", "expected a colour as \"#rrggbb\", found \"%1\""),
                run.color));
        }
    }
    run.visible = node.has("visible") ? node["visible"].boolean() : true;
    run.reference = node.has("reference") ? node["reference"].boolean() : false;
    return run;
}

void readHeader(const Node& root) {
    const Node format = root["format"];
    if (format.string() != kSceneFormat) {
        format.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected \"%1\", found \"%2\""),
                        kSceneFormat, format.string()));
    }
    const Node version = root["version"];
    const long long v = version.integer(LLONG_MIN, LLONG_MAX);
    if (v > kSceneFormatVersion) {
        version.fail(
            msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                 "format version %1 is newer than this ClothLab reads (up to %2); "
                                 "please update ClothLab"),
                v, kSceneFormatVersion));
    }
    if (v < 1) {
        version.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "format version %1 does not exist"), v));
    }
}

Scene readScene(const Node& root) {
    root.expectKeys({"format", "version", "name", "description", "gravity", "air",
                     "velocity_retention", "stiffness", "bodies", "obstacles", "particle_overrides",
                     "integrator", "runs"});
    readHeader(root);
    Scene scene;
    scene.name = root.has("name") ? root["name"].string() : scene.name;
    scene.description = root.has("description") ? root["description"].string() : "";
    if (root.has("gravity")) {
        scene.environment.gravity = root["gravity"].vec3();
    }
    if (root.has("air")) {
        readAir(root["air"], scene.environment);
    }
    if (root.has("velocity_retention")) {
        scene.environment.velocityRetention = root["velocity_retention"].number(0.0, 1.0, true);
    }
    scene.stiffness = readStiffness(root["stiffness"]);
    ParticleTable table;
    const Node bodies = root["bodies"];
    for (std::size_t k = 0; k < bodies.size(); ++k) {
        scene.bodies.push_back(readBody(bodies[k], table));
    }
    if (root.has("obstacles")) {
        const Node obstacles = root["obstacles"];
        for (std::size_t k = 0; k < obstacles.size(); ++k) {
            scene.obstacles.push_back(readObstacle(obstacles[k]));
        }
    }
    if (root.has("particle_overrides")) {
        const Node overrides = root["particle_overrides"];
        const auto last = static_cast<long long>(table.positions.size()) - 1;
        for (std::size_t k = 0; k < overrides.size(); ++k) {
            const Node node = overrides[k];
            node.expectKeys({"particle", "mass", "pinned"});
            ParticleOverride edit;
            edit.particle = static_cast<int>(node["particle"].integer(0, last));
            if (node.has("mass")) {
                edit.mass = node["mass"].positive();
            }
            if (node.has("pinned")) {
                edit.pinned = node["pinned"].boolean();
            }
            scene.particleOverrides.push_back(edit);
        }
    }
    scene.integrator = readIntegrator(root["integrator"], {});
    if (root.has("runs")) {
        const Node runs = root["runs"];
        for (std::size_t k = 0; k < runs.size(); ++k) {
            scene.runs.push_back(readRun(runs[k]));
        }
    }
    return scene;
}

// ---------------------------------------------------------------------------------------
// Writing

OrderedJson toJson(const Vec3& v) {
    return OrderedJson::array({v.x(), v.y(), v.z()});
}

OrderedJson toJson(const ClothSpec& c) {
    OrderedJson pins = OrderedJson::object();
    pins["corners"] = c.pinned.corners;
    pins["edges"] = c.pinned.edges;
    pins["indices"] = c.pinned.indices;
    return OrderedJson{{"type", "cloth"},
                       {"name", c.name},
                       {"rows", c.rows},
                       {"cols", c.cols},
                       {"spacing", c.spacing},
                       {"origin", toJson(c.origin)},
                       {"u_axis", toJson(c.uAxis)},
                       {"v_axis", toJson(c.vAxis)},
                       {"particle_mass", c.particleMass},
                       {"topology", clothTopologyId(c.topology)},
                       {"pinned", pins},
                       {"velocity", toJson(c.velocity)}};
}

OrderedJson toJson(const CustomBodySpec& b) {
    OrderedJson particles = OrderedJson::array();
    for (const CustomParticle& p : b.particles) {
        particles.push_back({{"position", toJson(p.position)},
                             {"velocity", toJson(p.velocity)},
                             {"mass", p.mass},
                             {"pinned", p.pinned}});
    }
    OrderedJson springs = OrderedJson::array();
    for (const CustomSpring& s : b.springs) {
        OrderedJson spring{{"i", s.i}, {"j", s.j}, {"kind", springKindId(s.kind)}};
        if (s.restLength) {
            spring["rest_length"] = *s.restLength;
        }
        spring["scale"] = s.scale;
        springs.push_back(spring);
    }
    return OrderedJson{
        {"type", "custom"}, {"name", b.name}, {"particles", particles}, {"springs", springs}};
}

OrderedJson toJson(const SolidSpec& s) {
    OrderedJson j{{"type", "solid"}, {"name", s.name}, {"shape", solidShapeId(s.shape)}};
    switch (s.shape) {
    case SolidShape::Box:
        j["size"] = toJson(s.size);
        break;
    case SolidShape::Torus:
        j["radius"] = s.radius;
        j["tube_radius"] = s.tubeRadius;
        break;
    case SolidShape::Sphere:
        j["radius"] = s.radius;
        break;
    case SolidShape::Mesh:
        j["mesh"] = s.meshFile;
        j["mesh_scale"] = s.meshScale;
        break;
    }
    j["center"] = toJson(s.center);
    j["rotation"] = toJson(s.rotation);
    j["spacing"] = s.spacing;
    j["particle_mass"] = s.particleMass;
    j["angle_stiffness"] = s.angleStiffness;
    j["spring_scale"] = s.springScale;
    j["diagonals"] = s.diagonals;
    j["velocity"] = toJson(s.velocity);
    j["angular_velocity"] = toJson(s.angularVelocity);
    return j;
}

OrderedJson toJson(const Obstacle& o) {
    OrderedJson j{{"type", obstacleShapeId(o.shape)}};
    switch (o.shape) {
    case ObstacleShape::Sphere:
        j["center"] = toJson(o.center);
        j["radius"] = o.radius;
        break;
    case ObstacleShape::Plane:
        j["point"] = toJson(o.center);
        j["normal"] = toJson(o.normal);
        break;
    case ObstacleShape::Box:
        j["min"] = toJson(o.boxMin);
        j["max"] = toJson(o.boxMax);
        break;
    }
    j["friction"] = o.friction;
    j["response"] = collisionResponseId(o.response);
    return j;
}

OrderedJson toJson(const IntegratorChoice& choice) {
    OrderedJson j{{"id", choice.id}, {"dt", choice.dt}};
    for (const auto& [id, value] : choice.parameters) {
        j[id] = value;
    }
    return j;
}

OrderedJson toJson(const Environment& env) {
    const GustSettings& g = env.gusts;
    return OrderedJson{{"drag", env.airDrag},
                       {"wind", toJson(env.wind)},
                       {"modulation",
                        {{"amplitude", env.modulation.amplitude},
                         {"omega1", env.modulation.omega1},
                         {"omega2", env.modulation.omega2}}},
                       {"gusts",
                        {{"enabled", g.enabled},
                         {"seed", g.seed},
                         {"interval", g.interval},
                         {"probability", g.probability},
                         {"strength", g.strength},
                         {"direction", toJson(g.direction)},
                         {"spread", g.spread}}}};
}

} // namespace

namespace {

/// The line and column (from 1) of a byte offset in `text`.
std::pair<long, std::size_t> lineAndColumn(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    const std::string_view before = text.substr(0, offset);
    const auto line = 1 + std::count(before.begin(), before.end(), '\n');
    const std::size_t lineStart =
        before.rfind('\n') == std::string_view::npos ? 0 : before.rfind('\n') + 1;
    return {static_cast<long>(line), offset - lineStart + 1};
}

} // namespace

namespace {

void applyOverride(json& root, const SceneOverride& override, const std::string& fileName) {
    auto fail = [&](const Message& reason) {
        throw SceneFileError(fileName, override.path,
                             msg(CLOTHLAB_TR_NOOP("CoreMessage", "cannot override: %1"), reason));
    };
    // Split "a.b[2].c" into keys and indices.
    json* node = &root;
    std::string walked;
    std::size_t at = 0;
    const std::string& path = override.path;
    if (path.empty()) {
        fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "empty path")));
    }
    while (at < path.size()) {
        if (path[at] == '[') {
            const std::size_t close = path.find(']', at);
            if (close == std::string::npos || !node->is_array()) {
                fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1 is not an array"), walked));
            }
            std::size_t index = 0;
            try {
                index = std::stoul(path.substr(at + 1, close - at - 1));
            } catch (const std::exception&) {
                fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "bad index in %1"), path));
            }
            if (index >= node->size()) {
                fail(
                    msg(CLOTHLAB_TR_NOOP("CoreMessage", "index %1 is beyond the %2 elements of %3"),
                        index, node->size(), walked));
            }
            walked += path.substr(at, close - at + 1);
            node = &(*node)[index];
            at = close + 1;
            at += at < path.size() && path[at] == '.' ? 1 : 0;
            continue;
        }
        const std::size_t end = path.find_first_of(".[", at);
        const std::string key =
            path.substr(at, end == std::string::npos ? std::string::npos : end - at);
        if (!node->is_object()) {
            fail(walked.empty()
                     ? msg(CLOTHLAB_TR_NOOP("CoreMessage", "the scene is not an object"))
                     : msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1 is not an object"), walked));
        }
        walked += (walked.empty() ? "" : ".") + key;
        const bool last = end == std::string::npos;
        if (!last && !node->contains(key)) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1 does not exist"), walked));
        }
        node = &(*node)[key];
        at = last ? path.size() : (path[end] == '.' ? end + 1 : end);
    }
    json value = json::parse(override.value, nullptr, false);
    *node = value.is_discarded() ? json(override.value) : value;
}

} // namespace

Scene parseScene(std::string_view text, const std::string& fileName,
                 const std::vector<SceneOverride>& overrides) {
    json root;
    try {
        root = json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        const auto [line, column] = lineAndColumn(text, e.byte > 0 ? e.byte - 1 : 0);
        throw SceneFileError(
            fileName, "",
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "malformed JSON at line %1, column %2"), line,
                column));
    } catch (const json::out_of_range& e) {
        // The parser refuses numbers beyond a double's range (JSON has no inf or NaN
        // literals, so this is how a non-finite number reaches us). Locate the literal.
        const std::string what = e.what();
        const std::size_t open = what.find('\'');
        const std::string literal =
            open == std::string::npos ? "" : what.substr(open + 1, what.rfind('\'') - open - 1);
        const std::size_t at = literal.empty() ? std::string_view::npos : text.find(literal);
        if (at == std::string_view::npos) {
            throw SceneFileError(
                fileName, "",
                msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                     "not a finite number: %1 is too large for a double"),
                    literal));
        }
        const auto [line, column] = lineAndColumn(text, at);
        throw SceneFileError(
            fileName, "",
            msg(CLOTHLAB_TR_NOOP(
                    "CoreMessage",
                    "not a finite number: %1 is too large for a double (at line %2, column %3)"),
                literal, line, column));
    }
    for (const SceneOverride& override : overrides) {
        applyOverride(root, override, fileName);
    }
    return readScene(Node(root, "", fileName));
}

Scene loadSceneFile(const std::string& path, const std::vector<SceneOverride>& overrides) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw SceneFileError(
            path, "",
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "cannot open: %1"), std::strerror(errno)));
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return parseScene(buffer.str(), path, overrides);
}

std::string serializeScene(const Scene& scene) {
    OrderedJson root;
    root["format"] = kSceneFormat;
    root["version"] = kSceneFormatVersion;
    root["name"] = scene.name;
    root["description"] = scene.description;
    root["gravity"] = toJson(scene.environment.gravity);
    root["air"] = toJson(scene.environment);
    root["velocity_retention"] = scene.environment.velocityRetention;
    OrderedJson stiffness;
    for (SpringKind kind : kAllSpringKinds) {
        const SpringStiffness& k = scene.stiffness[kind];
        stiffness[springKindId(kind)] = {
            {"stretch", k.stretch}, {"compression", k.compression}, {"damping", k.damping}};
    }
    root["stiffness"] = stiffness;
    root["bodies"] = OrderedJson::array();
    for (const BodySpec& body : scene.bodies) {
        root["bodies"].push_back(std::visit([](const auto& b) { return toJson(b); }, body));
    }
    root["obstacles"] = OrderedJson::array();
    for (const Obstacle& o : scene.obstacles) {
        root["obstacles"].push_back(toJson(o));
    }
    if (!scene.particleOverrides.empty()) {
        root["particle_overrides"] = OrderedJson::array();
        for (const ParticleOverride& edit : scene.particleOverrides) {
            OrderedJson j{{"particle", edit.particle}};
            if (edit.mass) {
                j["mass"] = *edit.mass;
            }
            if (edit.pinned) {
                j["pinned"] = *edit.pinned;
            }
            root["particle_overrides"].push_back(j);
        }
    }
    root["integrator"] = toJson(scene.integrator);
    root["runs"] = OrderedJson::array();
    for (const RunSpec& run : scene.runs) {
        OrderedJson j = toJson(run.integrator);
        j["substeps"] = run.substeps;
        if (!run.label.empty()) {
            j["label"] = run.label;
        }
        if (!run.color.empty()) {
            j["color"] = run.color;
        }
        j["visible"] = run.visible;
        j["reference"] = run.reference;
        root["runs"].push_back(j);
    }
    return root.dump(2) + "\n";
}

void writeFileAtomically(const std::string& path, std::string_view contents, long failAfterBytes) {
    const std::string temporary = path + ".saving";
    std::FILE* file = std::fopen(temporary.c_str(), "wb");
    if (!file) {
        throw SceneFileError(path, "",
                             msg(CLOTHLAB_TR_NOOP("CoreMessage", "cannot write %1: %2"), temporary,
                                 std::strerror(errno)));
    }
    const std::size_t limit =
        failAfterBytes >= 0 ? std::min(contents.size(), static_cast<std::size_t>(failAfterBytes))
                            : contents.size();
    // Flushed and synced before the rename, so the new name never points at a partial file.
    const bool written = std::fwrite(contents.data(), 1, limit, file) == limit &&
                         limit == contents.size() && std::fflush(file) == 0 &&
                         ::fsync(::fileno(file)) == 0;
    const int error = written ? 0 : (failAfterBytes >= 0 ? ENOSPC : errno);
    const bool closed = std::fclose(file) == 0;
    if (!written || !closed) {
        std::remove(temporary.c_str());
        throw SceneFileError(
            path, "",
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "write failed, previous file kept: %1"),
                std::strerror(error != 0 ? error : EIO)));
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        const int renameError = errno;
        std::remove(temporary.c_str());
        throw SceneFileError(
            path, "",
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "cannot replace the file, previous file kept: %1"),
                std::strerror(renameError)));
    }
}

void saveSceneFile(const Scene& scene, const std::string& path) {
    writeFileAtomically(path, serializeScene(scene));
}

} // namespace clothlab::core
