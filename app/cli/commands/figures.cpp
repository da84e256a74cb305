// `clothlab-cli figures`: the gallery, one figure of every kind ClothLab draws.
#include "app/cli/drawing.h"
#include "app/cli/subcommand.h"
#include "figures/figure_renderer.h"
#include "figures/gallery.h"

#include <QDir>
#include <optional>
#include <ostream>

namespace clothlab::app::cli {

namespace {

/// Options of `figures`: the gallery of every figure kind.
struct FiguresOptions {
    std::string outDir;   ///< DIR, created when missing
    std::string language; ///< en, ja, zh_CN, zh_TW; empty: the system's
    long dpi = 300;       ///< PNG resolution, 50–1200
};

std::string help() {
    return "Usage: clothlab-cli figures --out DIR [--language en|ja|zh_CN|zh_TW] [--dpi N]\n"
           "\n"
           "Draws one figure of every kind ClothLab makes (energy, energy residual,\n"
           "error, strain, solver residual, convergence, stability limits, stiffness\n"
           "sweep, stability region, damping, period error, work-precision, cheapest\n"
           "method by stiffness) from short\n"
           "runs of the hanging-chain preset, one journal column wide (85 mm), each as\n"
           "DIR/KIND.pdf, .svg and .png. Takes a few seconds.\n"
           "\n"
           "  --out DIR          the folder (created when missing)\n"
           "  --language L       the figures' language; default: the system's\n"
           "  --dpi N            PNG resolution, 50 to 1200 (default 300)\n"
           "\n"
           "Exit status: 0 done; 1 a file could not be written; 2 bad input.\n";
}

FiguresOptions parse(ArgumentCursor& cursor) {
    FiguresOptions figures;
    std::optional<std::string> language;
    std::optional<long> dpi;
    std::string stray;
    parseArguments(
        cursor, "figures", &stray,
        {languageFlag(language), integerFlag("--dpi", dpi), fileFlag("--out", figures.outDir)});
    if (!stray.empty()) {
        throw InputError("figures: unexpected argument " + inQuotes(stray) +
                         " (figures takes no SCENE: it draws its own runs, see --help)");
    }
    if (figures.outDir.empty()) {
        throw InputError("figures: missing --out DIR");
    }
    if (dpi && (*dpi < 50 || *dpi > 1200)) {
        throw InputError("--dpi: expected 50 to 1200, got " + std::to_string(*dpi));
    }
    figures.language = language.value_or(std::string());
    figures.dpi = dpi.value_or(figures.dpi);
    return figures;
}

int run(Invocation& call) {
    const FiguresOptions options = parse(call.args);
    const QString dir = QString::fromStdString(options.outDir);
    if (!QDir().mkpath(dir)) {
        throw InputError("--out " + options.outDir + ": cannot create the folder");
    }
    const Drawing drawing(options.language);
    figures::FigureOptions page = figures::columnFigure(1);
    page.dpi = static_cast<int>(options.dpi);
    for (const figures::GalleryFigure& shown : figures::galleryFigures(figures::computeGallery())) {
        for (const char* suffix : {".pdf", ".svg", ".png"}) {
            const QString path = QDir(dir).filePath(shown.id + QLatin1String(suffix));
            QString error;
            if (!figures::writeFigure(shown.figure, page, path, &error, shown.caption)) {
                call.err << "clothlab-cli: figures: " << error.toStdString() << '\n';
                return kExitInternalError;
            }
            call.out << path.toStdString() << '\n';
        }
    }
    return kExitOk;
}

} // namespace

const Subcommand kFiguresCommand{"figures", "one figure of every kind, as PDF, SVG and PNG", &help,
                                 &run};

} // namespace clothlab::app::cli
