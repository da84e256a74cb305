#include "core/parameters.h"

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

std::string ParameterSet::set(std::string_view id, double value) {
    const int index = indexOf(id);
    if (index < 0) {
        std::string known;
        for (const ParameterSpec& spec : m_specs) {
            known += (known.empty() ? "" : ", ") + spec.id;
        }
        return "unknown parameter '" + std::string(id) +
               "' (known: " + (known.empty() ? std::string("none") : known) + ")";
    }
    const ParameterSpec& spec = m_specs[static_cast<std::size_t>(index)];
    std::ostringstream reason;
    if (!std::isfinite(value)) {
        reason << spec.id << ": value is not a finite number";
    } else if (value < spec.minimum || value > spec.maximum) {
        reason << spec.id << ": " << value << " is outside [" << spec.minimum << ", "
               << spec.maximum << "]";
    } else if (spec.integer && value != std::floor(value)) {
        reason << spec.id << ": " << value << " is not a whole number";
    } else {
        m_values[static_cast<std::size_t>(index)] = value;
        return {};
    }
    return reason.str();
}

void ParameterSet::resetToDefaults() {
    m_values.clear();
    for (const ParameterSpec& spec : m_specs) {
        m_values.push_back(spec.defaultValue);
    }
}

} // namespace clothlab::core
