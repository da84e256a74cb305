// Per-spring strain and energy (core/forces/spring_measures.h): hand-computed values on both
// stiffness branches and with a spring's scale; the energies sum to the force model's elastic
// terms; and their gradient is minus the spring forces the engine computes (central finite
// differences on a perturbed cloth, springs on both branches).
#include "core/forces/force_model.h"
#include "core/forces/spring_measures.h"
#include "test_support.h"

#include <QtTest>
#include <random>

using namespace clothlab::core;

class TestSpringMeasures : public QObject {
    Q_OBJECT

private slots:
    void handComputedValues();
    void energiesSumToElasticTerms();
    void energyGradientIsMinusSpringForce();
    void quantileIgnoresOutliers();
};

void TestSpringMeasures::handComputedValues() {
    System system;
    system.addParticle(Vec3(0.0, 0.0, 0.0), Vec3::Zero(), 1.0, false);
    system.addParticle(Vec3(1.5, 0.0, 0.0), Vec3::Zero(), 1.0, false);
    system.addParticle(Vec3(1.5, 1.5, 0.0), Vec3::Zero(), 1.0, false);
    StiffnessTable table;
    table[SpringKind::Structural] = {400.0, 100.0, 3.0};
    table[SpringKind::Shear] = {300.0, 80.0, 0.0};
    table[SpringKind::Bending] = {50.0, 50.0, 0.0};
    system.setStiffness(table);
    // Stretched: L = 1, l = 1.5 → strain 0.5, k⁺ = 400: ½·400·0.5² = 50 J.
    system.addSpring({0, 1, 1.0, SpringKind::Structural, 1.0});
    // Compressed with scale 2: L = 2, l = 1.5 → strain −0.25, k⁻ = 2·80: ½·160·0.5² = 20 J.
    system.addSpring({1, 2, 2.0, SpringKind::Shear, 2.0});
    // At rest: l = L = 1.5·√2.
    system.addSpring({0, 2, 1.5 * std::sqrt(2.0), SpringKind::Bending, 1.0});

    const SpringMeasures m = measureSprings(system, system.positions());
    QCOMPARE(m.strain.size(), std::size_t(3));
    QCOMPARE(m.energy.size(), std::size_t(3));
    QVERIFY(std::abs(m.strain[0] - 0.5) < 1e-15);
    QVERIFY(std::abs(m.energy[0] - 50.0) < 1e-12);
    QVERIFY(std::abs(m.strain[1] + 0.25) < 1e-15);
    QVERIFY(std::abs(m.energy[1] - 20.0) < 1e-12);
    QVERIFY(std::abs(m.strain[2]) < 1e-15);
    QVERIFY(std::abs(m.energy[2]) < 1e-24);

    const SpringStiffness k = effectiveStiffness(system.springs()[1], table);
    QCOMPARE(k.stretch, 600.0);
    QCOMPARE(k.compression, 160.0);
    QCOMPARE(k.damping, 0.0);
}

// The bookkeeping's elastic energy per kind is the sum of the per-spring energies.
void TestSpringMeasures::energiesSumToElasticTerms() {
    const Scene scene = clothlab::test::busyClothScene(6);
    System system = buildSystem(scene);
    std::mt19937 rng(7);
    std::normal_distribution<double> noise(0.0, 0.02);
    for (int i = 0; i < system.particleCount(); ++i)
        system.positions().col(i) += Vec3(noise(rng), noise(rng), noise(rng));
    const ForceModel model(system, scene.environment);
    const Eigen::Matrix3Xd v = Eigen::Matrix3Xd::Zero(3, system.particleCount());
    const EnergyTerms terms = model.energy(system, system.positions(), v, 0.0);
    const SpringMeasures m = measureSprings(system, system.positions());
    std::array<double, kSpringKindCount> sums{};
    for (std::size_t s = 0; s < m.energy.size(); ++s)
        sums[std::size_t(kindIndex(system.springs()[s].kind))] += m.energy[s];
    for (int k = 0; k < kSpringKindCount; ++k) {
        QVERIFY(terms.elastic[std::size_t(k)] > 0.0);
        QVERIFY2(std::abs(sums[std::size_t(k)] - terms.elastic[std::size_t(k)]) <
                     1e-12 * terms.elastic[std::size_t(k)],
                 qPrintable(QString("kind %1: %2 vs %3")
                                .arg(k)
                                .arg(sums[std::size_t(k)], 0, 'g', 17)
                                .arg(terms.elastic[std::size_t(k)], 0, 'g', 17)));
    }
}

// −∂(Σ_s E_s)/∂x_i is the spring force on particle i as the engine computes it (no gravity,
// no air, zero velocities, so the force model's total is the springs' alone); springs with
// their own scale included.
void TestSpringMeasures::energyGradientIsMinusSpringForce() {
    Scene scene = clothlab::test::busyClothScene(5);
    scene.environment.gravity = Vec3::Zero();
    scene.environment.airDrag = 0.0;
    scene.environment.wind = Vec3::Zero();
    System system = buildSystem(scene);
    for (std::size_t s = 0; s < system.springs().size(); s += 3)
        system.springs()[s].scale = 1.5;
    std::mt19937 rng(99);
    std::normal_distribution<double> noise(0.0, 0.02);
    for (int i = 0; i < system.particleCount(); ++i)
        system.positions().col(i) += Vec3(noise(rng), noise(rng), noise(rng));
    const SpringMeasures at = measureSprings(system, system.positions());
    int stretched = 0;
    int compressed = 0;
    for (double strain : at.strain)
        (strain > 0.0 ? stretched : compressed) += 1;
    QVERIFY(stretched > 10 && compressed > 10);

    const ForceModel model(system, scene.environment);
    Eigen::Matrix3Xd forces;
    EnergyTerms terms;
    const Eigen::Matrix3Xd v = Eigen::Matrix3Xd::Zero(3, system.particleCount());
    model.evaluate(system, system.positions(), v, 0.0, forces, terms);
    auto total = [&system](const Eigen::Matrix3Xd& x) {
        const SpringMeasures m = measureSprings(system, x);
        double sum = 0.0;
        for (double e : m.energy)
            sum += e;
        return sum;
    };
    const std::string mismatch =
        clothlab::test::forceGradientMismatch(system, forces, total, false);
    QVERIFY2(mismatch.empty(), mismatch.c_str());
}

// The colour range of the 3D view: one wild spring among a hundred does not set it.
void TestSpringMeasures::quantileIgnoresOutliers() {
    std::vector<double> values;
    for (int k = 1; k <= 99; ++k)
        values.push_back(k % 2 == 0 ? 0.01 * k : -0.01 * k); // |v| = 0.01 … 0.99
    values.push_back(-50.0);
    QCOMPARE(magnitudeQuantile(values, 0.99), 0.99);
    QCOMPARE(magnitudeQuantile(values, 1.0), 50.0);
    QCOMPARE(magnitudeQuantile(values, 0.5), 0.5);
    QCOMPARE(magnitudeQuantile({-2.0}, 0.99), 2.0);
    QCOMPARE(magnitudeQuantile({}, 0.99), 0.0);
}

QTEST_APPLESS_MAIN(TestSpringMeasures)
#include "test_spring_measures.moc"
