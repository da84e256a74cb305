#include "core/integrators/registry_entry.h"

namespace clothlab::core {

void appendConstraintIntegrators(std::vector<IntegratorEntry>& /*entries*/) {}

} // namespace clothlab::core
