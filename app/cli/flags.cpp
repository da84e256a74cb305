#include "app/cli/flags.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <system_error>

namespace clothlab::app::cli {

namespace {

/// Splits "--flag=value" into its parts; a bare "--flag" has no value.
struct FlagToken {
    std::string_view name;
    std::optional<std::string_view> value;
};

FlagToken splitFlag(std::string_view arg) {
    const auto eq = arg.find('=');
    if (eq == std::string_view::npos) {
        return {arg, std::nullopt};
    }
    return {arg.substr(0, eq), arg.substr(eq + 1)};
}

bool isFlag(std::string_view arg) {
    return arg.size() > 2 && arg.substr(0, 2) == "--";
}

/// The value of a flag: after '=' or the next argument.
std::string_view valueOf(ArgumentCursor& cursor, const FlagToken& flag) {
    if (flag.value) {
        return *flag.value;
    }
    if (cursor.atEnd()) {
        throw InputError(std::string(flag.name) + ": missing value");
    }
    return cursor.take();
}

} // namespace

std::string inQuotes(std::string_view text) {
    // Appended piece by piece: "\"" + std::string(text) trips GCC 12's -Wrestrict.
    std::string result;
    result.reserve(text.size() + 2);
    result += '"';
    result += text;
    result += '"';
    return result;
}

bool isHelpFlag(std::string_view arg) {
    return arg == "--help" || arg == "-h";
}

FlagRule numberFlag(std::string_view name, std::optional<double>& slot) {
    return {name, [&slot](std::string_view flag, std::string_view value) {
                setOnce(slot, flag, parsePositiveNumber(flag, value));
            }};
}

FlagRule integerFlag(std::string_view name, std::optional<long>& slot) {
    return {name, [&slot](std::string_view flag, std::string_view value) {
                setOnce(slot, flag, parsePositiveInteger(flag, value));
            }};
}

FlagRule fileFlag(std::string_view name, std::string& slot) {
    return {name, [&slot](std::string_view flag, std::string_view value) {
                if (!slot.empty()) {
                    throw InputError(std::string(flag) + ": given more than once");
                }
                if (value.empty()) {
                    throw InputError(std::string(flag) + ": expected a file name, got \"\"");
                }
                slot = value;
            }};
}

FlagRule choiceFlag(std::string_view name, std::optional<std::string>& slot,
                    std::vector<std::string_view> allowed) {
    return {name,
            [&slot, allowed = std::move(allowed)](std::string_view flag, std::string_view value) {
                if (!allowed.empty() &&
                    std::find(allowed.begin(), allowed.end(), value) == allowed.end()) {
                    std::string list;
                    for (std::string_view choice : allowed) {
                        list += (list.empty() ? "" : ", ") + std::string(choice);
                    }
                    throw InputError(std::string(flag) + ": '" + std::string(value) +
                                     "' is not one of " + list);
                }
                setOnce(slot, flag, std::string(value));
            }};
}

FlagRule listFlag(std::string_view name, bool& given,
                  std::function<void(std::string_view flag, std::string_view item)> add) {
    return {name, [&given, add = std::move(add)](std::string_view flag, std::string_view value) {
                if (std::exchange(given, true)) {
                    throw InputError(std::string(flag) + ": given more than once");
                }
                for (std::string_view item : splitList(value, ',')) {
                    add(flag, item);
                }
            }};
}

FlagRule setFlag(SceneArgs& scene) {
    return {"--set", [&scene](std::string_view flag, std::string_view value) {
                auto [path, json] = keyValue(flag, value);
                for (const core::SceneOverride& given : scene.overrides) {
                    if (given.path == path) { // one rule for repeats: an error, as for --dt
                        throw InputError(std::string(flag) + " " + path + ": given more than once");
                    }
                }
                scene.overrides.push_back({std::move(path), std::move(json)});
            }};
}

FlagRule figureFlag(std::vector<std::string>& files) {
    return {"--figure", [&files](std::string_view flag, std::string_view value) {
                const std::string file(value);
                const auto dot = file.rfind('.');
                const std::string ext = dot == std::string::npos ? "" : file.substr(dot + 1);
                if (ext != "pdf" && ext != "svg" && ext != "png") {
                    throw InputError(std::string(flag) + ": " + inQuotes(value) +
                                     " must end in .pdf, .svg or .png");
                }
                files.push_back(file);
            }};
}

FlagRule languageFlag(std::optional<std::string>& language) {
    return {"--language", [&language](std::string_view flag, std::string_view value) {
                if (value != "en" && value != "ja" && value != "zh_CN" && value != "zh_TW") {
                    throw InputError(std::string(flag) + ": expected en, ja, zh_CN or zh_TW, got " +
                                     inQuotes(value));
                }
                setOnce(language, flag, std::string(value));
            }};
}

void parseArguments(ArgumentCursor& cursor, std::string_view sub,
                    const std::function<bool(std::string_view)>& positional,
                    const FlagRules& rules) {
    while (!cursor.atEnd()) {
        const std::string_view arg = cursor.take();
        if (!isFlag(arg)) {
            if (!positional || !positional(arg)) {
                throw InputError(std::string(sub) + ": unexpected argument " + inQuotes(arg));
            }
            continue;
        }
        const FlagToken flag = splitFlag(arg);
        const auto rule = std::find_if(rules.begin(), rules.end(),
                                       [&](const FlagRule& r) { return r.name == flag.name; });
        if (rule == rules.end()) {
            throw InputError(std::string(sub) + ": unknown option " + inQuotes(flag.name) +
                             " (see clothlab-cli " + std::string(sub) + " --help)");
        }
        rule->handle(flag.name, valueOf(cursor, flag));
    }
}

void parseArguments(ArgumentCursor& cursor, std::string_view sub, std::string* positional,
                    const FlagRules& rules) {
    const auto one = [positional](std::string_view arg) {
        if (positional == nullptr || !positional->empty()) {
            return false;
        }
        positional->assign(arg);
        return true;
    };
    parseArguments(cursor, sub, std::function<bool(std::string_view)>(one), rules);
}

void requireScene(std::string_view sub, const SceneArgs& scene) {
    if (scene.source.empty()) {
        throw InputError(std::string(sub) + ": missing SCENE (a scene file or preset:NAME)");
    }
}

std::pair<std::string, std::string> keyValue(std::string_view flag, std::string_view text) {
    const auto eq = text.find('=');
    if (eq == std::string_view::npos || eq == 0) {
        throw InputError(std::string(flag) + ": expected KEY=VALUE, got " + inQuotes(text));
    }
    return {std::string(text.substr(0, eq)), std::string(text.substr(eq + 1))};
}

std::vector<std::string_view> splitList(std::string_view text, char separator) {
    std::vector<std::string_view> items;
    std::size_t start = 0;
    while (true) {
        const auto end = text.find(separator, start);
        items.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
        if (end == std::string_view::npos) {
            return items;
        }
        start = end + 1;
    }
}

double parseNumber(std::string_view flag, std::string_view text) {
    double value = 0.0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value)) {
        throw InputError(std::string(flag) + ": expected a number, got " + inQuotes(text));
    }
    return value;
}

double parsePositiveNumber(std::string_view flag, std::string_view text) {
    double value = 0.0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value) || !(value > 0.0)) {
        throw InputError(std::string(flag) + ": expected a positive number, got " + inQuotes(text));
    }
    return value;
}

long parsePositiveInteger(std::string_view flag, std::string_view text) {
    long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || value <= 0) {
        throw InputError(std::string(flag) + ": expected a positive integer, got " +
                         inQuotes(text));
    }
    return value;
}

IntegratorSpec parseIntegratorSpec(std::string_view flag, std::string_view text) {
    try {
        return core::parseIntegratorSpec(text);
    } catch (const core::IntegratorSpecError& e) {
        throw InputError(std::string(flag) + " " + inQuotes(text) + ": " + e.what());
    }
}

int threadCount(const std::optional<long>& threads) {
    return static_cast<int>(std::min(threads.value_or(0), 1024L));
}

} // namespace clothlab::app::cli
