#include "core/coursework/assignment.h"

#include <cmath>
#include <cstdio>

namespace clothlab::core::coursework {

namespace {

constexpr std::array<std::string_view, kAllTaskKinds.size()> kTaskKindIds{"run",
                                                                          "stability-limit",
                                                                          "convergence-order",
                                                                          "error-comparison",
                                                                          "stiffness-sweep",
                                                                          "measure",
                                                                          "numeric",
                                                                          "text"};

constexpr std::array<std::string_view, kAllMeasuredQuantities.size()> kQuantityIds{
    "energy-ratio", "energy-balance", "mean-strain", "max-strain"};

/// Whether `inner` lies inside `outer` or is it: `outer` followed by nothing, '.' or '['.
bool within(std::string_view inner, std::string_view outer) {
    if (inner.size() < outer.size() || inner.substr(0, outer.size()) != outer) {
        return false;
    }
    return inner.size() == outer.size() || inner[outer.size()] == '.' || inner[outer.size()] == '[';
}

} // namespace

const std::string& LocalizedText::in(std::string_view language) const {
    static const std::string none;
    if (const auto it = texts.find(std::string(language)); it != texts.end()) {
        return it->second;
    }
    const auto english = texts.find("en");
    return english == texts.end() ? none : english->second;
}

std::string_view taskKindId(TaskKind kind) {
    return kTaskKindIds[static_cast<std::size_t>(kind)];
}

std::optional<TaskKind> taskKindFromId(std::string_view id) {
    for (TaskKind kind : kAllTaskKinds) {
        if (taskKindId(kind) == id) {
            return kind;
        }
    }
    return std::nullopt;
}

std::string_view measuredQuantityId(MeasuredQuantity quantity) {
    return kQuantityIds[static_cast<std::size_t>(quantity)];
}

std::optional<MeasuredQuantity> measuredQuantityFromId(std::string_view id) {
    for (MeasuredQuantity quantity : kAllMeasuredQuantities) {
        if (measuredQuantityId(quantity) == id) {
            return quantity;
        }
    }
    return std::nullopt;
}

bool isStrain(MeasuredQuantity quantity) {
    return quantity == MeasuredQuantity::MeanStrain || quantity == MeasuredQuantity::MaxStrain;
}

bool isComputed(TaskKind kind) {
    return kind != TaskKind::Numeric && kind != TaskKind::Text;
}

bool withinTolerance(const TaskValue& value, const TaskValue& target, const Expected& expected) {
    const double* number = std::get_if<double>(&value);
    const double* goal = std::get_if<double>(&target);
    if (number == nullptr || goal == nullptr) {
        return value == target;
    }
    if (!std::isfinite(*number)) {
        return false;
    }
    const double allowed =
        expected.relative ? expected.tolerance * std::abs(*goal) : expected.tolerance;
    return std::abs(*number - *goal) <= allowed;
}

std::optional<std::string> lockedPathTouched(const std::vector<std::string>& locked,
                                             std::string_view path) {
    for (const std::string& lock : locked) {
        if (within(path, lock) || within(lock, path)) {
            return lock;
        }
    }
    return std::nullopt;
}

std::string contentHash(std::string_view text) {
    std::uint64_t hash = 0xcbf29ce484222325ULL; // FNV-1a, 64 bit
    for (const char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001b3ULL;
    }
    char digits[17];
    std::snprintf(digits, sizeof digits, "%016llx", static_cast<unsigned long long>(hash));
    return digits;
}

std::string answerUnit(const Task& task) {
    switch (task.kind) {
    case TaskKind::StabilityLimit:
        return "s";
    case TaskKind::Numeric:
        return task.unit == "1" ? std::string() : task.unit;
    default:
        return {};
    }
}

bool studentsMayRun(const Assignment& assignment, const Task& task) {
    if (task.kind == TaskKind::Run) {
        return true; // the run is the student's work, not an answer handed out
    }
    return isComputed(task.kind) && task.studentsMayRun.value_or(assignment.studentsMayRunTasks);
}

bool answerFilledIn(const Assignment& assignment, const Task& task) {
    return studentsMayRun(assignment, task) && task.fillAnswer.value_or(assignment.fillAnswers);
}

} // namespace clothlab::core::coursework
