#include "app/cli/cli_output.h"

#include "app/cli/flags.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <system_error>
#include <unistd.h>

namespace clothlab::app::cli {

namespace {

std::string describeFile(std::string_view flag, const std::string& path) {
    return std::string(flag) + ": \"" + path + "\"";
}

} // namespace

OutputFile::OutputFile(std::string flag, std::string path)
    : m_flag(std::move(flag)), m_path(std::move(path)), m_target(core::outputTarget(m_path)) {
    if (!m_target.problem.empty()) {
        throw InputError(describeFile(m_flag, m_path) + ": " + m_target.problem.english() +
                         ", expected a file name");
    }
    // A device or FIFO is opened as it is (no truncation of what is not a file).
    const auto mode = m_target.direct ? std::ios::out : std::ios::out | std::ios::trunc;
    m_stream = std::make_unique<std::ofstream>(writtenPath(), mode);
    if (!*m_stream) {
        const int openError = errno;
        m_stream.reset();
        throw InputError(describeFile(m_flag, m_path) + ": cannot write (" +
                         std::strerror(openError) + ")");
    }
    *m_stream << std::setprecision(17);
}

OutputFile::~OutputFile() {
    discard();
}

OutputFile::OutputFile(OutputFile&& other) noexcept = default;

OutputFile& OutputFile::operator=(OutputFile&& other) noexcept {
    if (this != &other) {
        discard();
        m_flag = std::move(other.m_flag);
        m_path = std::move(other.m_path);
        m_target = std::move(other.m_target);
        m_stream = std::move(other.m_stream);
    }
    return *this;
}

void OutputFile::commit() {
    if (!m_stream) {
        return;
    }
    m_stream->flush();
    const bool written = static_cast<bool>(*m_stream);
    m_stream->close();
    const bool closed = !m_stream->fail();
    m_stream.reset();
    if (!written || !closed) {
        if (!m_target.direct) {
            std::remove(temporaryPath().c_str());
        }
        throw InputError(describeFile(m_flag, m_path) + ": error while writing, file not written");
    }
    if (m_target.direct) {
        return;
    }
    if (std::rename(temporaryPath().c_str(), m_target.path.c_str()) != 0) {
        const int renameError = errno;
        std::remove(temporaryPath().c_str());
        throw InputError(describeFile(m_flag, m_path) + ": cannot replace the file (" +
                         std::strerror(renameError) + ")");
    }
}

void OutputFile::discard() {
    // A device or FIFO is never removed.
    if (m_target.direct) {
        m_stream.reset();
        return;
    }
    if (m_stream) {
        m_stream.reset();
        std::remove(temporaryPath().c_str());
    }
}

OutputFile openOutput(std::string_view flag, const std::string& path) {
    return path.empty() ? OutputFile() : OutputFile(std::string(flag), path);
}

void requireDistinctOutputs(const std::vector<std::pair<std::string_view, std::string>>& outputs,
                            const InputFiles& inputs) {
    // Every file the command reads or writes, with what it is; each output adds its
    // temporary file when it has one.
    struct Claim {
        std::string what;
        std::string path;
        bool output;
    };
    std::vector<Claim> claims;
    for (const auto& [what, path] : inputs) {
        claims.push_back({what, path, false});
    }
    for (const auto& [flag, path] : outputs) {
        if (path.empty()) {
            continue;
        }
        const core::OutputTarget target = core::outputTarget(path);
        const std::string name = std::string(flag) + ": \"" + core::printableText(path) + "\"";
        std::vector<std::pair<std::string, std::string>> mine{{"", path}};
        if (!target.direct) {
            mine.emplace_back(" (through its temporary file \"" + core::printableText(target.path) +
                                  ".partial\")",
                              target.path + ".partial");
        }
        for (const auto& [how, file] : mine) {
            for (const Claim& claim : claims) {
                if (target.direct && claim.output && core::outputTarget(claim.path).direct) {
                    continue; // two outputs to /dev/null destroy nothing
                }
                if (core::sameFile(file, claim.path)) {
                    throw InputError(name + how + " would overwrite " + claim.what);
                }
            }
        }
        claims.push_back({"the file of " + std::string(flag), path, true});
        if (!target.direct) {
            claims.push_back(
                {"the temporary file of " + std::string(flag), target.path + ".partial", true});
        }
    }
}

TerminalProgress::TerminalProgress(std::string label)
    : m_label(std::move(label)), m_enabled(::isatty(STDERR_FILENO) == 1) {}

TerminalProgress::~TerminalProgress() {
    finish();
}

void TerminalProgress::finish() {
    if (m_shown) {
        std::cerr << '\n';
        m_shown = false;
    }
}

core::ProgressFunction TerminalProgress::callback() {
    if (!m_enabled) {
        return {};
    }
    // The analyses serialise their calls, so the line is never written by two threads.
    return [this](int done, int total) {
        m_shown = true;
        std::cerr << '\r' << m_label << ": " << done << '/' << total << std::flush;
    };
}

} // namespace clothlab::app::cli
