// Between runs the helper spins for kIdleSpins pauses, then sleeps on an atomic wait (a futex:
// no CPU while the simulation is paused); it spins inside a run, where stages are tens to hundreds
// of microseconds apart. A barrier counts arrivals: after its k-th barrier a thread waits until
// both threads have arrived 2·k times in total. Spinning yields to the scheduler after a while, so
// that on a machine busy with other work a descheduled partner does not leave a core burning.
#include "core/base/worker_pair.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace clothlab::core {

namespace {

constexpr int kIdleSpins = 4096; // pauses before the helper sleeps between runs

void relax(int spins) {
    if (spins < 4096) {
#if defined(__x86_64__) || defined(__i386__)
        _mm_pause();
#endif
    } else {
        std::this_thread::yield();
    }
}

} // namespace

WorkerPair::~WorkerPair() {
    if (m_helper.joinable()) {
        m_stop = true;
        m_generation.fetch_add(1, std::memory_order_release);
        m_generation.notify_one();
        m_helper.join();
    }
}

void WorkerPair::runBoth(void* body, Trampoline call) {
    m_body = body;
    m_call = call;
    m_arrivals.store(0, std::memory_order_relaxed);
    m_helperDone.store(false, std::memory_order_relaxed);
    if (!m_helper.joinable()) {
        m_helper = std::thread([this] { helperLoop(); });
    }
    m_generation.fetch_add(1, std::memory_order_release);
    m_generation.notify_one();
    PairTeam team(this, 0);
    m_call(m_body, team);
    for (int spins = 0; !m_helperDone.load(std::memory_order_acquire); ++spins) {
        relax(spins);
    }
}

void WorkerPair::helperLoop() {
    unsigned seen = 0;
    for (;;) {
        // Runs of the force model come once per evaluation, tens to hundreds of microseconds
        // apart: spin a little for the next one before sleeping, since waking a sleeping
        // thread costs as much as a small evaluation.
        for (int spins = 0;
             spins < kIdleSpins && m_generation.load(std::memory_order_acquire) == seen; ++spins) {
            relax(0);
        }
        m_generation.wait(seen, std::memory_order_acquire);
        seen = m_generation.load(std::memory_order_acquire);
        if (m_stop) {
            return;
        }
        PairTeam team(this, 1);
        m_call(m_body, team);
        m_helperDone.store(true, std::memory_order_release);
    }
}

void WorkerPair::barrier(PairTeam& team) {
    ++team.m_passed;
    m_arrivals.fetch_add(1, std::memory_order_acq_rel);
    const unsigned target = 2 * team.m_passed;
    for (int spins = 0; m_arrivals.load(std::memory_order_acquire) < target; ++spins) {
        relax(spins);
    }
}

} // namespace clothlab::core
