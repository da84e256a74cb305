// clothlab-cli as a user meets it: subcommands, CSV contracts (DESIGN §6), exit statuses.
#include "core/scene.h"
#include "core/scene_builders.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

namespace {

struct CliResult {
    int exitCode = -1;
    QString out;
    QString err;
};

CliResult runCli(const QStringList& args, const QString& workingDir = QString()) {
    QProcess process;
    if (!workingDir.isEmpty()) {
        process.setWorkingDirectory(workingDir);
    }
    process.start(QStringLiteral(CLOTHLAB_CLI_PATH), args);
    CliResult result;
    if (!process.waitForFinished(240'000) || process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        result.err = QStringLiteral("clothlab-cli did not finish normally");
        return result;
    }
    result.exitCode = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QStringList readLines(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        return {};
    }
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

QList<double> parseRow(const QString& line) {
    QList<double> values;
    for (const QString& field : line.split(QLatin1Char(','))) {
        bool ok = false;
        values.append(field.toDouble(&ok));
        if (!ok) {
            values.append(std::nan(""));
        }
    }
    return values;
}

const QString kEnergyHeader = QStringLiteral(
    "time,kinetic,gravity,elastic_structural,elastic_shear,elastic_bending,dissipated,"
    "external_work,residual");

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void listsIntegrators();
    void helpForToolAndSubcommands();
    void runWritesEnergyAndFinalCsv();
    void durationCountsSteps();
    void runIsDeterministic();
    void badInputExitsTwo_data();
    void badInputExitsTwo();
    void blowUpExitsThree();

private:
    QTemporaryDir m_dir;
};

void TestCli::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(QStringLiteral(CLOTHLAB_CLI_PATH)), CLOTHLAB_CLI_PATH);
}

void TestCli::listsIntegrators() {
    const CliResult r = runCli({QStringLiteral("integrators")});
    QCOMPARE(r.exitCode, 0);
    QStringList ids;
    for (const QString& line : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QVERIFY2(fields.size() >= 3, qPrintable(line)); // id, order, name
        bool isNumber = false;
        fields[1].toInt(&isNumber);
        QVERIFY2(isNumber, qPrintable(line));
        ids.append(fields[0]);
    }
    for (const char* id : {"explicit-euler", "symplectic-euler", "verlet", "rk2", "rk4", "rk45"}) {
        QVERIFY2(ids.contains(QLatin1String(id)), id);
    }
}

void TestCli::helpForToolAndSubcommands() {
    CliResult r = runCli({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QLatin1String("run")) && r.out.contains(QLatin1String("integrators")));
    r = runCli({QStringLiteral("run"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QLatin1String("--energy")) && r.out.contains(QLatin1String("--final")));
    r = runCli({QStringLiteral("integrators"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QLatin1String("Usage")));
    r = runCli({});
    QCOMPARE(r.exitCode, 2);
}

void TestCli::runWritesEnergyAndFinalCsv() {
    const QString energy = m_dir.filePath(QStringLiteral("f.csv"));
    const QString final = m_dir.filePath(QStringLiteral("final.csv"));
    const CliResult r =
        runCli({QStringLiteral("run"), QStringLiteral("preset:spring-oscillator"),
                QStringLiteral("--integrator"), QStringLiteral("rk4"), QStringLiteral("--dt"),
                QStringLiteral("0.001"), QStringLiteral("--steps"), QStringLiteral("100"),
                QStringLiteral("--energy"), energy, QStringLiteral("--final"), final});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));

    const QStringList lines = readLines(energy);
    QVERIFY(!lines.isEmpty());
    QCOMPARE(lines.first(), kEnergyHeader);
    QCOMPARE(lines.size() - 1, 101); // t = 0 and one row per step
    for (qsizetype row = 1; row < lines.size(); ++row) {
        const QList<double> v = parseRow(lines[row]);
        QCOMPARE(v.size(), 9);
        QVERIFY2(std::abs(v[0] - 0.001 * double(row - 1)) < 1e-12, qPrintable(lines[row]));
        // Undamped oscillator, E₀ = ½·k·A² = 0.5 J; RK4 at ω·dt = 0.01 keeps it to ~1e-12.
        QVERIFY2(std::abs(v[8]) < 1e-8, qPrintable(lines[row]));
    }
    const QList<double> first = parseRow(lines[1]);
    QCOMPARE(first[1], 0.0);                   // released at rest
    QVERIFY(std::abs(first[3] - 0.5) < 1e-12); // structural elastic energy

    // Final state: x(t) = L + A·cos(ωt) at t = 0.1 s, ω = 10 rad/s.
    const QStringList rows = readLines(final);
    QVERIFY(!rows.isEmpty());
    QCOMPARE(rows.first(), QStringLiteral("particle,x,y,z,vx,vy,vz"));
    QCOMPARE(rows.size() - 1,
             clothlab::core::particleCount(clothlab::core::springOscillatorScene()));
    const double expected = 1.0 + 0.1 * std::cos(1.0);
    bool found = false;
    for (qsizetype row = 1; row < rows.size(); ++row) {
        const QList<double> v = parseRow(rows[row]);
        QCOMPARE(v.size(), 7);
        QCOMPARE(v[0], double(row - 1));
        found = found || std::abs(v[1] - expected) < 1e-8;
    }
    QVERIFY2(found, "no particle at L + A·cos(ωt)");
}

void TestCli::durationCountsSteps() {
    const QString energy = m_dir.filePath(QStringLiteral("duration.csv"));
    const CliResult r = runCli({QStringLiteral("run"), QStringLiteral("preset:spring-oscillator"),
                                QStringLiteral("--dt=0.001"), QStringLiteral("--duration=0.01"),
                                QStringLiteral("--energy"), energy});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = readLines(energy);
    QCOMPARE(lines.size() - 1, 11);
    QVERIFY(std::abs(parseRow(lines.last())[0] - 0.01) < 1e-12);
}

void TestCli::runIsDeterministic() {
    QByteArray outputs[2];
    for (int i = 0; i < 2; ++i) {
        const QString file = m_dir.filePath(QStringLiteral("det%1.csv").arg(i));
        const CliResult r = runCli({QStringLiteral("run"), QStringLiteral("preset:peer-64"),
                                    QStringLiteral("--steps"), QStringLiteral("50"),
                                    QStringLiteral("--final"), file});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        outputs[i] = f.readAll();
    }
    QVERIFY(!outputs[0].isEmpty());
    QVERIFY(outputs[0] == outputs[1]);
}

void TestCli::badInputExitsTwo_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions"); // stderr must name the culprit

    const QString run = QStringLiteral("run");
    const QString osc = QStringLiteral("preset:spring-oscillator");
    const QString steps = QStringLiteral("--steps");
    const QString ten = QStringLiteral("10");
    QTest::newRow("dt not a number")
        << QStringList{run, osc, QStringLiteral("--dt"), QStringLiteral("abc"), steps, ten}
        << QStringLiteral("--dt");
    QTest::newRow("dt negative")
        << QStringList{run, osc, QStringLiteral("--dt"), QStringLiteral("-0.1"), steps, ten}
        << QStringLiteral("-0.1");
    QTest::newRow("dt missing value")
        << QStringList{run, osc, steps, ten, QStringLiteral("--dt")} << QStringLiteral("--dt");
    QTest::newRow("steps not an integer")
        << QStringList{run, osc, steps, QStringLiteral("1.5")} << QStringLiteral("--steps");
    QTest::newRow("unknown integrator")
        << QStringList{run,   osc, QStringLiteral("--integrator"), QStringLiteral("leapfrog"),
                       steps, ten}
        << QStringLiteral("leapfrog");
    QTest::newRow("unknown preset") << QStringList{run, QStringLiteral("preset:nope"), steps, ten}
                                    << QStringLiteral("preset:nope");
    QTest::newRow("no duration or steps") << QStringList{run, osc} << QStringLiteral("--steps");
    QTest::newRow("duration and steps")
        << QStringList{run, osc, steps, ten, QStringLiteral("--duration"), QStringLiteral("1")}
        << QStringLiteral("--duration");
    QTest::newRow("unknown option") << QStringList{run, osc, steps, ten, QStringLiteral("--colour")}
                                    << QStringLiteral("--colour");
    QTest::newRow("unwritable energy file") << QStringList{run,
                                                           osc,
                                                           steps,
                                                           ten,
                                                           QStringLiteral("--energy"),
                                                           QStringLiteral("/nonexistent-dir/e.csv")}
                                            << QStringLiteral("--energy");
    QTest::newRow("unknown subcommand")
        << QStringList{QStringLiteral("simulate")} << QStringLiteral("simulate");
}

void TestCli::badInputExitsTwo() {
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const CliResult r = runCli(args, m_dir.path());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QLatin1String("clothlab-cli: ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
}

void TestCli::blowUpExitsThree() {
    // Explicit Euler on the stiff default cloth at dt = 0.05 s is far past its stability limit.
    const QString final = m_dir.filePath(QStringLiteral("blown.csv"));
    const CliResult r = runCli(
        {QStringLiteral("run"), QStringLiteral("preset:default"), QStringLiteral("--integrator"),
         QStringLiteral("explicit-euler"), QStringLiteral("--dt"), QStringLiteral("0.05"),
         QStringLiteral("--duration"), QStringLiteral("5"), QStringLiteral("--final"), final});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains(QLatin1String("blew up")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("t = ")), qPrintable(r.err));
    QVERIFY(!QFile::exists(final));
}

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
