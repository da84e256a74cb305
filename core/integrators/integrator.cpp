#include "core/integrators/integrator.h"

#include "core/integrators/registry_entry.h"

namespace clothlab::core {

Integrator::Integrator(const IntegratorInfo& info) : m_info(info), m_parameters(info.parameters) {}

Integrator::~Integrator() = default;

namespace {

const std::vector<IntegratorEntry>& entries() {
    static const std::vector<IntegratorEntry> table = [] {
        std::vector<IntegratorEntry> all;
        appendExplicitIntegrators(all);
        appendImplicitIntegrators(all);
        appendConstraintIntegrators(all);
        appendTextbookExplicitIntegrators(all);
        appendTextbookImplicitIntegrators(all);
        return all;
    }();
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

const std::vector<const IntegratorInfo*>& integratorCatalog() {
    static const std::vector<const IntegratorInfo*> catalog = [] {
        std::vector<const IntegratorInfo*> infos;
        for (const IntegratorEntry& entry : entries()) {
            infos.push_back(entry.info);
        }
        return infos;
    }();
    return catalog;
}

const IntegratorInfo* findIntegrator(std::string_view id) {
    for (const IntegratorEntry& entry : entries()) {
        if (entry.info->id == id) {
            return entry.info;
        }
    }
    return nullptr;
}

std::unique_ptr<Integrator> createIntegrator(std::string_view id) {
    for (const IntegratorEntry& entry : entries()) {
        if (entry.info->id == id) {
            return entry.create();
        }
    }
    return nullptr;
}

} // namespace clothlab::core
