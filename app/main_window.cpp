#include "app/main_window.h"

#include "core/scene.h"
#include "core/scene_builders.h"
#include "widgets/scene_summary_widget.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

namespace clothlab::app {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setObjectName(QStringLiteral("mainWindow"));
    const core::Scene scene = core::defaultScene();
    // Scene names are data from the scene (file), not interface text: never translated.
    m_sceneName = QString::fromStdString(scene.name);
    m_summary = new widgets::SceneSummaryWidget(core::buildSystem(scene), m_sceneName, this);
    m_summary->setObjectName(QStringLiteral("sceneSummary"));
    setCentralWidget(m_summary);

    createMenus();
    retranslate();
    resize(720, 480);
}

void MainWindow::createMenus() {
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_quitAction = m_fileMenu->addAction(QString(), qApp, &QApplication::closeAllWindows);
    m_quitAction->setObjectName(QStringLiteral("quitAction"));
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("helpMenu"));
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_aboutAction->setObjectName(QStringLiteral("aboutAction"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    m_aboutQtAction = m_helpMenu->addAction(QString(), qApp, &QApplication::aboutQt);
    m_aboutQtAction->setObjectName(QStringLiteral("aboutQtAction"));
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate() {
    setWindowTitle(tr("%1 — ClothLab").arg(m_sceneName));
    m_fileMenu->setTitle(tr("&File"));
    m_quitAction->setText(tr("&Quit"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About ClothLab"));
    m_aboutQtAction->setText(tr("About &Qt"));
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About ClothLab"),
        tr("<p><b>ClothLab %1</b></p>"
           "<p>A workbench for mass-spring cloth simulation: one scene, many integrators, "
           "with energy and error measured the same way for all of them.</p>")
            .arg(QApplication::applicationVersion()));
}

} // namespace clothlab::app
