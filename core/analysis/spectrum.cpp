// Linearisation and modes (spectrum.h).
//
// K and C come from the same spring kernels as the Newton steps of implicit-euler
// (integrators/spring_hessian.h), here exact: the transverse factor (1 − L/l) unclamped and the
// non-symmetric position derivative of spring damping included, so that they are the true
// derivatives a finite-difference check sees.
//
// Three ways to the modes, by cost. The first-order matrix [[0, I], [M⁻¹K, M⁻¹C]] has all the
// information, but a dense nonsymmetric eigensolver is O((2n)³) with a large constant
// (Hessenberg QR), fine to a few hundred particles. The symmetric problem
// S = M^(−½)·(−K)·M^(−½) costs a fraction of it densely, and its extreme eigenvalues come from
// a few sparse products with Spectra's implicitly restarted Lanczos (SymEigsSolver,
// LargestAlge): what the stability of a step needs is the highest modes only. Damping is then
// projected on each mode (modal damping, spectrum.h), exact for proportional damping.
#include "core/analysis/spectrum.h"

#include "core/base/message.h"
#include "core/forces/spring_jacobians.h"
#include "core/model/system.h"

#include <Eigen/Eigenvalues>
#include <Spectra/MatOp/SparseSymMatProd.h>
#include <Spectra/SymEigsSolver.h>
#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace clothlab::core {

namespace {

using Triplets = std::vector<Eigen::Triplet<double>>;

// Adds the spring pattern of block J = ∂f_a/∂x_b (or ∂v_b): −J on (a,a) and (b,b), +J on
// (a,b) and (b,a) (f_b = −f_a, both depend on x_b − x_a only); a, b free indices or −1.
void addSpringBlock(Triplets& t, int a, int b, const Eigen::Matrix3d& j) {
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c) {
            if (a >= 0) {
                t.emplace_back(3 * a + r, 3 * a + c, -j(r, c));
            }
            if (b >= 0) {
                t.emplace_back(3 * b + r, 3 * b + c, -j(r, c));
            }
            if (a >= 0 && b >= 0) {
                t.emplace_back(3 * a + r, 3 * b + c, j(r, c));
                t.emplace_back(3 * b + r, 3 * a + c, j(r, c));
            }
        }
    }
}

/// Rows of one mode q̈ = c·q̇ − ω²·q (ω² may be < 0): λ² − c·λ + ω² = 0.
void appendModeRows(double omega2, double c, std::vector<Mode>& out) {
    const double disc = c * c - 4.0 * omega2;
    if (disc < 0.0) {
        out.push_back(modeOf({0.5 * c, 0.5 * std::sqrt(-disc)}));
    } else {
        const double root = std::sqrt(disc);
        out.push_back(modeOf({0.5 * (c - root), 0.0}));
        out.push_back(modeOf({0.5 * (c + root), 0.0}));
    }
}

std::vector<Mode> denseFirstOrder(const LinearisedForces& f) {
    const Eigen::Index n = f.rows();
    Eigen::MatrixXd a = Eigen::MatrixXd::Zero(2 * n, 2 * n);
    a.topRightCorner(n, n).setIdentity();
    const Eigen::VectorXd invMass = f.masses.cwiseInverse();
    a.bottomLeftCorner(n, n) = invMass.asDiagonal() * Eigen::MatrixXd(f.stiffness);
    a.bottomRightCorner(n, n) = invMass.asDiagonal() * Eigen::MatrixXd(f.damping);
    const Eigen::EigenSolver<Eigen::MatrixXd> solver(a, false);
    if (solver.info() != Eigen::Success) {
        throw MessageFailure(msg(
            CLOTHLAB_TR_NOOP("CoreMessage", "spectrum: the dense eigensolver did not converge")));
    }
    std::vector<Mode> modes;
    for (const std::complex<double>& lambda : solver.eigenvalues()) {
        if (lambda.imag() >= 0.0) { // conjugate pairs are exact in the real Schur form
            modes.push_back(modeOf(lambda));
        }
    }
    return modes;
}

/// D = M^(−½)·C·M^(−½), sparse: the damping of the scaled modes ψ.
Eigen::SparseMatrix<double> scaledDamping(const LinearisedForces& f) {
    const Eigen::VectorXd w = f.masses.cwiseSqrt().cwiseInverse();
    return w.asDiagonal() * f.damping * w.asDiagonal();
}

// Rows of the modes (ω²ᵢ, ψᵢ) with the modal damping ψᵢᵀ·D·ψᵢ.
std::vector<Mode> modalRows(const SymmetricModes& symmetric, const LinearisedForces& f) {
    const Eigen::SparseMatrix<double> d = scaledDamping(f);
    std::vector<Mode> modes;
    for (Eigen::Index i = 0; i < symmetric.omega2.size(); ++i) {
        const Eigen::VectorXd dpsi = d * symmetric.psi.col(i);
        appendModeRows(symmetric.omega2[i], symmetric.psi.col(i).dot(dpsi), modes);
    }
    return modes;
}

/// The Krylov basis size of symmetricModes() for `count` modes of `rows` rows.
long long krylovColumns(long long count, long long rows) {
    return std::min(rows, std::max(2 * count + 1, count + 20));
}

/// Refuses a method past its bound (spectrum.h), naming the limit and what would fit.
void checkSpectrumCost(SpectrumMethod method, long long rows, long long wanted) {
    const auto denseLimit = method == SpectrumMethod::DenseFirstOrder ? kMaxDenseFirstOrderRows
                                                                      : kMaxDenseSymmetricRows;
    if (method != SpectrumMethod::Iterative && rows > denseLimit) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "spectrum: the %1 method on %2 rows is past its "
                                                "limit of %3 rows (3 per free particle); ask for "
                                                "fewer of the highest modes than half the rows"),
                spectrumMethodId(method), rows, denseLimit));
    }
    if (method == SpectrumMethod::Iterative &&
        krylovColumns(wanted, rows) * rows > kMaxKrylovEntries) {
        const long long columns = kMaxKrylovEntries / rows;
        const long long fits = std::min((columns - 1) / 2, columns - 20);
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "spectrum: the %1 highest modes of %2 rows need "
                                                "%3 numbers of working memory, more than the "
                                                "limit of %4; at most %5 modes of this scene fit"),
                wanted, rows, krylovColumns(wanted, rows) * rows, kMaxKrylovEntries,
                std::max(0LL, fits)));
    }
}

} // namespace

void checkSpectrumRows(long long freeParticles) {
    if (3 * freeParticles > kMaxSpectrumRows) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "spectrum: the scene has %1 free particles (%2 "
                                                "rows), more than the limit of %3 rows of a "
                                                "spectrum (%4 free particles)"),
                freeParticles, 3 * freeParticles, kMaxSpectrumRows, kMaxSpectrumRows / 3));
    }
}

Mode modeOf(std::complex<double> lambda) {
    Mode m;
    m.re = lambda.real();
    m.im = std::abs(lambda.imag());
    m.omega = std::abs(lambda);
    m.dampingRatio = m.omega > 0.0 ? -m.re / m.omega + 0.0 : 0.0; // + 0.0: no "-0" in CSVs
    return m;
}

std::string spectrumMethodId(SpectrumMethod method) {
    switch (method) {
    case SpectrumMethod::DenseFirstOrder:
        return "dense-first-order";
    case SpectrumMethod::DenseSymmetric:
        return "dense-symmetric";
    case SpectrumMethod::Iterative:
        return "iterative";
    case SpectrumMethod::Automatic:
        break;
    }
    return "automatic";
}

LinearisedForces linearise(const System& system, const ForceModel& model, const Eigen::Matrix3Xd& x,
                           const Eigen::Matrix3Xd& v) {
    if (system.hasOrientations()) {
        throw MessageError(msg(CLOTHLAB_TR_NOOP(
            "CoreMessage", "spectrum: scenes with solids (oriented particles) are not supported; "
                           "the linearisation covers particle positions only")));
    }
    long long free = 0;
    for (int i = 0; i < system.particleCount(); ++i) {
        free += system.isPinned(i) ? 0 : 1;
    }
    checkSpectrumRows(free);
    LinearisedForces out;
    std::vector<int> index(static_cast<std::size_t>(system.particleCount()), -1);
    for (int i = 0; i < system.particleCount(); ++i) {
        if (!system.isPinned(i)) {
            index[static_cast<std::size_t>(i)] = static_cast<int>(out.freeParticles.size());
            out.freeParticles.push_back(i);
        }
    }
    const auto n = static_cast<Eigen::Index>(3 * out.freeParticles.size());
    out.masses.resize(n);
    Triplets k, c;
    const double cAir = model.environment().airDrag;
    for (std::size_t f = 0; f < out.freeParticles.size(); ++f) {
        const auto row = static_cast<Eigen::Index>(3 * f);
        out.masses.segment<3>(row).setConstant(system.masses()[out.freeParticles[f]]);
        for (int r = 0; r < 3; ++r) {
            c.emplace_back(static_cast<int>(row) + r, static_cast<int>(row) + r, -cAir);
        }
    }
    const PackedSprings& p = model.springs();
    for (std::size_t s = 0; s < static_cast<std::size_t>(p.size()); ++s) {
        const int a = p.a[s];
        const int b = p.b[s];
        const int fa = index[static_cast<std::size_t>(a)];
        const int fb = index[static_cast<std::size_t>(b)];
        if (fa < 0 && fb < 0) {
            continue;
        }
        const Eigen::Matrix3d jx =
            springStiffnessJacobian(x.col(a), x.col(b), p.rest[s], p.kStretch[s], p.kCompress[s],
                                    false)
                .matrix() +
            springDampingPositionJacobian(x.col(a), x.col(b), v.col(a), v.col(b), p.damping[s]);
        addSpringBlock(k, fa, fb, jx);
        addSpringBlock(c, fa, fb, springDampingJacobian(x.col(a), x.col(b), p.damping[s]).matrix());
    }
    out.stiffness.resize(n, n);
    out.stiffness.setFromTriplets(k.begin(), k.end());
    out.damping.resize(n, n);
    out.damping.setFromTriplets(c.begin(), c.end());
    return out;
}

Spectrum computeSpectrum(const LinearisedForces& forces, const SpectrumOptions& options) {
    const int rows = forces.rows();
    const int wanted = options.modes > 0 ? std::min(options.modes, rows) : 0;
    SpectrumMethod method = options.method;
    if (method == SpectrumMethod::Automatic) {
        if (rows <= 600) {
            method = SpectrumMethod::DenseFirstOrder;
        } else {
            method = wanted > 0 && wanted < rows / 2 ? SpectrumMethod::Iterative
                                                     : SpectrumMethod::DenseSymmetric;
        }
    }
    if (method == SpectrumMethod::Iterative && (wanted == 0 || wanted >= rows - 1)) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP(
                    "CoreMessage",
                    "spectrum: the iterative method computes N < %1 modes, not all of them"),
                rows - 1));
    }
    checkSpectrumCost(method, rows, wanted);
    Spectrum out;
    out.method = method;
    if (rows > 0) {
        switch (method) {
        case SpectrumMethod::DenseFirstOrder:
            out.modes = denseFirstOrder(forces);
            break;
        case SpectrumMethod::Iterative:
            out.modes = modalRows(symmetricModes(forces, wanted), forces);
            break;
        default:
            out.modes = modalRows(symmetricModes(forces), forces);
            break;
        }
    }
    std::sort(out.modes.begin(), out.modes.end(), [](const Mode& a, const Mode& b) {
        return a.omega != b.omega ? a.omega < b.omega : a.re < b.re;
    });
    if (wanted > 0 && static_cast<int>(out.modes.size()) > wanted) {
        out.modes.erase(out.modes.begin(), out.modes.end() - wanted);
    }
    return out;
}

SymmetricModes symmetricModes(const LinearisedForces& f, int count) {
    const Eigen::VectorXd w = f.masses.cwiseSqrt().cwiseInverse();
    const Eigen::SparseMatrix<double> kt = f.stiffness.transpose();
    const Eigen::SparseMatrix<double> sym = -0.5 * (f.stiffness + kt);
    const Eigen::SparseMatrix<double> s = w.asDiagonal() * sym * w.asDiagonal();
    SymmetricModes out;
    if (count <= 0) {
        const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver{Eigen::MatrixXd(s)};
        if (solver.info() != Eigen::Success) {
            throw MessageFailure(msg(CLOTHLAB_TR_NOOP(
                "CoreMessage", "spectrum: the symmetric eigensolver did not converge")));
        }
        out.omega2 = solver.eigenvalues();
        out.psi = solver.eigenvectors();
        return out;
    }
    const Eigen::Index n = s.rows();
    if (count >= n - 1) {
        throw std::invalid_argument("symmetricModes: Lanczos computes fewer than rows - 1 modes");
    }
    const auto nev = static_cast<Eigen::Index>(count);
    const Eigen::Index ncv = std::min(n, std::max<Eigen::Index>(2 * nev + 1, nev + 20));
    Spectra::SparseSymMatProd<double> op(s);
    Spectra::SymEigsSolver<Spectra::SparseSymMatProd<double>> eigs(op, nev, ncv);
    eigs.init();
    eigs.compute(Spectra::SortRule::LargestAlge, 10000, 1e-12);
    if (eigs.info() != Spectra::CompInfo::Successful) {
        throw MessageFailure(msg(CLOTHLAB_TR_NOOP(
            "CoreMessage", "spectrum: the Lanczos eigensolver (Spectra) did not converge")));
    }
    out.omega2 = eigs.eigenvalues();
    out.psi = eigs.eigenvectors();
    return out;
}

} // namespace clothlab::core
