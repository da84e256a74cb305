// When a convergence study's premise fails (core/analysis/premise.h): the hanging cloth meets
// its sphere, so its orders mean nothing; the spring oscillator touches nothing; an adaptive
// method and a blown-up run are named; a stability limit and a work–precision sweep that
// contact sets are named too.
#include "core/analysis/premise.h"
#include "core/scene/presets.h"

#include <QtTest>

using namespace clothlab::core;

namespace {

/// A study result of one method at two steps, referenced to the scene's own integrator.
ConvergenceResult result(const Scene& scene, const std::string& id) {
    ConvergenceResult r;
    r.reference = scene.integrator;
    ConvergenceSeries series;
    series.integrator = {id, scene.integrator.dt, {}};
    series.points = {{scene.integrator.dt, {}, std::nullopt, std::nullopt},
                     {scene.integrator.dt / 2.0, {}, 2.0, std::nullopt}};
    r.series.push_back(series);
    return r;
}

} // namespace

class TestPremise : public QObject {
    Q_OBJECT

private slots:
    void contactIsFound() {
        const Scene cloth = loadPreset("hanging-cloth");
        QVERIFY(!cloth.obstacles.empty());
        const std::optional<ContactOnset> touch = firstContact(cloth, cloth.integrator, 3.0);
        QVERIFY(touch.has_value());
        QVERIFY(touch->time > 0.0 && touch->time <= 3.0);
        QVERIFY(!touch->self); // the sphere, not the cloth itself
        const Message warning = convergencePremise(cloth, result(cloth, "rk4"), 3.0);
        QVERIFY2(warning.english().find("touches an obstacle from t = ") != std::string::npos,
                 warning.english().c_str());
        // Before the cloth gets there, the study is sound.
        QVERIFY(convergencePremise(cloth, result(cloth, "rk4"), 0.5 * touch->time).empty());
    }

    void aSmoothRunIsSound() {
        const Scene spring = loadPreset("spring-oscillator");
        QVERIFY(!firstContact(spring, spring.integrator, 2.0));
        QVERIFY(convergencePremise(spring, result(spring, "rk4"), 2.0).empty());
    }

    void adaptiveStepsAndBlowUpsAreNamed() {
        const Scene spring = loadPreset("spring-oscillator");
        const Message adaptive = convergencePremise(spring, result(spring, "rk45"), 1.0);
        QVERIFY2(adaptive.english().find("rk45") != std::string::npos, adaptive.english().c_str());
        ConvergenceResult blown = result(spring, "explicit-euler");
        blown.series[0].points[0].blowUp = BlowUp{};
        const Message blew = convergencePremise(spring, blown, 1.0);
        QVERIFY2(blew.english().find("blew up") != std::string::npos, blew.english().c_str());
    }

    void aStabilityLimitSetByContactIsNamed() {
        const Scene cloth = loadPreset("hanging-cloth");
        StabilityResult limit;
        limit.integrator = cloth.integrator;
        limit.maxStableDt = cloth.integrator.dt;
        const Message warning = stabilityPremise(cloth, {limit}, 3.0);
        QVERIFY2(warning.english().find(cloth.integrator.id) != std::string::npos,
                 warning.english().c_str());
        // A prediction within 10 % says a mode sets it, contact or not.
        limit.predictedDt = 1.05 * limit.maxStableDt;
        QVERIFY(stabilityPremise(cloth, {limit}, 3.0).empty());
        const Scene spring = loadPreset("spring-oscillator");
        limit.integrator = spring.integrator;
        limit.maxStableDt = spring.integrator.dt;
        limit.predictedDt.reset();
        QVERIFY(stabilityPremise(spring, {limit}, 2.0).empty());
    }

    void aContactDominatedSweepIsNamed() {
        const Scene cloth = loadPreset("hanging-cloth");
        WorkPrecisionResult sweep;
        sweep.reference = cloth.integrator;
        sweep.duration = 3.0;
        QVERIFY(!workPrecisionPremise(cloth, sweep).empty());
        sweep.duration = 0.05; // before the cloth reaches the sphere
        QVERIFY(workPrecisionPremise(cloth, sweep).empty());
        const Scene spring = loadPreset("spring-oscillator");
        sweep.reference = spring.integrator;
        sweep.duration = 2.0;
        QVERIFY(workPrecisionPremise(spring, sweep).empty());
    }
};

QTEST_GUILESS_MAIN(TestPremise)
#include "test_premise.moc"
