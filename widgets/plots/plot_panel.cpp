#include "widgets/plots/plot_panel.h"

#include "widgets/export/figure_export_dialog.h"
#include "widgets/export/figure_options.h"

#include <QAction>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPdfWriter>
#include <QSaveFile>
#include <QScreen>
#include <QSvgGenerator>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
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
    plot->legend->setMargins(QMargins(4, 2, 4, 0));
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
    placeLegendAbove(m_plot);
    m_plot->setMinimumSize(200, 120);
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
    m_plot->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_plot, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        QMenu menu(this);
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

void PlotPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void PlotPanel::retranslate() {
    m_exportFigureAction->setText(tr("Export Figure…"));
    m_exportDataAction->setText(tr("Export Data (CSV)…"));
}

namespace {

/// Okabe & Ito (2008), "Color Universal Design": told apart by every kind of colour vision.
/// Yellow, the weakest on white, comes last.
constexpr std::array<QRgb, 8> kOkabeIto = {0x0072B2, 0xD55E00, 0x009E73, 0xE69F00,
                                           0x56B4E9, 0xCC79A7, 0x000000, 0xF0E442};
/// Line styles and markers cycle with periods 4 and 7, so neighbouring series differ in
/// both and no two of the first 28 look alike in grayscale.
constexpr std::array<Qt::PenStyle, 4> kPaperLines = {Qt::SolidLine, Qt::DashLine, Qt::DotLine,
                                                     Qt::DashDotLine};
constexpr std::array<QCPScatterStyle::ScatterShape, 7> kPaperMarkers = {
    QCPScatterStyle::ssCircle,          QCPScatterStyle::ssSquare, QCPScatterStyle::ssTriangle,
    QCPScatterStyle::ssDiamond,         QCPScatterStyle::ssCross,  QCPScatterStyle::ssPlus,
    QCPScatterStyle::ssTriangleInverted};
/// Markers per series on a dense line: enough to tell the series apart, few enough not to
/// hide the line.
constexpr int kPaperMarkersPerSeries = 12;

void copyAxis(const QCPAxis* from, QCPAxis* to) {
    to->setLabel(from->label());
    to->setScaleType(from->scaleType());
    to->setTicker(from->ticker());
    to->setNumberFormat(from->numberFormat());
    to->setNumberPrecision(from->numberPrecision());
    to->setRange(from->range());
    to->setRangeReversed(from->rangeReversed());
}

void setAxisFont(QCPAxis* axis, const QFont& font) {
    axis->setLabelFont(font);
    axis->setTickLabelFont(font);
}

void paperAxis(QCPAxis* axis) {
    const QPen black(Qt::black, 1.0);
    axis->setBasePen(black);
    axis->setTickPen(black);
    axis->setSubTickPen(black);
    axis->setTickLabelColor(Qt::black);
    axis->setLabelColor(Qt::black);
    axis->grid()->setPen(QPen(QColor(0xD0, 0xD0, 0xD0), 0.75, Qt::DotLine));
    axis->grid()->setZeroLinePen(Qt::NoPen);
    axis->grid()->setSubGridVisible(false);
}

void paperGraph(QCPGraph* graph, int index) {
    const QColor color = QColor::fromRgb(kOkabeIto[index % kOkabeIto.size()]);
    QPen pen(color, 1.25, kPaperLines[index % kPaperLines.size()]);
    graph->setPen(pen);
    const int points = graph->data()->size();
    const bool lines = graph->lineStyle() != QCPGraph::lsNone;
    // Measurements keep a marker per point; a dense curve gets every n-th point marked.
    graph->setScatterSkip(lines ? std::max(0, points / kPaperMarkersPerSeries - 1) : 0);
    graph->setScatterStyle(QCPScatterStyle(kPaperMarkers[index % kPaperMarkers.size()], color,
                                           QColor(Qt::white), 5.0));
}

double layoutDpi() {
    // QCustomPlot measures text with the screen's metrics; painting at the same resolution
    // keeps the measured and the painted text the same size.
    const QScreen* screen = QGuiApplication::primaryScreen();
    return screen ? std::round(screen->logicalDotsPerInchY()) : 96.0;
}

QSize layoutSize(const FigureOptions& options, double dpi) {
    return QSize(std::max(1, static_cast<int>(std::lround(options.widthMm / 25.4 * dpi))),
                 std::max(1, static_cast<int>(std::lround(options.heightMm / 25.4 * dpi))));
}

QString csvField(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n'))) {
        return text;
    }
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvNumber(double value) {
    return QString::number(value, 'g', 17);
}

} // namespace

std::unique_ptr<QCustomPlot> PlotPanel::figurePlot(const FigureOptions& options, double dpi) const {
    auto figure = std::make_unique<QCustomPlot>();
    figure->setAttribute(Qt::WA_DontShowOnScreen);
    figure->resize(layoutSize(options, dpi));
    QFont font;
    const QString family =
        options.fontFamily.isEmpty() ? defaultFigureFontFamily() : options.fontFamily;
    font.setFamilies({family, cjkFontFamily(figureLanguage())});
    font.setPointSizeF(options.fontPointSize);
    figure->setFont(font);
    figure->legend->setFont(font);
    placeLegendAbove(figure.get());
    figure->legend->setVisible(m_plot->legend->visible());
    copyAxis(m_plot->xAxis, figure->xAxis);
    copyAxis(m_plot->yAxis, figure->yAxis);
    setAxisFont(figure->xAxis, font);
    setAxisFont(figure->yAxis, font);
    int index = 0;
    for (const QCPGraph* graph : m_graphs) {
        if (!graph->visible()) {
            continue; // the user switched it off: not part of the figure
        }
        QCPGraph* copy = figure->addGraph();
        copy->data()->set(*graph->data());
        copy->setName(graph->name());
        copy->setPen(graph->pen());
        copy->setLineStyle(graph->lineStyle());
        copy->setScatterStyle(graph->scatterStyle());
        copy->setAdaptiveSampling(graph->adaptiveSampling());
        if (options.paperStyle) {
            paperGraph(copy, index);
        }
        ++index;
    }
    if (m_bars) {
        auto* bars = new QCPBars(figure->yAxis, figure->xAxis);
        bars->data()->set(*m_bars->data());
        bars->setName(m_bars->name());
        bars->setWidth(m_bars->width());
        bars->setBaseValue(m_bars->baseValue());
        bars->setPen(options.paperStyle ? QPen(Qt::black, 0.75) : m_bars->pen());
        bars->setBrush(options.paperStyle ? QBrush(QColor::fromRgb(kOkabeIto[0]))
                                          : m_bars->brush());
    }
    if (options.paperStyle) {
        figure->setBackground(Qt::white);
        paperAxis(figure->xAxis);
        paperAxis(figure->yAxis);
        figure->legend->setBrush(Qt::white);
    }
    // As many legend columns as the widest entry allows at this width (at least two when
    // there are more than three entries, with a shorter line sample and a slightly smaller
    // font), so that the legend neither cuts names nor eats the axes at 85 mm.
    QFont legendFont = font;
    legendFont.setPointSizeF(font.pointSizeF() * 0.9);
    figure->legend->setFont(legendFont);
    figure->legend->setIconSize(20, 9);
    const QFontMetricsF metrics(legendFont);
    double widest = 0.0;
    for (int i = 0; i < figure->legend->itemCount(); ++i) {
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(figure->legend->item(i))) {
            widest = std::max(widest, metrics.horizontalAdvance(item->plottable()->name()));
        }
    }
    const double entry =
        widest + figure->legend->iconSize().width() + figure->legend->iconTextPadding() + 10.0;
    const int least = figure->legend->itemCount() > 3 ? 2 : 1;
    figure->legend->setWrap(std::clamp(static_cast<int>(figure->width() / entry), least, 4));
    figure->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // re-flows the entries
    // A little room around the data, so that end markers are not cut by the frame.
    if (!m_bars) {
        for (QCPAxis* axis : {figure->xAxis, figure->yAxis}) {
            const QCPRange range = axis->range();
            if (axis->scaleType() == QCPAxis::stLogarithmic && range.lower > 0.0) {
                const double pad = 0.03 * std::log10(range.upper / range.lower);
                axis->setRange(range.lower / std::pow(10.0, pad),
                               range.upper * std::pow(10.0, pad));
            } else {
                const double pad = 0.03 * range.size();
                axis->setRange(range.lower - pad, range.upper + pad);
            }
        }
    }
    return figure;
}

bool PlotPanel::exportFigure(const FigureOptions& options, const QString& path,
                             QString* error) const {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const double dpi = layoutDpi();
    const QSize size = layoutSize(options, dpi);
    const std::unique_ptr<QCustomPlot> figure = figurePlot(options, dpi);
    const auto fail = [&](const QString& reason) {
        if (error) {
            *error = reason;
        }
        return false;
    };
    QCPPainter painter;
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter writer(path);
        writer.setCreator(QStringLiteral("ClothLab"));
        writer.setResolution(static_cast<int>(dpi));
        writer.setPageLayout(
            QPageLayout(QPageSize(QSizeF(options.widthMm, options.heightMm), QPageSize::Millimeter,
                                  QString(), QPageSize::ExactMatch),
                        QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        if (!painter.begin(&writer)) {
            return fail(tr("Cannot write %1.").arg(path));
        }
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        figure->toPainter(&painter, size.width(), size.height());
        return painter.end();
    }
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setResolution(static_cast<int>(dpi));
        generator.setTitle(m_plot->yAxis->label());
        if (!painter.begin(&generator)) {
            return fail(tr("Cannot write %1.").arg(path));
        }
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        figure->toPainter(&painter, size.width(), size.height());
        return painter.end() && QFileInfo::exists(path);
    }
    if (suffix == QLatin1String("png")) {
        // Pixels from the physical size and the requested dpi; the plot is laid out at the
        // screen's resolution and scaled, so text and lines keep their physical size.
        const QSize pixels = layoutSize(options, options.dpi);
        QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        painter.begin(&image);
        painter.setMode(QCPPainter::pmNoCaching);
        painter.scale(static_cast<double>(pixels.width()) / size.width(),
                      static_cast<double>(pixels.height()) / size.height());
        figure->toPainter(&painter, size.width(), size.height());
        painter.end();
        const int dotsPerMeter = static_cast<int>(std::lround(options.dpi / 0.0254));
        image.setDotsPerMeterX(dotsPerMeter);
        image.setDotsPerMeterY(dotsPerMeter);
        if (!image.save(path, "PNG")) {
            return fail(tr("Cannot write %1.").arg(path));
        }
        return true;
    }
    return fail(tr("Unknown figure format \"%1\": use .pdf, .svg or .png.").arg(suffix));
}

void PlotPanel::writeCsv(QIODevice* device) const {
    QTextStream out(device);
    out.setEncoding(QStringConverter::Utf8);
    if (m_bars) {
        out << "category," << csvField(xLabel()) << '\n';
        const QVector<double> values = barValues();
        for (int k = 0; k < values.size() && k < m_categories.size(); ++k) {
            out << csvField(m_categories[k]) << ',' << csvNumber(values[k]) << '\n';
        }
        return;
    }
    out << "series," << csvField(xLabel()) << ',' << csvField(yLabel()) << '\n';
    for (const QCPGraph* graph : m_graphs) {
        const QString name = csvField(graph->name());
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
            out << name << ',' << csvNumber(it->key) << ',' << csvNumber(it->value) << '\n';
        }
    }
}

bool PlotPanel::exportData(const QString& path, QString* error) const {
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        writeCsv(&file);
        if (file.commit()) {
            return true;
        }
    }
    if (error) {
        *error = tr("Cannot write %1: %2").arg(path, file.errorString());
    }
    return false;
}

} // namespace clothlab::widgets
