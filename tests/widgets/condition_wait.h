// How long the GUI tests wait for a condition (QTRY_*_WITH_TIMEOUT). Generous on purpose: a
// loaded machine only makes a passing test slower, never a failing one. Tests wait on
// conditions only, never on elapsed time (see scripts/stress-tests.sh).
#pragma once

namespace clothlab::test {

inline constexpr int kConditionTimeoutMs = 60000;

} // namespace clothlab::test
