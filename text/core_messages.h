// The core speaks English (its messages also go to the command line and to logs) and gives
// every message as a marked template with arguments (core/base/message.h); the GUI shows it in
// the user's language: the template translated, the values (names, numbers, JSON paths, ids)
// put in as they are, JSON type names translated too.
#pragma once

#include <QString>
#include <exception>

namespace clothlab::core {
struct Message;
class SceneFileError;
} // namespace clothlab::core

namespace clothlab::text {

/// The message translated; its English where no translation exists.
QString translateCoreMessage(const core::Message& message);
/// An exception of the core translated (core::messageOf); any other exception's what().
QString coreErrorText(const std::exception& error);
/// "FILE, at PATH: REASON" (or "FILE: REASON" for the whole file), translated.
QString sceneFileErrorText(const core::SceneFileError& error);

} // namespace clothlab::text
