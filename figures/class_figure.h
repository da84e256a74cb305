// The class summary of a graded assignment (issue 18): for each task with a numeric value,
// every student's submitted value as a fraction of the expected value, one row of markers per
// task on a logarithmic axis, so that orders, stability limits and numeric answers of very
// different sizes share one figure and 1 marks "as expected".
#pragma once

#include "core/coursework/assignment.h"
#include "core/coursework/grader.h"
#include "figures/figure.h"

#include <vector>

namespace clothlab::figures {

/// The figure (fitted) of the grades `rows` of `assignment`: one category per task whose
/// expected value is a number, markers "ok" and "not ok" per submitted value, a guide at 1.
/// Submitted values that are not positive numbers are left out.
Figure classSummaryFigure(const core::coursework::Assignment& assignment,
                          const std::vector<core::coursework::GradeRow>& rows);

} // namespace clothlab::figures
