// clothlab-cli figures: the gallery writes every figure kind as PDF, SVG and PNG, in English
// and in Japanese, each file valid (a PNG image of one column at the asked dpi, a PDF, an
// SVG that parses); bad input is refused with exit status 2 and the flag named.
#include "cli_runner.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <cmath>

namespace {

using clothlab::test::CliResult;
using clothlab::test::runCli;

/// The kinds the gallery draws, as its files are named.
const QStringList kKinds{"energy",      "residual",  "error",          "strain",   "solver",
                         "convergence", "stability", "sweep",          "region",   "per_mode",
                         "damping",     "period",    "work_precision", "crossover"};

bool parsesAsSvg(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return false;
    }
    QXmlStreamReader xml(&file);
    bool svg = false;
    while (!xml.atEnd()) {
        xml.readNext();
        svg = svg || (xml.isStartElement() && xml.name() == QLatin1String("svg"));
    }
    return svg && !xml.hasError();
}

} // namespace

class TestCliFigures : public QObject {
    Q_OBJECT

private slots:
    void galleryFiles_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("ja") << QStringLiteral("ja");
    }

    void galleryFiles() {
        QFETCH(QString, language);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("gallery")); // created by the tool
        const CliResult r =
            runCli({"figures", "--out", out, "--language", language, "--dpi", "100"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 3 * kKinds.size());
        for (const QString& kind : kKinds) {
            const QImage png(QDir(out).filePath(kind + QStringLiteral(".png")));
            QVERIFY2(!png.isNull(), qPrintable(kind));
            // 85 mm at 100 dpi, golden aspect.
            QCOMPARE(png.width(), qRound(85.0 / 25.4 * 100));
            QCOMPARE(png.height(), qRound(85.0 / 1.6180339887 / 25.4 * 100));
            QFile pdf(QDir(out).filePath(kind + QStringLiteral(".pdf")));
            QVERIFY(pdf.open(QIODevice::ReadOnly));
            QCOMPARE(pdf.read(5), QByteArray("%PDF-"));
            QVERIFY2(parsesAsSvg(QDir(out).filePath(kind + QStringLiteral(".svg"))),
                     qPrintable(kind));
        }
    }

    void badInputNamesTheFlag_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("no --out") << QStringList{"figures"} << QStringLiteral("--out");
        QTest::newRow("language") << QStringList{"figures", "--out", "x", "--language", "fr"}
                                  << QStringLiteral("--language");
        QTest::newRow("dpi") << QStringList{"figures", "--out", "x", "--dpi", "5"}
                             << QStringLiteral("--dpi");
        QTest::newRow("a scene") << QStringList{"figures", "preset:flag", "--out", "x"}
                                 << QStringLiteral("preset:flag");
    }

    void badInputNamesTheFlag() {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const CliResult r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliFigures)
#include "test_cli_figures.moc"
