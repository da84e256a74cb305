// A sparse Cholesky factor whose triangular solves split into two independent shares and a
// serial remainder, for two threads; three right-hand sides (x, y, z) are solved at
// once, one 4-wide column (x, y, z, 0) per unknown.
#pragma once

#include <Eigen/Core>
#include <Eigen/SparseCore>
#include <array>
#include <vector>

namespace clothlab::core {

/// L·Lᵀ = P·Q·Pᵀ for a symmetric positive definite Q. The elimination order is Eigen's
/// approximate minimum degree, rearranged (without changing L's pattern size) into three
/// ranges of positions: part 0, part 1 and the separator. No column of part 0 updates a row
/// of part 1 or the reverse, so the forward and backward solves of the two parts can run at
/// the same time; the separator comes after them in the forward solve and before them in the
/// backward solve. Each part's forward solve collects its updates of the separator rows in a
/// buffer of its own, and the separator adds both in a fixed order, so the result does not
/// depend on how the parts are scheduled.
class SplitCholesky {
public:
    /// Factorises q (square, symmetric, both triangles stored). False when q is not positive
    /// definite; the previous factor is then gone.
    bool factorize(const Eigen::SparseMatrix<double>& q);

    int size() const { return static_cast<int>(m_begin.size()) - 1; }
    /// Stored non-zeros of L (diagonal included).
    Eigen::Index nonZeros() const { return static_cast<Eigen::Index>(m_value.size()); }
    /// Position of unknown i in the elimination order.
    const std::vector<int>& permutation() const { return m_slot; }
    /// Positions [begin(part), end(part)) of part 0, 1 or the separator (2).
    int begin(int part) const { return m_bounds[static_cast<std::size_t>(part)]; }
    int end(int part) const { return m_bounds[static_cast<std::size_t>(part) + 1]; }
    /// Non-zeros of L in the columns of part 0, 1 or the separator (2).
    Eigen::Index partNonZeros(int part) const;

    /// Forward solve L·y = b of the columns of `part`, in place: z.col(j) holds b_j on entry
    /// and y_j on return, for the positions j of the part. The separator (part 2) must come
    /// after both parts; parts 0 and 1 may run at the same time.
    void forward(int part, Eigen::Matrix4Xd& z);
    /// Backward solve Lᵀ·x = y of the columns of `part`, in place. The separator (part 2)
    /// must come before both parts; parts 0 and 1 may run at the same time.
    void backward(int part, Eigen::Matrix4Xd& z) const;
    /// z ← (L·Lᵀ)⁻¹·z on one thread, in positions; the same arithmetic as the parts.
    void solve(Eigen::Matrix4Xd& z);

private:
    void store(const Eigen::SparseMatrix<double>& l);
    void forwardSeparator(Eigen::Matrix4Xd& z) const;

    // Per column j: entries [m_begin[j], m_begin[j+1]), the diagonal first; in part columns
    // the separator rows are the entries from m_split[j] on.
    std::vector<int> m_begin, m_split, m_row;
    std::vector<double> m_value;
    std::vector<int> m_slot;
    std::array<int, 4> m_bounds{};
    std::array<Eigen::Matrix4Xd, 2> m_update; ///< each part's sums L_sj·y_j per separator row
};

} // namespace clothlab::core
