#include "widgets/analysis/analysis_runner.h"

#include <QThread>
#include <exception>

namespace clothlab::widgets {

AnalysisRunner::AnalysisRunner(QObject* parent) : QObject(parent) {}

AnalysisRunner::~AnalysisRunner() {
    const QSignalBlocker blocker(this); // nobody listens to a runner being destroyed
    cancelAndWait();
}

void AnalysisRunner::start(Job job) {
    if (m_thread) {
        return;
    }
    m_cancel = false;
    m_outcome.reset();
    m_error.clear();
    m_thread = QThread::create([this, job = std::move(job)] {
        core::AnalysisOptions options;
        options.cancel = &m_cancel;
        options.progress = [this](int done, int total) {
            QMetaObject::invokeMethod(
                this, [this, done, total] { emit progress(done, total); }, Qt::QueuedConnection);
        };
        try {
            m_outcome = job(options);
        } catch (const core::AnalysisCancelled&) {
            m_outcome.reset();
        } catch (const std::exception& error) {
            m_error = QString::fromStdString(error.what());
        }
    });
    // A finished signal still queued from an earlier, waited-for thread must not end this one.
    connect(m_thread, &QThread::finished, this, [this, thread = m_thread] {
        if (m_thread == thread) {
            onThreadFinished();
        }
    });
    m_thread->start();
}

void AnalysisRunner::cancel() {
    m_cancel = true;
}

void AnalysisRunner::cancelAndWait() {
    if (!m_thread) {
        return;
    }
    m_cancel = true;
    m_thread->wait();
    onThreadFinished();
}

void AnalysisRunner::onThreadFinished() {
    if (!m_thread) {
        return; // already handled by cancelAndWait()
    }
    m_thread->wait();
    m_thread->deleteLater();
    m_thread = nullptr;
    if (!m_error.isEmpty()) {
        emit failed(m_error);
    } else if (m_outcome && !m_cancel) {
        AnalysisData data = std::move(*m_outcome);
        m_outcome.reset();
        emit finished(data);
    } else {
        emit cancelled();
    }
}

} // namespace clothlab::widgets
