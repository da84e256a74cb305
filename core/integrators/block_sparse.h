// A symmetric matrix of 3×3 blocks with the sparsity of a spring network, and a
// Jacobi-preconditioned conjugate gradient solver on it: the linear algebra of the Newton
// steps of implicit-euler and bdf2.
//
// Why blocks: the system matrix of an implicit mass-spring step couples the three components
// of two particles through one dense 3×3 block per spring. Stored as blocks, one column index
// serves nine values and the product reads each particle's three components together; a
// scalar CSR matrix (Eigen::SparseMatrix) reads nine indices instead and is measured about 2×
// slower per CG iteration on a 128 × 128 cloth (shared/peers/naive_massspring/cg.cpp).
#pragma once

#include "core/forces/force_model.h"

#include <vector>

namespace clothlab::core {

/// Square matrix of 3×3 blocks in block-CSR form: block row r holds blocks
/// [rowBegin(r), rowBegin(r+1)), sorted by column, each 9 doubles row-major. The pattern has
/// one diagonal block per particle and one block (a, b) and (b, a) per distinct spring pair.
class BlockSparseMatrix3 {
public:
    /// Builds the pattern for `particleCount` particles and the springs' endpoint pairs
    /// (duplicate pairs share a block). Values are zero afterwards.
    void buildPattern(int particleCount, const PackedSprings& springs);
    /// True when the pattern was built for exactly these particles and spring endpoints.
    bool matchesPattern(int particleCount, const PackedSprings& springs) const;

    int blockRows() const { return static_cast<int>(m_rowBegin.size()) - 1; }
    int blockCount() const { return static_cast<int>(m_columns.size()); }
    int rowBegin(int row) const { return m_rowBegin[static_cast<std::size_t>(row)]; }
    int column(int blockIndex) const { return m_columns[static_cast<std::size_t>(blockIndex)]; }
    /// Index of block (r, r).
    int diagonalBlock(int row) const { return m_diagonal[static_cast<std::size_t>(row)]; }
    /// Index of block (a, b) of packed spring s (a < b, as packed); (b, a) is transposeBlock.
    int springBlock(int s) const { return m_springBlock[static_cast<std::size_t>(s)]; }
    int transposeBlock(int s) const { return m_springBlockT[static_cast<std::size_t>(s)]; }

    /// The 9 values of a block, row-major.
    double* block(int blockIndex) { return m_values.data() + 9 * blockIndex; }
    const double* block(int blockIndex) const { return m_values.data() + 9 * blockIndex; }
    void setZero();

    /// y = A·x for vectors of 3·blockRows() doubles; returns xᵀ·y.
    double multiply(const double* x, double* y) const;

private:
    std::vector<int> m_rowBegin;
    std::vector<int> m_columns;
    std::vector<int> m_diagonal;
    std::vector<int> m_springBlock, m_springBlockT;
    std::vector<double> m_values;
    std::vector<int> m_patternA, m_patternB; ///< endpoints the pattern was built from
};

/// Outcome of one conjugate gradient solve.
struct CgResult {
    int iterations = 0;
    double relativeResidual = 0.0; ///< ‖b − A·x‖ / ‖b‖ (recursive residual), 0 for b = 0
};

/// Conjugate gradient with the Jacobi preconditioner 1/diag(A) for a symmetric positive
/// definite BlockSparseMatrix3. Keeps its work vectors between solves (no allocation while
/// the size stays the same).
class JacobiPcg {
public:
    /// Solves A·x = b starting from the x given; stops when ‖r‖ ≤ tolerance·‖b‖ or after
    /// maxIterations. `residualHistory`, when not null, receives ‖r‖/‖b‖ after each iteration.
    CgResult solve(const BlockSparseMatrix3& a, const double* b, double* x, double tolerance,
                   int maxIterations, std::vector<double>* residualHistory = nullptr);

private:
    std::vector<double> m_r, m_z, m_p, m_q, m_invDiagonal;
};

} // namespace clothlab::core
