#include "widgets/panels/scene_summary_widget.h"

#include "core/model/system.h"
#include "text/catalog_text.h"

#include <QEvent>
#include <QFont>
#include <QGridLayout>
#include <QLabel>
#include <numeric>
#include <string_view>

namespace clothlab::widgets {

namespace {

QLabel* addLine(QGridLayout* layout, const QString& objectName, int row, int column,
                int indent = 0) {
    auto* label = new QLabel;
    label->setObjectName(objectName);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setIndent(indent);
    layout->addWidget(label, row, column);
    return label;
}

} // namespace

SceneSummaryWidget::SceneSummaryWidget(const core::System& system, const QString& sceneName,
                                       QWidget* parent)
    : QWidget(parent) {
    // Particles on the left, springs on the right: the summary stays short, so that the
    // scene tree below it keeps its room.
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setVerticalSpacing(2);
    layout->setHorizontalSpacing(24);

    m_titleLabel = new QLabel(this);
    m_titleLabel->setObjectName(QStringLiteral("sceneTitle"));
    m_titleLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont titleFont = m_titleLabel->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    m_titleLabel->setFont(titleFont);
    layout->addWidget(m_titleLabel, 0, 0, 1, 2);

    m_particleLabel = addLine(layout, QStringLiteral("particleCount"), 1, 0);
    m_pinnedLabel = addLine(layout, QStringLiteral("pinnedCount"), 2, 0);
    m_springTotalLabel = addLine(layout, QStringLiteral("springCount"), 1, 1);
    // Object names use the core's stable kind ids: "structuralSpringCount", …
    const int indent = 2 * fontMetrics().averageCharWidth();
    int row = 2;
    for (core::SpringKind kind : core::kAllSpringKinds) {
        const std::string_view id = core::springKindId(kind);
        const QString name = QLatin1String(id.data(), static_cast<qsizetype>(id.size())) +
                             QStringLiteral("SpringCount");
        m_springLabels[core::kindIndex(kind)] = addLine(layout, name, row++, 1, indent);
    }
    layout->setColumnStretch(2, 1);

    setSystem(system, sceneName);
}

void SceneSummaryWidget::setSystem(const core::System& system, const QString& sceneName) {
    m_sceneName = sceneName;
    m_particles = system.particleCount();
    m_pinned = system.pinnedCount();
    m_springs = system.springCountByKind();
    retranslate();
}

void SceneSummaryWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void SceneSummaryWidget::retranslate() {
    m_titleLabel->setText(tr("Scene: %1").arg(text::catalog::sceneName(m_sceneName.toStdString())));
    m_particleLabel->setText(tr("%Ln particle(s)", nullptr, m_particles));
    m_pinnedLabel->setText(tr("%Ln pinned particle(s)", nullptr, m_pinned));
    const int total = std::accumulate(m_springs.begin(), m_springs.end(), 0);
    m_springTotalLabel->setText(tr("%Ln spring(s):", nullptr, total));

    const auto count = [this](core::SpringKind kind) { return m_springs[core::kindIndex(kind)]; };
    using core::SpringKind;
    m_springLabels[core::kindIndex(SpringKind::Structural)]->setText(
        tr("%Ln structural spring(s)", nullptr, count(SpringKind::Structural)));
    m_springLabels[core::kindIndex(SpringKind::Shear)]->setText(
        tr("%Ln shear spring(s)", nullptr, count(SpringKind::Shear)));
    m_springLabels[core::kindIndex(SpringKind::Bending)]->setText(
        tr("%Ln bending spring(s)", nullptr, count(SpringKind::Bending)));
}

} // namespace clothlab::widgets
