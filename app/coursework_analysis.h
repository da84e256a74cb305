// Open Analysis… in the Tasks dock (issue 18): the workbench's analysis that matches a task,
// opened on the current scene and pre-filled with the task's settings — the Analysis dialog's
// convergence, stability or stiffness-sweep page, or the comparison setup for an error
// comparison. The student then runs it as any other analysis.
#pragma once

#include "core/coursework/assignment.h"
#include "core/coursework/submission.h"

#include <vector>

class QMainWindow;

namespace clothlab::figures {
struct AnalysisRecord;
}

namespace clothlab::app {

/// Opens and fills the analysis of `task` in `window`, whose scene is `scene`, and starts it
/// when `run` (the Analyses dialog's pages; the comparison setup is only filled); false for a
/// task no analysis matches.
bool openTaskAnalysis(QMainWindow& window, const core::coursework::Task& task,
                      const core::Scene& scene, bool run = false);

/// The manifests of a finished workbench analysis as a submission keeps them, one per method:
/// the task kind it answers (convergence → convergence-order, stability → stability-limit,
/// stiffness sweep → stiffness-sweep), its settings with that method alone, the hash of
/// `scene` (the scene it ran on), the build, and the method's result (fitted order, largest
/// stable dt, exponent of the limit against the stiffness). None for the work–precision
/// analyses, which no task kind has.
std::vector<core::coursework::TaskRun> analysisManifests(const figures::AnalysisRecord& record,
                                                         const core::Scene& scene);

} // namespace clothlab::app
