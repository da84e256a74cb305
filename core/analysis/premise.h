// When an analysis's premise fails on a scene. A convergence order assumes a smooth solution
// reached by fixed steps: contact (an obstacle or the cloth itself) makes the trajectory
// non-smooth, an adaptive method chooses its own steps, and a blown-up run has no error, so
// the orders a study reports there mean nothing. A stability limit is a mode's only when the
// trial's blow-up is not the contact's; a work–precision error is a smooth error only before
// contact. The dialogs, their figures' captions, the reports and clothlab-cli state it from here.
#pragma once

#include "core/analysis/convergence.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/work_precision.h"
#include "core/base/message.h"
#include "core/scene/scene.h"

#include <optional>
#include <vector>

namespace clothlab::core {

/// The first contact of a run: when, and whether with an obstacle or the cloth itself.
struct ContactOnset {
    double time = 0.0; ///< s, the end of the first step with a contact
    bool self = false; ///< a cloth contact pair (and no obstacle contact at that step)
};

/// The first step (up to `duration`) at which a run of `choice` on `scene` has a contact: a
/// particle in an obstacle or a cloth contact pair; none when it has none, or when the run
/// blows up before (a blow-up is reported on its own).
std::optional<ContactOnset> firstContact(const Scene& scene, const IntegratorChoice& choice,
                                         double duration);

/// Why the orders of `result` (a study over `duration` on `scene`) are not meaningful, or an
/// empty message: the reference run touches an obstacle or itself (from what time), a method
/// adapts its steps, or runs blew up.
Message convergencePremise(const Scene& scene, const ConvergenceResult& result, double duration);

/// Why a measured limit of `limits` (trials over `duration`) may be set by contact rather than
/// by a mode, or an empty message: the run at the limit touches, and the spectrum does not
/// predict a limit within 10 % of it.
Message stabilityPremise(const Scene& scene, const std::vector<StabilityResult>& limits,
                         double duration);

/// Why the errors of a work–precision sweep are not a method's smooth error, or an empty
/// message: its reference run touches an obstacle or itself.
Message workPrecisionPremise(const Scene& scene, const WorkPrecisionResult& result);

} // namespace clothlab::core
