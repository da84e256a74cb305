"""Symplectic (semi-implicit) Euler, written as in a first lab on integrators.

    v_{n+1} = v_n + h * M^-1 f(x_n, v_n, t_n)
    x_{n+1} = x_n + h * v_{n+1}

Run it next to the built-in method:

    import clothlab
    clothlab.register_integrator("examples/own-integrator/symplectic_euler.py")
    scene = clothlab.load_scene("preset:hanging-cloth")
    print(clothlab.compare(scene, ["my-symplectic-euler", "symplectic-euler"], 1.0))
"""

import clothlab


class MySymplecticEuler(clothlab.Integrator):
    id = "my-symplectic-euler"
    name = "My symplectic Euler"
    order = 1
    family = "symplectic"
    equations = "v += h·M⁻¹·f(x, v, t)\nx += h·v"

    def step(self, state, h, system):
        f = system.forces(state.x, state.v, state.t)
        # inverse_masses is 0 for pinned particles, so they do not move. Written in the order
        # of the equation, h·M⁻¹·f, NumPy rounds as the built-in method does (h·f·M⁻¹ differs
        # in the last bit, and the sphere's contact magnifies that over a second).
        state.v += h * system.inverse_masses[:, None] * f
        state.x += h * state.v
