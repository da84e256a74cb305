// The coursework part of a hand-in's report: the assignment, the student, and each task with
// the answer handed in, how it was obtained and what the grader will say. The Tasks dock
// (widgets/coursework) fills it; the report writer draws it.
#pragma once

#include <QString>
#include <vector>

namespace clothlab::figures {

struct ReportTask {
    QString title;
    QString answer;   ///< as handed in, with its unit; empty: none
    QString obtained; ///< "typed", "read off an analysis", … (translated)
    QString check;    ///< what the grader will say (translated)
};

struct ReportCoursework {
    QString assignment; ///< its title in the report's language
    QString student;    ///< "NAME (ID)"; empty before a hand-in
    std::vector<ReportTask> tasks;
};

} // namespace clothlab::figures
