// Template custom bodies (DESIGN §5 "custom"): a chain, a single spring, a tetrahedron and a
// box of particles, from which the custom body dialog fills its tables.
#pragma once

#include "core/scene/scene.h"

namespace clothlab::core {

enum class BodyTemplate : int { Chain = 0, Pair, Tetrahedron, Box };

/// A template body, springs in local indices (0 … n−1): `count` particles for a chain (≥ 2),
/// `count` per side for a box (≥ 2); a pair and a tetrahedron ignore it. Particles start at
/// `origin`, `spacing` m apart, each of `mass` kg, at rest. The chain and the pair link
/// neighbours with springs of `kind`; the tetrahedron links all six pairs with `kind`; the
/// box links axis neighbours with `kind` and face and body diagonals with shear springs, so
/// that it keeps its shape. With `pinFirst`, particle 0 is pinned. Rest lengths are left
/// empty (the initial distance).
CustomBodySpec makeBodyTemplate(BodyTemplate shape, int count, double spacing, const Vec3& origin,
                                double mass, SpringKind kind, bool pinFirst);

} // namespace clothlab::core
