#include "figures/math_text.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

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
