// clothlab: the desktop workbench.
#include "app/comparison_workspace.h"
#include "app/main_window.h"
#include "app/translations.h"
#include "widgets/engine/comparison_controller.h"
#include "widgets/engine/simulation_controller.h"
#include "widgets/view3d/scene_view.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QPixmap>
#include <QTabWidget>
#include <QTimer>
#include <cstdio>

int main(int argc, char* argv[]) {
    // The 3D view's shaders are written for Qt 3D's OpenGL renderer.
    if (qEnvironmentVariableIsEmpty("QT3D_RENDERER")) {
        qputenv("QT3D_RENDERER", "opengl");
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ClothLab"));
    QApplication::setOrganizationName(QStringLiteral("ClothLab"));
    QApplication::setApplicationVersion(QStringLiteral(CLOTHLAB_VERSION));

    clothlab::app::installTranslations(app, clothlab::app::startupLocale());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Workbench for mass-spring cloth simulation."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save the window as a PNG image to <file> once it is "
                                        "shown, then quit."),
        QApplication::translate("main", "file"));
    parser.addOption(screenshotOption);
    const QCommandLineOption playOption(
        QStringLiteral("play"), QApplication::translate("main", "Start the simulation at once."));
    parser.addOption(playOption);
    const QCommandLineOption compareOption(
        QStringLiteral("compare"),
        QApplication::translate("main", "Show the comparison of the scene's runs (with --play, "
                                        "run them)."));
    parser.addOption(compareOption);
    parser.addPositionalArgument(
        QStringLiteral("scene"),
        QApplication::translate("main", "A scene file, or preset:NAME, to open at start."),
        QStringLiteral("[scene]"));
    parser.process(app);

    clothlab::app::MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty()) {
        const QString scene = parser.positionalArguments().first();
        const bool opened = scene.startsWith(QStringLiteral("preset:"))
                                ? window.openPreset(scene.mid(7))
                                : window.openFile(scene);
        if (!opened) {
            std::fprintf(stderr, "clothlab: cannot open \"%s\"\n", qPrintable(scene));
        }
    }
    if (parser.isSet(compareOption)) {
        window.centralTabs()->setCurrentIndex(1);
    }
    if (parser.isSet(playOption)) {
        if (parser.isSet(compareOption)) {
            window.comparison()->controller()->play();
        } else {
            window.controller()->play();
        }
    }

    if (parser.isSet(screenshotOption)) {
        const QString file = parser.value(screenshotOption);
        // A delay lets the first expose and layout pass finish (and a --play run progress)
        // before grabbing.
        QTimer::singleShot(parser.isSet(playOption) ? 4000 : 1500, &window, [&window, file] {
            // QWidget::grab() leaves the native 3D area blank; grabWithViews renders it.
            if (!clothlab::widgets::SceneView::grabWithViews(&window).save(file, "PNG")) {
                std::fprintf(stderr, "clothlab: --screenshot: cannot write \"%s\"\n",
                             qPrintable(file));
                QApplication::exit(1);
                return;
            }
            QApplication::exit(0);
        });
    }
    return QApplication::exec();
}
