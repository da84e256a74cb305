// Result tables for Python: one NumPy array per column, named and ordered as the columns of
// the CSV contract (DESIGN §6, core/io/report_data.h), so that a dict from the module and a CSV
// from clothlab-cli read the same. A table is filled without the GIL and converted with it.
#pragma once

#include <cstdint>
#include <optional>
#include <pybind11/pybind11.h>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace clothlab::core {
class System;
}

namespace clothlab::python {

class Table {
public:
    /// The columns of a CSV header such as core::csv::kStabilityHeader, in its order.
    explicit Table(std::string_view header);

    /// The column `name` as float64, int64 or str values. A column takes its type on first
    /// use; asking for a column the header does not name is a programming error (throws).
    std::vector<double>& reals(std::string_view name);
    std::vector<std::int64_t>& integers(std::string_view name);
    std::vector<std::string>& texts(std::string_view name);

    /// A dict of 1-D arrays in header order (float64, int64 or numpy str). Every column must
    /// have the same length. Needs the GIL.
    pybind11::dict toDict() const;

private:
    using Column =
        std::variant<std::vector<double>, std::vector<std::int64_t>, std::vector<std::string>>;
    Column& column(std::string_view name);

    std::vector<std::string> m_names;
    std::vector<Column> m_columns;
};

/// The system's springs as the springs CSV has them (core::csv::kSpringsHeader): index, ends,
/// kind, rest length and the stiffness each one has (its kind's, times its scale).
Table springTable(const core::System& system);

/// The value, or NaN for an empty optional (where the CSV leaves the cell empty).
double valueOrNan(const std::optional<double>& value);

} // namespace clothlab::python
