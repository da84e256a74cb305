// The Tasks dock of an open assignment (issue 18): its title and instructions in the
// interface's language (falling back to English), each task with its state (not started /
// done / answer entered) and the student's answer, a button that works the selected computed
// task with the engine on a worker thread (its run recorded with its manifest), a button that
// asks for the workbench's analysis of the selected task pre-filled (Open Analysis…), and Hand In,
// which writes the sealed submission. Errors are shown, never thrown across the event loop.
#pragma once

#include "core/coursework/assignment.h"
#include "core/coursework/grader.h"
#include "core/coursework/submission.h"
#include "figures/report_coursework.h"

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

    /// Runs task `row` with its settings, where the teacher lets students do so
    /// (core::coursework::studentsMayRun): with the engine on a worker thread (taskWorked()
    /// follows), or, for a task with an analysis whose answer the teacher does not fill in,
    /// by asking for that analysis to be run in its dialog, where the student reads the value
    /// off. The answer cell is filled only where core::coursework::answerFilledIn says so;
    /// otherwise note() says what the run found. False when the row may not be run or a task
    /// is being worked.
    bool workTask(int row);
    /// What the last run of a task found, when its answer is not filled in; or why the
    /// selected task cannot be run. Empty when there is nothing to say.
    QString note() const;
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

    /// Who hands in (Hand In sets it before the report is written), for the report.
    void setStudent(const QString& name, const QString& id);
    /// The coursework section of the report: each task with its answer as it stands (and
    /// its unit), how it was obtained and what the grader will say, in the interface's
    /// language. Runs the grader's check (see handInProblems()).
    figures::ReportCoursework reportCoursework() const;

    /// The kind of a task in words, translated ("convergence order").
    static QString kindText(core::coursework::TaskKind kind);

    /// "not started", "done" or "answer entered", translated.
    QString stateText(int row) const;

signals:
    /// Open Analysis…: the workbench should open the analysis of `task` pre-filled with its
    /// settings, and start it when `run` (a task the student may run).
    void analysisRequested(const core::coursework::Task& task, bool run);
    /// A task was worked: its value is in the answer cell, or `error` says why not.
    void taskWorked(int row, const QString& error);
    /// The student typed (or changed) the answer to task `row`.
    void answerTyped(int row, const QString& text);

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
    void showNote(const QString& text);
    /// Sets an answer the panel found (not typed: no answerTyped()).
    void fillAnswer(int row, const QString& text);
    /// A run task's outcome in words, translated.
    static QString outcomeText(const core::coursework::TaskValue& value);
    /// How the answer to `task` was obtained, translated; empty without an answer.
    QString sourceText(const core::coursework::Task& task) const;
    /// What the grader will say of one task, translated.
    /// A grader's verdict in words ("wrong"), in the interface's language.
    static QString statusName(core::coursework::GradeStatus status);
    static QString checkText(const core::coursework::GradeRow& row);

    std::optional<core::coursework::Assignment> m_assignment;
    QString m_source;
    std::map<std::string, core::coursework::TaskRun> m_runs; ///< by task id: the last run
    std::vector<core::coursework::TaskRun> m_analyses;       ///< made outside the tasks
    /// by task id: how its answer was obtained (typed unless the panel filled it in)
    std::map<std::string, core::coursework::AnswerSource> m_sources;
    int m_analysisRow = -1; ///< the task of the last Open Analysis…
    QString m_studentName;
    QString m_studentId;
    int m_working = -1;
    QFutureWatcher<WorkResult> m_watcher;
    bool m_filling = false;

    QLabel* m_title = nullptr;
    QTextBrowser* m_instructions = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_workButton = nullptr;
    QPushButton* m_analysisButton = nullptr;
    QLabel* m_note = nullptr;
};

} // namespace clothlab::widgets
