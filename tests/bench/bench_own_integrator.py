"""Speed of methods written in Python (issue 36 "Your own integrator", item 6):

1. the 24² hanging cloth (preset hanging-cloth) stepped by the built-in symplectic Euler and by
   the student's Python symplectic Euler of examples/own-integrator/symplectic_euler.py, side
   by side (alternating rounds): the time per step each, and the difference, which is what the
   Python call, the state views and the NumPy arithmetic add (bar: ≤ 20 µs per step);
2. the same with a Python method whose step does nothing but take its arguments (the call and
   the views alone, no NumPy work), for the share of the difference that is the binding's;
3. a NumPy-vectorised forward Euler on a 64² cloth against the built-in explicit-euler
   (bar: ≥ 1/3 of the built-in's speed).

    PYTHONPATH=build/python /usr/bin/python3 tests/bench/bench_own_integrator.py [--repeat N]

Prints one JSON object per measurement (the median over N rounds, µs per step) and a Markdown
table. Not a CTest test: the numbers depend on the machine and its load.
"""

import argparse
import json
import pathlib
import statistics
import time

import clothlab

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples" / "own-integrator"


class DoesNothing(clothlab.Integrator):
    """The call and the views without any work: x and v stay as they are."""

    id = "bench-does-nothing"

    def step(self, state, h, system):
        state.x
        state.v


class VectorisedForwardEuler(clothlab.Integrator):
    id = "bench-forward-euler"
    order = 1
    region = "first-order"

    def step(self, state, h, system):
        a = system.forces(state.x, state.v, state.t) * system.inverse_masses[:, None]
        state.x += h * state.v
        state.v += h * a


def cloth(rows, drop_obstacles=False):
    scene = clothlab.load_scene("preset:hanging-cloth").to_dict()
    scene.pop("runs", None)
    scene["bodies"][0]["rows"] = scene["bodies"][0]["cols"] = rows
    if drop_obstacles:
        scene["obstacles"] = []
    return clothlab.load_scene(scene)


def per_step(scene, method, steps, dt=None):
    """µs per step of `steps` steps (the simulation built and its first step taken untimed)."""
    sim = clothlab.Simulation(scene, method, dt, record_energy=False)
    sim.step(1)
    start = time.perf_counter()
    assert sim.step(steps), method
    return (time.perf_counter() - start) / steps * 1e6


def side_by_side(scene, methods, steps, repeat, dt=None):
    """Median µs per step of each method, the methods alternating round after round."""
    times = {m: [] for m in methods}
    for _ in range(repeat):
        for m in methods:
            times[m].append(per_step(scene, m, steps, dt))
    return {m: statistics.median(t) for m, t in times.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--steps", type=int, default=2000)
    args = parser.parse_args()
    clothlab.register_integrator(EXAMPLES / "symplectic_euler.py")
    clothlab.register_integrator(DoesNothing)
    clothlab.register_integrator(VectorisedForwardEuler)

    hanging = clothlab.load_scene("preset:hanging-cloth")
    first = side_by_side(hanging, ["symplectic-euler", "my-symplectic-euler", DoesNothing.id],
                         args.steps, args.repeat)
    # 64² at the 24²'s dt: explicit Euler needs a smaller one; 1e-4 s keeps it bounded for the
    # steps measured (the speed, not the accuracy, is compared).
    big = cloth(64)
    second = side_by_side(big, ["explicit-euler", VectorisedForwardEuler.id], args.steps // 4,
                          args.repeat, dt=1e-4)
    rows = [
        {"scene": "hanging-cloth 24x24", "method": m, "us_per_step": round(t, 2)}
        for m, t in first.items()
    ] + [
        {"scene": "hanging-cloth 64x64, dt 1e-4", "method": m, "us_per_step": round(t, 2)}
        for m, t in second.items()
    ]
    for row in rows:
        print(json.dumps(row))
    added = first["my-symplectic-euler"] - first["symplectic-euler"]
    call = first[DoesNothing.id] - first["symplectic-euler"]
    speed = second["explicit-euler"] / second[VectorisedForwardEuler.id]
    print()
    print("| measurement | µs per step |")
    print("| --- | --- |")
    for row in rows:
        print(f"| {row['scene']}: {row['method']} | {row['us_per_step']:.1f} |")
    print(f"| **Python symplectic Euler − built-in (bar ≤ 20 µs)** | **{added:.1f}** |")
    print(f"| of which the call and the views (a step that does nothing − built-in) | {call:.1f} |")
    print(f"| **64² vectorised forward Euler: speed / built-in's (bar ≥ 1/3)** | **{speed:.2f}** |")


if __name__ == "__main__":
    main()
