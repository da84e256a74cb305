// Force evaluation for every integrator (DESIGN §2).
//
// Layout follows the "two-pass" scheme that measured fastest for explicit mass-spring
// cloth on this class of machine (shared/peers): pass 1 walks the springs in packed order,
// gathers both endpoints and writes each spring's force into a per-spring row
// (f_x, f_y, f_z, 0) — no scatter, so the loop vectorises; pass 2 walks the particles and
// sums the rows of their incident springs through CSR lists — each particle is written
// once, in a fixed order, so results are bit-reproducible. Energy terms are reductions
// inside the same two passes, which is why bookkeeping costs almost nothing on top of the
// forces.
//
// Threads: each pass is cut into two fixed shares (pass 1: the first and second half of
// each spring kind; pass 2: the first and second half of the particles), which write
// disjoint rows and forces. Two threads (WorkerPair) run one share each, with a barrier
// between the passes; one thread runs share 0 then share 1. Every energy term is a partial
// sum per share, combined as share 0 + share 1 afterwards, so forces, trajectories and
// energies are bit-identical for one and two threads (tests/core/test_force_threads.cpp).
//
// With AVX both passes are written with intrinsics (tests/bench/RESULTS.md has the
// numbers): pass 1 loads whole xyz rows and transposes them in registers instead of the
// compiler's element-wise gathers, pass 2 adds one 4-wide row per incident spring. Forces
// are bit-identical to the portable code (same operations in the same order per
// component); the energy sums of pass 1 are accumulated in a different order, so they may
// differ from it in the last bits.
#include "core/forces/force_model.h"

#include "core/forces/spring_law.h"
#include "core/forces/spring_measures.h"
#include "core/model/rotation.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <thread>

#if defined(__AVX__)
#include <immintrin.h>
#endif

namespace clothlab::core {

namespace {

struct KindSums {
    double elastic = 0.0;
    double dampingPower = 0.0;
};

// springPass() and particlePass() are kept out of line: inlined into a caller that knows
// the share, the compiler may contract a multiply-add of the energy sums into an FMA in one
// copy and not in the other (the build allows contraction), and the sums would then depend
// on which code ran the share, one thread's or the other's.
//
// Pass 1 over packed springs [lo, hi) of one kind: the spring law (core/forces/spring_law.h)
// on each spring, its force written to the spring's row.
KindSums springPassScalar(const PackedSprings& p, int lo, int hi, const double* __restrict x,
                          const double* __restrict v, double* __restrict f) {
    const int* __restrict A = p.a.data();
    const int* __restrict B = p.b.data();
    const double* __restrict rest = p.rest.data();
    const double* __restrict kp = p.kStretch.data();
    const double* __restrict km = p.kCompress.data();
    const double* __restrict c = p.damping.data();
    double elastic = 0.0;
    double dampingPower = 0.0;
#pragma omp simd reduction(+ : elastic, dampingPower)
    for (int s = lo; s < hi; ++s) {
        const int ia = 3 * A[s];
        const int ib = 3 * B[s];
        const double dx = x[ib] - x[ia];
        const double dy = x[ib + 1] - x[ia + 1];
        const double dz = x[ib + 2] - x[ia + 2];
        const SpringLawResult<double> r =
            springLaw(dx, dy, dz, v[ib] - v[ia], v[ib + 1] - v[ia + 1], v[ib + 2] - v[ia + 2],
                      rest[s], kp[s], km[s], c[s]);
        f[4 * s] = r.magnitude * dx;
        f[4 * s + 1] = r.magnitude * dy;
        f[4 * s + 2] = r.magnitude * dz;
        f[4 * s + 3] = 0.0;
        elastic += r.elastic;
        dampingPower += r.dampingPower;
    }
    return {elastic, dampingPower};
}

#if defined(__AVX__)

// d = p_b − p_a for the endpoints of four springs, one vector per component. x, y, z of a
// particle are adjacent, so each endpoint is one unaligned 4-double row load; the rows are
// subtracted whole (the fourth lane, the next particle's x, is discarded) and the four
// differences transposed in registers: 8 loads and 6 shuffles where the compiler's gathers
// take 24 scalar loads and as many inserts. The caller keeps rows inside the array:
// endpoint indices ≤ n − 2, so [3p, 3p + 3] ⊂ [0, 3n).
struct Lanes {
    __m256d x, y, z;
};

inline Lanes rowDifferences(const double* base, const int* a, const int* b) {
    const __m256d r0 = _mm256_loadu_pd(base + 3 * b[0]) - _mm256_loadu_pd(base + 3 * a[0]);
    const __m256d r1 = _mm256_loadu_pd(base + 3 * b[1]) - _mm256_loadu_pd(base + 3 * a[1]);
    const __m256d r2 = _mm256_loadu_pd(base + 3 * b[2]) - _mm256_loadu_pd(base + 3 * a[2]);
    const __m256d r3 = _mm256_loadu_pd(base + 3 * b[3]) - _mm256_loadu_pd(base + 3 * a[3]);
    const __m256d t0 = _mm256_unpacklo_pd(r0, r1); // x0 x1 z0 z1
    const __m256d t1 = _mm256_unpackhi_pd(r0, r1); // y0 y1 .  .
    const __m256d t2 = _mm256_unpacklo_pd(r2, r3); // x2 x3 z2 z3
    const __m256d t3 = _mm256_unpackhi_pd(r2, r3); // y2 y3 .  .
    return {_mm256_permute2f128_pd(t0, t2, 0x20), _mm256_permute2f128_pd(t1, t3, 0x20),
            _mm256_permute2f128_pd(t0, t2, 0x31)};
}

// The inverse: four springs' force components to four rows (f_x, f_y, f_z, 0) at `rows`
// (32-byte aligned).
inline void storeRows(double* rows, __m256d fx, __m256d fy, __m256d fz) {
    const __m256d zero = _mm256_setzero_pd();
    const __m256d t0 = _mm256_unpacklo_pd(fx, fy);   // x0 y0 x2 y2
    const __m256d t1 = _mm256_unpackhi_pd(fx, fy);   // x1 y1 x3 y3
    const __m256d t2 = _mm256_unpacklo_pd(fz, zero); // z0 0  z2 0
    const __m256d t3 = _mm256_unpackhi_pd(fz, zero); // z1 0  z3 0
    _mm256_store_pd(rows, _mm256_permute2f128_pd(t0, t2, 0x20));
    _mm256_store_pd(rows + 4, _mm256_permute2f128_pd(t1, t3, 0x20));
    _mm256_store_pd(rows + 8, _mm256_permute2f128_pd(t0, t2, 0x31));
    _mm256_store_pd(rows + 12, _mm256_permute2f128_pd(t1, t3, 0x31));
}

double horizontalSum(__m256d a) {
    alignas(32) double lanes[4];
    _mm256_store_pd(lanes, a);
    return (lanes[0] + lanes[1]) + (lanes[2] + lanes[3]);
}

// springPassScalar four springs at a time, the same arithmetic on vectors (GCC/Clang vector
// operators on __m256d), the remainder through springPassScalar.
[[gnu::noinline]] KindSums springPass(const PackedSprings& p, int lo, int hi, int n,
                                      const double* __restrict x, const double* __restrict v,
                                      double* __restrict f) {
    const int* __restrict A = p.a.data();
    const int* __restrict B = p.b.data();
    const double* __restrict rest = p.rest.data();
    const double* __restrict kp = p.kStretch.data();
    const double* __restrict km = p.kCompress.data();
    const double* __restrict c = p.damping.data();
    const __m256d zero = _mm256_setzero_pd();
    __m256d elastic = zero;
    __m256d dampingPower = zero;
    KindSums scalar;
    int s = lo;
    for (; s + 4 <= hi; s += 4) {
        // Endpoint b ≤ n − 1 and a < b; only a spring ending at the last particle needs the
        // scalar path (its row would end one past the array).
        if (std::max(std::max(B[s], B[s + 1]), std::max(B[s + 2], B[s + 3])) >= n - 1) {
            const KindSums block = springPassScalar(p, s, s + 4, x, v, f);
            scalar.elastic += block.elastic;
            scalar.dampingPower += block.dampingPower;
            continue;
        }
        const Lanes d = rowDifferences(x, A + s, B + s);
        const Lanes dv = rowDifferences(v, A + s, B + s);
        const SpringLawResult<__m256d> r =
            springLaw(d.x, d.y, d.z, dv.x, dv.y, dv.z, _mm256_loadu_pd(rest + s),
                      _mm256_loadu_pd(kp + s), _mm256_loadu_pd(km + s), _mm256_loadu_pd(c + s));
        storeRows(f + 4 * s, r.magnitude * d.x, r.magnitude * d.y, r.magnitude * d.z);
        elastic += r.elastic;
        dampingPower += r.dampingPower;
    }
    const KindSums tail = springPassScalar(p, s, hi, x, v, f);
    return {horizontalSum(elastic) + scalar.elastic + tail.elastic,
            horizontalSum(dampingPower) + scalar.dampingPower + tail.dampingPower};
}

#else

[[gnu::noinline]] KindSums springPass(const PackedSprings& p, int lo, int hi, int /*n*/,
                                      const double* __restrict x, const double* __restrict v,
                                      double* __restrict f) {
    return springPassScalar(p, lo, hi, x, v, f);
}

#endif

// Springs of kind k in the two shares of pass 1: [cut[0], cut[1]) and [cut[1], cut[2]), split
// at the middle rounded down to a whole block of four (the same cut for any thread count).
std::array<int, 3> springShares(const PackedSprings& p, int k) {
    const int lo = p.kindBegin[static_cast<std::size_t>(k)];
    const int hi = p.kindBegin[static_cast<std::size_t>(k) + 1];
    return {lo, lo + (hi - lo) / 8 * 4, hi};
}

// What pass 2 applies to every particle at time t: gravity g, air drag c_air against the
// wind w, and the random wind's push F (N per particle, R5).
struct ParticleLoads {
    Vec3 g;
    double cAir;
    Vec3 w;
    Vec3 push;
    bool pushed;
};

ParticleLoads particleLoads(const Environment& environment, double t) {
    const double cAir = environment.airDrag;
    return {environment.gravity, cAir, cAir != 0.0 ? environment.windAt(t) : Vec3::Zero(),
            environment.randomWindAt(t), environment.randomWind.enabled};
}

// The arrays of pass 2: state x, v (3 × n), masses, the spring rows of pass 1, forces F.
struct ParticleArrays {
    const double* x;
    const double* v;
    const double* mass;
    const double* invMass;
    const double* springRows;
    double* forces;
};

// Partial sums of pass 2 over free particles: Σ m·|v|², Σ m·g·x, Σ |v|², Σ w·v, Σ F·v.
struct ParticleSums {
    double kinetic2 = 0.0;
    double gravityWork = 0.0;
    double speed2 = 0.0;
    double windDotV = 0.0;
    double pushDotV = 0.0;
};

// Pass 2 over particles [lo, hi): F_i = m_i·g + c_air·(w − v_i) + F + Σ_{s: a_s = i} f_s
// − Σ_{s: b_s = i} f_s, summed in CSR order; energy sums of free particles (pinned ones are
// outside the dynamical system).
[[gnu::noinline]] ParticleSums particlePass(const PackedSprings& p, const ParticleLoads& loads,
                                            const ParticleArrays& arrays, int lo, int hi) {
    const Vec3& g = loads.g;
    const Vec3& w = loads.w;
    const Vec3& push = loads.push;
    const double cAir = loads.cAir;
    const double* __restrict X = arrays.x;
    const double* __restrict V = arrays.v;
    const double* __restrict mass = arrays.mass;
    const double* __restrict invMass = arrays.invMass;
    const double* __restrict f = arrays.springRows;
    const int* __restrict plusBegin = p.plusBegin.data();
    const int* __restrict plus = p.plus.data();
    const int* __restrict minusBegin = p.minusBegin.data();
    const int* __restrict minus = p.minus.data();
    double* __restrict F = arrays.forces;
    ParticleSums sums;
    for (int i = lo; i < hi; ++i) {
        const double* xi = X + 3 * i;
        const double* vi = V + 3 * i;
        double ax = mass[i] * g[0] + cAir * (w[0] - vi[0]);
        double ay = mass[i] * g[1] + cAir * (w[1] - vi[1]);
        double az = mass[i] * g[2] + cAir * (w[2] - vi[2]);
        if (loads.pushed) {
            ax += push[0];
            ay += push[1];
            az += push[2];
        }
#if defined(__AVX__)
        // Lane-wise the same additions in the same order as the scalar code below.
        __m256d sum = _mm256_set_pd(0.0, az, ay, ax);
        for (int q = plusBegin[i]; q < plusBegin[i + 1]; ++q) {
            sum += _mm256_load_pd(f + 4 * plus[q]);
        }
        for (int q = minusBegin[i]; q < minusBegin[i + 1]; ++q) {
            sum -= _mm256_load_pd(f + 4 * minus[q]);
        }
        alignas(32) double total[4];
        _mm256_store_pd(total, sum);
        F[3 * i] = total[0];
        F[3 * i + 1] = total[1];
        F[3 * i + 2] = total[2];
#else
        for (int q = plusBegin[i]; q < plusBegin[i + 1]; ++q) {
            const double* fs = f + 4 * plus[q];
            ax += fs[0];
            ay += fs[1];
            az += fs[2];
        }
        for (int q = minusBegin[i]; q < minusBegin[i + 1]; ++q) {
            const double* fs = f + 4 * minus[q];
            ax -= fs[0];
            ay -= fs[1];
            az -= fs[2];
        }
        F[3 * i] = ax;
        F[3 * i + 1] = ay;
        F[3 * i + 2] = az;
#endif
        const double free = invMass[i] != 0.0 ? 1.0 : 0.0;
        const double v2 = vi[0] * vi[0] + vi[1] * vi[1] + vi[2] * vi[2];
        sums.kinetic2 += free * mass[i] * v2;
        sums.gravityWork += free * mass[i] * (g[0] * xi[0] + g[1] * xi[1] + g[2] * xi[2]);
        sums.speed2 += free * v2;
        sums.windDotV += free * (w[0] * vi[0] + w[1] * vi[1] + w[2] * vi[2]);
        sums.pushDotV += free * (push[0] * vi[0] + push[1] * vi[1] + push[2] * vi[2]);
    }
    return sums;
}

} // namespace

ForceModel::ForceModel(const System& system, const Environment& environment)
    : m_environment(environment) {
    rebuild(system);
}

void ForceModel::rebuild(const System& system) {
    const std::vector<Spring>& springs = system.springs();
    const int m = system.springCount();
    const int n = system.particleCount();
    PackedSprings& p = m_springs;

    // Group by kind (per-kind energy becomes a per-range sum), then by endpoints so the
    // gathers of pass 1 walk memory mostly forward.
    p.order.resize(static_cast<std::size_t>(m));
    std::iota(p.order.begin(), p.order.end(), 0);
    auto key = [&springs](int s) {
        const Spring& sp = springs[static_cast<std::size_t>(s)];
        return std::make_tuple(kindIndex(sp.kind), std::min(sp.i, sp.j), std::max(sp.i, sp.j));
    };
    std::stable_sort(p.order.begin(), p.order.end(),
                     [&key](int l, int r) { return key(l) < key(r); });

    p.a.resize(static_cast<std::size_t>(m));
    p.b.resize(static_cast<std::size_t>(m));
    p.rest.resize(static_cast<std::size_t>(m));
    p.kindBegin.fill(m);
    for (int s = m - 1; s >= 0; --s) {
        const Spring& sp = springs[static_cast<std::size_t>(p.order[static_cast<std::size_t>(s)])];
        p.a[static_cast<std::size_t>(s)] = std::min(sp.i, sp.j);
        p.b[static_cast<std::size_t>(s)] = std::max(sp.i, sp.j);
        p.rest[static_cast<std::size_t>(s)] = sp.restLength;
        p.kindBegin[static_cast<std::size_t>(kindIndex(sp.kind))] = s;
    }
    for (int k = kSpringKindCount - 1; k >= 0; --k) {
        p.kindBegin[static_cast<std::size_t>(k)] = std::min(
            p.kindBegin[static_cast<std::size_t>(k)], p.kindBegin[static_cast<std::size_t>(k + 1)]);
    }

    // Incidence lists (counting sort keeps each list ascending in packed order).
    auto buildCsr = [n, m](const std::vector<int>& endpoint, std::vector<int>& begin,
                           std::vector<int>& list) {
        begin.assign(static_cast<std::size_t>(n) + 1, 0);
        for (int s = 0; s < m; ++s) {
            ++begin[static_cast<std::size_t>(endpoint[static_cast<std::size_t>(s)]) + 1];
        }
        std::partial_sum(begin.begin(), begin.end(), begin.begin());
        list.resize(static_cast<std::size_t>(m));
        std::vector<int> fill(begin.begin(), begin.end() - 1);
        for (int s = 0; s < m; ++s) {
            list[static_cast<std::size_t>(
                fill[static_cast<std::size_t>(endpoint[static_cast<std::size_t>(s)])]++)] = s;
        }
    };
    buildCsr(p.a, p.plusBegin, p.plus);
    buildCsr(p.b, p.minusBegin, p.minus);

    m_springForces.setZero(4, m);
    updateStiffness(system);
    rebuildAngles(system);
}

// Angle springs are few next to a cloth's springs and only exist in solids, so they keep
// the system's order and a plain scatter loop; the slot of the position spring between the
// same particles is found by a binary search in the packed (kind, a, b) order.
void ForceModel::rebuildAngles(const System& system) {
    PackedAngleSprings& g = m_angles;
    const std::vector<AngleSpring>& springs = system.angleSprings();
    const auto m = static_cast<Eigen::Index>(springs.size());
    g.a.resize(springs.size());
    g.b.resize(springs.size());
    g.stiffness.resize(springs.size());
    g.springSlot.assign(springs.size(), -1);
    g.restAB.resize(3, m);
    g.restBA.resize(3, m);
    const PackedSprings& p = m_springs;
    for (std::size_t s = 0; s < springs.size(); ++s) {
        const AngleSpring& sp = springs[s];
        g.a[s] = sp.i;
        g.b[s] = sp.j;
        g.stiffness[s] = sp.stiffness;
        g.restAB.col(static_cast<Eigen::Index>(s)) = sp.restIJ;
        g.restBA.col(static_cast<Eigen::Index>(s)) = sp.restJI;
        const int lo = std::min(sp.i, sp.j);
        const int hi = std::max(sp.i, sp.j);
        for (int k = 0; k < kSpringKindCount && g.springSlot[s] < 0; ++k) {
            int first = p.kindBegin[static_cast<std::size_t>(k)];
            int last = p.kindBegin[static_cast<std::size_t>(k) + 1];
            while (first < last) { // lower bound of (lo, hi) within the kind
                const int mid = (first + last) / 2;
                const auto key = std::make_pair(p.a[static_cast<std::size_t>(mid)],
                                                p.b[static_cast<std::size_t>(mid)]);
                if (key < std::make_pair(lo, hi)) {
                    first = mid + 1;
                } else {
                    last = mid;
                }
            }
            if (first < p.kindBegin[static_cast<std::size_t>(k) + 1] &&
                p.a[static_cast<std::size_t>(first)] == lo &&
                p.b[static_cast<std::size_t>(first)] == hi) {
                g.springSlot[s] = first;
            }
        }
    }
}

// Angle springs (R2) in the form E = ½·k·(|a − d|² + |b + d|²), a = R_i·r_ij, b = R_j·r_ji,
// d = x_j − x_i (all at one time level). Forces: f_j = −∂E/∂x_j = k·(a − b − 2d),
// f_i = −f_j. Torques from a small rotation δθ of particle i, δa = δθ × a:
// δE = −k·δθ·(a × d), so τ_i = k·a × d, and likewise τ_j = −k·b × d. For fixed orientations
// the energy is quadratic in positions: ∂f_i/∂x_j = 2k·I, a constant block.
void ForceModel::evaluateAngles(const System& system, const Eigen::Matrix3Xd& x,
                                const Eigen::Matrix4Xd& q, const Eigen::Matrix3Xd& omega,
                                Eigen::Matrix3Xd& forces, Eigen::Matrix3Xd& torques,
                                EnergyTerms& terms) const {
    const PackedAngleSprings& g = m_angles;
    const Eigen::VectorXd& invInertia = system.inverseInertias();
    const Eigen::VectorXd& inertia = system.inertias();
    torques.setZero(3, x.cols());
    double rotational = 0.0;
    for (Eigen::Index i = 0; i < x.cols(); ++i) {
        if (invInertia[i] != 0.0) {
            rotational += inertia[i] * omega.col(i).squaredNorm();
        }
    }
    terms.rotational = 0.5 * rotational;
    double energy = 0.0;
    for (int s = 0; s < g.size(); ++s) {
        const int i = g.a[static_cast<std::size_t>(s)];
        const int j = g.b[static_cast<std::size_t>(s)];
        const double k = g.stiffness[static_cast<std::size_t>(s)];
        const Vec3 a = rotationOf(q.col(i)) * g.restAB.col(s);
        const Vec3 b = rotationOf(q.col(j)) * g.restBA.col(s);
        const Vec3 d = x.col(j) - x.col(i);
        const Vec3 fj = k * (a - b - 2.0 * d);
        forces.col(j) += fj;
        forces.col(i) -= fj;
        torques.col(i) += k * a.cross(d);
        torques.col(j) -= k * b.cross(d);
        energy += 0.5 * k * ((a - d).squaredNorm() + (b + d).squaredNorm());
    }
    terms.elasticAngle = energy;
}

double ForceModel::angleEnergy(const System& system, const Eigen::Matrix3Xd& x) const {
    const PackedAngleSprings& g = m_angles;
    double energy = 0.0;
    for (int s = 0; s < g.size(); ++s) {
        const int i = g.a[static_cast<std::size_t>(s)];
        const int j = g.b[static_cast<std::size_t>(s)];
        energy += angleSpringEnergy(x.col(i), x.col(j), rotationOf(system.orientations().col(i)),
                                    rotationOf(system.orientations().col(j)), g.restAB.col(s),
                                    g.restBA.col(s), g.stiffness[static_cast<std::size_t>(s)]);
    }
    return energy;
}

void ForceModel::torqueJacobians(const System& system, const Eigen::Matrix3Xd& x,
                                 const Eigen::Matrix4Xd& q, Eigen::Matrix3Xd& torques,
                                 std::vector<Eigen::Matrix3d>& jacobians) const {
    const PackedAngleSprings& g = m_angles;
    torques.setZero(3, x.cols());
    jacobians.assign(static_cast<std::size_t>(system.particleCount()), Eigen::Matrix3d::Zero());
    // τ_i(δθ) = k·(a + δθ × a) × d = τ_i + k·(a·dᵀ − (a·d)·I)·δθ  ((u × v) × w = v(u·w) − u(v·w)).
    auto add = [&](int p, const Vec3& a, const Vec3& d, double k) {
        torques.col(p) += k * a.cross(d);
        jacobians[static_cast<std::size_t>(p)] +=
            k * (a * d.transpose() - a.dot(d) * Eigen::Matrix3d::Identity());
    };
    for (int s = 0; s < g.size(); ++s) {
        const int i = g.a[static_cast<std::size_t>(s)];
        const int j = g.b[static_cast<std::size_t>(s)];
        const double k = g.stiffness[static_cast<std::size_t>(s)];
        const Vec3 d = x.col(j) - x.col(i);
        add(i, rotationOf(q.col(i)) * g.restAB.col(s), d, k);
        add(j, rotationOf(q.col(j)) * g.restBA.col(s), -d, k);
    }
}

void ForceModel::updateStiffness(const System& system) {
    PackedSprings& p = m_springs;
    const std::size_t m = p.order.size();
    p.kStretch.resize(m);
    p.kCompress.resize(m);
    p.damping.resize(m);
    for (std::size_t s = 0; s < m; ++s) {
        const Spring& sp = system.springs()[static_cast<std::size_t>(p.order[s])];
        const SpringStiffness k = effectiveStiffness(sp, system.stiffness());
        p.kStretch[s] = k.stretch;
        p.kCompress[s] = k.compression;
        p.damping[s] = k.damping;
    }
}

void ForceModel::evaluate(const System& system, const Eigen::Matrix3Xd& x,
                          const Eigen::Matrix3Xd& v, const Eigen::Matrix4Xd& q,
                          const Eigen::Matrix3Xd& omega, double t, Eigen::Matrix3Xd& forces,
                          Eigen::Matrix3Xd& torques, EnergyTerms& terms) const {
    evaluateSprings(system, x, v, t, forces, terms);
    if (system.hasOrientations()) {
        evaluateAngles(system, x, q, omega, forces, torques, terms);
    } else if (torques.cols() != x.cols()) {
        torques.setZero(3, x.cols());
    }
}

void ForceModel::evaluate(const System& system, const Eigen::Matrix3Xd& x,
                          const Eigen::Matrix3Xd& v, double t, Eigen::Matrix3Xd& forces,
                          EnergyTerms& terms) const {
    evaluateSprings(system, x, v, t, forces, terms);
    if (system.hasOrientations()) {
        evaluateAngles(system, x, system.orientations(), system.angularVelocities(), forces,
                       m_torques, terms);
    }
}

void ForceModel::setThreadBudget(int threads) {
    m_threads = std::max(0, threads);
    if (m_threads == 1) {
        m_workers.pair.reset(); // joins the helper thread, if any
    }
}

int ForceModel::activeThreads() const {
    if (m_threads == 1 || m_threads == 2) {
        return m_threads;
    }
    static const unsigned cores = std::thread::hardware_concurrency(); // reads /sys: once
    return cores >= 2 && m_springs.size() >= kParallelSprings ? 2 : 1;
}

// The hot kernel of every explicit step (file comment): pass 1 and pass 2 in two fixed
// shares each, on two threads or one after the other on one. The energy terms of each
// share are its own partial sums, combined share 0 + share 1 after both passes, so forces
// and energies do not depend on the thread count.
void ForceModel::evaluateSprings(const System& system, const Eigen::Matrix3Xd& x,
                                 const Eigen::Matrix3Xd& v, double t, Eigen::Matrix3Xd& forces,
                                 EnergyTerms& terms) const {
    ++m_evaluations;
    const int n = static_cast<int>(x.cols());
    if (forces.cols() != n) {
        forces.resize(3, n);
    }
    const PackedSprings& p = m_springs;
    const ParticleLoads loads = particleLoads(m_environment, t);
    ParticleArrays arrays{x.data(),
                          v.data(),
                          system.masses().data(),
                          system.inverseMasses().data(),
                          m_springForces.data(),
                          forces.data()};
    struct alignas(64) Share {
        std::array<KindSums, kSpringKindCount> kinds;
        ParticleSums particles;
    };
    std::array<Share, 2> shares;
    auto body = [&](PairTeam& team) {
        team.each([&](int share) { // pass 1: half of each kind's springs
            for (int k = 0; k < kSpringKindCount; ++k) {
                const std::array<int, 3> cut = springShares(p, k);
                shares[share].kinds[static_cast<std::size_t>(k)] = springPass(
                    p, cut[share], cut[share + 1], n, x.data(), v.data(), m_springForces.data());
            }
        });
        team.each([&](int share) { // pass 2: half of the particles
            const int cut[3] = {0, n / 2, n};
            shares[share].particles = particlePass(p, loads, arrays, cut[share], cut[share + 1]);
        });
    };
    const int threads = activeThreads();
    if (!m_workers.pair) {
        m_workers.pair = std::make_unique<WorkerPair>(); // starts no thread by itself
    }
    m_workers.pair->run(threads, body);

    terms = EnergyTerms{};
    for (std::size_t k = 0; k < kSpringKindCount; ++k) {
        const KindSums& a = shares[0].kinds[k];
        const KindSums& b = shares[1].kinds[k];
        terms.elastic[k] = a.elastic + b.elastic;
        terms.dissipationPower += a.dampingPower + b.dampingPower;
    }
    const ParticleSums& a = shares[0].particles;
    const ParticleSums& b = shares[1].particles;
    terms.kinetic = 0.5 * (a.kinetic2 + b.kinetic2);
    terms.gravity = 0.0 - (a.gravityWork + b.gravityWork); // +0, not −0, when g = 0 (CSV)
    // Air force c_air·(w − v) = −c_air·v (dissipative) + c_air·w (driven by the wind).
    terms.dissipationPower += loads.cAir * (a.speed2 + b.speed2);
    terms.externalPower = loads.cAir * (a.windDotV + b.windDotV) + (a.pushDotV + b.pushDotV);
}

EnergyTerms ForceModel::energy(const System& system, const Eigen::Matrix3Xd& x,
                               const Eigen::Matrix3Xd& v, double t) const {
    Eigen::Matrix3Xd scratch;
    EnergyTerms terms;
    evaluate(system, x, v, t, scratch, terms);
    return terms;
}

Vec3 springForce(const Vec3& xi, const Vec3& xj, const Vec3& vi, const Vec3& vj, double restLength,
                 double kStretch, double kCompress, double damping) {
    const Vec3 d = xj - xi;
    const Vec3 u = vj - vi;
    return springLaw(d.x(), d.y(), d.z(), u.x(), u.y(), u.z(), restLength, kStretch, kCompress,
                     damping)
               .magnitude *
           d;
}

double springEnergy(const Vec3& xi, const Vec3& xj, double restLength, double kStretch,
                    double kCompress) {
    const Vec3 d = xj - xi;
    return springLaw(d.x(), d.y(), d.z(), 0.0, 0.0, 0.0, restLength, kStretch, kCompress, 0.0)
        .elastic;
}

double angleSpringEnergy(const Vec3& xa, const Vec3& xb, const Eigen::Matrix3d& Ra,
                         const Eigen::Matrix3d& Rb, const Vec3& restAB, const Vec3& restBA,
                         double stiffness) {
    const Vec3 d = xb - xa;
    return 0.5 * stiffness * ((Ra * restAB - d).squaredNorm() + (Rb * restBA + d).squaredNorm());
}

StrainStats computeStrain(const System& system, const Eigen::Matrix3Xd& x) {
    StrainStats stats;
    std::array<int, kSpringKindCount> counts{};
    for (const Spring& s : system.springs()) {
        const auto k = static_cast<std::size_t>(kindIndex(s.kind));
        const double strain =
            std::abs((x.col(s.j) - x.col(s.i)).norm() - s.restLength) / s.restLength;
        stats.mean[k] += strain;
        stats.max[k] = std::max(stats.max[k], strain);
        ++counts[k];
    }
    for (std::size_t k = 0; k < stats.mean.size(); ++k) {
        if (counts[k] > 0) {
            stats.mean[k] /= counts[k];
        }
    }
    const std::vector<AngleSpring>& angles = system.angleSprings();
    for (const AngleSpring& s : angles) {
        const Vec3 d = x.col(s.j) - x.col(s.i);
        const Vec3 a = rotationOf(system.orientations().col(s.i)) * s.restIJ;
        const Vec3 b = rotationOf(system.orientations().col(s.j)) * s.restJI;
        for (double mismatch :
             {(a - d).norm() / s.restIJ.norm(), (b + d).norm() / s.restJI.norm()}) {
            stats.angleMean += mismatch;
            stats.angleMax = std::max(stats.angleMax, mismatch);
        }
    }
    if (!angles.empty()) {
        stats.angleMean /= 2.0 * static_cast<double>(angles.size());
    }
    return stats;
}

} // namespace clothlab::core
