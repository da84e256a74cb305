// Coursework from the command line: the shipped labs, `solve` as a scripted student, `grade`
// on a class with every status (full marks, a wrong order, a hand edit, another assignment, a
// bad file), locked keys refused by --set, and bad input with exit status 2.
#include "cli_runner.h"
#include "core/coursework/assignment_io.h"
#include "core/coursework/labs.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace cw = clothlab::core::coursework;

namespace {

using clothlab::test::CliResult;
using clothlab::test::runCli;

QStringList readLines(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        return {};
    }
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

bool writeText(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

/// Grade rows by "student/task": {status, points}.
QMap<QString, QStringList> gradeRows(const QString& csv) {
    QMap<QString, QStringList> rows;
    const QStringList lines = readLines(csv);
    for (qsizetype k = 1; k < lines.size(); ++k) {
        const QStringList fields = lines[k].split(QLatin1Char(','));
        rows[fields[0] + "/" + fields[1]] = {fields[2], fields.last()};
    }
    return rows;
}

const QString kLab1 = QStringLiteral("assignment:lab1-orders");

} // namespace

class TestCliCoursework : public QObject {
    Q_OBJECT

private slots:
    void assignmentsListsTheLabs() {
        const CliResult r = runCli({"assignments"});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), qsizetype(5));
        QCOMPARE(lines.size(), qsizetype(cw::labData().size()));
        QVERIFY(lines[0].startsWith("lab1-orders"));
        QVERIFY(lines[1].startsWith("lab2-stability"));
        QVERIFY(lines[3].startsWith("lab4-relaxation"));
        QVERIFY(lines[4].startsWith("lab5-implicit-damping"));
        for (const QString sub : {"assignments", "solve", "grade"}) {
            const CliResult help = runCli({sub, "--help"});
            QCOMPARE(help.exitCode, 0);
            QVERIFY2(help.out.startsWith("Usage: clothlab-cli " + sub), qPrintable(help.out));
        }
        QVERIFY(runCli({"grade", "--help"})
                    .out.contains("student,task,status,expected,submitted,recomputed,points"));
        QVERIFY(runCli({"--help"}).out.contains("grade "));
    }

    void gradesAClass() {
        QTemporaryDir dir;
        const auto path = [&dir](const char* name) { return dir.filePath(name); };
        // Full marks: the engine's own solution with the text answered.
        QCOMPARE(runCli({"solve", kLab1, "--student", "s001", "--name", "Hanako Yamada", "--answer",
                         "energy=It is symplectic.", "--out", path("s001.json")})
                     .exitCode,
                 0);
        // A wrong order, typed by the student.
        QCOMPARE(runCli({"solve", kLab1, "--student", "s002", "--answer", "rk4-order=2", "--out",
                         path("s002.json")})
                     .exitCode,
                 0);
        // Edited by hand after handing in.
        QFile solved(path("s001.json"));
        QVERIFY(solved.open(QIODevice::ReadOnly));
        QJsonObject edited = QJsonDocument::fromJson(solved.readAll()).object();
        QJsonObject student = edited["student"].toObject();
        student["id"] = "s003";
        edited["student"] = student;
        QJsonObject answers = edited["answers"].toObject();
        answers["rk2-order"] = 2.0;
        edited["answers"] = answers;
        QVERIFY(writeText(path("s003.json"), QJsonDocument(edited).toJson()));
        // Made for another assignment: lab 1 with one point more on a task.
        cw::Assignment other = cw::loadAssignment(kLab1.toStdString());
        other.tasks.front().points += 1.0;
        cw::saveAssignment(other, path("other.json").toStdString());
        QCOMPARE(
            runCli({"solve", path("other.json"), "--student", "s004", "--out", path("s004.json")})
                .exitCode,
            0);
        QVERIFY(writeText(path("s005.json"), "{\"format\": \"clothlab-submission\"}"));

        const CliResult r =
            runCli({"grade", kLab1, path("s001.json"), path("s002.json"), path("s003.json"),
                    path("s004.json"), path("s005.json"), path("absent.json"), "--out",
                    path("grades.csv"), "--figure", path("class.svg")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile::exists(path("class.svg")));
        const QStringList lines = readLines(path("grades.csv"));
        QCOMPARE(lines.first(),
                 QString("student,task,status,expected,submitted,recomputed,points"));
        QCOMPARE(lines.size(), 1 + 6 * 6);
        const auto rows = gradeRows(path("grades.csv"));
        for (const char* task :
             {"euler-order", "rk2-order", "rk4-order", "rk4-halving", "most-accurate"}) {
            QCOMPARE(rows[QString("s001/") + task][0], QString("ok"));
            QCOMPARE(rows[QString("s003/") + task][0], QString("tampered"));
            QCOMPARE(rows[QString("s004/") + task][0], QString("mismatch"));
            QCOMPARE(rows[QString("s005.json/") + task][0], QString("bad-file"));
            QCOMPARE(rows[QString("absent.json/") + task][0], QString("bad-file"));
        }
        QCOMPARE(rows["s001/energy"], QStringList({"manual", ""}));
        QCOMPARE(rows["s001/rk4-order"][1], QString("2"));
        QCOMPARE(rows["s002/rk4-order"], QStringList({"wrong", "0"}));
        QCOMPARE(rows["s002/rk2-order"][0], QString("ok"));
        QCOMPARE(rows["s002/energy"][0], QString("missing"));
        // The summary: full marks, partial, none.
        QVERIFY2(r.out.contains(QRegularExpression("s001\\s+6 / 6")), qPrintable(r.out));
        QVERIFY(r.out.contains(QRegularExpression("s002\\s+4 / 6")));
        QVERIFY(r.out.contains(QRegularExpression("s003\\s+0 / 6")));
        QVERIFY(r.err.contains("s003: tampered: the content hash does not match"));
    }

    // The teacher's solution of a lab of measured quantities (PBD and XPBD strains, energy
    // balances) gets every checkable task's points; the text question is left unanswered.
    void solvedMeasureLabsGetFullMarks_data() {
        QTest::addColumn<QString>("lab");
        QTest::addColumn<QStringList>("measured");
        QTest::newRow("lab 4") << "assignment:lab4-relaxation"
                               << QStringList{"pbd-5", "pbd-50", "xpbd-50", "xpbd-200"};
        QTest::newRow("lab 5") << "assignment:lab5-implicit-damping"
                               << QStringList{"euler-r5-dt", "euler-small-dt", "midpoint",
                                              "reference"};
    }

    void solvedMeasureLabsGetFullMarks() {
        QFETCH(QString, lab);
        QFETCH(QStringList, measured);
        QTemporaryDir dir;
        const CliResult solved =
            runCli({"solve", lab, "--student", "t1", "--out", dir.filePath("t1.json")});
        QCOMPARE(solved.exitCode, 0);
        for (const QString& task : measured) {
            QVERIFY2(solved.out.contains(QRegularExpression(task + "\\s+measure\\s+[0-9.]+\\n")),
                     qPrintable(solved.out));
        }
        const CliResult r =
            runCli({"grade", lab, dir.filePath("t1.json"), "--out", dir.filePath("grades.csv")});
        QCOMPARE(r.exitCode, 0);
        const auto rows = gradeRows(dir.filePath("grades.csv"));
        QCOMPARE(rows.size(), measured.size() + 2);
        for (const QString& task : measured) {
            QCOMPARE(rows["t1/" + task][0], QString("ok"));
        }
        QCOMPARE(rows["t1/why"][0], QString("missing"));
        const cw::Assignment assignment = cw::loadAssignment(lab.toStdString());
        double maximum = 0.0;
        for (const cw::Task& task : assignment.tasks) {
            maximum += task.kind == cw::TaskKind::Text ? 0.0 : task.points;
        }
        QVERIFY2(r.out.contains(QRegularExpression(QString("t1\\s+%1 / %1").arg(maximum))),
                 qPrintable(r.out));
    }

    void lockedKeysAreRefused() {
        CliResult r =
            runCli({"run", kLab1, "--duration", "0.01", "--set", "stiffness.structural.stretch=5"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("assignment:lab1-orders: stiffness.structural.stretch: "
                                "\"stiffness\" is locked by the assignment"),
                 qPrintable(r.err));
        // An assignment file as the scene: the same locks.
        QTemporaryDir dir;
        const QString file = dir.filePath("lab1.json");
        QVERIFY(writeText(file, QByteArray(cw::labJson("lab1-orders").data(),
                                           qsizetype(cw::labJson("lab1-orders").size()))));
        r = runCli({"run", file, "--duration", "0.01", "--set", "bodies[0].particles[1].mass=2"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("\"bodies\" is locked"));
        // An unlocked key may be changed.
        r = runCli({"run", file, "--duration", "0.01", "--set", "air.drag=0.1"});
        QCOMPARE(r.exitCode, 0);
    }

    void badInputExitsTwo_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no submissions")
            << QStringList{"grade", kLab1, "--out", "g.csv"} << "missing SUBMISSION";
        QTest::newRow("no out") << QStringList{"grade", kLab1, "x.json"} << "missing --out";
        QTest::newRow("no student")
            << QStringList{"solve", kLab1, "--out", "s.json"} << "missing --student";
        QTest::newRow("unknown lab")
            << QStringList{"solve", "assignment:nope", "--student", "a", "--out", "s.json"}
            << "assignment:nope: no such shipped assignment";
        QTest::newRow("unknown task") << QStringList{"solve",    kLab1,    "--student", "a",
                                                     "--answer", "quiz=1", "--out",     "s.json"}
                                      << "--answer quiz: no such task";
        QTest::newRow("word for a number")
            << QStringList{"solve",          kLab1,   "--student", "a", "--answer",
                           "rk4-order=four", "--out", "s.json"}
            << "expected a number";
        QTest::newRow("missing assignment file")
            << QStringList{"grade", "no-such-lab.json", "x.json", "--out", "g.csv"}
            << "no-such-lab.json: cannot open";
        QTest::newRow("bad figure")
            << QStringList{"grade", kLab1, "x.json", "--out", "g.csv", "--figure", "c.gif"}
            << "must end in .pdf, .svg or .png";
    }

    void badInputExitsTwo() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliResult r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void badAssignmentFileNamesPathAndReason() {
        QTemporaryDir dir;
        const QString file = dir.filePath("lab.json");
        QVERIFY(writeText(file, "{\"format\": \"clothlab-assignment\", \"version\": 1, "
                                "\"title\": {\"fr\": \"TP\"}}"));
        const CliResult r = runCli({"grade", file, "x.json", "--out", dir.filePath("g.csv")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(file + ": title.fr: unknown language \"fr\""), qPrintable(r.err));
        // The grades file names a submission as output: refused before anything runs.
        const CliResult same = runCli({"grade", kLab1, file, "--out", file});
        QCOMPARE(same.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliCoursework)
#include "test_cli_coursework.moc"
