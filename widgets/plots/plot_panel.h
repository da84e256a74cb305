// A 2-D plot of named series; the only class that names QCustomPlot (STYLE rule 2).
#pragma once

#include "figures/figure.h"

#include <QColor>
#include <QWidget>
#include <limits>
#include <memory>

class QAction;
class QCustomPlot;
class QCPAxis;
class QIODevice;
class QCPBars;
class QCPItemStraightLine;
class QCPAbstractPlottable;
class QLabel;

namespace clothlab::figures {
struct FigureOptions;
}

namespace clothlab::widgets {

class FigureExtras;

/// Line series over a shared x axis, with legend, log-scale x and y, point markers, pan and
/// zoom, an optional auto-scrolling x window and a read-out of the point under the cursor; or
/// a horizontal bar chart over named categories. Appending is cheap; the plot redraws at most
/// every 50 ms. Exported figures and CSV are drawn from figure() by figures/ (one renderer
/// for the workbench, the report and clothlab-cli).
class PlotPanel : public QWidget {
    Q_OBJECT

public:
    /// Symbol drawn at each point of a series.
    using Marker = figures::Marker;

    explicit PlotPanel(QWidget* parent = nullptr);
    ~PlotPanel() override;

    /// Adds a series and returns its id (0, 1, 2, …).
    int addSeries(const QString& name, const QColor& color, Qt::PenStyle style = Qt::SolidLine);
    /// Adds a parametric series: its points are joined in the order they are appended, so x
    /// need not increase (a closed curve); a NaN point breaks the line.
    int addParametricSeries(const QString& name, const QColor& color,
                            Qt::PenStyle style = Qt::SolidLine);
    bool isSeriesParametric(int series) const;
    int seriesCount() const;
    void setSeriesName(int series, const QString& name);
    void setSeriesVisible(int series, bool visible);
    bool isSeriesVisible(int series) const;
    /// Draws `marker` at every point; `lines` false leaves the markers alone.
    void setSeriesMarker(int series, Marker marker, bool lines = true);
    /// Removes every series and the bars.
    void clearSeries();
    /// Empties every series' data, keeping the series.
    void clearData();

    void append(int series, double x, double y);
    /// Drops every point after x (not those of parametric series).
    void removeAfter(double x);
    /// A vertical line at x (the timeline's shown moment), kept in sight while the x window
    /// scrolls; NaN removes it. (Not QWidget::setCursor(), the mouse pointer.)
    void setTimeCursor(double x);
    int pointCount(int series) const;
    /// Points of a series (x, y), for export and tests: in order of x, or in path order for
    /// a parametric series.
    QVector<QPointF> points(int series) const;

    void setAxisLabels(const QString& x, const QString& y);
    QString xLabel() const;
    QString yLabel() const;
    void setLogScaleY(bool logarithmic);
    bool isLogScaleY() const;
    void setLogScaleX(bool logarithmic);
    bool isLogScaleX() const;
    /// Space left around the data when the axes are fitted, as a fraction of the data range
    /// (of its decades on a log axis); 0 (the default) fits the data exactly.
    void setDataMargin(double fraction);

    /// A horizontal bar chart: one bar per category, the first at the top, named by the
    /// category on the y axis; values along x. Replaces earlier bars. On a log x axis the bars
    /// start a decade below the smallest positive value.
    void setBars(const QString& name, const QColor& color, const QStringList& categories,
                 const QVector<double>& values);
    QStringList barCategories() const;
    QVector<double> barValues() const;
    /// Shows only the last `width` units of x while new points arrive (0: everything).
    void setScrollWindow(double width);
    double scrollWindow() const { return m_scrollWindow; }
    /// Fits both axes to the visible data.
    void rescale();

    /// Shows `figure`: its axes (scales and labels), series (colours, styles, markers, hidden
    /// ones hidden) and bars, fitted to the data; replaces every series.
    void setFigure(const figures::Figure& figure);
    /// What the plot shows as a figure: every series (hidden ones flagged), the bars, the axis
    /// labels, scales and current ranges.
    figures::Figure figure() const;

    /// Redraw now (otherwise redraws are coalesced).
    void replotNow();
    /// The text of the cursor read-out ("x = …, y = …" of the nearest point).
    QString readout() const;

    /// Writes the plot as a figure: PDF or SVG (vector, page of the requested size in mm) or
    /// PNG (mm / 25.4 × dpi pixels), chosen by the path's extension. The visible series and
    /// bars are drawn into an offscreen plot with the current axis ranges, so the widget
    /// itself is not resized. False with a reason in `error` when the file can't be written.
    bool exportFigure(const figures::FigureOptions& options, const QString& path,
                      QString* error = nullptr) const;
    /// Every series, hidden ones included, as CSV in long form: a header
    /// `series,<x label>,<y label>` (labels as shown on the axes), then one row per point,
    /// `<series name>,x,y`, numbers with 17 significant digits. A bar chart writes
    /// `category,<x label>` and one row per bar. Fields with commas or quotes are quoted.
    void writeCsv(QIODevice* device) const;
    bool exportData(const QString& path, QString* error = nullptr) const;
    /// "Export Figure…" and "Export Data (CSV)…" of the context menu; they open the export
    /// dialogs for this plot.
    QAction* exportFigureAction() const { return m_exportFigureAction; }
    QAction* exportDataAction() const { return m_exportDataAction; }
    /// "Show Legend" of the context menu (checkable, on by default): the user's choice, kept
    /// when the plot's figure is replaced.
    QAction* legendAction() const { return m_legendAction; }
    void setLegendShown(bool shown);
    bool legendShown() const;
    /// The axes' rectangle (the data area) and the legend's, in this widget's coordinates;
    /// the legend's is empty when it is hidden.
    QRect plotArea() const;
    QRect legendArea() const;
    /// Tick labels a reader cannot tell apart, as of the last redraw: two neighbours that
    /// overlap or read the same, one line each ("y axis: "2" and "3" overlap …"); empty when
    /// every label stands clear.
    QStringList tickLabelClashes() const;

signals:
    /// The user toggled a series from the legend.
    void seriesVisibilityChanged(int series, bool visible);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate();
    void showLegend(bool shown);
    /// As many legend entries per row as the width holds (compact: a small font, short
    /// swatches), so the legend takes few rows.
    /// `size`: the plot's size when known before its layout ran; empty: the current one.
    void fitLegend(QSize size = {});
    void scheduleReplot();
    /// Tick counts for the room the axes have (plot_ticks.cpp), before each redraw.
    void fitTickCounts();
    void fitAxes();
    void padAxis(QCPAxis* axis, bool keepZero) const;
    /// Category names at 1, 2, … down the y axis (a bar chart's, or a band chart's).
    void setCategoryAxis(const QStringList& categories);
    void updateBarBase();
    void onMouseMove(QMouseEvent* event);
    void onLegendClick(QMouseEvent* event);

    QCustomPlot* m_plot = nullptr;
    QCPItemStraightLine* m_cursor = nullptr; ///< setTimeCursor(); null until first set
    double m_cursorX = std::numeric_limits<double>::quiet_NaN();
    QLabel* m_readout = nullptr;
    QAction* m_exportFigureAction = nullptr;
    QAction* m_exportDataAction = nullptr;
    QAction* m_legendAction = nullptr;
    bool m_figureLegend = true;  ///< the figure shown asks for a legend
    bool m_legendBeside = false; ///< beside the axes (a short, wide plot), not above them
    int addPlottable(QCPAbstractPlottable* plottable, const QString& name, const QColor& color,
                     Qt::PenStyle style);

    /// Per series: a QCPGraph (over sorted x) or a QCPCurve (parametric).
    QVector<QCPAbstractPlottable*> m_series;
    QVector<Marker> m_markers; ///< per series
    QVector<bool> m_guides;    ///< per series: a reference line
    QCPBars* m_bars = nullptr;
    /// The shown figure's shades, guide tags and inset (plot_extras.h).
    std::unique_ptr<FigureExtras> m_extras;
    QStringList m_categories;
    double m_scrollWindow = 0.0;
    double m_margin = 0.0;
    bool m_replotPending = false;
    bool m_userZoomed = false;
};

} // namespace clothlab::widgets
