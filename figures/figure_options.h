// What a figure export asks for: physical size, resolution, font and style. Shared by the
// renderer, the export dialog (which edits) and the tests.
#pragma once

#include <QString>

namespace clothlab::figures {

/// A figure's page: the file format follows the path's extension (pdf, svg, png).
/// Width over height of a figure whose aspect is not given: the golden ratio.
inline constexpr double kGoldenRatio = 1.6180339887498949;
/// Journal column widths (mm) and their golden heights.
inline constexpr double kSingleColumnWidthMm = 85.0;
inline constexpr double kSingleColumnHeightMm = kSingleColumnWidthMm / kGoldenRatio;
inline constexpr double kDoubleColumnWidthMm = 170.0;
inline constexpr double kDoubleColumnHeightMm = kDoubleColumnWidthMm / kGoldenRatio;

struct FigureOptions {
    double widthMm = kSingleColumnWidthMm;   ///< page width, mm, > 0 (85: one journal column)
    double heightMm = kSingleColumnHeightMm; ///< page height, mm, > 0
    int dpi = 300;                           ///< PNG only: pixels per inch, 72–1200
    /// Text font; empty: defaultFigureFontFamily(). CJK text falls back to the Noto CJK
    /// family of the UI language, so Japanese and Chinese labels always have glyphs.
    QString fontFamily;
    double fontPointSize = 8.0; ///< pt, > 0
    /// White background, Okabe–Ito colours, a line style and a marker per series, black
    /// axes: readable in print, also in grayscale and for colour-blind readers.
    bool paperStyle = true;
};

/// A journal figure: one column (85 mm) or two (170 mm) wide, `aspect` = width / height
/// (0: golden), 8 pt text, paper style.
FigureOptions columnFigure(int columns, double aspect = 0.0);
/// Largest side of a 3D capture, px.
inline constexpr int kMaxCapturePixels = 8192;

/// The language of the installed ClothLab translation ("ja", "zh_CN", "zh_TW", …; "en"
/// without one).
QString figureLanguage();
/// The Noto CJK family whose glyph shapes suit `language` ("Noto Sans CJK JP", "… SC",
/// "… TC").
QString cjkFontFamily(const QString& language);
/// The CJK family for Japanese and Chinese UIs (so figure text matches the UI's glyph
/// shapes), else the application's font family.
QString defaultFigureFontFamily();
/// The installed family named `name` as the font database spells it (matched without regard
/// to case or surrounding spaces); empty when no installed family has that name, so that a
/// mistyped name never silently becomes the system's fallback font.
QString installedFontFamily(const QString& name);

} // namespace clothlab::figures
