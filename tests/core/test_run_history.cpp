// The run's timeline: frames at the interval, a set put back to a frame steps on bit for bit as
// it did (cloth contact, carried integrator state, lockstep runs with interpolated samples and
// the internal reference, spilled frames), a blown-up run's growth onset and markers, and the
// messages for a damaged spill file or a dropped frame.
#include "core/scene/presets.h"
#include "core/scene/scene_builders.h"
#include "core/simulation/run_set.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <filesystem>

using namespace clothlab;
using core::HistoryOptions;
using core::MarkerKind;
using core::RunSet;
using core::RunSpec;
using core::RunStatus;
using test::bitIdentical;

namespace {

RunSpec spec(const std::string& id, double dt) {
    RunSpec s;
    s.integrator = {id, dt, {}};
    return s;
}

/// A set of one sampled at every step, as the workbench's Simulation tab runs it.
std::unique_ptr<RunSet> sceneRun(const core::Scene& scene, const core::IntegratorChoice& choice,
                                 HistoryOptions history) {
    core::RunSetOptions options;
    options.sampleInterval = choice.dt;
    options.internalReference = false;
    options.sampleLimit = 1000;
    options.history = history;
    return std::make_unique<RunSet>(
        scene, std::vector<RunSpec>{{choice, 1, {}, {}, true, false, {}}}, options);
}

const core::HistoryMarker* marker(const core::RunHistory& history, MarkerKind kind) {
    for (const auto& m : history.markers()) {
        if (m.kind == kind) {
            return &m;
        }
    }
    return nullptr;
}

} // namespace

class TestRunHistory : public QObject {
    Q_OBJECT

private slots:
    void framesAtTheInterval() {
        const core::Scene scene = core::loadPreset("hanging-cloth");
        HistoryOptions history;
        history.interval = 0.05;
        auto set = sceneRun(scene, {scene.integrator.id, 1e-3, {}}, history);
        QVERIFY(set->advance(1000));
        const core::RunHistory& h = *set->run(0).history();
        QCOMPARE(h.frameCount(), 21); // t = 0, 0.05, …, 1
        for (int k = 1; k < h.frameCount(); ++k) {
            QVERIFY(std::abs(h.info(k).time - h.info(k - 1).time - 0.05) < 1.5e-3);
            QCOMPARE(h.info(k).steps, std::lround(h.info(k).time / 1e-3));
        }
        QCOMPARE(h.frameAt(0.52), 10);
        QCOMPARE(h.frameAt(-1.0), 0);
        QCOMPARE(h.frameAt(5.0), 20);

        // Looking at a frame changes nothing: the set steps on as a twin that was not looked at.
        auto twin = sceneRun(scene, {scene.integrator.id, 1e-3, {}}, history);
        QVERIFY(twin->advance(1000));
        int looked = 0;
        set->atFrame(7, [&](int r, const core::Simulation& sim, const core::HistoryFrame& f) {
            QCOMPARE(r, 0);
            QCOMPARE(sim.time(), h.info(7).time);
            QCOMPARE(sim.stepCount(), f.info.steps);
            QCOMPARE(sim.energy().residual(), h.info(7).residual);
            ++looked;
        });
        QCOMPARE(looked, 1);
        QVERIFY(set->advance(100) && twin->advance(100));
        QVERIFY(bitIdentical(set->run(0).positions(), twin->run(0).positions()));
        QCOMPARE(set->run(0).simulation()->energy().residual(),
                 twin->run(0).simulation()->energy().residual());
    }

    void rewindContinuesBitForBit_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("integrator");
        QTest::addColumn<double>("dt");
        QTest::addColumn<bool>("spill");
        QTest::newRow("hanging-cloth, its own method") << "hanging-cloth"
                                                       << "" << 0.0 << false;
        QTest::newRow("folding-cloth, cloth contact, spilled") << "folding-cloth"
                                                               << "" << 0.0 << true;
        QTest::newRow("coursework-cloth, bdf2's carried step") << "coursework-cloth"
                                                               << "bdf2" << 2e-3 << true;
        QTest::newRow("cloth-on-sphere, generalized-alpha") << "cloth-on-sphere"
                                                            << "generalized-alpha" << 2e-3 << false;
    }
    void rewindContinuesBitForBit() {
        QFETCH(QString, preset);
        QFETCH(QString, integrator);
        QFETCH(double, dt);
        QFETCH(bool, spill);
        const core::Scene scene = core::loadPreset(preset.toStdString());
        core::IntegratorChoice choice = scene.integrator;
        if (!integrator.isEmpty()) {
            choice = {integrator.toStdString(), dt, {}};
        }
        QTemporaryDir folder;
        HistoryOptions history;
        history.interval = 0.02;
        if (spill) {
            history.memoryBudget = 1; // every frame but the newest goes to the file
            history.spillFolder = folder.path().toStdString();
        }
        auto set = sceneRun(scene, choice, history);
        const auto samples = static_cast<int>(std::lround(1.2 / choice.dt));
        QVERIFY(set->advance(samples));
        const Eigen::Matrix3Xd x = set->run(0).simulation()->system().positions();
        const Eigen::Matrix3Xd v = set->run(0).simulation()->system().velocities();
        const double residual = set->run(0).simulation()->energy().residual();
        const long steps = set->run(0).steps();
        const core::RunHistory& h = *set->run(0).history();
        QCOMPARE(h.spilledFrames() > 0, spill);
        if (spill) {
            QVERIFY(std::filesystem::exists(h.spillPath()));
        }
        const int frame = h.frameAt(0.8);
        const double frameTime = h.info(frame).time;
        if (preset == "folding-cloth") { // the replayed stretch has cloth contact in it
            bool contact = false;
            for (int k = frame; k < h.frameCount(); ++k) {
                contact = contact || h.info(k).contacts > 0;
            }
            QVERIFY(contact);
        }
        set->rewind(frame);
        QCOMPARE(set->run(0).history()->frameCount(), frame + 1);
        QCOMPARE(set->time(), frameTime);
        QCOMPARE(set->sampleCount(), h.info(frame).sample + 1);
        QVERIFY(set->advance(static_cast<int>(samples - h.info(frame).sample)));
        const core::Simulation& sim = *set->run(0).simulation();
        QCOMPARE(sim.time(), set->time());
        QVERIFY(bitIdentical(sim.system().positions(), x));
        QVERIFY(bitIdentical(sim.system().velocities(), v));
        QCOMPARE(sim.energy().residual(), residual);
        QCOMPARE(set->run(0).steps(), steps);
        QCOMPARE(set->run(0).history()->frameCount(), h.frameCount());
        if (spill) {
            const std::string path = h.spillPath();
            set.reset();
            QVERIFY(!std::filesystem::exists(path)); // the history's own file goes with it
        }
    }

    // Lockstep runs whose dt does not divide the sample interval (interpolated samples) and the
    // internal reference: every run and every error as they were.
    void rewindOfAComparison() {
        const core::Scene scene = core::loadPreset("windy-cloth");
        core::RunSetOptions options;
        options.history = HistoryOptions{};
        options.history->interval = 0.05;
        RunSet set(scene, {spec("symplectic-euler", 7e-4), spec("rk4", 3e-3)}, options);
        QVERIFY(set.advance(60));
        std::vector<Eigen::Matrix3Xd> x;
        std::vector<double> errors;
        for (int r = 0; r < set.runCount(); ++r) {
            x.push_back(set.run(r).positions());
            QVERIFY(set.run(r).samples().back().error.has_value());
            errors.push_back(set.run(r).samples().back().error->rms);
        }
        const int frame = 5;
        const int sample = set.run(0).history()->info(frame).sample;
        QCOMPARE(set.run(1).history()->info(frame).sample, sample);
        set.rewind(frame);
        QCOMPARE(static_cast<int>(set.run(0).samples().size()), sample + 1);
        QVERIFY(set.advance(60 - sample));
        for (int r = 0; r < set.runCount(); ++r) {
            QVERIFY(bitIdentical(set.run(r).positions(), x[static_cast<std::size_t>(r)]));
            QCOMPARE(set.run(r).samples().back().error->rms, errors[static_cast<std::size_t>(r)]);
            QCOMPARE(static_cast<int>(set.run(r).samples().size()), 61);
        }
    }

    // Explicit Euler on windy-cloth at its scene dt blows up; the growth onset is a frame before
    // the blow-up whose residual is far below the last one, and from it the run grows again to
    // the same blow-up, step for step.
    void blowUpMarkersAndReplay() {
        const core::Scene scene = core::loadPreset("windy-cloth");
        HistoryOptions history;
        history.interval = 0.01;
        auto set = sceneRun(scene, {"explicit-euler", 2e-3, {}}, history);
        QVERIFY(!set->advance(20000));
        QCOMPARE(set->run(0).status(), RunStatus::BlownUp);
        const core::BlowUp blowUp = *set->run(0).blowUp();
        const core::RunHistory& h = *set->run(0).history();
        const core::HistoryMarker* end = marker(h, MarkerKind::BlowUp);
        const core::HistoryMarker* growth = marker(h, MarkerKind::GrowthOnset);
        QVERIFY(end && growth);
        QCOMPARE(end->frame, h.frameCount() - 1);
        QCOMPARE(end->time, blowUp.time);
        QVERIFY(growth->frame < end->frame);
        QCOMPARE(growth->frame, h.growthOnset());
        qInfo("growth from t = %g s (frame %d of %d), rate %g 1/s; blow-up at %g s", growth->time,
              growth->frame, h.frameCount(), growth->rate, blowUp.time);
        QCOMPARE(growth->rate, h.residualGrowth().rate);
        QVERIFY(growth->rate > 0.0);
        const double last = std::abs(h.info(end->frame).residual);
        QVERIFY2(std::abs(h.info(growth->frame).residual) * 10.0 <= last,
                 qPrintable(QString::number(h.info(growth->frame).residual)));
        for (int k = growth->frame + 1; k <= end->frame; ++k) { // it grows on from there
            QVERIFY(std::abs(h.info(k).residual) >=
                    0.25 * std::abs(h.info(growth->frame).residual));
        }
        const core::HistoryMarker* threshold = marker(h, MarkerKind::ResidualThreshold);
        QVERIFY(threshold && threshold->frame <= end->frame);

        set->rewind(growth->frame);
        QCOMPARE(set->run(0).status(), RunStatus::Running);
        QVERIFY(!set->run(0).blowUp().has_value());
        QVERIFY(marker(*set->run(0).history(), MarkerKind::BlowUp) == nullptr);
        QVERIFY(!set->advance(20000));
        QCOMPARE(set->run(0).blowUp()->step, blowUp.step);
        QCOMPARE(set->run(0).blowUp()->time, blowUp.time);
    }

    void finalGrowth() {
        std::vector<double> times, series;
        for (int k = 0; k < 100; ++k) { // the run's own error, then an unstable mode's growth
            times.push_back(0.01 * k);
            series.push_back(1e-3 * (1.0 + 0.5 * std::sin(0.7 * k)) +
                             1e-6 * std::exp(30.0 * 0.01 * k));
        }
        for (int k = 100; k < 140; ++k) {
            times.push_back(0.01 * k);
            series.push_back(1e-3 + 1e-6 * std::exp(30.0 * 0.01 * k));
        }
        const core::FinalGrowth growth = core::finalGrowth(times, series);
        // 1e-6·e^(0.3 k) passes the 1e-3 floor at k = 23; within a factor 2 of it from k ≈ 26.
        QVERIFY2(growth.start >= 22 && growth.start <= 30,
                 qPrintable(QString::number(growth.start)));
        QVERIFY2(std::abs(growth.rate - 30.0) < 0.5, qPrintable(QString::number(growth.rate)));
        std::vector<double> flat(50, 1.0);
        std::vector<double> flatTimes(50);
        for (int k = 0; k < 50; ++k) {
            flatTimes[static_cast<std::size_t>(k)] = 0.1 * k;
            flat[static_cast<std::size_t>(k)] = 1.0 + 0.3 * std::sin(k);
        }
        QCOMPARE(core::finalGrowth(flatTimes, flat).start, -1);
        QCOMPARE(core::finalGrowth({}, {}).start, -1);
    }

    // Explicit Euler multiplies an undamped oscillator's energy by 1 + ω²h² every step (its
    // amplification matrix's determinant), so the residual E₀((1 + ω²h²)ⁿ − 1) grows at
    // g = ln(1 + ω²h²)/h: the measured rate of the blow-up's growth marker. Over the fit's
    // decade (1 + ω²h²)ⁿ runs from about 11 to 101, where ln((1 + ω²h²)ⁿ − 1) is up to 10 %
    // steeper than n·ln(1 + ω²h²): the fitted slope lies 1–6 % above g.
    void measuredGrowthRateOfAnOscillator() {
        const core::Scene scene = core::springOscillatorScene(100.0, 1.0, 1.0, 0.1);
        const double h = 2e-3;
        HistoryOptions history;
        history.interval = 0.05;
        auto set = sceneRun(scene, {"explicit-euler", h, {}}, history);
        QVERIFY(!set->advance(10'000'000));
        const core::HistoryMarker* growth = marker(*set->run(0).history(), MarkerKind::GrowthOnset);
        QVERIFY(growth);
        const double expected = std::log(1.0 + 100.0 * h * h) / h;
        qInfo("measured g = %g 1/s, ln(1 + ω²h²)/h = %g 1/s", growth->rate, expected);
        QVERIFY2(growth->rate / expected > 1.0 && growth->rate / expected < 1.06,
                 qPrintable(QStringLiteral("%1 against %2").arg(growth->rate).arg(expected)));
    }

    void contactOnsetMarker() {
        const core::Scene scene = core::loadPreset("cloth-on-sphere");
        HistoryOptions history;
        history.interval = 0.02;
        auto set = sceneRun(scene, scene.integrator, history);
        QVERIFY(set->advance(static_cast<int>(std::lround(1.5 / scene.integrator.dt))));
        const core::RunHistory& h = *set->run(0).history();
        const core::HistoryMarker* onset = marker(h, MarkerKind::ContactOnset);
        QVERIFY(onset);
        QVERIFY(onset->frame > 0);
        QVERIFY(h.info(onset->frame).contacts > 0);
        QCOMPARE(h.info(onset->frame - 1).contacts, 0);
    }

    void damagedOrDroppedFramesAreNamed() {
        const core::Scene scene = core::loadPreset("hanging-cloth");
        QTemporaryDir folder;
        HistoryOptions history;
        history.interval = 0.05;
        history.memoryBudget = 1;
        history.spillFolder = folder.path().toStdString();
        auto set = sceneRun(scene, scene.integrator, history);
        QVERIFY(set->advance(static_cast<int>(std::lround(0.5 / scene.integrator.dt))));
        const core::RunHistory& h = *set->run(0).history();
        std::filesystem::resize_file(h.spillPath(), 10);
        try {
            (void)h.frame(3);
            QFAIL("a damaged spill file was read");
        } catch (const core::MessageError& e) {
            QVERIFY2(std::string(e.what()).find(h.spillPath()) != std::string::npos, e.what());
        }
        QVERIFY_THROWS_EXCEPTION(core::MessageError, set->rewind(3));
        QCOMPARE(set->run(0).history()->frameCount(), h.frameCount()); // nothing changed

        history.spillFolder.clear(); // no folder: the oldest frames are dropped
        auto dropping = sceneRun(scene, scene.integrator, history);
        QVERIFY(dropping->advance(static_cast<int>(std::lround(0.5 / scene.integrator.dt))));
        const core::RunHistory& d = *dropping->run(0).history();
        QCOMPARE(d.firstFrame(), d.frameCount() - 1);
        QCOMPARE(d.frameAt(0.0), d.firstFrame());
        QVERIFY_THROWS_EXCEPTION(core::MessageError, (void)d.frame(0));
        QVERIFY_THROWS_EXCEPTION(core::MessageError, dropping->rewind(0));
    }
};

QTEST_GUILESS_MAIN(TestRunHistory)
#include "test_run_history.moc"
