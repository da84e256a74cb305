// Draws a Figure with QPainter on any paint device: vector PDF (QPdfWriter), SVG
// (QSvgGenerator), PNG (QImage) or an image for the report. Sizes are physical (points and
// millimetres), so a figure reads the same at 85 mm in a PDF and at 600 dpi in a PNG.
#pragma once

#include "figures/figure.h"
#include "figures/figure_options.h"

#include <QFont>
#include <QImage>
#include <QRectF>
#include <functional>

class QPainter;

namespace clothlab::figures {

/// One tick of an axis: a value, its label (empty: unlabelled) and, for a power of ten, the
/// exponent drawn as a superscript after `label` ("10" and "−3" for 10⁻³).
struct Tick {
    double value = 0.0;
    QString label;
    QString exponent;
    bool major = true; ///< major ticks carry the grid; minor ones are short marks
};

/// The ticks of `axis` over `length` device pixels: as many labelled ticks as fit without
/// two labels overlapping, where `extent` gives a label's size along the axis and `gap` the
/// least space between two labels. Linear axes step by 1, 2, 2.5 or 5 × 10ᵏ; log axes label
/// powers of ten (every m-th decade when they would crowd) with minor ticks between them;
/// a category axis labels each category.
QVector<Tick> axisTicks(const Axis& axis, double length,
                        const std::function<double(const Tick&)>& extent, double gap);

/// Widens a log axis so that it ends on ticks: each end to the nearest m × 10ᵏ outside it
/// (m = 1…9, the minor ticks) when that adds at most a tenth of the span; past eight
/// decades to whole decades. Other axes are left as they are.
void extendLogRange(Axis& axis);

/// What the drawing looks like: text font (its point size is physical) and the paper style
/// (white, Okabe–Ito colours, a line style and marker per series, black axes).
struct RenderStyle {
    QFont font;
    bool paper = true;
};

/// Where one drawing put its parts, in the device pixels of its target: what tests check
/// (no two tick labels overlap, the legend is small and whole) and what a caller needs to
/// place things beside a figure.
struct FigureLayout {
    enum class LegendPlacement { None, Inside, Right, Below };
    QRectF figure; ///< the target
    QRectF plot;   ///< the axes' box
    QRectF legend; ///< empty without a legend
    LegendPlacement legendPlacement = LegendPlacement::None;
    QVector<QRectF> tickLabels;  ///< every drawn tick label, x axis first
    QVector<QRectF> legendTexts; ///< each legend name's box (wrapped names: all lines)
    QStringList legendNames;     ///< the names as drawn, whole
    bool legendElided = false;   ///< a name shortened to fit: never, names wrap instead
    QVector<QRectF> guideLabels; ///< the boxes of the guides' tags ("1", "2", "4")
    QVector<QRgb> seriesColors;  ///< the drawn colour of each series in the legend
    QRectF inset;                ///< the inset's box; empty without one
    Axis x, y;                   ///< the axes as drawn (ranges widened to their ticks)
};

/// The style of an export: FigureOptions' font (or the default figure font, with the CJK
/// family of the UI language as fallback) and paper flag.
RenderStyle renderStyle(const FigureOptions& options);

/// Draws `figure` into `target` (device coordinates of the painter's device, whose logical
/// dpi sets the physical size of text and lines).
FigureLayout render(const Figure& figure, QPainter& painter, const QRectF& target,
                    const RenderStyle& style);

/// The layout of the figure as renderImage() draws it at `dpi`.
FigureLayout figureLayout(const Figure& figure, const FigureOptions& options, int dpi);

/// The figure as an image of the options' page size at `dpi` (white page).
QImage renderImage(const Figure& figure, const FigureOptions& options, int dpi);

/// Writes the figure as PDF or SVG (vector, page of the options' size in mm) or PNG
/// (mm / 25.4 × options.dpi pixels), chosen by the path's extension. False with the reason
/// in `error` when the format is unknown or the file can't be written. `title` names an
/// SVG document.
bool writeFigure(const Figure& figure, const FigureOptions& options, const QString& path,
                 QString* error = nullptr, const QString& title = {});

} // namespace clothlab::figures
