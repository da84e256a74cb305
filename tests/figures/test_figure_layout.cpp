// The paper style's rules, checked on the layout the renderer reports for every figure kind
// of the gallery at one journal column (85 mm): no two tick labels overlap, the legend takes
// at most a quarter of the figure, names are whole and cover no data, slope guides are
// tagged and not in the legend, no two series share a colour, and drawing is deterministic.
#include "figures/analysis_figures.h"
#include "figures/figure_renderer.h"
#include "figures/gallery.h"
#include "figures/math_text.h"

#include <QBuffer>
#include <QPainter>
#include <QSet>
#include <QtTest>
#include <cmath>

using namespace clothlab;
using namespace clothlab::figures;

namespace {

/// The gallery once per test run, with CPU times replaced by a count of the work, so that
/// nothing checked depends on how fast the machine was.
const std::vector<GalleryFigure>& gallery() {
    static const std::vector<GalleryFigure> figures = [] {
        GalleryData data = computeGallery();
        for (core::WorkPrecisionSeries& series : data.workPrecision.series) {
            for (core::WorkPrecisionPoint& point : series.points) {
                point.cpuSeconds = 1e-7 * static_cast<double>(point.work.evaluations());
            }
        }
        return galleryFigures(data);
    }();
    return figures;
}

/// The convergence figure: six methods with long names, errors C·dtᵖ.
Figure sixMethodConvergence() {
    ConvergenceAnalysis analysis;
    analysis.duration = 1.0;
    const std::pair<const char*, int> methods[] = {
        {"symplectic-euler", 1}, {"rk2", 2},  {"rk4", 4},
        {"implicit-euler", 1},   {"bdf2", 2}, {"xpbd", 1}};
    for (const auto& [id, order] : methods) {
        core::ConvergenceSeries series;
        series.integrator.id = id;
        for (double dt : {0.002, 0.001, 0.0005, 0.00025}) {
            core::ConvergencePoint point;
            point.dt = dt;
            point.error.rms = 50.0 * std::pow(dt, order) * (1.0 + 0.1 * order);
            point.error.max = 2.0 * point.error.rms;
            series.points.push_back(point);
        }
        analysis.result.series.push_back(series);
    }
    AnalysisRecord record;
    record.sceneName = QStringLiteral("Hanging chain");
    record.data = analysis;
    return presentAnalysis(record).figure;
}

double pixelX(const FigureLayout& layout, double x) {
    const Axis& a = layout.x;
    const double t = a.logarithmic ? std::log10(x / a.lower) / std::log10(a.upper / a.lower)
                                   : (x - a.lower) / (a.upper - a.lower);
    return layout.plot.left() + t * layout.plot.width();
}

double pixelY(const FigureLayout& layout, double y) {
    const Axis& a = layout.y;
    const double t = a.logarithmic ? std::log10(y / a.lower) / std::log10(a.upper / a.lower)
                                   : (y - a.lower) / (a.upper - a.lower);
    return layout.plot.bottom() - t * layout.plot.height();
}

QByteArray png(const Figure& figure) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    renderImage(figure, columnFigure(1), 150).save(&buffer, "PNG");
    return bytes;
}

} // namespace

class TestFigureLayout : public QObject {
    Q_OBJECT

private slots:
    void everyKindAtOneColumn_data() {
        QTest::addColumn<int>("index");
        for (std::size_t k = 0; k < gallery().size(); ++k) {
            QTest::newRow(qPrintable(gallery()[k].id)) << static_cast<int>(k);
        }
        QTest::newRow("six-method convergence") << -1;
    }

    void everyKindAtOneColumn() {
        QFETCH(int, index);
        const Figure figure = index < 0 ? sixMethodConvergence() : gallery()[index].figure;
        const FigureLayout layout = figureLayout(figure, columnFigure(1), 300);
        QVERIFY(layout.tickLabels.size() >= 4);
        const QRectF page = layout.figure;
        for (int i = 0; i < layout.tickLabels.size(); ++i) {
            const QRectF& a = layout.tickLabels[i];
            QVERIFY2(page.contains(a),
                     qPrintable(QStringLiteral("tick label %1 leaves the page").arg(i)));
            for (int j = i + 1; j < layout.tickLabels.size(); ++j) {
                QVERIFY2(!a.intersects(layout.tickLabels[j]),
                         qPrintable(QStringLiteral("tick labels %1 and %2 overlap").arg(i).arg(j)));
            }
            QVERIFY(!a.intersects(layout.legend));
        }
        checkLegend(figure, layout);
    }

    void sixMethodsNamesWholeSlopesTagged() {
        const Figure figure = sixMethodConvergence();
        const FigureLayout layout = figureLayout(figure, columnFigure(1), 300);
        QCOMPARE(layout.legendNames.size(), 6); // the methods; the slopes are not entries
        for (const QString& name : layout.legendNames) {
            QVERIFY2(!name.contains(QStringLiteral("slope")), qPrintable(name));
        }
        QCOMPARE(layout.guideLabels.size(), kConvergenceSlopeCount);
        for (const QRectF& tag : layout.guideLabels) {
            QVERIFY(layout.plot.contains(tag));
        }
        // Log axes: every labelled x tick a power of ten or m × 10ᵏ, the data's dt inside.
        QVERIFY(layout.x.logarithmic && layout.x.lower <= 0.00025 && layout.x.upper >= 0.002);
    }

    void identicalInputDrawsIdenticalBytes() {
        const Figure figure = sixMethodConvergence();
        QCOMPARE(png(figure), png(figure));
    }

    void mathMarkup() {
        const QVector<MathRun> runs = parseMath(QStringLiteral("T + U_g + E_{0} − 10^{−3}"));
        QCOMPARE(runs.size(), 6);
        QCOMPARE(runs[1].text, QStringLiteral("g"));
        QCOMPARE(runs[1].level, -1);
        QCOMPARE(runs[3].text, QStringLiteral("0"));
        QCOMPARE(runs[5].text, QStringLiteral("−3"));
        QCOMPARE(runs[5].level, 1);
        QCOMPARE(mathHtml(QStringLiteral("U_g <")), QStringLiteral("U<sub>g</sub> &lt;"));
        QCOMPARE(plainMath(QStringLiteral("a_ b")), QStringLiteral("a_ b")); // no script
    }

    void scientificNumbersUsePowersOfTen() {
        QLocale::setDefault(QLocale::c());
        QCOMPARE(scientificMath(6.94e-8, 2), QStringLiteral("6.9×10^{−8}"));
        QCOMPARE(scientificMath(1e-4, 2), QStringLiteral("10^{−4}"));
        QCOMPARE(scientificMath(-2.5e5, 2), QStringLiteral("-2.5×10^{5}"));
        QCOMPARE(scientificMath(0.025, 2), QStringLiteral("0.025"));
        QCOMPARE(scientificMath(1500.0, 3), QStringLiteral("1500"));
        QCOMPARE(scientificMath(0.0200, 2), QStringLiteral("0.02"));
        // The markup resolves to the digits a reader expects.
        QCOMPARE(plainMath(scientificMath(3.0e-12, 1)), QStringLiteral("3×10−12"));
    }

private:
    static void checkLegend(const Figure& figure, const FigureLayout& layout) {
        if (layout.legendPlacement == FigureLayout::LegendPlacement::None) {
            return;
        }
        const double share = layout.legend.width() * layout.legend.height() /
                             (layout.figure.width() * layout.figure.height());
        QVERIFY2(share <= 0.25, qPrintable(QString::number(share)));
        QVERIFY(!layout.legendElided);
        QVERIFY(layout.figure.contains(layout.legend));
        QStringList names;
        QSet<int> groups;
        int ungrouped = 0;
        for (const Series& s : figure.series) {
            if (s.visible && !s.guide && !s.name.isEmpty()) {
                names << s.name;
                s.colorGroup >= 0 ? void(groups.insert(s.colorGroup)) : void(++ungrouped);
            }
        }
        if (figure.bars) {
            names << figure.bars->name;
            ++ungrouped;
        }
        QCOMPARE(layout.legendNames, names); // every name whole, none elided
        for (const QRectF& text : layout.legendTexts) {
            QVERIFY(layout.legend.adjusted(-1, -1, 1, 1).contains(text));
        }
        // Keep-style series (a Pareto band) may be grey like nothing else; the rest differ.
        const QSet<QRgb> colours(layout.seriesColors.begin(), layout.seriesColors.end());
        QCOMPARE(colours.size(), ungrouped + static_cast<int>(groups.size()));
        if (layout.legendPlacement == FigureLayout::LegendPlacement::Inside) {
            for (const Series& s : figure.series) {
                for (const QPointF& p : s.points) {
                    if (std::isfinite(p.x()) && std::isfinite(p.y()) &&
                        (!layout.x.logarithmic || p.x() > 0) &&
                        (!layout.y.logarithmic || p.y() > 0)) {
                        QVERIFY2(!layout.legend.contains(
                                     QPointF(pixelX(layout, p.x()), pixelY(layout, p.y()))),
                                 qPrintable(s.name));
                    }
                }
            }
        } else {
            QVERIFY(!layout.legend.intersects(layout.plot));
        }
    }
};

QTEST_MAIN(TestFigureLayout)
#include "core/analysis/convergence.h"
#include "test_figure_layout.moc"
