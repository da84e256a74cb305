// How the workbench shows an assignment's locked scene keys (issue 18): a lock icon, the
// tooltip "Locked by the assignment", and the field disabled. What is locked is the
// document's to say (Document::lockedPaths()); it also refuses the edit, whatever a view does.
#pragma once

#include "widgets/document/document.h"

#include <QIcon>
#include <QString>
#include <string_view>

class QFormLayout;
class QWidget;

namespace clothlab::widgets {

/// Whether an edit of the scene key `path` ("stiffness.shear", "bodies") touches a locked key.
bool isLocked(const Document& document, std::string_view path);

/// A padlock, drawn (no icon theme is needed).
QIcon lockIcon();

/// "Locked by the assignment", translated.
QString lockedToolTip();

/// Disables `field` and shows the lock: the tooltip, and the icon inside a field that has a
/// line edit (spin boxes, line edits). `locked` false undoes it, the field's own tooltip back.
void showLocked(QWidget* field, bool locked);

/// showLocked() for the field of every row of `form`.
void showLockedRows(QFormLayout* form, bool locked);

} // namespace clothlab::widgets
