#include "widgets/plots/plot_panel.h"

#include "figures/figure_renderer.h"
#include "widgets/export/figure_export_dialog.h"
#include "widgets/plots/plot_extras.h"

#include <QAction>
#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QResizeEvent>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <optional>
#include <qcustomplot.h>
#include <utility>

namespace clothlab::widgets {

namespace {

constexpr int kRedrawIntervalMs = 50;

QSharedPointer<QCPAxisTicker> makeTicker(bool logarithmic) {
    if (!logarithmic) {
        return QSharedPointer<QCPAxisTicker>(new QCPAxisTicker);
    }
    auto ticker = QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog);
    ticker->setSubTickCount(8); // 2·10ⁿ … 9·10ⁿ between the labelled decades
    return ticker;
}

void setAxisScale(QCPAxis* axis, bool logarithmic) {
    axis->setScaleType(logarithmic ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    axis->setTicker(makeTicker(logarithmic));
    // Decades read as 10⁻³ rather than 1e-03 on a log axis.
    axis->setNumberFormat(logarithmic ? QStringLiteral("eb") : QStringLiteral("gb"));
    axis->setNumberPrecision(logarithmic ? 0 : 6);
}

QCPScatterStyle::ScatterShape scatterShape(PlotPanel::Marker marker) {
    switch (marker) {
    case PlotPanel::Marker::None:
        return QCPScatterStyle::ssNone;
    case PlotPanel::Marker::Circle:
        return QCPScatterStyle::ssCircle;
    case PlotPanel::Marker::Square:
        return QCPScatterStyle::ssSquare;
    case PlotPanel::Marker::Diamond:
        return QCPScatterStyle::ssDiamond;
    case PlotPanel::Marker::Triangle:
        return QCPScatterStyle::ssTriangle;
    case PlotPanel::Marker::TriangleDown:
        return QCPScatterStyle::ssTriangleInverted;
    case PlotPanel::Marker::Cross:
        return QCPScatterStyle::ssCross;
    case PlotPanel::Marker::Plus:
        return QCPScatterStyle::ssPlus;
    }
    return QCPScatterStyle::ssNone;
}

/// The legend in its own row above the axes, wrapping after four entries, so it never hides
/// data.
void placeLegendAbove(QCustomPlot* plot) {
    plot->legend->setVisible(true);
    plot->axisRect()->insetLayout()->take(plot->legend);
    plot->axisRect()->insetLayout()->simplify();
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, plot->legend);
    plot->plotLayout()->setRowStretchFactor(0, 0.001);
    plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot->legend->setWrap(4);
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setMargins(QMargins(4, 1, 4, 0));
    // Compact: a smaller font and short swatches, entries close together.
    QFont font = plot->font();
    font.setPointSizeF(std::max(6.0, font.pointSizeF() * 0.85));
    plot->legend->setFont(font);
    plot->legend->setSelectedFont(font);
    plot->legend->setIconSize(16, 8);
    plot->legend->setIconTextPadding(3);
    plot->legend->setRowSpacing(0);
    plot->legend->setColumnSpacing(8);
}

// A series is a QCPGraph (a function of x, kept sorted by x) or a QCPCurve (a parametric
// path, kept in the order appended): the few things that differ between them.

QCPCurve* asCurve(QCPAbstractPlottable* plottable) {
    return qobject_cast<QCPCurve*>(plottable);
}
const QCPCurve* asCurve(const QCPAbstractPlottable* plottable) {
    return qobject_cast<const QCPCurve*>(plottable);
}
QCPGraph* asGraph(QCPAbstractPlottable* plottable) {
    return qobject_cast<QCPGraph*>(plottable);
}
const QCPGraph* asGraph(const QCPAbstractPlottable* plottable) {
    return qobject_cast<const QCPGraph*>(plottable);
}

void addPoint(QCPAbstractPlottable* plottable, double x, double y) {
    if (QCPCurve* curve = asCurve(plottable)) {
        curve->addData(x, y); // appended after the last point of the path
    } else {
        asGraph(plottable)->addData(x, y);
    }
}

int dataSize(const QCPAbstractPlottable* plottable) {
    if (const QCPCurve* curve = asCurve(plottable)) {
        return curve->data()->size();
    }
    return asGraph(plottable)->data()->size();
}

void clearPoints(QCPAbstractPlottable* plottable) {
    if (QCPCurve* curve = asCurve(plottable)) {
        curve->data()->clear();
    } else {
        asGraph(plottable)->data()->clear();
    }
}

QVector<QPointF> dataPoints(const QCPAbstractPlottable* plottable) {
    QVector<QPointF> out;
    if (const QCPCurve* curve = asCurve(plottable)) {
        out.reserve(curve->data()->size());
        for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it) {
            out.push_back(QPointF(it->key, it->value));
        }
        return out;
    }
    const auto data = asGraph(plottable)->data();
    out.reserve(data->size());
    for (auto it = data->constBegin(); it != data->constEnd(); ++it) {
        out.push_back(QPointF(it->key, it->value));
    }
    return out;
}

void setPointStyle(QCPAbstractPlottable* plottable, const QCPScatterStyle& scatter, bool lines) {
    if (QCPCurve* curve = asCurve(plottable)) {
        curve->setScatterStyle(scatter);
        curve->setLineStyle(lines ? QCPCurve::lsLine : QCPCurve::lsNone);
        return;
    }
    QCPGraph* graph = asGraph(plottable);
    graph->setScatterStyle(scatter);
    graph->setLineStyle(lines ? QCPGraph::lsLine : QCPGraph::lsNone);
    graph->setAdaptiveSampling(false); // every point is a measurement; none may be merged
}

bool hasLines(const QCPAbstractPlottable* plottable) {
    if (const QCPCurve* curve = asCurve(plottable)) {
        return curve->lineStyle() != QCPCurve::lsNone;
    }
    return asGraph(plottable)->lineStyle() != QCPGraph::lsNone;
}

/// The point of a series nearest `pixel` and its distance in pixels; a graph is searched at
/// the cursor's x, a parametric curve along its whole path.
std::optional<std::pair<QPointF, double>> nearestPoint(const QCPAbstractPlottable* plottable,
                                                       const QPointF& pixel) {
    std::optional<std::pair<QPointF, double>> best;
    const auto consider = [&](double key, double value) {
        const QPointF at = plottable->coordsToPixels(key, value);
        const double distance = std::hypot(at.x() - pixel.x(), at.y() - pixel.y());
        if (std::isfinite(distance) && (!best || distance < best->second)) {
            best = std::make_pair(QPointF(key, value), distance);
        }
    };
    if (const QCPCurve* curve = asCurve(plottable)) {
        for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it) {
            consider(it->key, it->value);
        }
        return best;
    }
    const QCPGraph* graph = asGraph(plottable);
    const auto data = graph->data();
    auto it = data->findBegin(graph->keyAxis()->pixelToCoord(pixel.x()));
    if (it != data->constEnd()) {
        consider(it->key, it->value);
    }
    return best;
}

} // namespace

PlotPanel::PlotPanel(QWidget* parent) : QWidget(parent), m_plot(new QCustomPlot(this)) {
    m_extras = std::make_unique<FigureExtras>();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_plot, 1);
    m_readout = new QLabel(this);
    m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_readout);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom | QCP::iSelectLegend);
    placeLegendAbove(m_plot);
    m_plot->setMinimumSize(200, 120);
    connect(m_plot, &QCustomPlot::beforeReplot, this, &PlotPanel::fitTickCounts);
    connect(m_plot, &QCustomPlot::mouseMove, this, &PlotPanel::onMouseMove);
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        if (event->button() == Qt::RightButton) {
            return; // the context menu, not a pan
        }
        m_userZoomed = true; // a drag or zoom of the user stops the auto-fit until rescale()
        onLegendClick(event);
    });
    m_exportFigureAction = new QAction(this);
    m_exportDataAction = new QAction(this);
    connect(m_exportFigureAction, &QAction::triggered, this,
            [this] { exportFigureWithDialog(this, this); });
    connect(m_exportDataAction, &QAction::triggered, this,
            [this] { exportPlotDataWithDialog(this, this); });
    m_legendAction = new QAction(this);
    m_legendAction->setObjectName(QStringLiteral("showLegendAction"));
    m_legendAction->setCheckable(true);
    m_legendAction->setChecked(true);
    connect(m_legendAction, &QAction::toggled, this, [this] {
        showLegend(m_figureLegend);
        scheduleReplot();
    });
    m_plot->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_plot, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        QMenu menu(this);
        menu.addAction(m_legendAction);
        menu.addSeparator();
        menu.addAction(m_exportFigureAction);
        menu.addAction(m_exportDataAction);
        menu.exec(m_plot->mapToGlobal(pos));
    });
    retranslate();
    connect(m_plot, &QCustomPlot::mouseWheel, this, [this] { m_userZoomed = true; });
}

PlotPanel::~PlotPanel() = default;

int PlotPanel::addSeries(const QString& name, const QColor& color, Qt::PenStyle style) {
    QCPGraph* graph = m_plot->addGraph();
    graph->setAdaptiveSampling(true);
    return addPlottable(graph, name, color, style);
}

int PlotPanel::addParametricSeries(const QString& name, const QColor& color, Qt::PenStyle style) {
    return addPlottable(new QCPCurve(m_plot->xAxis, m_plot->yAxis), name, color, style);
}

int PlotPanel::addPlottable(QCPAbstractPlottable* plottable, const QString& name,
                            const QColor& color, Qt::PenStyle style) {
    plottable->setName(name);
    QPen pen(color);
    pen.setWidthF(1.5);
    pen.setStyle(style);
    plottable->setPen(pen);
    plottable->setBrush(Qt::NoBrush);
    m_series.push_back(plottable);
    m_markers.push_back(Marker::None);
    m_guides.push_back(false);
    fitLegend();
    return static_cast<int>(m_series.size()) - 1;
}

bool PlotPanel::isSeriesParametric(int series) const {
    return asCurve(m_series.at(series)) != nullptr;
}

int PlotPanel::seriesCount() const {
    return static_cast<int>(m_series.size());
}

void PlotPanel::setSeriesName(int series, const QString& name) {
    m_series.at(series)->setName(name);
    fitLegend();
    scheduleReplot();
}

void PlotPanel::setSeriesVisible(int series, bool visible) {
    QCPAbstractPlottable* graph = m_series.at(series);
    graph->setVisible(visible);
    // A hidden series stays in the legend, greyed, so it can be switched back on.
    if (QCPAbstractLegendItem* item = m_plot->legend->itemWithPlottable(graph)) {
        item->setTextColor(visible ? Qt::black : Qt::gray);
    }
    scheduleReplot();
}

bool PlotPanel::isSeriesVisible(int series) const {
    return m_series.at(series)->visible();
}

void PlotPanel::setSeriesMarker(int series, Marker marker, bool lines) {
    QCPAbstractPlottable* plottable = m_series.at(series);
    m_markers[series] = marker;
    const QColor color = plottable->pen().color();
    setPointStyle(plottable,
                  QCPScatterStyle(scatterShape(marker), color,
                                  marker == Marker::Cross ? color : QColor(Qt::white), 7.0),
                  lines);
    scheduleReplot();
}

void PlotPanel::clearSeries() {
    for (QCPAbstractPlottable* plottable : m_series) {
        m_plot->removePlottable(plottable);
    }
    m_series.clear();
    m_markers.clear();
    m_guides.clear();
    m_extras->clear(m_plot);
    if (m_bars) {
        m_plot->removePlottable(m_bars);
        m_bars = nullptr;
    }
    if (!m_categories.isEmpty()) {
        m_categories.clear();
        m_plot->yAxis->setRangeReversed(false);
        setAxisScale(m_plot->yAxis, isLogScaleY());
    }
    fitLegend();
    scheduleReplot();
}

void PlotPanel::clearData() {
    for (QCPAbstractPlottable* plottable : m_series) {
        clearPoints(plottable);
    }
    m_userZoomed = false;
    scheduleReplot();
}

void PlotPanel::append(int series, double x, double y) {
    addPoint(m_series.at(series), x, y);
    scheduleReplot();
}

void PlotPanel::removeAfter(double x) {
    for (QCPAbstractPlottable* plottable : m_series) {
        if (!asCurve(plottable)) {
            asGraph(plottable)->data()->removeAfter(x);
        }
    }
    scheduleReplot();
}

void PlotPanel::setTimeCursor(double x) {
    m_cursorX = x;
    if (!m_cursor && std::isfinite(x)) { // from the bottom to the top of the axes at x
        m_cursor = new QCPItemStraightLine(m_plot);
        m_cursor->setPen(QPen(palette().color(QPalette::WindowText), 1.0, Qt::DashLine));
        m_cursor->setSelectable(false);
        m_cursor->point1->setTypeY(QCPItemPosition::ptAxisRectRatio);
        m_cursor->point2->setTypeY(QCPItemPosition::ptAxisRectRatio);
    }
    if (m_cursor) {
        m_cursor->setVisible(std::isfinite(x));
        if (std::isfinite(x)) {
            m_cursor->point1->setCoords(x, 0.0);
            m_cursor->point2->setCoords(x, 1.0);
        }
    }
    scheduleReplot();
}

int PlotPanel::pointCount(int series) const {
    return dataSize(m_series.at(series));
}

QVector<QPointF> PlotPanel::points(int series) const {
    return dataPoints(m_series.at(series));
}

void PlotPanel::setAxisLabels(const QString& x, const QString& y) {
    m_plot->xAxis->setLabel(x);
    m_plot->yAxis->setLabel(y);
    scheduleReplot();
}

QString PlotPanel::xLabel() const {
    return m_plot->xAxis->label();
}
QString PlotPanel::yLabel() const {
    return m_plot->yAxis->label();
}

void PlotPanel::setLogScaleY(bool logarithmic) {
    setAxisScale(m_plot->yAxis, logarithmic);
    rescale();
}

bool PlotPanel::isLogScaleY() const {
    return m_plot->yAxis->scaleType() == QCPAxis::stLogarithmic;
}

void PlotPanel::setLogScaleX(bool logarithmic) {
    setAxisScale(m_plot->xAxis, logarithmic);
    updateBarBase();
    rescale();
}

bool PlotPanel::isLogScaleX() const {
    return m_plot->xAxis->scaleType() == QCPAxis::stLogarithmic;
}

void PlotPanel::setDataMargin(double fraction) {
    m_margin = std::max(0.0, fraction);
    scheduleReplot();
}

void PlotPanel::setBars(const QString& name, const QColor& color, const QStringList& categories,
                        const QVector<double>& values) {
    if (!m_bars) {
        // Key axis y, value axis x: the bars lie horizontally, so long names stay readable.
        m_bars = new QCPBars(m_plot->yAxis, m_plot->xAxis);
        m_bars->setWidth(0.6);
    }
    m_bars->setName(name);
    m_bars->setPen(QPen(color.darker(130)));
    m_bars->setBrush(color);
    setCategoryAxis(categories);
    QVector<double> keys;
    for (int k = 0; k < categories.size(); ++k) {
        keys.push_back(k + 1);
    }
    m_bars->setData(keys, values.mid(0, static_cast<int>(keys.size())), true);
    updateBarBase();
    rescale();
}

void PlotPanel::setCategoryAxis(const QStringList& categories) {
    m_categories = categories;
    auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
    for (int k = 0; k < categories.size(); ++k) {
        ticker->addTick(k + 1, categories[k]);
    }
    m_plot->yAxis->setTicker(ticker);
    m_plot->yAxis->setScaleType(QCPAxis::stLinear);
    m_plot->yAxis->setRangeReversed(true); // the first category at the top
}

QStringList PlotPanel::barCategories() const {
    return m_categories;
}

QVector<double> PlotPanel::barValues() const {
    QVector<double> out;
    if (m_bars) {
        for (auto it = m_bars->data()->constBegin(); it != m_bars->data()->constEnd(); ++it) {
            out.push_back(it->value);
        }
    }
    return out;
}

void PlotPanel::updateBarBase() {
    if (m_bars) {
        // A log axis has no zero: the bars start a decade below the smallest.
        m_bars->setBaseValue(figures::barBase(barValues(), isLogScaleX()));
    }
}

void PlotPanel::setScrollWindow(double width) {
    m_scrollWindow = width > 0.0 ? width : 0.0;
    scheduleReplot();
}

void PlotPanel::rescale() {
    m_userZoomed = false;
    m_plot->rescaleAxes(true);
    scheduleReplot();
}

void PlotPanel::scheduleReplot() {
    if (!m_replotPending) {
        m_replotPending = true;
        QTimer::singleShot(kRedrawIntervalMs, this, &PlotPanel::replotNow);
    }
}

void PlotPanel::fitAxes() {
    m_plot->rescaleAxes(true);
    if (!m_categories.isEmpty()) { // bars, or bands along a category axis
        m_plot->yAxis->setRange(0.4, m_categories.size() + 0.6);
        padAxis(m_plot->xAxis, m_bars != nullptr);
        return;
    }
    // No data: the axes start at the origin and stay there (fitting nothing to the last
    // range would move it on at every redraw).
    bool empty = true;
    for (int k = 0; k < m_series.size() && empty; ++k) {
        empty = pointCount(k) == 0;
    }
    if (empty) {
        m_plot->xAxis->setRange(0.0, 1.0);
        return;
    }
    // A single sample gives an empty range, which QCustomPlot centres on it; show a unit
    // span starting at the data instead (time does not run backwards).
    const QCPRange x = m_plot->xAxis->range();
    if (x.size() <= 0.0 || m_series.isEmpty() || pointCount(0) < 2) {
        m_plot->xAxis->setRange(x.center(), x.center() + 1.0);
    }
    padAxis(m_plot->xAxis, false);
    padAxis(m_plot->yAxis, false);
}

void PlotPanel::padAxis(QCPAxis* axis, bool keepZero) const {
    if (m_margin <= 0.0) {
        return;
    }
    const QCPRange range = axis->range();
    if (axis->scaleType() == QCPAxis::stLogarithmic && range.lower > 0.0) {
        const double lower = std::log10(range.lower);
        const double upper = std::log10(range.upper);
        const double pad = std::max(upper - lower, 0.5) * m_margin;
        axis->setRange(std::pow(10.0, lower - pad), std::pow(10.0, upper + pad));
        return;
    }
    const double pad = std::max(range.size(), 1e-300) * m_margin;
    axis->setRange(keepZero && range.lower >= 0.0 ? range.lower : range.lower - pad,
                   range.upper + pad);
}

void PlotPanel::replotNow() {
    m_replotPending = false;
    if (!m_userZoomed) {
        fitAxes();
        if (m_scrollWindow > 0.0) {
            double end = m_plot->xAxis->range().upper;
            const double start = m_plot->xAxis->range().lower;
            if (std::isfinite(m_cursorX) && m_cursorX < end - m_scrollWindow) {
                end = std::max(m_cursorX + 0.5 * m_scrollWindow, start + m_scrollWindow);
            }
            m_plot->xAxis->setRange(std::max(start, end - m_scrollWindow), end);
        }
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void PlotPanel::setLegendShown(bool shown) {
    m_legendAction->setChecked(shown);
}

bool PlotPanel::legendShown() const {
    return m_legendAction->isChecked();
}

QRect PlotPanel::plotArea() const {
    return m_plot->axisRect()->rect().translated(m_plot->pos());
}

QRect PlotPanel::legendArea() const {
    return m_plot->legend->visible() ? m_plot->legend->outerRect().translated(m_plot->pos())
                                     : QRect();
}

void PlotPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitLegend(event->size());
}

// Above the axes as a few rows while the plot is tall enough; beside them, as a column, when
// it is short and wide (a laptop's bottom row), so that the rows go to the curves.
void PlotPanel::fitLegend(QSize size) {
    if (size.isEmpty()) {
        size = m_plot->size();
    }
    QCPLegend* legend = m_plot->legend;
    // Measured here: an item's size hint is only right once it has been drawn.
    const QFontMetrics metrics(legend->font());
    int widest = 1;
    for (int i = 0; i < legend->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i));
        if (!item) {
            continue;
        }
        const QMargins margins = item->margins();
        widest = std::max(widest, metrics.horizontalAdvance(item->plottable()->name()) +
                                      legend->iconSize().width() + legend->iconTextPadding() +
                                      margins.left() + margins.right());
    }
    const QMargins outer = legend->margins();
    const int available = size.width() - outer.left() - outer.right() - 8;
    const int rowHeight = metrics.height() + 2;
    const int perRow = std::clamp(available / (widest + legend->columnSpacing()), 1,
                                  std::max(1, legend->itemCount()));
    // Beside the axes when the legend would take more than a row above a short plot.
    m_legendBeside = size.height() < 260 && size.width() >= 480 && legend->itemCount() > perRow;
    showLegend(m_figureLegend); // an empty legend leaves the layout
    // The wrap is the entries per row above the axes, per column beside them.
    const int columns = m_legendBeside ? std::max(1, (size.height() - 40) / rowHeight) : perRow;
    if (columns != legend->wrap()) {
        legend->setWrap(columns);
        legend->setFillOrder(legend->fillOrder(), true); // re-flows the entries
        scheduleReplot();
    }
}

void PlotPanel::showLegend(bool figureLegend) {
    m_figureLegend = figureLegend;
    const bool shown =
        figureLegend && m_legendAction->isChecked() && m_plot->legend->itemCount() > 0;
    QCPLayoutGrid* layout = m_plot->plotLayout();
    const bool above = layout->rowCount() > 1 && layout->element(0, 0) == m_plot->legend;
    const bool beside = layout->columnCount() > 1 && layout->element(0, 1) == m_plot->legend;
    const bool wantAbove = shown && !m_legendBeside;
    const bool wantBeside = shown && m_legendBeside;
    if ((above && !wantAbove) || (beside && !wantBeside)) {
        layout->take(m_plot->legend);
        layout->simplify();
    }
    if (wantAbove && !above) {
        layout->insertRow(0);
        layout->addElement(0, 0, m_plot->legend);
        layout->setRowStretchFactor(0, 0.001);
    } else if (wantBeside && !beside) {
        layout->addElement(0, 1, m_plot->legend);
        layout->setColumnStretchFactor(1, 0.001);
    }
    // Beside the axes the entries run down a column; above them, along a row.
    const auto order = wantBeside ? QCPLayoutGrid::foRowsFirst : QCPLayoutGrid::foColumnsFirst;
    if (m_plot->legend->fillOrder() != order) {
        m_plot->legend->setFillOrder(order, true);
    }
    m_plot->legend->setVisible(shown);
}

void PlotPanel::setFigure(const figures::Figure& figure) {
    clearSeries();
    setLogScaleX(figure.x.logarithmic);
    setLogScaleY(figure.y.logarithmic && !figure.bars);
    setAxisLabels(figure.x.label, figure.y.label);
    showLegend(figure.legend);
    m_extras->show(m_plot, figure);
    for (const figures::Series& s : figure.series) {
        const int series = s.parametric ? addParametricSeries(s.name, s.color, s.style)
                                        : addSeries(s.name, s.color, s.style);
        if (s.marker != Marker::None || !s.lines) {
            setSeriesMarker(series, s.marker, s.lines);
        }
        m_guides[series] = s.guide;
        m_extras->addSeries(m_plot, m_series[series], series, s);
        if (s.weight != 1.0) { // a band
            QPen pen = m_series[series]->pen();
            pen.setWidthF(pen.widthF() * s.weight);
            pen.setCapStyle(Qt::FlatCap); // it ends where its data does
            m_series[series]->setPen(pen);
        }
        for (const QPointF& p : s.points) {
            addPoint(m_series[series], p.x(), p.y());
        }
        if (!s.visible) {
            setSeriesVisible(series, false);
        }
    }
    if (figure.bars) {
        setBars(figure.bars->name, figure.bars->color, figure.bars->categories,
                figure.bars->values);
    } else if (!figure.y.categories.isEmpty()) {
        setCategoryAxis(figure.y.categories);
    }
    rescale();
}

namespace {

figures::Axis figureAxis(const QCPAxis* axis) {
    figures::Axis out;
    out.label = axis->label();
    out.logarithmic = axis->scaleType() == QCPAxis::stLogarithmic;
    out.lower = axis->range().lower;
    out.upper = axis->range().upper;
    return out;
}

} // namespace

figures::Figure PlotPanel::figure() const {
    figures::Figure figure;
    figure.x = figureAxis(m_plot->xAxis);
    figure.y = figureAxis(m_plot->yAxis);
    figure.legend = m_figureLegend; // an exported figure keeps its legend
    for (int i = 0; i < m_series.size(); ++i) {
        const QCPAbstractPlottable* plottable = m_series[i];
        figures::Series s;
        s.name = plottable->name();
        s.color = plottable->pen().color();
        s.style = plottable->pen().style();
        s.marker = m_markers[i];
        s.lines = hasLines(plottable);
        s.visible = plottable->visible();
        s.guide = m_guides[i];
        s.parametric = asCurve(plottable) != nullptr;
        s.points = points(i);
        figure.series.push_back(s);
    }
    if (m_bars) {
        figures::Bars bars;
        bars.name = m_bars->name();
        bars.color = m_bars->brush().color();
        bars.categories = m_categories;
        bars.values = barValues();
        bars.base = m_bars->baseValue();
        bars.width = m_bars->width();
        figure.bars = bars;
    }
    if (!m_categories.isEmpty()) {
        figure.y.categories = m_categories;
        figure.y.logarithmic = false;
    }
    m_extras->restore(figure);
    return figure;
}

QString PlotPanel::readout() const {
    return m_readout->text();
}

void PlotPanel::onMouseMove(QMouseEvent* event) {
    // Nearest point of the visible series, in pixels.
    double best = 20.0;
    QString text;
    for (const QCPAbstractPlottable* plottable : m_series) {
        if (!plottable->visible()) {
            continue;
        }
        const auto nearest = nearestPoint(plottable, event->position());
        if (nearest && nearest->second < best) {
            best = nearest->second;
            const QLocale locale;
            const QPointF p = nearest->first;
            text =
                tr("%1: %2 = %3, %4 = %5")
                    .arg(plottable->name(), m_plot->xAxis->label(), locale.toString(p.x(), 'g', 6),
                         m_plot->yAxis->label(), locale.toString(p.y(), 'g', 6));
        }
    }
    m_readout->setText(text);
}

void PlotPanel::onLegendClick(QMouseEvent* event) {
    for (int i = 0; i < m_series.size(); ++i) {
        QCPAbstractLegendItem* item = m_plot->legend->itemWithPlottable(m_series[i]);
        if (item && item->selectTest(event->position(), false) >= 0 &&
            item->selectTest(event->position(), false) < 1.0) {
            const bool visible = !m_series[i]->visible();
            setSeriesVisible(i, visible);
            emit seriesVisibilityChanged(i, visible);
            return;
        }
    }
}

void PlotPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void PlotPanel::retranslate() {
    m_exportFigureAction->setText(tr("Export Figure…"));
    m_exportDataAction->setText(tr("Export Data (CSV)…"));
    m_legendAction->setText(tr("Show &Legend"));
}

bool PlotPanel::exportFigure(const figures::FigureOptions& options, const QString& path,
                             QString* error) const {
    return figures::writeFigure(figure(), options, path, error, yLabel());
}

void PlotPanel::writeCsv(QIODevice* device) const {
    figures::writeCsv(figure(), device);
}

bool PlotPanel::exportData(const QString& path, QString* error) const {
    return figures::writeCsvFile(figure(), path, error);
}

} // namespace clothlab::widgets
