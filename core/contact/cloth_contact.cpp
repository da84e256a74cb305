// Self-contact stage (scheme and source in core/contact/cloth_contact.h): the primitives of the
// cloths that take part, the order of the passes and the fail-safe (the broad phase is in
// core/contact/cloth_contact_broad.cpp).
#include "core/contact/cloth_contact.h"

#include "core/contact/cloth_contact_kernels.h"
#include "core/model/system.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace clothlab::core {

namespace {

using Kind = ContactPair::Kind;

// Gauss–Seidel passes: proximity up to eight times (a pair pushed apart may push a neighbour into a
// third), continuous detection up to four times, and up to three rounds of both before the
// fail-safe takes over (Bridson et al. report that a few passes settle all but rare cases).
constexpr int kProximityPasses = 8;
constexpr int kContinuousPasses = 4;
constexpr int kRounds = 3;
// Allowance for rounding in a clearance, as a fraction of the pair's thickness: the distances
// and drifts are computed to about 10⁻¹⁵ of the coordinates, far below this.
constexpr double kClearanceSlack = 1e-6;

} // namespace

ClothContact::ClothContact(const System& system, bool clothCollision)
    : m_clothCollision(clothCollision) {
    const auto& surfaces = system.surfaces();
    int taking = 0;
    bool anySelf = false;
    for (std::size_t b = 0; b < surfaces.size(); ++b) {
        const Surface& s = surfaces[b];
        const bool takes = s.thickness > 0.0 && (s.selfCollision || clothCollision);
        m_selfCollision.push_back(s.selfCollision && takes);
        m_thickness.push_back(s.thickness);
        m_friction.push_back(s.friction);
        if (!takes) {
            continue;
        }
        ++taking;
        anySelf = anySelf || s.selfCollision;
        m_maxThickness = std::max(m_maxThickness, s.thickness);
        std::vector<std::array<int, 2>> edges;
        for (const auto& t : s.triangles) {
            m_triangles.push_back(t);
            m_triangleBody.push_back(static_cast<int>(b));
            for (int k = 0; k < 3; ++k) {
                const int i = t[static_cast<std::size_t>(k)];
                const int j = t[static_cast<std::size_t>((k + 1) % 3)];
                edges.push_back({std::min(i, j), std::max(i, j)});
            }
        }
        std::sort(edges.begin(), edges.end());
        edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
        for (const auto& e : edges) {
            m_edges.push_back(e);
            m_edgeBody.push_back(static_cast<int>(b));
        }
        for (int i = s.firstParticle; i < s.firstParticle + s.particleCount; ++i) {
            m_vertices.push_back(i);
            m_vertexBody.push_back(static_cast<int>(b));
        }
    }
    m_active = !m_triangles.empty() && (anySelf || (clothCollision && taking > 1));
}

ClothContact::ListState ClothContact::listState() const {
    return {m_candidates, m_clearance, m_listX,    m_shift,       m_skin,       m_drift,
            m_startDrift, m_reach,     m_maxReach, m_inverseCell, m_listBuilds, m_contacts};
}

void ClothContact::setListState(const ListState& state) {
    m_candidates = state.candidates;
    m_clearance = state.clearance;
    m_listX = state.listX;
    m_shift = state.shift;
    m_skin = state.skin;
    m_drift = state.drift;
    m_startDrift = state.startDrift;
    m_reach = state.reach;
    m_maxReach = state.maxReach;
    m_inverseCell = state.inverseCell;
    m_listBuilds = state.listBuilds;
    m_contacts = state.contacts;
}

bool ClothContact::pairAllowed(int bodyA, int bodyB) const {
    return bodyA == bodyB ? bool(m_selfCollision[static_cast<std::size_t>(bodyA)])
                          : m_clothCollision;
}

// Two layers of one cloth touch at its thickness; two cloths at the mean of theirs (each
// mid-surface keeps half its own thickness free). Friction is likewise the mean.
void ClothContact::pairParameters(int bodyA, int bodyB, double& h, double& mu) const {
    const auto a = static_cast<std::size_t>(bodyA);
    const auto b = static_cast<std::size_t>(bodyB);
    h = 0.5 * (m_thickness[a] + m_thickness[b]);
    mu = 0.5 * (m_friction[a] + m_friction[b]);
}

namespace {

int findRoot(std::vector<int>& parent, int i) {
    while (parent[static_cast<std::size_t>(i)] != i) {
        parent[static_cast<std::size_t>(i)] =
            parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(i)])];
        i = parent[static_cast<std::size_t>(i)];
    }
    return i;
}

bool allPinned(const std::array<int, 4>& ids, const Eigen::VectorXd& weights) {
    return weights[ids[0]] == 0.0 && weights[ids[1]] == 0.0 && weights[ids[2]] == 0.0 &&
           weights[ids[3]] == 0.0;
}

bool atStart(const std::array<int, 4>& ids, const Eigen::Matrix3Xd& x0, const Eigen::Matrix3Xd& x) {
    return std::all_of(ids.begin(), ids.end(), [&](int i) { return x.col(i) == x0.col(i); });
}

// The fail-safe (header, step 4): zones of particles joined by a crossing pair go back to
// their start positions with their mass-weighted mean velocity, until nothing crosses. A pair
// whose four particles are all back at the start cannot cross (the start was free of
// crossings), so each round puts back at least one more particle and the loop ends.
int revertImpactZones(const std::vector<ClothContact::Candidate>& candidates,
                      const Eigen::Matrix3Xd& x0, Eigen::Matrix3Xd& x, Eigen::Matrix3Xd& v,
                      const Eigen::VectorXd& masses, const Eigen::VectorXd& inverseMasses,
                      const Eigen::VectorXd& weights, std::vector<char>& responded) {
    std::vector<int> parent(static_cast<std::size_t>(x.cols()));
    std::vector<char> member(static_cast<std::size_t>(x.cols()), 0);
    int reverted = 0;
    for (int round = 0; round <= x.cols(); ++round) {
        std::iota(parent.begin(), parent.end(), 0);
        std::vector<int> zoneParticles;
        std::array<double, 4> c{};
        Vec3 n;
        for (std::size_t k = 0; k < candidates.size(); ++k) {
            const auto& pair = candidates[k];
            if (allPinned(pair.ids, weights) || atStart(pair.ids, x0, x) ||
                !contact_kernels::continuousHit(pair, x0, x, c, n)) {
                continue;
            }
            responded[k] = 1;
            for (int q = 0; q < 4; ++q) {
                const int i = pair.ids[static_cast<std::size_t>(q)];
                zoneParticles.push_back(i);
                parent[static_cast<std::size_t>(findRoot(parent, i))] =
                    findRoot(parent, pair.ids[0]);
            }
        }
        if (zoneParticles.empty()) {
            break;
        }
        std::sort(zoneParticles.begin(), zoneParticles.end());
        zoneParticles.erase(std::unique(zoneParticles.begin(), zoneParticles.end()),
                            zoneParticles.end());
        // Momentum and mass of each zone, summed at its root, in particle order.
        std::vector<Vec3> momentum(static_cast<std::size_t>(x.cols()), Vec3::Zero());
        std::vector<double> mass(static_cast<std::size_t>(x.cols()), 0.0);
        for (int i : zoneParticles) {
            if (inverseMasses[i] > 0.0) {
                const auto root = static_cast<std::size_t>(findRoot(parent, i));
                momentum[root] += masses[i] * v.col(i);
                mass[root] += masses[i];
            }
        }
        for (int i : zoneParticles) {
            const auto root = static_cast<std::size_t>(findRoot(parent, i));
            if (inverseMasses[i] > 0.0) {
                reverted += member[static_cast<std::size_t>(i)] ? 0 : 1;
                member[static_cast<std::size_t>(i)] = 1;
                x.col(i) = x0.col(i);
                v.col(i) = momentum[root] / mass[root];
            }
        }
    }
    return reverted;
}

} // namespace

bool ClothContact::pinnedPair(const std::array<int, 4>& ids) const {
    return allPinned(ids, m_weights);
}

// Gauss–Seidel proximity passes: the first over every candidate, the later ones over the pairs
// it responded to only (the others were apart and only the contacts' particles moved), until
// a pass responds to nothing (the next would see the same positions). The first pass skips a
// pair whose clearance exceeds its drift now: its distance is then above its thickness.
void ClothContact::proximityPasses(Eigen::Matrix3Xd& x, Eigen::Matrix3Xd& v,
                                   const Eigen::Matrix3Xd& start) {
    m_touchedList.clear();
    for (std::size_t k = 0; k < m_candidates.size(); ++k) {
        if (m_clearance[k] > 2.0 * m_maxReach) {
            continue; // above any pair's drift (the cheap test of most pairs of a quiet cloth)
        }
        const Candidate& pair = m_candidates[k];
        const double drift = driftBound(pair);
        if (m_clearance[k] > drift || pinnedPair(pair.ids)) {
            continue;
        }
        double d = 0.0;
        const bool responded = contact_kernels::proximityResponse(pair, x, v, start, m_weights, d);
        m_clearance[k] = d - pair.thickness * (1.0 + kClearanceSlack) - drift;
        if (responded) {
            m_touchedList.push_back(static_cast<int>(k));
            m_responded[k] = 1;
            for (int i : pair.ids) {
                updateDrift(i, x);
            }
        }
    }
    for (int pass = 1; pass < kProximityPasses; ++pass) {
        bool any = false;
        for (int k : m_touchedList) {
            const Candidate& pair = m_candidates[static_cast<std::size_t>(k)];
            double d = 0.0;
            if (contact_kernels::proximityResponse(pair, x, v, start, m_weights, d)) {
                any = true;
                for (int i : pair.ids) {
                    updateDrift(i, x);
                }
            }
        }
        if (!any) {
            break;
        }
    }
}

// Continuous passes until one finds no crossing (at most kContinuousPasses); true when the
// last pass still found one. `hits` counts the responses. A pair is skipped when its distance
// along the step stays above the touch distance: each particle at x(t) = x⁰ + t·(x¹ − x⁰) is
// within max(start drift, drift) (its reach) of the list's position, so the pair is at least
// h + clearance − its reach bound apart (reachBound()).
bool ClothContact::continuousPasses(Eigen::Matrix3Xd& x, Eigen::Matrix3Xd& v,
                                    const Eigen::Matrix3Xd& start, int& hits) {
    std::array<double, 4> c{};
    Vec3 n;
    for (int pass = 0; pass < kContinuousPasses; ++pass) {
        bool crossing = false;
        for (std::size_t k = 0; k < m_candidates.size(); ++k) {
            if (m_clearance[k] > 2.0 * m_maxReach) {
                continue; // above any pair's reach
            }
            const Candidate& pair = m_candidates[k];
            if (m_clearance[k] + (1.0 - contact_kernels::kTouchFraction) * pair.thickness >
                    reachBound(pair) ||
                pinnedPair(pair.ids) || !contact_kernels::continuousHit(pair, start, x, c, n)) {
                continue;
            }
            contact_kernels::continuousResponse(pair, c, n, x, v, m_weights);
            for (int i : pair.ids) {
                updateDrift(i, x);
            }
            m_responded[k] = 1;
            ++hits;
            crossing = true;
        }
        if (!crossing) {
            return false;
        }
    }
    return true;
}

ClothContactStats ClothContact::resolve(System& system, const Eigen::Matrix3Xd& start,
                                        const Vec3& gravity, std::vector<MovedParticle>* moved,
                                        const std::vector<int>* supported) {
    ClothContactStats stats;
    m_contacts.clear();
    Eigen::Matrix3Xd& x = system.positions();
    Eigen::Matrix3Xd& v = system.velocities();
    m_weights = system.inverseMasses();
    if (supported) {
        for (int i : *supported) {
            m_weights[i] = 0.0;
        }
    }
    const Eigen::VectorXd& w = m_weights;
    if (!m_active || start.cols() != x.cols() || !x.allFinite() || !start.allFinite()) {
        return stats; // a blown-up state is the blow-up check's to report
    }
    m_beforeX = x;
    m_beforeV = v;
    updateCandidates(start, x);
    std::vector<char>& responded = m_responded;
    responded.assign(m_candidates.size(), 0);
    // Rounds of proximity then continuous passes: a continuous response can bring a third
    // particle close, so a round with a crossing is followed by proximity again; a round whose
    // first continuous pass finds nothing ends the stage with both conditions met.
    bool crossing = false;
    for (int round = 0; round < kRounds; ++round) {
        proximityPasses(x, v, start);
        int hits = 0;
        crossing = continuousPasses(x, v, start, hits);
        stats.ccdHits += hits;
        if (hits == 0) {
            break;
        }
    }
    stats.proximityContacts = static_cast<int>(std::count(responded.begin(), responded.end(), 1));
    if (crossing) {
        stats.revertedParticles = revertImpactZones(m_candidates, start, x, v, system.masses(),
                                                    system.inverseMasses(), w, responded);
    }
    for (std::size_t k = 0; k < m_candidates.size(); ++k) {
        if (responded[k]) {
            m_contacts.push_back({m_candidates[k].kind, m_candidates[k].ids});
        }
    }
    // −(ΔT + ΔU_g) of every particle the stage changed; the springs' ΔU_e is the caller's.
    for (int i : m_vertices) {
        if (x.col(i) == m_beforeX.col(i) && v.col(i) == m_beforeV.col(i)) {
            continue;
        }
        const double m = system.masses()[i];
        stats.dissipated -= 0.5 * m * (v.col(i).squaredNorm() - m_beforeV.col(i).squaredNorm()) -
                            m * gravity.dot(x.col(i) - m_beforeX.col(i));
        if (moved && x.col(i) != m_beforeX.col(i)) {
            moved->push_back({i, m_beforeX.col(i)});
        }
    }
    return stats;
}

} // namespace clothlab::core
