// libFuzzer target: the scene reader, then (for scenes it accepts) the write/read round trip,
// the build and a few steps of the scene's own integrator. Any crash, sanitizer report,
// uncaught exception or failed invariant is a finding.
#include "core/scene/scene_io.h"
#include "core/simulation/simulation.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string_view>

using namespace clothlab::core;

namespace {

// Scenes beyond this are read (the reader's own limits bound them) but not stepped: a
// million particles would only make each input slow.
constexpr int kMaxSteppedParticles = 5000;

[[noreturn]] void finding(const char* what) {
    std::fprintf(stderr, "fuzz_scene: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Scene scene;
    try {
        scene = parseScene(text, "fuzz.json");
    } catch (const SceneFileError&) {
        return 0; // refused with a message: what the reader must do with bad input
    }
    // What the reader accepts, the writer writes and the reader reads back unchanged.
    try {
        if (!(parseScene(serializeScene(scene), "fuzz.json") == scene)) {
            finding("the scene read back differs from the scene written");
        }
    } catch (const SceneFileError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        finding("a written scene is refused by the reader");
    }
    if (particleCount(scene) > kMaxSteppedParticles) {
        return 0;
    }
    try {
        Simulation sim = makeSimulation(scene, scene.integrator);
        for (int k = 0; k < 5 && sim.step(); ++k) {
        }
    } catch (const std::invalid_argument&) {
        // A scene the integrator refuses (e.g. solids under pbd), with a message.
    }
    return 0;
}
