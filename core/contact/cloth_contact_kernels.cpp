// Kernels of the self-contact stage: closest points, the coplanarity cubic of continuous
// detection and the responses of one pair (core/contact/cloth_contact_kernels.h).
#include "core/contact/cloth_contact_kernels.h"

#include <Eigen/Geometry>
#include <algorithm>
#include <cmath>
#include <limits>

namespace clothlab::core::contact_kernels {

namespace {

using Kind = ContactPair::Kind;

// Bisection on a monotone piece halves the bracket each time; 52 halvings reach a double's
// resolution on [0, 1].
constexpr int kBisections = 52;

double cubic(double c0, double c1, double c2, double c3, double t) {
    return ((c3 * t + c2) * t + c1) * t + c0;
}

Vec3 relative(const Candidate& pair, const std::array<double, 4>& c, const Eigen::Matrix3Xd& x) {
    Vec3 r = Vec3::Zero();
    for (int k = 0; k < 4; ++k) {
        r += c[static_cast<std::size_t>(k)] * x.col(pair.ids[static_cast<std::size_t>(k)]);
    }
    return r;
}

// The pair's four positions, read once for the closest points and the relative vector.
using Points = std::array<Vec3, 4>;

Points gather(const Candidate& pair, const Eigen::Matrix3Xd& x) {
    return {x.col(pair.ids[0]), x.col(pair.ids[1]), x.col(pair.ids[2]), x.col(pair.ids[3])};
}

// r = Σ c_k·x_k, summed in the same order as relative() above (the same bits).
Vec3 relative(const std::array<double, 4>& c, const Points& p) {
    Vec3 r = Vec3::Zero();
    for (std::size_t k = 0; k < 4; ++k) {
        r += c[k] * p[k];
    }
    return r;
}

// The pair's coefficients at positions p (closest points).
std::array<double, 4> closestCoefficients(Kind kind, const Points& p) {
    if (kind == Kind::PointTriangle) {
        std::array<double, 3> w{};
        closestOnTriangle(p[0], p[1], p[2], p[3], w);
        return {1.0, -w[0], -w[1], -w[2]};
    }
    double s = 0.0;
    double t = 0.0;
    closestOnSegments(p[0], p[1], p[2], p[3], s, t);
    return {1.0 - s, s, -(1.0 - t), -t};
}

std::array<double, 4> closestCoefficients(const Candidate& pair, const Eigen::Matrix3Xd& x) {
    return closestCoefficients(pair.kind, gather(pair, x));
}

// Unit normal of the triangle (PointTriangle) or of the two edges (EdgeEdge) at x; zero
// when degenerate.
Vec3 pairNormal(const Candidate& pair, const Eigen::Matrix3Xd& x) {
    const auto& id = pair.ids;
    const Vec3 n = pair.kind == Kind::PointTriangle
                       ? Vec3((x.col(id[2]) - x.col(id[1])).cross(x.col(id[3]) - x.col(id[1])))
                       : Vec3((x.col(id[1]) - x.col(id[0])).cross(x.col(id[3]) - x.col(id[2])));
    const double length = n.norm();
    return length > 0.0 ? Vec3(n / length) : Vec3::Zero();
}

// Shares Δr of the relative vector over the particles (see the header of this file) and
// returns false when every particle of the pair is pinned. W is kept at least half the largest
// inverse mass of the pair: with four free particles of equal mass it is at least that mass's
// inverse already, but a free vertex of small weight c beside pinned ones would otherwise move
// by Δr/c (a triangle pushed near its pinned edge). Such a pair is then corrected only in
// part, and the later passes or the fail-safe finish it.
bool shareCorrection(const Candidate& pair, const std::array<double, 4>& c, const Vec3& delta,
                     Eigen::Matrix3Xd& target, const Eigen::VectorXd& inverseMasses) {
    double weight = 0.0;
    double largest = 0.0;
    for (int k = 0; k < 4; ++k) {
        const auto kk = static_cast<std::size_t>(k);
        weight += c[kk] * c[kk] * inverseMasses[pair.ids[kk]];
        largest = std::max(largest, inverseMasses[pair.ids[kk]]);
    }
    if (!(weight > 0.0)) {
        return false;
    }
    weight = std::max(weight, 0.5 * largest);
    for (int k = 0; k < 4; ++k) {
        const auto kk = static_cast<std::size_t>(k);
        target.col(pair.ids[kk]) += (c[kk] * inverseMasses[pair.ids[kk]] / weight) * delta;
    }
    return true;
}

// Inelastic normal response with Coulomb friction on the relative velocity: the approaching
// normal speed |vn| is removed, and the tangential speed drops by μ·|vn| or stops (the
// friction impulse is bounded by μ times the normal one, as in Bridson et al.).
void velocityResponse(const Candidate& pair, const std::array<double, 4>& c, const Vec3& n,
                      Eigen::Matrix3Xd& v, const Eigen::VectorXd& inverseMasses) {
    const Vec3 vr = relative(pair, c, v);
    const double vn = vr.dot(n);
    if (!(vn < 0.0)) {
        return;
    }
    const Vec3 vt = vr - vn * n;
    const double speed = vt.norm();
    Vec3 delta = -vn * n;
    if (speed > 0.0) {
        delta -= (std::min(speed, pair.friction * -vn) / speed) * vt;
    }
    shareCorrection(pair, c, delta, v, inverseMasses);
}

// Puts the pair at distance h along n (when closer) and applies the velocity response.
void separate(const Candidate& pair, const std::array<double, 4>& c, const Vec3& n,
              Eigen::Matrix3Xd& x, Eigen::Matrix3Xd& v, const Eigen::VectorXd& inverseMasses) {
    const double d = relative(pair, c, x).dot(n);
    if (d < pair.thickness) {
        shareCorrection(pair, c, (pair.thickness - d) * n, x, inverseMasses);
    }
    velocityResponse(pair, c, n, v, inverseMasses);
}

// Coefficients of the coplanarity cubic f(t) = (A(t) × B(t))·C(t) with A, B, C linear in t.
std::array<double, 4> coplanarity(const Vec3& a0, const Vec3& a1, const Vec3& b0, const Vec3& b1,
                                  const Vec3& c0, const Vec3& c1) {
    const Vec3 x0 = a0.cross(b0);
    const Vec3 x1 = a0.cross(b1) + a1.cross(b0);
    const Vec3 x2 = a1.cross(b1);
    return {x0.dot(c0), x0.dot(c1) + x1.dot(c0), x1.dot(c1) + x2.dot(c0), x2.dot(c1)};
}

} // namespace

void closestOnTriangle(const Vec3& p, const Vec3& a, const Vec3& b, const Vec3& c,
                       std::array<double, 3>& w) {
    // Voronoi regions of the vertices, then of the edges, else the face (barycentric).
    const Vec3 ab = b - a;
    const Vec3 ac = c - a;
    const Vec3 ap = p - a;
    const double d1 = ab.dot(ap);
    const double d2 = ac.dot(ap);
    if (d1 <= 0.0 && d2 <= 0.0) {
        w = {1.0, 0.0, 0.0};
        return;
    }
    const Vec3 bp = p - b;
    const double d3 = ab.dot(bp);
    const double d4 = ac.dot(bp);
    if (d3 >= 0.0 && d4 <= d3) {
        w = {0.0, 1.0, 0.0};
        return;
    }
    const Vec3 cp = p - c;
    const double d5 = ab.dot(cp);
    const double d6 = ac.dot(cp);
    if (d6 >= 0.0 && d5 <= d6) {
        w = {0.0, 0.0, 1.0};
        return;
    }
    const double vc = d1 * d4 - d3 * d2;
    if (vc <= 0.0 && d1 >= 0.0 && d3 <= 0.0) {
        const double s = d1 / (d1 - d3);
        w = {1.0 - s, s, 0.0};
        return;
    }
    const double vb = d5 * d2 - d1 * d6;
    if (vb <= 0.0 && d2 >= 0.0 && d6 <= 0.0) {
        const double s = d2 / (d2 - d6);
        w = {1.0 - s, 0.0, s};
        return;
    }
    const double va = d3 * d6 - d5 * d4;
    if (va <= 0.0 && (d4 - d3) >= 0.0 && (d5 - d6) >= 0.0) {
        const double s = (d4 - d3) / ((d4 - d3) + (d5 - d6));
        w = {0.0, 1.0 - s, s};
        return;
    }
    const double sum = va + vb + vc;
    if (!(sum > 0.0)) { // degenerate triangle: its first vertex
        w = {1.0, 0.0, 0.0};
        return;
    }
    w = {va / sum, vb / sum, vc / sum};
}

void closestOnSegments(const Vec3& p0, const Vec3& p1, const Vec3& q0, const Vec3& q1, double& s,
                       double& t) {
    // Minimises |p0 + s·d1 − q0 − t·d2|² over the unit square: the unconstrained s for the
    // clamped t, then t for that s, clamped again.
    const Vec3 d1 = p1 - p0;
    const Vec3 d2 = q1 - q0;
    const Vec3 r = p0 - q0;
    const double a = d1.squaredNorm();
    const double e = d2.squaredNorm();
    const double f = d2.dot(r);
    if (!(a > 0.0) && !(e > 0.0)) {
        s = t = 0.0;
        return;
    }
    if (!(a > 0.0)) {
        s = 0.0;
        t = std::clamp(f / e, 0.0, 1.0);
        return;
    }
    const double c = d1.dot(r);
    if (!(e > 0.0)) {
        t = 0.0;
        s = std::clamp(-c / a, 0.0, 1.0);
        return;
    }
    const double b = d1.dot(d2);
    const double denominator = a * e - b * b;
    s = denominator > 0.0 ? std::clamp((b * f - c * e) / denominator, 0.0, 1.0) : 0.0;
    t = (b * s + f) / e;
    if (t < 0.0) {
        t = 0.0;
        s = std::clamp(-c / a, 0.0, 1.0);
    } else if (t > 1.0) {
        t = 1.0;
        s = std::clamp((b - c) / a, 0.0, 1.0);
    }
}

int cubicRootsInUnit(double c0, double c1, double c2, double c3, std::array<double, 3>& roots) {
    // Critical points of f split [0, 1] into pieces on which f is monotone; a piece whose
    // ends differ in sign holds exactly one root.
    std::array<double, 4> cuts{0.0, 1.0, 1.0, 1.0};
    int cutCount = 1;
    const double qa = 3.0 * c3;
    const double qb = 2.0 * c2;
    const double qc = c1;
    auto addCut = [&](double t) {
        if (t > 0.0 && t < 1.0) {
            cuts[static_cast<std::size_t>(cutCount++)] = t;
        }
    };
    if (qa == 0.0) {
        if (qb != 0.0) {
            addCut(-qc / qb);
        }
    } else if (const double disc = qb * qb - 4.0 * qa * qc; disc >= 0.0) {
        const double q = -0.5 * (qb + std::copysign(std::sqrt(disc), qb));
        addCut(q / qa);
        if (q != 0.0) {
            addCut(qc / q);
        }
    }
    if (cutCount == 3 && cuts[1] > cuts[2]) {
        std::swap(cuts[1], cuts[2]);
    }
    cuts[static_cast<std::size_t>(cutCount++)] = 1.0;
    int count = 0;
    for (int k = 0; k + 1 < cutCount; ++k) {
        double lo = cuts[static_cast<std::size_t>(k)];
        double hi = cuts[static_cast<std::size_t>(k + 1)];
        double flo = cubic(c0, c1, c2, c3, lo);
        const double fhi = cubic(c0, c1, c2, c3, hi);
        if (flo == 0.0) {
            if (count == 0 || roots[static_cast<std::size_t>(count - 1)] != lo) {
                roots[static_cast<std::size_t>(count++)] = lo;
            }
            continue;
        }
        if (fhi == 0.0 || (flo < 0.0) == (fhi < 0.0)) {
            continue; // a zero at hi is the next piece's lo (or t = 1, added below)
        }
        for (int i = 0; i < kBisections && hi - lo > 0.0; ++i) {
            const double mid = 0.5 * (lo + hi);
            const double fm = cubic(c0, c1, c2, c3, mid);
            if ((fm < 0.0) == (flo < 0.0)) {
                lo = mid;
                flo = fm;
            } else {
                hi = mid;
            }
        }
        roots[static_cast<std::size_t>(count++)] = 0.5 * (lo + hi);
    }
    if (cubic(c0, c1, c2, c3, 1.0) == 0.0 && count < 3 &&
        (count == 0 || roots[static_cast<std::size_t>(count - 1)] != 1.0)) {
        roots[static_cast<std::size_t>(count++)] = 1.0;
    }
    return count;
}

bool proximityResponse(const Candidate& pair, Eigen::Matrix3Xd& x, Eigen::Matrix3Xd& v,
                       const Eigen::Matrix3Xd& x0, const Eigen::VectorXd& inverseMasses,
                       double& distance) {
    const Points points = gather(pair, x);
    const std::array<double, 4> c = closestCoefficients(pair.kind, points);
    const Vec3 r = relative(c, points);
    const double d = r.norm();
    distance = d;
    if (!(d < pair.thickness)) {
        return false;
    }
    Vec3 n = d > 1e-9 * pair.thickness ? Vec3(r / d) : pairNormal(pair, x);
    const double startSide = relative(pair, c, x0).dot(n);
    if (startSide < 0.0) {
        n = -n; // crossed within the step: back to where it came from
    }
    if (n.isZero()) {
        return false;
    }
    separate(pair, c, n, x, v, inverseMasses);
    return true;
}

namespace {

// A pair that touched at time t of a linear motion is at the end no farther apart than the
// touch distance plus what the two sides moved from t to 1: for point–triangle
// |Δp| + max|Δx_k|, for edge–edge max|Δp| + max|Δq| (a convex combination of the motions).
// A pair farther apart than that at the end cannot have touched, and the cubic is not needed.
// The two sides of the pair (point and triangle, or edge and edge) can only touch where the
// boxes they sweep over the step meet: every x(t) lies in the box of its particle's x⁰ and x¹,
// so the pair's distance at any t is at least the widest gap between the two boxes along an
// axis. Cheaper than the bound below, it drops the layers lying on each other.
bool sweptSidesApart(const Candidate& pair, const Eigen::Matrix3Xd& x0, const Eigen::Matrix3Xd& x,
                     double gap) {
    const int split = pair.kind == Kind::PointTriangle ? 1 : 2;
    for (int axis = 0; axis < 3; ++axis) {
        double loA = std::numeric_limits<double>::infinity();
        double hiA = -loA;
        double loB = loA;
        double hiB = -loA;
        for (int k = 0; k < 4; ++k) {
            const int i = pair.ids[static_cast<std::size_t>(k)];
            const double a = x0(axis, i);
            const double b = x(axis, i);
            double& lo = k < split ? loA : loB;
            double& hi = k < split ? hiA : hiB;
            lo = std::min({lo, a, b});
            hi = std::max({hi, a, b});
        }
        if (loB - hiA > gap || loA - hiB > gap) {
            return true;
        }
    }
    return false;
}

bool mayHaveTouched(const Candidate& pair, const Eigen::Matrix3Xd& x0, const Eigen::Matrix3Xd& x) {
    std::array<double, 4> motion{};
    for (int k = 0; k < 4; ++k) {
        const int i = pair.ids[static_cast<std::size_t>(k)];
        motion[static_cast<std::size_t>(k)] = (x.col(i) - x0.col(i)).norm();
    }
    const double bound = pair.kind == Kind::PointTriangle
                             ? motion[0] + std::max({motion[1], motion[2], motion[3]})
                             : std::max(motion[0], motion[1]) + std::max(motion[2], motion[3]);
    if (bound == 0.0) {
        return false; // nothing moved: the start was free of crossings
    }
    const Points end = gather(pair, x);
    const double distance = relative(closestCoefficients(pair.kind, end), end).norm();
    return distance <= bound + kTouchFraction * pair.thickness;
}

} // namespace

bool continuousHit(const Candidate& pair, const Eigen::Matrix3Xd& x0, const Eigen::Matrix3Xd& x,
                   std::array<double, 4>& coefficients, Vec3& normal) {
    // Twice the touch distance: the points x(t) are computed with rounding.
    if (sweptSidesApart(pair, x0, x, 2.0 * kTouchFraction * pair.thickness) ||
        !mayHaveTouched(pair, x0, x)) {
        return false;
    }
    const auto& id = pair.ids;
    // Relative to particle a (PointTriangle: the triangle's first vertex; EdgeEdge: the first
    // edge's start), f(t) = (A × B)·C vanishes when the four points are coplanar.
    const int base = pair.kind == Kind::PointTriangle ? id[1] : id[0];
    auto start = [&](int i) -> Vec3 { return x0.col(i) - x0.col(base); };
    auto motion = [&](int i) -> Vec3 {
        return (x.col(i) - x0.col(i)) - (x.col(base) - x0.col(base));
    };
    const int a = pair.kind == Kind::PointTriangle ? id[2] : id[1];
    const int b = id[3];
    const int cPoint = pair.kind == Kind::PointTriangle ? id[0] : id[2];
    // EdgeEdge: A = p1 − p0, B = q1 − q0 (taken from q0 = id[2], so B = C' − C), C = q0 − p0.
    Vec3 b0 = start(b);
    Vec3 b1 = motion(b);
    if (pair.kind == Kind::EdgeEdge) {
        b0 -= start(id[2]);
        b1 -= motion(id[2]);
    }
    const std::array<double, 4> f =
        coplanarity(start(a), motion(a), b0, b1, start(cPoint), motion(cPoint));
    std::array<double, 3> roots{};
    const int count = cubicRootsInUnit(f[0], f[1], f[2], f[3], roots);
    if (count == 0) {
        return false;
    }
    Eigen::Matrix3Xd local(3, 4);
    for (int k = 0; k < count; ++k) {
        const double t = roots[static_cast<std::size_t>(k)];
        for (int q = 0; q < 4; ++q) {
            local.col(q) = x0.col(id[static_cast<std::size_t>(q)]) +
                           t * (x.col(id[static_cast<std::size_t>(q)]) -
                                x0.col(id[static_cast<std::size_t>(q)]));
        }
        const Candidate localPair{pair.kind, {0, 1, 2, 3}, pair.thickness, pair.friction};
        const std::array<double, 4> c = closestCoefficients(localPair, local);
        if (!(relative(localPair, c, local).norm() < kTouchFraction * pair.thickness)) {
            continue;
        }
        Vec3 n = pairNormal(localPair, local);
        if (n.isZero()) {
            continue; // parallel edges: their touch is an edge–point touch found elsewhere
        }
        double side = relative(pair, c, x0).dot(n);
        if (side == 0.0) {
            side = -relative(pair, c, x).dot(n) + relative(pair, c, x0).dot(n);
        }
        coefficients = c;
        normal = side < 0.0 ? Vec3(-n) : n;
        return true;
    }
    return false;
}

void continuousResponse(const Candidate& pair, const std::array<double, 4>& coefficients,
                        const Vec3& normal, Eigen::Matrix3Xd& x, Eigen::Matrix3Xd& v,
                        const Eigen::VectorXd& inverseMasses) {
    separate(pair, coefficients, normal, x, v, inverseMasses);
}

} // namespace clothlab::core::contact_kernels
