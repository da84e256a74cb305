// The Simulation tab's timeline: a slider over the run's frames that shows the run as it was at
// any of them, the markers of the moments worth finding again, and Replay from here.
#pragma once

#include "widgets/engine/run_controller.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QSlider;
class QTimer;

namespace clothlab::widgets {

/// The strip above the slider that draws the markers where their frames are; a click on one
/// shows its frame.
class TimelineMarkers : public QWidget {
    Q_OBJECT

public:
    TimelineMarkers(QSlider* slider, QWidget* parent = nullptr);
    void setMarkers(const std::vector<TimelineMarker>& markers);
    /// The marker drawn at x (px), or −1.
    int markerAt(int x) const;
    /// The x (px) a frame is drawn at.
    int frameX(int frame) const;
    QSize sizeHint() const override;

signals:
    void markerClicked(int frame);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    QSlider* m_slider;
    std::vector<TimelineMarker> m_markers;
};

class TimelineBar : public QWidget {
    Q_OBJECT

public:
    explicit TimelineBar(RunController* controller, QWidget* parent = nullptr);

    QSlider* slider() const { return m_slider; }
    QPushButton* replayButton() const { return m_replay; }
    QPushButton* liveButton() const { return m_live; }
    TimelineMarkers* markerStrip() const { return m_markers; }
    /// Whether a blow-up shows its growth onset (pausing the runs); on by default. Off for
    /// a comparison, whose other runs go on.
    void setFollowsBlowUps(bool follows) { m_followsBlowUps = follows; }
    /// What a marker means, in the interface's language.
    static QString markerText(const TimelineMarker& marker);

signals:
    /// A blow-up made the timeline show the start of the residual's growth.
    void growthShown(const clothlab::widgets::TimelineMarker& marker);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void onTimeline();
    void onSnapshot();
    void showRequested();
    void updateLabel();

    RunController* m_controller;
    QSlider* m_slider = nullptr;
    TimelineMarkers* m_markers = nullptr;
    QLabel* m_time = nullptr;
    QPushButton* m_replay = nullptr;
    QPushButton* m_live = nullptr;
    QTimer* m_request = nullptr; ///< coalesces slider moves into one request per event loop turn
    bool m_updating = false;     ///< the slider is being moved by the timeline, not the user
    bool m_followsBlowUps = true;
};

} // namespace clothlab::widgets
