// What a finished analysis shows, without widgets: its figure (log–log errors with reference
// slopes, bars of stability limits, limits against stiffness), a caption that says what was
// measured against what, and its table. The Analysis dialog, the report and clothlab-cli
// draw the same figure from here.
#pragma once

#include "figures/analysis_record.h"
#include "figures/figure.h"

#include <QVariant>
#include <QVector>
#include <optional>

namespace clothlab::figures {

/// A column of an analysis table.
struct TableColumn {
    QString label; ///< translated header, units included ("dt (s)")
    bool numeric = true;
};

/// A cell: a double (shown with six significant digits), a QString, or nothing.
struct TableCell {
    QVariant display; ///< double or QString
    QVariant raw;     ///< the machine-readable value; defaults to `display`
};

struct AnalysisTable {
    QVector<TableColumn> columns;
    QVector<QVector<TableCell>> rows;
};

/// A cell as the table shows it: numbers with `digits` significant digits in the user's
/// locale, text as is.
QString cellText(const TableCell& cell, int digits = 6);

struct AnalysisPresentation {
    Figure figure; ///< fitted with a 6 % margin
    QString caption;
    AnalysisTable table;
    QString warning; ///< why the analysis's premise fails (also ends the caption); often empty
};

AnalysisPresentation presentAnalysis(const AnalysisRecord& record);

/// Sets out.warning from a premise that fails (core/analysis/premise.h) and ends the caption
/// with it; nothing for an empty premise.
void addPremise(const core::Message& premise, AnalysisPresentation& out);

/// The `index`-th method's series: colour and marker of a colour-blind-safe cycle
/// (Okabe–Ito), for the workbench's plots; paper style assigns its own.
Series markedSeries(const QString& name, std::size_t index);

/// Series of the convergence figure drawn as reference slopes (after the integrators).
inline constexpr int kConvergenceSlopeCount = 3;

/// "RK45 (Tolerance = 1e-11), dt = 0.00025 s": an integrator choice in words.
QString integratorChoiceText(const core::IntegratorChoice& choice);
/// "Structural", "Shear", "Bending"; "All kinds" for an empty kind.
QString springKindName(std::optional<core::SpringKind> kind);
/// "structural springs", …, "springs of every kind": the kind inside a sentence.
QString springKindPhrase(std::optional<core::SpringKind> kind);

/// The stiffness axis of a sweep over `kind` whose scene stiffness is `baseStiffness` (N/m):
/// k⁺ in N/m when one kind is swept and its stiffness is known, else the factor applied to
/// the scene's values. Positions along it are scale × unit.
struct StiffnessAxis {
    double unit = 1.0;
    QString label;  ///< of the figure's axis
    QString column; ///< of the table's column
};
StiffnessAxis stiffnessAxis(std::optional<core::SpringKind> kind, double baseStiffness);

} // namespace clothlab::figures
