// The figure model and its renderer without widgets: tick placement (powers of ten on log
// axes, nice linear steps, no overlapping labels), data fitting, CSV, and the PDF / SVG /
// PNG files (page sizes, pixels where the data are, text and embedded CJK font read back
// with poppler-utils).
#include "figures/figure.h"
#include "figures/figure_renderer.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>
#include <cmath>

using namespace clothlab::figures;

namespace {

QString run(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(30000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

bool hasPoppler() {
    return !QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty();
}

/// Labelled ticks of an axis drawn over `length` px with labels `extent` px wide.
QVector<Tick> labelled(const Axis& axis, double length, double extent, double gap) {
    QVector<Tick> out;
    for (const Tick& t : axisTicks(
             axis, length, [&](const Tick&) { return extent; }, gap)) {
        if (!t.label.isEmpty()) {
            out.push_back(t);
        }
    }
    return out;
}

Figure twoSeries() {
    Figure figure;
    figure.x.label = QStringLiteral("t (s)");
    figure.y.label = QStringLiteral("E (J)");
    Series a;
    a.name = QStringLiteral("kinetic");
    a.color = Qt::red;
    Series b = a;
    b.name = QStringLiteral("gravity");
    for (int k = 0; k <= 100; ++k) {
        a.points.push_back(QPointF(0.01 * k, 0.25));
        b.points.push_back(QPointF(0.01 * k, 0.75));
    }
    figure.series = {a, b};
    figure.x.lower = 0.0;
    figure.x.upper = 1.0;
    figure.y.lower = 0.0;
    figure.y.upper = 1.0;
    return figure;
}

} // namespace

class TestFigures : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        // Kept for a look under <build>/screenshots/figures_lib when run by CTest.
        if (qEnvironmentVariableIsSet("CLOTHLAB_BINARY_DIR")) {
            m_path = qEnvironmentVariable("CLOTHLAB_BINARY_DIR") +
                     QStringLiteral("/screenshots/figures_lib");
        }
        QVERIFY(QDir().mkpath(m_path));
    }

    void logAxisLabelsPowersOfTen_data() {
        QTest::addColumn<double>("length");
        QTest::addColumn<int>("most"); // at most this many labels fit
        QTest::newRow("wide") << 1000.0 << 10;
        QTest::newRow("narrow") << 120.0 << 4;
    }

    void logAxisLabelsPowersOfTen() {
        QFETCH(double, length);
        QFETCH(int, most);
        Axis axis;
        axis.logarithmic = true;
        axis.lower = 3e-10;
        axis.upper = 2.0;
        const double extent = 30.0;
        const double gap = 5.0;
        const QVector<Tick> ticks = labelled(axis, length, extent, gap);
        QVERIFY(ticks.size() >= 2);
        QVERIFY2(ticks.size() <= most, qPrintable(QString::number(ticks.size())));
        const double decades = std::log10(axis.upper / axis.lower);
        double previous = -HUGE_VAL;
        for (const Tick& tick : ticks) {
            const double k = std::log10(tick.value);
            QCOMPARE(k, std::round(k)); // a power of ten
            QCOMPARE(tick.label, QStringLiteral("10"));
            QCOMPARE(QString(tick.exponent).replace(QChar(0x2212), QLatin1Char('-')).toInt(),
                     static_cast<int>(std::round(k)));
            QVERIFY(tick.value >= axis.lower && tick.value <= axis.upper);
            const double at = std::log10(tick.value / axis.lower) / decades * length;
            QVERIFY2(at - previous >= extent + gap, "labels overlap");
            previous = at;
        }
        // Every decade is ticked even when only every m-th is labelled.
        int majors = 0;
        for (const Tick& t : axisTicks(
                 axis, length, [&](const Tick&) { return extent; }, gap)) {
            majors += std::abs(std::log10(t.value) - std::round(std::log10(t.value))) < 1e-12;
        }
        QCOMPARE(majors, 10); // 10⁻⁹ … 10⁰
    }

    void linearAxisNiceSteps() {
        Axis axis;
        axis.lower = -0.013;
        axis.upper = 0.087;
        const QVector<Tick> ticks = labelled(axis, 400.0, 25.0, 5.0);
        QVERIFY(ticks.size() >= 3);
        const double step = ticks[1].value - ticks[0].value;
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-12));
        QVERIFY2(std::abs(mantissa - 1) < 1e-9 || std::abs(mantissa - 2) < 1e-9 ||
                     std::abs(mantissa - 2.5) < 1e-9 || std::abs(mantissa - 5) < 1e-9,
                 qPrintable(QString::number(step)));
        bool zero = false;
        for (const Tick& t : ticks) {
            QVERIFY(t.value >= axis.lower && t.value <= axis.upper);
            zero = zero || (t.value == 0.0 && t.label == QStringLiteral("0"));
        }
        QVERIFY(zero);
        // Narrow: fewer labels, still apart.
        const QVector<Tick> narrow = labelled(axis, 60.0, 25.0, 5.0);
        QVERIFY(narrow.size() >= 1 && narrow.size() <= 2);
    }

    void shortLogRangeLabelsMantissas() {
        Axis axis;
        axis.logarithmic = true;
        axis.lower = 0.15;
        axis.upper = 0.9;
        const QVector<Tick> ticks = labelled(axis, 300.0, 20.0, 4.0);
        // Mantissa times a power of ten, the exponent a superscript; every digit a minor tick.
        QStringList labels;
        for (const Tick& t : ticks) {
            labels << t.label + QLatin1Char('^') + t.exponent;
        }
        QCOMPARE(labels, QStringList({QString::fromUtf8("2×10^\u22121"),
                                      QString::fromUtf8("5×10^\u22121")}));
        int minor = 0;
        for (const Tick& t : axisTicks(
                 axis, 300.0, [](const Tick&) { return 20.0; }, 4.0)) {
            minor += !t.major;
        }
        QCOMPARE(minor, 6); // 0.3, 0.4, 0.6, 0.7, 0.8, 0.9
    }

    void fitsVisibleDataAndBars() {
        Figure figure;
        figure.y.logarithmic = true;
        Series s;
        s.points = {{0.0, 1e-3}, {1.0, 0.0}, {2.0, 1e-1}};
        Series hidden;
        hidden.visible = false;
        hidden.points = {{100.0, 1e5}};
        figure.series = {s, hidden};
        figure.fit();
        QCOMPARE(figure.x.lower, 0.0);
        QCOMPARE(figure.x.upper, 2.0);
        QCOMPARE(figure.y.lower, 1e-3);
        QCOMPARE(figure.y.upper, 1e-1);

        Figure bars;
        bars.x.logarithmic = true;
        Bars limits;
        limits.categories = {QStringLiteral("a"), QStringLiteral("b")};
        limits.values = {0.03, 2.0};
        bars.setBars(limits);
        bars.fit();
        QCOMPARE(bars.bars->base, 1e-3); // a decade below the smallest bar's decade
        QCOMPARE(bars.x.lower, 1e-3);
        QCOMPARE(bars.y.lower, 0.4);
        QCOMPARE(bars.y.upper, 2.6);
        QCOMPARE(bars.y.categories, bars.bars->categories);
    }

    void csvLongForm() {
        Figure figure = twoSeries();
        figure.series[1].name = QStringLiteral("gravity, total");
        figure.series[1].visible = false; // exported all the same
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        writeCsv(figure, &buffer);
        const QStringList lines = QString::fromUtf8(buffer.data()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 2 * 101);
        QCOMPARE(lines[0], QStringLiteral("series,t (s),E (J)"));
        QCOMPARE(lines[2], QStringLiteral("kinetic,0.01,0.25"));
        QVERIFY(lines[102].startsWith(QStringLiteral("\"gravity, total\",0,")));
    }

    void pngHasTheDataWhereTheAxesSay() {
        // Paper style: series 0 solid Okabe–Ito blue at y = 0.25, series 1 dashed vermilion at
        // y = 0.75; the blue row lies below the vermilion one, and the solid line covers more.
        FigureOptions options;
        options.dpi = 300;
        const QString path = file(QStringLiteral("two.png"));
        QString error;
        QVERIFY2(writeFigure(twoSeries(), options, path, &error), qPrintable(error));
        const QImage image(path);
        // One journal column at the golden aspect.
        QCOMPARE(image.size(),
                 QSize(qRound(85 / 25.4 * 300), qRound(85 / 1.6180339887 / 25.4 * 300)));
        QVERIFY(std::abs(image.dotsPerMeterX() * 0.0254 - 300) < 1.0);
        QCOMPARE(image.pixel(1, 1), qRgb(255, 255, 255));
        const auto near = [](QRgb c, QRgb want) {
            return std::abs(qRed(c) - qRed(want)) + std::abs(qGreen(c) - qGreen(want)) +
                       std::abs(qBlue(c) - qBlue(want)) <
                   60;
        };
        int blueRow = -1, redRow = -1, blueCount = 0, redCount = 0;
        for (int y = 0; y < image.height(); ++y) {
            int blue = 0, red = 0;
            for (int x = image.width() / 4; x < image.width() * 3 / 4; ++x) {
                blue += near(image.pixel(x, y), 0x0072B2);
                red += near(image.pixel(x, y), 0xD55E00);
            }
            if (blue > blueCount) {
                blueCount = blue, blueRow = y;
            }
            if (red > redCount) {
                redCount = red, redRow = y;
            }
        }
        QVERIFY(blueRow > 0 && redRow > 0);
        QVERIFY2(blueRow > redRow, "y grows upwards");
        QVERIFY2(blueCount > redCount + image.width() / 20,
                 qPrintable(QStringLiteral("%1 vs %2").arg(blueCount).arg(redCount)));
    }

    void pdfPageTextAndCjkFont() {
        if (!hasPoppler()) {
            QSKIP("poppler-utils is not installed");
        }
        Figure figure = twoSeries();
        figure.y.logarithmic = true;
        figure.y.lower = 1e-4;
        figure.y.upper = 1.0;
        figure.x.label = QStringLiteral("時間 (s)");
        figure.series[0].name = QStringLiteral("運動エネルギー");
        FigureOptions options;
        options.widthMm = 170.0;
        options.heightMm = 100.0;
        options.fontFamily = cjkFontFamily(QStringLiteral("ja"));
        const QString path = file(QStringLiteral("ja.pdf"));
        QVERIFY(writeFigure(figure, options, path));
        const QRegularExpressionMatch size =
            QRegularExpression(QStringLiteral("Page size:\\s+([\\d.]+) x ([\\d.]+) pts"))
                .match(run(QStringLiteral("pdfinfo"), {path}));
        QVERIFY(size.hasMatch());
        QVERIFY(std::abs(size.captured(1).toDouble() / 72 * 25.4 - 170.0) < 1.0);
        QVERIFY(std::abs(size.captured(2).toDouble() / 72 * 25.4 - 100.0) < 1.0);
        const QString text = run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        QVERIFY2(text.contains(QStringLiteral("運動エネルギー")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("時間")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("E (J)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("10")), qPrintable(text));
        bool embeddedCjk = false;
        for (const QString& line : run(QStringLiteral("pdffonts"), {path}).split('\n')) {
            embeddedCjk = embeddedCjk || (line.contains(QStringLiteral("CJK")) &&
                                          line.simplified().split(' ').contains("yes"));
        }
        QVERIFY(embeddedCjk);
    }

    /// The family the user picks is the one the PDF embeds for Latin text; the CJK family
    /// is only the fallback for glyphs the chosen one lacks.
    void pdfEmbedsTheChosenFont_data() {
        QTest::addColumn<QString>("label");
        QTest::addColumn<bool>("cjk");
        QTest::newRow("en") << QStringLiteral("time (s)") << false;
        QTest::newRow("ja") << QStringLiteral("時間 (s)") << true;
    }
    void pdfEmbedsTheChosenFont() {
        QFETCH(QString, label);
        QFETCH(bool, cjk);
        if (QStandardPaths::findExecutable(QStringLiteral("pdffonts")).isEmpty()) {
            QSKIP("poppler-utils is not installed");
        }
        Figure figure = twoSeries();
        figure.x.label = label;
        FigureOptions options;
        options.fontFamily = QStringLiteral("DejaVu Serif");
        const QString path = file(QStringLiteral("font_%1.pdf").arg(QTest::currentDataTag()));
        QVERIFY(writeFigure(figure, options, path));
        const QString fonts = run(QStringLiteral("pdffonts"), {path});
        QVERIFY2(fonts.contains(QStringLiteral("DejaVuSerif")), qPrintable(fonts));
        QVERIFY2(!fonts.contains(QStringLiteral("DejaVuSans")), qPrintable(fonts));
        QCOMPARE(fonts.contains(QStringLiteral("CJK")), cjk);
    }

    void svgSizeInMillimetres() {
        FigureOptions options;
        options.widthMm = 170.0;
        options.heightMm = 100.0;
        const QString path = file(QStringLiteral("f.svg"));
        // A title with XML's special characters still gives a valid file.
        QVERIFY(writeFigure(twoSeries(), options, path, nullptr,
                            QStringLiteral("Hilber, Hughes & Taylor <1977>")));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        while (!xml.atEnd() && !(xml.isStartElement() && xml.name() == QLatin1String("svg"))) {
            xml.readNext();
        }
        QString width = xml.attributes().value(QStringLiteral("width")).toString();
        QVERIFY(width.endsWith(QStringLiteral("mm")));
        width.chop(2);
        QVERIFY(std::abs(width.toDouble() - 170.0) < 1.0);
        while (!xml.atEnd()) {
            xml.readNext();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    }

    void unknownFormatIsRefused() {
        QString error;
        QVERIFY(!writeFigure(twoSeries(), FigureOptions{}, file(QStringLiteral("f.bmpx")), &error));
        QVERIFY(error.contains(QStringLiteral("bmpx")));
    }

private:
    QTemporaryDir m_temporary;
    QString m_path = m_temporary.path();
    QString file(const QString& name) const { return m_path + QLatin1Char('/') + name; }
};

QTEST_MAIN(TestFigures)
#include "test_figures.moc"
