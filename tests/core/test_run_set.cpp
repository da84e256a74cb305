// Lockstep runs: ordering of errors on the oscillator, a blow-up stops one run alone,
// sampling at common instants for any dt, the reference, the shared hand, determinism.
#include "core/integrators/projective.h"
#include "core/scene/scene_builders.h"
#include "core/simulation/run_set.h"
#include "test_support.h"

#include <QtTest>
#include <cmath>

using namespace clothlab;
using core::RunSpec;
using core::RunStatus;

namespace {

RunSpec spec(const std::string& id, double dt, int substeps = 1) {
    RunSpec s;
    s.integrator = {id, dt, {}};
    s.substeps = substeps;
    return s;
}

double exactOscillator(double t) {
    return 1.0 + 0.1 * std::cos(10.0 * t);
}

/// Distance of the oscillator's free particle from the exact solution at the last sample.
double oscillatorDeviation(const core::RunSet& set, int r) {
    return std::abs(set.run(r).positions()(0, 1) - exactOscillator(set.time()));
}

} // namespace

class TestRunSet : public QObject {
    Q_OBJECT

private slots:
    void errorsOrderedByIntegratorOrder() {
        core::RunSetOptions options;
        options.sampleInterval = 0.02;
        const core::Scene scene = core::springOscillatorScene();
        core::RunSet set(scene,
                         {spec("symplectic-euler", 0.01), spec("rk2", 0.01), spec("rk4", 0.01),
                          spec("explicit-euler", 0.001)},
                         options);
        QVERIFY(set.internalReference() != nullptr);
        QCOMPARE(set.referenceRun(), -1);
        while (set.time() < 2.0 - 1e-12) {
            set.advance(10);
        }
        QCOMPARE(set.sampleCount(), 101);
        for (int r = 0; r < set.runCount(); ++r) {
            QCOMPARE(set.run(r).status(), RunStatus::Running);
            QCOMPARE(static_cast<int>(set.run(r).samples().size()), 101);
            QVERIFY(set.run(r).samples().back().error.has_value());
        }
        auto finalError = [&](int r) { return set.run(r).samples().back().error->rms; };
        QVERIFY2(finalError(2) < finalError(1) && finalError(1) < finalError(0),
                 qPrintable(QString("rk4 %1 rk2 %2 symplectic %3")
                                .arg(finalError(2))
                                .arg(finalError(1))
                                .arg(finalError(0))));
        // The reference is the exact solution to far below every run's error.
        QVERIFY(std::abs(set.internalReference()->positions()(0, 1) - exactOscillator(2.0)) < 1e-7);
        // Each error is the distance from the reference at the same instant.
        for (int r = 0; r < set.runCount(); ++r) {
            QVERIFY(std::abs(finalError(r) - oscillatorDeviation(set, r)) < 1e-7);
        }
        // Steps taken: every run reached t = 2 s with its own dt.
        QCOMPARE(set.run(0).steps(), 200L);
        QCOMPARE(set.run(3).steps(), 2000L);
    }

    void internalReferenceFollowsItsOptions() {
        // dop853 at the tolerance of the options, its frame step the largest divisor of the
        // sample interval not above the finest run step: 0.02 s / ⌈0.02/0.003⌉ = 0.02/7 s.
        const core::Scene scene = core::springOscillatorScene();
        core::RunSetOptions options;
        options.sampleInterval = 0.02;
        options.referenceTolerance = 1e-10;
        {
            core::RunSet set(scene, {spec("rk4", 0.01), spec("rk2", 0.003)}, options);
            const core::RunRecord* reference = set.internalReference();
            QCOMPARE(reference->spec().integrator.id, std::string("dop853"));
            QCOMPARE(reference->spec().integrator.dt, 0.02 / 7.0);
            QCOMPARE(reference->simulation()->integrator().parameters().value("tolerance"), 1e-10);
            QVERIFY(set.referenceDescription().starts_with("dop853 (tolerance 1e-10, dt = "));
        }
        // The tolerance is the one the reference runs at: a loose one shows in its error
        // (frame steps of 0.25 s, ω·dt = 2.5, where the tolerance sets the internal steps).
        auto referenceError = [&](double tolerance) {
            options.sampleInterval = 0.5;
            options.referenceTolerance = tolerance;
            core::RunSet set(scene, {spec("implicit-euler", 0.25)}, options);
            while (set.time() < 2.0 - 1e-12) {
                set.advance(1);
            }
            return std::abs(set.internalReference()->positions()(0, 1) -
                            exactOscillator(set.time()));
        };
        const double loose = referenceError(1e-3);
        const double tight = referenceError(1e-10);
        QVERIFY2(tight < 1e-8 && loose > 100.0 * tight,
                 qPrintable(QString("loose %1 tight %2").arg(loose).arg(tight)));
    }

    void blowUpStopsOneRunAlone() {
        core::RunSetOptions options;
        options.sampleInterval = 0.01;
        options.internalReference = false;
        const core::Scene scene = core::springOscillatorScene(4.0e4, 1.0, 1.0, 0.1);
        // ω = 200 rad/s: explicit Euler at dt = 0.005 gains (1 + ω²dt²) = 2 per step.
        core::RunSet set(scene, {spec("explicit-euler", 0.005), spec("rk4", 0.0005)}, options);
        set.advance(50);
        QCOMPARE(set.run(0).status(), RunStatus::BlownUp);
        QVERIFY(set.run(0).blowUp().has_value());
        QVERIFY(set.run(0).blowUp()->time > 0.0 && set.run(0).blowUp()->time < 0.5);
        QCOMPARE(set.run(1).status(), RunStatus::Running);
        QCOMPARE(static_cast<int>(set.run(1).samples().size()), 51);
        const auto blownSamples = set.run(0).samples().size();
        QVERIFY(blownSamples < 51);
        set.advance(20);
        QCOMPARE(set.run(0).samples().size(), blownSamples); // stays stopped
        QCOMPARE(static_cast<int>(set.run(1).samples().size()), 71);
        QVERIFY(set.run(0).positions().allFinite());             // the last good state
        QVERIFY(!set.run(0).samples().back().error.has_value()); // no reference at all
    }

    void failedRunIsMarkedAndOthersRun() {
        core::RunSetOptions options;
        options.internalReference = false;
        core::RunSet set(core::springOscillatorScene(), {spec("no-such", 0.01), spec("rk4", 0.01)},
                         options);
        QCOMPARE(set.run(0).status(), RunStatus::Failed);
        QVERIFY(QString::fromStdString(set.run(0).message()).contains("no-such"));
        QVERIFY(set.run(0).simulation() == nullptr);
        set.advance(3);
        QCOMPARE(static_cast<int>(set.run(1).samples().size()), 4);
    }

    void samplesAtCommonInstantsForAnyDt() {
        // dt = 0.004 does not divide the 0.01 s sample interval: the sample is interpolated
        // between steps (cubic Hermite), so it is as close to the exact solution as rk4 itself
        // is, whereas the nearest step's state is off by up to |v|·dt/2 ≈ 2e-3 m.
        core::RunSetOptions options;
        options.sampleInterval = 0.01;
        options.internalReference = false;
        core::RunSet set(core::springOscillatorScene(), {spec("rk4", 0.004)}, options);
        double worst = 0.0;
        for (int k = 0; k < 99; ++k) {
            set.advance(1);
            worst = std::max(worst, oscillatorDeviation(set, 0));
            QCOMPARE(set.run(0).samples().back().time, set.time());
        }
        QVERIFY2(worst < 1e-5, qPrintable(QString::number(worst)));
        const core::Simulation& sim = *set.run(0).simulation();
        QVERIFY(std::abs(sim.time() - set.time()) > 1e-4); // t = 0.99 s is between two steps
        const double stepState = std::abs(sim.system().positions()(0, 1) - exactOscillator(0.99));
        QVERIFY2(stepState > 100.0 * worst, qPrintable(QString::number(stepState)));
    }

    void substepsDivideTheStep() {
        core::RunSetOptions options;
        options.sampleInterval = 0.02;
        options.internalReference = false;
        core::RunSet set(core::springOscillatorScene(),
                         {spec("symplectic-euler", 0.02, 1), spec("symplectic-euler", 0.02, 4)},
                         options);
        set.advance(50);
        QCOMPARE(set.run(0).steps(), 50L);
        QCOMPARE(set.run(1).steps(), 200L);
        QVERIFY(oscillatorDeviation(set, 1) < 0.5 * oscillatorDeviation(set, 0));
    }

    void markedReferenceReplacesTheInternalOne() {
        core::RunSetOptions options;
        options.sampleInterval = 0.01;
        RunSpec reference = spec("rk4", 0.001);
        reference.reference = true;
        reference.label = "fine rk4";
        core::RunSet set(core::springOscillatorScene(), {spec("rk2", 0.01), reference}, options);
        QCOMPARE(set.referenceRun(), 1);
        QVERIFY(set.internalReference() == nullptr);
        QCOMPARE(set.referenceDescription(), std::string("fine rk4"));
        set.advance(30);
        QCOMPARE(set.run(1).samples().back().error->max, 0.0);
        const double expected =
            std::abs(set.run(0).positions()(0, 1) - set.run(1).positions()(0, 1));
        QVERIFY(std::abs(set.run(0).samples().back().error->max - expected) < 1e-15);
    }

    void dragHoldsTheParticleInEveryRun() {
        core::RunSetOptions options;
        options.sampleInterval = 0.01;
        options.internalReference = false;
        core::Scene scene = test::busyClothScene(6);
        core::RunSet set(
            scene,
            {spec("symplectic-euler", 0.001), spec("implicit-euler", 0.005), spec("xpbd", 0.01)},
            options);
        const int particle = 20;
        const core::Vec3 target(0.3, 1.2, 0.4);
        set.beginDrag(particle, target);
        set.advance(10);
        for (int r = 0; r < set.runCount(); ++r) {
            QVERIFY((set.run(r).simulation()->system().positions().col(particle) - target).norm() <
                    1e-12);
            QVERIFY(set.run(r).simulation()->system().isPinned(particle));
        }
        set.endDrag();
        set.advance(5);
        for (int r = 0; r < set.runCount(); ++r) {
            QVERIFY(!set.run(r).simulation()->system().isPinned(particle));
            QVERIFY((set.run(r).simulation()->system().positions().col(particle) - target).norm() >
                    1e-6); // released, it falls
        }
    }

    void liveEditsReachEveryRun() {
        core::RunSetOptions options;
        options.internalReference = false;
        core::Scene scene = test::busyClothScene(5);
        core::RunSet set(scene, {spec("rk4", 0.001), spec("chebyshev", 0.01)}, options);
        set.advance(2);
        core::Environment environment = scene.environment;
        environment.gravity = core::Vec3(0.0, -1.0, 0.0);
        set.setEnvironment(environment);
        set.setPinned(3, true);
        for (int r = 0; r < set.runCount(); ++r) {
            QCOMPARE(set.run(r).simulation()->environment().gravity.y(), -1.0);
            QVERIFY(set.run(r).simulation()->system().isPinned(3));
        }
    }

    void runOverridesApplyToTheirRunAlone() {
        core::RunSetOptions options;
        options.internalReference = false;
        const core::Scene scene = test::busyClothScene(5);
        RunSpec damped = spec("rk4", 0.001);
        damped.overrides = {{"air.drag", "0.3"}, {"stiffness.structural.damping", "0.7"}};
        RunSpec rows = spec("rk4", 0.001);
        rows.overrides = {{"bodies[0].rows", "6"}};
        core::RunSet set(scene, {spec("rk4", 0.001), damped, rows}, options);
        const auto& plain = set.run(0).simulation()->system().stiffness();
        const auto& own = set.run(1).simulation()->system().stiffness();
        QCOMPARE(own[core::SpringKind::Structural].damping, 0.7);
        QCOMPARE(own[core::SpringKind::Shear], plain[core::SpringKind::Shear]);
        QCOMPARE(plain[core::SpringKind::Structural].damping, 0.4);
        QCOMPARE(set.run(1).simulation()->environment().airDrag, 0.3);
        QCOMPARE(set.run(0).simulation()->environment().airDrag, 0.05);
        // A run must keep the particles: its errors are measured particle by particle.
        QCOMPARE(set.run(2).status(), RunStatus::Failed);
        QVERIFY2(QString::fromStdString(set.run(2).message()).contains("number of particles"),
                 set.run(2).message().c_str());
        set.advance(20);
        QVERIFY((set.run(0).positions() - set.run(1).positions()).norm() > 1e-9);

        // Live edits reach both; the run's own values stay over them.
        core::StiffnessTable table = scene.stiffness;
        table[core::SpringKind::Structural].stretch = 800.0;
        set.setStiffness(table);
        core::Environment environment = scene.environment;
        environment.gravity = core::Vec3(0.0, -1.0, 0.0);
        set.setEnvironment(environment);
        for (int r = 0; r < 2; ++r) {
            const core::Simulation& sim = *set.run(r).simulation();
            QCOMPARE(sim.system().stiffness()[core::SpringKind::Structural].stretch, 800.0);
            QCOMPARE(sim.environment().gravity.y(), -1.0);
        }
        QCOMPARE(
            set.run(1).simulation()->system().stiffness()[core::SpringKind::Structural].damping,
            0.7);
        QCOMPARE(set.run(1).simulation()->environment().airDrag, 0.3);
        QCOMPARE(set.run(0).simulation()->environment().airDrag, 0.05);
    }

    void endTimeFinishesEveryRun() {
        core::RunSetOptions options;
        options.sampleInterval = 0.01;
        options.endTime = 0.1;
        options.internalReference = false;
        core::RunSet set(core::springOscillatorScene(), {spec("rk4", 0.001), spec("rk2", 0.002)},
                         options);
        QVERIFY(set.advance(7));
        QVERIFY(!set.advance(7)); // clamped at the end time
        QCOMPARE(set.sampleCount(), 11);
        QCOMPARE(set.run(0).status(), RunStatus::Finished);
        QCOMPARE(set.run(1).status(), RunStatus::Finished);
        QVERIFY(!set.advance(1));
        QCOMPARE(set.sampleCount(), 11);
    }

    void resultDoesNotDependOnThreads() {
        const core::Scene scene = test::busyClothScene(6);
        const std::vector<RunSpec> runs = {spec("rk4", 0.002), spec("implicit-euler", 0.01),
                                           spec("pbd", 0.01), spec("verlet", 0.001)};
        auto result = [&](int threads) {
            core::RunSetOptions options;
            options.sampleInterval = 0.01;
            options.threads = threads;
            auto set = std::make_unique<core::RunSet>(scene, runs, options);
            set->advance(8);
            set->advance(7);
            return set;
        };
        const auto one = result(1);
        const auto two = result(2);
        for (int r = 0; r < one->runCount(); ++r) {
            QVERIFY(test::bitIdentical(one->run(r).positions(), two->run(r).positions()));
            QCOMPARE(one->run(r).samples().back().error->rms,
                     two->run(r).samples().back().error->rms);
            QCOMPARE(one->run(r).samples().back().energy.residual(),
                     two->run(r).samples().back().energy.residual());
        }
    }

    void runsShareTheCoresWithoutNestedThreads() {
        core::RunSetOptions options;
        options.internalReference = false;
        const core::Scene scene = test::busyClothScene(5);
        auto threadsOf = [](const core::RunSet& set, int r) {
            const auto* pd = dynamic_cast<const core::ProjectiveDynamicsIntegrator*>(
                &set.run(r).simulation()->integrator());
            return pd ? pd->threadCount() : -1;
        };
        const core::RunSet alone(scene, {spec("projective-dynamics", 0.01)}, options);
        QCOMPARE(threadsOf(alone, 0), 0); // its own choice
        const core::RunSet together(scene, {spec("projective-dynamics", 0.01), spec("rk4", 0.001)},
                                    options);
        QCOMPARE(threadsOf(together, 0), 1);
    }

    void positionHistoryEveryNthSample() {
        core::RunSetOptions options;
        options.sampleInterval = 0.01;
        options.internalReference = false;
        options.positionsEvery = 3;
        core::RunSet set(core::springOscillatorScene(), {spec("rk4", 0.001)}, options);
        set.advance(10);
        const auto& history = set.run(0).positionHistory();
        QCOMPARE(history.size(), std::size_t(4)); // samples 0, 3, 6, 9
        QCOMPARE(history[2].sample, 6);
        QVERIFY(std::abs(history[2].time - 0.06) < 1e-15);
        QVERIFY(std::abs(history[2].x(0, 1) - exactOscillator(0.06)) < 1e-6);
        options.positionsEvery = 0;
        core::RunSet none(core::springOscillatorScene(), {spec("rk4", 0.001)}, options);
        none.advance(10);
        QVERIFY(none.run(0).positionHistory().empty());
    }

    void badSampleIntervalIsRefused() {
        core::RunSetOptions options;
        options.sampleInterval = 0.0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 core::RunSet(core::springOscillatorScene(), {}, options));
    }
    // The Simulation tab's run: a set of one sampled at every step, following its dt.
    void setOfOneFollowsItsDtLive() {
        core::RunSetOptions options;
        options.sampleInterval = 0.001;
        options.internalReference = false;
        core::RunSet set(core::springOscillatorScene(), {spec("rk4", 0.001)}, options);
        set.advance(5);
        const core::Simulation* sim = set.run(0).simulation();
        QCOMPARE(sim->stepCount(), 5L);
        QCOMPARE(set.run(0).samples().size(), std::size_t(6)); // one record per step
        set.setIntegratorParameters(0, {"rk4", 0.002, {}});
        set.setSampleInterval(0.002);
        set.advance(5);
        QCOMPARE(sim->stepCount(), 10L);
        QVERIFY(std::abs(set.time() - 0.015) < 1e-15);
        QVERIFY(std::abs(sim->time() - set.time()) < 1e-15);
        QVERIFY(std::abs(set.run(0).samples().back().energy.time - 0.015) < 1e-15);
        QVERIFY(std::abs(sim->system().positions()(0, 1) - exactOscillator(0.015)) < 1e-8);
        QVERIFY(test::bitIdentical(set.run(0).positions(), sim->system().positions()));
    }

    void refusedDtAndParametersAreReported() {
        core::RunSetOptions options;
        options.internalReference = false;
        core::RunSet set(core::springOscillatorScene(), {spec("rk4", 0.001, 2)}, options);
        QCOMPARE(set.run(0).simulation()->dt(), 0.0005);
        try {
            set.setIntegratorParameters(0, {"rk4", 0.0, {}}, 2);
            QFAIL("a zero dt was accepted");
        } catch (const std::invalid_argument& e) {
            QVERIFY(std::string(e.what()).find("time step") != std::string::npos);
        }
        QCOMPARE(set.run(0).simulation()->dt(), 0.0005); // as it was
        try {
            set.setIntegratorParameters(0, {"rk4", 0.002, {{"no-such", 1.0}}}, 2);
            QFAIL("an unknown parameter was accepted");
        } catch (const std::invalid_argument& e) {
            QVERIFY(std::string(e.what()).find("unknown parameter 'no-such'") != std::string::npos);
        }
        QCOMPARE(set.run(0).simulation()->dt(), 0.001); // the valid part applies
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 set.setIntegratorParameters(0, {"rk2", 0.001, {}}));
    }

    void effectiveIntegratorDividesByTheSubsteps() {
        const core::IntegratorChoice choice = core::effectiveIntegrator(spec("rk4", 0.01, 4));
        QCOMPARE(choice.id, std::string("rk4"));
        QCOMPARE(choice.dt, 0.0025);
    }

    void sampleLimitKeepsTheRecentSamples() {
        core::RunSetOptions options;
        options.sampleInterval = 0.001;
        options.internalReference = false;
        options.sampleLimit = 10;
        core::RunSet set(core::springOscillatorScene(), {spec("rk4", 0.001)}, options);
        for (int k = 0; k < 50; ++k) {
            set.advance(1);
        }
        const core::RunRecord& run = set.run(0);
        QCOMPARE(run.sampleCount(), std::size_t(51));
        QVERIFY(run.samples().size() >= 10 && run.samples().size() <= 20);
        QCOMPARE(run.droppedSamples() + run.samples().size(), std::size_t(51));
        QVERIFY(std::abs(run.samples().back().time - 0.05) < 1e-15);
        QVERIFY(std::abs(run.samples().front().time -
                         0.001 * static_cast<double>(run.droppedSamples())) < 1e-15);
    }

    void dragAppliesBetweenAdvancesAndStateCanBeSet() {
        core::RunSetOptions options;
        options.internalReference = false;
        core::RunSet set(core::springOscillatorScene(), {spec("rk4", 0.001), spec("rk2", 0.001)},
                         options);
        const core::Vec3 target(0.3, 0.2, 0.1);
        set.beginDrag(1, target);
        set.dragTo(target);
        set.applyDrag();
        for (int r = 0; r < 2; ++r) {
            QVERIFY(set.run(r).simulation()->system().positions().col(1).isApprox(target));
        }
        set.endDrag();
        Eigen::Matrix3Xd x = set.run(0).simulation()->system().positions();
        x(0, 1) = 1.05;
        const Eigen::Matrix3Xd v = Eigen::Matrix3Xd::Zero(3, x.cols());
        set.setState(0, x, v);
        QCOMPARE(set.run(0).simulation()->system().positions()(0, 1), 1.05);
        QCOMPARE(set.run(0).positions()(0, 1), 1.05);
    }

    void buildsAreCounted() {
        const long before = core::systemBuildCount();
        core::buildSystem(core::springOscillatorScene());
        QCOMPARE(core::systemBuildCount(), before + 1);
    }
};

QTEST_APPLESS_MAIN(TestRunSet)
#include "test_run_set.moc"
