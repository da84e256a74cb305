// How a comparison run is named, coloured and summed up in tables, legends, captions and
// the report: shared by the workbench's run table and the report writer.
#pragma once

#include "core/scene/scene.h"

#include <QColor>
#include <QString>
#include <string>
#include <vector>

namespace clothlab::figures {

/// A value as the run tables and captions show it: 4 significant digits, the user's locale.
QString shortNumber(double value);

/// Colour of run `index`: its own "#rrggbb", else the index-th of a colour-blind-safe
/// palette (Okabe–Ito).
QColor runColor(const core::RunSpec& run, int index);
/// The first palette colour no run shows yet ("#rrggbb"; the palette cycles when all are
/// taken), for a new run.
std::string freeRunColor(const std::vector<core::RunSpec>& runs);
/// The run's label, else its integrator's id ("rk4"): short, for legends and captions.
QString runLabel(const core::RunSpec& run);
/// "name = value unit, …" of the parameters that differ from their defaults (translated
/// labels); "defaults" when none.
QString runParameterSummary(const core::RunSpec& run);

} // namespace clothlab::figures
