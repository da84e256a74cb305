// Scene builders shared by the app, the tests and the benchmarks (preset scene files come
// with the scene-file work; these are the scenes code needs to construct directly).
#pragma once

#include "core/scene/scene.h"

namespace clothlab::core {

/// The scene shown at first launch: the first preset (hanging-cloth, a 24 × 24 provot cloth
/// held at its two top corners above a sphere).
Scene defaultScene();

/// One spring of rest length L (m), stiffness k (N/m, equal in stretch and compression),
/// between a pinned particle at the origin and a free mass m (kg) released at rest at
/// (L + A, 0, 0); no gravity, no damping. Exact solution x(t) = L + A·cos(ωt), ω = √(k/m).
Scene springOscillatorScene(double k = 100.0, double mass = 1.0, double restLength = 1.0,
                            double amplitude = 0.1);

/// The performance peers' scene (shared/peers): n × n nodes on a horizontal 1 m × 1 m sheet
/// at height 1 m, corners (0,0) and (n−1,0) pinned, provot springs, 1 kg sheet,
/// k·dt²/m = 0.05 and c = 0.02·m/dt with dt = 1/240 s, symplectic Euler.
Scene peerBenchmarkScene(int n);

} // namespace clothlab::core
