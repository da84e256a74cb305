#include "app/coursework_menu.h"

#include "app/coursework_analysis.h"
#include "core/coursework/assignment_io.h"
#include "core/coursework/labs.h"
#include "core/scene/presets.h"
#include "core/scene/scene_io.h"
#include "text/core_messages.h"
#include "widgets/analysis/analysis_results.h"
#include "widgets/coursework/assignment_editor.h"
#include "widgets/coursework/tasks_panel.h"
#include "widgets/panels/log_panel.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>

namespace clothlab::app {

namespace cw = core::coursework;

namespace {

/// A line in the window's Log, the lab notebook: what the student did, with the time.
void notebook(const QWidget& widget, const QString& line,
              widgets::LogPanel::Level level = widgets::LogPanel::Level::Info) {
    if (auto* log = widget.window()->findChild<widgets::LogPanel*>()) {
        log->log(level, line);
    }
}

QString taskTitle(const widgets::TasksPanel& panel, int row) {
    const cw::Assignment* assignment = panel.assignment();
    if (assignment == nullptr || row < 0 || row >= static_cast<int>(assignment->tasks.size())) {
        return {};
    }
    return QString::fromStdString(assignment->tasks[static_cast<std::size_t>(row)].title.in(
        widgets::TasksPanel::assignmentLanguage().toStdString()));
}

/// Every step of the coursework loop in the Log.
void keepNotebook(widgets::TasksPanel* panel) {
    QObject::connect(
        panel, &widgets::TasksPanel::answerTyped, panel, [panel](int row, const QString& text) {
            notebook(*panel,
                     text.isEmpty()
                         ? QCoreApplication::translate("CourseworkMenu", "Answer to “%1” cleared.")
                               .arg(taskTitle(*panel, row))
                         : QCoreApplication::translate("CourseworkMenu", "Answer to “%1” typed: %2")
                               .arg(taskTitle(*panel, row), text));
        });
    QObject::connect(
        panel, &widgets::TasksPanel::taskWorked, panel, [panel](int row, const QString& error) {
            if (error.isEmpty()) {
                notebook(*panel, QCoreApplication::translate("CourseworkMenu",
                                                             "Task “%1” run with its settings.")
                                     .arg(taskTitle(*panel, row)));
            } else {
                notebook(
                    *panel,
                    QCoreApplication::translate("CourseworkMenu", "Task “%1” could not be run: %2")
                        .arg(taskTitle(*panel, row), error),
                    widgets::LogPanel::Level::Error);
            }
        });
}

/// The Tasks dock's panel, made and docked on the right the first time.
widgets::TasksPanel* tasksPanel(QMainWindow& window, const CurrentScene& currentScene) {
    if (auto* panel = window.findChild<widgets::TasksPanel*>()) {
        return panel;
    }
    auto* dock = new QDockWidget(&window);
    dock->setObjectName(QStringLiteral("tasksDock"));
    auto* panel = new widgets::TasksPanel(dock);
    QObject::connect(panel, &widgets::TasksPanel::analysisRequested, &window,
                     [&window, currentScene](const cw::Task& task, bool run) {
                         openTaskAnalysis(window, task, currentScene(), run);
                     });
    // Every analysis finished while an assignment is open goes into the submission: as the
    // run of the task it was opened for, or among the other analyses.
    if (auto* results = window.findChild<widgets::AnalysisResults*>()) {
        QObject::connect(
            results, &QAbstractItemModel::rowsInserted, panel,
            [results, panel, currentScene](const QModelIndex&, int first, int last) {
                for (int row = first; row <= last; ++row) {
                    for (cw::TaskRun& run : analysisManifests(results->at(row), currentScene())) {
                        const QString method = QString::fromStdString(
                            run.settings.integrators.empty() ? std::string()
                                                             : run.settings.integrators.front().id);
                        const bool answers = panel->recordAnalysis(std::move(run));
                        notebook(*panel, answers ? QCoreApplication::translate(
                                                       "CourseworkMenu",
                                                       "The analysis of %1 is recorded as the "
                                                       "run of its task.")
                                                       .arg(method)
                                                 : QCoreApplication::translate(
                                                       "CourseworkMenu",
                                                       "The analysis of %1 is kept with the "
                                                       "submission's other analyses.")
                                                       .arg(method));
                    }
                }
            });
    }
    keepNotebook(panel);
    dock->setWidget(panel);
    // View ▸ Tasks, after the other docks (the dock is made when the first assignment opens).
    if (auto* view = window.findChild<QMenu*>(QStringLiteral("viewMenu"))) {
        const QList<QAction*> actions = view->actions();
        QAction* before = nullptr; // the entry after the last dock's toggle
        for (qsizetype k = 0; k + 1 < actions.size(); ++k) {
            if (qobject_cast<QDockWidget*>(actions[k]->parent()) != nullptr) {
                before = actions[k + 1];
            }
        }
        QAction* toggle = dock->toggleViewAction();
        toggle->setObjectName(QStringLiteral("toggleTasksDock"));
        view->insertAction(before, toggle);
    }
    dock->setWindowTitle(panel->windowTitle());
    QObject::connect(panel, &QWidget::windowTitleChanged, dock, &QWidget::setWindowTitle);
    // A tab beside the Scene dock, in front: the left column is the tallest and widest, and
    // the tasks are what a student works from.
    if (auto* scene = window.findChild<QDockWidget*>(QStringLiteral("sceneDock"))) {
        window.addDockWidget(window.dockWidgetArea(scene), dock);
        window.tabifyDockWidget(scene, dock);
    } else {
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
    }
    return panel;
}

/// Reads the assignment, opens its scene and shows its tasks; errors in a message box.
bool openAssignment(QMainWindow& window, const QString& source,
                    const OpenAssignmentScene& openScene, const CurrentScene& currentScene) {
    cw::Assignment assignment;
    try {
        assignment = cw::loadAssignment(source.toStdString());
    } catch (const std::exception& e) {
        QMessageBox::warning(
            &window, QCoreApplication::translate("CourseworkMenu", "Open Assignment"),
            QCoreApplication::translate("CourseworkMenu", "Could not open the assignment:\n%1")
                .arg(text::coreErrorText(e)));
        return false;
    }
    if (!openScene(cw::studentScene(assignment, {}, source.toStdString()), assignment.locked)) {
        return false;
    }
    widgets::TasksPanel* panel = tasksPanel(window, currentScene);
    const QString title = QString::fromStdString(
        assignment.title.in(widgets::TasksPanel::assignmentLanguage().toStdString()));
    panel->setAssignment(std::move(assignment), source);
    notebook(*panel, QCoreApplication::translate("CourseworkMenu", "Assignment “%1” opened (%2).")
                         .arg(title, source));
    panel->parentWidget()->show();
    panel->parentWidget()->raise();
    return true;
}

/// What opening an assignment needs from the window, kept with it for openAssignmentSource().
class AssignmentOpener : public QObject {
public:
    AssignmentOpener(QMainWindow& window, OpenAssignmentScene openScene, CurrentScene currentScene)
        : QObject(&window), m_window(window), m_openScene(std::move(openScene)),
          m_currentScene(std::move(currentScene)) {
        setObjectName(QStringLiteral("assignmentOpener"));
    }
    bool open(const QString& source) {
        return openAssignment(m_window, source, m_openScene, m_currentScene);
    }

private:
    QMainWindow& m_window;
    OpenAssignmentScene m_openScene;
    CurrentScene m_currentScene;
};

/// Asks for the student's name and ID and the file, and writes the submission and the report.
void handIn(QMainWindow& window, const WriteReport& writeReport) {
    widgets::TasksPanel* panel = window.findChild<widgets::TasksPanel*>();
    if (panel == nullptr || !panel->hasAssignment()) {
        QMessageBox::information(
            &window, QCoreApplication::translate("CourseworkMenu", "Hand In"),
            QCoreApplication::translate("CourseworkMenu",
                                        "Open an assignment first (File ▸ Open Assignment)."));
        return;
    }
    // The grader's own check of the submission as it stands, in its words.
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QStringList problems = panel->handInProblems();
    QApplication::restoreOverrideCursor();
    if (!problems.isEmpty()) {
        const QString list = QStringLiteral("• ") + problems.join(QStringLiteral("\n• "));
        const auto choice = QMessageBox::question(
            &window, QCoreApplication::translate("CourseworkMenu", "Hand In"),
            QCoreApplication::translate("CourseworkMenu",
                                        "These tasks would not earn their points; the grader "
                                        "will say:\n%1\n\nHand in anyway?")
                .arg(list),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (choice != QMessageBox::Yes) {
            return;
        }
    }
    QDialog dialog(&window);
    dialog.setWindowTitle(QCoreApplication::translate("CourseworkMenu", "Hand In"));
    auto* name = new QLineEdit(&dialog);
    auto* id = new QLineEdit(&dialog);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    auto* form = new QFormLayout(&dialog);
    form->addRow(QCoreApplication::translate("CourseworkMenu", "Name:"), name);
    form->addRow(QCoreApplication::translate("CourseworkMenu", "Student ID:"), id);
    form->addRow(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        &window, QCoreApplication::translate("CourseworkMenu", "Hand In"),
        id->text().trimmed() + QStringLiteral(".json"),
        QCoreApplication::translate("CourseworkMenu", "ClothLab submissions (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    QString warning;
    if (!handInWithReport(*panel, path, name->text(), id->text(), writeReport, &error, &warning)) {
        QMessageBox::warning(
            &window, QCoreApplication::translate("CourseworkMenu", "Hand In"),
            QCoreApplication::translate("CourseworkMenu", "Could not hand in:\n%1").arg(error));
    } else if (!warning.isEmpty()) {
        QMessageBox::warning(&window, QCoreApplication::translate("CourseworkMenu", "Hand In"),
                             warning);
    } else {
        // Said, not assumed: what was written and where.
        QMessageBox::information(
            &window, QCoreApplication::translate("CourseworkMenu", "Hand In"),
            QCoreApplication::translate("CourseworkMenu",
                                        "Handed in: %1\nWith the report and the Log beside it.")
                .arg(QDir::toNativeSeparators(path)));
    }
}

/// The assignment editor on the current scene; it saves the file itself.
void newAssignment(QMainWindow& window, const core::Scene& scene) {
    widgets::AssignmentEditor editor(scene, presetIdOf(scene), &window);
    editor.exec();
}

} // namespace

bool openAssignmentSource(QMainWindow& window, const QString& source) {
    auto* opener = window.findChild<QObject*>(QStringLiteral("assignmentOpener"));
    return opener != nullptr && static_cast<AssignmentOpener*>(opener)->open(source);
}

bool handInWithReport(widgets::TasksPanel& panel, const QString& path, const QString& name,
                      const QString& id, const WriteReport& writeReport, QString* error,
                      QString* warning) {
    const QFileInfo info(path);
    const QString reportName = info.completeBaseName() + QStringLiteral(".pdf");
    const QString reportPath = info.dir().filePath(reportName);
    QString reportError;
    panel.setStudent(name, id); // the report names who hands in
    const bool report =
        id.trimmed().isEmpty() || !writeReport || writeReport(reportPath, &reportError);
    if (!panel.handIn(path, name, id, error, report ? reportName : QString())) {
        return false;
    }
    if (!report) {
        *warning = QCoreApplication::translate("CourseworkMenu",
                                               "The submission was handed in, but the report "
                                               "could not be written beside it:\n%1")
                       .arg(reportError);
    }
    const QString where = QDir::toNativeSeparators(path);
    notebook(panel,
             report ? QCoreApplication::translate(
                          "CourseworkMenu", "Handed in as %1 by %2 (ID %3), with the report %4.")
                          .arg(where, name.trimmed(), id.trimmed(), reportName)
                    : QCoreApplication::translate(
                          "CourseworkMenu", "Handed in as %1 by %2 (ID %3), without a report.")
                          .arg(where, name.trimmed(), id.trimmed()));
    // The notebook goes with the submission, beside it.
    if (auto* log = panel.window()->findChild<widgets::LogPanel*>()) {
        const QString logPath =
            info.dir().filePath(info.completeBaseName() + QStringLiteral("_log.txt"));
        try {
            core::writeFileAtomically(logPath.toStdString(), log->text().toStdString());
        } catch (const std::exception& e) {
            const QString failed = QCoreApplication::translate(
                                       "CourseworkMenu", "The submission was handed in, but the "
                                                         "Log could not be written beside it:\n%1")
                                       .arg(text::coreErrorText(e));
            *warning = warning->isEmpty() ? failed : *warning + QStringLiteral("\n") + failed;
        }
    }
    return true;
}

std::string presetIdOf(const core::Scene& scene) {
    for (const core::PresetData& preset : core::presetData()) {
        try {
            if (core::loadPreset(preset.id) == scene) {
                return std::string(preset.id);
            }
        } catch (const std::exception&) {
            // A shipped preset always reads (test_presets); one that does not is not this scene.
        }
    }
    return {};
}

void installCourseworkMenu(QMainWindow& window, QMenu& fileMenu, OpenAssignmentScene openScene,
                           CurrentScene currentScene, WriteReport writeReport) {
    new AssignmentOpener(window, openScene, currentScene);
    fileMenu.addSeparator();
    QAction* create = fileMenu.addAction(QString());
    create->setObjectName(QStringLiteral("newAssignmentAction"));
    QObject::connect(create, &QAction::triggered, &window,
                     [&window, currentScene] { newAssignment(window, currentScene()); });
    QAction* open = fileMenu.addAction(QString());
    open->setObjectName(QStringLiteral("openAssignmentAction"));
    QObject::connect(open, &QAction::triggered, &window, [&window, openScene, currentScene] {
        const QString path = QFileDialog::getOpenFileName(
            &window, QCoreApplication::translate("CourseworkMenu", "Open Assignment"), QString(),
            QCoreApplication::translate("CourseworkMenu", "ClothLab assignments (*.json)"));
        if (!path.isEmpty()) {
            openAssignment(window, path, openScene, currentScene);
        }
    });
    QMenu* labs = fileMenu.addMenu(QString());
    labs->setObjectName(QStringLiteral("labMenu"));
    for (const cw::LabData& lab : cw::labData()) {
        const QString source = QString::fromLatin1(cw::kAssignmentPrefix.data(),
                                                   qsizetype(cw::kAssignmentPrefix.size())) +
                               QString::fromLatin1(lab.id.data(), qsizetype(lab.id.size()));
        QAction* action = labs->addAction(QString());
        action->setObjectName(source);
        action->setData(source);
        QObject::connect(action, &QAction::triggered, &window,
                         [&window, source, openScene, currentScene] {
                             openAssignment(window, source, openScene, currentScene);
                         });
    }
    QAction* hand = fileMenu.addAction(QString());
    hand->setObjectName(QStringLiteral("handInAction"));
    QObject::connect(hand, &QAction::triggered, &window,
                     [&window, writeReport] { handIn(window, writeReport); });
    retranslateCourseworkMenu(window);
}

void retranslateCourseworkMenu(QMainWindow& window) {
    if (auto* create = window.findChild<QAction*>(QStringLiteral("newAssignmentAction"))) {
        create->setText(QCoreApplication::translate("CourseworkMenu", "&New Assignment…"));
    }
    if (auto* open = window.findChild<QAction*>(QStringLiteral("openAssignmentAction"))) {
        open->setText(QCoreApplication::translate("CourseworkMenu", "Open &Assignment…"));
    }
    if (auto* hand = window.findChild<QAction*>(QStringLiteral("handInAction"))) {
        hand->setText(QCoreApplication::translate("CourseworkMenu", "&Hand In…"));
    }
    auto* labs = window.findChild<QMenu*>(QStringLiteral("labMenu"));
    if (labs == nullptr) {
        return;
    }
    labs->setTitle(QCoreApplication::translate("CourseworkMenu", "Open Shipped &Lab"));
    const std::string language = widgets::TasksPanel::assignmentLanguage().toStdString();
    for (QAction* action : labs->actions()) {
        try {
            const cw::Assignment lab = cw::loadAssignment(action->data().toString().toStdString());
            action->setText(QString::fromStdString(lab.title.in(language)));
        } catch (const std::exception&) {
            action->setText(action->data().toString()); // a shipped lab always reads
        }
    }
}

} // namespace clothlab::app
