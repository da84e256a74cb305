// The spectrum of a scene: its forces linearised about a state, and the modes of the linear
// system M·ẍ = K·x + C·ẋ over the free particles.
//
// Each mode is an eigenvalue λ of the first-order system ẏ = [[0, I], [M⁻¹K, M⁻¹C]]·y,
// λ = −ζω ± iω√(1 − ζ²); one row per eigenvalue with Im λ ≥ 0 (the conjugate is implied),
// ω = |λ|, ζ = −Re λ/|λ|. An overdamped mode gives two real eigenvalues, each its own row
// with ζ = 1 (or −1 for a growing one); λ = 0 (a free rigid motion) has ω = ζ = 0.
#pragma once

#include "core/forces/force_model.h"

#include <Eigen/Core>
#include <Eigen/SparseCore>
#include <complex>
#include <string>
#include <vector>

namespace clothlab::core {

/// Forces linearised about a state (x, v), over the free particles: particle
/// freeParticles[k] owns rows 3k … 3k + 2.
struct LinearisedForces {
    std::vector<int> freeParticles;
    Eigen::VectorXd masses;                ///< kg, one per row
    Eigen::SparseMatrix<double> stiffness; ///< K = ∂f/∂x, N/m (not symmetric when v ≠ 0)
    Eigen::SparseMatrix<double> damping;   ///< C = ∂f/∂v, N·s/m (symmetric)

    int rows() const { return static_cast<int>(masses.size()); }
};

/// Bounds of a spectrum, checked before its matrices are made so that a scene `run` takes
/// (up to kMaxSceneParticles) is refused with the limit instead of taking gigabytes:
/// the rows of the linearisation (3 per free particle; its triplets are ~1 KB a spring),
inline constexpr long long kMaxSpectrumRows = 300'000;
/// the dense first-order method's n (a (2n)² nonsymmetric eigenproblem: 600 rows ≈ 1 s),
inline constexpr long long kMaxDenseFirstOrderRows = 1'200;
/// the dense symmetric method's n (n² doubles, O(n³): 3000 rows ≈ 10 s),
inline constexpr long long kMaxDenseSymmetricRows = 3'000;
/// and the iterative method's Krylov basis, ncv × n doubles (160 MB).
inline constexpr long long kMaxKrylovEntries = 20'000'000;

/// K and C of the springs (exact: k⁺/k⁻ by the sign of the extension, the transverse term
/// unclamped, the position derivative of spring damping included) and of air drag
/// (C = −c_air·I). Gravity and wind do not depend on the state. Throws
/// std::invalid_argument for systems with orientations (solids): their rotations are not
/// part of the linearisation; MessageError past kMaxSpectrumRows.
LinearisedForces linearise(const System& system, const ForceModel& model, const Eigen::Matrix3Xd& x,
                           const Eigen::Matrix3Xd& v);

/// One row of the spectrum.
struct Mode {
    double re = 0.0;           ///< Re λ, 1/s
    double im = 0.0;           ///< Im λ ≥ 0, 1/s
    double omega = 0.0;        ///< |λ|, rad/s
    double dampingRatio = 0.0; ///< −Re λ/|λ| (0 for λ = 0)
};

/// The row of eigenvalue λ (its conjugate when Im λ < 0).
Mode modeOf(std::complex<double> lambda);

enum class SpectrumMethod {
    Automatic,       ///< dense first-order up to 600 rows, else as below
    DenseFirstOrder, ///< all eigenvalues of the 2n × 2n first-order matrix (exact)
    DenseSymmetric,  ///< all of K·φ = −ω²·M·φ, modal damping (below)
    Iterative        ///< the highest modes of K·φ = −ω²·M·φ with Spectra, modal damping
};

/// Stable id of a method for files and messages: "dense-first-order", "dense-symmetric",
/// "iterative".
std::string spectrumMethodId(SpectrumMethod method);

struct SpectrumOptions {
    int modes = 0; ///< 0: all modes; N > 0: the N of highest ω
    SpectrumMethod method = SpectrumMethod::Automatic;
};

/// Modes sorted by ω ascending (then Re λ), and the method that computed them.
///
/// The symmetric methods solve the undamped problem on the symmetric part of K, as the
/// standard eigenproblem of S = M^(−½)·(−K)·M^(−½), and give each mode φ the damping of the
/// projected equation q̈ − (φᵀCφ)·q̇ + ω²·q = 0 (modal damping): exact when C is a
/// combination of M and K (proportional damping, e.g. air drag alone or no damping) and
/// when v = 0 makes K symmetric; an approximation otherwise, which DenseFirstOrder avoids.
struct Spectrum {
    std::vector<Mode> modes;
    SpectrumMethod method = SpectrumMethod::Automatic;
    /// The scene's velocity retention r (per step, 1 = none): not a force, so not a mode's
    /// damping, but every method's step ends with v ← r·v, and the predictions
    /// (amplification.h) take it into their amplification matrices.
    double velocityRetention = 1.0;
};
/// Throws MessageError, before any eigensolver work, when the method (Automatic resolved)
/// would pass its bound above; the message names the limit and what would fit.
Spectrum computeSpectrum(const LinearisedForces& forces, const SpectrumOptions& options = {});

/// Throws MessageError naming the limit when a system with `freeParticles` free particles
/// is past kMaxSpectrumRows.
void checkSpectrumRows(long long freeParticles);

/// Eigenpairs of the undamped symmetric problem S·ψ = ω²·ψ, S = M^(−½)·(−sym K)·M^(−½): the
/// mode shape is φ = M^(−½)·ψ (mass-normalised, φᵀ·M·φ = 1).
struct SymmetricModes {
    Eigen::VectorXd omega2; ///< ω², rad²/s² (< 0 for a mode the state makes unstable)
    Eigen::MatrixXd psi;    ///< ψ, one column per entry of omega2, orthonormal
};

/// All of them (`count` ≤ 0: dense, ascending) or the `count` highest (0 < count < rows − 1:
/// Spectra's implicitly restarted Lanczos, descending). Throws MessageFailure when the
/// eigensolver does not converge, std::invalid_argument for a count out of range.
SymmetricModes symmetricModes(const LinearisedForces& forces, int count = 0);

} // namespace clothlab::core
