#include "app/cli/cli_report.h"

#include "app/cli/cli_scene.h"
#include "app/translations.h"
#include "core/analysis.h"
#include "core/run_set.h"
#include "widgets/report_writer.h"

#include <QApplication>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace clothlab::app::cli {

namespace {

/// The distinct integrator choices of the scene's runs, in run order.
std::vector<core::IntegratorChoice> runChoices(const core::Scene& scene) {
    std::vector<core::IntegratorChoice> choices;
    for (const core::RunSpec& run : scene.runs) {
        core::IntegratorChoice choice = run.integrator;
        choice.dt /= run.substeps;
        if (std::find(choices.begin(), choices.end(), choice) == choices.end()) {
            choices.push_back(choice);
        }
    }
    return choices;
}

} // namespace

int writeReport(const Command& command, std::ostream& out, std::ostream& err) {
    const ReportOptions& options = command.report;
    const core::Scene scene = loadScene(options.scene);
    if (scene.runs.empty()) {
        throw InputError("report: the scene " + options.scene.source +
                         " has no runs to compare (add \"runs\" to it, or see clothlab-cli "
                         "preset spring-oscillator)");
    }
    for (double dt : options.dts) {
        const double steps = options.duration / dt;
        if (std::abs(steps - std::round(steps)) > 1e-9 * steps) {
            throw InputError("--dts: " + number(dt) + " s does not divide the duration " +
                             number(options.duration) + " s");
        }
    }
    // Figures are drawn by the same widgets as in the workbench, on an offscreen surface;
    // Qt's own notes (no runtime directory, …) are not the tool's output.
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& text) {
        if (type == QtCriticalMsg || type == QtFatalMsg) {
            std::fprintf(stderr, "clothlab-cli: %s\n", qPrintable(text));
        }
    });
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    int argc = 1;
    char name[] = "clothlab-cli";
    char* argv[] = {name, nullptr};
    QApplication app(argc, argv);
    const QLocale locale = options.language.empty()
                               ? QLocale::system()
                               : QLocale(QString::fromStdString(options.language));
    QLocale::setDefault(locale);
    installTranslations(app, locale);

    widgets::ReportInput input;
    input.scene = scene;
    input.sceneSource = QString::fromStdString(options.scene.source);
    input.command = QString::fromStdString(command.commandLine);
    core::RunSetOptions runOptions;
    runOptions.sampleInterval = options.sample.value_or(1.0 / 60.0);
    runOptions.endTime = options.duration;
    core::RunSet set(scene, scene.runs, runOptions);
    const long samples = std::lround(options.duration / runOptions.sampleInterval);
    while (set.sampleCount() - 1 < samples && set.running()) {
        set.advance(static_cast<int>(std::min<long>(60, samples - (set.sampleCount() - 1))));
    }
    for (int r = 0; r < set.runCount(); ++r) {
        input.histories.push_back(set.run(r).samples());
        input.statuses.push_back(set.run(r).status());
        if (set.run(r).status() == core::RunStatus::BlownUp && set.run(r).blowUp()) {
            err << "clothlab-cli: report: run " << r + 1 << " (" << scene.runs[r].integrator.id
                << ") blew up " << describeBlowUp(*set.run(r).blowUp()) << "; reported as such\n";
        }
    }
    input.reference = QString::fromStdString(set.referenceDescription());

    const std::vector<core::IntegratorChoice> choices = runChoices(scene);
    if (!options.dts.empty()) {
        widgets::AnalysisRecord record;
        record.sceneName = QString::fromStdString(scene.name);
        record.finished = QDateTime::currentDateTime();
        widgets::ConvergenceAnalysis convergence;
        convergence.duration = options.duration;
        convergence.result = core::convergenceStudy(
            scene, choices, options.dts, options.duration,
            core::defaultReference(*std::min_element(options.dts.begin(), options.dts.end())));
        record.data = convergence;
        input.analyses.push_back(record);
    }
    if (options.stability) {
        widgets::AnalysisRecord record;
        record.sceneName = QString::fromStdString(scene.name);
        record.finished = QDateTime::currentDateTime();
        widgets::StabilityAnalysis stability;
        stability.duration = options.duration;
        stability.tolerance = 0.02;
        stability.limits = core::stabilityLimits(scene, choices, options.duration);
        record.data = stability;
        input.analyses.push_back(record);
    }

    QString error;
    QStringList written;
    if (!widgets::ReportWriter::write(input, QString::fromStdString(options.outFile), &error,
                                      &written)) {
        err << "clothlab-cli: report: " << error.toStdString() << '\n';
        return kExitInternalError;
    }
    for (const QString& file : written) {
        out << file.toStdString() << '\n';
    }
    return kExitOk;
}

} // namespace clothlab::app::cli
