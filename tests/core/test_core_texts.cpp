// The core's words (core/base/message.h): the preset texts written in core/scene/presets.cpp are
// the scene files' own English; every integrator, parameter and preset has its texts; a message
// puts its arguments into its template, nested messages included; errors carry their
// message with the English as what().
#include "core/base/message.h"
#include "core/integrators/integrator.h"
#include "core/scene/presets.h"
#include "core/scene/scene_io.h"
#include "core/simulation/simulation.h"
#include "core/solids/obj_mesh.h"

#include <QtTest>
#include <cstring>

using namespace clothlab::core;

class TestCoreTexts : public QObject {
    Q_OBJECT

private slots:
    void presetTextsMatchTheSceneFiles() {
        QCOMPARE(presetTexts().size(), presetData().size());
        for (const PresetData& preset : presetData()) {
            const PresetText* text = presetText(preset.id);
            QVERIFY2(text != nullptr, std::string(preset.id).c_str());
            const Scene scene = loadPreset(preset.id);
            QCOMPARE(QString::fromStdString(scene.name), QString::fromUtf8(text->name));
            QCOMPARE(QString::fromStdString(scene.description),
                     QString::fromUtf8(text->description));
        }
        QVERIFY(presetText("no-such-preset") == nullptr);
    }

    void everyCatalogItemHasItsTexts() {
        QVERIFY(!integratorCatalog().empty());
        for (const IntegratorInfo* info : integratorCatalog()) {
            QVERIFY2(!info->name.empty() && !info->summary.empty() && !info->equations.empty(),
                     info->id.c_str());
            for (const ParameterSpec& spec : info->parameters) {
                QVERIFY2(!spec.label.empty() && !spec.description.empty(), spec.id.c_str());
            }
        }
    }

    void messagesPutTheirArgumentsIn() {
        const Message inner = msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: %2 is outside [%3, %4]"),
                                  "tolerance", "-1", "1e-14", "0.1");
        const Message outer =
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "integrator %1: %2"), "rk45", inner);
        QCOMPARE(outer.english(),
                 std::string("integrator rk45: tolerance: -1 is outside [1e-14, 0.1]"));
        QCOMPARE(outer.args.size(), std::size_t{2});
        QVERIFY(outer.args[1].kind == MessageArg::Kind::Message);
        const Message list =
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown edge \"%1\" (expected %2)"), "middle",
                IdList{"top, bottom, left or right"});
        QCOMPARE(list.english(),
                 std::string("unknown edge \"middle\" (expected top, bottom, left or right)"));
        // A % that is not an argument number stays as it is; 10 and more digits are not read.
        QCOMPARE(msg("100% of %1, %2", std::size_t{3}).english(), std::string("100% of 3, %2"));
        QVERIFY(Message().empty());
        QCOMPARE(Message().english(), std::string());
    }

    void errorsCarryTheirMessage() {
        try {
            parseScene("{ \"format\": \"clothlab-scene\", ", "broken.json");
            QFAIL("accepted");
        } catch (const SceneFileError& e) {
            // With the parser's reason after the location.
            QCOMPARE(std::strcmp(e.message().text, "malformed JSON at line %1, column %2: %3"), 0);
            QCOMPARE(e.reason(), e.message().english());
            QCOMPARE(std::string(e.what()), "broken.json: " + e.reason());
        }
        try {
            makeSimulation(loadPreset("spring-oscillator"),
                           IntegratorChoice{"rk45", 0.01, {{"tolerance", -1.0}}});
            QFAIL("accepted");
        } catch (const MessageError& e) {
            QCOMPARE(std::strcmp(e.message().text, "integrator %1: %2"), 0);
            QCOMPARE(std::string(e.what()), e.message().english());
        }
        try {
            parseObj("v 0 0 0\nvp 1 2\n", "x.obj");
            QFAIL("accepted");
        } catch (const ObjError& e) {
            QCOMPARE(std::string(e.what()),
                     std::string("x.obj: line 2: unsupported statement \"vp\""));
            QCOMPARE(e.message().english(), std::string(e.what()));
            QCOMPARE(e.line(), 2);
        }
    }
};

QTEST_APPLESS_MAIN(TestCoreTexts)
#include "test_core_texts.moc"
