// The comparison runs of the document as a table (model/view), with each run's live status
// from the comparison controller.
#pragma once

#include "core/scene.h"

#include <QAbstractTableModel>
#include <QColor>

namespace clothlab::widgets {

class ComparisonController;
class Document;

/// A value as the run tables and captions show it: 4 significant digits, the user's locale.
QString shortNumber(double value);

/// Colour of run `index`: its own "#rrggbb", else the index-th of a colour-blind-safe
/// palette (Okabe–Ito).
QColor runColor(const core::RunSpec& run, int index);
/// The run's label, else its integrator's id ("rk4"): short, for legends and captions.
QString runLabel(const core::RunSpec& run);
/// "name = value unit, …" of the parameters that differ from their defaults (translated
/// labels); "defaults" when none.
QString runParameterSummary(const core::RunSpec& run);

/// Rows are the document's runs in order. Columns: label (with the colour swatch),
/// integrator, parameters, dt, substeps, status, energy residual, error, visible, reference,
/// colour. Edits go through the document's undo stack; the reference flag is exclusive.
class RunsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Label,
        Integrator,
        Parameters,
        Dt,
        Substeps,
        Status,
        Residual,
        Error,
        Visible,
        Reference,
        Color,
        ColumnCount
    };
    /// Role of the Integrator column's stable id (EditRole gives and takes it too).
    static constexpr int IdRole = Qt::UserRole + 1;
    /// The number behind the Residual (J) and Error (RMS, m) columns; invalid when none.
    static constexpr int ValueRole = Qt::UserRole + 2;

    RunsModel(Document* document, ComparisonController* controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    /// Structural edits, each one undo step.
    void addRun(const core::RunSpec& run);
    void duplicateRun(int row);
    void removeRun(int row);
    /// Moves a run one place up (−1) or down (+1).
    void moveRun(int row, int delta);
    void setRunParameters(int row, const std::vector<std::pair<std::string, double>>& parameters);

private:
    void onDocumentChanged();
    void onSnapshot();
    void commit(std::vector<core::RunSpec> runs, const QString& text);
    QString statusText(int row) const;

    Document* m_document;
    ComparisonController* m_controller;
    int m_rows = 0;
};

} // namespace clothlab::widgets
