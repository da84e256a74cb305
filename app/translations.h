// Loading the interface translations embedded under ":/i18n".
#pragma once

#include <QLocale>
#include <QString>

class QCoreApplication;

namespace clothlab::app {

/// Installs the embedded translation (":/i18n/clothlab_<lang>.qm") that best matches
/// `locale` on `app`, and Qt's own translations for it when the system has them. Locales
/// without a ClothLab translation get the English plural forms. The translators are
/// children of `app`. Returns the base name of the loaded file, e.g. "clothlab_ja", or an
/// empty string when nothing was loaded.
QString installTranslations(QCoreApplication& app, const QLocale& locale);

} // namespace clothlab::app
