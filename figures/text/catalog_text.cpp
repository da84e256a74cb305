#include "figures/text/catalog_text.h"

#include "core/integrator.h"
#include "core/presets.h"

#include <QCoreApplication>

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

QString integratorSummary(const core::IntegratorInfo& info) {
    return translated(core::kIntegratorTextContext, info.summary);
}

QString integratorEquations(const core::IntegratorInfo& info) {
    return translated(core::kIntegratorTextContext, info.equations);
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
