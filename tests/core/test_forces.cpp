// Forces against energies: f = −∇E by central finite differences, on both stiffness
// branches, for the single-spring kernel and for whole systems; damping power against the
// work of the damping forces; gust and wind determinism; declared parameters.
#include "core/base/parameters.h"
#include "core/forces/environment.h"
#include "core/forces/force_model.h"
#include "test_support.h"

#include <QtTest>
#include <random>

using namespace clothlab::core;

class TestForces : public QObject {
    Q_OBJECT

private slots:
    void springForceIsMinusEnergyGradient_data();
    void springForceIsMinusEnergyGradient();
    void systemForcesAreMinusEnergyGradient();
    void dampingPowerEqualsWorkOfDampingForces();
    void kernelMatchesForceModel();
    void springForcesSumToZero();
    void gustsAreDeterministicAndDtIndependent();
    void windModulationFollowsR4();
    void strainStatistics();
    void parameterSetRefusesBadValues();
};

void TestForces::springForceIsMinusEnergyGradient_data() {
    QTest::addColumn<double>("stretchFactor");
    QTest::newRow("stretched (k⁺ branch)") << 1.3;
    QTest::newRow("compressed (k⁻ branch)") << 0.7;
    QTest::newRow("slightly stretched") << 1.02;
    QTest::newRow("strongly compressed") << 0.2;
}

void TestForces::springForceIsMinusEnergyGradient() {
    QFETCH(double, stretchFactor);
    std::mt19937 rng(1234);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (int trial = 0; trial < 50; ++trial) {
        const double rest = 0.5 + 0.5 * (u(rng) + 1.0);
        const double kPlus = 100.0 + 900.0 * (u(rng) + 1.0);
        const double kMinus = 10.0 + 90.0 * (u(rng) + 1.0);
        const Vec3 xi(u(rng), u(rng), u(rng));
        const Vec3 dir = Vec3(u(rng), u(rng), u(rng)).normalized();
        const Vec3 xj = xi + stretchFactor * rest * dir;
        const Vec3 f = springForce(xi, xj, Vec3::Zero(), Vec3::Zero(), rest, kPlus, kMinus, 0.0);
        const double h = 1e-6 * rest;
        for (int c = 0; c < 3; ++c) {
            Vec3 xp = xi, xm = xi;
            xp[c] += h;
            xm[c] -= h;
            const double grad = (springEnergy(xp, xj, rest, kPlus, kMinus) -
                                 springEnergy(xm, xj, rest, kPlus, kMinus)) /
                                (2.0 * h);
            const double scale = std::max(1.0, std::abs(f[c]));
            QVERIFY2(std::abs(f[c] + grad) < 1e-6 * scale,
                     qPrintable(QString("trial %1 comp %2: f=%3, -dE/dx=%4")
                                    .arg(trial)
                                    .arg(c)
                                    .arg(f[c])
                                    .arg(-grad)));
        }
    }
}

void TestForces::systemForcesAreMinusEnergyGradient() {
    // A cloth with gravity, randomly perturbed so springs sit on both branches.
    Scene scene = clothlab::test::busyClothScene(5);
    scene.environment.airDrag = 0.0;
    for (SpringKind kind : kAllSpringKinds) {
        scene.stiffness[kind].damping = 0.0;
    }
    System system = buildSystem(scene);
    std::mt19937 rng(99);
    std::normal_distribution<double> noise(0.0, 0.02);
    for (int i = 0; i < system.particleCount(); ++i) {
        system.positions().col(i) += Vec3(noise(rng), noise(rng), noise(rng));
    }
    ForceModel model(system, scene.environment);
    Eigen::Matrix3Xd forces;
    EnergyTerms terms;
    const Eigen::Matrix3Xd v = Eigen::Matrix3Xd::Zero(3, system.particleCount());
    model.evaluate(system, system.positions(), v, 0.0, forces, terms);
    int stretched = 0;
    int compressed = 0;
    for (const Spring& s : system.springs()) {
        const double l = (system.positions().col(s.j) - system.positions().col(s.i)).norm();
        (l > s.restLength ? stretched : compressed) += 1;
    }
    QVERIFY(stretched > 10 && compressed > 10);

    // Potential of the free particles plus all springs; pinned particles carry no U_g but
    // their forces are not used.
    auto potential = [&](const Eigen::Matrix3Xd& x) {
        EnergyTerms t = model.energy(system, x, v, 0.0);
        return t.gravity + t.elasticTotal();
    };
    const std::string mismatch =
        clothlab::test::forceGradientMismatch(system, forces, potential, true);
    QVERIFY2(mismatch.empty(), mismatch.c_str());
}

void TestForces::dampingPowerEqualsWorkOfDampingForces() {
    Scene scene = clothlab::test::busyClothScene(5);
    scene.environment.wind = Vec3::Zero();
    System system = buildSystem(scene);
    std::mt19937 rng(7);
    std::normal_distribution<double> noise(0.0, 0.5);
    for (int i = 0; i < system.particleCount(); ++i) {
        if (!system.isPinned(i)) {
            system.velocities().col(i) = Vec3(noise(rng), noise(rng), noise(rng));
        }
    }
    ForceModel model(system, scene.environment);
    Eigen::Matrix3Xd fWith, fWithout;
    EnergyTerms withV, withoutV;
    const Eigen::Matrix3Xd zero = Eigen::Matrix3Xd::Zero(3, system.particleCount());
    model.evaluate(system, system.positions(), system.velocities(), 0.0, fWith, withV);
    model.evaluate(system, system.positions(), zero, 0.0, fWithout, withoutV);
    // Power of the velocity-dependent forces, −Σ f_damp·v over all particles (pinned ones
    // have v = 0), must equal the reported dissipation power.
    const double power = -((fWith - fWithout).cwiseProduct(system.velocities())).sum();
    QVERIFY(withV.dissipationPower > 0.0);
    QVERIFY(std::abs(power - withV.dissipationPower) < 1e-10 * withV.dissipationPower);
    QCOMPARE(withoutV.dissipationPower, 0.0);
}

void TestForces::kernelMatchesForceModel() {
    Scene scene = clothlab::test::busyClothScene(4);
    scene.environment.gravity = Vec3::Zero();
    scene.environment.airDrag = 0.0;
    System system = buildSystem(scene);
    std::mt19937 rng(5);
    std::normal_distribution<double> noise(0.0, 0.03);
    for (int i = 0; i < system.particleCount(); ++i) {
        system.positions().col(i) += Vec3(noise(rng), noise(rng), noise(rng));
        system.velocities().col(i) = Vec3(noise(rng), noise(rng), noise(rng)) * 10.0;
    }
    Eigen::Matrix3Xd expected = Eigen::Matrix3Xd::Zero(3, system.particleCount());
    for (const Spring& s : system.springs()) {
        const SpringStiffness& k = system.stiffness()[s.kind];
        const Vec3 f =
            springForce(system.positions().col(s.i), system.positions().col(s.j),
                        system.velocities().col(s.i), system.velocities().col(s.j), s.restLength,
                        k.stretch * s.scale, k.compression * s.scale, k.damping * s.scale);
        expected.col(s.i) += f;
        expected.col(s.j) -= f;
    }
    ForceModel model(system, scene.environment);
    Eigen::Matrix3Xd forces;
    EnergyTerms terms;
    model.evaluate(system, system.positions(), system.velocities(), 0.0, forces, terms);
    QVERIFY((forces - expected).cwiseAbs().maxCoeff() < 1e-10 * expected.cwiseAbs().maxCoeff());
}

void TestForces::springForcesSumToZero() {
    Scene scene = clothlab::test::busyClothScene(6);
    scene.environment.gravity = Vec3::Zero();
    scene.environment.airDrag = 0.0;
    System system = buildSystem(scene);
    system.positions() *= 1.1; // every spring stretched
    ForceModel model(system, scene.environment);
    Eigen::Matrix3Xd forces;
    EnergyTerms terms;
    model.evaluate(system, system.positions(), system.velocities(), 0.0, forces, terms);
    // Newton's third law: internal forces cancel.
    QVERIFY(forces.rowwise().sum().norm() < 1e-10 * forces.cwiseAbs().maxCoeff());
    QVERIFY(terms.elastic[0] > 0.0 && terms.elastic[1] > 0.0 && terms.elastic[2] > 0.0);
}

void TestForces::gustsAreDeterministicAndDtIndependent() {
    GustSettings gusts;
    gusts.enabled = true;
    gusts.seed = 42;
    gusts.probability = 0.3;
    gusts.strength = 5.0;
    int withGust = 0;
    const int intervals = 2000;
    for (int n = 0; n < intervals; ++n) {
        const double t = (n + 0.5) * gusts.interval;
        const Vec3 a = gustAt(gusts, t);
        // Same value anywhere inside the interval: independent of the sampling dt.
        QCOMPARE(gustAt(gusts, n * gusts.interval + 0.01 * gusts.interval), a);
        QVERIFY(a.norm() <= gusts.strength);
        withGust += a.norm() > 0.0 ? 1 : 0;
    }
    // Probability 0.3 over 2000 intervals: 600 ± a few standard deviations (σ ≈ 20).
    QVERIFY2(withGust > 500 && withGust < 700, qPrintable(QString::number(withGust)));
    GustSettings other = gusts;
    other.seed = 43;
    int differ = 0;
    for (int n = 0; n < 100; ++n) {
        differ +=
            gustAt(gusts, (n + 0.5) * gusts.interval) != gustAt(other, (n + 0.5) * gusts.interval);
    }
    QVERIFY(differ > 20);
    gusts.enabled = false;
    QCOMPARE(gustAt(gusts, 1.0), Vec3(Vec3::Zero()));
}

void TestForces::windModulationFollowsR4() {
    Environment env;
    env.wind = Vec3(0.0, 0.0, 2.0);
    const double fps = 60.0;
    env.modulation = {0.5, fps / 70.0, fps / 25.0};
    for (int frame = 0; frame < 500; frame += 37) {
        const double t = frame / fps;
        const double expected = (0.5 * std::sin(frame / 70.0) * std::sin(frame / 25.0) + 1.0) * 2.0;
        QVERIFY(std::abs(env.windAt(t).z() - expected) < 1e-12);
    }
}

void TestForces::strainStatistics() {
    Scene scene = clothlab::test::busyClothScene(4);
    System system = buildSystem(scene);
    const StrainStats rest = computeStrain(system, system.positions());
    for (int k = 0; k < kSpringKindCount; ++k) {
        QVERIFY(rest.max[static_cast<std::size_t>(k)] < 1e-12);
    }
    const StrainStats scaled = computeStrain(system, system.positions() * 1.25);
    // Uniform scaling about the origin stretches every spring by 25 %.
    for (int k = 0; k < kSpringKindCount; ++k) {
        QVERIFY(std::abs(scaled.mean[static_cast<std::size_t>(k)] - 0.25) < 1e-12);
        QVERIFY(std::abs(scaled.max[static_cast<std::size_t>(k)] - 0.25) < 1e-12);
    }
}

void TestForces::parameterSetRefusesBadValues() {
    ParameterSet set({{"iterations", "Iterations", "", 1, 100, 10, true, ""},
                      {"tolerance", "Tolerance", "", 1e-12, 1e-2, 1e-6, false, ""}});
    QCOMPARE(set.value("iterations"), 10.0);
    QVERIFY(set.set("iterations", 20).empty());
    QCOMPARE(set.value("iterations"), 20.0);
    QVERIFY(!set.set("iterations", 2.5).empty());
    QVERIFY(!set.set("iterations", 1000).empty());
    QVERIFY(!set.set("tolerance", std::nan("")).empty());
    QVERIFY(set.set("bogus", 1.0).english().find("bogus") != std::string::npos);
    QCOMPARE(set.value("iterations"), 20.0);
    set.resetToDefaults();
    QCOMPARE(set.value("iterations"), 10.0);
}

QTEST_APPLESS_MAIN(TestForces)
#include "test_forces.moc"
