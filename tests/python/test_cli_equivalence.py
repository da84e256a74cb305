"""The module and clothlab-cli are one engine: a run gives the same final state and energy
records bit for bit, and an analysis the same table as the command's CSV."""

import numpy as np
import pytest

import clothlab
from conftest import assert_same_table, read_csv

RUNS = [
    # (scene, --set edits, integrator, dt, steps)
    ("preset:hanging-chain", {}, None, None, 500),
    ("preset:hanging-cloth", {"bodies[0].rows": 8, "bodies[0].cols": 6}, "implicit-euler",
     0.002, 40),
    ("preset:windy-cloth", {"bodies[0].rows": 6, "bodies[0].cols": 6}, "rk45", 0.004, 30),
]


@pytest.mark.parametrize("source, edits, integrator, dt, steps", RUNS)
def test_a_run_is_bit_identical(cli, tmp_path, source, edits, integrator, dt, steps):
    final, energy = tmp_path / "final.csv", tmp_path / "energy.csv"
    args = ["run", source, "--steps", steps, "--final", final, "--energy", energy]
    for path, value in edits.items():
        args += ["--set", f"{path}={value}"]
    if integrator:
        args += ["--integrator", integrator]
    if dt:
        args += ["--dt", dt]
    cli(*args)

    scene = clothlab.load_scene(source)
    for path, value in edits.items():
        scene.set(path, value)
    sim = clothlab.Simulation(scene, integrator, dt)
    assert sim.step(steps)

    state = read_csv(final)
    assert state["particle"] == list(range(sim.particle_count))
    x, v = sim.positions, sim.velocities
    for c, axis in enumerate("xyz"):
        assert x[:, c].tolist() == state[axis]
        assert v[:, c].tolist() == state["v" + axis]
    assert_same_table(sim.energy, read_csv(energy))


def test_convergence_equals_the_csv(cli, tmp_path):
    out = tmp_path / "convergence.csv"
    cli("convergence", "preset:spring-oscillator", "--integrators", "symplectic-euler,rk4",
        "--dts", "0.01,0.005,0.0025", "--duration", "0.5", "--out", out)
    table = clothlab.convergence(clothlab.load_scene("preset:spring-oscillator"),
                                 ["symplectic-euler", "rk4"], 0.5, dts=[0.01, 0.005, 0.0025])
    assert_same_table(table, read_csv(out))
    assert np.isnan(table["observed_order"][0])


def test_stability_equals_the_csv(cli, tmp_path):
    out = tmp_path / "stability.csv"
    cli("stability", "preset:spring-oscillator", "--integrators",
        "symplectic-euler,rk4,implicit-euler", "--duration", "0.5", "--out", out)
    table = clothlab.stability(clothlab.load_scene("preset:spring-oscillator"),
                               "symplectic-euler,rk4,implicit-euler".split(","), 0.5)
    assert_same_table(table, read_csv(out))


def test_compare_equals_the_csv(cli, tmp_path):
    out = tmp_path / "compare.csv"
    cli("compare", "preset:spring-oscillator", "--integrators", "rk2@0.002,verlet",
        "--duration", "0.2", "--out", out)
    table = clothlab.compare(clothlab.load_scene("preset:spring-oscillator"),
                             ["rk2@0.002", {"id": "verlet"}], 0.2)
    assert_same_table(table, read_csv(out))


def test_spectrum_and_dispersion_equal_the_csv(cli, tmp_path):
    spectrum_csv, dispersion_csv = tmp_path / "spectrum.csv", tmp_path / "dispersion.csv"
    cli("spectrum", "preset:hanging-chain", "--at", "0.01", "--out", spectrum_csv)
    cli("dispersion", "--integrators", "newmark:beta=0,rk4", "--omega-dt", "0.01:3:25",
        "--zeta", "0.05", "--out", dispersion_csv)
    assert_same_table(clothlab.spectrum(clothlab.load_scene("preset:hanging-chain"), at=0.01),
                      read_csv(spectrum_csv))
    assert_same_table(clothlab.dispersion(["newmark:beta=0", "rk4"], (0.01, 3), points=25,
                                          zeta=0.05), read_csv(dispersion_csv))


def test_the_catalog_is_the_cli_s(cli):
    listed = [line.split()[0] for line in cli("integrators").stdout.splitlines() if line.strip()]
    assert [info["id"] for info in clothlab.integrators()] == listed
    presets = [line.split()[0] for line in cli("presets").stdout.splitlines() if line.strip()]
    assert [p["id"] for p in clothlab.presets()] == presets
