// The Scene panel: the scene summary, the scene tree, a property editor generated for the
// selected item, and Add Cloth / Add Solid / Add Custom Body / Add Obstacle / Duplicate /
// Remove buttons. Every edit goes
// through the document; the steps of one spin-box gesture merge into one undo step.
#pragma once

#include "core/solids/solid.h"
#include "widgets/document/document.h"
#include "widgets/document/scene_tree_model.h"

#include <QWidget>
#include <array>
#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTreeView;

namespace clothlab::widgets {

class SceneSummaryWidget;

class ScenePanel : public QWidget {
    Q_OBJECT

public:
    ScenePanel(Document* document, SceneSummaryWidget* summary, QWidget* parent = nullptr);

    QTreeView* treeView() const { return m_tree; }
    SceneTreeModel* treeModel() const { return m_model; }
    SceneSummaryWidget* summary() const { return m_summary; }
    QPushButton* addClothButton() const { return m_addCloth; }
    QPushButton* addObstacleButton() const { return m_addObstacle; }
    QPushButton* addCustomButton() const { return m_addCustom; }
    QPushButton* addSolidButton() const { return m_addSolid; }
    QPushButton* duplicateButton() const { return m_duplicate; }
    QPushButton* removeButton() const { return m_remove; }

    /// Selects child `row` of `group` in the tree (the property editor follows).
    void select(SceneTreeModel::Group group, int row);
    /// The editor of a property of the selected item, by its objectName ("rows", "friction",
    /// …), or nullptr.
    QWidget* editor(const QString& name) const;

    /// A new cloth for Add Cloth: 16 × 16 provot at 0.05 m, one cloth width above the
    /// highest particle of the scene.
    static core::ClothSpec defaultCloth(const Document& document);
    /// A new solid for Add Solid: a 0.3 m box at 0.05 m lattice spacing, its centre 0.5 m
    /// above the highest particle of the scene (or above the ground, y = 0).
    static core::SolidSpec defaultSolid(const Document& document);
    /// The height (m) of the highest particle of the scene, 0 for a scene without any.
    static double sceneTop(const Document& document);

    /// Opens the custom-body dialog and adds what it builds (Add Custom Body…) / edits the
    /// particles and springs of custom body `row` in it; one undo step each.
    void addCustomBody();
    void editCustomBody(int row);

protected:
    void changeEvent(QEvent* event) override;

private:
    /// The add, duplicate and remove buttons, in two rows.
    QGridLayout* makeButtons();
    void onDocumentChanged(Changes what);
    void onSelectionChanged();
    void rebuildEditor();
    void updateButtons();
    void retranslate();
    void addCloth();
    void addObstacle();
    void addSolid();
    void addBodyEditor(const core::BodySpec& body);
    void addClothEditor(const core::ClothSpec& cloth);
    void addContactEditor(const core::ClothSpec& cloth);
    void showThicknessLimits(QDoubleSpinBox* box, const core::ClothSpec& cloth);
    void addSolidEditor(const core::SolidSpec& solid);
    void addCustomBodyEditor(const core::CustomBodySpec& custom);
    void addObstacleEditor(const core::Obstacle& obstacle);
    /// Shows the rows of `shape`'s sizes and `problem` (empty: hidden).
    void showSolidFields(core::SolidShape shape, const QString& problem);
    void duplicateSelected();
    void removeSelected();

    // Editor helpers: each registers a field whose value is read back on commit.
    QDoubleSpinBox* addDouble(const QString& label, const char* name, double value, double minimum,
                              double maximum, int decimals, const QString& suffix);
    QSpinBox* addInt(const QString& label, const char* name, int value, int minimum, int maximum);
    void addVec(const QString& label, const char* name, const core::Vec3& value,
                const QString& suffix);
    core::Vec3 vecValue(const char* name) const;
    double doubleValue(const char* name) const;
    void commitField();
    void commitCloth();
    void commitCustom();
    void commitSolid();
    void commitObstacle();
    void endGesture() { m_interaction = 0; }

    Document* m_document;
    SceneSummaryWidget* m_summary;
    SceneTreeModel* m_model = nullptr;
    QTreeView* m_tree = nullptr;
    QPushButton* m_addCloth = nullptr;
    QPushButton* m_addObstacle = nullptr;
    QPushButton* m_addCustom = nullptr;
    QPushButton* m_addSolid = nullptr;
    QPushButton* m_duplicate = nullptr;
    QPushButton* m_remove = nullptr;
    QLabel* m_propertiesTitle = nullptr;
    QWidget* m_editorHost = nullptr;
    QFormLayout* m_form = nullptr;

    SceneTreeModel::Group m_group = SceneTreeModel::GroupCount; ///< of the edited item
    int m_row = -1;
    int m_interaction = 0;
    bool m_updating = false;
    bool m_committing = false; ///< inside commitField()
};

} // namespace clothlab::widgets
