#include "widgets/coursework/assignment_editor.h"

#include "core/coursework/assignment_io.h"
#include "core/integrators/integrator.h"
#include "core/scene/scene_io.h"
#include "text/catalog_text.h"
#include "text/core_messages.h"
#include "widgets/coursework/localized_text_edit.h"
#include "widgets/coursework/task_form.h"
#include "widgets/coursework/tasks_panel.h"
#include "widgets/document/integrator_list.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <nlohmann/json.hpp>

namespace clothlab::widgets {

namespace cw = core::coursework;
using nlohmann::json;

namespace {

/// Arrays longer than this are locked whole (a custom body's thousand particles are not listed).
constexpr std::size_t kLongestListedArray = 16;
constexpr int kPathRole = Qt::UserRole;

/// The value of a key, shortened for the tree's second column.
QString shortValue(const json& value) {
    if (value.is_object()) {
        return {};
    }
    QString text = QString::fromStdString(value.dump());
    if (text.size() > 60) {
        text = text.left(57) + QStringLiteral("…");
    }
    return text;
}

/// Adds the keys under `value` (its JSON path `path`) as checkable children of `parent`.
void addKeys(QTreeWidgetItem* parent, const json& value, const std::string& path) {
    const auto add = [parent](const QString& label, const std::string& childPath,
                              const json& child) {
        auto* item = new QTreeWidgetItem(parent, {label, shortValue(child)});
        item->setData(0, kPathRole, QString::fromStdString(childPath));
        item->setToolTip(0, QString::fromStdString(childPath));
        item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        item->setCheckState(0, Qt::Unchecked);
        addKeys(item, child, childPath);
        if (item->childCount() > 0) {
            item->setFlags(item->flags() | Qt::ItemIsAutoTristate);
        }
    };
    if (value.is_object()) {
        for (const auto& entry : value.items()) {
            add(QString::fromStdString(entry.key()),
                path.empty() ? entry.key() : path + "." + entry.key(), entry.value());
        }
    } else if (value.is_array() && value.size() <= kLongestListedArray &&
               std::any_of(value.begin(), value.end(),
                           [](const json& v) { return v.is_structured(); })) {
        for (std::size_t k = 0; k < value.size(); ++k) {
            add(QStringLiteral("[%1]").arg(k), path + "[" + std::to_string(k) + "]", value[k]);
        }
    }
}

/// The locked paths under `item`: a checked key locks itself whole, a partly checked one the
/// keys checked inside it.
void collectLocked(const QTreeWidgetItem* item, std::vector<std::string>& paths) {
    for (int k = 0; k < item->childCount(); ++k) {
        const QTreeWidgetItem* child = item->child(k);
        if (child->checkState(0) == Qt::Checked) {
            paths.push_back(child->data(0, kPathRole).toString().toStdString());
        } else if (child->checkState(0) == Qt::PartiallyChecked) {
            collectLocked(child, paths);
        }
    }
}

/// A task id not yet used: "task-N".
std::string freshId(const std::vector<cw::Task>& tasks) {
    for (std::size_t n = tasks.size() + 1;; ++n) {
        const std::string id = "task-" + std::to_string(n);
        if (std::none_of(tasks.begin(), tasks.end(),
                         [&id](const cw::Task& t) { return t.id == id; })) {
            return id;
        }
    }
}

} // namespace

AssignmentEditor::AssignmentEditor(const core::Scene& scene, const std::string& presetId,
                                   QWidget* parent)
    : QDialog(parent), m_scene(scene), m_presetId(presetId) {
    setObjectName(QStringLiteral("assignmentEditor"));
    m_scene.runs.clear();
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("assignmentTabs"));
    m_tabs->addTab(buildTextsPage(), QString());
    m_tabs->addTab(buildKeysPage(), QString());
    m_tabs->addTab(buildTasksPage(), QString());
    auto* buttons = new QDialogButtonBox(this);
    m_save = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_save->setObjectName(QStringLiteral("saveAssignmentButton"));
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    connect(m_save, &QPushButton::clicked, this, &AssignmentEditor::saveAs);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    fillKeys();
    retranslate();
    resize(880, 640);
}

AssignmentEditor::~AssignmentEditor() = default;

QWidget* AssignmentEditor::buildTextsPage() {
    auto* page = new QWidget(this);
    m_title = new LocalizedTextEdit(false, page);
    m_title->setObjectName(QStringLiteral("assignmentTitleEdit"));
    m_instructions = new LocalizedTextEdit(true, page);
    m_instructions->setObjectName(QStringLiteral("assignmentInstructionsEdit"));
    m_integrators = new QListWidget(page);
    m_integrators->setObjectName(QStringLiteral("allowedIntegrators"));
    fillIntegratorList(m_integrators, Qt::UserRole);
    // Off by default, as in the shipped labs: no answer is handed out.
    m_mayRun = new QCheckBox(page);
    m_mayRun->setObjectName(QStringLiteral("studentsMayRunTasks"));
    m_fillAnswers = new QCheckBox(page);
    m_fillAnswers->setObjectName(QStringLiteral("fillAnswers"));
    m_fillAnswers->setEnabled(false);
    connect(m_mayRun, &QCheckBox::toggled, m_fillAnswers, [this](bool on) {
        m_fillAnswers->setEnabled(on);
        if (!on) {
            m_fillAnswers->setChecked(false);
        }
    });
    auto* automation = new QVBoxLayout;
    automation->addWidget(m_mayRun);
    automation->addWidget(m_fillAnswers);
    auto* form = new QFormLayout(page);
    form->addRow(new QLabel(page), m_title);
    form->addRow(new QLabel(page), m_instructions);
    form->addRow(new QLabel(page), m_integrators);
    form->addRow(automation);
    return page;
}

QWidget* AssignmentEditor::buildKeysPage() {
    auto* page = new QWidget(this);
    m_keys = new QTreeWidget(page);
    m_keys->setObjectName(QStringLiteral("sceneKeysTree"));
    m_keys->setColumnCount(2);
    m_keys->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    auto* hint = new QLabel(page);
    hint->setObjectName(QStringLiteral("keysHint"));
    hint->setWordWrap(true);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(hint);
    layout->addWidget(m_keys, 1);
    return page;
}

QWidget* AssignmentEditor::buildTasksPage() {
    auto* page = new QSplitter(Qt::Horizontal, this);
    auto* left = new QWidget(page);
    m_taskList = new QListWidget(left);
    m_taskList->setObjectName(QStringLiteral("taskList"));
    m_add = new QPushButton(left);
    m_add->setObjectName(QStringLiteral("addTaskButton"));
    auto* kinds = new QMenu(m_add);
    kinds->setObjectName(QStringLiteral("addTaskMenu"));
    for (const cw::TaskKind kind : cw::kAllTaskKinds) {
        QAction* action = kinds->addAction(QString());
        action->setObjectName(QStringLiteral("addTask-") +
                              QString::fromLatin1(cw::taskKindId(kind).data()));
        action->setData(static_cast<int>(kind));
        connect(action, &QAction::triggered, this, [this, kind] { addTask(kind); });
    }
    m_add->setMenu(kinds);
    m_remove = new QPushButton(left);
    m_remove->setObjectName(QStringLiteral("removeTaskButton"));
    m_up = new QPushButton(left);
    m_up->setObjectName(QStringLiteral("moveTaskUpButton"));
    m_down = new QPushButton(left);
    m_down->setObjectName(QStringLiteral("moveTaskDownButton"));
    auto* buttons = new QGridLayout;
    buttons->addWidget(m_add, 0, 0);
    buttons->addWidget(m_remove, 0, 1);
    buttons->addWidget(m_up, 1, 0);
    buttons->addWidget(m_down, 1, 1);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_taskList, 1);
    leftLayout->addLayout(buttons);
    auto* scroll = new QScrollArea(page);
    scroll->setWidgetResizable(true);
    m_form = new TaskForm(scroll);
    scroll->setWidget(m_form);
    page->setStretchFactor(1, 1);
    connect(m_taskList, &QListWidget::currentRowChanged, this, &AssignmentEditor::showTask);
    connect(m_remove, &QPushButton::clicked, this, &AssignmentEditor::removeTask);
    connect(m_up, &QPushButton::clicked, this, [this] { moveTask(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveTask(1); });
    connect(m_form, &TaskForm::summaryChanged, this, [this] {
        commitForm();
        refreshTaskRow(m_shown);
    });
    showTask(-1);
    return page;
}

void AssignmentEditor::fillKeys() {
    m_keys->clear();
    const json scene = json::parse(core::serializeScene(m_scene));
    auto* root = new QTreeWidgetItem; // invisible: its children are the top-level keys
    addKeys(root, scene, std::string());
    const QList<QTreeWidgetItem*> top = root->takeChildren();
    delete root;
    for (QTreeWidgetItem* item : top) {
        const QString key = item->data(0, kPathRole).toString();
        // The file header and the name are not scene values a student edits.
        if (key == QStringLiteral("format") || key == QStringLiteral("version")) {
            delete item;
            continue;
        }
        m_keys->addTopLevelItem(item);
    }
}

std::vector<std::string> AssignmentEditor::lockedPaths() const {
    std::vector<std::string> paths;
    collectLocked(m_keys->invisibleRootItem(), paths);
    return paths;
}

std::vector<std::string> AssignmentEditor::allowedIntegrators() const {
    std::vector<std::string> ids;
    for (const QString& id : checkedIntegratorIds(m_integrators, Qt::UserRole)) {
        ids.push_back(id.toStdString());
    }
    return ids;
}

void AssignmentEditor::addTask(cw::TaskKind kind) {
    commitForm();
    cw::Task task;
    task.id = freshId(m_tasks);
    task.kind = kind;
    if (cw::isComputed(kind)) {
        task.settings.integrators.push_back(m_scene.integrator);
        if (kind == cw::TaskKind::ErrorComparison) {
            task.settings.integrators.push_back({"rk4", m_scene.integrator.dt, {}});
        }
        task.settings.integrators.front().parameters.clear();
        task.settings.duration = 1.0;
        task.expected.computed = true;
    }
    task.expected.tolerance = kind == cw::TaskKind::ConvergenceOrder ? 0.3 : 0.0;
    m_tasks.push_back(task);
    m_taskList->addItem(QString());
    refreshTaskRow(static_cast<int>(m_tasks.size()) - 1);
    m_shown = -1; // the new row's form is not yet shown: nothing to commit
    selectTask(static_cast<int>(m_tasks.size()) - 1);
}

int AssignmentEditor::currentTask() const {
    return m_taskList->currentRow();
}

void AssignmentEditor::selectTask(int row) {
    m_taskList->setCurrentRow(row);
}

void AssignmentEditor::commitForm() {
    if (m_shown < 0 || m_shown >= static_cast<int>(m_tasks.size())) {
        return;
    }
    QString ignored; // a list that does not read keeps its last value until the check
    if (const auto task = m_form->task(&ignored)) {
        m_tasks[static_cast<std::size_t>(m_shown)] = *task;
    }
}

void AssignmentEditor::showTask(int row) {
    if (row != m_shown) {
        commitForm();
    }
    m_shown = row;
    const bool valid = row >= 0 && row < static_cast<int>(m_tasks.size());
    m_form->setEnabled(valid);
    m_remove->setEnabled(valid);
    m_up->setEnabled(valid && row > 0);
    m_down->setEnabled(valid && row + 1 < static_cast<int>(m_tasks.size()));
    if (valid) {
        const QSignalBlocker block(m_form);
        m_form->setTask(m_tasks[static_cast<std::size_t>(row)]);
    }
}

void AssignmentEditor::refreshTaskRow(int row) {
    if (row < 0 || row >= m_taskList->count()) {
        return;
    }
    const cw::Task& task = m_tasks[static_cast<std::size_t>(row)];
    const QString title = QString::fromStdString(task.title.in("en"));
    m_taskList->item(row)->setText(
        tr("%1. %2 (%3)")
            .arg(row + 1)
            .arg(title.isEmpty() ? QString::fromStdString(task.id) : title,
                 TasksPanel::kindText(task.kind)));
}

void AssignmentEditor::removeTask() {
    const int row = m_taskList->currentRow();
    if (row < 0) {
        return;
    }
    m_shown = -1; // the form's task goes
    m_tasks.erase(m_tasks.begin() + row);
    delete m_taskList->takeItem(row);
    for (int k = row; k < m_taskList->count(); ++k) {
        refreshTaskRow(k);
    }
    showTask(m_taskList->currentRow());
}

void AssignmentEditor::moveTask(int by) {
    const int row = m_taskList->currentRow();
    const int to = row + by;
    if (row < 0 || to < 0 || to >= static_cast<int>(m_tasks.size())) {
        return;
    }
    commitForm();
    std::swap(m_tasks[static_cast<std::size_t>(row)], m_tasks[static_cast<std::size_t>(to)]);
    refreshTaskRow(row);
    refreshTaskRow(to);
    m_shown = -1; // both rows hold what the list says: nothing to commit on the move
    selectTask(to);
}

std::optional<cw::Assignment> AssignmentEditor::assignment(QString* error) const {
    cw::Assignment assignment;
    assignment.title = m_title->text();
    assignment.instructions = m_instructions->text();
    assignment.scenePreset = m_presetId;
    assignment.scene = m_scene;
    assignment.locked = lockedPaths();
    assignment.integrators = allowedIntegrators();
    assignment.tasks = m_tasks;
    assignment.studentsMayRunTasks = m_mayRun->isChecked();
    assignment.fillAnswers = m_mayRun->isChecked() && m_fillAnswers->isChecked();
    if (m_shown >= 0 && m_shown < static_cast<int>(m_tasks.size())) {
        QString formError;
        const auto task = m_form->task(&formError);
        if (!task) {
            *error = tr("Task %1 “%2”: %3")
                         .arg(m_shown + 1)
                         .arg(QString::fromStdString(m_tasks[static_cast<std::size_t>(m_shown)].id),
                              formError);
            return std::nullopt;
        }
        assignment.tasks[static_cast<std::size_t>(m_shown)] = *task;
    }
    // The file reader is the judge: what it accepts from a file, the dialog saves.
    try {
        return cw::parseAssignment(cw::serializeAssignment(assignment), "assignment");
    } catch (const std::exception& e) {
        *error = errorText(e);
        return std::nullopt;
    }
}

QString AssignmentEditor::errorText(const std::exception& error) const {
    const auto* file = dynamic_cast<const core::SceneFileError*>(&error);
    if (file == nullptr) {
        return text::coreErrorText(error);
    }
    const QString path = QString::fromStdString(file->path());
    const QString reason = text::translateCoreMessage(file->message());
    static const QRegularExpression taskPath(QStringLiteral("^tasks\\[(\\d+)\\]"));
    const QRegularExpressionMatch match = taskPath.match(path);
    const int index = match.hasMatch() ? match.captured(1).toInt() : -1;
    if (index >= 0 && index < static_cast<int>(m_tasks.size())) {
        return tr("Task %1 “%2”, at %3: %4")
            .arg(index + 1)
            .arg(QString::fromStdString(m_tasks[static_cast<std::size_t>(index)].id), path, reason);
    }
    return path.isEmpty() ? reason : tr("At %1: %2").arg(path, reason);
}

bool AssignmentEditor::saveTo(const QString& path, QString* error) {
    commitForm();
    const auto checked = assignment(error);
    if (!checked) {
        return false;
    }
    try {
        cw::saveAssignment(*checked, path.toStdString());
    } catch (const std::exception& e) {
        *error = text::coreErrorText(e);
        return false;
    }
    m_savedPath = path;
    return true;
}

void AssignmentEditor::saveAs() {
    commitForm();
    QString error;
    if (!assignment(&error)) {
        QMessageBox::warning(this, windowTitle(),
                             tr("The assignment cannot be saved yet:\n%1").arg(error));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Assignment As"), m_savedPath,
                                                      tr("ClothLab assignments (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    if (!saveTo(path, &error)) {
        QMessageBox::warning(this, windowTitle(),
                             tr("Could not save the assignment:\n%1").arg(error));
        return;
    }
    accept();
}

void AssignmentEditor::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QDialog::changeEvent(event);
}

void AssignmentEditor::retranslate() {
    setWindowTitle(tr("New Assignment"));
    m_tabs->setTabText(0, tr("Assignment"));
    m_tabs->setTabText(1, tr("Locked Keys"));
    m_tabs->setTabText(2, tr("Tasks"));
    auto* texts = qobject_cast<QFormLayout*>(m_tabs->widget(0)->layout());
    const auto label = [texts](QWidget* field, const QString& text) {
        if (auto* l = qobject_cast<QLabel*>(texts->labelForField(field))) {
            l->setText(text);
        }
    };
    label(m_title, tr("Title:"));
    label(m_instructions, tr("Instructions:"));
    label(m_integrators, tr("Integrators allowed\n(none checked: all):"));
    retranslateIntegratorList(m_integrators, Qt::UserRole);
    m_mayRun->setText(tr("Students may have the workbench run a task with its settings"));
    m_mayRun->setToolTip(tr("Off: students run the analyses themselves and type what they "
                            "read off. A run-to-a-time task can always be run."));
    m_fillAnswers->setText(tr("Running a task fills in its answer"));
    m_keys->setHeaderLabels({tr("Scene key"), tr("Value")});
    findChild<QLabel*>(QStringLiteral("keysHint"))
        ->setText(tr("Check the keys the student may not change. A checked key locks "
                     "everything inside it."));
    m_add->setText(tr("&Add Task"));
    m_remove->setText(tr("&Remove"));
    m_up->setText(tr("Move &Up"));
    m_down->setText(tr("Move &Down"));
    for (QAction* action : m_add->menu()->actions()) {
        action->setText(TasksPanel::kindText(static_cast<cw::TaskKind>(action->data().toInt())));
    }
    m_save->setText(tr("&Save As…"));
    for (int row = 0; row < m_taskList->count(); ++row) {
        refreshTaskRow(row);
    }
}

} // namespace clothlab::widgets
