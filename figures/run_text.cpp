#include "figures/run_text.h"

#include "core/integrators/integrator.h"
#include "figures/text/catalog_text.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <array>

namespace clothlab::figures {

namespace catalog = text::catalog;

namespace {

struct RunText {
    Q_DECLARE_TR_FUNCTIONS(RunText)
};

// Okabe & Ito's palette, distinguishable with the common colour-vision deficiencies.
constexpr std::array<QRgb, 8> kPalette = {0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7,
                                          0xE69F00, 0x56B4E9, 0x000000, 0xF0E442};

} // namespace

QString shortNumber(double value) {
    return QLocale().toString(value, 'g', 4);
}

QColor runColor(const core::RunSpec& run, int index) {
    const QColor own(QString::fromStdString(run.color));
    if (!run.color.empty() && own.isValid()) {
        return own;
    }
    return QColor::fromRgb(
        kPalette[static_cast<std::size_t>(std::max(0, index)) % kPalette.size()]);
}

std::string freeRunColor(const std::vector<core::RunSpec>& runs) {
    for (std::size_t k = 0; k < kPalette.size() * (runs.size() + 1); ++k) {
        const QColor candidate = QColor::fromRgb(kPalette[k % kPalette.size()]);
        int used = 0;
        for (std::size_t r = 0; r < runs.size(); ++r) {
            used += runColor(runs[r], static_cast<int>(r)) == candidate ? 1 : 0;
        }
        if (static_cast<std::size_t>(used) <= k / kPalette.size()) {
            return candidate.name().toStdString();
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

} // namespace clothlab::figures
