// Nothing lost on a crash: while the open document has unsaved edits it is autosaved to a
// recovery file (every minute, and at once after every structural edit); a normal exit
// removes the file, so a file found at the next start is the work of a session that ended
// abnormally, and it is offered back.
#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

class QLockFile;
class QTimer;
class QWidget;

namespace clothlab::widgets {
class Document;
}

namespace clothlab::app {

/// The autosave of a session that did not end normally.
struct RecoveredSession {
    QString id;           ///< the session's files are <id>.json and <id>.origin
    QString sceneFile;    ///< the autosaved scene
    QString originalPath; ///< the document's own file; empty for a scene never saved
    QString sceneName;
    QDateTime savedAt;
};

/// One per workbench session. Files, in directory(): <id>.json (the scene, written
/// atomically by the core's scene writer), <id>.origin (the document's own path, UTF-8) and
/// <id>.lock (a QLockFile held while the session runs: a session whose lock is stale, i.e.
/// whose process is gone, ended abnormally). Destroying the object is the normal exit: its
/// files are removed.
class Recovery : public QObject {
    Q_OBJECT

public:
    enum class Decision {
        Restore, ///< the autosaved scene replaces the document (as unsaved edits)
        Discard, ///< the autosave is deleted
        Later,   ///< kept, and offered again at the next start
    };
    using Decider = std::function<Decision(const RecoveredSession&)>;

    /// <AppLocalDataLocation>/recovery.
    static QString defaultDirectory();

    explicit Recovery(widgets::Document* document, QString directory = defaultDirectory(),
                      QObject* parent = nullptr);
    ~Recovery() override;

    QString directory() const { return m_directory; }
    /// This session's recovery file (exists only while the document has unsaved edits).
    QString file() const;
    /// Milliseconds between autosaves of edits that are not structural (default 60 000).
    void setInterval(int milliseconds);

    /// The newest autosave of a session that ended abnormally, if any.
    std::optional<RecoveredSession> pending() const;
    /// Offers pending() to `decide` and carries out its decision. Returns true when the
    /// document was restored; on an unreadable autosave returns false with the reason in
    /// `error` (the file is kept, renamed to <id>.json.unreadable, and not offered again).
    bool offer(const Decider& decide, QString* error = nullptr);
    /// Asks the user with a dialog (the workbench's decider).
    static Decision ask(QWidget* parent, const RecoveredSession& session);

    /// Writes the recovery file now if the document has unsaved edits, removes it if not.
    void saveNow();

private:
    void scheduleSave();
    void removeFiles(const QString& id) const;

    widgets::Document* m_document;
    QString m_directory;
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
    QTimer* m_timer = nullptr;
    bool m_dirty = false;
    bool m_saveScheduled = false;
};

} // namespace clothlab::app
