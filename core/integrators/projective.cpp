// Projective dynamics for springs: Liu, Bargteil, O'Brien and Kavan, "Fast simulation of
// mass-spring systems", ACM TOG 32(6), 2013.
//
// Backward Euler for positions, with v⁺ = (x⁺ − xₙ)/h, reads
//     M/h²·(x⁺ − xₙ − h·vₙ) = f(x⁺, v⁺, tₙ₊₁).
// Each spring force is written as f_b = −ω·(p − d) = −f_a with p = x_b − x_a, a constant
// weight ω and a target vector d that depends on the current iterate. Then the equation is
// linear in x⁺ for fixed targets — the global step, one constant matrix
//     Q = M/h² + c_air/h·I + Σ ω·AᵀA        (the same for x, y and z)
// factorised once — and the targets are recomputed from the new x (local step). The split of
// one spring of stiffness k (k⁺ or k⁻ by the sign of e = l − L), damping c and direction n:
//   elastic:  −k·e·n = −w·(p − d_e),  w = max(k⁺, k⁻),  d_e = (l − (k/w)·e)·n
//             (Liu et al.'s projection d_e = L·n when k = w; for the softer branch the target
//             stops short, which is the local step of the half-quadratic splitting
//             ½k·e² = min_d ½w·|p − d|² + ½·(k·w/(w − k))·(|d| − L)², so the iteration keeps
//             its energy descent);
//   damping:  −c·(v_rel·n)·n = −(c/h)·(p − pₙ) + c·(I − n·nᵀ)·v_rel,  v_rel = (p − pₙ)/h,
//             the isotropic part implicit in Q, the transverse correction lagged in d.
// So ω = w + c/h and ω·d = w·d_e + (c/h)·pₙ + c·(I − n·nᵀ)·v_rel. At the fixed point every
// force is exact, so the iterates converge to the backward Euler solution of the step (the one
// implicit-euler converges to). Air drag c_air·(w(t) − v⁺) is linear in x⁺ and implicit
// (c_air/h on the diagonal); gravity and wind are constant right-hand sides. Pinned particles
// are not unknowns: their springs move ω·x_pinned to the right-hand side.
//
// The local step needs no target vector: ω·d is a multiple of p,
//     ω·d = α·p,  α = (w·l − k·e)/l + (c/h)·(pₙ·p)/l²,
// because (c/h)·pₙ + c·(I − n·nᵀ)·v_rel = (c/h)·(n·pₙ)·n. So it writes one α per spring, and
// the right-hand side of particle i sums α·(x_i − x_other) over its springs.
//
// The global step's factor (split_cholesky.h) is Eigen's SimplicialLLT with its approximate
// minimum-degree order, renumbered from its elimination tree into two independent parts and a
// separator that one thread solves alone (15 % of L's 1.15 million non-zeros on the 128 × 128
// provot cloth). Its triangular solves are done on the three coordinates at once, one 4-wide
// vector (x, y, z, 0) per particle, so L is read once per solve instead of three times
// (measured 1.9 ms against Eigen's 5.6 ms per solve, before the split). A step runs its
// iterations as stages on two threads (worker_pair.h): the local step on each half of the
// springs; each part's right-hand side and forward solve; the separator's forward and backward
// solve; each part's backward solve and position update. A thread writes only its own share,
// and every sum has a fixed order, so one thread and two give the same result to the bit.
//
// Measured on the 128 × 128 cloth (tests/bench/RESULTS.md has the figures): a geometric nested
// dissection (median cuts across the longest extent, separators two particle rows wide because
// bending springs reach over one particle) gave 1.43 million non-zeros, 1.36 million with
// minimum degree inside parts of up to 1 024 particles, against minimum degree's 1.15 million;
// its top separator is only 2 % of the factor, but each of its halves is heavier than a part of
// the minimum-degree split, so the latter was kept. Reading L backwards in the backward solve
// as one descending stream (entries too, not only columns) made it more than twice as fast. The
// solves are about half of a step on one thread, the local step and right-hand side most of the
// rest. An earlier supernodal variant of the solve, also with L in single precision, measured
// no faster on this machine, and neither did CHOLMOD's supernodal factor (Debian's SuiteSparse,
// alone or through Eigen's CholmodSupernodalLLT): at 128² its solve of the three coordinates
// took 5 times as long as the split solve, both on one thread, with OpenBLAS and 8 times with
// Debian's reference BLAS (at 256² over twice as long; its BLAS-3 calls on three columns spend
// their time packing blocks), so the global step keeps the split factor and needs no BLAS.
#include "core/integrators/projective.h"

#include "core/integrators/registry_entry.h"
#include "core/model/system.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <thread>

namespace clothlab::core {

namespace {

const IntegratorInfo kProjectiveDynamicsInfo{
    "projective-dynamics",
    CLOTHLAB_TR_NOOP("IntegratorText", "Projective dynamics"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "Local/global solver for backward Euler (Liu et al., \"Fast simulation of mass-spring "
        "systems\", 2013): each iteration sets a target vector per spring from its current "
        "direction (local step), then solves one linear system whose matrix M/dt² + c_air/dt + "
        "Σ ω·AᵀA does not change, factorised once by sparse Cholesky and refactorised only when "
        "the springs, masses, pins, stiffness, air drag or dt change (global step, the three "
        "coordinates share the factor). Iterations converge linearly to the implicit-euler "
        "solution of the step; with few iterations the cloth is softer than its stiffness table. "
        "First order and unconditionally stable. Stiffness table: a spring's matrix weight is "
        "ω = max(k⁺, k⁻) + c/dt; the target length l − (k/max(k⁺, k⁻))·(l − L) honours the "
        "stiffness k⁺ or k⁻ of the current extension exactly at convergence (it is Liu et al.'s "
        "rest-length projection for the stiffer branch); damping c is implicit along the whole "
        "relative motion in the matrix, with a lagged correction that removes its transverse part, "
        "so at convergence it acts along the spring only. Gravity and wind are external forces; "
        "air drag is implicit. Diagnostics: iterations and the position change ‖xₖ₊₁ − xₖ‖ (m) "
        "after each iteration. It refuses scenes with solids: angle springs and orientations are "
        "not part of its local/global split."),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "y = xₙ + dt·vₙ + dt²·M⁻¹·f_ext\n"
        "local: ω·dₛ = w·(l − (k/w)·(l − L))·n + (c/dt)·pₙ + c·(I − n·nᵀ)·v_rel\n"
        "global: (M/dt² + c_air/dt + Σ ωₛ·AₛᵀAₛ)·x = M/dt²·(xₙ + dt·vₙ) + f_ext + Σ ωₛ·Aₛᵀdₛ\n"
        "vₙ₊₁ = (xₙ₊₁ − xₙ)/dt"),
    1,
    true,
    {{"iterations", CLOTHLAB_TR_NOOP("IntegratorText", "Iterations"), "", 1, 10000, 10, true,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Local/global iterations per step; more converge to the implicit Euler solution.")}},
    false,
    IntegratorFamily::Implicit,
    RegionKind::None,
    CLOTHLAB_TR_NOOP("CoreMessage", "a fixed number of iterations of a nonlinear local/global "
                                    "or descent solve: the step is not a linear map of (x, v)")};

} // namespace

IntegratorEntry projectiveDynamicsEntry() {
    return {&kProjectiveDynamicsInfo, [] {
                return std::unique_ptr<Integrator>(
                    std::make_unique<ProjectiveDynamicsIntegrator>());
            }};
}

ProjectiveDynamicsIntegrator::ProjectiveDynamicsIntegrator()
    : Integrator(kProjectiveDynamicsInfo) {}

void ProjectiveDynamicsIntegrator::updateWeights(const PackedSprings& p, double h) {
    m_weights.resize(static_cast<std::size_t>(p.size()));
    for (std::size_t s = 0; s < m_weights.size(); ++s) {
        m_weights[s] = std::max(p.kStretch[s], p.kCompress[s]) + p.damping[s] / h;
    }
}

bool ProjectiveDynamicsIntegrator::signatureChanged(const System& system, const PackedSprings& p,
                                                    double h, double cAir) const {
    return m_factorizations == 0 || h != m_sigH || cAir != m_sigAir || m_sigA != p.a ||
           m_sigB != p.b || m_sigWeights != m_weights ||
           m_sigMass.size() != system.masses().size() || m_sigMass != system.masses() ||
           m_sigInvMass != system.inverseMasses();
}

namespace {

// Q = M/h² + c_air/h·I + Σ ω·AᵀA over the free particles; `reduced` maps a particle to its
// row (−1 when pinned).
Eigen::SparseMatrix<double> globalMatrix(const System& system, const PackedSprings& p,
                                         const std::vector<double>& weights, double h, double cAir,
                                         std::vector<int>& reduced) {
    const int n = system.particleCount();
    reduced.assign(static_cast<std::size_t>(n), -1);
    int free = 0;
    std::vector<Eigen::Triplet<double>> entries;
    for (int i = 0; i < n; ++i) {
        if (!system.isPinned(i)) {
            reduced[static_cast<std::size_t>(i)] = free;
            entries.emplace_back(free, free, system.masses()[i] / (h * h) + cAir / h);
            ++free;
        }
    }
    for (std::size_t s = 0; s < static_cast<std::size_t>(p.size()); ++s) {
        const int ra = reduced[static_cast<std::size_t>(p.a[s])];
        const int rb = reduced[static_cast<std::size_t>(p.b[s])];
        for (int r : {ra, rb}) {
            if (r >= 0) {
                entries.emplace_back(r, r, weights[s]);
            }
        }
        if (ra >= 0 && rb >= 0) {
            entries.emplace_back(ra, rb, -weights[s]);
            entries.emplace_back(rb, ra, -weights[s]);
        }
    }
    Eigen::SparseMatrix<double> q(free, free);
    q.setFromTriplets(entries.begin(), entries.end());
    return q;
}

} // namespace

// Factorises Q (SplitCholesky), keeps each particle's position in the elimination order and
// the reverse, and remembers what Q was built from.
void ProjectiveDynamicsIntegrator::factorize(const System& system, const PackedSprings& p, double h,
                                             double cAir) {
    std::vector<int> reduced;
    const Eigen::SparseMatrix<double> q = globalMatrix(system, p, m_weights, h, cAir, reduced);
    if (!m_factor.factorize(q)) {
        throw std::runtime_error("projective-dynamics: system matrix is not positive definite");
    }
    m_slot.assign(reduced.size(), -1);
    for (std::vector<int>& members : m_members) {
        members.clear();
    }
    for (std::size_t i = 0; i < reduced.size(); ++i) {
        if (reduced[i] >= 0) {
            const int slot = m_factor.permutation()[static_cast<std::size_t>(reduced[i])];
            const int part = slot < m_factor.end(0) ? 0 : slot < m_factor.end(1) ? 1 : 2;
            m_slot[i] = slot;
            m_members[static_cast<std::size_t>(part)].push_back(static_cast<int>(i));
        }
    }
    buildNeighbours(system.particleCount(), p);
    m_sigA = p.a;
    m_sigB = p.b;
    m_sigWeights = m_weights;
    m_sigMass = system.masses();
    m_sigInvMass = system.inverseMasses();
    m_sigH = h;
    m_sigAir = cAir;
    ++m_factorizations;
}

// Per particle, the springs it is an endpoint of and their other endpoints, in packed order.
void ProjectiveDynamicsIntegrator::buildNeighbours(int particles, const PackedSprings& p) {
    m_neighbourBegin.assign(static_cast<std::size_t>(particles) + 1, 0);
    for (int s = 0; s < p.size(); ++s) {
        ++m_neighbourBegin[static_cast<std::size_t>(p.a[static_cast<std::size_t>(s)]) + 1];
        ++m_neighbourBegin[static_cast<std::size_t>(p.b[static_cast<std::size_t>(s)]) + 1];
    }
    std::partial_sum(m_neighbourBegin.begin(), m_neighbourBegin.end(), m_neighbourBegin.begin());
    m_neighbours.resize(static_cast<std::size_t>(m_neighbourBegin.back()));
    std::vector<int> fill(m_neighbourBegin.begin(), m_neighbourBegin.end() - 1);
    for (int s = 0; s < p.size(); ++s) {
        const int a = p.a[static_cast<std::size_t>(s)];
        const int b = p.b[static_cast<std::size_t>(s)];
        m_neighbours[static_cast<std::size_t>(fill[static_cast<std::size_t>(a)]++)] = {b, s};
        m_neighbours[static_cast<std::size_t>(fill[static_cast<std::size_t>(b)]++)] = {a, s};
    }
}

// Per free particle: M/h²·(xₙ + h·vₙ) + m·g + c_air·(w(tₙ₊₁) + xₙ/h), plus ω·x_pinned for every
// spring from a free particle to a pinned one. Also sets the first iterate x = y (the inertial
// prediction with the external forces) on free particles, xₙ on pinned ones.
void ProjectiveDynamicsIntegrator::constantRightHandSide(const StepContext& ctx, double h) {
    const System& s = ctx.system;
    const Environment& env = ctx.model.environment();
    const PackedSprings& p = ctx.model.springs();
    const Vec3 wind = env.airDrag != 0.0 ? env.windAt(ctx.time + h) : Vec3::Zero();
    const Vec3 push = env.randomWindAt(ctx.time + h); // R5's random wind, N per particle
    const Eigen::Matrix3Xd& x = s.positions();
    const Eigen::Matrix3Xd& v = s.velocities();
    m_constant.setZero(4, s.particleCount());
    m_x.setZero(4, s.particleCount());
    m_x.topRows<3>() = x;
    for (int i = 0; i < s.particleCount(); ++i) {
        const int slot = m_slot[static_cast<std::size_t>(i)];
        if (slot < 0) {
            continue;
        }
        const double m = s.masses()[i];
        const Vec3 external = m * env.gravity + env.airDrag * (wind - v.col(i)) + push;
        const Vec3 c = m / (h * h) * (x.col(i) + h * v.col(i)) + m * env.gravity +
                       env.airDrag * (wind + x.col(i) / h) + push;
        m_constant.col(i).head<3>() = c;
        m_x.col(i).head<3>() = x.col(i) + h * v.col(i) + (h * h / m) * external;
    }
    for (std::size_t q = 0; q < static_cast<std::size_t>(p.size()); ++q) {
        const int sa = m_slot[static_cast<std::size_t>(p.a[q])];
        const int sb = m_slot[static_cast<std::size_t>(p.b[q])];
        if (sa >= 0 && sb < 0) {
            m_constant.col(p.a[q]).head<3>() += m_weights[q] * x.col(p.b[q]);
        } else if (sb >= 0 && sa < 0) {
            m_constant.col(p.b[q]).head<3>() += m_weights[q] * x.col(p.a[q]);
        }
    }
}

// pₙ = xₙ_b − xₙ_a for the springs of one share (the first or the second half of the packed
// springs): the damping terms' start-of-step spring vectors, fixed over the iterations.
void ProjectiveDynamicsIntegrator::startVectors(const PackedSprings& p, const Eigen::Matrix3Xd& xn,
                                                int share) {
    const int first = share == 0 ? 0 : p.size() / 2;
    const int last = share == 0 ? p.size() / 2 : p.size();
    for (int s = first; s < last; ++s) {
        m_start.row(s) =
            xn.col(p.b[static_cast<std::size_t>(s)]) - xn.col(p.a[static_cast<std::size_t>(s)]);
    }
}

// α = ω·d/p per spring of one share from the current iterate (see the top of the file).
// Written over raw arrays, branch-free, so that the loop vectorises like the force kernel
// (core/forces/force_model.cpp).
void ProjectiveDynamicsIntegrator::localStep(const PackedSprings& p, double h, int share) {
    const int first = share == 0 ? 0 : p.size() / 2;
    const int last = share == 0 ? p.size() / 2 : p.size();
    const int m = p.size();
    const int* __restrict A = p.a.data();
    const int* __restrict B = p.b.data();
    const double* __restrict rest = p.rest.data();
    const double* __restrict kp = p.kStretch.data();
    const double* __restrict km = p.kCompress.data();
    const double* __restrict damping = p.damping.data();
    const double* __restrict x = m_x.data();
    const double* __restrict nx = m_start.data();
    const double* __restrict ny = nx + m;
    const double* __restrict nz = ny + m;
    double* __restrict alpha = m_alpha.data();
    const double invH = 1.0 / h;
#pragma omp simd
    for (int s = first; s < last; ++s) {
        const int ia = 4 * A[s];
        const int ib = 4 * B[s];
        const double dx = x[ib] - x[ia];
        const double dy = x[ib + 1] - x[ia + 1];
        const double dz = x[ib + 2] - x[ia + 2];
        const double l = std::sqrt(dx * dx + dy * dy + dz * dz);
        const double inv = 1.0 / l;
        const double e = l - rest[s];
        const double k = e > 0.0 ? kp[s] : km[s];
        const double w = std::max(kp[s], km[s]);
        const double along = (nx[s] * dx + ny[s] * dy + nz[s] * dz) * inv * inv;
        alpha[s] = w - k * e * inv + damping[s] * invH * along;
    }
}

// Σ ±ω·d over the springs of a free particle i (+ where it is endpoint b, − where a), which is
// Σ α·(x_i − x_other) with ω·d = α·p.
Eigen::Vector4d ProjectiveDynamicsIntegrator::springSum(int particle) const {
    const auto i = static_cast<std::size_t>(particle);
    const Eigen::Vector4d xi = m_x.col(particle);
    Eigen::Vector4d sum = Eigen::Vector4d::Zero();
    for (int q = m_neighbourBegin[i]; q < m_neighbourBegin[i + 1]; ++q) {
        const Neighbour& n = m_neighbours[static_cast<std::size_t>(q)];
        sum += m_alpha[n.spring] * (xi - m_x.col(n.particle));
    }
    return sum;
}

// Right-hand side of one part: constant + spring targets, per particle of the part in index
// order (neighbours' positions nearby in memory), written at its position.
void ProjectiveDynamicsIntegrator::gather(int part) {
    for (int i : m_members[static_cast<std::size_t>(part)]) {
        m_z.col(m_slot[static_cast<std::size_t>(i)]) = m_constant.col(i) + springSum(i);
    }
}

// Moves the particles of one part to their solved positions; returns the part's Σ‖Δx‖².
double ProjectiveDynamicsIntegrator::update(int part) {
    double change = 0.0;
    for (int i : m_members[static_cast<std::size_t>(part)]) {
        const Eigen::Vector4d x = m_z.col(m_slot[static_cast<std::size_t>(i)]);
        change += (x - m_x.col(i)).squaredNorm();
        m_x.col(i) = x;
    }
    return change;
}

// The local/global iterations on one or two threads. Each iteration: targets (springs split in
// halves), forward solves of the two parts, the separator's forward and backward solve, the
// parts' backward solves; a stage starts when the one before has finished on both threads.
void ProjectiveDynamicsIntegrator::iterate(const PackedSprings& p, const Eigen::Matrix3Xd& xn,
                                           double h, int iterations) {
    m_changes.resize(static_cast<std::size_t>(iterations));
    auto body = [&](PairTeam& team) {
        team.each([&](int share) { startVectors(p, xn, share); });
        for (std::size_t k = 0; k < m_changes.size(); ++k) {
            std::array<double, 3>& change = m_changes[k];
            team.each([&](int share) { localStep(p, h, share); });
            team.each([&](int part) {
                gather(part);
                m_factor.forward(part, m_z);
            });
            team.single([&] {
                gather(2);
                m_factor.forward(2, m_z);
                m_factor.backward(2, m_z);
                change[2] = update(2);
            });
            team.each([&](int part) {
                m_factor.backward(part, m_z);
                change[static_cast<std::size_t>(part)] = update(part);
            });
        }
    };
    m_workers.run(activeThreads(m_factor.size()), body);
}

double ProjectiveDynamicsIntegrator::serialShare() const {
    const Eigen::Index all = m_factor.nonZeros();
    return all > 0 ? static_cast<double>(m_factor.partNonZeros(2)) / static_cast<double>(all) : 0.0;
}

int ProjectiveDynamicsIntegrator::activeThreads(int freeParticles) const {
    if (m_threads == 1 || m_threads == 2) {
        return m_threads;
    }
    return std::thread::hardware_concurrency() >= 2 && freeParticles >= kParallelParticles ? 2 : 1;
}

StepWork ProjectiveDynamicsIntegrator::step(StepContext& ctx) {
    System& s = ctx.system;
    const PackedSprings& p = ctx.model.springs();
    const double h = ctx.dt;
    const double cAir = ctx.model.environment().airDrag;
    updateWeights(p, h);
    if (signatureChanged(s, p, h, cAir)) {
        factorize(s, p, h, cAir);
    }
    m_alpha.resize(p.size());
    m_start.resize(p.size(), 3);
    m_z.resize(4, m_factor.size());
    constantRightHandSide(ctx, h);
    const int iterations = static_cast<int>(parameters().value(0));
    iterate(p, s.positions(), h, iterations);
    m_stats.iterations = iterations;
    m_stats.residuals.clear(); // keeps its capacity: no allocation per step
    for (const std::array<double, 3>& change : m_changes) {
        m_stats.residuals.push_back(std::sqrt(change[0] + change[1] + change[2]));
    }
    for (int i = 0; i < s.particleCount(); ++i) {
        if (m_slot[static_cast<std::size_t>(i)] >= 0) {
            s.velocities().col(i) = (m_x.col(i).head<3>() - s.positions().col(i)) / h;
            s.positions().col(i) = m_x.col(i).head<3>();
        }
    }
    return {};
}

} // namespace clothlab::core
