// The comparison runs of the document as a table (model/view), with each run's live status
// from the comparison controller.
#pragma once

#include "core/scene/scene.h"
#include "text/run_text.h"

#include <QAbstractTableModel>
#include <QColor>

namespace clothlab::widgets {

class RunController;
class Document;

using text::runLabel;
using text::runParameterSummary;
using text::shortNumber;

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

    RunsModel(Document* document, RunController* controller, QObject* parent = nullptr);

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
    /// data() of the columns the run's settings fill (label … reference).
    QVariant settingData(int row, int column, int role) const;
    /// data() of the columns the run's latest snapshot fills (status, residual, error).
    QVariant resultData(int row, int column, int role) const;
    /// Applies setData() to one of `run`'s own columns (all but the reference, which changes
    /// the other runs too); returns the undo text, or empty when the value is refused.
    QString editRun(core::RunSpec& run, int column, const QVariant& value, int role) const;

    Document* m_document;
    RunController* m_controller;
    int m_rows = 0;
};

} // namespace clothlab::widgets
