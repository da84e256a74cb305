// The form of one task in the assignment editor: id, kind, title, text and points, the
// settings of the kind (integrators with dt and parameters, duration, dts, reference, bisection,
// scales, spring kind), the expected value (computed, or a value with a tolerance, absolute or
// relative) and a numeric answer's unit. Rows that do not belong to the kind are hidden.
// Checking is the core's: the editor validates the whole assignment with the file reader.
#pragma once

#include "core/coursework/assignment.h"

#include <QWidget>
#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;

namespace clothlab::widgets {

class LocalizedTextEdit;

class TaskForm : public QWidget {
    Q_OBJECT

public:
    explicit TaskForm(QWidget* parent = nullptr);

    void setTask(const core::coursework::Task& task);
    /// The task as the form shows it; nothing with the reason in `error` when a list of numbers
    /// (dts, scales) holds something that is not a number.
    std::optional<core::coursework::Task> task(QString* error) const;

    /// Shows the texts in `language` ("en", "ja", "zh_CN", "zh_TW") for editing.
    void setTextLanguage(const QString& language);

signals:
    /// The id, the kind or the title changed (the task list shows them).
    void summaryChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildRows();
    void buildSettingsRows();
    void buildExpectedRows();
    void showRowsOfKind();
    core::coursework::TaskKind kind() const;
    void readSettings(core::coursework::Task& task, QString* error, bool* ok) const;
    bool readParameters(core::IntegratorChoice& choice, QString* error) const;
    void readExpected(core::coursework::Task& task) const;
    void showSettings(const core::coursework::TaskSettings& settings);
    void showExpected(const core::coursework::Task& task);
    void retranslate();

    QFormLayout* m_form = nullptr;
    QLineEdit* m_id = nullptr;
    QComboBox* m_kind = nullptr;
    LocalizedTextEdit* m_title = nullptr;
    LocalizedTextEdit* m_text = nullptr;
    QDoubleSpinBox* m_points = nullptr;
    QComboBox* m_integrator = nullptr;
    QLineEdit* m_parameters = nullptr; ///< the one integrator's NAME=VALUE, …
    QListWidget* m_integrators = nullptr;
    QDoubleSpinBox* m_dt = nullptr;
    QDoubleSpinBox* m_duration = nullptr;
    QLineEdit* m_dts = nullptr;
    QComboBox* m_reference = nullptr;
    QDoubleSpinBox* m_bisection = nullptr;
    QLineEdit* m_scales = nullptr;
    QComboBox* m_springKind = nullptr;
    QComboBox* m_quantity = nullptr; ///< Measure: what is measured at the end of the run
    QComboBox* m_expectedMode = nullptr;
    QLineEdit* m_expectedValue = nullptr;
    QComboBox* m_outcome = nullptr;
    QDoubleSpinBox* m_tolerance = nullptr;
    QCheckBox* m_relative = nullptr;
    QLineEdit* m_unit = nullptr;
};

} // namespace clothlab::widgets
