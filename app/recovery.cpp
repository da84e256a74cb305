#include "app/recovery.h"

#include "core/scene/scene_io.h"
#include "widgets/document/document.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QLockFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>
#include <algorithm>
#include <filesystem>
#include <variant>

namespace clothlab::app {

namespace {

constexpr int kDefaultIntervalMs = 60'000;

/// What makes an edit structural: it changes what is simulated, not only a value.
constexpr widgets::Changes kStructural = widgets::Change::Topology | widgets::Change::Runs |
                                         widgets::Change::Obstacles | widgets::Change::Particles;

/// The scene as it can be read from the recovery directory: mesh paths relative to the
/// document's file made absolute.
core::Scene relocated(core::Scene scene, const QString& documentPath) {
    if (documentPath.isEmpty()) {
        return scene;
    }
    const std::filesystem::path base =
        std::filesystem::path(QFileInfo(documentPath).absolutePath().toStdString());
    for (core::BodySpec& body : scene.bodies) {
        if (auto* solid = std::get_if<core::SolidSpec>(&body);
            solid && !solid->meshFile.empty() &&
            std::filesystem::path(solid->meshFile).is_relative()) {
            solid->meshFile = (base / solid->meshFile).lexically_normal().string();
        }
    }
    return scene;
}

QString readOrigin(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

QString Recovery::defaultDirectory() {
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
           QStringLiteral("/recovery");
}

Recovery::Recovery(widgets::Document* document, QString directory, QObject* parent)
    : QObject(parent), m_document(document), m_directory(std::move(directory)),
      m_id(QStringLiteral("session-%1-%2")
               .arg(QCoreApplication::applicationPid())
               .arg(QDateTime::currentMSecsSinceEpoch())),
      m_timer(new QTimer(this)) {
    QDir().mkpath(m_directory);
    m_lock = std::make_unique<QLockFile>(m_directory + QLatin1Char('/') + m_id +
                                         QStringLiteral(".lock"));
    m_lock->setStaleLockTime(0); // stale only when its process is gone
    if (!m_lock->tryLock(0)) {
        qWarning("clothlab: cannot lock the recovery directory %s; autosave is off",
                 qPrintable(m_directory));
        m_lock.reset();
        return;
    }
    m_timer->setInterval(kDefaultIntervalMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_dirty) {
            saveNow();
        }
    });
    m_timer->start();
    connect(document, &widgets::Document::changed, this, [this](widgets::Changes what) {
        m_dirty = true;
        if (what & kStructural) {
            scheduleSave();
        }
    });
    // Saved, undone back to the saved state, or replaced by another scene: nothing to lose.
    connect(document, &widgets::Document::modifiedChanged, this, [this](bool modified) {
        if (!modified) {
            saveNow();
        }
    });
    connect(document, &widgets::Document::sceneReplaced, this, &Recovery::saveNow);
}

Recovery::~Recovery() {
    if (m_lock) {
        removeFiles(m_id);
        m_lock->unlock(); // removes the lock file
    }
}

QString Recovery::file() const {
    return m_directory + QLatin1Char('/') + m_id + QStringLiteral(".json");
}

void Recovery::setInterval(int milliseconds) {
    m_timer->setInterval(milliseconds);
}

void Recovery::scheduleSave() {
    // Edits often come in bursts (a drag, an undo macro): one write for the burst.
    if (!m_saveScheduled) {
        m_saveScheduled = true;
        QTimer::singleShot(0, this, [this] {
            m_saveScheduled = false;
            saveNow();
        });
    }
}

void Recovery::saveNow() {
    if (!m_lock) {
        return;
    }
    m_dirty = false;
    if (!m_document->isModified()) {
        removeFiles(m_id);
        return;
    }
    try {
        core::saveSceneFile(relocated(m_document->scene(), m_document->filePath()),
                            file().toStdString());
    } catch (const std::exception& e) {
        qWarning("clothlab: autosave failed: %s", e.what());
        m_dirty = true; // try again at the next interval
        return;
    }
    QSaveFile origin(m_directory + QLatin1Char('/') + m_id + QStringLiteral(".origin"));
    if (origin.open(QIODevice::WriteOnly)) {
        origin.write(m_document->filePath().toUtf8());
        origin.commit();
    }
}

void Recovery::removeFiles(const QString& id) const {
    const QString base = m_directory + QLatin1Char('/') + id;
    QFile::remove(base + QStringLiteral(".json"));
    QFile::remove(base + QStringLiteral(".origin"));
}

std::optional<RecoveredSession> Recovery::pending() const {
    std::optional<RecoveredSession> newest;
    const QDir dir(m_directory);
    const QFileInfoList files = dir.entryInfoList({QStringLiteral("session-*.json")}, QDir::Files);
    for (const QFileInfo& info : files) {
        const QString id = info.completeBaseName();
        if (id == m_id) {
            continue;
        }
        QLockFile probe(dir.filePath(id + QStringLiteral(".lock")));
        probe.setStaleLockTime(0);
        if (!probe.tryLock(0)) {
            continue; // a session that is still running
        }
        if (!newest || info.lastModified() > newest->savedAt) {
            RecoveredSession session;
            session.id = id;
            session.sceneFile = info.absoluteFilePath();
            session.originalPath = readOrigin(dir.filePath(id + QStringLiteral(".origin")));
            session.savedAt = info.lastModified();
            newest = session;
        }
        // The probe's unlock removes the stale lock file: the session is over.
    }
    if (newest) {
        try {
            newest->sceneName =
                QString::fromStdString(core::loadSceneFile(newest->sceneFile.toStdString()).name);
        } catch (const std::exception&) {
            // offer() reports why it cannot be read
        }
    }
    return newest;
}

bool Recovery::offer(const Decider& decide, QString* error) {
    const std::optional<RecoveredSession> session = pending();
    if (!session) {
        return false;
    }
    switch (decide(*session)) {
    case Decision::Later:
        return false;
    case Decision::Discard:
        removeFiles(session->id);
        return false;
    case Decision::Restore:
        break;
    }
    core::Scene scene;
    try {
        scene = core::loadSceneFile(session->sceneFile.toStdString());
    } catch (const std::exception& e) {
        if (error) {
            *error =
                tr("Cannot restore %1: %2")
                    .arg(QDir::toNativeSeparators(session->sceneFile), QString::fromUtf8(e.what()));
        }
        QFile::rename(session->sceneFile, session->sceneFile + QStringLiteral(".unreadable"));
        return false;
    }
    m_document->reset(std::move(scene), session->originalPath);
    m_document->undoStack()->resetClean(); // unsaved edits, as they were
    saveNow();                             // this session's own copy first,
    removeFiles(session->id);              // then the old one goes
    return true;
}

Recovery::Decision Recovery::ask(QWidget* parent, const RecoveredSession& session) {
    QMessageBox box(parent);
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(tr("Restore Unsaved Work"));
    box.setText(
        tr("ClothLab did not close normally. The scene “%1” had unsaved changes, "
           "autosaved at %2. Restore them?")
            .arg(session.sceneName, QLocale().toString(session.savedAt, QLocale::ShortFormat)));
    box.setInformativeText(
        session.originalPath.isEmpty()
            ? tr("The scene had never been saved to a file.")
            : tr("Its file: %1").arg(QDir::toNativeSeparators(session.originalPath)));
    QPushButton* restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    QPushButton* later = box.addButton(tr("Ask Me &Later"), QMessageBox::RejectRole);
    box.setDefaultButton(restore);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == restore) {
        return Decision::Restore;
    }
    return box.clickedButton() == discard ? Decision::Discard : Decision::Later;
}

} // namespace clothlab::app
