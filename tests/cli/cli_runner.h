// Runs clothlab-cli (CLOTHLAB_CLI_PATH, defined by each CLI test target) and keeps its exit
// status and output: what every CLI test drives.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace clothlab::test {

struct CliResult {
    int exitCode = -1;
    QString out;
    QString err;
    QByteArray rawOut; ///< stdout as bytes, for binary or exact comparisons
};

/// Runs the CLI with `args` (in `workingDir` when given) and waits for it; a run that does
/// not end normally within four minutes gives exit code −1 and says so in `err`.
inline CliResult runCli(const QStringList& args, const QString& workingDir = QString()) {
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
    result.rawOut = process.readAllStandardOutput();
    result.out = QString::fromUtf8(result.rawOut);
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

} // namespace clothlab::test
