#include "core/presets.h"

#include "core/scene_io.h"

namespace clothlab::core {

namespace {

// The one place of the presets' display texts (the scene files carry the same English, which
// tests/core/test_core_texts checks): written here so that lupdate extracts them.
const std::vector<PresetText> kPresetTexts = {
    {"hanging-cloth", CLOTHLAB_TR_NOOP("PresetText", "Hanging cloth"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "A 24 × 24 cloth held at its two top corners falls onto a sphere.")},
    {"verlet-relaxation-cloth", CLOTHLAB_TR_NOOP("PresetText", "Verlet relaxation cloth (R1)"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "A 1 m × 1 m cloth of 17 × 17 points in the x–z plane, one edge pinned, "
                      "falling onto a sphere; Verlet with 16 relaxation sweeps and per-kind "
                      "stretch/shrink factors (R1).")},
    {"coursework-cloth", CLOTHLAB_TR_NOOP("PresetText", "Coursework cloth (R3)"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "Two square cloths with damped springs fall onto a box that catches what "
                      "it touches (R3: RK4, stick on hit).")},
    {"windy-cloth", CLOTHLAB_TR_NOOP("PresetText", "Windy cloth (R4)"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "A 16 × 16 cloth hanging from its top corners in a wind along +z "
                      "modulated as (0.5·sin(t/70)·sin(t/25) + 1)·W, t in frames (R4: explicit "
                      "Euler, air damping).")},
    {"implicit-drape", CLOTHLAB_TR_NOOP("PresetText", "Implicit drape (R5)"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "A 10 m × 10 m cloth of 21 × 21 points (triangle edges, k = 8000 N/m, 1 "
                      "kg per point) held at two corners over a sphere, in gusty wind; "
                      "implicit Euler by 32 Chebyshev-accelerated Jacobi iterations at dt = "
                      "1/30 s, velocity retention 0.99 (R5).")},
    {"spring-oscillator", CLOTHLAB_TR_NOOP("PresetText", "Spring oscillator"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "One undamped spring with an exact solution x(t) = L + A·cos(ωt), ω = 10 "
                      "rad/s: the lab scene for orders and stability limits.")},
    {"hanging-chain", CLOTHLAB_TR_NOOP("PresetText", "Hanging chain"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "A chain of 20 point masses pinned at one end, released horizontally: a "
                      "swinging pendulum with stiff links.")},
    {"cloth-on-sphere", CLOTHLAB_TR_NOOP("PresetText", "Cloth on a sphere"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "A free 24 × 24 cloth dropped onto a sphere resting on the ground; "
                      "friction holds it in a drape.")},
    {"flag", CLOTHLAB_TR_NOOP("PresetText", "Flag"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "A 20 × 30 flag pinned along its left edge in a steady breeze with "
                      "seeded gusts.")},
    {"elastic-ring", CLOTHLAB_TR_NOOP("PresetText", "Elastic ring (R2)"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "R2's particle-based elastic solid: a torus of oriented particles on a "
                      "lattice, joined by position springs and angle springs, dropped tilted onto "
                      "the ground. Velocity-level constraints at a 1/60 s step with 5 iterations; "
                      "try 1, 3 and 20 iterations to see R2's floppy-to-rigid range.")},
    {"jelly-cube", CLOTHLAB_TR_NOOP("PresetText", "Jelly cube"),
     CLOTHLAB_TR_NOOP(
         "PresetText",
         "A soft cube of oriented particles dropped corner-first onto the ground: it squashes and "
         "wobbles back into shape because the angle springs hold the lattice's shape. Compare "
         "velocity-constraints with the force-based integrators on the same solid.")},
};

} // namespace

const std::vector<PresetText>& presetTexts() {
    return kPresetTexts;
}

const PresetText* presetText(std::string_view id) {
    for (const PresetText& text : kPresetTexts) {
        if (text.id == id) {
            return &text;
        }
    }
    return nullptr;
}

std::string_view presetJson(std::string_view id) {
    for (const PresetData& preset : presetData()) {
        if (preset.id == id) {
            return preset.json;
        }
    }
    return {};
}

Scene loadPreset(std::string_view id, const std::vector<SceneOverride>& overrides) {
    const std::string file = "preset:" + std::string(id);
    const std::string_view json = presetJson(id);
    if (json.empty()) {
        std::string known;
        for (const PresetData& preset : presetData()) {
            known += (known.empty() ? "" : ", ") + std::string(preset.id);
        }
        throw SceneFileError(
            file, "", msg(CLOTHLAB_TR_NOOP("CoreMessage", "no such preset (known: %1)"), known));
    }
    return parseScene(json, file, overrides);
}

} // namespace clothlab::core
