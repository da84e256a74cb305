// External forces that do not come from springs: gravity, air drag relative to the wind,
// the wind model (constant, sinusoidal modulation, seeded gusts), velocity retention.
#pragma once

#include "core/base/types.h"

#include <cstdint>
#include <random>

namespace clothlab::core {

/// w(t) = w₀·(1 + amplitude·sin(ω₁t)·sin(ω₂t)) — R4's "(0.5·sin(t/70)·sin(t/25) + 1)·W"
/// with t in frames becomes amplitude 0.5, ω₁ = fps/70, ω₂ = fps/25 (rad/s).
struct WindModulation {
    double amplitude = 0.0; ///< dimensionless
    double omega1 = 0.0;    ///< rad/s
    double omega2 = 0.0;    ///< rad/s
    bool operator==(const WindModulation&) const = default;
};

/// Seeded random gusts (R5). Time is cut into intervals of `interval` seconds; interval n
/// carries a gust with probability `probability`, of speed strength·u (u uniform in [0,1))
/// along direction + spread·(random unit vector), normalised. A gust is a pure function of
/// (seed, n), so every integrator and every dt sees the same wind.
struct GustSettings {
    bool enabled = false;
    std::uint64_t seed = 1;
    double interval = 1.0 / 30.0; ///< s, > 0
    double probability = 0.1;     ///< [0, 1]
    double strength = 0.0;        ///< m/s, ≥ 0
    Vec3 direction{0.0, 0.0, 1.0};
    double spread = 0.5; ///< ≥ 0
    bool operator==(const GustSettings&) const = default;
};

/// R5's random wind (scene key air.random_wind): a force u·F on every free particle, with u
/// uniform in [0, 1) drawn anew at every evaluation. Time is cut into frames of `interval`
/// seconds; frame n draws from std::mt19937_64 seeded with seed ⊕ n·0x9E3779B97F4A7C15: first
/// whether the frame is windy (a draw below `probability`), then one u per evaluation, each
/// draw d converted as (d >> 11)·2⁻⁵³. A calm frame has u = 0. chebyshev draws one u per
/// gradient evaluation, as R5 does; every other integrator (and the energy bookkeeping) uses
/// the frame's first u for all its evaluations in that frame. A pure function of (seed,
/// frame, evaluation): every run replays it bit for bit.
struct RandomWindSettings {
    bool enabled = false;
    Vec3 force{0.0, 0.0, 0.0};    ///< F, N per particle
    std::uint64_t seed = 1;       ///< any value in [0, 2⁶³)
    double probability = 0.5;     ///< chance that a frame is windy, [0, 1]
    double interval = 1.0 / 30.0; ///< frame length, s, > 0
    bool operator==(const RandomWindSettings&) const = default;
};

/// The draws of one frame of a random wind, in order: next() gives u for the next
/// evaluation (0 on a calm frame or when the wind is off).
class RandomWindFrame {
public:
    RandomWindFrame(const RandomWindSettings& settings, double t);
    double next();
    /// The frame that contains time t (s); a time within 1e-9 of a frame start counts to it.
    static std::int64_t frameAt(const RandomWindSettings& settings, double t);

private:
    std::mt19937_64 m_engine;
    bool m_windy = false;
};

/// Everything that acts on particles besides springs and obstacles.
struct Environment {
    Vec3 gravity{0.0, -9.81, 0.0}; ///< m/s²
    double airDrag = 0.0;          ///< c_air, N·s/m per particle: f = c_air·(w(t) − v)
    Vec3 wind{0.0, 0.0, 0.0};      ///< w₀, m/s
    WindModulation modulation;
    GustSettings gusts;
    RandomWindSettings randomWind;
    /// Per-step factor on velocities (R1's resistance, R5's 0.99); 1 = none. Not a force:
    /// its effect depends on dt.
    double velocityRetention = 1.0;
    /// Scene key stage_order: false = "retain-collide" (ClothLab: retention, then the
    /// collision response, whose velocity change is not retained this step); true =
    /// "collide-retain" (R1, R5: the collision's velocity change is retained as well).
    bool retainAfterCollision = false;
    /// Scene key cloth_collision: triangles of different cloths collide with each other
    /// (core/contact/cloth_contact.h); each cloth's own layers only with its self_collision.
    bool clothCollision = false;

    /// Wind velocity at time t (s).
    Vec3 windAt(double t) const;
    /// The random wind's force per free particle at time t (N): the first u of t's frame
    /// times F (zero when off).
    Vec3 randomWindAt(double t) const;
    bool operator==(const Environment&) const = default;
};

/// The gust velocity (m/s) active at time t, zero where the interval has none.
Vec3 gustAt(const GustSettings& gusts, double t);

} // namespace clothlab::core
