// Work spread over worker threads, for the analyses and the lockstep runs.
#pragma once

#include <functional>

namespace clothlab::core {

/// Calls task(i) for i in [0, count), handing the indices out in order to up to `threads`
/// threads (0 = one per hardware thread; the calling thread is one of them). Rethrows the
/// first exception after every worker stopped; no further indices are handed out after it.
void parallelFor(int count, int threads, const std::function<void(int)>& task);

} // namespace clothlab::core
