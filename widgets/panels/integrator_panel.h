// Choose the integrator, its time step and its parameters; read its description and update
// equations. Editors are generated from the parameters each integrator declares.
#pragma once

#include "widgets/document/document.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QTextBrowser;

namespace clothlab::widgets {

class IntegratorPanel : public QWidget {
    Q_OBJECT

public:
    explicit IntegratorPanel(Document* document, QWidget* parent = nullptr);

    /// The editor of a declared parameter (by its id), or null; for tests.
    QWidget* parameterEditor(const QString& id) const;
    QComboBox* methodBox() const { return m_method; }
    QDoubleSpinBox* dtBox() const { return m_dt; }
    /// Shows and edits the integrator of the comparison's run `run` (while the Comparison tab
    /// is in front); −1 or a run that does not exist: the scene's own integrator.
    void setRun(int run);
    /// The run shown, −1 for the scene's integrator.
    int run() const;
    /// The line above the editors that names the run shown (hidden for the scene's).
    QLabel* targetLabel() const { return m_target; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuildEditors();
    void showDocument();
    /// The scene's integrator, when the assignment locks it, shown with a lock, not editable.
    void showLocks();
    void commit(bool gesture);
    /// The choice shown: the run's or the scene's.
    const core::IntegratorChoice& shownChoice() const;
    void retranslate();

    Document* m_document;
    QComboBox* m_method = nullptr;
    QDoubleSpinBox* m_dt = nullptr;
    QFormLayout* m_parameters = nullptr;
    QWidget* m_parameterBox = nullptr;
    QTextBrowser* m_description = nullptr;
    QLabel* m_methodLabel = nullptr;
    QLabel* m_dtLabel = nullptr;
    QLabel* m_target = nullptr;
    int m_run = -1;
    std::vector<std::pair<std::string, QDoubleSpinBox*>> m_editors;
    std::string m_editorsFor;
    int m_interaction = 0;
    bool m_updating = false;
};

} // namespace clothlab::widgets
