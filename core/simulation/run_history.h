// The history of a run: its whole state at regular sample times, each frame a checkpoint the
// run can be put back to and step on from bit for bit as it did the first time, kept in
// memory up to a budget and past it in a spill file; and markers for the moments a reader
// wants to find again (contact onset, the energy residual crossing a threshold, the start of
// the residual's final growth, the blow-up).
#pragma once

#include "core/simulation/simulation.h"

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace clothlab::core {

struct HistoryOptions {
    double interval = 1.0 / 60.0; ///< s of simulated time between frames, > 0
    /// Bytes of frames kept in memory; older frames go to the spill file.
    std::size_t memoryBudget = std::size_t{256} << 20;
    /// Folder of the spill file (a new file of its own, removed with the history). Empty: the
    /// oldest frames past the budget are dropped instead.
    std::string spillFolder;
    /// |energy residual| / the scene's energy scale (Simulation::energyBoundScale()) at which
    /// the residual marker is set.
    double residualThreshold = 0.01;
};

enum class MarkerKind : std::uint8_t {
    ContactOnset,      ///< the first frame after one without contacts that has some
    ResidualThreshold, ///< the first frame whose residual is past the threshold
    GrowthOnset,       ///< the last frame before the residual's final growth (growthOnset())
    BlowUp,            ///< the run blew up after this frame
};

std::string_view markerKindId(MarkerKind kind); ///< "contact", "residual", "growth", "blow-up"

struct HistoryMarker {
    MarkerKind kind = MarkerKind::BlowUp;
    int frame = 0;     ///< the frame it points at
    double time = 0.0; ///< s, when it happened (a blow-up's time is the failed step's end)
    double rate = 0.0; ///< GrowthOnset: g of the residual's growth ∝ e^(g·t), 1/s
    bool operator==(const HistoryMarker&) const = default;
};

/// One frame in brief, kept in memory for every frame.
struct FrameInfo {
    int sample = 0;        ///< the sample it was taken at (the owner's count)
    double time = 0.0;     ///< s, the sample time
    long steps = 0;        ///< the simulation's steps
    double residual = 0.0; ///< the energy residual, J
    int contacts = 0;      ///< contacts of the last collision stage
};

/// A whole frame: the simulation's checkpoint and what the owner stored beside it.
struct HistoryFrame {
    FrameInfo info;
    SimulationCheckpoint state;
    CarriedState extra;
};

/// The exponential growth a series ends in, and where it starts.
struct FinalGrowth {
    int start = -1;    ///< the first index the growth explains; −1 when the series does not grow
    double rate = 0.0; ///< g of |value| ∝ e^(g·t), 1/s
};

/// The series' final exponential growth: g is the least-squares slope of ln|value| against t
/// over the last values within a decade of the last one (at least the last four), and the
/// start is where, walking back from the end, the values stop lying within a factor of two of
/// that exponential (before it the residual is the run's own error, not the unstable mode's).
/// No growth (start −1) when g ≤ 0, the last value is not finite and positive, or it is below
/// ten times the value at the start. For |energy residual| of a blown-up run, the start is the
/// last sample before the unstable mode took over and g twice the mode's growth rate.
FinalGrowth finalGrowth(const std::vector<double>& times, const std::vector<double>& magnitudes);

class RunHistory {
public:
    /// Throws MessageError for an interval that is not a positive number.
    explicit RunHistory(HistoryOptions options = {});
    ~RunHistory();
    RunHistory(const RunHistory&) = delete;
    RunHistory& operator=(const RunHistory&) = delete;

    const HistoryOptions& options() const { return m_options; }

    /// Takes a frame of `simulation` at sample `sample` (time `sampleTime`) when that is the
    /// first sample or one interval (less a millionth) after the last frame; `extra` is stored
    /// with it. Returns whether it took one. Throws MessageError when the spill file cannot be
    /// written.
    bool record(const Simulation& simulation, int sample, double sampleTime,
                const CarriedState& extra = {});
    /// Whether record() takes a frame at `sampleTime`: the owner need not gather its extra
    /// state for the samples in between.
    bool takesFrameAt(double sampleTime) const {
        return m_entries.empty() ||
               sampleTime >= m_entries.back().info.time + m_options.interval * (1.0 - 1e-6);
    }
    /// The run blew up after the last frame: sets the blow-up marker and the growth onset's.
    void recordBlowUp(const BlowUp& blowUp);

    /// Frames taken so far (indices 0 … frameCount() − 1; the first firstFrame() were dropped).
    int frameCount() const { return static_cast<int>(m_entries.size()); }
    int firstFrame() const { return m_firstKept; }
    const FrameInfo& info(int frame) const;
    /// The whole frame, from memory or the spill file. Throws MessageError for a dropped frame
    /// or a spill file that cannot be read back, naming it.
    HistoryFrame frame(int frame) const;
    /// The last kept frame at or before `time` (the first kept one before it); −1 when empty.
    int frameAt(double time) const;
    /// Keeps frames [0, frames) and the markers among them (a run put back to frame frames − 1).
    void truncate(int frames);

    const std::vector<HistoryMarker>& markers() const { return m_markers; }
    /// The energy residual's final growth over the frames (finalGrowth()): its start is the last
    /// frame before the unstable mode took over, −1 when the residual did not grow at the end.
    FinalGrowth residualGrowth() const;
    int growthOnset() const { return residualGrowth().start; }

    std::size_t memoryBytes() const { return m_memoryBytes; }
    int spilledFrames() const { return m_spilled; }
    const std::string& spillPath() const { return m_spillPath; }

private:
    struct Entry {
        FrameInfo info;
        std::string bytes;        ///< the frame, serialised; empty once spilled or dropped
        long long offset = -1;    ///< in the spill file; −1 when not there
        std::uint64_t length = 0; ///< of the serialised frame
    };
    void keepWithinBudget();
    void spill(Entry& entry);
    void addMarker(MarkerKind kind, int frame, double time, double rate = 0.0);

    HistoryOptions m_options;
    std::vector<Entry> m_entries;
    std::vector<HistoryMarker> m_markers;
    std::size_t m_memoryBytes = 0;
    int m_firstKept = 0;     ///< frames before it were dropped
    int m_firstInMemory = 0; ///< frames before it are spilled (or dropped)
    int m_spilled = 0;
    double m_energyScale = 1.0;
    bool m_residualMarked = false;
    std::string m_spillPath;
    struct FileCloser {
        void operator()(std::FILE* f) const;
    };
    std::unique_ptr<std::FILE, FileCloser> m_spill;
    long long m_spillEnd = 0;
};

} // namespace clothlab::core
