// The --help texts of clothlab-cli. Kept apart from the parser so that each stays short;
// the texts are English and never translated (the tool's output is for scripts too).
#include "app/cli/cli_args.h"

#include <string>

namespace clothlab::app::cli {

namespace {

constexpr const char* kSceneHelp =
    "  SCENE              a scene file (JSON; clothlab-cli preset NAME prints one)\n"
    "                     or preset:NAME (see clothlab-cli presets); an assignment\n"
    "                     file or assignment:NAME stands for the assignment's scene\n"
    "  --set KEY=VALUE    override one scene value by its JSON path before the scene\n"
    "                     is checked, e.g. --set stiffness.shear.stretch=500 or\n"
    "                     --set bodies[0].rows=8; VALUE is JSON (text that is not JSON\n"
    "                     is a string); repeatable. On an assignment's scene a key the\n"
    "                     assignment locks is refused (exit status 2)\n";

constexpr const char* kSpecHelp =
    "Integrator entries are ID[:PARAM=VALUE]…[@DT], e.g. rk4, rk4@0.0005 or\n"
    "dop853:tolerance=1e-14 (PARAM as declared by the integrator, see clothlab-cli\n"
    "integrators). An entry whose id is the scene's own integrator starts from the\n"
    "scene's parameters.\n";

std::string integratorsHelp() {
    return "Usage: clothlab-cli integrators\n"
           "\n"
           "Lists the integrators, one per line: id, order of accuracy, name, and the\n"
           "parameters each declares (id, range, default) for --param and ID:PARAM=VALUE.\n";
}

std::string presetsHelp() {
    return "Usage: clothlab-cli presets\n"
           "       clothlab-cli preset NAME\n"
           "\n"
           "presets lists the preset scenes, one per line: id, then the scene's name and\n"
           "one-line description. preset NAME prints the scene file of a preset exactly,\n"
           "to start a scene file of your own from:\n"
           "\n"
           "  clothlab-cli preset spring-oscillator > my-scene.json\n";
}

std::string runHelp() {
    return std::string("Usage: clothlab-cli run SCENE [--integrator ID] [--param ID=VALUE]…\n"
                       "           [--dt S] (--duration S | --steps N) [--set KEY=VALUE]…\n"
                       "           [--energy FILE.csv] [--positions FILE.csv [--every K]]\n"
                       "           [--final FILE.csv] [--manifest FILE.json]\n"
                       "\n"
                       "Runs one simulation of SCENE without a display.\n"
                       "\n") +
           kSceneHelp +
           "  --integrator ID    integrator id (see clothlab-cli integrators);\n"
           "                     default: the scene's own (with its parameters)\n"
           "  --param ID=VALUE   set a parameter of the integrator, e.g. --param\n"
           "                     tolerance=1e-10 for dop853; checked against its range\n"
           "  --dt S             time step in seconds; default: the scene's own\n"
           "  --duration S       simulate until time S (seconds)\n"
           "  --steps N          simulate N steps\n"
           "  --energy FILE.csv  the energy budget of every step, t = 0 included:\n"
           "                     time,kinetic,gravity,elastic_structural,elastic_shear,\n"
           "                     elastic_bending,dissipated,external_work,residual (SI)\n"
           "  --positions FILE.csv\n"
           "                     positions at steps 0, K, 2K, …: step,time,particle,x,y,z\n"
           "  --every K          the K of --positions (default 1)\n"
           "  --final FILE.csv   the final state: particle,x,y,z,vx,vy,vz (SI)\n"
           "  --manifest FILE.json\n"
           "                     what produced the files: scene hash, integrator and\n"
           "                     parameters, dt, build version and compiler\n"
           "\n"
           "Files are written to a temporary name and renamed when complete; a path that\n"
           "cannot be written fails before the run starts.\n"
           "Exit status: 0 done; 2 bad input (the message names the file, the JSON path\n"
           "and the reason, or the flag); 3 the run blew up (time and cause on stderr; the\n"
           "energy and positions files then hold the steps before the failure, no final\n"
           "file is written and an existing one is removed).\n";
}

std::string describeHelp() {
    return std::string("Usage: clothlab-cli describe SCENE [--particles FILE.csv]\n"
                       "           [--springs FILE.csv] [--set KEY=VALUE]… [--manifest FILE.json]\n"
                       "\n"
                       "Writes the system SCENE builds (at least one of the two files) and prints\n"
                       "its particle and spring counts.\n"
                       "\n") +
           kSceneHelp +
           "  --particles FILE.csv  particle,x,y,z,vx,vy,vz,mass,pinned (pinned: 0 or 1)\n"
           "  --springs FILE.csv    spring,i,j,kind,rest_length,stretch,compression,damping\n"
           "                        (stiffness columns: the kind's value × the spring's\n"
           "                        scale, N/m and N·s/m)\n"
           "  --manifest FILE.json  scene hash, build version and compiler\n"
           "\n"
           "Exit status: 0 done; 2 bad input.\n";
}

std::string analysisFooter() {
    return std::string("  --threads N        worker threads (default: one per hardware thread)\n"
                       "  --figure FILE      also draw the result as the workbench does: .pdf or\n"
                       "                     .svg (vector) or .png (300 dpi), 85 x 53 mm, paper\n"
                       "                     style; repeatable (needs no display)\n"
                       "  --manifest FILE.json\n"
                       "                     scene hash, every run's integrator, parameters and\n"
                       "                     dt, the reference, build version and compiler\n"
                       "\n") +
           kSpecHelp +
           "\n"
           "Progress goes to stderr when it is a terminal. The output file is written to a\n"
           "temporary name and renamed when complete; a path that cannot be written fails\n"
           "before the runs start.\n";
}

std::string compareHelp() {
    return std::string(
               "Usage: clothlab-cli compare SCENE --integrators ID[,ID…] --duration S\n"
               "           [--dt S] [--reference ID] [--sample S] --out FILE.csv\n"
               "           [--set KEY=VALUE]… [--threads N] [--manifest FILE.json]\n"
               "\n"
               "Runs SCENE with each integrator and a reference, and writes the trajectory\n"
               "error of each run against the reference at common sample times:\n"
               "run,integrator,dt,time,error_rms,error_max,energy_residual (m, m, J).\n"
               "\n") +
           kSceneHelp +
           "  --integrators …    the runs (entries below), in parallel threads\n"
           "  --duration S       simulated time, s\n"
           "  --dt S             step of the entries without @DT; default: the scene's\n"
           "  --reference ID     the reference run; default dop853:tolerance=1e-11 at the\n"
           "                     smallest step of the runs\n"
           "  --sample S         sample interval, s: a whole multiple of every step;\n"
           "                     default: the largest step × the smallest integer that\n"
           "                     gives at most 200 samples\n"
           "  --out FILE.csv     the comparison\n" +
           analysisFooter() +
           "\n"
           "Exit status: 0 done, also when runs blew up: a run that blows up is reported\n"
           "on stderr (time and cause) and its rows from then on have error_rms, error_max\n"
           "and energy_residual inf; 2 bad input; 3 the reference run blew up.\n";
}

std::string convergenceHelp() {
    return std::string("Usage: clothlab-cli convergence SCENE --integrators ID[,ID…]\n"
                       "           [--dts S[,S…]] --duration S [--reference ID] --out FILE.csv\n"
                       "           [--set KEY=VALUE]… [--threads N] [--manifest FILE.json]\n"
                       "\n"
                       "Error at the final time against a reference for each integrator and\n"
                       "step size; writes integrator,dt,error_rms,error_max,observed_order\n"
                       "(observed order of each halving: log(e_prev/e)/log(dt_prev/dt), empty\n"
                       "for the first step) and prints the least-squares slope of log error\n"
                       "against log dt per integrator (the fitted order).\n"
                       "\n") +
           kSceneHelp +
           "  --integrators …    the integrators (an @DT in an entry is ignored)\n"
           "  --dts S[,S…]       step sizes, s; default: the scene's dt and 4 halvings\n"
           "  --duration S       final time, s: a whole multiple of every step\n"
           "  --reference ID     default dop853:tolerance=1e-11 at the smallest step; for\n"
           "                     4th-order methods at small steps use a tighter one, e.g.\n"
           "                     --reference dop853:tolerance=1e-14\n"
           "  --out FILE.csv     the study\n" +
           analysisFooter() +
           "\n"
           "Exit status: 0 done, also when runs blew up: their error is inf in the file\n"
           "and they are reported on stderr (time and cause); 2 bad input; 3 the reference\n"
           "run blew up.\n";
}

std::string stabilityHelp() {
    return std::string("Usage: clothlab-cli stability SCENE --integrators ID[,ID…] --duration S\n"
                       "           [--dt S] [--tolerance R] --out FILE.csv\n"
                       "           [--set KEY=VALUE]… [--threads N] [--manifest FILE.json]\n"
                       "\n"
                       "The largest step for which a run over the duration stays bounded (no\n"
                       "NaN/inf, energy within its bound, and its damping carrying off no more\n"
                       "than the scene lost and the wind brought, within 5 % of its energy\n"
                       "scale): bracketed by doubling or halving from the starting step, then\n"
                       "bisected. Writes\n"
                       "integrator,max_stable_dt,predicted_dt (s). max_stable_dt is 0 when not\n"
                       "even a thousandth of the starting step was stable. predicted_dt is the\n"
                       "largest step at which every mode of the scene at t = 0 (see clothlab-cli\n"
                       "spectrum) has an amplification matrix of spectral radius at most 1: inf\n"
                       "when no mode limits it (A-stable methods), 0 when a mode is unstable at\n"
                       "every step (explicit-euler, rk2, heun on an undamped mode; stdout names\n"
                       "it), empty for methods without a\n"
                       "linear amplification matrix (rk45, dop853, pbd, xpbd,\n"
                       "velocity-constraints, projective-dynamics, chebyshev; stdout says why)\n"
                       "and for scenes with\n"
                       "solids. The scene's velocity_retention (v times r after each step)\n"
                       "is part of every method's matrix. Where max_stable_dt lies above\n"
                       "predicted_dt, stdout says how fast the fastest-growing mode grows at\n"
                       "max_stable_dt (rho per step, e-folding time, growth over the trial):\n"
                       "just past the limit of explicit-euler, rk2 and heun a mode grows so\n"
                       "slowly that a short trial ends before it shows.\n"
                       "\n") +
           kSceneHelp +
           "  --integrators …    the integrators; @DT sets an entry's starting step\n"
           "  --duration S       simulated time of each trial run, s\n"
           "  --dt S             starting step; default: the scene's\n"
           "  --tolerance R      relative width of the final bracket (default 0.02)\n"
           "  --out FILE.csv     the limits\n" +
           analysisFooter() +
           "\n"
           "Exit status: 0 done (runs blowing up is how the limit is found); 2 bad input.\n";
}

std::string workPrecisionHelp() {
    return std::string(
               "Usage: clothlab-cli work-precision SCENE --integrators ID[,ID…] --duration S\n"
               "           [--dts S[,S…]] [--tolerances E[,E…]] [--dt S] [--reference ID]\n"
               "           [--accuracy M [--cost cpu|evaluations|steps]]\n"
               "           [--stiffness-scales F[,F…] [--kind K]] --out FILE.csv\n"
               "           [--set KEY=VALUE]… [--threads N] [--manifest FILE.json]\n"
               "\n"
               "Which method reaches an accuracy for the least computing time: each\n"
               "integrator is run over a sweep of steps (methods with error control, rk45 and\n"
               "dop853, over tolerances at a fixed step), and each run's error at the final\n"
               "time (as convergence measures it) is written with what it cost:\n"
               "integrator,dt,tolerance,error_rms,error_max,cpu_seconds,steps,evaluations,status\n"
               "cpu_seconds is the thread CPU time of the run without its first step (building\n"
               "the simulation and the first step are warm-up); each run uses one thread.\n"
               "steps: the method's steps (rk45, dop853: accepted internal steps); evaluations:\n"
               "force evaluations plus linear-solver (CG) iterations; status: ok or\n"
               "blew-up:CAUSE (errors inf).\n"
               "\n") +
           kSceneHelp +
           "  --integrators …    the integrators; @DT: the base of a method's default\n"
           "                     sweep; an adaptive method's step, which caps its internal\n"
           "                     steps (default: the largest step of the other methods'\n"
           "                     sweeps)\n"
           "  --dts S[,S…]       steps of the fixed-step methods, s; default: from each\n"
           "                     method's measured stability limit, the largest dt·2^k\n"
           "                     (k ≤ 4) that is stable and divides the duration, and 5\n"
           "                     halvings\n"
           "  --tolerances E[,E…]\n"
           "                     tolerances of rk45 and dop853; default 1e-3, 1e-4, …, 1e-8\n"
           "  --dt S             step of the entries without @DT; default: the scene's\n"
           "  --duration S       final time, s: a whole multiple of every step\n"
           "  --reference ID     default dop853:tolerance=1e-11 at the smallest step\n"
           "  --accuracy M       print the cheapest method and step for an RMS error of M\n"
           "                     metres at the final time (interpolated along each curve\n"
           "                     in log–log), the runner-up and the factor between them\n"
           "  --cost C           what --accuracy ranks by: cpu (thread CPU time, default),\n"
           "                     evaluations (force evaluations + CG iterations) or\n"
           "                     steps; the last two are the same on every machine\n"
           "  --stiffness-scales F[,F…]\n"
           "                     with --accuracy: the sweeps again with the springs'\n"
           "                     stretch and compression stiffness times each F (damping\n"
           "                     kept), and the cheapest method at each; the CSV then has\n"
           "                     the header scale,stiffness,cheapest,dt,tolerance,cost,\n"
           "                     runner_up,factor and --figure draws a band chart\n"
           "  --kind K           the springs scaled: structural (default), shear, bending\n"
           "                     or all\n"
           "  --out FILE.csv     the points\n" +
           analysisFooter() +
           "\n"
           "CPU times vary from run to run and with the machine's load; steps and\n"
           "evaluations do not.\n"
           "Exit status: 0 done, also when runs blew up (reported on stderr); 2 bad\n"
           "input; 3 the reference run blew up.\n";
}

std::string spectrumHelp() {
    return std::string(
               "Usage: clothlab-cli spectrum SCENE [--at TIME] [--modes all|N] --out FILE.csv\n"
               "           [--set KEY=VALUE]… [--manifest FILE.json]\n"
               "\n"
               "The modes of SCENE: its forces (springs and air drag) linearised about a\n"
               "state, K = df/dx and C = df/dv over the free particles, and the eigenvalues\n"
               "lambda = -zeta*omega +- i*omega*sqrt(1 - zeta^2) of M x'' = K x + C x'. Writes\n"
               "mode,re,im,omega,damping_ratio: one row per eigenvalue with im >= 0 (its\n"
               "conjugate is implied), numbered from 0 in order of omega (1/s, 1/s, rad/s,\n"
               "-); an overdamped mode gives two real rows. Prints the range of omega.\n"
               "\n") +
           kSceneHelp +
           "  --at TIME          linearise about the state the scene's own run (its\n"
           "                     integrator and dt) reaches at TIME, s; default 0: the\n"
           "                     initial state of the scene file (not its rest state)\n"
           "  --modes all|N      all (default): every mode of a scene with up to 3000\n"
           "                     degrees of freedom (3 per free particle); above that the\n"
           "                     200 highest. N: the N modes of highest omega.\n"
           "                     Method: up to 600 degrees of freedom, all eigenvalues of\n"
           "                     the first-order system (dense, exact with any damping);\n"
           "                     above, the undamped symmetric problem with modal damping\n"
           "                     (exact for air drag alone and at rest): dense for all\n"
           "                     modes or N of at least half of them, else Lanczos\n"
           "                     iteration (Spectra) for the N highest\n"
           "  --out FILE.csv     the modes\n"
           "  --manifest FILE.json\n"
           "                     scene hash, the integrator of the run to --at, the method,\n"
           "                     build version and compiler\n"
           "\n"
           "Scenes with solids are refused (their rotations are not linearised).\n"
           "Exit status: 0 done; 2 bad input; 3 the run to --at blew up.\n";
}

std::string dispersionHelp() {
    return std::string(
        "Usage: clothlab-cli dispersion --integrators ID[,ID…] --omega-dt MIN:MAX[:N]\n"
        "           [--zeta Z] --out FILE.csv [--manifest FILE.json]\n"
        "\n"
        "Numerical damping and dispersion of each method on one mode\n"
        "x'' = -omega^2 x - 2 zeta omega x' (Hilber, Hughes & Taylor 1977), from the\n"
        "method's amplification matrix A(dt; omega, zeta); no scene is needed. Writes\n"
        "integrator,omega_dt,spectral_radius,damping_ratio,period_error: the entry as\n"
        "given (e.g. newmark:beta=0), omega*dt, the spectral radius of A; from its\n"
        "principal eigenvalue exp(W (-z +- i)), the algorithmic\n"
        "damping ratio z and the relative period error T_num/T - 1 (both empty where\n"
        "that eigenvalue is real: the mode no longer oscillates). Prints the largest\n"
        "stable omega*dt of each method (0: none, inf: every omega*dt).\n"
        "\n"
        "  --integrators …    the methods, ID[:PARAM=VALUE]… (no @DT), e.g.\n"
        "                     newmark:beta=0 or generalized-alpha:rho-infinity=0.5; only\n"
        "                     methods with a linear amplification matrix (not rk45,\n"
        "                     dop853, pbd, xpbd, velocity-constraints,\n"
        "                     projective-dynamics, chebyshev)\n"
        "  --omega-dt MIN:MAX[:N]\n"
        "                     N values of omega*dt from MIN to MAX, both included,\n"
        "                     equally spaced in log(omega*dt) (so MIN > 0); N from 2\n"
        "                     to 100000, default 200\n"
        "  --zeta Z           the mode's physical damping ratio, 0 <= Z < 1 (default 0)\n"
        "  --out FILE.csv     the curves, N rows per method\n"
        "  --manifest FILE.json\n"
        "                     every method's parameters, the range, build and compiler\n"
        "\n"
        "Exit status: 0 done; 2 bad input.\n");
}

std::string reportHelp() {
    return std::string(
               "Usage: clothlab-cli report SCENE --out FILE.pdf [--duration S] [--sample S]\n"
               "           [--dts S[,S…]] [--stability yes|no]\n"
               "           [--language en|ja|zh_CN|zh_TW] [--set KEY=VALUE]…\n"
               "\n"
               "Writes the report the workbench writes (File > Export Report): the\n"
               "scene's parameters, its runs compared in lockstep against a dop853\n"
               "reference with the energy and error figures, optionally a convergence\n"
               "study and the stability limits of the runs' integrators, and the\n"
               "manifest. Each figure is written beside the PDF as a vector PDF and CSV.\n"
               "\n") +
           kSceneHelp +
           "  --out FILE.pdf     the report\n"
           "  --duration S       how long the runs are compared (default 2 s); also the\n"
           "                     final time of the convergence study and the length of\n"
           "                     each stability trial\n"
           "  --sample S         comparison sample interval (default 1/60 s)\n"
           "  --dts S[,S…]       run a convergence study of the runs' integrators at these\n"
           "                     steps (each must divide the duration)\n"
           "  --stability yes    search the stability limit of each run's integrator\n"
           "  --language L       the report's language; default: the system's\n"
           "The scene must have runs (clothlab-cli preset spring-oscillator shows some).\n";
}

std::string figuresHelp() {
    return "Usage: clothlab-cli figures --out DIR [--language en|ja|zh_CN|zh_TW] [--dpi N]\n"
           "\n"
           "Draws one figure of every kind ClothLab makes (energy, energy residual,\n"
           "error, strain, solver residual, convergence, stability limits, stiffness\n"
           "sweep, stability region, damping, period error, work-precision, cheapest\n"
           "method by stiffness) from short\n"
           "runs of the hanging-chain preset, one journal column wide (85 mm), each as\n"
           "DIR/KIND.pdf, .svg and .png. Takes a few seconds.\n"
           "\n"
           "  --out DIR          the folder (created when missing)\n"
           "  --language L       the figures' language; default: the system's\n"
           "  --dpi N            PNG resolution, 50 to 1200 (default 300)\n"
           "\n"
           "Exit status: 0 done; 1 a file could not be written; 2 bad input.\n";
}

std::string assignmentsHelp() {
    return "Usage: clothlab-cli assignments\n"
           "\n"
           "Lists the labs shipped with ClothLab, one per line: id, English title, the\n"
           "number of tasks and the scene. Commands take a lab as assignment:NAME, e.g.\n"
           "\n"
           "  clothlab-cli solve assignment:lab1-orders --student s001 --out s001.json\n"
           "  clothlab-cli convergence assignment:lab1-orders --integrators rk4 ...\n";
}

std::string solveHelp() {
    return "Usage: clothlab-cli solve ASSIGNMENT --student ID [--name NAME]\n"
           "           [--answer TASK=VALUE]... [--threads N] --out SUBMISSION.json\n"
           "\n"
           "Works every task of ASSIGNMENT with the engine's own results and hands in:\n"
           "the teacher's reference solution, or a scripted student. Each computed task\n"
           "(run, stability-limit, convergence-order, error-comparison, stiffness-sweep)\n"
           "is run on the assignment's scene and recorded with its manifest (scene hash,\n"
           "integrators with parameters and dt, settings, build); a numeric task gets its\n"
           "stated value. The submission is sealed with a content hash. Prints each\n"
           "task's answer.\n"
           "\n"
           "  ASSIGNMENT         an assignment file or assignment:NAME (see clothlab-cli\n"
           "                     assignments)\n"
           "  --student ID       the student's id (the grades' student column)\n"
           "  --name NAME        the student's name; default: the id\n"
           "  --answer TASK=VALUE  answer TASK with VALUE instead (a number, or a text for\n"
           "                     a text task); repeatable\n"
           "  --threads N        worker threads of the analyses; default: one per core\n"
           "  --out FILE.json    the submission (written atomically)\n";
}

std::string gradeHelp() {
    return "Usage: clothlab-cli grade ASSIGNMENT SUBMISSION... --out FILE.csv\n"
           "           [--figure FILE.(pdf|svg|png)]... [--threads N]\n"
           "\n"
           "Grades a class. Each submission is read and checked as a whole, then each\n"
           "computed task is re-run from the submission's own manifest on the student's\n"
           "scene (numbers are not taken on trust) and compared with the expected value.\n"
           "Writes one row per student and task:\n"
           "  student,task,status,expected,submitted,recomputed,points\n"
           "status is ok, wrong (outside the tolerance, or not what the submission's own\n"
           "run gives), tampered (edited after handing in), mismatch (made for another\n"
           "assignment, scene or integrator), missing (no answer or run), bad-file (not a\n"
           "readable submission) or manual (a text answer, points left empty). A bad\n"
           "submission is a status, not an error. Prints each student's points; why a row\n"
           "is not ok goes to stderr.\n"
           "\n"
           "  --out FILE.csv     the grades (written atomically)\n"
           "  --figure FILE      the class summary: each submitted value over the expected\n"
           "                     one, per task; .pdf, .svg or .png; repeatable\n"
           "  --threads N        worker threads of the analyses; default: one per core\n"
           "\n"
           "Exit status: 0 graded, 2 bad input (the assignment, a flag, an output path).\n";
}

std::string studyHelp() {
    return "Usage: clothlab-cli study PLAN.json --out FILE.csv\n"
           "           [--scheduler ADDRESS | --local threads|processes] [--workers N]\n"
           "\n"
           "Runs a study file: the product of its scenes, integrators, steps dt and\n"
           "parameter overrides, one independent run per task, on this machine or on a\n"
           "dask.distributed cluster. Each task's row (status, steps, energy residual, a\n"
           "hash of the final state, its manifest) is appended to FILE.csv as it arrives;\n"
           "run again with the same FILE.csv, a study computes only the rows it lacks. A\n"
           "task whose worker dies is run again elsewhere. The study file:\n"
           "  {\"format\": \"clothlab-study\", \"version\": 1,\n"
           "   \"scenes\": [\"preset:hanging-cloth\", \"my-scene.json\"],\n"
           "   \"integrators\": [\"rk4\", \"pbd:iterations=20\"], \"dts\": [0.001, 0.0005],\n"
           "   \"duration\": 1.0, \"overrides\": [{}, {\"stiffness.structural.stretch\": 4000}]}\n"
           "Runs the Python module's clothlab.study (python3 -m clothlab.study takes the same\n"
           "options); the interpreter is CLOTHLAB_PYTHON, else /usr/bin/python3. A cluster\n"
           "needs python3-distributed here and the clothlab module on its workers.\n"
           "\n"
           "  --out FILE.csv      the study's rows (appended; the study resumes from it)\n"
           "  --scheduler ADDRESS a dask.distributed scheduler, e.g. tcp://host:8786\n"
           "  --local KIND        on this machine: threads (default) or processes\n"
           "  --workers N         threads or processes on this machine; default one per core\n"
           "\n"
           "Exit status: 0 done, 2 bad input (the study file, a flag), 1 a task failed.\n";
}

std::string overview() {
    return "Usage: clothlab-cli SUBCOMMAND [OPTIONS]\n"
           "\n"
           "ClothLab without a display: the same simulation engine as the workbench.\n"
           "\n"
           "Subcommands:\n"
           "  run           run one simulation; energy, positions and final state as CSV\n"
           "  describe      write the particles and springs a scene builds\n"
           "  compare       trajectory error of several integrators against a reference\n"
           "  convergence   error against step size and the observed order\n"
           "  stability     the largest stable step of each integrator, found and\n"
           "                predicted from the spectrum\n"
           "  spectrum      the modes (frequencies, damping ratios) of a scene\n"
           "  dispersion    numerical damping and period error of methods against omega*dt\n"
           "  work-precision error against CPU time: the cheapest method for an accuracy\n"
           "  report        a PDF report of the scene's runs and analyses\n"
           "  figures       one figure of every kind, as PDF, SVG and PNG\n"
           "  presets       list the preset scenes\n"
           "  preset        print the scene file of a preset\n"
           "  integrators   list the integrators and their parameters\n"
           "  assignments   list the shipped labs (assignment:NAME)\n"
           "  solve         work an assignment with the engine and hand in a submission\n"
           "  grade         grade submissions: re-run them, write the grades CSV\n"
           "  study         a study (scenes x integrators x dt x overrides), locally or on\n"
           "                a dask.distributed cluster\n"
           "\n"
           "SCENE is a scene file or preset:NAME. clothlab-cli SUBCOMMAND --help (or\n"
           "clothlab-cli help SUBCOMMAND) shows the options of a subcommand; both\n"
           "--flag VALUE and --flag=VALUE work.\n"
           "Exit status: 0 done, 2 bad input, 3 a run blew up.\n";
}

} // namespace

std::string usage(std::string_view subcommand) {
    if (subcommand.empty()) {
        return overview();
    }
    if (subcommand == "integrators") {
        return integratorsHelp();
    }
    if (subcommand == "presets" || subcommand == "preset") {
        return presetsHelp();
    }
    if (subcommand == "run") {
        return runHelp();
    }
    if (subcommand == "describe") {
        return describeHelp();
    }
    if (subcommand == "compare") {
        return compareHelp();
    }
    if (subcommand == "convergence") {
        return convergenceHelp();
    }
    if (subcommand == "stability") {
        return stabilityHelp();
    }
    if (subcommand == "work-precision") {
        return workPrecisionHelp();
    }
    if (subcommand == "spectrum") {
        return spectrumHelp();
    }
    if (subcommand == "dispersion") {
        return dispersionHelp();
    }
    if (subcommand == "report") {
        return reportHelp();
    }
    if (subcommand == "figures") {
        return figuresHelp();
    }
    if (subcommand == "assignments") {
        return assignmentsHelp();
    }
    if (subcommand == "solve") {
        return solveHelp();
    }
    if (subcommand == "grade") {
        return gradeHelp();
    }
    if (subcommand == "study") {
        return studyHelp();
    }
    return {};
}

} // namespace clothlab::app::cli
