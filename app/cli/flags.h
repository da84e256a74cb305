// The flag toolkit of clothlab-cli (DESIGN §6): exit statuses, the two errors a command
// throws, and the rules a subcommand builds its flags from. Pure C++: no Qt.
#pragma once

#include "core/scene/integrator_spec.h"
#include "core/scene/scene_io.h"

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace clothlab::app::cli {

/// Exit statuses of DESIGN §6 (1 is left for unexpected internal errors).
inline constexpr int kExitOk = 0;
inline constexpr int kExitInternalError = 1;
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitBlewUp = 3;

/// Bad input on the command line or in a file it names. what() names the flag, file or
/// value and the reason, without the "clothlab-cli: " prefix.
class InputError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// A run whose blow-up ends the whole command (an analysis' reference run): exit status 3.
/// what() gives the run, the time and the cause as far as known.
class BlowUpError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

using core::IntegratorSpec;
using core::ParameterValues;

/// The scene a command works on: a path or "preset:NAME", and its --set overrides.
struct SceneArgs {
    std::string source;
    std::vector<core::SceneOverride> overrides;
};

/// `"text"`, as messages quote what the user typed.
std::string inQuotes(std::string_view text);

bool isHelpFlag(std::string_view arg);

/// Walks the arguments of one subcommand: flags with values and positional arguments.
class ArgumentCursor {
public:
    ArgumentCursor(const std::vector<std::string>& args, std::size_t first)
        : m_args(args), m_next(first) {}

    bool atEnd() const { return m_next >= m_args.size(); }
    std::string_view take() { return m_args[m_next++]; }

private:
    const std::vector<std::string>& m_args;
    std::size_t m_next;
};

/// One flag a subcommand accepts and what its value does.
struct FlagRule {
    std::string_view name;
    std::function<void(std::string_view flag, std::string_view value)> handle;
};
using FlagRules = std::vector<FlagRule>;

/// Stores `value` in `slot`; a second time is an error naming `flag`.
template <typename T> void setOnce(std::optional<T>& slot, std::string_view flag, T value) {
    if (slot) {
        throw InputError(std::string(flag) + ": given more than once");
    }
    slot = std::move(value);
}

/// A positive number, once.
FlagRule numberFlag(std::string_view name, std::optional<double>& slot);
/// A positive integer, once.
FlagRule integerFlag(std::string_view name, std::optional<long>& slot);
/// A file name (not empty), once.
FlagRule fileFlag(std::string_view name, std::string& slot);
/// A text, once; `allowed` (when not empty) lists the values accepted.
FlagRule choiceFlag(std::string_view name, std::optional<std::string>& slot,
                    std::vector<std::string_view> allowed = {});
/// A comma-separated list, once; `add` takes each item.
FlagRule listFlag(std::string_view name, bool& given,
                  std::function<void(std::string_view flag, std::string_view item)> add);
/// --set KEY=VALUE, repeatable: a scene override.
FlagRule setFlag(SceneArgs& scene);
/// --figure FILE.(pdf|svg|png), repeatable.
FlagRule figureFlag(std::vector<std::string>& files);
/// --language en|ja|zh_CN|zh_TW, once.
FlagRule languageFlag(std::optional<std::string>& language);

/// Walks the arguments of subcommand `sub`: positional arguments (each given to
/// `positional`, which may refuse it by returning false) and the flags of `rules`.
void parseArguments(ArgumentCursor& cursor, std::string_view sub,
                    const std::function<bool(std::string_view)>& positional,
                    const FlagRules& rules);

/// The same with at most one positional argument, stored in `positional` when that is not
/// null.
void parseArguments(ArgumentCursor& cursor, std::string_view sub, std::string* positional,
                    const FlagRules& rules);

/// Throws InputError when no SCENE was given.
void requireScene(std::string_view sub, const SceneArgs& scene);

/// "KEY=VALUE" split at the first '='; errors name the flag and the text.
std::pair<std::string, std::string> keyValue(std::string_view flag, std::string_view text);

/// `text` split at every `separator` (empty items kept).
std::vector<std::string_view> splitList(std::string_view text, char separator);

/// A finite number written in full; errors name `flag`.
double parseNumber(std::string_view flag, std::string_view text);

/// A finite number > 0 written in full (no trailing characters); `flag` names it in the
/// error, e.g. `--dt: expected a positive number, got "abc"`.
double parsePositiveNumber(std::string_view flag, std::string_view text);

/// An integer > 0 written in full; errors name `flag` like parsePositiveNumber().
long parsePositiveInteger(std::string_view flag, std::string_view text);

/// `ID[:PARAM=VALUE]…[@DT]` (core::parseIntegratorSpec); errors name `flag` and the text.
IntegratorSpec parseIntegratorSpec(std::string_view flag, std::string_view text);

/// --threads N as a thread count: 0 (one per hardware thread) when not given, at most 1024.
int threadCount(const std::optional<long>& threads);

} // namespace clothlab::app::cli
