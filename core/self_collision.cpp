// Self-contact stage (scheme and source in core/self_collision.h): the primitives of the
// cloths that take part, the broad phase on a spatial hash, and the order of the passes.
#include "core/self_collision.h"

#include "core/self_collision_kernels.h"
#include "core/system.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace clothlab::core {

namespace {

using Kind = ContactPair::Kind;
using spatial_hash::Box;
using spatial_hash::overlap;

// Gauss–Seidel passes: proximity up to eight times (a pair pushed apart may push a neighbour into a
// third), continuous detection up to four times, and up to three rounds of both before the
// fail-safe takes over (Bridson et al. report that a few passes settle all but rare cases).
constexpr int kProximityPasses = 8;
constexpr int kContinuousPasses = 4;
constexpr int kRounds = 3;
constexpr double kBoxGrowth = 0.6;

Box sweptBox(const Eigen::Matrix3Xd& x0, const Eigen::Matrix3Xd& x1, const int* ids, int count,
             double inflate) {
    Box box{x0.col(ids[0]), x0.col(ids[0])};
    for (int k = 0; k < count; ++k) {
        box.lo = box.lo.cwiseMin(x0.col(ids[k])).cwiseMin(x1.col(ids[k]));
        box.hi = box.hi.cwiseMax(x0.col(ids[k])).cwiseMax(x1.col(ids[k]));
    }
    box.lo.array() -= inflate;
    box.hi.array() += inflate;
    return box;
}

// The hash's cell: the mean edge length at the step's end, or the largest thickness if larger.
double cellSize(const std::vector<std::array<int, 2>>& edges, const Eigen::Matrix3Xd& x,
                double thickness) {
    double sum = 0.0;
    for (const auto& e : edges) {
        sum += (x.col(e[0]) - x.col(e[1])).norm();
    }
    return std::max(sum / static_cast<double>(std::max<std::size_t>(edges.size(), 1)), thickness);
}

bool allPinned(const std::array<int, 4>& ids, const Eigen::VectorXd& inverseMasses) {
    return std::all_of(ids.begin(), ids.end(), [&](int i) { return inverseMasses[i] == 0.0; });
}

} // namespace

SelfCollision::SelfCollision(const System& system, bool clothCollision)
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

bool SelfCollision::pairAllowed(int bodyA, int bodyB) const {
    return bodyA == bodyB ? bool(m_selfCollision[static_cast<std::size_t>(bodyA)])
                          : m_clothCollision;
}

// Two layers of one cloth touch at its thickness; two cloths at the mean of theirs (each
// mid-surface keeps half its own thickness free). Friction is likewise the mean.
void SelfCollision::pairParameters(int bodyA, int bodyB, double& h, double& mu) const {
    const auto a = static_cast<std::size_t>(bodyA);
    const auto b = static_cast<std::size_t>(bodyB);
    h = 0.5 * (m_thickness[a] + m_thickness[b]);
    mu = 0.5 * (m_friction[a] + m_friction[b]);
}

void SelfCollision::findCandidates(const Eigen::Matrix3Xd& x0, const Eigen::Matrix3Xd& x1,
                                   const Eigen::VectorXd& inverseMasses) {
    m_candidates.clear();
    const double inverseCell = 1.0 / cellSize(m_edges, x1, m_maxThickness);
    // Boxes swept over the step and grown by 0.6 of their body's thickness: the pair's
    // distance is the mean of the two, and the margin covers the small moves of the passes.
    std::vector<Box>& triangleBoxes = m_triangleBoxes;
    triangleBoxes.resize(m_triangles.size());
    for (std::size_t t = 0; t < m_triangles.size(); ++t) {
        triangleBoxes[t] =
            sweptBox(x0, x1, m_triangles[t].data(), 3,
                     kBoxGrowth * m_thickness[static_cast<std::size_t>(m_triangleBody[t])]);
    }
    std::vector<Box>& edgeBoxes = m_edgeBoxes;
    edgeBoxes.resize(m_edges.size());
    for (std::size_t e = 0; e < m_edges.size(); ++e) {
        edgeBoxes[e] = sweptBox(x0, x1, m_edges[e].data(), 2,
                                kBoxGrowth * m_thickness[static_cast<std::size_t>(m_edgeBody[e])]);
    }
    spatial_hash::SpatialHash& hash = m_hash;
    hash.build(triangleBoxes, inverseCell);
    std::vector<int>& stamp = m_stamp;
    stamp.assign(m_triangles.size(), -1);
    for (std::size_t q = 0; q < m_vertices.size(); ++q) {
        const int p = m_vertices[q];
        const int body = m_vertexBody[q];
        const Box box =
            sweptBox(x0, x1, &p, 1, kBoxGrowth * m_thickness[static_cast<std::size_t>(body)]);
        const std::size_t first = m_candidates.size();
        hash.query(box, inverseCell, static_cast<int>(m_triangles.size()), stamp,
                   static_cast<int>(q), [&](int t) {
                       const auto& tri = m_triangles[static_cast<std::size_t>(t)];
                       const int tb = m_triangleBody[static_cast<std::size_t>(t)];
                       if (tri[0] == p || tri[1] == p || tri[2] == p || !pairAllowed(body, tb) ||
                           !overlap(box, triangleBoxes[static_cast<std::size_t>(t)])) {
                           return;
                       }
                       Candidate c{Kind::PointTriangle, {p, tri[0], tri[1], tri[2]}, 0.0, 0.0};
                       if (!allPinned(c.ids, inverseMasses)) {
                           pairParameters(body, tb, c.thickness, c.friction);
                           m_candidates.push_back(c);
                       }
                   });
        std::sort(m_candidates.begin() + static_cast<std::ptrdiff_t>(first), m_candidates.end(),
                  [](const Candidate& a, const Candidate& b) { return a.ids < b.ids; });
    }
    hash.build(edgeBoxes, inverseCell);
    stamp.assign(m_edges.size(), -1);
    for (std::size_t e = 0; e < m_edges.size(); ++e) {
        const auto& edge = m_edges[e];
        const int body = m_edgeBody[e];
        const std::size_t first = m_candidates.size();
        hash.query(
            edgeBoxes[e], inverseCell, static_cast<int>(m_edges.size()), stamp, static_cast<int>(e),
            [&](int f) {
                if (f <= static_cast<int>(e)) {
                    return;
                }
                const auto& other = m_edges[static_cast<std::size_t>(f)];
                const int fb = m_edgeBody[static_cast<std::size_t>(f)];
                if (edge[0] == other[0] || edge[0] == other[1] || edge[1] == other[0] ||
                    edge[1] == other[1] || !pairAllowed(body, fb) ||
                    !overlap(edgeBoxes[e], edgeBoxes[static_cast<std::size_t>(f)])) {
                    return;
                }
                Candidate c{Kind::EdgeEdge, {edge[0], edge[1], other[0], other[1]}, 0.0, 0.0};
                if (!allPinned(c.ids, inverseMasses)) {
                    pairParameters(body, fb, c.thickness, c.friction);
                    m_candidates.push_back(c);
                }
            });
        std::sort(m_candidates.begin() + static_cast<std::ptrdiff_t>(first), m_candidates.end(),
                  [](const Candidate& a, const Candidate& b) { return a.ids < b.ids; });
    }
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

bool atStart(const std::array<int, 4>& ids, const Eigen::Matrix3Xd& x0, const Eigen::Matrix3Xd& x) {
    return std::all_of(ids.begin(), ids.end(), [&](int i) { return x.col(i) == x0.col(i); });
}

// The fail-safe (header, step 4): zones of particles joined by a crossing pair go back to
// their start positions with their mass-weighted mean velocity, until nothing crosses. A pair
// whose four particles are all back at the start cannot cross (the start was free of
// crossings), so each round puts back at least one more particle and the loop ends.
int revertImpactZones(const std::vector<SelfCollision::Candidate>& candidates,
                      const Eigen::Matrix3Xd& x0, Eigen::Matrix3Xd& x, Eigen::Matrix3Xd& v,
                      const Eigen::VectorXd& masses, const Eigen::VectorXd& inverseMasses,
                      std::vector<char>& responded) {
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
            if (atStart(pair.ids, x0, x) || !contact_kernels::continuousHit(pair, x0, x, c, n)) {
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

// Gauss–Seidel proximity passes: the first over every candidate, the later ones over the pairs
// in contact only (the others were apart and only the contacts' particles moved).
void proximityPasses(const std::vector<SelfCollision::Candidate>& candidates, Eigen::Matrix3Xd& x,
                     Eigen::Matrix3Xd& v, const Eigen::Matrix3Xd& start, const Eigen::VectorXd& w,
                     std::vector<char>& responded, std::vector<char>& touched) {
    touched.assign(candidates.size(), 0);
    for (int pass = 0; pass < kProximityPasses; ++pass) {
        for (std::size_t k = 0; k < candidates.size(); ++k) {
            if ((pass == 0 || touched[k]) &&
                contact_kernels::proximityResponse(candidates[k], x, v, start, w)) {
                touched[k] = 1;
                responded[k] = 1;
            }
        }
    }
}

// Continuous passes until one finds no crossing (at most kContinuousPasses); true when the
// last pass still found one. `hits` counts the responses.
bool continuousPasses(const std::vector<SelfCollision::Candidate>& candidates, Eigen::Matrix3Xd& x,
                      Eigen::Matrix3Xd& v, const Eigen::Matrix3Xd& start, const Eigen::VectorXd& w,
                      std::vector<char>& responded, int& hits) {
    std::array<double, 4> c{};
    Vec3 n;
    for (int pass = 0; pass < kContinuousPasses; ++pass) {
        bool crossing = false;
        for (std::size_t k = 0; k < candidates.size(); ++k) {
            if (contact_kernels::continuousHit(candidates[k], start, x, c, n)) {
                contact_kernels::continuousResponse(candidates[k], c, n, x, v, w);
                responded[k] = 1;
                ++hits;
                crossing = true;
            }
        }
        if (!crossing) {
            return false;
        }
    }
    return true;
}

} // namespace

SelfCollisionStats SelfCollision::resolve(System& system, const Eigen::Matrix3Xd& start,
                                          const Vec3& gravity, std::vector<MovedParticle>* moved,
                                          const std::vector<int>* supported) {
    SelfCollisionStats stats;
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
    findCandidates(start, x, w);
    std::vector<char>& responded = m_responded;
    responded.assign(m_candidates.size(), 0);
    // Rounds of proximity then continuous passes: a continuous response can bring a third
    // particle close, so a round with a crossing is followed by proximity again; a round whose
    // first continuous pass finds nothing ends the stage with both conditions met.
    bool crossing = false;
    for (int round = 0; round < kRounds; ++round) {
        proximityPasses(m_candidates, x, v, start, w, responded, m_touched);
        int hits = 0;
        crossing = continuousPasses(m_candidates, x, v, start, w, responded, hits);
        stats.ccdHits += hits;
        if (hits == 0) {
            break;
        }
    }
    stats.proximityContacts = static_cast<int>(std::count(responded.begin(), responded.end(), 1));
    if (crossing) {
        stats.revertedParticles = revertImpactZones(m_candidates, start, x, v, system.masses(),
                                                    system.inverseMasses(), responded);
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
