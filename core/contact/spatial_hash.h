// A uniform spatial hash over axis-aligned boxes, for the broad phase of cloth contact
// (core/contact/cloth_contact.cpp). Internal to the core; its buffers are kept between builds so
// that stepping does not allocate.
#pragma once

#include "core/base/types.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <utility>
#include <vector>

namespace clothlab::core::spatial_hash {

// A box covering more cells than this (a particle shot across the scene in one step) is
// tested against every primitive instead of being spread over the hash.
inline constexpr long long kMaxCellsPerBox = 512;

// Cells are addressed by their integer coordinates packed into one 63-bit key (21 bits per
// axis, offset to be non-negative); coordinates beyond ±2²⁰ cells are clamped, which only
// puts far-away primitives into shared cells (more candidates, never fewer).
inline constexpr long long kCellOffset = 1LL << 20;

/// An axis-aligned box, m.
struct Box {
    Vec3 lo;
    Vec3 hi;
};

inline bool overlap(const Box& a, const Box& b) {
    return a.lo[0] <= b.hi[0] && b.lo[0] <= a.hi[0] && a.lo[1] <= b.hi[1] && b.lo[1] <= a.hi[1] &&
           a.lo[2] <= b.hi[2] && b.lo[2] <= a.hi[2];
}

struct CellRange {
    std::array<long long, 3> lo{};
    std::array<long long, 3> hi{};
    long long count() const {
        return (hi[0] - lo[0] + 1) * (hi[1] - lo[1] + 1) * (hi[2] - lo[2] + 1);
    }
};

inline long long cellCoordinate(double value, double inverseCell) {
    const double c = std::floor(value * inverseCell);
    return static_cast<long long>(std::clamp(c, double(-kCellOffset), double(kCellOffset - 1)));
}

inline CellRange cellsOf(const Box& box, double inverseCell) {
    CellRange range;
    for (int k = 0; k < 3; ++k) {
        range.lo[static_cast<std::size_t>(k)] = cellCoordinate(box.lo[k], inverseCell);
        range.hi[static_cast<std::size_t>(k)] = cellCoordinate(box.hi[k], inverseCell);
    }
    return range;
}

inline std::uint64_t cellKey(long long i, long long j, long long k) {
    return (static_cast<std::uint64_t>(i + kCellOffset) << 42) |
           (static_cast<std::uint64_t>(j + kCellOffset) << 21) |
           static_cast<std::uint64_t>(k + kCellOffset);
}

template <class F> void forEachCell(const CellRange& r, F&& f) {
    for (long long i = r.lo[0]; i <= r.hi[0]; ++i) {
        for (long long j = r.lo[1]; j <= r.hi[1]; ++j) {
            for (long long k = r.lo[2]; k <= r.hi[2]; ++k) {
                f(cellKey(i, j, k));
            }
        }
    }
}

// The hash: each covered cell's key is mixed into one of `buckets` (a power of two, about
// as many as the entries); the entries are filled bucket by bucket by a counting pass, so building
// is linear and a lookup is one bucket. Cells that share a bucket only add candidates, which
// the box test removes. Primitives whose box covers too many cells are kept apart in `big`.
struct SpatialHash {
    std::vector<int> start; ///< bucket → first entry; size buckets + 1
    std::vector<int> entries;
    std::vector<int> big;
    std::vector<CellRange> ranges;
    std::vector<int> fill;
    std::uint64_t mask = 0;

    static std::uint64_t mix(std::uint64_t key) {
        key ^= key >> 31; // a 64-bit finaliser (splitmix) spreads neighbouring cells
        key *= 0x7fb5d329728ea185ULL;
        key ^= key >> 27;
        key *= 0x81dadef4bc2dd44dULL;
        return key ^ (key >> 33);
    }

    void build(const std::vector<Box>& boxes, double inverseCell) {
        big.clear();
        ranges.resize(boxes.size());
        long long total = 0;
        for (std::size_t p = 0; p < boxes.size(); ++p) {
            ranges[p] = cellsOf(boxes[p], inverseCell);
            const long long count = ranges[p].count();
            total += count > kMaxCellsPerBox ? 0 : count;
        }
        std::uint64_t buckets = 64;
        while (buckets < static_cast<std::uint64_t>(total)) {
            buckets *= 2;
        }
        mask = buckets - 1;
        start.assign(static_cast<std::size_t>(buckets) + 1, 0);
        auto eachEntry = [&](auto&& f) {
            for (std::size_t p = 0; p < boxes.size(); ++p) {
                if (ranges[p].count() <= kMaxCellsPerBox) {
                    forEachCell(ranges[p], [&](std::uint64_t key) {
                        f(static_cast<std::size_t>(mix(key) & mask), static_cast<int>(p));
                    });
                }
            }
        };
        eachEntry([&](std::size_t bucket, int) { ++start[bucket + 1]; });
        std::partial_sum(start.begin(), start.end(), start.begin());
        entries.resize(static_cast<std::size_t>(total));
        fill.assign(start.begin(), start.end() - 1);
        eachEntry([&](std::size_t bucket, int p) {
            entries[static_cast<std::size_t>(fill[bucket]++)] = p;
        });
        for (std::size_t p = 0; p < boxes.size(); ++p) {
            if (ranges[p].count() > kMaxCellsPerBox) {
                big.push_back(static_cast<int>(p));
            }
        }
    }

    // Calls f(primitive) for every primitive sharing a bucket with a cell of `box` (or every
    // primitive when the box is too big), each once (`stamp` marks those seen by `queryId`),
    // passing over those for which skip(primitive) is true before looking at their stamp.
    template <class F, class Skip>
    void query(const Box& box, double inverseCell, int primitives, std::vector<int>& stamp,
               int queryId, F&& f, Skip&& skip) const {
        auto visit = [&](int p) {
            if (!skip(p) && stamp[static_cast<std::size_t>(p)] != queryId) {
                stamp[static_cast<std::size_t>(p)] = queryId;
                f(p);
            }
        };
        const CellRange r = cellsOf(box, inverseCell);
        if (r.count() > kMaxCellsPerBox) {
            for (int p = 0; p < primitives; ++p) {
                visit(p);
            }
            return;
        }
        forEachCell(r, [&](std::uint64_t key) {
            const auto bucket = static_cast<std::size_t>(mix(key) & mask);
            for (int e = start[bucket]; e < start[bucket + 1]; ++e) {
                visit(entries[static_cast<std::size_t>(e)]);
            }
        });
        for (int p : big) {
            visit(p);
        }
    }

    template <class F>
    void query(const Box& box, double inverseCell, int primitives, std::vector<int>& stamp,
               int queryId, F&& f) const {
        query(box, inverseCell, primitives, stamp, queryId, std::forward<F>(f),
              [](int) { return false; });
    }
};

} // namespace clothlab::core::spatial_hash
