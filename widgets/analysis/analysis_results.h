// The analyses finished during a document's lifetime (issue #5): convergence studies,
// stability limits and stiffness sweeps, kept with what produced them so that they can be
// listed and reopened until the main window clears them for a new scene.
#pragma once

#include "core/analysis.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <variant>
#include <vector>

namespace clothlab::widgets {

/// One stability-limit analysis: the limits and what they were searched with.
struct StabilityAnalysis {
    std::vector<core::StabilityResult> limits;
    double duration = 0.0;  ///< s, length of each trial run
    double tolerance = 0.0; ///< relative bisection tolerance (0.02 = 2 %)
};

/// A convergence study with its duration (the core result carries the reference).
struct ConvergenceAnalysis {
    core::ConvergenceResult result;
    double duration = 0.0; ///< s, the final time at which errors are measured
};

/// A stiffness sweep with the scene's k⁺ of the swept kind (to label the x axis in N/m).
struct SweepAnalysis {
    core::StiffnessSweepResult result;
    double baseStiffness = 0.0; ///< N/m, k⁺ of the swept kind at scale 1; 0 for every kind
    double tolerance = 0.0;
};

/// What an analysis produces.
using AnalysisData = std::variant<ConvergenceAnalysis, StabilityAnalysis, SweepAnalysis>;

/// One finished analysis and the scene it ran on.
struct AnalysisRecord {
    enum class Kind { Convergence, Stability, StiffnessSweep };

    QString sceneName;
    QDateTime finished;
    AnalysisData data;

    Kind kind() const { return static_cast<Kind>(data.index()); }
};

/// The list of finished analyses, oldest first; a list model whose display text is a title
/// such as "Convergence study · Spring oscillator · 14:02:31". Owned by the main window, which
/// clears it when a new scene is opened.
class AnalysisResults : public QAbstractListModel {
    Q_OBJECT

public:
    /// The AnalysisRecord::Kind of a row, as int.
    static constexpr int KindRole = Qt::UserRole;

    explicit AnalysisResults(QObject* parent = nullptr);

    /// Appends a record; returns its row.
    int add(AnalysisRecord record);
    const AnalysisRecord& at(int row) const { return m_records.at(static_cast<std::size_t>(row)); }
    int count() const { return static_cast<int>(m_records.size()); }
    /// Forgets every record.
    void clear();
    /// The display title of a record.
    static QString title(const AnalysisRecord& record);
    /// The translated name of an analysis kind ("Convergence study").
    static QString kindName(AnalysisRecord::Kind kind);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

signals:
    void added(int row);

private:
    std::vector<AnalysisRecord> m_records;
};

} // namespace clothlab::widgets
