// File ▸ New Assignment… (issue 18, the teacher's side): an assignment made from the current
// scene without a text editor. Three pages: the title and instructions (English required,
// Japanese and Chinese optional) with the integrators a student may use; the scene's keys as
// a tree whose check boxes lock them (JSON paths such as "stiffness" or "bodies[0].rows");
// the ordered tasks with a form per kind. Checking is the core's own: the assignment is
// written and read back by the file reader, so a message is the one a file would get, with
// the task and the field named. Saved atomically by the core's writer.
#pragma once

#include "core/coursework/assignment.h"

#include <QDialog>
#include <optional>
#include <vector>

class QCheckBox;
class QListWidget;
class QPushButton;
class QTabWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace clothlab::widgets {

class LocalizedTextEdit;
class TaskForm;

class AssignmentEditor : public QDialog {
    Q_OBJECT

public:
    /// An assignment on `scene` (its runs left out); `presetId` names the preset the scene is,
    /// unedited, so that the file refers to it ("preset:NAME"); empty: the scene is written in.
    AssignmentEditor(const core::Scene& scene, const std::string& presetId,
                     QWidget* parent = nullptr);
    ~AssignmentEditor() override;

    /// The assignment as the dialog shows it, checked by the core's reader; nothing with the
    /// reason in `error` (naming the task and the field).
    std::optional<core::coursework::Assignment> assignment(QString* error) const;
    /// Checks and writes the assignment to `path` atomically; false with the reason.
    bool saveTo(const QString& path, QString* error);

    /// Adds a task of `kind` after the last, with a fresh id, and selects it.
    void addTask(core::coursework::TaskKind kind);
    /// The row of the task list selected, −1 when none.
    int currentTask() const;
    void selectTask(int row);
    TaskForm* taskForm() const { return m_form; }

    /// The path the dialog last saved to.
    QString savedPath() const { return m_savedPath; }

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildTextsPage();
    QWidget* buildKeysPage();
    QWidget* buildTasksPage();
    void fillKeys();
    void commitForm();
    void showTask(int row);
    void refreshTaskRow(int row);
    void removeTask();
    void moveTask(int by);
    void saveAs();
    std::vector<std::string> lockedPaths() const;
    std::vector<std::string> allowedIntegrators() const;
    QString errorText(const std::exception& error) const;
    void retranslate();

    core::Scene m_scene;
    std::string m_presetId;
    std::vector<core::coursework::Task> m_tasks;
    int m_shown = -1; ///< the task the form shows
    QString m_savedPath;

    QTabWidget* m_tabs = nullptr;
    LocalizedTextEdit* m_title = nullptr;
    LocalizedTextEdit* m_instructions = nullptr;
    QListWidget* m_integrators = nullptr;
    QCheckBox* m_mayRun = nullptr;
    QCheckBox* m_fillAnswers = nullptr;
    QTreeWidget* m_keys = nullptr;
    QListWidget* m_taskList = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_up = nullptr;
    QPushButton* m_down = nullptr;
    TaskForm* m_form = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_cancel = nullptr;
};

} // namespace clothlab::widgets
