// One figure of every kind the figures library draws, from small runs of one scene: what
// `clothlab-cli figures` writes, what the README shows and what the layout tests check.
#pragma once

#include "core/analysis/stability_study.h"
#include "core/analysis/work_precision.h"
#include "figures/analysis_record.h"
#include "figures/run_figures.h"

#include <QString>
#include <memory>
#include <vector>

namespace clothlab::figures {

/// The computations behind the gallery (core only, no drawing).
struct GalleryData {
    QString sceneName;
    RunHistories histories;
    ConvergenceAnalysis convergence;
    StabilityAnalysis stability;
    SweepAnalysis sweep;
    core::WorkPrecisionResult workPrecision;
    CrossoverAnalysis crossover; ///< cost in evaluations, so that the gallery is reproducible
    std::shared_ptr<const core::StabilityStudy> study;
};

/// A figure of the gallery: a file name stem ("convergence"), the figure and its caption.
struct GalleryFigure {
    QString id;
    Figure figure;
    QString caption;
};

/// The gallery's runs on the hanging-chain preset: four methods over 0.5 s, a convergence
/// study, stability limits, a stiffness sweep, a work–precision sweep and the stability
/// study of the runs, the cheapest method by stiffness, each kept to a fraction of a second.
GalleryData computeGallery();
/// Every figure of the gallery, in a fixed order: energy, residual, error, strain, solver,
/// convergence, stability, sweep, region, damping, period, work-precision, crossover.
std::vector<GalleryFigure> galleryFigures(const GalleryData& data);

} // namespace clothlab::figures
