// Kernels of the position-based sweeps; see pbd_sweep.h.
//
// The relaxation sweep is the hot loop of pbd (the bar: ≤ 4.4 ns per spring per sweep on the
// 128² cloth; the sweep alone measured ≈ 10 ns in packed order, ≈ 5 ns in colour order and
// ≈ 2.9 ns with the four-spring kernel below, on the 2-vCPU Zen 4 build machine). Three
// things make it fast:
//  - colour order (SweepOrder): consecutive springs share no particle, so nothing waits for
//    the previous spring's store; in packed order the chain (i, i+1) → (i+1, i+2) made a
//    sweep latency-bound at about twice the cost;
//  - four springs of one colour at a time with AVX2: their positions are loaded as 4-vectors,
//    the three coordinates of d = x_b − x_a transposed into lanes, and length, extension,
//    branch choice and correction computed for the four at once (one vector sqrt and one
//    vector division instead of four of each, which bound the scalar loop); the four
//    independent updates are then written back as 4-vectors;
//  - coefficients of both stiffness branches already split by inverse masses, picked by a
//    blend, not a branch (which mispredicts on a cloth with mixed stretch and compression).
// The xpbd iteration, the damping pass and the strain pass use the same four-spring layout.
// Builds without AVX2/FMA run the scalar loops, which are also the tail of every colour and
// the serial tail of the colouring. Both paths give the same sweep up to rounding (fused
// multiply-adds); a build is deterministic.
#include "core/integrators/pbd_sweep.h"

#include <algorithm>
#include <cmath>

#if defined(__AVX2__) && defined(__FMA__)
#include <immintrin.h>
#define CLOTHLAB_PBD_AVX2 1
// The four-spring kernels are small and called once per four springs; GCC declines to inline
// them on its own, and the call (4-vectors spilled to the stack) cost about 10 %.
#define CLOTHLAB_ALWAYS_INLINE inline __attribute__((always_inline))
#endif

namespace clothlab::core::constraints {

namespace {

/// l clamped away from zero: a spring whose ends coincide has no direction; its correction
/// q·d is then 0 (d = 0) without a branch.
constexpr double kMinLength = 1e-200;

// Jakobsen's move for one spring: Δ = σ·(l − L)·d/l; x_a += (σ_a)·…, x_b −= (σ_b)·….
// Returns ((l − L)/L)².
inline double relaxSpring(const PbdSweepSprings& k, int s, double* __restrict xw) {
    double* pa = xw + k.a[s];
    double* pb = xw + k.b[s];
    const double dx = pb[0] - pa[0];
    const double dy = pb[1] - pa[1];
    const double dz = pb[2] - pa[2];
    const double l = std::sqrt(dx * dx + dy * dy + dz * dz);
    const double e = l - k.rest[s];
    const double q = e / std::max(l, kMinLength);
    const bool up = e > 0.0;
    const double fa = q * (up ? k.aPlus[s] : k.aMinus[s]);
    const double fb = q * (up ? k.bPlus[s] : k.bMinus[s]);
    pa[0] += fa * dx;
    pa[1] += fa * dy;
    pa[2] += fa * dz;
    pb[0] -= fb * dx;
    pb[1] -= fb * dy;
    pb[2] -= fb * dz;
    const double strain = e * k.invRest[s];
    return strain * strain;
}

// XPBD for one distance constraint C = l − L, ∇C = ±n (Macklin et al. 2016, eqs. 17–18):
// Δλ = (−C − α̃·λ)/(W + α̃), x_a −= w_a·Δλ·n, x_b += w_b·Δλ·n. Returns (C/L)².
inline double xpbdSpring(XpbdSweepSprings& k, int s, double* __restrict xw) {
    double* pa = xw + k.a[s];
    double* pb = xw + k.b[s];
    const double dx = pb[0] - pa[0];
    const double dy = pb[1] - pa[1];
    const double dz = pb[2] - pa[2];
    const double l = std::sqrt(dx * dx + dy * dy + dz * dz);
    const double C = l - k.rest[s];
    const bool up = C > 0.0;
    const double dLambda = (-C - (up ? k.alphaPlus[s] : k.alphaMinus[s]) * k.lambda[s]) *
                           (up ? k.gainPlus[s] : k.gainMinus[s]);
    k.lambda[s] += dLambda;
    const double q = dLambda / std::max(l, kMinLength);
    const double fa = q * k.wA[s];
    const double fb = q * k.wB[s];
    pa[0] -= fa * dx;
    pa[1] -= fa * dy;
    pa[2] -= fa * dz;
    pb[0] += fb * dx;
    pb[1] += fb * dy;
    pb[2] += fb * dz;
    const double strain = C * k.invRest[s];
    return strain * strain;
}

#ifdef CLOTHLAB_PBD_AVX2
/// Four springs of one colour loaded for the vector path: their endpoints' 4-vectors, the
/// differences d = x_b − x_a (lane 3 zeroed, so updates keep 1/m in lane 3 of xw) and d
/// transposed into coordinate vectors (lane j = spring j).
struct Four {
    __m256d xa[4], xb[4], d[4];
    __m256d dx, dy, dz;
};

/// The 4 × 4 transpose of rows r[0..3] into columns x, y, z (w dropped).
CLOTHLAB_ALWAYS_INLINE void transpose3(const __m256d r[4], __m256d& x, __m256d& y, __m256d& z) {
    const __m256d t0 = _mm256_unpacklo_pd(r[0], r[1]);
    const __m256d t1 = _mm256_unpackhi_pd(r[0], r[1]);
    const __m256d t2 = _mm256_unpacklo_pd(r[2], r[3]);
    const __m256d t3 = _mm256_unpackhi_pd(r[2], r[3]);
    x = _mm256_permute2f128_pd(t0, t2, 0x20);
    y = _mm256_permute2f128_pd(t1, t3, 0x20);
    z = _mm256_permute2f128_pd(t0, t2, 0x31);
}

CLOTHLAB_ALWAYS_INLINE void loadFour(const SweepSprings& k, int s, const double* xw, Four& f) {
    for (int j = 0; j < 4; ++j) {
        f.xa[j] = _mm256_loadu_pd(xw + k.a[s + j]);
        f.xb[j] = _mm256_loadu_pd(xw + k.b[s + j]);
        f.d[j] = _mm256_blend_pd(_mm256_sub_pd(f.xb[j], f.xa[j]), _mm256_setzero_pd(), 0x8);
    }
    transpose3(f.d, f.dx, f.dy, f.dz);
}

inline __m256d squaredLength(const Four& f) {
    return _mm256_fmadd_pd(f.dz, f.dz, _mm256_fmadd_pd(f.dy, f.dy, _mm256_mul_pd(f.dx, f.dx)));
}

/// y_a = ya[j] + fa[j]·d[j], y_b = yb[j] − fb[j]·d[j] written to the 4-vectors of the
/// endpoints of springs s … s+3 in `y` (positions or velocities).
CLOTHLAB_ALWAYS_INLINE void moveFour(const SweepSprings& k, int s, double* y, const __m256d ya[4],
                                     const __m256d yb[4], const __m256d d[4], __m256d fa,
                                     __m256d fb) {
    alignas(32) double a[4];
    alignas(32) double b[4];
    _mm256_store_pd(a, fa);
    _mm256_store_pd(b, fb);
    for (int j = 0; j < 4; ++j) {
        _mm256_storeu_pd(y + k.a[s + j], _mm256_fmadd_pd(_mm256_set1_pd(a[j]), d[j], ya[j]));
        _mm256_storeu_pd(y + k.b[s + j], _mm256_fnmadd_pd(_mm256_set1_pd(b[j]), d[j], yb[j]));
    }
}

// relaxSpring() for springs s … s+3, which share no particle (one colour). Adds their
// ((l − L)/L)² to `seen`.
CLOTHLAB_ALWAYS_INLINE void relaxFour(const PbdSweepSprings& k, int s, double* __restrict xw,
                                      __m256d& seen) {
    Four f;
    loadFour(k, s, xw, f);
    const __m256d l = _mm256_sqrt_pd(squaredLength(f));
    const __m256d e = _mm256_sub_pd(l, _mm256_loadu_pd(k.rest.data() + s));
    const __m256d q = _mm256_div_pd(e, _mm256_max_pd(l, _mm256_set1_pd(kMinLength)));
    const __m256d up = _mm256_cmp_pd(e, _mm256_setzero_pd(), _CMP_GT_OQ);
    const __m256d sa = _mm256_blendv_pd(_mm256_loadu_pd(k.aMinus.data() + s),
                                        _mm256_loadu_pd(k.aPlus.data() + s), up);
    const __m256d sb = _mm256_blendv_pd(_mm256_loadu_pd(k.bMinus.data() + s),
                                        _mm256_loadu_pd(k.bPlus.data() + s), up);
    moveFour(k, s, xw, f.xa, f.xb, f.d, _mm256_mul_pd(q, sa), _mm256_mul_pd(q, sb));
    const __m256d strain = _mm256_mul_pd(e, _mm256_loadu_pd(k.invRest.data() + s));
    seen = _mm256_fmadd_pd(strain, strain, seen);
}

// xpbdSpring() for springs s … s+3, which share no particle (one colour). Adds their (C/L)²
// to `seen`.
CLOTHLAB_ALWAYS_INLINE void xpbdFour(XpbdSweepSprings& k, int s, double* __restrict xw,
                                     __m256d& seen) {
    Four f;
    loadFour(k, s, xw, f);
    const __m256d l = _mm256_sqrt_pd(squaredLength(f));
    const __m256d C = _mm256_sub_pd(l, _mm256_loadu_pd(k.rest.data() + s));
    const __m256d up = _mm256_cmp_pd(C, _mm256_setzero_pd(), _CMP_GT_OQ);
    const __m256d alpha = _mm256_blendv_pd(_mm256_loadu_pd(k.alphaMinus.data() + s),
                                           _mm256_loadu_pd(k.alphaPlus.data() + s), up);
    const __m256d gain = _mm256_blendv_pd(_mm256_loadu_pd(k.gainMinus.data() + s),
                                          _mm256_loadu_pd(k.gainPlus.data() + s), up);
    const __m256d lambda = _mm256_loadu_pd(k.lambda.data() + s);
    const __m256d dLambda =
        _mm256_mul_pd(_mm256_fnmadd_pd(alpha, lambda, _mm256_sub_pd(_mm256_setzero_pd(), C)), gain);
    _mm256_storeu_pd(k.lambda.data() + s, _mm256_add_pd(lambda, dLambda));
    // x_a −= w_a·q·d, x_b += w_b·q·d, q = Δλ/l: moveFour's x_a += fa·d, x_b −= fb·d with
    // fa = −w_a·q, fb = −w_b·q.
    const __m256d mq = _mm256_div_pd(_mm256_sub_pd(_mm256_setzero_pd(), dLambda),
                                     _mm256_max_pd(l, _mm256_set1_pd(kMinLength)));
    moveFour(k, s, xw, f.xa, f.xb, f.d, _mm256_mul_pd(mq, _mm256_loadu_pd(k.wA.data() + s)),
             _mm256_mul_pd(mq, _mm256_loadu_pd(k.wB.data() + s)));
    const __m256d strain = _mm256_mul_pd(C, _mm256_loadu_pd(k.invRest.data() + s));
    seen = _mm256_fmadd_pd(strain, strain, seen);
}

// dampSpring() for springs s … s+3 of one colour: velocities move like positions in
// relaxFour(), by q·d with the gains split by inverse mass.
CLOTHLAB_ALWAYS_INLINE void dampFour(const SweepSprings& k, int s, const double* xw,
                                     double* __restrict vw) {
    Four f;
    loadFour(k, s, xw, f);
    __m256d va[4], vb[4], du[4];
    for (int j = 0; j < 4; ++j) {
        va[j] = _mm256_loadu_pd(vw + k.a[s + j]);
        vb[j] = _mm256_loadu_pd(vw + k.b[s + j]);
        du[j] = _mm256_sub_pd(vb[j], va[j]);
    }
    __m256d ux, uy, uz;
    transpose3(du, ux, uy, uz);
    const __m256d ud =
        _mm256_fmadd_pd(uz, f.dz, _mm256_fmadd_pd(uy, f.dy, _mm256_mul_pd(ux, f.dx)));
    const __m256d q =
        _mm256_div_pd(ud, _mm256_max_pd(squaredLength(f), _mm256_set1_pd(kMinLength)));
    moveFour(k, s, vw, va, vb, f.d, _mm256_mul_pd(q, _mm256_loadu_pd(k.dampA.data() + s)),
             _mm256_mul_pd(q, _mm256_loadu_pd(k.dampB.data() + s)));
}

CLOTHLAB_ALWAYS_INLINE void strainFour(const SweepSprings& k, int s, const double* xw,
                                       __m256d& sum) {
    Four f;
    loadFour(k, s, xw, f);
    const __m256d strain =
        _mm256_fmsub_pd(_mm256_sqrt_pd(squaredLength(f)), _mm256_loadu_pd(k.invRest.data() + s),
                        _mm256_set1_pd(1.0));
    sum = _mm256_fmadd_pd(strain, strain, sum);
}

inline double horizontalSum(__m256d v) {
    alignas(32) double lanes[4];
    _mm256_store_pd(lanes, v);
    return (lanes[0] + lanes[1]) + (lanes[2] + lanes[3]);
}
#endif

// Implicit damping of one spring: with d unnormalised the velocity change along the spring
// is q·d, q = ((v_b − v_a)·d)/|d|², v_a += g·w_a·q·d, v_b −= g·w_b·q·d: u' = u/(1 + h·c·W).
inline void dampSpring(const SweepSprings& k, int s, const double* __restrict xw,
                       double* __restrict vw) {
    const double* xa = xw + k.a[s];
    const double* xb = xw + k.b[s];
    double* va = vw + k.a[s];
    double* vb = vw + k.b[s];
    const double dx = xb[0] - xa[0];
    const double dy = xb[1] - xa[1];
    const double dz = xb[2] - xa[2];
    const double ud = (vb[0] - va[0]) * dx + (vb[1] - va[1]) * dy + (vb[2] - va[2]) * dz;
    const double q = ud / std::max(dx * dx + dy * dy + dz * dz, kMinLength);
    const double fa = q * k.dampA[s];
    const double fb = q * k.dampB[s];
    va[0] += fa * dx;
    va[1] += fa * dy;
    va[2] += fa * dz;
    vb[0] -= fb * dx;
    vb[1] -= fb * dy;
    vb[2] -= fb * dz;
}

inline double springStrain(const SweepSprings& k, int s, const double* __restrict xw) {
    const double* pa = xw + k.a[s];
    const double* pb = xw + k.b[s];
    const double dx = pb[0] - pa[0];
    const double dy = pb[1] - pa[1];
    const double dz = pb[2] - pa[2];
    const double strain = std::sqrt(dx * dx + dy * dy + dz * dz) * k.invRest[s] - 1.0;
    return strain * strain;
}

} // namespace

void SweepSprings::build(const PackedSprings& p, const SweepOrder& order,
                         const Eigen::VectorXd& invMass, double h) {
    const auto m = static_cast<std::size_t>(p.size());
    a.resize(m);
    b.resize(m);
    for (std::vector<double>* v : {&rest, &invRest, &dampA, &dampB}) {
        v->resize(m);
    }
    colourBegin = order.colourBegin;
    serialBegin = order.serialBegin;
    damped = false;
    for (std::size_t q = 0; q < m; ++q) {
        const int s = order.order[q];
        const double W = invMass[p.a[s]] + invMass[p.b[s]];
        const double hc = h * p.damping[s];
        a[q] = 4 * p.a[s];
        b[q] = 4 * p.b[s];
        rest[q] = p.rest[s];
        invRest[q] = 1.0 / p.rest[s];
        const double g = W > 0.0 ? hc / (1.0 + hc * W) : 0.0;
        dampA[q] = g * invMass[p.a[s]];
        dampB[q] = g * invMass[p.b[s]];
        damped = damped || g != 0.0;
    }
}

void PbdSweepSprings::setRelaxRange(bool earlyExit, const Eigen::VectorXd& invMass) {
    int end = size();
    for (int q = 0; earlyExit && q < size(); ++q) {
        if (invMass[a[q] / 4] + invMass[b[q] / 4] == 0.0) {
            end = q;
            break;
        }
    }
    relaxBegin.clear();
    for (int begin : colourBegin) {
        if (begin < end) {
            relaxBegin.push_back(begin);
        }
    }
    relaxBegin.push_back(end);
}

void dampSweep(const SweepSprings& k, const double* __restrict xw, double* __restrict vw) {
    for (std::size_t c = 0; c + 1 < k.colourBegin.size(); ++c) {
        int s = k.colourBegin[c];
        const int end = k.colourBegin[c + 1];
#ifdef CLOTHLAB_PBD_AVX2
        for (; s + 4 <= end && s < k.serialBegin; s += 4) {
            dampFour(k, s, xw, vw);
        }
#endif
        for (; s < end; ++s) {
            dampSpring(k, s, xw, vw);
        }
    }
}

double pbdSweep(const PbdSweepSprings& k, double* __restrict xw) {
    double seen = 0.0;
#ifdef CLOTHLAB_PBD_AVX2
    __m256d seen4 = _mm256_setzero_pd();
#endif
    for (std::size_t c = 0; c + 1 < k.relaxBegin.size(); ++c) {
        int s = k.relaxBegin[c];
        const int end = k.relaxBegin[c + 1];
#ifdef CLOTHLAB_PBD_AVX2
        for (; s + 4 <= end && s < k.serialBegin; s += 4) {
            relaxFour(k, s, xw, seen4);
        }
#endif
        for (; s < end; ++s) {
            seen += relaxSpring(k, s, xw);
        }
    }
#ifdef CLOTHLAB_PBD_AVX2
    seen += horizontalSum(seen4);
#endif
    return seen;
}

double xpbdSweep(XpbdSweepSprings& k, double* __restrict xw) {
    double seen = 0.0;
#ifdef CLOTHLAB_PBD_AVX2
    __m256d seen4 = _mm256_setzero_pd();
#endif
    for (std::size_t c = 0; c + 1 < k.colourBegin.size(); ++c) {
        int s = k.colourBegin[c];
        const int end = k.colourBegin[c + 1];
#ifdef CLOTHLAB_PBD_AVX2
        for (; s + 4 <= end && s < k.serialBegin; s += 4) {
            xpbdFour(k, s, xw, seen4);
        }
#endif
        for (; s < end; ++s) {
            seen += xpbdSpring(k, s, xw);
        }
    }
#ifdef CLOTHLAB_PBD_AVX2
    seen += horizontalSum(seen4);
#endif
    return seen;
}

double sweepStrain(const SweepSprings& k, const double* __restrict xw) {
    double sum = 0.0;
    int s = 0;
#ifdef CLOTHLAB_PBD_AVX2
    __m256d sum4 = _mm256_setzero_pd();
    for (; s + 4 <= k.size(); s += 4) {
        strainFour(k, s, xw, sum4);
    }
    sum += horizontalSum(sum4);
#endif
    for (; s < k.size(); ++s) {
        sum += springStrain(k, s, xw);
    }
    return k.size() > 0 ? std::sqrt(sum / k.size()) : 0.0;
}

} // namespace clothlab::core::constraints
