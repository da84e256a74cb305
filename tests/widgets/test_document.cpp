// The document layer: edits are undoable commands (a drag is one step), the stiffness
// model passes QAbstractItemModelTester and writes through to the scene, saves keep the
// previous file on failure, and the simulation controller steps off the GUI thread,
// applies live edits without a reset, and pauses on a blow-up with the last good state.
#include "condition_wait.h"
#include "core/scene/presets.h"
#include "widgets/document/document.h"
#include "widgets/document/stiffness_table_model.h"
#include "widgets/engine/run_controller.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using clothlab::test::kConditionTimeoutMs;

using namespace clothlab;
using widgets::StiffnessTableModel;

class TestDocument : public QObject {
    Q_OBJECT

private slots:
    void stiffnessModelPassesTester();
    void editingACellChangesTheSceneAndUndoRestoresIt();
    void interactiveDragIsOneUndoStep();
    void invalidValuesAreRefused();
    void modelCountsSpringsPerKind();
    void modelCountsTheSpringsOfSolids();
    void saveAndOpenRoundTrip();
    void openReportsFilePathAndReason();
    void playAdvancesTimeOffTheGuiThread();
    void stiffnessEditAppliesLiveWithoutReset();
    void blowUpPausesAndKeepsLastGoodState();
    void dragMovesTheParticle();
};

void TestDocument::stiffnessModelPassesTester() {
    widgets::Document document;
    document.reset(core::loadPreset("hanging-cloth"));
    StiffnessTableModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), 4);
    model.setData(model.index(1, StiffnessTableModel::StretchColumn), 123.0);
    document.undoStack()->undo();
    document.reset(core::loadPreset("coursework-cloth"));
}

void TestDocument::editingACellChangesTheSceneAndUndoRestoresIt() {
    widgets::Document document;
    document.reset(core::loadPreset("hanging-cloth"));
    StiffnessTableModel model(&document);
    const double before = document.scene().stiffness[core::SpringKind::Shear].stretch;
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(model.setData(model.index(1, StiffnessTableModel::StretchColumn), 777.0));
    QCOMPARE(document.scene().stiffness[core::SpringKind::Shear].stretch, 777.0);
    QCOMPARE(
        model.data(model.index(1, StiffnessTableModel::StretchColumn), Qt::EditRole).toDouble(),
        777.0);
    QVERIFY(changed.count() >= 1);
    QVERIFY(document.isModified());
    document.undoStack()->undo();
    QCOMPARE(document.scene().stiffness[core::SpringKind::Shear].stretch, before);
    QVERIFY(!document.isModified());
    document.undoStack()->redo();
    QCOMPARE(document.scene().stiffness[core::SpringKind::Shear].stretch, 777.0);
}

void TestDocument::interactiveDragIsOneUndoStep() {
    widgets::Document document;
    document.reset(core::loadPreset("hanging-cloth"));
    StiffnessTableModel model(&document);
    const double before = document.scene().stiffness[core::SpringKind::Bending].damping;
    model.beginInteraction();
    for (int k = 1; k <= 20; ++k) {
        QVERIFY(model.setData(model.index(2, StiffnessTableModel::DampingColumn), 0.01 * k));
    }
    model.endInteraction();
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(document.scene().stiffness[core::SpringKind::Bending].damping, 0.2);
    // A second, separate edit is a second step.
    QVERIFY(model.setData(model.index(2, StiffnessTableModel::DampingColumn), 0.5));
    QCOMPARE(document.undoStack()->count(), 2);
    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(document.scene().stiffness[core::SpringKind::Bending].damping, before);
}

void TestDocument::invalidValuesAreRefused() {
    widgets::Document document;
    document.reset(core::loadPreset("hanging-cloth"));
    StiffnessTableModel model(&document);
    QVERIFY(!model.setData(model.index(0, StiffnessTableModel::StretchColumn), -1.0));
    QVERIFY(!model.setData(model.index(0, StiffnessTableModel::StretchColumn), QString("abc")));
    QVERIFY(!model.setData(model.index(0, StiffnessTableModel::CountColumn), 5));
    QCOMPARE(document.undoStack()->count(), 0);
}

void TestDocument::modelCountsSpringsPerKind() {
    widgets::Document document;
    document.reset(core::loadPreset("hanging-cloth")); // 24 × 24 provot
    StiffnessTableModel model(&document);
    QCOMPARE(model.data(model.index(0, 0)).toInt(), 24 * 23 * 2);
    QCOMPARE(model.data(model.index(1, 0)).toInt(), 2 * 23 * 23);
    QCOMPARE(model.data(model.index(2, 0)).toInt(), 24 * 22 * 2);
    QVERIFY(model.headerData(1, Qt::Horizontal).toString().contains("N/m"));
    QCOMPARE(model.data(model.index(0, 3), StiffnessTableModel::UnitRole).toString(),
             QString("N·s/m"));
}

void TestDocument::modelCountsTheSpringsOfSolids() {
    widgets::Document document;
    document.reset(core::loadPreset("jelly-cube"));
    StiffnessTableModel model(&document);
    const auto built = core::buildSystem(document.scene()).springCountByKind();
    QVERIFY(built[0] > 0);
    for (int k = 0; k < 3; ++k) {
        QCOMPARE(model.data(model.index(k, StiffnessTableModel::CountColumn), Qt::EditRole).toInt(),
                 built[static_cast<std::size_t>(k)]);
    }
}

void TestDocument::saveAndOpenRoundTrip() {
    QTemporaryDir dir;
    const QString path = dir.filePath("scene.json");
    widgets::Document document;
    document.reset(core::loadPreset("flag"));
    document.setName("My flag");
    QString error;
    QVERIFY2(document.save(path, &error), qPrintable(error));
    QVERIFY(!document.isModified());
    QCOMPARE(document.filePath(), path);
    widgets::Document reopened;
    QVERIFY(reopened.open(path, &error));
    QVERIFY(reopened.scene() == document.scene());
    // Saving into a folder that does not exist fails with a reason and keeps the document.
    QVERIFY(!document.save(dir.filePath("missing/scene.json"), &error));
    QVERIFY(error.contains("cannot write"));
    QCOMPARE(document.filePath(), path);
}

void TestDocument::openReportsFilePathAndReason() {
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.json");
    std::string text(core::presetJson("spring-oscillator"));
    text.replace(text.find("\"mass\": 1.0"), 11, "\"mass\": -1.0");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text.c_str());
    file.close();
    widgets::Document document;
    document.reset(core::loadPreset("hanging-cloth"));
    QString error;
    QVERIFY(!document.open(path, &error));
    QVERIFY2(error.contains("bad.json") && error.contains("bodies[0].particles[0].mass"),
             qPrintable(error));
    QCOMPARE(QString::fromStdString(document.scene().name), QString("Hanging cloth"));
}

void TestDocument::playAdvancesTimeOffTheGuiThread() {
    widgets::Document document;
    document.reset(core::loadPreset("spring-oscillator"));
    widgets::RunController controller(&document, widgets::RunSource::Scene);
    QTRY_VERIFY_WITH_TIMEOUT(controller.latestSnapshot() != nullptr, kConditionTimeoutMs);
    QCOMPARE(controller.latestSnapshot()->time, 0.0);
    controller.setSpeed(4.0);
    controller.play();
    QTRY_VERIFY_WITH_TIMEOUT(controller.latestSnapshot()->time > 0.2, kConditionTimeoutMs);
    controller.pause();
    // A live edit after the pause is a barrier: the worker serves requests in order and
    // answers the edit with a snapshot that took no steps (rate 0), after every snapshot of
    // the run. From then on nothing may advance.
    core::SpringStiffness k = document.scene().stiffness[core::SpringKind::Structural];
    k.stretch *= 2.0;
    document.setStiffness(core::SpringKind::Structural, k);
    QTRY_COMPARE_WITH_TIMEOUT(controller.latestSnapshot()->stepsPerSecond, 0.0,
                              kConditionTimeoutMs);
    const double paused = controller.latestSnapshot()->time;
    const long pausedStep = controller.latestSnapshot()->step;
    QVERIFY(paused > 0.2);
    QTest::qWait(200); // a worker still playing would advance meanwhile
    QCOMPARE(controller.latestSnapshot()->time, paused);
    controller.stepOnce();
    QTRY_COMPARE_WITH_TIMEOUT(controller.latestSnapshot()->step, pausedStep + 1,
                              kConditionTimeoutMs);
    QVERIFY(controller.latestSnapshot()->time > paused);
    controller.reset();
    QTRY_COMPARE_WITH_TIMEOUT(controller.latestSnapshot()->time, 0.0, kConditionTimeoutMs);
}

void TestDocument::stiffnessEditAppliesLiveWithoutReset() {
    widgets::Document document;
    document.reset(core::loadPreset("spring-oscillator"));
    widgets::RunController controller(&document, widgets::RunSource::Scene);
    controller.stepOnce();
    controller.stepOnce();
    QTRY_VERIFY_WITH_TIMEOUT(controller.latestSnapshot() && controller.latestSnapshot()->step == 2,
                             kConditionTimeoutMs);
    const double elasticBefore = controller.latestSnapshot()->run().energy.terms.elasticTotal();
    core::SpringStiffness k = document.scene().stiffness[core::SpringKind::Structural];
    k.stretch *= 2.0;
    k.compression *= 2.0;
    document.setStiffness(core::SpringKind::Structural, k);
    // Same state (step 2), twice the spring constant: twice the elastic energy.
    QTRY_VERIFY_WITH_TIMEOUT(
        std::abs(controller.latestSnapshot()->run().energy.terms.elasticTotal() -
                 2.0 * elasticBefore) < 1e-12 * elasticBefore,
        kConditionTimeoutMs);
    QCOMPARE(controller.latestSnapshot()->step, 2L);
}

void TestDocument::blowUpPausesAndKeepsLastGoodState() {
    widgets::Document document;
    core::Scene scene = core::loadPreset("spring-oscillator");
    scene.integrator = {"explicit-euler", 0.05, {}};
    document.reset(scene);
    widgets::RunController controller(&document, widgets::RunSource::Scene);
    QSignalSpy blew(&controller, &widgets::RunController::runBlewUp);
    controller.setSpeed(50.0);
    controller.play();
    QTRY_COMPARE_WITH_TIMEOUT(blew.count(), 1, kConditionTimeoutMs);
    QVERIFY(!controller.isPlaying());
    const auto snapshot = controller.latestSnapshot();
    QVERIFY(snapshot->run().blowUp.has_value());
    QVERIFY(snapshot->run().positions.allFinite());
    QVERIFY(snapshot->run().energy.terms.mechanical() - snapshot->run().energy.initial <=
            snapshot->run().blowUp->bound);
}

void TestDocument::dragMovesTheParticle() {
    widgets::Document document;
    document.reset(core::loadPreset("hanging-chain"));
    widgets::RunController controller(&document, widgets::RunSource::Scene);
    QTRY_VERIFY_WITH_TIMEOUT(controller.latestSnapshot() != nullptr, kConditionTimeoutMs);
    const int last = static_cast<int>(controller.latestSnapshot()->run().positions.cols()) - 1;
    const core::Vec3 target(0.5, 1.0, 0.3);
    controller.beginDrag(last, target);
    QTRY_VERIFY_WITH_TIMEOUT(
        controller.latestSnapshot()->run().positions.col(last).isApprox(target),
        kConditionTimeoutMs);
    controller.setSpeed(2.0);
    controller.play();
    QTRY_VERIFY_WITH_TIMEOUT(controller.latestSnapshot()->time > 0.1, kConditionTimeoutMs);
    // Held where the mouse is while the rest of the chain moves.
    QVERIFY(controller.latestSnapshot()->run().positions.col(last).isApprox(target));
    controller.endDrag();
    QTRY_VERIFY_WITH_TIMEOUT(
        !controller.latestSnapshot()->run().positions.col(last).isApprox(target),
        kConditionTimeoutMs);
    controller.pause();
}

QTEST_GUILESS_MAIN(TestDocument)
#include "test_document.moc"
