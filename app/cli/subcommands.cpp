// The one table of clothlab-cli's subcommands, and the overview built from it.
#include "app/cli/subcommand.h"

#include <algorithm>
#include <array>

namespace clothlab::app::cli {

namespace {

// The addresses of the subcommands are constants: the table needs no start-up order.
constexpr std::array kTable{&kRunCommand,         &kDescribeCommand,    &kCompareCommand,
                            &kConvergenceCommand, &kStabilityCommand,   &kStabilityStudyCommand,
                            &kSpectrumCommand,    &kDispersionCommand,  &kWorkPrecisionCommand,
                            &kReportCommand,      &kFiguresCommand,     &kPresetsCommand,
                            &kPresetCommand,      &kIntegratorsCommand, &kAssignmentsCommand,
                            &kSolveCommand,       &kGradeCommand,       &kStudyCommand};

constexpr std::size_t kNameColumn = 16;

std::string overview() {
    std::string text = "Usage: clothlab-cli SUBCOMMAND [OPTIONS]\n"
                       "\n"
                       "ClothLab without a display: the same simulation engine as the workbench.\n"
                       "\n"
                       "Subcommands:\n";
    for (const Subcommand* sub : kTable) {
        std::string_view summary = sub->summary;
        std::string name(sub->name);
        name.resize(std::max(kNameColumn - 2, name.size() + 1), ' ');
        bool first = true;
        while (!summary.empty()) {
            const auto end = summary.find('\n');
            text += "  " + (first ? name : std::string(name.size(), ' '));
            text += summary.substr(0, end);
            text += '\n';
            summary = end == std::string_view::npos ? std::string_view() : summary.substr(end + 1);
            first = false;
        }
    }
    return text + "\n"
                  "SCENE is a scene file or preset:NAME. clothlab-cli SUBCOMMAND --help (or\n"
                  "clothlab-cli help SUBCOMMAND) shows the options of a subcommand; both\n"
                  "--flag VALUE and --flag=VALUE work.\n"
                  "Exit status: 0 done, 2 bad input, 3 a run blew up.\n";
}

} // namespace

std::span<const Subcommand* const> subcommands() {
    return kTable;
}

const Subcommand* findSubcommand(std::string_view name) {
    const auto found = std::find_if(kTable.begin(), kTable.end(),
                                    [name](const Subcommand* sub) { return sub->name == name; });
    return found == kTable.end() ? nullptr : *found;
}

std::string usage(std::string_view subcommand) {
    if (subcommand.empty()) {
        return overview();
    }
    const Subcommand* sub = findSubcommand(subcommand);
    return sub == nullptr ? std::string() : sub->help();
}

} // namespace clothlab::app::cli
