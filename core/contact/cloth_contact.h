// Cloth self-contact and cloth–cloth contact: a post-step stage that keeps the triangles of
// cloth bodies apart by their thickness and stops them from passing through each other.
//
// The scheme follows R. Bridson, R. Fedkiw and J. Anderson, "Robust treatment of collisions,
// contact and friction for cloth animation", ACM Transactions on Graphics 21(3), SIGGRAPH
// 2002, pp. 594–603, adapted to run after any integrator's step:
//   1. broad phase — a uniform spatial hash over the boxes swept by every vertex, edge and
//      triangle from the step's start x⁰ to its end x¹ (cell size max(mean edge length,
//      largest thickness)), each box grown by a skin s; the candidate pairs are kept for the
//      next steps (a Verlet list) until some particle has drifted more than s from where the
//      list was built (less the cloths' common move, which changes no distance), since until
//      then every box of a later step lies inside its grown box;
//   2. proximity — point–triangle and edge–edge pairs closer than the thickness h at x¹ are
//      pushed apart to h (a position correction weighted by inverse mass and barycentric
//      weights, as Bridson et al. share their repulsion impulses), their approaching normal
//      velocity is removed (inelastic) and the tangential one reduced by Coulomb friction;
//   3. continuous detection — for each pair moving linearly x(t) = x⁰ + t·(x¹ − x⁰), t ∈ [0, 1],
//      the roots of the cubic coplanarity condition (as in Bridson et al., after Provot 1997) are
//      checked for an actual touch; a hit puts the pair back on the side it came from at
//      distance h with the same inelastic and friction response; a few Gauss–Seidel passes;
//   4. fail-safe — if hits remain after those passes, the vertices of the failing pairs are
//      grouped into impact zones (union–find) and each zone is put back to its positions at
//      the step's start with one common velocity (its mass-weighted mean: zero relative
//      velocity, momentum kept), repeated until no pair crosses. This replaces Bridson's
//      rigid impact zones with their simplest form: the zone does not move this step.
// Pairs that share a vertex are never tested. A pair whose distance at its last test, less
// what its four particles have drifted since, is still above its thickness skips the exact
// tests (see m_clearance; a pair's drift is its point's plus its triangle's largest, or each
// edge's largest, since a distance moves no more than that). The broad phase's queries run on two
// threads in chunks joined in a fixed order; the passes run on one thread in a fixed order; so a
// run is bit-identical whatever the thread count and on every rerun.
#pragma once

#include "core/base/types.h"
#include "core/contact/obstacles.h"
#include "core/contact/spatial_hash.h"

#include <Eigen/Core>
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace clothlab::core {

class System;

/// A contact pair the stage responded to: PointTriangle is (point, a, b, c), EdgeEdge is
/// (p, q) against (r, s). Indices are system particle indices.
struct ContactPair {
    enum class Kind : std::uint8_t { PointTriangle, EdgeEdge };
    Kind kind = Kind::PointTriangle;
    std::array<int, 4> particles{};
    bool operator==(const ContactPair&) const = default;
};

/// What one self-contact stage did.
struct ClothContactStats {
    int proximityContacts = 0; ///< pairs pushed apart or slowed by the proximity passes
    int ccdHits = 0;           ///< crossings found by the continuous passes
    int revertedParticles = 0; ///< particles put back to their start by the fail-safe
    /// −(ΔT + ΔU_g) of the moved particles, J (the simulation adds the springs' ΔU_e).
    double dissipated = 0.0;
};

/// The contact stage of one system. Built from the system's cloth surfaces (their
/// selfCollision, thickness and friction) and the scene's cloth–cloth switch; inactive
/// (and never run) when no cloth takes part.
class ClothContact {
public:
    ClothContact() = default;
    ClothContact(const System& system, bool clothCollision);

    /// True when at least one pair of triangles may collide (a cloth with self-collision,
    /// or two cloths and the cloth–cloth switch on).
    bool active() const { return m_active; }

    /// Resolves contacts of the step that took the system from `start` (positions at the
    /// step's start) to its current state. `gravity` (m/s²) prices the potential-energy
    /// change; moved particles and their positions before the stage go to `moved` (appended).
    /// `supported` particles (those an obstacle held this step) respond as if pinned: a
    /// layer lying on the ground stays there and the layer above takes the whole push.
    ClothContactStats resolve(System& system, const Eigen::Matrix3Xd& start, const Vec3& gravity,
                              std::vector<MovedParticle>* moved = nullptr,
                              const std::vector<int>* supported = nullptr);

    /// Threads the candidate list is built on (≥ 1, default 2); the list, and so every
    /// result, is the same for any count.
    void setThreads(int threads) { m_threads = std::max(1, threads); }

    /// Pairs the last resolve() responded to, in a fixed order, each once.
    const std::vector<ContactPair>& lastContacts() const { return m_contacts; }

    /// One candidate pair of the broad phase (internal, public for the implementation files).
    struct Candidate {
        ContactPair::Kind kind = ContactPair::Kind::PointTriangle;
        std::array<int, 4> ids{};
        double thickness = 0.0; ///< m, the pair's contact distance
        double friction = 0.0;  ///< μ of the pair
    };

    /// The candidate list the last resolve() used (internal, for tests): it holds every pair
    /// whose boxes swept over that step, grown by 0.6 of their thickness, overlap when seen in
    /// a frame that moves with the cloths' mean move since the list was built (in which every
    /// distance is the same; core/contact/cloth_contact_broad.cpp). A list just built holds those
    /// of the world frame.
    const std::vector<Candidate>& candidates() const { return m_candidates; }

    /// How many times the candidate list was built (internal, for tests and benchmarks).
    long listBuilds() const { return m_listBuilds; }

    /// What the stage carries from one step to the next: the candidate list and the drifts
    /// it is kept by, and the last step's pairs. With it, a stage of the same system steps on
    /// exactly as this one would (SimulationCheckpoint, the run history).
    struct ListState {
        std::vector<Candidate> candidates;
        std::vector<double> clearance;
        Eigen::Matrix3Xd listX;
        Vec3 shift = Vec3::Zero();
        std::vector<double> skin, drift, startDrift, reach;
        double maxReach = 0.0;
        double inverseCell = 1.0;
        long listBuilds = 0;
        std::vector<ContactPair> contacts;
    };
    ListState listState() const;
    /// Puts back a state taken from a stage of the same system (the stage's topology stays).
    void setListState(const ListState& state);

private:
    void updateCandidates(const Eigen::Matrix3Xd& x0, const Eigen::Matrix3Xd& x1);
    void findCandidates(const Eigen::Matrix3Xd& x0, const Eigen::Matrix3Xd& x1);
    void pointTriangleQuery(int vertex, std::vector<int>& stamp, std::vector<Candidate>& out) const;
    void edgeEdgeQuery(int edge, std::vector<int>& stamp, std::vector<Candidate>& out) const;
    void updateDrift(int particle, const Eigen::Matrix3Xd& x);
    double driftBound(const Candidate& pair) const;
    double reachBound(const Candidate& pair) const;
    bool pinnedPair(const std::array<int, 4>& ids) const;
    void proximityPasses(Eigen::Matrix3Xd& x, Eigen::Matrix3Xd& v, const Eigen::Matrix3Xd& start);
    bool continuousPasses(Eigen::Matrix3Xd& x, Eigen::Matrix3Xd& v, const Eigen::Matrix3Xd& start,
                          int& hits);
    bool pairAllowed(int bodyA, int bodyB) const;
    void pairParameters(int bodyA, int bodyB, double& h, double& mu) const;

    bool m_active = false;
    int m_threads = 2;
    bool m_clothCollision = false;
    std::vector<std::array<int, 3>> m_triangles; ///< particle indices
    std::vector<int> m_triangleBody;             ///< index into the per-body arrays
    std::vector<std::array<int, 2>> m_edges;     ///< unique edges of the triangles
    std::vector<int> m_edgeBody;
    std::vector<int> m_vertices; ///< particles of taking-part cloths, ascending
    std::vector<int> m_vertexBody;
    std::vector<bool> m_selfCollision; ///< per cloth body
    std::vector<double> m_thickness;   ///< per cloth body, m
    std::vector<double> m_friction;    ///< per cloth body
    double m_maxThickness = 0.0;
    std::vector<Candidate> m_candidates;
    /// Per candidate, m: d − h − B at its last exact test (d its distance then, B its drift
    /// bound driftBound() then), less a rounding allowance; −∞ until tested. Its distance now is
    /// at least h + clearance − B now (apart from a move common to all particles, which changes
    /// no distance, each particle moved at most its drift then plus its drift now).
    std::vector<double> m_clearance;
    Eigen::Matrix3Xd m_listX;         ///< positions the candidate list was built at
    Vec3 m_shift = Vec3::Zero();      ///< the common move since the build at the step's end, m
    std::vector<double> m_skin;       ///< per particle: how far it may drift from m_listX, m
    std::vector<double> m_drift;      ///< per particle: |x − m_shift − m_listX|, m
    std::vector<double> m_startDrift; ///< per particle: |x⁰ − c⁰ − m_listX|, m (c⁰ the common
                                      ///< move at the step's start)
    std::vector<double> m_reach; ///< per particle: max(start drift, drift), m
    /// At least every particle's reach (raised as drifts grow, reset each step): a pair whose
    /// clearance exceeds twice it is skipped without reading its particles' drifts.
    double m_maxReach = 0.0;
    long m_listBuilds = 0;
    std::vector<int> m_touchedList; ///< candidates the first proximity pass responded to
    std::vector<ContactPair> m_contacts;
    Eigen::Matrix3Xd m_beforeX, m_beforeV; ///< state on entry to the stage
    // Broad-phase buffers (core/contact/cloth_contact_broad.cpp), reused at every build.
    double m_inverseCell = 1.0;
    spatial_hash::SpatialHash m_triangleHash, m_edgeHash;
    std::vector<spatial_hash::Box> m_vertexBoxes, m_triangleBoxes, m_edgeBoxes;
    std::vector<std::vector<Candidate>> m_chunkCandidates; ///< per chunk of queries
    std::vector<std::vector<int>> m_chunkStamps;
    Eigen::VectorXd m_weights;     ///< inverse masses, zero for supported particles
    std::vector<char> m_responded; ///< per candidate: a pass responded to it this step
};

} // namespace clothlab::core
