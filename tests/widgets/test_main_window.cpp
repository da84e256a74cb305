// The main window opens on the default scene, its summary states the scene's counts, and
// every shipped translation is complete enough to change what the window says.
#include "app/main_window.h"
#include "core/scene.h"
#include "core/scene_builders.h"
#include "widgets/scene_summary_widget.h"

#include <QDir>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QTest>
#include <QTranslator>
#include <memory>

using namespace clothlab;

namespace {

QString labelText(const QWidget& parent, const char* name) {
    const auto* label = parent.findChild<QLabel*>(QString::fromLatin1(name));
    return label ? label->text() : QString();
}

QString screenshotDir() {
    const QString dir = qEnvironmentVariable("CLOTHLAB_BINARY_DIR", QDir::currentPath());
    QDir(dir).mkpath(QStringLiteral("screenshots"));
    return dir + QStringLiteral("/screenshots");
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void showsDefaultSceneSummary();
    void summaryCountsSpringKindsAndPins();
    void translationChangesTexts_data();
    void translationChangesTexts();
};

void TestMainWindow::showsDefaultSceneSummary() {
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QVERIFY(!window.windowTitle().isEmpty());
    const int particles = core::particleCount(core::defaultScene());
    QVERIFY(particles > 0);
    auto* summary = window.findChild<widgets::SceneSummaryWidget*>();
    QVERIFY(summary != nullptr);
    QCOMPARE(window.centralWidget(), summary);
    QCOMPARE(summary->particleCount(), particles);
    const QString shown = labelText(*summary, "particleCount");
    QVERIFY2(shown.contains(QLocale().toString(particles)), qPrintable(shown));

    const QString file = screenshotDir() + QStringLiteral("/main_window.png");
    QVERIFY2(window.grab().save(file, "PNG"), qPrintable(file));
}

void TestMainWindow::summaryCountsSpringKindsAndPins() {
    // The oscillator: one pinned and one free particle joined by one structural spring.
    const core::System system = core::buildSystem(core::springOscillatorScene());
    widgets::SceneSummaryWidget summary(system, QStringLiteral("oscillator"));
    QCOMPARE(summary.particleCount(), 2);
    QCOMPARE(summary.pinnedCount(), 1);
    QCOMPARE(summary.springCount(core::SpringKind::Structural), 1);
    QCOMPARE(summary.springCount(core::SpringKind::Shear), 0);
    QCOMPARE(summary.springCount(core::SpringKind::Bending), 0);
    QVERIFY(labelText(summary, "sceneTitle").contains(QStringLiteral("oscillator")));
    QVERIFY(labelText(summary, "structuralSpringCount").contains(QLatin1Char('1')));
    QVERIFY(labelText(summary, "shearSpringCount").contains(QLatin1Char('0')));

    // Counts follow setSystem(); per-kind numbers match the system's own tally.
    const core::System cloth = core::buildSystem(core::defaultScene());
    summary.setSystem(cloth, QStringLiteral("cloth"));
    const auto byKind = cloth.springCountByKind();
    for (core::SpringKind kind : core::kAllSpringKinds) {
        QCOMPARE(summary.springCount(kind), byKind[core::kindIndex(kind)]);
    }
    QCOMPARE(summary.pinnedCount(), cloth.pinnedCount());
}

void TestMainWindow::translationChangesTexts_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("ja") << QStringLiteral("ja");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
}

void TestMainWindow::translationChangesTexts() {
    QFETCH(QString, language);
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString englishMenu = window.menuBar()->actions().first()->text();
    const QString englishParticles = labelText(*window.sceneSummary(), "particleCount");

    auto translator = std::make_unique<QTranslator>();
    QVERIFY(translator->load(QStringLiteral("clothlab_") + language, QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(translator.get()));
    QCoreApplication::processEvents(); // delivers LanguageChange

    const QString menu = window.menuBar()->actions().first()->text();
    const QString particles = labelText(*window.sceneSummary(), "particleCount");
    QVERIFY2(menu != englishMenu, qPrintable(menu));
    QVERIFY2(particles != englishParticles, qPrintable(particles));
    QVERIFY2(particles.contains(QLocale().toString(window.sceneSummary()->particleCount())),
             qPrintable(particles));
    // Let the layout requests posted by the new texts (menu bar, taller CJK lines) run
    // before the screenshot; the assertions above do not depend on them.
    QTest::qWait(100);
    QVERIFY(window.grab().save(screenshotDir() + QStringLiteral("/main_window_") + language +
                               QStringLiteral(".png")));

    QCoreApplication::removeTranslator(translator.get());
}

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
