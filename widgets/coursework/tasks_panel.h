// The Tasks dock of an open assignment (issue 18): its title and instructions in the
// interface's language (falling back to English), each task with its state (not started /
// done / answer entered) and the student's answer, a button that works the selected computed
// task with the engine on a worker thread (its run recorded with its manifest), a button that
// asks for the workbench's analysis of the selected task pre-filled (Open Analysis…), and Hand In,
// which writes the sealed submission. Errors are shown, never thrown across the event loop.
#pragma once

#include "core/coursework/assignment.h"
#include "core/coursework/submission.h"

#include <QFutureWatcher>
#include <QStringList>
#include <QWidget>
#include <map>
#include <optional>
#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;
class QTextBrowser;

namespace clothlab::widgets {

class TasksPanel : public QWidget {
    Q_OBJECT

public:
    /// Columns of the task table.
    enum Column { TitleColumn, KindColumn, StateColumn, AnswerColumn, ColumnCount };

    explicit TasksPanel(QWidget* parent = nullptr);
    ~TasksPanel() override;

    /// Shows `assignment` (read from `source`), forgetting the answers and runs of the last.
    void setAssignment(core::coursework::Assignment assignment, const QString& source);
    bool hasAssignment() const { return m_assignment.has_value(); }
    const core::coursework::Assignment* assignment() const {
        return m_assignment ? &*m_assignment : nullptr;
    }

    /// "en", "ja", "zh_CN" or "zh_TW" for the interface's locale.
    static QString assignmentLanguage();

    /// Works task `row` with the engine (computed tasks only) on a worker thread; taskWorked()
    /// follows. False when the row is not a computed task or a task is being worked.
    bool workTask(int row);
    bool isWorking() const { return m_working >= 0; }

    /// The student's answer to task `row` (what the answer cell shows); empty: none.
    void setAnswer(int row, const QString& text);

    /// The submission as it stands: answers, recorded runs, the report's file name (may be
    /// empty), sealed.
    core::coursework::Submission submission(const QString& name, const QString& id,
                                            const QString& report = {}) const;
    /// Writes submission(name, id, report) to `path` atomically; false with the reason in
    /// `error`. `report`: the file name of the report PDF beside it, if one was written.
    bool handIn(const QString& path, const QString& name, const QString& id, QString* error,
                const QString& report = {});

    /// Whether the workbench has an analysis for tasks of `kind` (the Analysis dialog's
    /// convergence, stability and stiffness-sweep pages, the comparison setup).
    static bool hasAnalysis(core::coursework::TaskKind kind);
    /// Asks for the analysis of task `row` (analysisRequested()); false when it has none.
    bool openAnalysis(int row);

    /// An analysis made in the workbench for one method (its manifest and result). It counts
    /// as the run of the task last opened with Open Analysis… when it answers that task — same
    /// kind, method and duration, on the assignment's scene as given; otherwise it is kept
    /// among the submission's other analyses. Returns whether it became the task's run; its
    /// value then becomes the task's answer unless one was entered.
    bool recordAnalysis(core::coursework::TaskRun run);
    /// The analyses recorded outside the tasks (the submission's "analyses").
    const std::vector<core::coursework::TaskRun>& otherAnalyses() const { return m_analyses; }
    /// The titles of the tasks a hand-in would leave without an answer (a "run to a time"
    /// task without its run), in task order: the grader marks them missing.
    QStringList unansweredTasks() const;

    /// Every task a hand-in now would not earn its points for, with what the grader will say
    /// ("TITLE — STATUS: REASON", the reason translated): the grader's own check of the
    /// submission as it stands, each task recomputed with the assignment's settings (on
    /// the calling thread: the shipped labs take about a second). `id`: the student ID.
    QStringList handInProblems(const QString& id = QStringLiteral("student")) const;

    /// The kind of a task in words, translated ("convergence order").
    static QString kindText(core::coursework::TaskKind kind);

    /// "not started", "done" or "answer entered", translated.
    QString stateText(int row) const;

signals:
    /// Open Analysis…: the workbench should open the analysis of `task` pre-filled with its
    /// settings.
    void analysisRequested(const core::coursework::Task& task);
    /// A task was worked: its value is in the answer cell, or `error` says why not.
    void taskWorked(int row, const QString& error);

protected:
    void changeEvent(QEvent* event) override;

private:
    /// The Answer cell of `row` as the student left it, trimmed.
    QString answerText(int row) const;
    struct WorkResult {
        std::optional<core::coursework::TaskValue> value;
        QString error;
    };

    void retranslate();
    void fillTable();
    void retranslateRows();
    void refreshRow(int row);
    void workFinished();
    void updateButtons();

    std::optional<core::coursework::Assignment> m_assignment;
    QString m_source;
    std::map<std::string, core::coursework::TaskRun> m_runs; ///< by task id: the last run
    std::vector<core::coursework::TaskRun> m_analyses;       ///< made outside the tasks
    /// by task id: how its answer was obtained (typed unless the panel filled it in)
    std::map<std::string, core::coursework::AnswerSource> m_sources;
    int m_analysisRow = -1; ///< the task of the last Open Analysis…
    int m_working = -1;
    QFutureWatcher<WorkResult> m_watcher;
    bool m_filling = false;

    QLabel* m_title = nullptr;
    QTextBrowser* m_instructions = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_workButton = nullptr;
    QPushButton* m_analysisButton = nullptr;
};

} // namespace clothlab::widgets
