"""The classic fourth-order Runge–Kutta method on the first-order system
y' = (v, M^-1 f(x, v, t)), written stage by stage as in a numerics course.

    k1 = F(t,       y)
    k2 = F(t + h/2, y + h/2 k1)
    k3 = F(t + h/2, y + h/2 k2)
    k4 = F(t + h,   y + h   k3)
    y_{n+1} = y_n + h/6 (k1 + 2 k2 + 2 k3 + k4)
"""

import clothlab


class MyRK4(clothlab.Integrator):
    id = "my-rk4"
    name = "My Runge–Kutta 4"
    order = 4
    region = "first-order"
    evaluations_per_step = 4
    equations = "k₁…k₄ of y' = (v, M⁻¹·f)\ny += h/6·(k₁ + 2k₂ + 2k₃ + k₄)"

    def step(self, state, h, system):
        w = system.inverse_masses[:, None]
        t = state.t
        x0 = state.x.copy()
        v0 = state.v.copy()

        def rates(x, v, t):
            return v, system.forces(x, v, t) * w

        k1x, k1v = rates(x0, v0, t)
        k2x, k2v = rates(x0 + 0.5 * h * k1x, v0 + 0.5 * h * k1v, t + 0.5 * h)
        k3x, k3v = rates(x0 + 0.5 * h * k2x, v0 + 0.5 * h * k2v, t + 0.5 * h)
        k4x, k4v = rates(x0 + h * k3x, v0 + h * k3v, t + h)

        state.x[:] = x0 + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        state.v[:] = v0 + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
