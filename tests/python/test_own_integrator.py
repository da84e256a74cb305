"""Your own integrator (issue 36): methods written in Python, as a student would write them in
examples/own-integrator/, run, compared and analysed like the built-in ones; bad methods stop
their run with a message that names the mistake."""

import pathlib

import numpy as np
import pytest

import clothlab
from conftest import run_in_threads

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples" / "own-integrator"


@pytest.fixture
def registered():
    """Registers example files on demand; removes every method they added afterwards."""
    ids = []

    def register(name):
        added = clothlab.register_integrator(EXAMPLES / name)
        ids.extend(added)
        return added

    yield register
    for method_id in ids:
        clothlab.unregister_integrator(method_id)


def hanging_cloth(**changes):
    scene = clothlab.load_scene("preset:hanging-cloth").to_dict()
    scene.pop("runs", None)
    scene["integrator"].update(changes)
    return clothlab.load_scene(scene)


def small_cloth(rows=5, cols=6):
    scene = clothlab.load_scene("preset:hanging-cloth").to_dict()
    scene.pop("runs", None)
    scene["bodies"][0]["rows"], scene["bodies"][0]["cols"] = rows, cols
    return clothlab.load_scene(scene)


def run(scene, integrator, duration, dt=None, **parameters):
    sim = clothlab.Simulation(scene, integrator, dt, record_energy=False, **parameters)
    assert sim.advance_to(duration)
    return sim


def max_distance(a, b):
    return float(np.max(np.linalg.norm(a.positions - b.positions, axis=1)))


def test_forces_are_those_a_builtin_sees_bit_for_bit():
    seen = []

    class ExactSymplecticEuler(clothlab.Integrator):
        """The built-in's arithmetic to the last operation; records the forces it sees."""

        id = "test-exact-symplectic-euler"

        def step(self, state, h, system):
            f = system.forces(state.x, state.v, state.t)
            # The same state in other arrays: evaluated anew, the same numbers.
            assert np.array_equal(system.forces(state.x.copy(), state.v.copy(), state.t), f)
            seen.append(f.copy())
            state.v += (h * system.inverse_masses)[:, None] * f
            state.x += h * state.v

    scene = hanging_cloth()
    builtin = clothlab.Simulation(scene, "symplectic-euler")
    try:
        own = clothlab.Simulation(scene, ExactSymplecticEuler)
        for _ in range(400):
            expected = builtin.forces
            assert builtin.step() and own.step()
            assert np.array_equal(seen[-1], expected)
        assert np.array_equal(own.positions, builtin.positions)
        assert np.array_equal(own.velocities, builtin.velocities)
        assert own.energy["residual"][-1] == builtin.energy["residual"][-1]
    finally:
        clothlab.unregister_integrator(ExactSymplecticEuler.id)


def test_state_is_the_runs_storage_not_a_copy():
    addresses = []

    class Probe(clothlab.Integrator):
        id = "test-probe-views"

        def step(self, state, h, system):
            addresses.append((state.x.__array_interface__["data"][0],
                              state.v.__array_interface__["data"][0]))
            assert state.x.dtype == np.float64 and state.x.shape == (system.particle_count, 3)
            assert state.x.flags.writeable and state.v.flags.writeable
            assert state.t == pytest.approx(system.time) and h == system.dt

    try:
        sim = clothlab.Simulation(small_cloth(), Probe, 1e-3)
        sim.step(3)
        x = sim.positions.__array_interface__["data"][0]
        v = sim.velocities.__array_interface__["data"][0]
        assert addresses == [(x, v)] * 3
    finally:
        clothlab.unregister_integrator(Probe.id)


@pytest.mark.parametrize("file, own, builtin", [
    ("symplectic_euler.py", "my-symplectic-euler", "symplectic-euler"),
    ("rk4.py", "my-rk4", "rk4"),
])
def test_student_methods_reproduce_the_builtins(registered, file, own, builtin):
    assert registered(file) == [own]
    scene = hanging_cloth()
    ours, theirs = run(scene, own, 1.0), run(scene, builtin, 1.0)
    assert ours.step_count == theirs.step_count == 2000
    assert max_distance(ours, theirs) <= 1e-12
    # The cloth moved: the agreement is not that of two runs that stayed put.
    start = clothlab.Simulation(scene, builtin)
    assert max_distance(ours, start) > 0.1


def test_student_implicit_euler_reproduces_the_builtin(registered):
    """Over 1 s of the hanging cloth without its sphere: the sphere's contact stage projects
    whatever ends a step inside it, a map that jumps where a particle touches the surface, so
    two solves that differ by rounding (1e-16 m; CG in SciPy against the core's) part by
    6e-6 m at the first touch (t = 0.3 s). The explicit examples round exactly as the
    built-ins do and pass through the contact (above)."""
    registered("implicit_euler.py")
    scene = hanging_cloth(dt=0.01).to_dict()
    scene["obstacles"] = []
    scene = clothlab.load_scene(scene)
    ours = run(scene, "my-implicit-euler", 1.0)
    theirs = run(scene, "implicit-euler", 1.0, **{"newton-iterations": 20,
                                                  "cg-tolerance": 1e-13})
    assert ours.step_count == theirs.step_count == 100
    assert max_distance(ours, theirs) <= 1e-8
    assert max_distance(ours, clothlab.Simulation(scene, "implicit-euler")) > 0.1


def test_observed_orders_and_predicted_limits_match_the_builtins(registered):
    registered("symplectic_euler.py")
    registered("rk4.py")
    scene = clothlab.load_scene("preset:spring-oscillator")
    pairs = [("my-symplectic-euler", "symplectic-euler"), ("my-rk4", "rk4")]
    ids = [i for pair in pairs for i in pair]
    table = clothlab.convergence(scene, ids, 1.0, dts=[0.02, 0.01, 0.005, 0.0025])
    orders = {i: table["observed_order"][table["integrator"] == i][1:] for i in ids}
    for own, builtin in pairs:
        assert np.allclose(orders[own], orders[builtin], rtol=0, atol=1e-6), (own, orders)
    assert np.all(np.abs(orders["my-rk4"] - 4) < 0.3), orders["my-rk4"]
    assert np.all(np.abs(orders["my-symplectic-euler"] - 1) < 0.3)
    # Predicted limits, damping and dispersion: read off the methods' own steps.
    curve = clothlab.dispersion(ids, (0.01, 3.0), points=40, zeta=0.05)
    for own, builtin in pairs:
        a = curve["spectral_radius"][curve["integrator"] == own]
        b = curve["spectral_radius"][curve["integrator"] == builtin]
        assert np.allclose(a, b, rtol=1e-12, atol=0), own
    limits = clothlab.stability(scene, ids, 2.0)
    predicted = dict(zip(limits["integrator"], limits["predicted_dt"]))
    measured = dict(zip(limits["integrator"], limits["max_stable_dt"]))
    for own, builtin in pairs:
        assert np.isfinite(predicted[own])
        assert predicted[own] == pytest.approx(predicted[builtin], rel=1e-9)
        assert measured[own] == pytest.approx(measured[builtin], rel=0.03)


def test_registered_methods_are_listed_with_their_file(registered):
    before = [info["id"] for info in clothlab.integrators()]
    registered("rk4.py")
    infos = clothlab.integrators()
    assert [info["id"] for info in infos] == before + ["my-rk4"]
    mine = infos[-1]
    assert mine["source"] == str(EXAMPLES / "rk4.py")
    assert mine["order"] == 4 and mine["name"] == "My Runge–Kutta 4"
    assert all(info["source"] is None for info in infos[:-1])


def test_parameters_are_declared_and_passed_to_the_step(registered):
    registered("implicit_euler.py")
    info = next(i for i in clothlab.integrators() if i["id"] == "my-implicit-euler")
    assert [p["id"] for p in info["parameters"]] == ["newton-iterations", "newton-tolerance",
                                                    "cg-tolerance"]
    sim = clothlab.Simulation(small_cloth(), "my-implicit-euler", 0.01,
                              **{"newton-iterations": 2})
    assert sim.parameters["newton-iterations"] == 2.0
    with pytest.raises(ValueError, match="newton-iterations"):
        clothlab.Simulation(small_cloth(), "my-implicit-euler", 0.01,
                            **{"newton-iterations": 1000})


def test_force_jacobians_are_the_derivatives_of_the_forces():
    checked = []

    class Check(clothlab.Integrator):
        id = "test-jacobians"

        def step(self, state, h, system):
            rng = np.random.default_rng(7)
            x = state.x + 1e-3 * rng.standard_normal(state.x.shape)
            v = rng.standard_normal(state.v.shape)
            K, D = system.force_jacobians(x, v, state.t)
            n = 3 * system.particle_count
            assert K.shape == D.shape == (n, n)
            dx, dv = rng.standard_normal(n), rng.standard_normal(n)
            eps = 1e-6
            f = lambda x, v: system.forces(x, v, state.t).reshape(-1)
            fd_x = (f(x + eps * dx.reshape(-1, 3), v) - f(x - eps * dx.reshape(-1, 3), v)) / (2 * eps)
            fd_v = (f(x, v + eps * dv.reshape(-1, 3)) - f(x, v - eps * dv.reshape(-1, 3))) / (2 * eps)
            checked.append((np.max(np.abs(K @ dx - fd_x)) / np.max(np.abs(fd_x)),
                            np.max(np.abs(D @ dv - fd_v)) / np.max(np.abs(fd_v))))

    try:
        clothlab.Simulation(small_cloth(), Check, 1e-3).step()
        assert checked and checked[0][0] < 1e-6 and checked[0][1] < 1e-6, checked
    finally:
        clothlab.unregister_integrator(Check.id)


BAD_METHODS = [
    ("bug-raises", ValueError, "ValueError: operands could not be broadcast", "state.v += h * f"),
    ("bug-shape", ValueError, "x must have shape (30, 3), not (90,)", "system.forces("),
    ("bug-dtype", TypeError, "x must have dtype float64, not float32", "system.forces("),
    ("bug-nan", None, "the step left NaN (not a number) in state.v of particle 3", None),
    ("bug-pins", None, "the step moved pinned particle", None),
    ("bug-replace", TypeError, "state.x cannot be replaced by a new array", "state.x = "),
    ("bug-return", None, "step() returned a value (tuple)", None),
]


@pytest.mark.parametrize("method_id, cause, reason, source_line", BAD_METHODS)
def test_bad_methods_stop_their_run_with_a_message_naming_the_mistake(
        registered, method_id, cause, reason, source_line):
    registered("buggy_examples.py")
    sim = clothlab.Simulation(small_cloth(), method_id, 1e-3)
    x, v = np.array(sim.positions), np.array(sim.velocities)
    with pytest.raises(clothlab.IntegratorError) as raised:
        sim.step(10)
    error = raised.value
    assert reason in str(error) and reason in error.reason
    assert error.integrator == method_id
    assert error.file == str(EXAMPLES / "buggy_examples.py") and error.line > 0
    text = (EXAMPLES / "buggy_examples.py").read_text().splitlines()
    if source_line is not None:
        assert source_line in text[error.line - 1], (error.line, text[error.line - 1])
        assert isinstance(error.__cause__, cause)
        assert f'File "{error.file}", line {error.line}' in error.traceback
    else:
        assert "def step" in text[error.line - 1]  # the step the engine refused
    # The run stopped at its last good state and stays stopped.
    assert np.array_equal(sim.positions, x) and np.array_equal(sim.velocities, v)
    with pytest.raises(clothlab.IntegratorError):
        sim.step()
    assert np.array_equal(sim.positions, x)


def test_first_step_failures_are_reported_too(registered):
    registered("buggy_examples.py")
    sim = clothlab.Simulation(small_cloth(), "bug-nan", 1e-3)
    with pytest.raises(clothlab.IntegratorError, match=r"bug-nan stopped at t = 0 s"):
        sim.step()
    assert sim.step_count == 0 and np.all(np.isfinite(sim.velocities))


def test_an_analysis_with_a_bad_method_raises_the_same_error(registered):
    registered("buggy_examples.py")
    with pytest.raises(clothlab.IntegratorError, match="state.x cannot be replaced"):
        clothlab.compare(small_cloth(), ["symplectic-euler", "bug-replace"], 0.05, dt=1e-3)


def test_files_that_cannot_be_loaded_say_where(tmp_path):
    broken = tmp_path / "broken.py"
    broken.write_text("import clothlab\n\nclass A(clothlab.Integrator)\n    id = 'a'\n")
    with pytest.raises(clothlab.IntegratorFileError, match=r"broken.py, line 3: SyntaxError"):
        clothlab.register_integrator(broken)
    failing = tmp_path / "failing.py"
    failing.write_text("import clothlab\nx = 1\nraise RuntimeError('not today')\n")
    with pytest.raises(clothlab.IntegratorFileError,
                       match=r"failing.py, line 3: RuntimeError: not today") as raised:
        clothlab.register_integrator(failing)
    assert raised.value.line == 3 and isinstance(raised.value.__cause__, RuntimeError)
    empty = tmp_path / "empty.py"
    empty.write_text("x = 1\n")
    with pytest.raises(clothlab.IntegratorFileError, match="defines no subclass"):
        clothlab.register_integrator(empty)


def test_classes_that_cannot_be_registered_say_why():
    class NoId(clothlab.Integrator):
        def step(self, state, h, system):
            pass

    class Builtin(clothlab.Integrator):
        id = "rk4"

        def step(self, state, h, system):
            pass

    class NoStep(clothlab.Integrator):
        id = "test-no-step"

    with pytest.raises(ValueError, match="give the class an id"):
        clothlab.register_integrator(NoId)
    with pytest.raises(ValueError, match="built-in integrator"):
        clothlab.register_integrator(Builtin)
    with pytest.raises(TypeError, match="define step"):
        clothlab.register_integrator(NoStep)
    with pytest.raises(TypeError, match="not a subclass"):
        clothlab.register_integrator(int)
    assert not clothlab.unregister_integrator("test-no-step")


def test_python_methods_run_from_the_engines_threads(registered):
    """compare() steps its runs on C++ worker threads (the GIL released by the call): each
    Python step takes the GIL on the thread that runs it."""
    registered("symplectic_euler.py")
    registered("rk4.py")
    scene = small_cloth()
    table = clothlab.compare(scene, ["my-symplectic-euler", "my-rk4", "symplectic-euler", "rk4"],
                             0.5, dt=1e-3, threads=2)
    final = {}
    for i, t, e in zip(table["integrator"], table["time"], table["error_rms"]):
        final[i] = e if t == table["time"].max() else final.get(i)
    assert final["my-symplectic-euler"] == pytest.approx(final["symplectic-euler"], rel=1e-9)
    assert final["my-rk4"] == pytest.approx(final["rk4"], rel=1e-6, abs=1e-13)


def test_python_threads_step_python_methods_side_by_side(registered):
    """Two Python threads stepping their own runs of a Python method: Simulation.step()
    releases the GIL and each Python step takes it back, so neither waits for the other's run
    to end and both give the result of a run alone."""
    registered("symplectic_euler.py")
    scene = small_cloth()
    alone = run(scene, "my-symplectic-euler", 0.5, 1e-3)
    sims = [clothlab.Simulation(scene, "my-symplectic-euler", 1e-3) for _ in range(2)]
    run_in_threads(sims, "advance_to", 0.5)
    for s in sims:
        assert np.array_equal(s.positions, alone.positions)
