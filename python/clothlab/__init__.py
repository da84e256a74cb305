"""ClothLab from Python: mass-spring cloth scenes, integrators and their analyses.

The engine is ClothLab's C++ core (the one clothlab-cli and the workbench run), so a run
here and the same run on the command line give bit-identical states. The smallest use::

    import clothlab
    scene = clothlab.load_scene("preset:hanging-chain")   # or a path, or a dict
    sim = clothlab.Simulation(scene)                       # the scene's integrator and dt
    sim.step(500)                                          # n steps, GIL released
    sim.positions                                          # (N, 3) float64 ndarray (a view)

Analyses (compare, convergence, stability, stiffness_sweep, spectrum, stability_study,
dispersion) return a dict of NumPy arrays whose keys are the columns of the CSV clothlab-cli
writes; pass one to pandas.DataFrame for a table. Scene errors raise SceneError, a ValueError
naming the file, the JSON path and the reason. clothlab.study runs studies (scenes ×
integrators × dt × overrides) locally or on a dask.distributed cluster.

Your own method: subclass clothlab.Integrator, write step(state, h, system), and
register_integrator() it (or pass the class where an integrator id goes); it is then run,
compared and analysed like the built-in methods (see clothlab.integrator).
"""

from ._clothlab import (
    IntegratorError,
    Scene,
    SceneError,
    Simulation,
    __version__,
    compare,
    convergence,
    dispersion,
    integrators,
    load_scene,
    presets,
    spectrum,
    stability,
    stability_study,
    stiffness_sweep,
)
from .integrator import (
    Integrator,
    IntegratorFileError,
    Parameter,
    register_integrator,
    unregister_integrator,
)

__all__ = [
    "Integrator",
    "IntegratorError",
    "IntegratorFileError",
    "Parameter",
    "Scene",
    "SceneError",
    "Simulation",
    "compare",
    "convergence",
    "dispersion",
    "integrators",
    "load_scene",
    "presets",
    "register_integrator",
    "spectrum",
    "stability",
    "stability_study",
    "stiffness_sweep",
    "unregister_integrator",
]
