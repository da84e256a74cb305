// The Simulation tab's timeline driven as a user would: a run that blows up jumps to the last
// frame before the residual's growth, the slider shows any frame without moving the run, the
// markers are drawn and clickable, and Replay from Here replays to the same blow-up, or with a
// smaller dt the scene now has, past it.
#include "condition_wait.h"
#include "core/scene/presets.h"
#include "widgets/document/document.h"
#include "widgets/document/runs_model.h"
#include "widgets/engine/run_controller.h"
#include "widgets/panels/timeline_bar.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QtTest>

using clothlab::test::kConditionTimeoutMs;
using namespace clothlab;

namespace {

core::Scene explicitWindyCloth(double dt) {
    core::Scene scene = core::loadPreset("windy-cloth");
    scene.integrator = {"explicit-euler", dt, {}};
    return scene;
}

const widgets::TimelineMarker* findMarker(const widgets::RunController& controller,
                                          core::MarkerKind kind) {
    for (const auto& m : controller.markers()) {
        if (m.marker.kind == kind) {
            return &m;
        }
    }
    return nullptr;
}

} // namespace

class TestTimeline : public QObject {
    Q_OBJECT

private slots:
    void blowUpScrubAndReplay() {
        widgets::Document document;
        document.reset(explicitWindyCloth(2e-3));
        widgets::RunController controller(&document, widgets::RunSource::Scene);
        widgets::TimelineBar bar(&controller);
        bar.resize(800, 60);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QSignalSpy blewUp(&controller, &widgets::RunController::runBlewUp);
        controller.setSpeed(0.0);
        controller.play();
        QTRY_COMPARE_WITH_TIMEOUT(blewUp.count(), 1, kConditionTimeoutMs);
        const core::BlowUp blowUp = qvariant_cast<core::BlowUp>(blewUp.at(0).at(1));

        // The blow-up shows the growth onset's frame.
        const widgets::TimelineMarker* growth =
            findMarker(controller, core::MarkerKind::GrowthOnset);
        QVERIFY(growth);
        QVERIFY(findMarker(controller, core::MarkerKind::BlowUp));
        const int onset = growth->marker.frame;
        QTRY_COMPARE_WITH_TIMEOUT(controller.shownFrame(), onset, kConditionTimeoutMs);
        QCOMPARE(bar.slider()->value(), onset);
        QVERIFY(onset < bar.slider()->maximum());
        QCOMPARE(controller.latestSnapshot()->time,
                 controller.frameTimes()[static_cast<std::size_t>(onset)]);
        QVERIFY(bar.replayButton()->isEnabled());
        QVERIFY(!bar.markerStrip()->isHidden());
        QCOMPARE(bar.markerStrip()->markerAt(bar.markerStrip()->frameX(onset)) >= 0, true);

        // The keyboard moves the slider; the run's state is shown, the run stays blown up.
        bar.slider()->setFocus();
        QTest::keyClick(bar.slider(), Qt::Key_Home);
        QTRY_COMPARE_WITH_TIMEOUT(controller.shownFrame(), 0, kConditionTimeoutMs);
        QCOMPARE(controller.latestSnapshot()->time, 0.0);
        QCOMPARE(controller.latestSnapshot()->run().energy.residual(), 0.0);

        // A click on the growth marker goes back to it.
        QTest::mouseClick(bar.markerStrip(), Qt::LeftButton, {},
                          QPoint(bar.markerStrip()->frameX(onset), 4));
        QTRY_COMPARE_WITH_TIMEOUT(controller.shownFrame(), onset, kConditionTimeoutMs);

        // Live shows the blown-up run's last good state again.
        QTest::mouseClick(bar.liveButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(controller.shownFrame(), -1, kConditionTimeoutMs);
        QCOMPARE(controller.latestSnapshot()->run().status, core::RunStatus::BlownUp);

        // Replay from the onset: the same blow-up, step for step.
        controller.showFrame(onset);
        QTRY_COMPARE_WITH_TIMEOUT(controller.shownFrame(), onset, kConditionTimeoutMs);
        QTest::mouseClick(bar.replayButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(blewUp.count(), 2, kConditionTimeoutMs);
        const core::BlowUp again = qvariant_cast<core::BlowUp>(blewUp.at(1).at(1));
        QCOMPARE(again.step, blowUp.step);
        QCOMPARE(again.time, blowUp.time);

        // With a smaller dt set in the scene, the replay from an early frame goes past it.
        QTRY_COMPARE_WITH_TIMEOUT(controller.shownFrame(), onset, kConditionTimeoutMs);
        const int early = onset / 2;
        controller.showFrame(early);
        QTRY_COMPARE_WITH_TIMEOUT(controller.shownFrame(), early, kConditionTimeoutMs);
        core::Scene smaller = document.scene();
        smaller.integrator.dt = 2e-4;
        QSignalSpy snapshots(&controller, &widgets::RunController::snapshotReady);
        document.setIntegrator(smaller.integrator);
        // The edit reaches the run, and the frame stays in view.
        QTRY_VERIFY_WITH_TIMEOUT(!snapshots.isEmpty(), kConditionTimeoutMs);
        QCOMPARE(controller.shownFrame(), early);
        QVERIFY(bar.replayButton()->isEnabled());
        QTest::mouseClick(bar.replayButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(controller.latestSnapshot()->frame < 0 &&
                                     controller.latestSnapshot()->time > blowUp.time + 0.05,
                                 kConditionTimeoutMs);
        controller.pause();
        QCOMPARE(blewUp.count(), 2);
        QCOMPARE(controller.latestSnapshot()->run().status, core::RunStatus::Running);
        // The timeline was cut at the replayed frame and grows again from there.
        QVERIFY(controller.frameTimes().size() > static_cast<std::size_t>(early) + 1);
        QVERIFY(!findMarker(controller, core::MarkerKind::BlowUp));
    }

    // A comparison keeps a timeline too: a frame shown moves no run, and a replay cuts every
    // run's samples at the frame (the plots and the export read them) before it plays on.
    void comparisonReplayCutsTheSamples() {
        core::Scene scene = core::loadPreset("spring-oscillator");
        scene.runs = {core::RunSpec{{"symplectic-euler", 0.005, {}}, 1, {}, {}, true, false, {}},
                      core::RunSpec{{"rk4", 0.005, {}}, 1, {}, {}, true, false, {}}};
        widgets::Document document;
        document.reset(scene);
        widgets::RunController controller(&document, widgets::RunSource::Runs);
        widgets::TimelineBar bar(&controller);
        QTRY_VERIFY_WITH_TIMEOUT(controller.latestSnapshot() != nullptr, kConditionTimeoutMs);
        for (int k = 0; k < 30; ++k) {
            QSignalSpy snapshots(&controller, &widgets::RunController::snapshotReady);
            controller.stepOnce();
            QVERIFY(snapshots.wait(kConditionTimeoutMs));
        }
        QTRY_COMPARE_WITH_TIMEOUT(controller.frameTimes().size(), std::size_t{31},
                                  kConditionTimeoutMs);
        QCOMPARE(controller.history().at(0).size(), std::size_t{31});
        controller.showFrame(10);
        QTRY_COMPARE_WITH_TIMEOUT(controller.shownFrame(), 10, kConditionTimeoutMs);
        QCOMPARE(controller.latestSnapshot()->runs.size(), std::size_t{2});
        QCOMPARE(controller.history().at(0).size(), std::size_t{31}); // nothing moved
        widgets::RunsModel model(&document, &controller);
        QVERIFY2(model.index(0, widgets::RunsModel::Status)
                     .data()
                     .toString()
                     .startsWith(QStringLiteral("showing t = ")),
                 qPrintable(model.index(0, widgets::RunsModel::Status).data().toString()));
        const double frameTime = controller.frameTimes()[10];

        QSignalSpy timeline(&controller, &widgets::RunController::timelineChanged);
        QTest::mouseClick(bar.replayButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!timeline.isEmpty() && controller.shownFrame() < 0,
                                 kConditionTimeoutMs);
        controller.pause();
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isPlaying(), kConditionTimeoutMs);
        for (const auto& samples : controller.history()) {
            QVERIFY(samples.size() >= 11);
            QCOMPARE(samples[10].time, frameTime);
            for (std::size_t k = 1; k < samples.size(); ++k) {
                QVERIFY2(samples[k].time > samples[k - 1].time,
                         qPrintable(QString::number(samples[k].time)));
            }
        }
    }
};

QTEST_MAIN(TestTimeline)
#include "test_timeline.moc"
