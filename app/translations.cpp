#include "app/translations.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QTranslator>

namespace clothlab::app {

QString installTranslations(QCoreApplication& app, const QLocale& locale) {
    // Qt's own strings (standard buttons, the About Qt dialog), when the distribution
    // ships them; their absence is not an error.
    auto* qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qtTranslator);
    } else {
        delete qtTranslator;
    }

    // QTranslator::load(QLocale, …) walks the locale's UI languages (zh-Hant-TW → zh_TW, …).
    // English and every language ClothLab is not translated into fall back to
    // clothlab_en, which holds only the English plural forms of "%n …(s)" texts.
    auto* translator = new QTranslator(&app);
    if (translator->load(locale, QStringLiteral("clothlab"), QStringLiteral("_"),
                         QStringLiteral(":/i18n")) ||
        translator->load(QStringLiteral("clothlab_en"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
        return QFileInfo(translator->filePath()).completeBaseName();
    }
    delete translator;
    return {};
}

} // namespace clothlab::app
