// OBJ reading is strict in the way scene files are: what ClothLab does not understand is an
// error with the file and line, never silently dropped geometry. Statements that carry no
// geometry for a solid (normals, texture coordinates, groups, materials) are skipped.
#include "core/obj_mesh.h"

#include <Eigen/Geometry>
#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <map>
#include <sstream>
#include <utility>

namespace clothlab::core {

namespace {

// One stream rather than string concatenation: GCC 12 at -O3 reports a false -Wrestrict in
// operator+ on temporaries (GCC bug 105329).
template <typename... Parts> std::string cat(const Parts&... parts) {
    std::ostringstream out;
    (out << ... << parts);
    return out.str();
}

} // namespace

ObjError::ObjError(const std::string& file, int line, Message reason)
    : std::runtime_error(line > 0 ? cat(file, ": line ", line, ": ", reason.english())
                                  : cat(file, ": ", reason.english())),
      m_file(file), m_line(line), m_reason(std::move(reason)) {}

Message ObjError::message() const {
    return m_line > 0
               ? msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: line %2: %3"), m_file, m_line, m_reason)
               : msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1: %2"), m_file, m_reason);
}

namespace {

std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t at = 0;
    while (at < line.size()) {
        const std::size_t begin = line.find_first_not_of(" \t\r", at);
        if (begin == std::string_view::npos) {
            break;
        }
        const std::size_t end = std::min(line.find_first_of(" \t\r", begin), line.size());
        out.push_back(line.substr(begin, end - begin));
        at = end;
    }
    return out;
}

class ObjParser {
public:
    explicit ObjParser(const std::string& file) : m_file(file) {}

    void statement(const std::vector<std::string_view>& w, int line) {
        m_line = line;
        const std::string_view keyword = w.front();
        if (keyword == "v") {
            if (w.size() != 4 && w.size() != 5) {
                fail(msg(CLOTHLAB_TR_NOOP(
                             "CoreMessage",
                             "a vertex needs 3 coordinates (and an optional weight), found %1"),
                         w.size() - 1));
            }
            m_vertices.emplace_back(number(w[1]), number(w[2]), number(w[3]));
        } else if (keyword == "f") {
            face(w);
        } else if (keyword != "vn" && keyword != "vt" && keyword != "g" && keyword != "o" &&
                   keyword != "s" && keyword != "usemtl" && keyword != "mtllib") {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unsupported statement \"%1\""), keyword));
        }
    }

    TriangleMesh finish() {
        m_line = 0;
        if (m_mesh.triangles.empty()) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "no faces")));
        }
        m_mesh.vertices.resize(3, static_cast<Eigen::Index>(m_vertices.size()));
        for (std::size_t k = 0; k < m_vertices.size(); ++k) {
            m_mesh.vertices.col(static_cast<Eigen::Index>(k)) = m_vertices[k];
        }
        return std::move(m_mesh);
    }

private:
    [[noreturn]] void fail(Message reason) const {
        throw ObjError(m_file, m_line, std::move(reason));
    }

    double number(std::string_view text) const {
        double value = 0.0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "\"%1\" is not a finite number"), text));
        }
        return value;
    }

    // The vertex of a corner "i", "i/t", "i//n" or "i/t/n"; 1-based, negative from the end.
    int corner(std::string_view text) const {
        const std::string_view index = text.substr(0, text.find('/'));
        long value = 0;
        const auto [end, error] = std::from_chars(index.data(), index.data() + index.size(), value);
        if (error != std::errc() || end != index.data() + index.size() || value == 0) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "\"%1\" is not a vertex index"), text));
        }
        const long count = static_cast<long>(m_vertices.size());
        const long resolved = value > 0 ? value - 1 : count + value;
        if (resolved < 0 || resolved >= count) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                      "vertex index %1 does not exist (%2 vertices so far)"),
                     value, count));
        }
        return static_cast<int>(resolved);
    }

    void face(const std::vector<std::string_view>& w) {
        if (w.size() < 4) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "a face needs at least 3 corners, found %1"),
                     w.size() - 1));
        }
        std::vector<int> corners;
        for (std::size_t k = 1; k < w.size(); ++k) {
            corners.push_back(corner(w[k]));
        }
        for (std::size_t k = 1; k + 1 < corners.size(); ++k) {
            const std::array<int, 3> t{corners[0], corners[k], corners[k + 1]};
            if (t[0] == t[1] || t[1] == t[2] || t[0] == t[2]) {
                fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "a face uses the same vertex twice")));
            }
            m_mesh.triangles.push_back(t);
        }
    }

    const std::string& m_file;
    int m_line = 0;
    std::vector<Vec3> m_vertices;
    TriangleMesh m_mesh;
};

} // namespace

TriangleMesh parseObj(std::string_view text, const std::string& file) {
    ObjParser parser(file);
    int line = 0;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        ++line;
        std::string_view content = text.substr(at, end - at);
        content = content.substr(0, content.find('#'));
        const std::vector<std::string_view> w = words(content);
        if (!w.empty()) {
            parser.statement(w, line);
        }
        at = end + 1;
    }
    return parser.finish();
}

TriangleMesh loadObjFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw ObjError(path, 0, msg(CLOTHLAB_TR_NOOP("CoreMessage", "cannot open the mesh file")));
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return parseObj(buffer.str(), path);
}

// A closed, consistently oriented surface uses every directed edge exactly once and its
// reverse exactly once.
Message closedMeshProblem(const TriangleMesh& mesh) {
    std::map<std::pair<int, int>, int> directed;
    for (const auto& t : mesh.triangles) {
        for (int k = 0; k < 3; ++k) {
            ++directed[{t[static_cast<std::size_t>(k)], t[static_cast<std::size_t>((k + 1) % 3)]}];
        }
    }
    for (const auto& [edge, count] : directed) {
        const auto reverse = directed.find({edge.second, edge.first});
        const int back = reverse == directed.end() ? 0 : reverse->second;
        if (count != 1 || back != 1) {
            return count > 1 ? msg(CLOTHLAB_TR_NOOP(
                                       "CoreMessage",
                                       "edge between vertices %1 and %2 is used twice in the same "
                                       "direction (faces not consistently oriented, or more than "
                                       "two faces meet)"),
                                   edge.first + 1, edge.second + 1)
                             : msg(CLOTHLAB_TR_NOOP(
                                       "CoreMessage",
                                       "edge between vertices %1 and %2 borders only one face (the "
                                       "mesh has a hole)"),
                                   edge.first + 1, edge.second + 1);
        }
    }
    return {};
}

// Möller–Trumbore along a fixed direction that no lattice axis or diagonal shares, so a ray
// from a lattice point does not graze the edges of axis-aligned meshes.
bool insideMesh(const TriangleMesh& mesh, const Vec3& p) {
    const Vec3 dir = Vec3(0.5377, 0.6143, 0.5773).normalized();
    int crossings = 0;
    for (const auto& t : mesh.triangles) {
        const Vec3 a = mesh.vertices.col(t[0]);
        const Vec3 e1 = Vec3(mesh.vertices.col(t[1])) - a;
        const Vec3 e2 = Vec3(mesh.vertices.col(t[2])) - a;
        const Vec3 h = dir.cross(e2);
        const double det = e1.dot(h);
        if (std::abs(det) < 1e-300) {
            continue;
        }
        const Vec3 s = p - a;
        const double u = s.dot(h) / det;
        const Vec3 q = s.cross(e1);
        const double v = dir.dot(q) / det;
        const double along = e2.dot(q) / det;
        if (u >= 0.0 && v >= 0.0 && u + v <= 1.0 && along > 0.0) {
            ++crossings;
        }
    }
    return crossings % 2 == 1;
}

} // namespace clothlab::core
