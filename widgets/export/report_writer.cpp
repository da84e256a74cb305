#include "widgets/export/report_writer.h"

#include "core/integrator.h"
#include "core/report_data.h"
#include "core/system.h"
#include "widgets/analysis/analysis_result_view.h"
#include "widgets/analysis/analysis_table.h"
#include "widgets/document/runs_model.h"
#include "widgets/export/figure_options.h"
#include "widgets/plots/plot_panel.h"
#include "widgets/text/catalog_text.h"

#include <QDate>
#include <QDateTime>
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

namespace clothlab::widgets {

namespace {

QString escaped(const QString& text) {
    return text.toHtmlEscaped();
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

/// Renders a plot offscreen into an image of `size` logical pixels at twice the density.
QImage plotImage(PlotPanel* plot, const QSize& size) {
    plot->resize(size);
    plot->ensurePolished();
    plot->rescale();
    plot->replotNow();
    QImage image(size * 2, QImage::Format_ARGB32);
    image.setDevicePixelRatio(2.0);
    image.fill(Qt::white);
    plot->render(&image);
    return image;
}

/// One series per run over time, from the comparison's history.
void fillTimeSeries(PlotPanel& plot, const ReportInput& input, const QString& yLabel,
                    bool logarithmic, double (*value)(const core::RunSample&)) {
    plot.setAxisLabels(ReportWriter::tr("time (s)"), yLabel);
    plot.setLogScaleY(logarithmic);
    for (std::size_t r = 0; r < input.scene.runs.size() && r < input.histories.size(); ++r) {
        const core::RunSpec& run = input.scene.runs[r];
        const int series = plot.addSeries(runLabel(run), runColor(run, static_cast<int>(r)));
        for (const core::RunSample& sample : input.histories[r]) {
            const double y = value(sample);
            if (std::isfinite(y) && (!logarithmic || y > 0.0)) {
                plot.append(series, sample.time, y);
            }
        }
    }
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

} // namespace

QStringList ReportWriter::headings() {
    return {tr("Scene"), tr("Runs"), tr("Energy and error"), tr("Analyses"), tr("Manifest")};
}

bool ReportWriter::write(const ReportInput& input, const QString& path, QString* error,
                         QStringList* written) {
    const QStringList heading = headings();
    const QFileInfo info(path);
    const QString base = info.dir().filePath(info.completeBaseName());
    QStringList files;
    QTextDocument document;
    QFont font(reportFontFamily());
    font.setPointSizeF(9.0);
    document.setDefaultFont(font);
    int figureCount = 0;
    // Each figure goes beside the report as a vector PDF (double column, paper style) and
    // its data as CSV; the report shows it as an image.
    auto figure = [&](PlotPanel& plot, const QSize& size, const QString& name,
                      const QString& caption) {
        const QImage image = plotImage(&plot, size);
        FigureOptions options;
        options.widthMm = kDoubleColumnWidthMm;
        options.heightMm = kDoubleColumnHeightMm * size.height() / 420.0;
        const QString file = base + QStringLiteral("_") + name;
        if (plot.exportFigure(options, file + QStringLiteral(".pdf"))) {
            files << file + QStringLiteral(".pdf");
        }
        if (plot.exportData(file + QStringLiteral(".csv"))) {
            files << file + QStringLiteral(".csv");
        }
        const QString url = QStringLiteral("figure%1.png").arg(++figureCount);
        document.addResource(QTextDocument::ImageResource, QUrl(url), image);
        return QStringLiteral(
                   "<p align=\"center\"><img src=\"%1\" width=\"620\"/><br/><i>%2</i></p>")
            .arg(url, escaped(tr("Figure %1. %2").arg(figureCount).arg(caption)));
    };

    const core::Scene& scene = input.scene;
    QString html = QStringLiteral("<html><body>");
    html += QStringLiteral("<h1>") +
            escaped(tr("ClothLab report: %1").arg(catalog::sceneName(scene.name))) +
            QStringLiteral("</h1>");
    html += QStringLiteral("<p>") +
            escaped(tr("Written %1 by ClothLab %2.")
                        .arg(QLocale().toString(QDate::currentDate(), QLocale::LongFormat) +
                                 QStringLiteral(" ") +
                                 QTime::currentTime().toString(QStringLiteral("HH:mm")),
                             QString::fromStdString(core::buildVersion()))) +
            QStringLiteral("</p>");

    // Scene: bodies, stiffness per kind, forces, obstacles.
    html += QStringLiteral("<h2>1. ") + escaped(heading[0]) + QStringLiteral("</h2>");
    try {
        const core::System system = core::buildSystem(scene);
        const auto counts = system.springCountByKind();
        html += QStringLiteral("<p>") +
                escaped(tr("%1 particles (%2 pinned), total mass %3 kg.")
                            .arg(system.particleCount())
                            .arg(system.pinnedCount())
                            .arg(shortNumber(system.masses().sum()))) +
                QStringLiteral("</p>");
        QList<QStringList> rows;
        const QString kinds[] = {tr("structural"), tr("shear"), tr("bending")};
        for (core::SpringKind kind : core::kAllSpringKinds) {
            const core::SpringStiffness& k = scene.stiffness[kind];
            rows << QStringList{
                escaped(kinds[core::kindIndex(kind)]),
                QString::number(counts[static_cast<std::size_t>(core::kindIndex(kind))]),
                shortNumber(k.stretch), shortNumber(k.compression), shortNumber(k.damping)};
        }
        html += htmlTable({escaped(tr("Spring kind")), escaped(tr("Springs")),
                           escaped(tr("Stretch k⁺ (N/m)")), escaped(tr("Compression k⁻ (N/m)")),
                           escaped(tr("Damping c (N·s/m)"))},
                          rows);
    } catch (const std::exception& e) {
        html += QStringLiteral("<p>") + escaped(QString::fromStdString(e.what())) +
                QStringLiteral("</p>");
    }
    const core::Environment& env = scene.environment;
    html += QStringLiteral("<p>") +
            escaped(tr("Gravity (%1, %2, %3) m/s²; air drag %4 N·s/m; wind (%5, %6, %7) m/s.")
                        .arg(shortNumber(env.gravity.x()), shortNumber(env.gravity.y()),
                             shortNumber(env.gravity.z()), shortNumber(env.airDrag),
                             shortNumber(env.wind.x()), shortNumber(env.wind.y()),
                             shortNumber(env.wind.z()))) +
            QStringLiteral("</p>");
    if (!scene.obstacles.empty()) {
        QList<QStringList> rows;
        for (const core::Obstacle& o : scene.obstacles) {
            rows << QStringList{QString::fromUtf8(core::obstacleShapeId(o.shape).data()),
                                shortNumber(o.friction),
                                QString::fromUtf8(core::collisionResponseId(o.response).data())};
        }
        html += htmlTable(
            {escaped(tr("Obstacle")), escaped(tr("Friction")), escaped(tr("Response"))}, rows);
    }

    // Runs.
    html += QStringLiteral("<h2>2. ") + escaped(heading[1]) + QStringLiteral("</h2>");
    if (scene.runs.empty()) {
        html += QStringLiteral("<p>") + escaped(tr("The scene has no comparison runs.")) +
                QStringLiteral("</p>");
    } else {
        QList<QStringList> rows;
        for (std::size_t r = 0; r < scene.runs.size(); ++r) {
            const core::RunSpec& run = scene.runs[r];
            QString residual = QStringLiteral("–");
            QString error = QStringLiteral("–");
            double lastTime = 0.0;
            if (r < input.histories.size() && !input.histories[r].empty()) {
                const core::RunSample& last = input.histories[r].back();
                lastTime = last.time;
                residual = shortNumber(last.energy.residual());
                error = last.error ? shortNumber(last.error->rms) : error;
            }
            rows << QStringList{escaped(runLabel(run)),
                                escaped(catalog::integratorName(run.integrator.id)),
                                escaped(runParameterSummary(run)),
                                shortNumber(run.integrator.dt),
                                QString::number(run.substeps),
                                r < input.statuses.size()
                                    ? escaped(statusText(input.statuses[r], lastTime))
                                    : QStringLiteral("–"),
                                residual,
                                error};
        }
        html += htmlTable({escaped(tr("Run")), escaped(tr("Integrator")), escaped(tr("Parameters")),
                           escaped(tr("dt (s)")), escaped(tr("Substeps")), escaped(tr("Status")),
                           escaped(tr("Energy residual (J)")), escaped(tr("Error RMS (m)"))},
                          rows);
    }

    // Energy and error of the comparison.
    html += QStringLiteral("<h2>3. ") + escaped(heading[2]) + QStringLiteral("</h2>");
    const bool haveHistory =
        !input.histories.empty() && std::any_of(input.histories.begin(), input.histories.end(),
                                                [](const auto& h) { return h.size() > 1; });
    if (!haveHistory) {
        html += QStringLiteral("<p>") +
                escaped(tr("The comparison was not run; run it in the Comparison tab first.")) +
                QStringLiteral("</p>");
    } else {
        PlotPanel residual;
        fillTimeSeries(residual, input, tr("energy residual (J)"), false,
                       [](const core::RunSample& s) { return s.energy.residual(); });
        html += figure(residual, QSize(800, 420), QStringLiteral("energy_residual"),
                       tr("Energy residual T + U_g + U_e + D − W − E₀ of each run."));
        PlotPanel errors;
        fillTimeSeries(errors, input, tr("error (m)"), true,
                       [](const core::RunSample& s) { return s.error ? s.error->rms : NAN; });
        html +=
            figure(errors, QSize(800, 420), QStringLiteral("error"),
                   input.reference.isEmpty()
                       ? tr("RMS trajectory error of each run (no reference).")
                       : tr("RMS trajectory error of each run against %1.").arg(input.reference));
    }

    // Analyses: their own figures and tables.
    html += QStringLiteral("<h2>4. ") + escaped(heading[3]) + QStringLiteral("</h2>");
    if (input.analyses.empty()) {
        html += QStringLiteral("<p>") +
                escaped(tr("No analysis was run (Analysis menu: convergence study, stability "
                           "limits, stiffness sweep).")) +
                QStringLiteral("</p>");
    }
    int analysisIndex = 0;
    for (const AnalysisRecord& record : input.analyses) {
        AnalysisResultView view;
        view.showRecord(record);
        html += QStringLiteral("<h3>") + escaped(AnalysisResults::title(record)) +
                QStringLiteral("</h3><p>") + escaped(view.caption()) + QStringLiteral("</p>");
        html +=
            figure(*view.plot(), QSize(800, 480), QStringLiteral("analysis%1").arg(++analysisIndex),
                   AnalysisResults::kindName(record.kind()));
        const AnalysisTableModel* model = view.tableModel();
        QStringList header;
        for (int c = 0; c < model->columnCount(); ++c) {
            header << escaped(model->headerData(c, Qt::Horizontal).toString());
        }
        QList<QStringList> rows;
        for (int r = 0; r < model->rowCount(); ++r) {
            QStringList row;
            for (int c = 0; c < model->columnCount(); ++c) {
                row << escaped(model->index(r, c).data().toString());
            }
            rows << row;
        }
        html += htmlTable(header, rows);
    }

    // Manifest.
    html += QStringLiteral("<h2>5. ") + escaped(heading[4]) + QStringLiteral("</h2>");
    core::ManifestInput manifest;
    manifest.command = input.command.toStdString();
    manifest.sceneSource = input.sceneSource.toStdString();
    manifest.scene = &scene;
    for (const core::RunSpec& run : scene.runs) {
        manifest.runs.push_back(run.integrator);
    }
    html += QStringLiteral("<pre style=\"font-size:7pt\">") +
            escaped(QString::fromStdString(core::runManifest(manifest))) +
            QStringLiteral("</pre></body></html>");
    document.setHtml(html);

    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
    writer.setResolution(300);
    writer.setTitle(tr("ClothLab report: %1").arg(catalog::sceneName(scene.name)));
    writer.setCreator(QStringLiteral("ClothLab"));
    document.print(&writer);
    if (!QFileInfo::exists(path) || QFileInfo(path).size() == 0) {
        if (error) {
            *error = tr("Could not write %1.").arg(QDir::toNativeSeparators(path));
        }
        return false;
    }
    files.prepend(path);
    if (written) {
        *written = files;
    }
    return true;
}

} // namespace clothlab::widgets
