#include "figures/figure_options.h"

#include <QFileInfo>
#include <QFont>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QTranslator>

namespace clothlab::figures {

FigureOptions columnFigure(int columns, double aspect) {
    FigureOptions options;
    options.widthMm = columns >= 2 ? kDoubleColumnWidthMm : kSingleColumnWidthMm;
    options.heightMm = options.widthMm / (aspect > 0.0 ? aspect : kGoldenRatio);
    return options;
}

QString figureLanguage() {
    // The workbench names its translator files clothlab_<lang>.qm; the Qt translator that
    // may sit beside it says nothing about ClothLab's own texts.
    const auto translators = QCoreApplication::instance()->findChildren<QTranslator*>();
    for (const QTranslator* translator : translators) {
        if (QFileInfo(translator->filePath())
                .completeBaseName()
                .startsWith(QStringLiteral("clothlab_"))) {
            return translator->language().isEmpty() ? QStringLiteral("en") : translator->language();
        }
    }
    return QStringLiteral("en");
}

QString cjkFontFamily(const QString& language) {
    if (language.startsWith(QStringLiteral("zh"))) {
        const bool traditional = language.contains(QStringLiteral("TW")) ||
                                 language.contains(QStringLiteral("HK")) ||
                                 language.contains(QStringLiteral("Hant"));
        return traditional ? QStringLiteral("Noto Sans CJK TC")
                           : QStringLiteral("Noto Sans CJK SC");
    }
    return QStringLiteral("Noto Sans CJK JP");
}

QString defaultFigureFontFamily() {
    const QString language = figureLanguage();
    if (language.startsWith(QStringLiteral("ja")) || language.startsWith(QStringLiteral("zh"))) {
        return cjkFontFamily(language);
    }
    return QGuiApplication::font().family();
}

QString installedFontFamily(const QString& name) {
    const QString wanted = name.trimmed();
    if (wanted.isEmpty()) {
        return {};
    }
    for (const QString& family : QFontDatabase::families()) {
        if (family.compare(wanted, Qt::CaseInsensitive) == 0) {
            return family;
        }
    }
    return {};
}

} // namespace clothlab::figures
