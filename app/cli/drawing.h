// What clothlab-cli draws, without a display: the --figure files of the analyses and of grade,
// with figures/ (QPainter, no widgets) on Qt's offscreen platform, and the Qt application
// drawing needs. With the report and figures subcommands, the only part of the command-line
// tool that uses Qt.
#pragma once

#include "app/cli/flags.h"
#include "core/analysis/comparison.h"
#include "core/analysis/convergence.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/work_precision.h"
#include "core/base/message.h"
#include "core/coursework/assignment.h"
#include "core/coursework/grader.h"

#include <array>
#include <memory>
#include <string>
#include <vector>

class QGuiApplication;

namespace clothlab::app::cli {

/// The Qt application that drawing needs (fonts, QPainter, PDF), on the offscreen platform:
/// created by the first drawing command when none exists and ended when it is done, in
/// `language` (en, ja, zh_CN, zh_TW; empty: the system's). Qt's own notes (no runtime
/// directory, …) are not the tool's output.
class Drawing {
public:
    explicit Drawing(const std::string& language = {});
    ~Drawing();
    Drawing(const Drawing&) = delete;
    Drawing& operator=(const Drawing&) = delete;

private:
    char m_name[13] = "clothlab-cli";
    int m_argc = 1;
    std::array<char*, 2> m_argv{m_name, nullptr};
    std::unique_ptr<QGuiApplication> m_application;
};

/// Checks, before any work, that every --figure file can be created (its folder exists):
/// a command either writes all its outputs or none. Throws InputError naming the file.
void requireFigureFolders(const std::vector<std::string>& files);

/// The figures the workbench draws for each analysis, in single-column paper style (85 mm
/// wide, golden height; PNG at 300 dpi), one file per entry of `files` (format by extension).
/// Throws InputError naming the file when one cannot be written.
void writeComparisonFigures(const core::ComparisonResult& result, const std::string& sceneName,
                            const std::vector<std::string>& files);
/// `premise`: why the study's orders are not meaningful (core::convergencePremise), or empty.
void writeConvergenceFigures(const core::ConvergenceResult& result, double duration,
                             const core::Message& premise, const std::string& sceneName,
                             const std::vector<std::string>& files);
void writeStabilityFigures(const std::vector<core::StabilityResult>& results, double duration,
                           double tolerance, const core::Message& premise,
                           const std::string& sceneName, const std::vector<std::string>& files);

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
