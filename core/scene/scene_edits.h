// Scene edits that renumber particles: duplicating, removing or resizing a body moves the
// global particle indices of every later body, which custom springs and per-particle
// overrides hold. Pure functions over the scene's bodies, for the workbench's undoable
// commands (widgets/document) and anyone else who edits a scene.
#pragma once

#include "core/scene/scene.h"

#include <optional>
#include <string>
#include <vector>

namespace clothlab::core {

/// The bodies and the per-particle overrides that index into them, after an edit.
struct BodiesEdit {
    std::vector<BodySpec> bodies;
    std::vector<ParticleOverride> overrides;
};

/// Global index of the first particle of body `index` (the particle count of the bodies
/// before it; `index` may be bodies.size()).
int firstParticleOf(const std::vector<BodySpec>& bodies, int index);

/// Body `index` copied right after itself, named with `nameSuffix` appended and set beside
/// the original (a cloth one spacing along its normal, a custom body along +x by its width
/// plus 0.1 m, a solid along +x by its extent plus 0.1 m). Springs and overrides of later
/// bodies move by the copy's particles; the copy's springs point into the copy. nullopt for
/// an index out of range.
std::optional<BodiesEdit> duplicateBody(const Scene& scene, int index,
                                        const std::string& nameSuffix);

/// What stops a body from being removed: the name of a custom body with a spring attached to
/// it, or nothing.
std::optional<std::string> bodyRemovalBlocker(const Scene& scene, int index);

/// Body `index` removed: its overrides dropped, later indices moved down. nullopt for an index
/// out of range or when bodyRemovalBlocker() names a body.
std::optional<BodiesEdit> removeBody(const Scene& scene, int index);

/// Body `index` replaced by `body`: when its particle count changes, the body's own overrides
/// are dropped (they lose their meaning) and later indices move. nullopt for an index out of
/// range.
std::optional<BodiesEdit> replaceBody(const Scene& scene, int index, const BodySpec& body);

} // namespace clothlab::core
