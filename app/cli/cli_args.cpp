#include "app/cli/cli_args.h"

#include "core/base/parameters.h"
#include "core/integrators/integrator.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <functional>
#include <system_error>

namespace clothlab::app::cli {

namespace {

constexpr std::array<std::string_view, 17> kSubcommands{
    "integrators", "presets",     "preset",   "run",        "describe",       "compare",
    "convergence", "stability",   "spectrum", "dispersion", "work-precision", "report",
    "figures",     "assignments", "solve",    "grade",      "study"};

/// More points than a plot can show are refused rather than written.
constexpr long kMaxDispersionPoints = 100'000;

std::string quoted(std::string_view text) {
    // Appended piece by piece: "\"" + std::string(text) trips GCC 12's -Wrestrict.
    std::string result;
    result.reserve(text.size() + 2);
    result += '"';
    result += text;
    result += '"';
    return result;
}

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

bool isHelpFlag(std::string_view arg) {
    return arg == "--help" || arg == "-h";
}

bool isFlag(std::string_view arg) {
    return arg.size() > 2 && arg.substr(0, 2) == "--";
}

/// Walks the arguments of one subcommand: flags with values and positional arguments.
class ArgumentCursor {
public:
    explicit ArgumentCursor(const std::vector<std::string>& args, std::size_t first)
        : m_args(args), m_next(first) {}

    bool atEnd() const { return m_next >= m_args.size(); }
    std::string_view take() { return m_args[m_next++]; }

    /// The value of a flag: after '=' or the next argument.
    std::string_view valueOf(const FlagToken& flag) {
        if (flag.value) {
            return *flag.value;
        }
        if (atEnd()) {
            throw InputError(std::string(flag.name) + ": missing value");
        }
        return take();
    }

private:
    const std::vector<std::string>& m_args;
    std::size_t m_next;
};

/// One flag a subcommand accepts and what its value does.
struct FlagRule {
    std::string_view name;
    std::function<void(std::string_view flag, std::string_view value)> handle;
};

template <typename T> void setOnce(std::optional<T>& slot, std::string_view flag, T value) {
    if (slot) {
        throw InputError(std::string(flag) + ": given more than once");
    }
    slot = std::move(value);
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

/// "KEY=VALUE" split at the first '='; errors name the flag and the text.
std::pair<std::string, std::string> keyValue(std::string_view flag, std::string_view text) {
    const auto eq = text.find('=');
    if (eq == std::string_view::npos || eq == 0) {
        throw InputError(std::string(flag) + ": expected KEY=VALUE, got " + quoted(text));
    }
    return {std::string(text.substr(0, eq)), std::string(text.substr(eq + 1))};
}

FlagRule setFlag(SceneArgs& scene) {
    return {"--set", [&scene](std::string_view flag, std::string_view value) {
                auto [path, json] = keyValue(flag, value);
                scene.overrides.push_back({std::move(path), std::move(json)});
            }};
}

/// A finite number written in full; errors name `flag`.
double parseNumber(std::string_view flag, std::string_view text) {
    double value = 0.0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value)) {
        throw InputError(std::string(flag) + ": expected a number, got " + quoted(text));
    }
    return value;
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

/// Walks the arguments of subcommand `sub`: positional arguments (each given to
/// `positional`, which may refuse it by returning false) and the flags of `rules`.
void parseArguments(ArgumentCursor& cursor, std::string_view sub,
                    const std::function<bool(std::string_view)>& positional,
                    const std::vector<FlagRule>& rules) {
    while (!cursor.atEnd()) {
        const std::string_view arg = cursor.take();
        if (!isFlag(arg)) {
            if (!positional || !positional(arg)) {
                throw InputError(std::string(sub) + ": unexpected argument " + quoted(arg));
            }
            continue;
        }
        const FlagToken flag = splitFlag(arg);
        const auto rule = std::find_if(rules.begin(), rules.end(),
                                       [&](const FlagRule& r) { return r.name == flag.name; });
        if (rule == rules.end()) {
            throw InputError(std::string(sub) + ": unknown option " + quoted(flag.name) +
                             " (see clothlab-cli " + std::string(sub) + " --help)");
        }
        rule->handle(flag.name, cursor.valueOf(flag));
    }
}

/// The same with at most one positional argument, stored in `positional` when that is not
/// null.
void parseArguments(ArgumentCursor& cursor, std::string_view sub, std::string* positional,
                    const std::vector<FlagRule>& rules) {
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

RunOptions parseRun(ArgumentCursor& cursor) {
    RunOptions run;
    parseArguments(cursor, "run", &run.scene.source,
                   {{"--integrator",
                     [&run](std::string_view flag, std::string_view value) {
                         setOnce(run.integrator, flag, std::string(value));
                     }},
                    {"--param",
                     [&run](std::string_view flag, std::string_view value) {
                         const auto [id, text] = keyValue(flag, value);
                         run.parameters.emplace_back(
                             id, parseNumber(std::string(flag) + " " + id, text));
                     }},
                    numberFlag("--dt", run.dt),
                    numberFlag("--duration", run.duration),
                    integerFlag("--steps", run.steps),
                    integerFlag("--every", run.every),
                    fileFlag("--energy", run.energyFile),
                    fileFlag("--positions", run.positionsFile),
                    fileFlag("--final", run.finalFile),
                    fileFlag("--manifest", run.manifestFile),
                    setFlag(run.scene)});
    requireScene("run", run.scene);
    if (run.duration && run.steps) {
        throw InputError("--duration and --steps: give one of them, not both");
    }
    if (!run.duration && !run.steps) {
        throw InputError("run: missing --duration S or --steps N");
    }
    if (run.every && run.positionsFile.empty()) {
        throw InputError("--every: only with --positions FILE.csv");
    }
    return run;
}

DescribeOptions parseDescribe(ArgumentCursor& cursor) {
    DescribeOptions describe;
    parseArguments(cursor, "describe", &describe.scene.source,
                   {fileFlag("--particles", describe.particlesFile),
                    fileFlag("--springs", describe.springsFile),
                    fileFlag("--manifest", describe.manifestFile), setFlag(describe.scene)});
    requireScene("describe", describe.scene);
    if (describe.particlesFile.empty() && describe.springsFile.empty()) {
        throw InputError("describe: missing --particles FILE.csv or --springs FILE.csv");
    }
    return describe;
}

/// The flags and checks of compare, convergence and stability.
struct AnalysisSlots {
    std::optional<double> duration, tolerance;
    std::optional<long> threads;
    std::optional<std::string> cost, kind;
    bool integratorsGiven = false, dtsGiven = false, tolerancesGiven = false, scalesGiven = false;
};

/// A flag whose value is a comma-separated list; `add` takes each item.
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

/// --figure FILE.(pdf|svg|png), repeatable.
FlagRule figureFlag(std::vector<std::string>& files) {
    return {"--figure", [&files](std::string_view flag, std::string_view value) {
                const std::string file(value);
                const auto dot = file.rfind('.');
                const std::string ext = dot == std::string::npos ? "" : file.substr(dot + 1);
                if (ext != "pdf" && ext != "svg" && ext != "png") {
                    throw InputError(std::string(flag) + ": " + quoted(value) +
                                     " must end in .pdf, .svg or .png");
                }
                files.push_back(file);
            }};
}

std::vector<FlagRule> analysisRules(std::string_view sub, AnalysisArgs& a, AnalysisSlots& s) {
    std::vector<FlagRule> rules{listFlag("--integrators", s.integratorsGiven,
                                         [&a](std::string_view flag, std::string_view item) {
                                             a.integrators.push_back(
                                                 parseIntegratorSpec(flag, item));
                                         }),
                                numberFlag("--duration", s.duration),
                                integerFlag("--threads", s.threads),
                                fileFlag("--out", a.outFile),
                                fileFlag("--manifest", a.manifestFile),
                                figureFlag(a.figureFiles),
                                setFlag(a.scene)};
    if (sub != "convergence") {
        rules.push_back(numberFlag("--dt", a.dt));
    }
    if (sub != "stability") {
        rules.push_back({"--reference", [&a](std::string_view flag, std::string_view value) {
                             setOnce(a.reference, flag, parseIntegratorSpec(flag, value));
                         }});
    }
    if (sub == "compare") {
        rules.push_back(numberFlag("--sample", a.sample));
    }
    if (sub == "convergence" || sub == "work-precision") {
        rules.push_back(
            listFlag("--dts", s.dtsGiven, [&a](std::string_view flag, std::string_view item) {
                a.dts.push_back(parsePositiveNumber(flag, item));
            }));
    }
    if (sub == "work-precision") {
        rules.push_back(listFlag("--tolerances", s.tolerancesGiven,
                                 [&a](std::string_view flag, std::string_view item) {
                                     a.tolerances.push_back(parsePositiveNumber(flag, item));
                                 }));
        rules.push_back(numberFlag("--accuracy", a.accuracy));
        rules.push_back({"--cost", [&s](std::string_view flag, std::string_view value) {
                             if (value != "cpu" && value != "evaluations" && value != "steps") {
                                 throw InputError(std::string(flag) + ": '" + std::string(value) +
                                                  "' is not one of cpu, evaluations, steps");
                             }
                             setOnce(s.cost, flag, std::string(value));
                         }});
        rules.push_back(listFlag("--stiffness-scales", s.scalesGiven,
                                 [&a](std::string_view flag, std::string_view item) {
                                     a.stiffnessScales.push_back(parsePositiveNumber(flag, item));
                                 }));
        rules.push_back({"--kind", [&s](std::string_view flag, std::string_view value) {
                             if (value != "all" && !core::springKindFromId(value)) {
                                 throw InputError(
                                     std::string(flag) + ": '" + std::string(value) +
                                     "' is not one of structural, shear, bending, all");
                             }
                             setOnce(s.kind, flag, std::string(value));
                         }});
    }
    if (sub == "stability") {
        rules.push_back(numberFlag("--tolerance", s.tolerance));
    }
    return rules;
}

AnalysisArgs parseAnalysis(ArgumentCursor& cursor, std::string_view sub) {
    AnalysisArgs analysis;
    AnalysisSlots slots;
    parseArguments(cursor, sub, &analysis.scene.source, analysisRules(sub, analysis, slots));
    requireScene(sub, analysis.scene);
    const std::string prefix = std::string(sub) + ": missing ";
    if (analysis.integrators.empty()) {
        throw InputError(prefix + "--integrators ID[,ID…]");
    }
    if (!slots.duration) {
        throw InputError(prefix + "--duration S");
    }
    if (analysis.outFile.empty()) {
        throw InputError(prefix + "--out FILE.csv");
    }
    if (slots.tolerance && !(*slots.tolerance < 1.0)) {
        throw InputError("--tolerance: expected a relative tolerance below 1, e.g. 0.02");
    }
    analysis.duration = *slots.duration;
    analysis.tolerance = slots.tolerance.value_or(analysis.tolerance);
    analysis.cost = slots.cost.value_or(analysis.cost);
    analysis.kind = slots.kind.value_or(analysis.kind);
    if (!analysis.stiffnessScales.empty() && !analysis.accuracy) {
        throw InputError("--stiffness-scales: needs --accuracy M, the accuracy the cheapest "
                         "method is sought for");
    }
    if (slots.kind && analysis.stiffnessScales.empty()) {
        throw InputError("--kind: only with --stiffness-scales");
    }
    analysis.threads = static_cast<int>(std::min(slots.threads.value_or(0), 1024L));
    return analysis;
}

SpectrumArgs parseSpectrum(ArgumentCursor& cursor) {
    SpectrumArgs spectrum;
    std::optional<double> at;
    std::optional<int> modes;
    parseArguments(
        cursor, "spectrum", &spectrum.scene.source,
        {{"--at",
          [&at](std::string_view flag, std::string_view value) {
              const double time = parseNumber(flag, value);
              if (time < 0.0) {
                  throw InputError(std::string(flag) + ": expected a time of at least 0 s, got " +
                                   quoted(value));
              }
              setOnce(at, flag, time);
          }},
         {"--modes",
          [&modes](std::string_view flag, std::string_view value) {
              if (value == "all") {
                  setOnce(modes, flag, 0);
                  return;
              }
              if (value.find_first_not_of("0123456789") != std::string_view::npos ||
                  value.find_first_not_of('0') == std::string_view::npos) {
                  throw InputError(std::string(flag) +
                                   ": expected all or a positive integer, got " + quoted(value));
              }
              const long count = parsePositiveInteger(flag, value);
              setOnce(modes, flag, static_cast<int>(std::min(count, 1'000'000'000L)));
          }},
         fileFlag("--out", spectrum.outFile),
         fileFlag("--manifest", spectrum.manifestFile),
         setFlag(spectrum.scene)});
    requireScene("spectrum", spectrum.scene);
    if (spectrum.outFile.empty()) {
        throw InputError("spectrum: missing --out FILE.csv");
    }
    spectrum.at = at.value_or(0.0);
    spectrum.modes = modes.value_or(0);
    return spectrum;
}

/// --omega-dt MIN:MAX[:N] into `args`; errors name the flag, the text and the rule broken.
void parseOmegaRange(std::string_view flag, std::string_view text, DispersionArgs& args) {
    const std::string where = std::string(flag) + " " + quoted(text);
    const std::vector<std::string_view> parts = splitList(text, ':');
    if (parts.size() < 2 || parts.size() > 3) {
        throw InputError(where + ": expected MIN:MAX or MIN:MAX:N, e.g. 0.01:10:200");
    }
    const double low = parseNumber(where + ": MIN", parts[0]);
    const double high = parseNumber(where + ": MAX", parts[1]);
    if (!(low > 0.0)) {
        throw InputError(where + ": MIN must be above 0 (the points are spaced logarithmically)");
    }
    if (!(high > low)) {
        throw InputError(where + ": MAX must be larger than MIN");
    }
    if (parts.size() == 3) {
        args.points = parsePositiveInteger(where + ": N", parts[2]);
        if (args.points < 2 || args.points > kMaxDispersionPoints) {
            throw InputError(where + ": N must be from 2 to " +
                             std::to_string(kMaxDispersionPoints));
        }
    }
    args.omegaDtMin = low;
    args.omegaDtMax = high;
}

DispersionArgs parseDispersion(ArgumentCursor& cursor) {
    DispersionArgs args;
    bool integratorsGiven = false;
    std::optional<std::string> range;
    std::optional<double> zeta;
    std::string scene;
    parseArguments(
        cursor, "dispersion", &scene,
        {listFlag("--integrators", integratorsGiven,
                  [&args](std::string_view flag, std::string_view item) {
                      IntegratorSpec spec = parseIntegratorSpec(flag, item);
                      if (spec.dt) {
                          throw InputError(std::string(flag) + " " + quoted(item) +
                                           ": no @DT here, the curves run over --omega-dt");
                      }
                      args.integrators.push_back(std::move(spec));
                  }),
         {"--omega-dt",
          [&](std::string_view flag, std::string_view value) {
              setOnce(range, flag, std::string(value));
              parseOmegaRange(flag, value, args);
          }},
         {"--zeta",
          [&zeta](std::string_view flag, std::string_view value) {
              const double ratio = parseNumber(flag, value);
              if (!(ratio >= 0.0 && ratio < 1.0)) {
                  throw InputError(std::string(flag) + ": expected a damping ratio from 0 up to " +
                                   "(not including) 1, got " + quoted(value));
              }
              setOnce(zeta, flag, ratio);
          }},
         fileFlag("--out", args.outFile),
         fileFlag("--manifest", args.manifestFile)});
    if (!scene.empty()) {
        throw InputError("dispersion: unexpected argument " + quoted(scene) +
                         " (dispersion takes no SCENE: it studies one mode, see --help)");
    }
    if (args.integrators.empty()) {
        throw InputError("dispersion: missing --integrators ID[,ID…]");
    }
    if (!range) {
        throw InputError("dispersion: missing --omega-dt MIN:MAX[:N]");
    }
    if (args.outFile.empty()) {
        throw InputError("dispersion: missing --out FILE.csv");
    }
    args.zeta = zeta.value_or(0.0);
    return args;
}

FlagRule languageFlag(std::optional<std::string>& language) {
    return {"--language", [&language](std::string_view flag, std::string_view value) {
                if (value != "en" && value != "ja" && value != "zh_CN" && value != "zh_TW") {
                    throw InputError(std::string(flag) + ": expected en, ja, zh_CN or zh_TW, got " +
                                     quoted(value));
                }
                setOnce(language, flag, std::string(value));
            }};
}

FiguresOptions parseFigures(ArgumentCursor& cursor) {
    FiguresOptions figures;
    std::optional<std::string> language;
    std::optional<long> dpi;
    std::string stray;
    parseArguments(
        cursor, "figures", &stray,
        {languageFlag(language), integerFlag("--dpi", dpi), fileFlag("--out", figures.outDir)});
    if (!stray.empty()) {
        throw InputError("figures: unexpected argument " + quoted(stray) +
                         " (figures takes no SCENE: it draws its own runs, see --help)");
    }
    if (figures.outDir.empty()) {
        throw InputError("figures: missing --out DIR");
    }
    if (dpi && (*dpi < 50 || *dpi > 1200)) {
        throw InputError("--dpi: expected 50 to 1200, got " + std::to_string(*dpi));
    }
    figures.language = language.value_or(std::string());
    figures.dpi = dpi.value_or(figures.dpi);
    return figures;
}

ReportOptions parseReport(ArgumentCursor& cursor) {
    ReportOptions report;
    std::optional<double> duration;
    bool dtsGiven = false;
    std::optional<std::string> language;
    std::vector<FlagRule> rules{
        numberFlag("--duration", duration),
        numberFlag("--sample", report.sample),
        listFlag("--dts", dtsGiven,
                 [&report](std::string_view flag, std::string_view item) {
                     report.dts.push_back(parsePositiveNumber(flag, item));
                 }),
        {"--stability",
         [&report](std::string_view flag, std::string_view value) {
             if (value != "yes" && value != "no") {
                 throw InputError(std::string(flag) + ": expected yes or no, got " + quoted(value));
             }
             report.stability = value == "yes";
         }},
        languageFlag(language),
        fileFlag("--out", report.outFile),
        setFlag(report.scene)};
    parseArguments(cursor, "report", &report.scene.source, rules);
    requireScene("report", report.scene);
    if (report.outFile.empty()) {
        throw InputError("report: missing --out FILE.pdf");
    }
    report.duration = duration.value_or(report.duration);
    report.language = language.value_or(std::string());
    return report;
}

SolveOptions parseSolve(ArgumentCursor& cursor) {
    SolveOptions solve;
    std::optional<std::string> student, name;
    std::optional<long> threads;
    parseArguments(
        cursor, "solve", &solve.assignment,
        {{"--student",
          [&student](std::string_view flag, std::string_view value) {
              if (value.empty()) {
                  throw InputError(std::string(flag) + ": expected an id, got \"\"");
              }
              setOnce(student, flag, std::string(value));
          }},
         {"--name", [&name](std::string_view flag,
                            std::string_view value) { setOnce(name, flag, std::string(value)); }},
         {"--answer",
          [&solve](std::string_view flag, std::string_view value) {
              solve.answers.push_back(keyValue(flag, value));
          }},
         integerFlag("--threads", threads),
         fileFlag("--out", solve.outFile)});
    if (solve.assignment.empty()) {
        throw InputError("solve: missing ASSIGNMENT (an assignment file or assignment:NAME)");
    }
    if (!student) {
        throw InputError("solve: missing --student ID");
    }
    if (solve.outFile.empty()) {
        throw InputError("solve: missing --out SUBMISSION.json");
    }
    solve.studentId = *student;
    solve.studentName = name.value_or(*student);
    solve.threads = static_cast<int>(std::min(threads.value_or(0), 1024L));
    return solve;
}

GradeOptions parseGrade(ArgumentCursor& cursor) {
    GradeOptions grade;
    std::optional<long> threads;
    const auto positional = [&grade](std::string_view arg) {
        (grade.assignment.empty() ? grade.assignment : grade.submissions.emplace_back()) = arg;
        return true;
    };
    parseArguments(cursor, "grade", positional,
                   {integerFlag("--threads", threads), figureFlag(grade.figureFiles),
                    fileFlag("--out", grade.outFile)});
    if (grade.assignment.empty()) {
        throw InputError("grade: missing ASSIGNMENT (an assignment file or assignment:NAME)");
    }
    if (grade.submissions.empty()) {
        throw InputError("grade: missing SUBMISSION (one or more submission files)");
    }
    if (grade.outFile.empty()) {
        throw InputError("grade: missing --out FILE.csv");
    }
    grade.threads = static_cast<int>(std::min(threads.value_or(0), 1024L));
    return grade;
}

StudyOptions parseStudy(ArgumentCursor& cursor) {
    StudyOptions study;
    std::optional<std::string> local;
    std::optional<long> workers;
    parseArguments(cursor, "study", &study.plan,
                   {fileFlag("--scheduler", study.scheduler),
                    fileFlag("--out", study.outFile),
                    integerFlag("--workers", workers),
                    {"--local", [&local](std::string_view flag, std::string_view value) {
                         setOnce(local, flag, std::string(value));
                     }}});
    if (study.plan.empty()) {
        throw InputError("study: missing PLAN.json (a study file)");
    }
    if (study.outFile.empty()) {
        throw InputError("study: missing --out FILE.csv");
    }
    if (local && *local != "threads" && *local != "processes") {
        throw InputError("--local: expected threads or processes, got " + quoted(*local));
    }
    if (!study.scheduler.empty() && (local || workers)) {
        throw InputError(std::string(local ? "--local" : "--workers") +
                         ": not with --scheduler (the cluster's workers run the tasks)");
    }
    study.processes = local == "processes";
    study.workers = std::min(workers.value_or(0), 1024L);
    return study;
}

std::string joinCommandLine(const std::vector<std::string>& args) {
    std::string line = "clothlab-cli";
    for (const std::string& arg : args) {
        const bool plain = !arg.empty() && arg.find_first_of(" \t\"'\\$") == std::string::npos;
        line += ' ' + (plain ? arg : "'" + arg + "'");
    }
    return line;
}

void parseSubcommand(Command& command, std::string_view sub, ArgumentCursor& cursor) {
    if (sub == "integrators" || sub == "presets" || sub == "assignments") {
        parseArguments(cursor, sub, static_cast<std::string*>(nullptr), {});
        command.kind = sub == "presets"       ? CommandKind::Presets
                       : sub == "assignments" ? CommandKind::Assignments
                                              : CommandKind::Integrators;
    } else if (sub == "solve") {
        command.kind = CommandKind::Solve;
        command.solve = parseSolve(cursor);
    } else if (sub == "grade") {
        command.kind = CommandKind::Grade;
        command.grade = parseGrade(cursor);
    } else if (sub == "study") {
        command.kind = CommandKind::Study;
        command.study = parseStudy(cursor);
    } else if (sub == "preset") {
        parseArguments(cursor, sub, &command.presetName, {});
        if (command.presetName.empty()) {
            throw InputError("preset: missing NAME (see clothlab-cli presets)");
        }
        command.kind = CommandKind::Preset;
    } else if (sub == "run") {
        command.kind = CommandKind::Run;
        command.run = parseRun(cursor);
    } else if (sub == "describe") {
        command.kind = CommandKind::Describe;
        command.describe = parseDescribe(cursor);
    } else if (sub == "spectrum") {
        command.kind = CommandKind::Spectrum;
        command.spectrum = parseSpectrum(cursor);
    } else if (sub == "dispersion") {
        command.kind = CommandKind::Dispersion;
        command.dispersion = parseDispersion(cursor);
    } else if (sub == "report") {
        command.kind = CommandKind::Report;
        command.report = parseReport(cursor);
    } else if (sub == "figures") {
        command.kind = CommandKind::Figures;
        command.figures = parseFigures(cursor);
    } else {
        command.kind = sub == "compare"          ? CommandKind::Compare
                       : sub == "convergence"    ? CommandKind::Convergence
                       : sub == "work-precision" ? CommandKind::WorkPrecision
                                                 : CommandKind::Stability;
        command.analysis = parseAnalysis(cursor, sub);
    }
}

} // namespace

double parsePositiveNumber(std::string_view flag, std::string_view text) {
    double value = 0.0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value) || !(value > 0.0)) {
        throw InputError(std::string(flag) + ": expected a positive number, got " + quoted(text));
    }
    return value;
}

long parsePositiveInteger(std::string_view flag, std::string_view text) {
    long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || value <= 0) {
        throw InputError(std::string(flag) + ": expected a positive integer, got " + quoted(text));
    }
    return value;
}

IntegratorSpec parseIntegratorSpec(std::string_view flag, std::string_view text) {
    try {
        return core::parseIntegratorSpec(text);
    } catch (const core::IntegratorSpecError& e) {
        throw InputError(std::string(flag) + " " + quoted(text) + ": " + e.what());
    }
}

Command parseCommandLine(const std::vector<std::string>& args) {
    Command command;
    if (args.empty()) {
        throw InputError("missing subcommand (see clothlab-cli --help)");
    }
    const std::string_view sub = args.front();
    if (isHelpFlag(sub)) {
        return command;
    }
    const bool known =
        std::find(kSubcommands.begin(), kSubcommands.end(), sub) != kSubcommands.end();
    if (sub == "help") {
        command.helpTopic = args.size() > 1 ? args[1] : std::string();
        if (!command.helpTopic.empty() && usage(command.helpTopic).empty()) {
            throw InputError("help: unknown subcommand " + quoted(command.helpTopic));
        }
        return command;
    }
    if (!known) {
        throw InputError("unknown subcommand " + quoted(sub) + " (see clothlab-cli --help)");
    }
    // --help anywhere after the subcommand wins over everything else on the line.
    if (std::any_of(args.begin() + 1, args.end(),
                    [](const std::string& a) { return isHelpFlag(a); })) {
        command.helpTopic = sub;
        return command;
    }
    command.commandLine = joinCommandLine(args);
    ArgumentCursor cursor(args, 1);
    parseSubcommand(command, sub, cursor);
    return command;
}

} // namespace clothlab::app::cli
