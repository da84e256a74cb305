// Runs one core analysis on a worker thread with progress and cancellation, so that the GUI
// never waits for it.
#pragma once

#include "widgets/analysis/analysis_results.h"

#include <QObject>
#include <atomic>
#include <functional>
#include <optional>

class QThread;

namespace clothlab::widgets {

/// Starts a job on its own thread and reports how it ended. Locking rule: the worker writes
/// m_outcome and m_error only, and the GUI thread reads them only after QThread::finished;
/// the cancel flag is atomic and progress crosses to the GUI thread as queued calls.
class AnalysisRunner : public QObject {
    Q_OBJECT

public:
    /// The job: a core analysis given the options (progress, cancel flag) to pass on. It
    /// runs on the worker thread, so it must own copies of everything it reads.
    using Job = std::function<AnalysisData(const core::AnalysisOptions&)>;

    explicit AnalysisRunner(QObject* parent = nullptr);
    /// Cancels a running job and waits for it.
    ~AnalysisRunner() override;

    bool isRunning() const { return m_thread != nullptr; }
    /// Starts `job`; ignored while another runs.
    void start(Job job);
    /// Asks the running job to stop; cancelled() follows once it has.
    void cancel();
    /// Cancels and blocks until the worker has stopped (the core checks the flag every few
    /// hundred steps, so this is short). Emits cancelled() if a job was running.
    void cancelAndWait();

signals:
    void progress(int done, int total);
    void finished(const clothlab::widgets::AnalysisData& data);
    void cancelled();
    /// The analysis refused its input or its reference blew up; `reason` is the core's text.
    void failed(const QString& reason);

private:
    void onThreadFinished();

    QThread* m_thread = nullptr;
    std::atomic<bool> m_cancel{false};
    std::optional<AnalysisData> m_outcome;
    QString m_error;
};

} // namespace clothlab::widgets
