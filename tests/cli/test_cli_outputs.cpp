// clothlab-cli with hostile command lines (issue 14): outputs never destroy an input, each
// other or a device; runs without a bound are refused before they start; odd files and
// values get a message naming the file or flag and the reason; any bytes reach the manifest.
// Also the drawn outputs: the report's PDF and figures, and --figure in each format.
#include "cli_runner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>
#include <fstream>
#include <string>
#include <sys/stat.h>
#include <thread>

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

class TestCliOutputs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void outputOverAnInputIsRefused();
    void outputsMustBeDistinct();
    void symlinkIsWrittenThrough();
    void devicesAndPipesAreWrittenNotReplaced();
    void folderOutputFailsBeforeTheRun();
    void unboundedRunsAreRefused_data();
    void unboundedRunsAreRefused();
    void oddSceneFilesAreNamed();
    void setValueTooLargeIsAnError();
    void manifestTakesAnyBytesInPaths();
    void reportWritesPdfAndFigures();
    void figuresOfTheAnalyses();

private:
    QTemporaryDir m_dir;
    QString m_scene; ///< a copy of spring-oscillator in m_dir
    QByteArray m_sceneText;
};

void TestCliOutputs::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_sceneText = presetText("spring-oscillator");
    QVERIFY(!m_sceneText.isEmpty());
    m_scene = m_dir.filePath("io.json");
    writeAll(m_scene, m_sceneText);
}

void TestCliOutputs::outputOverAnInputIsRefused() {
    // Each way of naming the scene file: as given, through ./, and through a link.
    QFile::link(m_scene, m_dir.filePath("io-link.json"));
    for (const QString& output :
         {m_scene, m_dir.filePath("./io.json"), m_dir.filePath("io-link.json")}) {
        const CliResult r = runCli({"run", m_scene, "--steps", "2", "--energy", output});
        QCOMPARE(r.exitCode, 2);
        QVERIFY_CONTAINS(r.err, "would overwrite the scene file");
        QCOMPARE(readAll(m_scene), m_sceneText);
    }
    const CliResult d = runCli({"describe", m_scene, "--particles", m_scene});
    QCOMPARE(d.exitCode, 2);
    QCOMPARE(readAll(m_scene), m_sceneText);
    const CliResult s = runCli(
        {"stability", m_scene, "--integrators", "rk4", "--duration", "1", "--manifest", m_scene});
    QCOMPARE(s.exitCode, 2);
    QCOMPARE(readAll(m_scene), m_sceneText);
}

void TestCliOutputs::outputsMustBeDistinct() {
    const QString energy = m_dir.filePath("pos.csv.partial");
    const QString positions = m_dir.filePath("pos.csv");
    // One output the other's temporary: refused before anything is written.
    CliResult r =
        runCli({"run", m_scene, "--steps", "2", "--energy", energy, "--positions", positions});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "--positions: \"" + positions.toStdString() +
                                "\" (through its temporary file");
    QVERIFY(!QFile::exists(energy) && !QFile::exists(positions));
    r = runCli({"run", m_scene, "--steps", "2", "--energy", positions, "--positions", energy});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "would overwrite the temporary file of --energy");
    // The same file twice, spelled differently.
    r = runCli({"run", m_scene, "--steps", "2", "--energy", positions, "--final",
                m_dir.filePath("./pos.csv")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "would overwrite the file of --energy");
}

void TestCliOutputs::symlinkIsWrittenThrough() {
    const QString target = m_dir.filePath("energy-target.csv");
    const QString link = m_dir.filePath("energy-link.csv");
    writeAll(target, "old");
    QVERIFY(QFile::link(target, link));
    const CliResult r = runCli({"run", m_scene, "--steps", "3", "--energy", link});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(QFileInfo(link).isSymLink());
    const QByteArray csv = readAll(target);
    QVERIFY(csv.startsWith("time,"));
    QCOMPARE(csv.count('\n'), 5); // header and steps 0 to 3
    QVERIFY(!QFile::exists(target + ".partial"));
}

void TestCliOutputs::devicesAndPipesAreWrittenNotReplaced() {
    CliResult r = runCli(
        {"run", m_scene, "--steps", "3", "--energy", "/dev/null", "--positions", "/dev/null"});
    QCOMPARE(r.exitCode, 0);
    struct stat info {};
    QCOMPARE(::stat("/dev/null", &info), 0);
    QVERIFY(S_ISCHR(info.st_mode));
    // A FIFO: the energy CSV arrives through it, and it stays a FIFO.
    const std::string fifo = m_dir.filePath("energy.pipe").toStdString();
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    std::string received;
    std::thread reader([&] {
        std::ifstream in(fifo, std::ios::binary);
        received.assign(std::istreambuf_iterator<char>(in), {});
    });
    r = runCli({"run", m_scene, "--steps", "3", "--energy", QString::fromStdString(fifo)});
    reader.join();
    QCOMPARE(r.exitCode, 0);
    QVERIFY(QString::fromStdString(received).startsWith("time,"));
    QCOMPARE(std::count(received.begin(), received.end(), '\n'), 5L);
    QVERIFY(::stat(fifo.c_str(), &info) == 0 && S_ISFIFO(info.st_mode));
}

void TestCliOutputs::folderOutputFailsBeforeTheRun() {
    // Every output is opened before the run: the writable energy file is not left behind.
    const QString energy = m_dir.filePath("early.csv");
    const CliResult r =
        runCli({"run", m_scene, "--steps", "3", "--energy", energy, "--final", m_dir.path()});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "--final");
    QVERIFY_CONTAINS(r.err, "is a folder");
    QVERIFY(!QFile::exists(energy) && !QFile::exists(energy + ".partial"));
}

void TestCliOutputs::unboundedRunsAreRefused_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString limit = "more than the limit of 100000000 steps per run";
    QTest::newRow("steps") << QStringList{"--steps", "9223372036854775807"} << limit;
    QTest::newRow("tiny dt") << QStringList{"--duration", "1", "--dt", "1e-300"} << limit;
    QTest::newRow("long duration") << QStringList{"--duration", "1e300"} << limit;
    QTest::newRow("dt beyond duration")
        << QStringList{"--duration", "1", "--dt", "1e300"} << "the run would take no step";
}

void TestCliOutputs::unboundedRunsAreRefused() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const QString energy = m_dir.filePath("unbounded.csv");
    const CliResult r =
        runCli(QStringList{"run", "preset:spring-oscillator", "--energy", energy} + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, message.toStdString());
    QVERIFY(!QFile::exists(energy));
    // The stability search too (it printed 0.4213 for rk4 before, each trial one step).
    const QString limits = m_dir.filePath("unbounded-stability.csv");
    const CliResult s = runCli({"stability", "preset:spring-oscillator", "--integrators", "rk4",
                                "--duration", "1e300", "--out", limits});
    QCOMPARE(s.exitCode, 2);
    QVERIFY_CONTAINS(s.err, "more than the limit of 100000000");
    QVERIFY(!QFile::exists(limits));
}

void TestCliOutputs::oddSceneFilesAreNamed() {
    CliResult r = runCli({"describe", m_dir.path(), "--particles", m_dir.filePath("p.csv")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "the path is a folder, not a file");
    r = runCli({"describe", "/dev/zero", "--particles", m_dir.filePath("p.csv")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "/dev/zero: the path is not a regular file");
    // A mesh at /dev/zero, with the JSON path.
    QByteArray solid = R"({"format": "clothlab-scene", "version": 1,
      "stiffness": {"structural": {"stretch": 1, "compression": 1, "damping": 0},
                    "shear": {"stretch": 1, "compression": 1, "damping": 0},
                    "bending": {"stretch": 1, "compression": 1, "damping": 0}},
      "bodies": [{"type": "solid", "shape": "mesh", "mesh": "/dev/zero", "spacing": 0.1,
                  "particle_mass": 1, "angle_stiffness": 1}],
      "integrator": {"id": "rk4", "dt": 0.01}})";
    writeAll(m_dir.filePath("zero-mesh.json"), solid);
    r = runCli(
        {"describe", m_dir.filePath("zero-mesh.json"), "--particles", m_dir.filePath("p.csv")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "bodies[0].mesh: /dev/zero: the path is not a regular file");
    // One 4096 × 4096 cloth: refused with the limit, before memory is taken.
    r = runCli({"describe", "preset:hanging-cloth", "--set", "bodies[0].rows=4096", "--set",
                "bodies[0].cols=4096", "--particles", m_dir.filePath("p.csv")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "bodies[0]: the scene would have 16777216 particles, more than the "
                            "limit of 1000000 particles per scene");
}

void TestCliOutputs::setValueTooLargeIsAnError() {
    const CliResult r =
        runCli({"run", "preset:spring-oscillator", "--steps", "1", "--set", "gravity=[1e999,0,0]"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY_CONTAINS(r.err, "gravity: cannot override: the value [1e999,0,0] holds a number too "
                            "large for a double");
}

void TestCliOutputs::manifestTakesAnyBytesInPaths() {
    // QProcess cannot pass bytes that are not UTF-8; the shell's printf can.
    const QString folder = m_dir.path();
    writeAll(folder + "/plain.json", m_sceneText);
    const std::string command =
        "cd '" + folder.toStdString() + "' && cp plain.json \"$(printf 'sc\\377ene.json')\" && '" +
        std::string(CLOTHLAB_CLI_PATH) +
        "' run \"$(printf 'sc\\377ene.json')\" --steps 2 --energy \"$(printf 'e\\376.csv')\" "
        "--manifest m.json --set \"$(printf 'name=\\377')\" 2>err.txt";
    const int status = std::system(command.c_str());
    const QByteArray err = readAll(folder + "/err.txt");
    // The name override is refused (a scene name must be text), with the reason.
    QVERIFY2(WEXITSTATUS(status) == 2, err.constData());
    QVERIFY_CONTAINS(QString::fromUtf8(err), "name: cannot override: the value \"\\xFF\" is not "
                                             "valid UTF-8");
    // Without it, the run writes a manifest that names the files with their bytes escaped.
    const std::string run =
        "cd '" + folder.toStdString() + "' && '" + std::string(CLOTHLAB_CLI_PATH) +
        "' run \"$(printf 'sc\\377ene.json')\" --steps 2 --energy \"$(printf 'e\\376.csv')\" "
        "--manifest m.json 2>err.txt";
    QCOMPARE(WEXITSTATUS(std::system(run.c_str())), 0);
    const QJsonObject manifest = QJsonDocument::fromJson(readAll(folder + "/m.json")).object();
    QCOMPARE(manifest["scene"].toObject()["source"].toString(), QString("sc\\xFFene.json"));
    QCOMPARE(manifest["energy_csv"].toString(), QString("e\\xFE.csv"));
}

// The report: the PDF in the asked language and the figures beside it, the file names on
// stdout; the PDF's text names the runs' integrators.
void TestCliOutputs::reportWritesPdfAndFigures() {
    const QString pdf = m_dir.filePath("report.pdf");
    const CliResult r =
        runCli({"report", "preset:spring-oscillator", "--out", pdf, "--duration", "1", "--dts",
                "0.01,0.005", "--stability", "yes", "--language", "ja"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList files = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // The PDF; energy residual, error, convergence and stability figures and the stability
    // section's region, per-mode region, damping and period-error figures, as PDF and CSV.
    QCOMPARE(files.size(), 17);
    QCOMPARE(files.filter(QStringLiteral("_stability_region.csv")).size(), 1);
    QCOMPARE(files.filter(QStringLiteral("_stability_per_mode.csv")).size(), 1);
    QCOMPARE(files.front(), pdf);
    for (const QString& file : files) {
        QVERIFY2(QFileInfo(file).size() > 100, qPrintable(file));
    }
    QFile head(pdf);
    QVERIFY(head.open(QIODevice::ReadOnly));
    QVERIFY(head.read(5) == "%PDF-");
    // Through a symbolic link: the link stays, its target becomes the report, nothing is
    // left beside it; a folder at the path is refused before anything runs.
    const QString target = m_dir.filePath("report-target.pdf");
    const QString link = m_dir.filePath("report-link.pdf");
    writeAll(target, "old");
    QVERIFY(QFile::link(target, link));
    const CliResult linked =
        runCli({"report", "preset:spring-oscillator", "--out", link, "--duration", "0.1"});
    QVERIFY2(linked.exitCode == 0, qPrintable(linked.err));
    QVERIFY(QFileInfo(link).isSymLink());
    QVERIFY(readAll(target).startsWith("%PDF-"));
    QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("report-target.pdf*")}).size(), 1);
    const CliResult folder =
        runCli({"report", "preset:spring-oscillator", "--out", m_dir.path(), "--duration", "0.1"});
    QCOMPARE(folder.exitCode, 2);
    QVERIFY_CONTAINS(folder.err, "is a folder");
}

// --figure on compare, convergence and stability: one file per flag in the format of its
// extension, drawn as the workbench draws the analysis; PNG at 85 mm by the golden height and 300
// dpi.
void TestCliOutputs::figuresOfTheAnalyses() {
    const QString osc = "preset:spring-oscillator";
    const QList<QStringList> commands{
        {"compare", osc, "--integrators", "rk2,rk4", "--duration", "0.5", "--out",
         m_dir.filePath("cmp.csv"), "--figure", m_dir.filePath("cmp.pdf"), "--figure",
         m_dir.filePath("cmp.svg")},
        {"convergence", osc, "--integrators", "rk2,rk4", "--dts", "0.01,0.005", "--duration", "1",
         "--out", m_dir.filePath("conv.csv"), "--figure", m_dir.filePath("conv.png")},
        {"stability", osc, "--integrators", "symplectic-euler,rk4", "--duration", "2", "--out",
         m_dir.filePath("stab.csv"), "--figure", m_dir.filePath("stab.pdf")}};
    for (const QStringList& command : commands) {
        const CliResult r = runCli(command);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    }
    for (const char* pdf : {"cmp.pdf", "stab.pdf"}) {
        QFile file(m_dir.filePath(pdf));
        QVERIFY2(file.open(QIODevice::ReadOnly), pdf);
        QVERIFY(file.read(5) == "%PDF-");
    }
    QFile svg(m_dir.filePath("cmp.svg"));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QVERIFY(svg.readAll().contains("<svg"));
    // The PNG header's IHDR: width and height, big-endian, at bytes 16 and 20.
    QFile png(m_dir.filePath("conv.png"));
    QVERIFY(png.open(QIODevice::ReadOnly));
    const QByteArray head = png.read(24);
    QVERIFY(head.startsWith("\x89PNG"));
    auto be32 = [&head](int at) {
        return (int(uchar(head[at])) << 24) | (int(uchar(head[at + 1])) << 16) |
               (int(uchar(head[at + 2])) << 8) | int(uchar(head[at + 3]));
    };
    QCOMPARE(be32(16), qRound(85.0 / 25.4 * 300.0));
    QCOMPARE(be32(20), qRound(85.0 / 1.6180339887498949 / 25.4 * 300.0)); // golden aspect
}

QTEST_GUILESS_MAIN(TestCliOutputs)
#include "test_cli_outputs.moc"
