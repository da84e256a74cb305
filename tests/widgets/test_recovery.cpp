// Nothing lost on a crash: the real workbench, started on a scene file in an isolated home
// with one structural edit, autosaves it; killed with SIGKILL, its edit is offered back at the
// next start and restored (as unsaved edits of the same file); a normal exit leaves no
// recovery file; discarding deletes the autosave, "later" keeps it; a session still running
// is never offered. Waits only on conditions (the recovery file's existence), never on time.
#include "app/recovery.h"
#include "condition_wait.h"
#include "core/scene/presets.h"
#include "core/scene/scene.h"
#include "core/scene/scene_io.h"
#include "widgets/document/document.h"

#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>
#include <optional>

using clothlab::test::kConditionTimeoutMs;

using namespace clothlab;
using app::Recovery;

namespace {

QStringList autosaves(const QString& directory) {
    return QDir(directory).entryList({QStringLiteral("session-*.json")}, QDir::Files);
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void defaultDirectoryIsPerUser();
    void killedSessionIsOfferedAndRestored();
    void normalExitLeavesNoRecoveryFile();
    void editsAutosaveAndSavingRemoves();
    void discardDeletesAndLaterKeeps();
    void runningSessionIsNotOffered();
    void dialogShowsTheSessionAndAnswers();

private:
    /// Starts the workbench on m_sceneFile with the isolated home and `extra` arguments.
    void start(QProcess& process, const QStringList& extra);
    QString recoveryDir() const {
        return m_home->filePath(QStringLiteral("data/ClothLab/ClothLab/recovery"));
    }
    /// A document on the oscillator with one structural edit (one body more).
    static void edit(widgets::Document& document) { document.duplicateBody(0); }

    std::optional<QTemporaryDir> m_home;
    QString m_sceneFile;
    std::size_t m_bodies = 0; ///< the scene file's body count
};

void TestRecovery::init() {
    m_home.emplace();
    QVERIFY(m_home->isValid());
    m_sceneFile = m_home->filePath(QStringLiteral("oscillator.json"));
    const core::Scene scene = core::loadPreset("spring-oscillator");
    core::saveSceneFile(scene, m_sceneFile.toStdString());
    m_bodies = scene.bodies.size();
    QDir().mkpath(recoveryDir());
}

void TestRecovery::cleanup() {
    m_home.reset();
}

void TestRecovery::start(QProcess& process, const QStringList& extra) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_home->path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_home->filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home->filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home->filePath(QStringLiteral("cache")));
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start(QStringLiteral(CLOTHLAB_GUI_PATH), QStringList{m_sceneFile} + extra);
    QVERIFY2(process.waitForStarted(kConditionTimeoutMs), qPrintable(process.errorString()));
}

void TestRecovery::defaultDirectoryIsPerUser() {
    qputenv("XDG_DATA_HOME", m_home->filePath(QStringLiteral("data")).toUtf8());
    QCoreApplication::setOrganizationName(QStringLiteral("ClothLab"));
    QCoreApplication::setApplicationName(QStringLiteral("ClothLab"));
    QCOMPARE(Recovery::defaultDirectory(), recoveryDir());
}

void TestRecovery::killedSessionIsOfferedAndRestored() {
    QProcess workbench;
    start(workbench, {QStringLiteral("--test-edit")});
    QTRY_COMPARE_WITH_TIMEOUT(autosaves(recoveryDir()).size(), qsizetype(1), kConditionTimeoutMs);
    const QString autosave = QDir(recoveryDir()).filePath(autosaves(recoveryDir()).first());
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(QString(autosave).replace(QStringLiteral(".json"),
                                                                     QStringLiteral(".origin"))),
                             kConditionTimeoutMs);
    workbench.kill(); // SIGKILL: no destructor, no clean-up
    QVERIFY(workbench.waitForFinished(kConditionTimeoutMs));
    QCOMPARE(workbench.exitStatus(), QProcess::CrashExit);
    QVERIFY(QFile::exists(autosave));

    // The next start: the edit is offered, with the file it belongs to, and restored.
    widgets::Document document;
    Recovery recovery(&document, recoveryDir());
    std::optional<app::RecoveredSession> offered;
    QVERIFY(recovery.offer([&](const app::RecoveredSession& session) {
        offered = session;
        return Recovery::Decision::Restore;
    }));
    QVERIFY(offered);
    QCOMPARE(offered->originalPath, m_sceneFile);
    QCOMPARE(offered->sceneName, QStringLiteral("Spring oscillator"));
    QCOMPARE(document.scene().bodies.size(), m_bodies + 1);
    QCOMPARE(document.filePath(), m_sceneFile);
    QVERIFY(document.isModified()); // unsaved edits, as they were
    // The old session's files are gone; this session holds the edit now.
    QVERIFY(!QFile::exists(autosave));
    QCOMPARE(autosaves(recoveryDir()), QStringList{QFileInfo(recovery.file()).fileName()});
    QVERIFY(!recovery.pending());
}

void TestRecovery::normalExitLeavesNoRecoveryFile() {
    // --screenshot quits through the event loop once the window is shown: a normal exit.
    QProcess workbench;
    start(workbench, {QStringLiteral("--test-edit"), QStringLiteral("--screenshot"),
                      m_home->filePath(QStringLiteral("shot.png"))});
    QVERIFY(workbench.waitForFinished(kConditionTimeoutMs));
    QCOMPARE(workbench.exitStatus(), QProcess::NormalExit);
    QCOMPARE(workbench.exitCode(), 0);
    QVERIFY(QFile::exists(m_home->filePath(QStringLiteral("shot.png"))));
    QCOMPARE(autosaves(recoveryDir()), QStringList());
    QCOMPARE(QDir(recoveryDir()).entryList(QDir::Files), QStringList()); // nor a lock
}

void TestRecovery::editsAutosaveAndSavingRemoves() {
    widgets::Document document;
    QString error;
    QVERIFY2(document.open(m_sceneFile, &error), qPrintable(error));
    auto recovery = std::make_unique<Recovery>(&document, recoveryDir());
    QVERIFY(!QFile::exists(recovery->file())); // nothing to lose yet
    edit(document);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(recovery->file()), kConditionTimeoutMs);
    QCOMPARE(core::loadSceneFile(recovery->file().toStdString()).bodies.size(), m_bodies + 1);
    // A value edit is written by the interval (here shortened), not at once.
    recovery->setInterval(10);
    core::SpringStiffness k = document.scene().stiffness[core::SpringKind::Structural];
    k.stretch = 321.0;
    document.setStiffness(core::SpringKind::Structural, k);
    QTRY_COMPARE_WITH_TIMEOUT(core::loadSceneFile(recovery->file().toStdString())
                                  .stiffness[core::SpringKind::Structural]
                                  .stretch,
                              321.0, kConditionTimeoutMs);
    // Saved: nothing to lose, no recovery file. Another edit brings it back; undoing to the
    // saved state removes it again.
    QVERIFY2(document.save(m_sceneFile, &error), qPrintable(error));
    QVERIFY(!QFile::exists(recovery->file()));
    edit(document);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(recovery->file()), kConditionTimeoutMs);
    document.undoStack()->undo();
    QVERIFY(!QFile::exists(recovery->file()));
    edit(document);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(recovery->file()), kConditionTimeoutMs);
    // The normal exit removes it with the session's lock.
    recovery.reset();
    QCOMPARE(QDir(recoveryDir()).entryList(QDir::Files), QStringList());
}

void TestRecovery::discardDeletesAndLaterKeeps() {
    // What a crashed session leaves: its autosave and origin, and no live lock.
    const QString autosave = QDir(recoveryDir()).filePath(QStringLiteral("session-1-1.json"));
    core::Scene edited = core::loadSceneFile(m_sceneFile.toStdString());
    edited.bodies.push_back(edited.bodies.front());
    core::saveSceneFile(edited, autosave.toStdString());

    widgets::Document document;
    const core::Scene before = document.scene();
    Recovery recovery(&document, recoveryDir());
    QVERIFY(recovery.pending());
    QCOMPARE(recovery.pending()->originalPath, QString()); // no origin: never saved
    QVERIFY(
        !recovery.offer([](const app::RecoveredSession&) { return Recovery::Decision::Later; }));
    QVERIFY(QFile::exists(autosave));
    QVERIFY(recovery.pending());
    QVERIFY(
        !recovery.offer([](const app::RecoveredSession&) { return Recovery::Decision::Discard; }));
    QVERIFY(!QFile::exists(autosave));
    QVERIFY(!recovery.pending());
    QVERIFY(document.scene() == before);
    QVERIFY(!document.isModified());
}

void TestRecovery::runningSessionIsNotOffered() {
    widgets::Document first;
    first.reset(core::loadPreset("spring-oscillator"));
    Recovery running(&first, recoveryDir());
    edit(first);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(running.file()), kConditionTimeoutMs);
    widgets::Document second;
    Recovery other(&second, recoveryDir());
    QVERIFY(!other.pending()); // its lock is held: not a crash
    QVERIFY(QFile::exists(running.file()));
}

// The workbench's decider: a dialog naming the scene, its file and the time; each button is
// one decision (driven here from a timer while the dialog runs its own event loop).
void TestRecovery::dialogShowsTheSessionAndAnswers() {
    app::RecoveredSession session;
    session.sceneName = QStringLiteral("Spring oscillator");
    session.originalPath = m_sceneFile;
    session.savedAt = QDateTime::currentDateTime();
    const QString shots =
        qEnvironmentVariable("CLOTHLAB_BINARY_DIR", QDir::currentPath()) + "/screenshots";
    QDir().mkpath(shots);
    const QList<std::pair<QString, Recovery::Decision>> answers{
        {QStringLiteral("&Restore"), Recovery::Decision::Restore},
        {QStringLiteral("&Discard"), Recovery::Decision::Discard},
        {QStringLiteral("Ask Me &Later"), Recovery::Decision::Later}};
    for (const auto& [button, decision] : answers) {
        QString text;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&, button = button] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) {
                return; // not shown yet
            }
            poll.stop();
            text = box->text() + QLatin1Char('\n') + box->informativeText();
            if (button == answers.front().first) {
                box->grab().save(shots + QStringLiteral("/recovery_dialog.png"));
            }
            for (QAbstractButton* b : box->buttons()) {
                if (b->text() == button) {
                    b->click();
                }
            }
        });
        poll.start(20);
        QCOMPARE(Recovery::ask(nullptr, session), decision);
        QVERIFY2(text.contains(QStringLiteral("“Spring oscillator”")), qPrintable(text));
        QVERIFY2(text.contains(QDir::toNativeSeparators(m_sceneFile)), qPrintable(text));
    }
}

QTEST_MAIN(TestRecovery)
#include "test_recovery.moc"
