#include "core/scene_builders.h"

#include <cmath>

namespace clothlab::core {

Scene defaultScene() {
    Scene scene;
    scene.name = "Hanging cloth";
    scene.description = "A 24 × 24 cloth held at its two top corners falls onto a sphere.";
    scene.environment.airDrag = 0.002;
    // Stiff enough to hang without sagging much, soft enough for symplectic Euler at the
    // scene's dt (highest spring frequency ≈ √(8k/m) ≈ 2100 rad/s, ω·dt ≈ 1).
    scene.stiffness[SpringKind::Structural] = {500.0, 500.0, 0.02};
    scene.stiffness[SpringKind::Shear] = {100.0, 100.0, 0.01};
    scene.stiffness[SpringKind::Bending] = {20.0, 20.0, 0.005};
    ClothSpec cloth;
    cloth.name = "cloth";
    cloth.rows = 24;
    cloth.cols = 24;
    cloth.spacing = 1.0 / 23.0;
    cloth.origin = Vec3(-0.5, 1.5, 0.0);
    cloth.uAxis = Vec3(1.0, 0.0, 0.0);
    cloth.vAxis = Vec3(0.0, 0.0, 1.0);
    cloth.particleMass = 0.5 / (24.0 * 24.0);
    cloth.topology = ClothTopology::Provot;
    cloth.pinned.corners = {"top-left", "top-right"};
    scene.bodies.emplace_back(cloth);
    Obstacle sphere;
    sphere.shape = ObstacleShape::Sphere;
    sphere.center = Vec3(0.0, 0.9, 0.5);
    sphere.radius = 0.3;
    sphere.friction = 0.3;
    scene.obstacles.push_back(sphere);
    scene.integrator = {"symplectic-euler", 1.0 / 2000.0, {}};
    return scene;
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
