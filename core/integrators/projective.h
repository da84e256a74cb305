// Projective dynamics for mass-spring systems (Liu et al. 2013): backward Euler solved by
// local/global iterations with a prefactored sparse Cholesky, on one or two threads. Declared
// in a header so that tests and benchmarks can observe the factorisation and set the threads.
#pragma once

#include "core/base/worker_pair.h"
#include "core/integrators/integrator.h"
#include "core/integrators/split_cholesky.h"

#include <array>
#include <vector>

namespace clothlab::core {

/// Local/global solver with parameter "iterations". Stats: iterations, and residuals = the
/// position change ‖x_{k+1} − x_k‖₂ over free particles (m) after each iteration.
class ProjectiveDynamicsIntegrator final : public Integrator {
public:
    ProjectiveDynamicsIntegrator();

    StepWork step(StepContext& ctx) override;
    int evaluationsPerStep() const override { return countParameter("iterations"); }

    /// Sparse Cholesky factorisations done so far: one on the first step, then one after
    /// each change of springs, masses, pins, stiffness, air drag or dt.
    int factorizations() const { return m_factorizations; }
    /// Non-zeros of the current Cholesky factor L (0 before the first step).
    Eigen::Index factorNonZeros() const { return m_factor.nonZeros(); }
    /// Share of the factor's non-zeros in the separator, solved by one thread alone (0 … 1).
    double serialShare() const;

    /// Threads a step may use: 0 = automatic (two when the machine has at least two hardware
    /// threads and the cloth at least kParallelParticles free particles), 1 or 2. Results are
    /// bit-identical for every setting. Default 0. A caller that runs integrators on threads
    /// of its own (a comparison of several) sets 1: the second thread spins between stages.
    void setThreadCount(int threads) { m_threads = threads; }
    void setThreadBudget(int threads) override { setThreadCount(threads); }
    int threadCount() const { return m_threads; }
    /// Threads the next step will use for `freeParticles` unknowns.
    int activeThreads(int freeParticles) const;
    static constexpr int kParallelParticles = 2048;

private:
    void updateWeights(const PackedSprings& springs, double h);
    bool signatureChanged(const System& system, const PackedSprings& springs, double h,
                          double cAir) const;
    void factorize(const System& system, const PackedSprings& springs, double h, double cAir);
    void constantRightHandSide(const StepContext& ctx, double h);
    void buildNeighbours(int particles, const PackedSprings& springs);
    void startVectors(const PackedSprings& springs, const Eigen::Matrix3Xd& xn, int share);
    void localStep(const PackedSprings& springs, double h, int share);
    Eigen::Vector4d springSum(int particle) const;
    void gather(int part);
    double update(int part);
    void iterate(const PackedSprings& springs, const Eigen::Matrix3Xd& xn, double h,
                 int iterations);

    // Factor L·Lᵀ = P·Q·Pᵀ, each particle's position in the elimination order (−1 when
    // pinned) and the free particles of part 0, part 1 and the separator, ascending.
    SplitCholesky m_factor;
    std::vector<int> m_slot;
    std::array<std::vector<int>, 3> m_members;
    struct Neighbour {
        int particle; ///< the spring's other endpoint
        int spring;   ///< packed index
    };
    std::vector<int> m_neighbourBegin; ///< particle i: m_neighbours[begin[i] .. begin[i+1])
    std::vector<Neighbour> m_neighbours;
    int m_factorizations = 0;
    WorkerPair m_workers;
    int m_threads = 0;

    // What the factor was built from; a change triggers a refactorisation.
    std::vector<int> m_sigA, m_sigB;
    std::vector<double> m_sigWeights;
    Eigen::VectorXd m_sigMass, m_sigInvMass;
    double m_sigH = 0.0;
    double m_sigAir = 0.0;

    std::vector<double> m_weights; ///< ω = max(k⁺, k⁻) + c/h per packed spring, N/m
    Eigen::Matrix4Xd m_x;          ///< the iterate, per particle (x, y, z, 0)
    Eigen::VectorXd m_alpha;       ///< α = ω·|d|/l per packed spring, ω·d = α·p, N/m
    Eigen::MatrixX3d m_start;      ///< pₙ = xₙ_b − xₙ_a per packed spring (rows), m
    Eigen::Matrix4Xd m_constant;   ///< per particle (x, y, z, 0): the iteration-independent rhs
    Eigen::Matrix4Xd m_z;          ///< per position (x, y, z, 0): the solves' work vector
    /// Σ‖Δx‖² of part 0, part 1 and the separator in each iteration of the step, m²
    std::vector<std::array<double, 3>> m_changes;
};

} // namespace clothlab::core
