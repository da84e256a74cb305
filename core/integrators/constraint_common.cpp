// Stages shared by the constraint-based integrators; see constraint_common.h.
#include "core/integrators/constraint_common.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <numeric>

namespace clothlab::core::constraints {

void ensureSize(Eigen::Matrix3Xd& m, Eigen::Index n) {
    if (m.cols() != n) {
        m.resize(3, n);
    }
}

// Backward Euler on the external forces alone, m·(v* − vₙ)/h = m·g + c_air·(w − v*): the
// drag is linear in v*, so the implicit step is a division, not a solve.
void predictVelocities(const System& system, const Environment& environment, double t, double h,
                       Eigen::Matrix3Xd& v, double gravityScale, bool perMass, bool randomWind) {
    const Vec3 g = environment.gravity * gravityScale;
    const double cAir = environment.airDrag;
    const Vec3 w = cAir != 0.0 ? environment.windAt(t) : Vec3::Zero();
    const bool pushed = randomWind && environment.randomWind.enabled;
    const Vec3 push = pushed ? environment.randomWindAt(t) : Vec3::Zero();
    const Eigen::VectorXd& invMass = system.inverseMasses();
    for (Eigen::Index i = 0; i < v.cols(); ++i) {
        const double wi = invMass[i];
        if (wi == 0.0) {
            continue;
        }
        const double drag = h * cAir * wi;
        const Vec3 gi = perMass ? Vec3(g * wi) : g;
        v.col(i) = (v.col(i) + h * gi + drag * w) / (1.0 + drag);
        if (pushed) {
            v.col(i) += h * wi * push / (1.0 + drag);
        }
    }
}

void packPositions(const Eigen::Matrix3Xd& x, const Eigen::VectorXd& inverseMasses,
                   std::vector<double>& xw) {
    const Eigen::Index n = x.cols();
    xw.resize(static_cast<std::size_t>(4 * n));
    for (Eigen::Index i = 0; i < n; ++i) {
        xw[4 * i] = x(0, i);
        xw[4 * i + 1] = x(1, i);
        xw[4 * i + 2] = x(2, i);
        xw[4 * i + 3] = inverseMasses[i];
    }
}

// Greedy colouring with one 64-bit mask of used colours per particle; a spring whose ends
// have used all 64 colours goes to colour 64 (it only loses the independence, not
// correctness). A counting sort by colour keeps the packed order within each colour.
bool SweepOrder::update(const PackedSprings& p, int particles, bool listOrder) {
    const int m = p.size();
    if (particles == particleCount && static_cast<int>(order.size()) == m && listOrder == list) {
        return false;
    }
    list = listOrder;
    if (list) {
        order.resize(static_cast<std::size_t>(m));
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(),
                  [&p](int x, int y) { return p.order[x] < p.order[y]; });
        colourBegin = {0, m};
        serialBegin = 0;
        particleCount = particles;
        return true;
    }
    constexpr int kMaxColours = 65;
    std::vector<std::uint64_t> used(static_cast<std::size_t>(particles), 0);
    std::vector<int> colour(static_cast<std::size_t>(m));
    std::vector<int> begin(kMaxColours + 1, 0);
    for (int s = 0; s < m; ++s) {
        const std::uint64_t mask = used[p.a[s]] | used[p.b[s]];
        const int c = ~mask == 0 ? kMaxColours - 1 : std::countr_zero(~mask);
        if (c < 64) {
            used[p.a[s]] |= std::uint64_t{1} << c;
            used[p.b[s]] |= std::uint64_t{1} << c;
        }
        colour[s] = c;
        ++begin[c + 1];
    }
    for (int c = 0; c < kMaxColours; ++c) {
        begin[c + 1] += begin[c];
    }
    serialBegin = begin[kMaxColours - 1];
    colourBegin.clear();
    for (int c = 0; c <= kMaxColours; ++c) {
        if (c == kMaxColours || begin[c + 1] > begin[c]) {
            colourBegin.push_back(begin[c]);
        }
    }
    order.resize(static_cast<std::size_t>(m));
    for (int s = 0; s < m; ++s) {
        order[begin[colour[s]]++] = s;
    }
    particleCount = particles;
    return true;
}

} // namespace clothlab::core::constraints
