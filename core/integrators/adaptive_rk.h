// The adaptive Runge–Kutta family (adaptive_rk.cpp): Dormand–Prince 5(4) (rk45) and
// Dormand–Prince 8(5,3): the explicit Runge–Kutta pair of order 8 with embedded estimates of
// orders 5 and 3 (Hairer, Nørsett & Wanner, Solving Ordinary Differential Equations I,
// 2nd ed., §II.10, and their code DOP853). Its tableau is public so that the tests check
// the order conditions on the very numbers the integrator uses.
#pragma once

#include "core/integrators/integrator.h"

#include <array>

namespace clothlab::core {

namespace dop853 {

inline constexpr int kStages = 12;

/// Nodes cᵢ (c₁ = 0, c₁₂ = 1).
inline constexpr double kC[kStages] = {0.0,
                                       0.526001519587677318785587544488e-01,
                                       0.789002279381515978178381316732e-01,
                                       0.118350341907227396726757197510e+00,
                                       0.281649658092772603273242802490e+00,
                                       1.0 / 3.0,
                                       0.25,
                                       4.0 / 13.0,
                                       127.0 / 195.0,
                                       0.6,
                                       6.0 / 7.0,
                                       1.0};

/// Coupling coefficients aᵢⱼ, j < i (row i is stage i + 1 of the paper).
inline constexpr double kA[kStages][kStages] = {
    {},
    {5.26001519587677318785587544488e-2},
    {1.97250569845378994544595329183e-2, 5.91751709536136983633785987549e-2},
    {2.95875854768068491816892993775e-2, 0.0, 8.87627564304205475450678981324e-2},
    {2.41365134159266685502369798665e-1, 0.0, -8.84549479328286085344864962717e-1,
     9.24834003261792003115737966543e-1},
    {3.7037037037037037037037037037e-2, 0.0, 0.0, 1.70828608729473871279604482173e-1,
     1.25467687566822425016691814123e-1},
    {3.7109375e-2, 0.0, 0.0, 1.70252211019544039314978060272e-1, 6.02165389804559606850219397283e-2,
     -1.7578125e-2},
    {3.70920001185047927108779319836e-2, 0.0, 0.0, 1.70383925712239993810214054705e-1,
     1.07262030446373284651809199168e-1, -1.53194377486244017527936158236e-2,
     8.27378916381402288758473766002e-3},
    {6.24110958716075717114429577812e-1, 0.0, 0.0, -3.36089262944694129406857109825e0,
     -8.68219346841726006818189891453e-1, 2.75920996994467083049415600797e1,
     2.01540675504778934086186788979e1, -4.34898841810699588477366255144e1},
    {4.77662536438264365890433908527e-1, 0.0, 0.0, -2.48811461997166764192642586468e0,
     -5.90290826836842996371446475743e-1, 2.12300514481811942347288949897e1,
     1.52792336328824235832596922938e1, -3.32882109689848629194453265587e1,
     -2.03312017085086261358222928593e-2},
    {-9.3714243008598732571704021658e-1, 0.0, 0.0, 5.18637242884406370830023853209e0,
     1.09143734899672957818500254654e0, -8.14978701074692612513997267357e0,
     -1.85200656599969598641566180701e1, 2.27394870993505042818970056734e1,
     2.49360555267965238987089396762e0, -3.0467644718982195003823669022e0},
    {2.27331014751653820792359768449e0, 0.0, 0.0, -1.05344954667372501984066689879e1,
     -2.00087205822486249909675718444e0, -1.79589318631187989172765950534e1,
     2.79488845294199600508499808837e1, -2.85899827713502369474065508674e0,
     -8.87285693353062954433549289258e0, 1.23605671757943030647266201528e1,
     6.43392746015763530355970484046e-1}};

/// Weights bᵢ of the eighth-order solution.
inline constexpr double kB[kStages] = {5.42937341165687622380535766363e-2,
                                       0.0,
                                       0.0,
                                       0.0,
                                       0.0,
                                       4.45031289275240888144113950566e0,
                                       1.89151789931450038304281599044e0,
                                       -5.8012039600105847814672114227e0,
                                       3.1116436695781989440891606237e-1,
                                       -1.52160949662516078556178806805e-1,
                                       2.01365400804030348374776537501e-1,
                                       4.47106157277725905176885569043e-2};

/// bᵢ − b̂ᵢ with b̂ the embedded fifth-order weights: h·Σ eᵢ·kᵢ estimates the error of a
/// fifth-order step.
inline constexpr double kE5[kStages] = {0.1312004499419488073250102996e-01,
                                        0.0,
                                        0.0,
                                        0.0,
                                        0.0,
                                        -0.1225156446376204440720569753e+01,
                                        -0.4957589496572501915214079952e+00,
                                        0.1664377182454986536961530415e+01,
                                        -0.3503288487499736816886487290e+00,
                                        0.3341791187130174790297318841e+00,
                                        0.8192320648511571246570742613e-01,
                                        -0.2235530786388629525884427845e-01};

/// Weights of the embedded third-order solution (stages 1, 9 and 12 only).
inline constexpr double kB3[kStages] = {0.244094488188976377952755905512e+00,
                                        0.0,
                                        0.0,
                                        0.0,
                                        0.0,
                                        0.0,
                                        0.0,
                                        0.0,
                                        0.733846688281611857341361741547e+00,
                                        0.0,
                                        0.0,
                                        0.220588235294117647058823529412e-01};

} // namespace dop853

/// The `dop853` integrator. Adaptive by default; the tests switch it to fixed steps to
/// measure the order of the eighth-order formula alone.
class Dop853Integrator final : public Integrator {
public:
    Dop853Integrator();
    ~Dop853Integrator() override;

    void reset() override {
        m_h = 0.0;
        m_rejected = false;
    }
    StepWork step(StepContext& ctx) override;
    int evaluationsPerStep() const override { return 12; }
    /// The next internal step and whether the last trial was rejected (no growth after one).
    CarriedState saveState() const override { return {{}, {m_h, m_rejected ? 1.0 : 0.0}}; }
    void loadState(const CarriedState& state) override {
        m_h = state.scalars.size() == 2 ? state.scalars[0] : 0.0;
        m_rejected = state.scalars.size() == 2 && state.scalars[1] != 0.0;
    }

    /// Fixed step: one step of the eighth-order formula per frame step, no error control.
    void setFixedStep(bool fixed) { m_fixed = fixed; }

    /// The embedded error estimates of the last trial step, max over the components of
    /// (x, v): `fifth` = h·|Σ (bᵢ − b̂ᵢ)·kᵢ| (local error of the fifth-order solution,
    /// O(h⁶)), `third` = h·|Σ (bᵢ − b̃ᵢ)·kᵢ| (of the third-order one, O(h⁴)); m, m/s.
    struct Estimate {
        double fifth = 0.0;
        double third = 0.0;
    };
    Estimate lastEstimate() const { return m_estimate; }

private:
    struct Stages;

    void startFrame(StepContext& ctx);
    void saveStart(const System& s);
    void restoreStart(System& s) const;
    double trialStep(StepContext& ctx, double t, double h);
    void evaluateStage(StepContext& ctx, int stage, double t);
    double errorNorm(const System& s, double h);
    void acceptStep(StepContext& ctx, double t, double h, bool evaluateEnd, StepWork& work);

    double m_h = 0.0; ///< last proposed internal step, 0 = start with dt
    bool m_fixed = false;
    bool m_rejected = false; ///< the last trial was rejected: the next one may not grow
    Estimate m_estimate;
    std::unique_ptr<Stages> m_s;
};

} // namespace clothlab::core
