// Output files and terminal progress of clothlab-cli.
#pragma once

#include "core/analysis.h"

#include <fstream>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace clothlab::app::cli {

/// An output file written atomically: the data streams into "FILE.partial" next to FILE,
/// and commit() renames it over FILE once complete, so a reader never sees half a file and
/// an interrupted command leaves the previous FILE as it was. Opened before the long work
/// so that a path that cannot be written fails at once. Not committed: the temporary file
/// is removed.
class OutputFile {
public:
    OutputFile() = default;
    /// Opens the temporary file. Throws InputError naming `flag`, `path` and the reason.
    OutputFile(std::string flag, std::string path);
    ~OutputFile();
    OutputFile(OutputFile&&) noexcept;
    OutputFile& operator=(OutputFile&&) noexcept;

    bool isOpen() const { return m_stream != nullptr; }
    const std::string& path() const { return m_path; }
    /// Streams with 17 significant digits (CSV values read back exactly).
    std::ostream& stream() { return *m_stream; }

    /// Flushes, closes and renames over the target. Throws InputError naming the flag and
    /// the file when the data could not be written (disk full, folder removed, …).
    void commit();
    /// Drops the temporary file; with `removeTarget`, an existing FILE too, so that a file
    /// from an earlier command cannot be taken for this one's.
    void discard(bool removeTarget = false);

private:
    std::string temporaryPath() const { return m_path + ".partial"; }

    std::string m_flag;
    std::string m_path;
    std::unique_ptr<std::ofstream> m_stream;
};

/// Opens `path` for `flag` when it is not empty; an unopened OutputFile otherwise.
OutputFile openOutput(std::string_view flag, const std::string& path);

/// Throws InputError naming both flags when two of the outputs (flag, path; empty paths
/// are skipped) are the same file.
void requireDistinctOutputs(const std::vector<std::pair<std::string_view, std::string>>& outputs);

/// Progress of a long command on stderr, only when stderr is a terminal: one line
/// "LABEL: done/total" rewritten in place, ended by a newline when destroyed.
class TerminalProgress {
public:
    explicit TerminalProgress(std::string label);
    ~TerminalProgress();
    TerminalProgress(const TerminalProgress&) = delete;
    TerminalProgress& operator=(const TerminalProgress&) = delete;

    /// The callback for AnalysisOptions::progress; empty when stderr is not a terminal.
    core::ProgressFunction callback();
    /// Ends the progress line (once the work is done, before results are printed).
    void finish();

private:
    std::string m_label;
    bool m_enabled = false;
    bool m_shown = false;
};

} // namespace clothlab::app::cli
