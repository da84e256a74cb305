#include "core/base/types.h"

namespace clothlab::core {

namespace {
constexpr std::array<std::string_view, kSpringKindCount> kKindIds{"structural", "shear", "bending"};
}

std::string_view springKindId(SpringKind kind) {
    return kKindIds[kindIndex(kind)];
}

std::optional<SpringKind> springKindFromId(std::string_view id) {
    for (SpringKind kind : kAllSpringKinds) {
        if (kKindIds[kindIndex(kind)] == id) {
            return kind;
        }
    }
    return std::nullopt;
}

} // namespace clothlab::core
