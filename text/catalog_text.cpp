#include "text/catalog_text.h"

#include "core/integrators/integrator.h"
#include "core/scene/presets.h"

#include <QCoreApplication>
#include <algorithm>

namespace clothlab::text::catalog {

namespace {

QString translated(const char* context, const std::string& english) {
    return QCoreApplication::translate(context, english.c_str());
}

QString fromView(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

QString integratorName(const core::IntegratorInfo& info) {
    return translated(core::kIntegratorTextContext, info.name);
}

QString integratorFamilyName(core::IntegratorFamily family) {
    switch (family) {
    case core::IntegratorFamily::Explicit:
        return QCoreApplication::translate("IntegratorFamily", "Explicit");
    case core::IntegratorFamily::Symplectic:
        return QCoreApplication::translate("IntegratorFamily", "Symplectic");
    case core::IntegratorFamily::Implicit:
        return QCoreApplication::translate("IntegratorFamily", "Implicit");
    case core::IntegratorFamily::Constraint:
        return QCoreApplication::translate("IntegratorFamily", "Constraint-based");
    }
    return {};
}

QString integratorSummary(const core::IntegratorInfo& info) {
    return translated(core::kIntegratorTextContext, info.summary);
}

QString integratorEquations(const core::IntegratorInfo& info) {
    return translated(core::kIntegratorTextContext, info.equations);
}

QString integratorContactNote(const core::IntegratorInfo& info) {
    const bool adaptive =
        std::any_of(info.parameters.begin(), info.parameters.end(),
                    [](const core::ParameterSpec& spec) { return spec.id == "tolerance"; });
    if (adaptive) {
        return QCoreApplication::translate(
            "IntegratorContact",
            "Contact with obstacles, and cloth self-contact and cloth–cloth contact where the "
            "scene turns them on, act once per step dt, after the last internal step: the "
            "internal steps see no contact. The work they do is booked as dissipated.");
    }
    if (info.family == core::IntegratorFamily::Constraint) {
        return QCoreApplication::translate(
            "IntegratorContact",
            "Contact with obstacles, and cloth self-contact and cloth–cloth contact where the "
            "scene turns them on, act once per step, after the iterations and not inside "
            "them, as for every other method, so that the iterations stay those of the method. "
            "The work they do is booked as dissipated.");
    }
    return QCoreApplication::translate(
        "IntegratorContact",
        "Contact with obstacles, and cloth self-contact and cloth–cloth contact where the scene "
        "turns them on, act once per step, after the update, on the state it gives. The work "
        "they do is booked as dissipated.");
}

QString parameterLabel(const core::IntegratorInfo& /*info*/, const core::ParameterSpec& spec) {
    return translated(core::kIntegratorTextContext, spec.label);
}

QString parameterDescription(const core::IntegratorInfo& /*info*/,
                             const core::ParameterSpec& spec) {
    return translated(core::kIntegratorTextContext, spec.description);
}

QString integratorName(std::string_view id) {
    const core::IntegratorInfo* info = core::findIntegrator(id);
    return info ? integratorName(*info) : fromView(id);
}

QString presetName(std::string_view presetId) {
    const core::PresetText* text = core::presetText(presetId);
    return text ? QCoreApplication::translate(core::kPresetTextContext, text->name)
                : fromView(presetId);
}

QString presetDescription(std::string_view presetId) {
    const core::PresetText* text = core::presetText(presetId);
    return text ? QCoreApplication::translate(core::kPresetTextContext, text->description)
                : QString();
}

QString sceneName(std::string_view name) {
    for (const core::PresetText& text : core::presetTexts()) {
        if (name == text.name) {
            return QCoreApplication::translate(core::kPresetTextContext, text.name);
        }
    }
    return fromView(name);
}

} // namespace clothlab::text::catalog
