// The Runs panel: the comparison's runs as an editable table, with the comparison's own
// play / step / reset and sampling settings.
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QTableView;
class QToolButton;

namespace clothlab::widgets {

class RunController;
class Document;
class RunsModel;

class RunsPanel : public QWidget {
    Q_OBJECT

public:
    RunsPanel(Document* document, RunController* controller, QWidget* parent = nullptr);
    /// Play, Step, Reset and the time of the panel's own row; the workbench hides them, as
    /// its toolbar holds the same controls for whichever tab is in front.
    void setRunControlsShown(bool shown);

    RunsModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    /// Selected run, −1 for none.
    int currentRun() const;
    void setCurrentRun(int run);

    /// Adds a run of integrator `id` with the scene's dt (what the Add menu does).
    void addRun(const QString& id);
    /// Opens the parameter editor of the current run.
    void editParameters();

signals:
    void currentRunChanged(int run);

protected:
    void changeEvent(QEvent* event) override;

private:
    void setUpTable();
    void createEditButtons();
    void createRunControls();
    void connectEditButtons();
    void connectRunControls();
    void connectTable();
    void layOut();
    void retranslate();
    void updateButtons();
    void updateTime();
    void chooseColor(int row);

    Document* m_document;
    RunController* m_controller;
    RunsModel* m_model;
    QTableView* m_view;
    QToolButton* m_add;
    QToolButton* m_duplicate;
    QToolButton* m_remove;
    QToolButton* m_up;
    QToolButton* m_down;
    QToolButton* m_parameters;
    QToolButton* m_play;
    QToolButton* m_step;
    QToolButton* m_reset;
    QLabel* m_intervalLabel;
    QDoubleSpinBox* m_interval;
    QCheckBox* m_reference;
    QComboBox* m_tolerance;
    QLabel* m_time;
};

} // namespace clothlab::widgets
