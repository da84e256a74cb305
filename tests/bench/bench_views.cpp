// Costs of the 3D view, measured outside the unit tests (they never time anything):
//   frames   — a SceneView fed at 60 Hz from a 64 × 64 cloth stepped with implicit-euler on
//              its own thread: the GUI timer's intervals;
//   skinning — skinning + normals of one frame of each solid preset, alone and as part of
//              SceneView::setPositions(), for K = 1 and K = 3.
// Prints one machine-readable line per measurement, e.g.
//   phase=frames seconds=8 frames=<n> p50_ms=<…> p95_ms=<…> max_ms=<…> steps=<n>
//   phase=skinning preset=elastic-ring k=3 vertices=<n> particles=<n> skin_us=<…> frame_us=<…>
// Usage: xvfb-run -a clothlab_bench_views [seconds of the frames phase, default 8]
// It asserts nothing; numbers and the machine go to RESULTS.md.
#include "core/scene/presets.h"
#include "core/scene/scene.h"
#include "core/simulation/simulation.h"
#include "widgets/view3d/scene_view.h"
#include "widgets/view3d/scene_view_solids.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTest>
#include <QTimer>
#include <QWindow>
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <thread>
#include <vector>

using namespace clothlab;
using widgets::SceneView;

namespace {

/// Steps a simulation on its own thread as fast as it can (as the workbench's controller
/// does) and hands out copies of its latest positions and forces.
class SimulationThread {
public:
    explicit SimulationThread(core::Simulation simulation)
        : m_simulation(std::move(simulation)), m_thread([this] { run(); }) {}
    ~SimulationThread() {
        m_stop = true;
        m_thread.join();
    }
    SimulationThread(const SimulationThread&) = delete;
    SimulationThread& operator=(const SimulationThread&) = delete;
    std::pair<Eigen::Matrix3Xd, Eigen::Matrix3Xd> latest() {
        std::lock_guard lock(m_mutex);
        return {m_positions, m_forces};
    }
    long steps() const { return m_steps; }

private:
    void run() {
        while (!m_stop && m_simulation.step()) {
            std::lock_guard lock(m_mutex);
            m_positions = m_simulation.system().positions();
            m_forces = m_simulation.currentForces();
            ++m_steps;
        }
    }

    core::Simulation m_simulation;
    std::mutex m_mutex;
    Eigen::Matrix3Xd m_positions{m_simulation.system().positions()};
    Eigen::Matrix3Xd m_forces{Eigen::Matrix3Xd::Zero(3, m_positions.cols())};
    std::atomic<bool> m_stop{false};
    std::atomic<long> m_steps{0};
    std::thread m_thread;
};

double percentile(std::vector<double> values, double p) {
    std::sort(values.begin(), values.end());
    return values.empty()
               ? 0.0
               : values[static_cast<std::size_t>(p * static_cast<double>(values.size() - 1))];
}

bool frames(double seconds) {
    core::Scene scene = core::loadPreset("hanging-cloth");
    auto& cloth = std::get<core::ClothSpec>(scene.bodies.front());
    cloth.rows = cloth.cols = 64;
    cloth.spacing = 1.0 / 63.0;
    scene.integrator.id = "implicit-euler";
    scene.integrator.dt = 1.0 / 240.0;
    SimulationThread simulation(core::makeSimulation(scene));
    SceneView view;
    view.setSystem(core::buildSystem(scene), scene.obstacles);
    view.setShowForces(true);
    view.resize(800, 600);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view) ||
        !QTest::qWaitFor([&] { return view.viewWindow()->isExposed(); })) {
        std::fprintf(stderr, "bench_views: the view was never shown\n");
        return false;
    }
    std::vector<double> intervals;
    QElapsedTimer clock;
    QTimer timer;
    timer.setTimerType(Qt::PreciseTimer);
    QObject::connect(&timer, &QTimer::timeout, &view, [&] {
        if (clock.isValid()) {
            intervals.push_back(static_cast<double>(clock.nsecsElapsed()) * 1e-6);
        }
        clock.restart();
        const auto [x, f] = simulation.latest();
        view.setPositions(x, &f);
    });
    timer.start(16);
    QTest::qWait(static_cast<int>(seconds * 1000.0));
    timer.stop();
    std::printf("phase=frames seconds=%g frames=%zu p50_ms=%.1f p95_ms=%.1f max_ms=%.1f "
                "steps=%ld\n",
                seconds, intervals.size(), percentile(intervals, 0.5), percentile(intervals, 0.95),
                percentile(intervals, 1.0), simulation.steps());
    return true;
}

void skinning() {
    for (const char* preset : {"elastic-ring", "jelly-cube"}) {
        core::Simulation simulation = core::makeSimulation(core::loadPreset(preset));
        simulation.advanceTo(0.5);
        const core::System& s = simulation.system();
        for (int k : {1, 3}) {
            widgets::SolidSkins skins;
            skins.build(s, k);
            constexpr int kFrames = 500;
            QElapsedTimer timer;
            timer.start();
            for (int frame = 0; frame < kFrames; ++frame) {
                skins.skin(s.positions(), &s.orientations());
            }
            const double skinUs = static_cast<double>(timer.nsecsElapsed()) / 1e3 / kFrames;
            SceneView view;
            view.setSystem(s, {});
            view.setSkinningNeighbours(k);
            timer.restart();
            for (int frame = 0; frame < kFrames; ++frame) {
                view.setPositions(s.positions(), nullptr, &s.orientations());
            }
            const double frameUs = static_cast<double>(timer.nsecsElapsed()) / 1e3 / kFrames;
            std::printf("phase=skinning preset=%s k=%d vertices=%d particles=%d skin_us=%.1f "
                        "frame_us=%.1f\n",
                        preset, k, skins.vertexCount(), s.particleCount(), skinUs, frameUs);
        }
    }
}

} // namespace

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT3D_RENDERER")) {
        qputenv("QT3D_RENDERER", "opengl");
    }
    QApplication app(argc, argv);
    const double seconds = argc > 1 ? std::atof(argv[1]) : 8.0;
    if (!frames(seconds)) {
        return 1;
    }
    skinning();
    return 0;
}
