#include "figures/math_text.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace clothlab::figures {

namespace {

/// Scripts are 70 % of the text size, raised by 45 % or lowered by 20 % of its ascent, as
/// TeX's \scriptstyle roughly places them.
constexpr double kScriptScale = 0.7;
constexpr double kRaise = 0.45;
constexpr double kLower = 0.2;

void append(QVector<MathRun>& runs, const QString& text, int level) {
    if (text.isEmpty()) {
        return;
    }
    if (!runs.isEmpty() && runs.back().level == level) {
        runs.back().text += text;
    } else {
        runs.push_back({text, level});
    }
}

QFont scriptFont(const QFont& font) {
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * kScriptScale);
    return small;
}

} // namespace

QVector<MathRun> parseMath(const QString& text) {
    QVector<MathRun> runs;
    QString plain;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const bool script = (c == QLatin1Char('_') || c == QLatin1Char('^')) &&
                            i + 1 < text.size() && !text[i + 1].isSpace();
        if (!script) {
            plain += c;
            continue;
        }
        const int level = c == QLatin1Char('_') ? -1 : 1;
        QString group;
        if (text[i + 1] == QLatin1Char('{')) {
            const qsizetype close = text.indexOf(QLatin1Char('}'), i + 2);
            if (close < 0) {
                plain += c;
                continue;
            }
            group = text.mid(i + 2, close - i - 2);
            i = close;
        } else {
            group = text[i + 1];
            ++i;
        }
        append(runs, plain, 0);
        plain.clear();
        append(runs, group, level);
    }
    append(runs, plain, 0);
    return runs;
}

bool hasMath(const QString& text) {
    const QVector<MathRun> runs = parseMath(text);
    return std::any_of(runs.begin(), runs.end(), [](const MathRun& r) { return r.level != 0; });
}

QString plainMath(const QString& text) {
    QString plain;
    for (const MathRun& run : parseMath(text)) {
        plain += run.text;
    }
    return plain;
}

QString scientificMath(double value, int digits) {
    if (!std::isfinite(value) || value == 0.0) {
        return QLocale().toString(value, 'g', digits);
    }
    const QString g = QString::number(value, 'e', std::max(digits, 1) - 1); // "6.9e-08"
    const qsizetype e = g.indexOf(QLatin1Char('e'));
    const int exponent = g.mid(e + 1).toInt();
    if (exponent >= -2 && exponent <= 3) {
        // Fixed notation with `digits` significant digits, trailing zeros dropped ("1500",
        // "0.025"); 'g' would write 1500 as "1.5e+03".
        const QLocale locale;
        QString text = locale.toString(value, 'f', std::max(0, digits - 1 - exponent));
        if (text.contains(locale.decimalPoint())) {
            while (text.endsWith(locale.zeroDigit())) {
                text.chop(1);
            }
            if (text.endsWith(locale.decimalPoint())) {
                text.chop(locale.decimalPoint().size());
            }
        }
        return text;
    }
    const double mantissa = g.left(e).toDouble();
    const QString power = QStringLiteral("10^{%1}").arg(
        exponent < 0 ? QStringLiteral("\u2212%1").arg(-exponent) : QString::number(exponent));
    if (std::abs(mantissa) == 1.0) {
        return mantissa < 0.0 ? QStringLiteral("\u2212") + power : power;
    }
    return QLocale().toString(mantissa, 'g', digits) + QStringLiteral("\u00D7") + power;
}

QString mathHtml(const QString& text) {
    QString html;
    for (const MathRun& run : parseMath(text)) {
        const QString escaped = run.text.toHtmlEscaped();
        html += run.level < 0   ? QStringLiteral("<sub>") + escaped + QStringLiteral("</sub>")
                : run.level > 0 ? QStringLiteral("<sup>") + escaped + QStringLiteral("</sup>")
                                : escaped;
    }
    return html;
}

double mathWidth(const QString& text, const QFont& font, QPaintDevice* device) {
    const QFontMetricsF normal(font, device);
    const QFontMetricsF small(scriptFont(font), device);
    double width = 0.0;
    for (const MathRun& run : parseMath(text)) {
        width += (run.level == 0 ? normal : small).horizontalAdvance(run.text);
    }
    return width;
}

void drawMath(QPainter& painter, const QString& text, const QFont& font, QPointF baseline) {
    const QFontMetricsF normal(font, painter.device());
    const QFont smallFont = scriptFont(font);
    const QFontMetricsF small(smallFont, painter.device());
    double x = baseline.x();
    for (const MathRun& run : parseMath(text)) {
        const bool script = run.level != 0;
        const double shift = run.level > 0   ? -kRaise * normal.ascent()
                             : run.level < 0 ? kLower * normal.ascent()
                                             : 0.0;
        painter.setFont(script ? smallFont : font);
        painter.drawText(QPointF(x, baseline.y() + shift), run.text);
        x += (script ? small : normal).horizontalAdvance(run.text);
    }
    painter.setFont(font);
}

} // namespace clothlab::figures
