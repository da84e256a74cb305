// Display texts of the core's catalogs: integrator names, descriptions, update equations and
// parameter labels, preset names and descriptions. The core speaks English and ids; this
// table holds the same English texts as translatable sources (contexts "IntegratorText" and
// "PresetText"), keyed by id, so that the GUI shows them in the user's language.
#pragma once

#include <QString>
#include <string>
#include <string_view>

namespace clothlab::core {
struct IntegratorInfo;
struct ParameterSpec;
} // namespace clothlab::core

namespace clothlab::widgets::catalog {

// Each function returns the translation of the core's text when the table holds the same
// English text under the item's id, and the core's own text otherwise (an item the table
// does not know yet, or whose English changed since it was translated: never a stale
// translation).

QString integratorName(const core::IntegratorInfo& info);
QString integratorSummary(const core::IntegratorInfo& info);
/// Plain text, one update per line.
QString integratorEquations(const core::IntegratorInfo& info);
QString parameterLabel(const core::IntegratorInfo& info, const core::ParameterSpec& spec);
QString parameterDescription(const core::IntegratorInfo& info, const core::ParameterSpec& spec);
/// The display name of the integrator with this id; the id itself for an unknown one.
QString integratorName(std::string_view id);

/// A preset's display name and one-line description (the scene file's "name" and
/// "description").
QString presetName(std::string_view presetId);
QString presetDescription(std::string_view presetId);

/// A scene's name as shown: a preset's translated name while the scene still carries that
/// preset's English name, else the name as the user wrote it.
QString sceneName(std::string_view name);

/// Where a catalog item's table entry is missing or out of date, for the test that keeps the
/// table complete: empty when the table holds `english` under `key`, else the reason.
/// Keys: "<integrator>/name|summary|equations", "<integrator>/<parameter>/label|description",
/// "<preset>/name|description".
std::string integratorEntryProblem(std::string_view key, std::string_view english);
std::string presetEntryProblem(std::string_view key, std::string_view english);

} // namespace clothlab::widgets::catalog
