#include "core/base/file_access.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sys/stat.h>

namespace clothlab::core {

namespace {

/// Length of the valid UTF-8 sequence at the start of `text`, or 0.
std::size_t utf8Length(std::string_view text) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(0);
    if (lead < 0x80) {
        return 1;
    }
    std::size_t length = 0;
    unsigned int lowest = 0;
    if ((lead & 0xE0) == 0xC0) {
        length = 2;
        lowest = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3;
        lowest = 0x800;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4;
        lowest = 0x10000;
    } else {
        return 0;
    }
    if (text.size() < length) {
        return 0;
    }
    unsigned int code = lead & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(k) & 0xC0) != 0x80) {
            return 0;
        }
        code = (code << 6) | (byte(k) & 0x3F);
    }
    // Overlong forms, surrogates and code points beyond Unicode are invalid.
    if (code < lowest || (code >= 0xD800 && code <= 0xDFFF) || code > 0x10FFFF) {
        return 0;
    }
    return length;
}

std::string hexByte(unsigned char c) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "\\x%02X", c);
    return buffer;
}

} // namespace

InputFile readInputFile(const std::string& path, long long maxBytes) {
    InputFile file;
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) {
        file.problem =
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "cannot open: %1"), std::strerror(errno));
        return file;
    }
    if (S_ISDIR(info.st_mode)) {
        file.problem = msg(CLOTHLAB_TR_NOOP("CoreMessage", "the path is a folder, not a file"));
        return file;
    }
    if (!S_ISREG(info.st_mode)) {
        file.problem = msg(CLOTHLAB_TR_NOOP(
            "CoreMessage", "the path is not a regular file (a device, pipe or socket)"));
        return file;
    }
    const auto tooBig = [&](long long size) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                    "the file is %1 bytes, more than the limit of %2 bytes"),
                   size, maxBytes);
    };
    if (info.st_size > maxBytes) {
        file.problem = tooBig(info.st_size);
        return file;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        file.problem =
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "cannot open: %1"), std::strerror(errno));
        return file;
    }
    // Read with the limit too: the file may have grown since stat().
    file.text.resize(static_cast<std::size_t>(maxBytes) + 1);
    in.read(file.text.data(), static_cast<std::streamsize>(file.text.size()));
    const auto got = static_cast<std::size_t>(in.gcount());
    if (got > static_cast<std::size_t>(maxBytes)) {
        file.text.clear();
        file.problem = tooBig(static_cast<long long>(got));
        return file;
    }
    file.text.resize(got);
    file.text.shrink_to_fit();
    return file;
}

OutputTarget outputTarget(const std::string& path) {
    namespace fs = std::filesystem;
    OutputTarget target{path, false, {}};
    // Follow the chain of links by hand: a dangling link's target is still where the data
    // belongs (fs::canonical() would fail on it).
    for (int depth = 0;; ++depth) {
        std::error_code error;
        if (!fs::is_symlink(target.path, error)) {
            break;
        }
        if (depth == 40) {
            target.problem =
                msg(CLOTHLAB_TR_NOOP("CoreMessage", "too many levels of symbolic links"));
            return target;
        }
        const fs::path link = fs::read_symlink(target.path, error);
        if (error) {
            break;
        }
        target.path = (link.is_absolute() ? link : fs::path(target.path).parent_path() / link)
                          .lexically_normal()
                          .string();
    }
    struct stat info {};
    if (::stat(target.path.c_str(), &info) == 0) {
        if (S_ISDIR(info.st_mode)) {
            target.problem =
                msg(CLOTHLAB_TR_NOOP("CoreMessage", "the path is a folder, not a file"));
        } else if (!S_ISREG(info.st_mode)) {
            target.direct = true;
        }
    }
    return target;
}

bool sameFile(const std::string& a, const std::string& b) {
    namespace fs = std::filesystem;
    struct stat infoA {};
    struct stat infoB {};
    if (::stat(a.c_str(), &infoA) == 0 && ::stat(b.c_str(), &infoB) == 0) {
        return infoA.st_dev == infoB.st_dev && infoA.st_ino == infoB.st_ino;
    }
    std::error_code error;
    const fs::path pa = fs::weakly_canonical(fs::absolute(outputTarget(a).path, error), error);
    const fs::path pb = fs::weakly_canonical(fs::absolute(outputTarget(b).path, error), error);
    return pa.lexically_normal() == pb.lexically_normal();
}

std::string printableText(std::string_view text) {
    std::string out;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t length = utf8Length(text.substr(at));
        const auto c = static_cast<unsigned char>(text[at]);
        const bool bom = text.substr(at, 3) == "\xEF\xBB\xBF";
        if (length == 0 || bom || c < 0x20 || c == 0x7F) {
            const std::size_t bytes = bom ? 3 : 1;
            for (std::size_t k = 0; k < bytes; ++k) {
                out += hexByte(static_cast<unsigned char>(text[at + k]));
            }
            at += bytes;
            continue;
        }
        out.append(text.substr(at, length));
        at += length;
    }
    return out;
}

bool isValidUtf8(std::string_view text) {
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t length = utf8Length(text.substr(at));
        if (length == 0) {
            return false;
        }
        at += length;
    }
    return true;
}

} // namespace clothlab::core
