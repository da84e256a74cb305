// The core is pure C++: no file under core/ includes a Qt header, its CMake neither finds
// nor links Qt, and the compiler never sees a Qt include path or define for it
// (DESIGN §1, STYLE rule 1).
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

namespace {

QString sourceDir() {
    return qEnvironmentVariable("CLOTHLAB_SOURCE_DIR");
}

QString readText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

/// CMake code without its comments (so a comment may say "no Qt here").
QString withoutCMakeComments(const QString& text) {
    static const QRegularExpression comment(QStringLiteral("#[^\n]*"));
    return QString(text).remove(comment);
}

} // namespace

class TestLayering : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void coreSourcesIncludeNoQt();
    void coreCMakeFindsNoQt();
    void coreCompilesWithoutQt();
    void coreFoldersIncludeOnlyLowerLayers();
};

void TestLayering::initTestCase() {
    QVERIFY2(!sourceDir().isEmpty(), "CLOTHLAB_SOURCE_DIR is not set (run through ctest)");
    QVERIFY(QFile::exists(sourceDir() + QStringLiteral("/core/CMakeLists.txt")));
}

void TestLayering::coreSourcesIncludeNoQt() {
    // <QString>, <QtCore/…>, "QObject" — every Qt header starts with Q.
    static const QRegularExpression qtInclude(
        QStringLiteral(R"(^\s*#\s*include\s*[<"](Q[A-Za-z_]|Qt)[^>"]*[>"])"),
        QRegularExpression::MultilineOption);
    static const QRegularExpression sourceName(
        QStringLiteral(R"(\.(h|hh|hpp|hxx|inl|ipp|c|cc|cpp|cxx)$)"));

    int sources = 0;
    QStringList offenders;
    QDirIterator it(sourceDir() + QStringLiteral("/core"), QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!sourceName.match(path).hasMatch()) {
            continue;
        }
        ++sources;
        const QString text = readText(path);
        auto matches = qtInclude.globalMatch(text);
        while (matches.hasNext()) {
            offenders.append(path + QStringLiteral(": ") + matches.next().captured(0).trimmed());
        }
    }
    QVERIFY2(sources > 10, qPrintable(QStringLiteral("only %1 core sources found").arg(sources)));
    QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QLatin1Char('\n'))));
}

void TestLayering::coreCMakeFindsNoQt() {
    static const QRegularExpression qtUse(
        QStringLiteral(
            R"(find_package\s*\(\s*Qt|\bQt[0-9]*::|\bqt[0-9]*_[a-z_]+\s*\(|AUTOMOC\s+ON)"),
        QRegularExpression::CaseInsensitiveOption);
    int files = 0;
    QDirIterator it(sourceDir() + QStringLiteral("/core"),
                    {QStringLiteral("CMakeLists.txt"), QStringLiteral("*.cmake")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        ++files;
        const QRegularExpressionMatch match = qtUse.match(withoutCMakeComments(readText(path)));
        QVERIFY2(!match.hasMatch(), qPrintable(path + QStringLiteral(": ") + match.captured(0)));
    }
    QVERIFY(files >= 1);
}

void TestLayering::coreCompilesWithoutQt() {
    // What the build really did: no core translation unit sees a Qt include path or define.
    const QString binaryDir = qEnvironmentVariable("CLOTHLAB_BINARY_DIR");
    QFile file(binaryDir + QStringLiteral("/compile_commands.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        QSKIP("no compile_commands.json in the build directory (generator without it)");
    }
    const QString coreDir = QDir::cleanPath(sourceDir() + QStringLiteral("/core")) + u'/';
    static const QRegularExpression qtFlag(QStringLiteral(R"(/qt[56]\b|/Qt[A-Z]\w*\b|-DQT_)"),
                                           QRegularExpression::CaseInsensitiveOption);
    int units = 0;
    for (const QJsonValue& entry : QJsonDocument::fromJson(file.readAll()).array()) {
        const QJsonObject object = entry.toObject();
        const QString source = QDir::cleanPath(object.value(QStringLiteral("file")).toString());
        if (!source.startsWith(coreDir)) {
            continue;
        }
        ++units;
        QString command = object.value(QStringLiteral("command")).toString();
        if (command.isEmpty()) {
            QStringList arguments;
            for (const QJsonValue& arg : object.value(QStringLiteral("arguments")).toArray()) {
                arguments.append(arg.toString());
            }
            command = arguments.join(QLatin1Char(' '));
        }
        // The source path itself may contain anything; only the flags matter.
        command.remove(source);
        const QRegularExpressionMatch match = qtFlag.match(command);
        QVERIFY2(!match.hasMatch(), qPrintable(source + QStringLiteral(": ") + match.captured(0)));
    }
    QVERIFY2(units > 10, qPrintable(QStringLiteral("only %1 core units compiled").arg(units)));
}

void TestLayering::coreFoldersIncludeOnlyLowerLayers() {
    // The layers of core/, lowest first (README "Layout"): a file may include its own folder
    // and the folders before it, never one after it.
    const QStringList layers{
        QStringLiteral("base"),    QStringLiteral("model"),      QStringLiteral("forces"),
        QStringLiteral("contact"), QStringLiteral("solids"),     QStringLiteral("integrators"),
        QStringLiteral("scene"),   QStringLiteral("simulation"), QStringLiteral("analysis"),
        QStringLiteral("io"),      QStringLiteral("coursework")};
    static const QRegularExpression coreInclude(
        QStringLiteral(R"(^\s*#\s*include\s*"core/([a-z_]+)/)"),
        QRegularExpression::MultilineOption);
    const QString coreDir = sourceDir() + QStringLiteral("/core/");
    QStringList offenders;
    int sources = 0;
    QDirIterator it(coreDir, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString folder = path.mid(coreDir.size()).section(u'/', 0, 0);
        const qsizetype own = layers.indexOf(folder);
        QVERIFY2(own >= 0, qPrintable(path + QStringLiteral(": not in a layer folder")));
        ++sources;
        auto matches = coreInclude.globalMatch(readText(path));
        while (matches.hasNext()) {
            const QString target = matches.next().captured(1);
            const qsizetype layer = layers.indexOf(target);
            if (layer < 0 || layer > own) {
                offenders.append(path + QStringLiteral(" includes core/") + target);
            }
        }
    }
    QVERIFY2(sources > 50, qPrintable(QStringLiteral("only %1 core sources").arg(sources)));
    QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestLayering)
#include "test_layering.moc"
