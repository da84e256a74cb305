// Block-CSR storage and Jacobi-PCG. The CG loop follows Saad, "Iterative Methods for Sparse
// Linear Systems" (2003), Alg. 9.1, fused into two passes per iteration: the product with
// the p·Ap reduction, then the x, r, z updates with the r·z and r·r reductions. This is the
// same memory traffic as the `cg bsr` peer (shared/peers/naive_massspring/cg.cpp).
#include "core/integrators/block_sparse.h"

#include <algorithm>
#include <cmath>

namespace clothlab::core {

namespace {

// Position of `column` in the sorted columns [lo, hi).
int findColumn(const std::vector<int>& columns, int lo, int hi, int column) {
    const auto first = columns.begin() + lo;
    const auto last = columns.begin() + hi;
    return static_cast<int>(std::lower_bound(first, last, column) - columns.begin());
}

} // namespace

void BlockSparseMatrix3::buildPattern(int particleCount, const PackedSprings& springs) {
    const auto n = static_cast<std::size_t>(particleCount);
    const int m = springs.size();
    std::vector<std::vector<int>> rows(n);
    for (std::size_t r = 0; r < n; ++r) {
        rows[r].push_back(static_cast<int>(r));
    }
    for (int s = 0; s < m; ++s) {
        const auto a = static_cast<std::size_t>(springs.a[static_cast<std::size_t>(s)]);
        const auto b = static_cast<std::size_t>(springs.b[static_cast<std::size_t>(s)]);
        rows[a].push_back(static_cast<int>(b));
        rows[b].push_back(static_cast<int>(a));
    }
    m_rowBegin.assign(n + 1, 0);
    m_columns.clear();
    for (std::size_t r = 0; r < n; ++r) {
        std::sort(rows[r].begin(), rows[r].end());
        rows[r].erase(std::unique(rows[r].begin(), rows[r].end()), rows[r].end());
        m_columns.insert(m_columns.end(), rows[r].begin(), rows[r].end());
        m_rowBegin[r + 1] = static_cast<int>(m_columns.size());
    }
    m_diagonal.resize(n);
    for (std::size_t r = 0; r < n; ++r) {
        m_diagonal[r] =
            findColumn(m_columns, m_rowBegin[r], m_rowBegin[r + 1], static_cast<int>(r));
    }
    m_springBlock.resize(static_cast<std::size_t>(m));
    m_springBlockT.resize(static_cast<std::size_t>(m));
    for (std::size_t s = 0; s < static_cast<std::size_t>(m); ++s) {
        const int a = springs.a[s];
        const int b = springs.b[s];
        const auto ua = static_cast<std::size_t>(a);
        const auto ub = static_cast<std::size_t>(b);
        m_springBlock[s] = findColumn(m_columns, m_rowBegin[ua], m_rowBegin[ua + 1], b);
        m_springBlockT[s] = findColumn(m_columns, m_rowBegin[ub], m_rowBegin[ub + 1], a);
    }
    m_values.assign(9 * m_columns.size(), 0.0);
    m_patternA = springs.a;
    m_patternB = springs.b;
}

bool BlockSparseMatrix3::matchesPattern(int particleCount, const PackedSprings& springs) const {
    return blockRows() == particleCount && m_patternA == springs.a && m_patternB == springs.b;
}

void BlockSparseMatrix3::setZero() {
    std::fill(m_values.begin(), m_values.end(), 0.0);
}

double BlockSparseMatrix3::multiply(const double* __restrict x, double* __restrict y) const {
    const int n = blockRows();
    const int* __restrict begin = m_rowBegin.data();
    const int* __restrict col = m_columns.data();
    const double* __restrict v = m_values.data();
    double xy = 0.0;
    for (int r = 0; r < n; ++r) {
        double y0 = 0.0;
        double y1 = 0.0;
        double y2 = 0.0;
        for (int e = begin[r]; e < begin[r + 1]; ++e) {
            const double* B = v + 9 * static_cast<std::size_t>(e);
            const double* xc = x + 3 * static_cast<std::size_t>(col[e]);
            y0 += B[0] * xc[0] + B[1] * xc[1] + B[2] * xc[2];
            y1 += B[3] * xc[0] + B[4] * xc[1] + B[5] * xc[2];
            y2 += B[6] * xc[0] + B[7] * xc[1] + B[8] * xc[2];
        }
        y[3 * r] = y0;
        y[3 * r + 1] = y1;
        y[3 * r + 2] = y2;
        xy += x[3 * r] * y0 + x[3 * r + 1] * y1 + x[3 * r + 2] * y2;
    }
    return xy;
}

CgResult JacobiPcg::solve(const BlockSparseMatrix3& a, const double* b, double* x, double tolerance,
                          int maxIterations, std::vector<double>* residualHistory) {
    const auto size = static_cast<std::size_t>(3 * a.blockRows());
    for (std::vector<double>* w : {&m_r, &m_z, &m_p, &m_q, &m_invDiagonal}) {
        w->resize(size);
    }
    double* __restrict r = m_r.data();
    double* __restrict z = m_z.data();
    double* __restrict p = m_p.data();
    double* __restrict q = m_q.data();
    double* __restrict dinv = m_invDiagonal.data();
    for (int row = 0; row < a.blockRows(); ++row) {
        const double* B = a.block(a.diagonalBlock(row));
        for (int c = 0; c < 3; ++c) {
            dinv[3 * row + c] = 1.0 / B[4 * c];
        }
    }
    // r₀ = b − A·x₀, z₀ = D⁻¹·r₀, p₀ = z₀.
    a.multiply(x, q);
    double bb = 0.0;
    double rz = 0.0;
    double rr = 0.0;
    for (std::size_t k = 0; k < size; ++k) {
        bb += b[k] * b[k];
        r[k] = b[k] - q[k];
        z[k] = dinv[k] * r[k];
        p[k] = z[k];
        rz += r[k] * z[k];
        rr += r[k] * r[k];
    }
    CgResult result;
    if (bb == 0.0) {
        return result;
    }
    const double stop = tolerance * tolerance * bb;
    while (rr > stop && result.iterations < maxIterations) {
        const double alpha = rz / a.multiply(p, q);
        double rzNew = 0.0;
        rr = 0.0;
#pragma omp simd reduction(+ : rzNew, rr)
        for (std::size_t k = 0; k < size; ++k) {
            x[k] += alpha * p[k];
            r[k] -= alpha * q[k];
            z[k] = dinv[k] * r[k];
            rzNew += r[k] * z[k];
            rr += r[k] * r[k];
        }
        const double beta = rzNew / rz;
        rz = rzNew;
#pragma omp simd
        for (std::size_t k = 0; k < size; ++k) {
            p[k] = z[k] + beta * p[k];
        }
        ++result.iterations;
        if (residualHistory) {
            residualHistory->push_back(std::sqrt(rr / bb));
        }
        if (!std::isfinite(rr)) {
            break;
        }
    }
    result.relativeResidual = std::sqrt(rr / bb);
    return result;
}

} // namespace clothlab::core
