// The core's words: every text the core shows (integrator and preset texts, error messages)
// is written once, here in core/, marked with CLOTHLAB_TR_NOOP so that lupdate extracts it
// (the build passes -tr-function-alias QT_TRANSLATE_NOOP+=CLOTHLAB_TR_NOOP). The core itself
// speaks English; the Qt layer translates the marked text with its context.
//
// An error is a Message: a marked template ("missing key \"%1\"") and its arguments. Its
// English is the template with the arguments put in; the GUI translates the template and
// puts in the same arguments (translating those that are texts themselves).
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

/// Marks `text` as translatable in `context`; the expression is `text` itself.
#define CLOTHLAB_TR_NOOP(context, text) text

namespace clothlab::core {

/// Translation contexts of the core's texts.
inline constexpr char kIntegratorTextContext[] = "IntegratorText";
inline constexpr char kPresetTextContext[] = "PresetText";
inline constexpr char kCoreMessageContext[] = "CoreMessage";

struct Message;

/// An argument that is a marked text of the message's context itself (a JSON type name such
/// as "a number"): translated along with the template.
struct Term {
    std::string text;
};

/// An argument that is a list of ids written "a, b or c": translations show "a, b, c".
struct IdList {
    std::string text;
};

/// One argument of a message: a value shown as is (a key, a number, a path), a Term, an
/// IdList or another message (a reason inside a reason).
struct MessageArg {
    enum class Kind : std::uint8_t { Value, Term, List, Message };
    Kind kind = Kind::Value;
    std::string text;                       ///< Value, Term, List
    std::shared_ptr<const Message> message; ///< Message
};

/// A text of the core with its arguments. `text` is a template with %1…%9, marked with
/// CLOTHLAB_TR_NOOP(context, …); a default-constructed Message is empty (no message).
struct Message {
    const char* context = kCoreMessageContext;
    const char* text = nullptr;
    std::vector<MessageArg> args;

    bool empty() const { return text == nullptr; }
    /// The template with the arguments put in (lists as "a, b or c").
    std::string english() const;
};

namespace detail {
inline MessageArg toArg(const Term& term) {
    return {MessageArg::Kind::Term, term.text, {}};
}
inline MessageArg toArg(const IdList& list) {
    return {MessageArg::Kind::List, list.text, {}};
}
inline MessageArg toArg(const Message& message) {
    return {MessageArg::Kind::Message, {}, std::make_shared<const Message>(message)};
}
inline MessageArg toArg(std::string_view value) {
    return {MessageArg::Kind::Value, std::string(value), {}};
}
template <class T>
requires std::is_integral_v<T> MessageArg toArg(T value) {
    return {MessageArg::Kind::Value, std::to_string(value), {}};
}
} // namespace detail

/// A message of context "CoreMessage": msg(CLOTHLAB_TR_NOOP("CoreMessage", "…%1…"), arg…).
/// Arguments: strings (shown as is), whole numbers, Term, IdList or Message.
template <class... Args> Message msg(const char* text, const Args&... args) {
    return Message{kCoreMessageContext, text, {detail::toArg(args)...}};
}

/// An exception of the core that carries its message; what() is the English.
class MessageError : public std::invalid_argument {
public:
    explicit MessageError(Message message)
        : std::invalid_argument(message.english()), m_message(std::move(message)) {}
    const Message& message() const { return m_message; }

private:
    Message m_message;
};

/// A failure of the core that is not bad input (an eigensolver that did not converge, a run
/// that blew up) with its message; what() is the English.
class MessageFailure : public std::runtime_error {
public:
    explicit MessageFailure(Message message)
        : std::runtime_error(message.english()), m_message(std::move(message)) {}
    const Message& message() const { return m_message; }

private:
    Message m_message;
};

/// An error that says itself as a message for messageOf(): the readers' errors (SceneFileError
/// with its file and JSON path, ObjError with its file and line) implement it, so this layer
/// needs to know none of them.
class DescribedError {
public:
    virtual ~DescribedError() = default;
    virtual Message describe() const = 0;
};

/// The message of an error of the core (MessageError, MessageFailure, a DescribedError); for any
/// other exception a message that is its what() as is.
Message messageOf(const std::exception& error);

} // namespace clothlab::core
