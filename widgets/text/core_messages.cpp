#include "widgets/text/core_messages.h"

#include "core/scene_io.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <array>

namespace clothlab::widgets {

namespace {

constexpr const char* kContext = "CoreMessage";

/// One message form: a pattern of the core's English text and its translatable template,
/// whose %1, %2, … take the pattern's captures in order. Captures marked `type` are JSON
/// type names ("a number", …) and are translated themselves; `list` captures are lists of
/// ids written "a, b or c", shown as "a, b, c".
struct Form {
    const char* pattern;
    const char* text;
    unsigned typeCaptures = 0; ///< bit k set: capture k+1 is a JSON type name
    unsigned listCaptures = 0; ///< bit k set: capture k+1 is a list of ids
};

const std::array kForms = {
    Form{R"re(expected an object, found (.+))re",
         QT_TRANSLATE_NOOP("CoreMessage", "expected an object, found %1"), 1},
    Form{R"re(expected an array, found (.+))re",
         QT_TRANSLATE_NOOP("CoreMessage", "expected an array, found %1"), 1},
    Form{R"re(expected a number, found (.+))re",
         QT_TRANSLATE_NOOP("CoreMessage", "expected a number, found %1"), 1},
    Form{R"re(expected a string, found (.+))re",
         QT_TRANSLATE_NOOP("CoreMessage", "expected a string, found %1"), 1},
    Form{R"re(expected true or false, found (.+))re",
         QT_TRANSLATE_NOOP("CoreMessage", "expected true or false, found %1"), 1},
    Form{R"re(expected a whole number, found (.+))re",
         QT_TRANSLATE_NOOP("CoreMessage", "expected a whole number, found %1"), 1},
    Form{R"re(expected an array of 3 numbers, found an array of (\d+))re",
         QT_TRANSLATE_NOOP("CoreMessage", "expected an array of 3 numbers, found one of %1")},
    Form{R"re(expected an array of 3 numbers, found (.+))re",
         QT_TRANSLATE_NOOP("CoreMessage", "expected an array of 3 numbers, found %1"), 1},
    Form{R"re(unknown key "(.+)" \(expected one of: (.+)\))re",
         QT_TRANSLATE_NOOP("CoreMessage", "unknown key “%1” (allowed: %2)"), 0, 2},
    Form{R"re(unknown key "(.+)": not a parameter of (\S+) \(its parameters: (.+)\))re",
         QT_TRANSLATE_NOOP("CoreMessage",
                           "unknown key “%1”: not a parameter of %2 (its parameters: %3)")},
    Form{R"re(missing key "(.+)")re", QT_TRANSLATE_NOOP("CoreMessage", "missing key “%1”")},
    Form{R"re(not a finite number)re", QT_TRANSLATE_NOOP("CoreMessage", "not a finite number")},
    Form{
        R"re(not a finite number: (\S+) is too large for a double \(at line (\d+), column (\d+)\))re",
        QT_TRANSLATE_NOOP("CoreMessage",
                          "not a finite number: %1 is too large (line %2, column %3)")},
    Form{R"re(not a finite number: (\S+) is too large for a double)re",
         QT_TRANSLATE_NOOP("CoreMessage", "not a finite number: %1 is too large")},
    Form{R"re((\S+) is out of range: expected (.+))re",
         QT_TRANSLATE_NOOP("CoreMessage", "%1 is out of range: expected %2")},
    Form{R"re((\S+) is out of range \[(.+)\])re",
         QT_TRANSLATE_NOOP("CoreMessage", "%1 is out of range [%2]")},
    Form{R"re(must be a unit vector \(length (\S+)\))re",
         QT_TRANSLATE_NOOP("CoreMessage", "must be a unit vector (its length is %1)")},
    Form{R"re(u_axis and v_axis must be orthogonal)re",
         QT_TRANSLATE_NOOP("CoreMessage", "u_axis and v_axis must be orthogonal")},
    Form{R"re(unknown corner "(.+)" \(expected (.+)\))re",
         QT_TRANSLATE_NOOP("CoreMessage", "unknown corner “%1” (allowed: %2)"), 0, 2},
    Form{R"re(unknown edge "(.+)" \(expected (.+)\))re",
         QT_TRANSLATE_NOOP("CoreMessage", "unknown edge “%1” (allowed: %2)"), 0, 2},
    Form{R"re(unknown topology "(.+)" \(expected (.+)\))re",
         QT_TRANSLATE_NOOP("CoreMessage", "unknown topology “%1” (allowed: %2)"), 0, 2},
    Form{R"re(unknown spring kind "(.+)" \(expected (.+)\))re",
         QT_TRANSLATE_NOOP("CoreMessage", "unknown spring kind “%1” (allowed: %2)"), 0, 2},
    Form{R"re(unknown shape "(.+)" \(expected (.+)\))re",
         QT_TRANSLATE_NOOP("CoreMessage", "unknown shape “%1” (allowed: %2)"), 0, 2},
    Form{R"re(unknown body type "(.+)" \(expected (.+)\))re",
         QT_TRANSLATE_NOOP("CoreMessage", "unknown body type “%1” (allowed: %2)"), 0, 2},
    Form{R"re(unknown obstacle type "(.+)" \(expected (.+)\))re",
         QT_TRANSLATE_NOOP("CoreMessage", "unknown obstacle type “%1” (allowed: %2)"), 0, 2},
    Form{R"re(unknown response "(.+)" \(expected (.+)\))re",
         QT_TRANSLATE_NOOP("CoreMessage", "unknown collision response “%1” (allowed: %2)"), 0, 2},
    Form{R"re(unknown integrator "(.+)" \(known: (.+)\))re",
         QT_TRANSLATE_NOOP("CoreMessage", "unknown integrator “%1” (known: %2)")},
    Form{
        R"re(particle index (-?\d+) does not exist \(the scene has (\d+) particles up to this body\))re",
        QT_TRANSLATE_NOOP("CoreMessage",
                          "particle %1 does not exist (the scene has %2 particles up to this "
                          "body)")},
    Form{R"re(spring connects particle (\d+) to itself)re",
         QT_TRANSLATE_NOOP("CoreMessage", "the spring connects particle %1 to itself")},
    Form{R"re(duplicate spring between particles (\d+) and (\d+))re",
         QT_TRANSLATE_NOOP("CoreMessage", "a second spring between particles %1 and %2")},
    Form{
        R"re(zero-length spring: particles (\d+) and (\d+) start at the same position and no rest_length is given)re",
        QT_TRANSLATE_NOOP("CoreMessage",
                          "zero-length spring: particles %1 and %2 start at the same position "
                          "and no rest_length is given")},
    Form{R"re(every edge length must be > 0)re",
         QT_TRANSLATE_NOOP("CoreMessage", "every edge length must be > 0")},
    Form{R"re(must be smaller than the radius)re",
         QT_TRANSLATE_NOOP("CoreMessage", "must be smaller than the radius")},
    Form{R"re(no lattice point lies inside the shape \(decrease the spacing\))re",
         QT_TRANSLATE_NOOP("CoreMessage",
                           "no lattice point lies inside the shape (decrease the spacing)")},
    Form{R"re(the plane normal must not be zero)re",
         QT_TRANSLATE_NOOP("CoreMessage", "the plane normal must not be zero")},
    Form{R"re(every component of max must exceed the same component of min)re",
         QT_TRANSLATE_NOOP("CoreMessage",
                           "every component of max must exceed the same component of min")},
    Form{R"re(expected a colour as "#rrggbb", found "(.*)")re",
         QT_TRANSLATE_NOOP("CoreMessage", "expected a colour as “#rrggbb”, found “%1”")},
    Form{R"re(expected "clothlab-scene", found "(.*)")re",
         QT_TRANSLATE_NOOP("CoreMessage",
                           "not a ClothLab scene file (format “%1”, expected “clothlab-scene”)")},
    Form{
        R"re(format version (-?\d+) is newer than this ClothLab reads \(up to (\d+)\); please update ClothLab)re",
        QT_TRANSLATE_NOOP("CoreMessage",
                          "format version %1 is newer than this ClothLab reads (up to %2); "
                          "please update ClothLab")},
    Form{R"re(format version (-?\d+) does not exist)re",
         QT_TRANSLATE_NOOP("CoreMessage", "format version %1 does not exist")},
    Form{R"re(malformed JSON at line (\d+), column (\d+))re",
         QT_TRANSLATE_NOOP("CoreMessage", "malformed JSON at line %1, column %2")},
    Form{
        R"re(integrator (\S+) does not model the orientations of solids and would ignore their angle springs; use one of: (.+))re",
        QT_TRANSLATE_NOOP("CoreMessage",
                          "the integrator %1 does not model the orientations of solids and "
                          "would ignore their angle springs; use one of: %2")},
    Form{R"re(unknown integrator '(.+)')re",
         QT_TRANSLATE_NOOP("CoreMessage", "unknown integrator “%1”")},
    Form{R"re(integrator (\S+): (\S+): (\S+) is outside \[(\S+), (\S+)\])re",
         QT_TRANSLATE_NOOP("CoreMessage", "integrator %1: parameter %2 = %3 is outside [%4, %5]")},
    Form{
        R"re(integrator (\S+): (\S+): (\S+) is not a whole number)re",
        QT_TRANSLATE_NOOP("CoreMessage", "integrator %1: parameter %2 = %3 is not a whole number")},
    Form{R"re(integrator (\S+): unknown parameter '(.+)' \(known: (.+)\))re",
         QT_TRANSLATE_NOOP("CoreMessage", "integrator %1: unknown parameter “%2” (known: %3)")},
    Form{R"re(unknown shape)re", QT_TRANSLATE_NOOP("CoreMessage", "unknown shape")},
    Form{R"re(spacing must be finite and > 0)re",
         QT_TRANSLATE_NOOP("CoreMessage", "the lattice spacing must be finite and > 0")},
    Form{R"re(particle mass must be finite and > 0)re",
         QT_TRANSLATE_NOOP("CoreMessage", "the particle mass must be finite and > 0")},
    Form{R"re(angle stiffness and spring scale must be finite and >= 0)re",
         QT_TRANSLATE_NOOP("CoreMessage",
                           "the angle stiffness and the spring scale must be finite and ≥ 0")},
    Form{R"re(center, rotation and velocities must be finite)re",
         QT_TRANSLATE_NOOP("CoreMessage", "the centre, rotation and velocities must be finite")},
    Form{R"re(box edge lengths must be > 0)re",
         QT_TRANSLATE_NOOP("CoreMessage", "every edge length must be > 0")},
    Form{R"re(radius must be finite and > 0)re",
         QT_TRANSLATE_NOOP("CoreMessage", "the radius must be finite and > 0")},
    Form{R"re(tube radius must be > 0 and smaller than the radius)re",
         QT_TRANSLATE_NOOP("CoreMessage",
                           "the tube radius must be > 0 and smaller than the radius")},
    Form{R"re(mesh scale must be finite and > 0)re",
         QT_TRANSLATE_NOOP("CoreMessage", "the mesh scale must be finite and > 0")},
    Form{R"re(the mesh has no triangles)re",
         QT_TRANSLATE_NOOP("CoreMessage", "the mesh has no triangles")},
    Form{R"re(cannot open: (.+))re", QT_TRANSLATE_NOOP("CoreMessage", "cannot open the file (%1)")},
};

/// JSON type names as the core writes them.
const std::array<std::pair<const char*, const char*>, 6> kTypes = {{
    {"a number", QT_TRANSLATE_NOOP("CoreMessage", "a number")},
    {"a string", QT_TRANSLATE_NOOP("CoreMessage", "a string")},
    {"true/false", QT_TRANSLATE_NOOP("CoreMessage", "true/false")},
    {"an array", QT_TRANSLATE_NOOP("CoreMessage", "an array")},
    {"an object", QT_TRANSLATE_NOOP("CoreMessage", "an object")},
    {"null", QT_TRANSLATE_NOOP("CoreMessage", "null")},
}};

QString translateType(const QString& type) {
    for (const auto& [english, source] : kTypes) {
        if (type == QLatin1String(english)) {
            return QCoreApplication::translate(kContext, source);
        }
    }
    return type;
}

const Form* findForm(const QString& message, QRegularExpressionMatch* match) {
    for (const Form& form : kForms) {
        // Anchored: the whole message has the form.
        const QRegularExpression pattern(
            QRegularExpression::anchoredPattern(QString::fromUtf8(form.pattern)));
        QRegularExpressionMatch m = pattern.match(message);
        if (m.hasMatch()) {
            *match = m;
            return &form;
        }
    }
    return nullptr;
}

} // namespace

bool isKnownCoreMessage(const std::string& message) {
    QRegularExpressionMatch match;
    return findForm(QString::fromStdString(message), &match) != nullptr;
}

QString translateCoreMessage(const std::string& message) {
    const QString text = QString::fromStdString(message);
    QRegularExpressionMatch match;
    const Form* form = findForm(text, &match);
    if (!form) {
        return text;
    }
    QString out = QCoreApplication::translate(kContext, form->text);
    for (int k = 1; k <= match.lastCapturedIndex(); ++k) {
        QString value = match.captured(k);
        const unsigned bit = 1u << (k - 1);
        if (form->typeCaptures & bit) {
            value = translateType(value);
        }
        if (form->listCaptures & bit) {
            value.replace(QStringLiteral(" or "), QStringLiteral(", "));
        }
        out = out.arg(value);
    }
    return out;
}

QString sceneFileErrorText(const core::SceneFileError& error) {
    const QString file = QString::fromStdString(error.file());
    const QString reason = translateCoreMessage(error.reason());
    if (error.path().empty()) {
        return QCoreApplication::translate("CoreMessage", "%1: %2").arg(file, reason);
    }
    return QCoreApplication::translate("CoreMessage", "%1, at %2: %3")
        .arg(file, QString::fromStdString(error.path()), reason);
}

} // namespace clothlab::widgets
