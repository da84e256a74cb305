// Coursework: assignment files (round trip, one row per class of bad input, each naming the
// JSON path and the reason), the shipped labs complete, locked keys, submissions, and the
// grader's statuses. (The labs' values against the engine: test_coursework_labs, which the
// sanitizer build skips — it only runs the engine.)
#include "core/coursework/assignment_io.h"
#include "core/coursework/grader.h"
#include "core/coursework/labs.h"
#include "core/coursework/submission.h"
#include "core/coursework/task_runner.h"
#include "core/io/csv.h"
#include "core/scene/presets.h"
#include "core/scene/scene_io.h"

#include <QtTest>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace clothlab::core;
using namespace clothlab::core::coursework;
using nlohmann::json;

namespace {

/// A small valid assignment that uses every task kind but the slow ones.
json smallAssignment() {
    return json::parse(R"({
      "format": "clothlab-assignment", "version": 1,
      "title": {"en": "Small", "ja": "小"},
      "scene": "preset:spring-oscillator",
      "locked": ["stiffness", "bodies[0].particles"],
      "integrators": ["explicit-euler", "rk2", "rk4"],
      "tasks": [
        {"id": "run", "kind": "run", "title": "Run", "integrator": "rk4", "duration": 0.5},
        {"id": "order", "kind": "convergence-order", "title": "Order", "integrator": "rk2",
         "dts": [0.01, 0.005], "duration": 0.5, "expected": {"computed": true, "tolerance": 0.3}},
        {"id": "best", "kind": "error-comparison", "title": "Best",
         "integrators": ["explicit-euler", "rk2"], "dt": 0.01, "duration": 0.5,
         "expected": {"value": "rk2"}},
        {"id": "number", "kind": "numeric", "title": "Number", "unit": "s",
         "expected": {"value": 2.5, "relative_tolerance": 0.1}},
        {"id": "words", "kind": "text", "title": {"en": "Why?", "zh_TW": "為什麼？"}}
      ]})");
}

/// Measure tasks on the spring oscillator: a strain of one kind with the integrator's
/// parameters set, and an energy ratio.
json measureAssignment() {
    return json::parse(R"({
      "format": "clothlab-assignment", "version": 1, "title": "Measure",
      "scene": "preset:spring-oscillator", "locked": ["bodies"],
      "tasks": [
        {"id": "strain", "kind": "measure", "title": "Strain", "quantity": "max-strain",
         "spring_kind": "structural", "integrator": {"id": "rk45", "tolerance": 1e-8},
         "duration": 0.5, "expected": {"computed": true, "relative_tolerance": 0.01}},
        {"id": "energy", "kind": "measure", "title": "Energy", "quantity": "energy-ratio",
         "integrator": "explicit-euler", "dt": 0.01, "duration": 0.5,
         "expected": {"value": 1.6, "tolerance": 0.05}}
      ]})");
}

using Edit = std::function<void(json&)>;

/// The rows of one grade, by task id.
std::map<std::string, GradeRow> byTask(const std::vector<GradeRow>& rows) {
    std::map<std::string, GradeRow> map;
    for (const GradeRow& row : rows) {
        map[row.task] = row;
    }
    return map;
}

double totalPoints(const std::vector<GradeRow>& rows) {
    double total = 0.0;
    for (const GradeRow& row : rows) {
        total += row.points.value_or(0.0);
    }
    return total;
}

} // namespace

Q_DECLARE_METATYPE(Edit)

class TestCoursework : public QObject {
    Q_OBJECT

private slots:
    void roundTripKeepsEverything() {
        const Assignment a = parseAssignment(smallAssignment().dump(), "small.json");
        QCOMPARE(a.tasks.size(), std::size_t{5});
        QCOMPARE(a.scenePreset, std::string("spring-oscillator"));
        QCOMPARE(a.tasks[0].expected.value, std::optional<TaskValue>(std::string(kSurvives)));
        QCOMPARE(a.tasks[1].settings.integrators.front().dt, a.scene.integrator.dt);
        QCOMPARE(a.tasks[2].settings.integrators[1].dt, 0.01);
        QVERIFY(a.tasks[3].expected.relative);
        const Assignment back = parseAssignment(serializeAssignment(a), "back.json");
        QVERIFY(back == a);
        QCOMPARE(assignmentHash(back), assignmentHash(a));
        // An inline scene round-trips too.
        json inline_ = smallAssignment();
        inline_["scene"] = json::parse(serializeScene(a.scene));
        const Assignment withScene = parseAssignment(inline_.dump(), "inline.json");
        QVERIFY(withScene.scenePreset.empty());
        QVERIFY(parseAssignment(serializeAssignment(withScene), "x") == withScene);
    }

    void savedFilesReadBack() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("a.json").toStdString();
        const Assignment a = parseAssignment(smallAssignment().dump(), "small.json");
        saveAssignment(a, path);
        QVERIFY(loadAssignment(path) == a);
        // A failed save leaves the old file.
        Assignment other = a;
        other.tasks.pop_back();
        QVERIFY_THROWS_EXCEPTION(
            SceneFileError, saveAssignment(other, dir.filePath("missing/a.json").toStdString()));
        QVERIFY(loadAssignment(path) == a);
    }

    void textsFallBackToEnglish() {
        const Assignment a = parseAssignment(smallAssignment().dump(), "small.json");
        QCOMPARE(a.title.in("ja"), std::string("小"));
        QCOMPARE(a.title.in("zh_CN"), std::string("Small"));
        QCOMPARE(a.tasks[4].title.in("zh_TW"), std::string("為什麼？"));
        QCOMPARE(a.tasks[4].title.in("ja"), std::string("Why?"));
    }

    void badInputNamesPathAndReason_data() {
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("reason");
        addFileRows();
        addTaskRows();
        addExpectedRows();
    }

private:
    static void row(const char* name, Edit edit, const char* path, const char* reason) {
        QTest::newRow(name) << edit << QString(path) << QString(reason);
    }

    /// Bad input in the assignment as a whole: header, texts, scene, locks, integrators.
    static void addFileRows() {
        row(
            "wrong format", [](json& j) { j["format"] = "clothlab-scene"; }, "format",
            "expected the format \"clothlab-assignment\"");
        row(
            "newer version", [](json& j) { j["version"] = 2; }, "version", "newer");
        row(
            "no version", [](json& j) { j.erase("version"); }, "", "missing key \"version\"");
        row(
            "unknown key", [](json& j) { j["teacher"] = "x"; }, "teacher", "unknown key");
        row(
            "no title", [](json& j) { j.erase("title"); }, "", "missing key \"title\"");
        row(
            "unknown language", [](json& j) { j["title"]["fr"] = "Petit"; }, "title.fr",
            "unknown language \"fr\"");
        row(
            "no English",
            [](json& j) {
                j["title"] = {{"ja", "小"}};
            },
            "title", "English text");
        row(
            "title a number", [](json& j) { j["title"] = 3; }, "title", "found a number");
        row(
            "unknown preset", [](json& j) { j["scene"] = "preset:nope"; }, "scene", "preset:NAME");
        row(
            "bad inline scene",
            [](json& j) {
                json scene = json::parse(serializeScene(loadPreset("spring-oscillator")));
                scene["stiffness"]["shear"]["stretch"] = -1;
                j["scene"] = scene;
            },
            "scene.stiffness.shear.stretch", "out of range");
        row(
            "locked key absent", [](json& j) { j["locked"].push_back("stiffness.torsion"); },
            "locked[2]", "not a key of the assignment's scene");
        row(
            "locked index beyond", [](json& j) { j["locked"].push_back("bodies[3]"); }, "locked[2]",
            "not a key");
        row(
            "unknown integrator", [](json& j) { j["integrators"].push_back("rk5"); },
            "integrators[3]", "unknown integrator \"rk5\"");
    }

    /// Bad input in one task: kind, id, settings, expected value.
    static void addTaskRows() {
        row(
            "no tasks", [](json& j) { j["tasks"] = json::array(); }, "tasks", "at least one task");
        row(
            "unknown kind", [](json& j) { j["tasks"][0]["kind"] = "quiz"; }, "tasks[0].kind",
            "unknown task kind \"quiz\"");
        row(
            "bad id", [](json& j) { j["tasks"][0]["id"] = "Run One"; }, "tasks[0].id",
            "lower-case");
        row(
            "duplicate id", [](json& j) { j["tasks"][1]["id"] = "run"; }, "tasks[1].id",
            "used twice");
        row(
            "key of another kind",
            [](json& j) {
                j["tasks"][0]["dts"] = {0.1, 0.2};
            },
            "tasks[0].dts", "unknown key \"dts\"");
        row(
            "integrator not allowed", [](json& j) { j["tasks"][0]["integrator"] = "verlet"; },
            "tasks[0]", "not among the assignment's integrators");
        row(
            "bad parameter",
            [](json& j) {
                j["tasks"][0]["integrator"] = {{"id", "rk4"}, {"tolerance", 1}};
            },
            "tasks[0].integrator.tolerance", "unknown key \"tolerance\"");
        row(
            "no duration", [](json& j) { j["tasks"][0].erase("duration"); }, "tasks[0]",
            "missing key \"duration\"");
        row(
            "negative duration", [](json& j) { j["tasks"][0]["duration"] = -1; },
            "tasks[0].duration", "out of range");
        row(
            "one dt", [](json& j) { j["tasks"][1]["dts"] = {0.01}; }, "tasks[1].dts",
            "at least 2 values");
        row(
            "dt twice",
            [](json& j) {
                j["tasks"][1]["dts"] = {0.01, 0.01};
            },
            "tasks[1].dts[1]", "given twice");
        row(
            "dt not dividing",
            [](json& j) {
                j["tasks"][1]["dts"] = {0.01, 0.003};
            },
            "tasks[1].dts[1]", "not a whole number of steps");
    }

    /// Bad input in a task's expected value.
    static void addExpectedRows() {
        row(
            "value and computed", [](json& j) { j["tasks"][1]["expected"]["value"] = 2; },
            "tasks[1].expected", "exactly one of \"value\" and \"computed\"");
        row(
            "no tolerance", [](json& j) { j["tasks"][1]["expected"].erase("tolerance"); },
            "tasks[1].expected", "exactly one of \"tolerance\" and \"relative_tolerance\"");
        row(
            "computed false", [](json& j) { j["tasks"][1]["expected"]["computed"] = false; },
            "tasks[1].expected.computed", "must be true");
        row(
            "word for a number",
            [](json& j) {
                j["tasks"][1]["expected"] = {{"value", "four"}, {"tolerance", 0.3}};
            },
            "tasks[1].expected.value", "expected a number");
        row(
            "run outcome",
            [](json& j) {
                j["tasks"][0]["expected"] = {{"value", "maybe"}};
            },
            "tasks[0].expected.value", "survives");
        row(
            "best not compared", [](json& j) { j["tasks"][2]["expected"]["value"] = "rk4"; },
            "tasks[2].expected.value", "compared integrators");
        row(
            "tolerance on a word", [](json& j) { j["tasks"][2]["expected"]["tolerance"] = 1; },
            "tasks[2].expected", "has no tolerance");
        row(
            "computed numeric",
            [](json& j) {
                j["tasks"][3]["expected"] = {{"computed", true}, {"tolerance", 1}};
            },
            "tasks[3].expected.computed", "states its value");
        row(
            "numeric without unit", [](json& j) { j["tasks"][3].erase("unit"); }, "tasks[3]",
            "missing key \"unit\"");
        row(
            "expected on text",
            [](json& j) {
                j["tasks"][4]["expected"] = {{"value", 1}};
            },
            "tasks[4].expected", "unknown key \"expected\"");
        row(
            "negative points", [](json& j) { j["tasks"][4]["points"] = -2; }, "tasks[4].points",
            "out of range");
    }

private slots:
    void badInputNamesPathAndReason() {
        QFETCH(Edit, edit);
        QFETCH(QString, path);
        QFETCH(QString, reason);
        json root = smallAssignment();
        edit(root);
        try {
            (void)parseAssignment(root.dump(), "lab.json");
            QFAIL("accepted");
        } catch (const SceneFileError& e) {
            QCOMPARE(QString::fromStdString(e.file()), QString("lab.json"));
            QCOMPARE(QString::fromStdString(e.path()), path);
            QVERIFY2(QString::fromStdString(e.reason()).contains(reason), e.what());
        }
    }

    void badFilesAreRefusedWithTheirName() {
        const auto reason = [](const std::string& text) {
            try {
                (void)parseAssignment(text, "f.json");
            } catch (const SceneFileError& e) {
                return QString::fromStdString(std::string(e.what()));
            }
            return QString();
        };
        QVERIFY(reason("{\"format\": ").startsWith("f.json: malformed JSON at line 1"));
        QVERIFY(reason("{\"title\": \"a\", \"title\": \"b\"}").contains("duplicate key"));
        QVERIFY(reason("[1, 2]").contains("expected an object"));
        QTemporaryDir dir;
        QVERIFY_THROWS_EXCEPTION(SceneFileError, loadAssignment(dir.path().toStdString()));
        try {
            (void)loadAssignment("assignment:nope");
            QFAIL("accepted");
        } catch (const SceneFileError& e) {
            QVERIFY(QString(e.what()).contains("lab1-orders"));
        }
    }

    void lockedKeysAreTouchedFromEitherSide() {
        const std::vector<std::string> locked{"stiffness.shear", "bodies[0]"};
        QCOMPARE(lockedPathTouched(locked, "stiffness.shear.stretch"),
                 std::optional<std::string>("stiffness.shear"));
        QCOMPARE(lockedPathTouched(locked, "stiffness"),
                 std::optional<std::string>("stiffness.shear"));
        QCOMPARE(lockedPathTouched(locked, "bodies[0].particles[1].mass"),
                 std::optional<std::string>("bodies[0]"));
        QCOMPARE(lockedPathTouched(locked, "bodies"), std::optional<std::string>("bodies[0]"));
        QVERIFY(!lockedPathTouched(locked, "stiffness.shearing"));
        QVERIFY(!lockedPathTouched(locked, "stiffness.structural"));
        QVERIFY(!lockedPathTouched(locked, "bodies[01]") ||
                lockedPathTouched(locked, "bodies[01]") == std::string("bodies[0]"));
        QVERIFY(!lockedPathTouched(locked, "bodies[1].rows"));
        QVERIFY(!lockedPathTouched(locked, "air.drag"));
        // The student's scene refuses a locked edit with the edit's path.
        const Assignment a = parseAssignment(smallAssignment().dump(), "small.json");
        try {
            (void)studentScene(a, {{"stiffness.structural.stretch", "50"}}, "s.json");
            QFAIL("accepted");
        } catch (const SceneFileError& e) {
            QCOMPARE(e.path(), std::string("stiffness.structural.stretch"));
            QVERIFY(e.reason().find("locked") != std::string::npos);
        }
        const Scene edited = studentScene(a, {{"air.drag", "0.5"}}, "s.json");
        QCOMPARE(edited.environment.airDrag, 0.5);
        QVERIFY(edited.runs.empty());
    }

    void shippedLabsAreComplete() {
        QVERIFY(labData().size() >= 2);
        for (const LabData& lab : labData()) {
            const Assignment a = parseAssignment(lab.json, std::string(lab.id));
            for (std::string_view language : kLanguages) {
                QVERIFY2(a.title.texts.contains(std::string(language)), lab.id.data());
                QVERIFY(a.instructions.texts.contains(std::string(language)));
                for (const Task& task : a.tasks) {
                    QVERIFY2(task.title.texts.contains(std::string(language)), task.id.c_str());
                }
            }
            QVERIFY(!a.locked.empty());
            QVERIFY(parseAssignment(serializeAssignment(a), "x") == a);
        }
    }

    // The stated values of the labs are what ClothLab computes: a lab cannot drift from the
    // engine unnoticed. (Lab 2's three stability limits take about 3 s.)
    void submissionsRoundTripAndAreSealed() {
        const Assignment a = parseAssignment(smallAssignment().dump(), "small.json");
        Submission s =
            solveAssignment(a, "Hanako Yamada", "s001", {{"words", std::string("Because.")}});
        QVERIFY(isSealed(s));
        QCOMPARE(s.assignmentHash, assignmentHash(a));
        QCOMPARE(s.runs.size(), std::size_t{3});
        QCOMPARE(s.runs[0].sceneHash, sceneHash(studentScene(a, {}, "")));
        QCOMPARE(s.answers.at("number"), TaskValue(2.5));
        s.sceneEdits.push_back({"air.drag", "0.25"});
        s.report = "report.pdf";
        seal(s);
        const Submission back = parseSubmission(serializeSubmission(s), "s.json");
        QVERIFY(back == s);
        QVERIFY(isSealed(back));
        QVERIFY(!json::parse(serializeSubmission(s)).contains("analyses")); // none: no key
        // An analysis made outside the tasks is kept with its manifest, without a task, and
        // sealed with the rest.
        TaskRun analysis = s.runs[1];
        analysis.task.clear();
        s.analyses.push_back(analysis);
        QVERIFY(!isSealed(s));
        seal(s);
        const json written = json::parse(serializeSubmission(s));
        QVERIFY(!written["analyses"][0].contains("task"));
        QVERIFY(parseSubmission(written.dump(), "s.json") == s);
        s.answers["order"] = 2.5;
        QVERIFY(!isSealed(s));
    }

    void badSubmissionsNamePathAndReason() {
        const Assignment a = parseAssignment(smallAssignment().dump(), "small.json");
        const json good = json::parse(serializeSubmission(solveAssignment(a, "A", "a")));
        const auto reasonOf = [](const json& j) -> std::pair<std::string, std::string> {
            try {
                (void)parseSubmission(j.dump(), "s.json");
            } catch (const SceneFileError& e) {
                return {e.path(), e.reason()};
            }
            return {};
        };
        json bad = good;
        bad["format"] = "clothlab-assignment";
        QCOMPARE(reasonOf(bad).first, std::string("format"));
        bad = good;
        bad["assignment"] = "xyz";
        QCOMPARE(reasonOf(bad).first, std::string("assignment"));
        bad = good;
        bad["student"]["id"] = "";
        QCOMPARE(reasonOf(bad).first, std::string("student.id"));
        bad = good;
        bad["runs"][0]["kind"] = "text";
        QCOMPARE(reasonOf(bad).first, std::string("runs[0].kind"));
        bad = good;
        bad["runs"][1]["settings"]["integrator"]["id"] = "rk9";
        QCOMPARE(reasonOf(bad).first, std::string("runs[1].settings.integrator.id"));
        bad = good;
        bad["answers"]["order"] = json::array();
        QCOMPARE(reasonOf(bad).first, std::string("answers.order"));
        bad = good;
        bad["analyses"] = json::array({good["runs"][1]}); // an analysis names no task
        QCOMPARE(reasonOf(bad).first, std::string("analyses[0].task"));
        bad["analyses"][0].erase("task");
        QVERIFY(reasonOf(bad).first.empty());
        bad["analyses"][0]["kind"] = "text";
        QCOMPARE(reasonOf(bad).first, std::string("analyses[0].kind"));
        QVERIFY(reasonOf(good).first.empty());
    }

    void gradingGivesEachStatus() {
        const Assignment a = parseAssignment(smallAssignment().dump(), "small.json");
        const std::string hash = assignmentHash(a);
        const auto expected = expectedValues(a);
        const auto grade = [&](const Submission& s) {
            return gradeSubmission(a, hash, expected, serializeSubmission(s), "dir/s.json");
        };
        // Full marks: every checkable task ok, the text for the teacher.
        const Submission solved =
            solveAssignment(a, "A", "a", {{"words", std::string("Because.")}});
        auto rows = byTask(grade(solved));
        for (const char* id : {"run", "order", "best", "number"}) {
            QVERIFY2(rows[id].status == GradeStatus::Ok, id);
        }
        QCOMPARE(rows["words"].status, GradeStatus::Manual);
        QVERIFY(!rows["words"].points);
        QCOMPARE(totalPoints(grade(solved)), 4.0);
        QCOMPARE(rows["order"].recomputed, rows["order"].submitted);
        // Analyses made outside the tasks are for the record: the grades do not change.
        Submission withAnalyses = solved;
        withAnalyses.analyses.push_back(solved.runs[1]);
        withAnalyses.analyses.back().task.clear();
        withAnalyses.analyses.back().settings.dts = {0.25, 0.125};
        seal(withAnalyses);
        QCOMPARE(grade(withAnalyses).size(), grade(solved).size());
        QCOMPARE(totalPoints(grade(withAnalyses)), 4.0);

        // A wrong order, typed by the student (sealed): partial marks.
        Submission wrongOrder = solved;
        wrongOrder.answers["order"] = 3.0;
        seal(wrongOrder);
        rows = byTask(grade(wrongOrder));
        QCOMPARE(rows["order"].status, GradeStatus::Wrong);
        QCOMPARE(rows["run"].status, GradeStatus::Ok);
        QCOMPARE(totalPoints(grade(wrongOrder)), 3.0);

        // The grader never runs the submission's own settings: a manifest resealed with other
        // steps changes nothing, the task is recomputed with the assignment's.
        Submission resealed = solved;
        resealed.runs[1].settings.dts = {0.25, 0.125}; // rk2 blows up at 0.25 s: no order
        seal(resealed);
        rows = byTask(grade(resealed));
        QCOMPARE(rows["order"].status, GradeStatus::Ok);
        QCOMPARE(rows["order"].recomputed, expected.at("order"));

        // Edited by hand: every row tampered.
        json edited = json::parse(serializeSubmission(wrongOrder));
        edited["answers"]["order"] = 2.0;
        for (const GradeRow& row :
             gradeSubmission(a, hash, expected, edited.dump(), "dir/s.json")) {
            QCOMPARE(row.status, GradeStatus::Tampered);
            QCOMPARE(row.points, std::optional<double>(0.0));
        }

        // Made for another assignment.
        json otherJson = smallAssignment();
        otherJson["tasks"][3]["expected"]["value"] = 3.0;
        const Assignment other = parseAssignment(otherJson.dump(), "other.json");
        for (const GradeRow& row : grade(solveAssignment(other, "A", "a"))) {
            QCOMPARE(row.status, GradeStatus::Mismatch);
        }

        // Not readable: bad-file, named by the file.
        for (const GradeRow& row : gradeSubmission(a, hash, expected, "{", "dir/broken.json")) {
            QCOMPARE(row.status, GradeStatus::BadFile);
            QCOMPARE(row.student, std::string("broken.json"));
        }

        // Missing answers and runs.
        Submission missing = solved;
        missing.answers.erase("number");
        missing.runs.erase(missing.runs.begin());
        missing.answers.erase("words");
        seal(missing);
        rows = byTask(grade(missing));
        QCOMPARE(rows["run"].status, GradeStatus::Missing);
        QCOMPARE(rows["number"].status, GradeStatus::Missing);
        QCOMPARE(rows["words"].status, GradeStatus::Missing);
    }

    void gradingChecksTheManifestsScene() {
        const Assignment a = parseAssignment(smallAssignment().dump(), "small.json");
        const std::string hash = assignmentHash(a);
        const auto expected = expectedValues(a);
        const Submission solved = solveAssignment(a, "A", "a");
        // An unlocked edit after the runs were made: the run task's run was made on another
        // scene; a computed answer is recomputed on the student's scene.
        Submission edited = solved;
        edited.sceneEdits.push_back({"air.drag", "0.3"});
        seal(edited);
        auto rows = byTask(gradeSubmission(a, hash, expected, serializeSubmission(edited), "s"));
        QCOMPARE(rows["run"].status, GradeStatus::Mismatch);
        QVERIFY(rows["run"].detail.english().find("another scene") != std::string::npos);
        QCOMPARE(rows["order"].recomputed,
                 std::optional(computeTask(studentScene(a, edited.sceneEdits, ""),
                                           TaskKind::ConvergenceOrder, a.tasks[1].settings)));
        QCOMPARE(rows["number"].status, GradeStatus::Ok);
        // An edit of a locked key.
        Submission locked = solved;
        locked.sceneEdits.push_back({"stiffness.structural.stretch", "400"});
        seal(locked);
        rows = byTask(gradeSubmission(a, hash, expected, serializeSubmission(locked), "s"));
        QCOMPARE(rows["order"].status, GradeStatus::Mismatch);
        QVERIFY(rows["order"].detail.english().find("locked") != std::string::npos);
        // A run task run with another integrator or step than the task's.
        Submission otherMethod = solved;
        otherMethod.runs[0].settings.integrators.front().id = "rk2";
        seal(otherMethod);
        rows = byTask(gradeSubmission(a, hash, expected, serializeSubmission(otherMethod), "s"));
        QCOMPARE(rows["run"].status, GradeStatus::Mismatch);
        QVERIFY(rows["run"].detail.english().find("used rk2") != std::string::npos);
        Submission otherDt = solved;
        otherDt.runs[0].settings.integrators.front().dt *= 2.0;
        seal(otherDt);
        rows = byTask(gradeSubmission(a, hash, expected, serializeSubmission(otherDt), "s"));
        QCOMPARE(rows["run"].status, GradeStatus::Mismatch);
        QVERIFY(rows["run"].detail.english().find("dt =") != std::string::npos);
    }

    void aManifestMetAgainIsComputedOnce() {
        const Assignment a = parseAssignment(smallAssignment().dump(), "small.json");
        const Scene scene = studentScene(a, {}, "");
        RecomputeCache cache;
        const Task& order = a.tasks[1];
        const TaskValue first = cache.compute(scene, order.kind, order.settings);
        QCOMPARE(cache.compute(scene, order.kind, order.settings), first);
        QCOMPARE(cache.computed(), std::size_t{1});
        TaskSettings finer = order.settings;
        finer.dts = {0.005, 0.0025};
        QVERIFY(cache.compute(scene, order.kind, finer) != first);
        QCOMPARE(cache.computed(), std::size_t{2});
        // Another scene is another manifest.
        (void)cache.compute(studentScene(a, {{"air.drag", "0.5"}}, ""), order.kind, order.settings);
        QCOMPARE(cache.computed(), std::size_t{3});
        // The grades are the same with and without it.
        Submission wrong = solveAssignment(a, "A", "a");
        wrong.answers["order"] = 1.0;
        seal(wrong);
        const std::string text = serializeSubmission(wrong);
        const auto expected = expectedValues(a);
        const auto plain = gradeSubmission(a, assignmentHash(a), expected, text, "s");
        const auto cached =
            gradeSubmission(a, assignmentHash(a), expected, text, "s", {}, {}, &cache);
        QCOMPARE(plain.size(), cached.size());
        for (std::size_t k = 0; k < plain.size(); ++k) {
            QCOMPARE(plain[k].status, cached[k].status);
            QCOMPARE(plain[k].recomputed, cached[k].recomputed);
        }
    }

    void measureTasksRoundTripAndGrade() {
        const Assignment a = parseAssignment(measureAssignment().dump(), "m.json");
        const TaskSettings& strain = a.tasks[0].settings;
        QCOMPARE(strain.quantity, MeasuredQuantity::MaxStrain);
        QCOMPARE(strain.springKind, std::optional<SpringKind>(SpringKind::Structural));
        QCOMPARE(strain.integrators.front().parameters.size(), std::size_t{1});
        QCOMPARE(a.tasks[1].settings.quantity, MeasuredQuantity::EnergyRatio);
        QCOMPARE(a.tasks[1].settings.integrators.front().dt, 0.01);
        QVERIFY(parseAssignment(serializeAssignment(a), "back.json") == a);
        // A submission carries the quantity in its manifests, and grades in full.
        const Submission s = solveAssignment(a, "A", "a");
        QCOMPARE(s.runs.size(), std::size_t{2});
        QVERIFY(parseSubmission(serializeSubmission(s), "s.json") == s);
        const auto rows = byTask(gradeSubmission(a, assignmentHash(a), expectedValues(a),
                                                 serializeSubmission(s), "s.json"));
        QCOMPARE(rows.at("strain").status, GradeStatus::Ok);
        QCOMPARE(rows.at("energy").status, GradeStatus::Ok);
        // Another quantity in a manifest is not graded: the task is recomputed as it is set.
        Submission other = s;
        other.runs[0].settings.quantity = MeasuredQuantity::MeanStrain;
        other.runs[0].settings.springKind.reset();
        seal(other);
        const auto regraded = byTask(gradeSubmission(a, assignmentHash(a), expectedValues(a),
                                                     serializeSubmission(other), "s.json"));
        QCOMPARE(regraded.at("strain").status, GradeStatus::Ok); // one spring: mean = max
        other.runs[1].settings.quantity = MeasuredQuantity::MaxStrain;
        seal(other);
        const auto wrong = byTask(gradeSubmission(a, assignmentHash(a), expectedValues(a),
                                                  serializeSubmission(other), "s.json"));
        QCOMPARE(wrong.at("energy").status, GradeStatus::Ok);
        QCOMPARE(wrong.at("energy").recomputed, regraded.at("energy").recomputed);
    }

    void badMeasureTasksNamePathAndReason_data() {
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("reason");
        row(
            "no quantity", [](json& j) { j["tasks"][0].erase("quantity"); }, "tasks[0]",
            "missing key \"quantity\"");
        row(
            "unknown quantity", [](json& j) { j["tasks"][0]["quantity"] = "stretch"; },
            "tasks[0].quantity", "unknown quantity \"stretch\"");
        row(
            "quantity not a text", [](json& j) { j["tasks"][0]["quantity"] = 3; },
            "tasks[0].quantity", "expected a string");
        row(
            "spring kind of an energy", [](json& j) { j["tasks"][1]["spring_kind"] = "shear"; },
            "tasks[1].spring_kind", "only given for a strain");
        row(
            "unknown spring kind", [](json& j) { j["tasks"][0]["spring_kind"] = "diagonal"; },
            "tasks[0].spring_kind", "unknown spring kind");
        row(
            "unknown parameter",
            [](json& j) {
                j["tasks"][0]["integrator"] = {{"id", "pbd"}, {"relaxationz", 5}};
            },
            "tasks[0].integrator.relaxationz", "unknown key \"relaxationz\"");
        row(
            "parameter out of range",
            [](json& j) {
                j["tasks"][0]["integrator"] = {{"id", "pbd"}, {"relaxations", 0}};
            },
            "tasks[0].integrator.relaxations", "");
        row(
            "key of another kind",
            [](json& j) {
                j["tasks"][0]["scales"] = {1, 2};
            },
            "tasks[0].scales", "unknown key \"scales\"");
        row(
            "word expected", [](json& j) { j["tasks"][1]["expected"]["value"] = "high"; },
            "tasks[1].expected.value", "expected a number");
    }

    void badMeasureTasksNamePathAndReason() {
        QFETCH(Edit, edit);
        QFETCH(QString, path);
        QFETCH(QString, reason);
        json root = measureAssignment();
        edit(root);
        try {
            (void)parseAssignment(root.dump(), "m.json");
            QFAIL("accepted");
        } catch (const SceneFileError& e) {
            QCOMPARE(QString::fromStdString(e.path()), path);
            QVERIFY2(QString::fromStdString(e.reason()).contains(reason), e.what());
        }
    }

    void aMeasureWithoutAValueSaysWhy() {
        const Assignment a = parseAssignment(measureAssignment().dump(), "m.json");
        const Scene scene = studentScene(a, {}, "");
        TaskSettings settings = a.tasks[0].settings;
        settings.springKind = SpringKind::Bending; // the oscillator has one structural spring
        QVERIFY_THROWS_EXCEPTION(MessageError,
                                 (void)computeTask(scene, TaskKind::Measure, settings));
        const auto edited = [&scene](const char* path, const char* value) {
            return parseScene(serializeScene(scene), "m.json", {{path, value}});
        };
        settings.springKind.reset();
        QVERIFY_THROWS_EXCEPTION(MessageError, (void)computeTask(edited("bodies[0].springs", "[]"),
                                                                 TaskKind::Measure, settings));
        // At rest and without gravity, E(0) = 0: no ratio.
        const Scene atRest = edited("bodies[0].particles[1].position", "[1, 0, 0]");
        QVERIFY_THROWS_EXCEPTION(MessageError,
                                 (void)computeTask(atRest, TaskKind::Measure, a.tasks[1].settings));
        settings = a.tasks[1].settings;
        settings.integrators.front().dt = 0.5; // explicit Euler at ω·dt = 5 blows up
        settings.duration = 50.0;
        try {
            (void)computeTask(scene, TaskKind::Measure, settings);
            QFAIL("a blown-up run gave a value");
        } catch (const MessageError& e) {
            QVERIFY2(std::string(e.what()).find("blew up") != std::string::npos, e.what());
        }
    }

    void gradesCsvHasItsHeaderAndOneLinePerRow() {
        GradeRow row;
        row.student = "s,1";
        row.task = "order";
        row.status = GradeStatus::Ok;
        row.expected = 2.0;
        row.submitted = 1.9500000000000002;
        row.points = 1.5;
        std::ostringstream out;
        writeGrades(out, {row, row});
        QCOMPARE(out.str(), std::string(kGradesHeader) +
                                "\n\"s,1\",order,ok,2,1.9500000000000002,,1.5\n"
                                "\"s,1\",order,ok,2,1.9500000000000002,,1.5\n");
    }
};

QTEST_APPLESS_MAIN(TestCoursework)
#include "test_coursework.moc"
