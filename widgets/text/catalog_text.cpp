#include "widgets/text/catalog_text.h"

#include "core/integrator.h"
#include "core/presets.h"

#include <QCoreApplication>
#include <algorithm>
#include <map>

namespace clothlab::widgets::catalog {

namespace {

struct Entry {
    std::string_view key;
    const char* source;
};

// The English texts repeat the core's on purpose: lupdate only finds translatable texts
// written in these layers. The table test compares every entry with the core, so a text
// changed there shows up as untranslated until it is changed here too.
constexpr Entry kIntegratorTexts[] = {
    {"explicit-euler/name", QT_TRANSLATE_NOOP("IntegratorText", "Explicit Euler")},
    {"explicit-euler/summary",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "Forward Euler: positions and velocities both advance with the derivatives of the start "
         "of the step. First order, not symplectic: for an undamped spring the energy grows by a "
         "factor (1 + ω²·dt²) every step, so it is unstable for any dt without damping. Used by "
         "the R3 and R4 reference systems. Uses the stiffness table as is (k⁺, k⁻, c). Solids: "
         "orientations q and angular velocities Ω advance the same way, with the torques of the "
         "angle springs (q then renormalised).")},
    {"explicit-euler/equations",
     QT_TRANSLATE_NOOP("IntegratorText", "xₙ₊₁ = xₙ + dt·vₙ\n"
                                         "vₙ₊₁ = vₙ + dt·M⁻¹·f(xₙ, vₙ, tₙ)\n"
                                         "qₙ₊₁ = qₙ + dt·½(0, Ωₙ)⊗qₙ,  Ωₙ₊₁ = Ωₙ + dt·I⁻¹·τₙ")},
    {"symplectic-euler/name", QT_TRANSLATE_NOOP("IntegratorText", "Symplectic Euler")},
    {"symplectic-euler/summary",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "Semi-implicit Euler: the velocity is advanced first with the forces of the start of the "
         "step, then the position with the new velocity. First order and symplectic: without "
         "damping the energy oscillates around its true value instead of drifting. Stable for an "
         "undamped spring while dt < 2/ω. Uses the stiffness table as is (k⁺, k⁻, c). Solids: the "
         "angular velocity is kicked by the angle springs' torques, then the orientation turned "
         "exactly by dt·Ωₙ₊₁.")},
    {"symplectic-euler/equations",
     QT_TRANSLATE_NOOP("IntegratorText", "vₙ₊₁ = vₙ + dt·M⁻¹·f(xₙ, vₙ, tₙ)\n"
                                         "xₙ₊₁ = xₙ + dt·vₙ₊₁\n"
                                         "Ωₙ₊₁ = Ωₙ + dt·I⁻¹·τₙ,  qₙ₊₁ = exp(dt·Ωₙ₊₁)⊗qₙ")},
    {"verlet/name", QT_TRANSLATE_NOOP("IntegratorText", "Verlet")},
    {"verlet/summary",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "Position Verlet, xₙ₊₁ = 2xₙ − xₙ₋₁ + dt²·aₙ, started at second order (x₋₁ = x₀ − dt·v₀ + "
         "½dt²·a₀). It is run in its equivalent velocity form so that the velocity needed by "
         "damping, drag and the energy diagnostics is second-order accurate too; positions are "
         "identical to the two-step form when forces do not depend on velocity. Second order and "
         "symplectic without damping; stable for an undamped spring while dt < 2/ω. "
         "Velocity-dependent forces in the second half-kick use the half-step velocity. This is "
         "R1's integrator without its constraint relaxation. Uses the stiffness table as is (k⁺, "
         "k⁻, c). Solids: the angular velocity gets the same two half-kicks from the angle "
         "springs' torques and the orientation is turned exactly by dt·Ωₙ₊½ (second order).")},
    {"verlet/equations",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "vₙ₊½ = vₙ + ½dt·M⁻¹·f(xₙ, vₙ, tₙ)\n"
         "xₙ₊₁ = xₙ + dt·vₙ₊½\n"
         "vₙ₊₁ = vₙ₊½ + ½dt·M⁻¹·f(xₙ₊₁, vₙ₊½, tₙ₊₁)\n"
         "Ωₙ₊½ = Ωₙ + ½dt·I⁻¹·τₙ,  qₙ₊₁ = exp(dt·Ωₙ₊½)⊗qₙ,  Ωₙ₊₁ = Ωₙ₊½ + ½dt·I⁻¹·τₙ₊₁")},
    {"rk2/name", QT_TRANSLATE_NOOP("IntegratorText", "Runge–Kutta 2 (midpoint)")},
    {"rk2/summary",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "Explicit midpoint rule: a half step with the start derivatives, then the full step with "
         "the derivatives at the midpoint. Second order, not symplectic: without damping its "
         "energy slowly grows. Two force evaluations per step. Used by the R3 reference system. "
         "Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities "
         "go through the same two stages (q renormalised at the end).")},
    {"rk2/equations",
     QT_TRANSLATE_NOOP("IntegratorText", "x½ = xₙ + ½dt·vₙ,  v½ = vₙ + ½dt·M⁻¹·f(xₙ, vₙ, tₙ)\n"
                                         "xₙ₊₁ = xₙ + dt·v½\n"
                                         "vₙ₊₁ = vₙ + dt·M⁻¹·f(x½, v½, tₙ + ½dt)\n"
                                         "(q, Ω) likewise with q̇ = ½(0, Ω)⊗q, Ω̇ = I⁻¹·τ")},
    {"rk4/name", QT_TRANSLATE_NOOP("IntegratorText", "Runge–Kutta 4")},
    {"rk4/summary",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "The classic fourth-order Runge–Kutta method: four force evaluations per step combined "
         "with weights 1/6, 1/3, 1/3, 1/6. Fourth order and very accurate at small dt, but not "
         "symplectic, and explicit: its stability limit for an undamped spring is dt < 2.83/ω. "
         "Used by the R3 reference system. Uses the stiffness table as is (k⁺, k⁻, c). Solids: "
         "orientations and angular velocities are part of the state y and go through the four "
         "stages (q renormalised at the end), so the method stays fourth order.")},
    {"rk4/equations",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + ½dt·k₁, tₙ + ½dt)\n"
                       "k₃ = F(yₙ + ½dt·k₂, tₙ + ½dt),  k₄ = F(yₙ + dt·k₃, tₙ + dt)\n"
                       "yₙ₊₁ = yₙ + dt/6·(k₁ + 2k₂ + 2k₃ + k₄),  y = (x, v[, q, Ω]),  F = (v, "
                       "M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ])")},
    {"rk45/name", QT_TRANSLATE_NOOP("IntegratorText", "Dormand–Prince RK5(4)")},
    {"rk45/summary",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "Adaptive Runge–Kutta of Dormand and Prince (1980): a fifth-order step with an embedded "
         "fourth-order estimate of its error. Each frame step dt is covered by as many internal "
         "steps as the tolerance needs (mixed absolute/relative, per component of x and v), so the "
         "result is accurate to about the tolerance whatever dt is. The default reference solution "
         "for error measurements. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations "
         "and angular velocities are part of the state, of its stages and of its error estimate (q "
         "renormalised after each internal step).")},
    {"rk45/equations",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ, tₙ + cᵢ·h),  i = 1…7\n"
                       "yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ (order 5),  error = h·Σ (bᵢ − b̂ᵢ)·kᵢ\n"
                       "h ← h·min(5, max(0.2, 0.9·err^(−1/5)))")},
    {"rk45/tolerance/label", QT_TRANSLATE_NOOP("IntegratorText", "Tolerance")},
    {"rk45/tolerance/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Absolute and relative error allowed per internal step, per component "
                       "(m, m/s).")},
    {"implicit-euler/name", QT_TRANSLATE_NOOP("IntegratorText", "Implicit Euler")},
    {"implicit-euler/summary",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "Backward Euler solved by Newton's method on the new velocity, as in Baraff and Witkin "
         "(1998): each Newton iteration assembles A = M − dt·∂f/∂v − dt²·∂f/∂x in 3×3 blocks with "
         "the sparsity of the springs and solves it by Jacobi-preconditioned conjugate gradients. "
         "The first iteration linearises the forces at the start of the step, so one iteration is "
         "the classic linearised step; more iterations converge to the exact backward Euler "
         "solution. First order, L-stable: bounded for any dt, with strong numerical damping of "
         "fast motion. Pinned particles are filtered out of the system. Stiffness table: the "
         "residual uses k⁺, k⁻ and c exactly; the matrix takes k⁺ or k⁻ by the sign of each "
         "spring's extension at the current iterate, clamps the transverse term (1 − L/l) of "
         "compressed springs at 0 so that it stays positive definite, and leaves out the "
         "non-symmetric position derivative of spring damping; these slow Newton's convergence, "
         "not its limit. Diagnostics: Newton iterations, CG iterations summed over the step, and "
         "the Newton residual ‖M·(vₙ₊₁ − vₙ) − dt·f‖ (N·s) after each iteration. Solids: the angle "
         "springs enter the Newton system with the orientations held at qₙ (they are linear in the "
         "positions then); the orientations follow in a split stage, a linearly implicit Euler "
         "step per particle at the new positions.")},
    {"implicit-euler/equations",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "xₙ₊₁ = xₙ + dt·vₙ₊₁\n"
         "M·(vₙ₊₁ − vₙ) = dt·f(xₙ₊₁, vₙ₊₁, tₙ₊₁)\n"
         "Newton: (M − dt·∂f/∂v − dt²·∂f/∂x)·δv = dt·f − M·(v − vₙ) [+ dt²·∂f/∂x·vₙ at the first]\n"
         "solids: (I − dt²·∂τ/∂θ)·Ωₙ₊₁ = I·Ωₙ + dt·τ(xₙ₊₁, qₙ),  qₙ₊₁ = exp(dt·Ωₙ₊₁)⊗qₙ")},
    {"implicit-euler/newton-iterations/label",
     QT_TRANSLATE_NOOP("IntegratorText", "Newton iterations")},
    {"implicit-euler/newton-iterations/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Newton iterations per step; 1 is the classic linearised step of Baraff "
                       "and Witkin, more converge to the exact implicit solution.")},
    {"implicit-euler/cg-tolerance/label", QT_TRANSLATE_NOOP("IntegratorText", "CG tolerance")},
    {"implicit-euler/cg-tolerance/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Relative residual ‖b − A·δv‖/‖b‖ at which conjugate gradients stop.")},
    {"implicit-euler/cg-max-iterations/label",
     QT_TRANSLATE_NOOP("IntegratorText", "CG max iterations")},
    {"implicit-euler/cg-max-iterations/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Upper limit of conjugate gradient iterations per Newton iteration.")},
    {"bdf2/name", QT_TRANSLATE_NOOP("IntegratorText", "BDF2")},
    {"bdf2/summary",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "Second-order backward differentiation: the new state is fitted with the two previous "
         "ones, xₙ₊₁ − 4/3·xₙ + 1/3·xₙ₋₁ = 2/3·dt·vₙ₊₁ and the same for v with the forces at the "
         "new state. The first step (and the first after a reset or a change of dt) is backward "
         "Euler. Solved like implicit-euler, by Newton's method with Jacobi-preconditioned "
         "conjugate gradients on the block-sparse system, with 2/3·dt in place of dt. Second order "
         "and A-stable, with much less numerical damping than backward Euler. Stiffness table: the "
         "residual uses k⁺, k⁻ and c exactly; the matrix takes k⁺ or k⁻ by the sign of each "
         "spring's extension at the current iterate, clamps the transverse term (1 − L/l) of "
         "compressed springs at 0 and leaves out the position derivative of spring damping. "
         "Diagnostics: Newton iterations, CG iterations summed over the step, and the Newton "
         "residual ‖M·(vₙ₊₁ − v̂) − 2/3·dt·f‖ (N·s) after each iteration. Solids: as in "
         "implicit-euler, the angle springs enter the Newton system with the orientations held, "
         "and the orientations follow in a split linearly implicit Euler stage, so a scene with "
         "solids is first order only.")},
    {"bdf2/equations",
     QT_TRANSLATE_NOOP("IntegratorText", "x̂ = (4xₙ − xₙ₋₁)/3,  v̂ = (4vₙ − vₙ₋₁)/3\n"
                                         "xₙ₊₁ = x̂ + 2/3·dt·vₙ₊₁\n"
                                         "M·(vₙ₊₁ − v̂) = 2/3·dt·f(xₙ₊₁, vₙ₊₁, tₙ₊₁)")},
    {"bdf2/newton-iterations/label", QT_TRANSLATE_NOOP("IntegratorText", "Newton iterations")},
    {"bdf2/newton-iterations/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Newton iterations per step; more converge to the exact BDF2 solution.")},
    {"bdf2/cg-tolerance/label", QT_TRANSLATE_NOOP("IntegratorText", "CG tolerance")},
    {"bdf2/cg-tolerance/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Relative residual ‖b − A·δv‖/‖b‖ at which conjugate gradients stop.")},
    {"bdf2/cg-max-iterations/label", QT_TRANSLATE_NOOP("IntegratorText", "CG max iterations")},
    {"bdf2/cg-max-iterations/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Upper limit of conjugate gradient iterations per Newton iteration.")},
    {"projective-dynamics/name", QT_TRANSLATE_NOOP("IntegratorText", "Projective dynamics")},
    {"projective-dynamics/summary",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Local/global solver for backward Euler (Liu et al., \"Fast simulation "
                       "of mass-spring systems\", 2013): each iteration sets a target vector "
                       "per spring from its current direction (local step), then solves one "
                       "linear system whose matrix M/dt² + c_air/dt + Σ ω·AᵀA does not change, "
                       "factorised once by sparse Cholesky and refactorised only when the "
                       "springs, masses, pins, stiffness, air drag or dt change (global step, "
                       "the three coordinates share the factor). Iterations converge linearly "
                       "to the implicit-euler solution of the step; with few iterations the "
                       "cloth is softer than its stiffness table. First order and "
                       "unconditionally stable. Stiffness table: a spring's matrix weight is ω "
                       "= max(k⁺, k⁻) + c/dt; the target length l − (k/max(k⁺, k⁻))·(l − L) "
                       "honours the stiffness k⁺ or k⁻ of the current extension exactly at "
                       "convergence (it is Liu et al.'s rest-length projection for the stiffer "
                       "branch); damping c is implicit along the whole relative motion in the "
                       "matrix, with a lagged correction that removes its transverse part, so "
                       "at convergence it acts along the spring only. Gravity and wind are "
                       "external forces; air drag is implicit. Diagnostics: iterations and the "
                       "position change ‖xₖ₊₁ − xₖ‖ (m) after each iteration. It refuses "
                       "scenes with solids: angle springs and orientations are not part of its "
                       "local/global split.")},
    {"projective-dynamics/equations",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "y = xₙ + dt·vₙ + dt²·M⁻¹·f_ext\n"
                       "local: ω·dₛ = w·(l − (k/w)·(l − L))·n + (c/dt)·pₙ + c·(I − n·nᵀ)·v_rel\n"
                       "global: (M/dt² + c_air/dt + Σ ωₛ·AₛᵀAₛ)·x = M/dt²·(xₙ + dt·vₙ) + f_ext "
                       "+ Σ ωₛ·Aₛᵀdₛ\n"
                       "vₙ₊₁ = (xₙ₊₁ − xₙ)/dt")},
    {"projective-dynamics/iterations/label", QT_TRANSLATE_NOOP("IntegratorText", "Iterations")},
    {"projective-dynamics/iterations/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Local/global iterations per step; more converge to the implicit Euler "
                       "solution.")},
    {"chebyshev/name", QT_TRANSLATE_NOOP("IntegratorText", "Chebyshev-accelerated implicit Euler")},
    {"chebyshev/summary",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "R5's solver: the implicit Euler step written as the minimisation of ½/h²·‖x − x̂‖²_M + "
         "E(x), solved by a fixed number of Jacobi-preconditioned gradient descent iterations with "
         "Chebyshev semi-iterative acceleration (Wang 2015) for an assumed spectral radius ρ; then "
         "v = (x − xₙ)/h. Converged, it is implicit-euler: first order, stable for any dt, "
         "strongly damped at large dt. The gradient uses k⁺ or k⁻ by the sign of each spring's "
         "extension. Gravity enters x̂ = xₙ + h·vₙ + h²·g instead of R5's energy term −m·g·x: the "
         "same Φ up to a constant. Start: the iterations begin at x̂ (prediction, ClothLab) or at "
         "xₙ (previous: R5, whose line starting them at x̂ is commented out). Preconditioner: "
         "degree (ClothLab) 1/(m̃/h² + Σ incident (max(k⁺, k⁻) + c/h)), which keeps the Jacobi step "
         "contractive on any topology, or article (R5) 1/(m̃/h² + 4·k) with k the largest incident "
         "max(k⁺, k⁻) + c/h, whatever a particle's number of springs. Air drag against the wind is "
         "implicit through the effective mass m̃ = m + h·c_air; spring damping c enters as a "
         "dissipation potential with the spring direction frozen at the start of the step "
         "(linearised implicit damping). With too few iterations the step is under-converged, "
         "which looks like extra softness and damping. The residual is the RMS over free particles "
         "of |∇Φ| (N) after each iteration. Does not model orientations: refuses scenes with "
         "solids (use velocity-constraints, an explicit or an implicit integrator).")},
    {"chebyshev/equations",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "x̂ = xₙ + h·v*,  v* = M̃⁻¹(M·vₙ + h·(M·g + c_air·w)),  M̃ = M + h·c_air\nΦ(x) = ½/h²·‖x − "
         "x̂‖²_M̃ + E(x) + Σ c/(2h)·(n·(Δx_b − Δx_a))²\nx⁽⁰⁾ = x̂ (prediction) or xₙ (previous, "
         "R5)\nx⁽ᵏ⁺¹⁾ = ωₖ·(x⁽ᵏ⁾ − D⁻¹·∇Φ(x⁽ᵏ⁾)) + (1 − ωₖ)·x⁽ᵏ⁻¹⁾,  D = M̃/h² + Σ (k + c/h)\nω₁ = "
         "1,  ω₂ = 2/(2 − ρ²),  ωₖ = 4/(4 − ρ²·ωₖ₋₁)\nvₙ₊₁ = (x − xₙ)/h,  xₙ₊₁ = x")},
    {"chebyshev/iterations/label", QT_TRANSLATE_NOOP("IntegratorText", "Iterations")},
    {"chebyshev/iterations/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Accelerated gradient-descent iterations per step (R5: 32).")},
    {"chebyshev/rho/label", QT_TRANSLATE_NOOP("IntegratorText", "Spectral radius ρ")},
    {"chebyshev/rho/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Assumed spectral radius of the Jacobi iteration (R5: 0.995); too small "
                       "diverges, too large converges slowly.")},
    {"chebyshev/start/label", QT_TRANSLATE_NOOP("IntegratorText", "Iteration start")},
    {"chebyshev/start/description",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "0: the prediction x̂ = xₙ + h·v* (ClothLab); 1: the previous positions xₙ (R5).")},
    {"chebyshev/preconditioner/label", QT_TRANSLATE_NOOP("IntegratorText", "Preconditioner")},
    {"chebyshev/preconditioner/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "0: degree, m̃/h² + Σ incident k (ClothLab); 1: article, m̃/h² + 4·k (R5).")},
    {"pbd/name",
     QT_TRANSLATE_NOOP("IntegratorText", "Position-based dynamics (Verlet + relaxation)")},
    {"pbd/summary",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "R1's cloth solver: a Verlet prediction x* = xₙ + h·v* with v* = vₙ + h·a_ext (gravity; "
         "air drag against the wind, taken implicitly), then N Jakobsen relaxation sweeps: each "
         "sweep visits the springs one after another (Gauss–Seidel) and moves the ends along the "
         "spring. Per spring, with e = l − L, W = w_a + w_b (w = 1/m, 0 for a pinned end), k = k⁺ "
         "or k⁻ by the sign of e and φ the per-kind stretch factor (e > 0) or shrink factor (e ≤ "
         "0; defaults 1, 0.5, 0.2 for structural, shear, bending): σ = φ·min(1, ½·k·h²·W), end a "
         "moves by σ·(w_a/W)·e and end b by σ·(w_b/W)·e towards each other. With equal masses m "
         "and both ends free that is (l − L)·k·h²/2m per end, twice R1's move; with one end pinned "
         "the free end moves (l − L)·k·h²/2m, as in R1. R1 (relaxation split = 1) computes one "
         "move (l − L)·k·h²/2m̄ per spring (m̄ the mean mass of the free ends) and divides it "
         "between the ends by inverse mass. The clamp min(1, …) engages when ½·k·h²·W ≥ 1 (both "
         "ends free, equal masses: k ≥ m/h²); springs stiffer than that all behave alike (σ = φ) "
         "and a sweep never overshoots; R1 has no clamp (clamp = 0) and diverges there. R1's names "
         "are swapped: its \"Shrink\" factor is the one ClothLab calls stretch (applied to "
         "stretched springs). Sweep order: colour (ClothLab; consecutive springs share no "
         "particle, same result up to the order) or list (R1: the scene's spring list). Gravity "
         "step: Verlet h²·g or R1's r·g·h²/2 (r the velocity retention, which R1 applies to the "
         "acceleration too), optionally divided by the point mass (R1's defect). Velocities come "
         "from positions, v = (x − xₙ)/h. Spring damping c acts implicitly on the predicted "
         "velocities (u' = u/(1 + h·c·W) along each spring). Stable for any dt, but not a "
         "consistent discretisation of the spring equations (order 0): the effective stiffness "
         "depends on dt and on the number of sweeps N, not only on k — a soft spring acts like one "
         "of stiffness ≈ N·φ·k/2, more sweeps give a stiffer cloth — the limitation xpbd removes. "
         "Unlike R1, a spring with both ends pinned is skipped instead of ending the sweep. Does "
         "not model orientations: refuses scenes with solids (use velocity-constraints).")},
    {"pbd/equations",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "v* = vₙ + h·M⁻¹·f_ext,  x* = xₙ + h·v*\nN sweeps, each spring: Δ = σ·(l − "
                       "L)·n,  x_a += (w_a/W)·Δ,  x_b −= (w_b/W)·Δ\nσ = φ·min(1, ½·k·h²·W),  W = "
                       "w_a + w_b,  n = (x_b − x_a)/l\nR1: σ = φ·½·k·h²·W/n_free,  a_ext·h² → "
                       "r·a_ext·h²/2\nvₙ₊₁ = (x* − xₙ)/h,  xₙ₊₁ = x*")},
    {"pbd/relaxations/label", QT_TRANSLATE_NOOP("IntegratorText", "Relaxation sweeps")},
    {"pbd/relaxations/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Sweeps over all springs per step (R1's RelaxationCount).")},
    {"pbd/structural-stretch/label",
     QT_TRANSLATE_NOOP("IntegratorText", "Structural stretch factor")},
    {"pbd/structural-stretch/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "φ of structural springs longer than rest (R1's structural \"Shrink\").")},
    {"pbd/structural-shrink/label",
     QT_TRANSLATE_NOOP("IntegratorText", "Structural shrink factor")},
    {"pbd/structural-shrink/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "φ of structural springs shorter than rest (R1's structural \"Stretch\").")},
    {"pbd/shear-stretch/label", QT_TRANSLATE_NOOP("IntegratorText", "Shear stretch factor")},
    {"pbd/shear-stretch/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "φ of shear springs longer than rest (R1's shear \"Shrink\").")},
    {"pbd/shear-shrink/label", QT_TRANSLATE_NOOP("IntegratorText", "Shear shrink factor")},
    {"pbd/shear-shrink/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "φ of shear springs shorter than rest (R1's shear \"Stretch\").")},
    {"pbd/bending-stretch/label", QT_TRANSLATE_NOOP("IntegratorText", "Bending stretch factor")},
    {"pbd/bending-stretch/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "φ of bending springs longer than rest (R1's bending \"Shrink\").")},
    {"pbd/bending-shrink/label", QT_TRANSLATE_NOOP("IntegratorText", "Bending shrink factor")},
    {"pbd/bending-shrink/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "φ of bending springs shorter than rest (R1's bending \"Stretch\").")},
    {"pbd/relaxation-split/label", QT_TRANSLATE_NOOP("IntegratorText", "Relaxation split")},
    {"pbd/relaxation-split/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "0: σ per spring from ½·k·h²·W, each end moved by its share (ClothLab); 1: "
                       "one move (l − L)·k·h²/2m̄ divided between the ends (R1).")},
    {"pbd/clamp/label", QT_TRANSLATE_NOOP("IntegratorText", "Clamp")},
    {"pbd/clamp/description",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "1: σ ≤ φ, engaged when ½·k·h²·W ≥ 1 (ClothLab); 0: no clamp (R1, diverges there).")},
    {"pbd/sweep-order/label", QT_TRANSLATE_NOOP("IntegratorText", "Sweep order")},
    {"pbd/sweep-order/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "0: colour order (ClothLab, faster); 1: the scene's spring list (R1).")},
    {"pbd/gravity-step/label", QT_TRANSLATE_NOOP("IntegratorText", "Gravity step")},
    {"pbd/gravity-step/description",
     QT_TRANSLATE_NOOP("IntegratorText", "0: Verlet, x* gets h²·g (ClothLab); 1: R1, x* gets "
                                         "r·g·h²/2 with r the velocity retention.")},
    {"pbd/mass-scaled-gravity/label",
     QT_TRANSLATE_NOOP("IntegratorText", "Gravity divided by mass")},
    {"pbd/mass-scaled-gravity/description",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "1: R1's defect, the gravity step divided by the point mass in kg; 0: not (ClothLab).")},
    {"xpbd/name", QT_TRANSLATE_NOOP("IntegratorText", "Extended position-based dynamics (XPBD)")},
    {"xpbd/summary",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "Macklin, Müller and Chentanez (2016): PBD with compliance, so that the result no longer "
         "depends on the iteration count. Each spring is a constraint C = l − L with compliance α "
         "= 1/k (k = k⁺ or k⁻ by the sign of C, taken at the current iterate) and a Lagrange "
         "multiplier λ that accumulates over the Gauss–Seidel iterations of a substep and is reset "
         "at the next: Δλ = (−C − α̃·λ)/(W + α̃), α̃ = α/h². Converged, one substep solves the "
         "implicit Euler equations of the elastic springs (up to XPBD's frozen-gradient "
         "approximation), so it approaches implicit-euler as iterations grow; with few iterations "
         "the cloth is softer, not stiffer. A kind with k = 0 imposes nothing. Gravity and air "
         "drag act on the predicted velocities (drag implicitly); spring damping c is applied "
         "implicitly along each spring to the predicted velocities, u' = u/(1 + h·c·W), instead of "
         "the paper's β term. First order, stable for any dt. Does not model orientations: refuses "
         "scenes with solids (use velocity-constraints).")},
    {"xpbd/equations",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "hₛ = h/S;  per substep: v* = v + hₛ·M⁻¹·f_ext,  x* = x + hₛ·v*,  λ = 0\n"
                       "N iterations, each spring: Δλ = (−C − α̃·λ)/(w_a + w_b + α̃),  λ += Δλ\n"
                       "x_b += w_b·Δλ·n,  x_a −= w_a·Δλ·n,  α̃ = 1/(k·hₛ²)\n"
                       "v = (x* − x)/hₛ,  x = x*")},
    {"xpbd/substeps/label", QT_TRANSLATE_NOOP("IntegratorText", "Substeps")},
    {"xpbd/substeps/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Substeps S per frame step; each repeats prediction and iterations with "
                       "h/S.")},
    {"xpbd/iterations/label", QT_TRANSLATE_NOOP("IntegratorText", "Iterations")},
    {"xpbd/iterations/description",
     QT_TRANSLATE_NOOP("IntegratorText", "Gauss–Seidel iterations over all springs per substep.")},
    {"velocity-constraints/name",
     QT_TRANSLATE_NOOP("IntegratorText", "Velocity-level spring constraints")},
    {"velocity-constraints/summary",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "R2's solver: springs become velocity-level constraints solved iteratively. After the "
         "external forces (gravity; air drag against the wind, implicitly) and the spring damping "
         "(implicit, along each spring) have given trial velocities v*, each iteration visits the "
         "springs in a fixed order and removes the fraction r of the error l − L that the trial "
         "velocities would leave at t + h (l measured at x + h·v*), by an impulse along the spring "
         "split by inverse masses; after the iterations the trial velocities become the new ones "
         "and x += h·v. The stiffness table maps to r = relaxation·κ/(1 + κ), κ = k·h²·W, W = "
         "1/m_a + 1/m_b (k = k⁺ or k⁻ by the sign of the predicted error): a stiff spring is "
         "corrected by the relaxation coefficient, a soft one by less, a kind with k = 0 not at "
         "all. Stiffness grows with the iteration count N (1: floppy, 3–5: good, 20: almost "
         "rigid): a soft spring acts like one of stiffness ≈ N·relaxation·k, so the method is not "
         "a consistent discretisation of the spring equations (order 0). As R2 notes, the "
         "constraint iterations dissipate energy that cannot be tuned separately; c only adds "
         "damping on top. Stable for any dt. Solids (R2): each angle spring is two attachment "
         "constraints, the point x_a + R_a·r_ab that turns with particle a must meet x_b at t + h; "
         "its error is removed by the same fraction r (κ from the angle stiffness) with an impulse "
         "that changes both velocities and a's angular velocity (3×3 effective mass with the "
         "particle's inertia). Particles of different bodies closer than one diameter are pushed "
         "apart inside the same iterations (contacts found once per step on a uniform grid at the "
         "predicted positions); no other integrator solves particle contacts. Orientations are "
         "turned by h·Ω at the end.")},
    {"velocity-constraints/equations",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "v* = vₙ + h·M⁻¹·f_ext\n"
         "N iterations, each spring: C = |x_b + h·v*_b − x_a − h·v*_a| − L\n"
         "v*_b −= (w_b/W)·r·C/h·n,  v*_a += (w_a/W)·r·C/h·n,  r = relaxation·κ/(1 + κ)\n"
         "each angle spring, both ends: C = x_b + h·v*_b − x_a − h·v*_a − a − h·Ω_a × a,  a = "
         "R_a·r_ab,  P = K⁻¹·r·C/h\n"
         "each contact: C = |x_b + h·v*_b − x_a − h·v*_a| − 2ρ < 0 removed along n\n"
         "vₙ₊₁ = v*,  xₙ₊₁ = xₙ + h·vₙ₊₁,  qₙ₊₁ = exp(h·Ωₙ₊₁)⊗qₙ")},
    {"velocity-constraints/relaxation/label",
     QT_TRANSLATE_NOOP("IntegratorText", "Relaxation coefficient")},
    {"velocity-constraints/relaxation/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Fraction of a stiff spring's predicted error removed per iteration "
                       "(R2's k).")},
    {"velocity-constraints/iterations/label", QT_TRANSLATE_NOOP("IntegratorText", "Iterations")},
    {"velocity-constraints/iterations/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Sweeps over all springs per step (R2: 1 floppy, 3–5 good, 20 almost "
                       "rigid).")},
};

constexpr Entry kPresetTexts[] = {
    {"hanging-cloth/name", QT_TRANSLATE_NOOP("PresetText", "Hanging cloth")},
    {"hanging-cloth/description",
     QT_TRANSLATE_NOOP("PresetText",
                       "A 24 × 24 cloth held at its two top corners falls onto a sphere.")},
    {"verlet-relaxation-cloth/name",
     QT_TRANSLATE_NOOP("PresetText", "Verlet relaxation cloth (R1)")},
    {"verlet-relaxation-cloth/description",
     QT_TRANSLATE_NOOP(
         "PresetText",
         "A 1 m × 1 m cloth of 17 × 17 points in the x–z plane, one edge pinned, falling onto a "
         "sphere; Verlet with 16 relaxation sweeps and per-kind stretch/shrink factors (R1).\nHow "
         "it differs from r1-original (R1 as published), one line each:\n• point mass 0.02 kg and "
         "dt = 1/60 s, where R1's relaxation coefficient k·dt²/2m is 27.8 and its loop diverges; "
         "the clamp σ ≤ φ (engaged when ½·k·h²·W ≥ 1) holds it;\n• each spring moves each end by "
         "σ·(w/W)·(l − L) (R1 divides one move between the ends: half as much with both ends "
         "free);\n• springs swept in colour order (R1: in the spring list's order);\n• gravity "
         "added as h²·g (R1: resistance·g·dt²/2, divided by the point mass, a defect);\n• every "
         "spring present (R1's builder misses the last column's 47);\n• the sphere pushes "
         "positions out and keeps the velocity (push-out, no margin; R1's push also changes the "
         "next step's velocity, retained with it, margin 1e-6 m).")},
    {"coursework-cloth/name", QT_TRANSLATE_NOOP("PresetText", "Coursework cloth (R3)")},
    {"coursework-cloth/description",
     QT_TRANSLATE_NOOP(
         "PresetText",
         "Two square cloths with damped springs fall onto a box that catches what it touches (R3: "
         "RK4, stick on hit).\nHow it differs from r3-original (R3 as published), one line "
         "each:\n• the box stops what ends a step inside it (R3 ray-casts along the motion, which "
         "also catches particles that pass through in one step);\n• bending springs along u on "
         "every row (R3: on the first row only, a defect).")},
    {"windy-cloth/name", QT_TRANSLATE_NOOP("PresetText", "Windy cloth (R4)")},
    {"windy-cloth/description",
     QT_TRANSLATE_NOOP(
         "PresetText",
         "A 16 × 16 cloth hanging from its top corners in a wind along +z modulated as "
         "(0.5·sin(t/70)·sin(t/25) + 1)·W, t in frames (R4: explicit Euler, air damping).\nHow it "
         "differs from r4-original (R4 as published): spring damping 0.05 and 0.03 N·s/m, which R4 "
         "does not have; without it explicit Euler blows up at about t = 6.6 s.")},
    {"implicit-drape/name", QT_TRANSLATE_NOOP("PresetText", "Implicit drape (R5)")},
    {"implicit-drape/description",
     QT_TRANSLATE_NOOP(
         "PresetText",
         "A 10 m × 10 m cloth of 21 × 21 points (triangle edges, k = 8000 N/m, 1 kg per point) "
         "held at two corners over a sphere, in gusty wind; implicit Euler by 32 "
         "Chebyshev-accelerated Jacobi iterations at dt = 1/30 s, velocity retention 0.99 "
         "(R5).\nHow it differs from r5-original (R5 as published), one line each:\n• iterations "
         "start at the prediction x̂ (R5: at xₙ);\n• preconditioner 1/(m/h² + Σ incident k) (R5: "
         "1/(m/h² + 4k));\n• retention before the sphere's velocity correction (R5: after);\n• air "
         "drag 0.2 N·s/m and seeded gusts (R5: no drag; a random wind redrawn at every gradient "
         "evaluation);\n• gravity 9.81 m/s² and sphere radius 2.0 m (R5: 9.8 and 2.7).")},
    {"spring-oscillator/name", QT_TRANSLATE_NOOP("PresetText", "Spring oscillator")},
    {"spring-oscillator/description",
     QT_TRANSLATE_NOOP("PresetText",
                       "One undamped spring with an exact solution x(t) = L + A·cos(ωt), ω = 10 "
                       "rad/s: the lab scene for orders and stability limits.")},
    {"hanging-chain/name", QT_TRANSLATE_NOOP("PresetText", "Hanging chain")},
    {"hanging-chain/description",
     QT_TRANSLATE_NOOP("PresetText",
                       "A chain of 20 point masses pinned at one end, released horizontally: a "
                       "swinging pendulum with stiff links.")},
    {"cloth-on-sphere/name", QT_TRANSLATE_NOOP("PresetText", "Cloth on a sphere")},
    {"cloth-on-sphere/description",
     QT_TRANSLATE_NOOP("PresetText",
                       "A free 24 × 24 cloth dropped onto a sphere resting on the ground; "
                       "friction holds it in a drape.")},
    {"flag/name", QT_TRANSLATE_NOOP("PresetText", "Flag")},
    {"flag/description",
     QT_TRANSLATE_NOOP("PresetText",
                       "A 20 × 30 flag pinned along its left edge in a steady breeze with "
                       "seeded gusts.")},
    {"elastic-ring/name", QT_TRANSLATE_NOOP("PresetText", "Elastic ring (R2)")},
    {"elastic-ring/description",
     QT_TRANSLATE_NOOP(
         "PresetText",
         "R2's particle-based elastic solid: a torus of oriented particles on a lattice, joined by "
         "position springs and angle springs, dropped tilted onto the ground. Velocity-level "
         "constraints at a 1/60 s step with 5 iterations; try 1, 3 and 20 iterations to see R2's "
         "floppy-to-rigid range.\nAdded beyond R2: spring damping 0.2 and 0.1 N·s/m, air drag "
         "0.001 N·s/m and the ground plane; the relaxation coefficient is scaled by κ/(1 + κ), κ = "
         "k·h²·W (0.98–0.99 for these springs), so that soft kinds are corrected less.")},
    {"jelly-cube/name", QT_TRANSLATE_NOOP("PresetText", "Jelly cube")},
    {"jelly-cube/description",
     QT_TRANSLATE_NOOP(
         "PresetText",
         "A soft cube of oriented particles dropped corner-first onto the ground: it squashes and "
         "wobbles back into shape because the angle springs hold the lattice's shape. Compare "
         "velocity-constraints with the force-based integrators on the same solid.")},
    {"r1-original/name", QT_TRANSLATE_NOOP("PresetText", "R1 as published (Verlet relaxation)")},
    {"r1-original/description",
     QT_TRANSLATE_NOOP(
         "PresetText",
         "R1's program as written: 17 × 17 points, 1 m × 1 m, one edge pinned, over a sphere; k = "
         "4000 N/m, 16 relaxation sweeps, resistance 0.995 per step; at R1's stable defaults, "
         "point mass 1 kg and dt = 0.02 s (at the main preset's 0.02 kg and 1/60 s R1's relaxation "
         "coefficient k·dt²/2m is 27.8 and its loop diverges in the first step; the run at dt = "
         "0.12 s shows that divergence, coefficient 28.8). pbd with R1's switches: one relaxation "
         "move (l − L)·k·dt²/2m per spring divided between its ends, no clamp, sweeps in the "
         "spring list's order, gravity added as resistance·g·dt²/2 and divided by the point mass, "
         "the last column's 47 springs missing (R1's builder), the sphere's push kept in the "
         "Verlet velocity (velocity correction, 1e-6 m margin) and damped by the resistance with "
         "it (stage order collide-retain). No air, no spring damping. Runs: R1's method and "
         "ClothLab's corrected relaxation side by side, and both at dt = 0.12 s (R1 diverges, the "
         "clamp holds).")},
    {"r3-original/name", QT_TRANSLATE_NOOP("PresetText", "R3 as published (coursework cloth)")},
    {"r3-original/description",
     QT_TRANSLATE_NOOP(
         "PresetText",
         "R3's program as written: two square cloths with damped springs, −(Ks·(l − L) + "
         "Kd·(v_rel·d)/l)·d/l, fall onto a box by RK4 at dt = 10⁻³ s; the box stops a particle "
         "where a ray cast along its motion in the step first hits it (stick-ray), so fast "
         "particles cannot pass through; bending springs along u exist on the first row only (R3's "
         "builder). Air drag 0.001 N·s/m and the ground plane are ClothLab's additions. Runs: R3's "
         "three integrators, RK4, RK2 and explicit Euler.")},
    {"r4-original/name", QT_TRANSLATE_NOOP("PresetText", "R4 as published (windy cloth)")},
    {"r4-original/description",
     QT_TRANSLATE_NOOP(
         "PresetText",
         "R4's program as written: a 16 × 16 cloth (structural and shear springs, undamped Hooke, "
         "k = 100 and 60 N/m, 0.01 kg per point) hanging from its top corners in a wind along +z "
         "modulated as (0.5·sin(t/70)·sin(t/25) + 1)·W, t in frames at 60 frames/s, with linear "
         "air damping F = −d·v (d = 0.01 N·s/m, W = 3 m/s), by explicit Euler at dt = 10⁻⁴ s. "
         "Without spring damping it blows up at about t = 6.6 s, as R4's program does; the "
         "windy-cloth preset adds spring damping 0.05 and 0.03 N·s/m, which R4 does not have. "
         "Runs: explicit Euler (R4), symplectic Euler and implicit Euler on the same undamped "
         "springs.")},
    {"r5-original/name", QT_TRANSLATE_NOOP("PresetText", "R5 as published (implicit cloth)")},
    {"r5-original/description",
     QT_TRANSLATE_NOOP(
         "PresetText",
         "R5's program as written: a 10 m × 10 m cloth of 21 × 21 points (the triangle mesh's "
         "edges, k = 8000 N/m, 1 kg per point), two corners pinned, over a sphere of collision "
         "radius 2.7 m; gravity 9.8 m/s², velocity ×0.99 per frame, dt = 1/30 s. chebyshev with "
         "R5's switches: 32 Chebyshev-accelerated Jacobi iterations (ρ = 0.995) started from the "
         "previous positions xₙ (R5's line starting them at x̂ is commented out), preconditioner "
         "1/(m/h² + 4k); the sphere's correction v += Δx/h comes after the velocity update and is "
         "damped by 0.99 with it (stage order collide-retain). R5's random wind (a new "
         "Random.value at every gradient evaluation) is off: it cannot be replayed. No air drag. "
         "Runs: R5's start, ClothLab's prediction start at 32 iterations, and implicit Euler.")},
};

constexpr char kIntegratorContext[] = "IntegratorText";
constexpr char kPresetContext[] = "PresetText";

template <std::size_t N> const Entry* find(const Entry (&table)[N], std::string_view key) {
    const auto* it = std::find_if(std::begin(table), std::end(table),
                                  [key](const Entry& e) { return e.key == key; });
    return it == std::end(table) ? nullptr : it;
}

template <std::size_t N>
QString display(const Entry (&table)[N], const char* context, const std::string& key,
                std::string_view english) {
    const Entry* entry = find(table, key);
    if (entry == nullptr || english != entry->source) {
        return QString::fromUtf8(english.data(), static_cast<qsizetype>(english.size()));
    }
    return QCoreApplication::translate(context, entry->source);
}

template <std::size_t N>
std::string problem(const Entry (&table)[N], std::string_view key, std::string_view english) {
    const Entry* entry = find(table, key);
    if (entry == nullptr) {
        return "no entry for " + std::string(key);
    }
    if (english != entry->source) {
        return std::string(key) + ": the table has \"" + entry->source + "\", the core \"" +
               std::string(english) + "\"";
    }
    return {};
}

QString integratorText(const core::IntegratorInfo& info, const char* field,
                       const std::string& english) {
    return display(kIntegratorTexts, kIntegratorContext, info.id + "/" + field, english);
}

QString parameterText(const core::IntegratorInfo& info, const core::ParameterSpec& spec,
                      const char* field, const std::string& english) {
    return display(kIntegratorTexts, kIntegratorContext, info.id + "/" + spec.id + "/" + field,
                   english);
}

/// The English name and description of every preset, read once (presets are embedded).
struct PresetEnglish {
    std::string name;
    std::string description;
};
const std::map<std::string, PresetEnglish, std::less<>>& presetEnglish() {
    static const auto texts = [] {
        std::map<std::string, PresetEnglish, std::less<>> map;
        for (const core::PresetData& preset : core::presetData()) {
            const core::Scene scene = core::loadPreset(preset.id);
            map.emplace(std::string(preset.id), PresetEnglish{scene.name, scene.description});
        }
        return map;
    }();
    return texts;
}

} // namespace

QString integratorName(const core::IntegratorInfo& info) {
    return integratorText(info, "name", info.name);
}

QString integratorSummary(const core::IntegratorInfo& info) {
    return integratorText(info, "summary", info.summary);
}

QString integratorEquations(const core::IntegratorInfo& info) {
    return integratorText(info, "equations", info.equations);
}

QString parameterLabel(const core::IntegratorInfo& info, const core::ParameterSpec& spec) {
    return parameterText(info, spec, "label", spec.label);
}

QString parameterDescription(const core::IntegratorInfo& info, const core::ParameterSpec& spec) {
    return parameterText(info, spec, "description", spec.description);
}

QString integratorName(std::string_view id) {
    const core::IntegratorInfo* info = core::findIntegrator(id);
    return info ? integratorName(*info)
                : QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
}

QString presetName(std::string_view presetId) {
    const auto& texts = presetEnglish();
    const auto it = texts.find(presetId);
    if (it == texts.end()) {
        return QString::fromUtf8(presetId.data(), static_cast<qsizetype>(presetId.size()));
    }
    return display(kPresetTexts, kPresetContext, std::string(presetId) + "/name", it->second.name);
}

QString presetDescription(std::string_view presetId) {
    const auto& texts = presetEnglish();
    const auto it = texts.find(presetId);
    if (it == texts.end()) {
        return {};
    }
    return display(kPresetTexts, kPresetContext, std::string(presetId) + "/description",
                   it->second.description);
}

QString sceneName(std::string_view name) {
    for (const auto& [id, english] : presetEnglish()) {
        if (english.name == name) {
            return presetName(id);
        }
    }
    return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
}

std::string integratorEntryProblem(std::string_view key, std::string_view english) {
    return problem(kIntegratorTexts, key, english);
}

std::string presetEntryProblem(std::string_view key, std::string_view english) {
    return problem(kPresetTexts, key, english);
}

} // namespace clothlab::widgets::catalog
