// `clothlab-cli assignments`: the labs shipped with ClothLab.
#include "app/cli/subcommand.h"
#include "core/coursework/assignment_io.h"
#include "core/coursework/labs.h"

#include <algorithm>
#include <iomanip>
#include <ostream>

namespace clothlab::app::cli {

namespace {

namespace cw = core::coursework;

std::string help() {
    return "Usage: clothlab-cli assignments\n"
           "\n"
           "Lists the labs shipped with ClothLab, one per line: id, English title, the\n"
           "number of tasks and the scene. Commands take a lab as assignment:NAME, e.g.\n"
           "\n"
           "  clothlab-cli solve assignment:lab1-orders --student s001 --out s001.json\n"
           "  clothlab-cli convergence assignment:lab1-orders --integrators rk4 ...\n";
}

int run(Invocation& call) {
    parseArguments(call.args, "assignments", static_cast<std::string*>(nullptr), {});
    std::size_t width = 0;
    for (const cw::LabData& lab : cw::labData()) {
        width = std::max(width, lab.id.size());
    }
    for (const cw::LabData& lab : cw::labData()) {
        const std::string source = std::string(cw::kAssignmentPrefix) + std::string(lab.id);
        const cw::Assignment assignment = cw::parseAssignment(lab.json, source);
        call.out << std::left << std::setw(static_cast<int>(width + 2)) << lab.id
                 << assignment.title.in("en") << " (" << assignment.tasks.size() << " tasks, scene "
                 << (assignment.scenePreset.empty() ? "inline" : "preset:" + assignment.scenePreset)
                 << ")\n";
    }
    return kExitOk;
}

} // namespace

const Subcommand kAssignmentsCommand{"assignments", "list the shipped labs (assignment:NAME)",
                                     &help, &run};

} // namespace clothlab::app::cli
