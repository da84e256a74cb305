// The core's catalog texts in the GUI: every integrator (name, description, equations, each
// parameter's label and description) and every preset (name, description) is written once in
// core/ and marked for lupdate, so each language translates them (a text left unmarked, or
// changed without a translation, shows up here as English); a changed text shows the core's
// English, never an outdated translation. tests/core/test_core_texts checks that the
// presets' texts in core/scene/presets.cpp are the scene files' own.
#include "core/integrators/integrator.h"
#include "core/scene/presets.h"
#include "figures/analysis_figures.h"
#include "text/catalog_text.h"

#include <QTranslator>
#include <QtTest>

using namespace clothlab;
namespace catalog = text::catalog;

class TestCatalogText : public QObject {
    Q_OBJECT

private slots:
    void everyLanguageTranslatesTheTable_data();
    void everyLanguageTranslatesTheTable();
    void staleEntryShowsTheCoreText();
    void contactNoteFollowsTheMethod();
};

void TestCatalogText::everyLanguageTranslatesTheTable_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("rk4");
    QTest::addColumn<QString>("hangingCloth");
    QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("ルンゲ＝クッタ法(4次)")
                        << QStringLiteral("吊り下げた布");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("龙格-库塔法（四阶）")
                           << QStringLiteral("悬挂的布料");
    QTest::newRow("zh_TW") << QStringLiteral("zh_TW") << QStringLiteral("龍格-庫塔法（四階）")
                           << QStringLiteral("懸掛的布料");
}

void TestCatalogText::everyLanguageTranslatesTheTable() {
    QFETCH(QString, language);
    QFETCH(QString, rk4);
    QFETCH(QString, hangingCloth);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral("clothlab_") + language, QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCOMPARE(catalog::integratorName("rk4"), rk4);
    QCOMPARE(catalog::presetName("hanging-cloth"), hangingCloth);
    QCOMPARE(catalog::sceneName("Hanging cloth"), hangingCloth);
    QCOMPARE(catalog::sceneName("my own scene"), QStringLiteral("my own scene"));
    // An analysis of the preset names it in the language (it is recorded in English).
    figures::AnalysisRecord record;
    record.sceneName = QStringLiteral("Hanging cloth");
    record.data = figures::StabilityAnalysis{};
    const QString title = figures::analysisTitle(record);
    QVERIFY2(title.contains(hangingCloth) && !title.contains(QStringLiteral("Hanging")),
             qPrintable(title));
    // Every text a user reads differs from the English (equations are mostly symbols and
    // may stay as they are).
    QStringList untranslated;
    auto expectTranslated = [&untranslated](const QString& shown, const std::string& english) {
        if (shown == QString::fromStdString(english)) {
            untranslated << shown;
        }
    };
    const char* families[] = {"Explicit", "Symplectic", "Implicit", "Constraint-based"};
    for (core::IntegratorFamily family : core::kAllIntegratorFamilies) {
        expectTranslated(catalog::integratorFamilyName(family),
                         families[static_cast<int>(family)]);
    }
    for (const core::IntegratorInfo* info : core::integratorCatalog()) {
        expectTranslated(catalog::integratorName(*info), info->name);
        expectTranslated(catalog::integratorSummary(*info), info->summary);
        for (const core::ParameterSpec& spec : info->parameters) {
            expectTranslated(catalog::parameterLabel(*info, spec), spec.label);
            expectTranslated(catalog::parameterDescription(*info, spec), spec.description);
        }
    }
    for (const core::PresetData& preset : core::presetData()) {
        const core::Scene scene = core::loadPreset(preset.id);
        expectTranslated(catalog::presetName(preset.id), scene.name);
        expectTranslated(catalog::presetDescription(preset.id), scene.description);
    }
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char('\n'))));
}

void TestCatalogText::staleEntryShowsTheCoreText() {
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral("clothlab_ja"), QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    core::IntegratorInfo changed = *core::findIntegrator("rk4");
    changed.name = "Runge–Kutta 4 (classic)";
    QCOMPARE(catalog::integratorName(changed), QStringLiteral("Runge–Kutta 4 (classic)"));
    core::IntegratorInfo unknown = changed;
    unknown.id = "not-in-the-catalog";
    QCOMPARE(catalog::integratorName(unknown), QStringLiteral("Runge–Kutta 4 (classic)"));
    QCOMPARE(catalog::integratorName("not-in-the-catalog"), QStringLiteral("not-in-the-catalog"));
    QCOMPARE(catalog::presetName("not-a-preset"), QStringLiteral("not-a-preset"));
    QVERIFY(catalog::presetDescription("not-a-preset").isEmpty());
    // The unchanged text is translated.
    QVERIFY(catalog::integratorName(*core::findIntegrator("rk4")) !=
            QStringLiteral("Runge–Kutta 4"));
    QCoreApplication::removeTranslator(&translator);
}

// Contact acts once per step for every method; the note says where it falls for each: after
// the last internal step (the adaptive methods), after the iterations (constraint methods),
// after the update (the rest). Translated like the descriptions.
void TestCatalogText::contactNoteFollowsTheMethod() {
    auto note = [](const char* id) {
        const core::IntegratorInfo* info = core::findIntegrator(id);
        return info ? catalog::integratorContactNote(*info) : QString();
    };
    QVERIFY(note("rk45").contains(QStringLiteral("internal step")));
    QCOMPARE(note("dop853"), note("rk45"));
    QVERIFY(note("xpbd").contains(QStringLiteral("after the iterations")));
    QCOMPARE(note("pbd"), note("xpbd"));
    QCOMPARE(note("velocity-constraints"), note("xpbd"));
    QVERIFY(note("symplectic-euler").contains(QStringLiteral("after the update")));
    QCOMPARE(note("implicit-euler"), note("symplectic-euler"));
    QCOMPARE(note("rk4"), note("symplectic-euler"));
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral("clothlab_ja"), QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const QStringList japanese{note("rk45"), note("xpbd"), note("rk4")};
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(japanese.size(), 3);
    QVERIFY(japanese[0] != note("rk45") && japanese[1] != note("xpbd") &&
            japanese[2] != note("rk4"));
}

QTEST_MAIN(TestCatalogText)
#include "test_catalog_text.moc"
