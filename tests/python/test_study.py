"""clothlab.study: the plan is the product, a study run locally or on a dask.distributed
cluster gives the rows of serial runs bit for bit (state hash), and a study resumes from its
file, computing only the missing rows."""

import csv

import pytest

from clothlab import study

SCENES = ["preset:spring-oscillator", "preset:hanging-chain"]
METHODS = ["symplectic-euler", "rk45:tolerance=1e-8"]
DTS = [1e-3, 5e-4]
OVERRIDES = [{}, {"stiffness.structural.stretch": 150}]


@pytest.fixture(scope="module")
def tasks():
    return study.plan(SCENES, METHODS, DTS, 0.05, OVERRIDES)


@pytest.fixture(scope="module")
def serial(tasks):
    return {task.key: study.run_task(task) for task in tasks}


def rows_of(result):
    return result.to_dict("records") if hasattr(result, "to_dict") else list(result)


def test_plan_is_the_product(tasks):
    assert len(tasks) == 2 * 2 * 2 * 2
    assert len({t.key for t in tasks}) == len(tasks)
    assert study.plan(SCENES, METHODS, DTS, 0.05, OVERRIDES) == tasks  # keys are stable
    with pytest.raises(ValueError, match="twice"):
        study.plan(SCENES, ["rk4", "rk4"], DTS, 0.05)


def test_a_local_study_equals_serial_runs(tmp_path, tasks, serial):
    out = tmp_path / "study.csv"
    rows = rows_of(study.run(tasks, out, workers=2))
    assert rows == [serial[t.key] for t in tasks]
    with open(out, newline="") as file:
        written = list(csv.DictReader(file))
    assert sorted(r["task_key"] for r in written) == sorted(t.key for t in tasks)
    assert all(r["status"] == "ok" for r in written)
    # The override changes the stiffness: the runs differ.
    assert len({r["state_sha256"] for r in written}) == len(tasks)


def test_a_study_resumes_from_its_file(tmp_path, tasks, serial):
    out = tmp_path / "study.csv"
    study.run(tasks[:5], out)
    # A kept row is not computed again: its (edited) text comes back as it is in the file.
    with open(out, newline="") as file:
        kept = list(csv.DictReader(file))
    kept[0]["status"] = "kept"
    with open(out, "w", newline="") as file:
        writer = csv.DictWriter(file, fieldnames=study.COLUMNS)
        writer.writeheader()
        writer.writerows(kept)
    rows = rows_of(study.run(tasks, out))
    assert [r["task_key"] for r in rows] == [t.key for t in tasks]
    assert sum(r["status"] == "kept" for r in rows) == 1
    with open(out, newline="") as file:
        assert len(list(csv.DictReader(file))) == len(tasks)  # every row once


def test_a_row_cut_off_by_an_interruption_is_computed_again(tmp_path, tasks, serial):
    """A study killed while it wrote a row leaves part of a line at the end of its file: the
    resumed study cuts it, computes that task again, and every row is whole and there once."""
    out = tmp_path / "study.csv"
    study.run(tasks[:5], out)
    kept = out.read_bytes()
    cut = study.run_task(tasks[5])
    line = ",".join(cut[column] for column in study.COLUMNS[:4])
    out.write_bytes(kept + line.encode())
    rows = rows_of(study.run(tasks, out))
    assert rows == [serial[t.key] for t in tasks]
    assert out.read_bytes().startswith(kept)
    assert rows_of(study.run(tasks, out)) == rows  # nothing left to compute
    written = study.read_rows(out)  # in the order the rows arrived
    assert sorted(r["task_key"] for r in written) == sorted(t.key for t in tasks)


def test_a_study_file_interrupted_before_its_header_was_whole(tmp_path, tasks, serial):
    out = tmp_path / "study.csv"
    out.write_text(",".join(study.COLUMNS)[:20])
    rows = rows_of(study.run(tasks[:2], out))
    assert rows == [serial[t.key] for t in tasks[:2]]
    # The file holds the rows in the order they arrived.
    assert {r["task_key"]: r for r in study.read_rows(out)} == {r["task_key"]: r for r in rows}


def test_an_incomplete_whole_row_is_named_not_replaced(tmp_path, tasks):
    out = tmp_path / "study.csv"
    study.run(tasks[:3], out)
    lines = out.read_bytes().splitlines(keepends=True)
    lines[2] = lines[2][:40] + b"\r\n"
    out.write_bytes(b"".join(lines))
    before = out.read_bytes()
    with pytest.raises(ValueError, match="line 3: an incomplete row"):
        study.run(tasks, out)
    assert out.read_bytes() == before
    out.write_bytes(b"\xff\xfe not a study")
    with pytest.raises(ValueError, match="not a study file"):
        study.read_rows(out)


@pytest.mark.filterwarnings("ignore:make_current is deprecated:DeprecationWarning")
def test_a_study_on_a_dask_cluster_equals_serial_runs(tmp_path, tasks, serial):
    distributed = pytest.importorskip("dask.distributed")
    with distributed.Client(processes=False, n_workers=2, threads_per_worker=1,
                            dashboard_address=None) as client:
        rows = rows_of(study.run(tasks, tmp_path / "study.csv", client=client))
    assert rows == [serial[t.key] for t in tasks]


@pytest.mark.filterwarnings("ignore:make_current is deprecated:DeprecationWarning")
def test_a_worker_killed_mid_study_loses_and_repeats_nothing(tmp_path):
    """A real scheduler and two worker processes on 127.0.0.1 (the dask commands); one
    worker is killed once half the rows are in. Every task's row is there exactly once and
    equals a run in this process bit for bit."""
    distributed = pytest.importorskip("dask.distributed")
    import os
    import signal
    import subprocess
    import sys

    tasks = study.plan(["preset:hanging-cloth"], ["symplectic-euler", "rk2", "heun"],
                       [2e-3, 1e-3], 0.1, [{"stiffness.structural.stretch": 400 + 50 * k}
                                           for k in range(10)])
    assert len(tasks) == 60
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    scheduler_file = tmp_path / "scheduler.json"
    dask = [sys.executable, "-m", "distributed.cli.dask_scheduler"]
    processes = [subprocess.Popen(dask + ["--host", "127.0.0.1", "--port", "0",
                                          "--dashboard-address", ":0",
                                          "--scheduler-file", str(scheduler_file)],
                                  env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    try:
        with distributed.Client(scheduler_file=str(scheduler_file), timeout=120) as client:
            worker = [sys.executable, "-m", "distributed.cli.dask_worker", "--no-nanny",
                      "--nthreads", "1", "--host", "127.0.0.1", "--dashboard-address", ":0",
                      "--scheduler-file", str(scheduler_file)]
            workers = [subprocess.Popen(worker, env=env, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL) for _ in range(2)]
            processes += workers
            client.wait_for_workers(2, timeout=120)
            killed = []

            def kill_halfway(row, written, pending):
                if written == pending // 2 and not killed:
                    workers[0].send_signal(signal.SIGKILL)
                    killed.append(written)

            rows = rows_of(study.run(tasks, tmp_path / "study.csv", client=client,
                                     on_row=kill_halfway))
    finally:
        for process in processes:
            process.kill()
            process.wait()
    assert killed == [30]
    with open(tmp_path / "study.csv", newline="") as file:
        written = list(csv.DictReader(file))
    assert sorted(r["task_key"] for r in written) == sorted(t.key for t in tasks)
    assert rows == [study.run_task(t) for t in tasks]


def test_a_plan_file_from_the_command_line(tmp_path, tasks, serial):
    import json
    import subprocess
    import sys

    plan = {"format": "clothlab-study", "version": 1, "scenes": SCENES, "integrators": METHODS,
            "dts": DTS, "duration": 0.05, "overrides": OVERRIDES}
    (tmp_path / "plan.json").write_text(json.dumps(plan))
    out = tmp_path / "study.csv"
    command = [sys.executable, "-m", "clothlab.study", str(tmp_path / "plan.json"), "--out",
               str(out)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    with open(out, newline="") as file:
        rows = {row["task_key"]: row for row in csv.DictReader(file)}
    assert rows == serial
    plan["dts"] = [1e-3, -1.0]
    (tmp_path / "plan.json").write_text(json.dumps(plan))
    done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert done.returncode == 2 and "dts[1]" in done.stderr and "plan.json" in done.stderr


def test_clothlab_cli_study_runs_the_same_plan(tmp_path, serial, cli):
    """clothlab-cli study hands the plan to clothlab.study: the same rows, bit for bit; its
    own flags are checked before, the plan's errors come back with file and key."""
    import json
    import subprocess

    plan = {"format": "clothlab-study", "version": 1, "scenes": SCENES, "integrators": METHODS,
            "dts": DTS, "duration": 0.05, "overrides": OVERRIDES}
    (tmp_path / "plan.json").write_text(json.dumps(plan))
    out = tmp_path / "study.csv"
    done = cli("study", tmp_path / "plan.json", "--out", out, "--local", "processes",
               "--workers", 2)
    assert f"{len(serial)} tasks" in done.stdout
    with open(out, newline="") as file:
        rows = {row["task_key"]: row for row in csv.DictReader(file)}
    assert rows == serial

    def refused(*args):
        done = subprocess.run([str(cli.path), "study", *map(str, args)], capture_output=True,
                              text=True, timeout=300)
        assert done.returncode == 2, done.stderr
        return done.stderr

    assert "--local" in refused(tmp_path / "plan.json", "--out", out, "--local", "fibers")
    assert "--scheduler" in refused(tmp_path / "plan.json", "--out", out, "--scheduler",
                                    "tcp://127.0.0.1:1", "--workers", 2)
    assert "--out" in refused(tmp_path / "plan.json")
    plan["duration"] = "long"
    (tmp_path / "plan.json").write_text(json.dumps(plan))
    message = refused(tmp_path / "plan.json", "--out", tmp_path / "other.csv")
    assert "plan.json: duration" in message
    # The plan file is not a study's output: refused, and left as it was.
    plan["duration"] = 0.05
    (tmp_path / "plan.json").write_text(json.dumps(plan))
    before = (tmp_path / "plan.json").read_bytes()
    assert "not a study file" in refused(tmp_path / "plan.json", "--out", tmp_path / "plan.json")
    assert (tmp_path / "plan.json").read_bytes() == before


def test_rows_come_as_a_dataframe_when_pandas_is_there(tmp_path, tasks, serial, monkeypatch):
    """run() returns pandas.DataFrame(rows, columns=COLUMNS) when pandas imports (a stand-in
    module here: pandas is not among the project's dependencies)."""
    import sys
    import types

    made = []

    class DataFrame:
        def __init__(self, rows, columns):
            made.append((rows, columns))

    monkeypatch.setitem(sys.modules, "pandas", types.SimpleNamespace(DataFrame=DataFrame))
    result = study.run(tasks[:3], tmp_path / "study.csv")
    assert isinstance(result, DataFrame)
    assert made == [([serial[t.key] for t in tasks[:3]], study.COLUMNS)]
