// Where the legend goes, by the rules of a paper figure: inside the axes in the emptiest
// corner when one has no data under it, else right of the plot, else below it; never more
// than a quarter of the figure, and names wrap rather than being cut.
#include "figures/figure_paint.h"
#include "figures/math_text.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>
#include <algorithm>
#include <cmath>

namespace clothlab::figures::paint {

namespace {

/// Lines of a wrapped name, as a multiple of the point size: tighter than the CJK fonts'
/// own 1.45, as legends are set.
constexpr double kLineSpacing = 1.2;
/// The most of the figure's area a legend may take.
constexpr double kLegendShare = 0.25;

double columnGap(const Sizes& sizes) {
    return 6.0 * sizes.pt;
}

/// The pixel of every sample a line passes, every half point, and of every point: what a
/// legend inside the axes must not cover.
bool coversPath(const QVector<QPointF>& pixels, const QRectF& box, double step) {
    for (int i = 0; i < pixels.size(); ++i) {
        const QPointF& p = pixels[i];
        if (!std::isfinite(p.x())) {
            continue;
        }
        if (box.contains(p)) {
            return true;
        }
        if (i == 0 || !std::isfinite(pixels[i - 1].x())) {
            continue;
        }
        const QPointF d = p - pixels[i - 1];
        const int n = std::min(2000, static_cast<int>(std::hypot(d.x(), d.y()) / step));
        for (int k = 1; k < n; ++k) {
            if (box.contains(pixels[i - 1] + d * (static_cast<double>(k) / n))) {
                return true;
            }
        }
    }
    return false;
}

bool coversData(const Figure& figure, const QRectF& plot, const QRectF& box, const Sizes& sizes) {
    for (const Series& s : figure.series) {
        // A wide line (a highlight band) covers half its width either side.
        const double half = 0.5 * s.weight * sizes.pt;
        if (s.visible && coversPath(seriesPixels(figure, s, plot, 2.0 * sizes.pt),
                                    box.adjusted(-half, -half, half, half), 0.5 * sizes.pt)) {
            return true;
        }
    }
    for (const QRectF& label : guideLabelBoxes(figure, plot, sizes)) {
        if (label.intersects(box)) {
            return true;
        }
    }
    for (const Label& label : figure.labels) {
        if (drawable(figure.x, label.at.x()) && drawable(figure.y, label.at.y()) &&
            box.adjusted(-20 * sizes.pt, -8 * sizes.pt, 20 * sizes.pt, 8 * sizes.pt)
                .contains(QPointF(xPixel(figure, plot, label.at.x()),
                                  yPixel(figure, plot, label.at.y())))) {
            return true;
        }
    }
    if (figure.bars) {
        const Bars& bars = *figure.bars;
        for (int k = 0; k < bars.values.size() && k < bars.categories.size(); ++k) {
            if (!drawable(figure.x, bars.values[k]) || !drawable(figure.x, bars.base)) {
                continue;
            }
            const double y = yPixel(figure, plot, k + 1.0);
            const double half =
                0.5 * bars.width * plot.height() / (figure.y.upper - figure.y.lower);
            const QRectF bar(QPointF(xPixel(figure, plot, bars.base), y - half),
                             QPointF(xPixel(figure, plot, bars.values[k]), y + half));
            if (bar.normalized().intersects(box)) {
                return true;
            }
        }
    }
    return false;
}

/// The first corner (top right, top left, bottom right, bottom left) where a legend of
/// `size` hides no data; an empty rectangle when every corner does.
QRectF freeCorner(const Figure& figure, const QRectF& plot, QSizeF size, const Sizes& sizes) {
    const double inset = 4.5 * sizes.pt; // clear of the tick marks
    const QRectF inner = plot.adjusted(inset, inset, -inset, -inset);
    if (size.width() > inner.width() || size.height() > inner.height()) {
        return {};
    }
    const QPointF corners[] = {{inner.right() - size.width(), inner.top()},
                               {inner.left(), inner.top()},
                               {inner.right() - size.width(), inner.bottom() - size.height()},
                               {inner.left(), inner.bottom() - size.height()}};
    for (const QPointF& corner : corners) {
        const QRectF box(corner, size);
        const double margin = 1.5 * sizes.pt;
        if (!coversData(figure, plot, box.adjusted(-margin, -margin, margin, margin), sizes)) {
            return box;
        }
    }
    return {};
}

/// The lines of `text` broken (at spaces, or between CJK characters) to fit `width`; a word
/// longer than the width keeps a line of its own.
QStringList wrapText(const QString& text, const QFont& font, double width, QPaintDevice* device) {
    QTextLayout layout(text, font, device);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines;
}

double lineHeight(const Sizes& sizes) {
    return kLineSpacing * sizes.legend.pointSizeF() * sizes.pt;
}

double area(QSizeF size) {
    return size.width() * size.height();
}

} // namespace

QSizeF LegendPlan::size() const {
    double width = 0.0;
    double height = 0.0;
    for (double w : columnWidths) {
        width += w;
    }
    for (double h : rowHeights) {
        height += h;
    }
    return {width, height};
}

QVector<LegendEntry> legendEntries(const Figure& figure) {
    QVector<LegendEntry> entries;
    if (!figure.legend) {
        return entries;
    }
    for (const Series& s : figure.series) {
        if (s.visible && !s.guide && !s.name.isEmpty()) {
            entries.push_back({&s, s.name, {}, {}});
        }
    }
    if (figure.bars && !figure.bars->name.isEmpty()) {
        entries.push_back({nullptr, figure.bars->name, {}, {}});
    }
    return entries;
}

LegendPlan measureLegend(QVector<LegendEntry>& entries, int columns, double textWidth,
                         const Sizes& sizes) {
    LegendPlan plan;
    plan.columns = std::max(1, columns);
    plan.textWidth = std::max(textWidth, 10.0 * sizes.pt);
    const QFontMetricsF metrics(sizes.legend, sizes.device);
    const int rows = (static_cast<int>(entries.size()) + plan.columns - 1) / plan.columns;
    plan.columnWidths = QVector<double>(plan.columns, 0.0);
    plan.rowHeights = QVector<double>(rows, 0.0);
    for (int i = 0; i < entries.size(); ++i) {
        LegendEntry& entry = entries[i];
        entry.lines = hasMath(entry.name)
                          ? QStringList{entry.name}
                          : wrapText(entry.name, sizes.legend, plan.textWidth, sizes.device);
        double width = 0.0;
        for (const QString& line : entry.lines) {
            width = std::max(width, mathWidth(line, sizes.legend, sizes.device));
        }
        entry.text = QSizeF(width, lineHeight(sizes) * static_cast<double>(entry.lines.size()) +
                                       metrics.descent());
        const int column = i % plan.columns;
        const double gap = column + 1 < plan.columns ? columnGap(sizes) : 0.0;
        plan.columnWidths[column] =
            std::max(plan.columnWidths[column],
                     sizes.sampleWidth() + sizes.sampleGap() + entry.text.width() + gap);
        plan.rowHeights[i / plan.columns] =
            std::max(plan.rowHeights[i / plan.columns], entry.text.height() + 0.8 * sizes.pt);
    }
    return plan;
}

Layout makeLayout(const Figure& figure, const QRectF& target, const Sizes& sizes) {
    Layout inside = axesLayout(figure, target, sizes, {});
    inside.entries = legendEntries(figure);
    if (inside.entries.isEmpty()) {
        return inside;
    }
    const double quarter = kLegendShare * target.width() * target.height();
    const double sample = sizes.sampleWidth() + sizes.sampleGap();
    // 1. Inside the axes, in a corner with nothing under it.
    for (int columns : {1, 2}) {
        if (columns > inside.entries.size()) {
            break;
        }
        const double wrap = 0.5 * inside.plot.width() / columns - sample;
        LegendPlan plan = measureLegend(inside.entries, columns, wrap, sizes);
        if (area(plan.size()) > quarter) {
            continue;
        }
        const QRectF corner = freeCorner(figure, inside.plot, plan.size(), sizes);
        if (!corner.isEmpty()) {
            plan.placement = FigureLayout::LegendPlacement::Inside;
            inside.plan = plan;
            inside.legend = corner;
            return inside;
        }
    }
    // 2. Right of the plot, one column from the plot's top down to the page's bottom, when
    // the plot keeps most of the width; names wrap at a quarter of the width, or a third.
    const double pad = sizes.pad();
    QVector<LegendEntry> entries = inside.entries;
    for (double share : {0.25, 0.34}) {
        LegendPlan right = measureLegend(entries, 1, share * target.width() - sample, sizes);
        Layout beside =
            axesLayout(figure, target, sizes, {right.size().width() + sizes.gap(), 0.0});
        if (area(right.size()) <= quarter &&
            right.size().height() <= target.bottom() - pad - beside.plot.top() &&
            beside.plot.width() >= 0.5 * target.width()) {
            right.placement = FigureLayout::LegendPlacement::Right;
            beside.entries = entries;
            beside.plan = right;
            beside.legend =
                QRectF(QPointF(target.right() - pad - right.size().width(), beside.plot.top()),
                       right.size());
            return beside;
        }
    }
    // 3. Below, in as many columns as fit across.
    const double across = target.width() - 2.0 * pad;
    LegendPlan below;
    for (int columns = std::min<int>(4, static_cast<int>(entries.size())); columns >= 1;
         --columns) {
        below =
            measureLegend(entries, columns, across / columns - sample - columnGap(sizes), sizes);
        if (below.size().width() <= across) {
            break;
        }
    }
    below.placement = FigureLayout::LegendPlacement::Below;
    Layout under = axesLayout(figure, target, sizes, {0.0, below.size().height() + sizes.gap()});
    under.entries = entries;
    under.plan = below;
    under.legend = QRectF(QPointF(target.center().x() - 0.5 * below.size().width(),
                                  target.bottom() - pad - below.size().height()),
                          below.size());
    return under;
}

void drawLegend(QPainter& painter, const Figure& figure, const Layout& layout, const Sizes& sizes,
                bool paper, FigureLayout& report) {
    if (layout.entries.isEmpty()) {
        return;
    }
    report.legend = layout.legend;
    report.legendPlacement = layout.plan.placement;
    const QFontMetricsF metrics(sizes.legend, sizes.device);
    painter.setFont(sizes.legend);
    double top = layout.legend.top();
    for (int i = 0; i < layout.entries.size(); ++i) {
        const LegendEntry& entry = layout.entries[i];
        const int column = i % layout.plan.columns;
        const int row = i / layout.plan.columns;
        if (column == 0 && row > 0) {
            top += layout.plan.rowHeights[row - 1];
        }
        double left = layout.legend.left();
        for (int c = 0; c < column; ++c) {
            left += layout.plan.columnWidths[c];
        }
        const double middle = top + 0.5 * lineHeight(sizes);
        const QRectF sample(left, middle - 2.5 * sizes.pt, sizes.sampleWidth(), 5.0 * sizes.pt);
        if (entry.series) {
            const Series& s = *entry.series;
            if (s.lines) {
                QPen pen(s.color, s.weight * sizes.lineWidth(paper), s.style);
                painter.setPen(pen);
                painter.drawLine(QPointF(sample.left(), middle), QPointF(sample.right(), middle));
            }
            painter.setPen(QPen(s.color, 0.6 * sizes.pt));
            painter.setBrush(s.marker == Marker::Cross && !paper ? QBrush(s.color)
                                                                 : QBrush(Qt::white));
            drawMarker(painter, s.marker, sample.center(), sizes.markerSize(paper));
            report.seriesColors.push_back(s.color.rgb());
        } else {
            painter.setPen(paper ? QPen(Qt::black, 0.5 * sizes.pt)
                                 : QPen(figure.bars->color.darker(130)));
            painter.setBrush(figure.bars->color);
            painter.drawRect(sample);
            report.seriesColors.push_back(figure.bars->color.rgb());
        }
        const QRectF text(QPointF(sample.right() + sizes.sampleGap(), top), entry.text);
        painter.setPen(Qt::black);
        // Each line's x-height centred on its slot, the first level with the sample.
        double baseline = top + 0.5 * lineHeight(sizes) + 0.5 * metrics.xHeight();
        for (const QString& line : entry.lines) {
            drawMath(painter, line, sizes.legend, QPointF(text.left(), baseline));
            baseline += lineHeight(sizes);
        }
        report.legendTexts.push_back(text);
        report.legendNames.push_back(entry.name);
    }
}

QVector<QPointF> seriesPixels(const Figure& figure, const Series& s, const QRectF& plot,
                              double inset) {
    QVector<QPointF> pixels;
    pixels.reserve(s.points.size());
    const QPointF gap(NAN, NAN);
    for (const QPointF& p : s.points) {
        const bool border = s.infiniteAtBorder && std::isinf(p.y());
        if (!drawable(figure.x, p.x()) || (!border && !drawable(figure.y, p.y()))) {
            pixels.push_back(gap);
            continue;
        }
        const double y = !border     ? yPixel(figure, plot, p.y())
                         : p.y() > 0 ? plot.top() + inset
                                     : plot.bottom() - inset;
        pixels.push_back(QPointF(xPixel(figure, plot, p.x()), y));
    }
    return pixels;
}

QVector<QRectF> guideLabelBoxes(const Figure& figure, const QRectF& plot, const Sizes& sizes) {
    QVector<QRectF> boxes;
    const QFontMetricsF metrics(sizes.legend, sizes.device);
    for (const Series& s : figure.series) {
        if (!s.visible || !s.guide || s.tag.isEmpty()) {
            continue;
        }
        QVector<QPointF> pixels = seriesPixels(figure, s, plot, 0.0);
        pixels.erase(std::remove_if(pixels.begin(), pixels.end(),
                                    [](const QPointF& p) { return !std::isfinite(p.x()); }),
                     pixels.end());
        if (pixels.size() < 2) {
            boxes.push_back({});
            continue;
        }
        // Beyond the last point, along the line's direction there.
        const QPointF end = pixels.back();
        QPointF d = end - pixels[pixels.size() - 2];
        const double length = std::hypot(d.x(), d.y());
        d = length > 0.0 ? d / length : QPointF(1.0, 0.0);
        const QSizeF size(metrics.horizontalAdvance(s.tag) + sizes.pt, metrics.height());
        const double reach = 0.5 * std::min(size.width() / std::max(std::abs(d.x()), 1e-9),
                                            size.height() / std::max(std::abs(d.y()), 1e-9)) +
                             1.5 * sizes.pt;
        QPointF centre = end + d * reach;
        centre.setX(std::clamp(centre.x(), plot.left() + 0.5 * size.width(),
                               plot.right() - 0.5 * size.width()));
        centre.setY(std::clamp(centre.y(), plot.top() + 0.5 * size.height(),
                               plot.bottom() - 0.5 * size.height()));
        QRectF box(centre - QPointF(0.5 * size.width(), 0.5 * size.height()), size);
        // Tags of guides that end close together are stacked apart, away from the others.
        for (int round = 0; round < 8; ++round) {
            const auto hit = std::find_if(boxes.begin(), boxes.end(),
                                          [&](const QRectF& b) { return b.intersects(box); });
            if (hit == boxes.end()) {
                break;
            }
            const bool down = box.center().y() >= hit->center().y();
            box.moveTop(down ? hit->bottom() + 0.2 * sizes.pt
                             : hit->top() - 0.2 * sizes.pt - box.height());
        }
        boxes.push_back(box);
    }
    return boxes;
}

} // namespace clothlab::figures::paint
