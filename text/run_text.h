// How a comparison run is named, coloured and summed up in tables, legends, captions and
// the report: shared by the workbench's run table and the report writer.
#pragma once

#include "core/analysis/stability_study.h"
#include "core/scene/scene.h"

#include <QString>
#include <cstdint>
#include <string>
#include <vector>

namespace clothlab::text {

/// A value as the run tables and captions show it: 4 significant digits, the user's locale.
QString shortNumber(double value);

/// Colour of run `index` as 0xRRGGBB (QColor::fromRgb takes it): its own "#rrggbb", else
/// the index-th of the palette (text/palette.h).
std::uint32_t runRgb(const core::RunSpec& run, int index);
/// The first palette colour no run shows yet ("#rrggbb"; the palette cycles when all are
/// taken), for a new run.
std::string freeRunColor(const std::vector<core::RunSpec>& runs);
/// The run's label, else its integrator's id ("rk4"): short, for legends and captions.
QString runLabel(const core::RunSpec& run);
/// "name = value unit, …" of the parameters that differ from their defaults (translated
/// labels); "defaults" when none.
QString runParameterSummary(const core::RunSpec& run);

/// An integrator as a study names it: its translated name, with the parameters that differ
/// from their defaults in brackets.
QString methodName(const core::IntegratorChoice& choice);
/// A run of the stability study as the comparison names it: its label (else its integrator's
/// id), or the integrator's translated name for the scene's own run.
QString runLabel(const core::StabilityRunInput& run);
/// Its colour as the comparison shows it (0xRRGGBB).
std::uint32_t runRgb(const core::StabilityRunInput& run);

} // namespace clothlab::text
