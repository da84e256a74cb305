// clothlab-cli as a user meets it: subcommands on every preset, CSV contracts (DESIGN §6),
// exit statuses, the file/path/reason of every bad scene, and the known orders of the
// spring oscillator (its stability limits: test_cli_spectral.cpp).
#include "cli_runner.h"
#include "core/io/csv.h"
#include "core/scene/presets.h"
#include "core/scene/scene.h"
#include "core/scene/scene_io.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <array>
#include <cmath>

namespace core = clothlab::core;

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

/// Fields of a CSV row as numbers; a field that is not a number gives NaN.
QList<double> parseRow(const QString& line) {
    QList<double> values;
    for (const QString& field : line.split(QLatin1Char(','))) {
        bool ok = false;
        const double value = field.toDouble(&ok);
        values.append(ok ? value : std::nan(""));
    }
    return values;
}

QJsonObject readJson(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QJsonDocument::fromJson(file.readAll()).object();
}

QString latin(const char* text) {
    return QString::fromLatin1(text);
}

QString presetText(std::string_view id) {
    const std::string_view json = core::presetJson(id);
    return QString::fromUtf8(json.data(), static_cast<qsizetype>(json.size()));
}

/// `node` with the value at `path` (keys and array indices) replaced; an undefined value
/// removes the key, an index one past the end appends.
QJsonValue replaced(const QJsonValue& node, QStringList path, const QJsonValue& value) {
    if (path.isEmpty()) {
        return value;
    }
    const QString head = path.takeFirst();
    bool isIndex = false;
    const int index = head.toInt(&isIndex);
    if (isIndex) {
        QJsonArray array = node.toArray();
        if (index == array.size()) {
            array.append(replaced(QJsonValue(), path, value));
        } else {
            array[index] = replaced(array[index], path, value);
        }
        return array;
    }
    QJsonObject object = node.toObject();
    if (path.isEmpty() && value.isUndefined()) {
        object.remove(head);
    } else {
        object[head] = replaced(object[head], path, value);
    }
    return object;
}

/// A preset's text with edits "a.0.b=JSON" ("=remove" deletes the key) and "FROM=>TO" text
/// replacements applied.
QByteArray editedPreset(const QString& preset, const QStringList& edits) {
    QString text = presetText(preset.toStdString());
    for (const QString& edit : edits) {
        if (edit.contains(QLatin1String("=>"))) {
            const QStringList parts = edit.split(QLatin1String("=>"));
            text.replace(parts[0], parts[1]);
            continue;
        }
        const qsizetype eq = edit.indexOf(QLatin1Char('='));
        const QStringList path = edit.left(eq).split(QLatin1Char('.'));
        const QString valueText = edit.mid(eq + 1);
        const QJsonValue value =
            valueText == QLatin1String("remove")
                ? QJsonValue(QJsonValue::Undefined)
                : QJsonDocument::fromJson(("[" + valueText + "]").toUtf8()).array().at(0);
        const QJsonValue root = QJsonDocument::fromJson(text.toUtf8()).object();
        text = QString::fromUtf8(QJsonDocument(replaced(root, path, value).toObject()).toJson());
    }
    return text.toUtf8();
}

const QString kEnergyHeader = latin(core::csv::kEnergyHeader);

QStringList presetIds() {
    QStringList ids;
    for (const core::PresetData& preset : core::presetData()) {
        ids.append(QString::fromUtf8(preset.id.data(), static_cast<qsizetype>(preset.id.size())));
    }
    return ids;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void listsIntegrators();
    void helpForToolAndSubcommands();
    void presetsListsEveryPreset();
    void presetPrintsSceneFile_data();
    void presetPrintsSceneFile();
    void everyPresetRuns_data();
    void everyPresetRuns();
    void describeWritesParticlesAndSprings_data();
    void describeWritesParticlesAndSprings();
    void runWritesEnergyAndFinalCsv();
    void solidEnergyHeader_data();
    void solidEnergyHeader();
    void durationCountsSteps();
    void positionsEveryKSteps();
    void runIsDeterministic();
    void paramSetsIntegratorParameters();
    void setOverridesSceneValues();
    void badSceneFileExitsTwo_data();
    void badSceneFileExitsTwo();
    void badInputExitsTwo_data();
    void badInputExitsTwo();
    void blowUpExitsThree();
    void manifestTracesTheRun();
    void compareWritesErrorsAtSampleTimes();
    void convergenceReportsKnownOrders();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestCli::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(QStringLiteral(CLOTHLAB_CLI_PATH)), CLOTHLAB_CLI_PATH);
}

void TestCli::listsIntegrators() {
    const CliResult r = runCli({latin("integrators")});
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
        QVERIFY2(ids.contains(latin(id)), id);
    }
    QVERIFY(r.out.contains(QLatin1String("tolerance"))); // rk45's declared parameter
}

void TestCli::helpForToolAndSubcommands() {
    CliResult r = runCli({latin("--help")});
    QCOMPARE(r.exitCode, 0);
    const QStringList subcommands{latin("run"),         latin("describe"),    latin("compare"),
                                  latin("convergence"), latin("stability"),   latin("presets"),
                                  latin("preset"),      latin("integrators"), latin("report")};
    const QStringList drawing{latin("compare"), latin("convergence"), latin("stability")};
    for (const QString& sub : subcommands) {
        QVERIFY2(r.out.contains(sub), qPrintable(sub));
        const CliResult help = runCli({sub, latin("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.startsWith(QLatin1String("Usage: clothlab-cli")), qPrintable(sub));
        // --figure is offered exactly where it is accepted.
        QCOMPARE(help.out.contains(QLatin1String("--figure")), drawing.contains(sub));
        QCOMPARE(runCli({latin("help"), sub}).out, help.out);
    }
    r = runCli({latin("run"), latin("--help")});
    for (const char* flag :
         {"--energy", "--positions", "--every", "--final", "--manifest", "--set", "--param"}) {
        QVERIFY2(r.out.contains(latin(flag)), flag);
    }
    r = runCli({latin("compare"), latin("--help")});
    QVERIFY(r.out.contains(QLatin1String("Exit status")));
    QVERIFY(r.out.contains(QLatin1String("@DT")));
    QCOMPARE(runCli({}).exitCode, 2);
}

void TestCli::presetsListsEveryPreset() {
    const CliResult r = runCli({latin("presets")});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), qsizetype(core::presetData().size()));
    for (qsizetype k = 0; k < lines.size(); ++k) {
        const QString id = presetIds()[k];
        QCOMPARE(lines[k].section(QLatin1Char(' '), 0, 0), id);
        const core::Scene scene = core::loadPreset(id.toStdString());
        QVERIFY2(lines[k].contains(QString::fromStdString(scene.name)), qPrintable(lines[k]));
        // The description's first paragraph; the lines after it (how a preset differs from
        // its -original) belong to `preset NAME`.
        const std::string summary = scene.description.substr(0, scene.description.find('\n'));
        QVERIFY(!summary.empty());
        QVERIFY2(lines[k].endsWith(QString::fromStdString(summary)), qPrintable(lines[k]));
    }
}

void TestCli::presetPrintsSceneFile_data() {
    QTest::addColumn<QString>("id");
    for (const QString& id : presetIds()) {
        QTest::newRow(qPrintable(id)) << id;
    }
}

void TestCli::presetPrintsSceneFile() {
    QFETCH(QString, id);
    const CliResult r = runCli({latin("preset"), id});
    QCOMPARE(r.exitCode, 0);
    const std::string printed = r.rawOut.toStdString();
    QVERIFY(printed == core::presetJson(id.toStdString()));
    QVERIFY(core::parseScene(printed, "stdout") == core::loadPreset(id.toStdString()));
}

void TestCli::everyPresetRuns_data() {
    presetPrintsSceneFile_data();
}

void TestCli::everyPresetRuns() {
    QFETCH(QString, id);
    const QString energy = path(QStringLiteral("every-%1.csv").arg(id));
    const CliResult r = runCli({latin("run"), latin("preset:") + id, latin("--steps"), latin("20"),
                                latin("--energy"), energy});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = readLines(energy);
    QVERIFY(!lines.isEmpty());
    // Scenes with solids append two columns (solidEnergyHeader checks which).
    const QString header =
        latin(core::csv::energyHeader(core::buildSystem(core::loadPreset(id.toStdString()))));
    QCOMPARE(lines.first(), header);
    QCOMPARE(lines.size() - 1, 21); // t = 0 and one row per step
    for (qsizetype row = 1; row < lines.size(); ++row) {
        const QList<double> v = parseRow(lines[row]);
        QCOMPARE(v.size(), header.count(QLatin1Char(',')) + 1);
        for (double value : v) {
            QVERIFY2(std::isfinite(value), qPrintable(lines[row]));
        }
    }
}

void TestCli::describeWritesParticlesAndSprings_data() {
    presetPrintsSceneFile_data();
}

void TestCli::describeWritesParticlesAndSprings() {
    QFETCH(QString, id);
    const QString particles = path(QStringLiteral("particles-%1.csv").arg(id));
    const QString springs = path(QStringLiteral("springs-%1.csv").arg(id));
    const CliResult r = runCli({latin("describe"), latin("preset:") + id, latin("--particles"),
                                particles, latin("--springs"), springs});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const core::Scene scene = core::loadPreset(id.toStdString());
    const core::System system = core::buildSystem(scene);

    const QStringList p = readLines(particles);
    QVERIFY(!p.isEmpty());
    QCOMPARE(p.first(), latin(core::csv::kParticlesHeader));
    QCOMPARE(p.size() - 1, qsizetype(core::particleCount(scene)));
    int pinned = 0;
    for (qsizetype row = 1; row < p.size(); ++row) {
        const QList<double> v = parseRow(p[row]);
        QCOMPARE(v.size(), 9);
        QCOMPARE(v[0], double(row - 1));
        pinned += v[8] == 1.0 ? 1 : 0;
    }
    QCOMPARE(pinned, system.pinnedCount());

    const QStringList s = readLines(springs);
    QVERIFY(!s.isEmpty());
    QCOMPARE(s.first(), latin(core::csv::kSpringsHeader));
    QCOMPARE(s.size() - 1, qsizetype(system.springCount()));
    std::array<int, core::kSpringKindCount> byKind{};
    for (qsizetype row = 1; row < s.size(); ++row) {
        const auto kind =
            core::springKindFromId(s[row].section(QLatin1Char(','), 3, 3).toStdString());
        QVERIFY2(kind.has_value(), qPrintable(s[row]));
        ++byKind[static_cast<std::size_t>(core::kindIndex(*kind))];
    }
    QVERIFY(byKind == system.springCountByKind());
    QVERIFY2(r.out.contains(QString::number(system.particleCount())), qPrintable(r.out));
}

void TestCli::runWritesEnergyAndFinalCsv() {
    const QString energy = path(QStringLiteral("f.csv"));
    const QString final = path(QStringLiteral("final.csv"));
    const CliResult r =
        runCli({latin("run"), latin("preset:spring-oscillator"), latin("--integrator"),
                latin("rk4"), latin("--dt"), latin("0.001"), latin("--steps"), latin("100"),
                latin("--energy"), energy, latin("--final"), final});
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
    QCOMPARE(rows.first(), latin(core::csv::kFinalHeader));
    QCOMPARE(rows.size() - 1, core::particleCount(core::loadPreset("spring-oscillator")));
    QVERIFY(std::abs(parseRow(rows[2])[1] - (1.0 + 0.1 * std::cos(1.0))) < 1e-8);
}

void TestCli::solidEnergyHeader_data() {
    QTest::addColumn<QString>("scene");
    QTest::addColumn<QString>("header");
    QTest::newRow("elastic-ring") << latin("preset:elastic-ring")
                                  << latin(core::csv::kEnergyHeaderSolids);
    QTest::newRow("jelly-cube") << latin("preset:jelly-cube")
                                << latin(core::csv::kEnergyHeaderSolids);
    QTest::newRow("cloth") << latin("preset:hanging-cloth") << kEnergyHeader;
}

// A scene with solids appends its rotational kinetic and angle-spring columns after the
// residual; a cloth scene keeps the contract's header.
void TestCli::solidEnergyHeader() {
    QFETCH(QString, scene);
    QFETCH(QString, header);
    const QString energy = path(QStringLiteral("solid-%1.csv").arg(QTest::currentDataTag()));
    const CliResult r =
        runCli({latin("run"), scene, latin("--steps"), latin("3"), latin("--energy"), energy});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = readLines(energy);
    QCOMPARE(lines.size(), 5); // header, t = 0 and three steps
    QCOMPARE(lines.first(), header);
    const qsizetype columns = header.count(QLatin1Char(',')) + 1;
    QCOMPARE(columns, header.contains(latin("elastic_angle")) ? 11 : 9);
    for (qsizetype row = 1; row < lines.size(); ++row)
        QCOMPARE(parseRow(lines[row]).size(), columns);
}

void TestCli::durationCountsSteps() {
    const QString energy = path(QStringLiteral("duration.csv"));
    const CliResult r =
        runCli({latin("run"), latin("preset:spring-oscillator"), latin("--dt=0.001"),
                latin("--duration=0.01"), latin("--energy"), energy});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = readLines(energy);
    QCOMPARE(lines.size() - 1, 11);
    QVERIFY(std::abs(parseRow(lines.last())[0] - 0.01) < 1e-12);
}

void TestCli::positionsEveryKSteps() {
    const QString positions = path(QStringLiteral("positions.csv"));
    const CliResult r =
        runCli({latin("run"), latin("preset:hanging-chain"), latin("--steps"), latin("10"),
                latin("--positions"), positions, latin("--every"), latin("5")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = readLines(positions);
    QVERIFY(!lines.isEmpty());
    QCOMPARE(lines.first(), latin(core::csv::kPositionsHeader));
    const int particles = core::particleCount(core::loadPreset("hanging-chain"));
    QCOMPARE(lines.size() - 1, qsizetype(3 * particles)); // steps 0, 5 and 10
    QCOMPARE(parseRow(lines.last())[0], 10.0);
    QCOMPARE(parseRow(lines.last())[2], double(particles - 1));
}

void TestCli::runIsDeterministic() {
    QByteArray outputs[2];
    for (int i = 0; i < 2; ++i) {
        const QString file = path(QStringLiteral("det%1.csv").arg(i));
        const CliResult r = runCli({latin("run"), latin("preset:hanging-cloth"), latin("--steps"),
                                    latin("50"), latin("--final"), file});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        outputs[i] = f.readAll();
    }
    QVERIFY(!outputs[0].isEmpty());
    QVERIFY(outputs[0] == outputs[1]);
}

void TestCli::paramSetsIntegratorParameters() {
    const QString manifest = path(QStringLiteral("param.json"));
    CliResult r = runCli({latin("run"), latin("preset:spring-oscillator"), latin("--integrator"),
                          latin("rk45"), latin("--param"), latin("tolerance=1e-12"),
                          latin("--steps"), latin("10"), latin("--manifest"), manifest});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject run = readJson(manifest)[latin("runs")].toArray().at(0).toObject();
    QCOMPARE(run[latin("integrator")].toString(), latin("rk45"));
    QCOMPARE(run[latin("parameters")].toObject()[latin("tolerance")].toDouble(), 1e-12);

    r = runCli({latin("run"), latin("preset:spring-oscillator"), latin("--integrator"),
                latin("rk45"), latin("--param"), latin("tolerance=1e-20"), latin("--steps"),
                latin("10")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("--param tolerance")), qPrintable(r.err));
    r = runCli({latin("run"), latin("preset:spring-oscillator"), latin("--param"),
                latin("tolerance=1e-9"), latin("--steps"), latin("10")});
    QCOMPARE(r.exitCode, 2); // the scene's rk4 declares no tolerance
    QVERIFY2(r.err.contains(QLatin1String("unknown parameter")), qPrintable(r.err));
}

void TestCli::setOverridesSceneValues() {
    // k = 400 N/m doubles ω to 20 rad/s: x(0.1 s) = L + A·cos(2).
    const QString final = path(QStringLiteral("set-final.csv"));
    CliResult r = runCli({latin("run"), latin("preset:spring-oscillator"), latin("--set"),
                          latin("stiffness.structural.stretch=400"), latin("--set"),
                          latin("stiffness.structural.compression=400"), latin("--steps"),
                          latin("100"), latin("--final"), final});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(std::abs(parseRow(readLines(final)[2])[1] - (1.0 + 0.1 * std::cos(2.0))) < 1e-8);

    const QString particles = path(QStringLiteral("set-particles.csv"));
    r = runCli({latin("describe"), latin("preset:hanging-cloth"), latin("--set=bodies[0].rows=8"),
                latin("--particles"), particles});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(readLines(particles).size() - 1, qsizetype(8 * 24));

    const QList<QPair<QString, QString>> bad{
        {latin("stiffness.structural.stretch=-1"), latin("stiffness.structural.stretch")},
        {latin("bodies[3].rows=2"), latin("bodies[3].rows")},
        {latin("integrator.id=\"leapfrog\""), latin("integrator.id")},
        {latin("no-value"), latin("--set")}};
    for (const auto& [set, mentions] : bad) {
        r = runCli({latin("run"), latin("preset:spring-oscillator"), latin("--set"), set,
                    latin("--steps"), latin("1")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    }
}

void TestCli::badSceneFileExitsTwo_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QStringList>("edits"); // see editedPreset()
    QTest::addColumn<QString>("where");     // the JSON path, or the location in the text
    QTest::addColumn<QString>("reason");

    const QString osc = latin("spring-oscillator");
    const QString spring = latin("bodies.0.springs.0");
    QTest::newRow("malformed JSON")
        << osc << QStringList{latin("\"name\": \"Spring oscillator\",=>\"name\": \"x\"")}
        << latin("line ") << latin("malformed JSON");
    QTest::newRow("unknown key") << osc << QStringList{spring + latin(".colour=\"red\"")}
                                 << latin("bodies[0].springs[0].colour") << latin("unknown key");
    QTest::newRow("wrong type") << osc << QStringList{latin("bodies.0.particles.1.mass=\"heavy\"")}
                                << latin("bodies[0].particles[1].mass")
                                << latin("expected a number");
    // JSON has no NaN or inf literal; a number beyond a double's range is how one arrives,
    // and the parser refuses it before there is a tree, so the error gives line and column.
    QTest::newRow("inf") << osc
                         << QStringList{latin("\"rest_length\": 1.0=>\"rest_length\": 1e999")}
                         << latin("line ") << latin("not a finite number");
    QTest::newRow("zero mass") << osc << QStringList{latin("bodies.0.particles.1.mass=0")}
                               << latin("bodies[0].particles[1].mass") << latin("out of range");
    QTest::newRow("negative mass") << osc << QStringList{latin("bodies.0.particles.1.mass=-2")}
                                   << latin("bodies[0].particles[1].mass") << latin("out of range");
    QTest::newRow("negative stiffness")
        << osc << QStringList{latin("stiffness.shear.stretch=-100")}
        << latin("stiffness.shear.stretch") << latin("out of range");
    QTest::newRow("dangling spring index")
        << osc << QStringList{spring + latin(".j=7")} << latin("bodies[0].springs[0].j")
        << latin("does not exist");
    QTest::newRow("duplicate spring")
        << osc << QStringList{latin("bodies.0.springs.1={\"i\": 1, \"j\": 0, \"kind\": \"shear\"}")}
        << latin("bodies[0].springs[1]") << latin("duplicate spring");
    QTest::newRow("zero-length spring")
        << osc
        << QStringList{spring + latin(".rest_length=remove"),
                       latin("bodies.0.particles.1.position=[0, 0, 0]")}
        << latin("bodies[0].springs[0]") << latin("zero-length spring");
    QTest::newRow("unknown integrator") << osc << QStringList{latin("integrator.id=\"leapfrog\"")}
                                        << latin("integrator.id") << latin("unknown integrator");
    QTest::newRow("unknown topology")
        << latin("hanging-cloth") << QStringList{latin("bodies.0.topology=\"hexagonal\"")}
        << latin("bodies[0].topology") << latin("unknown topology");
    QTest::newRow("newer version")
        << osc << QStringList{latin("version=2")} << latin("version") << latin("newer");
}

void TestCli::badSceneFileExitsTwo() {
    QFETCH(QString, preset);
    QFETCH(QStringList, edits);
    QFETCH(QString, where);
    QFETCH(QString, reason);
    const QString file = path(
        QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')) +
        latin(".json"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(editedPreset(preset, edits));
    out.close();

    const QString csv = path(latin("never.csv"));
    const CliResult r =
        runCli({latin("run"), file, latin("--steps"), latin("1"), latin("--energy"), csv});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(latin("clothlab-cli: ") + file + latin(": ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(where), qPrintable(r.err));
    QVERIFY2(r.err.contains(reason), qPrintable(r.err));
    QVERIFY(!QFile::exists(csv));
    // describe and the analyses read scenes the same way.
    QCOMPARE(runCli({latin("describe"), file, latin("--particles"), csv}).exitCode, 2);
}

// One row per class of bad input: a table, longer than 80 lines on purpose (each row is
// read alone).
void TestCli::badInputExitsTwo_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions"); // stderr must name the culprit

    const QString run = latin("run");
    const QString osc = latin("preset:spring-oscillator");
    const QString steps = latin("--steps");
    const QString ten = latin("10");
    const QStringList conv{latin("convergence"), osc,           latin("--duration"), latin("1"),
                           latin("--out"),       latin("c.csv")};
    const QStringList cmp{latin("compare"), osc,           latin("--duration"), latin("1"),
                          latin("--out"),   latin("c.csv")};
    const QStringList report{latin("report"), osc, latin("--out"), latin("r.pdf")};
    QTest::newRow("figure: unknown format")
        << (conv +
            QStringList{latin("--integrators"), latin("rk4"), latin("--figure"), latin("f.jpg")})
        << latin("f.jpg");
    QTest::newRow("report: unknown language")
        << (report + QStringList{latin("--language"), latin("fr")}) << latin("--language");
    QTest::newRow("report: no output") << QStringList{latin("report"), osc} << latin("--out");
    QTest::newRow("report: scene without runs")
        << QStringList{latin("report"), latin("preset:hanging-chain"), latin("--out"),
                       latin("r.pdf")}
        << latin("no runs");
    QTest::newRow("report: step not dividing the duration")
        << (report + QStringList{latin("--dts"), latin("0.3")}) << latin("--dts");
    QTest::newRow("dt not a number")
        << QStringList{run, osc, latin("--dt"), latin("abc"), steps, ten} << latin("--dt");
    QTest::newRow("dt negative") << QStringList{run, osc, latin("--dt"), latin("-0.1"), steps, ten}
                                 << latin("-0.1");
    QTest::newRow("dt missing value")
        << QStringList{run, osc, steps, ten, latin("--dt")} << latin("--dt");
    QTest::newRow("steps not an integer") << QStringList{run, osc, steps, latin("1.5")} << steps;
    QTest::newRow("unknown integrator")
        << QStringList{run, osc, latin("--integrator"), latin("leapfrog"), steps, ten}
        << latin("leapfrog");
    QTest::newRow("unknown preset")
        << QStringList{run, latin("preset:nope"), steps, ten} << latin("preset:nope");
    QTest::newRow("missing scene file")
        << QStringList{run, latin("absent.json"), steps, ten} << latin("absent.json");
    QTest::newRow("no duration or steps") << QStringList{run, osc} << steps;
    QTest::newRow("duration and steps")
        << QStringList{run, osc, steps, ten, latin("--duration"), latin("1")}
        << latin("--duration");
    QTest::newRow("every without positions")
        << QStringList{run, osc, steps, ten, latin("--every"), ten} << latin("--every");
    QTest::newRow("unknown option")
        << QStringList{run, osc, steps, ten, latin("--colour")} << latin("--colour");
    QTest::newRow("figure in an unwritable place")
        << (cmp + QStringList{latin("--integrators"), latin("rk4"), latin("--figure"),
                              latin("/nonexistent-dir/f.pdf")})
        << latin("/nonexistent-dir/f.pdf");
    QTest::newRow("unwritable energy file")
        << QStringList{run, osc, steps, ten, latin("--energy"), latin("/nonexistent-dir/e.csv")}
        << latin("--energy");
    QTest::newRow("unwritable out file")
        << QStringList{latin("convergence"),   osc,
                       latin("--integrators"), latin("rk4"),
                       latin("--duration"),    latin("1"),
                       latin("--out"),         latin("/nonexistent-dir/c.csv")}
        << latin("--out");
    QTest::newRow("two outputs, one file") << QStringList{run,
                                                          osc,
                                                          steps,
                                                          ten,
                                                          latin("--energy"),
                                                          latin("c.csv"),
                                                          latin("--final"),
                                                          latin("./c.csv")}
                                           << latin("--final");
    QTest::newRow("step given twice") << (conv + QStringList{latin("--integrators"), latin("rk4"),
                                                             latin("--dts"), latin("0.01,0.01")})
                                      << latin("--dts");
    QTest::newRow("unknown subcommand") << QStringList{latin("simulate")} << latin("simulate");
    QTest::newRow("unknown preset to print")
        << QStringList{latin("preset"), latin("nope")} << latin("nope");
    QTest::newRow("integrators entry")
        << (cmp + QStringList{latin("--integrators"), latin("rk4,leapfrog")}) << latin("leapfrog");
    QTest::newRow("entry step") << (cmp + QStringList{latin("--integrators"), latin("rk4@fast")})
                                << latin("rk4@fast");
    QTest::newRow("entry parameter")
        << (cmp + QStringList{latin("--integrators"), latin("rk45:tolerance=2")})
        << latin("tolerance");
    QTest::newRow("sample not a multiple of dt")
        << (cmp +
            QStringList{latin("--integrators"), latin("rk4"), latin("--sample"), latin("0.0015")})
        << latin("--sample");
    QTest::newRow("no common sample interval")
        << (cmp + QStringList{latin("--integrators"), latin("rk4@0.003")}) << latin("--sample");
    QTest::newRow("missing integrators") << cmp << latin("--integrators");
    QTest::newRow("duration not a multiple of dts")
        << (conv + QStringList{latin("--integrators"), latin("rk4"), latin("--dts"), latin("0.3")})
        << latin("--duration");
    QTest::newRow("reference parameter")
        << (conv + QStringList{latin("--integrators"), latin("rk4"), latin("--reference"),
                               latin("rk45:tolerance=1e-20")})
        << latin("--reference");
    QTest::newRow("stability tolerance")
        << QStringList{latin("stability"),   osc,       latin("--integrators"), latin("rk4"),
                       latin("--duration"),  ten,       latin("--out"),         latin("s.csv"),
                       latin("--tolerance"), latin("2")}
        << latin("--tolerance");
}

void TestCli::badInputExitsTwo() {
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const CliResult r = runCli(args, m_dir.path());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QLatin1String("clothlab-cli: ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    QVERIFY(!QFile::exists(path(latin("c.csv"))));
}

void TestCli::blowUpExitsThree() {
    // windy-cloth's explicit Euler is stable at its own 1e-4 s, far from it at 0.01 s.
    const QString energy = path(latin("blown-energy.csv"));
    const QString final = path(latin("blown.csv"));
    const CliResult r = runCli({latin("run"), latin("preset:windy-cloth"), latin("--dt"),
                                latin("0.01"), latin("--duration"), latin("5"), latin("--energy"),
                                energy, latin("--final"), final});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains(QLatin1String("blew up at t = ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("energy-bound")) ||
                 r.err.contains(QLatin1String("non-finite")),
             qPrintable(r.err));
    QVERIFY(!QFile::exists(final));
    const QStringList lines = readLines(energy); // the steps before the failure
    QVERIFY(lines.size() > 2 && lines.size() < 502);
    QCOMPARE(lines.first(), kEnergyHeader);
    QVERIFY(QDir(m_dir.path()).entryList({latin("*.partial")}, QDir::Files).isEmpty());

    // In an analysis a run that blows up is a result; a reference that blows up is not.
    const QString out = path(latin("no-reference.csv"));
    for (const char* sub : {"compare", "convergence"}) {
        const CliResult a =
            runCli({latin(sub), latin("preset:spring-oscillator"), latin("--integrators"),
                    latin("rk4"), latin("--reference"), latin("explicit-euler@0.05"),
                    latin("--duration"), latin("10"), latin("--out"), out});
        QCOMPARE(a.exitCode, 3);
        QVERIFY2(a.err.contains(QLatin1String("reference run (explicit-euler) blew up at t = ")),
                 qPrintable(a.err));
        QVERIFY(!QFile::exists(out));
    }
}

void TestCli::manifestTracesTheRun() {
    const QString energy = path(latin("traced.csv"));
    const QString manifest = path(latin("traced.json"));
    const CliResult r =
        runCli({latin("run"), latin("preset:flag"), latin("--integrator"), latin("verlet"),
                latin("--dt"), latin("0.0005"), latin("--steps"), latin("4"), latin("--energy"),
                energy, latin("--manifest"), manifest});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject json = readJson(manifest);
    const QJsonObject scene = json[latin("scene")].toObject();
    QCOMPARE(scene[latin("source")].toString(), latin("preset:flag"));
    QCOMPARE(scene[latin("hash")].toString(),
             QString::fromStdString(core::sceneHash(core::loadPreset("flag"))));
    const QJsonObject run = json[latin("runs")].toArray().at(0).toObject();
    QCOMPARE(run[latin("integrator")].toString(), latin("verlet"));
    QCOMPARE(run[latin("dt")].toDouble(), 0.0005);
    QCOMPARE(json[latin("energy_csv")].toString(), energy);
    QVERIFY(!json[latin("build")].toObject()[latin("version")].toString().isEmpty());
    QVERIFY(!json[latin("build")].toObject()[latin("compiler")].toString().isEmpty());
}

void TestCli::compareWritesErrorsAtSampleTimes() {
    // rk4 at the scene's dt, explicit Euler far past its limit 0.0046 s, Verlet at 2 ms.
    const QString out = path(latin("compare.csv"));
    const QString manifest = path(latin("compare.json"));
    const CliResult r =
        runCli({latin("compare"), latin("preset:spring-oscillator"), latin("--integrators"),
                latin("rk4,explicit-euler@0.05,verlet@0.002"), latin("--duration"), latin("10"),
                latin("--out"), out, latin("--manifest"), manifest});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("explicit-euler@0.05")) &&
                 r.err.contains(QLatin1String("blew up at t = ")),
             qPrintable(r.err));
    const QStringList lines = readLines(out);
    QVERIFY(!lines.isEmpty());
    QCOMPARE(lines.first(), latin(core::csv::kComparisonHeader));
    QCOMPARE(lines.size() - 1, 3 * 200); // sample interval 0.05 s: the largest dt
    int infinite = 0;
    for (qsizetype row = 1; row < lines.size(); ++row) {
        const QList<double> v = parseRow(lines[row]);
        const int run = int(v[0]);
        QCOMPARE(v[2], (std::array<double, 3>{0.001, 0.05, 0.002})[std::size_t(run)]);
        QVERIFY(std::abs(v[3] - 0.05 * double((row - 1) % 200 + 1)) < 1e-9);
        infinite += std::isinf(v[4]) ? 1 : 0;
        QVERIFY2(run == 1 || v[4] < 1e-3, qPrintable(lines[row]));
    }
    QVERIFY(infinite > 0 && infinite < 200);
    const QJsonObject json = readJson(manifest);
    QCOMPARE(json[latin("runs")].toArray().size(), 3);
    QVERIFY(json[latin("reference")].toString().startsWith(QLatin1String("dop853:tolerance=")));
}

void TestCli::convergenceReportsKnownOrders() {
    // Each group at step sizes where its error is asymptotic and above the reference's.
    struct Group {
        const char* integrators;
        const char* dts;
        QList<double> orders;
    };
    const QList<Group> groups{
        {"explicit-euler,symplectic-euler", "0.002,0.001,0.0005,0.00025", {1.0, 1.0}},
        {"verlet,rk2,rk4", "0.01,0.005,0.0025,0.00125", {2.0, 2.0, 4.0}}};
    for (const Group& group : groups) {
        const QString out = path(latin("convergence.csv"));
        const CliResult r = runCli(
            {latin("convergence"), latin("preset:spring-oscillator"), latin("--integrators"),
             latin(group.integrators), latin("--dts"), latin(group.dts), latin("--duration"),
             latin("1"), latin("--reference"), latin("rk45:tolerance=1e-14"), latin("--out"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err)); // no progress: stderr is not a terminal
        const QStringList lines = readLines(out);
        QVERIFY(!lines.isEmpty());
        QCOMPARE(lines.first(), latin("integrator,dt,error_rms,error_max,observed_order"));
        const QStringList ids = latin(group.integrators).split(QLatin1Char(','));
        QCOMPARE(lines.size() - 1, ids.size() * 4);
        for (qsizetype k = 0; k < ids.size(); ++k) {
            const QString last = lines[(k + 1) * 4];
            QVERIFY2(last.startsWith(ids[k] + QLatin1Char(',')), qPrintable(last));
            const double order = parseRow(last)[4];
            QVERIFY2(std::abs(order - group.orders[k]) < 0.05 * group.orders[k], qPrintable(last));
            QVERIFY2(r.out.contains(ids[k]), qPrintable(r.out)); // the table of fitted orders
        }
    }
    // The hanging cloth meets its sphere: the study says its orders mean nothing, and when.
    const CliResult cloth =
        runCli({latin("convergence"), latin("preset:hanging-cloth"), latin("--integrators"),
                latin("rk4"), latin("--dts"), latin("0.004,0.002"), latin("--duration"), latin("1"),
                latin("--out"), path(latin("cloth.csv"))});
    QVERIFY2(cloth.exitCode == 0, qPrintable(cloth.err));
    QVERIFY2(cloth.err.contains(latin("orders are not meaningful here: the cloth touches an "
                                      "obstacle from t = ")),
             qPrintable(cloth.err));
}

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
