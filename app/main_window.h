// The workbench's main window. For now it shows a summary of the default scene; panels
// (3D view, plots, parameter editors) join it as dock widgets in later work.
#pragma once

#include <QMainWindow>

class QAction;
class QMenu;

namespace clothlab::widgets {
class SceneSummaryWidget;
}

namespace clothlab::app {

/// Main window: File and Help menus, and the summary of core::defaultScene() as its central
/// widget. All texts are retranslated when the application's translator changes.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    widgets::SceneSummaryWidget* sceneSummary() const { return m_summary; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void createMenus();
    void retranslate();
    void showAbout();

    QString m_sceneName;
    widgets::SceneSummaryWidget* m_summary = nullptr;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
};

} // namespace clothlab::app
