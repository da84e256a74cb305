// Open Analysis… in the Tasks dock (issue 18): the workbench's analysis that matches a task,
// opened on the current scene and pre-filled with the task's settings — the Analysis dialog's
// convergence, stability or stiffness-sweep page, or the comparison setup for an error
// comparison. The student then runs it as any other analysis.
#pragma once

#include "core/coursework/assignment.h"

class QMainWindow;

namespace clothlab::app {

/// Opens and fills the analysis of `task` in `window`, whose scene is `scene`; false for a task
/// no analysis matches.
bool openTaskAnalysis(QMainWindow& window, const core::coursework::Task& task,
                      const core::Scene& scene);

} // namespace clothlab::app
