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
    /// The last frame before the energy residual's final growth, found from the frames' residuals
    /// (see the definition in run_history.cpp); −1 when the residual did not grow at the end.
    int growthOnset() const;

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
    void addMarker(MarkerKind kind, int frame, double time);

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

/// Where a series' final growth starts. Walking back from the last value, the stretch goes on
/// while no value exceeds twice the smallest after it; with m the smallest value of the
/// stretch, the start is the stretch's last index whose value is at most 2·m. −1 when the last
/// value is below ten times the start's (no growth at the end) or the series is empty. For
/// |energy residual| of a blown-up run, this is the last sample before the unstable mode took
/// over: an oscillating residual's last near-zero before it, a flat one's last floor value.
int finalGrowthStart(const std::vector<double>& magnitudes);

} // namespace clothlab::core
