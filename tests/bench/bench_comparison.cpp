// Lockstep comparison bar (issue 5): four runs — rk4, implicit-euler, xpbd, chebyshev — on a
// 48 × 48 cloth advance together (core::RunSet, both cores) at no less than 60 % of the
// slowest run's solo speed.
//
//   lockstep/solo/<run>    one run alone in a RunSet on one thread
//   lockstep/four          the four runs together, threads = hardware (2 here)
//   lockstep/four+ref/T    the same with the internal reference (dop853, tolerance 1e-T)
//                          computed alongside
//   sphere/…               the speed issue's comparison: cloth-on-sphere with symplectic-euler
//                          at the scene's 0.5 ms, implicit-euler and xpbd at 1/240 s and
//                          projective-dynamics at 1/120 s; solo/<run> (and solo/reference, the
//                          workbench's dop853 at 1e-9 and 0.5 ms as a run), four, four+ref/9
//                          (the preset: self-contact on); sphere-off/… the same with it off
//
// Counter sim_s_per_s: simulated seconds per wall-clock second. The scene is the
// hanging-cloth preset at 48 × 48 (same 1 m sheet and total mass); each run has the step a
// student would give it: rk4 near its stability limit, the implicit and constraint methods
// at a display frame. Wall-clock time; no assertion on time (RESULTS.md has the numbers).
#include "bench_scenes.h"
#include "core/scene/presets.h"
#include "core/simulation/run_set.h"

#include <benchmark/benchmark.h>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace {

using namespace clothlab::core;

Scene cloth48() {
    return clothlab::bench::hangingCloth(48);
}

/// A run of `id` at step `dt` with the integrator's default parameters.
RunSpec runOf(const char* id, double dt) {
    RunSpec spec;
    spec.integrator = {id, dt, {}};
    return spec;
}

std::vector<RunSpec> fourRuns() {
    return {runOf("rk4", 2.5e-4), runOf("implicit-euler", 1.0 / 240.0), runOf("xpbd", 1.0 / 60.0),
            runOf("chebyshev", 1.0 / 60.0)};
}

std::vector<RunSpec> sphereRuns() {
    return {runOf("symplectic-euler", 5e-4), runOf("implicit-euler", 1.0 / 240.0),
            runOf("xpbd", 1.0 / 240.0), runOf("projective-dynamics", 1.0 / 120.0)};
}

void runSet(benchmark::State& state, const Scene& scene, std::vector<RunSpec> runs, int threads,
            double referenceTolerance = 0.0) {
    RunSetOptions options;
    options.sampleInterval = 1.0 / 60.0;
    options.threads = threads;
    options.internalReference = referenceTolerance > 0.0;
    options.referenceTolerance = referenceTolerance > 0.0 ? referenceTolerance : 1e-11;
    RunSet set(scene, std::move(runs), options);
    set.advance(2); // first steps build the solvers' structures
    const double start = set.time();
    for (auto _ : state) {
        set.advance(1);
    }
    for (int r = 0; r < set.runCount(); ++r) {
        if (set.run(r).status() != RunStatus::Running) {
            state.SkipWithError("a run stopped");
        }
    }
    state.counters["sim_s_per_s"] =
        benchmark::Counter(set.time() - start, benchmark::Counter::kIsRate);
}

void registerAll() {
    for (const RunSpec& spec : fourRuns()) {
        benchmark::RegisterBenchmark(
            ("lockstep/solo/" + spec.integrator.id).c_str(),
            [spec](benchmark::State& s) { runSet(s, cloth48(), {spec}, 1); })
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime();
    }
    benchmark::RegisterBenchmark("lockstep/four",
                                 [](benchmark::State& s) { runSet(s, cloth48(), fourRuns(), 0); })
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    // The workbench's default reference (tolerance 1e-9) and the command line's (1e-11).
    for (double tolerance : {1e-9, 1e-11}) {
        const std::string name = "lockstep/four+ref/" + std::to_string(int(-std::log10(tolerance)));
        benchmark::RegisterBenchmark(
            name.c_str(),
            [tolerance](benchmark::State& s) { runSet(s, cloth48(), fourRuns(), 0, tolerance); })
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime();
    }
    const Scene sphere = loadPreset("cloth-on-sphere");
    std::vector<RunSpec> solos = sphereRuns();
    RunSpec reference = runOf("dop853", 5e-4);
    reference.label = "reference";
    reference.integrator.parameters = {{"tolerance", 1e-9}};
    solos.push_back(reference);
    for (const RunSpec& spec : solos) {
        const std::string name =
            "sphere/solo/" + (spec.label.empty() ? spec.integrator.id : spec.label);
        benchmark::RegisterBenchmark(
            name.c_str(), [sphere, spec](benchmark::State& s) { runSet(s, sphere, {spec}, 1); })
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime();
    }
    // The preset has self-contact on; sphere-off/… is the same scene with it off. Both time
    // the same 6 s of the drape (360 frames: the fall, the drape and the cloth at rest), since
    // what contact costs depends on how the cloth moves.
    constexpr int kSphereFrames = 360;
    Scene off = sphere;
    std::get<ClothSpec>(off.bodies[0]).selfCollision = false;
    for (const auto& [prefix, scene] :
         {std::pair{"sphere", sphere}, std::pair{"sphere-off", off}}) {
        benchmark::RegisterBenchmark(
            (std::string(prefix) + "/four").c_str(),
            [scene](benchmark::State& s) { runSet(s, scene, sphereRuns(), 0); })
            ->Iterations(kSphereFrames)
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime();
        benchmark::RegisterBenchmark(
            (std::string(prefix) + "/four+ref/9").c_str(),
            [scene](benchmark::State& s) { runSet(s, scene, sphereRuns(), 0, 1e-9); })
            ->Iterations(kSphereFrames)
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime();
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
