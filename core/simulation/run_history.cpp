#include "core/simulation/run_history.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <type_traits>
#include <unistd.h>

namespace clothlab::core {

std::string_view markerKindId(MarkerKind kind) {
    switch (kind) {
    case MarkerKind::ContactOnset:
        return "contact";
    case MarkerKind::ResidualThreshold:
        return "residual";
    case MarkerKind::GrowthOnset:
        return "growth";
    case MarkerKind::BlowUp:
        return "blow-up";
    }
    return "blow-up";
}

namespace {

// A frame is written as its fields in a fixed order, each plain value as its bytes and each
// array as its size followed by its values; the file is read back by this process only.
class Writer {
public:
    template <class T> void value(const T& v) {
        static_assert(std::is_trivially_copyable_v<T>);
        const auto* p = reinterpret_cast<const char*>(&v);
        m_bytes.append(p, sizeof(T));
    }
    template <class T> void vector(const std::vector<T>& v) {
        static_assert(std::is_trivially_copyable_v<T>);
        value(static_cast<std::uint64_t>(v.size()));
        m_bytes.append(reinterpret_cast<const char*>(v.data()), v.size() * sizeof(T));
    }
    template <int Rows> void matrix(const Eigen::Matrix<double, Rows, Eigen::Dynamic>& m) {
        value(static_cast<std::uint64_t>(m.cols()));
        m_bytes.append(reinterpret_cast<const char*>(m.data()),
                       static_cast<std::size_t>(m.size()) * sizeof(double));
    }
    std::string take() { return std::move(m_bytes); }

private:
    std::string m_bytes;
};

class Reader {
public:
    Reader(std::string_view bytes, const std::string& where) : m_bytes(bytes), m_where(where) {}
    template <class T> T value() {
        T v;
        std::memcpy(&v, take(sizeof(T)), sizeof(T));
        return v;
    }
    template <class T> std::vector<T> vector() {
        const auto n = count(sizeof(T));
        std::vector<T> v(n);
        if (n > 0) {
            std::memcpy(v.data(), take(n * sizeof(T)), n * sizeof(T));
        }
        return v;
    }
    template <int Rows> Eigen::Matrix<double, Rows, Eigen::Dynamic> matrix() {
        const auto cols = count(Rows * sizeof(double));
        Eigen::Matrix<double, Rows, Eigen::Dynamic> m(Rows, static_cast<Eigen::Index>(cols));
        if (cols > 0) {
            std::memcpy(m.data(), take(cols * Rows * sizeof(double)), cols * Rows * sizeof(double));
        }
        return m;
    }
    [[noreturn]] void damaged() const {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "the run history in %1 is damaged; the run's "
                                                "timeline cannot show this moment"),
                m_where));
    }

private:
    std::size_t count(std::size_t itemBytes) {
        const auto n = value<std::uint64_t>();
        if (n > (m_bytes.size() - m_at) / itemBytes) {
            damaged();
        }
        return static_cast<std::size_t>(n);
    }
    const char* take(std::size_t n) {
        if (n > m_bytes.size() - m_at) {
            damaged();
        }
        const char* p = m_bytes.data() + m_at;
        m_at += n;
        return p;
    }
    std::string_view m_bytes;
    std::string m_where;
    std::size_t m_at = 0;
};

constexpr std::uint32_t kFrameTag = 0x434c4846; // "FHLC"

std::string serialise(const SimulationCheckpoint& c, const CarriedState& extra) {
    static_assert(std::is_trivially_copyable_v<EnergyRecord>);
    static_assert(std::is_trivially_copyable_v<BlowUp>);
    static_assert(std::is_trivially_copyable_v<ClothContact::Candidate>);
    static_assert(std::is_trivially_copyable_v<ContactPair>);
    Writer w;
    w.value(kFrameTag);
    w.matrix(c.positions);
    w.matrix(c.velocities);
    w.matrix(c.angularVelocities);
    w.matrix(c.orientations);
    w.value(c.time);
    w.value(c.steps);
    w.value(c.dt);
    w.value(c.timeOrigin);
    w.value(c.stepOrigin);
    w.value(c.energy);
    w.value(static_cast<std::uint8_t>(c.blowUp.has_value()));
    w.value(c.blowUp.value_or(BlowUp{}));
    for (const CarriedState* carried : {&c.integrator, &extra}) {
        w.value(static_cast<std::uint64_t>(carried->arrays.size()));
        for (const Eigen::Matrix3Xd& a : carried->arrays) {
            w.matrix(a);
        }
        w.vector(carried->scalars);
    }
    w.value(static_cast<std::uint8_t>(c.clothContact != nullptr));
    if (const ClothContact::ListState* l = c.clothContact.get()) {
        w.vector(l->candidates);
        w.vector(l->clearance);
        w.matrix(l->listX);
        for (int k = 0; k < 3; ++k) {
            w.value(l->shift[k]);
        }
        for (const std::vector<double>* v : {&l->skin, &l->drift, &l->startDrift, &l->reach}) {
            w.vector(*v);
        }
        w.value(l->maxReach);
        w.value(l->inverseCell);
        w.value(l->listBuilds);
        w.vector(l->contacts);
    }
    return w.take();
}

void deserialise(std::string_view bytes, const std::string& where, HistoryFrame& out) {
    Reader r(bytes, where);
    if (r.value<std::uint32_t>() != kFrameTag) {
        r.damaged();
    }
    SimulationCheckpoint& c = out.state;
    c.positions = r.matrix<3>();
    c.velocities = r.matrix<3>();
    c.angularVelocities = r.matrix<3>();
    c.orientations = r.matrix<4>();
    c.time = r.value<double>();
    c.steps = r.value<long>();
    c.dt = r.value<double>();
    c.timeOrigin = r.value<double>();
    c.stepOrigin = r.value<long>();
    c.energy = r.value<EnergyRecord>();
    const bool blownUp = r.value<std::uint8_t>() != 0;
    const auto blowUp = r.value<BlowUp>();
    c.blowUp = blownUp ? std::optional<BlowUp>(blowUp) : std::nullopt;
    for (CarriedState* carried : {&c.integrator, &out.extra}) {
        const auto arrays = r.value<std::uint64_t>();
        carried->arrays.clear();
        for (std::uint64_t k = 0; k < arrays; ++k) {
            carried->arrays.push_back(r.matrix<3>());
        }
        carried->scalars = r.vector<double>();
    }
    c.clothContact.reset();
    if (r.value<std::uint8_t>() != 0) {
        auto l = std::make_shared<ClothContact::ListState>();
        l->candidates = r.vector<ClothContact::Candidate>();
        l->clearance = r.vector<double>();
        l->listX = r.matrix<3>();
        for (int k = 0; k < 3; ++k) {
            l->shift[k] = r.value<double>();
        }
        for (std::vector<double>* v : {&l->skin, &l->drift, &l->startDrift, &l->reach}) {
            *v = r.vector<double>();
        }
        l->maxReach = r.value<double>();
        l->inverseCell = r.value<double>();
        l->listBuilds = r.value<long>();
        l->contacts = r.vector<ContactPair>();
        c.clothContact = std::move(l);
    }
}

std::string newSpillPath(const std::string& folder) {
    static std::atomic<unsigned> counter{0};
    const auto name = "clothlab-history-" + std::to_string(::getpid()) + "-" +
                      std::to_string(counter.fetch_add(1)) + ".frames";
    return (std::filesystem::path(folder) / name).string();
}

} // namespace

void RunHistory::FileCloser::operator()(std::FILE* f) const {
    std::fclose(f);
}

RunHistory::RunHistory(HistoryOptions options) : m_options(std::move(options)) {
    if (!(m_options.interval > 0.0) || !std::isfinite(m_options.interval)) {
        throw MessageError(msg(CLOTHLAB_TR_NOOP(
            "CoreMessage", "the timeline's frame interval must be a positive number of seconds")));
    }
}

RunHistory::~RunHistory() {
    if (m_spill) {
        m_spill.reset();
        std::error_code ignored;
        std::filesystem::remove(m_spillPath, ignored);
    }
}

bool RunHistory::record(const Simulation& simulation, int sample, double sampleTime,
                        const CarriedState& extra) {
    if (!takesFrameAt(sampleTime)) {
        return false;
    }
    if (m_entries.empty()) {
        m_energyScale = simulation.energyBoundScale() > 0.0 ? simulation.energyBoundScale() : 1.0;
    }
    Entry entry;
    entry.info = {sample, sampleTime, simulation.stepCount(), simulation.energy().residual(),
                  simulation.lastContacts()};
    entry.bytes = serialise(simulation.checkpoint(), extra);
    entry.length = entry.bytes.size();
    m_memoryBytes += entry.bytes.size();
    const int index = frameCount();
    const bool contactBefore = !m_entries.empty() && m_entries.back().info.contacts > 0;
    m_entries.push_back(std::move(entry));
    const FrameInfo& info = m_entries.back().info;
    if (info.contacts > 0 && !contactBefore) {
        addMarker(MarkerKind::ContactOnset, index, info.time);
    }
    if (!m_residualMarked &&
        std::abs(info.residual) > m_options.residualThreshold * m_energyScale) {
        m_residualMarked = true;
        addMarker(MarkerKind::ResidualThreshold, index, info.time);
    }
    keepWithinBudget();
    return true;
}

void RunHistory::recordBlowUp(const BlowUp& blowUp) {
    if (m_entries.empty()) {
        return;
    }
    addMarker(MarkerKind::BlowUp, frameCount() - 1, blowUp.time);
    if (const FinalGrowth growth = residualGrowth(); growth.start >= 0) {
        addMarker(MarkerKind::GrowthOnset, growth.start, info(growth.start).time, growth.rate);
    }
}

void RunHistory::addMarker(MarkerKind kind, int frame, double time, double rate) {
    const HistoryMarker marker{kind, frame, time, rate};
    if (std::find(m_markers.begin(), m_markers.end(), marker) == m_markers.end()) {
        m_markers.push_back(marker);
    }
}

// Oldest first, every frame but the newest leaves memory while over the budget.
void RunHistory::keepWithinBudget() {
    while (m_memoryBytes > m_options.memoryBudget && m_firstInMemory + 1 < frameCount()) {
        Entry& oldest = m_entries[static_cast<std::size_t>(m_firstInMemory)];
        if (!m_options.spillFolder.empty()) {
            spill(oldest);
        } else {
            m_firstKept = m_firstInMemory + 1;
        }
        m_memoryBytes -= oldest.bytes.size();
        std::string().swap(oldest.bytes);
        ++m_firstInMemory;
    }
}

void RunHistory::spill(Entry& entry) {
    auto cannotWrite = [this] {
        return MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "cannot write the run history to %1: %2"),
                m_spillPath, std::string(std::strerror(errno))));
    };
    if (!m_spill) {
        std::error_code ignored;
        std::filesystem::create_directories(m_options.spillFolder, ignored);
        m_spillPath = newSpillPath(m_options.spillFolder);
        m_spill.reset(std::fopen(m_spillPath.c_str(), "w+bx")); // never an existing file
        if (!m_spill) {
            throw cannotWrite();
        }
    }
    if (std::fseek(m_spill.get(), static_cast<long>(m_spillEnd), SEEK_SET) != 0 ||
        std::fwrite(entry.bytes.data(), 1, entry.bytes.size(), m_spill.get()) !=
            entry.bytes.size()) {
        throw cannotWrite();
    }
    entry.offset = m_spillEnd;
    m_spillEnd += static_cast<long long>(entry.bytes.size());
    ++m_spilled;
}

const FrameInfo& RunHistory::info(int frame) const {
    return m_entries.at(static_cast<std::size_t>(frame)).info;
}

HistoryFrame RunHistory::frame(int index) const {
    if (index < m_firstKept || index >= frameCount()) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "frame %1 of the run's timeline is not kept; "
                                                "the timeline holds frames %2 to %3"),
                index, m_firstKept, frameCount() - 1));
    }
    const Entry& entry = m_entries[static_cast<std::size_t>(index)];
    HistoryFrame out;
    out.info = entry.info;
    if (!entry.bytes.empty()) {
        deserialise(entry.bytes, "memory", out);
        return out;
    }
    std::string bytes(entry.length, '\0');
    std::FILE* f = m_spill.get();
    if (!f || std::fflush(f) != 0 ||
        std::fseek(f, static_cast<long>(entry.offset), SEEK_SET) != 0 ||
        std::fread(bytes.data(), 1, bytes.size(), f) != bytes.size()) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "cannot read the run history back from %1"),
                m_spillPath));
    }
    deserialise(bytes, m_spillPath, out);
    return out;
}

int RunHistory::frameAt(double time) const {
    if (m_firstKept >= frameCount()) {
        return -1;
    }
    const auto begin = m_entries.begin() + m_firstKept;
    const auto it = std::upper_bound(begin, m_entries.end(), time,
                                     [](double t, const Entry& e) { return t < e.info.time; });
    return it == begin ? m_firstKept : static_cast<int>(it - m_entries.begin()) - 1;
}

void RunHistory::truncate(int frames) {
    frames = std::clamp(frames, 0, frameCount());
    for (int k = frames; k < frameCount(); ++k) {
        m_memoryBytes -= m_entries[static_cast<std::size_t>(k)].bytes.size();
        if (m_entries[static_cast<std::size_t>(k)].offset >= 0) {
            --m_spilled;
        }
    }
    if (frames < frameCount() && m_entries[static_cast<std::size_t>(frames)].offset >= 0) {
        // Later frames are written over the dropped ones.
        m_spillEnd = m_entries[static_cast<std::size_t>(frames)].offset;
    }
    m_entries.resize(static_cast<std::size_t>(frames));
    m_firstInMemory = std::min(m_firstInMemory, frames);
    m_firstKept = std::min(m_firstKept, frames);
    std::erase_if(m_markers, [frames](const HistoryMarker& m) {
        return m.frame >= frames || m.kind == MarkerKind::BlowUp ||
               m.kind == MarkerKind::GrowthOnset;
    });
    m_residualMarked = std::any_of(m_markers.begin(), m_markers.end(), [](const HistoryMarker& m) {
        return m.kind == MarkerKind::ResidualThreshold;
    });
}

FinalGrowth RunHistory::residualGrowth() const {
    std::vector<double> times, magnitudes;
    times.reserve(m_entries.size());
    magnitudes.reserve(m_entries.size());
    for (const Entry& e : m_entries) {
        times.push_back(e.info.time);
        magnitudes.push_back(std::abs(e.info.residual));
    }
    return finalGrowth(times, magnitudes);
}

FinalGrowth finalGrowth(const std::vector<double>& times, const std::vector<double>& magnitudes) {
    const auto n = static_cast<int>(std::min(times.size(), magnitudes.size()));
    if (n < 4) {
        return {};
    }
    auto at = [&](int k) { return magnitudes[static_cast<std::size_t>(k)]; };
    auto t = [&](int k) { return times[static_cast<std::size_t>(k)]; };
    const int last = n - 1;
    if (!(at(last) > 0.0) || !std::isfinite(at(last))) {
        return {};
    }
    int first = last; // the fit's stretch: the last values within a decade of the last one
    while (first > 0 && at(first - 1) >= 0.1 * at(last) && std::isfinite(at(first - 1))) {
        --first;
    }
    first = std::min(first, last - 3);
    double st = 0.0, sl = 0.0, stt = 0.0, stl = 0.0, count = 0.0;
    for (int k = first; k <= last; ++k) {
        if (at(k) > 0.0) {
            const double l = std::log(at(k));
            st += t(k);
            sl += l;
            stt += t(k) * t(k);
            stl += t(k) * l;
            count += 1.0;
        }
    }
    const double denominator = count * stt - st * st;
    if (count < 2.0 || !(denominator > 0.0)) {
        return {};
    }
    const double rate = (count * stl - st * sl) / denominator;
    const double intercept = (sl - rate * st) / count;
    if (!(rate > 0.0)) {
        return {};
    }
    auto explained = [&](int k) {
        const double model = std::exp(intercept + rate * t(k));
        return at(k) >= 0.5 * model && at(k) <= 2.0 * model;
    };
    int start = last;
    while (start > 0 && explained(start - 1)) {
        --start;
    }
    if (!(at(last) >= 10.0 * at(start))) {
        return {};
    }
    return {start, rate};
}

} // namespace clothlab::core
