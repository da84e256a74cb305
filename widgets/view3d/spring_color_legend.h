// The colour bar of a SceneView whose springs are coloured: the quantity, the map and the
// range it spans at the frame shown, with units.
#pragma once

#include "widgets/view3d/spring_coloring.h"

#include <QString>
#include <QWidget>

namespace clothlab::widgets {

/// A one-line strip: "Strain  −1.2 % [bar] +1.2 %  (99th percentile)". Hidden while the
/// colouring is None. Repaints only when the colouring or the range changes.
class SpringColorLegend : public QWidget {
    Q_OBJECT

public:
    explicit SpringColorLegend(QWidget* parent = nullptr);

    void setColoring(SpringColoring coloring, const SpringColorRange& range);
    SpringColoring coloring() const { return m_coloring; }
    SpringColorRange range() const { return m_range; }
    /// The quantity's name, as shown ("Strain", "Elastic energy"), in the user's language.
    QString quantityText() const;
    /// The ends of the range with their units, as shown ("−1.2 %", "3.4 mJ").
    QString minimumText() const;
    QString maximumText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QString valueText(double value) const;
    QString noteText() const;
    void updateToolTip();

    SpringColoring m_coloring = SpringColoring::None;
    SpringColorRange m_range;
};

} // namespace clothlab::widgets
