// How the workbench shows an assignment's locked scene keys (issue 18): a lock icon, the
// tooltip "Locked by the assignment", and the field disabled. What is locked is the
// document's to say (Document::lockedPaths()); it also refuses the edit, whatever a view does.
#pragma once

#include "widgets/document/document.h"

#include <QFrame>
#include <QIcon>
#include <QString>
#include <functional>
#include <string_view>

class QFormLayout;
class QLabel;
class QPushButton;
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

/// The banner over a dialog that shows an assignment's task's settings (Open Analysis…): the
/// padlock, "These are the settings of the task “…”", and a button that asks to use other
/// settings. Hidden until setTask(); follows a change of language, the task's title too.
class TaskBanner : public QFrame {
    Q_OBJECT

public:
    explicit TaskBanner(QWidget* parent = nullptr);
    /// Shows the banner for the task whose title `title` gives (asked again on a change of
    /// language, so that it comes in the lab's language).
    void setTask(std::function<QString()> title);
    /// Hides the banner.
    void clear();
    bool hasTask() const { return static_cast<bool>(m_title); }
    QString text() const;
    QPushButton* unlockButton() const { return m_unlock; }

signals:
    /// "Use Other Settings" was clicked.
    void unlockRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QLabel* m_text = nullptr;
    QPushButton* m_unlock = nullptr;
    std::function<QString()> m_title;
};

} // namespace clothlab::widgets
