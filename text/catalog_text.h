// Display texts of the core's catalogs: integrator names, descriptions, update equations and
// parameter labels, preset names and descriptions. The core writes them once, marked for
// lupdate (core/base/message.h); these functions show them in the user's language.
#pragma once

#include <QString>
#include <string_view>

namespace clothlab::core {
enum class IntegratorFamily;
struct IntegratorInfo;
struct ParameterSpec;
} // namespace clothlab::core

namespace clothlab::text::catalog {

// Each function returns the translation of the core's text, or the core's English when no
// translation of that exact text exists (a text changed since it was translated: never a
// stale translation).

QString integratorName(const core::IntegratorInfo& info);
/// "Explicit", "Symplectic", "Implicit", "Constraint-based": the headings that group methods
/// in every chooser.
QString integratorFamilyName(core::IntegratorFamily family);
QString integratorSummary(const core::IntegratorInfo& info);
/// Plain text, one update per line.
QString integratorEquations(const core::IntegratorInfo& info);
/// Where contact (obstacles, cloth self-contact and cloth–cloth contact) acts for this
/// method: once per step after it, for every integrator (core/simulation/simulation.cpp); the words
/// differ for the adaptive methods (after the last internal step) and the constraint
/// methods (after their iterations).
QString integratorContactNote(const core::IntegratorInfo& info);
QString parameterLabel(const core::IntegratorInfo& info, const core::ParameterSpec& spec);
QString parameterDescription(const core::IntegratorInfo& info, const core::ParameterSpec& spec);
/// The display name of the integrator with this id; the id itself for an unknown one.
QString integratorName(std::string_view id);

/// A preset's display name and one-line description (the scene file's "name" and
/// "description"); the id and an empty text for an unknown preset.
QString presetName(std::string_view presetId);
QString presetDescription(std::string_view presetId);

/// A scene's name as shown: a preset's translated name while the scene still carries that
/// preset's English name, else the name as the user wrote it.
QString sceneName(std::string_view name);

} // namespace clothlab::text::catalog
