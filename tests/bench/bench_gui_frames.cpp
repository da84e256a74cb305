// Frame interval of the workbench's GUI thread while a 64 × 64 cloth runs with
// implicit-euler on the worker thread: first with the view untouched, then while the user
// drags the camera. Prints one machine-readable line per phase:
//   phase=<name> frames=<n> p50_ms=<…> p95_ms=<…> max_ms=<…> steps=<n> steps_per_second=<…>
// The frame interval is the time between two successive runs of a 60 Hz timer on the GUI
// thread: whatever the GUI thread is busy with (rendering, snapshots, plots, input) delays
// it. Run it under the display the workbench would use (here: xvfb-run). It asserts
// nothing; the numbers and the machine go to RESULTS.md.
#include "app/main_window.h"
#include "core/scene/presets.h"
#include "core/scene/scene.h"
#include "widgets/document/document.h"
#include "widgets/engine/run_controller.h"
#include "widgets/view3d/scene_view.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMouseEvent>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QWindow>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <vector>

using namespace clothlab;

namespace {

core::Scene benchmarkScene() {
    core::Scene scene = core::loadPreset("hanging-cloth");
    auto& cloth = std::get<core::ClothSpec>(scene.bodies.at(0));
    cloth.rows = 64;
    cloth.cols = 64;
    cloth.spacing = 1.0 / 63.0;
    cloth.particleMass = 0.5 / (64.0 * 64.0);
    scene.integrator = {"implicit-euler", 1.0 / 240.0, {}};
    return scene;
}

double percentile(std::vector<double> values, double p) {
    std::sort(values.begin(), values.end());
    return values.empty()
               ? 0.0
               : values[static_cast<std::size_t>(p * static_cast<double>(values.size() - 1))];
}

/// Runs the event loop for `seconds`, recording the GUI timer's intervals; `perTick` runs on
/// every tick (e.g. a mouse move of a camera drag).
void measure(const char* phase, app::MainWindow& window, double seconds,
             const std::function<void(int)>& perTick) {
    std::vector<double> intervals;
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    const long firstStep = window.controller()->latestSnapshot()->step;
    QTimer timer;
    timer.setTimerType(Qt::PreciseTimer);
    int tick = 0;
    QObject::connect(&timer, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        intervals.push_back(static_cast<double>(now - last) * 1e-6);
        last = now;
        perTick(tick++);
    });
    timer.start(16);
    while (clock.elapsed() < static_cast<qint64>(seconds * 1000.0)) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    timer.stop();
    const long steps = window.controller()->latestSnapshot()->step - firstStep;
    std::printf("phase=%s frames=%zu p50_ms=%.1f p95_ms=%.1f max_ms=%.1f steps=%ld "
                "steps_per_second=%.0f\n",
                phase, intervals.size(), percentile(intervals, 0.5), percentile(intervals, 0.95),
                percentile(intervals, 1.0), steps, static_cast<double>(steps) / seconds);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT3D_RENDERER")) {
        qputenv("QT3D_RENDERER", "opengl");
    }
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // leave the user's layout alone
    const double seconds = argc > 1 ? std::atof(argv[1]) : 8.0;
    app::MainWindow window;
    window.resize(1400, 900);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) {
        std::fprintf(stderr, "bench_gui_frames: the window was never shown\n");
        return 1;
    }
    window.document()->reset(benchmarkScene());
    QTest::qWait(500);
    window.controller()->play();
    QTest::qWait(1000); // let the run settle in

    measure("running", window, seconds, [](int) {});

    // Orbit: a left drag on empty space (the view's top-left corner), moving in a circle.
    QWindow* target = window.sceneView()->viewWindow();
    const QPoint start(20, 20);
    QTest::mousePress(target, Qt::LeftButton, Qt::NoModifier, start);
    measure("camera-drag", window, seconds, [target, start](int tick) {
        const QPoint offset(static_cast<int>(60.0 * std::cos(tick * 0.05)),
                            static_cast<int>(40.0 * std::sin(tick * 0.05)));
        QMouseEvent move(QEvent::MouseMove, QPointF(start + offset), QPointF(start + offset),
                         target->mapToGlobal(start + offset), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QCoreApplication::sendEvent(target, &move);
    });
    QTest::mouseRelease(target, Qt::LeftButton, Qt::NoModifier, start);
    window.controller()->pause();
    return 0;
}
