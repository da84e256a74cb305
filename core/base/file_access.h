// Reading input files defensively, writing output files without destroying anything, and
// showing arbitrary bytes in messages. Scene and OBJ files are user input: a device
// (/dev/zero), a pipe, a folder or a huge file is refused with the reason before it is read,
// never read until memory runs out. An output replaces a regular file atomically, the target
// of a symbolic link rather than the link, and never a device or a pipe (those are written).
#pragma once

#include "core/base/message.h"

#include <string>
#include <string_view>

namespace clothlab::core {

/// The contents of an input file, or why it was not read: "the path is a folder, not a
/// file", "the path is not a regular file (a device, pipe or socket)", "the file is %1 bytes,
/// more than the limit of %2 bytes", "cannot open: %1". At most `maxBytes` are ever read.
struct InputFile {
    std::string text;
    Message problem; ///< empty when `text` holds the whole file
};
InputFile readInputFile(const std::string& path, long long maxBytes);

/// Where the data for an output path goes. A symbolic link is followed (its target is
/// replaced, the link stays); a device or FIFO (/dev/null, a pipe) is written directly,
/// never replaced by a regular file.
struct OutputTarget {
    std::string path;    ///< the file to replace (or write), symbolic links resolved
    bool direct = false; ///< a device or FIFO: open and write it, no temporary and rename
    Message problem;     ///< "the path is a folder, not a file", or a link loop; else empty
};
OutputTarget outputTarget(const std::string& path);

/// Whether two paths name the same file: the same device and inode when both exist, else the
/// same absolute path once symbolic links are resolved.
bool sameFile(const std::string& a, const std::string& b);

/// `text` with every byte that is not printable UTF-8 (control characters, invalid or
/// truncated sequences, a byte order mark) written as \xNN, so that it shows in a message.
std::string printableText(std::string_view text);

/// Whether `text` is valid UTF-8.
bool isValidUtf8(std::string_view text);

} // namespace clothlab::core
