#include "figures/report_writer.h"

#include "core/base/file_access.h"
#include "core/integrators/integrator.h"
#include "core/io/manifest.h"
#include "core/model/system.h"
#include "figures/analysis_figures.h"
#include "figures/figure_renderer.h"
#include "figures/math_text.h"
#include "figures/report_layout.h"
#include "figures/run_figures.h"
#include "figures/stability_figures.h"
#include "text/catalog_text.h"
#include "text/core_messages.h"
#include "text/run_text.h"

#include <QAbstractTextDocumentLayout>
#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QLocale>
#include <QPageLayout>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QTime>
#include <algorithm>
#include <cmath>

namespace clothlab::figures {

namespace catalog = text::catalog;

namespace {

QString escaped(const QString& text) {
    return text.toHtmlEscaped();
}

QString paragraph(const QString& text) {
    return QStringLiteral("<p>") + escaped(text) + QStringLiteral("</p>");
}

/// A table from a header row and body rows (already escaped cells).
QString htmlTable(const QStringList& header, const QList<QStringList>& rows) {
    QString html = QStringLiteral(
        "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\"><thead><tr>");
    for (const QString& h : header) {
        html += QStringLiteral("<th align=\"left\">") + h + QStringLiteral("</th>");
    }
    html += QStringLiteral("</tr></thead>");
    for (const QStringList& row : rows) {
        html += QStringLiteral("<tr>");
        for (const QString& cell : row) {
            html += QStringLiteral("<td>") + cell + QStringLiteral("</td>");
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

/// The font family that has the UI language's glyphs (Noto CJK from fonts-noto-cjk).
QString reportFontFamily() {
    const QString language = QLocale().name();
    if (language.startsWith(QStringLiteral("ja"))) {
        return QStringLiteral("Noto Sans CJK JP");
    }
    if (language == QStringLiteral("zh_TW") || language.startsWith(QStringLiteral("zh_Hant"))) {
        return QStringLiteral("Noto Sans CJK TC");
    }
    if (language.startsWith(QStringLiteral("zh"))) {
        return QStringLiteral("Noto Sans CJK SC");
    }
    return QStringLiteral("Noto Sans CJK JP"); // Latin glyphs too, and one font embedded
}

QString statusText(core::RunStatus status, double time) {
    switch (status) {
    case core::RunStatus::Running:
        return ReportWriter::tr("paused at t = %1 s").arg(text::shortNumber(time));
    case core::RunStatus::BlownUp:
        return ReportWriter::tr("blew up");
    case core::RunStatus::Failed:
        return ReportWriter::tr("failed");
    case core::RunStatus::Finished:
        return ReportWriter::tr("finished");
    }
    return {};
}

/// BASE of the side files BASE_NAME.pdf and .csv of the report at `path`.
QString sideFileBase(const QString& path) {
    return QFileInfo(path).dir().filePath(QFileInfo(path).completeBaseName());
}

/// The names of the figures every report draws after its analyses' (stabilitySection()).
const QStringList& stabilityFigureNames() {
    static const QStringList names{
        QStringLiteral("stability_region"), QStringLiteral("stability_per_mode"),
        QStringLiteral("stability_damping"), QStringLiteral("stability_period")};
    return names;
}

/// The HTML of the report and the files written beside it.
class Report {
public:
    Report(const ReportInput& input, const QString& path)
        : m_input(input), m_base(sideFileBase(path)) {}

    QString html();
    QTextDocument& document() { return m_document; }
    ReportFigures& figures() { return m_drawn; }
    const QStringList& files() const { return m_files; }

private:
    RunHistories runHistories() const;
    QString runsPhrase() const;
    QString integratorLegend() const;
    QString tableHtml(const AnalysisTable& table, int digits);
    QString figure(const Figure& figure, double heightMm, const QString& name,
                   const QString& caption);
    QString sceneSection() const;
    QString runsSection();
    QString comparisonSection();
    QString analysesSection();
    QString stabilitySection();
    QString courseworkSection() const;
    QString manifestSection() const;

    const ReportInput& m_input;
    QString m_base;
    QTextDocument m_document;
    ReportFigures m_drawn;
    QStringList m_files;
    int m_figures = 0;
    std::vector<std::string> m_ids; ///< integrator ids in the tables, in order of appearance
};

/// Writes the figure beside the report as a vector PDF (double column, paper style) with its
/// data as CSV, and draws it in the report as vector graphics with its caption below.
QString Report::figure(const Figure& figure, double heightMm, const QString& name,
                       const QString& caption) {
    FigureOptions options;
    options.widthMm = kDoubleColumnWidthMm;
    options.heightMm = heightMm;
    const QString file = m_base + QStringLiteral("_") + name;
    if (writeFigure(figure, options, file + QStringLiteral(".pdf"))) {
        m_files << file + QStringLiteral(".pdf");
    }
    if (writeCsvFile(figure, file + QStringLiteral(".csv"))) {
        m_files << file + QStringLiteral(".csv");
    }
    const QString image = m_drawn.add(figure, options);
    return QStringLiteral("<p align=\"center\">%1<br/><i>%2</i></p>")
        .arg(image, mathHtml(ReportWriter::tr("Figure %1. %2").arg(++m_figures).arg(caption)));
}

/// Scene: bodies, stiffness per kind, forces, obstacles.
QString Report::sceneSection() const {
    const core::Scene& scene = m_input.scene;
    QString html;
    std::shared_ptr<const core::System> built = m_input.system;
    QString buildError = m_input.systemError;
    if (!built && buildError.isEmpty()) { // a caller without a document (the CLI)
        try {
            built = std::make_shared<const core::System>(core::buildSystem(scene));
        } catch (const std::exception& e) {
            buildError = QString::fromStdString(e.what());
        }
    }
    if (built) {
        const core::System& system = *built;
        const auto counts = system.springCountByKind();
        html += paragraph(ReportWriter::tr("%1 particles (%2 pinned), total mass %3 kg.")
                              .arg(system.particleCount())
                              .arg(system.pinnedCount())
                              .arg(text::shortNumber(system.masses().sum())));
        QList<QStringList> rows;
        const QString kinds[] = {ReportWriter::tr("structural"), ReportWriter::tr("shear"),
                                 ReportWriter::tr("bending")};
        for (core::SpringKind kind : core::kAllSpringKinds) {
            const core::SpringStiffness& k = scene.stiffness[kind];
            rows << QStringList{
                escaped(kinds[core::kindIndex(kind)]),
                QString::number(counts[static_cast<std::size_t>(core::kindIndex(kind))]),
                text::shortNumber(k.stretch), text::shortNumber(k.compression),
                text::shortNumber(k.damping)};
        }
        html += htmlTable({escaped(ReportWriter::tr("Spring kind")),
                           escaped(ReportWriter::tr("Springs")),
                           escaped(ReportWriter::tr("Stretch k⁺ (N/m)")),
                           escaped(ReportWriter::tr("Compression k⁻ (N/m)")),
                           escaped(ReportWriter::tr("Damping c (N·s/m)"))},
                          rows);
    } else {
        html += paragraph(buildError);
    }
    const core::Environment& env = scene.environment;
    html += paragraph(
        ReportWriter::tr("Gravity (%1, %2, %3) m/s²; air drag %4 N·s/m; wind (%5, %6, %7) m/s.")
            .arg(text::shortNumber(env.gravity.x()), text::shortNumber(env.gravity.y()),
                 text::shortNumber(env.gravity.z()), text::shortNumber(env.airDrag),
                 text::shortNumber(env.wind.x()), text::shortNumber(env.wind.y()),
                 text::shortNumber(env.wind.z())));
    if (!scene.obstacles.empty()) {
        QList<QStringList> rows;
        for (const core::Obstacle& o : scene.obstacles) {
            rows << QStringList{QString::fromUtf8(core::obstacleShapeId(o.shape).data()),
                                text::shortNumber(o.friction),
                                QString::fromUtf8(core::collisionResponseId(o.response).data())};
        }
        html +=
            htmlTable({escaped(ReportWriter::tr("Obstacle")), escaped(ReportWriter::tr("Friction")),
                       escaped(ReportWriter::tr("Response"))},
                      rows);
    }
    return html;
}

RunHistories Report::runHistories() const {
    RunHistories out;
    out.runs = m_input.scene.runs;
    out.samples = m_input.histories;
    return out;
}

/// "rk4 at dt = 0.0005 s": what one run stepped with.
QString runAtDt(const QString& label, double dt) {
    return ReportWriter::tr("%1 at dt = %2 s").arg(label, text::shortNumber(dt));
}

/// "rk4 at dt = 0.0005 s, xpbd at dt = 0.01667 s": what each run stepped with.
QString Report::runsPhrase() const {
    QStringList runs;
    for (const core::RunSpec& run : m_input.scene.runs) {
        runs << runAtDt(text::runLabel(run), core::effectiveIntegrator(run).dt);
    }
    return runs.join(QStringLiteral(", "));
}

/// What the stability figures show: the scene, the state linearised about and the runs the
/// study holds (the scene's own integrator when it has no comparison runs).
QString stabilityWhat(const StabilityStudy& study, const QString& scene) {
    QStringList runs;
    for (const core::StabilityRunResult& run : study.runs) {
        runs << runAtDt(text::runLabel(run.run), run.run.choice.dt);
    }
    const QString state =
        study.stateTime
            ? ReportWriter::tr("linearised about the state of %1 at t = %2 s")
                  .arg(text::runLabel(study.stateRun), text::shortNumber(*study.stateTime))
            : ReportWriter::tr("linearised at t = 0");
    return runs.isEmpty() ? ReportWriter::tr("Scene “%1”, %2.").arg(scene, state)
                          : ReportWriter::tr("Scene “%1”, %2; runs: %3.")
                                .arg(scene, state, runs.join(QStringLiteral(", ")));
}

/// A table cell: integrator ids stay ids (short, the same in every language; the legend
/// table names them), numbers in the locale.
QString Report::tableHtml(const AnalysisTable& table, int digits) {
    QStringList header;
    for (const TableColumn& column : table.columns) {
        header << escaped(column.label);
    }
    QList<QStringList> rows;
    for (const QVector<TableCell>& cells : table.rows) {
        QStringList row;
        for (int c = 0; c < table.columns.size(); ++c) {
            QString text = c < cells.size() ? cellText(cells[c], digits) : QString();
            if (c < cells.size() && cells[c].raw.typeId() == QMetaType::QString) {
                const std::string id = cells[c].raw.toString().toStdString();
                if (core::findIntegrator(id)) {
                    text = QString::fromStdString(id);
                    if (std::find(m_ids.begin(), m_ids.end(), id) == m_ids.end()) {
                        m_ids.push_back(id);
                    }
                }
            }
            row << escaped(text);
        }
        rows << row;
    }
    return htmlTable(header, rows);
}

/// Id → name of every integrator the tables show by id.
QString Report::integratorLegend() const {
    if (m_ids.empty()) {
        return {};
    }
    QList<QStringList> rows;
    for (const std::string& id : m_ids) {
        rows << QStringList{escaped(QString::fromStdString(id)),
                            escaped(catalog::integratorName(id))};
    }
    return QStringLiteral("<h4>") + escaped(ReportWriter::tr("Integrators in the tables, by id")) +
           QStringLiteral("</h4>") +
           htmlTable({escaped(ReportWriter::tr("Id")), escaped(ReportWriter::tr("Integrator"))},
                     rows);
}

QString Report::runsSection() {
    const core::Scene& scene = m_input.scene;
    if (scene.runs.empty()) {
        return paragraph(ReportWriter::tr("The scene has no comparison runs."));
    }
    QList<QStringList> rows;
    QList<QStringList> parameters;
    for (std::size_t r = 0; r < scene.runs.size(); ++r) {
        const core::RunSpec& run = scene.runs[r];
        QString residual = QStringLiteral("–");
        QString error = QStringLiteral("–");
        double lastTime = 0.0;
        if (r < m_input.histories.size() && !m_input.histories[r].empty()) {
            const core::RunSample& last = m_input.histories[r].back();
            lastTime = last.time;
            residual = text::shortNumber(last.energy.residual());
            error = last.error ? text::shortNumber(last.error->rms) : error;
        }
        if (std::find(m_ids.begin(), m_ids.end(), run.integrator.id) == m_ids.end()) {
            m_ids.push_back(run.integrator.id);
        }
        rows << QStringList{escaped(text::runLabel(run)),
                            escaped(QString::fromStdString(run.integrator.id)),
                            text::shortNumber(run.integrator.dt),
                            QString::number(run.substeps),
                            r < m_input.statuses.size()
                                ? escaped(statusText(m_input.statuses[r], lastTime))
                                : QStringLiteral("–"),
                            residual,
                            error};
        parameters << QStringList{escaped(text::runLabel(run)),
                                  escaped(text::runParameterSummary(run))};
    }
    QStringList header;
    for (const QString& h :
         {ReportWriter::tr("Run"), ReportWriter::tr("Integrator"), ReportWriter::tr("dt (s)"),
          ReportWriter::tr("Substeps"), ReportWriter::tr("Status"),
          ReportWriter::tr("Energy residual (J)"), ReportWriter::tr("Error RMS (m)")}) {
        header << escaped(h);
    }
    return htmlTable(header, rows) +
           htmlTable({escaped(ReportWriter::tr("Run")), escaped(ReportWriter::tr("Parameters"))},
                     parameters);
}

/// Energy and error of the comparison.
QString Report::comparisonSection() {
    const auto& histories = m_input.histories;
    const bool haveHistory =
        std::any_of(histories.begin(), histories.end(), [](const auto& h) { return h.size() > 1; });
    if (!haveHistory) {
        return paragraph(
            ReportWriter::tr("The comparison was not run; run it in the Comparison tab first."));
    }
    const QString scene = catalog::sceneName(m_input.scene.name);
    const QString runs = runsPhrase();
    QString html = figure(residualFigure(runHistories()), kDoubleColumnHeightMm,
                          QStringLiteral("energy_residual"),
                          ReportWriter::tr("Energy residual T + U_g + U_e + D − W − E_0 of each "
                                           "run on “%1”: %2.")
                              .arg(scene, runs));
    const QString caption =
        m_input.reference.isEmpty()
            ? ReportWriter::tr("RMS trajectory error of each run on “%1” (no reference): %2.")
                  .arg(scene, runs)
            : ReportWriter::tr("RMS trajectory error of each run on “%1” against %2: %3.")
                  .arg(scene, m_input.reference, runs);
    html += figure(errorFigure(runHistories()), kDoubleColumnHeightMm, QStringLiteral("error"),
                   caption);
    return html;
}

/// Analyses: their own figures and tables.
QString Report::analysesSection() {
    if (m_input.analyses.empty()) {
        return paragraph(ReportWriter::tr("No analysis was run (Analysis menu: convergence study, "
                                          "stability limits, stiffness sweep, work–precision)."));
    }
    QString html;
    int index = 0;
    for (const AnalysisRecord& record : m_input.analyses) {
        const AnalysisPresentation shown = presentAnalysis(record);
        html += QStringLiteral("<h3>") + escaped(analysisTitle(record)) + QStringLiteral("</h3>");
        html += figure(shown.figure, kDoubleColumnHeightMm,
                       QStringLiteral("analysis%1").arg(++index), shown.caption);
        html += tableHtml(shown.table, 6);
    }
    return html;
}

/// Stability and accuracy: the spectrum, predicted against measured limits per run, the
/// region and the damping and dispersion figures.
QString Report::stabilitySection() {
    std::shared_ptr<const StabilityStudy> study = m_input.stability;
    if (!study) {
        try {
            study = std::make_shared<const StabilityStudy>(
                core::computeStability(m_input.scene, core::stabilityRuns(m_input.scene, true)));
        } catch (const std::exception& e) {
            return paragraph(ReportWriter::tr("No stability study of this scene: %1")
                                 .arg(QString::fromStdString(e.what())));
        }
    }
    QString html = paragraph(
        ReportWriter::tr("%1 The modes are those of the forces linearised at the initial state "
                         "(%2). A measured limit comes from a stability analysis in this report.")
            .arg(spectrumSummary(*study), spectrumMethodText(study->spectrum.method)));
    html += tableHtml(stabilityTable(*study, m_input.analyses), 4);
    const double height = kDoubleColumnHeightMm;
    const QString what = stabilityWhat(*study, catalog::sceneName(m_input.scene.name));
    const QString kinds = regionKindsText(*study);
    const QStringList& names = stabilityFigureNames();
    html += figure(regionFigure(*study, RegionView::WholeWithZoom), height, names[0],
                   regionCaption(RegionView::WholeWithZoom) + QLatin1Char(' ') + kinds +
                       QLatin1Char(' ') + what);
    html += figure(perModeFigure(*study, false), height, names[1],
                   perModeCaption() + QLatin1Char(' ') + kinds + QLatin1Char(' ') + what);
    html += figure(dispersionFigure(*study, DispersionQuantity::Damping), height, names[2],
                   dispersionCaption(DispersionQuantity::Damping) + QLatin1Char(' ') + what);
    html += figure(dispersionFigure(*study, DispersionQuantity::PeriodError), height, names[3],
                   dispersionCaption(DispersionQuantity::PeriodError) + QLatin1Char(' ') + what);
    return html;
}

QString Report::manifestSection() const {
    const core::ManifestInput manifest = core::comparisonManifest(
        m_input.scene, m_input.command.toStdString(), m_input.sceneSource.toStdString());
    return QStringLiteral("<pre style=\"font-size:7pt\">") +
           escaped(QString::fromStdString(core::runManifest(manifest))) + QStringLiteral("</pre>");
}

QString Report::courseworkSection() const {
    const ReportCoursework& work = *m_input.coursework;
    QString html = QStringLiteral("<h2>") +
                   escaped(ReportWriter::tr("Assignment: %1").arg(work.assignment)) +
                   QStringLiteral("</h2>");
    if (!work.student.isEmpty()) {
        html += paragraph(ReportWriter::tr("Handed in by %1.").arg(work.student));
    }
    // A written answer keeps its lines.
    const auto cell = [](const QString& text) {
        return escaped(text).replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    };
    QList<QStringList> rows;
    for (const ReportTask& task : work.tasks) {
        rows << QStringList{cell(task.title),
                            task.answer.isEmpty() ? QStringLiteral("—") : cell(task.answer),
                            cell(task.obtained), cell(task.check)};
    }
    html += htmlTable({escaped(ReportWriter::tr("Task")), escaped(ReportWriter::tr("Answer")),
                       escaped(ReportWriter::tr("Obtained")),
                       escaped(ReportWriter::tr("Grader's check"))},
                      rows);
    return html + paragraph(ReportWriter::tr("The analyses behind the answers are in section "
                                             "4, with their figures and tables."));
}

QString Report::html() {
    const QStringList heading = ReportWriter::headings();
    const auto h2 = [&](int k) {
        return QStringLiteral("<h2>%1. ").arg(k + 1) + escaped(heading[k]) +
               QStringLiteral("</h2>");
    };
    QString html =
        QStringLiteral("<html><body><h1>") +
        escaped(
            ReportWriter::tr("ClothLab report: %1").arg(catalog::sceneName(m_input.scene.name))) +
        QStringLiteral("</h1>");
    html += paragraph(ReportWriter::tr("Written %1 by ClothLab %2.")
                          .arg(QLocale().toString(QDate::currentDate(), QLocale::LongFormat) +
                                   QStringLiteral(" ") +
                                   QTime::currentTime().toString(QStringLiteral("HH:mm")),
                               QString::fromStdString(core::buildVersion())));
    // The sections first, so that the legend of integrator ids under the runs lists every
    // id the later tables show.
    const QString runs = runsSection();
    const QString comparison = comparisonSection();
    const QString analyses = analysesSection();
    const QString stability = stabilitySection();
    if (m_input.coursework) {
        html += courseworkSection();
    }
    html += h2(0) + sceneSection();
    html += h2(1) + runs + integratorLegend();
    html += h2(2) + comparison;
    html += h2(3) + analyses;
    html += h2(4) + stability;
    html += h2(5) + manifestSection();
    return html + QStringLiteral("</body></html>");
}

} // namespace

QStringList ReportWriter::headings() {
    return {tr("Scene"),
            tr("Runs"),
            tr("Energy and error"),
            tr("Analyses"),
            tr("Stability and accuracy"),
            tr("Manifest")};
}

namespace {

void setWriteError(QString* error, const QString& path, const QString& reason) {
    if (error) {
        *error =
            ReportWriter::tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), reason);
    }
}

} // namespace

QStringList ReportWriter::sideFiles(const QString& path, int analysisCount) {
    QStringList names{QStringLiteral("energy_residual"), QStringLiteral("error")};
    for (int k = 1; k <= analysisCount; ++k) {
        names << QStringLiteral("analysis%1").arg(k);
    }
    names << stabilityFigureNames();
    const QString base = sideFileBase(path) + QLatin1Char('_');
    QStringList files;
    for (const QString& name : names) {
        files << base + name + QStringLiteral(".pdf") << base + name + QStringLiteral(".csv");
    }
    return files;
}

// The PDF is written to a temporary file beside its target and renamed over it when complete
// (QSaveFile), so that an old report is never left half overwritten; a symbolic link's
// target is replaced, not the link, and a folder at the path is refused.
bool ReportWriter::write(const ReportInput& input, const QString& path, QString* error,
                         QStringList* written) {
    const core::OutputTarget target = core::outputTarget(path.toStdString());
    if (!target.problem.empty()) {
        setWriteError(error, path, text::translateCoreMessage(target.problem));
        return false;
    }
    QSaveFile file(QString::fromStdString(target.path));
    file.setDirectWriteFallback(target.direct); // a device or a pipe is written as it is
    if (!file.open(QIODevice::WriteOnly)) {
        setWriteError(error, path, file.errorString());
        return false;
    }
    Report report(input, path);
    {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
        writer.setResolution(300);
        writer.setTitle(tr("ClothLab report: %1").arg(catalog::sceneName(input.scene.name)));
        writer.setCreator(QStringLiteral("ClothLab"));
        // Laid out on the writer's own pages, so that the layout that keeps headings with
        // their text is the one printed, and figures are drawn on the PDF's painter as vectors.
        QTextDocument& document = report.document();
        document.documentLayout()->setPaintDevice(&writer);
        document.setPageSize(QSizeF(writer.width(), writer.height()));
        QFont font(reportFontFamily());
        font.setPointSizeF(9.0);
        document.setDefaultFont(font);
        document.setHtml(report.html());
        report.figures().place(document);
        keepHeadingsWithNext(document);
        document.print(&writer);
    }
    if (file.size() == 0 && !target.direct) { // the old file, if any, stays
        file.cancelWriting();
        if (error) {
            *error = tr("Could not write %1.").arg(QDir::toNativeSeparators(path));
        }
        return false;
    }
    if (!file.commit()) {
        setWriteError(error, path, file.errorString());
        return false;
    }
    if (written) {
        *written = QStringList{path} + report.files();
    }
    return true;
}

} // namespace clothlab::figures
