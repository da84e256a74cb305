"""Methods with the mistakes students make, each stopped by ClothLab with a message that names
it (tests/python/test_own_integrator.py runs them)."""

import numpy as np

import clothlab


class RaisesInStep(clothlab.Integrator):
    id = "bug-raises"

    def step(self, state, h, system):
        f = system.forces(state.x, state.v, state.t)
        state.v += h * f / system.masses  # wrong broadcast: (N, 3) / (N,)


class WrongShape(clothlab.Integrator):
    id = "bug-shape"

    def step(self, state, h, system):
        system.forces(state.x.reshape(-1), state.v, state.t)


class WrongDtype(clothlab.Integrator):
    id = "bug-dtype"

    def step(self, state, h, system):
        system.forces(state.x.astype(np.float32), state.v, state.t)


class MakesNaN(clothlab.Integrator):
    id = "bug-nan"

    def step(self, state, h, system):
        state.v[3, 1] = np.nan


class MovesPins(clothlab.Integrator):
    id = "bug-pins"

    def step(self, state, h, system):
        f = system.forces(state.x, state.v, state.t)
        state.v += h * f / system.masses[:, None]  # pinned particles too
        state.x += h * state.v


class ReplacesState(clothlab.Integrator):
    id = "bug-replace"

    def step(self, state, h, system):
        state.x = state.x + h * state.v


class ReturnsState(clothlab.Integrator):
    id = "bug-return"

    def step(self, state, h, system):
        return state.x + h * state.v, state.v
