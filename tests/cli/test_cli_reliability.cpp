// clothlab-cli when a run fails, is stopped or is given values past what it can do (issue
// 37): an existing file is never removed by a failed run, derived outputs never overwrite an
// input, analyses are refused up front with the limit named, and SIGINT/SIGTERM leave no
// temporary file behind.
#include "cli_runner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <string>
#include <sys/types.h>

namespace {

using clothlab::test::CliResult;
using clothlab::test::runCli;

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& data) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(data);
}

QByteArray presetText(const char* id) {
    QProcess process;
    process.start(QStringLiteral(CLOTHLAB_CLI_PATH), {"preset", id});
    process.waitForFinished(60'000);
    return process.readAllStandardOutput();
}

#define QVERIFY_CONTAINS(text, part)                                                               \
    do {                                                                                           \
        const QString whole_ = (text);                                                             \
        const QString part_ = QString::fromStdString(std::string(part));                           \
        QVERIFY2(whole_.contains(part_),                                                           \
                 qPrintable(QString("\"%1\" lacks \"%2\"").arg(whole_, part_)));                   \
    } while (false)

} // namespace

class TestCliReliability : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void blowUpKeepsAnExistingFinalFile();
    void reportSideFilesNeverOverwriteAnInput();
    void stabilityToleranceBelowDoublePrecision();
    void spectrumOfAHugeClothIsRefused();
    void interruptRemovesTemporaries();
    void setPathsAndRepeatsAreExplained();

private:
    QTemporaryDir m_dir;
};

// Explicit Euler at 0.5 s on the spring oscillator blows up; the --final file from before, and
// the target of a link named as --final, keep their contents.
void TestCliReliability::blowUpKeepsAnExistingFinalFile() {
    const QString plain = m_dir.filePath("f.csv");
    const QString target = m_dir.filePath("target.csv");
    const QString link = m_dir.filePath("link.csv");
    writeAll(plain, "keep\n");
    writeAll(target, "keep target\n");
    QVERIFY(QFile::link(target, link));
    for (const QString& final : {plain, link}) {
        const CliResult r =
            runCli({"run", "preset:spring-oscillator", "--integrator", "explicit-euler", "--dt",
                    "0.5", "--steps", "200", "--final", final});
        QCOMPARE(r.exitCode, 3);
        QVERIFY_CONTAINS(r.err, "--final: not written");
    }
    QCOMPARE(readAll(plain), QByteArray("keep\n"));
    QCOMPARE(readAll(target), QByteArray("keep target\n"));
    QVERIFY(QFileInfo(link).isSymLink());
    QVERIFY(QDir(m_dir.path()).entryList({"*.partial"}, QDir::Files).isEmpty());
}

// The scene saved under the name of one of the report's side files: refused before anything
// runs, the scene as it was.
void TestCliReliability::reportSideFilesNeverOverwriteAnInput() {
    const QByteArray sceneText = presetText("spring-oscillator");
    QVERIFY(!sceneText.isEmpty());
    QVERIFY(QDir(m_dir.path()).mkpath("rep"));
    for (const char* side :
         {"r_energy_residual.csv", "r_error.pdf", "r_analysis1.csv", "r_stability_period.csv"}) {
        const QString scene = m_dir.filePath(QString("rep/") + side);
        writeAll(scene, sceneText);
        const CliResult r = runCli({"report", scene, "--out", m_dir.filePath("rep/r.pdf"),
                                    "--duration", "0.1", "--dts", "0.01"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY_CONTAINS(r.err, "a side file of --out: \"" + scene.toStdString() +
                                    "\" would overwrite the scene file");
        QCOMPARE(readAll(scene), sceneText);
        QVERIFY(!QFile::exists(m_dir.filePath("rep/r.pdf")));
    }
}

// --tolerance 1e-17 never ended (the bisection's hi / lo cannot come within 1e-17 of 1); now
// refused before anything runs, naming the flag. Run with its own bound: a hang fails here
// after two minutes instead of holding the whole suite.
void TestCliReliability::stabilityToleranceBelowDoublePrecision() {
    const QString out = m_dir.filePath("s.csv");
    QProcess process;
    process.start(QStringLiteral(CLOTHLAB_CLI_PATH),
                  {"stability", "preset:spring-oscillator", "--integrators", "rk4", "--duration",
                   "1", "--tolerance", "1e-17", "--out", out});
    const bool ended = process.waitForFinished(120'000);
    if (!ended) {
        process.kill();
        process.waitForFinished();
    }
    QVERIFY2(ended, "clothlab-cli stability --tolerance 1e-17 did not end");
    QCOMPARE(process.exitCode(), 2);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY_CONTAINS(err, "--tolerance: expected a relative tolerance of at least 1e-09 and "
                          "below 1, e.g. 0.02, got 1e-17");
    QVERIFY(!QFile::exists(out));
    // The narrowest accepted tolerance ends.
    const CliResult r = runCli({"stability", "preset:spring-oscillator", "--integrators", "rk4",
                                "--duration", "1", "--tolerance", "1e-9", "--out", out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(readAll(out).startsWith("integrator,max_stable_dt,predicted_dt\nrk4,"));
}

// A cloth `run` accepts: the spectrum is refused at once with its limit, --modes all too.
void TestCliReliability::spectrumOfAHugeClothIsRefused() {
    const QString out = m_dir.filePath("modes.csv");
    for (const char* modes : {"all", "20"}) {
        const CliResult r =
            runCli({"spectrum", "preset:hanging-cloth", "--set", "bodies[0].rows=320", "--set",
                    "bodies[0].cols=320", "--modes", modes, "--out", out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY_CONTAINS(r.err, "more than the limit of 300000 rows of a spectrum (100000 free "
                                "particles)");
        QVERIFY(!QFile::exists(out) && !QFile::exists(out + ".partial"));
    }
}

// SIGINT (Ctrl-C) and SIGTERM in the middle of a run: the temporary file goes, the file that
// was there before stays as it was. The signal is sent once the run has written into its
// temporary file (polled: no guess at how long that takes).
void TestCliReliability::interruptRemovesTemporaries() {
    const QString energy = m_dir.filePath("interrupted.csv");
    for (const int signal : {SIGINT, SIGTERM}) {
        writeAll(energy, "keep\n");
        QProcess process;
        process.start(QStringLiteral(CLOTHLAB_CLI_PATH),
                      {"run", "preset:hanging-cloth", "--steps", "50000000", "--energy", energy});
        QVERIFY(process.waitForStarted());
        const bool writing =
            QTest::qWaitFor([&] { return QFileInfo(energy + ".partial").size() > 4096; }, 120'000);
        if (writing) {
            ::kill(static_cast<pid_t>(process.processId()), signal);
        } else {
            process.kill();
        }
        QVERIFY(process.waitForFinished(120'000));
        QVERIFY2(writing, "the run did not start writing");
        QCOMPARE(process.exitStatus(), QProcess::CrashExit); // ended by the signal, as asked
        QVERIFY(!QFile::exists(energy + ".partial"));
        QCOMPARE(readAll(energy), QByteArray("keep\n"));
    }
}

// --set '...]]=3' said "cannot override:  does not exist", bodies[-1] an index of
// 18446744073709551615; a repeated --param silently won while a repeated --dt was an error.
void TestCliReliability::setPathsAndRepeatsAreExplained() {
    const QStringList run{"run", "preset:spring-oscillator", "--steps", "1"};
    CliResult r = runCli(run + QStringList{"--set", "...]]=3"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "cannot override: the path \"...]]\" is malformed at character 1");
    r = runCli(run + QStringList{"--set", "bodies[-1].mass=3"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "the index \"-1\" in bodies[-1].mass is not a whole number of 0 or "
                            "more");
    QVERIFY(!r.err.contains("18446744073709551615"));
    // One rule for every repeated setting: an error naming it, never "the last one wins".
    const QStringList rk45{"run", "preset:spring-oscillator", "--steps", "1", "--integrator",
                           "rk45"};
    r = runCli(rk45 + QStringList{"--dt", "0.01", "--dt", "0.02"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "--dt: given more than once");
    r = runCli(rk45 + QStringList{"--param", "tolerance=1e-6", "--param", "tolerance=1e-8"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "--param tolerance: given more than once");
    r = runCli(run + QStringList{"--set", "name=a", "--set", "name=b"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "--set name: given more than once");
    r = runCli({"stability", "preset:spring-oscillator", "--integrators",
                "rk45:tolerance=1e-6:tolerance=1e-8", "--duration", "1", "--out",
                m_dir.filePath("twice.csv")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "tolerance: given more than once");
    // Different parameters and keys are fine.
    r = runCli(rk45 + QStringList{"--param", "tolerance=1e-6", "--set", "name=a"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliReliability)
#include "test_cli_reliability.moc"
