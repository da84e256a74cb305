// Scenes the benchmarks share.
#pragma once

#include "core/scene/presets.h"

#include <variant>

namespace clothlab::bench {

/// The hanging-cloth preset at n × n particles: the same 1 m sheet and total mass.
inline core::Scene hangingCloth(int n) {
    core::Scene scene = core::loadPreset("hanging-cloth");
    auto& cloth = std::get<core::ClothSpec>(scene.bodies.front());
    cloth.spacing *= static_cast<double>(cloth.rows - 1) / static_cast<double>(n - 1);
    cloth.particleMass *=
        static_cast<double>(cloth.rows * cloth.cols) / (static_cast<double>(n) * n);
    cloth.rows = n;
    cloth.cols = n;
    return scene;
}

} // namespace clothlab::bench
