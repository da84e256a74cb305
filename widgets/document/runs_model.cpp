#include "widgets/document/runs_model.h"

#include "core/integrators/integrator.h"
#include "text/catalog_text.h"
#include "text/run_text.h"
#include "widgets/document/document.h"
#include "widgets/engine/run_controller.h"

#include <QLocale>
#include <algorithm>
#include <array>
#include <cmath>

namespace clothlab::widgets {

RunsModel::RunsModel(Document* document, RunController* controller, QObject* parent)
    : QAbstractTableModel(parent), m_document(document), m_controller(controller),
      m_rows(static_cast<int>(document->scene().runs.size())) {
    connect(document, &Document::changed, this, [this](Changes what) {
        if (what & Change::Runs) {
            onDocumentChanged();
        }
    });
    connect(document, &Document::sceneReplaced, this, &RunsModel::onDocumentChanged);
    if (controller) {
        connect(controller, &RunController::snapshotReady, this, &RunsModel::onSnapshot);
        // A run that is not advancing says so: "ready" or "paused", not "running".
        connect(controller, &RunController::playingChanged, this, &RunsModel::onSnapshot);
    }
}

void RunsModel::onDocumentChanged() {
    const int rows = static_cast<int>(m_document->scene().runs.size());
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    } else if (rows > 0) {
        emit dataChanged(index(0, 0), index(rows - 1, ColumnCount - 1));
    }
}

void RunsModel::onSnapshot() {
    if (m_rows > 0) {
        emit dataChanged(index(0, Status), index(m_rows - 1, Error),
                         {Qt::DisplayRole, Qt::ForegroundRole, ValueRole});
    }
}

int RunsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_rows;
}

int RunsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString RunsModel::statusText(int row) const {
    const auto snapshot = m_controller ? m_controller->latestSnapshot() : nullptr;
    if (!snapshot || row >= static_cast<int>(snapshot->runs.size())) {
        return tr("waiting");
    }
    const RunSnapshot& run = snapshot->runs[static_cast<std::size_t>(row)];
    if (snapshot->frame >= 0 && run.status == core::RunStatus::Running) {
        //: A comparison run while the timeline shows one of its earlier moments
        return tr("showing t = %1 s of the timeline").arg(shortNumber(snapshot->time));
    }
    switch (run.status) {
    case core::RunStatus::Running:
        if (m_controller->isPlaying()) {
            return tr("running");
        }
        //: The state of a comparison run that is not advancing (before Play, or paused)
        return snapshot->time > 0.0 ? tr("paused at t = %1 s").arg(shortNumber(snapshot->time))
                                    : tr("ready");
    case core::RunStatus::Finished:
        return tr("finished");
    case core::RunStatus::BlownUp:
        if (run.blowUp && run.blowUp->cause == core::BlowUpCause::EnergyBound) {
            return tr("blown up at t = %1 s (energy bound)").arg(shortNumber(run.blowUp->time));
        }
        return tr("blown up at t = %1 s (not finite)")
            .arg(shortNumber(run.blowUp ? run.blowUp->time : 0.0));
    case core::RunStatus::Failed:
        return tr("failed: %1").arg(run.message);
    }
    return {};
}

QVariant RunsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows ||
        index.row() >= static_cast<int>(m_document->scene().runs.size())) {
        return {};
    }
    switch (index.column()) {
    case Status:
    case Residual:
    case Error:
        return resultData(index.row(), index.column(), role);
    default:
        return settingData(index.row(), index.column(), role);
    }
}

QVariant RunsModel::settingData(int row, int column, int role) const {
    const core::RunSpec& run = m_document->scene().runs[static_cast<std::size_t>(row)];
    const QColor color = QColor::fromRgb(text::runRgb(run, row));
    switch (column) {
    case Label:
        if (role == Qt::DisplayRole) {
            return runLabel(run);
        }
        if (role == Qt::EditRole) {
            return QString::fromStdString(run.label);
        }
        if (role == Qt::DecorationRole) {
            return color;
        }
        break;
    case Integrator: {
        if (role == Qt::DisplayRole) {
            const core::IntegratorInfo* info = core::findIntegrator(run.integrator.id);
            return info ? text::catalog::integratorName(*info)
                        : QString::fromStdString(run.integrator.id);
        }
        if (role == Qt::EditRole || role == IdRole) {
            return QString::fromStdString(run.integrator.id);
        }
        break;
    }
    case Parameters:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
            return runParameterSummary(run);
        }
        break;
    case Dt:
        if (role == Qt::DisplayRole) {
            return tr("%1 s").arg(shortNumber(run.integrator.dt));
        }
        if (role == Qt::EditRole) {
            return run.integrator.dt;
        }
        break;
    case Substeps:
        if (role == Qt::DisplayRole || role == Qt::EditRole) {
            return run.substeps;
        }
        break;
    case Color:
        if (role == Qt::DecorationRole || role == Qt::EditRole) {
            return color;
        }
        if (role == Qt::ToolTipRole) {
            return color.name();
        }
        break;
    case Visible:
        if (role == Qt::CheckStateRole) {
            return run.visible ? Qt::Checked : Qt::Unchecked;
        }
        break;
    case Reference:
        if (role == Qt::CheckStateRole) {
            return run.reference ? Qt::Checked : Qt::Unchecked;
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant RunsModel::resultData(int row, int column, int role) const {
    const auto snapshot = m_controller ? m_controller->latestSnapshot() : nullptr;
    const RunSnapshot* live = snapshot && row < static_cast<int>(snapshot->runs.size())
                                  ? &snapshot->runs[static_cast<std::size_t>(row)]
                                  : nullptr;
    switch (column) {
    case Status:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
            return statusText(row);
        }
        if (role == Qt::ForegroundRole && live &&
            (live->status == core::RunStatus::BlownUp || live->status == core::RunStatus::Failed)) {
            return QColor(190, 30, 30);
        }
        break;
    case Residual:
        if ((role == Qt::DisplayRole) && live && live->last) {
            return tr("%1 J").arg(shortNumber(live->last->energy.residual()));
        }
        if (role == ValueRole && live && live->last) {
            return live->last->energy.residual();
        }
        if (role == Qt::ToolTipRole) {
            return tr("Energy residual T + U_g + U_e + D − W − E₀ at the last sample");
        }
        break;
    case Error:
        if (role == Qt::DisplayRole && live && live->last && live->last->error) {
            return tr("%1 m").arg(shortNumber(live->last->error->rms));
        }
        if (role == ValueRole && live && live->last && live->last->error) {
            return live->last->error->rms;
        }
        if (role == Qt::ToolTipRole) {
            return snapshot && !snapshot->reference.isEmpty()
                       ? tr("RMS distance from the reference (%1) at the last sample")
                             .arg(snapshot->reference)
                       : tr("No reference: mark a run as reference or switch the dop853 "
                            "reference on");
        }
        break;
    default:
        break;
    }
    return {};
}

bool RunsModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || index.row() >= m_rows) {
        return false;
    }
    std::vector<core::RunSpec> runs = m_document->scene().runs;
    core::RunSpec& run = runs[static_cast<std::size_t>(index.row())];
    QString text;
    if (index.column() == Reference) {
        if (role != Qt::CheckStateRole) {
            return false;
        }
        run.reference = value.toInt() == Qt::Checked;
        if (run.reference) {
            for (std::size_t r = 0; r < runs.size(); ++r) {
                runs[r].reference = static_cast<int>(r) == index.row();
            }
        }
        text = tr("Change reference run");
    } else {
        text = editRun(run, index.column(), value, role);
    }
    if (text.isEmpty()) {
        return false;
    }
    commit(std::move(runs), text);
    return true;
}

QString RunsModel::editRun(core::RunSpec& run, int column, const QVariant& value, int role) const {
    switch (column) {
    case Label:
        if (role != Qt::EditRole) {
            return {};
        }
        run.label = value.toString().trimmed().toStdString();
        return tr("Rename run");
    case Integrator: {
        if (role != Qt::EditRole && role != IdRole) {
            return {};
        }
        const std::string id = value.toString().toStdString();
        if (!core::findIntegrator(id)) {
            return {};
        }
        if (id != run.integrator.id) {
            run.integrator.id = id;
            run.integrator.parameters.clear(); // the old method's parameters mean nothing here
        }
        return tr("Change run integrator");
    }
    case Dt: {
        bool ok = false;
        const double dt = value.toDouble(&ok);
        if (role != Qt::EditRole || !ok || !(dt > 0.0) || !std::isfinite(dt)) {
            return {};
        }
        run.integrator.dt = dt;
        return tr("Change run time step");
    }
    case Substeps: {
        bool ok = false;
        const int substeps = value.toInt(&ok);
        if (role != Qt::EditRole || !ok || substeps < 1 || substeps > 100000) {
            return {};
        }
        run.substeps = substeps;
        return tr("Change run substeps");
    }
    case Color: {
        const QColor color = value.value<QColor>();
        if (role != Qt::EditRole || !color.isValid()) {
            return {};
        }
        run.color = color.name().toStdString();
        return tr("Change run colour");
    }
    case Visible:
        if (role != Qt::CheckStateRole) {
            return {};
        }
        run.visible = value.toInt() == Qt::Checked;
        return run.visible ? tr("Show run") : tr("Hide run");
    default:
        return {};
    }
}

QVariant RunsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) {
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    }
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Label:
            return tr("Run");
        case Integrator:
            return tr("Integrator");
        case Parameters:
            return tr("Parameters");
        case Dt:
            return tr("dt");
        case Substeps:
            return tr("Substeps");
        case Color:
            return tr("Colour");
        case Visible:
            return tr("Visible");
        case Reference:
            return tr("Reference");
        case Status:
            return tr("Status");
        case Residual:
            return tr("Energy residual");
        case Error:
            return tr("Error (RMS)");
        default:
            break;
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Dt:
            return tr("Time step of the run, s");
        case Substeps:
            return tr("Integrator steps per time step: the run steps with dt / substeps");
        case Reference:
            return tr("Errors of every run are measured against this run");
        default:
            break;
        }
    }
    return {};
}

Qt::ItemFlags RunsModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) {
        return Qt::NoItemFlags;
    }
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    switch (index.column()) {
    case Label:
    case Integrator:
    case Dt:
    case Substeps:
    case Color:
        f |= Qt::ItemIsEditable;
        break;
    case Visible:
    case Reference:
        f |= Qt::ItemIsUserCheckable;
        break;
    default:
        break;
    }
    return f;
}

void RunsModel::commit(std::vector<core::RunSpec> runs, const QString& text) {
    m_document->setRuns(std::move(runs), text);
}

void RunsModel::addRun(const core::RunSpec& run) {
    std::vector<core::RunSpec> runs = m_document->scene().runs;
    runs.push_back(run);
    if (runs.back().color.empty()) { // a colour of its own, kept when runs move
        runs.back().color = text::freeRunColor({runs.begin(), runs.end() - 1});
    }
    commit(std::move(runs), tr("Add run"));
}

void RunsModel::duplicateRun(int row) {
    std::vector<core::RunSpec> runs = m_document->scene().runs;
    if (row < 0 || row >= static_cast<int>(runs.size())) {
        return;
    }
    core::RunSpec copy = runs[static_cast<std::size_t>(row)];
    copy.reference = false;
    copy.color = text::freeRunColor(runs); // the copy gets a colour of its own
    runs.insert(runs.begin() + row + 1, copy);
    commit(std::move(runs), tr("Duplicate run"));
}

void RunsModel::removeRun(int row) {
    std::vector<core::RunSpec> runs = m_document->scene().runs;
    if (row < 0 || row >= static_cast<int>(runs.size())) {
        return;
    }
    runs.erase(runs.begin() + row);
    commit(std::move(runs), tr("Remove run"));
}

void RunsModel::moveRun(int row, int delta) {
    std::vector<core::RunSpec> runs = m_document->scene().runs;
    const int to = row + delta;
    if (row < 0 || row >= static_cast<int>(runs.size()) || to < 0 ||
        to >= static_cast<int>(runs.size())) {
        return;
    }
    std::swap(runs[static_cast<std::size_t>(row)], runs[static_cast<std::size_t>(to)]);
    commit(std::move(runs), tr("Move run"));
}

void RunsModel::setRunParameters(int row,
                                 const std::vector<std::pair<std::string, double>>& parameters) {
    std::vector<core::RunSpec> runs = m_document->scene().runs;
    if (row < 0 || row >= static_cast<int>(runs.size())) {
        return;
    }
    runs[static_cast<std::size_t>(row)].integrator.parameters = parameters;
    commit(std::move(runs), tr("Change run parameters"));
}

} // namespace clothlab::widgets
