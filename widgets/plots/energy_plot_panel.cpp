#include "widgets/plots/energy_plot_panel.h"

#include "text/palette.h"
#include "widgets/plots/plot_panel.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <algorithm>

namespace clothlab::widgets {

namespace {

// One colour of the palette (text/palette.h) per term; the derived totals are dashed.
struct SeriesStyle {
    std::uint32_t rgb;
    Qt::PenStyle style;
};
namespace palette = text::palette;
const std::array<SeriesStyle, EnergyPlotPanel::SeriesCount> kStyles{{
    {palette::kOrange, Qt::SolidLine},   // kinetic
    {palette::kSky, Qt::SolidLine},      // gravity
    {palette::kGreen, Qt::SolidLine},    // structural
    {palette::kPurple, Qt::SolidLine},   // shear
    {palette::kBlue, Qt::SolidLine},     // bending
    {palette::kBlack, Qt::DashLine},     // total
    {palette::kVermilion, Qt::DashLine}, // dissipated
    {palette::kGrey, Qt::DotLine},       // residual
    {palette::kOrange, Qt::DashLine},    // rotational kinetic (solids)
    {palette::kGreen, Qt::DashDotLine},  // angle springs (solids)
}};

} // namespace

EnergyPlotPanel::EnergyPlotPanel(QWidget* parent) : QWidget(parent), m_plot(new PlotPanel(this)) {
    for (const SeriesStyle& s : kStyles) {
        m_plot->addSeries(QString(), QColor::fromRgb(s.rgb), s.style);
    }
    m_plot->setSeriesVisible(Rotational, false);
    m_plot->setSeriesVisible(ElasticAngle, false);
    m_scroll = new QCheckBox(this);
    m_scroll->setChecked(true);
    m_window = new QDoubleSpinBox(this);
    m_window->setRange(0.1, 1e4);
    m_window->setValue(10.0);
    m_window->setDecimals(1);
    m_window->setSuffix(QStringLiteral(" s"));
    m_log = new QCheckBox(this);
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_scroll);
    controls->addWidget(m_window);
    controls->addStretch(1);
    controls->addWidget(m_log);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(controls);
    layout->addWidget(m_plot, 1);
    auto applyWindow = [this] {
        m_plot->setScrollWindow(m_scroll->isChecked() ? m_window->value() : 0.0);
    };
    connect(m_scroll, &QCheckBox::toggled, this, applyWindow);
    connect(m_window, &QDoubleSpinBox::valueChanged, this, applyWindow);
    connect(m_log, &QCheckBox::toggled, m_plot, &PlotPanel::setLogScaleY);
    applyWindow();
    retranslate();
}

void EnergyPlotPanel::addSample(const core::EnergyRecord& e) {
    if (e.time <= m_lastTime) {
        return;
    }
    m_lastTime = e.time;
    const double values[SeriesCount] = {
        e.terms.kinetic,    e.terms.gravity,      e.terms.elastic[0], e.terms.elastic[1],
        e.terms.elastic[2], e.terms.mechanical(), e.dissipated,       e.residual(),
        e.terms.rotational, e.terms.elasticAngle};
    // The solids' terms appear with the first sample that has them.
    for (int s : {int(Rotational), int(ElasticAngle)}) {
        if (values[s] != 0.0 && !m_plot->isSeriesVisible(s)) {
            m_plot->setSeriesVisible(s, true);
        }
    }
    for (int s = 0; s < SeriesCount; ++s) {
        m_plot->append(s, e.time, values[s]);
    }
}

void EnergyPlotPanel::removeAfter(double time) {
    m_plot->removeAfter(time);
    m_lastTime = std::min(m_lastTime, time);
}

void EnergyPlotPanel::clear() {
    m_plot->clearData();
    m_plot->setSeriesVisible(Rotational, false);
    m_plot->setSeriesVisible(ElasticAngle, false);
    m_lastTime = -1.0;
}

int EnergyPlotPanel::sampleCount() const {
    return m_plot->pointCount(Kinetic);
}

void EnergyPlotPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void EnergyPlotPanel::retranslate() {
    const QString names[SeriesCount] = {tr("Kinetic"),
                                        tr("Gravity"),
                                        tr("Elastic (structural)"),
                                        tr("Elastic (shear)"),
                                        tr("Elastic (bending)"),
                                        tr("Total"),
                                        tr("Dissipated"),
                                        tr("Residual"),
                                        tr("Kinetic (rotation)"),
                                        tr("Elastic (angle springs)")};
    for (int s = 0; s < SeriesCount; ++s) {
        m_plot->setSeriesName(s, names[s]);
    }
    m_plot->setAxisLabels(tr("Time (s)"), tr("Energy (J)"));
    m_scroll->setText(tr("Follow the last"));
    m_log->setText(tr("Logarithmic scale"));
    m_scroll->setToolTip(tr("Show only the most recent seconds while the simulation runs"));
}

} // namespace clothlab::widgets
