#include "widgets/plot_panel.h"

#include <QLabel>
#include <QLocale>
#include <QTimer>
#include <QVBoxLayout>
#include <cmath>
#include <qcustomplot.h>

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
    case PlotPanel::Marker::Cross:
        return QCPScatterStyle::ssCross;
    }
    return QCPScatterStyle::ssNone;
}

} // namespace

PlotPanel::PlotPanel(QWidget* parent) : QWidget(parent), m_plot(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_plot, 1);
    m_readout = new QLabel(this);
    m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_readout);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom | QCP::iSelectLegend);
    // The legend sits in its own row above the axes, wrapping after four entries, so it
    // never hides data.
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->axisRect()->insetLayout()->simplify();
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setWrap(4);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setMargins(QMargins(4, 2, 4, 0));
    m_plot->setMinimumSize(200, 120);
    connect(m_plot, &QCustomPlot::mouseMove, this, &PlotPanel::onMouseMove);
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        m_userZoomed = true; // a drag or zoom of the user stops the auto-fit until rescale()
        onLegendClick(event);
    });
    connect(m_plot, &QCustomPlot::mouseWheel, this, [this] { m_userZoomed = true; });
}

PlotPanel::~PlotPanel() = default;

int PlotPanel::addSeries(const QString& name, const QColor& color, Qt::PenStyle style) {
    QCPGraph* graph = m_plot->addGraph();
    graph->setName(name);
    QPen pen(color);
    pen.setWidthF(1.5);
    pen.setStyle(style);
    graph->setPen(pen);
    graph->setAdaptiveSampling(true);
    m_graphs.push_back(graph);
    return static_cast<int>(m_graphs.size()) - 1;
}

int PlotPanel::seriesCount() const {
    return static_cast<int>(m_graphs.size());
}

void PlotPanel::setSeriesName(int series, const QString& name) {
    m_graphs.at(series)->setName(name);
    scheduleReplot();
}

void PlotPanel::setSeriesVisible(int series, bool visible) {
    QCPGraph* graph = m_graphs.at(series);
    graph->setVisible(visible);
    // A hidden series stays in the legend, greyed, so it can be switched back on.
    if (QCPAbstractLegendItem* item = m_plot->legend->itemWithPlottable(graph)) {
        item->setTextColor(visible ? Qt::black : Qt::gray);
    }
    scheduleReplot();
}

bool PlotPanel::isSeriesVisible(int series) const {
    return m_graphs.at(series)->visible();
}

void PlotPanel::setSeriesMarker(int series, Marker marker, bool lines) {
    QCPGraph* graph = m_graphs.at(series);
    graph->setScatterStyle(
        QCPScatterStyle(scatterShape(marker), graph->pen().color(),
                        marker == Marker::Cross ? graph->pen().color() : QColor(Qt::white), 7.0));
    graph->setLineStyle(lines ? QCPGraph::lsLine : QCPGraph::lsNone);
    graph->setAdaptiveSampling(false); // every point is a measurement; none may be merged
    scheduleReplot();
}

void PlotPanel::clearSeries() {
    m_plot->clearGraphs();
    m_graphs.clear();
    if (m_bars) {
        m_plot->removePlottable(m_bars);
        m_bars = nullptr;
        m_categories.clear();
        m_plot->yAxis->setRangeReversed(false);
        setAxisScale(m_plot->yAxis, isLogScaleY());
    }
    scheduleReplot();
}

void PlotPanel::clearData() {
    for (QCPGraph* graph : m_graphs) {
        graph->data()->clear();
    }
    m_userZoomed = false;
    scheduleReplot();
}

void PlotPanel::append(int series, double x, double y) {
    m_graphs.at(series)->addData(x, y);
    scheduleReplot();
}

int PlotPanel::pointCount(int series) const {
    return m_graphs.at(series)->data()->size();
}

QVector<QPointF> PlotPanel::points(int series) const {
    QVector<QPointF> out;
    const auto data = m_graphs.at(series)->data();
    out.reserve(data->size());
    for (auto it = data->constBegin(); it != data->constEnd(); ++it) {
        out.push_back(QPointF(it->key, it->value));
    }
    return out;
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
    m_categories = categories;
    QVector<double> keys;
    auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
    for (int k = 0; k < categories.size(); ++k) {
        keys.push_back(k + 1);
        ticker->addTick(k + 1, categories[k]);
    }
    m_plot->yAxis->setTicker(ticker);
    m_plot->yAxis->setScaleType(QCPAxis::stLinear);
    m_plot->yAxis->setRangeReversed(true);
    m_bars->setData(keys, values.mid(0, static_cast<int>(keys.size())), true);
    updateBarBase();
    rescale();
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
    if (!m_bars) {
        return;
    }
    // A log axis has no zero: start the bars one decade below the smallest bar.
    double base = 0.0;
    if (isLogScaleX()) {
        double smallest = HUGE_VAL;
        for (auto it = m_bars->data()->constBegin(); it != m_bars->data()->constEnd(); ++it) {
            if (it->value > 0.0) {
                smallest = std::min(smallest, it->value);
            }
        }
        base =
            std::isfinite(smallest) ? std::pow(10.0, std::floor(std::log10(smallest)) - 1.0) : 1.0;
    }
    m_bars->setBaseValue(base);
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
    if (m_bars) {
        m_plot->yAxis->setRange(0.4, m_categories.size() + 0.6);
        padAxis(m_plot->xAxis, true);
        return;
    }
    // A single sample gives an empty range, which QCustomPlot centres on it; show a unit
    // span starting at the data instead (time does not run backwards).
    const QCPRange x = m_plot->xAxis->range();
    if (x.size() <= 0.0 || m_plot->graphCount() == 0 || pointCount(0) < 2) {
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
            const double end = m_plot->xAxis->range().upper;
            m_plot->xAxis->setRange(std::max(m_plot->xAxis->range().lower, end - m_scrollWindow),
                                    end);
        }
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QString PlotPanel::readout() const {
    return m_readout->text();
}

void PlotPanel::onMouseMove(QMouseEvent* event) {
    // Nearest point of the visible series, in pixels.
    double best = 20.0;
    QString text;
    for (QCPGraph* graph : m_graphs) {
        if (!graph->visible() || graph->data()->isEmpty()) {
            continue;
        }
        const double key = graph->keyAxis()->pixelToCoord(event->position().x());
        auto it = graph->data()->findBegin(key);
        if (it == graph->data()->constEnd()) {
            continue;
        }
        const QPointF pixel = graph->coordsToPixels(it->key, it->value);
        const double distance =
            std::hypot(pixel.x() - event->position().x(), pixel.y() - event->position().y());
        if (distance < best) {
            best = distance;
            const QLocale locale;
            text = tr("%1: %2 = %3, %4 = %5")
                       .arg(graph->name(), m_plot->xAxis->label(), locale.toString(it->key, 'g', 6),
                            m_plot->yAxis->label(), locale.toString(it->value, 'g', 6));
        }
    }
    m_readout->setText(text);
}

void PlotPanel::onLegendClick(QMouseEvent* event) {
    for (int i = 0; i < m_graphs.size(); ++i) {
        QCPAbstractLegendItem* item = m_plot->legend->itemWithPlottable(m_graphs[i]);
        if (item && item->selectTest(event->position(), false) >= 0 &&
            item->selectTest(event->position(), false) < 1.0) {
            const bool visible = !m_graphs[i]->visible();
            setSeriesVisible(i, visible);
            emit seriesVisibilityChanged(i, visible);
            return;
        }
    }
}

} // namespace clothlab::widgets
