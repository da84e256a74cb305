// Coursework measurements against the engine: the measure kind's quantities on the spring
// oscillator, where they are known in closed form, and labs 4 and 5 computed by ClothLab
// with the facts each lab teaches — PBD's stretch depends on its sweeps and XPBD's settles;
// implicit Euler loses energy the reference keeps, less at a smaller dt — and their stated
// values, so that the labs cannot drift from the engine (every shipped lab's stated values
// too). Each lab solved is graded in full.
#include "core/coursework/assignment_io.h"
#include "core/coursework/grader.h"
#include "core/coursework/labs.h"
#include "core/coursework/task_runner.h"
#include "core/scene/presets.h"

#include <QtTest>
#include <cmath>

using namespace clothlab::core;
using namespace clothlab::core::coursework;

namespace {

const Task& taskOf(const Assignment& assignment, const std::string& id) {
    for (const Task& task : assignment.tasks) {
        if (task.id == id) {
            return task;
        }
    }
    throw std::out_of_range("no task " + id);
}

double number(const std::map<std::string, TaskValue>& values, const std::string& id) {
    return std::get<double>(values.at(id));
}

/// A measure of `quantity` with `integrator` on `scene` over `duration`.
double measure(const Scene& scene, MeasuredQuantity quantity, const IntegratorChoice& integrator,
               double duration, std::optional<SpringKind> kind = std::nullopt) {
    TaskSettings settings;
    settings.quantity = quantity;
    settings.springKind = kind;
    settings.integrators = {integrator};
    settings.duration = duration;
    return std::get<double>(computeTask(scene, TaskKind::Measure, settings));
}

/// The task's integrator with one parameter changed.
IntegratorChoice withParameter(const Task& task, const std::string& id, double value) {
    IntegratorChoice choice = task.settings.integrators.front();
    choice.parameters = {{id, value}};
    return choice;
}

/// Every checkable task of the lab, solved by the engine, is graded ok.
void checkFullMarks(const Assignment& assignment) {
    const Submission solved = solveAssignment(assignment, "Teacher", "t");
    RecomputeCache cache;
    const auto expected = expectedValues(assignment, {}, &cache);
    const auto rows = gradeSubmission(assignment, assignmentHash(assignment), expected,
                                      serializeSubmission(solved), "t.json", {}, {}, &cache);
    QCOMPARE(rows.size(), assignment.tasks.size());
    for (const GradeRow& row : rows) {
        const GradeStatus full = row.task == "why" ? GradeStatus::Missing : GradeStatus::Ok;
        QVERIFY2(row.status == full, (row.task + ": " + row.detail.english()).c_str());
    }
}

} // namespace

class TestCourseworkLabs : public QObject {
    Q_OBJECT

private slots:
    // Every stated expected value of the shipped labs is what the engine computes (the
    // computed ones are the engine's by definition): the labs cannot drift from it.
    void shippedLabsMatchTheEngine() {
        for (const LabData& lab : labData()) {
            const Assignment a = parseAssignment(lab.json, std::string(lab.id));
            const Scene scene = studentScene(a, {}, "");
            for (const Task& task : a.tasks) {
                if (!isComputed(task.kind) || task.expected.computed) {
                    continue;
                }
                const TaskValue value = computeTask(scene, task.kind, task.settings);
                QVERIFY2(withinTolerance(value, *task.expected.value, task.expected),
                         (std::string(lab.id) + " " + task.id + ": " + valueText(value)).c_str());
            }
        }
    }

    // x(t) = L + A·cos(ωt), L = 1 m, A = 0.1 m, ω = 10 rad/s: the strain at T is
    // A·|cos(ωT)|/L. Explicit Euler multiplies the oscillator's energy by 1 + (ωh)² per step
    // and implicit Euler divides it by as much (|1 ± iωh|²), exactly, for this linear spring.
    void quantitiesAreExactOnTheOscillator() {
        const Scene scene = loadPreset("spring-oscillator");
        const double T = 0.5;
        const double strain = 0.1 * std::abs(std::cos(10.0 * T));
        const IntegratorChoice rk4{"rk4", 1e-3, {}};
        QVERIFY(std::abs(measure(scene, MeasuredQuantity::MeanStrain, rk4, T) - strain) < 1e-9);
        QVERIFY(
            std::abs(measure(scene, MeasuredQuantity::MaxStrain, rk4, T, SpringKind::Structural) -
                     strain) < 1e-9);
        const double h = 0.01;
        const double gain = std::pow(1.0 + 100.0 * h * h, T / h);
        const double euler =
            measure(scene, MeasuredQuantity::EnergyRatio, {"explicit-euler", h, {}}, T);
        QVERIFY2(std::abs(euler / gain - 1.0) < 1e-9, QByteArray::number(euler, 'g', 17));
        // Nothing is dissipated and no work done: the balance is the ratio.
        QCOMPARE(measure(scene, MeasuredQuantity::EnergyBalance, {"explicit-euler", h, {}}, T),
                 euler);
        const double implicitEuler =
            measure(scene, MeasuredQuantity::EnergyRatio, {"implicit-euler", h, {}}, T);
        QVERIFY2(std::abs(implicitEuler * gain - 1.0) < 1e-6,
                 QByteArray::number(implicitEuler, 'g', 17));
    }

    // Lab 4: PBD's mean strain falls with every tenfold of sweeps, without settling; XPBD's
    // settles once its iterations have converged (50 → 200 changes it by a fraction of what
    // it changes PBD's). The stated factor is the engine's.
    void lab4TeachesIterationDependentStiffness() {
        const Assignment lab = loadAssignment("assignment:lab4-relaxation");
        const auto values = expectedValues(lab);
        const double pbd5 = number(values, "pbd-5");
        const double pbd50 = number(values, "pbd-50");
        const double xpbd50 = number(values, "xpbd-50");
        const double xpbd200 = number(values, "xpbd-200");
        QVERIFY2(pbd5 > 5.0 * pbd50, qPrintable(QString("%1 %2").arg(pbd5).arg(pbd50)));
        const Scene scene = studentScene(lab, {}, "");
        const Task& pbdTask = taskOf(lab, "pbd-50");
        const double pbd200 =
            measure(scene, MeasuredQuantity::MeanStrain, withParameter(pbdTask, "relaxations", 200),
                    pbdTask.settings.duration, SpringKind::Structural);
        const double pbdChange = pbd50 / pbd200;
        const double xpbdChange = xpbd50 / xpbd200;
        QVERIFY2(pbdChange > 4.0 && xpbdChange < 1.5 && xpbdChange > 1.0 / 1.5,
                 qPrintable(QString("PBD ×%1, XPBD ×%2").arg(pbdChange).arg(xpbdChange)));
        const Task& factor = taskOf(lab, "pbd-factor");
        QVERIFY(withinTolerance(pbd5 / pbd50, *factor.expected.value, factor.expected));
        checkFullMarks(lab);
    }

    // Lab 5: the reference keeps the energy budget (balance 1), implicit Euler at R5's step
    // loses a share of it, about four times less at a quarter of the step (first order), and
    // the implicit midpoint rule loses next to nothing at R5's step. The stated factor is the
    // engine's.
    void lab5TeachesImplicitEulersDamping() {
        const Assignment lab = loadAssignment("assignment:lab5-implicit-damping");
        const auto values = expectedValues(lab);
        const double reference = number(values, "reference");
        const double euler = number(values, "euler-r5-dt");
        const double finer = number(values, "euler-small-dt");
        const double midpoint = number(values, "midpoint");
        const QString all = QString("ref %1, euler %2, finer %3, midpoint %4")
                                .arg(reference)
                                .arg(euler)
                                .arg(finer)
                                .arg(midpoint);
        QVERIFY2(std::abs(reference - 1.0) < 1e-6, qPrintable(all));
        QVERIFY2(euler < reference - 0.01, qPrintable(all));
        QVERIFY2(1.0 - finer < 0.5 * (1.0 - euler) && finer < reference, qPrintable(all));
        QVERIFY2(std::abs(midpoint - 1.0) < 0.1 * (1.0 - euler), qPrintable(all));
        const Task& factor = taskOf(lab, "loss-factor");
        QVERIFY(withinTolerance((1.0 - euler) / (1.0 - finer), *factor.expected.value,
                                factor.expected));
        checkFullMarks(lab);
    }
};

QTEST_APPLESS_MAIN(TestCourseworkLabs)
#include "test_coursework_labs.moc"
