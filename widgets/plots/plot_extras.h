// What a figure has beyond its series, on a QCustomPlot: shaded areas (one colour map per
// shade, tinted where the shade is inside, under the grid and the lines), the slope guides'
// tags at their ends (in place of legend entries that would all look alike), and the inset,
// which the screen does not draw but an exported figure keeps.
#pragma once

#include "figures/figure.h"

#include <QVector>
#include <memory>

class QCustomPlot;
class QCPAbstractPlottable;
class QCPColorMap;
class QCPItemText;

namespace clothlab::widgets {

class FigureExtras {
public:
    /// Shows `figure`'s shades on `plot` and keeps its inset (after clear()).
    void show(QCustomPlot* plot, const figures::Figure& figure);
    /// Series `index` was added as `plottable`: a guide with a tag leaves the legend and gets
    /// its tag beside its last point.
    void addSeries(QCustomPlot* plot, QCPAbstractPlottable* plottable, int index,
                   const figures::Series& series);
    /// Removes everything show() and addSeries() put on `plot`.
    void clear(QCustomPlot* plot);
    /// Puts the shades, the inset and the guides' tags back into a figure read off the plot.
    void restore(figures::Figure& figure) const;

private:
    QVector<figures::Shade> m_shades;
    QVector<QCPColorMap*> m_maps;
    std::shared_ptr<const figures::Figure> m_inset;
    QVector<QPair<int, QString>> m_tags; ///< series index, tag
    QVector<QCPItemText*> m_tagItems;
};

} // namespace clothlab::widgets
