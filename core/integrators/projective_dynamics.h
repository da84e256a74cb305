// Projective dynamics for mass-spring systems (Liu et al. 2013): backward Euler solved by
// local/global iterations with a prefactored sparse Cholesky. Declared in a header so that
// tests and benchmarks can observe the factorisation count.
#pragma once

#include "core/integrator.h"

#include <Eigen/Sparse>
#include <Eigen/SparseCholesky>
#include <vector>

namespace clothlab::core {

/// Static description of projective-dynamics (id, summary, parameters).
const IntegratorInfo& projectiveDynamicsInfo();

/// Local/global solver with parameter "iterations". Stats: iterations, and residuals = the
/// position change ‖x_{k+1} − x_k‖₂ over free particles (m) after each iteration.
class ProjectiveDynamicsIntegrator final : public Integrator {
public:
    ProjectiveDynamicsIntegrator();

    StepWork step(StepContext& ctx) override;

    /// Sparse Cholesky factorisations done so far: one on the first step, then one after
    /// each change of springs, masses, pins, stiffness, air drag or dt.
    int factorizations() const { return m_factorizations; }

private:
    void updateWeights(const PackedSprings& springs, double h);
    bool signatureChanged(const System& system, const PackedSprings& springs, double h,
                          double cAir) const;
    void factorize(const System& system, const PackedSprings& springs, double h, double cAir);
    void constantRightHandSide(const StepContext& ctx, double h);
    void localStep(const PackedSprings& springs, const Eigen::Matrix3Xd& xn, double h);
    double globalStep(const System& system, const PackedSprings& springs);
    void solveFactor(Eigen::Matrix4Xd& z) const;

    // Factor L·Lᵀ = P·Q·Pᵀ in CSC (diagonal first in each column) and each particle's
    // position in the permuted order (−1 when pinned).
    std::vector<int> m_lBegin, m_lRow, m_slot;
    std::vector<double> m_lValue;
    int m_factorizations = 0;

    // What the factor was built from; a change triggers a refactorisation.
    std::vector<int> m_sigA, m_sigB;
    std::vector<double> m_sigWeights;
    Eigen::VectorXd m_sigMass, m_sigInvMass;
    double m_sigH = 0.0;
    double m_sigAir = 0.0;

    std::vector<double> m_weights; ///< ω = max(k⁺, k⁻) + c/h per packed spring, N/m
    Eigen::Matrix3Xd m_x;          ///< the iterate
    Eigen::VectorXd m_target;      ///< ω·d per packed spring: all x, then all y, then all z
    Eigen::Matrix4Xd m_constant;   ///< per slot (x, y, z, 0): the iteration-independent rhs
    Eigen::Matrix4Xd m_rhs;        ///< per slot (x, y, z, 0)
};

} // namespace clothlab::core
