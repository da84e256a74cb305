#include "core/base/message.h"

namespace clothlab::core {

std::string Message::english() const {
    std::string out;
    if (text == nullptr) {
        return out;
    }
    for (const char* p = text; *p != '\0'; ++p) {
        const char next = p[1];
        if (*p == '%' && next >= '1' && next <= '9' &&
            static_cast<std::size_t>(next - '1') < args.size()) {
            const MessageArg& arg = args[static_cast<std::size_t>(next - '1')];
            out += arg.kind == MessageArg::Kind::Message && arg.message ? arg.message->english()
                                                                        : arg.text;
            ++p;
        } else {
            out += *p;
        }
    }
    return out;
}

Message messageOf(const std::exception& error) {
    if (const auto* e = dynamic_cast<const MessageError*>(&error)) {
        return e->message();
    }
    if (const auto* e = dynamic_cast<const MessageFailure*>(&error)) {
        return e->message();
    }
    if (const auto* e = dynamic_cast<const DescribedError*>(&error)) {
        return e->describe();
    }
    return msg("%1", std::string_view(error.what())); // not a text of the core: shown as is
}

} // namespace clothlab::core
