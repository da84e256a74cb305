#include "core/coursework/answer_check.h"

#include "core/coursework/grader.h"
#include "core/coursework/submission.h"

#include <charconv>
#include <cmath>
#include <string>

namespace clothlab::core::coursework {

namespace {

constexpr std::array<std::string_view, 9> kStatusIds{"ok",       "wrong",     "tampered",
                                                     "mismatch", "missing",   "bad-file",
                                                     "manual",   "duplicate", "too-costly"};
constexpr std::array<std::string_view, 3> kSourceIds{"typed", "analysis", "task-run"};

AnswerCheck verdict(GradeStatus status, Message reason) {
    return {status, std::move(reason), 0.0};
}

std::string idList(const std::vector<IntegratorChoice>& choices) {
    std::string list;
    for (const IntegratorChoice& choice : choices) {
        list += (list.empty() ? "" : ", ") + choice.id;
    }
    return list;
}

std::string numberList(const std::vector<double>& values) {
    std::string list;
    for (const double value : values) {
        list += (list.empty() ? "" : ", ") + valueText(value);
    }
    return list;
}

/// Input methods of Japanese and Chinese write full-width digits and signs: their ASCII.
std::string asciiDigits(std::string_view text) {
    std::string ascii;
    for (std::size_t k = 0; k < text.size(); ++k) {
        const auto byte = [&](std::size_t at) {
            return at < text.size() ? static_cast<unsigned char>(text[at]) : 0U;
        };
        // U+FF01…U+FF5E (EF BC 81 … EF BD 9E) are ASCII 0x21…0x7E shifted by 0xFEE0.
        if (byte(k) == 0xEF && (byte(k + 1) == 0xBC || byte(k + 1) == 0xBD) &&
            byte(k + 2) >= 0x80 && byte(k + 2) <= 0xBF) {
            const unsigned code = ((byte(k + 1) & 0x3FU) << 6U) | (byte(k + 2) & 0x3FU);
            const unsigned full = 0xF000U | code;
            if (full >= 0xFF01U && full <= 0xFF5EU) {
                ascii += static_cast<char>(full - 0xFEE0U);
                k += 2;
                continue;
            }
        }
        if (byte(k) == 0xE2 && byte(k + 1) == 0x88 && byte(k + 2) == 0x92) { // U+2212 minus
            ascii += '-';
            k += 2;
            continue;
        }
        ascii += text[k];
    }
    return ascii;
}

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(" \t\r\n");
    return text.substr(first, last - first + 1);
}

} // namespace

std::string_view gradeStatusId(GradeStatus status) {
    return kStatusIds[static_cast<std::size_t>(status)];
}

std::string_view answerSourceId(AnswerSource source) {
    return kSourceIds[static_cast<std::size_t>(source)];
}

std::optional<AnswerSource> answerSourceFromId(std::string_view id) {
    for (const AnswerSource source : kAllAnswerSources) {
        if (answerSourceId(source) == id) {
            return source;
        }
    }
    return std::nullopt;
}

bool takesNumber(TaskKind kind) {
    return kind != TaskKind::Run && kind != TaskKind::ErrorComparison && kind != TaskKind::Text;
}

Message settingsDifference(const Task& task, const TaskRun& run) {
    const TaskSettings& want = task.settings;
    const TaskSettings& have = run.settings;
    if (run.kind != task.kind) {
        return msg(
            CLOTHLAB_TR_NOOP("CoreMessage", "the run is of kind \"%1\", the task of kind \"%2\""),
            taskKindId(run.kind), taskKindId(task.kind));
    }
    if (idList(have.integrators) != idList(want.integrators)) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage", "the run used %1, the task asks for %2"),
                   idList(have.integrators), idList(want.integrators));
    }
    if (have.duration != want.duration) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage", "the run lasted %1 s, the task asks for %2 s"),
                   valueText(have.duration), valueText(want.duration));
    }
    const bool usesDt = task.kind != TaskKind::ConvergenceOrder;
    for (std::size_t k = 0; usesDt && k < want.integrators.size(); ++k) {
        if (have.integrators[k].dt != want.integrators[k].dt) {
            return msg(
                CLOTHLAB_TR_NOOP("CoreMessage", "the run used dt = %1 s, the task asks for %2 s"),
                valueText(have.integrators[k].dt), valueText(want.integrators[k].dt));
        }
    }
    if (have.integrators != want.integrators) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                    "the run set other parameters of %1 than the task asks for"),
                   idList(want.integrators));
    }
    if (have.dts != want.dts) {
        return msg(
            CLOTHLAB_TR_NOOP("CoreMessage", "the run used the steps %1 s, the task asks for %2 s"),
            numberList(have.dts), numberList(want.dts));
    }
    if (have.reference != want.reference) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                    "the run used another reference solution than the task"));
    }
    if (have.bisection != want.bisection) {
        return msg(
            CLOTHLAB_TR_NOOP("CoreMessage", "the run bisected to %1 %, the task asks for %2 %"),
            valueText(have.bisection * 100.0), valueText(want.bisection * 100.0));
    }
    if (have.scales != want.scales || have.springKind != want.springKind) {
        return msg(
            CLOTHLAB_TR_NOOP("CoreMessage", "the run swept other stiffness factors than the task"));
    }
    if (have.quantity != want.quantity) {
        return msg(
            CLOTHLAB_TR_NOOP("CoreMessage", "the run measured another quantity than the task"));
    }
    return {};
}

std::optional<AnswerCheck> checkAnswerForm(const Task& task,
                                           const std::optional<TaskValue>& answer) {
    if (!answer) {
        return verdict(GradeStatus::Missing,
                       task.kind == TaskKind::Run
                           ? msg(CLOTHLAB_TR_NOOP("CoreMessage", "no run for this task"))
                           : msg(CLOTHLAB_TR_NOOP("CoreMessage", "no answer")));
    }
    if (task.kind == TaskKind::Text) {
        return AnswerCheck{GradeStatus::Manual, {}, std::nullopt};
    }
    if (takesNumber(task.kind) && !std::holds_alternative<double>(*answer)) {
        return verdict(GradeStatus::Wrong,
                       msg(CLOTHLAB_TR_NOOP("CoreMessage", "the answer \"%1\" is not a number"),
                           std::get<std::string>(*answer)));
    }
    return std::nullopt;
}

AnswerCheck checkAnswer(const Task& task, const std::optional<TaskValue>& answer,
                        const std::optional<TaskValue>& expected,
                        const std::optional<TaskValue>& recomputed, const TaskRun* behind) {
    if (std::optional<AnswerCheck> form = checkAnswerForm(task, answer)) {
        return *std::move(form);
    }
    Message reason;
    if (!expected || !withinTolerance(*answer, *expected, task.expected)) {
        reason = msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                      "the answer is outside the tolerance of the expected value"));
    } else if (recomputed && !withinTolerance(*answer, *recomputed, task.expected)) {
        reason = msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                      "the answer is not what the task's settings give on the "
                                      "student's scene"));
    } else {
        return {GradeStatus::Ok, {}, task.points};
    }
    if (behind != nullptr) {
        if (Message difference = settingsDifference(task, *behind); !difference.empty()) {
            reason = msg(CLOTHLAB_TR_NOOP("CoreMessage", "%1 (%2)"), reason, difference);
        }
    }
    return verdict(GradeStatus::Wrong, std::move(reason));
}

TaskValue typedAnswer(std::string_view text) {
    const std::string ascii = asciiDigits(trimmed(text));
    const std::string_view number = trimmed(ascii);
    double value = 0.0;
    const char* end = number.data() + number.size();
    const char* begin = number.data() + (number.starts_with('+') ? 1 : 0);
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    if (!number.empty() && begin != end && ec == std::errc() && ptr == end &&
        std::isfinite(value)) {
        return value;
    }
    return std::string(trimmed(text));
}

} // namespace clothlab::core::coursework
