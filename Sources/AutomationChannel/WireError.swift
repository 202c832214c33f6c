package import ScreenModel

/// Why bytes from the automation channel could not be read as a message.
///
/// Every malformed input becomes one of these; decoding never traps.
package enum WireError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message ended before a field was complete.
    case truncated(reading: String, needed: Int, available: Int)
    /// A frame announced more bytes than the channel allows; nothing past the header was read.
    case oversized(length: Int, limit: Int)
    /// The first byte of a message named no known message kind.
    case unknownMessageKind(UInt8)
    /// A field held a value outside its range.
    case invalidValue(field: String, value: UInt64)
    /// A string field was not valid UTF-8.
    case invalidText(field: String)
    /// Elements were nested deeper than the limit.
    case nestedTooDeeply(limit: Int)
    /// The message was complete but bytes followed it.
    case trailingBytes(Int)
    /// A frame announced an empty message.
    case emptyMessage
    /// The peer speaks a protocol version outside those this end speaks.
    case versionMismatch(expected: ClosedRange<Int>, received: Int)
    /// A message arrived that makes no sense at this point of the conversation.
    case unexpectedMessage(expected: String, received: String)
    /// A pressKey named a key that is neither one character nor a key name.
    case invalidKey(String)
    /// A screen arrived for another generation than the latest tree's (`tree`, nil before any).
    case screenForOtherTree(screen: UInt64, tree: UInt64?)
    /// A tree difference's base is not the latest tree (`latest`, nil before any).
    case differenceAgainstOtherTree(base: UInt64, latest: UInt64?)
    /// A tree difference's generation is not its base's plus one.
    case differenceSkipsGenerations(generation: UInt64, base: UInt64)
    /// A tree difference named an old child beyond the `count` children the element at `path` has.
    case oldChildOutOfRange(path: ElementPath, index: Int, count: Int)
    /// A message in parts would be longer than `limit` bytes joined.
    case partsTooLong(limit: Int)
    /// A message other than a part arrived while a message's parts were open.
    case partsInterrupted(by: String)
    /// A tree difference named the same old child of the element at `path` twice.
    case oldChildUsedTwice(path: ElementPath, index: Int)

    /// A sentence naming what was wrong with the bytes.
    package var description: String {
        switch self {
        case let .truncated(field, needed, available):
            "message truncated while reading \(field): needed \(needed) byte(s), \(available) left"
        case let .oversized(length, limit):
            "message of \(length) bytes exceeds the channel's limit of \(limit) bytes"
        case let .unknownMessageKind(kind):
            "unknown message kind 0x\(String(kind, radix: 16))"
        case let .invalidValue(field, value):
            "invalid value \(value) for \(field)"
        case let .invalidText(field):
            "\(field) is not valid UTF-8"
        case let .nestedTooDeeply(limit):
            "elements nested deeper than \(limit) levels"
        case let .trailingBytes(count):
            "\(count) unexpected byte(s) after the end of the message"
        case .emptyMessage:
            "empty message"
        case let .versionMismatch(expected, received):
            "protocol version mismatch: expected "
                + (expected.count == 1 ? "\(expected.lowerBound)" : "\(expected.lowerBound) to \(expected.upperBound)")
                + ", received \(received)"
        case let .unexpectedMessage(expected, received):
            "unexpected \(received) message; expected \(expected)"
        case let .invalidKey(key):
            "invalid key '\(key)'"
        case let .screenForOtherTree(screen, tree):
            "a screen for generation \(screen) does not follow its tree: "
                + (tree.map { "the latest tree is generation \($0)" } ?? "no tree has arrived")
        case let .differenceAgainstOtherTree(base, latest):
            "a tree difference against generation \(base), but "
                + (latest.map { "the latest tree is generation \($0)" } ?? "no tree has arrived")
        case let .differenceSkipsGenerations(generation, base):
            "a tree difference for generation \(generation) does not follow its base generation \(base)"
        case let .oldChildOutOfRange(path, index, count):
            "old child index \(index) out of range at \(path): the element has \(count) children"
        case let .partsTooLong(limit):
            "a message in parts of more than \(limit) bytes"
        case let .partsInterrupted(kind):
            "a \(kind) message arrived between the parts of a message"
        case let .oldChildUsedTwice(path, index):
            "old child index \(index) at \(path) is used twice"
        }
    }
}
