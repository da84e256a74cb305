// File ▸ New Assignment…, Open Assignment…, Open Shipped Lab and Hand In… (issue 18): the workbench
// side of coursework, kept out of the main window's files. The Tasks dock (widgets/coursework) is
// made on first use.
#pragma once

#include "core/scene.h"

#include <functional>
#include <string>
#include <vector>

class QMainWindow;
class QMenu;

namespace clothlab::app {

/// Replaces the workbench's scene with an assignment's and locks its keys (JSON paths), after
/// asking to save; false when the user cancels.
using OpenAssignmentScene = std::function<bool(core::Scene, std::vector<std::string> locked)>;

/// The workbench's current scene (File ▸ New Assignment… makes the assignment from it).
using CurrentScene = std::function<core::Scene()>;

/// Adds the coursework entries, after a separator, at the end of `fileMenu`. `openScene` replaces
/// the workbench's scene with the assignment's, after asking to save; it returns false when the
/// user cancels.
void installCourseworkMenu(QMainWindow& window, QMenu& fileMenu, OpenAssignmentScene openScene,
                           CurrentScene currentScene);

/// The id of the preset whose scene `scene` is, unedited; empty when it is none.
std::string presetIdOf(const core::Scene& scene);

/// Sets the entries' texts in the current language.
void retranslateCourseworkMenu(QMainWindow& window);

} // namespace clothlab::app
