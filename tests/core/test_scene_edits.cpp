// Scene edits that renumber particles (core/scene/scene_edits.h): duplicating, removing and
// resizing a body keep every custom spring and per-particle override on the particle it
// named, and the edited scene builds with the springs expected.
#include "core/scene/scene_edits.h"

#include <QtTest>

using namespace clothlab::core;

namespace {

ClothSpec cloth(const std::string& name, int n, double y) {
    ClothSpec c;
    c.name = name;
    c.rows = n;
    c.cols = n;
    c.spacing = 0.1;
    c.origin = Vec3(0.0, y, 0.0);
    return c;
}

/// Bodies: a 3 × 3 cloth (particles 0–8), a custom body of 4 particles (9–12) with springs
/// among them and one to the cloth's particle 0, and a 2 × 2 cloth (13–16). Overrides on
/// particles 2 (first cloth), 10 (custom) and 14 (last cloth).
Scene threeBodies() {
    Scene scene;
    scene.bodies.emplace_back(cloth("first", 3, 1.0));
    CustomBodySpec custom;
    custom.name = "custom";
    for (int k = 0; k < 4; ++k) {
        custom.particles.push_back({Vec3(0.1 * k, 0.5, 0.0), Vec3::Zero(), 0.1, false});
    }
    custom.springs = {{9, 10, SpringKind::Structural, std::nullopt, 1.0},
                      {10, 11, SpringKind::Structural, std::nullopt, 1.0},
                      {11, 12, SpringKind::Structural, std::nullopt, 1.0},
                      {9, 0, SpringKind::Structural, std::nullopt, 1.0}};
    scene.bodies.emplace_back(custom);
    scene.bodies.emplace_back(cloth("last", 2, 0.0));
    scene.particleOverrides = {
        {2, 0.5, std::nullopt}, {10, std::nullopt, true}, {14, 0.25, std::nullopt}};
    return scene;
}

std::vector<int> overrideParticles(const BodiesEdit& edit) {
    std::vector<int> out;
    for (const ParticleOverride& e : edit.overrides) {
        out.push_back(e.particle);
    }
    return out;
}

const CustomBodySpec& customAt(const BodiesEdit& edit, int index) {
    return std::get<CustomBodySpec>(edit.bodies[static_cast<std::size_t>(index)]);
}

} // namespace

class TestSceneEdits : public QObject {
    Q_OBJECT

private slots:
    void firstParticleCountsTheBodiesBefore() {
        const Scene scene = threeBodies();
        QCOMPARE(firstParticleOf(scene.bodies, 0), 0);
        QCOMPARE(firstParticleOf(scene.bodies, 1), 9);
        QCOMPARE(firstParticleOf(scene.bodies, 2), 13);
        QCOMPARE(firstParticleOf(scene.bodies, 3), 17);
    }

    void duplicateKeepsEveryIndexOnItsParticle() {
        const Scene scene = threeBodies();
        const auto edit = duplicateBody(scene, 1, " copy");
        QVERIFY(edit);
        QCOMPARE(edit->bodies.size(), std::size_t(4));
        // The original keeps its springs; the copy's internal ones point into the copy
        // (13–16), its spring to the first cloth stays on particle 0.
        QCOMPARE(customAt(*edit, 1).springs, std::get<CustomBodySpec>(scene.bodies[1]).springs);
        const CustomBodySpec& copy = customAt(*edit, 2);
        QCOMPARE(copy.name, std::string("custom copy"));
        QCOMPARE(copy.springs[0].i, 13);
        QCOMPARE(copy.springs[2].j, 16);
        QCOMPARE(copy.springs[3].j, 0);
        // Set beside the original: every particle moved along +x by the width plus 0.1 m.
        QCOMPARE(copy.particles[0].position.x(), 0.4);
        QCOMPARE(overrideParticles(*edit), (std::vector<int>{2, 10, 18}));
        Scene edited = scene;
        edited.bodies = edit->bodies;
        edited.particleOverrides = edit->overrides;
        const System system = buildSystem(edited);
        QCOMPARE(system.particleCount(), 21);
        QVERIFY(system.isPinned(10));
        QCOMPARE(system.masses()[18], 0.25);
    }

    void removeIsBlockedBySpringsFromOtherBodies() {
        const Scene scene = threeBodies();
        QCOMPARE(bodyRemovalBlocker(scene, 0), std::optional<std::string>("custom"));
        QVERIFY(!removeBody(scene, 0));
        QVERIFY(!bodyRemovalBlocker(scene, 2));
        QVERIFY(!removeBody(scene, 7));
    }

    void removeDropsTheBodysOverridesAndMovesLaterOnes() {
        Scene scene = threeBodies();
        const auto last = removeBody(scene, 2);
        QVERIFY(last);
        QCOMPARE(overrideParticles(*last), (std::vector<int>{2, 10}));
        const auto custom = removeBody(scene, 1);
        QVERIFY(custom);
        QCOMPARE(custom->bodies.size(), std::size_t(2));
        QCOMPARE(overrideParticles(*custom), (std::vector<int>{2, 10})); // 14 → 10
        QCOMPARE(custom->overrides[1].mass, std::optional<double>(0.25));
    }

    void resizingABodyMovesLaterIndices() {
        const Scene scene = threeBodies();
        const auto edit = replaceBody(scene, 0, cloth("first", 4, 1.0)); // 9 → 16 particles
        QVERIFY(edit);
        // The resized body's own overrides lose their meaning; later ones move by 7.
        QCOMPARE(overrideParticles(*edit), (std::vector<int>{17, 21}));
        const CustomBodySpec& custom = customAt(*edit, 1);
        QCOMPARE(custom.springs[0].i, 16);
        QCOMPARE(custom.springs[2].j, 19);
        QCOMPARE(custom.springs[3].j, 0);
        // The same particle count keeps everything.
        const auto same = replaceBody(scene, 0, cloth("renamed", 3, 2.0));
        QVERIFY(same);
        QCOMPARE(same->overrides, scene.particleOverrides);
        QVERIFY(!replaceBody(scene, -1, cloth("x", 2, 0.0)));
    }
};

QTEST_APPLESS_MAIN(TestSceneEdits)
#include "test_scene_edits.moc"
