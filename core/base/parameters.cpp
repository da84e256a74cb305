#include "core/base/parameters.h"

#include <cmath>
#include <sstream>
#include <stdexcept>

namespace clothlab::core {

ParameterSet::ParameterSet(std::vector<ParameterSpec> specs) : m_specs(std::move(specs)) {
    resetToDefaults();
}

int ParameterSet::indexOf(std::string_view id) const {
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        if (m_specs[i].id == id) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

double ParameterSet::value(std::string_view id) const {
    const int index = indexOf(id);
    if (index < 0) {
        throw std::out_of_range("unknown parameter '" + std::string(id) + "'");
    }
    return m_values[static_cast<std::size_t>(index)];
}

namespace {

/// A value as the refusals write it (ostream's default: 6 significant digits).
std::string shown(double value) {
    std::ostringstream out;
    out << value;
    return out.str();
}

} // namespace

Message ParameterSet::set(std::string_view id, double value) {
    const int index = indexOf(id);
    if (index < 0) {
        std::string known;
        for (const ParameterSpec& spec : m_specs) {
            known += (known.empty() ? "" : ", ") + spec.id;
        }
        return known.empty()
                   ? msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown parameter '%1' (known: none)"),
                         id)
                   : msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown parameter '%1' (known: %2)"), id,
                         known);
    }
    const ParameterSpec& spec = m_specs[static_cast<std::size_t>(index)];
    if (!std::isfinite(value)) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: value is not a finite number"), spec.id);
    }
    if (value < spec.minimum || value > spec.maximum) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: %2 is outside [%3, %4]"), spec.id,
                   shown(value), shown(spec.minimum), shown(spec.maximum));
    }
    if (spec.integer && value != std::floor(value)) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: %2 is not a whole number"), spec.id,
                   shown(value));
    }
    m_values[static_cast<std::size_t>(index)] = value;
    return {};
}

void ParameterSet::resetToDefaults() {
    m_values.clear();
    for (const ParameterSpec& spec : m_specs) {
        m_values.push_back(spec.defaultValue);
    }
}

} // namespace clothlab::core
