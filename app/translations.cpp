#include "app/translations.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace clothlab::app {

QString installTranslations(QCoreApplication& app, const QLocale& locale) {
    // The interface's language is the default locale: what speaks it (the labs, numbers)
    // follows it rather than the system's, and follows a live switch.
    QLocale::setDefault(locale);
    // Qt's own strings (standard buttons, the About Qt dialog), when the distribution
    // ships them; their absence is not an error.
    auto* qtTranslator = new QTranslator(&app);
    qtTranslator->setObjectName(QStringLiteral("clothlabTranslator"));
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
    translator->setObjectName(QStringLiteral("clothlabTranslator"));
    if (translator->load(locale, QStringLiteral("clothlab"), QStringLiteral("_"),
                         QStringLiteral(":/i18n")) ||
        translator->load(QStringLiteral("clothlab_en"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
        return QFileInfo(translator->filePath()).completeBaseName();
    }
    delete translator;
    return {};
}

const std::array<UiLanguage, 4>& uiLanguages() {
    static const std::array<UiLanguage, 4> languages{
        {{"en", "English"}, {"ja", "日本語"}, {"zh_CN", "简体中文"}, {"zh_TW", "繁體中文"}}};
    return languages;
}

QString switchLanguage(QCoreApplication& app, const QLocale& locale) {
    for (QTranslator* old : app.findChildren<QTranslator*>(QStringLiteral("clothlabTranslator"),
                                                           Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    return installTranslations(app, locale);
}

QString uiLanguageCode(const QLocale& locale) {
    if (locale.language() == QLocale::Japanese) {
        return QStringLiteral("ja");
    }
    if (locale.language() == QLocale::Chinese) {
        const bool traditional = locale.script() == QLocale::TraditionalChineseScript ||
                                 locale.territory() == QLocale::Taiwan ||
                                 locale.territory() == QLocale::HongKong ||
                                 locale.territory() == QLocale::Macao;
        return traditional ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
    }
    return QStringLiteral("en");
}

QLocale startupLocale() {
    const QString code = QSettings().value(QStringLiteral("language")).toString();
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

void rememberLanguage(const QString& code) {
    QSettings().setValue(QStringLiteral("language"), code);
}

} // namespace clothlab::app
