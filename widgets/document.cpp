#include "widgets/document.h"

#include "core/scene_io.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace clothlab::widgets {

namespace {

// Command ids for QUndoCommand::id(): commands of one kind may merge.
enum CommandId { kStiffnessId = 1, kEnvironmentId, kIntegratorId, kNameId };

/// Replaces one value of the document by another; undo restores the old one. Two commands
/// merge when they are of the same id, target and non-zero interaction.
template <typename Value, int Id> class SetValueCommand : public QUndoCommand {
public:
    using Apply = void (*)(Document&, int target, const Value&);

    SetValueCommand(Document& document, int target, Value before, Value after, int interaction,
                    Apply apply, const QString& text)
        : QUndoCommand(text), m_document(document), m_target(target), m_before(std::move(before)),
          m_after(std::move(after)), m_interaction(interaction), m_apply(apply) {}

    int id() const override { return Id; }
    void redo() override { m_apply(m_document, m_target, m_after); }
    void undo() override { m_apply(m_document, m_target, m_before); }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* next = static_cast<const SetValueCommand*>(other);
        if (m_interaction == 0 || next->m_interaction != m_interaction ||
            next->m_target != m_target) {
            return false;
        }
        m_after = next->m_after;
        return true;
    }

private:
    Document& m_document;
    int m_target;
    Value m_before;
    Value m_after;
    int m_interaction;
    Apply m_apply;
};

} // namespace

Document::Document(QObject* parent) : QObject(parent), m_undo(new QUndoStack(this)) {
    connect(m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

Document::~Document() = default;

bool Document::isModified() const {
    return !m_undo->isClean();
}

void Document::reset(core::Scene scene, const QString& filePath) {
    m_scene = std::move(scene);
    m_undo->clear();
    m_undo->setClean();
    if (m_filePath != filePath) {
        m_filePath = filePath;
        emit filePathChanged(m_filePath);
    }
    emit sceneReplaced();
    emit changed(Change::Everything);
}

bool Document::open(const QString& path, QString* error) {
    try {
        reset(core::loadSceneFile(path.toStdString()), path);
        return true;
    } catch (const core::SceneFileError& e) {
        if (error) {
            *error = QString::fromStdString(e.what());
        }
        return false;
    }
}

bool Document::save(const QString& path, QString* error) {
    try {
        core::saveSceneFile(m_scene, path.toStdString());
    } catch (const core::SceneFileError& e) {
        if (error) {
            *error = QString::fromStdString(e.what());
        }
        return false;
    }
    m_undo->setClean();
    if (m_filePath != path) {
        m_filePath = path;
        emit filePathChanged(m_filePath);
    }
    return true;
}

void Document::setStiffness(core::SpringKind kind, const core::SpringStiffness& value,
                            int interaction) {
    const core::SpringStiffness before = m_scene.stiffness[kind];
    if (before == value) {
        return;
    }
    using Command = SetValueCommand<core::SpringStiffness, kStiffnessId>;
    m_undo->push(new Command(
        *this, core::kindIndex(kind), before, value, interaction,
        [](Document& d, int k, const core::SpringStiffness& v) {
            d.applyStiffness(static_cast<core::SpringKind>(k), v);
        },
        tr("Change stiffness")));
}

void Document::setEnvironment(const core::Environment& environment, int interaction) {
    if (environment == m_scene.environment) {
        return;
    }
    using Command = SetValueCommand<core::Environment, kEnvironmentId>;
    m_undo->push(new Command(
        *this, 0, m_scene.environment, environment, interaction,
        [](Document& d, int, const core::Environment& v) { d.applyEnvironment(v); },
        tr("Change forces")));
}

void Document::setIntegrator(const core::IntegratorChoice& integrator, int interaction) {
    if (integrator == m_scene.integrator) {
        return;
    }
    using Command = SetValueCommand<core::IntegratorChoice, kIntegratorId>;
    m_undo->push(new Command(
        *this, 0, m_scene.integrator, integrator, interaction,
        [](Document& d, int, const core::IntegratorChoice& v) { d.applyIntegrator(v); },
        tr("Change integrator")));
}

void Document::setName(const QString& name) {
    const std::string value = name.toStdString();
    if (value == m_scene.name) {
        return;
    }
    using Command = SetValueCommand<std::string, kNameId>;
    m_undo->push(new Command(
        *this, 0, m_scene.name, value, 0,
        [](Document& d, int, const std::string& v) { d.applyName(v); }, tr("Rename scene")));
}

void Document::applyStiffness(core::SpringKind kind, const core::SpringStiffness& value) {
    m_scene.stiffness[kind] = value;
    emit changed(Change::Stiffness);
}

void Document::applyEnvironment(const core::Environment& environment) {
    m_scene.environment = environment;
    emit changed(Change::Environment);
}

void Document::applyIntegrator(const core::IntegratorChoice& integrator) {
    m_scene.integrator = integrator;
    emit changed(Change::Integrator);
}

void Document::applyName(const std::string& name) {
    m_scene.name = name;
    emit changed(Change::Name);
}

} // namespace clothlab::widgets
