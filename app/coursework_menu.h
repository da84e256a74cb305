// File ▸ New Assignment…, Open Assignment…, Open Shipped Lab and Hand In… (issue 18): the workbench
// side of coursework, kept out of the main window's files. The Tasks dock (widgets/coursework) is
// made on first use.
#pragma once

#include "core/scene/scene.h"

#include <functional>
#include <string>
#include <vector>

class QMainWindow;
class QMenu;
class QString;

namespace clothlab::widgets {
class TasksPanel;
}

namespace clothlab::app {

/// Replaces the workbench's scene with an assignment's and locks its keys (JSON paths), after
/// asking to save; false when the user cancels.
using OpenAssignmentScene = std::function<bool(core::Scene, std::vector<std::string> locked)>;

/// The workbench's current scene (File ▸ New Assignment… makes the assignment from it).
using CurrentScene = std::function<core::Scene()>;

/// Writes the workbench's report PDF to a path (File ▸ Export Report without its dialog);
/// false with the reason.
using WriteReport = std::function<bool(const QString& path, QString* error)>;

/// Adds the coursework entries, after a separator, at the end of `fileMenu`. `openScene` replaces
/// the workbench's scene with the assignment's, after asking to save; it returns false when the
/// user cancels. Hand In writes the report with `writeReport` beside the submission.
void installCourseworkMenu(QMainWindow& window, QMenu& fileMenu, OpenAssignmentScene openScene,
                           CurrentScene currentScene, WriteReport writeReport);

/// Opens the assignment `source` ("assignment:NAME" or a file) as File ▸ Open Assignment does,
/// after installCourseworkMenu(); errors in a message box. False when it was not opened.
bool openAssignmentSource(QMainWindow& window, const QString& source);

/// Hand In without its dialogs: the report PDF beside the submission `path` (its name with
/// .pdf), then the submission, which names it. When the report cannot be written the
/// submission is written all the same, without it, and `warning` says why. False, with the
/// reason in `error`, when the submission itself could not be written.
bool handInWithReport(widgets::TasksPanel& panel, const QString& path, const QString& name,
                      const QString& id, const WriteReport& writeReport, QString* error,
                      QString* warning);

/// The id of the preset whose scene `scene` is, unedited; empty when it is none.
std::string presetIdOf(const core::Scene& scene);

/// Sets the entries' texts in the current language.
void retranslateCourseworkMenu(QMainWindow& window);

} // namespace clothlab::app
