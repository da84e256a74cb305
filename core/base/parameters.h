// Declared parameters: each integrator registers its parameters once (id, label, unit,
// range, default) and the GUI, the CLI and scene files build their editors, flags and keys
// from that one table.
#pragma once

#include "core/base/message.h"

#include <string>
#include <string_view>
#include <vector>

namespace clothlab::core {

/// One declared numeric parameter. `label` and `description` are English source texts that
/// the Qt layer translates; the core never shows them.
struct ParameterSpec {
    std::string id;    ///< stable id for files and the command line, e.g. "tolerance"
    std::string label; ///< e.g. "Tolerance"
    std::string unit;  ///< SI symbol or empty, e.g. "s"
    double minimum = 0.0;
    double maximum = 1.0;
    double defaultValue = 0.0;
    bool integer = false;
    std::string description;
};

/// Values of a list of declared parameters, initialised to their defaults.
class ParameterSet {
public:
    ParameterSet() = default;
    explicit ParameterSet(std::vector<ParameterSpec> specs);

    const std::vector<ParameterSpec>& specs() const { return m_specs; }
    int indexOf(std::string_view id) const;  ///< −1 when unknown
    double value(std::string_view id) const; ///< the default when never set; throws on unknown id
    double value(int index) const { return m_values[static_cast<std::size_t>(index)]; }
    const std::vector<double>& values() const { return m_values; }

    /// Sets a value; returns an empty message, or the reason it was refused (unknown id,
    /// out of range, not an integer, not finite). The value is unchanged on refusal.
    Message set(std::string_view id, double value);
    void resetToDefaults();

private:
    std::vector<ParameterSpec> m_specs;
    std::vector<double> m_values;
};

} // namespace clothlab::core
