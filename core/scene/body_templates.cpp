#include "core/scene/body_templates.h"

#include <algorithm>
#include <cmath>

namespace clothlab::core {

namespace {

/// Builds a template: particles at origin + spacing · offset, springs by local index.
class TemplateBuilder {
public:
    TemplateBuilder(CustomBodySpec& body, const Vec3& origin, double spacing, double mass)
        : m_body(body), m_origin(origin), m_spacing(spacing), m_mass(mass) {}

    void add(const Vec3& offset) {
        m_body.particles.push_back(
            CustomParticle{m_origin + m_spacing * offset, Vec3::Zero(), m_mass, false});
    }
    void link(int i, int j, SpringKind kind) {
        m_body.springs.push_back(CustomSpring{i, j, kind, std::nullopt, 1.0});
    }

private:
    CustomBodySpec& m_body;
    Vec3 m_origin;
    double m_spacing;
    double m_mass;
};

void fillChain(TemplateBuilder& build, int n, SpringKind kind) {
    for (int i = 0; i < n; ++i) {
        build.add(Vec3(i, 0.0, 0.0));
        if (i > 0) {
            build.link(i - 1, i, kind);
        }
    }
}

void fillTetrahedron(TemplateBuilder& build, SpringKind kind) {
    // A regular tetrahedron of edge `spacing` standing on its base, apex up (+y).
    build.add(Vec3(0.0, 0.0, 0.0));
    build.add(Vec3(1.0, 0.0, 0.0));
    build.add(Vec3(0.5, 0.0, std::sqrt(3.0) / 2.0));
    build.add(Vec3(0.5, std::sqrt(2.0 / 3.0), std::sqrt(3.0) / 6.0));
    for (int i = 0; i < 4; ++i) {
        for (int j = i + 1; j < 4; ++j) {
            build.link(i, j, kind);
        }
    }
}

void fillBox(TemplateBuilder& build, int n, SpringKind kind) {
    // n³ particles; each links to its neighbours in the 13 directions whose first non-zero
    // component is positive (every pair once): the 3 axes with `kind`, the 6 face and 4 body
    // diagonals with shear springs.
    auto index = [n](int x, int y, int z) { return x + n * (y + n * z); };
    for (int z = 0; z < n; ++z) {
        for (int y = 0; y < n; ++y) {
            for (int x = 0; x < n; ++x) {
                build.add(Vec3(x, y, z));
            }
        }
    }
    auto inside = [n](int q) { return q >= 0 && q < n; };
    for (int z = 0; z < n; ++z) {
        for (int y = 0; y < n; ++y) {
            for (int x = 0; x < n; ++x) {
                for (int d = 0; d < 27; ++d) {
                    const int dx = d % 3 - 1, dy = d / 3 % 3 - 1, dz = d / 9 - 1;
                    const int first = dz != 0 ? dz : (dy != 0 ? dy : dx);
                    const int qx = x + dx, qy = y + dy, qz = z + dz;
                    if (first <= 0 || !inside(qx) || !inside(qy) || !inside(qz)) {
                        continue;
                    }
                    const int axes = (dx != 0) + (dy != 0) + (dz != 0);
                    build.link(index(x, y, z), index(qx, qy, qz),
                               axes == 1 ? kind : SpringKind::Shear);
                }
            }
        }
    }
}

} // namespace

CustomBodySpec makeBodyTemplate(BodyTemplate shape, int count, double spacing, const Vec3& origin,
                                double mass, SpringKind kind, bool pinFirst) {
    CustomBodySpec body;
    TemplateBuilder build(body, origin, spacing, mass);
    switch (shape) {
    case BodyTemplate::Chain:
        fillChain(build, std::max(2, count), kind);
        break;
    case BodyTemplate::Pair:
        fillChain(build, 2, kind);
        break;
    case BodyTemplate::Tetrahedron:
        fillTetrahedron(build, kind);
        break;
    case BodyTemplate::Box:
        fillBox(build, std::max(2, count), kind);
        break;
    }
    if (pinFirst && !body.particles.empty()) {
        body.particles.front().pinned = true;
    }
    return body;
}

} // namespace clothlab::core
