// Uniform grid by sorting: each particle gets the key of its cell (21 bits per axis, wrapped,
// so far-apart cells may share a key — that only adds candidates the distance test drops);
// the sorted (key, particle) list is the grid, and a cell's particles are found by binary
// search. No hash table, no allocation once the list has its size, and the order is fixed.
#include "core/contact/particle_grid.h"

#include <algorithm>
#include <cmath>

namespace clothlab::core {

namespace {

constexpr long long kAxisBits = 21;
constexpr long long kAxisMask = (1LL << kAxisBits) - 1;

long long cellKey(long long cx, long long cy, long long cz) {
    return ((cx & kAxisMask) << (2 * kAxisBits)) | ((cy & kAxisMask) << kAxisBits) |
           (cz & kAxisMask);
}

long long cellOf(double coordinate, double inverseSize) {
    return static_cast<long long>(std::floor(coordinate * inverseSize));
}

} // namespace

void ParticleGrid::findPairs(const Eigen::Matrix3Xd& x, const std::vector<int>& group,
                             double cutoff, std::vector<std::pair<int, int>>& pairs) {
    pairs.clear();
    const Eigen::Index n = x.cols();
    const double inverseSize = 1.0 / cutoff;
    m_cells.resize(static_cast<std::size_t>(n));
    for (Eigen::Index i = 0; i < n; ++i) {
        m_cells[static_cast<std::size_t>(i)] = {cellKey(cellOf(x(0, i), inverseSize),
                                                        cellOf(x(1, i), inverseSize),
                                                        cellOf(x(2, i), inverseSize)),
                                                static_cast<int>(i)};
    }
    std::sort(m_cells.begin(), m_cells.end());
    const double cutoff2 = cutoff * cutoff;
    for (Eigen::Index i = 0; i < n; ++i) {
        const long long cx = cellOf(x(0, i), inverseSize);
        const long long cy = cellOf(x(1, i), inverseSize);
        const long long cz = cellOf(x(2, i), inverseSize);
        for (long long dx = -1; dx <= 1; ++dx) {
            for (long long dy = -1; dy <= 1; ++dy) {
                for (long long dz = -1; dz <= 1; ++dz) {
                    const long long key = cellKey(cx + dx, cy + dy, cz + dz);
                    auto it = std::lower_bound(m_cells.begin(), m_cells.end(),
                                               std::make_pair(key, static_cast<int>(i) + 1));
                    for (; it != m_cells.end() && it->first == key; ++it) {
                        const int j = it->second;
                        if (group[static_cast<std::size_t>(i)] !=
                                group[static_cast<std::size_t>(j)] &&
                            (x.col(j) - x.col(i)).squaredNorm() < cutoff2) {
                            pairs.emplace_back(static_cast<int>(i), j);
                        }
                    }
                }
            }
        }
    }
    // Wrapped keys can list a pair twice; sorting and removing repeats keeps it once.
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
}

} // namespace clothlab::core
