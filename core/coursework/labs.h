// The labs shipped with ClothLab (resources/assignments, embedded at build time by
// core/coursework/embed_labs.cmake), read as "assignment:NAME".
#pragma once

#include <string_view>
#include <vector>

namespace clothlab::core::coursework {

/// One embedded lab: its id (the file name without .json) and its assignment-file text.
struct LabData {
    std::string_view id;
    std::string_view json;
};

/// Every shipped lab, in course order.
const std::vector<LabData>& labData();

/// The embedded assignment-file text of a lab, or empty for an unknown id.
std::string_view labJson(std::string_view id);

} // namespace clothlab::core::coursework
