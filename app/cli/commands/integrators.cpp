// `clothlab-cli integrators`: the integrators of the catalogue and their parameters.
#include "app/cli/subcommand.h"
#include "core/base/parameters.h"
#include "core/integrators/integrator.h"

#include <iomanip>
#include <ostream>
#include <sstream>

namespace clothlab::app::cli {

namespace {

std::string help() {
    return "Usage: clothlab-cli integrators\n"
           "\n"
           "Lists the integrators, one per line: id, order of accuracy, name, and the\n"
           "parameters each declares (id, range, default) for --param and ID:PARAM=VALUE.\n";
}

std::string parameterSummary(const core::IntegratorInfo& info) {
    std::ostringstream text;
    for (const core::ParameterSpec& spec : info.parameters) {
        text << (text.tellp() == 0 ? "  parameters: " : ", ") << spec.id << " [" << spec.minimum
             << ", " << spec.maximum << "] default " << spec.defaultValue;
    }
    return text.str();
}

int run(Invocation& call) {
    parseArguments(call.args, "integrators", static_cast<std::string*>(nullptr), {});
    for (const core::IntegratorInfo* info : core::integratorCatalog()) {
        call.out << std::left << std::setw(22) << info->id << ' ' << std::setw(2) << info->order
                 << ' ' << info->name << parameterSummary(*info) << '\n';
    }
    return kExitOk;
}

} // namespace

const Subcommand kIntegratorsCommand{"integrators", "list the integrators and their parameters",
                                     &help, &run};

} // namespace clothlab::app::cli
