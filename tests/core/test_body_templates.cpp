// Body templates: particle and spring counts by kind (closed forms), one pin, neighbours one
// spacing apart, every spring between two distinct particles of the body.
#include "core/model/system.h"
#include "core/scene/body_templates.h"
#include "core/scene/scene.h"

#include <QtTest>

using namespace clothlab;
using core::BodyTemplate;

class TestBodyTemplates : public QObject {
    Q_OBJECT

private slots:
    void templatesHaveTheirSpringCounts_data() {
        QTest::addColumn<int>("shape");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("particles");
        QTest::addColumn<int>("chosenKind"); // springs of the chosen kind (bending)
        QTest::addColumn<int>("shear");
        QTest::newRow("chain of 7") << int(BodyTemplate::Chain) << 7 << 7 << 6 << 0;
        QTest::newRow("pair") << int(BodyTemplate::Pair) << 7 << 2 << 1 << 0;
        QTest::newRow("tetrahedron") << int(BodyTemplate::Tetrahedron) << 7 << 4 << 6 << 0;
        // n = 3: axis neighbours 3·n²·(n−1) = 54; face diagonals 3 planes · 2 · n·(n−1)² = 72,
        // body diagonals 4·(n−1)³ = 32.
        QTest::newRow("box 3") << int(BodyTemplate::Box) << 3 << 27 << 54 << 104;
        QTest::newRow("box 2") << int(BodyTemplate::Box) << 2 << 8 << 12 << 16;
        // Counts below 2 are raised to 2.
        QTest::newRow("chain of 1") << int(BodyTemplate::Chain) << 1 << 2 << 1 << 0;
    }

    void templatesHaveTheirSpringCounts() {
        QFETCH(int, shape);
        QFETCH(int, count);
        QFETCH(int, particles);
        QFETCH(int, chosenKind);
        QFETCH(int, shear);
        const core::CustomBodySpec body =
            core::makeBodyTemplate(static_cast<BodyTemplate>(shape), count, 0.1,
                                   core::Vec3(0, 1, 0), 0.05, core::SpringKind::Bending, true);
        core::Scene scene;
        scene.bodies.push_back(body);
        const core::System system = core::buildSystem(scene); // throws on a bad template
        QCOMPARE(system.particleCount(), particles);
        QCOMPARE(system.pinnedCount(), 1);
        const auto counts = system.springCountByKind();
        QCOMPARE(counts[core::kindIndex(core::SpringKind::Bending)], chosenKind);
        QCOMPARE(counts[core::kindIndex(core::SpringKind::Shear)], shear);
        QCOMPARE(counts[core::kindIndex(core::SpringKind::Structural)], 0);
        // Neighbours sit one spacing apart (the first spring of every template).
        const core::CustomSpring& first = body.springs.front();
        QCOMPARE((body.particles[std::size_t(first.j)].position -
                  body.particles[std::size_t(first.i)].position)
                     .norm(),
                 0.1);
        for (const core::CustomSpring& spring : body.springs) {
            QVERIFY(spring.i != spring.j);
            QVERIFY(spring.i >= 0 && spring.i < particles);
            QVERIFY(spring.j >= 0 && spring.j < particles);
            QVERIFY(!spring.restLength);
        }
    }

    void tetrahedronIsRegular() {
        const core::CustomBodySpec body =
            core::makeBodyTemplate(BodyTemplate::Tetrahedron, 0, 0.3, core::Vec3(1, 2, 3), 0.2,
                                   core::SpringKind::Structural, false);
        QCOMPARE(body.springs.size(), std::size_t(6));
        for (const core::CustomSpring& spring : body.springs) {
            const double length = (body.particles[std::size_t(spring.j)].position -
                                   body.particles[std::size_t(spring.i)].position)
                                      .norm();
            QVERIFY(std::abs(length - 0.3) < 1e-12);
        }
        for (const core::CustomParticle& particle : body.particles) {
            QVERIFY(!particle.pinned);
            QCOMPARE(particle.mass, 0.2);
            QVERIFY(particle.velocity.isZero());
            QVERIFY(particle.position.y() >= 2.0); // standing on its base at the origin
        }
        QCOMPARE(body.particles.front().position, core::Vec3(1, 2, 3));
    }
};

QTEST_APPLESS_MAIN(TestBodyTemplates)
#include "test_body_templates.moc"
