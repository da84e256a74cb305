// velocity-constraints (R2): springs as velocity-level constraints. The external forces
// (gravity, air drag against the wind) and the spring damping act on the velocities first,
// implicitly (constraint_common.h, the prediction pbd and xpbd share in position_based.cpp);
// then each iteration removes, spring by spring in colour order, the fraction r of the length
// error that the trial velocities would leave at t + h, by an impulse along the spring. The
// trial velocities are swept packed with inverse masses, in the same order as pbd's positions.
// Solver diagnostics: the residual is the RMS strain (l − L)/L over all springs.
//
// Solids: velocity-constraints adds R2's other two constraint kinds to its iterations, the
// angle springs (an attachment point that turns with one particle must meet its neighbour
// at t + h) and particle contacts found through a uniform grid; it is the only constraint
// method that models orientations (pbd, xpbd and chebyshev refuse scenes with solids).
#include "core/contact/particle_grid.h"
#include "core/integrators/constraint_common.h"
#include "core/integrators/pbd_sweep.h"
#include "core/integrators/registry_entry.h"
#include "core/model/rotation.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace clothlab::core {

namespace {

using constraints::beginStats;
using constraints::CoefficientKey;
using constraints::dampSweep;
using constraints::ensureSize;
using constraints::kMinLength;
using constraints::packPositions;
using constraints::predictVelocities;
using constraints::SweepOrder;
using constraints::SweepSprings;
using constraints::sweepStrain;

const IntegratorInfo kVelocityConstraintsInfo{
    "velocity-constraints",
    CLOTHLAB_TR_NOOP("IntegratorText", "Velocity-level spring constraints"),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "R2's solver: springs become velocity-level constraints solved iteratively. After the "
        "external forces (gravity; air drag against the wind, implicitly) and the spring damping "
        "(implicit, along each spring) have given trial velocities v*, each iteration visits the "
        "springs in a fixed order and removes the fraction r of the error l − L that the trial "
        "velocities would leave at t + h (l measured at x + h·v*), by an impulse along the spring "
        "split by inverse masses; after the iterations the trial velocities become the new ones "
        "and x += h·v. The stiffness table maps to r = relaxation·κ/(1 + κ), κ = k·h²·W, "
        "W = 1/m_a + 1/m_b (k = k⁺ or k⁻ by the sign of the predicted error): a stiff spring is "
        "corrected by the relaxation coefficient, a soft one by less, a kind with k = 0 not at "
        "all; R2 (coefficient = 1) removes the fraction relaxation of every error whatever k, "
        "and a kind with k = 0 still not at all. Order per iteration: the springs (colour order, "
        "or with sweep order = 1 the scene's spring list, as R2), then the angle springs in list "
        "order, then the contacts. Stiffness grows with the iteration count N (1: floppy, 3–5: "
        "good, 20: almost "
        "rigid): a soft spring acts like one of stiffness ≈ N·relaxation·k, so the method is not "
        "a consistent discretisation of the spring equations (order 0). "
        "As R2 notes, the constraint iterations dissipate energy that cannot be tuned "
        "separately; c only adds damping on top. Stable for any dt. Solids (R2): each angle "
        "spring is two attachment constraints, the point x_a + R_a·r_ab that turns with "
        "particle a must meet x_b at t + h; its error is removed by the same fraction r "
        "(κ from the angle stiffness) with an impulse that changes both velocities and a's "
        "angular velocity (3×3 effective mass with the particle's inertia). Particles of "
        "different bodies closer than one diameter are pushed apart inside the same iterations "
        "(contacts found once per step on a uniform grid at the predicted positions); no other "
        "integrator solves particle contacts. Orientations are turned by h·Ω at the end."),
    CLOTHLAB_TR_NOOP(
        "IntegratorText",
        "v* = vₙ + h·M⁻¹·f_ext\n"
        "N iterations, each spring: C = |x_b + h·v*_b − x_a − h·v*_a| − L\n"
        "v*_b −= (w_b/W)·r·C/h·n,  v*_a += (w_a/W)·r·C/h·n,  r = relaxation·κ/(1 + κ)\n"
        "each angle spring, both ends: C = x_b + h·v*_b − x_a − h·v*_a − a − h·Ω_a × a,  "
        "a = R_a·r_ab,  P = K⁻¹·r·C/h\n"
        "each contact: C = |x_b + h·v*_b − x_a − h·v*_a| − 2ρ < 0 removed along n\n"
        "vₙ₊₁ = v*,  xₙ₊₁ = xₙ + h·vₙ₊₁,  qₙ₊₁ = exp(h·Ωₙ₊₁)⊗qₙ"),
    0,
    false,
    {{"relaxation", CLOTHLAB_TR_NOOP("IntegratorText", "Relaxation coefficient"), "", 0.0, 1.0, 0.5,
      false,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Fraction of a stiff spring's predicted error removed per iteration (R2's k).")},
     {"iterations", CLOTHLAB_TR_NOOP("IntegratorText", "Iterations"), "", 1.0, 10000.0, 5.0, true,
      CLOTHLAB_TR_NOOP(
          "IntegratorText",
          "Sweeps over all springs per step (R2: 1 floppy, 3–5 good, 20 almost rigid).")},
     {"coefficient", CLOTHLAB_TR_NOOP("IntegratorText", "Coefficient"), "", 0.0, 1.0, 0.0, true,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "0: r = relaxation·κ/(1 + κ), κ = k·h²·W (ClothLab); 1: r = relaxation "
                       "for every spring with k > 0 (R2).")},
     {"sweep-order", CLOTHLAB_TR_NOOP("IntegratorText", "Sweep order"), "", 0.0, 1.0, 0.0, true,
      CLOTHLAB_TR_NOOP("IntegratorText",
                       "0: colour order (ClothLab, faster); 1: the scene's spring list (R2).")}},
    true,
    IntegratorFamily::Constraint,
    RegionKind::None,
    CLOTHLAB_TR_NOOP("CoreMessage",
                     "constraint projection acts on spring lengths, not linearly on (x, v)")};

/// The springs of velocity-constraints in sweep order with r/W of both branches (0 when
/// both ends are pinned or k = 0).
struct VelocitySweepSprings : SweepSprings {
    std::vector<double> plus, minus;
};

// One sweep of R2's velocity constraints on packed positions xw and velocities vw (both
// stride 4, inverse mass in slot 3 of xw). Returns Σ (C/L)² of the predicted errors seen.
double velocitySweep(const VelocitySweepSprings& k, double h, const double* __restrict xw,
                     double* __restrict vw) {
    double seen = 0.0;
    for (int s = 0; s < k.size(); ++s) {
        const double* xa = xw + k.a[s];
        const double* xb = xw + k.b[s];
        double* va = vw + k.a[s];
        double* vb = vw + k.b[s];
        double d[3];
        for (int c = 0; c < 3; ++c) {
            d[c] = (xb[c] + h * vb[c]) - (xa[c] + h * va[c]);
        }
        const double l = std::sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
        const double C = l - k.rest[s];
        // Δu = −r·C/h along n, shared as w_a/W and w_b/W; q·d is that change per unit w.
        const double q = (C > 0.0 ? k.plus[s] : k.minus[s]) * C / (h * std::max(l, kMinLength));
        for (int c = 0; c < 3; ++c) {
            vb[c] -= q * xb[3] * d[c];
            va[c] += q * xa[3] * d[c];
        }
        const double strain = C * k.invRest[s];
        seen += strain * strain;
    }
    return seen;
}

/// R2's solid constraints for one step of velocity-constraints: the angle springs'
/// attachments (offsets a = R·r turned to the start orientations) with their r, and the
/// contact candidates. Works on the packed positions and velocities of the spring sweep.
class SolidConstraints {
public:
    /// Attachments and contact candidates for a step of h from the system's state, with trial
    /// velocities packed in vw.
    /// `plain`: r = relaxation for every angle spring with k > 0 (R2), not relaxation·κ/(1 + κ).
    void prepare(const StepContext& ctx, double relaxation, bool plain, double h,
                 const std::vector<double>& xw, const std::vector<double>& vw);
    /// One sweep over the attachments, then over the contacts.
    void sweep(double h, const double* xw, double* vw);
    /// Writes the angular velocities back and turns the orientations by h·Ω.
    void finish(System& system, double h);
    /// Forgets the particle → body table (after a topology change).
    void reset() { m_groups.clear(); }

private:
    void attach(int i, int j, const Vec3& a, double r, double h, const double* xw, double* vw);
    void separate(int i, int j, double h, const double* xw, double* vw) const;

    struct Attachment {
        int i = 0; ///< the particle the offset turns with
        int j = 0; ///< the particle it must meet
        Vec3 a = Vec3::Zero();
        double r = 0.0;
    };
    std::vector<Attachment> m_attachments;
    Eigen::Matrix3Xd m_omega;
    Eigen::VectorXd m_invInertia;
    double m_diameter = 0.0;
    std::vector<int> m_groups;
    Eigen::Matrix3Xd m_predicted;
    ParticleGrid m_grid;
    std::vector<std::pair<int, int>> m_contacts;
};

void SolidConstraints::prepare(const StepContext& ctx, double relaxation, bool plain, double h,
                               const std::vector<double>& xw, const std::vector<double>& vw) {
    const System& system = ctx.system;
    const PackedAngleSprings& g = ctx.model.angleSprings();
    m_omega = system.angularVelocities();
    m_invInertia = system.inverseInertias();
    m_attachments.resize(2 * static_cast<std::size_t>(g.size()));
    for (int s = 0; s < g.size(); ++s) {
        const auto us = static_cast<std::size_t>(s);
        const int a = g.a[us];
        const int b = g.b[us];
        // r = relaxation·κ/(1 + κ), κ = k·h²·W: as for the position springs.
        const double W =
            xw[4 * static_cast<std::size_t>(a) + 3] + xw[4 * static_cast<std::size_t>(b) + 3];
        const double kappa = g.stiffness[us] * h * h * W;
        const double r =
            plain ? (kappa > 0.0 ? relaxation : 0.0) : relaxation * kappa / (1.0 + kappa);
        m_attachments[2 * us] = {a, b, rotationOf(system.orientations().col(a)) * g.restAB.col(s),
                                 r};
        m_attachments[2 * us + 1] = {b, a,
                                     rotationOf(system.orientations().col(b)) * g.restBA.col(s), r};
    }
    m_diameter = 2.0 * system.contactRadius();
    m_contacts.clear();
    if (m_diameter > 0.0) {
        const Eigen::Index n = system.particleCount();
        if (static_cast<Eigen::Index>(m_groups.size()) != n) {
            m_groups = system.particleBodies();
        }
        m_predicted.resize(3, n);
        for (Eigen::Index i = 0; i < n; ++i) {
            for (int c = 0; c < 3; ++c) {
                m_predicted(c, i) = xw[4 * i + c] + h * vw[4 * i + c];
            }
        }
        // Candidates within 1.5 diameters of each other at the predicted positions: the
        // iterations may close a gap of half a diameter before the contact is visited again.
        m_grid.findPairs(m_predicted, m_groups, 1.5 * m_diameter, m_contacts);
    }
}

// The point a (offset from x_i, turning with i) should meet x_j at t + h. With the velocity
// of that point v_i + Ω_i × a, the predicted error is C = (x_j + h·v_j) − (x_i + h·v_i + a +
// h·Ω_i × a). An impulse P at the point (−P on j) changes the relative velocity by −K·P,
// K = (w_i + w_j)·1 + (1/I_i)·(|a|²·1 − a·aᵀ) = c·1 − β·a·aᵀ with α = w_i + w_j, β = 1/I_i,
// c = α + β·|a|², whose inverse is (1/c)·(1 + (β/α)·a·aᵀ). P = K⁻¹·r·C/h removes the
// fraction r of the error.
void SolidConstraints::attach(int i, int j, const Vec3& a, double r, double h, const double* xw,
                              double* vw) {
    const double wi = xw[4 * i + 3];
    const double wj = xw[4 * j + 3];
    const double alpha = wi + wj;
    if (alpha == 0.0 || r == 0.0) {
        return;
    }
    const double beta = m_invInertia[i];
    const Eigen::Map<const Vec3> xi(xw + 4 * i);
    const Eigen::Map<const Vec3> xj(xw + 4 * j);
    Eigen::Map<Vec3> vi(vw + 4 * i);
    Eigen::Map<Vec3> vj(vw + 4 * j);
    const Vec3 C = (xj + h * vj) - (xi + h * vi + a + h * m_omega.col(i).cross(a));
    const Vec3 u = (r / h) * C;
    const double c = alpha + beta * a.squaredNorm();
    const Vec3 P = (u + (beta / alpha) * a.dot(u) * a) / c;
    vj -= wj * P;
    vi += wi * P;
    m_omega.col(i) += beta * a.cross(P);
}

// A contact removes the whole predicted overlap 2ρ − l along the line of centres, split by
// inverse masses; it only pushes, never pulls.
void SolidConstraints::separate(int i, int j, double h, const double* xw, double* vw) const {
    const double wi = xw[4 * i + 3];
    const double wj = xw[4 * j + 3];
    const double W = wi + wj;
    const Eigen::Map<const Vec3> xi(xw + 4 * i);
    const Eigen::Map<const Vec3> xj(xw + 4 * j);
    Eigen::Map<Vec3> vi(vw + 4 * i);
    Eigen::Map<Vec3> vj(vw + 4 * j);
    const Vec3 d = (xj + h * vj) - (xi + h * vi);
    const double l = d.norm();
    if (l >= m_diameter || W == 0.0 || l == 0.0) {
        return;
    }
    const double q = (m_diameter - l) / (h * W * l);
    vj += wj * q * d;
    vi -= wi * q * d;
}

void SolidConstraints::sweep(double h, const double* xw, double* vw) {
    for (const Attachment& at : m_attachments) {
        attach(at.i, at.j, at.a, at.r, h, xw, vw);
    }
    for (const auto& [i, j] : m_contacts) {
        separate(i, j, h, xw, vw);
    }
}

void SolidConstraints::finish(System& system, double h) {
    system.angularVelocities() = m_omega;
    rotateAll(system.orientations(), m_omega, h);
}

class VelocityConstraintsIntegrator final : public Integrator {
public:
    VelocityConstraintsIntegrator() : Integrator(kVelocityConstraintsInfo) {}

    int evaluationsPerStep() const override { return countParameter("iterations") + 1; }

    StepWork step(StepContext& ctx) override {
        System& system = ctx.system;
        const double h = ctx.dt;
        prepare(ctx.model.springs(), system.inverseMasses(), h);
        predictVelocityStage(ctx, h);
        const int iterations = static_cast<int>(parameters().value(1));
        beginStats(m_stats, iterations, 1);
        const double m = std::max(1, m_k.size());
        const bool solids = system.hasOrientations() || system.contactRadius() > 0.0;
        if (solids) {
            m_solids.prepare(ctx, parameters().value(0), parameters().value(kCoefficient) != 0.0, h,
                             m_xw, m_vw);
        }
        for (int k = 0; k < iterations; ++k) {
            const double seen = velocitySweep(m_k, h, m_xw.data(), m_vw.data());
            if (solids) {
                m_solids.sweep(h, m_xw.data(), m_vw.data());
            }
            if (k > 0) {
                m_stats.residuals[static_cast<std::size_t>(k - 1)] = std::sqrt(seen / m);
            }
        }
        if (system.hasOrientations()) {
            m_solids.finish(system, h);
        }
        for (Eigen::Index i = 0; i < system.particleCount(); ++i) {
            for (int c = 0; c < 3; ++c) {
                system.velocities()(c, i) = m_vw[4 * i + c];
                m_xw[4 * i + c] += h * m_vw[4 * i + c];
                system.positions()(c, i) = m_xw[4 * i + c];
            }
        }
        m_stats.residuals.back() = sweepStrain(m_k, m_xw.data());
        return {};
    }

    void reset() override {
        m_order.clear();
        m_key.clear();
        m_solids.reset();
    }

private:
    // Indices of the switches in kVelocityConstraintsInfo.parameters.
    static constexpr int kCoefficient = 2;
    static constexpr int kSweepOrder = 3;

    // Trial velocities v* after the external forces and the spring damping, packed into vw
    // next to the packed positions xw.
    void predictVelocityStage(const StepContext& ctx, double h) {
        const System& system = ctx.system;
        ensureSize(m_v, system.particleCount());
        m_v = system.velocities();
        predictVelocities(system, ctx.model.environment(), ctx.time + h, h, m_v);
        packPositions(system.positions(), system.inverseMasses(), m_xw);
        packPositions(m_v, system.inverseMasses(), m_vw);
        if (m_k.damped) {
            dampSweep(m_k, m_xw.data(), m_vw.data());
        }
    }

    // Sweep-order layout and r = relaxation·κ/(1 + κ), κ = k·h²·W (R2: r = relaxation for
    // k > 0), stored as r/W.
    void prepare(const PackedSprings& p, const Eigen::VectorXd& invMass, double h) {
        const bool reordered = m_order.update(p, static_cast<int>(invMass.size()),
                                              parameters().value(kSweepOrder) != 0.0);
        if (!m_key.changed(h, parameters(), invMass) && !reordered) {
            return;
        }
        m_k.build(p, m_order, invMass, h);
        const auto m = static_cast<std::size_t>(p.size());
        m_k.plus.resize(m);
        m_k.minus.resize(m);
        const double relaxation = parameters().value(0);
        const bool plain = parameters().value(kCoefficient) != 0.0;
        auto coefficient = [relaxation, plain, h](double k, double W) {
            const double kappa = k * h * h * W;
            const double r =
                plain ? (kappa > 0.0 ? relaxation : 0.0) : relaxation * kappa / (1.0 + kappa);
            return W > 0.0 ? r / W : 0.0;
        };
        for (std::size_t q = 0; q < m; ++q) {
            const int s = m_order.order[q];
            const double W = invMass[p.a[s]] + invMass[p.b[s]];
            m_k.plus[q] = coefficient(p.kStretch[s], W);
            m_k.minus[q] = coefficient(p.kCompress[s], W);
        }
    }

    Eigen::Matrix3Xd m_v;
    std::vector<double> m_xw, m_vw;
    SweepOrder m_order;
    CoefficientKey m_key;
    VelocitySweepSprings m_k;
    SolidConstraints m_solids;
};

} // namespace

IntegratorEntry velocityConstraintsEntry() {
    return {&kVelocityConstraintsInfo, [] {
                return std::unique_ptr<Integrator>(
                    std::make_unique<VelocityConstraintsIntegrator>());
            }};
}

} // namespace clothlab::core
