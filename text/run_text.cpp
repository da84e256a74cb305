#include "text/run_text.h"

#include "core/integrators/integrator.h"
#include "text/catalog_text.h"
#include "text/palette.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <array>
#include <charconv>
#include <cstdio>
#include <optional>

namespace clothlab::text {

namespace {

struct RunText {
    Q_DECLARE_TR_FUNCTIONS(RunText)
};

/// 0xRRGGBB of a "#rrggbb" text (the scene reader checks the form), or nothing.
std::optional<std::uint32_t> parsedRgb(const std::string& color) {
    std::uint32_t rgb = 0;
    if (color.size() != 7 || color[0] != '#') {
        return std::nullopt;
    }
    const auto [end, error] = std::from_chars(color.data() + 1, color.data() + 7, rgb, 16);
    if (error != std::errc() || end != color.data() + 7) {
        return std::nullopt;
    }
    return rgb;
}

std::string rgbName(std::uint32_t rgb) {
    std::array<char, 8> name{};
    std::snprintf(name.data(), name.size(), "#%06x", static_cast<unsigned>(rgb & 0xFFFFFFu));
    return name.data();
}

} // namespace

QString shortNumber(double value) {
    return QLocale().toString(value, 'g', 4);
}

std::uint32_t runRgb(const core::RunSpec& run, int index) {
    if (const std::optional<std::uint32_t> own = parsedRgb(run.color)) {
        return *own;
    }
    return palette::cycle(static_cast<std::size_t>(std::max(0, index)));
}

std::string freeRunColor(const std::vector<core::RunSpec>& runs) {
    const std::size_t size = palette::kCycle.size();
    for (std::size_t k = 0; k < size * (runs.size() + 1); ++k) {
        const std::uint32_t candidate = palette::cycle(k);
        std::size_t used = 0;
        for (std::size_t r = 0; r < runs.size(); ++r) {
            used += runRgb(runs[r], static_cast<int>(r)) == candidate ? 1 : 0;
        }
        if (used <= k / size) {
            return rgbName(candidate);
        }
    }
    return {};
}

QString runLabel(const core::RunSpec& run) {
    return QString::fromStdString(run.label.empty() ? run.integrator.id : run.label);
}

QString runParameterSummary(const core::RunSpec& run) {
    const core::IntegratorInfo* info = core::findIntegrator(run.integrator.id);
    QStringList parts;
    for (const auto& [id, value] : run.integrator.parameters) {
        QString label = QString::fromStdString(id);
        QString unit;
        if (info) {
            for (const core::ParameterSpec& spec : info->parameters) {
                if (spec.id == id) {
                    if (spec.defaultValue == value) {
                        label.clear();
                    } else {
                        label = catalog::parameterLabel(*info, spec);
                        unit = QString::fromStdString(spec.unit);
                    }
                }
            }
        }
        if (!label.isEmpty()) {
            parts << (unit.isEmpty()
                          ? RunText::tr("%1 = %2").arg(label, shortNumber(value))
                          : RunText::tr("%1 = %2 %3").arg(label, shortNumber(value), unit));
        }
    }
    // The run's own scene values, as the scene file writes them (JSON path = JSON value).
    for (const core::SceneOverride& override : run.overrides) {
        parts << RunText::tr("scene %1 = %2")
                     .arg(QString::fromStdString(override.path),
                          QString::fromStdString(override.value));
    }
    return parts.isEmpty() ? RunText::tr("defaults") : parts.join(QStringLiteral(", "));
}

QString methodName(const core::IntegratorChoice& choice) {
    const QString name = catalog::integratorName(choice.id);
    if (choice.parameters.empty()) {
        return name;
    }
    core::RunSpec spec;
    spec.integrator = choice;
    return QStringLiteral("%1 (%2)").arg(name, runParameterSummary(spec));
}

QString runLabel(const core::StabilityRunInput& run) {
    if (!run.sceneRun) {
        return catalog::integratorName(run.choice.id);
    }
    return QString::fromStdString(run.label.empty() ? run.choice.id : run.label);
}

std::uint32_t runRgb(const core::StabilityRunInput& run) {
    core::RunSpec spec;
    spec.color = run.color;
    return runRgb(spec, static_cast<int>(run.sceneRun.value_or(0)));
}

} // namespace clothlab::text
