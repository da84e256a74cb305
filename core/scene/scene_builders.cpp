#include "core/scene/scene_builders.h"

#include "core/scene/presets.h"

#include <cmath>

namespace clothlab::core {

Scene defaultScene() {
    return loadPreset(presetData().front().id);
}

Scene springOscillatorScene(double k, double mass, double restLength, double amplitude) {
    Scene scene;
    scene.name = "Spring oscillator";
    scene.description = "One undamped spring; exact solution x(t) = L + A·cos(ωt), ω = √(k/m).";
    scene.environment.gravity = Vec3::Zero();
    scene.stiffness[SpringKind::Structural] = {k, k, 0.0};
    CustomBodySpec body;
    body.name = "oscillator";
    body.particles.push_back({Vec3::Zero(), Vec3::Zero(), mass, true});
    body.particles.push_back({Vec3(restLength + amplitude, 0.0, 0.0), Vec3::Zero(), mass, false});
    body.springs.push_back({0, 1, SpringKind::Structural, restLength, 1.0});
    scene.bodies.emplace_back(body);
    scene.integrator = {"rk4", 1e-3, {}};
    return scene;
}

Scene peerBenchmarkScene(int n) {
    const double dt = 1.0 / 240.0;
    const double mass = 1.0 / (static_cast<double>(n) * n);
    const double k = 0.05 * mass / (dt * dt);
    const double c = 0.02 * mass / dt;
    Scene scene;
    scene.name = "Peer benchmark cloth";
    for (SpringKind kind : kAllSpringKinds) {
        scene.stiffness[kind] = {k, k, c};
    }
    ClothSpec cloth;
    cloth.name = "sheet";
    cloth.rows = n;
    cloth.cols = n;
    cloth.spacing = 1.0 / (n - 1);
    cloth.origin = Vec3(-0.5, 1.0, -0.5);
    cloth.particleMass = mass;
    cloth.topology = ClothTopology::Provot;
    cloth.pinned.corners = {"top-left", "top-right"};
    scene.bodies.emplace_back(cloth);
    scene.integrator = {"symplectic-euler", dt, {}};
    return scene;
}

} // namespace clothlab::core
