#include "app/cli/cli_report.h"

#include "app/cli/cli_scene.h"
#include "app/translations.h"
#include "core/analysis.h"
#include "core/run_set.h"
#include "widgets/analysis/analysis_result_view.h"
#include "widgets/document/runs_model.h"
#include "widgets/export/figure_options.h"
#include "widgets/export/report_writer.h"
#include "widgets/plots/plot_panel.h"

#include <QApplication>
#include <QDateTime>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>

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

/// The Qt application the drawing needs, created once on the offscreen platform; Qt's own
/// notes (no runtime directory, …) are not the tool's output.
std::unique_ptr<QApplication>& application() {
    static std::unique_ptr<QApplication> app;
    return app;
}

void ensureApplication(const std::string& language = {}) {
    std::unique_ptr<QApplication>& app = application();
    if (app) {
        return;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& text) {
        if (type == QtCriticalMsg || type == QtFatalMsg) {
            std::fprintf(stderr, "clothlab-cli: %s\n", qPrintable(text));
        }
    });
    static int argc = 1;
    static char name[] = "clothlab-cli";
    static char* argv[] = {name, nullptr};
    app = std::make_unique<QApplication>(argc, argv);
    const QLocale locale =
        language.empty() ? QLocale::system() : QLocale(QString::fromStdString(language));
    QLocale::setDefault(locale);
    installTranslations(*app, locale);
}

void exportAll(const widgets::PlotPanel& plot, const std::vector<std::string>& files) {
    widgets::FigureOptions options; // single column, paper style
    for (const std::string& file : files) {
        QString error;
        if (!plot.exportFigure(options, QString::fromStdString(file), &error)) {
            throw InputError("--figure " + file + ": " + error.toStdString());
        }
    }
}

/// An analysis drawn as the workbench's Analysis dialog draws it.
void writeRecordFigures(widgets::AnalysisData data, const std::string& sceneName,
                        const std::vector<std::string>& files) {
    if (files.empty()) {
        return;
    }
    ensureApplication();
    widgets::AnalysisRecord record;
    record.sceneName = QString::fromStdString(sceneName);
    record.finished = QDateTime::currentDateTime();
    record.data = std::move(data);
    widgets::AnalysisResultView view;
    view.resize(800, 560);
    view.showRecord(record);
    exportAll(*view.plot(), files);
}

} // namespace

void requireFigureFolders(const std::vector<std::string>& files) {
    for (const std::string& file : files) {
        const std::filesystem::path folder = std::filesystem::path(file).parent_path();
        std::error_code ec;
        if (!folder.empty() && !std::filesystem::is_directory(folder, ec)) {
            throw InputError("--figure " + file + ": the folder " + folder.string() +
                             " does not exist");
        }
    }
}

void closeDrawing() {
    application().reset();
}

void writeComparisonFigures(const core::ComparisonResult& result, const std::string& sceneName,
                            const std::vector<std::string>& files) {
    (void)sceneName;
    if (files.empty()) {
        return;
    }
    ensureApplication();
    // The Error plot of the comparison: RMS error of each run against the reference.
    widgets::PlotPanel plot;
    plot.setAxisLabels(QCoreApplication::translate("ReportWriter", "time (s)"),
                       QCoreApplication::translate("ReportWriter", "error (m)"));
    plot.setLogScaleY(true);
    for (std::size_t r = 0; r < result.runs.size(); ++r) {
        core::RunSpec spec;
        spec.integrator = result.runs[r].integrator;
        const int series = plot.addSeries(QString::fromStdString(spec.integrator.id),
                                          widgets::runColor(spec, int(r)));
        for (const core::ComparisonSample& sample : result.runs[r].samples) {
            if (sample.error.rms > 0.0 && std::isfinite(sample.error.rms)) {
                plot.append(series, sample.time, sample.error.rms);
            }
        }
    }
    plot.rescale();
    exportAll(plot, files);
}

void writeConvergenceFigures(const core::ConvergenceResult& result, double duration,
                             const std::string& sceneName, const std::vector<std::string>& files) {
    widgets::ConvergenceAnalysis analysis;
    analysis.result = result;
    analysis.duration = duration;
    writeRecordFigures(analysis, sceneName, files);
}

void writeStabilityFigures(const std::vector<core::StabilityResult>& results, double duration,
                           double tolerance, const std::string& sceneName,
                           const std::vector<std::string>& files) {
    widgets::StabilityAnalysis analysis;
    analysis.limits = results;
    analysis.duration = duration;
    analysis.tolerance = tolerance;
    writeRecordFigures(analysis, sceneName, files);
}

int writeReport(const Command& command, std::ostream& out, std::ostream& err) {
    const ReportOptions& options = command.report;
    const core::Scene scene = loadScene(options.scene);
    if (scene.runs.empty()) {
        throw InputError("report: the scene " + options.scene.source +
                         " has no runs to compare (add \"runs\" to it, or see clothlab-cli "
                         "preset spring-oscillator)");
    }
    for (double dt : options.dts) {
        if (!wholeMultiple(options.duration, dt)) {
            throw InputError("--dts: " + number(dt) + " s does not divide the duration " +
                             number(options.duration) + " s");
        }
    }
    ensureApplication(options.language);

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
