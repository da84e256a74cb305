#include "core/forces/environment.h"

#include <cmath>

namespace clothlab::core {

namespace {

// SplitMix64 (Steele, Lea, Flood 2014): a counter-based generator, so gust n is a pure
// function of (seed, n) and identical for every dt, integrator and platform.
std::uint64_t splitMix64(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

double unitInterval(std::uint64_t bits) {
    return static_cast<double>(bits >> 11) * 0x1.0p-53;
}

} // namespace

Vec3 gustAt(const GustSettings& gusts, double t) {
    if (!gusts.enabled || !(gusts.interval > 0.0) || t < 0.0) {
        return Vec3::Zero();
    }
    const auto n = static_cast<std::uint64_t>(std::floor(t / gusts.interval));
    std::uint64_t state = splitMix64(gusts.seed ^ splitMix64(n));
    auto next = [&state] {
        state = splitMix64(state);
        return unitInterval(state);
    };
    if (next() >= gusts.probability) {
        return Vec3::Zero();
    }
    const double speed = gusts.strength * next();
    // Uniform direction on the sphere (Archimedes): z uniform in [−1, 1], azimuth uniform.
    const double z = 2.0 * next() - 1.0;
    const double phi = 2.0 * M_PI * next();
    const double r = std::sqrt(std::max(0.0, 1.0 - z * z));
    const Vec3 random(r * std::cos(phi), r * std::sin(phi), z);
    Vec3 direction = gusts.direction + gusts.spread * random;
    const double length = direction.norm();
    if (length == 0.0) {
        return Vec3::Zero();
    }
    return (speed / length) * direction;
}

std::int64_t RandomWindFrame::frameAt(const RandomWindSettings& settings, double t) {
    return static_cast<std::int64_t>(std::floor(t / settings.interval + 1e-9));
}

RandomWindFrame::RandomWindFrame(const RandomWindSettings& settings, double t) {
    if (!settings.enabled || !(settings.interval > 0.0) || !std::isfinite(t)) {
        return;
    }
    const auto frame = static_cast<std::uint64_t>(frameAt(settings, t));
    m_engine.seed(settings.seed ^ (frame * 0x9E3779B97F4A7C15ULL));
    m_windy = unitInterval(m_engine()) < settings.probability;
}

double RandomWindFrame::next() {
    return m_windy ? unitInterval(m_engine()) : 0.0;
}

Vec3 Environment::randomWindAt(double t) const {
    if (!randomWind.enabled) {
        return Vec3::Zero();
    }
    return RandomWindFrame(randomWind, t).next() * randomWind.force;
}

Vec3 Environment::windAt(double t) const {
    const double factor = 1.0 + modulation.amplitude * std::sin(modulation.omega1 * t) *
                                    std::sin(modulation.omega2 * t);
    return factor * wind + gustAt(gusts, t);
}

} // namespace clothlab::core
