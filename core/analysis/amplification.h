// What each integrator does to one damped mode: its amplification matrix, the predicted
// largest stable step of a scene from its spectrum, and the numerical damping and dispersion
// of the method (the Hilber–Hughes–Taylor plots).
//
// The test system is one mode of the linearised scene, ẍ = −ω²·x − 2ζω·ẋ (per unit mass).
// A linear one-step method maps its state to A(h; ω, ζ)·state: the state is (x, v) followed
// by what the method carries from step to step (Integrator::probeHistorySize(): generalized-α
// its acceleration, (x, v, a); bdf2 its previous step, (xₙ, vₙ, xₙ₋₁, vₙ₋₁)). A is read off
// one step of the method itself on a system whose only motion is that mode, one unit state at
// a time (DESIGN §3: probing), so it is the method, not a textbook formula for it; the tests
// check it against the closed forms of the built-in methods. Implicit methods converge in one
// Newton iteration on the linear system. A method whose step is not a linear map of its state
// (IntegratorInfo::region None: adaptive steps, constraint projections, a fixed number of
// nonlinear iterations) has no matrix and says why.
#pragma once

#include "core/analysis/spectrum.h"
#include "core/base/message.h"
#include "core/integrators/integrator.h"
#include "core/model/system.h"
#include "core/scene/scene.h"

#include <Eigen/Core>
#include <optional>
#include <string>
#include <vector>

namespace clothlab::core {

/// The amplification matrix of a method with its parameters, or the reason it has none.
struct Amplification {
    std::optional<Eigen::MatrixXd> matrix; ///< square, 2, 3 or 4 rows (see above)
    Message reason;                        ///< why there is none (empty when there is)
};

/// A(h; ω, ζ) of `choice` (its id and parameter overrides; choice.dt is ignored), h > 0 s,
/// ω ≥ 0 rad/s. `retention` r is a velocity retention after each step (v ← r·v, the scene's
/// velocity_retention): A becomes diag(1, r, …)·A, the rows of the step's new velocity
/// scaled. An unknown id has no matrix and says so.
Amplification amplificationMatrix(const IntegratorChoice& choice, double h, double omega,
                                  double zeta, double retention = 1.0);

/// Spectral radius of a square matrix.
double spectralRadius(const Eigen::MatrixXd& a);

/// The largest ω·h of one mode up to which every step is stable, ρ(A) ≤ 1 + 1e-9: scanned on a
/// logarithmic grid of ω·h from 1e-6 to 1e4 (40 points per decade) up to the first unstable
/// point, then bisected. A stable island beyond the first exit is ignored (stepping through
/// the unstable gap would blow up). +∞ when no grid point is unstable; 0 when the mode is
/// unstable at every step size (explicit Euler, RK2 and Heun on an undamped mode: ρ > 1 as
/// ω·h → 0); nullopt when the method has no amplification matrix.
std::optional<double> stableOmegaH(const IntegratorChoice& choice, double zeta,
                                   double retention = 1.0);

/// The predicted stability limit of a scene for one method.
struct PredictedLimit {
    /// s; +∞ when no mode limits it; 0 when a mode is unstable at every dt (reason says
    /// which); empty when the method has no amplification matrix (reason says why).
    std::optional<double> dt;
    Message reason;       ///< why dt is empty or 0
    double omega = 0.0;   ///< rad/s, the mode that sets the limit
    double zeta = 0.0;    ///< its damping ratio
    int growingModes = 0; ///< modes with Re λ > 0 (the exact solution grows): not counted
};

/// The largest dt for which every mode of `spectrum` has ρ(A) ≤ 1: the minimum over the
/// modes (ω > 0, Re λ ≤ 0) of stableOmegaH(choice, ζ, spectrum.velocityRetention)/ω. ζ is rounded
/// to 1e-6 to reuse the per-ζ scan across modes. When several modes are unstable at every dt, the
/// one named is the highest (it grows fastest: ln ρ/h ≈ ω²·h/2 for explicit Euler).
PredictedLimit predictedStableDt(const IntegratorChoice& choice, const Spectrum& spectrum);

/// How fast a method's unstable modes grow at one step: past the predicted limit a mode's
/// amplitude is multiplied by ρ(A) > 1 every step, e-fold every h/ln ρ seconds. For a method
/// whose region does not hold the imaginary axis near 0 (explicit Euler, RK2, Heun) that is
/// slow just past the limit (ln ρ ≈ 2ζ²ε per step at ω·h = 2ζ(1 + ε) for explicit Euler), so a
/// run of a few seconds may end before the mode shows: the reason a limit measured by trial
/// runs can lie above the prediction.
struct ModeGrowth {
    double rate = 0.0;   ///< ln ρ/h of the fastest-growing mode, 1/s; 0 when none grows
    double radius = 1.0; ///< its ρ(A) per step
    double omega = 0.0;  ///< rad/s
    double zeta = 0.0;
};

/// The fastest-growing mode of `spectrum` at step h (the modes predictedStableDt() counts,
/// with the spectrum's velocity retention); nullopt when the method has no amplification
/// matrix.
std::optional<ModeGrowth> fastestGrowth(const IntegratorChoice& choice, const Spectrum& spectrum,
                                        double h);

/// The spectrum used for predictions: the scene built and linearised at its initial state,
/// or at time `at` (s, ≥ 0) of a run of the scene's own integrator and dt; all modes up to
/// 3000 rows, else the 200 highest (Spectra); `modes` > 0: the `modes` highest; with the
/// scene's velocity retention. Throws std::runtime_error ("… blew up …") when that run blows up
/// before `at`, and std::invalid_argument for scenes linearise() refuses.
Spectrum sceneSpectrum(const Scene& scene, double at = 0.0, int modes = 0);

/// A scene's system at the state of sceneSpectrum() and its forces linearised there.
struct SceneLinearisation {
    System system; ///< built from the scene and, for `at` > 0, run to `at`
    LinearisedForces forces;
    double velocityRetention = 1.0; ///< the scene's, for its spectrum
};

/// The linearisation sceneSpectrum() uses (same state, same throws), for a caller that also
/// needs mode shapes (stability_region.h) without linearising twice.
SceneLinearisation sceneLinearisation(const Scene& scene, double at = 0.0);

/// The linearisation of the scene's forces about a given state of its particles (positions x
/// and velocities v, m and m/s, one column per particle), e.g. a running simulation's, with
/// the scene's velocity retention. Throws MessageError when x or v does not have one column per
/// particle of the scene, and std::invalid_argument for scenes linearise() refuses.
SceneLinearisation sceneLinearisation(const Scene& scene, const Eigen::Matrix3Xd& x,
                                      const Eigen::Matrix3Xd& v);

/// sceneSpectrum() of a linearisation: all modes up to 3000 rows, else the 200 highest;
/// `modes` > 0: the `modes` highest.
Spectrum sceneSpectrum(const LinearisedForces& forces, int modes = 0);
/// The same of a scene's linearisation, with the scene's velocity retention.
Spectrum sceneSpectrum(const SceneLinearisation& linearisation, int modes = 0);

/// One point of the damping and dispersion curves of a method.
struct DispersionPoint {
    double omegaH = 0.0;         ///< Ω = ω·h
    double spectralRadius = 0.0; ///< ρ(A)
    /// Hilber, Hughes & Taylor (1977): the principal eigenvalue of A (the one nearest the
    /// exact exp(h·λ)) written λ = exp(Ω̄·(−ζ̄ ± i)), so Ω̄ = arg λ, ζ̄ = −ln|λ|/Ω̄, and
    /// T̄/T − 1 = Ω·√(1 − ζ²)/Ω̄ − 1 (the exact damped period against the numerical one).
    /// Empty when the principal eigenvalue is real (the mode does not oscillate numerically).
    std::optional<double> dampingRatio;
    std::optional<double> periodError;
};

/// Damping and dispersion of `choice` for a mode of physical damping ratio ζ at Ω = ω·h
/// (ω = 1 rad/s, h = Ω); nullopt when the method has no amplification matrix.
std::optional<DispersionPoint> dispersionAt(const IntegratorChoice& choice, double omegaH,
                                            double zeta);

/// The damping and dispersion curve of one method over a range of Ω = ω·h.
struct DispersionCurve {
    IntegratorChoice integrator; ///< dt unused
    double zeta = 0.0;           ///< physical damping ratio of the mode
    std::vector<DispersionPoint> points;
};

/// dispersionAt() at each of `omegaHs`; nullopt when the method has no amplification matrix.
std::optional<DispersionCurve> dispersionCurve(const IntegratorChoice& choice,
                                               const std::vector<double>& omegaHs, double zeta);

} // namespace clothlab::core
