// The one check of an answer (core/coursework/answer_check.h) and the grader that trusts
// nothing but the answers: a typed answer is graded like one read off a run, the words of
// Hand In are the grader's, duplicate student ids count for nobody, a spreadsheet runs no
// cell of grades.csv, and a recomputation on an enlarged scene has a cost limit.
#include "core/coursework/answer_check.h"
#include "core/coursework/assignment_io.h"
#include "core/coursework/grader.h"
#include "core/coursework/labs.h"
#include "core/coursework/submission.h"
#include "core/coursework/task_runner.h"

#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace clothlab::core;
using namespace clothlab::core::coursework;
using nlohmann::json;

namespace {

Assignment smallAssignment() {
    return parseAssignment(R"({
      "format": "clothlab-assignment", "version": 1, "title": "Small",
      "scene": "preset:spring-oscillator", "locked": ["stiffness"],
      "tasks": [
        {"id": "run", "kind": "run", "title": "Run", "integrator": "rk4", "duration": 0.5},
        {"id": "order", "kind": "convergence-order", "title": "Order", "integrator": "rk2",
         "dts": [0.01, 0.005], "duration": 0.5, "expected": {"computed": true, "tolerance": 0.3}},
        {"id": "best", "kind": "error-comparison", "title": "Best",
         "integrators": ["explicit-euler", "rk2"], "dt": 0.01, "duration": 0.5,
         "expected": {"value": "rk2"}},
        {"id": "number", "kind": "numeric", "title": "Number", "unit": "s",
         "expected": {"value": 2.5, "relative_tolerance": 0.1}}
      ]})",
                           "small.json");
}

std::map<std::string, GradeRow> byTask(const std::vector<GradeRow>& rows) {
    std::map<std::string, GradeRow> map;
    for (const GradeRow& row : rows) {
        map[row.task] = row;
    }
    return map;
}

/// A student who ran nothing and typed every answer.
Submission typedSubmission(const Assignment& a, const std::string& id, double order,
                           double number) {
    Submission s;
    s.assignmentHash = assignmentHash(a);
    s.studentName = id;
    s.studentId = id;
    s.answers["order"] = order;
    s.answers["best"] = std::string("rk2");
    s.answers["number"] = number;
    for (const auto& [task, value] : s.answers) {
        s.sources[task] = AnswerSource::Typed;
    }
    seal(s);
    return s;
}

std::string writeFile(const QTemporaryDir& dir, const char* name, const std::string& text) {
    const std::string path = dir.filePath(QLatin1String(name)).toStdString();
    std::ofstream(path) << text;
    return path;
}

} // namespace

class TestAnswerCheck : public QObject {
    Q_OBJECT

private slots:
    void theTeacherDecidesWhatIsAutomated() {
        // Off unless the teacher says so: no task of the small assignment or a shipped lab
        // may be run for the student, none fills in its answer.
        const Assignment small = smallAssignment();
        for (const Task& task : small.tasks) {
            // A run to a time is the student's own work: it may always be run.
            QCOMPARE(studentsMayRun(small, task), task.kind == TaskKind::Run);
            QVERIFY(!answerFilledIn(small, task));
        }
        for (const LabData& lab : labData()) {
            const Assignment a = parseAssignment(lab.json, std::string(lab.id));
            QVERIFY(!a.studentsMayRunTasks && !a.fillAnswers);
        }
        json root = json::parse(serializeAssignment(small));
        root["students_may_run_tasks"] = true;
        root["tasks"][1]["fill_answer"] = true;
        root["tasks"][2]["students_may_run"] = false;
        const Assignment a = parseAssignment(root.dump(), "a.json");
        QVERIFY(studentsMayRun(a, a.tasks[1]) && answerFilledIn(a, a.tasks[1]));
        QVERIFY(!studentsMayRun(a, a.tasks[2]) && !answerFilledIn(a, a.tasks[2]));
        root["tasks"][1].erase("fill_answer");
        const Assignment readOff = parseAssignment(root.dump(), "a.json");
        // Run, not filled in: the student reads the value off and types it.
        QVERIFY(studentsMayRun(readOff, readOff.tasks[1]));
        QVERIFY(!answerFilledIn(readOff, readOff.tasks[1]));
        QVERIFY(!studentsMayRun(a, a.tasks[3])); // a number the student states
        QVERIFY(parseAssignment(serializeAssignment(a), "back.json") == a);
        // A switch on a task the engine cannot run is an unknown key; a switch is true/false.
        json bad = root;
        bad["tasks"][3]["students_may_run"] = true;
        QVERIFY_THROWS_EXCEPTION(SceneFileError, parseAssignment(bad.dump(), "b.json"));
        bad = root;
        bad["fill_answers"] = "yes";
        try {
            (void)parseAssignment(bad.dump(), "b.json");
            QFAIL("accepted");
        } catch (const SceneFileError& e) {
            QCOMPARE(QString::fromStdString(e.path()), QString("fill_answers"));
            QVERIFY2(QString::fromStdString(e.reason()).contains("true or false"), e.what());
        }
    }

    void typedAnswersReadAsTheStudentWrote() {
        QCOMPARE(typedAnswer(" 3.96 "), TaskValue(3.96));
        QCOMPARE(typedAnswer("1e-3"), TaskValue(0.001));
        QCOMPARE(typedAnswer("+2"), TaskValue(2.0));
        // Full-width digits and the minus sign of Japanese and Chinese input methods.
        QCOMPARE(typedAnswer("\xEF\xBC\x93\xEF\xBC\x8E\xEF\xBC\x99\xEF\xBC\x96"), TaskValue(3.96));
        QCOMPARE(typedAnswer("\xE2\x88\x92"
                             "2.5"),
                 TaskValue(-2.5));
        QCOMPARE(typedAnswer(" rk2 "), TaskValue(std::string("rk2")));
        QCOMPARE(typedAnswer("3.96 s"), TaskValue(std::string("3.96 s")));
        QCOMPARE(typedAnswer("nan"), TaskValue(std::string("nan")));
    }

    void checkAnswerDecidesFromTheValues() {
        const Assignment a = smallAssignment();
        const Task& number = a.tasks[3];
        QCOMPARE(checkAnswer(number, std::nullopt, 2.5, std::nullopt).status, GradeStatus::Missing);
        QCOMPARE(checkAnswer(a.tasks[0], std::nullopt, std::nullopt, std::nullopt).reason.english(),
                 std::string("no run for this task"));
        const AnswerCheck ok = checkAnswer(number, 2.6, 2.5, std::nullopt);
        QCOMPARE(ok.status, GradeStatus::Ok);
        QCOMPARE(ok.points, std::optional<double>(number.points));
        const AnswerCheck far = checkAnswer(number, 3.0, 2.5, std::nullopt);
        QCOMPARE(far.status, GradeStatus::Wrong);
        QCOMPARE(far.points, std::optional<double>(0.0));
        QCOMPARE(checkAnswer(number, std::string("two"), 2.5, std::nullopt).status,
                 GradeStatus::Wrong);
        // Within the expected value but not what the task gives on the student's scene.
        const Task& order = a.tasks[1];
        QCOMPARE(checkAnswer(order, 2.0, 2.0, 1.5).status, GradeStatus::Wrong);
        QCOMPARE(checkAnswer(order, 2.0, 2.0, 1.9).status, GradeStatus::Ok);
    }

    // A typed answer earns its points: the grader recomputes the task with the assignment's
    // settings, it needs no run. A wrong one loses them, and Hand In says so in the grader's
    // words.
    void typedAnswersAreGraded() {
        const Assignment a = smallAssignment();
        const auto expected = expectedValues(a);
        const double order = std::get<double>(expected.at("order"));
        const Submission typed = typedSubmission(a, "s1", order, 2.5);
        auto rows = byTask(
            gradeSubmission(a, assignmentHash(a), expected, serializeSubmission(typed), "s1.json"));
        QCOMPARE(rows["order"].status, GradeStatus::Ok);
        QCOMPARE(rows["order"].recomputed, std::optional(expected.at("order")));
        QCOMPARE(rows["best"].status, GradeStatus::Ok);
        QCOMPARE(rows["number"].status, GradeStatus::Ok);
        QCOMPARE(rows["run"].status, GradeStatus::Missing);

        const Submission wrong = typedSubmission(a, "s2", order + 1.0, 2.5);
        const auto graded = byTask(
            gradeSubmission(a, assignmentHash(a), expected, serializeSubmission(wrong), "s2.json"));
        const auto before = byTask(gradeBeforeHandIn(a, wrong));
        QCOMPARE(graded.at("order").status, GradeStatus::Wrong);
        for (const auto& [task, row] : graded) {
            QCOMPARE(before.at(task).status, row.status);
            QCOMPARE(before.at(task).detail.english(), row.detail.english());
            QCOMPARE(before.at(task).points, row.points);
        }
    }

    void sourcesAreKeptWithTheirAnswers() {
        const Assignment a = smallAssignment();
        Submission s = typedSubmission(a, "s1", 2.0, 2.5);
        s.sources["best"] = AnswerSource::Analysis;
        s.sources["run"] = AnswerSource::TaskRun; // no answer to it: not written
        seal(s);
        const Submission read = parseSubmission(serializeSubmission(s), "s.json");
        QCOMPARE(read.sources.size(), std::size_t{3});
        QCOMPARE(read.sources.at("best"), AnswerSource::Analysis);
        QCOMPARE(read.sources.at("order"), AnswerSource::Typed);
        json edited = json::parse(serializeSubmission(s));
        edited["answer_sources"]["order"] = "guessed";
        QVERIFY_THROWS_EXCEPTION(SceneFileError, parseSubmission(edited.dump(), "s.json"));
    }

    // Two submissions with one student id: neither counts, each row names its file.
    void duplicateIdsCountForNobody() {
        const Assignment a = smallAssignment();
        QTemporaryDir dir;
        const auto expected = expectedValues(a);
        const double order = std::get<double>(expected.at("order"));
        const std::string first =
            writeFile(dir, "first.json", serializeSubmission(typedSubmission(a, "s1", order, 2.5)));
        const std::string second = writeFile(
            dir, "second.json", serializeSubmission(typedSubmission(a, "s1", order, 2.5)));
        const std::string other =
            writeFile(dir, "other.json", serializeSubmission(typedSubmission(a, "s2", order, 2.5)));
        const std::vector<GradeRow> rows = gradeFiles(a, {first, second, other});
        QCOMPARE(rows.size(), 3 * a.tasks.size());
        double s1 = 0.0;
        for (const GradeRow& row : rows) {
            if (row.student.rfind("s1", 0) == 0) {
                QCOMPARE(row.status, GradeStatus::Duplicate);
                QVERIFY2(row.student == "s1 (first.json)" || row.student == "s1 (second.json)",
                         row.student.c_str());
                QVERIFY(row.detail.english().find("first.json, second.json") != std::string::npos);
                s1 += row.points.value_or(0.0);
            } else {
                QCOMPARE(row.student, std::string("s2"));
            }
        }
        QCOMPARE(s1, 0.0);
        QCOMPARE(gradeStatusId(GradeStatus::Duplicate), std::string_view("duplicate"));
    }

    void gradesRunNoFormula() {
        GradeRow row;
        row.student = "=HYPERLINK(\"http://x\",\"y\")";
        row.task = "+task";
        row.status = GradeStatus::Manual;
        row.submitted = std::string("@SUM(A1)");
        row.expected = -2.5; // a number keeps its sign
        std::ostringstream out;
        writeGrades(out, {row});
        std::string line = out.str().substr(out.str().find('\n') + 1);
        QCOMPARE(line, std::string("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",'+task,manual,-2.5,"
                                   "'@SUM(A1),,\n"));
    }

    // A student who enlarges an unlocked cloth makes the grader's recomputation dearer: past
    // kMaxRecomputeCostRatio the task is "too-costly", not run.
    void recomputationHasACostLimit() {
        const Assignment a = parseAssignment(R"({
          "format": "clothlab-assignment", "version": 1, "title": "Cloth",
          "scene": "preset:hanging-cloth",
          "tasks": [{"id": "limit", "kind": "stability-limit", "title": "Limit",
                     "integrator": "symplectic-euler", "duration": 0.05,
                     "expected": {"computed": true, "relative_tolerance": 0.5}}]})",
                                             "cloth.json");
        Submission s;
        s.assignmentHash = assignmentHash(a);
        s.studentId = "s1";
        s.answers["limit"] = 0.001;
        s.sceneEdits = {{"bodies[0].rows", "96"}, {"bodies[0].cols", "96"}};
        seal(s);
        std::map<std::string, TaskValue> expected{{"limit", 0.001}};
        const auto rows =
            gradeSubmission(a, assignmentHash(a), expected, serializeSubmission(s), "s1.json");
        QCOMPARE(rows.size(), std::size_t{1});
        QCOMPARE(rows[0].status, GradeStatus::TooCostly);
        QVERIFY(!rows[0].recomputed);
        QVERIFY(rows[0].detail.english().find("times as much") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestAnswerCheck)
#include "test_answer_check.moc"
