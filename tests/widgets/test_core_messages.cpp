// The core's messages shown in the GUI are translated: every error a broken scene file
// produces carries a marked message (core/base/message.h), its translation keeps the values
// (keys, paths, numbers) and differs from the English in each language; an exception that
// is not the core's passes through unchanged.
#include "core/scene/presets.h"
#include "core/scene/scene_io.h"
#include "core/simulation/simulation.h"
#include "text/core_messages.h"

#include <QTranslator>
#include <QtTest>
#include <functional>
#include <nlohmann/json.hpp>

using namespace clothlab;
using nlohmann::json;

namespace {

/// The error the core gives for the preset "coursework-cloth" (cloths, a custom-free scene
/// with obstacles) after `edit`, or for `text` as is.
core::SceneFileError errorOfText(const std::string& text) {
    try {
        core::parseScene(text, "broken.json");
    } catch (const core::SceneFileError& e) {
        return e;
    }
    return core::SceneFileError("accepted.json", "", {});
}

core::SceneFileError errorAfter(const std::function<void(json&)>& edit) {
    json j = json::parse(core::presetJson("coursework-cloth"));
    edit(j);
    return errorOfText(j.dump());
}

std::vector<core::SceneFileError> brokenSceneErrors() {
    return {
        errorAfter([](json& j) { j["bodies"][0]["colour"] = "red"; }),
        errorAfter([](json& j) { j["bodies"][0].erase("rows"); }),
        errorAfter([](json& j) { j["bodies"][0]["rows"] = "six"; }),
        errorAfter([](json& j) { j["bodies"][0]["rows"] = 1; }),
        errorAfter([](json& j) { j["bodies"][0]["spacing"] = -1.0; }),
        errorAfter([](json& j) { j["bodies"][0]["spacing"] = "far"; }),
        errorAfter([](json& j) {
            j["bodies"][0]["origin"] = json::array({1, 2});
        }),
        errorAfter([](json& j) { j["bodies"][0]["topology"] = "hexagonal"; }),
        errorAfter([](json& j) { j["bodies"][0]["pinned"]["corners"] = {"middle"}; }),
        errorAfter([](json& j) { j["bodies"][0]["type"] = "rope"; }),
        errorAfter([](json& j) { j["obstacles"][0]["type"] = "cone"; }),
        errorAfter([](json& j) { j["obstacles"][0]["response"] = "bounce"; }),
        errorAfter([](json& j) { j["integrator"]["id"] = "leapfrog"; }),
        errorAfter([](json& j) { j["integrator"]["tolerance"] = 1.0; }),
        errorAfter([](json& j) { j["format"] = "other"; }),
        errorAfter([](json& j) { j["version"] = 99; }),
        errorAfter([](json& j) { j["gravity"] = true; }),
        errorAfter([](json& j) { j["bodies"] = json::object(); }),
        errorOfText("{ \"format\": \"clothlab-scene\", "),
    };
}

/// The errors of building a run: an unknown integrator, a refused parameter and a body the
/// core refuses to build.
std::vector<core::Message> runErrors() {
    std::vector<core::Message> out;
    core::IntegratorChoice unknown{"leapfrog", 0.01, {}};
    core::IntegratorChoice refused{"rk45", 0.01, {{"tolerance", -1.0}}};
    for (const core::IntegratorChoice& choice : {unknown, refused}) {
        try {
            core::makeSimulation(core::loadPreset("spring-oscillator"), choice);
        } catch (const std::invalid_argument& e) {
            out.push_back(core::messageOf(e));
        }
    }
    // A scene built in code, not read: the body's own checks.
    core::Scene scene = core::loadPreset("hanging-cloth");
    std::get<core::ClothSpec>(scene.bodies[0]).rows = 1;
    try {
        core::buildSystem(scene);
    } catch (const std::invalid_argument& e) {
        out.push_back(core::messageOf(e));
    }
    return out;
}

/// A message the core wrote itself: a marked template, not an exception's text passed on.
bool isCoreMessage(const core::Message& message) {
    return !message.empty() && std::string_view(message.text) != "%1";
}

} // namespace

class TestCoreMessages : public QObject {
    Q_OBJECT

private slots:
    void everyBrokenSceneHasACoreMessage() {
        const std::vector<core::SceneFileError> errors = brokenSceneErrors();
        QCOMPARE(errors.size(), std::size_t{19});
        for (const core::SceneFileError& error : errors) {
            QVERIFY2(error.file() == "broken.json", "the broken scene was accepted");
            QVERIFY2(isCoreMessage(error.message()), error.what());
            QCOMPARE(error.message().english(), error.reason());
        }
        const std::vector<core::Message> run = runErrors();
        QCOMPARE(run.size(), std::size_t{3});
        for (const core::Message& message : run) {
            QVERIFY2(isCoreMessage(message), message.english().c_str());
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
        for (const core::SceneFileError& error : brokenSceneErrors()) {
            const QString shown = text::translateCoreMessage(error.message());
            QVERIFY2(shown != QString::fromStdString(error.reason()), error.what());
        }
        for (const core::Message& message : runErrors()) {
            const QString shown = text::translateCoreMessage(message);
            QVERIFY2(shown != QString::fromStdString(message.english()), message.english().c_str());
        }
        const core::SceneFileError missingRows =
            errorAfter([](json& j) { j["bodies"][0].erase("rows"); });
        const QString missing = text::translateCoreMessage(missingRows.message());
        QVERIFY(missing.contains(QStringLiteral("rows")));
        const QString range = text::translateCoreMessage(
            errorAfter([](json& j) { j["bodies"][0]["spacing"] = -1.0; }).message());
        QVERIFY2(range.contains(QStringLiteral("-1")) && range.contains(QStringLiteral("> 0")),
                 qPrintable(range));
        const QString type = text::translateCoreMessage(
            errorAfter([](json& j) { j["bodies"][0]["spacing"] = "far"; }).message());
        QVERIFY2(!type.contains(QStringLiteral("a string")), qPrintable(type)); // type translated
        const QString text = text::sceneFileErrorText(missingRows);
        QVERIFY(text.contains(QStringLiteral("broken.json")) &&
                text.contains(QString::fromStdString(missingRows.path())) &&
                text.contains(missing));
        QCoreApplication::removeTranslator(&translator);
    }

    void otherTextsPassThrough() {
        QCOMPARE(text::coreErrorText(std::runtime_error("something entirely new")),
                 QStringLiteral("something entirely new"));
        const core::SceneFileError missingRows =
            errorAfter([](json& j) { j["bodies"][0].erase("rows"); });
        QCOMPARE(text::translateCoreMessage(missingRows.message()),
                 QStringLiteral("missing key \"rows\""));
        // An argument that looks like a placeholder stays as it is.
        const core::Message tricky =
            core::msg(CLOTHLAB_TR_NOOP("CoreMessage", "missing key \"%1\""), "%2");
        QCOMPARE(text::translateCoreMessage(tricky), QStringLiteral("missing key \"%2\""));
    }
};

QTEST_MAIN(TestCoreMessages)
#include "test_core_messages.moc"
