#include "core/integrators/integrator.h"

#include "core/integrators/external_integrator.h"
#include "core/integrators/registry_entry.h"

#include <algorithm>
#include <cmath>

namespace clothlab::core {

Integrator::Integrator(const IntegratorInfo& info) : m_info(info), m_parameters(info.parameters) {}

Integrator::~Integrator() = default;

int Integrator::countParameter(std::string_view id) const {
    return std::max(1, static_cast<int>(std::lround(m_parameters.value(id))));
}

namespace {

// Every built-in method, in menu order (the order of `clothlab-cli integrators` and of the
// choosers, which group it by family).
const std::vector<IntegratorEntry>& entries() {
    static const std::vector<IntegratorEntry> table{
        explicitEulerEntry(), symplecticEulerEntry(),
        verletEntry(),        rk2Entry(),
        rk4Entry(),           rk45Entry(),
        dop853Entry(),        implicitEulerEntry(),
        bdf2Entry(),          projectiveDynamicsEntry(),
        chebyshevEntry(),     pbdEntry(),
        xpbdEntry(),          velocityConstraintsEntry(),
        heunEntry(),          rk3Entry(),
        yoshida4Entry(),      implicitMidpointEntry(),
        newmarkEntry(),       generalizedAlphaEntry()};
    return table;
}

} // namespace

std::string_view integratorFamilyId(IntegratorFamily family) {
    switch (family) {
    case IntegratorFamily::Explicit:
        return "explicit";
    case IntegratorFamily::Symplectic:
        return "symplectic";
    case IntegratorFamily::Implicit:
        return "implicit";
    case IntegratorFamily::Constraint:
        return "constraint";
    }
    return "explicit";
}

std::vector<const IntegratorInfo*> integratorCatalog() {
    static const std::vector<const IntegratorInfo*> builtIn = [] {
        std::vector<const IntegratorInfo*> infos;
        for (const IntegratorEntry& entry : entries()) {
            infos.push_back(entry.info);
        }
        return infos;
    }();
    std::vector<const IntegratorInfo*> catalog = builtIn;
    const std::vector<const IntegratorInfo*> external = externalIntegrators();
    catalog.insert(catalog.end(), external.begin(), external.end());
    return catalog;
}

const IntegratorInfo* findIntegrator(std::string_view id) {
    for (const IntegratorEntry& entry : entries()) {
        if (entry.info->id == id) {
            return entry.info;
        }
    }
    return findExternalIntegrator(id);
}

RegionKind regionKind(std::string_view id) {
    const IntegratorInfo* info = findIntegrator(id);
    return info ? info->region : RegionKind::None;
}

std::unique_ptr<Integrator> createIntegrator(std::string_view id) {
    for (const IntegratorEntry& entry : entries()) {
        if (entry.info->id == id) {
            return entry.create();
        }
    }
    return createExternalIntegrator(id);
}

} // namespace clothlab::core
