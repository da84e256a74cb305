// Small scene helpers shared by the core tests.
#pragma once

#include "core/scene/scene.h"
#include "core/scene/scene_builders.h"
#include "core/simulation/simulation.h"

#include <Eigen/Core>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>

namespace clothlab::test {

/// A small cloth scene with everything switched on: damping on every kind, separate
/// stretch/compression stiffness, gravity, air drag, modulated wind.
inline core::Scene busyClothScene(int n = 6) {
    core::Scene scene;
    scene.name = "busy";
    scene.stiffness[core::SpringKind::Structural] = {400.0, 250.0, 0.4};
    scene.stiffness[core::SpringKind::Shear] = {120.0, 90.0, 0.2};
    scene.stiffness[core::SpringKind::Bending] = {30.0, 20.0, 0.1};
    scene.environment.airDrag = 0.05;
    scene.environment.wind = core::Vec3(1.5, 0.0, 0.8);
    scene.environment.modulation = {0.5, 3.0, 7.0};
    core::ClothSpec cloth;
    cloth.rows = n;
    cloth.cols = n;
    cloth.spacing = 0.1;
    cloth.origin = core::Vec3(0.0, 1.0, 0.0);
    cloth.vAxis = core::Vec3(0.0, -1.0, 0.0);
    cloth.uAxis = core::Vec3(1.0, 0.0, 0.0);
    cloth.particleMass = 0.05;
    cloth.topology = core::ClothTopology::Provot;
    cloth.pinned.corners = {"top-left", "top-right"};
    scene.bodies.emplace_back(cloth);
    return scene;
}

/// Where `forces` is not −∂energy/∂x at the system's positions (central differences with
/// a step of 1e-6 m, agreement to 1e-6 of max(1, |∂energy/∂x|)): the first particle and
/// component that disagree as a message, empty when every one agrees. Pinned particles are
/// skipped when `skipPinned`.
template <typename Energy>
std::string forceGradientMismatch(const core::System& system, const Eigen::Matrix3Xd& forces,
                                  Energy&& energy, bool skipPinned) {
    const double h = 1e-6;
    for (int i = 0; i < system.particleCount(); ++i) {
        if (skipPinned && system.isPinned(i)) {
            continue;
        }
        for (int c = 0; c < 3; ++c) {
            Eigen::Matrix3Xd xp = system.positions(), xm = system.positions();
            xp(c, i) += h;
            xm(c, i) -= h;
            const double grad = (energy(xp) - energy(xm)) / (2.0 * h);
            if (!(std::abs(forces(c, i) + grad) < 1e-6 * std::max(1.0, std::abs(grad)))) {
                return "particle " + std::to_string(i) + " comp " + std::to_string(c) +
                       ": f=" + std::to_string(forces(c, i)) + ", -dE/dx=" + std::to_string(-grad);
            }
        }
    }
    return {};
}

/// Position error of the free particle of the undamped oscillator (k = 100 N/m, m = 1 kg,
/// L = 1 m, A = 0.1 m, exact x(t) = L + A·cos(10 t)) after integrating to T with `choice`.
inline double oscillatorError(const core::IntegratorChoice& choice, double T) {
    core::Simulation sim =
        core::makeSimulation(core::springOscillatorScene(100.0, 1.0, 1.0, 0.1), choice);
    const long steps = std::lround(T / choice.dt);
    sim.advance(steps);
    const double exact = 1.0 + 0.1 * std::cos(10.0 * static_cast<double>(steps) * choice.dt);
    return (sim.system().positions().col(1) - core::Vec3(exact, 0.0, 0.0)).norm();
}

/// Observed order per halving of dt (three halvings from choice.dt) on the oscillator up to
/// T = 1 s. Returns an empty string when every observed order is within `tolerance` of
/// `order`, else a message naming the step size, error and observed order.
inline std::string observedOrderFailure(core::IntegratorChoice choice, double order,
                                        double tolerance = 0.15) {
    const double dt = choice.dt;
    double previous = oscillatorError(choice, 1.0);
    for (int halving = 1; halving <= 3; ++halving) {
        choice.dt = dt / std::pow(2.0, halving);
        const double error = oscillatorError(choice, 1.0);
        const double observed = std::log2(previous / error);
        if (!(std::abs(observed - order) < tolerance)) {
            return choice.id + ": dt=" + std::to_string(choice.dt) +
                   " error=" + std::to_string(error) + " observed order " +
                   std::to_string(observed) + ", expected " + std::to_string(order);
        }
        previous = error;
    }
    return {};
}

/// Bitwise equality of two matrices (NaN-safe, sign-of-zero sensitive).
inline bool bitIdentical(const Eigen::Matrix3Xd& a, const Eigen::Matrix3Xd& b) {
    return a.cols() == b.cols() &&
           std::memcmp(a.data(), b.data(), sizeof(double) * static_cast<std::size_t>(a.size())) ==
               0;
}

} // namespace clothlab::test
