#include "text/core_messages.h"

#include "core/base/message.h"
#include "core/scene/scene_io.h"

#include <QCoreApplication>

namespace clothlab::text {

namespace {

QString argumentText(const core::Message& message, const core::MessageArg& arg) {
    switch (arg.kind) {
    case core::MessageArg::Kind::Term:
        return QCoreApplication::translate(message.context, arg.text.c_str());
    case core::MessageArg::Kind::List:
        // "a, b or c" is English; the translations list ids as "a, b, c".
        return QString::fromStdString(arg.text).replace(QStringLiteral(" or "),
                                                        QStringLiteral(", "));
    case core::MessageArg::Kind::Message:
        return arg.message ? translateCoreMessage(*arg.message) : QString();
    case core::MessageArg::Kind::Value:
        break;
    }
    return QString::fromStdString(arg.text);
}

} // namespace

QString translateCoreMessage(const core::Message& message) {
    if (message.empty()) {
        return {};
    }
    const QString pattern = QCoreApplication::translate(message.context, message.text);
    // Each %1…%9 once, in one pass, so that an argument holding "%2" stays as it is.
    QString out;
    out.reserve(pattern.size());
    for (qsizetype k = 0; k < pattern.size(); ++k) {
        const QChar next = k + 1 < pattern.size() ? pattern[k + 1] : QChar();
        const int index = next.digitValue() - 1;
        if (pattern[k] == QLatin1Char('%') && index >= 0 &&
            static_cast<std::size_t>(index) < message.args.size()) {
            out += argumentText(message, message.args[static_cast<std::size_t>(index)]);
            ++k;
        } else {
            out += pattern[k];
        }
    }
    return out;
}

QString coreErrorText(const std::exception& error) {
    return translateCoreMessage(core::messageOf(error));
}

QString sceneFileErrorText(const core::SceneFileError& error) {
    return coreErrorText(error);
}

} // namespace clothlab::text
