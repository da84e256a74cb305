// `clothlab-cli report`: the report the workbench writes (File > Export Report), as a PDF
// with its figure files, drawn by figures/ without a display.
#include "app/cli/cli_scene.h"
#include "app/cli/drawing.h"
#include "app/cli/help_text.h"
#include "app/cli/subcommand.h"
#include "core/analysis/analysis.h"
#include "core/analysis/convergence.h"
#include "core/analysis/premise.h"
#include "core/analysis/stability_limits.h"
#include "core/base/file_access.h"
#include "core/simulation/run_set.h"
#include "figures/report_writer.h"

#include <QDateTime>
#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <ostream>

namespace clothlab::app::cli {

namespace {

/// Options of `report`: the scene's runs compared over `duration`, optionally a convergence
/// study (`dts`) and stability limits of the runs' integrators, written as a PDF.
struct ReportOptions {
    SceneArgs scene;
    double duration = 2.0;        ///< s, > 0
    std::optional<double> sample; ///< s; unset: 1/60
    std::vector<double> dts;      ///< convergence study of the runs' integrators; empty: none
    bool stability = false;       ///< stability limits of the runs' integrators
    std::string language;         ///< en, ja, zh_CN, zh_TW; empty: the system's
    std::string outFile;          ///< FILE.pdf
};

std::string help() {
    return std::string(
               "Usage: clothlab-cli report SCENE --out FILE.pdf [--duration S] [--sample S]\n"
               "           [--dts S[,S…]] [--stability yes|no]\n"
               "           [--language en|ja|zh_CN|zh_TW] [--set KEY=VALUE]…\n"
               "\n"
               "Writes the report the workbench writes (File > Export Report): the\n"
               "scene's parameters, its runs compared in lockstep against a dop853\n"
               "reference with the energy and error figures, optionally a convergence\n"
               "study and the stability limits of the runs' integrators, and the\n"
               "manifest. Each figure is written beside the PDF as a vector PDF and CSV\n"
               "(FILE_energy_residual.pdf, FILE_error.csv, …); a command whose report or side\n"
               "file would overwrite one of its inputs is refused before anything runs.\n"
               "\n") +
           kSceneHelp +
           "  --out FILE.pdf     the report\n"
           "  --duration S       how long the runs are compared (default 2 s); also the\n"
           "                     final time of the convergence study and the length of\n"
           "                     each stability trial\n"
           "  --sample S         comparison sample interval (default 1/60 s)\n"
           "  --dts S[,S…]       run a convergence study of the runs' integrators at these\n"
           "                     steps (each must divide the duration)\n"
           "  --stability yes    search the stability limit of each run's integrator\n"
           "  --language L       the report's language; default: the system's\n"
           "The scene must have runs (clothlab-cli preset spring-oscillator shows some).\n";
}

ReportOptions parse(ArgumentCursor& cursor) {
    ReportOptions report;
    std::optional<double> duration;
    bool dtsGiven = false;
    std::optional<std::string> language;
    std::vector<FlagRule> rules{numberFlag("--duration", duration),
                                numberFlag("--sample", report.sample),
                                listFlag("--dts", dtsGiven,
                                         [&report](std::string_view flag, std::string_view item) {
                                             report.dts.push_back(parsePositiveNumber(flag, item));
                                         }),
                                {"--stability",
                                 [&report](std::string_view flag, std::string_view value) {
                                     if (value != "yes" && value != "no") {
                                         throw InputError(std::string(flag) +
                                                          ": expected yes or no, got " +
                                                          inQuotes(value));
                                     }
                                     report.stability = value == "yes";
                                 }},
                                languageFlag(language),
                                fileFlag("--out", report.outFile),
                                setFlag(report.scene)};
    parseArguments(cursor, "report", &report.scene.source, rules);
    requireScene("report", report.scene);
    if (report.outFile.empty()) {
        throw InputError("report: missing --out FILE.pdf");
    }
    report.duration = duration.value_or(report.duration);
    report.language = language.value_or(std::string());
    return report;
}

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

/// The report and every file it may write beside it (the figures' PDF and CSV), checked as
/// one set of outputs: a side file never overwrites an input (the scene itself) or another
/// output.
std::vector<std::pair<std::string_view, std::string>> reportOutputs(const ReportOptions& options) {
    const int analyses = (options.dts.empty() ? 0 : 1) + (options.stability ? 1 : 0);
    std::vector<std::pair<std::string_view, std::string>> outputs{{"--out", options.outFile}};
    for (const QString& file :
         figures::ReportWriter::sideFiles(QString::fromStdString(options.outFile), analyses)) {
        outputs.emplace_back("a side file of --out", file.toStdString());
    }
    return outputs;
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
        convergence.premise = core::convergencePremise(scene, convergence.result, options.duration);
        record(convergence);
    }
    if (options.stability) {
        figures::StabilityAnalysis stability;
        stability.duration = options.duration;
        stability.tolerance = 0.02;
        stability.limits = core::stabilityLimits(scene, choices, options.duration);
        stability.premise = core::stabilityPremise(scene, stability.limits, options.duration);
        record(stability);
    }
}

int run(Invocation& call) {
    const ReportOptions options = parse(call.args);
    const core::Scene scene = loadScene(options.scene);
    checkReportInput(options, scene);
    requireDistinctOutputs(reportOutputs(options), sceneInputs(options.scene, scene));
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
    input.command = QString::fromStdString(call.commandLine);
    runReportRuns(options, scene, input, call.err);
    addReportAnalyses(options, scene, input);

    QString error;
    QStringList written;
    if (!figures::ReportWriter::write(input, QString::fromStdString(options.outFile), &error,
                                      &written)) {
        call.err << "clothlab-cli: report: " << error.toStdString() << '\n';
        return kExitInternalError;
    }
    for (const QString& file : written) {
        call.out << file.toStdString() << '\n';
    }
    return kExitOk;
}

} // namespace

const Subcommand kReportCommand{"report", "a PDF report of the scene's runs and analyses", &help,
                                &run};

} // namespace clothlab::app::cli
