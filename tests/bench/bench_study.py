"""Speed of clothlab.study (issue "A Python module, and studies that outgrow one machine"):

1. a 60-task study on a local dask.distributed cluster of two single-threaded worker
   processes, against the same tasks run one after another in this process (bar: ≤ 60 %);
2. the per-task overhead of the distributed path: 60 one-step tasks on one worker process,
   less the same tasks run here, per task (bar: ≤ 50 ms).

    PYTHONPATH=build/python /usr/bin/python3 tests/bench/bench_study.py [--repeat N]

Prints a Markdown table (median of N runs of each); the tasks' rows are checked to equal the
serial ones, so the timing is of the same work. Not a CTest test: the numbers depend on the
machine and its load.
"""

import argparse
import os
import statistics
import tempfile
import time

from dask.distributed import Client, LocalCluster

from clothlab import study

# 60 tasks: 3 scenes × 4 integrators × 5 steps, each a fraction of a second.
SCENES = ["preset:hanging-cloth", "preset:hanging-chain", "preset:spring-oscillator"]
METHODS = ["symplectic-euler", "verlet", "rk4", "implicit-euler"]
DTS = [2e-3, 1e-3, 5e-4, 2.5e-4, 1.25e-4]


def serial(tasks):
    start = time.perf_counter()
    rows = {t.key: study.run_task(t) for t in tasks}
    return time.perf_counter() - start, rows


def distributed(tasks, workers):
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        client.run(lambda: __import__("clothlab"))  # the module loaded before the clock
        with tempfile.TemporaryDirectory() as folder:
            start = time.perf_counter()
            rows = study.run(tasks, os.path.join(folder, "study.csv"), client=client)
            elapsed = time.perf_counter() - start
    rows = rows.to_dict("records") if hasattr(rows, "to_dict") else rows
    return elapsed, {r["task_key"]: r for r in rows}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--duration", type=float, default=2.0)
    args = parser.parse_args()
    work = study.plan(SCENES, METHODS, DTS, args.duration)
    tiny = study.plan(SCENES, METHODS, DTS, 2e-3)  # one step at the largest dt…
    tiny = [study.Task(t.scene, t.integrator, t.dt, t.dt, t.overrides) for t in tiny]  # …each
    assert len(work) == len(tiny) == 60
    results = {}
    for name, tasks, workers in (("work", work, 2), ("tiny", tiny, 1)):
        serial_times, cluster_times = [], []
        for _ in range(args.repeat):
            t_serial, rows_serial = serial(tasks)
            t_cluster, rows_cluster = distributed(tasks, workers)
            assert rows_cluster == rows_serial, "the study's rows differ from serial runs"
            serial_times.append(t_serial)
            cluster_times.append(t_cluster)
        results[name] = (statistics.median(serial_times), statistics.median(cluster_times))
    (s, c), (ts, tc) = results["work"], results["tiny"]
    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}, {os.cpu_count()} CPUs,"
          f" median of {args.repeat}")
    print("| measurement | serial | dask.distributed | ratio or per task | bar |")
    print("| --- | --- | --- | --- | --- |")
    print(f"| 60 tasks, {args.duration} s each, 2 worker processes | {s:.2f} s | {c:.2f} s |"
          f" {100 * c / s:.0f} % | ≤ 60 % |")
    print(f"| 60 one-step tasks, 1 worker process | {ts:.3f} s | {tc:.3f} s |"
          f" {1000 * (tc - ts) / 60:.1f} ms per task | ≤ 50 ms |")


if __name__ == "__main__":
    main()
