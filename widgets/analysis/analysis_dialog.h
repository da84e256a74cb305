// The analysis dialog of issue #5: a page per analysis (convergence study, stability limits,
// stiffness sweep, work–precision), each with its settings beside the results of its last run; the
// run goes to a worker thread with a progress bar and a Cancel button, and every finished result is
// added to the document's AnalysisResults.
#pragma once

#include "widgets/analysis/analysis_results.h"

#include <QDialog>
#include <QMenu>
#include <QPointer>
#include <array>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;

namespace clothlab::widgets {

class AnalysisPage;
class AnalysisResultView;
class AnalysisRunner;
class ConvergencePage;
class Document;
class StabilityPage;
class SweepPage;
class WorkPrecisionPage;

class AnalysisDialog : public QDialog {
    Q_OBJECT

public:
    enum Page { Convergence = 0, Stability = 1, StiffnessSweep = 2, WorkPrecision = 3 };
    static constexpr int kPageCount = 4;

    /// Reads the scene of `document` when a run starts; adds results to `results`. Neither
    /// is owned; both must outlive the dialog.
    AnalysisDialog(Document* document, AnalysisResults* results, QWidget* parent = nullptr);
    ~AnalysisDialog() override;

    void setPage(Page page);
    Page page() const;

    bool isRunning() const;
    /// Starts the current page's analysis when its input is valid; false otherwise.
    bool run();
    /// Asks the running analysis to stop.
    void cancel();
    /// Unlocks `page` when it shows a task's settings and gives it back the settings the user
    /// chose last (what the Analysis menu opens).
    void useOwnSettings(Page page);

    ConvergencePage* convergencePage() const { return m_convergence; }
    StabilityPage* stabilityPage() const { return m_stability; }
    SweepPage* sweepPage() const { return m_sweep; }
    WorkPrecisionPage* workPrecisionPage() const { return m_workPrecision; }
    AnalysisResultView* resultView(Page page) const;
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* progressBar() const { return m_progress; }
    /// The status line: idle, running, finished, cancelled or failed, and input problems.
    QString statusText() const;

    /// Closing while an analysis runs cancels it and waits for the worker to stop.
    void done(int result) override;

signals:
    /// A result was stored (its row in AnalysisResults).
    void resultStored(int row);

protected:
    void changeEvent(QEvent* event) override;

private:
    void addPages();
    void addFooter();
    void connectRunner();
    std::array<AnalysisPage*, kPageCount> pages() const;
    AnalysisPage* currentPage() const;
    void validate();
    void setRunning(bool running);
    void onFinished(const AnalysisData& data);
    void showStatus(const QString& text, bool problem);
    void retranslate();
    /// The user's settings of a page, kept in QSettings (AnalysisDialog/<page>) when a run
    /// starts and when the dialog closes, never while the page shows a task's settings.
    void saveSettings(Page page) const;
    void restoreSettings(Page page);

    Document* m_document = nullptr;
    QPointer<AnalysisResults> m_results;
    AnalysisRunner* m_runner = nullptr;
    QTabWidget* m_tabs = nullptr;
    ConvergencePage* m_convergence = nullptr;
    StabilityPage* m_stability = nullptr;
    SweepPage* m_sweep = nullptr;
    WorkPrecisionPage* m_workPrecision = nullptr;
    std::array<AnalysisResultView*, kPageCount> m_views{};
    QLabel* m_status = nullptr;
    QPushButton* m_fix = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_cancel = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    int m_runningPage = -1;
    qint64 m_startedMs = 0;
    std::function<void()> m_fixAction;
};

/// A window that shows one stored result (what Analysis ▸ Results reopens).
class AnalysisResultWindow : public QDialog {
    Q_OBJECT

public:
    AnalysisResultWindow(const AnalysisRecord& record, QWidget* parent = nullptr);
    AnalysisResultView* view() const { return m_view; }

private:
    AnalysisResultView* m_view = nullptr;
};

/// The Analysis menu for the main window: Convergence Study…, Stability Limits…, Stiffness
/// Sweep…, Work–Precision… (one shared AnalysisDialog, opened on that page, non-modal), a Results
/// submenu listing every stored result (each reopens in an AnalysisResultWindow) and Clear Results.
/// Retranslates itself on a change of language.
class AnalysisMenu : public QMenu {
    Q_OBJECT

public:
    AnalysisMenu(Document* document, AnalysisResults* results, QWidget* parent);
    /// The dialog (created on first use).
    AnalysisDialog* dialog();
    /// Opens the dialog on `page`.
    void openDialog(AnalysisDialog::Page page);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuildResults();
    void retranslate();

    Document* m_document = nullptr;
    AnalysisResults* m_results = nullptr;
    QPointer<AnalysisDialog> m_dialog;
    std::array<QAction*, AnalysisDialog::kPageCount> m_open{};
    QMenu* m_resultsMenu = nullptr;
    QAction* m_clear = nullptr;
};

} // namespace clothlab::widgets
