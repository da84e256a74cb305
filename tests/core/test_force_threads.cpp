// The force model on one and two threads (forces.cpp): forces and energy terms of one
// evaluation, and whole runs of the methods that evaluate forces through ForceModel, are
// bit-identical for the thread budgets 1 and 2 (and the default); comparisons of several runs
// keep each run on one thread.
#include "core/forces/force_model.h"
#include "core/scene/presets.h"
#include "core/simulation/run_set.h"
#include "test_support.h"

#include <QtTest>
#include <cstring>
#include <initializer_list>
#include <random>
#include <thread>

using namespace clothlab::core;

namespace {

bool sameBits(double a, double b) {
    return std::memcmp(&a, &b, sizeof a) == 0;
}

bool sameBits(const Eigen::Matrix3Xd& a, const Eigen::Matrix3Xd& b) {
    return a.cols() == b.cols() &&
           std::memcmp(a.data(), b.data(), sizeof(double) * static_cast<std::size_t>(a.size())) ==
               0;
}

struct Named {
    const char* name;
    double a, b;
};

/// "name: a vs b" of the first pair that differs in any bit, or an empty string.
std::string firstDifference(std::initializer_list<Named> values) {
    for (const Named& v : values) {
        if (!sameBits(v.a, v.b)) {
            return QString("%1: %2 vs %3")
                .arg(v.name)
                .arg(v.a, 0, 'g', 17)
                .arg(v.b, 0, 'g', 17)
                .toStdString();
        }
    }
    return {};
}

std::string termsDiffer(const EnergyTerms& a, const EnergyTerms& b) {
    return firstDifference({{"kinetic", a.kinetic, b.kinetic},
                            {"gravity", a.gravity, b.gravity},
                            {"elastic structural", a.elastic[0], b.elastic[0]},
                            {"elastic shear", a.elastic[1], b.elastic[1]},
                            {"elastic bending", a.elastic[2], b.elastic[2]},
                            {"rotational", a.rotational, b.rotational},
                            {"elastic angle", a.elasticAngle, b.elasticAngle},
                            {"dissipation power", a.dissipationPower, b.dissipationPower},
                            {"external power", a.externalPower, b.externalPower}});
}

std::string recordsDiffer(const EnergyRecord& a, const EnergyRecord& b) {
    const std::string totals = firstDifference({{"time", a.time, b.time},
                                                {"dissipated D", a.dissipated, b.dissipated},
                                                {"external work W", a.externalWork, b.externalWork},
                                                {"initial E0", a.initial, b.initial}});
    return totals.empty() ? termsDiffer(a.terms, b.terms) : totals;
}

/// The methods that evaluate forces through ForceModel, explicit ones and two implicit ones.
const char* const kMethods[] = {"explicit-euler",
                                "symplectic-euler",
                                "verlet",
                                "rk2",
                                "heun",
                                "rk3",
                                "rk4",
                                "yoshida4",
                                "rk45",
                                "dop853",
                                "newmark",
                                "implicit-euler"};

} // namespace

class TestForceThreads : public QObject {
    Q_OBJECT

private slots:
    void evaluationIsBitIdentical();
    void runsAreBitIdentical_data();
    void runsAreBitIdentical();
    void comparisonRunsUseOneThread();
};

// One evaluation on a state with random velocities, pinned corners, air drag, wind and the
// random wind's push: every term of the sums is non-zero.
void TestForceThreads::evaluationIsBitIdentical() {
    Scene scene = peerBenchmarkScene(40);
    scene.environment.airDrag = 0.05;
    scene.environment.wind = Vec3(1.5, 0.0, 0.8);
    scene.environment.randomWind.enabled = true;
    scene.environment.randomWind.force = Vec3(0.01, 0.0, 0.02);
    scene.environment.randomWind.probability = 1.0;
    const System system = buildSystem(scene);
    std::mt19937 rng(21);
    std::uniform_real_distribution<double> u(-0.01, 0.01);
    Eigen::Matrix3Xd x = system.positions();
    Eigen::Matrix3Xd v(3, x.cols());
    for (Eigen::Index i = 0; i < x.size(); ++i) {
        x.data()[i] += u(rng);
        v.data()[i] = 10.0 * u(rng);
    }
    ForceModel one(system, scene.environment);
    ForceModel two(system, scene.environment);
    one.setThreadBudget(1);
    two.setThreadBudget(2);
    QCOMPARE(one.activeThreads(), 1);
    QCOMPARE(two.activeThreads(), 2);
    Eigen::Matrix3Xd f1, f2;
    EnergyTerms t1, t2;
    for (int repeat = 0; repeat < 3; ++repeat) { // the helper thread started, then reused
        one.evaluate(system, x, v, 0.1 * repeat, f1, t1);
        two.evaluate(system, x, v, 0.1 * repeat, f2, t2);
        QVERIFY(sameBits(f1, f2));
        const std::string differ = termsDiffer(t1, t2);
        QVERIFY2(differ.empty(), differ.c_str());
        QVERIFY(t1.externalPower != 0.0 && t1.dissipationPower != 0.0 && t1.elastic[2] != 0.0);
    }
}

void TestForceThreads::runsAreBitIdentical_data() {
    QTest::addColumn<QString>("scene");
    QTest::addColumn<QString>("method");
    for (const char* method : kMethods) {
        QTest::newRow(qPrintable(QString("peers 48/%1").arg(method))) << "peers" << method;
    }
    for (const char* method : {"explicit-euler", "symplectic-euler", "rk4"}) {
        QTest::newRow(qPrintable(QString("windy-cloth/%1").arg(method))) << "windy" << method;
    }
}

// Positions, velocities and the energy record (terms, D, W) after some steps on budget 1, 2
// and the default.
void TestForceThreads::runsAreBitIdentical() {
    QFETCH(QString, scene);
    QFETCH(QString, method);
    QVERIFY(findIntegrator(method.toStdString()) != nullptr);
    const Scene base = scene == "peers" ? peerBenchmarkScene(48) : loadPreset("windy-cloth");
    const IntegratorChoice choice{
        method.toStdString(), scene == "peers" ? 1.0 / 240.0 : base.integrator.dt, {}};
    auto run = [&](int budget) {
        SimulationOptions options;
        options.threadBudget = budget;
        Simulation sim = makeSimulation(base, choice, options);
        sim.advance(12);
        return sim;
    };
    const Simulation one = run(1);
    QVERIFY(!one.blowUp().has_value());
    QCOMPARE(one.forceModel().activeThreads(), 1);
    for (int budget : {2, 0}) {
        const Simulation other = run(budget);
        QVERIFY2(sameBits(one.system().positions(), other.system().positions()),
                 qPrintable(QString("positions, budget %1").arg(budget)));
        QVERIFY2(sameBits(one.system().velocities(), other.system().velocities()),
                 qPrintable(QString("velocities, budget %1").arg(budget)));
        const std::string differ = recordsDiffer(one.energy(), other.energy());
        QVERIFY2(
            differ.empty(),
            qPrintable(QString("budget %1: %2").arg(budget).arg(QString::fromStdString(differ))));
    }
}

// A comparison steps its runs side by side: each force model stays on one thread from the
// first evaluation on; a single run keeps the default.
void TestForceThreads::comparisonRunsUseOneThread() {
    const Scene scene = peerBenchmarkScene(48);
    QVERIFY(buildSystem(scene).springCount() >= ForceModel::kParallelSprings);
    RunSetOptions options;
    options.sampleInterval = 1.0 / 60.0;
    options.internalReference = false;
    RunSpec a;
    a.integrator = {"symplectic-euler", 1.0 / 240.0, {}};
    RunSpec b = a;
    b.integrator.id = "rk4";
    const RunSet pair(scene, {a, b}, options);
    for (int r = 0; r < 2; ++r) {
        QCOMPARE(pair.run(r).simulation()->forceModel().activeThreads(), 1);
    }
    const RunSet single(scene, {a}, options);
    const int expected = std::thread::hardware_concurrency() >= 2 ? 2 : 1;
    QCOMPARE(single.run(0).simulation()->forceModel().activeThreads(), expected);
}

QTEST_APPLESS_MAIN(TestForceThreads)
#include "test_force_threads.moc"
