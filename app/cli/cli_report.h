// What clothlab-cli draws, without a display: the report and the --figure files of compare,
// convergence and stability, with figures/ (QPainter, no widgets) on Qt's offscreen
// platform. The only part of the command-line tool that uses Qt.
#pragma once

#include "app/cli/cli_args.h"
#include "core/analysis/comparison.h"
#include "core/analysis/convergence.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/work_precision.h"
#include "core/coursework/assignment.h"
#include "core/coursework/grader.h"

#include <ostream>
#include <string>
#include <vector>

namespace clothlab::app::cli {

/// Compares the scene's runs, runs the analyses asked for and writes the PDF and its figure
/// files; lists the files on `out`. Throws InputError for a scene without runs or a
/// convergence step that does not divide the duration.
int writeReport(const Command& command, std::ostream& out, std::ostream& err);

/// The gallery: one figure of every kind in DIR as PDF, SVG and PNG; lists the files on
/// `out`. Throws InputError when DIR cannot be made; returns kExitInternalError when a file
/// cannot be written.
int writeGallery(const Command& command, std::ostream& out, std::ostream& err);

/// Checks, before any work, that every --figure file can be created (its folder exists):
/// a command either writes all its outputs or none. Throws InputError naming the file.
void requireFigureFolders(const std::vector<std::string>& files);

/// The figures the workbench draws for each analysis, in single-column paper style (85 mm
/// wide, golden height; PNG at 300 dpi), one file per entry of `files` (format by extension).
/// Throws InputError naming the file when one cannot be written.
void writeComparisonFigures(const core::ComparisonResult& result, const std::string& sceneName,
                            const std::vector<std::string>& files);
void writeConvergenceFigures(const core::ConvergenceResult& result, double duration,
                             const std::string& sceneName, const std::vector<std::string>& files);
void writeStabilityFigures(const std::vector<core::StabilityResult>& results, double duration,
                           double tolerance, const std::string& sceneName,
                           const std::vector<std::string>& files);

/// The band chart of the cheapest method at each stiffness (baseStiffness: the swept kind's
/// k⁺ at scale 1, N/m; 0 for every kind).
void writeCrossoverFigures(const core::StiffnessCrossoverResult& result, double baseStiffness,
                           const std::string& sceneName, const std::vector<std::string>& files);
void writeWorkPrecisionFigures(const core::WorkPrecisionResult& result,
                               const std::string& sceneName, const std::vector<std::string>& files);

/// The class summary of a grade (figures/class_figure.h), one file per entry of `files`.
void writeClassFigures(const core::coursework::Assignment& assignment,
                       const std::vector<core::coursework::GradeRow>& rows,
                       const std::vector<std::string>& files);

} // namespace clothlab::app::cli
