// clothlab-cli work-precision: the CSV contract (header, one row per point, statuses), the
// errors equal to those of convergence bit for bit, the recommendation on stdout, and bad
// input refused with exit status 2 and the flag named. No assertion depends on timing: CPU
// times are only checked to be recorded.
#include "cli_runner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <array>

namespace {

using clothlab::test::CliResult;
using clothlab::test::runCli;

/// The CSV's lines split into fields, the header first.
QVector<QStringList> readCsv(const QString& path) {
    QFile file(path);
    QVector<QStringList> rows;
    if (file.open(QIODevice::ReadOnly)) {
        for (const QByteArray& line : file.readAll().split('\n')) {
            if (!line.isEmpty()) {
                rows.push_back(QString::fromUtf8(line).split(QLatin1Char(',')));
            }
        }
    }
    return rows;
}

const QStringList kOscillator{"work-precision", "preset:spring-oscillator", "--duration", "1"};

} // namespace

class TestCliWorkPrecision : public QObject {
    Q_OBJECT

private slots:
    void writesThePoints();
    void errorsEqualConvergence();
    void adaptiveMethodSweepsTolerances();
    void blowUpIsAStatus();
    void recommendationOnStdout();
    void cheapestByStiffness();
    void helpDescribesTheColumns();
    void badInputNamesTheFlag_data();
    void badInputNamesTheFlag();

private:
    QString path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }
    QTemporaryDir m_dir;
};

void TestCliWorkPrecision::writesThePoints() {
    const CliResult r =
        runCli(kOscillator + QStringList{"--integrators", "rk4,verlet", "--dts", "0.01,0.005",
                                         "--out", path("wp.csv"), "--figure", path("wp.png")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QVector<QStringList> rows = readCsv(path("wp.csv"));
    QCOMPARE(rows.size(), 5);
    QCOMPARE(rows[0].join(','), QString("integrator,dt,tolerance,error_rms,error_max,cpu_seconds,"
                                        "steps,evaluations,status"));
    QCOMPARE(rows[1][0], QString("rk4"));
    QCOMPARE(rows[1][1].toDouble(), 0.01);
    QVERIFY(rows[1][2].isEmpty());
    QCOMPARE(rows[1][6], QString("100"));
    QCOMPARE(rows[1][7], QString("400")); // four evaluations per RK4 step
    QCOMPARE(rows[2][6], QString("200"));
    QCOMPARE(rows[3][0], QString("verlet"));
    for (int k = 1; k < rows.size(); ++k) {
        QCOMPARE(rows[k].size(), 9);
        QVERIFY(rows[k][5].toDouble() > 0.0); // recorded; never compared
        QCOMPARE(rows[k][8], QString("ok"));
    }
    QVERIFY(QFileInfo(path("wp.png")).size() > 1000);
}

void TestCliWorkPrecision::errorsEqualConvergence() {
    const QStringList common{"preset:spring-oscillator", "--integrators", "verlet,rk4", "--dts",
                             "0.01,0.005,0.0025",        "--duration",    "1"};
    QCOMPARE(
        runCli(QStringList{"convergence"} + common + QStringList{"--out", path("c.csv")}).exitCode,
        0);
    QCOMPARE(runCli(QStringList{"work-precision"} + common + QStringList{"--out", path("w.csv")})
                 .exitCode,
             0);
    const QVector<QStringList> convergence = readCsv(path("c.csv"));
    const QVector<QStringList> work = readCsv(path("w.csv"));
    QCOMPARE(convergence.size(), 7);
    QCOMPARE(work.size(), 7);
    for (int k = 1; k < 7; ++k) {
        QCOMPARE(work[k][0], convergence[k][0]);
        QCOMPARE(work[k][1], convergence[k][1]);
        // Written with 17 significant digits: equal text is equal bits.
        QCOMPARE(work[k][3], convergence[k][2]);
        QCOMPARE(work[k][4], convergence[k][3]);
    }
}

void TestCliWorkPrecision::adaptiveMethodSweepsTolerances() {
    const CliResult r =
        runCli(kOscillator + QStringList{"--integrators", "rk45@0.1", "--tolerances", "1e-4,1e-6",
                                         "--out", path("a.csv")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QVector<QStringList> rows = readCsv(path("a.csv"));
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[1][1].toDouble(), 0.1);
    QCOMPARE(rows[1][2].toDouble(), 1e-4);
    QCOMPARE(rows[2][2].toDouble(), 1e-6);
    QVERIFY(rows[2][6].toLong() > rows[1][6].toLong()); // more accepted steps
}

void TestCliWorkPrecision::blowUpIsAStatus() {
    const CliResult r =
        runCli({"work-precision", "preset:spring-oscillator", "--integrators", "explicit-euler",
                "--dts", "0.5,0.001", "--duration", "10", "--out", path("b.csv")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.err.contains("explicit-euler at dt = 0.5 s blew up"));
    const QVector<QStringList> rows = readCsv(path("b.csv"));
    QVERIFY(rows[1][8].startsWith("blew-up:"));
    QCOMPARE(rows[1][3], QString("inf"));
    QCOMPARE(rows[2][8], QString("ok"));
}

void TestCliWorkPrecision::recommendationOnStdout() {
    // RK4 reaches 1e-6 m with far fewer steps than explicit Euler, which never does. Ranked by
    // evaluations (the same on every machine): RK4 at dt 0.01 s, 100 steps of four.
    const CliResult r =
        runCli(kOscillator + QStringList{"--integrators", "explicit-euler,rk4", "--dts",
                                         "0.01,0.005", "--accuracy", "1e-6", "--cost",
                                         "evaluations", "--out", path("r.csv")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(
        r.out.contains("accuracy 1e-06 m at t = 1 s: cheapest rk4 at dt 0.01 s, 400 evaluations\n"),
        qPrintable(r.out));
    QVERIFY(r.out.contains("no other method reached it"));
    // By CPU time the same method wins (the other never reaches it); its step is not checked,
    // since the two runs of RK4 may swap places in CPU time on a loaded machine.
    const CliResult cpu = runCli(kOscillator + QStringList{"--integrators", "explicit-euler,rk4",
                                                           "--dts", "0.01,0.005", "--accuracy",
                                                           "1e-6", "--out", path("r2.csv")});
    QVERIFY2(cpu.out.contains("accuracy 1e-06 m at t = 1 s: cheapest rk4 at dt "),
             qPrintable(cpu.out));
}

void TestCliWorkPrecision::cheapestByStiffness() {
    // The same steps at k⁺ = 100, 400 and 1600 N/m (ω = 10, 20, 40 rad/s): errors grow with
    // ω at each step, so the steps a method needs for 1e-5 m never fall as k grows; ranked by
    // steps, nothing depends on the machine.
    const CliResult r = runCli(
        kOscillator + QStringList{"--integrators", "verlet,rk4", "--dts", "0.01,0.005,0.0025",
                                  "--accuracy", "1e-5", "--cost", "steps", "--stiffness-scales",
                                  "1,4,16", "--out", path("k.csv"), "--figure", path("k.png")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QVector<QStringList> rows = readCsv(path("k.csv"));
    QCOMPARE(rows.size(), 4);
    QCOMPARE(rows[0].join(','),
             QString("scale,stiffness,cheapest,dt,tolerance,cost,runner_up,factor"));
    double previous = 0.0;
    for (int p = 1; p <= 3; ++p) {
        QCOMPARE(rows[p].size(), 8);
        const double scale = std::array{1.0, 4.0, 16.0}[p - 1];
        QCOMPARE(rows[p][0].toDouble(), scale);
        QCOMPARE(rows[p][1].toDouble(), 100.0 * scale);
        QVERIFY2(rows[p][2] == "rk4" || rows[p][2] == "verlet", qPrintable(rows[p].join(',')));
        const double cost = rows[p][5].toDouble();
        QVERIFY2(cost >= previous, qPrintable(rows[p].join(',')));
        previous = cost;
    }
    // RK4 at 0.01 s (ωh = 0.1) is already far below 1e-5 m on the softest spring: 100 steps.
    QCOMPARE(rows[1][2], QString("rk4"));
    QCOMPARE(rows[1][5].toDouble(), 100.0);
    QVERIFY(r.out.contains("k+ = 100 N/m (x 1): cheapest rk4 at dt 0.01 s, 100 steps"));
    QVERIFY(QFileInfo(path("k.png")).size() > 1000);
}

void TestCliWorkPrecision::helpDescribesTheColumns() {
    const CliResult r = runCli({"work-precision", "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(
        "integrator,dt,tolerance,error_rms,error_max,cpu_seconds,steps,evaluations,status"));
    QVERIFY(runCli({"--help"}).out.contains("work-precision"));
}

void TestCliWorkPrecision::badInputNamesTheFlag_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList rk4{"--integrators", "rk4", "--out", "/tmp/never-written.csv"};
    QTest::newRow("tolerances without rk45")
        << kOscillator + rk4 + QStringList{"--tolerances", "1e-6"} << "--tolerances:";
    QTest::newRow("bad tolerance")
        << kOscillator + QStringList{"--integrators", "rk45",  "--tolerances",
                                     "1e-6,x",        "--out", "/tmp/never-written.csv"}
        << "--tolerances: expected a positive number";
    QTest::newRow("negative accuracy")
        << kOscillator + rk4 + QStringList{"--accuracy", "-1"} << "--accuracy:";
    QTest::newRow("unknown cost") << kOscillator + rk4 +
                                         QStringList{"--accuracy", "1e-6", "--cost", "time"}
                                  << "--cost: 'time' is not one of cpu, evaluations, steps";
    QTest::newRow("scales without accuracy")
        << kOscillator + rk4 + QStringList{"--stiffness-scales", "1,2"}
        << "--stiffness-scales: needs --accuracy M";
    QTest::newRow("unknown kind")
        << kOscillator + rk4 +
               QStringList{"--stiffness-scales", "1,2", "--accuracy", "1e-5", "--kind", "bend"}
        << "--kind: 'bend' is not one of structural, shear, bending, all";
    QTest::newRow("kind without scales")
        << kOscillator + rk4 + QStringList{"--kind", "shear"} << "--kind: only with";
    QTest::newRow("step not dividing")
        << kOscillator + rk4 + QStringList{"--dts", "0.3"} << "--duration:";
    QTest::newRow("step twice") << kOscillator + rk4 + QStringList{"--dts", "0.01,0.01"}
                                << "--dts: the step 0.01 s is given twice";
    QTest::newRow("unknown flag") << kOscillator + rk4 + QStringList{"--sample", "0.1"}
                                  << "unknown option \"--sample\"";
    QTest::newRow("missing out") << kOscillator + QStringList{"--integrators", "rk4"}
                                 << "missing --out";
    QTest::newRow("unknown integrator")
        << kOscillator + QStringList{"--integrators", "rk7", "--out", "/tmp/never-written.csv"}
        << "--integrators \"rk7\"";
    QTest::newRow("reference step")
        << kOscillator + rk4 + QStringList{"--dts", "0.01", "--reference", "rk45@0.3"}
        << "--reference";
}

void TestCliWorkPrecision::badInputNamesTheFlag() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists("/tmp/never-written.csv"));
}

QTEST_MAIN(TestCliWorkPrecision)
#include "test_cli_work_precision.moc"
