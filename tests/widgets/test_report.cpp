// The report: a PDF in the UI language with the scene, the runs, the comparison's figures,
// the analyses and the manifest; its text (extracted with pdftotext) carries the translated
// headings and the run's integrator; the figures are written beside it.
#include "core/analysis/stability_limits.h"
#include "core/scene/presets.h"
#include "core/simulation/run_set.h"
#include "figures/report_writer.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTranslator>
#include <QtTest>

using namespace clothlab;

namespace {

/// The spring oscillator's four runs compared for 0.5 s, and a stability analysis.
figures::ReportInput oscillatorReport() {
    figures::ReportInput input;
    input.scene = core::loadPreset("spring-oscillator");
    input.system = std::make_shared<const core::System>(core::buildSystem(input.scene));
    input.sceneSource = QStringLiteral("preset:spring-oscillator");
    input.command = QStringLiteral("test_report");
    core::RunSetOptions options;
    options.sampleInterval = 0.01;
    core::RunSet set(input.scene, input.scene.runs, options);
    set.advance(50);
    for (int r = 0; r < set.runCount(); ++r) {
        input.histories.push_back(set.run(r).samples());
        input.statuses.push_back(set.run(r).status());
    }
    input.reference = QString::fromStdString(set.referenceDescription());
    figures::AnalysisRecord record;
    record.sceneName = QStringLiteral("Spring oscillator");
    record.finished = QDateTime::currentDateTime();
    figures::StabilityAnalysis stability;
    stability.duration = 2.0;
    stability.tolerance = 0.02;
    stability.limits = core::stabilityLimits(
        input.scene, {{"symplectic-euler", 0.01, {}}, {"rk4", 0.01, {}}}, 2.0);
    record.data = stability;
    input.analyses.push_back(record);
    return input;
}

QString pdfText(const QString& path) {
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    process.waitForFinished(30000);
    // Some CJK glyphs extract as their compatibility forms (Kangxi radicals): compare in NFKC.
    return QString::fromUtf8(process.readAllStandardOutput())
        .normalized(QString::NormalizationForm_KC);
}

} // namespace

class TestReport : public QObject {
    Q_OBJECT

private slots:
    void reportInEachLanguage_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("runs"); // the Runs heading as the language writes it
        QTest::newRow("en") << "en"
                            << "Runs";
        QTest::newRow("ja") << "ja"
                            << "ラン";
        QTest::newRow("zh_CN") << "zh_CN"
                               << "运行";
        QTest::newRow("zh_TW") << "zh_TW"
                               << "執行";
    }

    void reportInEachLanguage() {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
            QSKIP("pdftotext (poppler-utils) is not installed");
        }
        QFETCH(QString, language);
        QFETCH(QString, runs);
        QTranslator translator;
        if (language != QStringLiteral("en")) {
            QVERIFY(
                translator.load(QStringLiteral("clothlab_") + language, QStringLiteral(":/i18n")));
            QVERIFY(QCoreApplication::installTranslator(&translator));
        }
        QLocale::setDefault(QLocale(language));
        // Kept as a test artefact to look at: <build>/screenshots/report_<language>.pdf.
        const QString dir =
            qEnvironmentVariable("CLOTHLAB_BINARY_DIR", QDir::currentPath()) + "/screenshots";
        QDir().mkpath(dir);
        const QString path = dir + QStringLiteral("/report_") + language + QStringLiteral(".pdf");
        QString error;
        QStringList written;
        const QString stability = figures::ReportWriter::headings()[4];
        QVERIFY2(figures::ReportWriter::write(oscillatorReport(), path, &error, &written),
                 qPrintable(error));
        QCoreApplication::removeTranslator(&translator);
        QLocale::setDefault(QLocale::c());
        // The PDF; the two comparison figures, the analysis figure and the four stability
        // figures (region, per-mode region, damping, period error), each as PDF and CSV.
        QCOMPARE(written.size(), 15);
        for (const QString& file : written) {
            QVERIFY2(QFileInfo(file).size() > 100, qPrintable(file));
        }
        QCOMPARE(written.filter(QStringLiteral(".csv")).size(), 7);
        QCOMPARE(written.filter(QStringLiteral("_stability_region.pdf")).size(), 1);
        QCOMPARE(written.filter(QStringLiteral("_stability_per_mode.pdf")).size(), 1);
        const QString text = pdfText(path);
        QVERIFY2(text.contains(runs), qPrintable(text.left(600)));
        QVERIFY(text.contains(QStringLiteral("rk4")));
        QVERIFY(text.contains(QStringLiteral("symplectic-euler")));
        QVERIFY(text.contains(QStringLiteral("\"hash\""))); // the manifest
        QVERIFY2(text.contains(stability), qPrintable(stability));
        if (language == QStringLiteral("en")) {
            QCOMPARE(stability, QStringLiteral("Stability and accuracy"));
            QVERIFY(text.contains(QStringLiteral("Predicted"))); // the table header
        }
        if (language == QStringLiteral("ja")) {
            QVERIFY(text.contains(QStringLiteral("シーン")));
            QVERIFY(text.contains(QStringLiteral("マニフェスト")));
        }
    }

    /// A scene without comparison runs: the stability figures are of its own integrator, and
    /// their captions name it rather than an empty list of runs.
    void stabilityCaptionsNameTheStudiedRun() {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
            QSKIP("pdftotext (poppler-utils) is not installed");
        }
        figures::ReportInput input;
        input.scene = core::loadPreset("spring-oscillator");
        input.scene.runs.clear();
        input.scene.integrator = {"rk4", 0.02, {}};
        input.system = std::make_shared<const core::System>(core::buildSystem(input.scene));
        input.sceneSource = QStringLiteral("preset:spring-oscillator");
        const QString dir =
            qEnvironmentVariable("CLOTHLAB_BINARY_DIR", QDir::currentPath()) + "/screenshots";
        QDir().mkpath(dir);
        const QString path = dir + QStringLiteral("/report_own_integrator.pdf");
        QString error;
        QLocale::setDefault(QLocale(QStringLiteral("en")));
        QVERIFY2(figures::ReportWriter::write(input, path, &error), qPrintable(error));
        QLocale::setDefault(QLocale::c());
        const QString text = pdfText(path).simplified();
        QVERIFY2(!text.contains(QStringLiteral("runs: .")), qPrintable(text));
        // (Digits are left out of the check: pdftotext drops some of the embedded font's.)
        QVERIFY2(text.contains(QStringLiteral("; runs: Runge")), qPrintable(text));
    }
};

QTEST_MAIN(TestReport)
#include "test_report.moc"
