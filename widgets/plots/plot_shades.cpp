#include "widgets/plots/plot_shades.h"

#include <qcustomplot.h>

namespace clothlab::widgets {

QVector<QCPColorMap*> addShades(QCustomPlot* plot, const QVector<figures::Shade>& shades) {
    QVector<QCPColorMap*> maps;
    for (const figures::Shade& shade : shades) {
        if (shade.columns <= 0 || shade.rows <= 0 ||
            shade.inside.size() != static_cast<qsizetype>(shade.columns) * shade.rows) {
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

} // namespace clothlab::widgets
