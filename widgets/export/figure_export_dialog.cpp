#include "widgets/export/figure_export_dialog.h"

#include "widgets/plots/plot_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

namespace clothlab::widgets {

namespace {

const QString kGroup = QStringLiteral("figureExport");
const QStringList kFormats = {QStringLiteral("pdf"), QStringLiteral("svg"), QStringLiteral("png")};

QDoubleSpinBox* millimetreBox(QWidget* parent) {
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(10.0, 1000.0);
    box->setDecimals(1);
    box->setSuffix(QStringLiteral(" mm"));
    return box;
}

} // namespace

FigureExportDialog::FigureExportDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Export Figure"));
    auto* form = new QFormLayout;
    m_format = new QComboBox(this);
    m_format->addItem(tr("PDF (vector)"), kFormats[0]);
    m_format->addItem(tr("SVG (vector)"), kFormats[1]);
    m_format->addItem(tr("PNG (raster)"), kFormats[2]);
    form->addRow(tr("Format:"), m_format);

    m_preset = new QComboBox(this);
    m_preset->addItem(tr("Single column (85 × 53 mm)"));
    m_preset->addItem(tr("Double column (170 × 105 mm)"));
    m_preset->addItem(tr("Custom size"));
    form->addRow(tr("Size:"), m_preset);
    m_width = millimetreBox(this);
    m_height = millimetreBox(this);
    auto* size = new QHBoxLayout;
    size->addWidget(m_width);
    size->addWidget(new QLabel(QStringLiteral("×"), this));
    size->addWidget(m_height);
    form->addRow(tr("Width × height:"), size);

    m_dpi = new QSpinBox(this);
    m_dpi->setRange(72, 1200);
    m_dpi->setSuffix(QStringLiteral(" dpi"));
    form->addRow(tr("Resolution:"), m_dpi);

    m_font = new QFontComboBox(this);
    m_fontSize = new QDoubleSpinBox(this);
    m_fontSize->setRange(4.0, 36.0);
    m_fontSize->setDecimals(1);
    m_fontSize->setSuffix(QStringLiteral(" pt"));
    form->addRow(tr("Font:"), m_font);
    form->addRow(tr("Font size:"), m_fontSize);
    m_paper = new QCheckBox(tr("Paper style (white, colour-blind-safe colours, line styles "
                               "and markers that survive grayscale printing)"),
                            this);
    form->addRow(QString(), m_paper);

    m_path = new QLineEdit(this);
    auto* browse = new QPushButton(tr("Browse…"), this);
    auto* file = new QHBoxLayout;
    file->addWidget(m_path, 1);
    file->addWidget(browse);
    form->addRow(tr("File:"), file);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(m_format, &QComboBox::currentIndexChanged, this, &FigureExportDialog::onFormatChanged);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &FigureExportDialog::onPresetChanged);
    connect(m_font, &QFontComboBox::currentFontChanged, this, [this](const QFont& font) {
        const QString family = figures::installedFontFamily(font.family());
        if (!family.isEmpty()) {
            m_lastFamily = family;
        }
    });
    connect(browse, &QPushButton::clicked, this, &FigureExportDialog::browse);
    connect(buttons, &QDialogButtonBox::accepted, this, &FigureExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    loadSettings();
}

figures::FigureOptions FigureExportDialog::options() const {
    figures::FigureOptions options;
    options.widthMm = m_width->value();
    options.heightMm = m_height->value();
    options.dpi = m_dpi->value();
    // The box's text is what the user sees: a typed name counts once it names an installed
    // family (spelled as installed); anything else keeps the last family picked from the list.
    const QString typed = figures::installedFontFamily(m_font->currentText());
    options.fontFamily = typed.isEmpty() ? m_lastFamily : typed;
    options.fontPointSize = m_fontSize->value();
    options.paperStyle = m_paper->isChecked();
    return options;
}

void FigureExportDialog::setOptions(const figures::FigureOptions& options) {
    const auto near = [](double a, double b) { return std::abs(a - b) < 0.05; };
    const bool single = near(options.widthMm, figures::kSingleColumnWidthMm) &&
                        near(options.heightMm, figures::kSingleColumnHeightMm);
    const bool twoColumns = near(options.widthMm, figures::kDoubleColumnWidthMm) &&
                            near(options.heightMm, figures::kDoubleColumnHeightMm);
    m_width->setValue(options.widthMm);
    m_height->setValue(options.heightMm);
    m_preset->setCurrentIndex(single ? SingleColumn : twoColumns ? DoubleColumn : Custom);
    onPresetChanged();
    m_dpi->setValue(options.dpi);
    const QString family = figures::installedFontFamily(options.fontFamily);
    m_lastFamily = family.isEmpty() ? figures::defaultFigureFontFamily() : family;
    m_font->setCurrentFont(QFont(m_lastFamily));
    m_fontSize->setValue(options.fontPointSize);
    m_paper->setChecked(options.paperStyle);
}

QString FigureExportDialog::format() const {
    return m_format->currentData().toString();
}

QString FigureExportDialog::path() const {
    const QString text = m_path->text().trimmed();
    if (text.isEmpty()) {
        return {};
    }
    const QFileInfo info(text);
    if (info.suffix().toLower() == format()) {
        return text;
    }
    const QString base = kFormats.contains(info.suffix().toLower())
                             ? text.left(text.size() - info.suffix().size() - 1)
                             : text;
    return base + QLatin1Char('.') + format();
}

void FigureExportDialog::setPath(const QString& path) {
    m_path->setText(QDir::toNativeSeparators(path));
    const int index = kFormats.indexOf(QFileInfo(path).suffix().toLower());
    if (index >= 0) {
        m_format->setCurrentIndex(index);
    }
}

void FigureExportDialog::onFormatChanged() {
    m_dpi->setEnabled(format() == QLatin1String("png"));
    if (!m_path->text().isEmpty()) {
        m_path->setText(path());
    }
}

void FigureExportDialog::onPresetChanged() {
    const int preset = m_preset->currentIndex();
    if (preset == SingleColumn) {
        m_width->setValue(figures::kSingleColumnWidthMm);
        m_height->setValue(figures::kSingleColumnHeightMm);
    } else if (preset == DoubleColumn) {
        m_width->setValue(figures::kDoubleColumnWidthMm);
        m_height->setValue(figures::kDoubleColumnHeightMm);
    }
    m_width->setEnabled(preset == Custom);
    m_height->setEnabled(preset == Custom);
}

void FigureExportDialog::browse() {
    const QString filters[] = {tr("PDF files (*.pdf)"), tr("SVG files (*.svg)"),
                               tr("PNG images (*.png)")};
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export Figure"), path(),
                                                        filters[m_format->currentIndex()]);
    if (!chosen.isEmpty()) {
        m_path->setText(chosen);
        m_path->setText(path());
    }
}

void FigureExportDialog::accept() {
    if (path().isEmpty()) {
        browse();
        if (path().isEmpty()) {
            return;
        }
    }
    saveSettings();
    QDialog::accept();
}

void FigureExportDialog::loadSettings() {
    QSettings settings;
    settings.beginGroup(kGroup);
    const figures::FigureOptions defaults;
    figures::FigureOptions options;
    options.widthMm = settings.value(QStringLiteral("width"), defaults.widthMm).toDouble();
    options.heightMm = settings.value(QStringLiteral("height"), defaults.heightMm).toDouble();
    options.dpi = settings.value(QStringLiteral("dpi"), defaults.dpi).toInt();
    options.fontFamily = settings.value(QStringLiteral("font")).toString();
    options.fontPointSize =
        settings.value(QStringLiteral("fontSize"), defaults.fontPointSize).toDouble();
    options.paperStyle = settings.value(QStringLiteral("paper"), defaults.paperStyle).toBool();
    const int format = kFormats.indexOf(settings.value(QStringLiteral("format")).toString());
    m_format->setCurrentIndex(std::max(0, format));
    setOptions(options);
    onFormatChanged();
    const QString folder = settings.value(QStringLiteral("folder")).toString();
    if (!folder.isEmpty()) {
        m_path->setText(QDir(folder).filePath(QStringLiteral("figure.") + this->format()));
    }
}

void FigureExportDialog::saveSettings() const {
    QSettings settings;
    settings.beginGroup(kGroup);
    const figures::FigureOptions chosen = options();
    settings.setValue(QStringLiteral("format"), format());
    settings.setValue(QStringLiteral("width"), chosen.widthMm);
    settings.setValue(QStringLiteral("height"), chosen.heightMm);
    settings.setValue(QStringLiteral("dpi"), chosen.dpi);
    settings.setValue(QStringLiteral("font"), chosen.fontFamily);
    settings.setValue(QStringLiteral("fontSize"), chosen.fontPointSize);
    settings.setValue(QStringLiteral("paper"), chosen.paperStyle);
    settings.setValue(QStringLiteral("folder"), QFileInfo(path()).absolutePath());
}

bool exportFigureWithDialog(const PlotPanel* plot, QWidget* parent) {
    FigureExportDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted) {
        return false;
    }
    QString error;
    if (!plot->exportFigure(dialog.options(), dialog.path(), &error)) {
        QMessageBox::warning(parent, FigureExportDialog::tr("Export Figure"), error);
        return false;
    }
    return true;
}

bool exportPlotDataWithDialog(const PlotPanel* plot, QWidget* parent) {
    const QString path =
        QFileDialog::getSaveFileName(parent, FigureExportDialog::tr("Export Data (CSV)"), QString(),
                                     FigureExportDialog::tr("CSV files (*.csv)"));
    if (path.isEmpty()) {
        return false;
    }
    QString error;
    if (!plot->exportData(path, &error)) {
        QMessageBox::warning(parent, FigureExportDialog::tr("Export Data (CSV)"), error);
        return false;
    }
    return true;
}

} // namespace clothlab::widgets
