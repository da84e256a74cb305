// `clothlab-cli study`: a study file run by the Python module's clothlab.study, which holds the
// study machinery (Dask is a Python library); this command finds the interpreter and the
// module and hands over, so that a study needs no Python written by the user.
#include "app/cli/cli_args.h"
#include "app/cli/cli_commands.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <system_error>
#include <unistd.h>
#include <vector>

namespace clothlab::app::cli {

namespace {

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

} // namespace

int runStudy(const Command& command, std::ostream& err) {
    const StudyOptions& study = command.study;
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
    err.flush();
    ::execvp(argv[0], argv.data()); // returns only when the interpreter cannot be started
    err << "clothlab-cli: study: cannot start " << args[0] << ": " << std::strerror(errno)
        << " (set CLOTHLAB_PYTHON to a Python 3 interpreter)\n";
    return kExitBadInput;
}

} // namespace clothlab::app::cli
