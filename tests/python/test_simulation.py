"""Simulation: the documented shapes, dtypes and zero-copy views, energy records that add
up, solver diagnostics, blow-ups, and the catalog."""

import gc

import numpy as np
import pytest

import clothlab

# DESIGN §3's table.
DESIGN_INTEGRATORS = {
    "explicit-euler", "symplectic-euler", "verlet", "rk2", "rk4", "rk45", "dop853",
    "implicit-euler", "bdf2", "projective-dynamics", "chebyshev", "pbd", "xpbd",
    "velocity-constraints", "implicit-midpoint", "newmark", "generalized-alpha", "heun", "rk3",
    "yoshida4",
}


def cloth_scene(rows=4, cols=5, topology="provot"):
    """A small cloth with its top edge pinned, as a dict in the scene-file format."""
    scene = clothlab.load_scene("preset:hanging-cloth").to_dict()
    cloth = scene["bodies"][0]
    cloth["rows"], cloth["cols"], cloth["topology"] = rows, cols, topology
    cloth["pinned"] = {"edges": ["top"]}
    scene.pop("runs", None)
    return clothlab.load_scene(scene)


def test_smallest_use_from_the_issue():
    scene = clothlab.load_scene("preset:hanging-chain")
    sim = clothlab.Simulation(scene)
    assert sim.integrator == scene.integrator["id"]
    assert sim.dt == scene.integrator["dt"]
    assert sim.step(500)
    assert sim.step_count == 500
    # The core's clock is time = steps·dt (from t = 0), the same product as here.
    assert sim.time == 500 * sim.dt
    positions = sim.positions
    assert positions.shape == (scene.particle_count, 3)
    assert positions.dtype == np.float64
    assert np.all(np.isfinite(positions))


def test_state_arrays_view_the_core_storage():
    sim = clothlab.Simulation(cloth_scene())
    n = sim.particle_count
    for array in (sim.positions, sim.velocities):
        assert array.shape == (n, 3) and array.dtype == np.float64
        assert array.flags.c_contiguous and not array.flags.owndata
        assert not array.flags.writeable
        assert array.base is sim  # the view keeps the Simulation alive
    masses = sim.masses
    assert masses.shape == (n,) and masses.dtype == np.float64 and not masses.flags.owndata
    view = sim.positions
    before = np.array(view)
    address = view.__array_interface__["data"][0]
    sim.step(20)
    # The same memory, now holding the state after the steps.
    assert sim.positions.__array_interface__["data"][0] == address
    assert np.array_equal(view, sim.positions)
    assert not np.array_equal(view, before)
    with pytest.raises(ValueError):
        view[0, 0] = 1.0


def test_a_view_outlives_its_name():
    view = clothlab.Simulation(cloth_scene()).positions
    expected = np.array(view)
    gc.collect()
    assert np.array_equal(view, expected)


def test_views_stay_put_for_every_integrator():
    scene = cloth_scene(3, 3)
    for info in clothlab.integrators():
        sim = clothlab.Simulation(scene, info["id"], 1e-3)
        x, v = sim.positions, sim.velocities
        ax, av = x.__array_interface__["data"][0], v.__array_interface__["data"][0]
        sim.step(3)
        assert sim.positions.__array_interface__["data"][0] == ax, info["id"]
        assert sim.velocities.__array_interface__["data"][0] == av, info["id"]


def test_springs_of_a_grid_have_the_closed_form_counts():
    rows, cols = 4, 5
    sim = clothlab.Simulation(cloth_scene(rows, cols, "provot"))
    springs = sim.springs()
    assert list(springs) == [
        "spring", "i", "j", "kind", "rest_length", "stretch", "compression", "damping"]
    kinds = list(springs["kind"])
    assert kinds.count("structural") == rows * (cols - 1) + cols * (rows - 1)
    assert kinds.count("shear") == 2 * (rows - 1) * (cols - 1)
    assert kinds.count("bending") == rows * (cols - 2) + cols * (rows - 2)
    m = sim.spring_count
    indices, lengths = sim.spring_indices, sim.rest_lengths
    assert indices.shape == (m, 2) and indices.dtype == np.int64
    assert lengths.shape == (m,) and lengths.dtype == np.float64
    assert np.array_equal(indices[:, 0], springs["i"])
    assert np.array_equal(indices[:, 1], springs["j"])
    # Rest lengths default to the initial distances.
    x = sim.positions
    assert np.allclose(lengths, np.linalg.norm(x[indices[:, 1]] - x[indices[:, 0]], axis=1))
    assert sim.pinned.dtype == np.bool_ and sim.pinned.sum() == cols


def test_energy_records_add_up_to_the_residual():
    sim = clothlab.Simulation(cloth_scene(), "implicit-euler", 2e-3)
    sim.step(25)
    e = sim.energy
    assert list(e) == ["time", "kinetic", "gravity", "elastic_structural", "elastic_shear",
                       "elastic_bending", "dissipated", "external_work", "residual"]
    assert all(column.shape == (26,) and column.dtype == np.float64 for column in e.values())
    assert e["time"][0] == 0.0 and e["time"][-1] == sim.time
    mechanical = (e["kinetic"] + e["gravity"] + e["elastic_structural"] + e["elastic_shear"]
                  + e["elastic_bending"])
    expected = mechanical + e["dissipated"] - e["external_work"] - mechanical[0]
    assert np.allclose(e["residual"], expected, rtol=0, atol=1e-12 * np.abs(mechanical).max())
    assert e["dissipated"][-1] > 0.0  # backward Euler damps


def test_energy_without_records_keeps_the_latest():
    sim = clothlab.Simulation(cloth_scene(), record_energy=False)
    sim.step(10)
    assert sim.energy["time"].tolist() == [sim.time]


def test_diagnostics_of_an_iterative_method():
    sim = clothlab.Simulation(cloth_scene(), "implicit-euler", 2e-3)
    sim.step()
    d = sim.diagnostics
    assert d["iterations"] >= 1 and d["linear_iterations"] >= 1
    assert d["residuals"].dtype == np.float64 and len(d["residuals"]) == d["iterations"]
    explicit = clothlab.Simulation(cloth_scene(), "rk4", 1e-3)
    explicit.step()
    assert explicit.diagnostics["iterations"] == 0


def test_advance_to_ends_on_the_nearest_step():
    sim = clothlab.Simulation(cloth_scene(), "symplectic-euler", 1e-3)
    assert sim.advance_to(0.0104)
    assert sim.step_count == 10
    assert sim.advance_to(0.0106)
    assert sim.step_count == 11


def test_a_blow_up_is_reported_not_raised():
    sim = clothlab.Simulation(cloth_scene(), "explicit-euler", 0.05)
    assert sim.blow_up is None
    assert not sim.step(200)
    blow_up = sim.blow_up
    assert blow_up["cause"] in ("non-finite", "energy-bound")
    assert 0 < blow_up["step"] <= 200 and blow_up["time"] > 0.0
    assert not sim.step(1)  # stays blown up


def test_parameters_by_keyword():
    scene = clothlab.load_scene("preset:hanging-chain")
    sim = clothlab.Simulation(scene, "rk45", 1e-3, tolerance=1e-7)
    assert sim.parameters["tolerance"] == 1e-7
    with pytest.raises(ValueError, match="tolerance"):
        clothlab.Simulation(scene, "rk45", tolerance=-1.0)
    with pytest.raises(ValueError, match="nonsense"):
        clothlab.Simulation(scene, "rk4", nonsense=1.0)
    with pytest.raises(ValueError, match="unknown integrator"):
        clothlab.Simulation(scene, "rk5")
    with pytest.raises(ValueError, match="dt"):
        clothlab.Simulation(scene, dt=0.0)


def test_catalog():
    infos = clothlab.integrators()
    assert DESIGN_INTEGRATORS <= {info["id"] for info in infos}
    for info in infos:
        assert info["description"] and info["name"]
        for p in info["parameters"]:
            assert p["minimum"] <= p["default"] <= p["maximum"], (info["id"], p["id"])
    presets = clothlab.presets()
    assert "hanging-chain" in [p["id"] for p in presets]
    for p in presets:
        assert clothlab.load_scene("preset:" + p["id"]).name


def test_help_texts():
    for item in (clothlab.load_scene, clothlab.Simulation, clothlab.Simulation.step,
                 clothlab.Simulation.positions, clothlab.Scene.set, clothlab.convergence,
                 clothlab.stability, clothlab.compare, clothlab.spectrum, clothlab.dispersion,
                 clothlab.stiffness_sweep, clothlab.integrators, clothlab.presets):
        assert item.__doc__ and len(item.__doc__) > 40, item
