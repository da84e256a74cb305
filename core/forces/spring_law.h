// Pure kernel: the spring law of DESIGN §2 on one spring, or on four at once. The force
// model's loops (core/forces/force_model.cpp, scalar and AVX) and the tests' one-spring
// springForce() call this same code.
//
// With d = x_b − x_a, l = |d|, n = d/l, e = l − L, k = (e > 0 ? k⁺ : k⁻) and the velocity
// difference u = v_b − v_a, all at one time level:
//     f_a = (k·e + c·(u·n))·n = magnitude·d,   f_b = −f_a,
//     elastic energy ½·k·e²,   damping power c·(u·n)².
// T is double, or a vector of four doubles (__m256d with GCC/Clang's vector operators).
#pragma once

#include <cmath>

#if defined(__AVX__)
#include <immintrin.h>
#endif

namespace clothlab::core {

/// What the spring law gives for one spring (or one lane of four).
template <class T> struct SpringLawResult {
    T magnitude;    ///< (k·e + c·u·n)/l: f_a = magnitude·d, N/m
    T elastic;      ///< ½·k·e², J
    T dampingPower; ///< c·(u·n)², W
};

namespace spring_law_detail {

inline double squareRoot(double x) {
    return std::sqrt(x);
}
inline double stretchOrCompress(double e, double kStretch, double kCompress) {
    return e > 0.0 ? kStretch : kCompress;
}

#if defined(__AVX__)
inline __m256d squareRoot(__m256d x) {
    return _mm256_sqrt_pd(x);
}
inline __m256d stretchOrCompress(__m256d e, __m256d kStretch, __m256d kCompress) {
    return _mm256_blendv_pd(kCompress, kStretch, _mm256_cmp_pd(e, _mm256_setzero_pd(), _CMP_GT_OQ));
}
#endif

} // namespace spring_law_detail

/// The spring law from the endpoint difference d = (dx, dy, dz), the velocity difference
/// u = (ux, uy, uz), the rest length L (m), k⁺ and k⁻ (N/m) and damping c (N·s/m).
template <class T>
inline SpringLawResult<T> springLaw(T dx, T dy, T dz, T ux, T uy, T uz, T rest, T kStretch,
                                    T kCompress, T damping) {
    using spring_law_detail::squareRoot;
    using spring_law_detail::stretchOrCompress;
    const T l = squareRoot(dx * dx + dy * dy + dz * dz);
    const T inv = 1.0 / l;
    const T e = l - rest;
    const T k = stretchOrCompress(e, kStretch, kCompress);
    const T vn = (ux * dx + uy * dy + uz * dz) * inv;
    return {(k * e + damping * vn) * inv, 0.5 * k * e * e, damping * vn * vn};
}

} // namespace clothlab::core
