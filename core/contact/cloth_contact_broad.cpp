// Broad phase of the self-contact stage (scheme and source in core/contact/cloth_contact.h): the
// candidate pairs found on a spatial hash over swept boxes, kept between steps as a Verlet
// list, and the drift of every particle since the list was built.
//
// Why the list may be kept: a pair is a candidate when the boxes swept by its two primitives
// over the step, each grown by 0.6 of its body's thickness, overlap. The list is built from
// boxes grown by a further skin s. Distances, and whether a pair touches during a step, do not
// change when every particle moves by one common vector at each instant, so the step may be
// looked at in a frame that moves with the cloths: y(t) = x(t) − c(t), c(t) = (1 − t)·c⁰ +
// t·c¹, with c⁰ = mean(x⁰ − x^list) and c¹ = mean(x¹ − x^list) the cloths' common move since
// the build at the step's start and end (y stays linear in t). While every particle of a later
// step stays within s of where it was at the build in that frame (|x⁰ − c⁰ − x^list| ≤ s and
// |x¹ − c¹ − x^list| ≤ s, the Euclidean distance bounding each axis), the step's swept boxes
// in that frame lie inside the grown ones, so the list holds every pair the step needs, and a
// few more that the exact tests reject. A falling or sliding cloth thus keeps its list and its
// clearances while it does not deform.
#include "core/base/parallel.h"
#include "core/contact/cloth_contact.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace clothlab::core {

namespace {

using Kind = ContactPair::Kind;
using spatial_hash::Box;
using spatial_hash::overlap;

constexpr double kBoxGrowth = 0.6;

// The skin: a particle's starts at this fraction of the largest thickness; a particle that
// drifted far over a list's life gets twice that drift next time (at most kMaxSkin), so that a
// fast part of the cloth (a crease springing open) does not force a new list every step,
// while the still parts keep small boxes and few pairs.
constexpr double kSkinFraction = 0.5;
constexpr double kMaxSkinFraction = 4.0;

// The list is built in four parts of each kind, so that the heavier edge queries spread over
// the threads (ClothContact::setThreads, two by default: an analysis may already run several
// simulations at once); below kParallelVertices one thread is faster than starting another.
constexpr int kPartsPerKind = 4;
constexpr std::size_t kParallelVertices = 1024;

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

bool byIds(const ClothContact::Candidate& a, const ClothContact::Candidate& b) {
    return a.ids < b.ids;
}

/// How far a pair's distance can have changed when each of its particles moved at most
/// `perParticle` of it: a point's move changes its distance to a triangle by at most that
/// move, and the triangle's moves by at most the largest of its corners' (every point of the
/// triangle is a convex combination of them); likewise each segment of an edge–edge pair.
double pairBound(const std::vector<double>& perParticle, const ClothContact::Candidate& pair) {
    const auto r = [&](int k) {
        return perParticle[static_cast<std::size_t>(pair.ids[static_cast<std::size_t>(k)])];
    };
    return pair.kind == Kind::PointTriangle ? r(0) + std::max({r(1), r(2), r(3)})
                                            : std::max(r(0), r(1)) + std::max(r(2), r(3));
}

} // namespace

void ClothContact::updateDrift(int particle, const Eigen::Matrix3Xd& x) {
    const auto i = static_cast<std::size_t>(particle);
    m_drift[i] = (x.col(particle) - m_shift - m_listX.col(particle)).norm();
    m_reach[i] = std::max(m_startDrift[i], m_drift[i]);
    m_maxReach = std::max(m_maxReach, m_reach[i]);
}

double ClothContact::driftBound(const Candidate& pair) const {
    return pairBound(m_drift, pair);
}

double ClothContact::reachBound(const Candidate& pair) const {
    return pairBound(m_reach, pair);
}

// The drifts of this step; a new list (and untested clearances) when a particle left its skin,
// on the first step, or when the particles changed.
void ClothContact::updateCandidates(const Eigen::Matrix3Xd& x0, const Eigen::Matrix3Xd& x1) {
    const auto n = static_cast<std::size_t>(x1.cols());
    bool rebuild = m_listX.cols() != x1.cols();
    if (!rebuild) {
        // The common moves at the step's start and end, summed in particle order (the same on
        // any thread count).
        Vec3 sum0 = Vec3::Zero();
        Vec3 sum1 = Vec3::Zero();
        for (int i : m_vertices) {
            sum0 += x0.col(i) - m_listX.col(i);
            sum1 += x1.col(i) - m_listX.col(i);
        }
        const double count = static_cast<double>(std::max<std::size_t>(m_vertices.size(), 1));
        const Vec3 shift0 = sum0 / count;
        m_shift = sum1 / count;
        m_maxReach = 0.0;
        for (int i : m_vertices) {
            const auto q = static_cast<std::size_t>(i);
            m_startDrift[q] = (x0.col(i) - shift0 - m_listX.col(i)).norm();
            updateDrift(i, x1);
            rebuild = rebuild || !(m_reach[q] <= m_skin[q]);
        }
    }
    if (!rebuild) {
        return;
    }
    const double smallest = kSkinFraction * m_maxThickness;
    if (m_skin.size() != n) {
        m_skin.assign(n, smallest);
    } else {
        for (int i : m_vertices) {
            const auto q = static_cast<std::size_t>(i);
            m_skin[q] = std::clamp(2.0 * m_reach[q], smallest, kMaxSkinFraction * m_maxThickness);
        }
    }
    m_listX = x1;
    m_shift.setZero();
    m_drift.assign(n, 0.0);
    m_startDrift.assign(n, 0.0);
    m_reach.assign(n, 0.0);
    m_maxReach = 0.0;
    for (int i : m_vertices) {
        const auto q = static_cast<std::size_t>(i);
        m_startDrift[q] = (x0.col(i) - x1.col(i)).norm();
        m_reach[q] = m_startDrift[q];
        m_maxReach = std::max(m_maxReach, m_reach[q]);
    }
    findCandidates(x0, x1);
    ++m_listBuilds;
    m_clearance.assign(m_candidates.size(), -std::numeric_limits<double>::infinity());
}

// The boxes and their hashes, then the queries in chunks: the point–triangle queries of each
// part of the vertices and the edge–edge queries of each part of the edges, on up to
// m_threads threads. Each chunk fills its own list with its own stamps, and the lists are
// joined in chunk order, so the list is the same whatever thread ran which chunk.
void ClothContact::findCandidates(const Eigen::Matrix3Xd& x0, const Eigen::Matrix3Xd& x1) {
    m_inverseCell = 1.0 / cellSize(m_edges, x1, m_maxThickness);
    // Boxes swept over the step and grown by 0.6 of their body's thickness (the pair's
    // distance is the mean of the two, and the margin covers the small moves of the passes)
    // plus the largest skin of their particles.
    auto box = [&](const int* ids, int count, int body) {
        double skin = 0.0;
        for (int k = 0; k < count; ++k) {
            skin = std::max(skin, m_skin[static_cast<std::size_t>(ids[k])]);
        }
        return sweptBox(x0, x1, ids, count,
                        kBoxGrowth * m_thickness[static_cast<std::size_t>(body)] + skin);
    };
    m_vertexBoxes.resize(m_vertices.size());
    for (std::size_t q = 0; q < m_vertices.size(); ++q) {
        m_vertexBoxes[q] = box(&m_vertices[q], 1, m_vertexBody[q]);
    }
    m_triangleBoxes.resize(m_triangles.size());
    for (std::size_t t = 0; t < m_triangles.size(); ++t) {
        m_triangleBoxes[t] = box(m_triangles[t].data(), 3, m_triangleBody[t]);
    }
    m_edgeBoxes.resize(m_edges.size());
    for (std::size_t e = 0; e < m_edges.size(); ++e) {
        m_edgeBoxes[e] = box(m_edges[e].data(), 2, m_edgeBody[e]);
    }
    m_triangleHash.build(m_triangleBoxes, m_inverseCell);
    m_edgeHash.build(m_edgeBoxes, m_inverseCell);
    const bool parallel = m_vertices.size() >= kParallelVertices;
    const int parts = parallel ? kPartsPerKind : 1;
    m_chunkCandidates.resize(static_cast<std::size_t>(2 * parts));
    m_chunkStamps.resize(static_cast<std::size_t>(2 * parts));
    parallelFor(2 * parts, parallel ? m_threads : 1, [&](int chunk) {
        const bool points = chunk < parts;
        const std::size_t count = points ? m_vertices.size() : m_edges.size();
        const std::size_t part = static_cast<std::size_t>(points ? chunk : chunk - parts);
        const std::size_t size = static_cast<std::size_t>(parts);
        auto& out = m_chunkCandidates[static_cast<std::size_t>(chunk)];
        auto& stamp = m_chunkStamps[static_cast<std::size_t>(chunk)];
        out.clear();
        stamp.assign(points ? m_triangles.size() : m_edges.size(), -1);
        for (std::size_t k = count * part / size; k < count * (part + 1) / size; ++k) {
            if (points) {
                pointTriangleQuery(static_cast<int>(k), stamp, out);
            } else {
                edgeEdgeQuery(static_cast<int>(k), stamp, out);
            }
        }
    });
    m_candidates.clear();
    for (const auto& chunk : m_chunkCandidates) {
        m_candidates.insert(m_candidates.end(), chunk.begin(), chunk.end());
    }
}

// The pairs of vertex q with the triangles whose boxes overlap its box, sorted.
void ClothContact::pointTriangleQuery(int q, std::vector<int>& stamp,
                                      std::vector<Candidate>& out) const {
    const int p = m_vertices[static_cast<std::size_t>(q)];
    const int body = m_vertexBody[static_cast<std::size_t>(q)];
    const Box& pointBox = m_vertexBoxes[static_cast<std::size_t>(q)];
    const std::size_t first = out.size();
    m_triangleHash.query(
        pointBox, m_inverseCell, static_cast<int>(m_triangles.size()), stamp, q, [&](int t) {
            const auto& tri = m_triangles[static_cast<std::size_t>(t)];
            const int tb = m_triangleBody[static_cast<std::size_t>(t)];
            if (!overlap(pointBox, m_triangleBoxes[static_cast<std::size_t>(t)]) || tri[0] == p ||
                tri[1] == p || tri[2] == p || !pairAllowed(body, tb)) {
                return;
            }
            Candidate c{Kind::PointTriangle, {p, tri[0], tri[1], tri[2]}, 0.0, 0.0};
            pairParameters(body, tb, c.thickness, c.friction);
            out.push_back(c);
        });
    std::sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(), byIds);
}

// The pairs of edge e with the later edges whose boxes overlap its box, sorted.
void ClothContact::edgeEdgeQuery(int e, std::vector<int>& stamp,
                                 std::vector<Candidate>& out) const {
    const auto& edge = m_edges[static_cast<std::size_t>(e)];
    const int body = m_edgeBody[static_cast<std::size_t>(e)];
    const Box& edgeBox = m_edgeBoxes[static_cast<std::size_t>(e)];
    const std::size_t first = out.size();
    // The later edges only (each pair once), skipped before their stamps are read; the box
    // test rejects most of the rest, so it comes before the others.
    m_edgeHash.query(
        edgeBox, m_inverseCell, static_cast<int>(m_edges.size()), stamp, e,
        [&](int f) {
            const auto& other = m_edges[static_cast<std::size_t>(f)];
            const int fb = m_edgeBody[static_cast<std::size_t>(f)];
            if (!overlap(edgeBox, m_edgeBoxes[static_cast<std::size_t>(f)]) ||
                edge[0] == other[0] || edge[0] == other[1] || edge[1] == other[0] ||
                edge[1] == other[1] || !pairAllowed(body, fb)) {
                return;
            }
            Candidate c{Kind::EdgeEdge, {edge[0], edge[1], other[0], other[1]}, 0.0, 0.0};
            pairParameters(body, fb, c.thickness, c.friction);
            out.push_back(c);
        },
        [e](int f) { return f <= e; });
    std::sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(), byIds);
}

} // namespace clothlab::core
