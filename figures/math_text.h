// The small math markup of figure labels, legends and captions: `_` starts a subscript and
// `^` a superscript, of the next character or of a `{…}` group ("U_g", "E_{0}", "10^{−3}");
// Greek and other symbols are plain Unicode ("ζ̄", "ω·h"). The renderer draws it with a
// smaller, shifted font; the report turns it into <sub>/<sup>; CSV keeps the text as typed.
#pragma once

#include <QFont>
#include <QPointF>
#include <QString>
#include <QVector>

class QPainter;
class QPaintDevice;

namespace clothlab::figures {

/// A piece of text at one level: 0 on the baseline, −1 subscript, +1 superscript.
struct MathRun {
    QString text;
    int level = 0;
};

/// The runs of `text`; text without markup is one run. A `_` or `^` at the end, or before a
/// space, is kept as a character.
QVector<MathRun> parseMath(const QString& text);
/// True when `text` has a subscript or superscript.
bool hasMath(const QString& text);
/// The text with its markup resolved into plain characters ("U_{g}" → "Ug"), for widths
/// of fallbacks and searches.
QString plainMath(const QString& text);
/// HTML of `text` (escaped) with <sub>/<sup> for the scripts.
QString mathHtml(const QString& text);

/// `value` with `digits` significant digits in the locale's notation, as m×10^{k} in the
/// markup above when its exponent is below −2 or above 3 ("6.9×10^{−8}", "10^{−4}" for a
/// mantissa of 1, "0.025", "1500").
QString scientificMath(double value, int digits);

/// Width of `text` drawn by drawMath() with `font` on `device`, device pixels.
double mathWidth(const QString& text, const QFont& font, QPaintDevice* device);
/// Draws `text` with its baseline starting at `baseline`.
void drawMath(QPainter& painter, const QString& text, const QFont& font, QPointF baseline);

} // namespace clothlab::figures
