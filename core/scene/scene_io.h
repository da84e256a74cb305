// Scene files (DESIGN §5): JSON, versioned, read strictly (every error names the file, the
// JSON path and the reason) and written atomically (a failed save leaves the old file).
//
// Beyond DESIGN §5's keys, "comparison" (optional) is the comparison the scene suggests
// (ComparisonPlan): {"integrators": ["rk4", …] (known ids, at least one, no repeats),
// "policy": "common" | "stability-fraction" | "equal-cost" (default stability-fraction),
// "dt": s > 0 (default the scene's dt), "fraction": (0, 1] (default 0.5), "max_dt": s > 0
// (default 1/60)}. Unknown keys and out-of-range values are errors like everywhere else.
#pragma once

#include "core/base/message.h"
#include "core/scene/scene.h"

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace clothlab::core {

inline constexpr std::string_view kSceneFormat = "clothlab-scene";
inline constexpr int kSceneFormatVersion = 1;
/// Largest scene file read (bytes); a bigger one, a folder or a device is refused.
inline constexpr long long kMaxSceneFileBytes = 64LL << 20;

/// A scene file that cannot be read or written. what() is "FILE: PATH: REASON" (PATH is
/// omitted for errors about the file as a whole); the reason is a Message, so that the GUI
/// shows it translated.
class SceneFileError : public std::runtime_error, public DescribedError {
public:
    SceneFileError(std::string file, std::string path, Message reason);
    const std::string& file() const { return m_file; }
    /// JSON path such as "bodies[0].springs[3].j"; empty for the whole file.
    const std::string& path() const { return m_path; }
    /// The reason in English.
    const std::string& reason() const { return m_reason; }
    const Message& message() const { return m_message; }
    /// "FILE, at PATH: REASON" (or "FILE: REASON" for the whole file).
    Message describe() const override;

private:
    std::string m_file;
    std::string m_path;
    std::string m_reason;
    Message m_message;
};

/// Parses scene JSON; `fileName` is only used in error messages. Overrides are applied to
/// the JSON before it is validated, so an overridden value is checked like any other; a
/// path that does not exist (except a new last key of an object) is an error naming it.
/// Throws SceneFileError.
Scene parseScene(std::string_view json, const std::string& fileName,
                 const std::vector<SceneOverride>& overrides = {});

/// Reads and parses a scene file. Throws SceneFileError.
Scene loadSceneFile(const std::string& path, const std::vector<SceneOverride>& overrides = {});

/// The scene a run simulates: `scene` with the run's overrides applied (checked like a scene
/// file: an error names the overridden path), without runs. A solid's mesh is read again,
/// relative to the working folder, only when an override changes the bodies. Throws
/// SceneFileError.
Scene sceneForRun(const Scene& scene, const RunSpec& run);

/// The scene as JSON text (pretty-printed; doubles written so they read back bit for bit).
std::string serializeScene(const Scene& scene);

/// FNV-1a 64-bit hash of the scene's canonical JSON (serializeScene()), as 16 hex digits.
std::string sceneHash(const Scene& scene);

/// Writes the scene atomically (temporary file in the same folder, flushed, renamed over the
/// target). Throws SceneFileError; the previous file is then untouched.
void saveSceneFile(const Scene& scene, const std::string& path);

/// Writes `contents` to `path` atomically. For tests, `failAfterBytes` ≥ 0 makes the write
/// fail after that many bytes, as a full disk would. Throws SceneFileError.
void writeFileAtomically(const std::string& path, std::string_view contents,
                         long failAfterBytes = -1);

} // namespace clothlab::core
