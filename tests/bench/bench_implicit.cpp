// The implicit family's bars (issue 3), on the performance peers' n × n provot cloth
// (core::peerBenchmarkScene):
//
//   cg_iteration/<n>        one Jacobi-PCG iteration of implicit-euler's Newton system
//                           A = M − dt·∂f/∂v − dt²·∂f/∂x, assembled from the same kernels
//                           (core/forces/spring_jacobians.h) into the same 3×3 block-CSR matrix. As
//                           in the peer `cg N iterations bsr`
//                           (shared/peers/naive_massspring/cg.cpp), dt is raised to dt²·k/m = 50 so
//                           that CG does not converge within the timed iterations; the cost of an
//                           iteration does not depend on the values. Counter us_per_cg_iteration.
//   pd_step/<iterations>/<n>/<threads>
//                           one projective-dynamics step (local/global iterations as given)
//                           after the first, factorising step, on 1 or 2 threads. Counters
//                           ms_per_step, nnz_L (non-zeros of the Cholesky factor) and
//                           serial_share (the factor's share solved by one thread alone).
//
//   clothlab_bench_implicit --benchmark_filter='cg_iteration/128'
// Wall-clock time, one thread as the peers measure (pd_step also on two). The other integrators'
// step costs are in clothlab_bench (bench_integrators.cpp), which covers these methods with default
// parameters.
#include "core/forces/spring_jacobians.h"
#include "core/integrators/block_sparse.h"
#include "core/integrators/projective.h"
#include "core/scene/scene_builders.h"
#include "core/simulation/simulation.h"

#include <benchmark/benchmark.h>
#include <chrono>
#include <cmath>
#include <string>
#include <vector>

namespace {

using namespace clothlab::core;

using Clock = std::chrono::steady_clock;
constexpr int kCgIterations = 100;

// A = M + β²·K + β·C with β chosen so that β²·k/m = 50, pinned rows and columns identity
// (what implicit-euler assembles, at the flat sheet).
BlockSparseMatrix3 stiffSystem(int n) {
    const Scene scene = peerBenchmarkScene(n);
    const System system = buildSystem(scene);
    const ForceModel model(system, scene.environment);
    const PackedSprings& p = model.springs();
    const double mass = system.masses()[0];
    const double beta = std::sqrt(50.0 * mass / p.kStretch[0]);
    BlockSparseMatrix3 a;
    a.buildPattern(system.particleCount(), p);
    auto add = [&a](int block, double sign, const Eigen::Matrix3d& b) {
        Eigen::Map<Eigen::Matrix<double, 3, 3, Eigen::RowMajor>>(a.block(block)) += sign * b;
    };
    for (int i = 0; i < system.particleCount(); ++i) {
        add(a.diagonalBlock(i), 1.0,
            (system.isPinned(i) ? 1.0 : mass) * Eigen::Matrix3d::Identity());
    }
    for (int s = 0; s < p.size(); ++s) {
        const auto us = static_cast<std::size_t>(s);
        const Vec3 xa = system.positions().col(p.a[us]);
        // Bent out of plane a little, as in the peer, so the blocks are not all alike.
        const Vec3 xb =
            system.positions().col(p.b[us]) + Vec3(0.0, 0.01 * ((p.a[us] * 7) % 5), 0.0);
        const Eigen::Matrix3d b =
            beta * beta *
                springStiffnessJacobian(xa, xb, p.rest[us], p.kStretch[us], p.kCompress[us], true)
                    .matrix() +
            beta * springDampingJacobian(xa, xb, p.damping[us]).matrix();
        const bool freeA = !system.isPinned(p.a[us]);
        const bool freeB = !system.isPinned(p.b[us]);
        if (freeA) {
            add(a.diagonalBlock(p.a[us]), 1.0, b);
        }
        if (freeB) {
            add(a.diagonalBlock(p.b[us]), 1.0, b);
        }
        if (freeA && freeB) {
            add(a.springBlock(s), -1.0, b);
            add(a.transposeBlock(s), -1.0, b);
        }
    }
    return a;
}

void cgIteration(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    const BlockSparseMatrix3 a = stiffSystem(n);
    std::vector<double> rhs(3 * static_cast<std::size_t>(a.blockRows()));
    for (std::size_t i = 0; i < rhs.size(); ++i) {
        rhs[i] = std::sin(0.001 * static_cast<double>(i)) * 1e-4;
    }
    std::vector<double> x(rhs.size());
    JacobiPcg cg;
    cg.solve(a, rhs.data(), x.data(), 0.0, 1); // work vectors allocated outside the timing
    long iterations = 0;
    for (auto _ : state) {
        std::fill(x.begin(), x.end(), 0.0);
        iterations += cg.solve(a, rhs.data(), x.data(), 0.0, kCgIterations).iterations;
        benchmark::DoNotOptimize(x.data());
    }
    state.counters["us_per_cg_iteration"] =
        benchmark::Counter(static_cast<double>(iterations) * 1e-6,
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
    state.counters["blocks"] = a.blockCount();
}

void pdStep(benchmark::State& state) {
    const int iterations = static_cast<int>(state.range(0));
    const int n = static_cast<int>(state.range(1));
    const Scene scene = peerBenchmarkScene(n);
    Simulation sim =
        makeSimulation(scene, IntegratorChoice{"projective-dynamics",
                                               scene.integrator.dt,
                                               {{"iterations", static_cast<double>(iterations)}}});
    auto* pd = dynamic_cast<ProjectiveDynamicsIntegrator*>(&sim.integrator());
    if (pd == nullptr) {
        state.SkipWithError("projective-dynamics is not a ProjectiveDynamicsIntegrator");
        return;
    }
    pd->setThreadCount(static_cast<int>(state.range(2)));
    sim.step(); // factorises
    for (auto _ : state) {
        sim.step();
    }
    state.counters["factorizations"] = pd->factorizations();
    state.counters["nnz_L"] = static_cast<double>(pd->factorNonZeros());
    state.counters["serial_share"] = pd->serialShare();
    state.counters["ms_per_step"] =
        benchmark::Counter(static_cast<double>(state.iterations()) * 1e-3,
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

} // namespace

BENCHMARK(cgIteration)
    ->Name("cg_iteration")
    ->Arg(32)
    ->Arg(64)
    ->Arg(128)
    ->Arg(256)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(pdStep)
    ->Name("pd_step")
    ->ArgsProduct({{1, 10, 40}, {32, 64, 128, 256}, {1, 2}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

BENCHMARK_MAIN();
