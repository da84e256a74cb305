// Basic vocabulary of the solver core: vectors, spring kinds and their stable ids.
#pragma once

#include <Eigen/Core>
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

namespace clothlab::core {

using Vec3 = Eigen::Vector3d;

/// The three spring families of a mass-spring cloth. The numeric value indexes
/// per-kind tables (stiffness, elastic energy, strain).
enum class SpringKind : std::uint8_t { Structural = 0, Shear = 1, Bending = 2 };

inline constexpr int kSpringKindCount = 3;

inline constexpr std::array<SpringKind, kSpringKindCount> kAllSpringKinds{
    SpringKind::Structural, SpringKind::Shear, SpringKind::Bending};

/// Stable id used in files and on the command line: "structural", "shear", "bending".
std::string_view springKindId(SpringKind kind);

/// Inverse of springKindId(); empty for an unknown id.
std::optional<SpringKind> springKindFromId(std::string_view id);

constexpr int kindIndex(SpringKind kind) {
    return static_cast<int>(kind);
}

/// A table of enum values and their stable ids, as the scene files spell them.
template <typename Enum, std::size_t N>
using IdTable = std::array<std::pair<Enum, std::string_view>, N>;

/// The id of `value` in `table`, or empty.
template <typename Enum, std::size_t N>
constexpr std::string_view idOf(const IdTable<Enum, N>& table, Enum value) {
    for (const auto& [known, id] : table) {
        if (known == value) {
            return id;
        }
    }
    return {};
}

/// The value with `id` in `table`, or empty.
template <typename Enum, std::size_t N>
constexpr std::optional<Enum> valueOf(const IdTable<Enum, N>& table, std::string_view id) {
    for (const auto& [value, known] : table) {
        if (known == id) {
            return value;
        }
    }
    return std::nullopt;
}

} // namespace clothlab::core
