// The registry of methods from outside and the adapter that runs one (external_integrator.h).
//
// The registry is never destroyed: its functions may hold objects of a front-end that is gone
// by the time static destructors run (an interpreter finalised at exit), and the infos it
// handed out must stay valid for runs made before a method was replaced or removed, so a
// replaced method moves to a list that is kept, not freed.
#include "core/integrators/external_integrator.h"

#include "core/model/system.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <type_traits>

namespace clothlab::core {

namespace {

using MethodPtr = std::shared_ptr<const ExternalMethod>;

struct Registry {
    std::mutex mutex;
    std::vector<MethodPtr> active;  ///< in order of first registration
    std::vector<MethodPtr> retired; ///< replaced or removed, kept for their infos
};

Registry& registry() {
    static Registry* const instance = new Registry; // never destroyed, see above
    return *instance;
}

std::string shortNumber(double value) {
    std::ostringstream text;
    text.precision(6);
    text << value;
    return text.str();
}

bool usableIdCharacter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || c == '.';
}

void checkId(const std::string& id) {
    bool usable = !id.empty();
    for (const char c : id) {
        usable = usable && usableIdCharacter(c);
    }
    if (!usable) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                 "method id \"%1\": use letters, digits, '-', '_' and '.' only"),
                id));
    }
    if (findIntegrator(id) != nullptr && findExternalIntegrator(id) == nullptr) {
        throw MessageError(msg(
            CLOTHLAB_TR_NOOP("CoreMessage",
                             "method id \"%1\" is the id of a built-in integrator; choose another"),
            id));
    }
}

/// Runs one instance with the checks of the header's comment.
class ExternalIntegrator final : public Integrator {
public:
    explicit ExternalIntegrator(const MethodPtr& method)
        : Integrator(method->info), m_method(method), m_instance(method->instantiate()) {
        if (!m_instance.step) {
            throw std::invalid_argument("external integrator " + method->info.id +
                                        ": instance has no step function");
        }
    }

    void reset() override {
        if (m_instance.reset) {
            m_instance.reset();
        }
    }

    int evaluationsPerStep() const override { return std::max(1, m_method->evaluationsPerStep); }

    StepWork step(StepContext& ctx) override {
        if (m_failure) {
            std::rethrow_exception(m_failure); // the run stopped at an earlier step
        }
        m_x0 = ctx.system.positions();
        m_v0 = ctx.system.velocities();
        StepWork work;
        try {
            work = m_instance.step(ctx, parameters());
        } catch (const ExternalStepError& e) {
            fail(ctx, e.reason.empty() ? std::string(e.what()) : e.reason, &e);
        } catch (const std::exception& e) {
            fail(ctx, e.what(), nullptr);
        }
        if (const Message problem = checkState(ctx); !problem.empty()) {
            fail(ctx, problem, nullptr);
        }
        return work;
    }

private:
    /// Why the state the step left is refused (empty when it is accepted).
    Message checkState(const StepContext& ctx) const {
        const System& s = ctx.system;
        for (Eigen::Index i = 0; i < s.positions().cols(); ++i) {
            for (int c = 0; c < 3; ++c) {
                if (std::isnan(s.positions()(c, i)) && !std::isnan(m_x0(c, i))) {
                    return nanMessage("state.x", i);
                }
                if (std::isnan(s.velocities()(c, i)) && !std::isnan(m_v0(c, i))) {
                    return nanMessage("state.v", i);
                }
            }
        }
        for (Eigen::Index i = 0; i < s.positions().cols(); ++i) {
            if (s.inverseMasses()[i] != 0.0) {
                continue;
            }
            const Vec3 expected = m_x0.col(i) + ctx.dt * m_v0.col(i);
            const double tolerance = 1e-12 * std::max(1.0, expected.norm());
            if ((s.positions().col(i) - expected).norm() > tolerance ||
                (s.velocities().col(i) - m_v0.col(i)).norm() >
                    1e-12 * std::max(1.0, m_v0.col(i).norm())) {
                return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                            "the step moved pinned particle %1 (a pinned particle "
                                            "has inverse mass 0 and moves only with the scene)"),
                           static_cast<long long>(i));
            }
        }
        return {};
    }

    static Message nanMessage(const char* array, Eigen::Index particle) {
        return msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                    "the step left NaN (not a number) in %1 of particle %2"),
                   array, static_cast<long long>(particle));
    }

    template <typename Reason>
    [[noreturn]] void fail(StepContext& ctx, const Reason& reason, const ExternalStepError* given) {
        ExternalStepError error(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "integrator %1 stopped at t = %2 s: %3"), id(),
                shortNumber(ctx.time), reason),
            std::string(id()), ctx.time);
        if constexpr (std::is_same_v<Reason, Message>) {
            error.reason = reason.english();
        } else {
            error.reason = reason;
        }
        error.file = m_instance.file;
        error.line = m_instance.line;
        if (given) {
            error.detail = given->detail;
            error.payload = given->payload;
            if (!given->file.empty()) { // placed by the front-end (a traceback's frame)
                error.file = given->file;
                error.line = given->line;
            }
        }
        ctx.system.positions() = m_x0; // the last good state
        ctx.system.velocities() = m_v0;
        m_failure = std::make_exception_ptr(error);
        throw error;
    }

    MethodPtr m_method; ///< keeps the info the base refers to
    ExternalInstance m_instance;
    Eigen::Matrix3Xd m_x0, m_v0;
    std::exception_ptr m_failure;
};

} // namespace

const IntegratorInfo& registerExternalIntegrator(ExternalMethod method) {
    checkId(method.info.id);
    if (!method.instantiate) {
        throw std::invalid_argument("external integrator " + method.info.id +
                                    ": no instantiate function");
    }
    method.info.orientations = false; // the state handed out is (x, v) only
    if (method.info.region == RegionKind::None && method.info.linearReason == nullptr) {
        method.info.linearReason = CLOTHLAB_TR_NOOP(
            "CoreMessage", "the method declares that its step is not a linear map of the state");
    }
    auto added = std::make_shared<const ExternalMethod>(std::move(method));
    Registry& r = registry();
    std::lock_guard<std::mutex> lock(r.mutex);
    for (MethodPtr& slot : r.active) {
        if (slot->info.id == added->info.id) {
            r.retired.push_back(slot);
            slot = added;
            return added->info;
        }
    }
    r.active.push_back(added);
    return added->info;
}

bool unregisterExternalIntegrator(std::string_view id) {
    Registry& r = registry();
    std::lock_guard<std::mutex> lock(r.mutex);
    for (auto it = r.active.begin(); it != r.active.end(); ++it) {
        if ((*it)->info.id == id) {
            r.retired.push_back(*it);
            r.active.erase(it);
            return true;
        }
    }
    return false;
}

std::vector<const IntegratorInfo*> externalIntegrators() {
    Registry& r = registry();
    std::lock_guard<std::mutex> lock(r.mutex);
    std::vector<const IntegratorInfo*> infos;
    for (const MethodPtr& method : r.active) {
        infos.push_back(&method->info);
    }
    return infos;
}

std::shared_ptr<const ExternalMethod> findExternalMethod(std::string_view id) {
    Registry& r = registry();
    std::lock_guard<std::mutex> lock(r.mutex);
    for (const MethodPtr& method : r.active) {
        if (method->info.id == id) {
            return method;
        }
    }
    return nullptr;
}

const IntegratorInfo* findExternalIntegrator(std::string_view id) {
    const MethodPtr method = findExternalMethod(id);
    return method ? &method->info : nullptr; // kept alive by the registry
}

std::unique_ptr<Integrator> createExternalIntegrator(std::string_view id) {
    const MethodPtr method = findExternalMethod(id);
    if (!method) {
        return nullptr;
    }
    return std::make_unique<ExternalIntegrator>(method);
}

} // namespace clothlab::core
