// Springs coloured by strain or energy in the 3D view: on a hand-made square whose springs
// have known strains and energies, the vertex colours uploaded for each spring are the ends
// and the middle of the maps; Energy recolours them by a different order; None gives the
// kinds their colours back; one wild spring among many does not set the range; the colour
// bar names the quantity and the range with units; the rendered frame shows the colours
// (the shader reads the per-vertex colour); the Comparison tab's views follow the choice.
// Needs a display (xvfb-run under CTest).
#include "condition_wait.h"
#include "core/scene/presets.h"
#include "core/scene/scene.h"
#include "widgets/view3d/comparison_view.h"
#include "widgets/view3d/scene_view.h"
#include "widgets/view3d/spring_color_legend.h"

#include <QDir>
#include <QWindow>
#include <QtTest>
#include <cmath>

using clothlab::test::kConditionTimeoutMs;
using namespace clothlab;
using widgets::SceneView;
using widgets::SpringColoring;

namespace {

// The unit square at z = 0, its springs given rest lengths so that at these positions
//   0 structural p0–p1  L = 0.8    strain +0.25 (the most stretched), energy ½·100·0.2² = 2 J
//   1 structural p1–p2  L = 1      strain 0                           energy 0
//   2 structural p2–p3  L = 1.25   strain −0.2 (compressed)           energy ½·100·0.25² = 3.125 J
//   3 structural p3–p0  L = 1/1.1  strain +0.1                        energy ½·100·(1/11)² J
//   4 shear      p0–p2  L = √2     strain 0                           energy 0
core::System square() {
    core::System system;
    system.addParticle(core::Vec3(0.0, 0.0, 0.0), core::Vec3::Zero(), 1.0, false);
    system.addParticle(core::Vec3(1.0, 0.0, 0.0), core::Vec3::Zero(), 1.0, false);
    system.addParticle(core::Vec3(1.0, 1.0, 0.0), core::Vec3::Zero(), 1.0, false);
    system.addParticle(core::Vec3(0.0, 1.0, 0.0), core::Vec3::Zero(), 1.0, false);
    core::StiffnessTable table;
    for (core::SpringKind kind : core::kAllSpringKinds)
        table[kind] = {100.0, 100.0, 0.0};
    system.setStiffness(table);
    system.addSpring({0, 1, 0.8, core::SpringKind::Structural, 1.0});
    system.addSpring({1, 2, 1.0, core::SpringKind::Structural, 1.0});
    system.addSpring({2, 3, 1.25, core::SpringKind::Structural, 1.0});
    system.addSpring({3, 0, 1.0 / 1.1, core::SpringKind::Structural, 1.0});
    system.addSpring({0, 2, std::sqrt(2.0), core::SpringKind::Shear, 1.0});
    return system;
}

bool near(const QColor& actual, const QColor& expected, int tolerance = 1) {
    return std::abs(actual.red() - expected.red()) <= tolerance &&
           std::abs(actual.green() - expected.green()) <= tolerance &&
           std::abs(actual.blue() - expected.blue()) <= tolerance;
}

#define QVERIFY_COLOR(actual, expected)                                                            \
    QVERIFY2(near(actual, expected),                                                               \
             qPrintable(QStringLiteral("%1 expected %2").arg((actual).name(), (expected).name())))

const QColor kStretchEnd(180, 4, 38);   // cool–warm, +1
const QColor kNeutral(221, 221, 221);   // cool–warm, 0
const QColor kEnergyHigh(253, 231, 37); // viridis, 1
const QColor kEnergyZero(68, 1, 84);    // viridis, 0
const QColor kStructural(30, 110, 220); // the structural springs' own colour
const QColor kShear(40, 170, 80);

/// Red pixels: the stretched end of the strain map, nothing else in a view without axes and
/// pins (the square has none).
int reddish(const QImage& image) {
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            count += c.red() > 140 && c.green() < 70 && c.blue() < 80;
        }
    return count;
}

} // namespace

class TestSpringColors : public QObject {
    Q_OBJECT

private slots:
    void strainColoursTheEndsOfTheMap();
    void energyRecoloursAndNoneRestoresKinds();
    void oneWildSpringDoesNotSetTheRange();
    void stiffnessEditRecoloursEnergy();
    void renderedFrameShowsTheColours();
    void comparisonViewsFollowTheChoice();
};

void TestSpringColors::strainColoursTheEndsOfTheMap() {
    const core::System system = square();
    SceneView view;
    view.setSystem(system, {});
    QVERIFY(!view.springColorsShown());
    QVERIFY(!view.springColorLegend()->isVisibleTo(&view));

    view.setSpringColoring(SpringColoring::Strain);
    QVERIFY(view.springColorsShown());
    // Five springs: the 99th percentile of |strain| is the largest, 0.25.
    QCOMPARE(view.springColorRange().max, 0.25);
    QCOMPARE(view.springColorRange().min, -0.25);
    QVERIFY_COLOR(view.springLineColor(0), kStretchEnd);
    QVERIFY_COLOR(view.springLineColor(1), kNeutral);
    QVERIFY_COLOR(view.springLineColor(4), kNeutral);
    const QColor compressed = view.springLineColor(2);
    QVERIFY2(compressed.blue() > compressed.red() + 60, qPrintable(compressed.name()));
    const QColor lightStretch = view.springLineColor(3); // +0.1 of 0.25: pale red
    QVERIFY(lightStretch.red() > lightStretch.blue() && lightStretch.red() < 250);
    QVERIFY(!near(lightStretch, kStretchEnd, 20));

    const widgets::SpringColorLegend* legend = view.springColorLegend();
    QVERIFY(legend->isVisibleTo(&view));
    QCOMPARE(legend->quantityText(), QStringLiteral("Strain"));
    QCOMPARE(legend->maximumText(), QStringLiteral("+25 %"));
    QCOMPARE(legend->minimumText(), QStringLiteral("-25 %"));

    // A later frame recolours: p1 back to 0.8 from p0 puts spring 0 at rest.
    Eigen::Matrix3Xd x = system.positions();
    x(0, 1) = 0.8;
    view.setPositions(x);
    QVERIFY_COLOR(view.springLineColor(0), kNeutral);
}

void TestSpringColors::energyRecoloursAndNoneRestoresKinds() {
    SceneView view;
    view.setSystem(square(), {});
    view.setShowSprings(core::SpringKind::Structural, true);
    view.setSpringColoring(SpringColoring::Strain);
    const QColor strainColor = view.springLineColor(0);

    view.setSpringColoring(SpringColoring::Energy);
    QCOMPARE(view.springColoring(), SpringColoring::Energy);
    // The compressed spring holds the most energy (3.125 J), not the most stretched one.
    QCOMPARE(view.springColorRange().min, 0.0);
    QCOMPARE(view.springColorRange().max, 3.125);
    QVERIFY_COLOR(view.springLineColor(2), kEnergyHigh);
    QVERIFY_COLOR(view.springLineColor(1), kEnergyZero);
    QVERIFY(!near(view.springLineColor(0), strainColor, 10));
    QVERIFY(!near(view.springLineColor(0), kEnergyHigh, 10));
    QCOMPARE(view.springColorLegend()->quantityText(), QStringLiteral("Elastic energy"));
    QCOMPARE(view.springColorLegend()->maximumText(),
             QLocale().toString(3.125, 'g', 3) + QStringLiteral(" J"));
    QCOMPARE(view.springColorLegend()->minimumText(), QStringLiteral("0 J"));

    view.setSpringColoring(SpringColoring::None);
    QVERIFY(!view.springColorsShown());
    QVERIFY(!view.springColorLegend()->isVisibleTo(&view));
    QCOMPARE(view.springColorRange(), widgets::SpringColorRange{});
    QVERIFY_COLOR(view.springLineColor(0), kStructural);
    QVERIFY_COLOR(view.springLineColor(2), kStructural);
    QVERIFY_COLOR(view.springLineColor(4), kShear);
    QCOMPARE(view.springLineCount(core::SpringKind::Structural), 4);
}

// A cloth stretched by 1 % everywhere, and one particle pulled far away: its handful of
// springs (< 1 % of them) saturate, the rest still span the map.
void TestSpringColors::oneWildSpringDoesNotSetTheRange() {
    const core::Scene scene = core::loadPreset("hanging-cloth");
    const core::System system = core::buildSystem(scene);
    QVERIFY(system.springCount() > 100 * 12); // a particle ends at most 12 springs
    Eigen::Matrix3Xd x = 1.01 * system.positions();
    int wild = 0;
    while (system.isPinned(wild))
        ++wild;
    x(2, wild) += 2.0;
    SceneView view;
    view.setSystem(system, scene.obstacles);
    view.setPositions(x);
    view.setSpringColoring(SpringColoring::Strain);
    QVERIFY2(std::abs(view.springColorRange().max - 0.01) < 1e-9,
             qPrintable(QString::number(view.springColorRange().max, 'g', 17)));
    int stretchedEnd = 0;
    for (int s = 0; s < system.springCount(); ++s)
        stretchedEnd += near(view.springLineColor(s), kStretchEnd);
    QCOMPARE(stretchedEnd, system.springCount());
}

void TestSpringColors::stiffnessEditRecoloursEnergy() {
    SceneView view;
    view.setSystem(square(), {});
    view.setSpringColoring(SpringColoring::Energy);
    QCOMPARE(view.springColorRange().max, 3.125);
    core::StiffnessTable table = square().stiffness();
    table[core::SpringKind::Structural].compression = 10.0; // spring 2 now holds 0.3125 J
    view.setStiffness(table);
    QCOMPARE(view.springColorRange().max, 2.0);
    QVERIFY_COLOR(view.springLineColor(0), kEnergyHigh);
}

void TestSpringColors::renderedFrameShowsTheColours() {
    SceneView view;
    widgets::SceneViewOptions options;
    options.surface = false;
    options.axes = false;
    options.ground = false;
    options.springs = {true, true, true};
    view.setOptions(options);
    view.setSystem(square(), {});
    view.resize(640, 480);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, kConditionTimeoutMs));
    QVERIFY(QTest::qWaitFor([&] { return view.viewWindow()->isExposed(); }, kConditionTimeoutMs));
    view.resetCamera();
    const QImage plain = view.renderToImage();
    QVERIFY(!plain.isNull());
    QCOMPARE(reddish(plain), 0);
    view.setSpringColoring(SpringColoring::Strain);
    const QImage colored = view.renderToImage();
    QVERIFY(!colored.isNull());
    QVERIFY2(reddish(colored) > 50, qPrintable(QString::number(reddish(colored))));
    const QString dir = qEnvironmentVariable("CLOTHLAB_BINARY_DIR", QDir::currentPath());
    QDir(dir).mkpath(QStringLiteral("screenshots"));
    QVERIFY(colored.save(dir + QStringLiteral("/screenshots/spring_colors_strain.png")));
    // The colour bar sits under the 3D area and is part of a window grab.
    QVERIFY(view.springColorLegend()->isVisible());
    const auto* container = view.findChild<QWidget*>(QStringLiteral("sceneViewContainer"));
    QVERIFY(container);
    QVERIFY(view.springColorLegend()->geometry().top() > container->geometry().center().y());
}

void TestSpringColors::comparisonViewsFollowTheChoice() {
    widgets::ComparisonView comparison;
    comparison.setSystem(square(), {});
    comparison.setRuns({{QStringLiteral("a"), Qt::red, true, std::nullopt},
                        {QStringLiteral("b"), Qt::blue, true, std::nullopt}});
    QCOMPARE(comparison.viewCount(), 2);
    comparison.setSpringColoring(SpringColoring::Strain);
    for (int v = 0; v < comparison.viewCount(); ++v) {
        QCOMPARE(comparison.sceneView(v)->springColoring(), SpringColoring::Strain);
        QVERIFY_COLOR(comparison.sceneView(v)->springLineColor(0), kStretchEnd);
    }
    QCOMPARE(comparison.options().springColoring, SpringColoring::Strain);

    // A run with its own stiffness (a run's overrides) shows its own energies.
    core::StiffnessTable soft = square().stiffness();
    soft[core::SpringKind::Structural].compression = 10.0;
    widgets::ComparisonView::Run b{QStringLiteral("b"), Qt::blue, true, soft};
    comparison.setRuns({{QStringLiteral("a"), Qt::red, true, std::nullopt}, b});
    comparison.setSpringColoring(SpringColoring::Energy);
    QCOMPARE(comparison.sceneView(0)->springColorRange().max, 3.125);
    QCOMPARE(comparison.sceneView(1)->springColorRange().max, 2.0);
    // An edit of the scene's table reaches the run without a table of its own only.
    core::StiffnessTable stiff = square().stiffness();
    stiff[core::SpringKind::Structural].compression = 1000.0;
    comparison.setStiffness(stiff);
    QCOMPARE(comparison.sceneView(0)->springColorRange().max, 31.25);
    QCOMPARE(comparison.sceneView(1)->springColorRange().max, 2.0);
}

QTEST_MAIN(TestSpringColors)
#include "test_spring_colors.moc"
