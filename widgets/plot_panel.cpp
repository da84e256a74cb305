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
}

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

void PlotPanel::clearSeries() {
    m_plot->clearGraphs();
    m_graphs.clear();
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
    m_plot->yAxis->setScaleType(logarithmic ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    m_plot->yAxis->setTicker(logarithmic ? QSharedPointer<QCPAxisTicker>(new QCPAxisTickerLog)
                                         : QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    rescale();
}

bool PlotPanel::isLogScaleY() const {
    return m_plot->yAxis->scaleType() == QCPAxis::stLogarithmic;
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

void PlotPanel::replotNow() {
    m_replotPending = false;
    if (!m_userZoomed) {
        m_plot->rescaleAxes(true);
        // A single sample gives an empty range, which QCustomPlot centres on it; show a unit
        // span starting at the data instead (time does not run backwards).
        const QCPRange x = m_plot->xAxis->range();
        if (x.size() <= 0.0 || m_plot->graphCount() == 0 || pointCount(0) < 2) {
            m_plot->xAxis->setRange(x.center(), x.center() + 1.0);
        }
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
