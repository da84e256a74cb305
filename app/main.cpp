// clothlab: the desktop workbench.
#include "app/comparison_workspace.h"
#include "app/coursework_menu.h"
#include "app/main_window.h"
#include "app/recovery.h"
#include "app/translations.h"
#include "core/coursework/assignment_io.h"
#include "widgets/document/document.h"
#include "widgets/engine/run_controller.h"
#include "widgets/view3d/scene_view.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLocale>
#include <QMessageBox>
#include <QPixmap>
#include <QTabWidget>
#include <QTimer>
#include <cstdio>
#include <string_view>

namespace {

/// Offers the autosave of a session that ended abnormally: `choice` is the --recovery value.
bool restoreRecovery(clothlab::app::Recovery& recovery, const QString& choice, QWidget* parent) {
    using clothlab::app::Recovery;
    const Recovery::Decider decide = [&](const clothlab::app::RecoveredSession& session) {
        if (choice == QLatin1String("restore")) {
            return Recovery::Decision::Restore;
        }
        if (choice == QLatin1String("discard")) {
            return Recovery::Decision::Discard;
        }
        return Recovery::ask(parent, session);
    };
    QString error;
    const bool restored = recovery.offer(decide, &error);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "clothlab: %s\n", qPrintable(error));
        if (choice == QLatin1String("ask")) {
            QMessageBox::warning(parent, QApplication::translate("main", "Restore Unsaved Work"),
                                 error);
        }
    }
    return restored;
}

/// --recovery, and the hidden --test-edit of the recovery test: one structural edit (the
/// first body duplicated) after start.
struct RecoveryOptions {
    explicit RecoveryOptions(QCommandLineParser& parser) {
        testEdit.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(choice);
        parser.addOption(testEdit);
    }
    QCommandLineOption choice{
        QStringLiteral("recovery"),
        QApplication::translate("main", "What to do with unsaved work autosaved by a session "
                                        "that did not close normally: ask (the default), "
                                        "restore or discard."),
        QApplication::translate("main", "choice"), QStringLiteral("ask")};
    QCommandLineOption testEdit{QStringLiteral("test-edit")};
};

void saveScreenshotLater(QWidget& window, const QString& file, int delayMs) {
    QTimer::singleShot(delayMs, &window, [&window, file] {
        // QWidget::grab() leaves the native 3D area blank; grabWithViews renders it.
        if (!clothlab::widgets::SceneView::grabWithViews(&window).save(file, "PNG")) {
            std::fprintf(stderr, "clothlab: --screenshot: cannot write \"%s\"\n", qPrintable(file));
            QApplication::exit(1);
            return;
        }
        QApplication::exit(0);
    });
}

/// The command line's own choices, besides the recovery ones.
struct StartOptions {
    QCommandLineOption screenshot{QStringLiteral("screenshot")};
    QCommandLineOption play{QStringLiteral("play")};
    QCommandLineOption compare{QStringLiteral("compare")};
};

/// After the window is shown: the recovered or named scene, then --compare, --play and
/// --screenshot.
void applyStartOptions(const QCommandLineParser& parser, const StartOptions& options,
                       const RecoveryOptions& recoveryOptions, clothlab::app::Recovery& recovery,
                       clothlab::app::MainWindow& window) {
    const QString recoveryChoice = parser.value(recoveryOptions.choice);
    if (restoreRecovery(recovery, recoveryChoice, &window)) {
        std::fprintf(stderr, "clothlab: restored the autosaved scene\n");
    } else if (!parser.positionalArguments().isEmpty()) {
        const QString scene = parser.positionalArguments().first();
        // As clothlab-cli takes a SCENE: preset:NAME, assignment:NAME or a file of either.
        const bool opened = scene.startsWith(QStringLiteral("preset:"))
                                ? window.openPreset(scene.mid(7))
                            : clothlab::core::coursework::isAssignmentSource(scene.toStdString())
                                ? clothlab::app::openAssignmentSource(window, scene)
                                : window.openFile(scene);
        if (!opened) {
            std::fprintf(stderr, "clothlab: cannot open \"%s\"\n", qPrintable(scene));
        }
    }
    if (parser.isSet(recoveryOptions.testEdit) && !window.document()->scene().bodies.empty()) {
        window.document()->duplicateBody(0);
    }
    if (parser.isSet(options.compare)) {
        window.centralTabs()->setCurrentIndex(1);
    }
    if (parser.isSet(options.play)) {
        if (parser.isSet(options.compare)) {
            window.comparison()->controller()->play();
        } else {
            window.controller()->play();
        }
    }

    if (parser.isSet(options.screenshot)) {
        // A delay lets the first expose and layout pass finish (and a --play run progress)
        // before grabbing.
        saveScreenshotLater(window, parser.value(options.screenshot),
                            parser.isSet(options.play) ? 4000 : 1500);
    }
}

/// The workbench's options and its scene argument, for the parser of either application.
void describe(QCommandLineParser& parser, StartOptions& options) {
    parser.setApplicationDescription(
        QApplication::translate("main", "Workbench for mass-spring cloth simulation."));
    parser.addHelpOption();
    parser.addVersionOption();
    options.screenshot = QCommandLineOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save the window as a PNG image to <file> once it is "
                                        "shown, then quit."),
        QApplication::translate("main", "file"));
    parser.addOption(options.screenshot);
    options.play = QCommandLineOption(
        QStringLiteral("play"), QApplication::translate("main", "Start the simulation at once."));
    parser.addOption(options.play);
    options.compare = QCommandLineOption(
        QStringLiteral("compare"),
        QApplication::translate("main", "Show the comparison of the scene's runs (with --play, "
                                        "run them)."));
    parser.addOption(options.compare);
    parser.addPositionalArgument(
        QStringLiteral("scene"),
        QApplication::translate("main", "A scene or assignment file, preset:NAME or "
                                        "assignment:NAME, to open at start."),
        QStringLiteral("[scene]"));
}

void nameApplication() {
    QCoreApplication::setApplicationName(QStringLiteral("ClothLab"));
    QCoreApplication::setOrganizationName(QStringLiteral("ClothLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CLOTHLAB_VERSION));
}

/// --help and --version print and exit: they need no display, hence no QApplication.
bool onlyAsksForHelp(int argc, char* argv[]) {
    for (int k = 1; k < argc; ++k) {
        const std::string_view argument(argv[k]);
        if (argument == "-h" || argument == "--help" || argument == "-?" ||
            argument == "--help-all" || argument == "-v" || argument == "--version") {
            return true;
        }
    }
    return false;
}

} // namespace

int main(int argc, char* argv[]) {
    if (onlyAsksForHelp(argc, argv)) {
        QCoreApplication core(argc, argv);
        nameApplication();
        clothlab::app::installTranslations(core, clothlab::app::startupLocale());
        QCommandLineParser parser;
        StartOptions options;
        describe(parser, options);
        const RecoveryOptions recoveryOptions(parser);
        parser.process(core); // prints and exits
        return 0;
    }
    // The 3D view's shaders are written for Qt 3D's OpenGL renderer.
    if (qEnvironmentVariableIsEmpty("QT3D_RENDERER")) {
        qputenv("QT3D_RENDERER", "opengl");
    }
    QApplication app(argc, argv);
    nameApplication();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/clothlab.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("clothlab"));

    clothlab::app::installTranslations(app, clothlab::app::startupLocale());

    QCommandLineParser parser;
    StartOptions options;
    describe(parser, options);
    const RecoveryOptions recoveryOptions(parser);
    parser.process(app);

    const QString recoveryChoice = parser.value(recoveryOptions.choice);
    if (!QStringList{"ask", "restore", "discard"}.contains(recoveryChoice)) {
        std::fprintf(stderr,
                     "clothlab: --recovery: expected ask, restore or discard, found \"%s\"\n",
                     qPrintable(recoveryChoice));
        return 2;
    }
    clothlab::app::MainWindow window;
    // Declared after the window, so destroyed first: its destructor is the normal exit.
    clothlab::app::Recovery recovery(window.document());
    window.show();
    applyStartOptions(parser, options, recoveryOptions, recovery, window);
    return QApplication::exec();
}
