// Pieces the analyses share (the analyses in core/analysis/): serialised progress with
// cancellation, the whole-steps check of a duration, and stepping a run with cancellation.
// Internal to the core's analyses; not part of the public interface.
#pragma once

#include "core/analysis/analysis.h"
#include "core/simulation/simulation.h"

#include <mutex>

namespace clothlab::core::detail {

/// Serialised progress reporting.
class Progress {
public:
    Progress(const AnalysisOptions& options, int total) : m_options(options), m_total(total) {}
    void advance() {
        const std::lock_guard<std::mutex> lock(m_mutex);
        ++m_done;
        if (m_options.progress) {
            m_options.progress(m_done, m_total);
        }
    }
    /// Throws AnalysisCancelled when the options' cancel flag is set.
    void checkCancel() const {
        if (m_options.cancel && m_options.cancel->load()) {
            throw AnalysisCancelled();
        }
    }

private:
    const AnalysisOptions& m_options;
    int m_total;
    int m_done = 0;
    std::mutex m_mutex;
};

/// interval / dt as a whole number ≥ 1 (to 1e-9 relative); throws std::invalid_argument
/// naming `what` otherwise, or when it exceeds kMaxRunSteps.
long wholeSteps(double interval, double dt, const char* what);

/// Steps `steps` times, checking for cancellation now and then; false on blow-up.
bool advanceChecked(Simulation& sim, long steps, const Progress& progress);

} // namespace clothlab::core::detail
