// OBJ reading is strict in the way scene files are: what ClothLab does not understand is an
// error with the file and line, never silently dropped geometry. Statements that carry no
// geometry for a solid (normals, texture coordinates, groups, materials) are skipped.
#include "core/solids/obj_mesh.h"

#include "core/base/file_access.h"

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
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unsupported statement \"%1\""),
                     printableText(keyword)));
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
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "\"%1\" is not a finite number"),
                     printableText(text)));
        }
        return value;
    }

    // The vertex of a corner "i", "i/t", "i//n" or "i/t/n"; 1-based, negative from the end.
    int corner(std::string_view text) const {
        const std::string_view index = text.substr(0, text.find('/'));
        long value = 0;
        const auto [end, error] = std::from_chars(index.data(), index.data() + index.size(), value);
        if (error != std::errc() || end != index.data() + index.size() || value == 0) {
            fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "\"%1\" is not a vertex index"),
                     printableText(text)));
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
    // A UTF-8 byte order mark (some editors write one) is not a statement.
    if (text.substr(0, 3) == "\xEF\xBB\xBF") {
        text.remove_prefix(3);
    }
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
    const InputFile file = readInputFile(path, kMaxObjFileBytes);
    if (!file.problem.empty()) {
        const bool unopened = std::string_view(file.problem.text).starts_with("cannot open");
        throw ObjError(path, 0,
                       unopened ? msg(CLOTHLAB_TR_NOOP("CoreMessage", "cannot open the mesh file"))
                                : file.problem);
    }
    return parseObj(file.text, path);
}

// A closed, consistently oriented surface uses every edge in exactly two triangles, once in
// each direction.
Message closedMeshProblem(const TriangleMesh& mesh) {
    // Per undirected edge (low, high): uses from low to high, and from high to low.
    std::map<std::pair<int, int>, std::pair<int, int>> uses;
    for (const auto& t : mesh.triangles) {
        for (std::size_t k = 0; k < 3; ++k) {
            const int a = t[k];
            const int b = t[(k + 1) % 3];
            auto& use = uses[{std::min(a, b), std::max(a, b)}];
            ++(a < b ? use.first : use.second);
        }
    }
    for (const auto& [edge, use] : uses) {
        const int faces = use.first + use.second;
        const int first = edge.first + 1;
        const int second = edge.second + 1;
        if (faces > 2) {
            return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                        "edge between vertices %1 and %2 is shared by %3 faces (a "
                                        "non-manifold edge)"),
                       first, second, faces);
        }
        if (faces == 1) {
            return msg(
                CLOTHLAB_TR_NOOP("CoreMessage",
                                 "edge between vertices %1 and %2 borders only one face (the "
                                 "mesh has a hole)"),
                first, second);
        }
        if (use.first != 1) {
            return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                        "edge between vertices %1 and %2 is used twice in the same "
                                        "direction (faces not consistently oriented)"),
                       first, second);
        }
    }
    return {};
}

namespace {

// Möller–Trumbore along a fixed direction that no lattice axis or diagonal shares, so a ray
// from a lattice point does not graze the edges of axis-aligned meshes.
const Vec3 kRayDirection = Vec3(0.5377, 0.6143, 0.5773).normalized();

bool rayCrosses(const TriangleMesh& mesh, const std::array<int, 3>& t, const Vec3& p) {
    const Vec3& dir = kRayDirection;
    const Vec3 a = mesh.vertices.col(t[0]);
    const Vec3 e1 = Vec3(mesh.vertices.col(t[1])) - a;
    const Vec3 e2 = Vec3(mesh.vertices.col(t[2])) - a;
    const Vec3 h = dir.cross(e2);
    const double det = e1.dot(h);
    if (std::abs(det) < 1e-300) {
        return false;
    }
    const Vec3 s = p - a;
    const double u = s.dot(h) / det;
    const Vec3 q = s.cross(e1);
    const double v = dir.dot(q) / det;
    const double along = e2.dot(q) / det;
    return u >= 0.0 && v >= 0.0 && u + v <= 1.0 && along > 0.0;
}

// Bucket entries of MeshInsideTest at most (a mesh of long slivers gets a coarser grid).
constexpr std::size_t kMaxBucketEntries = 1u << 25;

} // namespace

bool insideMesh(const TriangleMesh& mesh, const Vec3& p) {
    int crossings = 0;
    for (const auto& t : mesh.triangles) {
        crossings += rayCrosses(mesh, t, p) ? 1 : 0;
    }
    return crossings % 2 == 1;
}

MeshInsideTest::MeshInsideTest(const TriangleMesh& mesh) : m_mesh(mesh) {
    m_u = kRayDirection.unitOrthogonal();
    m_w = kRayDirection.cross(m_u);
    const auto triangles = static_cast<std::size_t>(mesh.triangles.size());
    if (triangles == 0 || mesh.vertices.cols() == 0) {
        m_start.assign(2, 0);
        return;
    }
    // Shadows of the vertices on the plane across the ray.
    const Eigen::VectorXd pu = mesh.vertices.transpose() * m_u;
    const Eigen::VectorXd pw = mesh.vertices.transpose() * m_w;
    const double extent =
        std::max({pu.maxCoeff() - pu.minCoeff(), pw.maxCoeff() - pw.minCoeff(), 1e-300});
    // A margin so that a point on a shadow's edge (to rounding) is in its triangle's cells.
    const double margin = 1e-9 * extent;
    m_u0 = pu.minCoeff() - 2 * margin;
    m_w0 = pw.minCoeff() - 2 * margin;
    int n = std::clamp(static_cast<int>(std::sqrt(static_cast<double>(triangles))), 1, 2048);
    while (true) {
        m_cell = (extent + 4 * margin) / n;
        m_nu = m_nw = n;
        std::vector<std::array<int, 4>> boxes(triangles);
        std::size_t entries = 0;
        for (std::size_t k = 0; k < triangles; ++k) {
            const auto& t = mesh.triangles[k];
            double lu = HUGE_VAL, hu = -HUGE_VAL, lw = HUGE_VAL, hw = -HUGE_VAL;
            for (int corner : t) {
                lu = std::min(lu, pu[corner]);
                hu = std::max(hu, pu[corner]);
                lw = std::min(lw, pw[corner]);
                hw = std::max(hw, pw[corner]);
            }
            auto cellOf = [&](double x, double origin) {
                return std::clamp(static_cast<int>(std::floor((x - origin) / m_cell)), 0, n - 1);
            };
            boxes[k] = {cellOf(lu - margin, m_u0), cellOf(hu + margin, m_u0),
                        cellOf(lw - margin, m_w0), cellOf(hw + margin, m_w0)};
            entries += static_cast<std::size_t>(boxes[k][1] - boxes[k][0] + 1) *
                       static_cast<std::size_t>(boxes[k][3] - boxes[k][2] + 1);
        }
        if (entries > kMaxBucketEntries && n > 1) {
            n = std::max(1, n / 2);
            continue;
        }
        // Counting sort of the entries by cell.
        m_start.assign(static_cast<std::size_t>(n) * static_cast<std::size_t>(n) + 1, 0);
        for (const auto& b : boxes) {
            for (int j = b[2]; j <= b[3]; ++j) {
                for (int i = b[0]; i <= b[1]; ++i) {
                    ++m_start[static_cast<std::size_t>(j * n + i) + 1];
                }
            }
        }
        for (std::size_t c = 1; c < m_start.size(); ++c) {
            m_start[c] += m_start[c - 1];
        }
        m_items.resize(entries);
        std::vector<int> fill(m_start.begin(), m_start.end() - 1);
        for (std::size_t k = 0; k < triangles; ++k) {
            const auto& b = boxes[k];
            for (int j = b[2]; j <= b[3]; ++j) {
                for (int i = b[0]; i <= b[1]; ++i) {
                    m_items[static_cast<std::size_t>(fill[static_cast<std::size_t>(j * n + i)]++)] =
                        static_cast<int>(k);
                }
            }
        }
        return;
    }
}

bool MeshInsideTest::inside(const Vec3& p) const {
    const double cu = std::floor((p.dot(m_u) - m_u0) / m_cell);
    const double cw = std::floor((p.dot(m_w) - m_w0) / m_cell);
    if (!(cu >= 0 && cu < m_nu && cw >= 0 && cw < m_nw)) {
        return false; // no triangle's shadow reaches here: the ray crosses nothing
    }
    const auto cell = static_cast<std::size_t>(static_cast<int>(cw) * m_nu + static_cast<int>(cu));
    int crossings = 0;
    for (int k = m_start[cell]; k < m_start[cell + 1]; ++k) {
        crossings +=
            rayCrosses(
                m_mesh,
                m_mesh.triangles[static_cast<std::size_t>(m_items[static_cast<std::size_t>(k)])], p)
                ? 1
                : 0;
    }
    return crossings % 2 == 1;
}

} // namespace clothlab::core
