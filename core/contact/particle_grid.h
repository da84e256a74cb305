// Particle–particle contact candidates through a uniform grid (R2: equal radii, a grid for
// the neighbour search). Used by the constraint iterations of velocity-constraints.
#pragma once

#include <Eigen/Core>
#include <utility>
#include <vector>

namespace clothlab::core {

/// Finds every pair (i, j), i < j, of particles closer than `cutoff` (m, > 0) whose groups
/// differ (particles of one body never collide). Cells of size `cutoff` are hashed, each
/// particle is compared with the particles of its 27 neighbour cells. The result is sorted
/// (deterministic); the scratch of the search is kept between calls.
class ParticleGrid {
public:
    void findPairs(const Eigen::Matrix3Xd& x, const std::vector<int>& group, double cutoff,
                   std::vector<std::pair<int, int>>& pairs);

private:
    std::vector<std::pair<long long, int>> m_cells; ///< (cell key, particle), sorted
};

} // namespace clothlab::core
