// Internal to the scene reader (core/scene/scene_io.cpp, core/scene/scene_bodies.cpp): a JSON value
// with its path, read with precise errors, and the body and obstacle readers.
#pragma once

#include "core/scene/scene.h"
#include "core/scene/scene_io.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace clothlab::core::scene_reader {

using nlohmann::json;

/// The JSON type of `j` as an argument of a message: "a number", "a string", "true/false",
/// "an array", "an object" or "null" (translated in the GUI).
Term typeName(const json& j);

/// 17 significant digits: the value exactly.
std::string format(double value);

/// A JSON value together with its path, for reading with precise errors.
class Node {
public:
    Node(const json& value, std::string path, const std::string& file)
        : m_value(value), m_path(std::move(path)), m_file(file) {}

    [[noreturn]] void fail(Message reason) const {
        throw SceneFileError(m_file, m_path, std::move(reason));
    }
    const std::string& path() const { return m_path; }
    const std::string& file() const { return m_file; }
    const json& value() const { return m_value; }

    /// Checks that this is an object whose keys are all in `allowed`.
    void expectKeys(std::initializer_list<std::string_view> allowed) const {
        expectKeys(std::vector<std::string_view>(allowed));
    }
    void expectKeys(const std::vector<std::string_view>& allowed) const;
    bool has(std::string_view key) const { return m_value.contains(key); }
    Node operator[](std::string_view key) const {
        if (!m_value.contains(key)) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "missing key \"%1\""), key));
        }
        return Node(m_value.at(std::string(key)), childPath(key), m_file);
    }
    std::size_t size() const {
        if (!m_value.is_array()) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected an array, found %1"),
                     typeName(m_value)));
        }
        return m_value.size();
    }
    Node operator[](std::size_t index) const {
        return Node(m_value.at(index), m_path + "[" + std::to_string(index) + "]", m_file);
    }

    double number() const;
    double number(double minimum, double maximum, bool openMinimum = false) const;
    double positive() const { return number(0.0, HUGE_VAL, true); }
    double nonNegative() const { return number(0.0, HUGE_VAL); }
    /// A whole number in [minimum, maximum]: an integer literal, or a number with no
    /// fractional part such as 4.0. Beyond the range (even beyond 64 bits) the error gives
    /// the number as written.
    long long integer(long long minimum, long long maximum) const;
    /// Whether this is a whole number too large for a long long (e.g. 18446744073709551615).
    bool beyondInteger() const;
    /// The value as written (JSON text).
    std::string literal() const { return m_value.dump(); }
    bool boolean() const {
        if (!m_value.is_boolean()) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected true or false, found %1"),
                     typeName(m_value)));
        }
        return m_value.get<bool>();
    }
    std::string string() const {
        if (!m_value.is_string()) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected a string, found %1"),
                     typeName(m_value)));
        }
        return m_value.get<std::string>();
    }
    Vec3 vec3() const;

private:
    std::string childPath(std::string_view key) const {
        return m_path.empty() ? std::string(key) : m_path + "." + std::string(key);
    }

    const json& m_value;
    std::string m_path;
    const std::string& m_file;
};

/// Parses JSON text strictly: malformed JSON (with line and column), a number beyond a
/// double's range and a key given twice in one object throw SceneFileError naming `fileName`.
json parseJsonText(std::string_view text, const std::string& fileName);

inline constexpr double kAxisTolerance = 1e-6;

/// A unit vector (to kAxisTolerance).
Vec3 unitAxis(const Node& node);

/// What the bodies read so far create: their particles' positions (for index and zero-length
/// checks) and their springs, counted against the scene's limits.
struct ParticleTable {
    std::vector<Vec3> positions;
    long long springs = 0;
};

/// The body at `node` (cloth, custom or solid); its particles and springs are added to
/// `table` (a body that would take the scene beyond kMaxSceneParticles or kMaxSceneSprings
/// is refused before its particles are made).
BodySpec readBody(const Node& node, ParticleTable& table);

Obstacle readObstacle(const Node& node);

} // namespace clothlab::core::scene_reader
