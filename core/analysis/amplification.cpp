// Amplification matrices, predicted stability limits, damping and dispersion
// (amplification.h).
//
// Each method's step on the test mode ẍ = a(x, v) = −ω²·x − c·ẋ, c = 2ζω, is written below
// with the same stages as its integrator (explicit_integrators.cpp, textbook_*.cpp,
// implicit_integrators.cpp); A is the matrix whose columns are the steps of the basis
// vectors. For implicit methods the linear equation of the step is solved exactly.
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
using Step = std::function<State(const State&)>;

/// The test mode and the step size.
struct Mode1 {
    double w2 = 0.0; ///< ω²
    double c = 0.0;  ///< 2ζω
    double h = 0.0;
    double accel(double x, double v) const { return -w2 * x - c * v; }
    /// L of ẏ = L·y, y = (x, v).
    Eigen::Matrix2d generator() const {
        return (Eigen::Matrix2d() << 0.0, 1.0, -w2, -c).finished();
    }
};

State xv(double x, double v) {
    return (State(2) << x, v).finished();
}

State verletStep(const Mode1& m, double h, const State& y) {
    const double vHalf = y[1] + 0.5 * h * m.accel(y[0], y[1]);
    const double x = y[0] + h * vHalf;
    return xv(x, vHalf + 0.5 * h * m.accel(x, vHalf));
}

/// Explicit Runge–Kutta with a lower-triangular tableau on ẏ = L·y.
State rungeKutta(const Mode1& m, const std::vector<std::vector<double>>& a,
                 const std::vector<double>& b, const State& y) {
    const Eigen::Matrix2d l = m.generator();
    std::vector<Eigen::Vector2d> k;
    for (std::size_t i = 0; i < b.size(); ++i) {
        Eigen::Vector2d yi = y;
        for (std::size_t j = 0; j < i; ++j) {
            yi += m.h * a[i][j] * k[j];
        }
        k.push_back(l * yi);
    }
    Eigen::Vector2d out = y;
    for (std::size_t i = 0; i < b.size(); ++i) {
        out += m.h * b[i] * k[i];
    }
    return out;
}

/// Generalized-α / Newmark on (x, v, a) (textbook_implicit.cpp): the linear equation for
/// aₙ₊₁ solved exactly.
State alphaStep(const Mode1& m, double am, double af, double gamma, double beta, const State& y) {
    const double h = m.h;
    const double xp = y[0] + h * y[1] + h * h * (0.5 - beta) * y[2];
    const double vp = y[1] + h * (1.0 - gamma) * y[2];
    // (1 − αm)·a⁺ + αm·a = −ω²·((1 − αf)(xp + h²β·a⁺) + αf·x) − c·((1 − αf)(vp + hγ·a⁺) + αf·v)
    const double lhs = (1.0 - am) + (1.0 - af) * (m.w2 * h * h * beta + m.c * h * gamma);
    const double rhs =
        -am * y[2] - m.w2 * ((1.0 - af) * xp + af * y[0]) - m.c * ((1.0 - af) * vp + af * y[1]);
    const double aNew = rhs / lhs;
    return (State(3) << xp + h * h * beta * aNew, vp + h * gamma * aNew, aNew).finished();
}

double parameter(const IntegratorChoice& choice, std::string_view id) {
    const IntegratorInfo* info = findIntegrator(choice.id);
    ParameterSet set(info->parameters);
    for (const auto& [key, value] : choice.parameters) {
        set.set(key, value);
    }
    return set.value(id);
}

/// The step of `choice` on the test mode, its state size, or the reason there is none.
struct MethodStep {
    Step step;
    int size = 2;
    Message reason;
};

MethodStep linear(Step step, int size = 2) {
    MethodStep m;
    m.step = std::move(step);
    m.size = size;
    return m;
}

MethodStep explicitStep(const std::string& id, const Mode1& m) {
    const Eigen::Matrix2d l = m.generator();
    const double h = m.h;
    if (id == "explicit-euler") {
        return linear([=](const State& y) { return State(y + h * (l * y)); });
    }
    if (id == "symplectic-euler") {
        return linear([=](const State& y) {
            const double v = y[1] + h * m.accel(y[0], y[1]);
            return xv(y[0] + h * v, v);
        });
    }
    if (id == "verlet") {
        return linear([=](const State& y) { return verletStep(m, h, y); });
    }
    if (id == "yoshida4") {
        return linear([=](const State& y) {
            const double w1 = 1.0 / (2.0 - std::cbrt(2.0));
            const double w0 = 1.0 - 2.0 * w1;
            return verletStep(m, w1 * h, verletStep(m, w0 * h, verletStep(m, w1 * h, y)));
        });
    }
    static const std::map<std::string,
                          std::pair<std::vector<std::vector<double>>, std::vector<double>>>
        tableaus{
            {"rk2", {{{}, {0.5}}, {0.0, 1.0}}},
            {"heun", {{{}, {1.0}}, {0.5, 0.5}}},
            {"rk3", {{{}, {0.5}, {-1.0, 2.0}}, {1.0 / 6, 4.0 / 6, 1.0 / 6}}},
            {"rk4",
             {{{}, {0.5}, {0.0, 0.5}, {0.0, 0.0, 1.0}}, {1.0 / 6, 2.0 / 6, 2.0 / 6, 1.0 / 6}}}};
    const auto t = tableaus.find(id);
    if (t != tableaus.end()) {
        const auto tableau = t->second;
        return linear(
            [=](const State& y) { return rungeKutta(m, tableau.first, tableau.second, y); });
    }
    return {nullptr, 0, {}};
}

MethodStep implicitStep(const IntegratorChoice& choice, const Mode1& m) {
    const Eigen::Matrix2d l = m.generator();
    const Eigen::Matrix2d id2 = Eigen::Matrix2d::Identity();
    const double h = m.h;
    const std::string& id = choice.id;
    if (id == "implicit-euler") {
        const Eigen::Matrix2d a = (id2 - h * l).inverse();
        return linear([=](const State& y) { return State(a * y); });
    }
    if (id == "implicit-midpoint") {
        const Eigen::Matrix2d a = (id2 - 0.5 * h * l).inverse() * (id2 + 0.5 * h * l);
        return linear([=](const State& y) { return State(a * y); });
    }
    if (id == "bdf2") { // (yₙ, yₙ₋₁) → (yₙ₊₁, yₙ): yₙ₊₁ = (I − ⅔h·L)⁻¹·(4yₙ − yₙ₋₁)/3
        const Eigen::Matrix2d s = (id2 - (2.0 / 3.0) * h * l).inverse();
        return linear(
            [=](const State& y) {
                State out(4);
                out.head<2>() = s * (4.0 * y.head<2>() - y.tail<2>()) / 3.0;
                out.tail<2>() = y.head<2>();
                return out;
            },
            4);
    }
    if (id == "newmark") {
        const double gamma = parameter(choice, "gamma");
        const double beta = parameter(choice, "beta");
        // The carried acceleration equals M⁻¹·f(xₙ, vₙ) after every converged step.
        return linear([=](const State& y) {
            const State full = (State(3) << y[0], y[1], m.accel(y[0], y[1])).finished();
            return State(alphaStep(m, 0.0, 0.0, gamma, beta, full).head<2>());
        });
    }
    if (id == "generalized-alpha") {
        const double rho = parameter(choice, "rho-infinity");
        const double am = (2.0 * rho - 1.0) / (rho + 1.0);
        const double af = rho / (rho + 1.0);
        const double gamma = 0.5 - am + af;
        const double beta = 0.25 * (1.0 - am + af) * (1.0 - am + af);
        return linear([=](const State& y) { return alphaStep(m, am, af, gamma, beta, y); }, 3);
    }
    return {nullptr, 0, {}};
}

MethodStep methodStep(const IntegratorChoice& choice, const Mode1& m) {
    MethodStep s = explicitStep(choice.id, m);
    if (!s.step) {
        s = implicitStep(choice, m);
    }
    if (s.step) {
        return s;
    }
    const std::string& id = choice.id;
    if (id == "rk45" || id == "dop853") {
        s.reason = msg(CLOTHLAB_TR_NOOP(
            "CoreMessage", "adaptive step size: the internal steps depend on the error "
                           "estimate, so one frame step is not a fixed linear map"));
    } else if (id == "pbd" || id == "xpbd" || id == "velocity-constraints") {
        s.reason = msg(CLOTHLAB_TR_NOOP(
            "CoreMessage", "constraint projection acts on spring lengths, not linearly on (x, v)"));
    } else if (id == "projective-dynamics" || id == "chebyshev") {
        s.reason = msg(CLOTHLAB_TR_NOOP(
            "CoreMessage", "a fixed number of iterations of a nonlinear local/global "
                           "or descent solve: the step is not a linear map of (x, v)"));
    } else {
        s.reason = findIntegrator(id)
                       ? msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                              "no amplification matrix is derived for this method"))
                       : msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown integrator '%1'"), id);
    }
    return s;
}

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
    const Mode1 m{omega * omega, 2.0 * zeta * omega, h};
    const MethodStep s = methodStep(choice, m);
    if (!s.step) {
        return {std::nullopt, s.reason};
    }
    Eigen::MatrixXd a(s.size, s.size);
    for (int j = 0; j < s.size; ++j) {
        a.col(j) = s.step(State::Unit(s.size, j));
    }
    // The new velocity is row 1 in every state: (x, v), (x, v, a) — generalized-α's carried
    // acceleration is the solver's, not retained — and (xₙ₊₁, vₙ₊₁, xₙ, vₙ), whose vₙ was
    // retained a step earlier.
    a.row(1) *= retention;
    return {a, {}};
}

RegionKind regionKind(const std::string& id) {
    static const std::set<std::string> firstOrder{
        "explicit-euler",    "rk2", "heun", "rk3", "rk4", "implicit-euler",
        "implicit-midpoint", "bdf2"};
    static const std::set<std::string> perMode{"symplectic-euler", "verlet", "yoshida4", "newmark",
                                               "generalized-alpha"};
    if (firstOrder.count(id) != 0) {
        return RegionKind::FirstOrder;
    }
    return perMode.count(id) != 0 ? RegionKind::PerMode : RegionKind::None;
}

double spectralRadius(const Eigen::MatrixXd& a) {
    return Eigen::EigenSolver<Eigen::MatrixXd>(a, false).eigenvalues().cwiseAbs().maxCoeff();
}

std::optional<double> stableOmegaH(const IntegratorChoice& choice, double zeta, double retention) {
    auto radius = [&](double omegaH) {
        return spectralRadius(*amplificationMatrix(choice, omegaH, 1.0, zeta, retention).matrix);
    };
    auto stable = [&](double omegaH) {
        const double rho = radius(omegaH);
        return std::isfinite(rho) && rho <= 1.0 + 1e-9;
    };
    if (!amplificationMatrix(choice, 1.0, 1.0, zeta).matrix) {
        return std::nullopt;
    }
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
    if (!amplificationMatrix(choice, 1.0, 1.0, 0.0).matrix) {
        out.reason = amplificationMatrix(choice, 1.0, 1.0, 0.0).reason;
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
    if (!amplificationMatrix(choice, h, 1.0, 0.0).matrix) {
        return std::nullopt;
    }
    const double highest = highestOmega(spectrum);
    ModeGrowth out;
    for (const Mode& mode : spectrum.modes) {
        if (freeMotion(mode, highest) || growsExactly(mode)) { // as predictedStableDt()
            continue;
        }
        const double rho =
            spectralRadius(*amplificationMatrix(choice, h, mode.omega, mode.dampingRatio,
                                                spectrum.velocityRetention)
                                .matrix);
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
