"""Backward (implicit) Euler solved by Newton's method, each Newton step a linear solve by
conjugate gradients on the force Jacobians (Baraff & Witkin 1998), as in the implicit cloth
labs.

    x_{n+1} = x_n + h v_{n+1}
    M (v_{n+1} - v_n) = h f(x_{n+1}, v_{n+1}, t_{n+1})

Newton on the velocity: with K = df/dx and D = df/dv at the current iterate v,

    (M - h D - h^2 K) dv = h f(x_n + h v, v) - M (v - v_n)

Pinned particles (inverse mass 0) are kept out of the solve: their rows and columns are
dropped, so their velocity stays as it is. CG needs a symmetric matrix: K is not symmetric
where damped springs move (the position derivative of spring damping), so the solve uses the
symmetric part of the Newton matrix. That changes the path of Newton's iterations, not the
solution they converge to.
"""

import numpy as np
import scipy.sparse as sp
import scipy.sparse.linalg as spla

import clothlab


class MyImplicitEuler(clothlab.Integrator):
    id = "my-implicit-euler"
    name = "My implicit Euler"
    order = 1
    family = "implicit"
    implicit = True
    region = "first-order"
    parameters = [
        clothlab.Parameter("newton-iterations", 10, 1, 50, integer=True,
                           label="Newton iterations"),
        clothlab.Parameter("newton-tolerance", 1e-12, 1e-16, 1e-2, label="Newton tolerance",
                           description="Stop when |dv| <= tolerance * (1 + |v|)."),
        clothlab.Parameter("cg-tolerance", 1e-10, 1e-16, 1e-2, label="CG tolerance"),
    ]

    def step(self, state, h, system):
        p = system.parameters
        t1 = state.t + h
        free = np.repeat(system.inverse_masses > 0, 3)
        m = np.repeat(system.masses, 3)[free]
        x0 = state.x.copy()
        v0 = state.v.copy()
        v = v0.copy()
        for _ in range(int(p["newton-iterations"])):
            x = x0 + h * v
            f = system.forces(x, v, t1).reshape(-1)
            K, D = system.force_jacobians(x, v, t1)
            A = sp.diags(m) - h * D[free][:, free] - h * h * K[free][:, free]
            A = 0.5 * (A + A.T)
            b = h * f[free] - m * (v - v0).reshape(-1)[free]
            dv, info = spla.cg(A, b, tol=p["cg-tolerance"], atol=0.0, maxiter=10000)
            if info != 0:
                raise RuntimeError(f"CG did not converge (info = {info})")
            flat = v.reshape(-1)
            flat[free] += dv
            if np.linalg.norm(dv) <= p["newton-tolerance"] * (1.0 + np.linalg.norm(flat)):
                break
        state.v[:] = v
        state.x[:] = x0 + h * v
