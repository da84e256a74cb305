// The dialog that asks how a plot becomes a figure: format, page size, resolution, font and
// style, and the file. Remembers the last choices.
#pragma once

#include "figures/figure_options.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFontComboBox;
class QLineEdit;
class QSpinBox;

namespace clothlab::widgets {

class PlotPanel;

/// Format (PDF, SVG, PNG), size preset (single column 85 × 53 mm, double column
/// 170 × 105 mm, custom), DPI (PNG only), font family and size, paper style and the file.
/// The last accepted settings come back the next time (QSettings group "figureExport").
class FigureExportDialog : public QDialog {
    Q_OBJECT

public:
    enum Preset { SingleColumn, DoubleColumn, Custom };

    explicit FigureExportDialog(QWidget* parent = nullptr);

    figures::FigureOptions options() const;
    void setOptions(const figures::FigureOptions& options);
    /// The chosen file; its extension always matches the chosen format.
    QString path() const;
    void setPath(const QString& path);
    /// "pdf", "svg" or "png".
    QString format() const;

    void accept() override;

private:
    void onFormatChanged();
    void onPresetChanged();
    void browse();
    void loadSettings();
    void saveSettings() const;

    QComboBox* m_format = nullptr;
    QComboBox* m_preset = nullptr;
    QDoubleSpinBox* m_width = nullptr;
    QDoubleSpinBox* m_height = nullptr;
    QSpinBox* m_dpi = nullptr;
    QFontComboBox* m_font = nullptr;
    QDoubleSpinBox* m_fontSize = nullptr;
    QCheckBox* m_paper = nullptr;
    QLineEdit* m_path = nullptr;
    QString m_lastFamily; ///< the last installed family set or picked
};

/// Asks with FigureExportDialog and writes the figure; tells the user when it fails.
/// False when cancelled or failed.
bool exportFigureWithDialog(const PlotPanel* plot, QWidget* parent);
/// Asks for a CSV file and writes the plot's data (PlotPanel::writeCsv).
bool exportPlotDataWithDialog(const PlotPanel* plot, QWidget* parent);

} // namespace clothlab::widgets
