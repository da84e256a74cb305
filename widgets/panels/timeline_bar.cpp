#include "widgets/panels/timeline_bar.h"

#include "text/palette.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace clothlab::widgets {

namespace {

QColor markerColor(core::MarkerKind kind) {
    switch (kind) {
    case core::MarkerKind::ContactOnset:
        return QColor::fromRgb(text::palette::kBlue);
    case core::MarkerKind::ResidualThreshold:
        return QColor::fromRgb(text::palette::kOrange);
    case core::MarkerKind::GrowthOnset:
        return QColor::fromRgb(text::palette::kPurple);
    case core::MarkerKind::BlowUp:
        break;
    }
    return QColor::fromRgb(text::palette::kBlack);
}

constexpr int kMarkerSize = 7; ///< px, half the width of a marker's triangle

} // namespace

TimelineMarkers::TimelineMarkers(QSlider* slider, QWidget* parent)
    : QWidget(parent), m_slider(slider) {
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

QSize TimelineMarkers::sizeHint() const {
    return {100, kMarkerSize + 4};
}

void TimelineMarkers::setMarkers(const std::vector<TimelineMarker>& markers) {
    m_markers = markers;
    update();
}

// The slider's handle centre travels over its width less one handle length.
int TimelineMarkers::frameX(int frame) const {
    const int handle = m_slider->style()->pixelMetric(QStyle::PM_SliderLength, nullptr, m_slider);
    const int span = std::max(1, m_slider->maximum() - m_slider->minimum());
    const double fraction =
        std::clamp(static_cast<double>(frame - m_slider->minimum()) / span, 0.0, 1.0);
    return handle / 2 + static_cast<int>(std::lround(fraction * (width() - handle)));
}

int TimelineMarkers::markerAt(int x) const {
    int best = -1;
    int bestDistance = kMarkerSize + 1;
    for (std::size_t k = 0; k < m_markers.size(); ++k) {
        const int distance = std::abs(frameX(m_markers[k].marker.frame) - x);
        if (distance < bestDistance) {
            best = static_cast<int>(k);
            bestDistance = distance;
        }
    }
    return best;
}

void TimelineMarkers::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    for (const TimelineMarker& m : m_markers) {
        const double x = frameX(m.marker.frame);
        QPainterPath triangle;
        triangle.moveTo(x - kMarkerSize * 0.7, 1.0);
        triangle.lineTo(x + kMarkerSize * 0.7, 1.0);
        triangle.lineTo(x, 1.0 + kMarkerSize);
        triangle.closeSubpath();
        painter.fillPath(triangle, markerColor(m.marker.kind));
    }
}

void TimelineMarkers::mousePressEvent(QMouseEvent* event) {
    if (const int k = markerAt(static_cast<int>(event->position().x())); k >= 0) {
        emit markerClicked(m_markers[static_cast<std::size_t>(k)].marker.frame);
    }
}

bool TimelineMarkers::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const int k = markerAt(help->pos().x()); k >= 0) {
            QToolTip::showText(help->globalPos(),
                               TimelineBar::markerText(m_markers[static_cast<std::size_t>(k)]),
                               this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

TimelineBar::TimelineBar(RunController* controller, QWidget* parent)
    : QWidget(parent), m_controller(controller) {
    setAutoFillBackground(true);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setRange(0, 0);
    m_markers = new TimelineMarkers(m_slider, this);
    m_time = new QLabel(this);
    m_replay = new QPushButton(this);
    m_live = new QPushButton(this);
    m_request = new QTimer(this);
    m_request->setSingleShot(true);
    m_request->setInterval(0);

    auto* track = new QVBoxLayout;
    track->setSpacing(0);
    track->addWidget(m_markers);
    track->addWidget(m_slider);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(4, 0, 4, 2);
    row->addWidget(m_replay);
    row->addLayout(track, 1);
    row->addWidget(m_time);
    row->addWidget(m_live);

    connect(m_slider, &QSlider::valueChanged, this, [this] {
        if (!m_updating) {
            m_request->start();
        }
    });
    connect(m_request, &QTimer::timeout, this, &TimelineBar::showRequested);
    connect(m_markers, &TimelineMarkers::markerClicked, this,
            [this](int frame) { m_controller->showFrame(frame); });
    connect(m_replay, &QPushButton::clicked, this, [this] {
        if (const int frame = m_controller->shownFrame(); frame >= 0) {
            m_controller->replayFrom(frame);
        }
    });
    connect(m_live, &QPushButton::clicked, this, [this] { m_controller->showLive(); });
    connect(controller, &RunController::timelineChanged, this, &TimelineBar::onTimeline);
    connect(controller, &RunController::snapshotReady, this, &TimelineBar::onSnapshot);
    // A blow-up shows the last frame before the residual's growth began, when it was found.
    connect(controller, &RunController::runBlewUp, this, [this](int run) {
        if (!m_followsBlowUps) {
            return;
        }
        for (const TimelineMarker& m : m_controller->markers()) {
            if (m.run == run && m.marker.kind == core::MarkerKind::GrowthOnset) {
                m_controller->showFrame(m.marker.frame);
                emit growthShown(m);
            }
        }
    });
    retranslate();
    onTimeline();
}

QString TimelineBar::markerText(const TimelineMarker& marker) {
    const QString time = QLocale().toString(marker.marker.time, 'f', 3);
    switch (marker.marker.kind) {
    case core::MarkerKind::ContactOnset:
        return tr("Contact begins at t = %1 s").arg(time);
    case core::MarkerKind::ResidualThreshold:
        return tr("The energy residual passes %1 % of the energy scale at t = %2 s")
            .arg(QLocale().toString(core::HistoryOptions{}.residualThreshold * 100.0, 'g', 3),
                 time);
    case core::MarkerKind::GrowthOnset:
        // The residual is an energy, the square of the mode's amplitude: the amplitude
        // e-folds in twice the residual's time, as the stability study predicts it.
        return tr("The energy residual starts its final growth at t = %1 s: measured, it "
                  "e-folds every %2 s, so the growing mode's amplitude every %3 s")
            .arg(time, QLocale().toString(1.0 / marker.marker.rate, 'g', 3),
                 QLocale().toString(2.0 / marker.marker.rate, 'g', 3));
    case core::MarkerKind::BlowUp:
        break;
    }
    return tr("Blow-up at t = %1 s").arg(time);
}

void TimelineBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void TimelineBar::retranslate() {
    m_replay->setText(tr("Replay from Here"));
    m_replay->setToolTip(tr("Put the run back to the moment shown and play on from there, with "
                            "the integrator settings as they are now (a smaller time step, say)"));
    m_live->setText(tr("Back to Live"));
    m_live->setToolTip(tr("Show the run where it is now"));
    m_slider->setToolTip(tr("The run's timeline: drag to see the run as it was at any moment"));
    m_slider->setAccessibleName(tr("Timeline"));
    updateLabel();
}

void TimelineBar::onTimeline() {
    const int frames = static_cast<int>(m_controller->frameTimes().size());
    m_updating = true;
    m_slider->setRange(std::min(m_controller->firstFrame(), std::max(frames - 1, 0)),
                       std::max(frames - 1, 0));
    if (m_controller->shownFrame() < 0) {
        m_slider->setValue(m_slider->maximum());
    }
    m_updating = false;
    m_markers->setMarkers(m_controller->markers());
    updateLabel();
}

void TimelineBar::onSnapshot() {
    const int frame = m_controller->shownFrame();
    if (!m_slider->isSliderDown() && !m_request->isActive()) {
        m_updating = true;
        m_slider->setValue(frame >= 0 ? frame : m_slider->maximum());
        m_updating = false;
    }
    updateLabel();
}

void TimelineBar::showRequested() {
    m_controller->showFrame(m_slider->value());
}

void TimelineBar::updateLabel() {
    const int frame = m_controller->shownFrame();
    const auto& times = m_controller->frameTimes();
    m_replay->setEnabled(frame >= 0);
    m_live->setEnabled(frame >= 0);
    if (frame >= 0 && frame < static_cast<int>(times.size())) {
        m_time->setText(
            tr("Showing t = %1 s")
                .arg(QLocale().toString(times[static_cast<std::size_t>(frame)], 'f', 3)));
    } else {
        m_time->setText(tr("Live"));
    }
}

} // namespace clothlab::widgets
