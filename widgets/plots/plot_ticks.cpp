// A plot's tick labels: as many as its axes have room for, and a check that none of them
// collide or repeat (the layout tests ask it of every plot on screen).
#include "widgets/plots/plot_panel.h"

#include <QFontMetrics>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace clothlab::widgets {

namespace {

/// The extent of a tick label along its axis, in pixels.
int labelExtent(const QCPAxis* axis, const QString& label) {
    const QFontMetrics metrics(axis->tickLabelFont());
    return axis->orientation() == Qt::Horizontal ? metrics.horizontalAdvance(label)
                                                 : metrics.height();
}

} // namespace

// About one label per three text heights up a value axis and per two label widths along a
// time axis: a short plot (a laptop's bottom row) gets fewer ticks rather than a smear.
void PlotPanel::fitTickCounts() {
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        if (axis->scaleType() == QCPAxis::stLogarithmic || !axis->ticker()) {
            continue; // decades: QCPAxisTickerLog spaces them by the range alone
        }
        const QFontMetrics metrics(axis->tickLabelFont());
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        const int length = horizontal ? m_plot->axisRect()->width() : m_plot->axisRect()->height();
        const int room = horizontal ? 2 * metrics.horizontalAdvance(QStringLiteral("-0.0000"))
                                    : 3 * metrics.height();
        const int count = std::clamp(length / std::max(1, room), 2, horizontal ? 8 : 6);
        if (axis->ticker()->tickCount() != count) {
            axis->ticker()->setTickCount(count);
        }
    }
}

QStringList PlotPanel::tickLabelClashes() const {
    QStringList clashes;
    for (const QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        if (!axis->visible() || !axis->tickLabels()) {
            continue;
        }
        struct Tick {
            double pixel;
            QString label;
        };
        std::vector<Tick> ticks;
        const QVector<double> values = axis->tickVector();
        const QVector<QString> labels = axis->tickVectorLabels();
        for (int k = 0; k < values.size() && k < labels.size(); ++k) {
            if (axis->range().contains(values[k]) && !labels[k].isEmpty()) {
                ticks.push_back({axis->coordToPixel(values[k]), labels[k]});
            }
        }
        std::sort(ticks.begin(), ticks.end(),
                  [](const Tick& a, const Tick& b) { return a.pixel < b.pixel; });
        const QString name =
            axis->orientation() == Qt::Horizontal ? QStringLiteral("x") : QStringLiteral("y");
        for (std::size_t k = 1; k < ticks.size(); ++k) {
            const Tick& a = ticks[k - 1];
            const Tick& b = ticks[k];
            const double room = (labelExtent(axis, a.label) + labelExtent(axis, b.label)) / 2.0;
            if (a.label == b.label) {
                clashes << QStringLiteral("%1 axis: \"%2\" twice").arg(name, a.label);
            } else if (std::abs(b.pixel - a.pixel) < room) {
                clashes << QStringLiteral("%1 axis: \"%2\" and \"%3\" overlap (%4 px apart, %5 "
                                          "needed)")
                               .arg(name, a.label, b.label)
                               .arg(std::abs(b.pixel - a.pixel), 0, 'f', 0)
                               .arg(room, 0, 'f', 0);
            }
        }
    }
    return clashes;
}

} // namespace clothlab::widgets
