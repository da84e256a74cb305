// The stability-region figure as a page shows it: each method's stable region shaded where
// ρ(A) ≤ 1 (explicit Euler's disk |1 + z| ≤ 1, checked cell by cell), the whole plane with
// the modes and their conjugates, and the zoom to the modes as an inset that sits inside the
// plot, clear of the tick labels; the drawn page is tinted inside the disk and white outside
// every region.
#include "core/analysis/stability_study.h"
#include "core/scene/presets.h"
#include "figures/figure_renderer.h"
#include "figures/stability_figures.h"

#include <QtTest>
#include <cmath>
#include <complex>

using namespace clothlab;
using namespace clothlab::figures;

namespace {

core::StabilityRunInput run(const char* id, double dt) {
    core::StabilityRunInput input;
    input.choice.id = id;
    input.choice.dt = dt;
    return input;
}

const core::StabilityStudy& study() {
    static const core::StabilityStudy computed = core::computeStability(
        core::loadPreset("windy-cloth"), {run("explicit-euler", 6e-4), run("rk4", 6e-4)});
    return computed;
}

/// The shade's cell that holds z, as (column, row).
std::pair<int, int> cellOf(const Shade& shade, std::complex<double> z) {
    const int c = static_cast<int>((z.real() - shade.x0) / (shade.x1 - shade.x0) * shade.columns);
    const int r = static_cast<int>((z.imag() - shade.y0) / (shade.y1 - shade.y0) * shade.rows);
    return {c, r};
}

int markCount(const Figure& figure) {
    int count = 0;
    for (const Series& s : figure.series) {
        count += !s.lines && !s.parametric ? static_cast<int>(s.points.size()) : 0;
    }
    return count;
}

QPoint pixelOf(const FigureLayout& layout, std::complex<double> z) {
    const double tx = (z.real() - layout.x.lower) / (layout.x.upper - layout.x.lower);
    const double ty = (z.imag() - layout.y.lower) / (layout.y.upper - layout.y.lower);
    return QPoint(static_cast<int>(layout.plot.left() + tx * layout.plot.width()),
                  static_cast<int>(layout.plot.bottom() - ty * layout.plot.height()));
}

} // namespace

class TestRegionFigure : public QObject {
    Q_OBJECT

private slots:
    void explicitEulerShadeIsTheDisk() {
        const Figure figure = regionFigure(study(), RegionView::Whole);
        QCOMPARE(figure.shades.size(), qsizetype(2));
        const Shade& euler = figure.shades[0];
        QVERIFY(euler.name.contains(QStringLiteral("Euler")));
        int checked = 0;
        for (int r = 0; r < euler.rows; ++r) {
            for (int c = 0; c < euler.columns; ++c) {
                const std::complex<double> z(
                    euler.x0 + (c + 0.5) * (euler.x1 - euler.x0) / euler.columns,
                    euler.y0 + (r + 0.5) * (euler.y1 - euler.y0) / euler.rows);
                const double distance = std::abs(1.0 + z) - 1.0; // < 0 inside the disk
                if (std::abs(distance) > 0.05) { // cells on the boundary may go either way
                    QVERIFY2(euler.at(c, r) == (distance < 0.0),
                             qPrintable(QStringLiteral("z = %1%2i").arg(z.real()).arg(z.imag())));
                    ++checked;
                }
            }
        }
        QVERIFY(checked > euler.columns * euler.rows / 2);
        // Symmetric about the real axis.
        const auto [c, r] = cellOf(euler, {-1.0, 0.6});
        const auto [c2, r2] = cellOf(euler, {-1.0, -0.6});
        QCOMPARE(c, c2);
        QVERIFY(euler.at(c, r) && euler.at(c2, r2));
    }

    void wholePlaneShowsConjugates() {
        const Figure zoom = regionFigure(study(), RegionView::Zoom);
        const Figure whole = regionFigure(study(), RegionView::Whole);
        int onAxis = 0;
        for (const core::StabilityRunResult& r : study().runs) {
            for (const std::complex<double>& z : r.points) {
                onAxis += z.imag() == 0.0 ? 1 : 0;
            }
        }
        QCOMPARE(markCount(whole), 2 * markCount(zoom) - onAxis);
        QCOMPARE(whole.x.lower, -3.0);
        QCOMPARE(whole.y.lower, -3.0);
        QCOMPARE(whole.y.upper, 3.0);
        QVERIFY(!zoom.inset && !whole.inset);
    }

    void pageFigureHasTheZoomAsInset() {
        const Figure figure = regionFigure(study(), RegionView::WholeWithZoom);
        QVERIFY(figure.inset);
        QCOMPARE(figure.inset->series.size(),
                 regionFigure(study(), RegionView::Zoom).series.size());
        const FigureLayout layout = figureLayout(figure, columnFigure(1), 300);
        QVERIFY(!layout.inset.isEmpty());
        QVERIFY(layout.plot.contains(layout.inset));
        for (const QRectF& label : layout.tickLabels) {
            QVERIFY(!label.intersects(layout.inset));
        }
        QVERIFY(regionCaption(RegionView::WholeWithZoom).contains(QStringLiteral("Inset")));
    }

    void drawnShadeIsTinted() {
        const Figure figure = regionFigure(study(), RegionView::Whole);
        const FigureOptions options = columnFigure(1);
        const FigureLayout layout = figureLayout(figure, options, 150);
        const QImage image = renderImage(figure, options, 150);
        // Inside explicit Euler's disk (and RK4's region), off the modes and the grid lines.
        const QColor inside = image.pixelColor(pixelOf(layout, {-0.9, -0.35}));
        QVERIFY2(inside != QColor(Qt::white), qPrintable(inside.name()));
        // Outside both regions.
        const QColor outside = image.pixelColor(pixelOf(layout, {0.85, -2.35}));
        QCOMPARE(outside, QColor(Qt::white));
    }
};

QTEST_MAIN(TestRegionFigure)
#include "test_region_figure.moc"
