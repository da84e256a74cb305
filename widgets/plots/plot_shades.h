// A figure's shaded areas on a QCustomPlot: one colour map per shade, a cell per grid cell,
// tinted where the shade is inside and clear elsewhere, under the grid and the lines.
#pragma once

#include "figures/figure.h"

#include <QVector>

class QCustomPlot;
class QCPColorMap;

namespace clothlab::widgets {

/// Adds one colour map per shade to `plot` (no legend entry); the caller owns their removal
/// (QCustomPlot::removePlottable).
QVector<QCPColorMap*> addShades(QCustomPlot* plot, const QVector<figures::Shade>& shades);

} // namespace clothlab::widgets
