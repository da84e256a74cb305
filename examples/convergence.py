# %% [markdown]
# # Convergence orders of three integrators
#
# The convergence figure of ClothLab (the workbench's Analysis ▸ Convergence, and
# `clothlab-cli convergence --figure`), rebuilt in Python: the error at the final time of
# each method against a tight dop853 reference, for halving step sizes, on log-log axes with
# the reference slopes 1, 2 and 4. Run it from the root of a build:
#
#     PYTHONPATH=build/python /usr/bin/python3 examples/convergence.py [OUT_DIR]
#
# It writes convergence.csv (the columns of clothlab-cli's CSV) and, when matplotlib is
# installed, convergence.png; without matplotlib it says so and writes only the CSV.
# Each `# %%` starts a cell when the file is opened as a notebook (Jupyter, VS Code).

# %%
import csv
import pathlib
import sys

import numpy as np

import clothlab

out_dir = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
out_dir.mkdir(parents=True, exist_ok=True)

# %% The study: the spring oscillator, three methods, four step sizes over one second.
scene = clothlab.load_scene("preset:spring-oscillator")
methods = ["verlet", "rk2", "rk4"]
dts = [0.01, 0.005, 0.0025, 0.00125]
table = clothlab.convergence(scene, methods, 1.0, dts=dts, reference="dop853:tolerance=1e-14")

# %% The table, as clothlab-cli convergence --out writes it (NaN for the empty cells).
csv_path = out_dir / "convergence.csv"


def cell(value):
    if isinstance(value, float):
        return "" if np.isnan(value) else repr(value)
    return value


with open(csv_path, "w", newline="") as file:
    writer = csv.writer(file)
    writer.writerow(table.keys())
    for row in zip(*(column.tolist() for column in table.values())):
        writer.writerow([cell(value) for value in row])
print(f"wrote {csv_path}")

for method in methods:
    rows = table["integrator"] == method
    dt, error = table["dt"][rows], table["error_rms"][rows]
    slope = np.polyfit(np.log(dt), np.log(error), 1)[0]
    print(f"{method:8s} fitted order {slope:5.2f}")

# %% The figure: errors against dt on log-log axes, reference slopes through the first point.
try:
    import matplotlib

    import matplotlib.ticker

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
except ImportError:
    print("matplotlib is missing (Debian: apt-get install python3-matplotlib); "
          "the figure was not drawn, the CSV holds its data")
    sys.exit(0)

plt.rcParams.update({"font.size": 7, "lines.linewidth": 1.0})
fig, ax = plt.subplots(figsize=(3.35, 2.6), dpi=300, layout="constrained")
for method in methods:
    rows = table["integrator"] == method
    ax.loglog(table["dt"][rows], table["error_rms"][rows], "o-", markersize=3, label=method)
# Reference slopes fanning out from above the largest error at the largest step, each named
# at its left end (where they lie orders of magnitude apart).
dt = np.array(sorted(dts))
anchor = 3.0 * table["error_rms"].max()
for order, style in ((1, ":"), (2, "--"), (4, "-.")):
    line = anchor * (dt / dt[-1]) ** order
    ax.loglog(dt, line, style, color="grey", linewidth=0.8)
    ax.annotate(f"slope {order}", (dt[0], line[0]), fontsize=6, color="grey", xytext=(-3, 0),
                textcoords="offset points", ha="right", va="center")
ax.set_xlim(dt[0] / 2.2, dt[-1] * 1.3)
ax.xaxis.set_minor_formatter(matplotlib.ticker.NullFormatter())
ax.set_xlabel("time step dt (s)")
ax.set_ylabel("RMS error at t = 1 s (m)")
ax.set_title(scene.name)
ax.legend(fontsize=6, loc="lower right")
png_path = out_dir / "convergence.png"
fig.savefig(png_path)
print(f"wrote {png_path}")
