// libFuzzer target: the coursework readers. Every input is offered to the assignment reader
// and to the submission reader (a file is one or the other, and each must refuse the other's
// kind with a message). What a reader accepts, its writer writes and it reads back unchanged,
// with the same hash; an accepted assignment's scene is what its tasks run on; an accepted
// submission's scene edits are applied to a shipped lab's scene, or refused with a message
// (a locked key, a bad path or value). Nothing is run: the analyses are the other targets'
// and the tests' concern. Any crash, sanitizer report, uncaught exception or failed
// invariant is a finding.
#include "core/coursework/assignment_io.h"
#include "core/coursework/submission.h"
#include "core/scene/scene_io.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

using namespace clothlab::core;
using namespace clothlab::core::coursework;

namespace {

[[noreturn]] void finding(const char* what) {
    std::fprintf(stderr, "fuzz_assignment: %s\n", what);
    std::abort();
}

void checkAssignment(std::string_view text) {
    Assignment assignment;
    try {
        assignment = parseAssignment(text, "fuzz.json");
    } catch (const SceneFileError&) {
        return; // refused with a message: what the reader must do with bad input
    }
    try {
        const Assignment back = parseAssignment(serializeAssignment(assignment), "fuzz.json");
        if (!(back == assignment)) {
            finding("the assignment read back differs from the assignment written");
        }
        if (assignmentHash(back) != assignmentHash(assignment)) {
            finding("the assignment read back has another hash");
        }
    } catch (const SceneFileError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        finding("a written assignment is refused by the reader");
    }
    try {
        (void)studentScene(assignment, {}, "fuzz.json");
    } catch (const SceneFileError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        finding("an accepted assignment's scene is refused without edits");
    }
}

void checkSubmission(std::string_view text) {
    Submission submission;
    try {
        submission = parseSubmission(text, "fuzz.json");
    } catch (const SceneFileError&) {
        return;
    }
    try {
        const Submission back = parseSubmission(serializeSubmission(submission), "fuzz.json");
        if (!(back == submission)) {
            finding("the submission read back differs from the submission written");
        }
        if (isSealed(back) != isSealed(submission)) {
            finding("writing and reading a submission changed whether it is sealed");
        }
    } catch (const SceneFileError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        finding("a written submission is refused by the reader");
    }
    // The edits as the grader applies them, to a lab with locked keys.
    static const Assignment lab = loadAssignment("assignment:lab1-orders");
    try {
        (void)studentScene(lab, submission.sceneEdits, "fuzz.json");
    } catch (const SceneFileError&) {
        // refused with a message
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    checkAssignment(text);
    checkSubmission(text);
    return 0;
}
