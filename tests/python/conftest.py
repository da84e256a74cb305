"""Shared fixtures of the clothlab Python tests.

The package is imported from the build tree (PYTHONPATH=build/python, set by CTest's
test_python); clothlab-cli is found through CLOTHLAB_CLI (set by CTest) or next to the
package, build/app/clothlab-cli. Tests that compare with the command line are skipped when
it was not built.
"""

import csv
import math
import os
import threading
import pathlib
import subprocess

import pytest

import clothlab


def _cli_path():
    given = os.environ.get("CLOTHLAB_CLI")
    if given:
        return pathlib.Path(given)
    package = pathlib.Path(clothlab.__file__).resolve().parent
    return package.parent.parent / "app" / "clothlab-cli"


@pytest.fixture(scope="session")
def cli():
    """Runs clothlab-cli with the given arguments; fails the test on a non-zero status."""
    path = _cli_path()
    if not path.is_file():
        pytest.skip(f"clothlab-cli not built ({path})")

    def run(*args):
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        done = subprocess.run([str(path), *map(str, args)], capture_output=True, text=True, env=env)
        assert done.returncode == 0, f"clothlab-cli {' '.join(map(str, args))}: {done.stderr}"
        return done

    run.path = path
    return run


def run_in_threads(sims, method, *args):
    """Calls sim.method(*args) for every simulation, each on its own thread, at once, and
    returns when all have ended."""
    threads = [threading.Thread(target=getattr(s, method), args=args) for s in sims]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def read_csv(path):
    """A CSV as a dict of columns (header order); cells that read as numbers become floats,
    empty cells NaN (as the module reports them), the rest stay strings."""
    with open(path, newline="") as file:
        rows = list(csv.reader(file))
    header, body = rows[0], rows[1:]
    columns = {name: [] for name in header}
    for row in body:
        assert len(row) == len(header), row
        for name, cell in zip(header, row):
            columns[name].append(_cell(cell))
    return columns


def _cell(text):
    if text == "":
        return math.nan
    try:
        return float(text)
    except ValueError:
        return text


def assert_same_table(table, csv_columns):
    """The module's dict equals the CSV column by column: same names in the same order, the
    same strings, and numbers equal bit for bit (NaN where the cell is empty)."""
    assert list(table) == list(csv_columns)
    for name, expected in csv_columns.items():
        got = table[name].tolist()
        assert len(got) == len(expected), name
        for row, (a, b) in enumerate(zip(got, expected)):
            if isinstance(b, float) and math.isnan(b):
                assert isinstance(a, float) and math.isnan(a), (name, row, a)
            else:
                assert a == b, (name, row, a, b)
