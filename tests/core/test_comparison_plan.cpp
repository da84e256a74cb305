// The comparison a scene sets up (issue 17): integrator families, the default plan of every
// preset, the stability limits its steps come from and the arithmetic of each dt policy.
#include "core/analysis/amplification.h"
#include "core/analysis/comparison_plan.h"
#include "core/integrators/integrator.h"
#include "core/scene/presets.h"

#include <QtTest>
#include <cmath>
#include <limits>
#include <set>

using namespace clothlab::core;

class TestComparisonPlan : public QObject {
    Q_OBJECT

private slots:
    void everyMethodHasItsFamily();
    void everyPresetSuggestsFourMethodsOfFourFamilies();
    void nominalEvaluationsFollowParameters();
    void commonAndEqualCostArithmetic();
    void stabilityFractionUsesLimitsAndCap();
    void limitsOfTheOscillatorAreAnalytic();
};

void TestComparisonPlan::everyMethodHasItsFamily() {
    std::map<IntegratorFamily, std::set<std::string>> byFamily;
    for (const IntegratorInfo* info : integratorCatalog()) {
        byFamily[info->family].insert(info->id);
    }
    const std::set<std::string> symplectic{"symplectic-euler", "verlet", "yoshida4"};
    const std::set<std::string> constraint{"pbd", "xpbd", "velocity-constraints"};
    QVERIFY(byFamily[IntegratorFamily::Symplectic] == symplectic);
    QVERIFY(byFamily[IntegratorFamily::Constraint] == constraint);
    for (const std::string& id : byFamily[IntegratorFamily::Implicit]) {
        QVERIFY2(findIntegrator(id)->implicit, id.c_str());
    }
    for (const std::string& id : byFamily[IntegratorFamily::Explicit]) {
        QVERIFY2(!findIntegrator(id)->implicit, id.c_str());
    }
    QVERIFY(byFamily[IntegratorFamily::Implicit].count("implicit-euler"));
    QVERIFY(byFamily[IntegratorFamily::Explicit].count("rk4"));
    QCOMPARE(integratorFamilyId(IntegratorFamily::Constraint), std::string_view("constraint"));
}

void TestComparisonPlan::everyPresetSuggestsFourMethodsOfFourFamilies() {
    for (const PresetData& preset : presetData()) {
        const Scene scene = loadPreset(preset.id);
        const ComparisonPlan plan = defaultComparisonPlan(scene);
        const System system = buildSystem(scene);
        QVERIFY2(plan.integrators.size() >= 4, preset.id.data());
        std::set<IntegratorFamily> families;
        for (const std::string& id : plan.integrators) {
            const IntegratorInfo* info = findIntegrator(id);
            QVERIFY2(info, id.c_str());
            families.insert(info->family);
            QVERIFY2(!system.hasOrientations() || info->orientations,
                     (std::string(preset.id) + ": " + id).c_str());
        }
        QVERIFY2(families.size() == 4, preset.id.data());
    }
    // R5 suggests its own method (a "comparison" in the preset file), the others the default.
    const ComparisonPlan r5 = defaultComparisonPlan(loadPreset("r5-original"));
    QVERIFY(std::find(r5.integrators.begin(), r5.integrators.end(), "chebyshev") !=
            r5.integrators.end());
    QCOMPARE(r5.maxDt, 1.0 / 30.0);
    QVERIFY(!loadPreset("flag").comparison);
}

void TestComparisonPlan::nominalEvaluationsFollowParameters() {
    QCOMPARE(nominalEvaluations({"symplectic-euler", 1e-3, {}}), 1);
    QCOMPARE(nominalEvaluations({"rk4", 1e-3, {}}), 4);
    QCOMPARE(nominalEvaluations({"dop853", 1e-3, {}}), 12);
    QCOMPARE(nominalEvaluations({"implicit-euler", 1e-3, {}}), 2);
    QCOMPARE(nominalEvaluations({"implicit-euler", 1e-3, {{"newton-iterations", 3}}}), 6);
    QCOMPARE(nominalEvaluations({"xpbd", 1e-3, {}}), 11);
    QCOMPARE(nominalEvaluations({"xpbd", 1e-3, {{"substeps", 4}, {"iterations", 2}}}), 12);
    QCOMPARE(nominalEvaluations({"chebyshev", 1e-3, {}}), 32);
    QCOMPARE(nominalEvaluations({"no-such-method", 1e-3, {}}), 1);
}

void TestComparisonPlan::commonAndEqualCostArithmetic() {
    Scene scene = loadPreset("hanging-cloth");
    ComparisonPlan plan;
    plan.integrators = {"symplectic-euler", "rk4", "implicit-euler", "xpbd"};
    plan.policy = DtPolicy::Common;
    for (const RunSpec& run : planComparisonRuns(scene, plan)) {
        QCOMPARE(run.integrator.dt, scene.integrator.dt);
    }
    plan.dt = 0.002;
    plan.policy = DtPolicy::EqualCost;
    const std::vector<RunSpec> runs = planComparisonRuns(scene, plan);
    QCOMPARE(runs.size(), std::size_t(4));
    // Evaluations per simulated second, e/dt, are the same for all; the cheapest keeps dt.
    QCOMPARE(runs[0].integrator.dt, 0.002);
    QCOMPARE(runs[1].integrator.dt, 0.008);
    QCOMPARE(runs[2].integrator.dt, 0.004);
    QCOMPARE(runs[3].integrator.dt, 0.022);
    for (const RunSpec& run : runs) {
        QCOMPARE(nominalEvaluations(run.integrator) / run.integrator.dt, 1.0 / 0.002);
    }
    plan.integrators.push_back("rk5");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, planComparisonRuns(scene, plan));
}

void TestComparisonPlan::stabilityFractionUsesLimitsAndCap() {
    const Scene scene = loadPreset("hanging-cloth");
    ComparisonPlan plan;
    plan.integrators = {"rk4", "implicit-euler", "explicit-euler"};
    plan.fraction = 0.25;
    plan.maxDt = 0.01;
    const double inf = std::numeric_limits<double>::infinity();
    const std::vector<RunSpec> runs =
        planComparisonRuns(scene, plan, {{0.004, true}, {inf, true}, {0.0, false}});
    QCOMPARE(runs[0].integrator.dt, 0.001);
    QCOMPARE(runs[1].integrator.dt, 0.01);
    QCOMPARE(runs[2].integrator.dt, scene.integrator.dt);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, planComparisonRuns(scene, plan, {}));
}

// One undamped spring, ω = 10 rad/s: symplectic Euler and Verlet are stable for ω·h < 2, RK4
// for ω·h < 2√2; implicit Euler never goes unstable; PBD has no amplification matrix and is
// measured.
void TestComparisonPlan::limitsOfTheOscillatorAreAnalytic() {
    const Scene scene = loadPreset("spring-oscillator");
    int lastDone = 0;
    AnalysisOptions options;
    options.progress = [&lastDone](int done, int total) {
        QVERIFY(done >= lastDone && done <= total && total == 4);
        lastDone = done;
    };
    const std::vector<MethodLimit> limits =
        comparisonLimits(scene, {"symplectic-euler", "rk4", "implicit-euler", "pbd"}, 0.5, options);
    QCOMPARE(lastDone, 4);
    QVERIFY(limits[0].predicted && std::abs(limits[0].dt - 0.2) < 1e-3);
    QVERIFY(limits[1].predicted && std::abs(limits[1].dt - 0.2 * std::sqrt(2.0)) < 1e-3);
    QVERIFY(limits[2].predicted && std::isinf(limits[2].dt));
    QVERIFY(!limits[3].predicted && limits[3].dt > 0.0);
}

QTEST_APPLESS_MAIN(TestComparisonPlan)
#include "test_comparison_plan.moc"
