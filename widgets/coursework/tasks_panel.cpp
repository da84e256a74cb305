#include "widgets/coursework/tasks_panel.h"

#include "core/base/message.h"
#include "core/coursework/assignment_io.h"
#include "core/coursework/grader.h"
#include "core/coursework/task_runner.h"
#include "core/io/manifest.h"
#include "core/scene/scene_io.h"
#include "text/core_messages.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>

namespace clothlab::widgets {

namespace cw = core::coursework;

namespace {

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

/// The text of a value as the answer cell shows it: a number to four significant digits
/// (what a student reads off an analysis; the tolerances of tasks are far wider), a word as it is.
QString valueText(const cw::TaskValue& value) {
    if (const double* number = std::get_if<double>(&value); number && std::isfinite(*number)) {
        return QString::number(*number, 'g', 4);
    }
    return fromStd(cw::valueText(value));
}

/// Roles of the Answer cells: the unit shown after the answer, and whether it is written text.
constexpr int kUnitRole = Qt::UserRole + 1;
constexpr int kWrittenRole = Qt::UserRole + 2;

/// Shows an answer with its unit ("0.000766 s"; the cell holds the number alone, as the grader
/// reads it) and edits a written answer in a multi-line editor (Enter starts a new line,
/// leaving the cell commits it).
class AnswerDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        const QString unit = index.data(kUnitRole).toString();
        if (!option->text.isEmpty() && !unit.isEmpty()) {
            option->text += QLatin1Char(' ') + unit;
        }
    }

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override {
        if (!index.data(kWrittenRole).toBool()) {
            return QStyledItemDelegate::createEditor(parent, option, index);
        }
        auto* editor = new QPlainTextEdit(parent);
        editor->setObjectName(QStringLiteral("writtenAnswerEditor"));
        editor->setTabChangesFocus(true);
        return editor;
    }

    void updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const override {
        if (auto* text = qobject_cast<QPlainTextEdit*>(editor)) {
            // Room for a few lines below the cell, however short the row.
            QRect area = option.rect;
            area.setHeight(std::max(area.height(), 6 * option.fontMetrics.height()));
            text->setGeometry(area);
            return;
        }
        QStyledItemDelegate::updateEditorGeometry(editor, option, index);
    }

    void setEditorData(QWidget* editor, const QModelIndex& index) const override {
        if (auto* text = qobject_cast<QPlainTextEdit*>(editor)) {
            text->setPlainText(index.data(Qt::EditRole).toString());
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }

    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override {
        if (auto* text = qobject_cast<QPlainTextEdit*>(editor)) {
            model->setData(index, text->toPlainText(), Qt::EditRole);
            return;
        }
        QStyledItemDelegate::setModelData(editor, model, index);
    }
};

/// An answer typed into the cell, read as the grader reads it (full-width digits too).
cw::TaskValue answerValue(const QString& text) {
    return cw::typedAnswer(text.toStdString());
}

} // namespace

TasksPanel::TasksPanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("tasksPanel"));
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("assignmentTitle"));
    m_title->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_instructions = new QTextBrowser(this);
    m_instructions->setObjectName(QStringLiteral("assignmentInstructions"));
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("tasksTable"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    // The title takes what the kind (wrapped) and the state leave; the answer is short.
    m_table->horizontalHeader()->setSectionResizeMode(TitleColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(KindColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(StateColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(AnswerColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->setDefaultSectionSize(80);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    m_table->setItemDelegateForColumn(AnswerColumn, new AnswerDelegate(m_table));
    m_workButton = new QPushButton(this);
    m_workButton->setObjectName(QStringLiteral("workTaskButton"));
    m_analysisButton = new QPushButton(this);
    m_analysisButton->setObjectName(QStringLiteral("openAnalysisButton"));
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("taskNote"));
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->hide();
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_workButton);
    buttons->addWidget(m_analysisButton);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_instructions, 1);
    layout->addWidget(m_table, 2);
    layout->addWidget(m_note);
    layout->addLayout(buttons);
    connect(m_workButton, &QPushButton::clicked, this, [this] { workTask(m_table->currentRow()); });
    connect(m_analysisButton, &QPushButton::clicked, this,
            [this] { openAnalysis(m_table->currentRow()); });
    connect(m_table, &QTableWidget::currentCellChanged, this, &TasksPanel::updateButtons);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (!m_filling && item->column() == AnswerColumn) {
            // Typed by the student; an answer the panel fills in says where it came from
            // right after (setAnswer()).
            if (m_assignment && item->row() < static_cast<int>(m_assignment->tasks.size())) {
                m_sources[m_assignment->tasks[static_cast<std::size_t>(item->row())].id] =
                    cw::AnswerSource::Typed;
            }
            refreshRow(item->row());
            emit answerTyped(item->row(), item->text().trimmed());
        }
    });
    connect(&m_watcher, &QFutureWatcher<WorkResult>::finished, this, &TasksPanel::workFinished);
    retranslate();
}

TasksPanel::~TasksPanel() {
    // A task being worked holds only copies of the scene and settings; wait for it so that its
    // result is not delivered to a destroyed panel.
    m_watcher.waitForFinished();
}

QString TasksPanel::assignmentLanguage() {
    const QLocale locale;
    if (locale.language() == QLocale::Japanese) {
        return QStringLiteral("ja");
    }
    if (locale.language() == QLocale::Chinese) {
        const bool traditional = locale.script() == QLocale::TraditionalChineseScript ||
                                 locale.territory() == QLocale::Taiwan ||
                                 locale.territory() == QLocale::HongKong;
        return traditional ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
    }
    return QStringLiteral("en");
}

void TasksPanel::setAssignment(cw::Assignment assignment, const QString& source) {
    m_watcher.waitForFinished();
    m_assignment = std::move(assignment);
    m_source = source;
    m_runs.clear();
    m_sources.clear();
    m_analyses.clear();
    showNote({});
    m_analysisRow = -1;
    fillTable();
    retranslate();
}

void TasksPanel::fillTable() {
    m_filling = true;
    m_table->setRowCount(0);
    if (m_assignment) {
        const std::string language = assignmentLanguage().toStdString();
        m_table->setRowCount(static_cast<int>(m_assignment->tasks.size()));
        for (int row = 0; row < m_table->rowCount(); ++row) {
            const cw::Task& task = m_assignment->tasks[static_cast<std::size_t>(row)];
            auto* title = new QTableWidgetItem(fromStd(task.title.in(language)));
            title->setToolTip(fromStd(task.text.in(language)));
            title->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
            auto* kind = new QTableWidgetItem(kindText(task.kind));
            kind->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
            auto* state = new QTableWidgetItem();
            state->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
            auto* answer = new QTableWidgetItem();
            answer->setData(kUnitRole, fromStd(cw::answerUnit(task)));
            answer->setData(kWrittenRole, task.kind == cw::TaskKind::Text);
            if (task.kind == cw::TaskKind::Run) {
                answer->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
            }
            m_table->setItem(row, TitleColumn, title);
            m_table->setItem(row, KindColumn, kind);
            m_table->setItem(row, StateColumn, state);
            m_table->setItem(row, AnswerColumn, answer);
        }
    }
    m_filling = false;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        refreshRow(row);
    }
    updateButtons();
}

bool TasksPanel::hasAnalysis(cw::TaskKind kind) {
    return kind == cw::TaskKind::StabilityLimit || kind == cw::TaskKind::ConvergenceOrder ||
           kind == cw::TaskKind::ErrorComparison || kind == cw::TaskKind::StiffnessSweep;
}

bool TasksPanel::openAnalysis(int row) {
    if (!m_assignment || row < 0 || row >= m_table->rowCount()) {
        return false;
    }
    const cw::Task& task = m_assignment->tasks[static_cast<std::size_t>(row)];
    if (!hasAnalysis(task.kind)) {
        return false;
    }
    m_analysisRow = row;
    emit analysisRequested(task, false);
    return true;
}

QString TasksPanel::note() const {
    return m_note->isHidden() ? QString() : m_note->text();
}

void TasksPanel::showNote(const QString& text) {
    m_note->setText(text);
    m_note->setVisible(!text.isEmpty());
}

bool TasksPanel::recordAnalysis(cw::TaskRun run) {
    if (!m_assignment) {
        return false;
    }
    run.task.clear();
    const int row = m_analysisRow;
    if (row >= 0 && row < m_table->rowCount()) {
        const cw::Task& task = m_assignment->tasks[static_cast<std::size_t>(row)];
        const bool answers =
            run.kind == task.kind && run.settings.integrators.size() == 1 &&
            task.settings.integrators.size() == 1 &&
            run.settings.integrators.front().id == task.settings.integrators.front().id &&
            run.settings.duration == task.settings.duration &&
            run.sceneHash == core::sceneHash(cw::studentScene(*m_assignment, {}, std::string()));
        if (answers) {
            run.task = task.id;
            // The study's value is the answer where the teacher fills answers in, unless the
            // student has written one (which they may still change); elsewhere the student
            // reads it off the analysis and types it.
            if (run.result && answerText(row).isEmpty() &&
                cw::answerFilledIn(*m_assignment, task)) {
                fillAnswer(row, valueText(*run.result));
                m_sources[task.id] = cw::AnswerSource::Analysis;
            }
            m_runs[task.id] = std::move(run);
            refreshRow(row);
            return true;
        }
    }
    m_analyses.push_back(std::move(run));
    return false;
}

QStringList TasksPanel::unansweredTasks() const {
    QStringList titles;
    if (!m_assignment) {
        return titles;
    }
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const cw::Task& task = m_assignment->tasks[static_cast<std::size_t>(row)];
        const bool answered =
            task.kind == cw::TaskKind::Run ? m_runs.contains(task.id) : !answerText(row).isEmpty();
        if (!answered) {
            titles << m_table->item(row, TitleColumn)->text();
        }
    }
    return titles;
}

void TasksPanel::updateButtons() {
    const int row = m_table->currentRow();
    const cw::Task* task = m_assignment && row >= 0 && row < m_table->rowCount()
                               ? &m_assignment->tasks[static_cast<std::size_t>(row)]
                               : nullptr;
    const bool mayRun = task != nullptr && cw::studentsMayRun(*m_assignment, *task);
    m_workButton->setEnabled(m_working < 0 && mayRun);
    m_workButton->setToolTip(
        task == nullptr || !cw::isComputed(task->kind)
            ? tr("Select a task that the workbench can compute")
        : mayRun ? (cw::answerFilledIn(*m_assignment, *task)
                        ? tr("Runs the task with its settings and fills in its answer")
                        : tr("Runs the task with its settings; read the value off and type "
                             "it as your answer"))
                 : tr("Your teacher has not allowed this task to be run for you: open its "
                      "analysis, run it, read the value off and type it as your answer"));
    m_analysisButton->setEnabled(task != nullptr && hasAnalysis(task->kind));
}

QString TasksPanel::kindText(cw::TaskKind kind) {
    switch (kind) {
    case cw::TaskKind::Run:
        return tr("run to a time");
    case cw::TaskKind::StabilityLimit:
        return tr("stability limit");
    case cw::TaskKind::ConvergenceOrder:
        return tr("convergence order");
    case cw::TaskKind::ErrorComparison:
        return tr("error comparison");
    case cw::TaskKind::StiffnessSweep:
        return tr("stiffness sweep");
    case cw::TaskKind::Measure:
        return tr("measured quantity");
    case cw::TaskKind::Numeric:
        return tr("number");
    case cw::TaskKind::Text:
        break;
    }
    return tr("text");
}

QString TasksPanel::stateText(int row) const {
    if (!m_assignment || row < 0 || row >= m_table->rowCount()) {
        return {};
    }
    const cw::Task& task = m_assignment->tasks[static_cast<std::size_t>(row)];
    if (m_working == row) {
        return tr("working…");
    }
    if (!answerText(row).isEmpty() && task.kind != cw::TaskKind::Run) {
        return tr("answer entered");
    }
    if (m_runs.contains(task.id)) {
        return tr("done");
    }
    return tr("not started");
}

void TasksPanel::retranslateRows() {
    if (!m_assignment) {
        return;
    }
    const std::string language = assignmentLanguage().toStdString();
    const bool filling = std::exchange(m_filling, true);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const cw::Task& task = m_assignment->tasks[static_cast<std::size_t>(row)];
        m_table->item(row, TitleColumn)->setText(fromStd(task.title.in(language)));
        m_table->item(row, TitleColumn)->setToolTip(fromStd(task.text.in(language)));
        m_table->item(row, KindColumn)->setText(kindText(task.kind));
    }
    m_filling = filling;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        refreshRow(row);
    }
}

void TasksPanel::refreshRow(int row) {
    const bool filling = std::exchange(m_filling, true);
    m_table->item(row, StateColumn)->setText(stateText(row));
    m_filling = filling;
}

QString TasksPanel::answerText(int row) const {
    return m_table->item(row, AnswerColumn)->text().trimmed();
}

void TasksPanel::setAnswer(int row, const QString& text) {
    if (row >= 0 && row < m_table->rowCount()) {
        m_table->item(row, AnswerColumn)->setText(text);
    }
}

void TasksPanel::fillAnswer(int row, const QString& text) {
    const bool filling = std::exchange(m_filling, true);
    setAnswer(row, text);
    m_filling = filling;
}

QString TasksPanel::outcomeText(const cw::TaskValue& value) {
    if (value == cw::TaskValue(std::string(cw::kSurvives))) {
        return tr("survives");
    }
    if (value == cw::TaskValue(std::string(cw::kBlowsUp))) {
        return tr("blows up");
    }
    return valueText(value);
}

bool TasksPanel::workTask(int row) {
    if (!m_assignment || m_working >= 0 || row < 0 || row >= m_table->rowCount()) {
        return false;
    }
    const cw::Task& task = m_assignment->tasks[static_cast<std::size_t>(row)];
    if (!cw::studentsMayRun(*m_assignment, task)) {
        return false;
    }
    if (!cw::answerFilledIn(*m_assignment, task) && hasAnalysis(task.kind) &&
        task.kind != cw::TaskKind::ErrorComparison) {
        // Shown as any analysis is: the student reads the value off its table.
        m_analysisRow = row;
        showNote(tr("“%1” runs in the Analyses dialog: read the value off its table and type "
                    "it as your answer.")
                     .arg(m_table->item(row, TitleColumn)->text()));
        emit analysisRequested(task, true);
        return true;
    }
    m_working = row;
    refreshRow(row);
    updateButtons();
    // Copies only: the worker never touches the panel.
    m_watcher.setFuture(QtConcurrent::run(
        [scene = cw::studentScene(*m_assignment, {}, std::string()), task]() -> WorkResult {
            try {
                return {cw::computeTask(scene, task.kind, task.settings), {}};
            } catch (const std::exception& e) {
                return {std::nullopt, text::coreErrorText(e)};
            }
        }));
    return true;
}

void TasksPanel::workFinished() {
    const int row = std::exchange(m_working, -1);
    updateButtons();
    if (!m_assignment || row < 0) {
        return;
    }
    const WorkResult result = m_watcher.result();
    const cw::Task& task = m_assignment->tasks[static_cast<std::size_t>(row)];
    if (result.value) {
        const core::Scene scene = cw::studentScene(*m_assignment, {}, std::string());
        m_runs[task.id] = {task.id,       task.kind,   core::sceneHash(scene), core::buildVersion(),
                           task.settings, result.value};
        const QString title = m_table->item(row, TitleColumn)->text();
        if (task.kind == cw::TaskKind::Run) {
            fillAnswer(row, outcomeText(*result.value)); // the outcome; the run is the answer
            showNote(tr("“%1” is done: its run is recorded for the hand-in.").arg(title));
        } else if (cw::answerFilledIn(*m_assignment, task)) {
            fillAnswer(row, valueText(*result.value));
            m_sources[task.id] = cw::AnswerSource::TaskRun;
            showNote({});
        } else {
            const QString unit = fromStd(cw::answerUnit(task));
            showNote(tr("“%1”: the run gives %2. Type it as your answer.")
                         .arg(title, unit.isEmpty() ? valueText(*result.value)
                                                    : valueText(*result.value) + ' ' + unit));
        }
    }
    refreshRow(row);
    emit taskWorked(row, result.error);
}

cw::Submission TasksPanel::submission(const QString& name, const QString& id,
                                      const QString& report) const {
    cw::Submission submission;
    if (!m_assignment) {
        return submission;
    }
    submission.assignmentHash = cw::assignmentHash(*m_assignment);
    submission.studentName = name.toStdString();
    submission.studentId = id.toStdString();
    submission.build = core::buildVersion();
    submission.report = report.toStdString();
    submission.analyses = m_analyses;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const cw::Task& task = m_assignment->tasks[static_cast<std::size_t>(row)];
        if (const auto run = m_runs.find(task.id); run != m_runs.end()) {
            submission.runs.push_back(run->second);
        }
        const QString answer = answerText(row);
        if (!answer.isEmpty() && task.kind != cw::TaskKind::Run) {
            submission.answers[task.id] = answerValue(answer);
            const auto source = m_sources.find(task.id);
            submission.sources[task.id] =
                source != m_sources.end() ? source->second : cw::AnswerSource::Typed;
        }
    }
    cw::seal(submission);
    return submission;
}

QStringList TasksPanel::handInProblems(const QString& id) const {
    QStringList problems;
    if (!m_assignment) {
        return problems;
    }
    try {
        const cw::Submission draft = submission(QString(), id.trimmed());
        for (const cw::GradeRow& row : cw::gradeBeforeHandIn(*m_assignment, draft)) {
            if (row.status == cw::GradeStatus::Ok || row.status == cw::GradeStatus::Manual) {
                continue;
            }
            const auto task = std::find_if(m_assignment->tasks.begin(), m_assignment->tasks.end(),
                                           [&row](const cw::Task& t) { return t.id == row.task; });
            const int index = static_cast<int>(task - m_assignment->tasks.begin());
            const QString title = index < m_table->rowCount()
                                      ? m_table->item(index, TitleColumn)->text()
                                      : fromStd(row.task);
            problems << tr("%1 — %2").arg(title, checkText(row));
        }
    } catch (const std::exception& e) {
        problems << text::coreErrorText(e);
    }
    return problems;
}

void TasksPanel::setStudent(const QString& name, const QString& id) {
    m_studentName = name.trimmed();
    m_studentId = id.trimmed();
}

QString TasksPanel::sourceText(const cw::Task& task) const {
    if (task.kind == cw::TaskKind::Run) {
        return m_runs.contains(task.id) ? tr("the task's run") : QString();
    }
    const int row = static_cast<int>(&task - m_assignment->tasks.data());
    if (answerText(row).isEmpty()) {
        return {};
    }
    const auto source = m_sources.find(task.id);
    switch (source != m_sources.end() ? source->second : cw::AnswerSource::Typed) {
    case cw::AnswerSource::Analysis:
        return tr("read off an analysis");
    case cw::AnswerSource::TaskRun:
        return tr("the task's run");
    case cw::AnswerSource::Typed:
        break;
    }
    return tr("typed");
}

QString TasksPanel::checkText(const cw::GradeRow& row) {
    switch (row.status) {
    case cw::GradeStatus::Ok:
        return tr("earns its points");
    case cw::GradeStatus::Manual:
        return tr("read by the teacher");
    default:
        //: A grader's verdict on one answer: the verdict in words, the grader's id for it
        //: (as the CSV of clothlab-cli grade writes it), then why
        return tr("%1 (%2): %3")
            .arg(statusName(row.status), fromStd(std::string(cw::gradeStatusId(row.status))),
                 text::translateCoreMessage(row.detail));
    }
}

QString TasksPanel::statusName(cw::GradeStatus status) {
    switch (status) {
    case cw::GradeStatus::Ok:
        return tr("correct");
    case cw::GradeStatus::Wrong:
        return tr("wrong");
    case cw::GradeStatus::Tampered:
        return tr("edited after handing in");
    case cw::GradeStatus::Mismatch:
        return tr("does not match the assignment");
    case cw::GradeStatus::Missing:
        return tr("missing");
    case cw::GradeStatus::BadFile:
        return tr("unreadable file");
    case cw::GradeStatus::Manual:
        return tr("for the teacher to read");
    case cw::GradeStatus::Duplicate:
        return tr("duplicate student ID");
    case cw::GradeStatus::TooCostly:
        return tr("too costly to recompute");
    }
    return {};
}

figures::ReportCoursework TasksPanel::reportCoursework() const {
    figures::ReportCoursework work;
    if (!m_assignment) {
        return work;
    }
    work.assignment = fromStd(m_assignment->title.in(assignmentLanguage().toStdString()));
    if (!m_studentId.isEmpty()) {
        work.student = m_studentName.isEmpty() ? m_studentId
                                               : tr("%1 (ID %2)").arg(m_studentName, m_studentId);
    }
    std::map<std::string, cw::GradeRow> checks;
    try {
        const cw::Submission draft = submission(
            m_studentName, m_studentId.isEmpty() ? QStringLiteral("student") : m_studentId);
        for (const cw::GradeRow& row : cw::gradeBeforeHandIn(*m_assignment, draft)) {
            checks[row.task] = row;
        }
    } catch (const std::exception&) {
        // Without the grader's words the table still shows each answer.
    }
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const cw::Task& task = m_assignment->tasks[static_cast<std::size_t>(row)];
        figures::ReportTask line;
        line.title = m_table->item(row, TitleColumn)->text();
        line.answer = answerText(row);
        const QString unit = fromStd(cw::answerUnit(task));
        if (!line.answer.isEmpty() && !unit.isEmpty()) {
            line.answer += QLatin1Char(' ') + unit;
        }
        line.obtained = sourceText(task);
        if (const auto check = checks.find(task.id); check != checks.end()) {
            line.check = checkText(check->second);
        }
        work.tasks.push_back(line);
    }
    return work;
}

bool TasksPanel::handIn(const QString& path, const QString& name, const QString& id, QString* error,
                        const QString& report) {
    if (!m_assignment || id.trimmed().isEmpty()) {
        if (error != nullptr) {
            *error = tr("Enter your student ID to hand in.");
        }
        return false;
    }
    try {
        cw::saveSubmission(submission(name.trimmed(), id.trimmed(), report), path.toStdString());
        return true;
    } catch (const std::exception& e) {
        if (error != nullptr) {
            *error = text::coreErrorText(e);
        }
        return false;
    }
}

void TasksPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        retranslateRows();
    }
    QWidget::changeEvent(event);
}

void TasksPanel::retranslate() {
    setWindowTitle(tr("Tasks"));
    m_workButton->setText(tr("&Run the Selected Task"));
    m_analysisButton->setText(tr("Open &Analysis…"));
    m_analysisButton->setToolTip(
        tr("Opens the workbench's analysis of the selected task with the task's settings"));
    m_table->setHorizontalHeaderLabels({tr("Task"), tr("Kind"), tr("State"), tr("Answer")});
    // The kind column as wide as its longest word, so that a kind wraps between words.
    int widest = m_table->fontMetrics().horizontalAdvance(tr("Kind"));
    for (const cw::TaskKind kind : cw::kAllTaskKinds) {
        for (const QString& word : kindText(kind).split(QLatin1Char(' '))) {
            widest = std::max(widest, m_table->fontMetrics().horizontalAdvance(word));
        }
    }
    m_table->setColumnWidth(KindColumn, widest + 16);
    if (!m_assignment) {
        m_title->setText(tr("No assignment is open (File ▸ Open Assignment)."));
        m_instructions->clear();
        return;
    }
    const std::string language = assignmentLanguage().toStdString();
    m_title->setText(fromStd(m_assignment->title.in(language)));
    m_instructions->setPlainText(fromStd(m_assignment->instructions.in(language)));
}

} // namespace clothlab::widgets
