# Type stubs of the clothlab package (the extension module clothlab._clothlab).
import os
from typing import Any, Literal, Mapping, Sequence, TypedDict, Union

import numpy as np
import numpy.typing as npt

__version__: str

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
StrArray = npt.NDArray[np.str_]

class IntegratorEntryDict(TypedDict, total=False):
    id: str
    dt: float
    parameters: Mapping[str, float]

IntegratorEntry = Union[str, IntegratorEntryDict, type]
IntegratorEntries = Union[IntegratorEntry, Sequence[IntegratorEntry]]
SceneSource = Union[str, os.PathLike[str], Mapping[str, Any], "Scene"]

class SceneError(ValueError):
    file: str
    path: str
    reason: str

class IntegratorError(RuntimeError):
    integrator: str
    time: float
    reason: str
    file: str
    line: int
    traceback: str

class IntegratorFileError(ValueError):
    file: str
    line: int

class Parameter:
    id: str
    default: float
    minimum: float
    maximum: float
    label: str
    unit: str
    integer: bool
    description: str
    def __init__(
        self,
        id: str,
        default: float,
        minimum: float,
        maximum: float,
        *,
        label: str | None = None,
        unit: str = "",
        integer: bool = False,
        description: str = "",
    ) -> None: ...
    def as_dict(self) -> dict[str, Any]: ...

class StepState:
    x: FloatArray
    v: FloatArray
    @property
    def t(self) -> float: ...

class StepSystem:
    def forces(self, x: FloatArray, v: FloatArray, t: float) -> FloatArray: ...
    def force_jacobians(self, x: FloatArray, v: FloatArray, t: float) -> tuple[Any, Any]: ...
    def energy(self, x: FloatArray, v: FloatArray, t: float) -> dict[str, float]: ...
    @property
    def masses(self) -> FloatArray: ...
    @property
    def inverse_masses(self) -> FloatArray: ...
    @property
    def pinned(self) -> npt.NDArray[np.bool_]: ...
    @property
    def springs(self) -> dict[str, Union[FloatArray, IntArray, StrArray]]: ...
    @property
    def parameters(self) -> dict[str, float]: ...
    @property
    def particle_count(self) -> int: ...
    @property
    def dt(self) -> float: ...
    @property
    def time(self) -> float: ...

class Integrator:
    id: str
    name: str
    order: int
    parameters: Sequence[Union[Parameter, Mapping[str, Any]]]
    description: str
    equations: str
    family: Literal["explicit", "symplectic", "implicit", "constraint"]
    implicit: bool
    region: Literal["first-order", "per-mode", "none"]
    evaluations_per_step: int
    def reset(self) -> None: ...
    def step(self, state: StepState, h: float, system: StepSystem) -> None: ...

IntegratorClass = type[Integrator]

def register_integrator(
    method: Union[IntegratorClass, str, os.PathLike[str]]
) -> Union[str, list[str]]: ...
def unregister_integrator(method_id: str) -> bool: ...

class Scene:
    @property
    def name(self) -> str: ...
    @property
    def source(self) -> str: ...
    @property
    def integrator(self) -> dict[str, Any]: ...
    @property
    def particle_count(self) -> int: ...
    def to_dict(self) -> dict[str, Any]: ...
    def to_json(self) -> str: ...
    def save(self, path: Union[str, os.PathLike[str]]) -> None: ...
    def set(self, path: str, value: Any) -> None: ...
    def copy(self) -> Scene: ...
    def __copy__(self) -> Scene: ...
    def __deepcopy__(self, memo: Any) -> Scene: ...

def load_scene(source: SceneSource) -> Scene: ...
def presets() -> list[dict[str, str]]: ...
def integrators() -> list[dict[str, Any]]: ...

class Simulation:
    def __init__(
        self,
        scene: Scene,
        integrator: str | type | None = None,
        dt: float | None = None,
        *,
        record_energy: bool = True,
        **parameters: float,
    ) -> None: ...
    def step(self, n: int = 1) -> bool: ...
    def advance_to(self, t: float) -> bool: ...
    @property
    def time(self) -> float: ...
    @property
    def dt(self) -> float: ...
    @property
    def step_count(self) -> int: ...
    @property
    def integrator(self) -> str: ...
    @property
    def parameters(self) -> dict[str, float]: ...
    @property
    def particle_count(self) -> int: ...
    @property
    def spring_count(self) -> int: ...
    @property
    def positions(self) -> FloatArray: ...
    @property
    def velocities(self) -> FloatArray: ...
    @property
    def forces(self) -> FloatArray: ...
    @property
    def masses(self) -> FloatArray: ...
    @property
    def pinned(self) -> npt.NDArray[np.bool_]: ...
    @property
    def spring_indices(self) -> IntArray: ...
    @property
    def rest_lengths(self) -> FloatArray: ...
    def springs(self) -> dict[str, Union[FloatArray, IntArray, StrArray]]: ...
    @property
    def energy(self) -> dict[str, FloatArray]: ...
    @property
    def blow_up(self) -> dict[str, Any] | None: ...
    @property
    def diagnostics(self) -> dict[str, Any]: ...

Table = dict[str, Union[FloatArray, IntArray, StrArray]]

def compare(
    scene: Scene,
    integrators: IntegratorEntries,
    duration: float,
    *,
    dt: float | None = None,
    reference: IntegratorEntry | None = None,
    sample: float | None = None,
    threads: int = 0,
) -> Table: ...
def convergence(
    scene: Scene,
    integrators: IntegratorEntries,
    duration: float,
    *,
    dts: Sequence[float] | None = None,
    reference: IntegratorEntry | None = None,
    threads: int = 0,
) -> Table: ...
def stability(
    scene: Scene,
    integrators: IntegratorEntries,
    duration: float,
    *,
    dt: float | None = None,
    tolerance: float = 0.02,
    threads: int = 0,
) -> Table: ...
def stiffness_sweep(
    scene: Scene,
    integrators: IntegratorEntries,
    scales: Sequence[float],
    duration: float,
    *,
    kind: Literal["structural", "shear", "bending", "all"] | None = None,
    dt: float | None = None,
    tolerance: float = 0.02,
    threads: int = 0,
) -> Table: ...
def spectrum(scene: Scene, *, at: float = 0.0, modes: Union[int, Literal["all"]] = "all") -> Table: ...
def stability_study(scene: Scene, *, comparison: bool = True) -> Table: ...
def dispersion(
    integrators: IntegratorEntries,
    omega_dt: tuple[float, float],
    *,
    points: int = 200,
    zeta: float = 0.0,
) -> Table: ...
