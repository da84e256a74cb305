// clothlab-cli's spectral commands against closed forms: the spectrum of the spring
// oscillator (ω = √(k/m) along the spring, √(k·e/(l·m)) across it), the predicted and the
// bisected stability limits, the damping and dispersion of implicit Euler, implicit midpoint
// and symplectic Euler, and the messages of bad input.
#include "cli_runner.h"
#include "core/io/csv.h"
#include "core/scene/presets.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
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

/// Fields of a CSV row as numbers; an empty field or text gives NaN ("inf" reads as inf).
QList<double> parseRow(const QString& line) {
    QList<double> values;
    for (const QString& field : line.split(QLatin1Char(','))) {
        bool ok = false;
        const double value = field.toDouble(&ok);
        values.append(ok ? value : std::nan(""));
    }
    return values;
}

QJsonObject presetObject(std::string_view id) {
    const std::string_view json = core::presetJson(id);
    return QJsonDocument::fromJson(QByteArray(json.data(), static_cast<qsizetype>(json.size())))
        .object();
}

bool near(double value, double expected, double relative) {
    return std::abs(value - expected) <= relative * std::abs(expected);
}

} // namespace

class TestCliSpectral : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void helpOfTheSpectralCommands();
    void spectrumOfTheSpringOscillator();
    void spectrumHighestModes();
    void spectrumAtBlowUpExitsThree();
    void stabilityPredictsTheOscillatorLimits();
    void predictedLimitMatchesBisectionOnChain();
    void stabilityStudyNamesTheModeThatBlowsUp();
    void stabilityStudyOfTheComparisonRuns();
    void undampedOscillatorIsUnstableAtEveryDtForExplicitEuler();
    void dispersionMatchesClosedForms();
    void badInputExitsTwo_data();
    void badInputExitsTwo();

private:
    QString path(const char* name) const { return m_dir.filePath(QLatin1String(name)); }
    QTemporaryDir m_dir;
};

void TestCliSpectral::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(QStringLiteral(CLOTHLAB_CLI_PATH)), CLOTHLAB_CLI_PATH);
}

void TestCliSpectral::helpOfTheSpectralCommands() {
    const CliResult overview = runCli({"--help"});
    for (const char* sub : {"spectrum", "dispersion", "stability-study"}) {
        QVERIFY2(overview.out.contains(QLatin1String(sub)), sub);
        const CliResult help = runCli({sub, "--help"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.startsWith(QLatin1String("Usage: clothlab-cli ") + QLatin1String(sub)));
        QVERIFY(help.out.contains(QLatin1String("Exit status")));
        QVERIFY(!help.out.contains(QLatin1String("--figure")));
        QCOMPARE(runCli({"help", sub}).out, help.out);
    }
    QVERIFY(runCli({"spectrum", "--help"}).out.contains(QLatin1String("--modes all|N")));
    QVERIFY(runCli({"dispersion", "--help"}).out.contains(QLatin1String("default 200")));
    QVERIFY(runCli({"stability", "--help"}).out.contains(QLatin1String("predicted_dt")));
}

// One spring (k, rest length L) to a pinned particle, the free one (mass m) at distance l:
// along the spring ω = √(k/m); across it the tension k·(l − L) gives ω = √(k·(l − L)/(l·m)),
// twice. No damping: every λ is imaginary.
void TestCliSpectral::spectrumOfTheSpringOscillator() {
    const QJsonObject scene = presetObject("spring-oscillator");
    const double k = scene["stiffness"]["structural"]["stretch"].toDouble();
    const QJsonObject body = scene["bodies"].toArray().at(0).toObject();
    const QJsonArray particles = body["particles"].toArray();
    const double m = particles.at(1)["mass"].toDouble();
    const double rest = body["springs"].toArray().at(0)["rest_length"].toDouble();
    double l2 = 0.0;
    for (int c = 0; c < 3; ++c) {
        const double d = particles.at(1)["position"].toArray().at(c).toDouble() -
                         particles.at(0)["position"].toArray().at(c).toDouble();
        l2 += d * d;
    }
    const double l = std::sqrt(l2);
    const double along = std::sqrt(k / m);
    const double across = std::sqrt(k * (l - rest) / (l * m));

    const QString out = path("spectrum.csv");
    const QString manifest = path("spectrum.json");
    const CliResult r =
        runCli({"spectrum", "preset:spring-oscillator", "--out", out, "--manifest", manifest});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QLatin1String("3 modes")), qPrintable(r.out));
    const QStringList lines = readLines(out);
    QCOMPARE(lines.size(), 1 + 3);
    QCOMPARE(lines.first(), QLatin1String(core::csv::kSpectrumHeader));
    const double expected[3] = {across, across, along};
    for (int row = 0; row < 3; ++row) {
        const QList<double> v = parseRow(lines[row + 1]);
        QCOMPARE(v[0], double(row));
        QVERIFY2(std::abs(v[1]) < 1e-9 * along, qPrintable(lines[row + 1])); // re
        QVERIFY2(near(v[2], expected[row], 1e-9), qPrintable(lines[row + 1]));
        QVERIFY2(near(v[3], expected[row], 1e-9), qPrintable(lines[row + 1]));
        QCOMPARE(v[4], 0.0);
    }
    QFile file(manifest);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(json["method"].toString(), QLatin1String("dense-first-order"));
    QCOMPARE(json["modes"].toString(), QLatin1String("all"));
}

// --modes N gives the N highest of all; air drag gives every mode of the chain a damping
// ratio c_air/(2·m·ω) > 0.
void TestCliSpectral::spectrumHighestModes() {
    const QString all = path("chain-all.csv");
    const QString top = path("chain-top.csv");
    QCOMPARE(runCli({"spectrum", "preset:hanging-chain", "--modes", "all", "--out", all}).exitCode,
             0);
    QCOMPARE(runCli({"spectrum", "preset:hanging-chain", "--modes", "5", "--out", top}).exitCode,
             0);
    const QStringList every = readLines(all);
    const QStringList highest = readLines(top);
    QCOMPARE(highest.size(), 1 + 5);
    QVERIFY(every.size() > 1 + 5);
    for (int k = 1; k <= 5; ++k) {
        const double expected = parseRow(every[every.size() - 6 + k])[3];
        const QList<double> v = parseRow(highest[k]);
        QVERIFY2(near(v[3], expected, 1e-6), qPrintable(highest[k]));
        QVERIFY2(v[4] > 0.0 && v[4] < 1.0, qPrintable(highest[k]));
    }
    for (qsizetype k = 2; k < every.size(); ++k) {
        QVERIFY(parseRow(every[k])[3] >= parseRow(every[k - 1])[3]);
    }
}

void TestCliSpectral::spectrumAtBlowUpExitsThree() {
    // windy-cloth's explicit Euler is far past its limit at 0.01 s.
    const QString out = path("blown-spectrum.csv");
    const CliResult r = runCli({"spectrum", "preset:windy-cloth", "--set", "integrator.dt=0.01",
                                "--at", "2", "--out", out});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains(QLatin1String("--at 2")) && r.err.contains(QLatin1String("blew up")),
             qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
}

// The oscillator's ω = 10 rad/s: symplectic Euler and Verlet are stable for ω·dt ≤ 2, rk4 for
// ω·dt ≤ 2√2; implicit Euler for every dt (inf); pbd has no amplification matrix (empty).
void TestCliSpectral::stabilityPredictsTheOscillatorLimits() {
    const QString out = path("stability.csv");
    const CliResult r =
        runCli({"stability", "preset:spring-oscillator", "--integrators",
                "symplectic-euler,rk4,implicit-euler,pbd", "--duration", "10", "--out", out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = readLines(out);
    QCOMPARE(lines.size(), 1 + 4);
    QCOMPARE(lines.first(), QLatin1String("integrator,max_stable_dt,predicted_dt"));
    const QList<double> symplectic = parseRow(lines[1]);
    QVERIFY2(near(symplectic[1], 0.2, 0.04), qPrintable(lines[1]));
    QVERIFY2(near(symplectic[2], 0.2, 1e-6), qPrintable(lines[1]));
    QVERIFY2(near(parseRow(lines[2])[2], 0.2 * std::sqrt(2.0), 1e-6), qPrintable(lines[2]));
    QCOMPARE(lines[3].section(QLatin1Char(','), 2), QLatin1String("inf"));
    QVERIFY2(lines[4].startsWith(QLatin1String("pbd,")) && lines[4].endsWith(QLatin1Char(',')),
             qPrintable(lines[4]));
    QVERIFY2(r.out.contains(QLatin1String("predicted dt")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("pbd: none, constraint projection")), qPrintable(r.out));
}

// Symplectic Euler on the oscillator's undamped mode ω = 10 rad/s: the amplification matrix
// [[1 − Ω², Ω], [−Ω, 1]] (Ω = ω·dt) has trace 2 − Ω² and determinant 1, so at Ω = 2.5 the
// mode lies outside the region and grows by ρ = (|2 − Ω²| + √((2 − Ω²)² − 4))/2 a step.
void TestCliSpectral::stabilityStudyNamesTheModeThatBlowsUp() {
    const QString out = path("study.csv");
    const QStringList scene{"preset:spring-oscillator", "--set", "integrator.id=symplectic-euler",
                            "--set", "integrator.dt=0.25"};
    const CliResult r =
        runCli(QStringList{"stability-study"} + scene + QStringList{"--runs", "own", "--out", out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = readLines(out);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[0], QLatin1String(core::csv::kStabilityStudyHeader));
    const QStringList cells = lines[1].split(QLatin1Char(','));
    QCOMPARE(cells.size(), 11);
    QVERIFY2(cells[0].isEmpty(), qPrintable(lines[1])); // the scene's own integrator
    QCOMPARE(cells[2], QLatin1String("symplectic-euler"));
    QCOMPARE(cells[3].toDouble(), 0.25);
    const QList<double> v = parseRow(lines[1]);
    QVERIFY2(near(v[4], 0.2, 1e-6), qPrintable(lines[1]));
    QVERIFY2(near(v[5], 10.0, 1e-9), qPrintable(lines[1]));
    QCOMPARE(cells[7], QLatin1String("structural"));
    QCOMPARE(cells[8], QLatin1String("1"));
    const double trace = std::abs(2.0 - 2.5 * 2.5);
    const double radius = (trace + std::sqrt(trace * trace - 4.0)) / 2.0;
    QVERIFY2(near(v[9], std::log(radius) / 0.25, 1e-6), qPrintable(lines[1]));
    QVERIFY2(near(v[10], 10.0, 1e-9), qPrintable(lines[1]));
    QVERIFY2(r.out.contains(QLatin1String("grows by rho")), qPrintable(r.out));

    // Inside the region: nothing outside, nothing grows.
    const CliResult stable = runCli({"stability-study", "preset:spring-oscillator", "--set",
                                     "integrator.id=symplectic-euler", "--set",
                                     "integrator.dt=0.15", "--runs=own", "--out", out});
    QVERIFY2(stable.exitCode == 0, qPrintable(stable.err));
    const QStringList inside = readLines(out).value(1).split(QLatin1Char(','));
    QCOMPARE(inside.value(8), QLatin1String("0"));
    QCOMPARE(inside.value(9).toDouble(), 0.0);
}

// By default the rows are the scene's comparison runs, in order, each at its own step; a
// method without an amplification matrix has empty predicted and growth cells and stdout
// says why.
void TestCliSpectral::stabilityStudyOfTheComparisonRuns() {
    const QString out = path("study-runs.csv");
    const CliResult r = runCli({"stability-study", "preset:spring-oscillator", "--out", out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonArray runs =
        presetObject("spring-oscillator").value(QLatin1String("runs")).toArray();
    QVERIFY(!runs.isEmpty());
    const QStringList lines = readLines(out);
    QCOMPARE(lines.size(), 1 + runs.size());
    for (int k = 0; k < runs.size(); ++k) {
        const QStringList cells = lines[k + 1].split(QLatin1Char(','));
        QCOMPARE(cells[0], QString::number(k));
        const QJsonObject integrator =
            runs[k].toObject().value(QLatin1String("integrator")).toObject();
        QVERIFY2(cells[2].startsWith(integrator.value(QLatin1String("id")).toString()),
                 qPrintable(lines[k + 1]));
    }
    const CliResult pbd = runCli({"stability-study", "preset:spring-oscillator", "--set",
                                  "integrator.id=pbd", "--runs", "own", "--out", out});
    QVERIFY2(pbd.exitCode == 0, qPrintable(pbd.err));
    const QStringList cells = readLines(out).value(1).split(QLatin1Char(','));
    QCOMPARE(cells.value(2), QLatin1String("pbd"));
    QVERIFY(cells.value(4).isEmpty() && cells.value(9).isEmpty() && cells.value(10).isEmpty());
    QVERIFY2(pbd.out.contains(QLatin1String("pbd: none, constraint projection")),
             qPrintable(pbd.out));
}

// On a scene of many modes the prediction from the spectrum agrees with the bisection.
void TestCliSpectral::predictedLimitMatchesBisectionOnChain() {
    const QString out = path("chain-stability.csv");
    const CliResult r = runCli({"stability", "preset:hanging-chain", "--integrators",
                                "symplectic-euler,verlet", "--duration", "1", "--out", out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = readLines(out);
    QCOMPARE(lines.size(), 1 + 2);
    for (int row = 1; row <= 2; ++row) {
        const QList<double> v = parseRow(lines[row]);
        QVERIFY2(near(v[2], v[1], 0.03), qPrintable(lines[row]));
    }
}

// |1 + iωh| > 1 and |1 + iωh − (ωh)²/2| > 1 for every h: explicit Euler and Heun have no
// stable step on the undamped oscillator; predicted_dt is 0 and stdout names the mode.
void TestCliSpectral::undampedOscillatorIsUnstableAtEveryDtForExplicitEuler() {
    const QString out = path("undamped-stability.csv");
    const CliResult r = runCli({"stability", "preset:spring-oscillator", "--integrators",
                                "explicit-euler,heun", "--duration", "1", "--out", out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = readLines(out);
    QCOMPARE(lines.size(), 1 + 2);
    QCOMPARE(lines[1].section(QLatin1Char(','), 2), QLatin1String("0"));
    QCOMPARE(lines[2].section(QLatin1Char(','), 2), QLatin1String("0"));
    QVERIFY2(r.out.contains(QStringLiteral("explicit-euler: 0, unstable at every step size: "
                                           "the mode of ω = 10 rad/s, damping ratio 0")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("heun: 0, unstable at every step size")),
             qPrintable(r.out));
}

// Implicit Euler: ρ = 1/√(1 + Ω²). Implicit midpoint: ρ = 1, T̄/T = Ω/(2·atan(Ω/2)).
// Symplectic Euler: ρ = 1 for Ω < 2, ρ > 1 beyond (and no period: real eigenvalues).
void TestCliSpectral::dispersionMatchesClosedForms() {
    const QString out = path("dispersion.csv");
    const CliResult r =
        runCli({"dispersion", "--integrators", "implicit-euler,implicit-midpoint,symplectic-euler",
                "--omega-dt", "0.01:10", "--out", out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = readLines(out);
    QCOMPARE(lines.first(), QLatin1String(core::csv::kDispersionHeader));
    QCOMPARE(lines.size(), 1 + 3 * 200); // N defaults to 200
    for (qsizetype row = 1; row < lines.size(); ++row) {
        const QString id = lines[row].section(QLatin1Char(','), 0, 0);
        const QList<double> v = parseRow(lines[row]);
        const double omegaH = v[1];
        const qsizetype k = (row - 1) % 200;
        // Logarithmic spacing from MIN to MAX, both ends exact.
        QVERIFY(near(omegaH, 0.01 * std::pow(1000.0, double(k) / 199.0), 1e-12));
        if (id == QLatin1String("implicit-euler")) {
            QVERIFY2(near(v[2], 1.0 / std::sqrt(1.0 + omegaH * omegaH), 1e-12),
                     qPrintable(lines[row]));
        } else if (id == QLatin1String("implicit-midpoint")) {
            QVERIFY2(near(v[2], 1.0, 1e-12), qPrintable(lines[row]));
            const double period = omegaH / (2.0 * std::atan(omegaH / 2.0)) - 1.0;
            QVERIFY2(std::abs(v[4] - period) < 1e-9 * (1.0 + period), qPrintable(lines[row]));
            QVERIFY2(std::abs(v[3]) < 1e-12, qPrintable(lines[row]));
        } else {
            QCOMPARE(id, QLatin1String("symplectic-euler"));
            QVERIFY2(omegaH < 2.0 ? near(v[2], 1.0, 1e-12) : v[2] > 1.0, qPrintable(lines[row]));
        }
    }
    QCOMPARE(parseRow(lines[1])[1], 0.01);
    QCOMPARE(parseRow(lines[200])[1], 10.0);
}

void TestCliSpectral::badInputExitsTwo_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions"); // stderr must name the culprit

    const QStringList spectrum{"spectrum", "preset:spring-oscillator", "--out", "s.csv"};
    const QStringList dispersion{"dispersion", "--out", "d.csv"};
    const QStringList implicit{"--integrators", "implicit-euler"};
    QTest::newRow("modes 0") << (spectrum + QStringList{"--modes", "0"}) << "--modes: expected all";
    QTest::newRow("modes word") << (spectrum + QStringList{"--modes", "some"}) << "\"some\"";
    QTest::newRow("at negative") << (spectrum + QStringList{"--at", "-1"}) << "--at";
    QTest::newRow("at beyond the step limit")
        << (spectrum + QStringList{"--at", "1e300"}) << "--at";
    QTest::newRow("spectrum without out")
        << QStringList{"spectrum", "preset:spring-oscillator"} << "--out";
    QTest::newRow("spectrum of solids")
        << QStringList{"spectrum", "preset:jelly-cube", "--out", "s.csv"} << "solids";
    QTest::newRow("range reversed") << (dispersion + implicit + QStringList{"--omega-dt", "5:1"})
                                    << "--omega-dt \"5:1\": MAX must be larger than MIN";
    QTest::newRow("range from 0") << (dispersion + implicit + QStringList{"--omega-dt", "0:1"})
                                  << "--omega-dt \"0:1\": MIN must be above 0";
    QTest::newRow("one point") << (dispersion + implicit + QStringList{"--omega-dt", "0.1:1:1"})
                               << "N must be from 2";
    QTest::newRow("range without max")
        << (dispersion + implicit + QStringList{"--omega-dt", "5"}) << "MIN:MAX";
    QTest::newRow("range not a number")
        << (dispersion + implicit + QStringList{"--omega-dt", "a:1"}) << "MIN";
    QTest::newRow("unknown integrator")
        << (dispersion + QStringList{"--integrators", "leapfrog", "--omega-dt", "0.1:1"})
        << "leapfrog";
    QTest::newRow("integrator without a matrix")
        << (dispersion + QStringList{"--integrators", "rk4,pbd", "--omega-dt", "0.1:1"})
        << "--integrators: pbd has no linear amplification matrix";
    QTest::newRow("integrator with a step")
        << (dispersion + QStringList{"--integrators", "rk4@0.01", "--omega-dt", "0.1:1"})
        << "rk4@0.01";
    QTest::newRow("zeta 1") << (dispersion + implicit +
                                QStringList{"--omega-dt", "0.1:1", "--zeta", "1"})
                            << "--zeta";
    QTest::newRow("missing range") << (dispersion + implicit) << "--omega-dt";
    QTest::newRow("missing integrators")
        << (dispersion + QStringList{"--omega-dt", "0.1:1"}) << "--integrators";
    QTest::newRow("study without out")
        << QStringList{"stability-study", "preset:spring-oscillator"} << "--out";
    QTest::newRow("study runs") << QStringList{"stability-study", "preset:spring-oscillator",
                                               "--out",           "s.csv",
                                               "--runs",          "all"}
                                << "--runs: 'all' is not one of comparison, own";
    QTest::newRow("study of solids")
        << QStringList{"stability-study", "preset:jelly-cube", "--out", "s.csv"} << "solids";
    QTest::newRow("dispersion of a scene")
        << (dispersion + implicit + QStringList{"--omega-dt", "0.1:1", "preset:spring-oscillator"})
        << "preset:spring-oscillator";
}

void TestCliSpectral::badInputExitsTwo() {
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const CliResult r = runCli(args, m_dir.path());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QLatin1String("clothlab-cli: ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("s.csv"))));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("d.csv"))));
}

QTEST_GUILESS_MAIN(TestCliSpectral)
#include "test_cli_spectral.moc"
