// Internal to the self-contact stage (core/contact/cloth_contact.cpp): the geometric kernels and
// the responses of one candidate pair. A pair is written as four particles with coefficients c so
// that its relative vector is r = Σ c_k·x_k: point–triangle (p; a, b, c) with weights w has c = (1,
// −w_a, −w_b, −w_c), edge–edge (p, q; r, s) at parameters (α, β) has c = (1 − α, α, −(1 − β), −β).
// A correction Δr of the relative vector is shared as x_k += c_k·m_k⁻¹/W·Δr with W = Σ c_k²·m_k⁻¹
// (after Bridson, Fedkiw and Anderson 2002), which changes r by exactly Δr and moves the lighter
// particles more.
#pragma once

#include "core/contact/cloth_contact.h"

#include <Eigen/Core>
#include <array>

namespace clothlab::core::contact_kernels {

/// Closest point of triangle (a, b, c) to p as barycentric weights w (Σw = 1, w ≥ 0).
void closestOnTriangle(const Vec3& p, const Vec3& a, const Vec3& b, const Vec3& c,
                       std::array<double, 3>& w);

/// Closest points of segments p0p1 and q0q1: parameters s, t ∈ [0, 1] along each.
void closestOnSegments(const Vec3& p0, const Vec3& p1, const Vec3& q0, const Vec3& q1, double& s,
                       double& t);

/// Roots in [0, 1] of c0 + c1·t + c2·t² + c3·t³, ascending (at most 3), found by bisection
/// on the monotone pieces between the critical points; returns their count.
int cubicRootsInUnit(double c0, double c1, double c2, double c3, std::array<double, 3>& roots);

using Candidate = ClothContact::Candidate;

/// A continuous touch is a distance below this fraction of the pair's thickness at a root of
/// the coplanarity cubic: the root is found to ~10⁻¹² in t, so a true touch has a distance of
/// rounding size, and a plane crossing outside the triangle is at least an edge away.
inline constexpr double kTouchFraction = 1e-3;

/// Proximity response of one pair at the current positions x (velocities v): when closer
/// than its thickness, pushed apart to it, approaching normal velocity removed, tangential
/// reduced by friction. The normal points to the side the pair was on at the step's start
/// (x0), so a pair that crossed slowly within the step is put back. True if it responded;
/// `distance` (m) is the pair's distance before any response.
bool proximityResponse(const Candidate& pair, Eigen::Matrix3Xd& x, Eigen::Matrix3Xd& v,
                       const Eigen::Matrix3Xd& x0, const Eigen::VectorXd& inverseMasses,
                       double& distance);

/// Continuous test of the pair moving linearly from x0 to x over the step: true when it
/// touches (distance below 10⁻³ of its thickness at a root of the coplanarity cubic), with
/// the coefficients at the first touch and the unit normal pointing to the start side.
bool continuousHit(const Candidate& pair, const Eigen::Matrix3Xd& x0, const Eigen::Matrix3Xd& x,
                   std::array<double, 4>& coefficients, Vec3& normal);

/// Response to a continuous hit: the pair is put on the start side of `normal` at its
/// thickness, with the inelastic and friction velocity response.
void continuousResponse(const Candidate& pair, const std::array<double, 4>& coefficients,
                        const Vec3& normal, Eigen::Matrix3Xd& x, Eigen::Matrix3Xd& v,
                        const Eigen::VectorXd& inverseMasses);

} // namespace clothlab::core::contact_kernels
