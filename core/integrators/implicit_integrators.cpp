#include "core/integrators/registry_entry.h"

namespace clothlab::core {

void appendImplicitIntegrators(std::vector<IntegratorEntry>& /*entries*/) {}

} // namespace clothlab::core
