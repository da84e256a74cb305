// Energies are written with the SI prefix of the range's end (J, mJ, µJ, nJ), both ends in
// the same unit so the bar reads as one scale; strains in percent, signed, so compression
// and stretch read off without looking at the colours.
#include "widgets/view3d/spring_color_legend.h"

#include <QEvent>
#include <QLinearGradient>
#include <QLocale>
#include <QPainter>
#include <cmath>

namespace clothlab::widgets {

namespace {

constexpr int kBarWidth = 140;
constexpr int kBarHeight = 10;
constexpr int kGap = 8;

struct EnergyUnit {
    double factor;
    const char* symbol;
};

EnergyUnit energyUnit(double maximum) {
    for (const EnergyUnit& unit : {EnergyUnit{1e3, "kJ"}, EnergyUnit{1.0, "J"},
                                   EnergyUnit{1e-3, "mJ"}, EnergyUnit{1e-6, "\u00b5J"}})
        if (maximum >= unit.factor)
            return unit;
    return {1e-9, "nJ"};
}

} // namespace

SpringColorLegend::SpringColorLegend(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("springColorLegend"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    hide();
}

void SpringColorLegend::setColoring(SpringColoring coloring, const SpringColorRange& range) {
    if (coloring == m_coloring && range == m_range)
        return;
    m_coloring = coloring;
    m_range = range;
    setVisible(coloring != SpringColoring::None);
    updateToolTip();
    update();
}

QString SpringColorLegend::quantityText() const {
    switch (m_coloring) {
    case SpringColoring::Strain:
        //: Colour bar of the 3D view: springs coloured by their strain (l − L)/L
        return tr("Strain");
    case SpringColoring::Energy:
        //: Colour bar of the 3D view: springs coloured by their elastic energy
        return tr("Elastic energy");
    case SpringColoring::None:
        break;
    }
    return {};
}

QString SpringColorLegend::valueText(double value) const {
    const QLocale locale;
    if (m_coloring == SpringColoring::Strain) {
        const QString number = locale.toString(100.0 * value, 'g', 2);
        //: A strain in percent, e.g. "+1.2 %"
        return tr("%1 %").arg(value > 0.0 ? QStringLiteral("+") + number : number);
    }
    const EnergyUnit unit = energyUnit(m_range.max);
    const double scaled = value / unit.factor;
    return QStringLiteral("%1 %2").arg(scaled == 0.0 ? QStringLiteral("0")
                                                     : locale.toString(scaled, 'g', 3),
                                       QString::fromUtf8(unit.symbol));
}

QString SpringColorLegend::minimumText() const {
    return valueText(m_range.min);
}

QString SpringColorLegend::maximumText() const {
    return valueText(m_range.max);
}

QString SpringColorLegend::noteText() const {
    //: The colour range of the spring colours is automatic: it reaches the 99th percentile
    //: of the springs' values at the frame shown
    return tr("(99th percentile)");
}

void SpringColorLegend::updateToolTip() {
    if (m_coloring == SpringColoring::Strain)
        setToolTip(tr("Springs coloured by strain (l − L)/L at the frame shown: blue compressed, "
                      "grey at rest, red stretched. The colours span %1 to %2, the 99th "
                      "percentile of |strain|; the most strained 1 % of springs take the end "
                      "colours.")
                       .arg(minimumText(), maximumText()));
    else if (m_coloring == SpringColoring::Energy)
        setToolTip(tr("Springs coloured by elastic energy ½·k·(l − L)² at the frame shown, "
                      "with the stiffness the forces use. The colours span 0 to %1, the 99th "
                      "percentile; the 1 % of springs above it take the end colour.")
                       .arg(maximumText()));
    else
        setToolTip(QString());
}

QSize SpringColorLegend::sizeHint() const {
    const QFontMetrics metrics = fontMetrics();
    const int text =
        metrics.horizontalAdvance(quantityText()) + metrics.horizontalAdvance(minimumText()) +
        metrics.horizontalAdvance(maximumText()) + metrics.horizontalAdvance(noteText());
    return {text + kBarWidth + 6 * kGap, metrics.height() + 6};
}

QSize SpringColorLegend::minimumSizeHint() const {
    return {kBarWidth, fontMetrics().height() + 6};
}

void SpringColorLegend::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        updateToolTip();
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void SpringColorLegend::paintEvent(QPaintEvent* /*event*/) {
    if (m_coloring == SpringColoring::None)
        return;
    QPainter painter(this);
    painter.fillRect(rect(), palette().window());
    const QFontMetrics metrics = fontMetrics();
    const int baseline = (height() + metrics.ascent() - metrics.descent()) / 2;
    int x = kGap;
    auto text = [&](const QString& s) {
        painter.drawText(x, baseline, s);
        x += metrics.horizontalAdvance(s) + kGap;
    };
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.drawText(x, baseline, quantityText());
    x += QFontMetrics(bold).horizontalAdvance(quantityText()) + 2 * kGap;
    painter.setFont(font());
    text(minimumText());
    const QRect bar(x, (height() - kBarHeight) / 2, kBarWidth, kBarHeight);
    QLinearGradient gradient(bar.topLeft(), bar.topRight());
    constexpr int kStops = 16;
    for (int k = 0; k <= kStops; ++k) {
        const double t = double(k) / kStops;
        gradient.setColorAt(
            t,
            springValueColor(m_coloring, m_range.min + t * (m_range.max - m_range.min), m_range));
    }
    painter.fillRect(bar, gradient);
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(bar.adjusted(0, 0, -1, -1));
    if (m_coloring == SpringColoring::Strain) // the neutral colour: at rest
        painter.drawLine(bar.center().x(), bar.top() - 2, bar.center().x(), bar.bottom() + 2);
    painter.setPen(palette().color(QPalette::WindowText));
    x = bar.right() + 1 + kGap;
    text(maximumText());
    painter.setPen(palette().color(QPalette::PlaceholderText));
    text(noteText());
}

} // namespace clothlab::widgets
