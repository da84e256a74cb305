// Cost of cloth self-contact (core/contact/cloth_contact.h), issue "Cloth that does not pass
// through itself or other cloth":
//   folded/<id>/<contact>   one Simulation::step() of the peers' 64² sheet (peerBenchmarkScene)
//                           lying folded in half on the ground, the upper half one thickness
//                           above the lower: gravity presses the layers together, so every
//                           step has contacts. contact = 0: self-collision off, 1: on. The
//                           issue's bar: on costs at most 1.5× off for symplectic-euler, 2×
//                           for xpbd.
//   broad_flat/<n>          one contact stage on an n × n sheet lying flat and still (no
//                           pair closer than the thickness) that has to build its candidate
//                           list: the broad phase and one pass of each narrow test over the
//                           candidates, for n = 32, 64, 128, 256; the issue asks for about
//                           linear growth in n².
//   stage_flat/<n>          the same stage on later steps, when the list is kept and the
//                           pairs' clearances skip the exact tests.
// The CPU column is the whole process's (the broad phase's second thread included); the
// Time column is wall-clock time.
// The folded runs time the same 399 steps after the fold each time (a repetition starts
// again from the fold; a longer run would restart every 400 steps, untimed).
#include "core/contact/cloth_contact.h"
#include "core/scene/scene.h"
#include "core/scene/scene_builders.h"
#include "core/simulation/simulation.h"

#include <benchmark/benchmark.h>
#include <string>

namespace {

using namespace clothlab::core;

Scene lyingScene(int n, bool contact) {
    Scene scene = peerBenchmarkScene(n);
    auto& cloth = std::get<ClothSpec>(scene.bodies[0]);
    cloth.origin = Vec3(-0.5, 0.0, -0.5);
    cloth.uAxis = Vec3(1.0, 0.0, 0.0);
    cloth.vAxis = Vec3(0.0, 0.0, 1.0);
    cloth.pinned = {};
    cloth.selfCollision = contact;
    Obstacle ground;
    ground.shape = ObstacleShape::Plane;
    ground.friction = 0.5;
    scene.obstacles.push_back(ground);
    return scene;
}

// Rows n/2 … n − 1 mirrored over the middle row onto rows n/2 − 1 … 0, one thickness up.
Simulation foldedSimulation(const Scene& scene, const std::string& id) {
    IntegratorChoice choice = scene.integrator;
    choice.id = id;
    Simulation sim = makeSimulation(scene, choice);
    const auto& cloth = std::get<ClothSpec>(scene.bodies[0]);
    const int n = cloth.rows;
    Eigen::Matrix3Xd& x = sim.system().positions();
    for (int r = n / 2; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            x.col(r * n + c) = cloth.origin + c * cloth.spacing * cloth.uAxis +
                               (n - 1 - r) * cloth.spacing * cloth.vAxis +
                               Vec3(0.0, cloth.contactThickness(), 0.0);
        }
    }
    sim.stateChanged();
    sim.step();
    return sim;
}

void folded(benchmark::State& state, const std::string& id) {
    const bool contact = state.range(0) != 0;
    const Scene scene = lyingScene(64, contact);
    Simulation sim = foldedSimulation(scene, id);
    long steps = 0;
    long pairs = 0;
    for (auto _ : state) {
        if (++steps % 400 == 0 || !sim.step()) {
            state.PauseTiming();
            sim = foldedSimulation(scene, id);
            state.ResumeTiming();
            continue;
        }
        pairs += static_cast<long>(sim.lastContactPairs().size());
    }
    state.counters["contact_pairs_per_step"] =
        benchmark::Counter(static_cast<double>(pairs) / static_cast<double>(steps));
    state.counters["particles"] = sim.system().particleCount();
}

// The stage on a flat sheet; `build`: every iteration on a fresh copy of a stage that never
// ran, so that it builds its candidate list; else on the same stage, which keeps it.
void flatStage(benchmark::State& state, bool build) {
    const int n = static_cast<int>(state.range(0));
    const Scene scene = lyingScene(n, true);
    System system = buildSystem(scene);
    const ClothContact fresh(system, false);
    ClothContact stage = fresh;
    const Eigen::Matrix3Xd start = system.positions();
    stage.resolve(system, start, scene.environment.gravity); // untimed: buffers grow once
    for (auto _ : state) {
        if (build) {
            state.PauseTiming();
            stage = fresh;
            state.ResumeTiming();
        }
        const ClothContactStats stats = stage.resolve(system, start, scene.environment.gravity);
        benchmark::DoNotOptimize(stats.proximityContacts);
    }
    state.counters["particles"] = system.particleCount();
    state.counters["ns_per_particle"] = benchmark::Counter(
        static_cast<double>(system.particleCount()),
        benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void broadFlat(benchmark::State& state) {
    flatStage(state, true);
}

void stageFlat(benchmark::State& state) {
    flatStage(state, false);
}

} // namespace

BENCHMARK_CAPTURE(folded, symplectic - euler, std::string("symplectic-euler"))
    ->ArgName("contact")
    ->Arg(0)
    ->Arg(1)
    ->Iterations(399)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(folded, xpbd, std::string("xpbd"))
    ->ArgName("contact")
    ->Arg(0)
    ->Arg(1)
    ->Iterations(399)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(broadFlat)
    ->Name("broad_flat")
    ->Arg(32)
    ->Arg(64)
    ->Arg(128)
    ->Arg(256)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(stageFlat)
    ->Name("stage_flat")
    ->Arg(32)
    ->Arg(64)
    ->Arg(128)
    ->Arg(256)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
