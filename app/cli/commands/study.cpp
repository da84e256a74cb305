// `clothlab-cli study`: a study file run by the Python module's clothlab.study, which holds the
// study machinery (Dask is a Python library); this command finds the interpreter and the
// module and hands over, so that a study needs no Python written by the user.
#include "app/cli/subcommand.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <system_error>
#include <unistd.h>
#include <vector>

namespace clothlab::app::cli {

namespace {

/// Options of `study`: a study file run by the Python module's clothlab.study (on this
/// machine or on a dask.distributed cluster).
struct StudyOptions {
    std::string plan;
    std::string scheduler;  ///< --scheduler ADDRESS; empty: on this machine
    bool processes = false; ///< --local processes (default threads)
    long workers = 0;       ///< --workers N on this machine; 0: one per core
    std::string outFile;
};

std::string help() {
    return "Usage: clothlab-cli study PLAN.json --out FILE.csv\n"
           "           [--scheduler ADDRESS | --local threads|processes] [--workers N]\n"
           "\n"
           "Runs a study file: the product of its scenes, integrators, steps dt and\n"
           "parameter overrides, one independent run per task, on this machine or on a\n"
           "dask.distributed cluster. Each task's row (status, steps, energy residual, a\n"
           "hash of the final state, its manifest) is appended to FILE.csv as it arrives;\n"
           "run again with the same FILE.csv, a study computes only the rows it lacks. A\n"
           "task whose worker dies is run again elsewhere. The study file:\n"
           "  {\"format\": \"clothlab-study\", \"version\": 1,\n"
           "   \"scenes\": [\"preset:hanging-cloth\", \"my-scene.json\"],\n"
           "   \"integrators\": [\"rk4\", \"pbd:iterations=20\"], \"dts\": [0.001, 0.0005],\n"
           "   \"duration\": 1.0, \"overrides\": [{}, {\"stiffness.structural.stretch\": 4000}]}\n"
           "Runs the Python module's clothlab.study (python3 -m clothlab.study takes the same\n"
           "options); the interpreter is CLOTHLAB_PYTHON, else /usr/bin/python3. A cluster\n"
           "needs python3-distributed here and the clothlab module on its workers.\n"
           "\n"
           "  --out FILE.csv      the study's rows (appended; the study resumes from it)\n"
           "  --scheduler ADDRESS a dask.distributed scheduler, e.g. tcp://host:8786\n"
           "  --local KIND        on this machine: threads (default) or processes\n"
           "  --workers N         threads or processes on this machine; default one per core\n"
           "\n"
           "Exit status: 0 done, 2 bad input (the study file, a flag), 1 a task failed.\n";
}

StudyOptions parse(ArgumentCursor& cursor) {
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
        throw InputError("--local: expected threads or processes, got " + inQuotes(*local));
    }
    if (!study.scheduler.empty() && (local || workers)) {
        throw InputError(std::string(local ? "--local" : "--workers") +
                         ": not with --scheduler (the cluster's workers run the tasks)");
    }
    study.processes = local == "processes";
    study.workers = std::min(workers.value_or(0), 1024L);
    return study;
}

namespace fs = std::filesystem;

/// The folder that holds the `clothlab` package: installed beside the program
/// (PREFIX/bin/clothlab-cli → PREFIX/lib…/clothlab/python), else the build tree's.
fs::path moduleFolder() {
    std::error_code error;
    const fs::path program = fs::read_symlink("/proc/self/exe", error);
#ifdef CLOTHLAB_PYTHON_INSTALL_DIR
    if (!error) {
        const fs::path installed =
            program.parent_path().parent_path() / CLOTHLAB_PYTHON_INSTALL_DIR;
        if (fs::is_regular_file(installed / "clothlab" / "study.py", error)) {
            return installed;
        }
    }
#endif
#ifdef CLOTHLAB_PYTHON_BUILD_DIR
    if (fs::is_regular_file(fs::path(CLOTHLAB_PYTHON_BUILD_DIR) / "clothlab" / "study.py", error)) {
        return CLOTHLAB_PYTHON_BUILD_DIR;
    }
#endif
    return {};
}

/// CLOTHLAB_PYTHON, else Debian's /usr/bin/python3 (the module is built for it), else the
/// python3 on PATH.
std::string interpreter() {
    if (const char* given = std::getenv("CLOTHLAB_PYTHON"); given != nullptr && *given != 0) {
        return given;
    }
    return ::access("/usr/bin/python3", X_OK) == 0 ? "/usr/bin/python3" : "python3";
}

int run(Invocation& call) {
    const StudyOptions study = parse(call.args);
    const fs::path folder = moduleFolder();
    if (folder.empty()) {
        throw InputError("study: the clothlab Python module is not found (this clothlab-cli "
                         "was built with CLOTHLAB_BUILD_PYTHON=OFF, or the module is not "
                         "installed beside it); build it, or run python3 -m clothlab.study");
    }
    std::vector<std::string> args = {interpreter(), "-m",    "clothlab.study",
                                     study.plan,    "--out", study.outFile};
    if (!study.scheduler.empty()) {
        args.insert(args.end(), {"--scheduler", study.scheduler});
    }
    if (study.processes) {
        args.emplace_back("--processes");
    }
    if (study.workers > 0) {
        args.insert(args.end(), {"--workers", std::to_string(study.workers)});
    }
    std::string path = folder.string();
    if (const char* old = std::getenv("PYTHONPATH"); old != nullptr && *old != 0) {
        path += ':';
        path += old;
    }
    ::setenv("PYTHONPATH", path.c_str(), 1);
    std::vector<char*> argv;
    for (std::string& arg : args) {
        argv.push_back(arg.data());
    }
    argv.push_back(nullptr);
    std::cout.flush();
    call.err.flush();
    ::execvp(argv[0], argv.data()); // returns only when the interpreter cannot be started
    call.err << "clothlab-cli: study: cannot start " << args[0] << ": " << std::strerror(errno)
             << " (set CLOTHLAB_PYTHON to a Python 3 interpreter)\n";
    return kExitBadInput;
}

} // namespace

const Subcommand kStudyCommand{"study",
                               "a study (scenes x integrators x dt x overrides), locally or on\n"
                               "a dask.distributed cluster",
                               &help, &run};

} // namespace clothlab::app::cli
