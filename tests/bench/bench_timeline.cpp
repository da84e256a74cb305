// What the timeline costs a run (issue bar: recording at most 10 % of a run's speed): the
// Simulation tab's set of one sampled at every step, with and without the history the
// workbench keeps (a frame every 1/60 s, 256 MiB in memory, then a spill file), on the
// hanging-cloth preset scaled to N × N (symplectic Euler at 0.5 ms × 32/N, implicit Euler at
// 1/240 s × 32/N, half a simulated second each).
//
//   timeline/<method>/<N>/<0|1>      0 = no history, 1 = history in memory
//   timeline-spill/<method>/<N>      history with a 1-byte budget: every frame to the file
//
// Counter sim_s_per_s: simulated seconds per wall-clock second. No assertion on time
// (RESULTS.md has the numbers).
#include "bench_scenes.h"
#include "core/simulation/run_set.h"

#include <benchmark/benchmark.h>
#include <filesystem>
#include <string>

namespace {

using namespace clothlab::core;

void timeline(benchmark::State& state, const char* id, double dt, int n, int mode) {
    const Scene scene = clothlab::bench::hangingCloth(n);
    RunSetOptions options;
    options.sampleInterval = dt;
    options.internalReference = false;
    options.sampleLimit = 1000;
    const std::string folder =
        (std::filesystem::temp_directory_path() / "clothlab-bench-timeline").string();
    if (mode > 0) {
        HistoryOptions history;
        if (mode == 2) {
            history.memoryBudget = 1;
            history.spillFolder = folder;
        }
        options.history = history;
    }
    RunSpec spec;
    spec.integrator = {id, dt, {}};
    const int samples = static_cast<int>(std::lround(0.5 / dt)); // half a simulated second
    double simulated = 0.0;
    for (auto _ : state) {
        state.PauseTiming();
        RunSet set(scene, {spec}, options);
        state.ResumeTiming();
        set.advance(samples);
        if (set.run(0).status() != RunStatus::Running) {
            state.SkipWithError("the run did not run the whole half second");
            break;
        }
        simulated += set.time();
        benchmark::DoNotOptimize(set.run(0).positions().data());
    }
    state.counters["sim_s_per_s"] = benchmark::Counter(simulated, benchmark::Counter::kIsRate);
}

void registerAll() {
    struct Method {
        const char* id;
        double dt;
    };
    for (const Method& m :
         {Method{"symplectic-euler", 5e-4}, Method{"implicit-euler", 1.0 / 240.0}}) {
        for (int n : {32, 64}) {
            const double dt = m.dt * 32.0 / n; // the explicit step shrinks with the spacing
            for (int mode : {0, 1}) {
                benchmark::RegisterBenchmark(
                    ("timeline/" + std::string(m.id) + "/" + std::to_string(n) + "/" +
                     std::to_string(mode))
                        .c_str(),
                    [=](benchmark::State& s) { timeline(s, m.id, dt, n, mode); })
                    ->Unit(benchmark::kMillisecond)
                    ->UseRealTime();
            }
            benchmark::RegisterBenchmark(
                ("timeline-spill/" + std::string(m.id) + "/" + std::to_string(n)).c_str(),
                [=](benchmark::State& s) { timeline(s, m.id, dt, n, 2); })
                ->Unit(benchmark::kMillisecond)
                ->UseRealTime();
        }
    }
}

} // namespace

int main(int argc, char** argv) {
    registerAll();
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
