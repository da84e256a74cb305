#include "figures/figure_renderer.h"

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

namespace clothlab::figures {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Figure)
};

/// Okabe & Ito (2008), "Color Universal Design": told apart by every kind of colour vision.
/// Yellow, the weakest on white, comes last.
constexpr std::array<QRgb, 8> kOkabeIto = {0x0072B2, 0xD55E00, 0x009E73, 0xE69F00,
                                           0x56B4E9, 0xCC79A7, 0x000000, 0xF0E442};
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
const QColor kGuideGrey(0x70, 0x70, 0x70);

/// Sizes in points, converted to device pixels by `pt`.
struct Sizes {
    double pt = 1.0; ///< device pixels per point
    QFont font, small, legend;
    double pad() const { return 3.0 * pt; }
    double gap() const { return 3.0 * pt; }
    double tickLength() const { return 3.5 * pt; }
    double markerSize(bool paper) const { return (paper ? 4.0 : 5.0) * pt; }
    double lineWidth(bool paper) const { return (paper ? 1.0 : 1.2) * pt; }
    double sampleWidth() const { return 18.0 * pt; }
};

/// The figure as printed: each drawn series takes the next colour, line style and marker;
/// guides are grey and unmarked; bars are blue with a black outline.
Figure paperStyled(Figure figure) {
    int index = 0;
    for (Series& s : figure.series) {
        if (!s.visible) {
            continue;
        }
        if (s.keepStyle) {
            continue;
        }
        if (s.guide) {
            s.color = kGuideGrey;
            s.marker = Marker::None;
            continue;
        }
        s.color = QColor::fromRgb(kOkabeIto[index % kOkabeIto.size()]);
        s.style = kPaperLines[index % kPaperLines.size()];
        s.marker = kPaperMarkers[index % kPaperMarkers.size()];
        ++index;
    }
    if (figure.bars) {
        figure.bars->color = QColor::fromRgb(kOkabeIto[0]);
    }
    return figure;
}

double mapTo(const Axis& axis, double value, double from, double to) {
    const double t = axis.logarithmic ? (std::log10(value) - std::log10(axis.lower)) /
                                            (std::log10(axis.upper) - std::log10(axis.lower))
                                      : (value - axis.lower) / (axis.upper - axis.lower);
    return from + t * (to - from);
}

bool drawable(const Axis& axis, double value) {
    return std::isfinite(value) && (!axis.logarithmic || value > 0.0);
}

double labelWidth(const Tick& tick, const Sizes& sizes) {
    return QFontMetricsF(sizes.font).horizontalAdvance(tick.label) +
           QFontMetricsF(sizes.small).horizontalAdvance(tick.exponent);
}

/// A tick label whose box starts at `left`, with its text's vertical centre at `middle`.
void drawTickLabel(QPainter& painter, const Tick& tick, double left, double middle,
                   const Sizes& sizes) {
    const QFontMetricsF metrics(sizes.font);
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

struct LegendEntry {
    const Series* series = nullptr; ///< null: the bars
    QString name;
};

struct Layout {
    QRectF plot;
    QRectF legend;
    int columns = 1;
    double rowHeight = 0.0;
    double columnWidth = 0.0;
    QVector<LegendEntry> entries;
    QVector<Tick> xTicks, yTicks;
};

QVector<LegendEntry> legendEntries(const Figure& figure) {
    QVector<LegendEntry> entries;
    if (!figure.legend) {
        return entries;
    }
    for (const Series& s : figure.series) {
        if (s.visible) {
            entries.push_back({&s, s.name});
        }
    }
    if (figure.bars && !figure.bars->name.isEmpty()) {
        entries.push_back({nullptr, figure.bars->name});
    }
    return entries;
}

/// The legend in rows above the axes: as many columns as the widest entry allows (at least
/// two when there are more than three entries, at most four), so that it never hides data.
void layoutLegend(Layout& layout, const QRectF& area, const Sizes& sizes) {
    const int count = static_cast<int>(layout.entries.size());
    if (count == 0) {
        return;
    }
    const QFontMetricsF metrics(sizes.legend);
    double widest = 0.0;
    for (const LegendEntry& entry : layout.entries) {
        widest = std::max(widest, metrics.horizontalAdvance(entry.name));
    }
    const double entry = sizes.sampleWidth() + 4.0 * sizes.pt + widest + 10.0 * sizes.pt;
    const int least = count > 3 ? 2 : 1;
    layout.columns = std::min(count, std::clamp(static_cast<int>(area.width() / entry), least, 4));
    layout.columnWidth = std::min(entry, area.width() / layout.columns);
    layout.rowHeight = metrics.height() * 1.15;
    const int rows = (count + layout.columns - 1) / layout.columns;
    const double width = layout.columnWidth * layout.columns;
    layout.legend = QRectF(area.center().x() - 0.5 * width, area.top(), width,
                           rows * layout.rowHeight + sizes.gap());
}

Layout makeLayout(const Figure& figure, const QRectF& target, const Sizes& sizes) {
    Layout layout;
    const QRectF area = target.adjusted(sizes.pad(), sizes.pad(), -sizes.pad(), -sizes.pad());
    layout.entries = legendEntries(figure);
    layoutLegend(layout, area, sizes);
    const QFontMetricsF metrics(sizes.font);
    const double textHeight = metrics.height();
    const double top = area.top() + layout.legend.height() + 0.5 * textHeight;
    double bottom = area.bottom() - textHeight - sizes.gap() - textHeight - sizes.tickLength();
    if (figure.x.label.isEmpty()) {
        bottom += textHeight;
    }
    // The y ticks first (the plot's height is known), then the x ticks over the width the y
    // labels leave.
    const auto height = [&](const Tick&) { return textHeight; };
    layout.yTicks = axisTicks(figure.y, bottom - top, height, 0.6 * textHeight);
    double yLabels = 0.0;
    for (const Tick& tick : layout.yTicks) {
        yLabels = std::max(yLabels, labelWidth(tick, sizes));
    }
    double left = area.left() + yLabels + sizes.gap() + sizes.tickLength();
    if (!figure.y.label.isEmpty()) {
        left += textHeight + sizes.gap();
    }
    const auto width = [&](const Tick& tick) { return labelWidth(tick, sizes); };
    // Room on the right for half of a last label centred on the axis' end.
    double right = area.right() - 0.5 * metrics.horizontalAdvance(QStringLiteral("0.0000"));
    layout.xTicks = axisTicks(figure.x, right - left, width, 1.2 * metrics.averageCharWidth());
    if (!layout.xTicks.isEmpty()) {
        right = std::min(area.right() - 0.5 * width(layout.xTicks.back()) + 0.0,
                         area.right() - sizes.pad());
    }
    layout.plot = QRectF(QPointF(left, top),
                         QPointF(std::max(left + 1.0, right), std::max(top + 1.0, bottom)));
    return layout;
}

double xPixel(const Figure& figure, const QRectF& plot, double x) {
    return mapTo(figure.x, x, plot.left(), plot.right());
}

double yPixel(const Figure& figure, const QRectF& plot, double y) {
    // Categories run downwards (the first at the top); numbers upwards.
    return figure.y.categories.isEmpty() ? mapTo(figure.y, y, plot.bottom(), plot.top())
                                         : mapTo(figure.y, y, plot.top(), plot.bottom());
}

void drawAxes(QPainter& painter, const Figure& figure, const Layout& layout, const Sizes& sizes) {
    const QRectF& plot = layout.plot;
    const QFontMetricsF metrics(sizes.font);
    QPen grid(QColor(0xD0, 0xD0, 0xD0), 0.5 * sizes.pt, Qt::DotLine);
    QPen black(Qt::black, 0.75 * sizes.pt);
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
        const double length = tick.major ? sizes.tickLength() : 0.5 * sizes.tickLength();
        painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() - length));
        if (!tick.label.isEmpty()) {
            drawTickLabel(painter, tick, x - 0.5 * labelWidth(tick, sizes),
                          plot.bottom() + sizes.gap() + 0.5 * metrics.height(), sizes);
        }
    }
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
        const double length = tick.major ? sizes.tickLength() : 0.5 * sizes.tickLength();
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.left() + length, y));
        if (!tick.label.isEmpty()) {
            drawTickLabel(painter, tick, plot.left() - sizes.gap() - labelWidth(tick, sizes), y,
                          sizes);
        }
    }
    painter.setPen(black);
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    painter.drawLine(plot.bottomLeft(), plot.topLeft());
    painter.setFont(sizes.font);
    if (!figure.x.label.isEmpty()) {
        const QRectF box(plot.left(), plot.bottom() + sizes.gap() + metrics.height(), plot.width(),
                         metrics.height() + sizes.gap());
        painter.drawText(box, Qt::AlignHCenter | Qt::AlignBottom, figure.x.label);
    }
    if (!figure.y.label.isEmpty()) {
        painter.save();
        painter.translate(layout.plot.left(), plot.center().y());
        painter.rotate(-90.0);
        double yLabels = 0.0;
        for (const Tick& tick : layout.yTicks) {
            yLabels = std::max(yLabels, labelWidth(tick, sizes));
        }
        const double offset = yLabels + 2.0 * sizes.gap() + metrics.height();
        painter.drawText(QRectF(-0.5 * plot.height() - 200.0 * sizes.pt, -offset,
                                plot.height() + 400.0 * sizes.pt, metrics.height()),
                         Qt::AlignCenter, figure.y.label);
        painter.restore();
    }
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

QPen seriesPen(const Series& s, const Sizes& sizes, bool paper) {
    QPen pen(s.color, s.weight * (s.guide ? 0.75 * sizes.pt : sizes.lineWidth(paper)), s.style);
    pen.setJoinStyle(Qt::RoundJoin);
    return pen;
}

void drawSeries(QPainter& painter, const Figure& figure, const Series& s, const QRectF& plot,
                const Sizes& sizes, bool paper) {
    QPainterPath path;
    bool open = false;
    QVector<QPointF> marks;
    // Measurements keep a marker per point; a dense curve gets every n-th point marked.
    const int skip = paper && s.lines && !s.guide
                         ? std::max(1, static_cast<int>(s.points.size()) / kPaperMarkersPerSeries)
                         : 1;
    const double inset = 0.5 * sizes.markerSize(paper) + 0.5 * sizes.pt;
    for (int i = 0; i < s.points.size(); ++i) {
        const QPointF& p = s.points[i];
        const bool border = s.infiniteAtBorder && std::isinf(p.y());
        if (!drawable(figure.x, p.x()) || (!border && !drawable(figure.y, p.y()))) {
            open = false; // a gap in the line
            continue;
        }
        const double y = !border     ? yPixel(figure, plot, p.y())
                         : p.y() > 0 ? plot.top() + inset
                                     : plot.bottom() - inset;
        const QPointF at(xPixel(figure, plot, p.x()), y);
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
    if (s.marker != Marker::None) {
        painter.setPen(QPen(s.color, 0.75 * sizes.pt));
        painter.setBrush(s.marker == Marker::Cross && !paper ? QBrush(s.color) : QBrush(Qt::white));
        for (const QPointF& at : marks) {
            drawMarker(painter, s.marker, at, sizes.markerSize(paper));
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
void drawLabels(QPainter& painter, const Figure& figure, const QRectF& plot, const Sizes& sizes) {
    const QFontMetricsF metrics(sizes.small);
    painter.setFont(sizes.small);
    const double r = 1.2 * sizes.pt;
    const double gap = 2.0 * sizes.pt;
    QVector<QRectF> taken;
    for (const Label& label : figure.labels) {
        if (!drawable(figure.x, label.at.x()) || !drawable(figure.y, label.at.y())) {
            continue;
        }
        const QPointF at(xPixel(figure, plot, label.at.x()), yPixel(figure, plot, label.at.y()));
        painter.setPen(Qt::NoPen);
        painter.setBrush(Qt::black);
        painter.drawEllipse(at, r, r);
        const double width = metrics.horizontalAdvance(label.text) + sizes.pt;
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
        painter.drawText(QPointF(box.left() + 0.5 * sizes.pt, box.top() + metrics.ascent()),
                         label.text);
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

void drawLegend(QPainter& painter, const Figure& figure, const Layout& layout, const Sizes& sizes,
                bool paper) {
    const QFontMetricsF metrics(sizes.legend);
    painter.setFont(sizes.legend);
    for (int i = 0; i < layout.entries.size(); ++i) {
        const LegendEntry& entry = layout.entries[i];
        const double left = layout.legend.left() + (i % layout.columns) * layout.columnWidth;
        const double middle = layout.legend.top() + (i / layout.columns + 0.5) * layout.rowHeight;
        const QRectF sample(left, middle - 3.0 * sizes.pt, sizes.sampleWidth(), 6.0 * sizes.pt);
        if (entry.series) {
            const Series& s = *entry.series;
            if (s.lines) {
                painter.setPen(seriesPen(s, sizes, paper));
                painter.drawLine(QPointF(sample.left(), middle), QPointF(sample.right(), middle));
            }
            painter.setPen(QPen(s.color, 0.75 * sizes.pt));
            painter.setBrush(s.marker == Marker::Cross && !paper ? QBrush(s.color)
                                                                 : QBrush(Qt::white));
            drawMarker(painter, s.marker, sample.center(), sizes.markerSize(paper));
        } else {
            painter.setPen(paper ? QPen(Qt::black, 0.5 * sizes.pt)
                                 : QPen(figure.bars->color.darker(130)));
            painter.setBrush(figure.bars->color);
            painter.drawRect(sample);
        }
        const double textLeft = sample.right() + 4.0 * sizes.pt;
        const double room = layout.columnWidth - (textLeft - left);
        painter.setPen(Qt::black);
        painter.drawText(QPointF(textLeft, middle + 0.5 * (metrics.ascent() - metrics.descent())),
                         metrics.elidedText(entry.name, Qt::ElideRight, room));
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

} // namespace

RenderStyle renderStyle(const FigureOptions& options) {
    RenderStyle style;
    const QString family =
        options.fontFamily.isEmpty() ? defaultFigureFontFamily() : options.fontFamily;
    style.font.setFamilies({family, cjkFontFamily(figureLanguage())});
    style.font.setPointSizeF(options.fontPointSize);
    style.paper = options.paperStyle;
    return style;
}

void render(const Figure& input, QPainter& painter, const QRectF& target,
            const RenderStyle& style) {
    const Figure figure = style.paper ? paperStyled(input) : input;
    Sizes sizes;
    sizes.pt = painter.device()->logicalDpiY() / 72.0;
    // Fonts measured and drawn on the painter's device, so sizes are physical points.
    sizes.font = QFont(style.font, painter.device());
    sizes.small = sizes.font;
    sizes.small.setPointSizeF(style.font.pointSizeF() * 0.7);
    sizes.legend = sizes.font;
    sizes.legend.setPointSizeF(style.font.pointSizeF() * 0.9);
    const Layout layout = makeLayout(figure, target, sizes);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(target, Qt::white);
    drawAxes(painter, figure, layout, sizes);
    painter.save();
    painter.setClipRect(layout.plot.adjusted(-1, -1, 1, 1));
    if (figure.bars) {
        drawBars(painter, figure, layout.plot, style.paper, sizes);
    }
    for (const Series& s : figure.series) {
        if (s.visible) {
            drawSeries(painter, figure, s, layout.plot, sizes, style.paper);
        }
    }
    drawLabels(painter, figure, layout.plot, sizes);
    painter.restore();
    drawLegend(painter, figure, layout, sizes, style.paper);
    painter.restore();
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
        generator.setTitle(title);
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
