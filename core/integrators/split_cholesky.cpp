// Where the two parts come from: the elimination tree of L (parent of column j = its first
// row below the diagonal; Liu, "The role of elimination trees in sparse factorization", SIAM
// J. Matrix Anal. Appl. 11(1), 1990). Disjoint subtrees are independent in both triangular
// solves, and any order that keeps every column before its parent gives the same L up to the
// renumbering. So the order of the minimum-degree factor is kept inside each subtree, the
// subtrees are dealt to two parts, and their ancestors become the serial separator.
//
// The split: start from the roots, and while the separator is small, move the heaviest subtree's
// root to the separator (its children become subtrees); at each stage deal the subtrees to the
// lighter part, heaviest first, and keep the stage with the least max(part 0, part 1) +
// separator, counting the non-zeros of each column as its work. On the 128 × 128 provot
// cloth (1.15 million non-zeros) this leaves about 15 % of the work serial, the top of the
// tree, where a minimum-degree order is a chain of dense columns; a geometric nested
// dissection has a serial separator of 2 % but 25 % more non-zeros in all (header of
// projective.cpp).
#include "core/integrators/split_cholesky.h"

#include <Eigen/OrderingMethods>
#include <Eigen/SparseCholesky>
#include <algorithm>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace clothlab::core {

namespace {

using Factor = Eigen::SparseMatrix<double>;
using Permutation = Eigen::PermutationMatrix<Eigen::Dynamic, Eigen::Dynamic, int>;

// Parent of each column (−1 for a root) and its non-zeros.
void eliminationTree(const Factor& l, std::vector<int>& parent, std::vector<long>& work) {
    const auto n = static_cast<std::size_t>(l.cols());
    parent.assign(n, -1);
    work.resize(n);
    for (std::size_t j = 0; j < n; ++j) {
        const int* first = l.innerIndexPtr() + l.outerIndexPtr()[j];
        const int* last = l.innerIndexPtr() + l.outerIndexPtr()[j + 1];
        work[j] = last - first;
        if (last - first > 1) {
            parent[j] = *std::min_element(first + 1, last);
        }
    }
}

// Part of every column: the separator's and the dealt roots' are given (else −1); the others
// inherit their parent's.
std::vector<int> labelParts(const std::vector<int>& parent, const std::vector<int>& separator,
                            const std::vector<int>& bin) {
    std::vector<int> part(parent.size(), -1);
    for (int r : separator) {
        part[static_cast<std::size_t>(r)] = 2;
    }
    for (int r : bin) {
        part[static_cast<std::size_t>(r >= 0 ? r : ~r)] = r >= 0 ? 0 : 1;
    }
    for (std::size_t j = part.size(); j-- > 0;) {
        if (part[j] < 0) {
            part[j] = part[static_cast<std::size_t>(parent[j])];
        }
    }
    return part;
}

// Subtrees `roots` dealt to two parts, heaviest first to the lighter part (ties by index);
// returns the heavier part's work and fills bin with the roots, r for part 0 and ~r for
// part 1.
long dealSubtrees(std::vector<int> roots, const std::vector<long>& subtree, std::vector<int>& bin) {
    std::sort(roots.begin(), roots.end(), [&subtree](int l, int r) {
        const long wl = subtree[static_cast<std::size_t>(l)];
        const long wr = subtree[static_cast<std::size_t>(r)];
        return wl > wr || (wl == wr && l < r);
    });
    long load[2] = {0, 0};
    bin.clear();
    for (int r : roots) {
        const int b = load[1] < load[0] ? 1 : 0;
        load[b] += subtree[static_cast<std::size_t>(r)];
        bin.push_back(b == 0 ? r : ~r);
    }
    return std::max(load[0], load[1]);
}

// Part 0, 1 or 2 (separator) of every column.
std::vector<int> splitTree(const std::vector<int>& parent, const std::vector<long>& work) {
    const int n = static_cast<int>(parent.size());
    std::vector<long> subtree(work);
    std::vector<std::vector<int>> children(static_cast<std::size_t>(n));
    std::vector<int> roots;
    for (int j = 0; j < n; ++j) { // parents come after their children
        const int p = parent[static_cast<std::size_t>(j)];
        if (p >= 0) {
            subtree[static_cast<std::size_t>(p)] += subtree[static_cast<std::size_t>(j)];
            children[static_cast<std::size_t>(p)].push_back(j);
        } else {
            roots.push_back(j);
        }
    }
    std::vector<int> separator;
    std::vector<int> bin;
    std::vector<int> bestBin;
    std::size_t bestSeparator = 0;
    long separatorWork = 0;
    long bestCost = std::numeric_limits<long>::max();
    const long total = std::accumulate(work.begin(), work.end(), 0L);
    // No stage costs less than (total + separator)/2, which only grows: stop when that reaches
    // the best cost (at once for a forest of many small trees).
    while (!roots.empty() && static_cast<int>(separator.size()) <= n / 4 &&
           (total + separatorWork) / 2 < bestCost) {
        const long cost = dealSubtrees(roots, subtree, bin) + separatorWork;
        if (cost < bestCost) {
            bestCost = cost;
            bestBin = bin;
            bestSeparator = separator.size();
        }
        const auto heaviest =
            std::max_element(roots.begin(), roots.end(), [&subtree](int l, int r) {
                const long wl = subtree[static_cast<std::size_t>(l)];
                const long wr = subtree[static_cast<std::size_t>(r)];
                return wl < wr || (wl == wr && l > r);
            });
        const int r = *heaviest;
        roots.erase(heaviest);
        separator.push_back(r);
        separatorWork += work[static_cast<std::size_t>(r)];
        const auto& below = children[static_cast<std::size_t>(r)];
        roots.insert(roots.end(), below.begin(), below.end());
    }
    separator.resize(bestSeparator);
    return labelParts(parent, separator, bestBin);
}

} // namespace

Eigen::Index SplitCholesky::partNonZeros(int part) const {
    return m_begin[static_cast<std::size_t>(end(part))] -
           m_begin[static_cast<std::size_t>(begin(part))];
}

bool SplitCholesky::factorize(const Eigen::SparseMatrix<double>& q) {
    const int n = static_cast<int>(q.cols());
    m_slot.clear();
    m_bounds.fill(0);
    store(Factor(0, 0));
    if (n == 0) {
        return true;
    }
    // Minimum-degree factor, its elimination tree and the split.
    const Eigen::SimplicialLLT<Factor> amd(q);
    if (amd.info() != Eigen::Success) {
        return false;
    }
    std::vector<int> parent;
    std::vector<long> work;
    eliminationTree(Factor(amd.matrixL()), parent, work);
    const std::vector<int> part = splitTree(parent, work);
    // New position of each minimum-degree position: part 0, part 1, separator, each in the
    // minimum-degree order (so every column still comes before its parent).
    std::vector<int> position(static_cast<std::size_t>(n));
    int next = 0;
    for (int k = 0; k < 3; ++k) {
        m_bounds[static_cast<std::size_t>(k)] = next;
        for (int j = 0; j < n; ++j) {
            if (part[static_cast<std::size_t>(j)] == k) {
                position[static_cast<std::size_t>(j)] = next++;
            }
        }
    }
    m_bounds[3] = n;
    m_slot.resize(static_cast<std::size_t>(n));
    Permutation p(n);
    for (int i = 0; i < n; ++i) {
        m_slot[static_cast<std::size_t>(i)] =
            position[static_cast<std::size_t>(amd.permutationP().indices()[i])];
        p.indices()[i] = m_slot[static_cast<std::size_t>(i)];
    }
    Factor pq;
    pq = q.twistedBy(p);
    const Eigen::SimplicialLLT<Factor, Eigen::Lower, Eigen::NaturalOrdering<int>> llt(pq);
    if (llt.info() != Eigen::Success) {
        return false;
    }
    store(Factor(llt.matrixL()));
    return true;
}

// Keeps L column by column, the separator rows of each part column last.
void SplitCholesky::store(const Eigen::SparseMatrix<double>& l) {
    const int n = static_cast<int>(l.cols());
    m_begin.assign(1, 0);
    m_row.clear();
    m_value.clear();
    m_row.reserve(static_cast<std::size_t>(l.nonZeros()));
    m_value.reserve(static_cast<std::size_t>(l.nonZeros()));
    m_split.resize(static_cast<std::size_t>(n));
    const int separator = begin(2);
    for (int j = 0; j < n; ++j) {
        const int b = l.outerIndexPtr()[j];
        const int e = l.outerIndexPtr()[j + 1];
        // forward() and backward() read the diagonal first, and the parts must not touch
        // each other's rows (what the elimination tree promises).
        const int partEnd = j < begin(1) ? begin(1) : separator;
        const bool insidePart =
            std::all_of(l.innerIndexPtr() + b, l.innerIndexPtr() + e,
                        [partEnd, separator](int r) { return r < partEnd || r >= separator; });
        if (l.innerIndexPtr()[b] != j || !insidePart) {
            throw std::logic_error("SplitCholesky: unexpected factor layout");
        }
        for (int pass = 0; pass < 2; ++pass) { // rows in the parts, then separator rows
            for (int k = b; k < e; ++k) {
                const int r = l.innerIndexPtr()[k];
                if ((r >= separator) == (pass == 1)) {
                    m_row.push_back(r);
                    m_value.push_back(l.valuePtr()[k]);
                }
            }
            if (pass == 0) {
                m_split[static_cast<std::size_t>(j)] = static_cast<int>(m_row.size());
            }
        }
        m_begin.push_back(static_cast<int>(m_row.size()));
    }
    for (Eigen::Matrix4Xd& update : m_update) {
        update.setZero(4, n - separator);
    }
}

namespace {

// Column r of a 4 × n matrix. Unaligned: Eigen aligns a Matrix4Xd's storage to 32 bytes only
// when built with AVX (16 bytes otherwise), and an unaligned load of aligned data costs
// nothing on the CPUs that have AVX.
using Column = Eigen::Map<Eigen::Vector4d, Eigen::Unaligned>;

} // namespace

// Column j scatters its multiples of y_j: into the rows of its own part directly, into the
// separator rows through the part's own buffer. Raw pointers and local bounds, so that the
// compiler keeps them in registers across the stores into z. The forward solve takes about 1.6
// times as long as the backward one for the same entries (a store per entry); handling up to
// four columns of a supernode in one pass over their shared rows measured slower still (1.8),
// and so did a gather by rows from a second, row-wise copy of L (a whole step 1.7 times as
// long: each row waits for the rows just solved, and two copies of L crowd the cache).
void SplitCholesky::forward(int part, Eigen::Matrix4Xd& z) {
    if (part == 2) {
        forwardSeparator(z);
        return;
    }
    const int separator = begin(2);
    const int* __restrict start = m_begin.data();
    const int* __restrict split = m_split.data();
    const int* __restrict row = m_row.data();
    const double* __restrict value = m_value.data();
    double* __restrict zd = z.data();
    Eigen::Matrix4Xd& update = m_update[static_cast<std::size_t>(part)];
    update.setZero(); // sized by store(): no allocation on the solver threads
    double* __restrict u = update.data();
    for (int j = begin(part); j < end(part); ++j) {
        const Eigen::Vector4d y = Column(zd + 4 * j) / value[start[j]];
        Column(zd + 4 * j) = y;
        const int middle = split[j];
        const int stop = start[j + 1];
        int q = start[j] + 1;
        // The rows of a column are distinct: four loads go ahead of their stores.
        for (; q + 3 < middle; q += 4) {
            const Eigen::Vector4d z0 = Column(zd + 4 * row[q]) - value[q] * y;
            const Eigen::Vector4d z1 = Column(zd + 4 * row[q + 1]) - value[q + 1] * y;
            const Eigen::Vector4d z2 = Column(zd + 4 * row[q + 2]) - value[q + 2] * y;
            const Eigen::Vector4d z3 = Column(zd + 4 * row[q + 3]) - value[q + 3] * y;
            Column(zd + 4 * row[q]) = z0;
            Column(zd + 4 * row[q + 1]) = z1;
            Column(zd + 4 * row[q + 2]) = z2;
            Column(zd + 4 * row[q + 3]) = z3;
        }
        for (; q < middle; ++q) {
            Column(zd + 4 * row[q]) -= value[q] * y;
        }
        for (; q < stop; ++q) {
            Column(u + 4 * (row[q] - separator)) += value[q] * y;
        }
    }
}

// The separator's columns, after both parts: b − (both parts' updates) in a fixed order.
void SplitCholesky::forwardSeparator(Eigen::Matrix4Xd& z) const {
    const int separator = begin(2);
    const int* __restrict start = m_begin.data();
    const int* __restrict row = m_row.data();
    const double* __restrict value = m_value.data();
    double* __restrict zd = z.data();
    for (int j = separator; j < size(); ++j) {
        const Eigen::Index k = j - separator;
        const Eigen::Vector4d y =
            (Column(zd + 4 * j) - m_update[0].col(k) - m_update[1].col(k)) / value[start[j]];
        Column(zd + 4 * j) = y;
        const int stop = start[j + 1];
        for (int q = start[j] + 1; q < stop; ++q) {
            Column(zd + 4 * row[q]) -= value[q] * y;
        }
    }
}

// Row j of Lᵀ is column j of L, gathered into four partial sums: a fused multiply-add takes
// four cycles before its sum can take the next one. The columns are visited last to first, and
// so are the entries within each column: L is read as one descending stream, which the
// hardware prefetchers follow (ascending runs inside descending columns measured 2.3 times
// slower).
void SplitCholesky::backward(int part, Eigen::Matrix4Xd& z) const {
    const int* __restrict start = m_begin.data();
    const int* __restrict row = m_row.data();
    const double* __restrict value = m_value.data();
    double* __restrict zd = z.data();
    const int first = begin(part);
    for (int j = end(part) - 1; j >= first; --j) {
        Eigen::Vector4d a = Eigen::Vector4d::Zero();
        Eigen::Vector4d b = Eigen::Vector4d::Zero();
        Eigen::Vector4d c = Eigen::Vector4d::Zero();
        Eigen::Vector4d d = Eigen::Vector4d::Zero();
        const int diagonal = start[j];
        int q = start[j + 1] - 1;
        for (; q - 3 > diagonal; q -= 4) {
            a += value[q] * Column(zd + 4 * row[q]);
            b += value[q - 1] * Column(zd + 4 * row[q - 1]);
            c += value[q - 2] * Column(zd + 4 * row[q - 2]);
            d += value[q - 3] * Column(zd + 4 * row[q - 3]);
        }
        for (; q > diagonal; --q) {
            a += value[q] * Column(zd + 4 * row[q]);
        }
        Column(zd + 4 * j) = (Column(zd + 4 * j) - ((a + b) + (c + d))) / value[diagonal];
    }
}

void SplitCholesky::solve(Eigen::Matrix4Xd& z) {
    forward(0, z);
    forward(1, z);
    forward(2, z);
    backward(2, z);
    backward(1, z);
    backward(0, z);
}

} // namespace clothlab::core
