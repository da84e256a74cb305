"""Studies: the product scenes × integrators × dt × parameter overrides, run as independent
tasks locally (threads or processes) or on any dask.distributed cluster, streamed into one
CSV with a manifest per row, and resumed from that file after an interruption.

    from clothlab import study
    tasks = study.plan(["preset:hanging-cloth"], ["rk4", "implicit-euler"], [1e-3, 5e-4],
                       duration=0.5, overrides=[{}, {"stiffness.structural.stretch": 4000}])
    rows = study.run(tasks, "study.csv")                         # local threads
    rows = study.run(tasks, "study.csv", client=Client("tcp://scheduler:8786"))

A task's row is keyed by a hash of what it computes (task_key), so a study run again with the
same output file only computes the tasks whose rows are missing, and a row is written once:
by the process that called run(), as each result arrives.
"""

from __future__ import annotations

import concurrent.futures
import csv
import hashlib
import io
import itertools
import json
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Union

from . import _clothlab

Row = dict[str, str]  # one row of a study: COLUMNS → the CSV cell's text
PathLike = Union[str, "os.PathLike[str]"]

COLUMNS = ["task_key", "scene", "integrator", "dt", "overrides", "duration", "status", "steps",
           "time", "energy_residual", "state_sha256", "manifest"]


@dataclass(frozen=True)
class Task:
    """One run of a study: a scene (path or preset:NAME) with JSON-path overrides, an
    integrator entry "ID[:PARAM=VALUE]...", a step dt (s) and a duration (s)."""

    scene: str
    integrator: str
    dt: float
    duration: float
    overrides: str = "{}"  # canonical JSON of {path: value}

    @property
    def key(self) -> str:
        """16 hex digits that identify what the task computes."""
        text = json.dumps([self.scene, self.integrator, repr(self.dt), repr(self.duration),
                           self.overrides], separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:16]


def plan(scenes: Iterable[Union[str, os.PathLike]], integrators: Iterable[str],
         dts: Iterable[float], duration: float,
         overrides: Iterable[Mapping[str, Any]] = ({},)) -> list[Task]:
    """The tasks of the product scenes × integrators × dts × overrides (each override a dict
    of JSON path → value, as Scene.set takes), in that nesting order."""
    tasks = []
    for scene, integrator, dt, edits in itertools.product(scenes, integrators, dts, overrides):
        tasks.append(Task(str(scene), integrator, float(dt), float(duration),
                          json.dumps(dict(edits), sort_keys=True, separators=(",", ":"))))
    if len({t.key for t in tasks}) != len(tasks):
        raise ValueError("plan: a task is given twice (repeated scene, integrator, dt or "
                         "override)")
    return tasks


def _entry(text):
    """"ID[:PARAM=VALUE]..." → (id, {param: value})."""
    id_, *parts = text.split(":")
    parameters = {}
    for part in parts:
        name, sep, value = part.partition("=")
        if not sep:
            raise ValueError(f"integrator {text!r}: expected PARAM=VALUE, got {part!r}")
        parameters[name] = float(value)
    return id_, parameters


def run_task(task: Task) -> Row:
    """Runs one task in this process and returns its row: a dict of COLUMNS whose values
    are the texts of the CSV cells (numbers as repr(), which reads back exactly)."""
    scene = _clothlab.load_scene(task.scene)
    for path, value in json.loads(task.overrides).items():
        scene.set(path, value)
    integrator, parameters = _entry(task.integrator)
    sim = _clothlab.Simulation(scene, integrator, task.dt, record_energy=False, **parameters)
    completed = sim.advance_to(task.duration)
    blow_up = sim.blow_up
    state = sim.positions.tobytes() + sim.velocities.tobytes()
    manifest = {"clothlab": _clothlab.__version__, "scene": task.scene,
                "scene_name": scene.name, "integrator": integrator,
                "parameters": sim.parameters, "dt": task.dt, "duration": task.duration,
                "overrides": json.loads(task.overrides)}
    return {
        "task_key": task.key, "scene": task.scene, "integrator": task.integrator,
        "dt": repr(task.dt), "overrides": task.overrides, "duration": repr(task.duration),
        "status": "ok" if completed else "blew-up:" + blow_up["cause"],
        "steps": str(sim.step_count), "time": repr(sim.time),
        "energy_residual": repr(float(sim.energy["residual"][-1])),
        "state_sha256": hashlib.sha256(state).hexdigest(),
        "manifest": json.dumps(manifest, sort_keys=True, separators=(",", ":")),
    }


def _complete(row):
    """Whether a row read back has every cell, and a manifest that is whole JSON."""
    if None in row or any(row.get(column) is None for column in COLUMNS):
        return False
    try:
        json.loads(row["manifest"])
    except ValueError:
        return False
    return True


def _read_study(path):
    """(rows, end): the complete rows of a study's CSV and the byte offset where its whole
    lines end; what follows the last newline is a row whose writing was interrupted (rows
    are written one line at a time). ([], 0) when the file does not exist."""
    if not os.path.exists(path):
        return [], 0
    with open(path, "rb") as file:
        data = file.read()
    end = data.rfind(b"\n") + 1
    not_a_study = ValueError(f"{path}: not a study file (expected the columns "
                             f"{','.join(COLUMNS)})")
    try:
        text = data[:end].decode("utf-8")
    except UnicodeDecodeError:
        raise not_a_study from None
    if not text:  # created, and interrupted before its header was whole
        if not ",".join(COLUMNS).encode().startswith(data):
            raise not_a_study
        return [], 0
    reader = csv.DictReader(io.StringIO(text, newline=""))
    if reader.fieldnames != COLUMNS:
        raise not_a_study
    rows = []
    for row in reader:
        if not _complete(row):
            raise ValueError(f"{path}: line {reader.line_num}: an incomplete row (expected "
                             f"the {len(COLUMNS)} columns and a JSON manifest)")
        rows.append(row)
    return rows, end


def read_rows(path: PathLike) -> list[Row]:
    """The rows already in a study's CSV (none when it does not exist). A last row cut off
    by an interruption is left out (run() cuts it from the file before it appends); an
    incomplete whole row is an error naming its line."""
    return _read_study(path)[0]


def _local_results(pending, processes, workers):
    pool_type = (concurrent.futures.ProcessPoolExecutor if processes
                 else concurrent.futures.ThreadPoolExecutor)
    with pool_type(max_workers=workers) as pool:
        futures = [pool.submit(run_task, task) for task in pending]
        for future in concurrent.futures.as_completed(futures):
            yield future.result()


def _cluster_results(pending, client, retries):
    from dask.distributed import as_completed

    # pure: a task's key is what it computes, so a resubmitted or retried task is the same
    # task; the scheduler reruns a task whose worker died (allowed_failures) and retries one
    # that raised up to `retries` times.
    futures = client.map(run_task, pending, key=[f"clothlab-study-{t.key}" for t in pending],
                         retries=retries, pure=True)
    for future in as_completed(futures):
        yield future.result()


def run(tasks: Iterable[Task], out: PathLike, client: Any = None, processes: bool = False,
        workers: Union[int, None] = None, retries: int = 2,
        on_row: Union[Callable[[Row, int, int], None], None] = None) -> Any:
    """Runs the tasks whose rows `out` lacks and appends each row to `out` as it arrives
    (flushed), so an interrupted study resumes where it stopped. client: a
    dask.distributed Client (any cluster); without one the tasks run here, on threads (the
    steps release the GIL) or with processes=True on processes. Returns every row of the
    study, in task order: a pandas DataFrame when pandas is installed, else a list of dicts.
    on_row(row, written, pending) is called after each new row is written (written of the
    pending count so far).
    """
    tasks = list(tasks)
    kept, whole = _read_study(out)
    done = {row["task_key"]: row for row in kept}
    pending = [task for task in tasks if task.key not in done]
    # The most steps first: the long tasks start early and the short ones fill in at the end,
    # so that no worker is left with a long task while the others are idle (the order of
    # the rows in the file is the order they arrive in anyway; the result is in task order).
    pending.sort(key=lambda task: task.duration / task.dt, reverse=True)
    if os.path.exists(out) and whole < os.path.getsize(out):
        os.truncate(out, whole)  # an interrupted row: the next row starts on a line of its own
    new_file = whole == 0
    with open(out, "a", newline="") as file:
        writer = csv.DictWriter(file, fieldnames=COLUMNS)
        if new_file:
            writer.writeheader()
            file.flush()
        results = (_cluster_results(pending, client, retries) if client is not None
                   else _local_results(pending, processes, workers))
        written = 0
        for row in results:
            if row["task_key"] in done:
                continue  # a result delivered twice is written once
            done[row["task_key"]] = row
            writer.writerow(row)
            file.flush()
            written += 1
            if on_row is not None:
                on_row(row, written, len(pending))
    rows = [done[task.key] for task in tasks]
    try:
        import pandas
    except ImportError:
        return rows
    return pandas.DataFrame(rows, columns=COLUMNS)


PLAN_FORMAT = "clothlab-study"
PLAN_KEYS = {"format", "version", "scenes", "integrators", "dts", "duration", "overrides"}


def _plan_error(path, key, reason):
    return ValueError(f"{path}: {key}: {reason}" if key else f"{path}: {reason}")


def _list_of(data, path, key, kind, check=None):
    values = data.get(key)
    if not isinstance(values, list) or not values:
        raise _plan_error(path, key, "expected a non-empty list")
    for k, value in enumerate(values):
        if not isinstance(value, kind) or isinstance(value, bool) or (check and not check(value)):
            raise _plan_error(path, f"{key}[{k}]", f"unexpected value {value!r}")
    return values


def load_plan(path: PathLike) -> list[Task]:
    """The tasks of a study file: {"format": "clothlab-study", "version": 1, "scenes":
    [path or "preset:NAME", ...], "integrators": ["ID[:PARAM=VALUE]...", ...], "dts": [s, ...],
    "duration": s, "overrides": [{JSON path: value}, ...] (optional)}. Scene paths are
    relative to the plan's folder. ValueError naming the file, the key and the reason."""
    try:
        with open(path) as file:
            data = json.load(file)
    except (OSError, json.JSONDecodeError) as error:
        raise _plan_error(path, "", error) from None
    if not isinstance(data, dict):
        raise _plan_error(path, "", "expected a JSON object")
    for key in data:
        if key not in PLAN_KEYS:
            raise _plan_error(path, key, f"unknown key (known: {', '.join(sorted(PLAN_KEYS))})")
    if data.get("format") != PLAN_FORMAT or data.get("version") != 1:
        raise _plan_error(path, "format", f'expected "format": "{PLAN_FORMAT}", "version": 1')
    folder = os.path.dirname(os.path.abspath(path))
    scenes = [s if s.startswith("preset:") else os.path.join(folder, s)
              for s in _list_of(data, path, "scenes", str)]
    integrators = _list_of(data, path, "integrators", str)
    dts = _list_of(data, path, "dts", (int, float), lambda v: v > 0)
    duration = data.get("duration")
    if not isinstance(duration, (int, float)) or isinstance(duration, bool) or duration <= 0:
        raise _plan_error(path, "duration", "expected a positive number of seconds")
    overrides = _list_of(data, path, "overrides", dict) if "overrides" in data else [{}]
    try:
        return plan(scenes, integrators, dts, duration, overrides)
    except ValueError as error:
        raise _plan_error(path, "", error) from None


def _positive(text):
    import argparse

    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, got {text!r}")
    return value


def main(argv: Union[Sequence[str], None] = None) -> int:
    """python3 -m clothlab.study PLAN.json [--scheduler ADDRESS | --processes] --out FILE.csv"""
    import argparse
    import sys

    parser = argparse.ArgumentParser(
        prog="python3 -m clothlab.study",
        description="Runs a study file (scenes x integrators x dts x overrides), locally or on a "
                    "dask.distributed scheduler, into FILE.csv; resumes from FILE.csv.")
    parser.add_argument("plan", metavar="PLAN.json")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="a dask.distributed scheduler, e.g. tcp://scheduler:8786")
    parser.add_argument("--processes", action="store_true", help="local processes, not threads")
    parser.add_argument("--workers", type=_positive, help="local threads or processes")
    parser.add_argument("--out", metavar="FILE.csv", required=True)
    args = parser.parse_args(argv)
    try:
        tasks = load_plan(args.plan)
        client = None
        if args.scheduler:
            try:
                from dask.distributed import Client
            except ImportError:
                print("clothlab study: --scheduler needs dask.distributed (Debian: "
                      "python3-distributed)", file=sys.stderr)
                return 2
            client = Client(args.scheduler)
        rows = run(tasks, args.out, client=client, processes=args.processes,
                   workers=args.workers)
    except ValueError as error:
        print(f"clothlab study: {error}", file=sys.stderr)
        return 2
    except OSError as error:  # the output file: a missing folder, no permission
        print(f"clothlab study: {error.filename}: {error.strerror}", file=sys.stderr)
        return 2
    rows = rows.to_dict("records") if hasattr(rows, "to_dict") else rows
    blew_up = sum(row["status"] != "ok" for row in rows)
    print(f"{len(rows)} tasks in {args.out}" + (f", {blew_up} blew up" if blew_up else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
