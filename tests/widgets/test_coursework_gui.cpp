// Coursework in the workbench: File ▸ Open Shipped Lab opens the lab's scene and the Tasks
// dock; a scripted student (tried in Japanese) works lab 1's tasks with the dock's button,
// types the other answers and hands in; the grader gives the submission full marks. Waits are
// on conditions (a task worked), never on elapsed time.
#include "app/coursework_menu.h"
#include "app/main_window.h"
#include "app/translations.h"
#include "condition_wait.h"
#include "core/coursework/assignment_io.h"
#include "core/coursework/grader.h"
#include "core/coursework/submission.h"
#include "core/coursework/task_runner.h"
#include "text/core_messages.h"
#include "widgets/analysis/analysis_dialog.h"
#include "widgets/analysis/analysis_pages.h"
#include "widgets/analysis/compare_integrators_dialog.h"
#include "widgets/coursework/tasks_panel.h"
#include "widgets/document/document.h"
#include "widgets/document/locks.h"
#include "widgets/document/scene_tree_model.h"
#include "widgets/panels/forces_panel.h"
#include "widgets/panels/log_panel.h"
#include "widgets/panels/particle_panel.h"
#include "widgets/panels/scene_panel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using clothlab::test::kConditionTimeoutMs;
using namespace clothlab;
namespace cw = core::coursework;

class TestCourseworkGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ClothLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_coursework_gui"));
    }
    void init() { QSettings().remove(QStringLiteral("AnalysisDialog")); }

    void openShippedLabShowsTheTasks() {
        app::MainWindow window;
        auto* open = window.findChild<QAction*>(QStringLiteral("assignment:lab1-orders"));
        QVERIFY(open != nullptr);
        QVERIFY(window.findChild<QAction*>(QStringLiteral("handInAction")) != nullptr);
        open->trigger();
        auto* panel = window.findChild<widgets::TasksPanel*>();
        QVERIFY(panel != nullptr && panel->hasAssignment());
        QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("tasksDock")) != nullptr);
        QCOMPARE(window.document()->scene().name, std::string("Spring oscillator"));
        auto* table = panel->findChild<QTableWidget*>(QStringLiteral("tasksTable"));
        QCOMPARE(table->rowCount(), 6);
        for (int row = 0; row < table->rowCount(); ++row) {
            QCOMPARE(panel->stateText(row), widgets::TasksPanel::tr("not started"));
        }
        // View ▸ Tasks, among the other docks, brings a closed dock back.
        auto* view = window.findChild<QMenu*>(QStringLiteral("viewMenu"));
        auto* toggle = window.findChild<QAction*>(QStringLiteral("toggleTasksDock"));
        QVERIFY(toggle != nullptr && view->actions().contains(toggle));
        const qsizetype at = view->actions().indexOf(toggle);
        QVERIFY(qobject_cast<QDockWidget*>(view->actions()[at - 1]->parent()) != nullptr);
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("tasksDock"));
        dock->close();
        toggle->trigger();
        QVERIFY(!dock->isHidden());
        // The log says the lab was opened.
        QVERIFY(
            window.findChild<widgets::LogPanel*>()->text().contains(QLatin1String("lab1-orders")));
    }

    void lockedKeysHoldInTheWorkbench() {
        app::MainWindow window;
        window.findChild<QAction*>(QStringLiteral("assignment:lab1-orders"))->trigger();
        widgets::Document* document = window.document();
        QSignalSpy refused(document, &widgets::Document::editRefused);
        const core::Scene before = document->scene();
        // An edit in the Stiffness table, as the student would type it: refused.
        QAbstractItemModel* stiffness = window.stiffnessView()->model();
        stiffness->setData(stiffness->index(0, 1), 5.0); // row structural, column k⁺
        QVERIFY(document->scene().stiffness == before.stiffness);
        QCOMPARE(refused.size(), 1);
        QCOMPARE(refused.takeFirst()[0].toString(), QString("stiffness"));
        // Gravity and the bodies are locked; air drag is not.
        core::Environment gravity = before.environment;
        gravity.gravity = core::Vec3(0.0, -1.0, 0.0);
        document->setEnvironment(gravity);
        QCOMPARE(refused.size(), 1);
        QVERIFY(document->scene().environment == before.environment);
        document->setParticlePinned(1, true);
        QCOMPARE(refused.size(), 2);
        QVERIFY(document->scene().particleOverrides.empty());
        core::Environment drag = before.environment;
        drag.airDrag = 0.2;
        document->setEnvironment(drag);
        QCOMPARE(refused.size(), 2);
        QCOMPARE(document->scene().environment.airDrag, 0.2);
        // Another scene is not the assignment's: nothing locked.
        document->reset(before);
        document->setStiffness(core::SpringKind::Structural, {5.0, 5.0, 0.0});
        QCOMPARE(document->scene().stiffness[core::SpringKind::Structural].stretch, 5.0);
        QCOMPARE(refused.size(), 2);
    }

    void lockedKeysShowALock() {
        app::MainWindow window;
        window.findChild<QAction*>(QStringLiteral("assignment:lab1-orders"))->trigger();
        const QString locked = QStringLiteral("Locked by the assignment");
        // The Stiffness table: a lock on each row, no editor on a double click (in a view of
        // its own model: the main window's 3D view is slow to show under Xvfb).
        QAbstractItemModel* stiffness = window.stiffnessView()->model();
        const QModelIndex cell = stiffness->index(0, 1);
        QVERIFY(!(stiffness->flags(cell) & Qt::ItemIsEditable));
        QVERIFY(!stiffness->data(cell, Qt::DecorationRole).value<QIcon>().isNull());
        QCOMPARE(stiffness->data(cell, Qt::ToolTipRole).toString(), locked);
        QVERIFY(
            !stiffness->headerData(0, Qt::Vertical, Qt::DecorationRole).value<QIcon>().isNull());
        QTableView view;
        view.setModel(stiffness);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto doubleClick = [&view, cell] {
            const QPoint centre = view.visualRect(cell).center();
            QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, centre);
            QTest::mouseDClick(view.viewport(), Qt::LeftButton, {}, centre);
        };
        doubleClick();
        QVERIFY(view.findChildren<QLineEdit*>().isEmpty()); // no editor was opened
        // The Particle panel: the bodies are locked, so a particle's mass and pin are too.
        auto* particles = window.findChild<widgets::ParticlePanel*>();
        particles->setParticle(1);
        auto* mass = particles->findChild<QDoubleSpinBox*>(QStringLiteral("particleMass"));
        auto* pinned = particles->findChild<QCheckBox*>(QStringLiteral("particlePinned"));
        QVERIFY(!mass->isEnabled() && !pinned->isEnabled());
        QCOMPARE(mass->toolTip(), locked);
        QVERIFY(!pinned->icon().isNull());
        window.document()->setLockedPaths({}); // unlocked: editable, no padlock
        QVERIFY(mass->isEnabled() && pinned->isEnabled() && pinned->icon().isNull());
        window.document()->setLockedPaths(
            window.findChild<widgets::TasksPanel*>()->assignment()->locked);
        // The scene tree: bodies locked, obstacles not.
        widgets::SceneTreeModel* tree = window.scenePanel()->treeModel();
        const QModelIndex body = tree->itemIndex(widgets::SceneTreeModel::Bodies, 0);
        QVERIFY(!tree->data(body, Qt::DecorationRole).value<QIcon>().isNull());
        QCOMPARE(tree->data(body, Qt::ToolTipRole).toString(), locked);
        QVERIFY(tree->data(tree->groupIndex(widgets::SceneTreeModel::Obstacles), Qt::DecorationRole)
                    .isNull());
        // The body's property editor and the Add buttons: disabled, with the tooltip.
        window.scenePanel()->select(widgets::SceneTreeModel::Bodies, 0);
        QWidget* name = window.scenePanel()->editor(QStringLiteral("name"));
        QVERIFY(name != nullptr && !name->isEnabled());
        QCOMPARE(name->toolTip(), locked);
        QVERIFY(!window.scenePanel()->addClothButton()->isEnabled());
        QVERIFY(window.scenePanel()->addObstacleButton()->isEnabled());
        // Forces: gravity locked, air drag not.
        auto* forces = window.findChild<widgets::ForcesPanel*>();
        QVERIFY(forces != nullptr);
        QVERIFY(!forces->gravityBox(1)->isEnabled());
        QCOMPARE(forces->gravityBox(1)->toolTip(), locked);
        QVERIFY(forces->dragBox()->isEnabled());
        // Another scene: no lock anywhere.
        window.document()->reset(window.document()->scene());
        QVERIFY(stiffness->flags(cell) & Qt::ItemIsEditable);
        QVERIFY(stiffness->data(cell, Qt::DecorationRole).isNull());
        QVERIFY(forces->gravityBox(1)->isEnabled());
        QVERIFY(forces->gravityBox(1)->toolTip() != locked);
        QVERIFY(window.scenePanel()->addClothButton()->isEnabled());
        doubleClick();
        QVERIFY(!view.findChildren<QLineEdit*>().isEmpty()); // now it is
    }

    void openAnalysisPrefillsTheTask() {
        app::MainWindow window;
        window.findChild<QAction*>(QStringLiteral("assignment:lab1-orders"))->trigger();
        auto* panel = window.findChild<widgets::TasksPanel*>();
        auto* table = panel->findChild<QTableWidget*>(QStringLiteral("tasksTable"));
        auto* open = panel->findChild<QPushButton*>(QStringLiteral("openAnalysisButton"));
        const cw::Assignment& lab = *panel->assignment();
        table->selectRow(3); // a numeric answer: no analysis
        QVERIFY(!open->isEnabled());
        table->selectRow(2); // rk4-order
        const cw::Task& task = lab.tasks[2];
        QCOMPARE(task.id, std::string("rk4-order"));
        QVERIFY(open->isEnabled());
        open->click(); // the dock of a window not shown takes no mouse events
        widgets::AnalysisDialog* dialog = window.findChild<widgets::AnalysisMenu*>()->dialog();
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->page(), widgets::AnalysisDialog::Convergence);
        widgets::ConvergencePage* page = dialog->convergencePage();
        QStringList checked;
        for (int row = 0; row < page->integratorList()->count(); ++row) {
            if (page->integratorList()->item(row)->checkState() == Qt::Checked) {
                checked << page->integratorList()->item(row)->data(Qt::UserRole).toString();
            }
        }
        QCOMPARE(checked, QStringList{"rk4"});
        std::vector<double> dts = task.settings.dts;
        std::sort(dts.begin(), dts.end(), std::greater<>());
        QCOMPARE(page->timeSteps(), dts);
        QCOMPARE(page->durationBox()->value(), task.settings.duration);
        QVERIFY2(dialog->runButton()->isEnabled(), qPrintable(dialog->statusText())); // valid input
        dialog->close();
    }

    void anAnalysisOpenedForATaskBecomesItsRun() {
        app::MainWindow window;
        window.findChild<QAction*>(QStringLiteral("assignment:lab1-orders"))->trigger();
        auto* panel = window.findChild<widgets::TasksPanel*>();
        const cw::Assignment& lab = *panel->assignment();
        const cw::Task& task = lab.tasks[2];
        panel->findChild<QTableWidget*>(QStringLiteral("tasksTable"))->selectRow(2);
        panel->findChild<QPushButton*>(QStringLiteral("openAnalysisButton"))->click();
        widgets::AnalysisDialog* dialog = window.findChild<widgets::AnalysisMenu*>()->dialog();
        widgets::ConvergencePage* page = dialog->convergencePage();

        // Run as the dialog is filled: the study becomes the task's run, with its manifest.
        QSignalSpy stored(dialog, &widgets::AnalysisDialog::resultStored);
        dialog->runButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(stored.count(), 1, kConditionTimeoutMs);
        // The shipped labs fill in no answer: the task is done, and the student reads the
        // order off the dialog's table and types it.
        QCOMPARE(panel->stateText(2), widgets::TasksPanel::tr("done"));
        const QString title = QString::fromStdString(
            task.title.in(widgets::TasksPanel::assignmentLanguage().toStdString()));
        QVERIFY(panel->unansweredTasks().contains(title));
        QVERIFY(panel->otherAnalyses().empty());
        const cw::TaskRun studied = panel->submission({}, {}).runs.front();
        QVERIFY(studied.result.has_value());
        panel->setAnswer(2, QString::fromStdString(cw::valueText(*studied.result)));
        QCOMPARE(panel->stateText(2), widgets::TasksPanel::tr("answer entered"));
        QVERIFY(!panel->unansweredTasks().contains(title));
        // The same study of rk2 answers no task opened: kept among the other analyses. The
        // task's settings are locked until the student chooses to use others.
        QVERIFY(page->isTaskLocked());
        QVERIFY(!page->integratorList()->isEnabled());
        page->unlockButton()->click();
        QVERIFY(page->integratorList()->isEnabled());
        page->setCheckedIntegrators({QStringLiteral("rk2")});
        dialog->runButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(stored.count(), 2, kConditionTimeoutMs);
        QCOMPARE(panel->otherAnalyses().size(), std::size_t{1});
        QCOMPARE(panel->otherAnalyses().front().settings.integrators.front().id,
                 std::string("rk2"));
        dialog->close();

        // Handed in with the order the study shows, the grader re-runs its manifest and
        // agrees; the rk2 study rides along, ungraded.
        cw::Submission handed = panel->submission(QStringLiteral("A"), QStringLiteral("a"));
        const auto run = std::find_if(handed.runs.begin(), handed.runs.end(),
                                      [](const cw::TaskRun& r) { return r.task == "rk4-order"; });
        QVERIFY(run != handed.runs.end() && run->result);
        QCOMPARE(run->settings.dts, task.settings.dts);
        QVERIFY(handed.answers.contains("rk4-order"));
        QCOMPARE(cw::valueText(handed.answers.at("rk4-order")), cw::valueText(*run->result));
        QCOMPARE(handed.analyses.size(), std::size_t{1});
        const auto rows = cw::gradeSubmission(lab, cw::assignmentHash(lab), cw::expectedValues(lab),
                                              cw::serializeSubmission(handed), "a.json");
        const auto graded = std::find_if(
            rows.begin(), rows.end(), [](const cw::GradeRow& r) { return r.task == "rk4-order"; });
        QVERIFY(graded != rows.end());
        QVERIFY2(graded->status == cw::GradeStatus::Ok, graded->detail.english().c_str());
    }

    void aTaskTheTeacherLetsRunRunsInItsDialog() {
        // The teacher lets students run tasks, without filling in answers: Run the Selected
        // Task starts the task's analysis in the dialog, in view; the answer stays the
        // student's to type.
        cw::Assignment lab = cw::loadAssignment("assignment:lab1-orders");
        lab.studentsMayRunTasks = true;
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("lab1-run.json"));
        cw::saveAssignment(lab, file.toStdString());
        app::MainWindow window;
        QVERIFY(app::openAssignmentSource(window, file));
        auto* panel = window.findChild<widgets::TasksPanel*>();
        auto* table = panel->findChild<QTableWidget*>(QStringLiteral("tasksTable"));
        auto* work = panel->findChild<QPushButton*>(QStringLiteral("workTaskButton"));
        table->selectRow(2); // rk4-order
        QVERIFY(work->isEnabled());
        work->click();
        widgets::AnalysisDialog* dialog = window.findChild<widgets::AnalysisMenu*>()->dialog();
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->page(), widgets::AnalysisDialog::Convergence);
        QVERIFY(!panel->note().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning(), kConditionTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(panel->stateText(2), widgets::TasksPanel::tr("done"),
                                  kConditionTimeoutMs);
        QVERIFY(panel->submission({}, {}).answers.empty());
        dialog->close();
    }

    void openAnalysisPrefillsStabilityAndSweeps() {
        app::MainWindow window;
        window.findChild<QAction*>(QStringLiteral("assignment:lab1-orders"))->trigger();
        auto* panel = window.findChild<widgets::TasksPanel*>();
        auto* table = panel->findChild<QTableWidget*>(QStringLiteral("tasksTable"));
        auto* open = panel->findChild<QPushButton*>(QStringLiteral("openAnalysisButton"));
        widgets::AnalysisDialog* dialog = window.findChild<widgets::AnalysisMenu*>()->dialog();

        // Lab 2's stability limit: the Stability page from the task's integrator and dt.
        window.findChild<QAction*>(QStringLiteral("assignment:lab2-stability"))->trigger();
        const cw::Task& limit = panel->assignment()->tasks[1];
        QVERIFY(limit.kind == cw::TaskKind::StabilityLimit);
        table->selectRow(1);
        open->click(); // the dock of a window not shown takes no mouse events
        QCOMPARE(dialog->page(), widgets::AnalysisDialog::Stability);
        QCOMPARE(dialog->stabilityPage()->startDtBox()->value(), limit.settings.integrators[0].dt);
        QCOMPARE(dialog->stabilityPage()->durationBox()->value(), limit.settings.duration);
        QCOMPARE(dialog->stabilityPage()->toleranceBox()->value(), limit.settings.bisection * 100);
        // Locked, under a banner with the task's title; the menu's Stability Limits… gives the
        // student's own settings back, unlocked.
        QVERIFY(dialog->stabilityPage()->isTaskLocked());
        QVERIFY(!dialog->stabilityPage()->durationBox()->isEnabled());
        QVERIFY(dialog->stabilityPage()->taskBannerText().contains(QString::fromStdString(
            limit.title.in(widgets::TasksPanel::assignmentLanguage().toStdString()))));
        QVERIFY(dialog->runButton()->isEnabled());
        window.findChild<QAction*>(QStringLiteral("stabilityLimitsAction"))->trigger();
        QCOMPARE(dialog->page(), widgets::AnalysisDialog::Stability);
        QVERIFY(!dialog->stabilityPage()->isTaskLocked());
        QVERIFY(dialog->stabilityPage()->durationBox()->isEnabled());
        QCOMPARE(dialog->stabilityPage()->durationBox()->value(), 10.0); // the page's default
        dialog->close();

        // Lab 3's stiffness sweep: the page gives back the task's own factors and bisection.
        window.findChild<QAction*>(QStringLiteral("assignment:lab3-stiffness"))->trigger();
        const cw::Task& sweep = panel->assignment()->tasks[0];
        QVERIFY(sweep.kind == cw::TaskKind::StiffnessSweep);
        table->selectRow(0);
        open->click();
        QCOMPARE(dialog->page(), widgets::AnalysisDialog::StiffnessSweep);
        widgets::SweepPage* sweepPage = dialog->sweepPage();
        const std::vector<double> scales = sweepPage->scales(window.document()->scene());
        QCOMPARE(scales.size(), sweep.settings.scales.size());
        for (std::size_t p = 0; p < scales.size(); ++p) {
            QVERIFY(std::abs(scales[p] / sweep.settings.scales[p] - 1.0) < 1e-9);
        }
        QCOMPARE(sweepPage->kind(), sweep.settings.springKind);
        QVERIFY(sweepPage->isTaskLocked() && !sweepPage->kindBox()->isEnabled());
        QVERIFY(!sweepPage->cheapestBox()->isChecked());
        QCOMPARE(sweepPage->toleranceBox()->value(), sweep.settings.bisection * 100);
        dialog->close();
        // Evenly spaced factors and a wider bisection come back as they are too.
        cw::Assignment custom = *panel->assignment();
        custom.tasks[0].settings.scales = {1.0, 2.0, 3.0, 4.0};
        custom.tasks[0].settings.bisection = 0.05;
        panel->setAssignment(custom, QStringLiteral("custom.json"));
        table->selectRow(0);
        open->click();
        QVERIFY(!sweepPage->logSpacingBox()->isChecked());
        QCOMPARE(sweepPage->scales(window.document()->scene()).size(), std::size_t{4});
        QVERIFY(std::abs(sweepPage->scales(window.document()->scene())[1] - 2.0) < 1e-9);
        QCOMPARE(sweepPage->toleranceBox()->value(), 5.0);
        dialog->close();
    }

    void openAnalysisLocksTheComparison() {
        // A task that compares two methods at a common dt opens Compare Integrators… with
        // them ticked and locked; OK sets up the runs; "Use Other Settings" unlocks.
        cw::Assignment lab = cw::loadAssignment("assignment:lab1-orders");
        cw::Task compare;
        compare.id = "most-accurate";
        compare.kind = cw::TaskKind::ErrorComparison;
        compare.title.texts["en"] = "Most accurate at 1 s";
        const double dt = lab.scene.integrator.dt;
        compare.settings.integrators = {{"symplectic-euler", dt, {}}, {"rk4", dt, {}}};
        compare.settings.duration = 1.0;
        compare.expected.computed = true;
        lab.tasks.push_back(compare);
        app::MainWindow window;
        auto* panel = window.findChild<widgets::TasksPanel*>();
        if (panel == nullptr) {
            window.findChild<QAction*>(QStringLiteral("assignment:lab1-orders"))->trigger();
            panel = window.findChild<widgets::TasksPanel*>();
        }
        panel->setAssignment(lab, QStringLiteral("compare.json"));
        const int row = static_cast<int>(lab.tasks.size()) - 1;
        panel->findChild<QTableWidget*>(QStringLiteral("tasksTable"))->selectRow(row);
        panel->findChild<QPushButton*>(QStringLiteral("openAnalysisButton"))->click();
        widgets::CompareIntegratorsDialog* dialog = window.comparisonSetupDialog();
        QVERIFY(dialog != nullptr);
        QVERIFY(dialog->isTaskLocked());
        QVERIFY(dialog->taskBanner()->text().contains(QStringLiteral("Most accurate at 1 s")));
        QVERIFY(dialog->methodBox(QStringLiteral("rk4"))->isChecked());
        QVERIFY(!dialog->methodBox(QStringLiteral("rk4"))->isEnabled());
        QVERIFY(!dialog->methodBox(QStringLiteral("verlet"))->isChecked());
        QVERIFY(!dialog->dtBox()->isEnabled());
        QCOMPARE(dialog->dtBox()->value(), dt);
        // Locked boxes still count: the plan is the task's two methods at its dt.
        std::vector<std::string> planned = dialog->plan().integrators;
        std::sort(planned.begin(), planned.end());
        QCOMPARE(planned, (std::vector<std::string>{"rk4", "symplectic-euler"}));
        QVERIFY(dialog->isReady());
        dialog->taskBanner()->unlockButton()->click();
        QVERIFY(!dialog->isTaskLocked());
        QVERIFY(dialog->methodBox(QStringLiteral("verlet"))->isEnabled());
        QVERIFY(dialog->dtBox()->isEnabled()); // the common dt is the policy
        QVERIFY(!dialog->fractionBox()->isEnabled());
        dialog->reject();
    }

    void handInWritesTheReportBeside() {
        app::MainWindow window;
        window.findChild<QAction*>(QStringLiteral("assignment:lab1-orders"))->trigger();
        auto* panel = window.findChild<widgets::TasksPanel*>();
        panel->setAnswer(3, QStringLiteral("16"));
        const app::WriteReport report = [&window](const QString& path, QString* error) {
            return window.writeReport(path, error);
        };
        QTemporaryDir dir;
        QString error;
        QString warning;
        const QString path = dir.filePath(QStringLiteral("s002.json"));
        QVERIFY2(app::handInWithReport(*panel, path, QStringLiteral("Ada"), QStringLiteral("s002"),
                                       report, &error, &warning),
                 qPrintable(error));
        QVERIFY2(warning.isEmpty(), qPrintable(warning));
        QFile pdf(dir.filePath(QStringLiteral("s002.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QCOMPARE(pdf.read(5), QByteArray("%PDF-"));
        const cw::Submission handed = cw::loadSubmission(path.toStdString());
        QCOMPARE(handed.report, std::string("s002.pdf"));
        QVERIFY(cw::isSealed(handed));
        QVERIFY(handed.answers.contains("rk4-halving"));
        // The report starts with the student's work: each task, its answer and how it was
        // obtained, and the grader's check.
        const figures::ReportCoursework work = panel->reportCoursework();
        QCOMPARE(work.student, widgets::TasksPanel::tr("%1 (ID %2)").arg("Ada", "s002"));
        QCOMPARE(work.tasks.size(), panel->assignment()->tasks.size());
        QCOMPARE(work.tasks[3].answer, QString("16"));
        QCOMPARE(work.tasks[3].obtained, widgets::TasksPanel::tr("typed"));
        QCOMPARE(work.tasks[3].check, widgets::TasksPanel::tr("earns its points"));
        QVERIFY(work.tasks[0].answer.isEmpty());
        // The Log, the lab notebook, is written beside the submission: the typed answer and
        // the hand-in are in it.
        QFile notebook(dir.filePath(QStringLiteral("s002_log.txt")));
        QVERIFY(notebook.open(QIODevice::ReadOnly | QIODevice::Text));
        const QString logged = QString::fromUtf8(notebook.readAll());
        QVERIFY2(logged.contains(QLatin1String("16")), qPrintable(logged));
        QVERIFY2(logged.contains(QLatin1String("s002.json")), qPrintable(logged));

        // The report's place is taken (a folder): the submission is kept, without a report.
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("s003.pdf")));
        const QString kept = dir.filePath(QStringLiteral("s003.json"));
        QVERIFY2(app::handInWithReport(*panel, kept, QStringLiteral("Bo"), QStringLiteral("s003"),
                                       report, &error, &warning),
                 qPrintable(error));
        QVERIFY(!warning.isEmpty());
        const cw::Submission without = cw::loadSubmission(kept.toStdString());
        QCOMPARE(without.report, std::string());
        QVERIFY(cw::isSealed(without));
        QCOMPARE(without.studentId, std::string("s003"));
    }

    void typedAnswersEarnTheirPoints();
    void theLabSpeaksTheInterfacesLanguage();

    void aStudentCompletesLabOneInJapanese() {
        QLocale::setDefault(QLocale(QLocale::Japanese, QLocale::Japan));
        widgets::TasksPanel panel;
        cw::Assignment lab = cw::loadAssignment("assignment:lab1-orders");
        // The teacher of this class lets the workbench run the tasks and fill in the answers.
        lab.studentsMayRunTasks = true;
        lab.fillAnswers = true;
        panel.setAssignment(lab, QStringLiteral("assignment:lab1-orders"));
        QCOMPARE(widgets::TasksPanel::assignmentLanguage(), QString("ja"));
        QCOMPARE(panel.findChild<QLabel*>(QStringLiteral("assignmentTitle"))->text(),
                 QString::fromStdString(lab.title.in("ja")));
        auto* table = panel.findChild<QTableWidget*>(QStringLiteral("tasksTable"));
        auto* work = panel.findChild<QPushButton*>(QStringLiteral("workTaskButton"));
        QSignalSpy worked(&panel, &widgets::TasksPanel::taskWorked);
        for (int row = 0; row < table->rowCount(); ++row) {
            const cw::Task& task = lab.tasks[static_cast<std::size_t>(row)];
            if (!cw::isComputed(task.kind)) {
                continue;
            }
            table->selectRow(row);
            QTest::mouseClick(work, Qt::LeftButton);
            QVERIFY(worked.wait(kConditionTimeoutMs) || !worked.isEmpty());
            const QList<QVariant> signal = worked.takeFirst();
            QCOMPARE(signal[0].toInt(), row);
            QCOMPARE(signal[1].toString(), QString());
            QCOMPARE(panel.stateText(row), widgets::TasksPanel::tr("answer entered"));
        }
        panel.setAnswer(3, QStringLiteral("16"));
        panel.setAnswer(5, QStringLiteral("シンプレクティックだから"));
        // For a look at the dock (not compared): build/screenshots/tasks_dock.png.
        const QString shots = qEnvironmentVariable("CLOTHLAB_BINARY_DIR", QDir::currentPath()) +
                              QStringLiteral("/screenshots");
        QDir().mkpath(shots);
        panel.resize(520, 640);
        QVERIFY(panel.grab().save(shots + QStringLiteral("/tasks_dock.png"), "PNG"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s001.json"));
        QString error;
        QVERIFY(!panel.handIn(path, QStringLiteral("山田花子"), QString(), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY2(panel.handIn(path, QStringLiteral("山田花子"), QStringLiteral("s001"), &error),
                 qPrintable(error));
        QLocale::setDefault(QLocale::c());

        const auto rows = cw::gradeFiles(lab, {path.toStdString()});
        QCOMPARE(rows.size(), lab.tasks.size());
        for (const cw::GradeRow& row : rows) {
            QCOMPARE(row.student, std::string("s001"));
            const cw::GradeStatus expected =
                row.task == "energy" ? cw::GradeStatus::Manual : cw::GradeStatus::Ok;
            QVERIFY2(row.status == expected, row.task.c_str());
        }
    }
};

// A student types into the answer cells what the analyses show (the engine's values), works
// only the run task with the button, and hands in: the grader gives full marks. One wrong
// typed answer: Hand In lists it in the grader's words before anything is written.
void TestCourseworkGui::typedAnswersEarnTheirPoints() {
    widgets::TasksPanel panel;
    const cw::Assignment lab = cw::loadAssignment("assignment:lab2-stability");
    panel.setAssignment(lab, QStringLiteral("assignment:lab2-stability"));
    panel.show();
    auto* table = panel.findChild<QTableWidget*>(QStringLiteral("tasksTable"));
    const core::Scene scene = cw::studentScene(lab, {}, std::string());
    const auto typeInto = [table](int row, const QString& text) {
        QTableWidgetItem* cell = table->item(row, widgets::TasksPanel::AnswerColumn);
        table->setCurrentItem(cell);
        table->editItem(cell);
        // The cell's own editor, typed into key by key (the window need not have the focus):
        // one line for a number, several for a written answer (Tab leaves it).
        QLineEdit* editor = nullptr;
        for (QLineEdit* open : table->viewport()->findChildren<QLineEdit*>()) {
            editor = open->isVisible() ? open : editor; // a closed one waits to be deleted
        }
        QPlainTextEdit* written = nullptr;
        for (QPlainTextEdit* open : table->viewport()->findChildren<QPlainTextEdit*>()) {
            written = open->isVisible() ? open : written;
        }
        QVERIFY(editor != nullptr || written != nullptr);
        QWidget* typed = editor != nullptr ? static_cast<QWidget*>(editor) : written;
        QTest::keyClicks(typed, text);
        QTest::keyClick(typed, editor != nullptr ? Qt::Key_Return : Qt::Key_Tab);
        QCoreApplication::processEvents(); // the delegate commits the edit queued
        QCOMPARE(cell->text(), text);
    };
    std::map<std::string, double> limits;
    for (int row = 0; row < table->rowCount(); ++row) {
        const cw::Task& task = lab.tasks[static_cast<std::size_t>(row)];
        if (task.kind == cw::TaskKind::Run) {
            QSignalSpy worked(&panel, &widgets::TasksPanel::taskWorked);
            QVERIFY(panel.workTask(row));
            QVERIFY(worked.wait(kConditionTimeoutMs) || !worked.isEmpty());
        } else if (task.kind == cw::TaskKind::StabilityLimit) {
            limits[task.id] = std::get<double>(cw::computeTask(scene, task.kind, task.settings));
            // As the dialog shows it: three significant digits.
            typeInto(row, QString::number(limits[task.id], 'g', 3));
        }
    }
    QVERIFY(limits.size() == 3);
    const int ratioRow = 4;
    QCOMPARE(lab.tasks[ratioRow].id, std::string("limit-ratio"));
    typeInto(ratioRow, QString::number(limits["symplectic-limit"] / limits["euler-limit"], 'g', 3));
    // A written answer gets a multi-line editor; the answer keeps its lines.
    typeInto(5, QStringLiteral("Because the spring is stiff."));
    QVERIFY(table->findChildren<QPlainTextEdit*>().size() <= 1);
    // Without the teacher's leave the button runs no stability task: the student types it.
    table->selectRow(1);
    auto* work = panel.findChild<QPushButton*>(QStringLiteral("workTaskButton"));
    QVERIFY(!work->isEnabled());
    QVERIFY(!panel.workTask(1));
    // Answers show their unit; the cell holds the number as the grader reads it.
    QCOMPARE(table->item(1, widgets::TasksPanel::AnswerColumn)->data(Qt::UserRole + 1).toString(),
             QString("s"));
    QCOMPARE(panel.stateText(1), widgets::TasksPanel::tr("answer entered"));
    QVERIFY2(panel.handInProblems().isEmpty(), qPrintable(panel.handInProblems().join('\n')));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s002.json"));
    QString error;
    QVERIFY2(panel.handIn(path, QStringLiteral("Lee"), QStringLiteral("s002"), &error),
             qPrintable(error));
    const cw::Submission handed = cw::loadSubmission(path.toStdString());
    QCOMPARE(handed.sources.at("euler-limit"), cw::AnswerSource::Typed);
    QCOMPARE(handed.sources.count("euler-run"), std::size_t{0}); // a run task has no answer
    for (const cw::GradeRow& row : cw::gradeFiles(lab, {path.toStdString()})) {
        const cw::GradeStatus expected =
            row.task == "why-tiny-step" ? cw::GradeStatus::Manual : cw::GradeStatus::Ok;
        QVERIFY2(row.status == expected, (row.task + ": " + row.detail.english()).c_str());
    }

    // RK4's limit typed as explicit Euler's: the grader's reason, before handing in.
    typeInto(1, QString::number(limits["rk4-limit"], 'g', 3));
    const QStringList problems = panel.handInProblems();
    QCOMPARE(problems.size(), 1);
    const std::string other = path.toStdString() + ".wrong.json";
    QVERIFY(panel.handIn(QString::fromStdString(other), QStringLiteral("Lee"),
                         QStringLiteral("s002"), &error));
    const auto graded = cw::gradeFiles(lab, {other});
    const auto wrong = std::find_if(graded.begin(), graded.end(),
                                    [](const cw::GradeRow& r) { return r.task == "euler-limit"; });
    QCOMPARE(wrong->status, cw::GradeStatus::Wrong);
    QVERIFY2(problems.first().endsWith(text::translateCoreMessage(wrong->detail)),
             qPrintable(problems.first()));
    // The verdict in words, then the grader's id for it (as clothlab-cli grade writes it).
    QVERIFY2(problems.first().contains(QStringLiteral("wrong (wrong): ")),
             qPrintable(problems.first()));
}

// With the interface in Traditional Chinese on a Japanese system the lab speaks Chinese, and
// follows a switch of the interface's language.
void TestCourseworkGui::theLabSpeaksTheInterfacesLanguage() {
    const QLocale before;
    QLocale::setDefault(QLocale(QStringLiteral("ja_JP")));
    app::switchLanguage(*QCoreApplication::instance(), QLocale(QStringLiteral("zh_TW")));
    const cw::Assignment lab = cw::loadAssignment("assignment:lab1-orders");
    widgets::TasksPanel panel;
    panel.setAssignment(lab, QStringLiteral("assignment:lab1-orders"));
    auto* title = panel.findChild<QLabel*>(QStringLiteral("assignmentTitle"));
    QCOMPARE(widgets::TasksPanel::assignmentLanguage(), QStringLiteral("zh_TW"));
    QCOMPARE(title->text(), QString::fromStdString(lab.title.in("zh_TW")));
    app::switchLanguage(*QCoreApplication::instance(), QLocale(QStringLiteral("ja_JP")));
    QCoreApplication::processEvents(); // LanguageChange
    QCOMPARE(title->text(), QString::fromStdString(lab.title.in("ja")));
    app::switchLanguage(*QCoreApplication::instance(), QLocale(QStringLiteral("en_US")));
    QLocale::setDefault(before);
}

QTEST_MAIN(TestCourseworkGui)
#include "test_coursework_gui.moc"
