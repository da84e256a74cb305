#include "core/scene/scene_edits.h"

#include <Eigen/Geometry>
#include <algorithm>
#include <variant>

namespace clothlab::core {

namespace {

bool inRange(const Scene& scene, int index) {
    return index >= 0 && index < static_cast<int>(scene.bodies.size());
}

/// Overrides of particles in [start, start + removed) are dropped; those from start +
/// removed on move by `delta`.
void shiftOverrides(std::vector<ParticleOverride>& overrides, int start, int removed, int delta) {
    std::erase_if(overrides, [&](const ParticleOverride& e) {
        return e.particle >= start && e.particle < start + removed;
    });
    for (ParticleOverride& e : overrides) {
        if (e.particle >= start + removed) {
            e.particle += delta;
        }
    }
}

/// Custom springs (global indices) of every body except `skip`: indices ≥ `from` move by
/// `delta`.
void shiftSprings(std::vector<BodySpec>& bodies, int skip, int from, int delta) {
    for (std::size_t b = 0; b < bodies.size(); ++b) {
        auto* custom = std::get_if<CustomBodySpec>(&bodies[b]);
        if (custom == nullptr || static_cast<int>(b) == skip) {
            continue;
        }
        for (CustomSpring& spring : custom->springs) {
            if (spring.i >= from) {
                spring.i += delta;
            }
            if (spring.j >= from) {
                spring.j += delta;
            }
        }
    }
}

/// Moves a custom body along +x by its own width plus 0.1 m, so that a copy stands beside
/// the original instead of inside it.
void shiftAside(CustomBodySpec& body) {
    if (body.particles.empty()) {
        return;
    }
    double low = body.particles.front().position.x();
    double high = low;
    for (const CustomParticle& particle : body.particles) {
        low = std::min(low, particle.position.x());
        high = std::max(high, particle.position.x());
    }
    for (CustomParticle& particle : body.particles) {
        particle.position.x() += high - low + 0.1;
    }
}

void setAside(BodySpec& copy) {
    if (auto* cloth = std::get_if<ClothSpec>(&copy)) {
        // One spacing along the cloth's normal (up for a horizontal cloth).
        cloth->origin += cloth->spacing * cloth->vAxis.cross(cloth->uAxis);
    } else if (auto* custom = std::get_if<CustomBodySpec>(&copy)) {
        shiftAside(*custom);
    } else if (auto* solid = std::get_if<SolidSpec>(&copy)) {
        const double extent =
            solid->shape == SolidShape::Box
                ? solid->size.maxCoeff()
                : 2.0 * (solid->radius +
                         (solid->shape == SolidShape::Torus ? solid->tubeRadius : 0.0));
        solid->center.x() += extent + 0.1;
    }
}

} // namespace

int firstParticleOf(const std::vector<BodySpec>& bodies, int index) {
    int first = 0;
    for (int b = 0; b < index && b < static_cast<int>(bodies.size()); ++b) {
        first += bodyParticleCount(bodies[static_cast<std::size_t>(b)]);
    }
    return first;
}

std::optional<BodiesEdit> duplicateBody(const Scene& scene, int index,
                                        const std::string& nameSuffix) {
    if (!inRange(scene, index)) {
        return std::nullopt;
    }
    BodiesEdit edit{scene.bodies, scene.particleOverrides};
    BodySpec copy = edit.bodies[static_cast<std::size_t>(index)];
    std::visit([&nameSuffix](auto& spec) { spec.name += nameSuffix; }, copy);
    setAside(copy);
    const int n = bodyParticleCount(copy);
    const int end = firstParticleOf(edit.bodies, index + 1);
    // Later bodies' springs move by the copy's particles; the copy's springs point into
    // the copy itself (and later bodies, shifted alike), those to earlier bodies stay.
    shiftSprings(edit.bodies, -1, end, n);
    if (auto* custom = std::get_if<CustomBodySpec>(&copy)) {
        const int start = end - n;
        for (CustomSpring& spring : custom->springs) {
            spring.i += spring.i >= start ? n : 0;
            spring.j += spring.j >= start ? n : 0;
        }
    }
    edit.bodies.insert(edit.bodies.begin() + index + 1, std::move(copy));
    shiftOverrides(edit.overrides, end, 0, n);
    return edit;
}

std::optional<std::string> bodyRemovalBlocker(const Scene& scene, int index) {
    if (!inRange(scene, index)) {
        return std::nullopt;
    }
    const int start = firstParticleOf(scene.bodies, index);
    const int n = bodyParticleCount(scene.bodies[static_cast<std::size_t>(index)]);
    const auto inside = [&](int particle) { return particle >= start && particle < start + n; };
    for (std::size_t b = 0; b < scene.bodies.size(); ++b) {
        const auto* custom = std::get_if<CustomBodySpec>(&scene.bodies[b]);
        if (custom == nullptr || static_cast<int>(b) == index) {
            continue;
        }
        for (const CustomSpring& spring : custom->springs) {
            if (inside(spring.i) || inside(spring.j)) {
                return custom->name;
            }
        }
    }
    return std::nullopt;
}

std::optional<BodiesEdit> removeBody(const Scene& scene, int index) {
    if (!inRange(scene, index) || bodyRemovalBlocker(scene, index)) {
        return std::nullopt;
    }
    BodiesEdit edit{scene.bodies, scene.particleOverrides};
    const int start = firstParticleOf(edit.bodies, index);
    const int n = bodyParticleCount(edit.bodies[static_cast<std::size_t>(index)]);
    edit.bodies.erase(edit.bodies.begin() + index);
    shiftSprings(edit.bodies, -1, start + n, -n);
    shiftOverrides(edit.overrides, start, n, -n);
    return edit;
}

std::optional<BodiesEdit> replaceBody(const Scene& scene, int index, const BodySpec& body) {
    if (!inRange(scene, index)) {
        return std::nullopt;
    }
    BodiesEdit edit{scene.bodies, scene.particleOverrides};
    const int oldCount = bodyParticleCount(edit.bodies[static_cast<std::size_t>(index)]);
    const int delta = bodyParticleCount(body) - oldCount;
    edit.bodies[static_cast<std::size_t>(index)] = body;
    if (delta != 0) {
        // The body's own overrides lose their meaning when its particles are renumbered.
        const int start = firstParticleOf(edit.bodies, index);
        shiftSprings(edit.bodies, index, start + oldCount, delta);
        shiftOverrides(edit.overrides, start, oldCount, delta);
    }
    return edit;
}

} // namespace clothlab::core
