// Output files and terminal progress of clothlab-cli.
#pragma once

#include "core/analysis/analysis.h"
#include "core/base/file_access.h"

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
/// is removed. A symbolic link is written through (its target is replaced, next to the
/// target); a device or FIFO (/dev/null, a pipe) is written directly and never replaced.
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
    /// Drops the temporary file, the program's own: an existing FILE (or a link's target) is
    /// never removed or changed by a command that fails or blows up.
    void discard();

private:
    std::string temporaryPath() const { return m_target.path + ".partial"; }
    void forgetTemporary();
    std::string writtenPath() const { return m_target.direct ? m_target.path : temporaryPath(); }

    std::string m_flag;
    std::string m_path;
    core::OutputTarget m_target;
    std::unique_ptr<std::ofstream> m_stream;
    int m_slot = -1; ///< where the interrupt handler finds the temporary file; -1: none
};

/// Makes SIGINT (Ctrl-C) and SIGTERM end the command cleanly: the temporary "FILE.partial" of
/// every OutputFile still open is removed, existing FILEs stay as they were, and the program
/// then ends as the signal would have ended it (a shell shows status 128 + N). Called once,
/// at the start of main().
void removeTemporariesOnInterrupt();

/// Opens `path` for `flag` when it is not empty; an unopened OutputFile otherwise.
OutputFile openOutput(std::string_view flag, const std::string& path);

/// Files a command reads: (what, path), e.g. ("the scene file", "io.json").
using InputFiles = std::vector<std::pair<std::string, std::string>>;

/// Throws InputError, before anything runs, when writing the outputs (flag, path; empty
/// paths are skipped) would destroy a file: an output that is one of `inputs`, the same file
/// as another output, or the temporary "FILE.partial" of another output (or whose own
/// temporary is one of those). Files are compared by device and inode when they exist, by
/// absolute path with links resolved otherwise. Devices and FIFOs may be named twice.
void requireDistinctOutputs(const std::vector<std::pair<std::string_view, std::string>>& outputs,
                            const InputFiles& inputs = {});

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
