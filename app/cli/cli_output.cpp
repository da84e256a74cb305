#include "app/cli/cli_output.h"

#include "app/cli/flags.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <signal.h>
#include <system_error>
#include <unistd.h>
#include <utility>

namespace clothlab::app::cli {

namespace {

std::string describeFile(std::string_view flag, const std::string& path) {
    return std::string(flag) + ": \"" + path + "\"";
}

// The temporary files of the open outputs, for the handler of SIGINT and SIGTERM: a signal
// handler reaches nothing but globals, so this table is the CLI's one global state. It holds
// plain pointers the handler reads with lock-free atomics and hands to unlink(), both
// async-signal-safe; each string is allocated by the thread that registers it.
constexpr int kMaxTemporaries = 64;
std::atomic<const char*> g_temporaries[kMaxTemporaries];

int registerTemporary(const std::string& path) {
    char* copy = new char[path.size() + 1];
    std::memcpy(copy, path.c_str(), path.size() + 1);
    for (int k = 0; k < kMaxTemporaries; ++k) {
        const char* expected = nullptr;
        if (g_temporaries[k].compare_exchange_strong(expected, copy)) {
            return k;
        }
    }
    delete[] copy; // more outputs than slots: that one is not cleaned on a signal
    return -1;
}

void removeTemporariesAndStop(int signal) {
    for (std::atomic<const char*>& slot : g_temporaries) {
        if (const char* path = slot.load()) {
            ::unlink(path);
        }
    }
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

} // namespace

void removeTemporariesOnInterrupt() {
    struct sigaction action {};
    action.sa_handler = &removeTemporariesAndStop;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);
}

void OutputFile::forgetTemporary() {
    if (m_slot >= 0) {
        delete[] g_temporaries[m_slot].exchange(nullptr);
        m_slot = -1;
    }
}

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
    if (!m_target.direct) {
        m_slot = registerTemporary(temporaryPath());
    }
}

OutputFile::~OutputFile() {
    discard();
}

OutputFile::OutputFile(OutputFile&& other) noexcept
    : m_flag(std::move(other.m_flag)), m_path(std::move(other.m_path)),
      m_target(std::move(other.m_target)), m_stream(std::move(other.m_stream)),
      m_slot(std::exchange(other.m_slot, -1)) {}

OutputFile& OutputFile::operator=(OutputFile&& other) noexcept {
    if (this != &other) {
        discard();
        m_flag = std::move(other.m_flag);
        m_path = std::move(other.m_path);
        m_target = std::move(other.m_target);
        m_stream = std::move(other.m_stream);
        m_slot = std::exchange(other.m_slot, -1);
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
        forgetTemporary();
        throw InputError(describeFile(m_flag, m_path) + ": error while writing, file not written");
    }
    if (m_target.direct) {
        return;
    }
    if (std::rename(temporaryPath().c_str(), m_target.path.c_str()) != 0) {
        const int renameError = errno;
        std::remove(temporaryPath().c_str());
        forgetTemporary();
        throw InputError(describeFile(m_flag, m_path) + ": cannot replace the file (" +
                         std::strerror(renameError) + ")");
    }
    forgetTemporary();
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
    forgetTemporary();
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
