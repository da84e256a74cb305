#include "app/cli/analysis_args.h"

#include "app/cli/cli_scene.h"

namespace clothlab::app::cli {

FlagRules AnalysisFlags::common() {
    AnalysisArgs& a = m_args;
    return {listFlag("--integrators", m_integratorsGiven,
                     [&a](std::string_view flag, std::string_view item) {
                         a.integrators.push_back(parseIntegratorSpec(flag, item));
                     }),
            numberFlag("--duration", m_duration),
            integerFlag("--threads", m_threads),
            fileFlag("--out", a.outFile),
            fileFlag("--manifest", a.manifestFile),
            figureFlag(a.figureFiles),
            setFlag(a.scene)};
}

FlagRule AnalysisFlags::dt() {
    return numberFlag("--dt", m_args.dt);
}

FlagRule AnalysisFlags::reference() {
    return {"--reference", [&a = m_args](std::string_view flag, std::string_view value) {
                setOnce(a.reference, flag, parseIntegratorSpec(flag, value));
            }};
}

FlagRule AnalysisFlags::dts() {
    return listFlag("--dts", m_dtsGiven,
                    [&a = m_args](std::string_view flag, std::string_view item) {
                        a.dts.push_back(parsePositiveNumber(flag, item));
                    });
}

void AnalysisFlags::finish(std::string_view sub) {
    requireScene(sub, m_args.scene);
    const std::string prefix = std::string(sub) + ": missing ";
    if (m_args.integrators.empty()) {
        throw InputError(prefix + "--integrators ID[,ID…]");
    }
    if (!m_duration) {
        throw InputError(prefix + "--duration S");
    }
    if (m_args.outFile.empty()) {
        throw InputError(prefix + "--out FILE.csv");
    }
    m_args.duration = *m_duration;
    m_args.threads = threadCount(m_threads);
}

std::string seconds(double value) {
    return number(value) + " s";
}

std::string choiceText(const core::IntegratorChoice& choice) {
    std::string text = choice.id;
    for (const auto& [id, value] : choice.parameters) {
        text += ':' + id + '=' + number(value);
    }
    return text + '@' + number(choice.dt);
}

core::IntegratorChoice referenceChoice(const std::optional<IntegratorSpec>& spec,
                                       const core::Scene& scene, double dt) {
    core::IntegratorChoice reference = core::defaultReference(dt);
    if (!spec) {
        return reference;
    }
    if (spec->id != reference.id) {
        return resolveSpec(*spec, scene, dt);
    }
    applyParameters(reference, spec->parameters, "--reference");
    reference.dt = spec->dt.value_or(dt);
    return reference;
}

std::vector<core::IntegratorChoice> resolveAll(const std::vector<IntegratorSpec>& specs,
                                               const core::Scene& scene, double dt) {
    std::vector<core::IntegratorChoice> choices;
    for (const IntegratorSpec& spec : specs) {
        choices.push_back(resolveSpec(spec, scene, dt));
    }
    return choices;
}

core::AnalysisOptions analysisOptions(const AnalysisArgs& args, core::ProgressFunction progress) {
    core::AnalysisOptions options;
    options.threads = args.threads;
    options.progress = std::move(progress);
    return options;
}

std::vector<std::pair<std::string_view, std::string>> analysisOutputs(const AnalysisArgs& args) {
    std::vector<std::pair<std::string_view, std::string>> outputs{
        {"--out", args.outFile}, {"--manifest", args.manifestFile}};
    for (const std::string& figure : args.figureFiles) {
        outputs.emplace_back("--figure", figure);
    }
    return outputs;
}

} // namespace clothlab::app::cli
