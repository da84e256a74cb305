#include "columns.h"

#include "core/io/csv.h"
#include "core/model/system.h"

#include <limits>
#include <pybind11/numpy.h>
#include <stdexcept>

namespace clothlab::python {

namespace py = pybind11;

Table::Table(std::string_view header) {
    std::size_t start = 0;
    while (start <= header.size()) {
        const std::size_t comma = header.find(',', start);
        const std::size_t end = comma == std::string_view::npos ? header.size() : comma;
        m_names.emplace_back(header.substr(start, end - start));
        start = end + 1;
    }
    m_columns.resize(m_names.size());
}

Table::Column& Table::column(std::string_view name) {
    for (std::size_t k = 0; k < m_names.size(); ++k) {
        if (m_names[k] == name) {
            return m_columns[k];
        }
    }
    throw std::logic_error("result table: no column \"" + std::string(name) + "\"");
}

std::vector<double>& Table::reals(std::string_view name) {
    return std::get<std::vector<double>>(column(name));
}

std::vector<std::int64_t>& Table::integers(std::string_view name) {
    Column& c = column(name);
    if (!std::holds_alternative<std::vector<std::int64_t>>(c)) {
        c.emplace<std::vector<std::int64_t>>();
    }
    return std::get<std::vector<std::int64_t>>(c);
}

std::vector<std::string>& Table::texts(std::string_view name) {
    Column& c = column(name);
    if (!std::holds_alternative<std::vector<std::string>>(c)) {
        c.emplace<std::vector<std::string>>();
    }
    return std::get<std::vector<std::string>>(c);
}

namespace {

template <typename T> py::array numbers(const std::vector<T>& values) {
    return py::array_t<T>(static_cast<py::ssize_t>(values.size()), values.data());
}

py::array strings(const std::vector<std::string>& values) {
    py::list list;
    for (const std::string& value : values) {
        list.append(value);
    }
    // An empty list would become float64; the column stays a str column.
    return py::module_::import("numpy").attr("array")(list, py::arg("dtype") = "str");
}

} // namespace

py::dict Table::toDict() const {
    py::dict dict;
    std::optional<std::size_t> rows;
    for (std::size_t k = 0; k < m_names.size(); ++k) {
        const std::size_t size = std::visit([](const auto& v) { return v.size(); }, m_columns[k]);
        if (rows && *rows != size) {
            throw std::logic_error("result table: column \"" + m_names[k] + "\" has " +
                                   std::to_string(size) + " rows, not " + std::to_string(*rows));
        }
        rows = size;
        if (const auto* reals = std::get_if<std::vector<double>>(&m_columns[k])) {
            dict[py::str(m_names[k])] = numbers(*reals);
        } else if (const auto* ints = std::get_if<std::vector<std::int64_t>>(&m_columns[k])) {
            dict[py::str(m_names[k])] = numbers(*ints);
        } else {
            dict[py::str(m_names[k])] = strings(std::get<std::vector<std::string>>(m_columns[k]));
        }
    }
    return dict;
}

double valueOrNan(const std::optional<double>& value) {
    return value.value_or(std::numeric_limits<double>::quiet_NaN());
}

Table springTable(const core::System& system) {
    Table table(core::csv::kSpringsHeader);
    for (std::size_t k = 0; k < system.springs().size(); ++k) {
        const core::Spring& spring = system.springs()[k];
        const core::SpringStiffness& stiffness = system.stiffness()[spring.kind];
        table.integers("spring").push_back(static_cast<std::int64_t>(k));
        table.integers("i").push_back(spring.i);
        table.integers("j").push_back(spring.j);
        table.texts("kind").emplace_back(core::springKindId(spring.kind));
        table.reals("rest_length").push_back(spring.restLength);
        table.reals("stretch").push_back(stiffness.stretch * spring.scale);
        table.reals("compression").push_back(stiffness.compression * spring.scale);
        table.reals("damping").push_back(stiffness.damping * spring.scale);
    }
    return table;
}

} // namespace clothlab::python
