// Basic vocabulary of the solver core: vectors, spring kinds and their stable ids.
#pragma once

#include <Eigen/Core>
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

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

} // namespace clothlab::core
