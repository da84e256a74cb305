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
         "extension. The preconditioner is 1/(m̃/h² + Σ incident (max(k⁺, k⁻) + c/h)) instead of "
         "R5's 1/(m/h² + 4k), so the Jacobi step stays contractive on any topology. Air drag "
         "against the wind is implicit through the effective mass m̃ = m + h·c_air; spring damping "
         "c enters as a dissipation potential with the spring direction frozen at the start of the "
         "step (linearised implicit damping). With too few iterations the step is under-converged, "
         "which looks like extra softness and damping. The residual is the RMS over free particles "
         "of |∇Φ| (N) after each iteration. Does not model orientations: refuses scenes with "
         "solids (use velocity-constraints, an explicit or an implicit integrator).")},
    {"chebyshev/equations",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "x̂ = xₙ + h·v*,  v* = M̃⁻¹(M·vₙ + h·(M·g + c_air·w)),  M̃ = M + "
                       "h·c_air\n"
                       "Φ(x) = ½/h²·‖x − x̂‖²_M̃ + E(x) + Σ c/(2h)·(n·(Δx_b − Δx_a))²\n"
                       "x⁽ᵏ⁺¹⁾ = ωₖ·(x⁽ᵏ⁾ − D⁻¹·∇Φ(x⁽ᵏ⁾)) + (1 − ωₖ)·x⁽ᵏ⁻¹⁾,  D = M̃/h² + Σ (k "
                       "+ c/h)\n"
                       "ω₁ = 1,  ω₂ = 2/(2 − ρ²),  ωₖ = 4/(4 − ρ²·ωₖ₋₁)\n"
                       "vₙ₊₁ = (x − xₙ)/h,  xₙ₊₁ = x")},
    {"chebyshev/iterations/label", QT_TRANSLATE_NOOP("IntegratorText", "Iterations")},
    {"chebyshev/iterations/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Accelerated gradient-descent iterations per step (R5: 32).")},
    {"chebyshev/rho/label", QT_TRANSLATE_NOOP("IntegratorText", "Spectral radius ρ")},
    {"chebyshev/rho/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Assumed spectral radius of the Jacobi iteration (R5: 0.995); too small "
                       "diverges, too large converges slowly.")},
    {"pbd/name",
     QT_TRANSLATE_NOOP("IntegratorText", "Position-based dynamics (Verlet + relaxation)")},
    {"pbd/summary",
     QT_TRANSLATE_NOOP(
         "IntegratorText",
         "R1's cloth solver: a Verlet prediction x* = x + h·v + h²·a with the external forces "
         "(gravity; air drag against the wind, taken implicitly; R1 writes a·dt²/2), then Jakobsen "
         "relaxation: each sweep visits the springs in a fixed order (Gauss–Seidel) and moves both "
         "ends along the spring to remove the fraction σ of its extension l − L, split by inverse "
         "masses. The stiffness table maps to σ = φ·min(1, ½·k·h²·W), W = 1/m_a + 1/m_b: R1's move "
         "(l − L)·k·dt²/2m per end, generalised to unequal masses and clamped so that a sweep "
         "never overshoots, with k = k⁺ or k⁻ by the sign of l − L and φ the per-kind stretch or "
         "shrink factor (defaults 1, 0.5, 0.2 for structural, shear, bending: the usual ordering). "
         "Springs stiffer than k = 2/(h²·W) all behave alike (σ = φ): the table cannot stiffen a "
         "cloth beyond what the sweeps reach. Velocities come from positions, v = (x − xₙ)/h. "
         "Spring damping c acts implicitly on the predicted velocities (u' = u/(1 + h·c·W) along "
         "each spring). Stable for any dt, but not a consistent discretisation of the spring "
         "equations (order 0): the effective stiffness depends on dt and on the number of sweeps "
         "N, not only on k — a soft spring acts like one of stiffness ≈ N·φ·k/2, more sweeps give "
         "a stiffer cloth — the limitation xpbd removes. Unlike R1, a spring with both ends pinned "
         "is skipped instead of ending the sweep. Does not model orientations: refuses scenes with "
         "solids (use velocity-constraints).")},
    {"pbd/equations",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "v* = vₙ + h·M⁻¹·f_ext,  x* = xₙ + h·v*\n"
                       "N sweeps, each spring: Δ = σ·(l − L)·n,  x_a += (w_a/W)·Δ,  x_b −= "
                       "(w_b/W)·Δ\n"
                       "σ = φ·min(1, ½·k·h²·W),  W = w_a + w_b,  n = (x_b − x_a)/l\n"
                       "vₙ₊₁ = (x* − xₙ)/h,  xₙ₊₁ = x*")},
    {"pbd/relaxations/label", QT_TRANSLATE_NOOP("IntegratorText", "Relaxation sweeps")},
    {"pbd/relaxations/description",
     QT_TRANSLATE_NOOP("IntegratorText",
                       "Sweeps over all springs per step (R1's RelaxationCount).")},
    {"pbd/structural-stretch/label",
     QT_TRANSLATE_NOOP("IntegratorText", "Structural stretch factor")},
    {"pbd/structural-stretch/description",
     QT_TRANSLATE_NOOP("IntegratorText", "φ of structural springs longer than rest.")},
    {"pbd/structural-shrink/label",
     QT_TRANSLATE_NOOP("IntegratorText", "Structural shrink factor")},
    {"pbd/structural-shrink/description",
     QT_TRANSLATE_NOOP("IntegratorText", "φ of structural springs shorter than rest.")},
    {"pbd/shear-stretch/label", QT_TRANSLATE_NOOP("IntegratorText", "Shear stretch factor")},
    {"pbd/shear-stretch/description",
     QT_TRANSLATE_NOOP("IntegratorText", "φ of shear springs longer than rest.")},
    {"pbd/shear-shrink/label", QT_TRANSLATE_NOOP("IntegratorText", "Shear shrink factor")},
    {"pbd/shear-shrink/description",
     QT_TRANSLATE_NOOP("IntegratorText", "φ of shear springs shorter than rest.")},
    {"pbd/bending-stretch/label", QT_TRANSLATE_NOOP("IntegratorText", "Bending stretch factor")},
    {"pbd/bending-stretch/description",
     QT_TRANSLATE_NOOP("IntegratorText", "φ of bending springs longer than rest.")},
    {"pbd/bending-shrink/label", QT_TRANSLATE_NOOP("IntegratorText", "Bending shrink factor")},
    {"pbd/bending-shrink/description",
     QT_TRANSLATE_NOOP("IntegratorText", "φ of bending springs shorter than rest.")},
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
     QT_TRANSLATE_NOOP("PresetText",
                       "A 1 m × 1 m cloth of 17 × 17 points in the x–z plane, one edge pinned, "
                       "falling onto a sphere; Verlet with 16 relaxation sweeps and per-kind "
                       "stretch/shrink factors (R1).")},
    {"coursework-cloth/name", QT_TRANSLATE_NOOP("PresetText", "Coursework cloth (R3)")},
    {"coursework-cloth/description",
     QT_TRANSLATE_NOOP("PresetText",
                       "Two square cloths with damped springs fall onto a box that catches what "
                       "it touches (R3: RK4, stick on hit).")},
    {"windy-cloth/name", QT_TRANSLATE_NOOP("PresetText", "Windy cloth (R4)")},
    {"windy-cloth/description",
     QT_TRANSLATE_NOOP("PresetText",
                       "A 16 × 16 cloth hanging from its top corners in a wind along +z "
                       "modulated as (0.5·sin(t/70)·sin(t/25) + 1)·W, t in frames (R4: explicit "
                       "Euler, air damping).")},
    {"implicit-drape/name", QT_TRANSLATE_NOOP("PresetText", "Implicit drape (R5)")},
    {"implicit-drape/description",
     QT_TRANSLATE_NOOP("PresetText",
                       "A 10 m × 10 m cloth of 21 × 21 points (triangle edges, k = 8000 N/m, 1 "
                       "kg per point) held at two corners over a sphere, in gusty wind; "
                       "implicit Euler by 32 Chebyshev-accelerated Jacobi iterations at dt = "
                       "1/30 s, velocity retention 0.99 (R5).")},
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
     QT_TRANSLATE_NOOP("PresetText",
                       "R2's particle-based elastic solid: a torus of oriented particles on a "
                       "lattice, joined by position springs and angle springs, dropped tilted onto "
                       "the ground. Velocity-level constraints at a 1/60 s step with 5 iterations; "
                       "try 1, 3 and 20 iterations to see R2's floppy-to-rigid range.")},
    {"jelly-cube/name", QT_TRANSLATE_NOOP("PresetText", "Jelly cube")},
    {"jelly-cube/description",
     QT_TRANSLATE_NOOP(
         "PresetText",
         "A soft cube of oriented particles dropped corner-first onto the ground: it squashes and "
         "wobbles back into shape because the angle springs hold the lattice's shape. Compare "
         "velocity-constraints with the force-based integrators on the same solid.")},
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
