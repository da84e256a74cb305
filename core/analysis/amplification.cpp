// Amplification matrices, predicted stability limits, damping and dispersion
// (amplification.h).
//
// No method is special-cased here: A is read off one step of the method itself on the
// single-mode test system (probeSystem() below), one unit state at a time, so a new method —
// or a user's — gets its predicted limits, damping and dispersion for free. The closed forms
// of the built-in methods are tests the probe must match (tests/core/test_amplification.cpp).
#include "core/analysis/amplification.h"

#include "core/integrators/integrator.h"
#include "core/simulation/simulation.h"

#include <Eigen/Eigenvalues>
#include <Eigen/LU>
#include <algorithm>
#include <cmath>
#include <complex>
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

namespace clothlab::core {

namespace {

/// A number in a message as the CLI prints it.
std::string number(double value) {
    std::ostringstream out;
    out << value;
    return out.str();
}

using State = Eigen::VectorXd;

/// The free particle of the probe system; the anchors are 0 and 2.
constexpr int kProbeParticle = 1;

/// The single-mode test system ẍ = −ω²·x − 2ζω·ẋ as a scene the methods step like any other:
/// one free particle of unit mass between two pinned anchors at (0, 0, 0) and (0, 2, 0), held
/// to each by a spring of rest length 0 and stiffness ω²/2, with air drag 2ζω and neither
/// gravity nor wind. A spring of rest length 0 pulls with −k·d, exactly linear in the offset d
/// whatever its direction (its Jacobian is k·I), and the two anchors' pulls along y cancel, so
/// the particle at (x, 1, 0) moving along x feels −ω²·x − 2ζω·ẋ and nothing else, at any x:
/// one step of a linear one-step method is then exactly the amplification matrix applied to
/// (x, v), without the geometric nonlinearity of a spring of positive rest length.
struct ProbeSystem {
    System system;
    ForceModel model;
};

ProbeSystem probeSystem(double omega, double zeta) {
    System system;
    system.addParticle(Vec3::Zero(), Vec3::Zero(), 1.0, true);
    system.addParticle(Vec3(0.0, 1.0, 0.0), Vec3::Zero(), 1.0, false);
    system.addParticle(Vec3(0.0, 2.0, 0.0), Vec3::Zero(), 1.0, true);
    for (const int anchor : {0, 2}) {
        system.addSpring({anchor, kProbeParticle, 0.0, SpringKind::Structural, 1.0});
    }
    StiffnessTable table;
    table[SpringKind::Structural] = {0.5 * omega * omega, 0.5 * omega * omega, 0.0};
    system.setStiffness(table);
    Environment environment;
    environment.gravity = Vec3::Zero();
    environment.airDrag = 2.0 * zeta * omega;
    ForceModel model(system, environment);
    return {std::move(system), std::move(model)};
}

/// One step of `method` from the mode's state y = (x, v, history…) (see
/// Integrator::probeHistorySize()), h > 0 s: the image of y.
State probeStep(Integrator& method, ProbeSystem& probe, double h, const State& y) {
    System& s = probe.system;
    method.reset();
    s.positions().col(kProbeParticle) = Vec3(y[0], 1.0, 0.0);
    s.velocities().col(kProbeParticle) = Vec3(y[1], 0.0, 0.0);
    const int history = static_cast<int>(y.size()) - 2;
    if (history > 0) {
        method.setProbeHistory(s, kProbeParticle, h, y.tail(history));
    }
    Evaluation start;
    probe.model.evaluate(s, s.positions(), s.velocities(), s.orientations(), s.angularVelocities(),
                         0.0, start.forces, start.torques, start.terms);
    StepContext ctx{s, probe.model, start, 0.0, h};
    method.step(ctx);
    State out(y.size());
    out[0] = s.positions()(0, kProbeParticle);
    out[1] = s.velocities()(0, kProbeParticle);
    if (history > 0) {
        out.tail(history) = method.probeHistory(kProbeParticle);
    }
    return out;
}

/// The reason a choice has no amplification matrix (empty when it has one).
Message noMatrixReason(const IntegratorChoice& choice) {
    const IntegratorInfo* info = findIntegrator(choice.id);
    if (!info) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown integrator '%1'"), choice.id);
    }
    if (info->region != RegionKind::None) {
        return {};
    }
    return info->linearReason
               ? msg(info->linearReason)
               : msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                      "no amplification matrix is derived for this method"));
}

/// The probe of one method (with its parameters) on the mode of one (ω, ζ), for any number of
/// step sizes: the method and the test system are made once (a scan of ω·h steps the same
/// method many times).
class ModeProbe {
public:
    ModeProbe(const IntegratorChoice& choice, double omega, double zeta)
        : m_reason(noMatrixReason(choice)) {
        if (!m_reason.empty()) {
            return;
        }
        m_method = createIntegrator(choice.id);
        for (const auto& [key, value] : choice.parameters) {
            m_method->parameters().set(key, value);
        }
        m_method->setThreadBudget(1);
        m_probe = probeSystem(omega, zeta);
    }

    /// Null when the method has none; reason() says why.
    std::optional<Eigen::MatrixXd> matrix(double h, double retention = 1.0) {
        if (!m_method) {
            return std::nullopt;
        }
        const int size = 2 + m_method->probeHistorySize();
        Eigen::MatrixXd a(size, size);
        for (int j = 0; j < size; ++j) {
            a.col(j) = probeStep(*m_method, m_probe, h, State::Unit(size, j));
        }
        // The new velocity is row 1 in every state: (x, v), (x, v, a) — generalized-α's carried
        // acceleration is the solver's, not retained — and (xₙ₊₁, vₙ₊₁, xₙ, vₙ), whose vₙ was
        // retained a step earlier.
        a.row(1) *= retention;
        return a;
    }

    /// ρ(A) at step h; +∞ when a component is not finite.
    double radius(double h, double retention = 1.0) {
        return spectralRadius(*matrix(h, retention));
    }

    const Message& reason() const { return m_reason; }

private:
    Message m_reason;
    std::unique_ptr<Integrator> m_method;
    ProbeSystem m_probe;
};

/// Whether the first exit ω·h = `exit` of the scan is only where ρ − 1 outgrew the scan's
/// tolerance of 1e-9 rather than a boundary of the region. Near a true boundary Ω* the mode is
/// inside just below it: explicit Euler with damping ζ has ρ² = 1 − 2ζΩ + Ω², below 1 on
/// (0, 2ζ). A mode unstable at every step has ρ − 1 > 0 all the way down, growing like a power
/// of Ω (undamped explicit Euler Ω²/2, RK2 and Heun Ω⁴/8); at a third of the exit it is still
/// resolvable (≥ 1e-9/3⁴ ≈ 1.2e-11, far above rounding, 1e-15).
bool unstableAsStepVanishes(const std::function<double(double)>& radius, double exit) {
    return exit > 0.0 && radius(exit / 3.0) - 1.0 > 1e-14;
}

/// ω of the spectrum's highest mode, rad/s (0 without modes).
double highestOmega(const Spectrum& spectrum) {
    double highest = 0.0;
    for (const Mode& mode : spectrum.modes) {
        highest = std::max(highest, mode.omega);
    }
    return highest;
}

/// A free rigid motion (λ = 0, a double root) comes out of the eigensolver as |λ| of about
/// √ε·ω_max with any ζ: below 1e-6·ω_max a mode is such a motion, not a slow oscillation (it
/// must not make a method "unstable at every dt").
bool freeMotion(const Mode& mode, double highest) {
    return mode.omega <= 1e-6 * highest;
}

/// A mode the exact solution lets grow (Re λ > 0 beyond rounding): not the method's doing.
bool growsExactly(const Mode& mode) {
    return mode.re > 1e-9 * mode.omega;
}

} // namespace

Amplification amplificationMatrix(const IntegratorChoice& choice, double h, double omega,
                                  double zeta, double retention) {
    ModeProbe probe(choice, omega, zeta);
    return {probe.matrix(h, retention), probe.reason()};
}

double spectralRadius(const Eigen::MatrixXd& a) {
    return Eigen::EigenSolver<Eigen::MatrixXd>(a, false).eigenvalues().cwiseAbs().maxCoeff();
}

std::optional<double> stableOmegaH(const IntegratorChoice& choice, double zeta, double retention) {
    ModeProbe probe(choice, 1.0, zeta);
    if (!probe.reason().empty()) {
        return std::nullopt;
    }
    auto radius = [&](double omegaH) { return probe.radius(omegaH, retention); };
    auto stable = [&](double omegaH) {
        const double rho = radius(omegaH);
        return std::isfinite(rho) && rho <= 1.0 + 1e-9;
    };
    double low = 0.0;
    for (int i = 0; i <= 400; ++i) {
        const double omegaH = std::pow(10.0, -6.0 + i / 40.0);
        if (stable(omegaH)) {
            low = omegaH;
            continue;
        }
        double high = omegaH;
        for (int k = 0; k < 60 && high - low > 1e-12 * high; ++k) {
            const double mid = 0.5 * (low + high);
            (stable(mid) ? low : high) = mid;
        }
        return unstableAsStepVanishes(radius, low) ? 0.0 : low;
    }
    return std::numeric_limits<double>::infinity();
}

PredictedLimit predictedStableDt(const IntegratorChoice& choice, const Spectrum& spectrum) {
    PredictedLimit out;
    if (Message reason = noMatrixReason(choice); !reason.empty()) {
        out.reason = reason;
        return out;
    }
    double best = std::numeric_limits<double>::infinity();
    std::map<long long, double> byZeta; // stable ω·h per ζ rounded to 1e-6
    const double highest = highestOmega(spectrum);
    for (const Mode& mode : spectrum.modes) {
        if (freeMotion(mode, highest)) {
            continue;
        }
        if (growsExactly(mode)) {
            ++out.growingModes;
            continue;
        }
        const long long key = std::llround(mode.dampingRatio * 1e6);
        auto it = byZeta.find(key);
        if (it == byZeta.end()) {
            it = byZeta
                     .emplace(key, *stableOmegaH(choice, static_cast<double>(key) * 1e-6,
                                                 spectrum.velocityRetention))
                     .first;
        }
        const double dt = it->second / mode.omega;
        if (dt < best || (dt == 0.0 && best == 0.0)) { // modes come by ω ascending
            best = dt;
            out.omega = mode.omega;
            out.zeta = mode.dampingRatio;
        }
    }
    out.dt = best;
    if (best == 0.0) {
        out.reason = msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                          "unstable at every step size: the mode of ω = %1 "
                                          "rad/s, damping ratio %2, grows however small dt is"),
                         number(out.omega), number(out.zeta));
    }
    return out;
}

SceneLinearisation sceneLinearisation(const Scene& scene, double at) {
    // The state at `at` is the one the scene's own run reaches (the run the workbench and
    // `clothlab-cli run` show), not that of a more accurate method.
    Simulation sim = makeSimulation(scene, scene.integrator);
    if (at > 0.0) { // refused before the run to `at`, not after it
        long long free = 0;
        for (int i = 0; i < sim.system().particleCount(); ++i) {
            free += sim.system().isPinned(i) ? 0 : 1;
        }
        checkSpectrumRows(free);
    }
    if (at > 0.0 && !sim.advanceTo(at)) {
        throw MessageFailure(
            msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                 "the run of %1 (dt = %2 s) to t = %3 s blew up at t = %4 s (%5)"),
                scene.integrator.id, number(scene.integrator.dt), number(at),
                number(sim.blowUp()->time), blowUpCauseId(sim.blowUp()->cause)));
    }
    LinearisedForces forces = linearise(sim.system(), sim.forceModel(), sim.system().positions(),
                                        sim.system().velocities());
    return {sim.system(), std::move(forces), scene.environment.velocityRetention};
}

SceneLinearisation sceneLinearisation(const Scene& scene, const Eigen::Matrix3Xd& x,
                                      const Eigen::Matrix3Xd& v) {
    Simulation sim = makeSimulation(scene, scene.integrator);
    System system = sim.system();
    const Eigen::Index particles = system.particleCount();
    if (x.cols() != particles || v.cols() != particles) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "spectrum: the state has %1 positions and %2 "
                                                "velocities; the scene has %3 particles"),
                static_cast<long long>(x.cols()), static_cast<long long>(v.cols()),
                static_cast<long long>(particles)));
    }
    system.positions() = x;
    system.velocities() = v;
    LinearisedForces forces = linearise(system, sim.forceModel(), x, v);
    return {std::move(system), std::move(forces), scene.environment.velocityRetention};
}

std::optional<ModeGrowth> fastestGrowth(const IntegratorChoice& choice, const Spectrum& spectrum,
                                        double h) {
    if (!noMatrixReason(choice).empty()) {
        return std::nullopt;
    }
    const double highest = highestOmega(spectrum);
    ModeGrowth out;
    for (const Mode& mode : spectrum.modes) {
        if (freeMotion(mode, highest) || growsExactly(mode)) { // as predictedStableDt()
            continue;
        }
        const double rho =
            ModeProbe(choice, mode.omega, mode.dampingRatio).radius(h, spectrum.velocityRetention);
        const double rate = std::log(rho) / h;
        if (rate > out.rate) {
            out = {rate, rho, mode.omega, mode.dampingRatio};
        }
    }
    return out;
}

Spectrum sceneSpectrum(const LinearisedForces& forces, int modes) {
    SpectrumOptions options;
    options.modes = modes;
    if (modes == 0 && forces.rows() > 3000) {
        options.modes = 200;
    }
    return computeSpectrum(forces, options);
}

Spectrum sceneSpectrum(const SceneLinearisation& linearisation, int modes) {
    Spectrum spectrum = sceneSpectrum(linearisation.forces, modes);
    spectrum.velocityRetention = linearisation.velocityRetention;
    return spectrum;
}

Spectrum sceneSpectrum(const Scene& scene, double at, int modes) {
    return sceneSpectrum(sceneLinearisation(scene, at), modes);
}

std::optional<DispersionPoint> dispersionAt(const IntegratorChoice& choice, double omegaH,
                                            double zeta) {
    const Amplification a = amplificationMatrix(choice, omegaH, 1.0, zeta);
    if (!a.matrix) {
        return std::nullopt;
    }
    const Eigen::VectorXcd lambdas =
        Eigen::EigenSolver<Eigen::MatrixXd>(*a.matrix, false).eigenvalues();
    DispersionPoint p;
    p.omegaH = omegaH;
    p.spectralRadius = lambdas.cwiseAbs().maxCoeff();
    // The principal root: nearest the exact exp(h·λ), λ = −ζω + iω√(1 − ζ²) (upper half plane).
    const double damped = zeta < 1.0 ? std::sqrt(1.0 - zeta * zeta) : 0.0;
    const std::complex<double> exact = std::exp(omegaH * std::complex<double>(-zeta, damped));
    std::complex<double> principal = lambdas[0];
    for (const std::complex<double>& l : lambdas) {
        const std::complex<double> upper(l.real(), std::abs(l.imag()));
        if (std::abs(upper - exact) < std::abs(principal - exact)) {
            principal = upper;
        }
    }
    principal = {principal.real(), std::abs(principal.imag())};
    if (principal.imag() > 0.0 && std::abs(principal) > 0.0) {
        const double arg = std::arg(principal);
        p.dampingRatio = -std::log(std::abs(principal)) / arg + 0.0; // + 0.0: no "-0" in CSVs
        p.periodError = omegaH * damped / arg - 1.0;
    }
    return p;
}

std::optional<DispersionCurve> dispersionCurve(const IntegratorChoice& choice,
                                               const std::vector<double>& omegaHs, double zeta) {
    DispersionCurve curve{choice, zeta, {}};
    for (double omegaH : omegaHs) {
        std::optional<DispersionPoint> point = dispersionAt(choice, omegaH, zeta);
        if (!point) {
            return std::nullopt;
        }
        curve.points.push_back(*point);
    }
    return curve;
}

} // namespace clothlab::core
