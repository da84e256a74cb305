// Figure and data export of a plot: PDF and SVG pages of the requested size in mm (within
// 1 %), PNG pixels = mm / 25.4 × dpi, CSV header and row counts, Japanese text in a PDF
// with an embedded CJK font. Exported figures go to <build>/screenshots/figures for a look.
// The PDF checks use poppler-utils (pdfinfo, pdftotext, pdffonts); scripts/clothlab.sh
// installs them.
#include "condition_wait.h"
#include "core/io/csv.h"
#include "core/scene/presets.h"
#include "core/scene/scene.h"
#include "figures/figure_options.h"
#include "widgets/document/document.h"
#include "widgets/engine/run_controller.h"
#include "widgets/export/figure_export_dialog.h"
#include "widgets/export/figure_exporter.h"
#include "widgets/plots/plot_panel.h"
#include "widgets/view3d/scene_view.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontComboBox>
#include <QLineEdit>
#include <QMainWindow>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>
#include <cmath>

using clothlab::test::kConditionTimeoutMs;

using namespace clothlab;
using figures::FigureOptions;
using widgets::PlotPanel;

namespace {

QString figureDir() {
    const QString base = qEnvironmentVariable("CLOTHLAB_BINARY_DIR", QDir::currentPath());
    const QString dir = base + QStringLiteral("/screenshots/figures");
    QDir().mkpath(dir);
    return dir;
}

/// Three damped oscillations with 200 points each: a dense plot like the energy plot.
void fill(PlotPanel& plot, const QStringList& names) {
    plot.setAxisLabels(QStringLiteral("t (s)"), QStringLiteral("E (J)"));
    for (int s = 0; s < names.size(); ++s) {
        const int id = plot.addSeries(names[s], QColor::fromHsv(s * 90, 200, 200));
        for (int k = 0; k < 200; ++k) {
            const double t = k * 0.05;
            plot.append(id, t, std::exp(-0.2 * t) * std::cos(t + s) + s * 0.2);
        }
    }
    plot.rescale();
    plot.replotNow();
}

QString run(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(30000) || process.exitCode() != 0) {
        return {};
    }
    return QString::fromUtf8(process.readAllStandardOutput());
}

bool hasPoppler() {
    return !QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty();
}

/// Page size of a PDF in mm, from pdfinfo's "Page size: W x H pts".
QSizeF pdfPageMm(const QString& path) {
    const QString info = run(QStringLiteral("pdfinfo"), {path});
    const auto match =
        QRegularExpression(QStringLiteral("Page size:\\s+([0-9.]+) x ([0-9.]+) pts")).match(info);
    if (!match.hasMatch()) {
        return {};
    }
    return QSizeF(match.captured(1).toDouble(), match.captured(2).toDouble()) * (25.4 / 72.0);
}

int pdfPages(const QString& path) {
    const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                           .match(run(QStringLiteral("pdfinfo"), {path}));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

/// Converts the first page of a PDF to PNG next to it, for a look.
void rasterise(const QString& pdf) {
    run(QStringLiteral("pdftoppm"),
        {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("150"),
         QStringLiteral("-singlefile"), pdf, pdf.left(pdf.size() - 4) + QStringLiteral("_pdf")});
}

double mmAttribute(const QString& value) {
    QString number = value;
    if (!number.endsWith(QStringLiteral("mm"))) {
        return -1.0;
    }
    number.chop(2);
    return number.toDouble();
}

} // namespace

class TestFigureExport : public QObject {
    Q_OBJECT

private slots:
    void pdfPageSize_data();
    void pdfPageSize();
    void svgSize_data();
    void svgSize();
    void pngPixels_data();
    void pngPixels();
    void paperStyleIsDistinctInGrayscale();
    void csvHeaderAndRows();
    void parametricSeriesKeepsPathOrder();
    void japaneseTextEmbedsCjkFont();
    void typedFontFamilyIsTheOneUsed();
    void shownFigureKeepsTagsShadesAndInset();
    void energyHistoryCsv();
    void viewCaptureLargerThanWindow();
};

void TestFigureExport::pdfPageSize_data() {
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("height");
    QTest::addColumn<bool>("paper");
    QTest::newRow("single column") << 85.0 << 60.0 << true;
    QTest::newRow("double column") << 170.0 << 100.0 << true;
    QTest::newRow("custom, screen style") << 120.0 << 150.0 << false;
}

void TestFigureExport::pdfPageSize() {
    if (!hasPoppler()) {
        QSKIP("poppler-utils (pdfinfo) is not installed");
    }
    QFETCH(double, width);
    QFETCH(double, height);
    QFETCH(bool, paper);
    PlotPanel plot;
    plot.resize(400, 300);
    fill(plot, {QStringLiteral("kinetic"), QStringLiteral("gravity"), QStringLiteral("total")});
    FigureOptions options;
    options.widthMm = width;
    options.heightMm = height;
    options.paperStyle = paper;
    const QString path = figureDir() + QStringLiteral("/plot_%1x%2%3.pdf")
                                           .arg(width)
                                           .arg(height)
                                           .arg(paper ? QStringLiteral("_paper") : QString());
    QString error;
    QVERIFY2(plot.exportFigure(options, path, &error), qPrintable(error));
    QCOMPARE(plot.size(), QSize(400, 300)); // the widget itself is not resized
    QCOMPARE(pdfPages(path), 1);
    const QSizeF page = pdfPageMm(path);
    QVERIFY2(std::abs(page.width() - width) <= 0.01 * width,
             qPrintable(QString::number(page.width())));
    QVERIFY2(std::abs(page.height() - height) <= 0.01 * height,
             qPrintable(QString::number(page.height())));
    const QString text = run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    QVERIFY2(text.contains(QStringLiteral("kinetic")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("t (s)")));
    rasterise(path);
}

void TestFigureExport::svgSize_data() {
    pdfPageSize_data();
}

void TestFigureExport::svgSize() {
    QFETCH(double, width);
    QFETCH(double, height);
    QFETCH(bool, paper);
    PlotPanel plot;
    fill(plot, {QStringLiteral("kinetic"), QStringLiteral("gravity")});
    FigureOptions options;
    options.widthMm = width;
    options.heightMm = height;
    options.paperStyle = paper;
    const QString path = figureDir() + QStringLiteral("/plot_%1x%2.svg").arg(width).arg(height);
    QVERIFY(plot.exportFigure(options, path));
    QSvgRenderer renderer(path);
    QVERIFY(renderer.isValid());

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    while (!xml.atEnd() && !(xml.isStartElement() && xml.name() == QLatin1String("svg"))) {
        xml.readNext();
    }
    QVERIFY(xml.isStartElement());
    const double svgWidth = mmAttribute(xml.attributes().value(QStringLiteral("width")).toString());
    const double svgHeight =
        mmAttribute(xml.attributes().value(QStringLiteral("height")).toString());
    QVERIFY2(std::abs(svgWidth - width) <= 0.01 * width, qPrintable(QString::number(svgWidth)));
    QVERIFY2(std::abs(svgHeight - height) <= 0.01 * height, qPrintable(QString::number(svgHeight)));

    // Rasterised for a look.
    QImage image(QSize(qRound(width / 25.4 * 150), qRound(height / 25.4 * 150)),
                 QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.render(&painter);
    painter.end();
    QVERIFY(image.save(path.left(path.size() - 4) + QStringLiteral("_svg.png")));
}

void TestFigureExport::pngPixels_data() {
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("height");
    QTest::addColumn<int>("dpi");
    QTest::newRow("single column, 300 dpi") << 85.0 << 60.0 << 300;
    QTest::newRow("double column, 600 dpi") << 170.0 << 100.0 << 600;
    QTest::newRow("custom, 96 dpi") << 50.0 << 37.5 << 96;
}

void TestFigureExport::pngPixels() {
    QFETCH(double, width);
    QFETCH(double, height);
    QFETCH(int, dpi);
    PlotPanel plot;
    fill(plot, {QStringLiteral("kinetic"), QStringLiteral("gravity"), QStringLiteral("total")});
    FigureOptions options;
    options.widthMm = width;
    options.heightMm = height;
    options.dpi = dpi;
    const QString path =
        figureDir() + QStringLiteral("/plot_%1x%2_%3dpi.png").arg(width).arg(height).arg(dpi);
    QVERIFY(plot.exportFigure(options, path));
    const QImage image(path);
    QVERIFY(!image.isNull());
    QVERIFY(std::abs(image.width() - width / 25.4 * dpi) <= 1.0);
    QVERIFY(std::abs(image.height() - height / 25.4 * dpi) <= 1.0);
    QVERIFY(std::abs(image.dotsPerMeterX() * 0.0254 - dpi) < 1.0);
    // Paper style: a white page.
    QCOMPARE(image.pixel(1, 1), qRgb(255, 255, 255));
}

void TestFigureExport::paperStyleIsDistinctInGrayscale() {
    // In paper style every series has its own line style and marker, so two series of the
    // same colour still differ: check the pixels the series draw differ in grayscale.
    PlotPanel plot;
    plot.setAxisLabels(QStringLiteral("t (s)"), QStringLiteral("y (m)"));
    const int a = plot.addSeries(QStringLiteral("a"), Qt::red);
    const int b = plot.addSeries(QStringLiteral("b"), Qt::red);
    for (int k = 0; k < 100; ++k) {
        plot.append(a, k, 1.0);
        plot.append(b, k, 2.0);
    }
    plot.rescale();
    plot.replotNow();
    FigureOptions options;
    options.dpi = 200;
    const QString path = figureDir() + QStringLiteral("/paper_two_series.png");
    QVERIFY(plot.exportFigure(options, path));
    const QImage image = QImage(path).convertToFormat(QImage::Format_Grayscale8);
    // Count dark pixels along each series' row band: a solid line darkens more than a dashed.
    const auto darkInRow = [&](int y) {
        int dark = 0;
        for (int x = image.width() / 4; x < image.width() * 3 / 4; ++x) {
            dark += qGray(image.pixel(x, y)) < 200;
        }
        return dark;
    };
    int best[2] = {0, 0};
    // The two series lie at y = 1 and 2 of a range fitted to [1, 2]: bottom and top of the
    // axis rect; search a band of rows near each for the most-covered row. The paper style
    // frames the plot: the first and last fully dark rows are its top and bottom edges, and
    // the rows next to them are left out.
    const int band = image.width() * 3 / 4 - image.width() / 4;
    int frameTop = -1;
    int frameBottom = -1;
    for (int y = 0; y < image.height(); ++y) {
        if (darkInRow(y) == band) {
            frameTop = frameTop < 0 ? y : frameTop;
            frameBottom = y;
        }
    }
    for (int y = 0; y < image.height(); ++y) {
        if (std::abs(y - frameTop) <= 3 || std::abs(y - frameBottom) <= 3) {
            continue;
        }
        const int dark = darkInRow(y);
        const int half = y < image.height() / 2 ? 1 : 0; // top half holds series b
        best[half] = std::max(best[half], dark);
    }
    QVERIFY2(best[0] > 0 && best[1] > 0, "both series drawn");
    QVERIFY2(std::abs(best[0] - best[1]) > image.width() / 20,
             qPrintable(QStringLiteral("%1 vs %2").arg(best[0]).arg(best[1])));
}

void TestFigureExport::csvHeaderAndRows() {
    PlotPanel plot;
    fill(plot, {QStringLiteral("kinetic"), QStringLiteral("gravity, total")});
    plot.setSeriesVisible(1, false); // hidden series are exported too
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plot.csv"));
    QVERIFY(plot.exportData(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), QStringLiteral("series,t (s),E (J)"));
    QCOMPARE(lines.size(), 1 + 2 * 200);
    QCOMPARE(lines[1].section(',', 0, 0), QStringLiteral("kinetic"));
    QCOMPARE(lines[1].section(',', 1, 1).toDouble(), 0.0);
    QCOMPARE(lines[1].section(',', 2, 2).toDouble(), 1.0 * std::cos(0.0));
    QVERIFY(lines[201].startsWith(QStringLiteral("\"gravity, total\",")));
    QCOMPARE(lines[200].section(',', 1, 1).toDouble(), plot.points(0).last().x());

    PlotPanel bars;
    bars.setAxisLabels(QStringLiteral("max dt (s)"), QString());
    bars.setBars(QStringLiteral("limit"), Qt::blue,
                 {QStringLiteral("rk4"), QStringLiteral("verlet")}, {0.28, 0.2});
    QVERIFY(bars.exportData(path));
    file.close();
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()),
             QStringLiteral("category,max dt (s)\nrk4,0.28000000000000003\nverlet,"
                            "0.20000000000000001\n"));
}

// A closed curve (a stability region's boundary): x runs back, the path keeps its order
// through figure(), setFigure() and the CSV, and a NaN point is a gap kept in place.
void TestFigureExport::parametricSeriesKeepsPathOrder() {
    PlotPanel plot;
    plot.setAxisLabels(QStringLiteral("Re z"), QStringLiteral("Im z"));
    const int circle = plot.addParametricSeries(QStringLiteral("boundary"), Qt::blue);
    const int line = plot.addSeries(QStringLiteral("graph"), Qt::red);
    QVERIFY(plot.isSeriesParametric(circle));
    QVERIFY(!plot.isSeriesParametric(line));
    QVector<QPointF> path;
    for (int k = 0; k <= 12; ++k) {
        const double angle = 2.0 * M_PI * k / 12.0;
        path.push_back(QPointF(-1.0 + std::cos(angle), std::sin(angle)));
    }
    path.insert(6, QPointF(std::nan(""), std::nan("")));
    for (const QPointF& p : path) {
        plot.append(circle, p.x(), p.y());
    }
    plot.append(line, 1.0, 1.0);
    plot.append(line, 0.0, 0.0); // a graph sorts by x
    const auto same = [](const QVector<QPointF>& a, const QVector<QPointF>& b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int k = 0; k < a.size(); ++k) {
            const bool gap = std::isnan(a[k].x()) && std::isnan(b[k].x());
            if (!gap && a[k] != b[k]) {
                return false;
            }
        }
        return true;
    };
    QVERIFY(same(plot.points(circle), path));
    QCOMPARE(plot.points(line).first().x(), 0.0);

    const figures::Figure figure = plot.figure();
    QVERIFY(figure.series[circle].parametric);
    QVERIFY(!figure.series[line].parametric);
    PlotPanel copy;
    copy.setFigure(figure);
    QVERIFY(copy.isSeriesParametric(circle));
    QVERIFY(same(copy.points(circle), path));

    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("boundary.csv"));
    QVERIFY(copy.exportData(csv));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), QStringLiteral("series,Re z,Im z"));
    for (int k = 0; k < path.size(); ++k) {
        const QStringList fields = lines[1 + k].split(',');
        QCOMPARE(fields[0], QStringLiteral("boundary"));
        if (!std::isnan(path[k].x())) {
            QCOMPARE(fields[1].toDouble(), path[k].x());
            QCOMPARE(fields[2].toDouble(), path[k].y());
        }
    }
    const QString pdf = dir.filePath(QStringLiteral("boundary.pdf"));
    QVERIFY(copy.exportFigure(FigureOptions(), pdf));
    QVERIFY(QFileInfo(pdf).size() > 0);
}

void TestFigureExport::japaneseTextEmbedsCjkFont() {
    if (!hasPoppler()) {
        QSKIP("poppler-utils (pdffonts) is not installed");
    }
    PlotPanel plot;
    fill(plot, {QStringLiteral("運動エネルギー"), QStringLiteral("重力ポテンシャル")});
    plot.setAxisLabels(QStringLiteral("時間 (s)"), QStringLiteral("エネルギー (J)"));
    plot.replotNow();
    FigureOptions options;
    options.fontFamily = figures::cjkFontFamily(QStringLiteral("ja"));
    const QString path = figureDir() + QStringLiteral("/plot_ja.pdf");
    QVERIFY(plot.exportFigure(options, path));
    const QString text = run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    QVERIFY2(text.contains(QStringLiteral("運動エネルギー")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("時間")), qPrintable(text));
    const QString fonts = run(QStringLiteral("pdffonts"), {path});
    // A CJK font, embedded ("emb" column yes).
    bool embeddedCjk = false;
    for (const QString& line : fonts.split('\n')) {
        if (line.contains(QStringLiteral("CJK")) &&
            line.simplified().split(' ').contains(QStringLiteral("yes"))) {
            embeddedCjk = true;
        }
    }
    QVERIFY2(embeddedCjk, qPrintable(fonts));
    rasterise(path);
}

/// A family typed into the font box counts without Enter (the way a user types a name and
/// clicks OK); a name that is no installed family keeps the last chosen one.
void TestFigureExport::typedFontFamilyIsTheOneUsed() {
    widgets::FigureExportDialog dialog;
    FigureOptions options;
    options.fontFamily = figures::cjkFontFamily(QStringLiteral("ja"));
    dialog.setOptions(options);
    auto* box = dialog.findChild<QFontComboBox*>();
    QVERIFY(box && box->lineEdit());
    box->lineEdit()->selectAll();
    QTest::keyClicks(box->lineEdit(), QStringLiteral("dejavu serif"));
    QCOMPARE(dialog.options().fontFamily, QStringLiteral("DejaVu Serif"));
    box->lineEdit()->selectAll();
    QTest::keyClicks(box->lineEdit(), QStringLiteral("No Such Family"));
    QCOMPARE(dialog.options().fontFamily, QStringLiteral("DejaVu Serif"));
}

/// What the screen draws differently (a guide's tag instead of a legend entry, shades as
/// colour maps, no inset) comes back whole in the figure an export writes.
void TestFigureExport::shownFigureKeepsTagsShadesAndInset() {
    figures::Figure figure;
    figure.x.logarithmic = true;
    figure.y.logarithmic = true;
    figures::Series data;
    data.name = QStringLiteral("RK2");
    data.points = {{1e-3, 1e-6}, {2e-3, 4e-6}};
    figures::Series guide;
    guide.name = QStringLiteral("slope 2");
    guide.guide = true;
    guide.tag = QStringLiteral("2");
    guide.points = {{2e-3, 4e-6}, {1e-3, 1e-6}};
    figure.series = {data, guide};
    figures::Shade shade;
    shade.columns = 2;
    shade.rows = 1;
    shade.inside = {true, false};
    figure.shades = {shade};
    figure.inset = std::make_shared<const figures::Figure>();
    PlotPanel plot;
    plot.setFigure(figure);
    const figures::Figure shown = plot.figure();
    QCOMPARE(shown.series.size(), qsizetype(2));
    QCOMPARE(shown.series[1].tag, QStringLiteral("2"));
    QVERIFY(shown.series[1].guide);
    QCOMPARE(shown.shades.size(), qsizetype(1));
    QCOMPARE(shown.shades[0].inside, shade.inside);
    QCOMPARE(shown.inset, figure.inset);
    plot.clearSeries();
    QVERIFY(plot.figure().shades.isEmpty() && !plot.figure().inset);
}

void TestFigureExport::energyHistoryCsv() {
    QMainWindow window;
    widgets::Document document;
    document.reset(core::loadPreset("spring-oscillator"));
    widgets::RunController controller(&document, widgets::RunSource::Scene);
    widgets::FigureExporter exporter(&window, &document, &controller);
    // The initial snapshot first, so that each wait below is for a step's own snapshot.
    QTRY_VERIFY_WITH_TIMEOUT(controller.latestSnapshot() != nullptr, kConditionTimeoutMs);
    for (int k = 0; k < 5; ++k) {
        QSignalSpy snapshots(&controller, &widgets::RunController::snapshotReady);
        controller.stepOnce();
        QVERIFY(snapshots.wait(kConditionTimeoutMs));
    }
    QTRY_VERIFY_WITH_TIMEOUT(exporter.energyHistory().size() >= 5, kConditionTimeoutMs);
    const auto rows = static_cast<int>(exporter.energyHistory().size());
    QVERIFY2(rows >= 5, qPrintable(QString::number(rows)));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("energy.csv"));
    QString error;
    QVERIFY2(exporter.writeEnergyHistory(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), QString::fromLatin1(core::csv::kEnergyHeader));
    QCOMPARE(lines.size(), 1 + rows);
    QCOMPARE(lines.last().split(',').size(), 9);
    QFile manifest(dir.filePath(QStringLiteral("energy.manifest.json")));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    QVERIFY(manifest.readAll().contains("clothlab-manifest"));

    // A frame of the timeline shown leaves the history as it is.
    controller.showFrame(0);
    QTRY_COMPARE_WITH_TIMEOUT(controller.shownFrame(), 0, kConditionTimeoutMs);
    QCOMPARE(static_cast<int>(exporter.energyHistory().size()), rows);

    // A reset starts a new history.
    // (A snapshot of the last step may still be on its way: wait for the reset's own.)
    controller.reset();
    QTRY_VERIFY_WITH_TIMEOUT(static_cast<int>(exporter.energyHistory().size()) < rows,
                             kConditionTimeoutMs);
}

void TestFigureExport::viewCaptureLargerThanWindow() {
    QMainWindow window;
    widgets::Document document;
    widgets::RunController controller(&document, widgets::RunSource::Scene);
    const core::Scene scene = core::loadPreset("hanging-cloth");
    auto* view = new widgets::SceneView;
    window.setCentralWidget(view);
    view->setSystem(core::buildSystem(scene), scene.obstacles);
    window.resize(480, 360);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    view->resetCamera();
    widgets::FigureExporter exporter(&window, &document, &controller);
    QSize grid(1, 1);
    exporter.setViewSource([view, &grid] {
        widgets::FigureExporter::Views shown;
        shown.views = QList<widgets::SceneView*>(grid.width() * grid.height(), view);
        shown.grid = grid;
        return shown;
    });
    const QSize twice = view->size() * 2;
    const QImage transparent = exporter.captureViews(twice, true);
    QCOMPARE(transparent.size(), twice);
    QCOMPARE(qAlpha(transparent.pixel(0, 0)), 0);
    QCOMPARE(qAlpha(transparent.pixel(twice.width() - 1, twice.height() - 1)), 0);
    QVERIFY(transparent.save(figureDir() + QStringLiteral("/view_transparent.png")));
    const QImage solid = exporter.captureViews(twice, false);
    QCOMPARE(qAlpha(solid.pixel(0, 0)), 255);

    // A 2 × 1 split: both cells painted, opaque up to the last column.
    grid = QSize(2, 1);
    const QImage split = exporter.captureViews(QSize(1601, 600), false);
    QCOMPARE(split.size(), QSize(1601, 600));
    QCOMPARE(qAlpha(split.pixel(1600, 599)), 255);
    QCOMPARE(qAlpha(split.pixel(799, 0)), 255);
    QVERIFY(split.save(figureDir() + QStringLiteral("/view_split.png")));
    // One view of the split alone, at the whole size: opaque to its far corner, and the
    // same picture as the view rendered by itself.
    const QImage one = exporter.captureViews(QSize(900, 700), false, 1);
    QCOMPARE(one.size(), QSize(900, 700));
    QCOMPARE(qAlpha(one.pixel(899, 699)), 255);
    const QImage alone = view->renderToImage(QSize(900, 700), false);
    QCOMPARE(one.pixel(450, 350), alone.convertToFormat(one.format()).pixel(450, 350));
}

QTEST_MAIN(TestFigureExport)
#include "test_figure_export.moc"
