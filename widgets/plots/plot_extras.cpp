#include "widgets/plots/plot_extras.h"

#include <qcustomplot.h>

namespace clothlab::widgets {

namespace {

QVector<QCPColorMap*> addShades(QCustomPlot* plot, const QVector<figures::Shade>& shades) {
    QVector<QCPColorMap*> maps;
    for (const figures::Shade& shade : shades) {
        if (!shade.valid()) {
            continue;
        }
        auto* map = new QCPColorMap(plot->xAxis, plot->yAxis);
        map->setName(shade.name);
        map->setLayer(QStringLiteral("background")); // under the grid, as in exported figures
        const double dx = (shade.x1 - shade.x0) / shade.columns;
        const double dy = (shade.y1 - shade.y0) / shade.rows;
        // A colour map's range is that of its cell centres.
        map->data()->setSize(shade.columns, shade.rows);
        map->data()->setRange(QCPRange(shade.x0 + 0.5 * dx, shade.x1 - 0.5 * dx),
                              QCPRange(shade.y0 + 0.5 * dy, shade.y1 - 0.5 * dy));
        for (int r = 0; r < shade.rows; ++r) {
            for (int c = 0; c < shade.columns; ++c) {
                map->data()->setCell(c, r, shade.at(c, r) ? 1.0 : 0.0);
            }
        }
        QColor tint = shade.color;
        tint.setAlphaF(0.22f);
        QCPColorGradient gradient;
        gradient.clearColorStops();
        gradient.setColorStopAt(0.0, Qt::transparent);
        gradient.setColorStopAt(1.0, tint);
        gradient.setLevelCount(2);
        map->setGradient(gradient);
        map->setInterpolate(false);
        map->setTightBoundary(true);
        map->setDataRange(QCPRange(0.0, 1.0));
        map->removeFromLegend();
        maps.push_back(map);
    }
    return maps;
}

} // namespace

void FigureExtras::show(QCustomPlot* plot, const figures::Figure& figure) {
    m_shades = figure.shades;
    m_maps = addShades(plot, m_shades);
    m_inset = figure.inset;
}

void FigureExtras::addSeries(QCustomPlot* plot, QCPAbstractPlottable* plottable, int index,
                             const figures::Series& series) {
    if (!series.guide || series.tag.isEmpty() || series.points.isEmpty()) {
        return;
    }
    m_tags.push_back({index, series.tag});
    plottable->removeFromLegend();
    // At its last point, as the exported figure draws it: guides start where they meet.
    const QPointF end = series.points.back();
    auto* tag = new QCPItemText(plot);
    tag->setText(series.tag);
    tag->setColor(series.color);
    tag->setPositionAlignment(Qt::AlignRight | Qt::AlignVCenter);
    tag->position->setCoords(end.x(), end.y());
    tag->setPadding(QMargins(0, 0, 4, 0));
    tag->setClipToAxisRect(false);
    m_tagItems.push_back(tag);
}

void FigureExtras::clear(QCustomPlot* plot) {
    for (QCPColorMap* map : std::as_const(m_maps)) {
        plot->removePlottable(map);
    }
    for (QCPItemText* item : std::as_const(m_tagItems)) {
        plot->removeItem(item);
    }
    m_maps.clear();
    m_tagItems.clear();
    m_tags.clear();
    m_shades.clear();
    m_inset.reset();
}

void FigureExtras::restore(figures::Figure& figure) const {
    figure.shades = m_shades;
    figure.inset = m_inset;
    for (const auto& [index, tag] : m_tags) {
        if (index < figure.series.size()) {
            figure.series[index].tag = tag;
        }
    }
}

} // namespace clothlab::widgets
