// A figure as data: two axes (linear or logarithmic, or categories), line series with their
// colour, line style and marker, an optional horizontal bar chart, reference lines, text
// labels at points and a legend. Built by the plots, the report and clothlab-cli alike and drawn by
// figure_renderer.h on any QPaintDevice; nothing here depends on widgets.
#pragma once

#include <QColor>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVector>
#include <memory>
#include <optional>

class QIODevice;

namespace clothlab::figures {

/// Symbol drawn at the points of a series.
enum class Marker { None, Circle, Square, Diamond, Triangle, TriangleDown, Cross, Plus };

struct Axis {
    QString label; ///< may hold math markup ("U_{g} (J)", see math_text.h)
    bool logarithmic = false;
    double lower = 0.0; ///< shown range; on a log axis both ends > 0
    double upper = 1.0;
    /// Category names at 1, 2, … (a bar chart's axis); empty for a numeric axis. The first
    /// category is drawn at the top of a vertical axis.
    QStringList categories;
};

struct Series {
    QString name;
    QColor color = Qt::black;
    Qt::PenStyle style = Qt::SolidLine;
    Marker marker = Marker::None;
    bool lines = true;   ///< false: markers only (measurements)
    bool visible = true; ///< hidden series are not drawn, but are part of the data export
    bool guide = false;  ///< a reference line (slope guide): grey and unmarked in paper style
    /// Paper style keeps this series' colour, line style and marker and gives it no place in
    /// the palette: highlights and annotations (a Pareto front, runs that blew up).
    bool keepStyle = false;
    double weight = 1.0; ///< line width, a multiple of the style's (a highlight band: ~5)
    /// A y of +inf (−inf) is drawn at the top (bottom) border of the plot instead of being
    /// left out: points off the scale, such as runs that blew up.
    bool infiniteAtBorder = false;
    /// A curve in path order whose x need not increase (a closed boundary); a non-finite
    /// point breaks the line. Other series are functions of x, drawn in order of x.
    bool parametric = false;
    /// A guide's label, drawn at its last point ("1", "2", "4" beside slope lines); guides
    /// have no legend entry, their name stays in the data export.
    QString tag;
    /// Series of one group ≥ 0 share a paper-style colour (a method's region boundary and
    /// its run's modes); −1: a colour of its own, never one another series has.
    int colorGroup = -1;
    QVector<QPointF> points;
};

/// A short text at a point of the plot (data coordinates), marked by a dot; drawn inside
/// the plot, beside the point.
struct Label {
    QPointF at;
    QString text;
};

/// Horizontal bars, one per category of the y axis, values along x from `base`.
struct Bars {
    QString name;
    QColor color = Qt::blue;
    QStringList categories;
    QVector<double> values;
    double base = 0.0;
    double width = 0.6; ///< bar thickness, in category units
};

/// A shaded area, drawn under the lines in its colour at low opacity: the cells of a grid
/// that are inside (a stability region as textbooks draw it). The grid has `columns` ×
/// `rows` cells over [x0, x1] × [y0, y1], row-major from y0; linear axes only.
struct Shade {
    QString name;
    QColor color = Qt::gray;
    int colorGroup = -1; ///< as Series::colorGroup: a method's shade and its boundary share one
    double x0 = 0.0, x1 = 1.0, y0 = 0.0, y1 = 1.0;
    int columns = 0;
    int rows = 0;
    QVector<bool> inside; ///< columns × rows

    bool at(int column, int row) const {
        return inside[static_cast<qsizetype>(row) * columns + column];
    }
    /// A grid with cells whose `inside` has one flag per cell.
    bool valid() const {
        return columns > 0 && rows > 0 && inside.size() == static_cast<qsizetype>(columns) * rows;
    }
};

struct Figure {
    Axis x;
    Axis y;
    QVector<Series> series;
    std::optional<Bars> bars;
    QVector<Label> labels;
    QVector<Shade> shades; ///< drawn first, under everything else
    bool legend = true;
    /// A smaller figure drawn in a free corner of the plot (a zoom into part of it); its
    /// axes' box is marked on this plot and joined to the inset by a thin line. Paper style
    /// gives both the same colours.
    std::shared_ptr<const Figure> inset;

    /// Sets the y axis to the bars' categories and the base of the bars (a decade below the
    /// smallest positive value on a log x axis, since a log axis has no zero).
    void setBars(Bars bars);
    /// Fits both ranges to the visible data and the bars, leaving `margin` (a fraction of the
    /// range, of its decades on a log axis) around it; a single x value gets a unit span
    /// starting there. A category y axis shows every category (0.4 … count + 0.6).
    void fit(double margin = 0.0);
};

/// The bars' base for their values on a linear or log x axis.
double barBase(const QVector<double>& values, bool logarithmic);

/// Every series, hidden ones included, as CSV in long form: `series,<x label>,<y label>`,
/// then `<series name>,x,y` per point, numbers with 17 significant digits; a bar chart writes
/// `category,<x label>` and one row per bar. Fields with commas or quotes are quoted.
void writeCsv(const Figure& figure, QIODevice* device);
/// writeCsv() into `path`, atomically; false with the reason in `error`.
bool writeCsvFile(const Figure& figure, const QString& path, QString* error = nullptr);

} // namespace clothlab::figures
