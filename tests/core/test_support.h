// Small scene helpers shared by the core tests.
#pragma once

#include "core/scene.h"
#include "core/scene_builders.h"
#include "core/simulation.h"

#include <cmath>
#include <cstring>

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

/// Bitwise equality of two matrices (NaN-safe, sign-of-zero sensitive).
inline bool bitIdentical(const Eigen::Matrix3Xd& a, const Eigen::Matrix3Xd& b) {
    return a.cols() == b.cols() &&
           std::memcmp(a.data(), b.data(), sizeof(double) * static_cast<std::size_t>(a.size())) ==
               0;
}

} // namespace clothlab::test
