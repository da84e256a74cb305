#include "figures/report_writer.h"

#include "core/integrator.h"
#include "core/report_data.h"
#include "core/system.h"
#include "figures/analysis_figures.h"
#include "figures/figure_renderer.h"
#include "figures/run_text.h"
#include "figures/stability_figures.h"
#include "figures/text/catalog_text.h"

#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QLocale>
#include <QPageLayout>
#include <QPdfWriter>
#include <QTextDocument>
#include <QTime>
#include <QUrl>
#include <cmath>

namespace clothlab::figures {

namespace catalog = text::catalog;

namespace {

/// Resolution of the figures shown inside the report (their vector PDFs sit beside it).
constexpr int kReportFigureDpi = 250;

QString escaped(const QString& text) {
    return text.toHtmlEscaped();
}

QString paragraph(const QString& text) {
    return QStringLiteral("<p>") + escaped(text) + QStringLiteral("</p>");
}

/// A table from a header row and body rows (already escaped cells).
QString htmlTable(const QStringList& header, const QList<QStringList>& rows) {
    QString html = QStringLiteral(
        "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\"><tr>");
    for (const QString& h : header) {
        html += QStringLiteral("<th align=\"left\">") + h + QStringLiteral("</th>");
    }
    html += QStringLiteral("</tr>");
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

/// One series per run over time, from the comparison's history.
Figure timeSeries(const ReportInput& input, const QString& yLabel, bool logarithmic,
                  double (*value)(const core::RunSample&)) {
    Figure figure;
    figure.x.label = ReportWriter::tr("time (s)");
    figure.y.label = yLabel;
    figure.y.logarithmic = logarithmic;
    for (std::size_t r = 0; r < input.scene.runs.size() && r < input.histories.size(); ++r) {
        const core::RunSpec& run = input.scene.runs[r];
        Series series;
        series.name = runLabel(run);
        series.color = runColor(run, static_cast<int>(r));
        for (const core::RunSample& sample : input.histories[r]) {
            const double y = value(sample);
            if (std::isfinite(y) && (!logarithmic || y > 0.0)) {
                series.points.push_back(QPointF(sample.time, y));
            }
        }
        figure.series.push_back(series);
    }
    figure.fit();
    return figure;
}

QString statusText(core::RunStatus status, double time) {
    switch (status) {
    case core::RunStatus::Running:
        return ReportWriter::tr("paused at t = %1 s").arg(shortNumber(time));
    case core::RunStatus::BlownUp:
        return ReportWriter::tr("blew up");
    case core::RunStatus::Failed:
        return ReportWriter::tr("failed");
    case core::RunStatus::Finished:
        return ReportWriter::tr("finished");
    }
    return {};
}

/// The HTML of the report and the files written beside it.
class Report {
public:
    Report(const ReportInput& input, const QString& path)
        : m_input(input),
          m_base(QFileInfo(path).dir().filePath(QFileInfo(path).completeBaseName())) {}

    QString html();
    QTextDocument& document() { return m_document; }
    const QStringList& files() const { return m_files; }

private:
    QString figure(const Figure& figure, double heightMm, const QString& name,
                   const QString& caption);
    QString sceneSection() const;
    QString runsSection() const;
    QString comparisonSection();
    QString analysesSection();
    QString stabilitySection();
    QString manifestSection() const;

    const ReportInput& m_input;
    QString m_base;
    QTextDocument m_document;
    QStringList m_files;
    int m_figures = 0;
};

/// Writes the figure beside the report as a vector PDF (double column, paper style) with its
/// data as CSV, and shows it in the report as an image.
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
    const QString url = QStringLiteral("figure%1.png").arg(++m_figures);
    m_document.addResource(QTextDocument::ImageResource, QUrl(url),
                           renderImage(figure, options, kReportFigureDpi));
    return QStringLiteral("<p align=\"center\"><img src=\"%1\" width=\"620\"/><br/><i>%2</i></p>")
        .arg(url, escaped(ReportWriter::tr("Figure %1. %2").arg(m_figures).arg(caption)));
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
                              .arg(shortNumber(system.masses().sum())));
        QList<QStringList> rows;
        const QString kinds[] = {ReportWriter::tr("structural"), ReportWriter::tr("shear"),
                                 ReportWriter::tr("bending")};
        for (core::SpringKind kind : core::kAllSpringKinds) {
            const core::SpringStiffness& k = scene.stiffness[kind];
            rows << QStringList{
                escaped(kinds[core::kindIndex(kind)]),
                QString::number(counts[static_cast<std::size_t>(core::kindIndex(kind))]),
                shortNumber(k.stretch), shortNumber(k.compression), shortNumber(k.damping)};
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
            .arg(shortNumber(env.gravity.x()), shortNumber(env.gravity.y()),
                 shortNumber(env.gravity.z()), shortNumber(env.airDrag), shortNumber(env.wind.x()),
                 shortNumber(env.wind.y()), shortNumber(env.wind.z())));
    if (!scene.obstacles.empty()) {
        QList<QStringList> rows;
        for (const core::Obstacle& o : scene.obstacles) {
            rows << QStringList{QString::fromUtf8(core::obstacleShapeId(o.shape).data()),
                                shortNumber(o.friction),
                                QString::fromUtf8(core::collisionResponseId(o.response).data())};
        }
        html +=
            htmlTable({escaped(ReportWriter::tr("Obstacle")), escaped(ReportWriter::tr("Friction")),
                       escaped(ReportWriter::tr("Response"))},
                      rows);
    }
    return html;
}

QString Report::runsSection() const {
    const core::Scene& scene = m_input.scene;
    if (scene.runs.empty()) {
        return paragraph(ReportWriter::tr("The scene has no comparison runs."));
    }
    QList<QStringList> rows;
    for (std::size_t r = 0; r < scene.runs.size(); ++r) {
        const core::RunSpec& run = scene.runs[r];
        QString residual = QStringLiteral("–");
        QString error = QStringLiteral("–");
        double lastTime = 0.0;
        if (r < m_input.histories.size() && !m_input.histories[r].empty()) {
            const core::RunSample& last = m_input.histories[r].back();
            lastTime = last.time;
            residual = shortNumber(last.energy.residual());
            error = last.error ? shortNumber(last.error->rms) : error;
        }
        rows << QStringList{escaped(runLabel(run)),
                            escaped(catalog::integratorName(run.integrator.id)),
                            escaped(runParameterSummary(run)),
                            shortNumber(run.integrator.dt),
                            QString::number(run.substeps),
                            r < m_input.statuses.size()
                                ? escaped(statusText(m_input.statuses[r], lastTime))
                                : QStringLiteral("–"),
                            residual,
                            error};
    }
    QStringList header;
    for (const QString& h :
         {ReportWriter::tr("Run"), ReportWriter::tr("Integrator"), ReportWriter::tr("Parameters"),
          ReportWriter::tr("dt (s)"), ReportWriter::tr("Substeps"), ReportWriter::tr("Status"),
          ReportWriter::tr("Energy residual (J)"), ReportWriter::tr("Error RMS (m)")}) {
        header << escaped(h);
    }
    return htmlTable(header, rows);
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
    const double height = kDoubleColumnHeightMm;
    QString html =
        figure(timeSeries(m_input, ReportWriter::tr("energy residual (J)"), false,
                          [](const core::RunSample& s) { return s.energy.residual(); }),
               height, QStringLiteral("energy_residual"),
               ReportWriter::tr("Energy residual T + U_g + U_e + D − W − E₀ of each run."));
    const QString caption =
        m_input.reference.isEmpty()
            ? ReportWriter::tr("RMS trajectory error of each run (no reference).")
            : ReportWriter::tr("RMS trajectory error of each run against %1.")
                  .arg(m_input.reference);
    html +=
        figure(timeSeries(m_input, ReportWriter::tr("error (m)"), true,
                          [](const core::RunSample& s) { return s.error ? s.error->rms : NAN; }),
               height, QStringLiteral("error"), caption);
    return html;
}

/// Analyses: their own figures and tables.
QString Report::analysesSection() {
    if (m_input.analyses.empty()) {
        return paragraph(ReportWriter::tr("No analysis was run (Analysis menu: convergence study, "
                                          "stability limits, stiffness sweep)."));
    }
    QString html;
    int index = 0;
    for (const AnalysisRecord& record : m_input.analyses) {
        const AnalysisPresentation shown = presentAnalysis(record);
        html += QStringLiteral("<h3>") + escaped(analysisTitle(record)) + QStringLiteral("</h3>") +
                paragraph(shown.caption);
        html += figure(shown.figure, kDoubleColumnHeightMm * 480.0 / 420.0,
                       QStringLiteral("analysis%1").arg(++index), analysisKindName(record.kind()));
        QStringList header;
        for (const TableColumn& column : shown.table.columns) {
            header << escaped(column.label);
        }
        QList<QStringList> rows;
        for (const QVector<TableCell>& cells : shown.table.rows) {
            QStringList row;
            for (int c = 0; c < shown.table.columns.size(); ++c) {
                row << (c < cells.size() ? escaped(cellText(cells[c])) : QString());
            }
            rows << row;
        }
        html += htmlTable(header, rows);
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
                computeStability(m_input.scene, stabilityRuns(m_input.scene, true)));
        } catch (const std::exception& e) {
            return paragraph(ReportWriter::tr("No stability study of this scene: %1")
                                 .arg(QString::fromStdString(e.what())));
        }
    }
    QString html = paragraph(
        ReportWriter::tr("%1 The modes are those of the forces linearised at the initial state "
                         "(%2). A measured limit comes from a stability analysis in this report.")
            .arg(spectrumSummary(*study), spectrumMethodText(study->spectrum.method)));
    const AnalysisTable table = stabilityTable(*study, m_input.analyses);
    QStringList header;
    for (const TableColumn& column : table.columns) {
        header << escaped(column.label);
    }
    QList<QStringList> rows;
    for (const QVector<TableCell>& cells : table.rows) {
        QStringList row;
        for (const TableCell& cell : cells) {
            row << escaped(cellText(cell, 4));
        }
        rows << row;
    }
    html += htmlTable(header, rows);
    const double height = kDoubleColumnHeightMm;
    html += figure(regionFigure(*study, false), height, QStringLiteral("stability_region"),
                   regionCaption());
    html +=
        figure(dispersionFigure(*study, DispersionQuantity::Damping), height,
               QStringLiteral("stability_damping"), dispersionCaption(DispersionQuantity::Damping));
    html += figure(dispersionFigure(*study, DispersionQuantity::PeriodError), height,
                   QStringLiteral("stability_period"),
                   dispersionCaption(DispersionQuantity::PeriodError));
    return html;
}

QString Report::manifestSection() const {
    const core::ManifestInput manifest = core::comparisonManifest(
        m_input.scene, m_input.command.toStdString(), m_input.sceneSource.toStdString());
    return QStringLiteral("<pre style=\"font-size:7pt\">") +
           escaped(QString::fromStdString(core::runManifest(manifest))) + QStringLiteral("</pre>");
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
    html += h2(0) + sceneSection();
    html += h2(1) + runsSection();
    html += h2(2) + comparisonSection();
    html += h2(3) + analysesSection();
    html += h2(4) + stabilitySection();
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

bool ReportWriter::write(const ReportInput& input, const QString& path, QString* error,
                         QStringList* written) {
    Report report(input, path);
    QTextDocument& document = report.document();
    QFont font(reportFontFamily());
    font.setPointSizeF(9.0);
    document.setDefaultFont(font);
    document.setHtml(report.html());

    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
    writer.setResolution(300);
    writer.setTitle(tr("ClothLab report: %1").arg(catalog::sceneName(input.scene.name)));
    writer.setCreator(QStringLiteral("ClothLab"));
    document.print(&writer);
    if (!QFileInfo::exists(path) || QFileInfo(path).size() == 0) {
        if (error) {
            *error = tr("Could not write %1.").arg(QDir::toNativeSeparators(path));
        }
        return false;
    }
    if (written) {
        *written = QStringList{path} + report.files();
    }
    return true;
}

} // namespace clothlab::figures
