// Loading the interface translations embedded under ":/i18n".
#pragma once

#include <QLocale>
#include <QString>
#include <array>

class QCoreApplication;

namespace clothlab::app {

/// Installs the embedded translation (":/i18n/clothlab_<lang>.qm") that best matches
/// `locale` on `app`, and Qt's own translations for it when the system has them. Locales
/// without a ClothLab translation get the English plural forms. The translators are
/// children of `app`. Returns the base name of the loaded file, e.g. "clothlab_ja", or an
/// empty string when nothing was loaded.
QString installTranslations(QCoreApplication& app, const QLocale& locale);

/// One language of the interface: its locale code and its name in itself (never
/// translated, so that everyone finds their own language in the menu).
struct UiLanguage {
    const char* code;
    const char* nativeName;
};

/// English, 日本語, 简体中文, 繁體中文.
const std::array<UiLanguage, 4>& uiLanguages();

/// Replaces the translators installed by installTranslations() with those for `locale`;
/// every widget receives QEvent::LanguageChange. Returns what installTranslations() returns.
QString switchLanguage(QCoreApplication& app, const QLocale& locale);

/// The language to start in: the one chosen last time (QSettings "language"), else the
/// system's.
QLocale startupLocale();

/// The code of uiLanguages() that serves `locale` ("en" for languages without a translation).
QString uiLanguageCode(const QLocale& locale);

/// Remembers `code` (one of uiLanguages()) for the next start.
void rememberLanguage(const QString& code);

} // namespace clothlab::app
