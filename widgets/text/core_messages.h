// The core speaks English (its messages also go to the command line and to logs); the GUI
// shows them in the user's language. Known message forms are recognised and rebuilt from
// translated templates, with the values (names, numbers, JSON paths, ids) kept as they are;
// a message of no known form is shown as the core wrote it.
#pragma once

#include <QString>
#include <string>

namespace clothlab::core {
class SceneFileError;
}

namespace clothlab::widgets {

/// A core reason ("missing key \"rows\"", "unknown integrator \"x\" (known: …)", …)
/// translated; the English text when the form is unknown.
QString translateCoreMessage(const std::string& message);
/// True when translateCoreMessage() knows the form of `message` (for tests).
bool isKnownCoreMessage(const std::string& message);
/// "FILE, at PATH: REASON" (or "FILE: REASON" for the whole file), translated.
QString sceneFileErrorText(const core::SceneFileError& error);

} // namespace clothlab::widgets
