// Writing scene files: the scene as JSON that reads back bit for bit (core/scene/scene_io.h), and
// the atomic write every output of ClothLab goes through.
#include "core/base/file_access.h"
#include "core/scene/scene_io.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <sstream>
#include <unistd.h>

namespace clothlab::core {

using OrderedJson = nlohmann::ordered_json;

namespace {

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
    if (c.selfCollision) {
        j["self_collision"] = true;
    }
    if (c.thickness) {
        j["thickness"] = *c.thickness;
    }
    if (c.friction != 0.0) {
        j["friction"] = c.friction;
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
    OrderedJson air{{"drag", env.airDrag},
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
    const RandomWindSettings& r = env.randomWind;
    if (r != RandomWindSettings{}) {
        air["random_wind"] = OrderedJson{{"enabled", r.enabled},
                                         {"force", toJson(r.force)},
                                         {"seed", r.seed},
                                         {"probability", r.probability},
                                         {"interval", r.interval}};
    }
    return air;
}

OrderedJson toJson(const ComparisonPlan& plan) {
    OrderedJson j;
    j["integrators"] = plan.integrators;
    j["policy"] = plan.policy == DtPolicy::Common              ? "common"
                  : plan.policy == DtPolicy::StabilityFraction ? "stability-fraction"
                                                               : "equal-cost";
    if (plan.dt) {
        j["dt"] = *plan.dt;
    }
    j["fraction"] = plan.fraction;
    j["max_dt"] = plan.maxDt;
    return j;
}

} // namespace

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
    if (scene.environment.clothCollision) {
        root["cloth_collision"] = true;
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
        if (!run.overrides.empty()) {
            OrderedJson overrides = OrderedJson::object();
            for (const SceneOverride& override : run.overrides) {
                overrides[override.path] = OrderedJson::parse(override.value);
            }
            j["overrides"] = overrides;
        }
        root["runs"].push_back(j);
    }
    if (scene.comparison) {
        root["comparison"] = toJson(*scene.comparison);
    }
    return root.dump(2) + "\n";
}

void writeFileAtomically(const std::string& path, std::string_view contents, long failAfterBytes) {
    // Through a symbolic link to its target; a device or FIFO is written in place.
    const OutputTarget target = outputTarget(path);
    if (!target.problem.empty()) {
        throw SceneFileError(
            path, "", msg(CLOTHLAB_TR_NOOP("CoreMessage", "cannot write: %1"), target.problem));
    }
    const std::string temporary = target.direct ? target.path : target.path + ".saving";
    std::FILE* file = std::fopen(temporary.c_str(), "wb");
    if (!file) {
        throw SceneFileError(path, "",
                             msg(CLOTHLAB_TR_NOOP("CoreMessage", "cannot write %1: %2"), temporary,
                                 std::strerror(errno)));
    }
    const std::size_t limit =
        failAfterBytes >= 0 ? std::min(contents.size(), static_cast<std::size_t>(failAfterBytes))
                            : contents.size();
    // Flushed and synced before the rename, so the new name never points at a partial file
    // (a device or FIFO need not support fsync).
    const bool written = std::fwrite(contents.data(), 1, limit, file) == limit &&
                         limit == contents.size() && std::fflush(file) == 0 &&
                         (target.direct || ::fsync(::fileno(file)) == 0);
    const int error = written ? 0 : (failAfterBytes >= 0 ? ENOSPC : errno);
    const bool closed = std::fclose(file) == 0;
    if (!written || !closed) {
        if (!target.direct) {
            std::remove(temporary.c_str());
        }
        throw SceneFileError(
            path, "",
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "write failed, previous file kept: %1"),
                std::strerror(error != 0 ? error : EIO)));
    }
    if (!target.direct && std::rename(temporary.c_str(), target.path.c_str()) != 0) {
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

std::string sceneHash(const Scene& scene) {
    std::uint64_t hash = 0xcbf29ce484222325ULL; // FNV-1a, 64 bit
    for (unsigned char c : serializeScene(scene)) {
        hash ^= c;
        hash *= 0x100000001b3ULL;
    }
    std::ostringstream out;
    out << std::hex << std::setw(16) << std::setfill('0') << hash;
    return out.str();
}

} // namespace clothlab::core
