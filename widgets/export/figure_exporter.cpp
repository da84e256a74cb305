#include "widgets/export/figure_exporter.h"

#include "core/io/csv.h"
#include "core/io/manifest.h"
#include "figures/figure_options.h"
#include "widgets/document/document.h"
#include "widgets/engine/run_controller.h"
#include "widgets/export/figure_export_dialog.h"
#include "widgets/plots/plot_panel.h"
#include "widgets/view3d/scene_view.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QInputDialog>
#include <QMainWindow>
#include <QMessageBox>
#include <QPainter>
#include <QSaveFile>
#include <QSpinBox>
#include <algorithm>
#include <sstream>

namespace clothlab::widgets {

namespace {

QDockWidget* dockOf(QWidget* widget) {
    for (QWidget* w = widget; w; w = w->parentWidget()) {
        if (auto* dock = qobject_cast<QDockWidget*>(w)) {
            return dock;
        }
    }
    return nullptr;
}

PlotPanel* plotOf(QWidget* widget) {
    for (QWidget* w = widget; w; w = w->parentWidget()) {
        if (auto* plot = qobject_cast<PlotPanel*>(w)) {
            return plot;
        }
        if (auto* dock = qobject_cast<QDockWidget*>(w)) {
            // Focus on a dock's own controls (log-scale box, chooser) means its plot.
            return dock->widget() ? dock->widget()->findChild<PlotPanel*>() : nullptr;
        }
    }
    return nullptr;
}

bool writeText(const QString& path, const std::string& text, QString* error) {
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) &&
        file.write(text.data(), static_cast<qint64>(text.size())) ==
            static_cast<qint64>(text.size()) &&
        file.commit()) {
        return true;
    }
    if (error) {
        *error = FigureExporter::tr("Cannot write %1: %2").arg(path, file.errorString());
    }
    return false;
}

} // namespace

FigureExporter::FigureExporter(QMainWindow* window, Document* document, RunController* controller)
    : QObject(window), m_window(window), m_document(document), m_controller(controller) {
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        if (PlotPanel* plot = plotOf(now); plot && plot->window() == m_window) {
            m_current = plot;
        }
    });
    // Docks are created before this object; a dock shown on top makes its plot current.
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>()) {
        connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
            if (visible && dock->widget()) {
                track(dock->widget()->findChild<PlotPanel*>());
            }
        });
    }
    connect(m_controller, &RunController::snapshotReady, this, &FigureExporter::onSnapshot);
}

void FigureExporter::track(PlotPanel* plot) {
    if (plot) {
        m_current = plot;
    }
}

PlotPanel* FigureExporter::currentPlot() const {
    return m_current && m_current->isVisible() ? m_current.data() : nullptr;
}

PlotPanel* FigureExporter::choosePlot() {
    if (PlotPanel* plot = currentPlot()) {
        return plot;
    }
    QStringList names;
    QList<PlotPanel*> plots;
    for (PlotPanel* plot : m_window->findChildren<PlotPanel*>()) {
        const QDockWidget* dock = dockOf(plot);
        names << (dock ? dock->windowTitle() : plot->yLabel());
        plots << plot;
    }
    if (plots.isEmpty()) {
        return nullptr;
    }
    bool ok = false;
    const QString name =
        QInputDialog::getItem(m_window, tr("Export"), tr("Which plot?"), names, 0, false, &ok);
    return ok ? plots.value(static_cast<int>(names.indexOf(name))) : nullptr;
}

void FigureExporter::exportFigure() {
    if (PlotPanel* plot = choosePlot()) {
        exportFigureWithDialog(plot, m_window);
    }
}

void FigureExporter::exportPlotData() {
    if (PlotPanel* plot = choosePlot()) {
        exportPlotDataWithDialog(plot, m_window);
    }
}

void FigureExporter::onSnapshot() {
    // The same samples as the energy plot: a reset (step going back) starts a new history,
    // and a sample not later than the last is skipped.
    const auto snapshot = m_controller->latestSnapshot();
    if (!snapshot || snapshot->frame >= 0) {
        return; // a frame of the timeline shown: the run's history is as it was
    }
    if (snapshot->rewound) { // replayed from a frame: what came after it is gone
        std::erase_if(m_energy,
                      [t = snapshot->time](const core::EnergyRecord& e) { return e.time > t; });
    } else if (snapshot->step < m_lastStep) {
        m_energy.clear();
    }
    m_lastStep = snapshot->step;
    const RunSnapshot& run = snapshot->run();
    if (run.positions.cols() > 0 && (m_energy.empty() || run.energy.time > m_energy.back().time)) {
        m_energy.push_back(run.energy);
    }
}

bool FigureExporter::writeEnergyHistory(const QString& path, QString* error) const {
    const core::Scene& scene = m_document->scene();
    // A scene that cannot be built has no run and no history: the cloth header.
    const bool solids = m_document->system() && m_document->system()->hasOrientations();
    std::ostringstream csv;
    csv << (solids ? core::csv::kEnergyHeaderSolids : core::csv::kEnergyHeader) << '\n';
    for (const core::EnergyRecord& record : m_energy) {
        core::csv::writeEnergyRow(csv, record, solids);
    }
    core::ManifestInput manifest;
    manifest.command = "clothlab: File > Export > Energy History";
    manifest.sceneSource = m_document->filePath().toStdString();
    manifest.scene = &scene;
    manifest.runs = {scene.integrator};
    manifest.extra = {{"energy_csv", QFileInfo(path).fileName().toStdString()}};
    const QFileInfo info(path);
    const QString manifestPath =
        info.dir().filePath(info.completeBaseName() + QStringLiteral(".manifest.json"));
    return writeText(path, csv.str(), error) &&
           writeText(manifestPath, core::runManifest(manifest), error);
}

void FigureExporter::exportEnergyHistory() {
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Energy History"),
                                                      QStringLiteral("energy.csv"),
                                                      FigureExportDialog::tr("CSV files (*.csv)"));
    QString error;
    if (!path.isEmpty() && !writeEnergyHistory(path, &error)) {
        QMessageBox::warning(m_window, tr("Export Energy History"), error);
    }
}

QImage FigureExporter::captureViews(const QSize& size, bool transparent, int view) const {
    Views shown = m_views ? m_views() : Views{};
    if (view >= 0 && view < shown.views.size()) {
        shown.views = {shown.views[view]};
        shown.grid = QSize(1, 1);
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    if (shown.views.isEmpty() || shown.grid.isEmpty()) {
        return image;
    }
    QPainter painter(&image);
    const int columns = shown.grid.width();
    const int rows = shown.grid.height();
    for (int k = 0; k < shown.views.size(); ++k) {
        // Cell edges from rounded fractions, so the cells tile the image exactly.
        const int c = k % columns;
        const int r = k / columns;
        const QRect cell(
            QPoint(c * size.width() / columns, r * size.height() / rows),
            QPoint((c + 1) * size.width() / columns - 1, (r + 1) * size.height() / rows - 1));
        painter.drawImage(cell.topLeft(), shown.views[k]->renderToImage(cell.size(), transparent));
    }
    return image;
}

void FigureExporter::exportViewImage() {
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Export 3D View Image"));
    auto* form = new QFormLayout(&dialog);
    const Views shown = m_views ? m_views() : Views{};
    const QSize window =
        shown.views.isEmpty() ? QSize(1600, 1200) : shown.views.first()->size() * 2;
    auto* width = new QSpinBox(&dialog);
    auto* height = new QSpinBox(&dialog);
    for (QSpinBox* box : {width, height}) {
        box->setRange(16, figures::kMaxCapturePixels);
        box->setSuffix(QStringLiteral(" px"));
    }
    width->setValue(window.width() * shown.grid.width());
    height->setValue(window.height() * shown.grid.height());
    form->addRow(tr("Width:"), width);
    form->addRow(tr("Height:"), height);
    auto* transparent = new QCheckBox(tr("Transparent background"), &dialog);
    form->addRow(QString(), transparent);
    // With several views (the comparison's split view): all of them, or one.
    auto* which = new QComboBox(&dialog);
    which->addItem(tr("The whole split view"), -1);
    for (int k = 0; k < shown.views.size(); ++k) {
        const QString caption = shown.views[k]->caption();
        which->addItem(caption.isEmpty() ? tr("View %1").arg(k + 1)
                                         : tr("View %1: %2").arg(k + 1).arg(caption),
                       k);
    }
    if (shown.views.size() > 1) {
        form->insertRow(0, tr("Capture:"), which);
        connect(which, &QComboBox::currentIndexChanged, &dialog, [=] {
            const QSize cells = which->currentData().toInt() < 0 ? shown.grid : QSize(1, 1);
            width->setValue(std::min(figures::kMaxCapturePixels, window.width() * cells.width()));
            height->setValue(
                std::min(figures::kMaxCapturePixels, window.height() * cells.height()));
        });
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export 3D View Image"), QStringLiteral("view.png"), tr("PNG images (*.png)"));
    if (path.isEmpty()) {
        return;
    }
    const QImage image = captureViews(QSize(width->value(), height->value()),
                                      transparent->isChecked(), which->currentData().toInt());
    if (!image.save(path, "PNG")) {
        QMessageBox::warning(m_window, tr("Export 3D View Image"),
                             tr("Cannot write %1.").arg(path));
    }
}

} // namespace clothlab::widgets
