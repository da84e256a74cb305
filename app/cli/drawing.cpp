#include "app/cli/drawing.h"

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

Drawing::Drawing(const std::string& language) {
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

Drawing::~Drawing() = default;

namespace {

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
                             const core::Message& premise, const std::string& sceneName,
                             const std::vector<std::string>& files) {
    figures::ConvergenceAnalysis analysis;
    analysis.result = result;
    analysis.duration = duration;
    analysis.premise = premise;
    writeRecordFigures(analysis, sceneName, files);
}

void writeStabilityFigures(const std::vector<core::StabilityResult>& results, double duration,
                           double tolerance, const core::Message& premise,
                           const std::string& sceneName, const std::vector<std::string>& files) {
    figures::StabilityAnalysis analysis;
    analysis.limits = results;
    analysis.duration = duration;
    analysis.tolerance = tolerance;
    analysis.premise = premise;
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

} // namespace clothlab::app::cli
