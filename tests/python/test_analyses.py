"""Analyses from Python: facts that do not need the command line (orders, limits, bad
arguments), and the stiffness sweep."""

import math

import numpy as np
import pytest

import clothlab


@pytest.fixture(scope="module")
def oscillator():
    return clothlab.load_scene("preset:spring-oscillator")


def test_convergence_orders(oscillator):
    table = clothlab.convergence(oscillator, ["heun", "rk4"], 0.4, dts=[0.004, 0.002, 0.001])
    assert table["integrator"].tolist() == ["heun"] * 3 + ["rk4"] * 3
    assert table["dt"].tolist() == [0.004, 0.002, 0.001] * 2
    orders = table["observed_order"]
    assert abs(orders[2] - 2.0) < 0.2 and abs(orders[5] - 4.0) < 0.4


def test_predicted_limits_are_the_analytic_ones(oscillator):
    # The oscillator's stiffest mode: ω = √(k/m) = 10 rad/s, undamped. Symplectic Euler is
    # stable up to ω·dt = 2, RK4 up to 2√2.
    assert clothlab.spectrum(oscillator)["omega"].max() == pytest.approx(10.0, rel=1e-12)
    table = clothlab.stability(oscillator, ["symplectic-euler", "rk4"], 1.0)
    assert table["predicted_dt"][0] == pytest.approx(0.2, abs=1e-6)
    assert table["predicted_dt"][1] == pytest.approx(0.2 * math.sqrt(2.0), abs=1e-6)
    assert np.all(table["max_stable_dt"] > 0.0)


def test_stiffness_sweep_follows_omega(oscillator):
    table = clothlab.stiffness_sweep(oscillator, "symplectic-euler", [4.0, 1.0], 5.0,
                                     kind="structural")
    assert list(table) == ["integrator", "scale", "max_stable_dt", "predicted_dt"]
    assert table["scale"].tolist() == [1.0, 4.0]
    # ω = √(k·s/m) = 10·√s rad/s: the limit 2/ω, found by bisection to 2 %.
    for scale, found in zip(table["scale"], table["max_stable_dt"]):
        limit = 2.0 / (10.0 * math.sqrt(scale))
        assert 0.98 * limit < found <= 1.0001 * limit, (scale, found)


def test_dispersion_of_rk4_at_small_steps():
    table = clothlab.dispersion("rk4", (0.01, 0.1), points=3)
    assert table["integrator"].tolist() == ["rk4"] * 3
    assert table["omega_dt"][0] == 0.01 and table["omega_dt"][-1] == 0.1
    # RK4's amplification is 1 − Ω⁶/144 + O(Ω⁸) on the undamped oscillator.
    assert table["spectral_radius"][0] == pytest.approx(1 - 0.01**6 / 144, abs=1e-15)


@pytest.mark.parametrize("call, match", [
    (lambda s: clothlab.convergence(s, "rk4", 0.5, dts=[0.003]), "whole multiple"),
    (lambda s: clothlab.convergence(s, "rk4", 0.5, dts=[0.01, 0.01]), "twice"),
    (lambda s: clothlab.stability(s, "rk9", 0.5), "unknown integrator"),
    (lambda s: clothlab.stability(s, "rk45:tolerance=-1", 0.5), "tolerance"),
    (lambda s: clothlab.stability(s, "rk45:bogus=1", 0.5), "bogus"),
    (lambda s: clothlab.stability(s, [], 0.5), "at least one"),
    (lambda s: clothlab.compare(s, "rk4@0.003", 0.5, sample=0.01), "sample"),
    (lambda s: clothlab.stiffness_sweep(s, "rk4", [1.0], 0.5, kind="twist"), "kind"),
    (lambda s: clothlab.spectrum(s, modes=0), "modes"),
    (lambda s: clothlab.dispersion("rk45", (0.1, 1.0)), "amplification"),
    (lambda s: clothlab.dispersion("rk4@0.1", (0.1, 1.0)), "@DT"),
    (lambda s: clothlab.dispersion("rk4", (1.0, 0.1)), "omega_dt"),
])
def test_bad_arguments_raise_value_error(oscillator, call, match):
    with pytest.raises(ValueError, match=match):
        call(oscillator)


def test_results_do_not_depend_on_threads(oscillator):
    one = clothlab.stability(oscillator, ["rk2", "verlet"], 0.3, threads=1)
    two = clothlab.stability(oscillator, ["rk2", "verlet"], 0.3, threads=2)
    for name in one:
        assert one[name].tolist() == two[name].tolist() or all(
            math.isnan(a) and math.isnan(b) for a, b in zip(one[name], two[name]))
    assert np.all(one["max_stable_dt"] > 0)


def test_stability_study_names_the_mode_that_blows_up(oscillator):
    # Symplectic Euler on the undamped mode ω = 10 rad/s: the amplification matrix
    # [[1 − Ω², Ω], [−Ω, 1]] (Ω = ω·dt) has trace 2 − Ω² and determinant 1, so past Ω = 2
    # its spectral radius is (|2 − Ω²| + √((2 − Ω²)² − 4))/2 and the mode grows by it a step.
    scene = oscillator.copy()
    scene.set("integrator.id", "symplectic-euler")
    scene.set("integrator.dt", 0.25)
    table = clothlab.stability_study(scene, comparison=False)
    assert list(table) == ["run", "label", "integrator", "dt", "predicted_dt", "limiting_omega",
                           "limiting_zeta", "limiting_kind", "modes_outside", "growth_rate",
                           "growth_omega"]
    assert table["run"].tolist() == [-1] and table["integrator"].tolist() == ["symplectic-euler"]
    assert table["predicted_dt"][0] == pytest.approx(0.2, abs=1e-6)
    assert table["limiting_omega"][0] == pytest.approx(10.0, rel=1e-9)
    assert table["limiting_kind"][0] == "structural"
    assert table["modes_outside"][0] == 1
    trace = abs(2.0 - 2.5**2)
    radius = (trace + math.sqrt(trace**2 - 4.0)) / 2.0
    assert table["growth_omega"][0] == pytest.approx(10.0, rel=1e-9)
    assert table["growth_rate"][0] == pytest.approx(math.log(radius) / 0.25, rel=1e-6)

    scene.set("integrator.dt", 0.15)
    table = clothlab.stability_study(scene, comparison=False)
    assert table["modes_outside"][0] == 0 and table["growth_rate"][0] == 0.0


def test_stability_study_of_a_method_without_a_matrix(oscillator):
    scene = oscillator.copy()
    scene.set("integrator.id", "rk45")
    table = clothlab.stability_study(scene, comparison=False)
    assert math.isnan(table["predicted_dt"][0]) and math.isnan(table["growth_rate"][0])
