// The spectrum of a scene (core/analysis/spectrum.h): analytic modes of a spring and of a chain,
// the damping ratio of a damped oscillator, K and C against finite differences of the forces, and
// the dense and iterative (Spectra) eigensolvers against each other.
#include "core/analysis/spectrum.h"
#include "core/scene/presets.h"
#include "test_support.h"

#include <QtTest>

using namespace clothlab::core;

namespace {

LinearisedForces lineariseScene(const Scene& scene) {
    const Simulation sim = makeSimulation(scene, IntegratorChoice{"rk4", 1e-3, {}});
    return linearise(sim.system(), sim.forceModel(), sim.system().positions(),
                     sim.system().velocities());
}

/// A chain along x of `count` free particles (m = 1 kg) hung from a pinned one, springs
/// k = 100 N/m at rest length 1 m, no gravity.
Scene chainScene(int count) {
    Scene scene;
    scene.environment.gravity = Vec3::Zero();
    scene.stiffness[SpringKind::Structural] = {100.0, 100.0, 0.0};
    CustomBodySpec body;
    for (int i = 0; i <= count; ++i) {
        body.particles.push_back({Vec3(i, 0.0, 0.0), Vec3::Zero(), 1.0, i == 0});
        if (i > 0) {
            body.springs.push_back({i - 1, i, SpringKind::Structural, 1.0, 1.0});
        }
    }
    scene.bodies.emplace_back(body);
    return scene;
}

std::vector<double> omegas(const Spectrum& s, double above = 1e-6) {
    std::vector<double> out;
    for (const Mode& m : s.modes) {
        if (m.omega > above) {
            out.push_back(m.omega);
        }
    }
    return out;
}

} // namespace

class TestSpectrum : public QObject {
    Q_OBJECT

private slots:
    void singleSpring_data();
    void singleSpring();
    void fixedFreeChain();
    void dampedOscillatorRatio();
    void jacobiansMatchFiniteDifferences();
    void iterativeAgreesWithDense();
    void solidsAreRefused();
};

void TestSpectrum::singleSpring_data() {
    QTest::addColumn<int>("method");
    QTest::newRow("dense first-order") << int(SpectrumMethod::DenseFirstOrder);
    QTest::newRow("dense symmetric") << int(SpectrumMethod::DenseSymmetric);
}

void TestSpectrum::singleSpring() {
    QFETCH(int, method);
    // k = 100 N/m, m = 1 kg, stretched to l = 1.1 m (L = 1 m): along the spring ω = √(k/m) = 10,
    // across it the tension gives ω = √(k·(1 − L/l)/m) twice.
    const LinearisedForces f = lineariseScene(springOscillatorScene(100.0, 1.0, 1.0, 0.1));
    QCOMPARE(f.rows(), 3);
    const Spectrum s = computeSpectrum(f, {0, static_cast<SpectrumMethod>(method)});
    QCOMPARE(static_cast<int>(s.modes.size()), 3);
    const double transverse = std::sqrt(100.0 * (1.0 - 1.0 / 1.1));
    const double expected[3] = {transverse, transverse, 10.0};
    for (int i = 0; i < 3; ++i) {
        QVERIFY(std::abs(s.modes[i].omega - expected[i]) < 1e-10 * expected[i]);
        QVERIFY(std::abs(s.modes[i].dampingRatio) < 1e-12);
        QVERIFY(std::abs(s.modes[i].im - expected[i]) < 1e-10 * expected[i]);
    }
}

void TestSpectrum::fixedFreeChain() {
    // Fixed–free chain of N masses: ω_j = 2·√(k/m)·sin((2j − 1)·π/(2(2N + 1))), j = 1 … N (along
    // the chain); at rest the transverse directions have no stiffness (ω = 0).
    const int n = 6;
    const Spectrum s = computeSpectrum(lineariseScene(chainScene(n)));
    QCOMPARE(s.method, SpectrumMethod::DenseFirstOrder);
    const std::vector<double> w = omegas(s);
    QCOMPARE(static_cast<int>(w.size()), n);
    for (int j = 1; j <= n; ++j) {
        const double exact = 20.0 * std::sin((2 * j - 1) * M_PI / (2.0 * (2 * n + 1)));
        QVERIFY2(std::abs(w[static_cast<std::size_t>(j - 1)] - exact) < 1e-9 * exact,
                 qPrintable(QString("mode %1: %2 vs %3").arg(j).arg(w[j - 1]).arg(exact)));
    }
}

void TestSpectrum::dampedOscillatorRatio() {
    // Spring damping c along the spring: ζ = c/(2√(k·m)); air drag c_air adds c_air/(2√(k·m)).
    Scene scene = springOscillatorScene(100.0, 1.0, 1.0, 0.1);
    scene.stiffness[SpringKind::Structural].damping = 2.0;
    scene.environment.airDrag = 0.5;
    const Spectrum s = computeSpectrum(lineariseScene(scene));
    const Mode& axial = s.modes.back();
    QVERIFY(std::abs(axial.omega - 10.0) < 1e-10);
    QVERIFY(std::abs(axial.dampingRatio - 2.5 / 20.0) < 1e-12);
    QVERIFY(std::abs(axial.re + 1.25) < 1e-10);
    QVERIFY(std::abs(axial.im - 10.0 * std::sqrt(1.0 - 0.125 * 0.125)) < 1e-10);
}

void TestSpectrum::jacobiansMatchFiniteDifferences() {
    // A moving, damped, stretched and compressed cloth (k⁺ ≠ k⁻): K and C against central
    // differences of the force model.
    const Scene scene = clothlab::test::busyClothScene(4);
    Simulation sim = makeSimulation(scene, IntegratorChoice{"rk4", 1e-3, {}});
    QVERIFY(sim.advance(80));
    const System& s = sim.system();
    const Eigen::Matrix3Xd x = s.positions();
    const Eigen::Matrix3Xd v = s.velocities();
    QVERIFY(v.norm() > 1e-2);
    const LinearisedForces f = linearise(s, sim.forceModel(), x, v);
    const Eigen::MatrixXd k(f.stiffness);
    const Eigen::MatrixXd c(f.damping);
    const double eps = 1e-6;
    double worstK = 0.0;
    double worstC = 0.0;
    for (int col = 0; col < f.rows(); ++col) {
        const int p = f.freeParticles[static_cast<std::size_t>(col / 3)];
        Eigen::VectorXd dk(f.rows()), dc(f.rows());
        for (const bool velocity : {false, true}) {
            Eigen::Matrix3Xd plus = velocity ? v : x;
            Eigen::Matrix3Xd minus = plus;
            plus(col % 3, p) += eps;
            minus(col % 3, p) -= eps;
            Eigen::Matrix3Xd fp, fm;
            EnergyTerms terms;
            sim.forceModel().evaluate(s, velocity ? x : plus, velocity ? plus : v, 0.0, fp, terms);
            sim.forceModel().evaluate(s, velocity ? x : minus, velocity ? minus : v, 0.0, fm,
                                      terms);
            Eigen::VectorXd& d = velocity ? dc : dk;
            for (std::size_t r = 0; r < f.freeParticles.size(); ++r) {
                d.segment<3>(3 * static_cast<Eigen::Index>(r)) =
                    (fp.col(f.freeParticles[r]) - fm.col(f.freeParticles[r])) / (2.0 * eps);
            }
        }
        worstK = std::max(worstK, (dk - k.col(col)).cwiseAbs().maxCoeff());
        worstC = std::max(worstC, (dc - c.col(col)).cwiseAbs().maxCoeff());
    }
    QVERIFY2(worstK < 1e-5 * k.cwiseAbs().maxCoeff(), qPrintable(QString::number(worstK)));
    QVERIFY2(worstC < 1e-6 * c.cwiseAbs().maxCoeff(), qPrintable(QString::number(worstC)));
    // The spring damping's position derivative is in K: K is not symmetric while moving.
    QVERIFY((k - k.transpose()).norm() > 1e-6);
}

void TestSpectrum::iterativeAgreesWithDense() {
    // A 14 × 14 cloth hanging for a moment (stretched, moving): the 12 highest modes from
    // Spectra's Lanczos iteration equal the dense symmetric solution's.
    Simulation sim =
        makeSimulation(clothlab::test::busyClothScene(14), IntegratorChoice{"rk4", 1e-3, {}});
    QVERIFY(sim.advance(50));
    const LinearisedForces f = linearise(sim.system(), sim.forceModel(), sim.system().positions(),
                                         sim.system().velocities());
    QVERIFY(f.rows() > 500);
    const Spectrum dense = computeSpectrum(f, {12, SpectrumMethod::DenseSymmetric});
    const Spectrum lanczos = computeSpectrum(f, {12, SpectrumMethod::Iterative});
    QCOMPARE(lanczos.method, SpectrumMethod::Iterative);
    QCOMPARE(dense.modes.size(), std::size_t(12));
    QCOMPARE(lanczos.modes.size(), std::size_t(12));
    for (std::size_t i = 0; i < 12; ++i) {
        QVERIFY(std::abs(dense.modes[i].omega - lanczos.modes[i].omega) <
                1e-9 * dense.modes[i].omega);
        QVERIFY(std::abs(dense.modes[i].re - lanczos.modes[i].re) <
                1e-6 * std::abs(dense.modes[i].re) + 1e-12);
    }
    // And the exact first-order eigenvalues are close to the modal-damping ones at the top.
    const Spectrum exact = computeSpectrum(f, {12, SpectrumMethod::DenseFirstOrder});
    QVERIFY(std::abs(exact.modes.back().omega - dense.modes.back().omega) <
            1e-3 * dense.modes.back().omega);
}

void TestSpectrum::solidsAreRefused() {
    const Scene scene = loadPreset("jelly-cube");
    const Simulation sim = makeSimulation(scene, scene.integrator);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             linearise(sim.system(), sim.forceModel(), sim.system().positions(),
                                       sim.system().velocities()));
}

QTEST_APPLESS_MAIN(TestSpectrum)
#include "test_spectrum.moc"
