// Force evaluation for every integrator (DESIGN §2).
//
// Layout follows the "two-pass" scheme that measured fastest for explicit mass-spring
// cloth on this class of machine (shared/peers): pass 1 walks the springs in packed order,
// gathers both endpoints and writes each spring's force into per-spring arrays — no
// scatter, so the loop vectorises; pass 2 walks the particles and sums the forces of
// their incident springs through CSR lists — each particle is written once, in a fixed
// order, so results are bit-reproducible and the pass can later be split across threads
// without write conflicts. Energy terms are reductions inside the same two passes, which
// is why bookkeeping costs almost nothing on top of the forces.
#include "core/forces.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace clothlab::core {

namespace {

struct KindSums {
    double elastic = 0.0;
    double dampingPower = 0.0;
};

// Pass 1 over packed springs [lo, hi) of one kind. For spring s = (a, b), with
// d = x_b − x_a, l = |d|, n = d/l, e = l − L:  f_a = (k·e + c·(v_b − v_a)·n)·n,  f_b = −f_a,
// elastic energy ½·k·e², damping power c·((v_b − v_a)·n)² (all at the same time level).
KindSums springPass(const PackedSprings& p, int lo, int hi, const double* __restrict x,
                    const double* __restrict v, double* __restrict fx, double* __restrict fy,
                    double* __restrict fz) {
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
        const double l = std::sqrt(dx * dx + dy * dy + dz * dz);
        const double inv = 1.0 / l;
        const double e = l - rest[s];
        const double k = e > 0.0 ? kp[s] : km[s];
        const double vn =
            ((v[ib] - v[ia]) * dx + (v[ib + 1] - v[ia + 1]) * dy + (v[ib + 2] - v[ia + 2]) * dz) *
            inv;
        const double magnitude = (k * e + c[s] * vn) * inv;
        fx[s] = magnitude * dx;
        fy[s] = magnitude * dy;
        fz[s] = magnitude * dz;
        elastic += 0.5 * k * e * e;
        dampingPower += c[s] * vn * vn;
    }
    return {elastic, dampingPower};
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

    m_fx.assign(static_cast<std::size_t>(m), 0.0);
    m_fy.assign(static_cast<std::size_t>(m), 0.0);
    m_fz.assign(static_cast<std::size_t>(m), 0.0);
    updateStiffness(system);
}

void ForceModel::updateStiffness(const System& system) {
    PackedSprings& p = m_springs;
    const std::size_t m = p.order.size();
    p.kStretch.resize(m);
    p.kCompress.resize(m);
    p.damping.resize(m);
    for (std::size_t s = 0; s < m; ++s) {
        const Spring& sp = system.springs()[static_cast<std::size_t>(p.order[s])];
        const SpringStiffness& table = system.stiffness()[sp.kind];
        p.kStretch[s] = table.stretch * sp.scale;
        p.kCompress[s] = table.compression * sp.scale;
        p.damping[s] = table.damping * sp.scale;
    }
}

void ForceModel::evaluate(const System& system, const Eigen::Matrix3Xd& x,
                          const Eigen::Matrix3Xd& v, double t, Eigen::Matrix3Xd& forces,
                          EnergyTerms& terms) const {
    const int n = static_cast<int>(x.cols());
    if (forces.cols() != n) {
        forces.resize(3, n);
    }
    terms = EnergyTerms{};
    const PackedSprings& p = m_springs;
    for (int k = 0; k < kSpringKindCount; ++k) {
        const KindSums sums = springPass(p, p.kindBegin[static_cast<std::size_t>(k)],
                                         p.kindBegin[static_cast<std::size_t>(k) + 1], x.data(),
                                         v.data(), m_fx.data(), m_fy.data(), m_fz.data());
        terms.elastic[static_cast<std::size_t>(k)] = sums.elastic;
        terms.dissipationPower += sums.dampingPower;
    }

    // Pass 2: per particle, gravity m·g, air c_air·(w − v), incident spring forces; energy
    // terms of free particles (pinned ones are outside the dynamical system).
    const Vec3 g = m_environment.gravity;
    const double cAir = m_environment.airDrag;
    const Vec3 w = cAir != 0.0 ? m_environment.windAt(t) : Vec3::Zero();
    const double* __restrict X = x.data();
    const double* __restrict V = v.data();
    const double* __restrict mass = system.masses().data();
    const double* __restrict invMass = system.inverseMasses().data();
    const double* __restrict fx = m_fx.data();
    const double* __restrict fy = m_fy.data();
    const double* __restrict fz = m_fz.data();
    const int* __restrict plusBegin = p.plusBegin.data();
    const int* __restrict plus = p.plus.data();
    const int* __restrict minusBegin = p.minusBegin.data();
    const int* __restrict minus = p.minus.data();
    double* __restrict F = forces.data();
    double kinetic2 = 0.0;
    double gravityWork = 0.0;
    double speed2 = 0.0;
    double windDotV = 0.0;
    for (int i = 0; i < n; ++i) {
        const double* xi = X + 3 * i;
        const double* vi = V + 3 * i;
        double ax = mass[i] * g[0] + cAir * (w[0] - vi[0]);
        double ay = mass[i] * g[1] + cAir * (w[1] - vi[1]);
        double az = mass[i] * g[2] + cAir * (w[2] - vi[2]);
        for (int q = plusBegin[i]; q < plusBegin[i + 1]; ++q) {
            const int s = plus[q];
            ax += fx[s];
            ay += fy[s];
            az += fz[s];
        }
        for (int q = minusBegin[i]; q < minusBegin[i + 1]; ++q) {
            const int s = minus[q];
            ax -= fx[s];
            ay -= fy[s];
            az -= fz[s];
        }
        F[3 * i] = ax;
        F[3 * i + 1] = ay;
        F[3 * i + 2] = az;
        const double free = invMass[i] != 0.0 ? 1.0 : 0.0;
        const double v2 = vi[0] * vi[0] + vi[1] * vi[1] + vi[2] * vi[2];
        kinetic2 += free * mass[i] * v2;
        gravityWork += free * mass[i] * (g[0] * xi[0] + g[1] * xi[1] + g[2] * xi[2]);
        speed2 += free * v2;
        windDotV += free * (w[0] * vi[0] + w[1] * vi[1] + w[2] * vi[2]);
    }
    terms.kinetic = 0.5 * kinetic2;
    terms.gravity = 0.0 - gravityWork; // +0, not −0, when g = 0 (CSV output)
    // Air force c_air·(w − v) = −c_air·v (dissipative) + c_air·w (driven by the wind).
    terms.dissipationPower += cAir * speed2;
    terms.externalPower = cAir * windDotV;
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
    const double l = d.norm();
    const Vec3 n = d / l;
    const double e = l - restLength;
    const double k = e > 0.0 ? kStretch : kCompress;
    return (k * e + damping * (vj - vi).dot(n)) * n;
}

double springEnergy(const Vec3& xi, const Vec3& xj, double restLength, double kStretch,
                    double kCompress) {
    const double e = (xj - xi).norm() - restLength;
    return 0.5 * (e > 0.0 ? kStretch : kCompress) * e * e;
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
    return stats;
}

} // namespace clothlab::core
