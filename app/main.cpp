// clothlab: the desktop workbench.
#include "app/main_window.h"
#include "app/translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QPixmap>
#include <QTimer>
#include <cstdio>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ClothLab"));
    QApplication::setOrganizationName(QStringLiteral("ClothLab"));
    QApplication::setApplicationVersion(QStringLiteral(CLOTHLAB_VERSION));

    clothlab::app::installTranslations(app, QLocale::system());

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
    parser.process(app);

    clothlab::app::MainWindow window;
    window.show();

    if (parser.isSet(screenshotOption)) {
        const QString file = parser.value(screenshotOption);
        // A short delay lets the first expose and layout pass finish before grabbing.
        QTimer::singleShot(300, &window, [&window, file] {
            if (!window.grab().save(file, "PNG")) {
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
