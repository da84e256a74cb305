// Several runs of one scene in 3D at once: a grid of views with linked cameras, or one view
// with the other runs drawn translucent over a chosen one.
#pragma once

#include "core/base/types.h"
#include "core/contact/obstacles.h"
#include "core/model/system.h"
#include "widgets/view3d/scene_view.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QString>
#include <QWidget>
#include <optional>
#include <vector>

class QButtonGroup;
class QComboBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QStackedWidget;
class QToolButton;

namespace clothlab::widgets {

/// Shows up to kMaxShown runs of one system side by side. In split mode every shown run has
/// its own SceneView in a grid (1 → 1×1, 2 → 1×2, 3–4 → 2×2, 5–6 → 2×3), captioned with the
/// run's text and colour; in overlay mode one SceneView shows the primary run opaque in its
/// colour and the other shown runs translucent in theirs. The cameras of all views move
/// together, and a particle drag in any view is reported once, for the caller to apply to
/// every run. A header row switches the mode, picks the primary run and resets the camera.
class ComparisonView : public QWidget {
    Q_OBJECT

public:
    enum class Mode { Split, Overlay };

    /// One run as the caller describes it.
    struct Run {
        QString caption; ///< shown as given, e.g. "rk4 · dt = 1 ms · running"
        QColor color;    ///< the run's colour in every view
        bool visible = true;
        /// The run's own stiffness table (a run that overrides it), for the spring colours
        /// by energy; empty: the system's.
        std::optional<core::StiffnessTable> stiffness;
    };

    /// Most runs shown at once; further visible runs are listed as not shown.
    static constexpr int kMaxShown = 6;

    explicit ComparisonView(QWidget* parent = nullptr);
    ~ComparisonView() override;

    /// The topology every run shares; resets each run's positions to the system's.
    void setSystem(const core::System& system, const std::vector<core::Obstacle>& obstacles);
    /// Replaces the list of runs. Positions of runs that stay (same index) are kept, new runs
    /// start at the system's positions. The views are reused when as many are needed.
    void setRuns(const QList<Run>& runs);
    QList<Run> runs() const { return m_runs; }
    /// Positions of `run` (3 × particle count, m); other sizes and unknown runs are ignored.
    /// Forces (N), when given, are drawn in split mode as SceneView draws them.
    /// Contact pairs, when given, are drawn where SceneView draws them (split mode, and the
    /// primary run in overlay mode).
    void setPositions(int run, const Eigen::Matrix3Xd& positions,
                      const Eigen::Matrix3Xd* forces = nullptr,
                      const std::vector<core::ContactPair>* contacts = nullptr);

    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    /// The run drawn opaque in overlay mode; a run that is not shown falls back to the first
    /// shown one.
    void setPrimaryRun(int run);
    int primaryRun() const { return m_primary; }

    /// Runs shown, in view order (visible ones, at most kMaxShown).
    QList<int> shownRuns() const { return m_shown; }
    /// Visible runs beyond kMaxShown.
    QList<int> hiddenRuns() const { return m_notShown; }
    /// Views in use: the shown runs in split mode, one in overlay mode, none without runs.
    int viewCount() const;
    SceneView* sceneView(int index) const;
    /// Columns (width) and rows (height) of the split grid; empty in overlay mode or
    /// without views.
    QSize gridShape() const;

    /// Frames every shown run in every view.
    void resetCamera();
    SceneCameraState cameraState() const { return m_camera; }

    // The 3D toggles of SceneView, applied to every view.
    void setOptions(const SceneViewOptions& options);
    SceneViewOptions options() const { return m_options; }
    void setShowSurface(bool show);
    void setWireframe(bool wireframe);
    void setShowParticles(bool show);
    void setShowSprings(core::SpringKind kind, bool show);
    void setShowForces(bool show);
    void setShowObstacles(bool show);
    void setShowGround(bool show);
    void setShowAxes(bool show);
    void setShowContacts(bool show);
    void setSpringColoring(SpringColoring coloring);
    /// The system's stiffness table after an edit (SceneView::setStiffness): every view whose
    /// run has no table of its own.
    void setStiffness(const core::StiffnessTable& table);
    /// As SceneView::setTexture, for every view.
    void setTexture(const QImage& image);

signals:
    void particlePressed(int index);
    void particleDragged(int index, const clothlab::core::Vec3& target);
    void particleReleased(int index);
    void modeChanged(clothlab::widgets::ComparisonView::Mode mode);
    void primaryRunChanged(int run);
    /// The "Compare Integrators…" button of the empty view was clicked.
    void compareRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void createHeader(QHBoxLayout* header);
    void retranslate();
    SceneView* createView();
    void setOption(bool SceneViewOptions::*option, bool value);
    void layoutViews();
    void showRunsInViews();
    void updateHeader();
    void linkCamera(const SceneCameraState& state);

    QList<Run> m_runs;
    std::vector<Eigen::Matrix3Xd> m_positions; ///< per run
    core::System m_system;
    std::vector<core::Obstacle> m_obstacles;
    bool m_hasSystem = false;
    QList<int> m_shown;
    QList<int> m_notShown;
    Mode m_mode = Mode::Split;
    int m_primary = -1;
    QSize m_layoutShape; ///< columns × rows the grid layout holds now
    SceneCameraState m_camera;
    bool m_cameraSet = false;   ///< m_camera was framed or moved at least once
    bool m_linking = false;     ///< a camera change is being copied to the other views
    SceneViewOptions m_options; ///< of every view, new ones included
    QImage m_texture;           ///< of every view; null: the built-in one

    std::vector<SceneView*> m_views; ///< a pool: the first viewCount() are in the grid
    QStackedWidget* m_stack = nullptr;
    QWidget* m_grid = nullptr;
    QGridLayout* m_gridLayout = nullptr;
    QWidget* m_hintPage = nullptr;
    QLabel* m_hint = nullptr;
    QPushButton* m_compareButton = nullptr;
    QLabel* m_modeLabel = nullptr;
    QToolButton* m_splitButton = nullptr;
    QToolButton* m_overlayButton = nullptr;
    QButtonGroup* m_modeGroup = nullptr;
    QLabel* m_primaryLabel = nullptr;
    QComboBox* m_primaryBox = nullptr;
    QToolButton* m_resetButton = nullptr;
    QLabel* m_notShownLabel = nullptr;
    QWidget* m_legend = nullptr;
    QHBoxLayout* m_legendLayout = nullptr;
};

} // namespace clothlab::widgets
