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

SceneFileError::SceneFileError(std::string file, std::string path, std::string reason)
    : std::runtime_error(file + ": " + (path.empty() ? std::string() : path + ": ") + reason),
      m_file(std::move(file)), m_path(std::move(path)), m_reason(std::move(reason)) {}

namespace {

std::string typeName(const json& j) {
    if (j.is_number()) {
        return "a number";
    }
    if (j.is_string()) {
        return "a string";
    }
    if (j.is_boolean()) {
        return "true/false";
    }
    if (j.is_array()) {
        return "an array";
    }
    if (j.is_object()) {
        return "an object";
    }
    return "null";
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

    [[noreturn]] void fail(const std::string& reason) const {
        throw SceneFileError(m_file, m_path, reason);
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
            fail("expected an object, found " + typeName(m_value));
        }
        for (const auto& item : m_value.items()) {
            if (std::find(allowed.begin(), allowed.end(), item.key()) == allowed.end()) {
                std::string list;
                for (std::string_view key : allowed) {
                    list += (list.empty() ? "" : ", ") + std::string(key);
                }
                Node(item.value(), childPath(item.key()), m_file)
                    .fail("unknown key \"" + item.key() + "\" (expected one of: " + list + ")");
            }
        }
    }
    bool has(std::string_view key) const { return m_value.contains(key); }
    Node operator[](std::string_view key) const {
        if (!m_value.contains(key)) {
            fail("missing key \"" + std::string(key) + "\"");
        }
        return Node(m_value.at(std::string(key)), childPath(key), m_file);
    }
    std::size_t size() const {
        if (!m_value.is_array()) {
            fail("expected an array, found " + typeName(m_value));
        }
        return m_value.size();
    }
    Node operator[](std::size_t index) const {
        return Node(m_value.at(index), m_path + "[" + std::to_string(index) + "]", m_file);
    }

    double number() const {
        if (!m_value.is_number()) {
            fail("expected a number, found " + typeName(m_value));
        }
        const double x = m_value.get<double>();
        if (!std::isfinite(x)) {
            fail("not a finite number");
        }
        return x;
    }
    double number(double minimum, double maximum, bool openMinimum = false) const {
        const double x = number();
        if (x < minimum || x > maximum || (openMinimum && x == minimum)) {
            fail(format(x) + " is out of range: expected " + (openMinimum ? "> " : "≥ ") +
                 format(minimum) + (maximum < HUGE_VAL ? " and ≤ " + format(maximum) : ""));
        }
        return x;
    }
    double positive() const { return number(0.0, HUGE_VAL, true); }
    double nonNegative() const { return number(0.0, HUGE_VAL); }
    long long integer(long long minimum, long long maximum) const {
        if (!m_value.is_number_integer()) {
            fail("expected a whole number, found " +
                 (m_value.is_number() ? format(m_value.get<double>()) : typeName(m_value)));
        }
        const auto x = m_value.get<long long>();
        if (x < minimum || x > maximum) {
            fail(std::to_string(x) + " is out of range [" + std::to_string(minimum) + ", " +
                 std::to_string(maximum) + "]");
        }
        return x;
    }
    bool boolean() const {
        if (!m_value.is_boolean()) {
            fail("expected true or false, found " + typeName(m_value));
        }
        return m_value.get<bool>();
    }
    std::string string() const {
        if (!m_value.is_string()) {
            fail("expected a string, found " + typeName(m_value));
        }
        return m_value.get<std::string>();
    }
    Vec3 vec3() const {
        if (!m_value.is_array() || m_value.size() != 3) {
            fail("expected an array of 3 numbers, found " + typeName(m_value) +
                 (m_value.is_array() ? " of " + std::to_string(m_value.size()) : ""));
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
        node.fail("must be a unit vector (length " + format(axis.norm()) + ")");
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
                list[k].fail("unknown corner \"" + corner +
                             "\" (expected top-left, top-right, bottom-left or bottom-right)");
            }
            pins.corners.push_back(corner);
        }
    }
    if (node.has("edges")) {
        const Node list = node["edges"];
        for (std::size_t k = 0; k < list.size(); ++k) {
            const std::string edge = list[k].string();
            if (edge != "top" && edge != "bottom" && edge != "left" && edge != "right") {
                list[k].fail("unknown edge \"" + edge + "\" (expected top, bottom, left or right)");
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
                     "particle_mass", "topology", "pinned", "velocity", "quirks"});
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
        node[node.has("v_axis") ? "v_axis" : "u_axis"].fail("u_axis and v_axis must be orthogonal");
    }
    c.particleMass = node["particle_mass"].positive();
    const Node topology = node["topology"];
    const std::optional<ClothTopology> t = clothTopologyFromId(topology.string());
    if (!t) {
        topology.fail("unknown topology \"" + topology.string() +
                      "\" (expected structural-shear, provot, lander, choi or triangle-edges)");
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
                list[k].fail("unknown quirk \"" + id +
                             "\" (expected r1-missing-last-column or r3-one-line-bending)");
            }
            c.quirks.push_back(id);
        }
    }
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
            index.fail("particle index " + std::to_string(value) +
                       " does not exist (the scene has " + std::to_string(count) +
                       " particles up to this body)");
        }
        (end[0] == 'i' ? s.i : s.j) = static_cast<int>(value);
    }
    if (s.i == s.j) {
        node["j"].fail("spring connects particle " + std::to_string(s.i) + " to itself");
    }
    if (!seen.insert({std::min(s.i, s.j), std::max(s.i, s.j)}).second) {
        node.fail("duplicate spring between particles " + std::to_string(s.i) + " and " +
                  std::to_string(s.j));
    }
    const Node kind = node["kind"];
    const std::optional<SpringKind> k = springKindFromId(kind.string());
    if (!k) {
        kind.fail("unknown spring kind \"" + kind.string() +
                  "\" (expected structural, shear or bending)");
    }
    s.kind = *k;
    if (node.has("rest_length")) {
        s.restLength = node["rest_length"].positive();
    } else if ((table.positions[static_cast<std::size_t>(s.i)] -
                table.positions[static_cast<std::size_t>(s.j)])
                   .norm() == 0.0) {
        node.fail("zero-length spring: particles " + std::to_string(s.i) + " and " +
                  std::to_string(s.j) + " start at the same position and no rest_length is given");
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
        node.fail(e.what());
    }
}

void readSolidShape(const Node& node, SolidSpec& s) {
    const Node shape = node["shape"];
    const std::optional<SolidShape> id = solidShapeFromId(shape.string());
    if (!id) {
        shape.fail("unknown shape \"" + shape.string() +
                   "\" (expected box, sphere, torus or mesh)");
    }
    s.shape = *id;
    switch (s.shape) {
    case SolidShape::Box: {
        const Node size = node["size"];
        s.size = size.vec3();
        if (!(s.size.array() > 0.0).all()) {
            size.fail("every edge length must be > 0");
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
            node["tube_radius"].fail("must be smaller than the radius");
        }
        break;
    case SolidShape::Mesh:
        s.meshFile = node["mesh"].string();
        s.mesh = readMesh(node["mesh"], s.meshFile);
        s.meshScale = node.has("mesh_scale") ? node["mesh_scale"].positive() : 1.0;
        if (const std::string open = closedMeshProblem(s.mesh); !open.empty()) {
            node["mesh"].fail(s.meshFile + " is not a closed mesh: " + open);
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
    if (const std::string problem = solidShapeProblem(s); !problem.empty()) {
        node["spacing"].fail(problem);
    }
    const SolidLattice lattice = sampleSolid(s);
    if (lattice.points.cols() == 0) {
        node["spacing"].fail("no lattice point lies inside the shape (decrease the spacing)");
    }
    for (Eigen::Index p = 0; p < lattice.points.cols(); ++p) {
        table.positions.push_back(lattice.points.col(p));
    }
    return s;
}

BodySpec readBody(const Node& node, ParticleTable& table) {
    if (!node.value().is_object()) {
        node.fail("expected an object, found " + typeName(node.value()));
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
    type.fail("unknown body type \"" + t + "\" (expected cloth, custom or solid)");
}

Obstacle readObstacle(const Node& node) {
    if (!node.value().is_object()) {
        node.fail("expected an object, found " + typeName(node.value()));
    }
    Obstacle o;
    const Node type = node["type"];
    const std::optional<ObstacleShape> shape = obstacleShapeFromId(type.string());
    if (!shape) {
        type.fail("unknown obstacle type \"" + type.string() +
                  "\" (expected sphere, plane or box)");
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
            node["normal"].fail("the plane normal must not be zero");
        }
        break;
    case ObstacleShape::Box:
        node.expectKeys({"type", "min", "max", "friction", "margin", "response"});
        o.boxMin = node["min"].vec3();
        o.boxMax = node["max"].vec3();
        if (!(o.boxMin.array() < o.boxMax.array()).all()) {
            node["max"].fail("every component of max must exceed the same component of min");
        }
        break;
    }
    o.friction = node.has("friction") ? node["friction"].nonNegative() : 0.0;
    o.margin = node.has("margin") ? node["margin"].nonNegative() : 0.0;
    if (node.has("response")) {
        const Node r = node["response"];
        const std::optional<CollisionResponse> response = collisionResponseFromId(r.string());
        if (!response) {
            r.fail("unknown response \"" + r.string() +
                   "\" (expected project, push-out, stick, velocity-correction or stick-ray)");
        }
        o.response = *response;
    }
    return o;
}

/// {"id", "dt", <parameter id>: value, …} plus `extraKeys` that the caller reads.
IntegratorChoice readIntegrator(const Node& node,
                                std::initializer_list<std::string_view> extraKeys) {
    if (!node.value().is_object()) {
        node.fail("expected an object, found " + typeName(node.value()));
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
        id.fail("unknown integrator \"" + choice.id + "\" (known: " + known + ")");
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
            value.fail("unknown key \"" + key + "\": not a parameter of " + choice.id +
                       " (its parameters: " + (known.empty() ? "none" : known) + ")");
        }
        const double v = value.number();
        const std::string refused = parameters.set(key, v);
        if (!refused.empty()) {
            value.fail(refused);
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
            c.fail("expected a colour as \"#rrggbb\", found \"" + run.color + "\"");
        }
    }
    run.visible = node.has("visible") ? node["visible"].boolean() : true;
    run.reference = node.has("reference") ? node["reference"].boolean() : false;
    return run;
}

void readHeader(const Node& root) {
    const Node format = root["format"];
    if (format.string() != kSceneFormat) {
        format.fail("expected \"" + std::string(kSceneFormat) + "\", found \"" + format.string() +
                    "\"");
    }
    const Node version = root["version"];
    const long long v = version.integer(LLONG_MIN, LLONG_MAX);
    if (v > kSceneFormatVersion) {
        version.fail("format version " + std::to_string(v) +
                     " is newer than this ClothLab reads (up to " +
                     std::to_string(kSceneFormatVersion) + "); please update ClothLab");
    }
    if (v < 1) {
        version.fail("format version " + std::to_string(v) + " does not exist");
    }
}

Scene readScene(const Node& root) {
    root.expectKeys({"format", "version", "name", "description", "gravity", "air",
                     "velocity_retention", "stage_order", "stiffness", "bodies", "obstacles",
                     "particle_overrides", "integrator", "runs"});
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
    if (root.has("stage_order")) {
        const Node order = root["stage_order"];
        if (order.string() != "retain-collide" && order.string() != "collide-retain") {
            order.fail("unknown stage order \"" + order.string() +
                       "\" (expected retain-collide or collide-retain)");
        }
        scene.environment.retainAfterCollision = order.string() == "collide-retain";
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
    OrderedJson j{{"type", "cloth"},
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
    if (!c.quirks.empty()) {
        j["quirks"] = c.quirks;
    }
    return j;
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
    if (o.margin != 0.0) {
        j["margin"] = o.margin;
    }
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

std::string lineAndColumn(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    const std::string_view before = text.substr(0, offset);
    const auto line = 1 + std::count(before.begin(), before.end(), '\n');
    const std::size_t lineStart =
        before.rfind('\n') == std::string_view::npos ? 0 : before.rfind('\n') + 1;
    return "line " + std::to_string(line) + ", column " + std::to_string(offset - lineStart + 1);
}

} // namespace

namespace {

void applyOverride(json& root, const SceneOverride& override, const std::string& fileName) {
    auto fail = [&](const std::string& reason) {
        throw SceneFileError(fileName, override.path, "cannot override: " + reason);
    };
    // Split "a.b[2].c" into keys and indices.
    json* node = &root;
    std::string walked;
    std::size_t at = 0;
    const std::string& path = override.path;
    if (path.empty()) {
        fail("empty path");
    }
    while (at < path.size()) {
        if (path[at] == '[') {
            const std::size_t close = path.find(']', at);
            if (close == std::string::npos || !node->is_array()) {
                fail(walked + " is not an array");
            }
            std::size_t index = 0;
            try {
                index = std::stoul(path.substr(at + 1, close - at - 1));
            } catch (const std::exception&) {
                fail("bad index in " + path);
            }
            if (index >= node->size()) {
                fail("index " + std::to_string(index) + " is beyond the " +
                     std::to_string(node->size()) + " elements of " + walked);
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
            fail((walked.empty() ? std::string("the scene") : walked) + " is not an object");
        }
        walked += (walked.empty() ? "" : ".") + key;
        const bool last = end == std::string::npos;
        if (!last && !node->contains(key)) {
            fail(walked + " does not exist");
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
        throw SceneFileError(
            fileName, "", "malformed JSON at " + lineAndColumn(text, e.byte > 0 ? e.byte - 1 : 0));
    } catch (const json::out_of_range& e) {
        // The parser refuses numbers beyond a double's range (JSON has no inf or NaN
        // literals, so this is how a non-finite number reaches us). Locate the literal.
        const std::string what = e.what();
        const std::size_t open = what.find('\'');
        const std::string literal =
            open == std::string::npos ? "" : what.substr(open + 1, what.rfind('\'') - open - 1);
        const std::size_t at = literal.empty() ? std::string_view::npos : text.find(literal);
        throw SceneFileError(
            fileName, "",
            "not a finite number: " + literal + " is too large for a double" +
                (at == std::string_view::npos ? "" : " (at " + lineAndColumn(text, at) + ")"));
    }
    for (const SceneOverride& override : overrides) {
        applyOverride(root, override, fileName);
    }
    return readScene(Node(root, "", fileName));
}

Scene loadSceneFile(const std::string& path, const std::vector<SceneOverride>& overrides) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw SceneFileError(path, "", std::string("cannot open: ") + std::strerror(errno));
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
    if (scene.environment.retainAfterCollision) {
        root["stage_order"] = "collide-retain";
    }
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
        throw SceneFileError(path, "", "cannot write " + temporary + ": " + std::strerror(errno));
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
        throw SceneFileError(path, "",
                             std::string("write failed, previous file kept: ") +
                                 std::strerror(error != 0 ? error : EIO));
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        const int renameError = errno;
        std::remove(temporary.c_str());
        throw SceneFileError(path, "",
                             std::string("cannot replace the file, previous file kept: ") +
                                 std::strerror(renameError));
    }
}

void saveSceneFile(const Scene& scene, const std::string& path) {
    writeFileAtomically(path, serializeScene(scene));
}

} // namespace clothlab::core
