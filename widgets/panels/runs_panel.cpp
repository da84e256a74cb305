#include "widgets/panels/runs_panel.h"

#include "core/integrators/integrator.h"
#include "text/catalog_text.h"
#include "widgets/document/document.h"
#include "widgets/document/runs_model.h"
#include "widgets/engine/run_controller.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <initializer_list>

namespace clothlab::widgets {

namespace {

/// Editors of the runs table: the integrator as a list of methods, dt and substeps as
/// spin boxes with their units and ranges.
class RunsDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override {
        switch (index.column()) {
        case RunsModel::Integrator: {
            auto* combo = new QComboBox(parent);
            for (const core::IntegratorInfo* info : core::integratorCatalog()) {
                combo->addItem(text::catalog::integratorName(*info),
                               QString::fromStdString(info->id));
            }
            return combo;
        }
        case RunsModel::Dt: {
            auto* spin = new QDoubleSpinBox(parent);
            spin->setDecimals(7);
            spin->setRange(1e-7, 1.0);
            spin->setSingleStep(1e-4);
            spin->setSuffix(QStringLiteral(" s"));
            return spin;
        }
        case RunsModel::Substeps: {
            auto* spin = new QSpinBox(parent);
            spin->setRange(1, 100000);
            return spin;
        }
        case RunsModel::Color:
            return nullptr; // a colour dialog, opened by the panel
        default:
            return QStyledItemDelegate::createEditor(parent, option, index);
        }
    }

    void setEditorData(QWidget* editor, const QModelIndex& index) const override {
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            combo->setCurrentIndex(combo->findData(index.data(RunsModel::IdRole)));
        } else if (auto* spin = qobject_cast<QDoubleSpinBox*>(editor)) {
            spin->setValue(index.data(Qt::EditRole).toDouble());
        } else if (auto* box = qobject_cast<QSpinBox*>(editor)) {
            box->setValue(index.data(Qt::EditRole).toInt());
        } else {
            QStyledItemDelegate::setEditorData(editor, index);
        }
    }

    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override {
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            model->setData(index, combo->currentData(), Qt::EditRole);
        } else if (auto* spin = qobject_cast<QDoubleSpinBox*>(editor)) {
            model->setData(index, spin->value(), Qt::EditRole);
        } else if (auto* box = qobject_cast<QSpinBox*>(editor)) {
            model->setData(index, box->value(), Qt::EditRole);
        } else {
            QStyledItemDelegate::setModelData(editor, model, index);
        }
    }
};

/// Generated editors for the parameters one integrator declares.
class RunParametersDialog : public QDialog {
public:
    RunParametersDialog(const core::RunSpec& run, QWidget* parent) : QDialog(parent) {
        const core::IntegratorInfo* info = core::findIntegrator(run.integrator.id);
        setWindowTitle(RunsPanel::tr("Parameters of %1").arg(runLabel(run)));
        auto* form = new QFormLayout;
        if (info) {
            for (const core::ParameterSpec& spec : info->parameters) {
                auto* editor = new QDoubleSpinBox(this);
                editor->setObjectName(QString::fromStdString(spec.id));
                editor->setDecimals(spec.integer ? 0 : 6);
                editor->setRange(spec.minimum, spec.maximum);
                if (!spec.unit.empty()) {
                    editor->setSuffix(QStringLiteral(" ") + QString::fromStdString(spec.unit));
                }
                double value = spec.defaultValue;
                for (const auto& [id, v] : run.integrator.parameters) {
                    if (id == spec.id) {
                        value = v;
                    }
                }
                editor->setValue(value);
                editor->setToolTip(text::catalog::parameterDescription(*info, spec));
                form->addRow(text::catalog::parameterLabel(*info, spec), editor);
                m_editors.emplace_back(spec, editor);
            }
        }
        if (m_editors.empty()) {
            form->addRow(new QLabel(RunsPanel::tr("This integrator has no parameters."), this));
        }
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
        connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
        connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
        auto* layout = new QVBoxLayout(this);
        layout->addLayout(form);
        layout->addWidget(buttons);
    }

    /// Values that differ from the defaults.
    std::vector<std::pair<std::string, double>> parameters() const {
        std::vector<std::pair<std::string, double>> out;
        for (const auto& [spec, editor] : m_editors) {
            if (editor->value() != spec.defaultValue) {
                out.emplace_back(spec.id, editor->value());
            }
        }
        return out;
    }

private:
    std::vector<std::pair<core::ParameterSpec, QDoubleSpinBox*>> m_editors;
};

QToolButton* toolButton(QWidget* parent, const char* objectName) {
    auto* button = new QToolButton(parent);
    button->setObjectName(QString::fromLatin1(objectName));
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setAutoRaise(true);
    return button;
}

} // namespace

RunsPanel::RunsPanel(Document* document, RunController* controller, QWidget* parent)
    : QWidget(parent), m_document(document), m_controller(controller),
      m_model(new RunsModel(document, controller, this)), m_view(new QTableView(this)) {
    setUpTable();
    createEditButtons();
    createRunControls();
    connectEditButtons();
    connectRunControls();
    connectTable();
    layOut();
    retranslate();
    updateButtons();
    updateTime();
}

void RunsPanel::setUpTable() {
    m_view->setObjectName(QStringLiteral("runsTable"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(new RunsDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::SelectedClicked);
    m_view->verticalHeader()->setVisible(false);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void RunsPanel::createEditButtons() {
    m_add = toolButton(this, "addRun");
    m_add->setPopupMode(QToolButton::InstantPopup);
    auto* addMenu = new QMenu(m_add);
    m_add->setMenu(addMenu);
    connect(addMenu, &QMenu::aboutToShow, this, [this, addMenu] {
        addMenu->clear();
        for (const core::IntegratorInfo* info : core::integratorCatalog()) {
            const QString id = QString::fromStdString(info->id);
            addMenu->addAction(text::catalog::integratorName(*info), this,
                               [this, id] { addRun(id); });
        }
    });
    m_duplicate = toolButton(this, "duplicateRun");
    m_remove = toolButton(this, "removeRun");
    m_up = toolButton(this, "moveRunUp");
    m_down = toolButton(this, "moveRunDown");
    m_parameters = toolButton(this, "runParameters");
}

void RunsPanel::createRunControls() {
    m_play = toolButton(this, "playRuns");
    m_play->setCheckable(true);
    m_step = toolButton(this, "stepRuns");
    m_reset = toolButton(this, "resetRuns");
    m_intervalLabel = new QLabel(this);
    m_interval = new QDoubleSpinBox(this);
    m_interval->setObjectName(QStringLiteral("sampleInterval"));
    m_interval->setDecimals(4);
    m_interval->setRange(1e-4, 10.0);
    m_interval->setSingleStep(1.0 / 120.0);
    m_interval->setSuffix(QStringLiteral(" s"));
    m_interval->setValue(m_controller->sampleInterval());
    m_interval->setKeyboardTracking(false);
    m_reference = new QCheckBox(this);
    m_reference->setObjectName(QStringLiteral("internalReference"));
    m_reference->setChecked(m_controller->internalReference());
    m_tolerance = new QComboBox(this);
    m_tolerance->setObjectName(QStringLiteral("referenceTolerance"));
    for (double tolerance : {1e-6, 1e-7, 1e-8, 1e-9, 1e-10, 1e-11, 1e-12}) {
        m_tolerance->addItem(QString::number(tolerance, 'g', 1), tolerance);
    }
    m_tolerance->setCurrentIndex(m_tolerance->findData(m_controller->referenceTolerance()));
    m_time = new QLabel(this);
    m_time->setObjectName(QStringLiteral("comparisonTime"));
}

void RunsPanel::connectEditButtons() {
    connect(m_duplicate, &QToolButton::clicked, this,
            [this] { m_model->duplicateRun(currentRun()); });
    connect(m_remove, &QToolButton::clicked, this, [this] { m_model->removeRun(currentRun()); });
    connect(m_up, &QToolButton::clicked, this, [this] {
        const int row = currentRun();
        m_model->moveRun(row, -1);
        setCurrentRun(row - 1);
    });
    connect(m_down, &QToolButton::clicked, this, [this] {
        const int row = currentRun();
        m_model->moveRun(row, +1);
        setCurrentRun(row + 1);
    });
    connect(m_parameters, &QToolButton::clicked, this, &RunsPanel::editParameters);
}

void RunsPanel::connectRunControls() {
    connect(m_play, &QToolButton::clicked, this, [this](bool on) {
        if (on) {
            m_controller->play();
        } else {
            m_controller->pause();
        }
    });
    connect(m_step, &QToolButton::clicked, m_controller, &RunController::stepOnce);
    connect(m_reset, &QToolButton::clicked, m_controller, &RunController::reset);
    connect(m_controller, &RunController::playingChanged, this, [this](bool playing) {
        m_play->setChecked(playing);
        retranslate();
    });
    connect(m_controller, &RunController::snapshotReady, this, &RunsPanel::updateTime);
    connect(m_interval, &QDoubleSpinBox::valueChanged, m_controller,
            &RunController::setSampleInterval);
    connect(m_reference, &QCheckBox::toggled, m_controller, &RunController::setInternalReference);
    connect(m_reference, &QCheckBox::toggled, m_tolerance, &QWidget::setEnabled);
    connect(m_tolerance, &QComboBox::currentIndexChanged, this,
            [this] { m_controller->setReferenceTolerance(m_tolerance->currentData().toDouble()); });
}

void RunsPanel::connectTable() {
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (index.column() == RunsModel::Color) {
            chooseColor(index.row());
        } else if (index.column() == RunsModel::Parameters) {
            editParameters();
        }
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                updateButtons();
                emit currentRunChanged(current.isValid() ? current.row() : -1);
            });
    connect(m_model, &QAbstractItemModel::modelReset, this, &RunsPanel::updateButtons);
}

void RunsPanel::layOut() {
    auto* edit = new QHBoxLayout;
    for (QToolButton* b : {m_add, m_duplicate, m_remove, m_up, m_down, m_parameters}) {
        edit->addWidget(b);
    }
    edit->addStretch();
    auto* run = new QHBoxLayout;
    for (QToolButton* b : {m_play, m_step, m_reset}) {
        run->addWidget(b);
    }
    run->addStretch();
    run->addWidget(m_time);
    // The sampling and reference settings get a row of their own, so that the dock fits
    // beside the side columns on a 1280 px screen.
    auto* settings = new QHBoxLayout;
    settings->addWidget(m_intervalLabel);
    settings->addWidget(m_interval);
    settings->addSpacing(12);
    settings->addWidget(m_reference);
    settings->addWidget(m_tolerance);
    settings->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(edit);
    layout->addWidget(m_view, 1);
    layout->addLayout(run);
    layout->addLayout(settings);
}

int RunsPanel::currentRun() const {
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void RunsPanel::setCurrentRun(int run) {
    if (run >= 0 && run < m_model->rowCount()) {
        m_view->setCurrentIndex(m_model->index(run, RunsModel::Label));
    }
}

void RunsPanel::addRun(const QString& id) {
    core::RunSpec run;
    run.integrator.id = id.toStdString();
    run.integrator.dt = m_document->scene().integrator.dt;
    m_model->addRun(run);
    setCurrentRun(m_model->rowCount() - 1);
}

void RunsPanel::editParameters() {
    const int row = currentRun();
    if (row < 0 || row >= static_cast<int>(m_document->scene().runs.size())) {
        return;
    }
    RunParametersDialog dialog(m_document->scene().runs[static_cast<std::size_t>(row)], this);
    if (dialog.exec() == QDialog::Accepted) {
        m_model->setRunParameters(row, dialog.parameters());
    }
}

void RunsPanel::chooseColor(int row) {
    const QColor current = m_model->index(row, RunsModel::Color).data(Qt::EditRole).value<QColor>();
    const QColor color = QColorDialog::getColor(current, this, tr("Run colour"));
    if (color.isValid()) {
        m_model->setData(m_model->index(row, RunsModel::Color), color, Qt::EditRole);
    }
}

void RunsPanel::updateButtons() {
    const int row = currentRun();
    const int rows = m_model->rowCount();
    m_duplicate->setEnabled(row >= 0);
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < rows);
    m_parameters->setEnabled(row >= 0);
    m_play->setEnabled(rows > 0);
    m_step->setEnabled(rows > 0);
}

void RunsPanel::updateTime() {
    const auto snapshot = m_controller->latestSnapshot();
    const double t = snapshot ? snapshot->time : 0.0;
    m_time->setText(tr("t = %1 s").arg(QLocale().toString(t, 'f', 3)));
    if (snapshot && snapshot->simulatedPerSecond > 0.0 && m_controller->isPlaying()) {
        m_time->setToolTip(tr("%1 simulated seconds per second")
                               .arg(QLocale().toString(snapshot->simulatedPerSecond, 'g', 3)));
    }
}

void RunsPanel::setRunControlsShown(bool shown) {
    for (QWidget* control : std::initializer_list<QWidget*>{m_play, m_step, m_reset, m_time}) {
        control->setVisible(shown);
    }
}

void RunsPanel::retranslate() {
    m_add->setText(tr("Add Run"));
    m_add->setToolTip(tr("Add a run of the chosen integrator, with the scene's time step"));
    m_duplicate->setText(tr("Duplicate"));
    m_remove->setText(tr("Remove"));
    m_up->setText(tr("Up"));
    m_up->setToolTip(tr("Move the run up"));
    m_down->setText(tr("Down"));
    m_down->setToolTip(tr("Move the run down"));
    m_parameters->setText(tr("Parameters…"));
    m_play->setText(m_controller->isPlaying() ? tr("Pause") : tr("Play"));
    m_play->setToolTip(tr("Run every integrator in lockstep from the same initial state"));
    m_step->setText(tr("Step"));
    m_step->setToolTip(tr("Advance every run by one sample interval"));
    m_reset->setText(tr("Reset"));
    m_reset->setToolTip(tr("Back to t = 0 for every run"));
    m_intervalLabel->setText(tr("Sample every"));
    m_interval->setToolTip(tr("Runs are compared at multiples of this interval; a run whose dt "
                              "does not divide it is interpolated between its steps"));
    m_reference->setText(tr("dop853 reference, tolerance"));
    m_reference->setToolTip(tr("When no run is marked as reference, compute a dop853 run at "
                               "this tolerance alongside and measure errors against it"));
    m_tolerance->setToolTip(tr("Tolerance of the dop853 reference: tighter is more accurate and "
                               "slower"));
    updateTime();
}

void RunsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

} // namespace clothlab::widgets
