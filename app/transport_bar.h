// The workbench's toolbar: Play/Pause, Step and Reset of the run in front (the Simulation
// or the Comparison tab), its speed and its time. The buttons are the Simulation menu's
// actions, so one control has one meaning wherever it is reached from.
#pragma once

#include <QToolBar>

class QActionGroup;
class QComboBox;
class QLabel;

namespace clothlab::app {

class TransportBar : public QToolBar {
    Q_OBJECT

public:
    /// `speeds`: the Speed menu's checkable actions, each with its speed as data (0: as fast
    /// as possible); the speed box picks among them and follows them.
    TransportBar(QAction* play, QAction* step, QAction* reset, QActionGroup* speeds,
                 QWidget* parent);

    /// The time of the run in front, in seconds.
    void setTime(double time);
    /// The play button's icon: Pause while the run in front plays.
    void setPlaying(bool playing);
    void retranslate();

    QComboBox* speedBox() const { return m_speed; }

protected:
    /// Space plays unless a text field has focus: a number field (a spin box, where a space
    /// means nothing) gives it up to Play; a line or text editor keeps it.
    bool eventFilter(QObject* watched, QEvent* event) override;
    QLabel* timeLabel() const { return m_time; }

private:
    static QString timeText(double time); ///< "t = 1.234 s" in the interface's language
    QAction* m_play = nullptr;
    QActionGroup* m_speeds = nullptr;
    QLabel* m_speedLabel = nullptr;
    QComboBox* m_speed = nullptr;
    QLabel* m_time = nullptr;
    double m_shownTime = 0.0;
};

} // namespace clothlab::app
