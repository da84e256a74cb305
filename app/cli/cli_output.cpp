#include "app/cli/cli_output.h"

#include "app/cli/cli_args.h"

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
    : m_flag(std::move(flag)), m_path(std::move(path)) {
    std::error_code error;
    if (std::filesystem::is_directory(m_path, error)) {
        throw InputError(describeFile(m_flag, m_path) + ": is a folder, expected a file name");
    }
    m_stream = std::make_unique<std::ofstream>(temporaryPath(), std::ios::out | std::ios::trunc);
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
        std::remove(temporaryPath().c_str());
        throw InputError(describeFile(m_flag, m_path) + ": error while writing, file not written");
    }
    if (std::rename(temporaryPath().c_str(), m_path.c_str()) != 0) {
        const int renameError = errno;
        std::remove(temporaryPath().c_str());
        throw InputError(describeFile(m_flag, m_path) + ": cannot replace the file (" +
                         std::strerror(renameError) + ")");
    }
}

void OutputFile::discard(bool removeTarget) {
    if (m_stream) {
        m_stream.reset();
        std::remove(temporaryPath().c_str());
    }
    if (removeTarget && !m_path.empty()) {
        std::remove(m_path.c_str());
    }
}

OutputFile openOutput(std::string_view flag, const std::string& path) {
    return path.empty() ? OutputFile() : OutputFile(std::string(flag), path);
}

void requireDistinctOutputs(const std::vector<std::pair<std::string_view, std::string>>& outputs) {
    std::vector<std::pair<std::string_view, std::filesystem::path>> seen;
    for (const auto& [flag, path] : outputs) {
        if (path.empty()) {
            continue;
        }
        std::error_code error;
        const std::filesystem::path absolute =
            std::filesystem::absolute(path, error).lexically_normal();
        for (const auto& [otherFlag, otherPath] : seen) {
            if (otherPath == absolute) {
                throw InputError(std::string(flag) + ": \"" + path + "\" is already the file of " +
                                 std::string(otherFlag));
            }
        }
        seen.emplace_back(flag, absolute);
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
