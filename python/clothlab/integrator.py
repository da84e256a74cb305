"""Your own integrator: a method written in Python that ClothLab runs, measures and compares
like its built-in ones.

A method is a subclass of :class:`Integrator` with an ``id`` and a ``step``::

    import clothlab

    class MySymplecticEuler(clothlab.Integrator):
        id = "my-symplectic-euler"; name = "My symplectic Euler"; order = 1
        def step(self, state, h, system):
            state.v += h * system.forces(state.x, state.v, state.t) * system.inverse_masses[:, None]
            state.x += h * state.v

    clothlab.register_integrator(MySymplecticEuler)          # or a file: "my_method.py"
    sim = clothlab.Simulation(scene, "my-symplectic-euler")  # or integrator=MySymplecticEuler

``step(state, h, system)`` advances the run by ``h`` seconds *in place*: ``state.x`` and
``state.v`` are writable (N, 3) float64 views of the run's own positions and velocities (no
copies; write into them, ``state.x[:] = …`` or ``state.x += …``; replacing them raises), and
``state.t`` is the time at the start of the step. ``system`` gives ``forces(x, v, t)`` (N, the
same numbers a built-in method gets), ``force_jacobians(x, v, t)`` (∂f/∂x and ∂f/∂v as
``scipy.sparse`` 3N × 3N), ``energy(x, v, t)``, ``masses``, ``inverse_masses`` (0 for pinned
particles), ``pinned``, ``springs`` and ``parameters`` (this method's values by id).

Everything around the step is the engine's, as for a built-in method: pins, obstacles and cloth
contact after the step, velocity retention, energy bookkeeping, blow-up detection. The run stops
with :class:`IntegratorError` (its ``__cause__`` the Python exception, if any) when ``step``
raises, returns a value, leaves a NaN in the state or moves a pinned particle; the state is then
the one before the failed step.

Threads: the engine may call ``step`` from its own threads (an analysis runs its runs on every
core); each call holds the GIL, so Python steps of several runs take turns, while the force
evaluations they ask for run without it. One instance of the class is made per run, so
attributes set in ``step`` belong to that run; ``reset()``, if defined, is called when the run
starts and whenever its state is changed from outside.
"""

import importlib.util
import inspect
import os
import re

from . import _clothlab

_FAMILIES = ("explicit", "symplectic", "implicit", "constraint")
_REGIONS = ("first-order", "per-mode", "none")
_ID = re.compile(r"[A-Za-z0-9._-]+\Z")


class Parameter:
    """One parameter a method declares, as the built-in methods do (integrators() lists them):
    an ``id`` for files and the command line, a default and a range; ``label``, ``unit`` and
    ``description`` for editors. The value a run uses is ``system.parameters[id]``."""

    def __init__(self, id, default, minimum, maximum, *, label=None, unit="", integer=False,
                 description=""):
        self.id = id
        self.default = default
        self.minimum = minimum
        self.maximum = maximum
        self.label = label if label is not None else id
        self.unit = unit
        self.integer = integer
        self.description = description

    def as_dict(self):
        return {"id": self.id, "label": self.label, "unit": self.unit,
                "minimum": float(self.minimum), "maximum": float(self.maximum),
                "default": float(self.default), "integer": bool(self.integer),
                "description": self.description}


class Integrator:
    """Base class of a method written in Python (see the module's documentation).

    Class attributes: ``id`` (required: letters, digits, ``-``, ``_``, ``.``; not a built-in
    method's id), ``name`` (default: the id), ``order`` (formal order in h), ``parameters``
    (a list of :class:`Parameter` or dicts with the keys of integrators()' parameters),
    ``description``, ``equations``, ``family`` (``"explicit"``, ``"symplectic"``,
    ``"implicit"`` or ``"constraint"``), ``implicit``, ``region`` (how the predicted
    stability and dispersion treat it: ``"per-mode"`` (default) or ``"first-order"`` when the
    step is a linear map of (x, v) — its amplification matrix is read off the step itself on
    the single-mode test problem — ``"none"`` when it is not linear), and
    ``evaluations_per_step`` (force evaluations one step costs, for work–precision)."""

    id = ""
    name = ""
    order = 1
    parameters = []
    description = ""
    equations = ""
    family = "explicit"
    implicit = False
    region = "per-mode"
    evaluations_per_step = 1

    def reset(self):
        """Forgets what the method carries between steps (nothing by default)."""

    def step(self, state, h, system):
        """Advances state.x and state.v in place by h seconds."""
        raise NotImplementedError(f"{type(self).__name__}.step(state, h, system) is not written")


def _parameter_dict(where, parameter):
    if isinstance(parameter, Parameter):
        d = parameter.as_dict()
    elif isinstance(parameter, dict):
        try:
            d = Parameter(**parameter).as_dict()
        except TypeError as error:
            raise TypeError(f"{where}: parameter {parameter!r}: {error} (keys: id, default, "
                            "minimum, maximum, label, unit, integer, description)") from None
    else:
        raise TypeError(f"{where}: a parameter is a clothlab.Parameter or a dict, not "
                        f"{type(parameter).__name__}")
    if not _ID.match(str(d["id"])):
        raise ValueError(f"{where}: parameter id {d['id']!r}: use letters, digits, '-', '_', '.'")
    if not d["minimum"] <= d["default"] <= d["maximum"]:
        raise ValueError(f"{where}: parameter {d['id']}: default {d['default']} is not in "
                         f"[{d['minimum']}, {d['maximum']}]")
    return d


def _spec(cls, source):
    where = f"{cls.__module__}.{cls.__qualname__}"
    method_id = cls.id
    if not isinstance(method_id, str) or not _ID.match(method_id):
        raise ValueError(f"{where}: id {method_id!r}: give the class an id of letters, digits, "
                         "'-', '_' and '.', e.g. id = \"my-euler\"")
    if cls.step is Integrator.step:
        raise TypeError(f"{where}: define step(self, state, h, system)")
    if cls.family not in _FAMILIES:
        raise ValueError(f"{where}: family {cls.family!r} is not one of {', '.join(_FAMILIES)}")
    if cls.region not in _REGIONS:
        raise ValueError(f"{where}: region {cls.region!r} is not one of {', '.join(_REGIONS)}")
    if not isinstance(cls.order, int) or cls.order < 0:
        raise ValueError(f"{where}: order {cls.order!r} is not a whole number >= 0")
    code = getattr(cls.step, "__code__", None)
    return {
        "id": method_id,
        "name": str(cls.name or method_id),
        "description": str(cls.description or inspect.getdoc(cls) or ""),
        "equations": str(cls.equations),
        "order": cls.order,
        "implicit": bool(cls.implicit),
        "family": cls.family,
        "region": cls.region,
        "parameters": [_parameter_dict(where, p) for p in cls.parameters],
        "evaluations_per_step": max(1, int(cls.evaluations_per_step)),
        "source": source,
        "step_file": code.co_filename if code else "",
        "step_line": code.co_firstlineno if code else 0,
    }


def _load_file(path):
    path = os.path.realpath(os.fspath(path))
    name = "clothlab_user_" + re.sub(r"\W", "_", os.path.splitext(os.path.basename(path))[0])
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ValueError(f"{path}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except SyntaxError as error:
        raise IntegratorFileError(path, error.lineno or 0,
                                  f"{path}, line {error.lineno}: SyntaxError: {error.msg}") from error
    except FileNotFoundError as error:
        raise IntegratorFileError(path, 0, f"{path}: no such file") from error
    except Exception as error:
        line = _innermost_line(error, path)
        raise IntegratorFileError(
            path, line, f"{path}, line {line}: {type(error).__name__}: {error}") from error
    classes = [c for c in vars(module).values()
               if inspect.isclass(c) and issubclass(c, Integrator) and c is not Integrator
               and c.__module__ == module.__name__]
    if not classes:
        raise IntegratorFileError(path, 0, f"{path}: defines no subclass of clothlab.Integrator")
    return path, classes


def _innermost_line(error, path):
    line = 0
    trace = error.__traceback__
    while trace is not None:
        if os.path.realpath(trace.tb_frame.f_code.co_filename) == path:
            line = trace.tb_lineno
        trace = trace.tb_next
    return line


class IntegratorFileError(ValueError):
    """A method file that cannot be loaded: str() is "FILE, line N: REASON"; the attributes
    file and line hold the place (line 0 when the whole file is meant), __cause__ the Python
    error."""

    def __init__(self, file, line, message):
        super().__init__(message)
        self.file = file
        self.line = line


def register_integrator(method):
    """Makes a method written in Python a method like the built-in ones: listed by
    integrators() and usable by id in Simulation, compare, convergence, stability,
    stiffness_sweep and dispersion (whose predicted limits, damping and dispersion are read
    off its own step on the single-mode test problem).

    ``method`` is a subclass of :class:`Integrator`: returns its id. Or the path of a Python
    file: every subclass it defines is registered, returns their ids (a list). Registering an
    id again replaces the method (runs made before keep theirs). Raises ValueError or TypeError
    for a class that is not usable, :class:`IntegratorFileError` for a file that cannot be
    loaded (a syntax error, an exception, no method in it)."""
    if inspect.isclass(method):
        if not issubclass(method, Integrator):
            raise TypeError(f"{method.__qualname__} is not a subclass of clothlab.Integrator")
        return _register_class(method, "")
    path, classes = _load_file(method)
    return [_register_class(c, path) for c in classes]


def _register_class(cls, source):
    spec = _spec(cls, source)
    _clothlab._register_integrator(spec, cls)
    return spec["id"]


def unregister_integrator(method_id):
    """Removes a method registered with register_integrator(); False when there was none."""
    return _clothlab._unregister_integrator(method_id)
