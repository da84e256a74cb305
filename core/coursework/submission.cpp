#include "core/coursework/submission.h"

#include "core/base/file_access.h"
#include "core/coursework/coursework_json.h"
#include "core/scene/scene_io.h"

#include <climits>

namespace clothlab::core::coursework {

namespace {

using detail::json;
using detail::Node;

/// A hash as written by contentHash(): 16 lower-case hex digits.
std::string readHash(const Node& node) {
    const std::string hash = node.string();
    if (hash.size() != 16 || hash.find_first_not_of("0123456789abcdef") != std::string::npos) {
        node.fail(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected a hash of 16 hex digits, found \"%1\""),
                printableText(hash)));
    }
    return hash;
}

void readHeader(const Node& root) {
    const Node format = root["format"];
    if (format.string() != kSubmissionFormat) {
        format.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected the format \"%1\", found \"%2\""),
                        kSubmissionFormat, printableText(format.string())));
    }
    const Node version = root["version"];
    const long long v = version.beyondInteger() ? LLONG_MAX : version.integer(LLONG_MIN, LLONG_MAX);
    if (v > kSubmissionFormatVersion) {
        version.fail(
            msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                 "format version %1 is newer than this ClothLab reads (up to %2); "
                                 "please update ClothLab"),
                version.literal(), kSubmissionFormatVersion));
    }
    if (v < 1) {
        version.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "format version %1 does not exist"), v));
    }
}

/// A run of "runs" (made for a task: "task" names it) or of "analyses" (made in the
/// workbench outside the tasks: no "task").
TaskRun readRun(const Node& node, bool forTask) {
    if (forTask) {
        node.expectKeys({"task", "kind", "scene_hash", "build", "settings", "result"});
    } else {
        node.expectKeys({"kind", "scene_hash", "build", "settings", "result"});
    }
    TaskRun run;
    if (forTask) {
        run.task = detail::readId(node["task"]);
    }
    const Node kind = node["kind"];
    const std::optional<TaskKind> k = taskKindFromId(kind.string());
    if (!k || !isComputed(*k)) {
        kind.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown task kind \"%1\" (expected %2)"),
                      printableText(kind.string()),
                      IdList{"run, stability-limit, convergence-order, error-comparison, "
                             "stiffness-sweep or measure"}));
    }
    run.kind = *k;
    run.sceneHash = readHash(node["scene_hash"]);
    run.build = node["build"].string();
    const Node settings = node["settings"];
    settings.expectKeys(detail::settingsKeys(run.kind));
    // Integrators are written in full, so the scene's dt is never taken.
    run.settings = detail::readSettings(settings, run.kind, 1.0);
    if (node.has("result")) {
        run.result = detail::readValue(node["result"]);
    }
    return run;
}

std::vector<SceneOverride> readEdits(const Node& node) {
    std::vector<SceneOverride> edits;
    for (std::size_t k = 0; k < node.size(); ++k) {
        const Node edit = node[k];
        edit.expectKeys({"path", "value"});
        edits.push_back({edit["path"].string(), edit["value"].value().dump()});
    }
    return edits;
}

/// {"task": "typed" | "analysis" | "task-run", …}, for tasks that have an answer.
std::map<std::string, AnswerSource> readSources(const Node& node,
                                                const std::map<std::string, TaskValue>& answers) {
    if (!node.value().is_object()) {
        node.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected an object, found %1"),
                      scene_reader::typeName(node.value())));
    }
    std::map<std::string, AnswerSource> sources;
    for (const auto& item : node.value().items()) {
        const Node source = node[item.key()];
        if (!answers.contains(item.key())) {
            source.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "there is no answer to \"%1\""),
                            printableText(item.key())));
        }
        const std::optional<AnswerSource> s = answerSourceFromId(source.string());
        if (!s) {
            source.fail(
                msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown answer source \"%1\" (expected %2)"),
                    printableText(source.string()), IdList{"typed, analysis or task-run"}));
        }
        sources[item.key()] = *s;
    }
    return sources;
}

Submission readSubmission(const Node& root) {
    root.expectKeys({"format", "version", "assignment", "student", "build", "report", "scene_edits",
                     "answers", "answer_sources", "runs", "analyses", "content_hash"});
    readHeader(root);
    Submission submission;
    submission.assignmentHash = readHash(root["assignment"]);
    const Node student = root["student"];
    student.expectKeys({"name", "id"});
    submission.studentName = student["name"].string();
    submission.studentId = student["id"].string();
    if (submission.studentId.empty()) {
        student["id"].fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "the student id is empty")));
    }
    submission.build = root["build"].string();
    submission.report = root.has("report") ? root["report"].string() : std::string();
    if (root.has("scene_edits")) {
        submission.sceneEdits = readEdits(root["scene_edits"]);
    }
    const Node answers = root["answers"];
    if (!answers.value().is_object()) {
        answers.fail(msg(CLOTHLAB_TR_NOOP("CoreMessage", "expected an object, found %1"),
                         scene_reader::typeName(answers.value())));
    }
    for (const auto& item : answers.value().items()) {
        submission.answers[item.key()] = detail::readValue(answers[item.key()]);
    }
    if (root.has("answer_sources")) {
        submission.sources = readSources(root["answer_sources"], submission.answers);
    }
    const Node runs = root["runs"];
    for (std::size_t k = 0; k < runs.size(); ++k) {
        submission.runs.push_back(readRun(runs[k], true));
    }
    if (root.has("analyses")) {
        const Node analyses = root["analyses"];
        for (std::size_t k = 0; k < analyses.size(); ++k) {
            submission.analyses.push_back(readRun(analyses[k], false));
        }
    }
    submission.contentHash = readHash(root["content_hash"]);
    return submission;
}

json runJson(const TaskRun& run) {
    json settings = json::object();
    detail::writeSettings(run.settings, run.kind, settings);
    json entry = {{"task", run.task},
                  {"kind", taskKindId(run.kind)},
                  {"scene_hash", run.sceneHash},
                  {"build", run.build},
                  {"settings", settings}};
    if (run.result) {
        entry["result"] = detail::writeValue(*run.result);
    }
    return entry;
}

json submissionJson(const Submission& submission) {
    json root = {{"format", kSubmissionFormat},
                 {"version", kSubmissionFormatVersion},
                 {"assignment", submission.assignmentHash},
                 {"student", {{"name", submission.studentName}, {"id", submission.studentId}}},
                 {"build", submission.build},
                 {"scene_edits", json::array()},
                 {"answers", json::object()},
                 {"runs", json::array()}};
    if (!submission.report.empty()) {
        root["report"] = submission.report;
    }
    for (const SceneOverride& edit : submission.sceneEdits) {
        json value;
        try {
            value = json::parse(edit.value);
        } catch (const json::exception&) {
            value = edit.value; // text that is not JSON is a string, as for --set
        }
        root["scene_edits"].push_back({{"path", edit.path}, {"value", value}});
    }
    for (const auto& [task, answer] : submission.answers) {
        root["answers"][task] = detail::writeValue(answer);
    }
    for (const TaskRun& run : submission.runs) {
        root["runs"].push_back(runJson(run));
    }
    // Sources and analyses are written only when there are some: a submission without them
    // keeps its content hash.
    for (const auto& [task, source] : submission.sources) {
        if (submission.answers.contains(task)) { // a source without its answer says nothing
            root["answer_sources"][task] = answerSourceId(source);
        }
    }
    for (const TaskRun& run : submission.analyses) {
        json entry = runJson(run);
        entry.erase("task");
        root["analyses"].push_back(std::move(entry));
    }
    return root;
}

} // namespace

std::string submissionHash(const Submission& submission) {
    return contentHash(submissionJson(submission).dump());
}

void seal(Submission& submission) {
    submission.contentHash = submissionHash(submission);
}

bool isSealed(const Submission& submission) {
    return submission.contentHash == submissionHash(submission);
}

Submission parseSubmission(std::string_view text, const std::string& fileName) {
    const json root = scene_reader::parseJsonText(text, fileName);
    return readSubmission(Node(root, "", fileName));
}

Submission loadSubmission(const std::string& path) {
    const InputFile file = readInputFile(path, kMaxSubmissionFileBytes);
    if (!file.problem.empty()) {
        throw SceneFileError(path, "", file.problem);
    }
    return parseSubmission(file.text, path);
}

std::string serializeSubmission(const Submission& submission) {
    json root = submissionJson(submission);
    root["content_hash"] = submission.contentHash;
    return root.dump(2) + "\n";
}

void saveSubmission(const Submission& submission, const std::string& path) {
    writeFileAtomically(path, serializeSubmission(submission));
}

} // namespace clothlab::core::coursework
