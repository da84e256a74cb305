#include "core/scene/presets.h"

#include "core/scene/scene_io.h"

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
                      "stretch/shrink factors (R1).\n"
                      "How it differs from r1-original (R1 as published), one line each:\n"
                      "• point mass 0.02 kg and dt = 1/60 s, where R1's relaxation coefficient "
                      "k·dt²/2m is 27.8 and its loop diverges; the clamp σ ≤ φ (engaged when "
                      "½·k·h²·W ≥ 1) holds it;\n"
                      "• each spring moves each end by σ·(w/W)·(l − L) (R1 divides one move "
                      "between the ends: half as much with both ends free);\n"
                      "• springs swept in colour order (R1: in the spring list's order);\n"
                      "• gravity added as h²·g (R1: resistance·g·dt²/2, divided by the point "
                      "mass, a defect);\n"
                      "• every spring present (R1's builder misses the last column's 47);\n"
                      "• a spring with both ends pinned is skipped (R1's sweep ends at the first "
                      "one);\n"
                      "• the sphere pushes positions out and keeps the velocity (push-out, no "
                      "margin; R1's push also changes the next step's velocity, retained with "
                      "it, margin 1e-6 m).")},
    {"coursework-cloth", CLOTHLAB_TR_NOOP("PresetText", "Coursework cloth (R3)"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "Two square cloths with damped springs fall onto a box that catches what "
                      "it touches (R3: RK4, stick on hit); cloth contact keeps them out of "
                      "themselves and each other.\n"
                      "How it differs from r3-original (R3 as published), one line each:\n"
                      "• the box stops what ends a step inside it (R3 ray-casts along the "
                      "motion, which also catches particles that pass through in one step);\n"
                      "• bending springs along u on every row (R3: on the first row only, a "
                      "defect);\n"
                      "• cloth self-contact and cloth–cloth contact (R3 has none).")},
    {"windy-cloth", CLOTHLAB_TR_NOOP("PresetText", "Windy cloth (R4)"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "A 16 × 16 cloth hanging from its top corners in a wind along +z "
                      "modulated as (0.5·sin(t/70)·sin(t/25) + 1)·W, t in frames (R4: explicit "
                      "Euler, air damping).\n"
                      "How it differs from r4-original (R4 as published): spring damping 0.05 "
                      "and 0.03 N·s/m, which R4 does not have; without it explicit Euler blows "
                      "up at about t = 6.6 s.")},
    {"implicit-drape", CLOTHLAB_TR_NOOP("PresetText", "Implicit drape (R5)"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "A 10 m × 10 m cloth of 21 × 21 points (triangle edges, k = 8000 N/m, 1 "
                      "kg per point) held at two corners over a sphere, in gusty wind; implicit "
                      "Euler by 32 Chebyshev-accelerated Jacobi iterations at dt = 1/30 s, "
                      "velocity retention 0.99 (R5).\n"
                      "How it differs from r5-original (R5 as published), one line each:\n"
                      "• iterations start at the prediction x̂ (R5: at xₙ);\n"
                      "• preconditioner 1/(m/h² + Σ incident k) (R5: 1/(m/h² + 4k));\n"
                      "• retention before the sphere's velocity correction (R5: after);\n"
                      "• air drag 0.2 N·s/m and seeded gusts (R5: no drag; a random wind "
                      "redrawn at every gradient evaluation);\n"
                      "• gravity 9.81 m/s² and sphere radius 2.0 m (R5: 9.8 and 2.7).")},
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
                      "friction holds it in a drape, and self-collision keeps its folds from "
                      "passing through each other.")},
    {"folding-cloth", CLOTHLAB_TR_NOOP("PresetText", "Folding cloth"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "A long 12 × 40 cloth falls edge-first onto the ground and folds onto "
                      "itself; self-collision keeps its layers a thickness apart (cloth "
                      "contact: proximity, continuous detection, friction).")},
    {"flag", CLOTHLAB_TR_NOOP("PresetText", "Flag"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "A 20 × 30 flag pinned along its left edge in a steady breeze with seeded "
                      "gusts.")},
    {"elastic-ring", CLOTHLAB_TR_NOOP("PresetText", "Elastic ring (R2)"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "R2's particle-based elastic solid: a torus of oriented particles on a "
                      "lattice, joined by position springs and angle springs, dropped tilted "
                      "onto the ground. Velocity-level constraints at a 1/60 s step with 5 "
                      "iterations; try 1, 3 and 20 iterations to see R2's floppy-to-rigid "
                      "range.\n"
                      "Added beyond R2: spring damping 0.2 and 0.1 N·s/m, air drag 0.001 N·s/m "
                      "and the ground plane; the relaxation coefficient is scaled by κ/(1 + κ), "
                      "κ = k·h²·W (0.98–0.99 for these springs), so that soft kinds are "
                      "corrected less.")},
    {"jelly-cube", CLOTHLAB_TR_NOOP("PresetText", "Jelly cube"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "A soft cube of oriented particles dropped corner-first onto the ground: "
                      "it squashes and wobbles back into shape because the angle springs hold "
                      "the lattice's shape. Compare velocity-constraints with the force-based "
                      "integrators on the same solid.")},
    {"r1-original", CLOTHLAB_TR_NOOP("PresetText", "R1 as published (Verlet relaxation)"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "R1's program as written: 17 × 17 points, 1 m × 1 m, one edge pinned, "
                      "over a sphere; k = 4000 N/m, 16 relaxation sweeps, resistance 0.995 per "
                      "step; at R1's stable defaults, point mass 1 kg and dt = 0.02 s (at the "
                      "main preset's 0.02 kg and 1/60 s R1's relaxation coefficient k·dt²/2m is "
                      "27.8 and its loop diverges in the first step; the run at dt = 0.12 s "
                      "shows that divergence, coefficient 28.8). pbd with R1's switches: one "
                      "relaxation move (l − L)·k·dt²/2m per spring divided between its ends, no "
                      "clamp, sweeps in the spring list's order, gravity added as "
                      "resistance·g·dt²/2 and divided by the point mass, the last column's 47 "
                      "springs missing (R1's builder), the springs listed point by point as "
                      "R1's builder adds them with the pinned edge as its last row, each sweep "
                      "ending at the first spring with both ends pinned (R1's early exit, "
                      "reached here only at the pinned row's own springs), the sphere's push "
                      "kept in the Verlet "
                      "velocity (velocity correction, 1e-6 m margin) and damped by the "
                      "resistance with it (stage order collide-retain). No air, no spring "
                      "damping. Runs: R1's method and ClothLab's corrected relaxation side by "
                      "side, and both at dt = 0.12 s (R1 diverges, the clamp holds).")},
    {"r3-original", CLOTHLAB_TR_NOOP("PresetText", "R3 as published (coursework cloth)"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "R3's program as written: two square cloths with damped springs, −(Ks·(l "
                      "− L) + Kd·(v_rel·d)/l)·d/l, fall onto a box by RK4 at dt = 10⁻³ s; the "
                      "box stops a particle where a ray cast along its motion in the step first "
                      "hits it (stick-ray), so fast particles cannot pass through; bending "
                      "springs along u exist on the first row only (R3's builder). Air drag "
                      "0.001 N·s/m and the ground plane are ClothLab's additions. Runs: R3's "
                      "three integrators, RK4, RK2 and explicit Euler, and RK4 with bending "
                      "springs on every line (the quirk switched off by the run's overrides).")},
    {"r4-original", CLOTHLAB_TR_NOOP("PresetText", "R4 as published (windy cloth)"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "R4's program as written: a 16 × 16 cloth (structural and shear springs, "
                      "undamped Hooke, k = 100 and 60 N/m, 0.01 kg per point) hanging from its "
                      "top corners in a wind along +z modulated as (0.5·sin(t/70)·sin(t/25) + "
                      "1)·W, t in frames at 60 frames/s, with linear air damping F = −d·v (d = "
                      "0.01 N·s/m, W = 3 m/s), by explicit Euler at dt = 10⁻⁴ s. Without spring "
                      "damping it blows up at about t = 6.6 s, as R4's program does; the "
                      "windy-cloth preset adds spring damping 0.05 and 0.03 N·s/m, which R4 "
                      "does not have. Runs: explicit Euler (R4); explicit Euler with windy-cloth's "
                      "spring damping (the run's own overrides), which stays bounded; "
                      "symplectic Euler and implicit Euler on the undamped springs.")},
    {"r5-original", CLOTHLAB_TR_NOOP("PresetText", "R5 as published (implicit cloth)"),
     CLOTHLAB_TR_NOOP("PresetText",
                      "R5's program as written: a 10 m × 10 m cloth of 21 × 21 points (the "
                      "triangle mesh's edges, k = 8000 N/m, 1 kg per point), two corners "
                      "pinned, over a sphere of collision radius 2.7 m; gravity 9.8 m/s², "
                      "velocity ×0.99 per frame, dt = 1/30 s. chebyshev with R5's switches: 32 "
                      "Chebyshev-accelerated Jacobi iterations (ρ = 0.995) started from the "
                      "previous positions xₙ (R5's line starting them at x̂ is commented out), "
                      "preconditioner 1/(m/h² + 4k); the sphere's correction v += Δx/h comes "
                      "after the velocity update and is damped by 0.99 with it (stage order "
                      "collide-retain). R5's random wind, replayable: a force u·F on every "
                      "point, F = (0, 0, 2) N, with u uniform in [0, 1) drawn anew at every "
                      "gradient evaluation, on frames drawn windy with probability 0.5 (R5: "
                      "roughly a third to two thirds of the frames), from a generator seeded by "
                      "air.random_wind.seed; F and the probability are ClothLab's values. No air "
                      "drag. Runs: R5's "
                      "start, ClothLab's prediction start at 32 iterations, and implicit Euler.")},
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
