// The spectrum's bars (issue "Why a method fails"), on the performance peers' n × n provot
// cloth (core::peerBenchmarkScene; 64² has 23 938 springs):
//
//   extreme_modes/<n>/<count>   the `count` highest modes by Spectra's Lanczos
//                               (SpectrumMethod::Iterative), bar: 64² in under 2 s;
//   all_modes/<n>/<method>      every mode, 0 = the automatic choice (dense symmetric with modal
//                               damping above 600 rows), 1 = the dense first-order system
//                               (exact for any damping), bar: 24² in under 5 s;
//   shapes/<n>                  the stability study's mode-shape eigenproblem (shapeModes()).
//
// Each timed iteration starts from the scene: build, linearise at t = 0, solve. Counters:
// rows (3 × free particles) and modes (rows of the result).
//
//   clothlab_bench_spectrum --benchmark_filter='extreme_modes/64'
#include "core/analysis/amplification.h"
#include "core/analysis/stability_region.h"
#include "core/scene/scene_builders.h"

#include <benchmark/benchmark.h>

namespace {

using namespace clothlab::core;

void extremeModes(benchmark::State& state) {
    const Scene scene = peerBenchmarkScene(static_cast<int>(state.range(0)));
    const int count = static_cast<int>(state.range(1));
    SpectrumOptions options{count, SpectrumMethod::Iterative};
    Spectrum spectrum;
    int rows = 0;
    for (auto _ : state) {
        const SceneLinearisation linearisation = sceneLinearisation(scene);
        spectrum = computeSpectrum(linearisation.forces, options);
        rows = linearisation.forces.rows();
        benchmark::DoNotOptimize(spectrum.modes.data());
    }
    state.counters["rows"] = rows;
    state.counters["modes"] = static_cast<double>(spectrum.modes.size());
    state.counters["omega_max"] = spectrum.modes.empty() ? 0.0 : spectrum.modes.back().omega;
}

void allModes(benchmark::State& state) {
    const Scene scene = peerBenchmarkScene(static_cast<int>(state.range(0)));
    SpectrumOptions options;
    options.method =
        state.range(1) == 0 ? SpectrumMethod::Automatic : SpectrumMethod::DenseFirstOrder;
    Spectrum spectrum;
    int rows = 0;
    for (auto _ : state) {
        const SceneLinearisation linearisation = sceneLinearisation(scene);
        spectrum = computeSpectrum(linearisation.forces, options);
        rows = linearisation.forces.rows();
        benchmark::DoNotOptimize(spectrum.modes.data());
    }
    state.SetLabel(spectrumMethodId(spectrum.method));
    state.counters["rows"] = rows;
    state.counters["modes"] = static_cast<double>(spectrum.modes.size());
}

void shapes(benchmark::State& state) {
    const Scene scene = peerBenchmarkScene(static_cast<int>(state.range(0)));
    double omega = 0.0;
    for (auto _ : state) {
        const ShapeModes modes = shapeModes(sceneLinearisation(scene));
        omega = modeShapeNear(scene, modes, 1e9).omega;
        benchmark::DoNotOptimize(omega);
    }
    state.counters["omega_max"] = omega;
}

} // namespace

BENCHMARK(extremeModes)
    ->Name("extreme_modes")
    ->Args({32, 20})
    ->Args({64, 20})
    ->Args({64, 100})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(allModes)
    ->Name("all_modes")
    ->Args({16, 0})
    ->Args({24, 0})
    ->Args({16, 1}) // 24² (1722 rows) is past kMaxDenseFirstOrderRows: refused, not run
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK(shapes)->Name("shapes")->Arg(24)->Arg(64)->Unit(benchmark::kMillisecond)->Iterations(1);

BENCHMARK_MAIN();
