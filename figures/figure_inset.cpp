// Shaded areas and the inset of a figure: the stable region of a method drawn as a tinted
// area under its boundary, and a zoom into part of the plot drawn in the corner that hides
// the least, with the zoomed box marked on the plot.
#include "figures/figure_paint.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace clothlab::figures::paint {

namespace {

/// The cells of one row that are inside, as runs [first, last] of columns.
template <typename Visit> void forEachRun(const Shade& shade, int row, Visit&& visit) {
    int start = -1;
    for (int c = 0; c <= shade.columns; ++c) {
        const bool in = c < shade.columns && shade.at(c, row);
        if (in && start < 0) {
            start = c;
        } else if (!in && start >= 0) {
            visit(start, c - 1);
            start = -1;
        }
    }
}

/// The shade's inside as one path in device pixels: a rectangle per run of cells, joined.
QPainterPath shadePath(const Figure& figure, const Shade& shade, const QRectF& plot) {
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    if (!shade.valid()) {
        return path;
    }
    const double dx = (shade.x1 - shade.x0) / shade.columns;
    const double dy = (shade.y1 - shade.y0) / shade.rows;
    for (int r = 0; r < shade.rows; ++r) {
        const double top = yPixel(figure, plot, shade.y0 + (r + 1) * dy);
        const double bottom = yPixel(figure, plot, shade.y0 + r * dy);
        forEachRun(shade, r, [&](int first, int last) {
            const double left = xPixel(figure, plot, shade.x0 + first * dx);
            const double right = xPixel(figure, plot, shade.x0 + (last + 1) * dx);
            path.addRect(QRectF(QPointF(left, top), QPointF(right, bottom)).normalized());
        });
    }
    // One outline, so that neighbouring cells leave no seam in a PDF viewer.
    return path.simplified();
}

/// The share of `box` the shade covers, by the centres of its cells.
double shadedShare(const Figure& figure, const Shade& shade, const QRectF& plot,
                   const QRectF& box) {
    if (!shade.valid()) {
        return 0.0;
    }
    int in = 0;
    int all = 0;
    for (int r = 0; r < shade.rows; ++r) {
        const double y = shade.y0 + (r + 0.5) * (shade.y1 - shade.y0) / shade.rows;
        for (int c = 0; c < shade.columns; ++c) {
            const double x = shade.x0 + (c + 0.5) * (shade.x1 - shade.x0) / shade.columns;
            if (box.contains(QPointF(xPixel(figure, plot, x), yPixel(figure, plot, y)))) {
                ++all;
                in += shade.at(c, r) ? 1 : 0;
            }
        }
    }
    return all > 0 ? static_cast<double>(in) / all : 0.0;
}

/// How much of the data `box` would hide: the drawn points (`points`, device pixels) in it,
/// plus the shaded share of its area (a whole box of shade counts as much as 40 points).
double hiddenData(const Figure& figure, const QVector<QPointF>& points, const QRectF& plot,
                  const QRectF& box) {
    double score = 0.0;
    for (const QPointF& p : points) {
        score += box.contains(p) ? 1.0 : 0.0;
    }
    for (const Shade& shade : figure.shades) {
        score += 40.0 * shadedShare(figure, shade, plot, box);
    }
    return score;
}

} // namespace

void drawShades(QPainter& painter, const Figure& figure, const QRectF& plot, bool paper) {
    painter.save();
    painter.setPen(Qt::NoPen);
    for (const Shade& shade : figure.shades) {
        if (figure.x.logarithmic || figure.y.logarithmic) {
            continue; // a grid of cells is drawn on linear axes only
        }
        QColor tint = shade.color;
        tint.setAlphaF(paper ? 0.16f : 0.22f);
        painter.fillPath(shadePath(figure, shade, plot), tint);
    }
    painter.restore();
}

QRectF insetBox(const Figure& figure, const QRectF& plot, const Sizes& sizes) {
    const double margin = 4.5 * sizes.pt; // clear of the tick marks
    const QSizeF size(0.5 * plot.width(), 0.55 * plot.height());
    const QRectF inner = plot.adjusted(margin, margin, -margin, -margin);
    const QPointF corners[] = {{inner.right() - size.width(), inner.top()},
                               {inner.right() - size.width(), inner.bottom() - size.height()},
                               {inner.left(), inner.top()},
                               {inner.left(), inner.bottom() - size.height()}};
    QVector<QPointF> points; // every visible series' points, once for all four corners
    for (const Series& s : figure.series) {
        if (s.visible) {
            points += seriesPixels(figure, s, plot, 2.0 * sizes.pt);
        }
    }
    QRectF best;
    double least = HUGE_VAL;
    for (const QPointF& corner : corners) {
        const QRectF box(corner, size);
        const double hidden = hiddenData(figure, points, plot, box);
        if (hidden < least) {
            least = hidden;
            best = box;
        }
    }
    return best;
}

QRectF drawInset(QPainter& painter, const Figure& figure, const QRectF& plot,
                 const RenderStyle& style, const Sizes& sizes) {
    if (!figure.inset) {
        return {};
    }
    const QRectF box = insetBox(figure, plot, sizes);
    RenderStyle small = style;
    small.font.setPointSizeF(0.8 * style.font.pointSizeF());
    const FigureLayout inner = render(*figure.inset, painter, box, small);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0x40, 0x40, 0x40), 0.6 * sizes.pt));
    painter.drawRect(box);
    // The zoomed box on this plot, at least a few points across where it is tiny, and a
    // line from it to the inset's axes.
    const QRectF zoomed =
        QRectF(QPointF(xPixel(figure, plot, inner.x.lower), yPixel(figure, plot, inner.y.upper)),
               QPointF(xPixel(figure, plot, inner.x.upper), yPixel(figure, plot, inner.y.lower)))
            .normalized();
    const double least = 3.0 * sizes.pt;
    QRectF mark = zoomed;
    if (mark.width() < least || mark.height() < least) {
        const QPointF centre = mark.center();
        mark.setSize(QSizeF(std::max(mark.width(), least), std::max(mark.height(), least)));
        mark.moveCenter(centre);
    }
    painter.setPen(QPen(QColor(0x40, 0x40, 0x40), 0.5 * sizes.pt));
    painter.drawRect(mark.intersected(plot));
    const QPointF corners[] = {inner.plot.topLeft(), inner.plot.topRight(), inner.plot.bottomLeft(),
                               inner.plot.bottomRight()};
    const QPointF from = mark.center();
    const QPointF* nearest = std::min_element(
        std::begin(corners), std::end(corners), [&](const QPointF& a, const QPointF& b) {
            return std::hypot(a.x() - from.x(), a.y() - from.y()) <
                   std::hypot(b.x() - from.x(), b.y() - from.y());
        });
    if (!box.contains(from)) {
        QPen dotted(QColor(0x40, 0x40, 0x40), 0.4 * sizes.pt, Qt::DotLine);
        painter.setPen(dotted);
        painter.drawLine(from, *nearest);
    }
    painter.restore();
    return box;
}

} // namespace clothlab::figures::paint
