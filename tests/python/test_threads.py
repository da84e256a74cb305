"""step() releases the GIL: another Python thread runs while a long step does, nothing
deadlocks, and runs in two threads give the results of runs in one."""

import threading

import numpy as np

import clothlab
from conftest import run_in_threads


def cloth(rows=16):
    scene = clothlab.load_scene("preset:hanging-cloth")
    scene.set("bodies[0].rows", rows)
    scene.set("bodies[0].cols", rows)
    return scene


def test_another_thread_counts_while_a_long_step_runs():
    sim = clothlab.Simulation(cloth(), "implicit-euler", 1e-3)
    steps = 300
    seen = []
    stop = threading.Event()

    def count():
        while not stop.is_set():
            seen.append(sim.step_count)  # read without waiting: the steps done so far

    counting = threading.Thread(target=count)
    counting.start()
    try:
        assert sim.step(steps)
    finally:
        stop.set()
        counting.join()
    # Were the GIL held through step(), the counting thread could only run before it (0
    # steps done) or after it (all done); it ran while the step was under way.
    during = [count for count in seen if 0 < count < steps]
    assert during and during == sorted(during)
    assert seen[-1] == steps


def test_readers_wait_for_a_step_in_another_thread():
    sim = clothlab.Simulation(cloth(), "symplectic-euler", 1e-3)
    final = clothlab.Simulation(cloth(), "symplectic-euler", 1e-3)
    final.step(400)
    times = []
    worker = threading.Thread(target=sim.step, args=(400,))
    worker.start()
    # Each read of the state waits for the step under way (never a half-written state) and
    # returns; nothing deadlocks.
    while worker.is_alive():
        times.append(sim.time)
    worker.join()
    times.append(sim.time)
    assert times[-1] == final.time and all(t in (0.0, final.time) for t in times)


def test_two_threads_give_the_results_of_one():
    scene = cloth(8)
    alone = clothlab.Simulation(scene, "rk4", 1e-3)
    alone.step(200)
    sims = [clothlab.Simulation(scene, "rk4", 1e-3) for _ in range(2)]
    run_in_threads(sims, "step", 200)
    for s in sims:
        assert np.array_equal(s.positions, alone.positions)
        assert np.array_equal(s.velocities, alone.velocities)


def test_first_arrays_in_many_threads_at_once():
    # A fresh interpreter, so that no array has been made yet: eight threads make their
    # first NumPy arrays at the same moment (this once deadlocked; see module.cpp).
    import subprocess
    import sys

    script = """
import threading
import clothlab
scene = clothlab.load_scene("preset:spring-oscillator")
barrier = threading.Barrier(8)
def first_arrays():
    sim = clothlab.Simulation(scene)
    barrier.wait()
    sim.positions.tobytes()
threads = [threading.Thread(target=first_arrays) for _ in range(8)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print("done")
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0 and done.stdout == "done\n", done.stderr
