// Amplification matrices against the real integrators, stability limits and damping /
// dispersion against closed forms and against simulated oscillators
// (core/analysis/amplification.h).
#include "core/analysis/amplification.h"
#include "core/integrators/integrator.h"
#include "core/scene/presets.h"
#include "test_support.h"

#include <Eigen/LU>
#include <QtTest>
#include <cstring>
#include <functional>
#include <map>

using namespace clothlab::core;

namespace {

constexpr double kK = 100.0; // N/m, m = 1 kg: ω = 10 rad/s
constexpr double kC = 3.0;   // N·s/m: ζ = 0.15

const std::vector<std::pair<std::string, double>> kTightNewton{{"newton-iterations", 12},
                                                               {"cg-tolerance", 1e-14}};

/// The damped oscillator moving along its spring: x = L + e, state (e, v); `retention` is the
/// scene's velocity retention per step.
Simulation oscillator(const IntegratorChoice& choice, double retention = 1.0) {
    Scene scene = springOscillatorScene(kK, 1.0, 1.0, 0.1);
    scene.stiffness[SpringKind::Structural].damping = kC;
    scene.environment.velocityRetention = retention;
    Simulation sim = makeSimulation(scene, choice);
    sim.system().velocities()(0, 1) = 0.7;
    sim.stateChanged();
    return sim;
}

// The closed forms of the built-in methods on the test mode ẍ = −ω²·x − c·ẋ, c = 2ζω, written
// with the same stages as their integrators: the probe of amplification.cpp, which steps the
// methods themselves, must agree with them (closedFormsMatchTheProbe).
namespace closed {

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

/// Generalized-α / Newmark on (x, v, a) (newton_implicit.cpp): the linear equation for
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
    return s.step ? s : implicitStep(choice, m);
}

/// The closed-form A(h; ω, ζ), or an empty matrix for a method without one.
Eigen::MatrixXd matrix(const IntegratorChoice& choice, double h, double omega, double zeta) {
    const Mode1 m{omega * omega, 2.0 * zeta * omega, h};
    const MethodStep s = methodStep(choice, m);
    if (!s.step) {
        return {};
    }
    Eigen::MatrixXd a(s.size, s.size);
    for (int j = 0; j < s.size; ++j) {
        a.col(j) = s.step(State::Unit(s.size, j));
    }
    return a;
}

} // namespace closed

} // namespace

class TestAmplification : public QObject {
    Q_OBJECT

private slots:
    void closedFormsMatchTheProbe_data();
    void closedFormsMatchTheProbe();
    void matrixReproducesOneStep_data();
    void matrixReproducesOneStep();
    void bdf2CompanionReproducesTwoSteps();
    void methodsWithoutMatrixSayWhy();
    void regionKindFollowsTheMatrix();
    void spectrumAfterBlowUpIsAFailureWithItsMessage();
    void stableOmegaHClosedForms_data();
    void stableOmegaHClosedForms();
    void explicitEulerNeedsDamping();
    void velocityRetentionStabilises();
    void growthPastTheLimit();
    void undampedModesAreUnstableAtEveryDt_data();
    void undampedModesAreUnstableAtEveryDt();
    void dispersionClosedForms();
    void dispersionMatchesSimulatedOscillators();
};

void TestAmplification::closedFormsMatchTheProbe_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("parameter");
    QTest::addColumn<double>("value");
    for (const char* id :
         {"explicit-euler", "symplectic-euler", "verlet", "rk2", "rk4", "heun", "rk3", "yoshida4",
          "implicit-euler", "implicit-midpoint", "bdf2", "newmark", "generalized-alpha"}) {
        QTest::newRow(id) << id << QString() << 0.0;
    }
    QTest::newRow("newmark, central difference") << "newmark"
                                                 << "beta" << 0.0;
    QTest::newRow("newmark, gamma 0.6") << "newmark"
                                        << "gamma" << 0.6;
    QTest::newRow("generalized-alpha, rho 0") << "generalized-alpha"
                                              << "rho-infinity" << 0.0;
    QTest::newRow("generalized-alpha, rho 1") << "generalized-alpha"
                                              << "rho-infinity" << 1.0;
}

// Every built-in method whose step is a linear map: the probed matrix equals the closed form to
// 1e-12 (relative to the largest entry, at least 1) over step sizes from far inside to far
// outside the stability limit, damped and undamped, with the default parameters.
void TestAmplification::closedFormsMatchTheProbe() {
    QFETCH(QString, id);
    QFETCH(QString, parameter);
    QFETCH(double, value);
    IntegratorChoice choice{id.toStdString(), 0.01, {}};
    if (!parameter.isEmpty()) {
        choice.parameters.emplace_back(parameter.toStdString(), value);
    }
    int compared = 0;
    for (const double omega : {1.0, 10.0, 3000.0}) {
        for (const double zeta : {0.0, 0.05, 0.7, 2.0}) {
            for (const double omegaH : {1e-4, 0.1, 1.3, 2.5, 40.0}) {
                const double h = omegaH / omega;
                const Eigen::MatrixXd expected = closed::matrix(choice, h, omega, zeta);
                QVERIFY(expected.size() > 0);
                const Amplification probed = amplificationMatrix(choice, h, omega, zeta);
                QVERIFY(probed.matrix && probed.reason.empty());
                QCOMPARE(probed.matrix->rows(), expected.rows());
                const double scale = std::max(1.0, expected.cwiseAbs().maxCoeff());
                Eigen::MatrixXd error = (*probed.matrix - expected).cwiseAbs();
                if (error.rows() == 3) {
                    // Generalized-α's carried acceleration is computed by the method as
                    // aₙ₊₁ = (vₙ₊₁ − ṽ)/(h·γ): its rounding grows as 1/(ω·h) (3.5e-12 at
                    // ω·h = 1e-4), where the closed form solves for aₙ₊₁ directly.
                    error.row(2) *= std::min(1.0, omegaH);
                }
                const double difference = error.maxCoeff();
                QVERIFY2(difference <= 1e-12 * scale,
                         qPrintable(QStringLiteral("ω = %1, ζ = %2, ωh = %3: |A − A*| = %4 of %5")
                                        .arg(omega)
                                        .arg(zeta)
                                        .arg(omegaH)
                                        .arg(difference)
                                        .arg(scale)));
                ++compared;
            }
        }
    }
    QCOMPARE(compared, 60);
}

void TestAmplification::matrixReproducesOneStep_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("retention");
    for (const char* id :
         {"explicit-euler", "symplectic-euler", "verlet", "rk2", "rk4", "heun", "rk3", "yoshida4",
          "implicit-euler", "implicit-midpoint", "newmark", "generalized-alpha"}) {
        QTest::newRow(id) << id << 1.0;
        QTest::addRow("%s, retention 0.9", id) << id << 0.9;
    }
}

void TestAmplification::matrixReproducesOneStep() {
    QFETCH(QString, id);
    QFETCH(double, retention);
    const std::string sid = id.toStdString();
    const double h = 0.03;
    IntegratorChoice choice{sid, h, {}};
    if (findIntegrator(sid)->implicit) {
        choice.parameters = kTightNewton;
    }
    Simulation sim = oscillator(choice, retention);
    const double e0 = sim.system().positions()(0, 1) - 1.0;
    const double v0 = sim.system().velocities()(0, 1);
    QVERIFY(sim.step());
    const Amplification a = amplificationMatrix(choice, h, 10.0, kC / 20.0, retention);
    QVERIFY(a.matrix && a.reason.empty());
    Eigen::VectorXd y0(a.matrix->rows());
    y0.setZero();
    y0[0] = e0;
    y0[1] = v0;
    if (y0.size() == 3) { // generalized-α's start acceleration M⁻¹·f(x₀, v₀)
        y0[2] = -kK * e0 - kC * v0;
    }
    const Eigen::VectorXd y1 = *a.matrix * y0;
    QVERIFY2(std::abs(y1[0] - (sim.system().positions()(0, 1) - 1.0)) < 1e-12,
             qPrintable(QString("x: %1 vs %2").arg(y1[0]).arg(sim.system().positions()(0, 1) - 1)));
    QVERIFY2(std::abs(y1[1] - sim.system().velocities()(0, 1)) < 1e-11,
             qPrintable(QString("v: %1 vs %2").arg(y1[1]).arg(sim.system().velocities()(0, 1))));
}

void TestAmplification::bdf2CompanionReproducesTwoSteps() {
    const double h = 0.03;
    const IntegratorChoice choice{"bdf2", h, kTightNewton};
    Simulation sim = oscillator(choice);
    const Eigen::Vector2d y0(sim.system().positions()(0, 1) - 1.0, sim.system().velocities()(0, 1));
    QVERIFY(sim.step()); // the first step is backward Euler
    const Eigen::Vector2d y1(sim.system().positions()(0, 1) - 1.0, sim.system().velocities()(0, 1));
    QVERIFY(sim.step());
    const Amplification a = amplificationMatrix(choice, h, 10.0, kC / 20.0);
    QCOMPARE(a.matrix->rows(), 4);
    Eigen::Vector4d state;
    state << y1, y0;
    const Eigen::Vector4d y2 = *a.matrix * state;
    QVERIFY(std::abs(y2[0] - (sim.system().positions()(0, 1) - 1.0)) < 1e-12);
    QVERIFY(std::abs(y2[1] - sim.system().velocities()(0, 1)) < 1e-11);
}

void TestAmplification::methodsWithoutMatrixSayWhy() {
    for (const char* id : {"rk45", "dop853", "pbd", "xpbd", "velocity-constraints",
                           "projective-dynamics", "chebyshev"}) {
        const Amplification a = amplificationMatrix({id, 0.01, {}}, 0.01, 10.0, 0.0);
        QVERIFY2(!a.matrix && a.reason.english().size() > 20, id);
        QVERIFY(!stableOmegaH({id, 0.01, {}}, 0.0));
    }
    QVERIFY(amplificationMatrix({"no-such", 0.01, {}}, 0.01, 1.0, 0.0)
                .reason.english()
                .find("no-such") != std::string::npos);
}

// A first-order method is a function of h·L (A = R(h·L)), so its matrix commutes with the
// mode's generator L = [[0, 1], [−ω², −2ζω]]; a partitioned or second-order scheme's does not
// (symplectic Euler: x takes the new v). bdf2's companion matrix is checked on its blocks.
// Every method of the catalogue has a kind exactly when it has a matrix.
void TestAmplification::regionKindFollowsTheMatrix() {
    const double omega = 7.0;
    const double zeta = 0.2;
    Eigen::Matrix2d l;
    l << 0.0, 1.0, -omega * omega, -2.0 * zeta * omega;
    int firstOrder = 0;
    int perMode = 0;
    for (const IntegratorInfo* info : integratorCatalog()) {
        // Newmark's default (γ = ½, β = ¼) is the trapezoidal rule on a linear mode, a function
        // of h·L after all; its explicit central difference (β = 0) is not.
        IntegratorChoice choice{info->id, 0.01, {}};
        if (info->id == "newmark") {
            choice.parameters = {{"beta", 0.0}};
        }
        const Amplification a = amplificationMatrix(choice, 0.05, omega, zeta);
        const RegionKind kind = regionKind(info->id);
        QVERIFY2(a.matrix.has_value() == (kind != RegionKind::None), info->id.c_str());
        if (!a.matrix) {
            continue;
        }
        Eigen::MatrixXd m = *a.matrix;
        if (m.rows() == 4) { // bdf2: (yₙ₊₁, yₙ) from (yₙ, yₙ₋₁); its blocks are functions of L
            m = m.topLeftCorner(2, 2).eval();
        } else if (m.rows() == 3) { // generalized-α carries its acceleration
            QCOMPARE(kind, RegionKind::PerMode);
            ++perMode;
            continue;
        }
        const double commutator = (m * l - l * m).norm() / (m.norm() * l.norm());
        if (kind == RegionKind::FirstOrder) {
            QVERIFY2(commutator < 1e-12, info->id.c_str());
            ++firstOrder;
        } else {
            QVERIFY2(commutator > 1e-4, info->id.c_str());
            ++perMode;
        }
    }
    QCOMPARE(firstOrder, 8);
    QCOMPARE(perMode, 5);
}

// A run that blows up before `at` is not bad input: a MessageFailure (a runtime_error), whose
// marked message messageOf() hands to the GUI.
void TestAmplification::spectrumAfterBlowUpIsAFailureWithItsMessage() {
    Scene scene = loadPreset("windy-cloth");
    scene.integrator = {"explicit-euler", 0.01, {}};
    try {
        (void)sceneSpectrum(scene, 2.0);
        QFAIL("no blow-up");
    } catch (const MessageFailure& e) {
        QCOMPARE(std::strcmp(messageOf(e).text,
                             "the run of %1 (dt = %2 s) to t = %3 s blew up at t = %4 s (%5)"),
                 0);
        QCOMPARE(std::string(e.what()), e.message().english());
        QVERIFY2(e.message().english().rfind("the run of explicit-euler (dt = 0.01 s) to t = 2 s",
                                             0) == 0,
                 e.what());
    }
}

void TestAmplification::stableOmegaHClosedForms_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("limit");
    QTest::newRow("symplectic-euler") << "symplectic-euler" << 2.0;
    QTest::newRow("verlet") << "verlet" << 2.0;
    QTest::newRow("rk4") << "rk4" << 2.0 * std::sqrt(2.0);
    QTest::newRow("rk3") << "rk3" << std::sqrt(3.0);
    QTest::newRow("yoshida4") << "yoshida4" << 1.5734;
    QTest::newRow("implicit-euler") << "implicit-euler" << qInf();
    QTest::newRow("implicit-midpoint") << "implicit-midpoint" << qInf();
    QTest::newRow("newmark") << "newmark" << qInf();
    QTest::newRow("generalized-alpha") << "generalized-alpha" << qInf();
    QTest::newRow("bdf2") << "bdf2" << qInf();
}

void TestAmplification::stableOmegaHClosedForms() {
    QFETCH(QString, id);
    QFETCH(double, limit);
    const std::optional<double> omegaH = stableOmegaH({id.toStdString(), 0.01, {}}, 0.0);
    QVERIFY(omegaH);
    if (std::isinf(limit)) {
        QVERIFY(std::isinf(*omegaH));
    } else {
        QVERIFY2(std::abs(*omegaH - limit) < 1e-4 * limit, qPrintable(QString::number(*omegaH)));
    }
    // Central difference: Newmark with β = 0 has Verlet's limit.
    const auto central = stableOmegaH({"newmark", 0.01, {{"beta", 0.0}}}, 0.0);
    QVERIFY(std::abs(*central - 2.0) < 1e-6);
}

// With v ← r·v after each step, explicit Euler's undamped A = diag(1, r)·[[1, h], [−ω²h, 1]]
// has det = r·(1 + Ω²), the square of its complex pair's modulus: stable up to Ω = √(1/r − 1)
// (the pair is complex there for r = 0.99 and 0.9). The scene spectrum carries the scene's r,
// and the predicted limit follows it: the highest mode's ω times dt at that bound.
void TestAmplification::velocityRetentionStabilises() {
    for (double r : {0.99, 0.9}) {
        const double expected = std::sqrt(1.0 / r - 1.0);
        const std::optional<double> omegaH = stableOmegaH({"explicit-euler", 0.01, {}}, 0.0, r);
        QVERIFY2(omegaH && std::abs(*omegaH - expected) < 1e-6 * expected,
                 qPrintable(QString::number(omegaH.value_or(-1.0))));
    }
    Scene scene = springOscillatorScene(kK, 1.0, 1.0, 0.1); // undamped, ω = 10 rad/s
    scene.environment.velocityRetention = 0.99;
    const Spectrum spectrum = sceneSpectrum(scene);
    QCOMPARE(spectrum.velocityRetention, 0.99);
    const PredictedLimit limit = predictedStableDt({"explicit-euler", 0.01, {}}, spectrum);
    QVERIFY(limit.dt);
    QVERIFY2(std::abs(*limit.dt - std::sqrt(1.0 / 0.99 - 1.0) / 10.0) < 1e-8,
             qPrintable(QString::number(*limit.dt)));
}

// The oscillator's spring mode (ω = 10 rad/s, ζ = 0.15) and its two undamped transverse modes
// (ω ≈ 3 rad/s, from the spring's tension). Explicit Euler at h = 0.05 s: the spring mode grows
// fastest, by ρ = √(1 − 2ζΩ + Ω²) per step at Ω = 0.5 (the transverse ones by √(1 + 0.15²));
// symplectic Euler inside its limit lets nothing grow; a method without a matrix has no answer.
void TestAmplification::growthPastTheLimit() {
    Scene scene = springOscillatorScene(kK, 1.0, 1.0, 0.1);
    scene.stiffness[SpringKind::Structural].damping = kC;
    const Spectrum spectrum = sceneSpectrum(scene);
    const IntegratorChoice euler{"explicit-euler", 0.01, {}};
    const double h = 0.05;
    const std::optional<ModeGrowth> past = fastestGrowth(euler, spectrum, h);
    QVERIFY(past);
    const double omegaH = 10.0 * h;
    const double rho = std::sqrt(1.0 - 2.0 * 0.15 * omegaH + omegaH * omegaH);
    QVERIFY2(std::abs(past->radius - rho) < 1e-9, qPrintable(QString::number(past->radius)));
    QVERIFY(std::abs(past->rate - std::log(rho) / h) < 1e-6);
    QVERIFY(std::abs(past->omega - 10.0) < 1e-7 && std::abs(past->zeta - 0.15) < 1e-7);
    QCOMPARE(fastestGrowth({"symplectic-euler", 0.01, {}}, spectrum, 0.1)->rate, 0.0);
    QVERIFY(!fastestGrowth({"pbd", 0.01, {}}, spectrum, h));
}

void TestAmplification::explicitEulerNeedsDamping() {
    // |1 + hλ|² = 1 − 2ζΩ + Ω² ≤ 1 ⇔ Ω ≤ 2ζ; undamped: unstable at any step; Heun likewise.
    for (double zeta : {0.01, 0.1, 0.4}) {
        // ρ ≤ 1 + 1e-9 moves the limit by about 1e-9/ζ.
        QVERIFY(std::abs(*stableOmegaH({"explicit-euler", 0.01, {}}, zeta) - 2.0 * zeta) <
                1e-5 * zeta);
    }
    // Undamped: 0, not the ω·h where ρ − 1 = Ω²/2 (explicit Euler) or Ω⁴/8 (Heun, |R(iΩ)|² =
    // 1 + Ω⁴/4) outgrows the scan's tolerance; a damping ratio of 1e-4 has its limit 2e-4 (+ about
    // 1e-9/ζ from the tolerance).
    QCOMPARE(*stableOmegaH({"explicit-euler", 0.01, {}}, 0.0), 0.0);
    QCOMPARE(*stableOmegaH({"heun", 0.01, {}}, 0.0), 0.0);
    QCOMPARE(*stableOmegaH({"rk2", 0.01, {}}, 0.0), 0.0);
    QVERIFY(std::abs(*stableOmegaH({"explicit-euler", 0.01, {}}, 1e-4) - 2e-4) < 2e-5);
    // A scene: the limit is set by the mode with the least stable ω·h over ω.
    Spectrum s;
    s.modes = {modeOf({-0.5, 10.0}), modeOf({-50.0, 100.0})};
    const PredictedLimit p = predictedStableDt({"explicit-euler", 0.01, {}}, s);
    QVERIFY(p.dt && p.reason.empty());
    const double first = 2.0 * s.modes[0].dampingRatio / s.modes[0].omega;
    const double second = 2.0 * s.modes[1].dampingRatio / s.modes[1].omega;
    QVERIFY(std::abs(*p.dt - std::min(first, second)) < 1e-5 * *p.dt);
    const PredictedLimit none = predictedStableDt({"pbd", 0.01, {}}, s);
    QVERIFY(!none.dt && !none.reason.empty());
}

void TestAmplification::undampedModesAreUnstableAtEveryDt_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("omega"); // rad/s of the limiting mode
    // The oscillator: k = 100 N/m, m = 1 kg, no damping. The chain without its link damping
    // and air drag: 19 free masses of 0.01 kg in a line fixed at one end, links k = 2000 N/m,
    // every axial mode undamped; the highest, ω = 2√(k/m)·sin(37π/78), grows fastest.
    QTest::newRow("spring-oscillator") << "spring-oscillator" << 10.0;
    QTest::newRow("undamped hanging-chain")
        << "hanging-chain" << 2.0 * std::sqrt(2000.0 / 0.01) * std::sin(37.0 * M_PI / 78.0);
}

void TestAmplification::undampedModesAreUnstableAtEveryDt() {
    QFETCH(QString, preset);
    QFETCH(double, omega);
    Scene scene = loadPreset(preset.toStdString());
    scene.environment.airDrag = 0.0;
    for (SpringKind kind : kAllSpringKinds) {
        scene.stiffness[kind].damping = 0.0;
    }
    const Spectrum spectrum = sceneSpectrum(scene);
    for (const char* id : {"explicit-euler", "rk2", "heun"}) {
        const PredictedLimit p = predictedStableDt({id, 0.01, {}}, spectrum);
        QVERIFY2(p.dt && *p.dt == 0.0, id);
        QVERIFY2(std::abs(p.omega - omega) < 1e-9 * omega, qPrintable(QString::number(p.omega)));
        QCOMPARE(p.zeta, 0.0);
        QVERIFY(p.reason.english().rfind("unstable at every step size", 0) == 0);
    }
    // Methods whose region holds a piece of the imaginary axis keep a positive limit.
    const PredictedLimit verlet = predictedStableDt({"verlet", 0.01, {}}, spectrum);
    QVERIFY(std::abs(*verlet.dt - 2.0 / omega) < 1e-6 / omega);
    QVERIFY(verlet.reason.empty());
    // With its damping back, the chain gives explicit Euler a positive limit again.
    if (preset == "hanging-chain") {
        const PredictedLimit damped = predictedStableDt({"explicit-euler", 0.01, {}},
                                                        sceneSpectrum(loadPreset("hanging-chain")));
        QVERIFY(*damped.dt > 1e-5 && damped.reason.empty());
    }
}

void TestAmplification::dispersionClosedForms() {
    for (double omegaH : {0.1, 0.5, 1.0, 1.9, 3.0}) {
        const auto be = dispersionAt({"implicit-euler", 0.01, {}}, omegaH, 0.0);
        QVERIFY(std::abs(be->spectralRadius - 1.0 / std::sqrt(1.0 + omegaH * omegaH)) < 1e-12);
        const auto mid = dispersionAt({"implicit-midpoint", 0.01, {}}, omegaH, 0.0);
        QVERIFY(std::abs(mid->spectralRadius - 1.0) < 1e-12);
        QVERIFY(std::abs(*mid->dampingRatio) < 1e-12);
        QVERIFY(std::abs(*mid->periodError - (omegaH / (2.0 * std::atan(omegaH / 2.0)) - 1.0)) <
                1e-12);
        if (omegaH < 2.0) {
            const auto se = dispersionAt({"symplectic-euler", 0.01, {}}, omegaH, 0.0);
            QVERIFY(std::abs(se->spectralRadius - 1.0) < 1e-12);
            QVERIFY(std::abs(*se->dampingRatio) < 1e-12);
        }
    }
    // Past its limit symplectic Euler has two real roots, one outside the unit circle.
    const auto se = dispersionAt({"symplectic-euler", 0.01, {}}, 2.5, 0.0);
    QVERIFY(se->spectralRadius > 1.0 && !se->periodError);
    QVERIFY(!dispersionAt({"pbd", 0.01, {}}, 1.0, 0.0));
}

void TestAmplification::dispersionMatchesSimulatedOscillators() {
    // Undamped oscillator (ω = 10 rad/s) at Ω = ω·h = 0.5: backward Euler's amplitude falls by
    // ρ per step, the implicit midpoint's period is T·(1 + period error); both measured.
    const double omegaH = 0.5;
    const double h = omegaH / 10.0;
    const IntegratorChoice be{"implicit-euler", h, kTightNewton};
    Simulation decay = makeSimulation(springOscillatorScene(kK, 1.0, 1.0, 0.1), be);
    const double energy0 = decay.energy().terms.mechanical();
    QVERIFY(decay.advance(40));
    const double rho = dispersionAt(be, omegaH, 0.0)->spectralRadius;
    // The quadratic energy of the linear mode scales with ρ^(2n) (A is normal up to the
    // energy scaling for backward Euler on an undamped oscillator).
    QVERIFY2(std::abs(decay.energy().terms.mechanical() / energy0 - std::pow(rho, 80)) < 1e-9,
             qPrintable(QString::number(decay.energy().terms.mechanical() / energy0)));

    const IntegratorChoice mid{"implicit-midpoint", h, kTightNewton};
    Simulation period = makeSimulation(springOscillatorScene(kK, 1.0, 1.0, 0.1), mid);
    // Upward zero crossings of e = x − L, interpolated linearly, over 40 periods.
    std::vector<double> crossings;
    double previous = period.system().positions()(0, 1) - 1.0;
    for (int n = 1; crossings.size() < 41; ++n) {
        QVERIFY(period.step());
        const double e = period.system().positions()(0, 1) - 1.0;
        if (previous < 0.0 && e >= 0.0) {
            crossings.push_back(h * (n - 1 + previous / (previous - e)));
        }
        previous = e;
    }
    const double measured = (crossings.back() - crossings.front()) / 40.0;
    const double predicted =
        2.0 * M_PI / 10.0 * (1.0 + *dispersionAt(mid, omegaH, 0.0)->periodError);
    QVERIFY2(std::abs(measured - predicted) < 1e-3 * predicted,
             qPrintable(QString("%1 vs %2").arg(measured).arg(predicted)));
}

QTEST_APPLESS_MAIN(TestAmplification)
#include "test_amplification.moc"
