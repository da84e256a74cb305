// Internal to the renderer: sizes in points, the layout of one drawing (plot, ticks, legend)
// and the legend's placement, shared by figure_renderer.cpp and figure_legend.cpp.
#pragma once

#include "figures/figure.h"
#include "figures/figure_renderer.h"

#include <QFont>
#include <QRectF>
#include <QVector>

class QPainter;
class QPaintDevice;

namespace clothlab::figures::paint {

/// Sizes in points, converted to device pixels by `pt`.
struct Sizes {
    double pt = 1.0; ///< device pixels per point
    QPaintDevice* device = nullptr;
    QFont font, small, legend;
    double pad() const { return 2.0 * pt; }
    double gap() const { return 3.0 * pt; }
    double tickLength() const { return 3.5 * pt; }
    double minorTickLength() const { return 2.0 * pt; }
    double markerSize(bool paper) const { return (paper ? 3.5 : 5.0) * pt; }
    double lineWidth(bool paper) const { return (paper ? 1.0 : 1.2) * pt; }
    double guideWidth() const { return 0.6 * pt; }
    double sampleWidth() const { return 14.0 * pt; }
    double sampleGap() const { return 3.0 * pt; }
};

struct LegendEntry {
    const Series* series = nullptr; ///< null: the bars
    QString name;
    QStringList lines; ///< the name wrapped
    QSizeF text;       ///< size of the wrapped name, px
};

/// Where the legend goes: inside the plot (a corner with no data under it), right of the
/// plot, or below it.
struct LegendPlan {
    FigureLayout::LegendPlacement placement = FigureLayout::LegendPlacement::None;
    int columns = 1;
    double textWidth = 0.0; ///< the width names wrap at, px
    QVector<double> columnWidths;
    QVector<double> rowHeights;
    QSizeF size() const;
};

struct Layout {
    QRectF plot;
    QRectF legend;
    LegendPlan plan;
    QVector<LegendEntry> entries;
    QVector<Tick> xTicks, yTicks;
};

/// The legend entries of the drawn series (no guides) and the bars.
QVector<LegendEntry> legendEntries(const Figure& figure);
/// Measures the entries wrapped at `textWidth` in `columns` columns.
LegendPlan measureLegend(QVector<LegendEntry>& entries, int columns, double textWidth,
                         const Sizes& sizes);
/// The whole layout: axes, ticks and the legend placed by the rules of figure_legend.cpp.
Layout makeLayout(const Figure& figure, const QRectF& target, const Sizes& sizes);
/// The plot and ticks when `reserve` (right, bottom) is kept free for a legend.
Layout axesLayout(const Figure& figure, const QRectF& target, const Sizes& sizes, QSizeF reserve);
void drawLegend(QPainter& painter, const Figure& figure, const Layout& layout, const Sizes& sizes,
                bool paper, FigureLayout& report);

void drawMarker(QPainter& painter, Marker marker, QPointF at, double size);
double xPixel(const Figure& figure, const QRectF& plot, double x);
double yPixel(const Figure& figure, const QRectF& plot, double y);
bool drawable(const Axis& axis, double value);
/// The device points of a series as drawn (infinite values at the borders when asked);
/// gaps as NaN points.
QVector<QPointF> seriesPixels(const Figure& figure, const Series& s, const QRectF& plot,
                              double inset);
/// The figure's shades, tinted, inside `plot`.
void drawShades(QPainter& painter, const Figure& figure, const QRectF& plot, bool paper);
/// The corner box of `plot` the inset takes: the one that hides the least data.
QRectF insetBox(const Figure& figure, const QRectF& plot, const Sizes& sizes);
/// Draws the figure's inset (if any) at insetBox() with a smaller font, marks the zoomed
/// box on the plot and joins the two; returns the inset's box (empty without an inset).
QRectF drawInset(QPainter& painter, const Figure& figure, const QRectF& plot,
                 const RenderStyle& style, const Sizes& sizes);
/// The boxes of the guides' end labels ("1", "2", "4") in `plot`.
QVector<QRectF> guideLabelBoxes(const Figure& figure, const QRectF& plot, const Sizes& sizes);

} // namespace clothlab::figures::paint
