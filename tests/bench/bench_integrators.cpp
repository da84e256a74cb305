// Cost of one Simulation::step() for every registered integrator on the performance peers'
// scene (shared/peers): an n × n provot sheet, 1 kg, k·dt²/m = 0.05, dt = 1/240 s, for
// n = 32, 64, 128, 256. Energy bookkeeping is part of every step, so it is always measured.
//
// Benchmarks are registered at start-up from integratorCatalog(), so integrators added to
// the registry are benchmarked without touching this file. Building the simulation and its
// first step (where integrators set up lazily) are not timed. Names are
// step/<id>/<n>/real_time, e.g.
//   clothlab_bench --benchmark_filter='step/symplectic-euler/128/'
//   clothlab_bench --benchmark_format=json --benchmark_out=results.json
//
// Counters (wall-clock time, as the peers measure):
//   ns_per_spring_step  nanoseconds per spring per step (the peers' figure of merit)
//   steps_per_second    steps per wall-clock second
//   springs, particles  size of the system
//   restarts            times the run blew up and was rebuilt (untimed) from the flat sheet;
//                       the scene is tuned to the edge of symplectic Euler's stability, so
//                       methods that are not (explicit Euler) blow up after some steps
//   substeps_per_step   accepted internal steps per step (adaptive methods only)
#include "core/integrators/integrator.h"
#include "core/scene/scene.h"
#include "core/scene/scene_builders.h"
#include "core/simulation/simulation.h"

#include <benchmark/benchmark.h>
#include <chrono>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace {

using namespace clothlab::core;

constexpr double kDt = 1.0 / 240.0;
constexpr int kSizes[] = {32, 64, 128, 256};

/// `threads` > 0: the simulation's thread budget (Simulation::setThreadBudget); 0: its default.
void stepBenchmark(benchmark::State& state, const IntegratorChoice& choice, int n,
                   int iterations = 0, int threads = 0) {
    const Scene scene = peerBenchmarkScene(n);
    // One untimed step after every (re)build: integrators that set up lazily (factorisations,
    // start-up steps) do it on their first step, which is not what a step costs.
    auto build = [&scene, &choice, threads] {
        Simulation fresh = makeSimulation(scene, choice);
        if (threads > 0) {
            fresh.setThreadBudget(threads);
        }
        fresh.step();
        return fresh;
    };
    Simulation sim = build();
    const double springs = sim.system().springCount();
    const double particles = sim.system().particleCount();
    std::int64_t restarts = 0;
    std::int64_t substeps = 0;

    // Wall-clock time of the stepping alone (rebuilds after a blow-up excluded), kept here
    // as well so ns_per_spring_step is a plain number in every output format.
    using Clock = std::chrono::steady_clock;
    Clock::duration excluded{};
    const Clock::time_point begin = Clock::now();
    for (auto _ : state) {
        if (!sim.step()) {
            state.PauseTiming();
            const Clock::time_point pause = Clock::now();
            sim = build();
            ++restarts;
            excluded += Clock::now() - pause;
            state.ResumeTiming();
        }
        substeps += sim.integrator().stats().substeps;
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - begin - excluded).count();
    benchmark::DoNotOptimize(sim.system().positions().data());

    using benchmark::Counter;
    const auto steps = static_cast<double>(state.iterations());
    state.counters["ns_per_spring_step"] = steps > 0 ? 1e9 * seconds / (steps * springs) : 0.0;
    state.counters["steps_per_second"] = Counter(1.0, Counter::kIsIterationInvariantRate);
    state.counters["springs"] = springs;
    state.counters["particles"] = particles;
    state.counters["restarts"] = static_cast<double>(restarts);
    if (iterations > 0 && steps > 0) {
        state.counters["ns_per_spring_iteration"] = 1e9 * seconds / (steps * springs * iterations);
    }
    if (substeps > 0) {
        state.counters["substeps_per_step"] =
            Counter(static_cast<double>(substeps), Counter::kAvgIterations);
    }
}

void registerBenchmarks() {
    for (const IntegratorInfo* info : integratorCatalog()) {
        for (int n : kSizes) {
            const std::string name = "step/" + info->id + "/" + std::to_string(n);
            const IntegratorChoice choice{info->id, kDt, {}};
            benchmark::RegisterBenchmark(
                name.c_str(),
                [choice, n](benchmark::State& state) { stepBenchmark(state, choice, n); })
                ->Unit(benchmark::kMicrosecond)
                ->UseRealTime();
        }
    }
    // The position-based bar of issue 3: ten relaxation sweeps (or iterations) per step on
    // the 128 × 128 cloth, reported per spring per sweep for comparison with Bullet's
    // cost per link per iteration (piterations = 10). The whole step is timed, so the
    // energy bookkeeping (one force evaluation) is included.
    const std::pair<const char*, IntegratorChoice> sweeps[] = {
        {"sweeps/pbd-10/128", {"pbd", kDt, {{"relaxations", 10.0}}}},
        {"sweeps/xpbd-10/128", {"xpbd", kDt, {{"iterations", 10.0}}}},
        {"sweeps/velocity-constraints-10/128",
         {"velocity-constraints", kDt, {{"iterations", 10.0}}}}};
    for (const auto& [name, choice] : sweeps) {
        if (findIntegrator(choice.id)) {
            benchmark::RegisterBenchmark(name,
                                         [choice = choice](benchmark::State& state) {
                                             stepBenchmark(state, choice, 128, 10);
                                         })
                ->Unit(benchmark::kMicrosecond)
                ->UseRealTime();
        }
    }
    // Issue #21 item 1: the explicit force evaluation on a thread budget of 1 and 2, on the
    // 128 × 128 cloth and, for the default's threshold (ForceModel::kParallelSprings),
    // symplectic Euler on smaller sheets.
    const std::pair<const char*, std::vector<int>> threaded[] = {
        {"symplectic-euler", {16, 32, 64, 128}}, {"explicit-euler", {128}}, {"rk4", {128}}};
    for (const auto& [id, sizes] : threaded) {
        for (int n : sizes) {
            for (int threads : {1, 2}) {
                const std::string name = std::string("threads/") + id + "/" + std::to_string(n) +
                                         "/" + std::to_string(threads);
                const IntegratorChoice choice{id, kDt, {}};
                benchmark::RegisterBenchmark(name.c_str(),
                                             [choice, n, threads](benchmark::State& state) {
                                                 stepBenchmark(state, choice, n, 0, threads);
                                             })
                    ->Unit(benchmark::kMicrosecond)
                    ->UseRealTime();
            }
        }
    }
    // The speed issue's scale bar: the 512 × 512 cloth (1.57 million springs), symplectic
    // Euler and implicit-euler, on a thread budget of 1 and 2.
    for (const char* id : {"symplectic-euler", "implicit-euler"}) {
        for (int threads : {1, 2}) {
            const std::string name = std::string("scale/") + id + "/512/" + std::to_string(threads);
            const IntegratorChoice choice{id, kDt, {}};
            benchmark::RegisterBenchmark(name.c_str(),
                                         [choice, threads](benchmark::State& state) {
                                             stepBenchmark(state, choice, 512, 0, threads);
                                         })
                ->Unit(benchmark::kMillisecond)
                ->UseRealTime();
        }
    }
}

} // namespace

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    registerBenchmarks();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
