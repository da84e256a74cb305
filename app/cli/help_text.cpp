#include "app/cli/help_text.h"

namespace clothlab::app::cli {

const char* const kSceneHelp =
    "  SCENE              a scene file (JSON; clothlab-cli preset NAME prints one)\n"
    "                     or preset:NAME (see clothlab-cli presets); an assignment\n"
    "                     file or assignment:NAME stands for the assignment's scene\n"
    "  --set KEY=VALUE    override one scene value by its JSON path before the scene\n"
    "                     is checked, e.g. --set stiffness.shear.stretch=500 or\n"
    "                     --set bodies[0].rows=8; VALUE is JSON (text that is not JSON\n"
    "                     is a string); repeatable. On an assignment's scene a key the\n"
    "                     assignment locks is refused (exit status 2)\n";

const char* const kSpecHelp =
    "Integrator entries are ID[:PARAM=VALUE]…[@DT], e.g. rk4, rk4@0.0005 or\n"
    "dop853:tolerance=1e-14 (PARAM as declared by the integrator, see clothlab-cli\n"
    "integrators). An entry whose id is the scene's own integrator starts from the\n"
    "scene's parameters.\n";

std::string analysisFooter() {
    return std::string("  --threads N        worker threads (default: one per hardware thread)\n"
                       "  --figure FILE      also draw the result as the workbench does: .pdf or\n"
                       "                     .svg (vector) or .png (300 dpi), 85 x 53 mm, paper\n"
                       "                     style; repeatable (needs no display)\n"
                       "  --manifest FILE.json\n"
                       "                     scene hash, every run's integrator, parameters and\n"
                       "                     dt, the reference, build version and compiler\n"
                       "\n") +
           kSpecHelp +
           "\n"
           "Progress goes to stderr when it is a terminal. The output file is written to a\n"
           "temporary name and renamed when complete; a path that cannot be written fails\n"
           "before the runs start.\n";
}

} // namespace clothlab::app::cli
