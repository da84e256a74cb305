#include "app/cli/cli_report.h"

#include "app/cli/cli_scene.h"
#include "app/translations.h"
#include "core/analysis/analysis.h"
#include "core/analysis/comparison.h"
#include "core/analysis/convergence.h"
#include "core/analysis/stability_limits.h"
#include "core/base/file_access.h"
#include "core/simulation/run_set.h"
#include "figures/analysis_figures.h"
#include "figures/class_figure.h"
#include "figures/figure_renderer.h"
#include "figures/gallery.h"
#include "figures/report_writer.h"
#include "figures/run_figures.h"
#include "figures/work_precision_figure.h"
#include "text/run_text.h"

#include <QDateTime>
#include <QDir>
#include <QGuiApplication>
#include <QLocale>
#include <algorithm>
#include <array>
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
        const core::IntegratorChoice choice = core::effectiveIntegrator(run);
        if (std::find(choices.begin(), choices.end(), choice) == choices.end()) {
            choices.push_back(choice);
        }
    }
    return choices;
}

/// The Qt application that drawing needs (fonts, QPainter, PDF), on the offscreen platform:
/// created by the first drawing command when none exists and ended when it is done. Qt's own
/// notes (no runtime directory, …) are not the tool's output.
class Drawing {
public:
    explicit Drawing(const std::string& language = {}) {
        if (QCoreApplication::instance()) {
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
        m_application = std::make_unique<QGuiApplication>(m_argc, m_argv.data());
        const QLocale locale =
            language.empty() ? QLocale::system() : QLocale(QString::fromStdString(language));
        QLocale::setDefault(locale);
        installTranslations(*m_application, locale);
    }

private:
    char m_name[13] = "clothlab-cli";
    int m_argc = 1;
    std::array<char*, 2> m_argv{m_name, nullptr};
    std::unique_ptr<QGuiApplication> m_application;
};

void exportAll(const figures::Figure& figure, const std::vector<std::string>& files) {
    figures::FigureOptions options; // single column, paper style
    for (const std::string& file : files) {
        QString error;
        if (!figures::writeFigure(figure, options, QString::fromStdString(file), &error,
                                  figure.y.label)) {
            throw InputError("--figure " + file + ": " + error.toStdString());
        }
    }
}

/// An analysis drawn as the workbench's Analysis dialog draws it.
void writeRecordFigures(figures::AnalysisData data, const std::string& sceneName,
                        const std::vector<std::string>& files) {
    if (files.empty()) {
        return;
    }
    const Drawing drawing;
    figures::AnalysisRecord record;
    record.sceneName = QString::fromStdString(sceneName);
    record.finished = QDateTime::currentDateTime();
    record.data = std::move(data);
    exportAll(figures::presentAnalysis(record).figure, files);
}

} // namespace

int writeGallery(const Command& command, std::ostream& out, std::ostream& err) {
    const FiguresOptions& options = command.figures;
    const QString dir = QString::fromStdString(options.outDir);
    if (!QDir().mkpath(dir)) {
        throw InputError("--out " + options.outDir + ": cannot create the folder");
    }
    const Drawing drawing(options.language);
    figures::FigureOptions page = figures::columnFigure(1);
    page.dpi = static_cast<int>(options.dpi);
    for (const figures::GalleryFigure& shown : figures::galleryFigures(figures::computeGallery())) {
        for (const char* suffix : {".pdf", ".svg", ".png"}) {
            const QString path = QDir(dir).filePath(shown.id + QLatin1String(suffix));
            QString error;
            if (!figures::writeFigure(shown.figure, page, path, &error, shown.caption)) {
                err << "clothlab-cli: figures: " << error.toStdString() << '\n';
                return kExitInternalError;
            }
            out << path.toStdString() << '\n';
        }
    }
    return kExitOk;
}

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

void writeComparisonFigures(const core::ComparisonResult& result, const std::string& sceneName,
                            const std::vector<std::string>& files) {
    (void)sceneName;
    if (files.empty()) {
        return;
    }
    const Drawing drawing;
    // The Error plot of the comparison: RMS error of each run against the reference.
    figures::RunHistories histories;
    for (const core::ComparisonRun& run : result.runs) {
        core::RunSpec spec;
        spec.integrator = run.integrator;
        histories.runs.push_back(spec);
        std::vector<core::RunSample> samples;
        for (const core::ComparisonSample& sample : run.samples) {
            core::RunSample s;
            s.time = sample.time;
            s.error = sample.error;
            samples.push_back(s);
        }
        histories.samples.push_back(samples);
    }
    exportAll(figures::errorFigure(histories), files);
}

void writeConvergenceFigures(const core::ConvergenceResult& result, double duration,
                             const std::string& sceneName, const std::vector<std::string>& files) {
    figures::ConvergenceAnalysis analysis;
    analysis.result = result;
    analysis.duration = duration;
    writeRecordFigures(analysis, sceneName, files);
}

void writeStabilityFigures(const std::vector<core::StabilityResult>& results, double duration,
                           double tolerance, const std::string& sceneName,
                           const std::vector<std::string>& files) {
    figures::StabilityAnalysis analysis;
    analysis.limits = results;
    analysis.duration = duration;
    analysis.tolerance = tolerance;
    writeRecordFigures(analysis, sceneName, files);
}

void writeWorkPrecisionFigures(const core::WorkPrecisionResult& result,
                               const std::string& sceneName,
                               const std::vector<std::string>& files) {
    if (files.empty()) {
        return;
    }
    const Drawing drawing;
    exportAll(figures::presentWorkPrecision(result, QString::fromStdString(sceneName)).figure,
              files);
}

void writeCrossoverFigures(const core::StiffnessCrossoverResult& result, double baseStiffness,
                           const std::string& sceneName, const std::vector<std::string>& files) {
    writeRecordFigures(figures::CrossoverAnalysis{result, baseStiffness}, sceneName, files);
}

void writeClassFigures(const core::coursework::Assignment& assignment,
                       const std::vector<core::coursework::GradeRow>& rows,
                       const std::vector<std::string>& files) {
    if (files.empty()) {
        return;
    }
    const Drawing drawing;
    exportAll(figures::classSummaryFigure(assignment, rows), files);
}

namespace {

/// The scene has runs to report and every convergence dt divides the duration.
void checkReportInput(const ReportOptions& options, const core::Scene& scene) {
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
}

/// Runs the scene's runs side by side to the report's duration and keeps their histories.
void runReportRuns(const ReportOptions& options, const core::Scene& scene,
                   figures::ReportInput& input, std::ostream& err) {
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
}

/// The convergence study (--dts) and the stability limits (--stability) the report asked for.
void addReportAnalyses(const ReportOptions& options, const core::Scene& scene,
                       figures::ReportInput& input) {
    const std::vector<core::IntegratorChoice> choices = runChoices(scene);
    const auto record = [&](figures::AnalysisData data) {
        figures::AnalysisRecord analysis;
        analysis.sceneName = QString::fromStdString(scene.name);
        analysis.finished = QDateTime::currentDateTime();
        analysis.data = std::move(data);
        input.analyses.push_back(analysis);
    };
    if (!options.dts.empty()) {
        figures::ConvergenceAnalysis convergence;
        convergence.duration = options.duration;
        convergence.result = core::convergenceStudy(
            scene, choices, options.dts, options.duration,
            core::defaultReference(*std::min_element(options.dts.begin(), options.dts.end())));
        record(convergence);
    }
    if (options.stability) {
        figures::StabilityAnalysis stability;
        stability.duration = options.duration;
        stability.tolerance = 0.02;
        stability.limits = core::stabilityLimits(scene, choices, options.duration);
        record(stability);
    }
}

} // namespace

int writeReport(const Command& command, std::ostream& out, std::ostream& err) {
    const ReportOptions& options = command.report;
    const core::Scene scene = loadScene(options.scene);
    checkReportInput(options, scene);
    requireDistinctOutputs({{"--out", options.outFile}}, sceneInputs(options.scene, scene));
    if (const core::OutputTarget target = core::outputTarget(options.outFile);
        !target.problem.empty()) {
        throw InputError("--out: " + options.outFile + ": " + target.problem.english());
    }
    const Drawing drawing(options.language);

    figures::ReportInput input;
    input.scene = scene;
    try { // the CLI has no document: it owns the system it reports
        input.system = std::make_shared<const core::System>(core::buildSystem(scene));
    } catch (const std::exception& e) {
        input.systemError = QString::fromStdString(e.what());
    }
    input.sceneSource = QString::fromStdString(options.scene.source);
    input.command = QString::fromStdString(command.commandLine);
    runReportRuns(options, scene, input, err);
    addReportAnalyses(options, scene, input);

    QString error;
    QStringList written;
    if (!figures::ReportWriter::write(input, QString::fromStdString(options.outFile), &error,
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
