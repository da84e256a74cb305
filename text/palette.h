// The one palette of ClothLab: run colours, plot series and paper figures all draw from it.
// Plain 0xRRGGBB values, so that the text library needs no Qt Gui; QColor::fromRgb() takes them.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace clothlab::text::palette {

/// Okabe & Ito (2008), "Color Universal Design", told apart by every kind of colour vision.
inline constexpr std::uint32_t kBlue = 0x0072B2;
inline constexpr std::uint32_t kVermilion = 0xD55E00;
inline constexpr std::uint32_t kGreen = 0x009E73;
inline constexpr std::uint32_t kPurple = 0xCC79A7;
inline constexpr std::uint32_t kOrange = 0xE69F00;
inline constexpr std::uint32_t kSky = 0x56B4E9;
inline constexpr std::uint32_t kBlack = 0x000000;
inline constexpr std::uint32_t kYellow = 0xF0E442;
/// A neutral grey for guides and derived quantities.
inline constexpr std::uint32_t kGrey = 0x999999;

/// The cycle series and runs take in order: Okabe–Ito, then the colours of Paul Tol's "muted"
/// scheme that differ from them, fourteen before any repeats. Yellow, the weakest on white,
/// comes last.
inline constexpr std::array<std::uint32_t, 14> kCycle = {
    kBlue,    kVermilion, kGreen,   kPurple,  kOrange,  kSky,     kBlack,
    0x332288, 0x882255,   0x44AA99, 0x999933, 0xCC6677, 0x88CCEE, kYellow};

/// Colour k of the cycle (k ≥ 0; it repeats after kCycle.size()).
constexpr std::uint32_t cycle(std::size_t k) {
    return kCycle[k % kCycle.size()];
}

} // namespace clothlab::text::palette
