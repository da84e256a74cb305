#include "figures/figure_renderer.h"

#include "figures/figure_paint.h"
#include "figures/math_text.h"
#include "text/palette.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace clothlab::figures {

using paint::Layout;
using paint::Sizes;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Figure)
};

/// Line styles and markers cycle with periods 4 and 7, so neighbouring series differ in
/// both and no two of the first 28 look alike in grayscale.
constexpr std::array<Qt::PenStyle, 4> kPaperLines = {Qt::SolidLine, Qt::DashLine, Qt::DotLine,
                                                     Qt::DashDotLine};
constexpr std::array<Marker, 7> kPaperMarkers = {
    Marker::Circle, Marker::Square, Marker::Triangle,    Marker::Diamond,
    Marker::Cross,  Marker::Plus,   Marker::TriangleDown};
/// Markers per series on a dense line: enough to tell the series apart, few enough not to
/// hide the line.
constexpr int kPaperMarkersPerSeries = 12;
const QColor kGuideGrey(0x80, 0x80, 0x80);

/// Colour k of the cycle: the palette, then (past fourteen series) its colours darkened,
/// so that no two series of a figure share one.
QColor paletteColor(int k) {
    const QColor base = QColor::fromRgb(text::palette::cycle(static_cast<std::size_t>(k)));
    const int round = k / static_cast<int>(text::palette::kCycle.size());
    return round == 0 ? base : base.darker(100 + 40 * round);
}

/// The figure as printed: each drawn series (or colour group) takes the next colour, and
/// each series the next line style and marker; guides are thin, grey and unmarked; bars
/// take the first colour.
Figure paperStyled(Figure figure) {
    int colors = 0;
    int index = 0;
    std::map<int, QColor> groups;
    for (Series& s : figure.series) {
        if (!s.visible || s.keepStyle) {
            continue;
        }
        if (s.guide) {
            s.color = kGuideGrey;
            s.style = Qt::DashLine;
            s.marker = Marker::None;
            continue;
        }
        if (s.colorGroup < 0) {
            s.color = paletteColor(colors++);
        } else {
            const auto found = groups.find(s.colorGroup);
            s.color = found != groups.end() ? found->second
                                            : (groups[s.colorGroup] = paletteColor(colors++));
        }
        s.style = kPaperLines[static_cast<std::size_t>(index) % kPaperLines.size()];
        if (s.parametric) {
            s.marker = Marker::None; // a boundary: markers would read as data points
        } else if (s.lines || s.marker == Marker::None) {
            s.marker = kPaperMarkers[static_cast<std::size_t>(index) % kPaperMarkers.size()];
        }
        ++index;
    }
    for (Shade& shade : figure.shades) {
        const auto found = groups.find(shade.colorGroup);
        if (found != groups.end()) {
            shade.color = found->second; // its boundary's colour
        }
    }
    if (figure.bars) {
        figure.bars->color = paletteColor(0);
    }
    return figure;
}

double mapTo(const Axis& axis, double value, double from, double to) {
    const double t = axis.logarithmic ? (std::log10(value) - std::log10(axis.lower)) /
                                            (std::log10(axis.upper) - std::log10(axis.lower))
                                      : (value - axis.lower) / (axis.upper - axis.lower);
    return from + t * (to - from);
}

double labelWidth(const Tick& tick, const Sizes& sizes) {
    return QFontMetricsF(sizes.font, sizes.device).horizontalAdvance(tick.label) +
           QFontMetricsF(sizes.small, sizes.device).horizontalAdvance(tick.exponent);
}

/// The box of a tick label whose left edge is `left` and whose text is centred on `middle`;
/// a superscript raises its top.
QRectF tickLabelBox(const Tick& tick, double left, double middle, const Sizes& sizes) {
    const QFontMetricsF metrics(sizes.font, sizes.device);
    const double raise = tick.exponent.isEmpty() ? 0.0 : 0.3 * metrics.ascent();
    return QRectF(left, middle - 0.5 * metrics.height() - raise, labelWidth(tick, sizes),
                  metrics.height() + raise);
}

/// A tick label whose box starts at `left`, with its text's vertical centre at `middle`.
void drawTickLabel(QPainter& painter, const Tick& tick, double left, double middle,
                   const Sizes& sizes) {
    const QFontMetricsF metrics(sizes.font, sizes.device);
    const double baseline = middle + 0.5 * (metrics.ascent() - metrics.descent());
    painter.setFont(sizes.font);
    painter.drawText(QPointF(left, baseline), tick.label);
    if (!tick.exponent.isEmpty()) {
        painter.setFont(sizes.small);
        painter.drawText(QPointF(left + metrics.horizontalAdvance(tick.label),
                                 baseline - 0.45 * metrics.ascent()),
                         tick.exponent);
        painter.setFont(sizes.font);
    }
}

double widestLabel(const QVector<Tick>& ticks, const Sizes& sizes) {
    double widest = 0.0;
    for (const Tick& tick : ticks) {
        widest = std::max(widest, labelWidth(tick, sizes));
    }
    return widest;
}

} // namespace

namespace paint {

QRectF xTickLabelBox(const Figure& figure, const QRectF& plot, const Tick& tick,
                     const Sizes& sizes) {
    const QFontMetricsF metrics(sizes.font, sizes.device);
    const double x = xPixel(figure, plot, tick.value);
    return tickLabelBox(
        tick, x - 0.5 * labelWidth(tick, sizes),
        plot.bottom() + sizes.gap() + 0.3 * metrics.ascent() + 0.5 * metrics.height(), sizes);
}

QRectF yTickLabelBox(const Figure& figure, const QRectF& plot, const Tick& tick,
                     const Sizes& sizes) {
    const double y = yPixel(figure, plot, tick.value);
    return tickLabelBox(tick, plot.left() - sizes.gap() - labelWidth(tick, sizes), y, sizes);
}

/// Where the axes meet, the lowest y label and the first x label may touch: the y label
/// gives way (its tick stays) while two others remain, else the x label.
void clearCorner(const Figure& figure, Layout& layout, const Sizes& sizes) {
    const auto labelled = [](QVector<Tick>& ticks) {
        QVector<Tick*> out;
        for (Tick& t : ticks) {
            if (!t.label.isEmpty()) {
                out.push_back(&t);
            }
        }
        return out;
    };
    const QVector<Tick*> xs = labelled(layout.xTicks);
    const QVector<Tick*> ys = labelled(layout.yTicks);
    qsizetype yLabels = ys.size(); // y labels still shown (the list itself stays as it is)
    for (Tick* x : xs) {
        const QRectF xBox = xTickLabelBox(figure, layout.plot, *x, sizes);
        for (Tick* y : ys) {
            if (!y->label.isEmpty() &&
                xBox.intersects(yTickLabelBox(figure, layout.plot, *y, sizes))) {
                Tick* loser = yLabels > 2 ? y : x;
                loser->label.clear();
                loser->exponent.clear();
                if (loser == x) {
                    break;
                }
                --yLabels;
            }
        }
    }
}

double xPixel(const Figure& figure, const QRectF& plot, double x) {
    return mapTo(figure.x, x, plot.left(), plot.right());
}

double yPixel(const Figure& figure, const QRectF& plot, double y) {
    // Categories run downwards (the first at the top); numbers upwards.
    return figure.y.categories.isEmpty() ? mapTo(figure.y, y, plot.bottom(), plot.top())
                                         : mapTo(figure.y, y, plot.top(), plot.bottom());
}

bool drawable(const Axis& axis, double value) {
    return std::isfinite(value) && (!axis.logarithmic || value > 0.0);
}

void drawMarker(QPainter& painter, Marker marker, QPointF at, double size) {
    const double r = 0.5 * size;
    switch (marker) {
    case Marker::None:
        return;
    case Marker::Circle:
        painter.drawEllipse(at, r, r);
        return;
    case Marker::Square:
        painter.drawRect(QRectF(at.x() - r, at.y() - r, size, size));
        return;
    case Marker::Diamond:
        painter.drawPolygon(QPolygonF(
            {at + QPointF(0, -r), at + QPointF(r, 0), at + QPointF(0, r), at + QPointF(-r, 0)}));
        return;
    case Marker::Triangle:
    case Marker::TriangleDown: {
        const double s = marker == Marker::Triangle ? 1.0 : -1.0;
        painter.drawPolygon(QPolygonF({at + QPointF(0, -s * r), at + QPointF(r, s * 0.8 * r),
                                       at + QPointF(-r, s * 0.8 * r)}));
        return;
    }
    case Marker::Cross:
        painter.drawLine(at + QPointF(-r, -r), at + QPointF(r, r));
        painter.drawLine(at + QPointF(-r, r), at + QPointF(r, -r));
        return;
    case Marker::Plus:
        painter.drawLine(at + QPointF(-r, 0), at + QPointF(r, 0));
        painter.drawLine(at + QPointF(0, -r), at + QPointF(0, r));
        return;
    }
}

Layout axesLayout(const Figure& figure, const QRectF& target, const Sizes& sizes, QSizeF reserve) {
    Layout layout;
    const QRectF area = target.adjusted(sizes.pad(), sizes.pad(), -sizes.pad() - reserve.width(),
                                        -sizes.pad() - reserve.height());
    const QFontMetricsF metrics(sizes.font, sizes.device);
    const double textHeight = metrics.height();
    // Room above for half a y label and a raised exponent.
    const double top = area.top() + 0.7 * textHeight;
    double bottom = area.bottom() - textHeight - sizes.gap() - 0.3 * metrics.ascent();
    if (!figure.x.label.isEmpty()) {
        bottom -= textHeight + 0.5 * sizes.gap();
    }
    // The y ticks first (the plot's height is known), then the x ticks over the width the y
    // labels leave.
    const auto height = [&](const Tick& tick) {
        return textHeight + (tick.exponent.isEmpty() ? 0.0 : 0.3 * metrics.ascent());
    };
    layout.yTicks = axisTicks(figure.y, bottom - top, height, 0.4 * textHeight);
    double left = area.left() + widestLabel(layout.yTicks, sizes) + sizes.gap();
    if (!figure.y.label.isEmpty()) {
        left += textHeight + sizes.gap();
    }
    const auto width = [&](const Tick& tick) { return labelWidth(tick, sizes); };
    // Room on the right for half of a last label centred on the axis' end.
    double right = area.right() - 0.5 * metrics.horizontalAdvance(QStringLiteral("5×10−0"));
    layout.xTicks = axisTicks(figure.x, right - left, width, 1.5 * metrics.averageCharWidth());
    // As far right as the labels allow: a label at fraction f of the width, centred on its
    // tick, ends at left + f·(right − left) + w/2.
    right = area.right() - sizes.pad();
    for (const Tick& tick : layout.xTicks) {
        const double f =
            figure.x.categories.isEmpty() ? mapTo(figure.x, tick.value, 0.0, 1.0) : 0.0;
        if (!tick.label.isEmpty() && f > 0.0 && f <= 1.0 + 1e-9) {
            right = std::min(right, left + (area.right() - 0.5 * width(tick) - left) / f);
        }
    }
    layout.plot = QRectF(QPointF(left, top),
                         QPointF(std::max(left + 1.0, right), std::max(top + 1.0, bottom)));
    clearCorner(figure, layout, sizes);
    return layout;
}

} // namespace paint

namespace {

using paint::drawable;
using paint::drawMarker;
using paint::xPixel;
using paint::yPixel;

void drawAxisLabels(QPainter& painter, const Figure& figure, const Layout& layout,
                    const Sizes& sizes) {
    const QRectF& plot = layout.plot;
    const QFontMetricsF metrics(sizes.font, sizes.device);
    const double exponentRoom = 0.3 * metrics.ascent();
    if (!figure.x.label.isEmpty()) {
        const double width = mathWidth(figure.x.label, sizes.font, sizes.device);
        const double baseline = plot.bottom() + sizes.gap() + exponentRoom + metrics.height() +
                                0.5 * sizes.gap() + metrics.ascent();
        drawMath(painter, figure.x.label, sizes.font,
                 QPointF(plot.center().x() - 0.5 * width, baseline));
    }
    if (!figure.y.label.isEmpty()) {
        painter.save();
        painter.translate(plot.left(), plot.center().y());
        painter.rotate(-90.0);
        const double offset =
            widestLabel(layout.yTicks, sizes) + sizes.gap() + sizes.gap() + metrics.descent();
        const double width = mathWidth(figure.y.label, sizes.font, sizes.device);
        drawMath(painter, figure.y.label, sizes.font, QPointF(-0.5 * width, -offset));
        painter.restore();
    }
}

void drawAxes(QPainter& painter, const Figure& figure, const Layout& layout, const Sizes& sizes,
              FigureLayout& report) {
    const QRectF& plot = layout.plot;
    const QFontMetricsF metrics(sizes.font, sizes.device);
    QPen grid(QColor(0xDD, 0xDD, 0xDD), 0.4 * sizes.pt, Qt::SolidLine);
    QPen black(Qt::black, 0.6 * sizes.pt);
    black.setCapStyle(Qt::FlatCap);
    for (const Tick& tick : layout.xTicks) {
        const double x = xPixel(figure, plot, tick.value);
        if (x < plot.left() - 0.5 || x > plot.right() + 0.5) {
            continue;
        }
        if (tick.major) {
            painter.setPen(grid);
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        }
        painter.setPen(black);
        const double length = tick.major ? sizes.tickLength() : sizes.minorTickLength();
        painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() - length));
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.top() + length));
        if (!tick.label.isEmpty()) {
            const QRectF box = paint::xTickLabelBox(figure, plot, tick, sizes);
            drawTickLabel(painter, tick, box.left(), box.bottom() - 0.5 * metrics.height(), sizes);
            report.tickLabels.push_back(box);
        }
    }
    QVector<QRectF> yBoxes;
    for (const Tick& tick : layout.yTicks) {
        const double y = yPixel(figure, plot, tick.value);
        if (y < plot.top() - 0.5 || y > plot.bottom() + 0.5) {
            continue;
        }
        if (tick.major && figure.y.categories.isEmpty()) {
            painter.setPen(grid);
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        }
        painter.setPen(black);
        const double length = tick.major ? sizes.tickLength() : sizes.minorTickLength();
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.left() + length, y));
        painter.drawLine(QPointF(plot.right(), y), QPointF(plot.right() - length, y));
        if (!tick.label.isEmpty()) {
            const QRectF box = paint::yTickLabelBox(figure, plot, tick, sizes);
            drawTickLabel(painter, tick, box.left(), y, sizes);
            report.tickLabels.push_back(box);
        }
    }
    painter.setPen(black);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(plot);
    drawAxisLabels(painter, figure, layout, sizes);
}

QPen seriesPen(const Series& s, const Sizes& sizes, bool paper) {
    QPen pen(s.color, s.guide ? sizes.guideWidth() : s.weight * sizes.lineWidth(paper), s.style);
    pen.setJoinStyle(Qt::RoundJoin);
    if (s.weight > 1.0) {
        pen.setCapStyle(Qt::FlatCap); // a band ends where its data does
    }
    return pen;
}

void drawSeries(QPainter& painter, const Figure& figure, const Series& s, const QRectF& plot,
                const Sizes& sizes, bool paper) {
    const QVector<QPointF> pixels =
        paint::seriesPixels(figure, s, plot, 0.5 * sizes.markerSize(paper) + 0.5 * sizes.pt);
    QPainterPath path;
    bool open = false;
    QVector<QPointF> marks;
    // Measurements keep a marker per point; a dense curve gets every n-th point marked.
    const int skip = paper && s.lines && !s.guide
                         ? std::max(1, static_cast<int>(pixels.size()) / kPaperMarkersPerSeries)
                         : 1;
    for (int i = 0; i < pixels.size(); ++i) {
        const QPointF& at = pixels[i];
        if (!std::isfinite(at.x())) {
            open = false; // a gap in the line
            continue;
        }
        if (open) {
            path.lineTo(at);
        } else {
            path.moveTo(at);
            open = true;
        }
        if (i % skip == 0) {
            marks.push_back(at);
        }
    }
    painter.setBrush(Qt::NoBrush);
    if (s.lines) {
        painter.setPen(seriesPen(s, sizes, paper));
        painter.drawPath(path);
    }
    if (s.marker != Marker::None && !s.guide) {
        painter.setPen(QPen(s.color, 0.6 * sizes.pt));
        painter.setBrush(s.marker == Marker::Cross && !paper ? QBrush(s.color) : QBrush(Qt::white));
        for (const QPointF& at : marks) {
            drawMarker(painter, s.marker, at, sizes.markerSize(paper));
        }
    }
}

/// The guides' tags at their ends, grey like the lines, on a white halo that keeps them
/// legible where a curve passes.
void drawGuideLabels(QPainter& painter, const Figure& figure, const QRectF& plot,
                     const Sizes& sizes, FigureLayout& report) {
    report.guideLabels = paint::guideLabelBoxes(figure, plot, sizes);
    painter.setFont(sizes.legend);
    int k = 0;
    for (const Series& s : figure.series) {
        if (s.visible && s.guide && !s.tag.isEmpty() && k < report.guideLabels.size()) {
            const QRectF& box = report.guideLabels[k++];
            if (!box.isEmpty()) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(QColor(255, 255, 255, 220));
                painter.drawRect(box);
                painter.setPen(QColor(0x50, 0x50, 0x50));
                painter.drawText(box, Qt::AlignCenter, s.tag);
            }
        }
    }
}

/// The box of a label's text beside the dot at `at`: to the right and above, mirrored where
/// it would leave the plot; `flip` tries the other side first.
QRectF labelBox(QPointF at, double width, const QFontMetricsF& metrics, const QRectF& plot,
                double gap, bool flip) {
    const bool right = (at.x() + gap + width <= plot.right()) != flip;
    const bool above = (at.y() - gap - metrics.height() >= plot.top()) != flip;
    double left = right ? at.x() + gap : at.x() - gap - width;
    double top = above ? at.y() - gap - metrics.height() : at.y() + gap;
    left = std::clamp(left, plot.left(), std::max(plot.left(), plot.right() - width));
    top = std::clamp(top, plot.top(), std::max(plot.top(), plot.bottom() - metrics.height()));
    return QRectF(left, top, width, metrics.height());
}

/// Each label beside its dot; a label that would cover one already drawn tries the other
/// side, and is left out (its dot kept) when both are taken.
void drawLabels(QPainter& painter, const Figure& figure, const QRectF& plot, const Sizes& sizes,
                const QVector<QRectF>& guideLabels) {
    const QFontMetricsF metrics(sizes.small, sizes.device);
    painter.setFont(sizes.small);
    const double r = 1.2 * sizes.pt;
    const double gap = 2.0 * sizes.pt;
    QVector<QRectF> taken = guideLabels;
    for (const Label& label : figure.labels) {
        if (!drawable(figure.x, label.at.x()) || !drawable(figure.y, label.at.y())) {
            continue;
        }
        const QPointF at(xPixel(figure, plot, label.at.x()), yPixel(figure, plot, label.at.y()));
        painter.setPen(Qt::NoPen);
        painter.setBrush(Qt::black);
        painter.drawEllipse(at, r, r);
        const double width = mathWidth(label.text, sizes.small, sizes.device) + sizes.pt;
        const auto free = [&](const QRectF& box) {
            return std::none_of(taken.begin(), taken.end(),
                                [&](const QRectF& t) { return t.intersects(box); });
        };
        QRectF box = labelBox(at, width, metrics, plot, gap, false);
        if (!free(box)) {
            box = labelBox(at, width, metrics, plot, gap, true);
            if (!free(box)) {
                continue;
            }
        }
        taken.push_back(box);
        // A white halo keeps the text legible over the curves.
        painter.setBrush(QColor(255, 255, 255, 220));
        painter.drawRect(box);
        painter.setPen(Qt::black);
        drawMath(painter, label.text, sizes.small,
                 QPointF(box.left() + 0.5 * sizes.pt, box.top() + metrics.ascent()));
    }
}

void drawBars(QPainter& painter, const Figure& figure, const QRectF& plot, bool paper,
              const Sizes& sizes) {
    const Bars& bars = *figure.bars;
    const double unit = plot.height() / (figure.y.upper - figure.y.lower);
    painter.setPen(paper ? QPen(Qt::black, 0.5 * sizes.pt) : QPen(bars.color.darker(130)));
    painter.setBrush(bars.color);
    for (int k = 0; k < bars.values.size() && k < bars.categories.size(); ++k) {
        const double value = bars.values[k];
        if (!drawable(figure.x, value) || !drawable(figure.x, bars.base)) {
            continue;
        }
        const double y = yPixel(figure, plot, k + 1.0);
        const double x0 = xPixel(figure, plot, bars.base);
        const double x1 = xPixel(figure, plot, value);
        painter.drawRect(QRectF(QPointF(std::min(x0, x1), y - 0.5 * bars.width * unit),
                                QPointF(std::max(x0, x1), y + 0.5 * bars.width * unit)));
    }
}

QSize pixelSize(const FigureOptions& options, double dpi) {
    return QSize(std::max(1, static_cast<int>(std::lround(options.widthMm / 25.4 * dpi))),
                 std::max(1, static_cast<int>(std::lround(options.heightMm / 25.4 * dpi))));
}

/// A little room around the data, so that end markers are not cut by the frame.
Figure withRoom(Figure figure) {
    if (figure.bars) {
        return figure;
    }
    for (Axis* axis : {&figure.x, &figure.y}) {
        if (axis->logarithmic && axis->lower > 0.0 && axis->upper > axis->lower) {
            const double pad = std::pow(10.0, 0.03 * std::log10(axis->upper / axis->lower));
            axis->lower /= pad;
            axis->upper *= pad;
        } else if (!axis->logarithmic) {
            const double pad = 0.03 * (axis->upper - axis->lower);
            axis->lower -= pad;
            axis->upper += pad;
        }
    }
    return figure;
}

Sizes deviceSizes(const RenderStyle& style, QPaintDevice* device) {
    Sizes sizes;
    sizes.device = device;
    sizes.pt = device->logicalDpiY() / 72.0;
    // Fonts measured and drawn on the painter's device, so sizes are physical points.
    sizes.font = QFont(style.font, device);
    sizes.small = sizes.font;
    sizes.small.setPointSizeF(style.font.pointSizeF() * 0.7);
    sizes.legend = sizes.font;
    sizes.legend.setPointSizeF(style.font.pointSizeF() * 0.875);
    return sizes;
}

} // namespace

RenderStyle renderStyle(const FigureOptions& options) {
    RenderStyle style;
    const QString chosen = installedFontFamily(options.fontFamily);
    const QString family = chosen.isEmpty() ? defaultFigureFontFamily() : chosen;
    style.font.setFamilies({family, cjkFontFamily(figureLanguage())});
    style.font.setPointSizeF(options.fontPointSize);
    style.paper = options.paperStyle;
    return style;
}

FigureLayout render(const Figure& input, QPainter& painter, const QRectF& target,
                    const RenderStyle& style) {
    Figure figure = style.paper ? paperStyled(input) : input;
    extendLogRange(figure.x);
    extendLogRange(figure.y);
    const Sizes sizes = deviceSizes(style, painter.device());
    const Layout layout = paint::makeLayout(figure, target, sizes);
    FigureLayout report;
    report.figure = target;
    report.plot = layout.plot;
    report.x = figure.x;
    report.y = figure.y;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(target, Qt::white);
    painter.save();
    painter.setClipRect(layout.plot.adjusted(-1, -1, 1, 1));
    paint::drawShades(painter, figure, layout.plot, style.paper);
    if (figure.bars) {
        drawBars(painter, figure, layout.plot, style.paper, sizes);
    }
    for (const Series& s : figure.series) {
        if (s.visible) {
            drawSeries(painter, figure, s, layout.plot, sizes, style.paper);
        }
    }
    drawGuideLabels(painter, figure, layout.plot, sizes, report);
    drawLabels(painter, figure, layout.plot, sizes, report.guideLabels);
    report.inset = paint::drawInset(painter, figure, layout.plot, style, sizes);
    painter.restore();
    drawAxes(painter, figure, layout, sizes, report);
    paint::drawLegend(painter, figure, layout, sizes, style.paper, report);
    painter.restore();
    return report;
}

QImage renderImage(const Figure& figure, const FigureOptions& options, int dpi) {
    QImage image(pixelSize(options, dpi), QImage::Format_ARGB32_Premultiplied);
    const int dotsPerMeter = static_cast<int>(std::lround(dpi / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(Qt::white);
    QPainter painter(&image);
    render(withRoom(figure), painter, QRectF(QPointF(0, 0), image.size()), renderStyle(options));
    return image;
}

FigureLayout figureLayout(const Figure& figure, const FigureOptions& options, int dpi) {
    QImage image(pixelSize(options, dpi), QImage::Format_ARGB32_Premultiplied);
    const int dotsPerMeter = static_cast<int>(std::lround(dpi / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    QPainter painter(&image);
    return render(withRoom(figure), painter, QRectF(QPointF(0, 0), image.size()),
                  renderStyle(options));
}

bool writeFigure(const Figure& figure, const FigureOptions& options, const QString& path,
                 QString* error, const QString& title) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const auto fail = [&](const QString& reason) {
        if (error) {
            *error = reason;
        }
        return false;
    };
    const Figure roomy = withRoom(figure);
    const RenderStyle style = renderStyle(options);
    QPainter painter;
    if (suffix == QLatin1String("pdf")) {
        constexpr int kPdfDpi = 1200;
        QPdfWriter writer(path);
        writer.setCreator(QStringLiteral("ClothLab"));
        writer.setTitle(title);
        writer.setResolution(kPdfDpi);
        writer.setPageLayout(
            QPageLayout(QPageSize(QSizeF(options.widthMm, options.heightMm), QPageSize::Millimeter,
                                  QString(), QPageSize::ExactMatch),
                        QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        if (!painter.begin(&writer)) {
            return fail(Text::tr("Cannot write %1.").arg(path));
        }
        render(roomy, painter, QRectF(QPointF(0, 0), pixelSize(options, kPdfDpi)), style);
        return painter.end() ? true : fail(Text::tr("Cannot write %1.").arg(path));
    }
    if (suffix == QLatin1String("svg")) {
        constexpr int kSvgDpi = 96;
        const QSize size = pixelSize(options, kSvgDpi);
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setResolution(kSvgDpi);
        // QSvgGenerator writes the title into <title> as it is: escape it, or a caption with
        // "&" or "<" would make the file invalid XML.
        generator.setTitle(title.toHtmlEscaped());
        if (!painter.begin(&generator)) {
            return fail(Text::tr("Cannot write %1.").arg(path));
        }
        render(roomy, painter, QRectF(QPointF(0, 0), size), style);
        return painter.end() && QFileInfo::exists(path)
                   ? true
                   : fail(Text::tr("Cannot write %1.").arg(path));
    }
    if (suffix == QLatin1String("png")) {
        if (!renderImage(figure, options, options.dpi).save(path, "PNG")) {
            return fail(Text::tr("Cannot write %1.").arg(path));
        }
        return true;
    }
    return fail(Text::tr("Unknown figure format \"%1\": use .pdf, .svg or .png.").arg(suffix));
}

} // namespace clothlab::figures
