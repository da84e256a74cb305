// Two threads working through the stages of one solver step together: the calling thread
// and one persistent helper, woken once per step and kept in step by a spinning barrier
// (a step of projective dynamics has about forty stages, too many to start threads for).
#pragma once

#include <atomic>
#include <thread>

namespace clothlab::core {

class WorkerPair;

/// One thread's view of a run: the stages of the run's body. With one thread the same body
/// runs the work of both shares itself, one after the other, so results do not depend on the
/// thread count when each share writes only its own data.
class PairTeam {
public:
    /// f(0) and f(1), each share once; returns when both are done.
    template <class F> void each(F&& f);
    /// f() once (on the calling thread of run()); returns when it is done everywhere.
    template <class F> void single(F&& f);

private:
    friend class WorkerPair;
    PairTeam(WorkerPair* pair, int id) : m_pair(pair), m_id(id) {}
    WorkerPair* m_pair; ///< null when running alone
    int m_id;
    unsigned m_passed = 0; ///< barriers this thread has passed in the current run
};

/// A helper thread, started on the first run with two threads and stopped by the destructor.
/// Locking rule: run() is called from one thread at a time; the helper only touches the
/// body's data between run()'s start and return, and the stages' barriers order its accesses.
class WorkerPair {
public:
    WorkerPair() = default;
    ~WorkerPair();
    WorkerPair(const WorkerPair&) = delete;
    WorkerPair& operator=(const WorkerPair&) = delete;

    /// Calls body(team) on this thread and, with threads = 2, on the helper at the same time;
    /// returns when both have finished. body must not throw.
    template <class Body> void run(int threads, Body& body) {
        if (threads < 2) {
            PairTeam alone(nullptr, 0);
            body(alone);
            return;
        }
        runBoth(&body, [](void* b, PairTeam& team) { (*static_cast<Body*>(b))(team); });
    }

private:
    friend class PairTeam;
    using Trampoline = void (*)(void*, PairTeam&);

    void runBoth(void* body, Trampoline call);
    void helperLoop();
    void barrier(PairTeam& team);

    std::thread m_helper;
    std::atomic<unsigned> m_generation{0}; ///< bumped to start a run (or to stop)
    std::atomic<unsigned> m_arrivals{0};   ///< barrier arrivals of both threads in this run
    std::atomic<bool> m_helperDone{false};
    bool m_stop = false;
    void* m_body = nullptr;
    Trampoline m_call = nullptr;
};

template <class F> void PairTeam::each(F&& f) {
    if (m_pair == nullptr) {
        f(0);
        f(1);
        return;
    }
    f(m_id);
    m_pair->barrier(*this);
}

template <class F> void PairTeam::single(F&& f) {
    if (m_pair == nullptr) {
        f();
        return;
    }
    if (m_id == 0) {
        f();
    }
    m_pair->barrier(*this);
}

} // namespace clothlab::core
