// The core's English messages shown in the GUI are translated: every error a broken scene
// file produces has a known form, the translation keeps the values (keys, paths, numbers)
// and differs from the English in each language; unknown forms pass through unchanged.
#include "core/presets.h"
#include "core/scene_io.h"
#include "core/simulation.h"
#include "widgets/text/core_messages.h"

#include <QTranslator>
#include <QtTest>
#include <functional>
#include <nlohmann/json.hpp>

using namespace clothlab;
using nlohmann::json;

namespace {

/// The reason the core gives for the preset "coursework-cloth" (cloths, a custom-free scene
/// with obstacles) after `edit`, or for `text` as is.
std::string reasonAfter(const std::function<void(json&)>& edit) {
    json j = json::parse(core::presetJson("coursework-cloth"));
    edit(j);
    try {
        core::parseScene(j.dump(), "broken.json");
    } catch (const core::SceneFileError& e) {
        return e.reason();
    }
    return {};
}

std::string reasonOfText(const std::string& text) {
    try {
        core::parseScene(text, "broken.json");
    } catch (const core::SceneFileError& e) {
        return e.reason();
    }
    return {};
}

std::vector<std::string> brokenSceneReasons() {
    std::vector<std::string> reasons = {
        reasonAfter([](json& j) { j["bodies"][0]["colour"] = "red"; }),
        reasonAfter([](json& j) { j["bodies"][0].erase("rows"); }),
        reasonAfter([](json& j) { j["bodies"][0]["rows"] = "six"; }),
        reasonAfter([](json& j) { j["bodies"][0]["rows"] = 1; }),
        reasonAfter([](json& j) { j["bodies"][0]["spacing"] = -1.0; }),
        reasonAfter([](json& j) { j["bodies"][0]["spacing"] = "far"; }),
        reasonAfter([](json& j) {
            j["bodies"][0]["origin"] = json::array({1, 2});
        }),
        reasonAfter([](json& j) { j["bodies"][0]["topology"] = "hexagonal"; }),
        reasonAfter([](json& j) { j["bodies"][0]["pinned"]["corners"] = {"middle"}; }),
        reasonAfter([](json& j) { j["bodies"][0]["type"] = "rope"; }),
        reasonAfter([](json& j) { j["obstacles"][0]["type"] = "cone"; }),
        reasonAfter([](json& j) { j["obstacles"][0]["response"] = "bounce"; }),
        reasonAfter([](json& j) { j["integrator"]["id"] = "leapfrog"; }),
        reasonAfter([](json& j) { j["integrator"]["tolerance"] = 1.0; }),
        reasonAfter([](json& j) { j["format"] = "other"; }),
        reasonAfter([](json& j) { j["version"] = 99; }),
        reasonAfter([](json& j) { j["gravity"] = true; }),
        reasonAfter([](json& j) { j["bodies"] = json::object(); }),
        reasonOfText("{ \"format\": \"clothlab-scene\", "),
    };
    return reasons;
}

} // namespace

class TestCoreMessages : public QObject {
    Q_OBJECT

private slots:
    void everyBrokenSceneHasAKnownForm() {
        for (const std::string& reason : brokenSceneReasons()) {
            QVERIFY2(!reason.empty(), "the broken scene was accepted");
            QVERIFY2(widgets::isKnownCoreMessage(reason), reason.c_str());
        }
        // Errors of building a run.
        core::IntegratorChoice unknown{"leapfrog", 0.01, {}};
        core::IntegratorChoice refused{"rk45", 0.01, {{"tolerance", -1.0}}};
        for (const core::IntegratorChoice& choice : {unknown, refused}) {
            try {
                core::makeSimulation(core::loadPreset("spring-oscillator"), choice);
                QFAIL("the choice was accepted");
            } catch (const std::invalid_argument& e) {
                QVERIFY2(widgets::isKnownCoreMessage(e.what()), e.what());
            }
        }
    }

    void translationsKeepTheValues_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("ja") << "ja";
        QTest::newRow("zh_CN") << "zh_CN";
        QTest::newRow("zh_TW") << "zh_TW";
    }

    void translationsKeepTheValues() {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral("clothlab_") + language, QStringLiteral(":/i18n")));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        for (const std::string& reason : brokenSceneReasons()) {
            const QString shown = widgets::translateCoreMessage(reason);
            QVERIFY2(shown != QString::fromStdString(reason), reason.c_str());
        }
        const QString missing = widgets::translateCoreMessage("missing key \"rows\"");
        QVERIFY(missing.contains(QStringLiteral("rows")));
        const QString range = widgets::translateCoreMessage("-1 is out of range: expected > 0");
        QVERIFY(range.contains(QStringLiteral("-1")) && range.contains(QStringLiteral("> 0")));
        const QString type = widgets::translateCoreMessage("expected a number, found a string");
        QVERIFY2(!type.contains(QStringLiteral("a string")), qPrintable(type)); // type translated
        const core::SceneFileError error("scene.json", "bodies[0].rows", "missing key \"rows\"");
        const QString text = widgets::sceneFileErrorText(error);
        QVERIFY(text.contains(QStringLiteral("scene.json")) &&
                text.contains(QStringLiteral("bodies[0].rows")) && text.contains(missing));
        QCoreApplication::removeTranslator(&translator);
    }

    void unknownFormsPassThrough() {
        QVERIFY(!widgets::isKnownCoreMessage("something entirely new"));
        QCOMPARE(widgets::translateCoreMessage("something entirely new"),
                 QStringLiteral("something entirely new"));
        QCOMPARE(widgets::translateCoreMessage("missing key \"rows\""),
                 QStringLiteral("missing key “rows”"));
    }
};

QTEST_MAIN(TestCoreMessages)
#include "test_core_messages.moc"
