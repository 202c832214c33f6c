package import Foundation

/// Cuts the bytes of the stdio transport into messages: one JSON-RPC message a line,
/// ended by `\n` (a `\r` before it is dropped; blank lines are skipped). A line longer
/// than `limit` bytes is never held whole: it is reported once as too long and its bytes
/// are thrown away up to its end, so a hostile client cannot make the server hoard memory.
package struct MessageFramer: Sendable {
    /// What a chunk of input yielded.
    package enum Frame: Sendable, Equatable {
        /// One message's bytes, without its line break.
        case message(Data)
        /// A line longer than the limit; its bytes were dropped.
        case tooLong(limit: Int)
    }

    /// The most bytes one message may have.
    package let limit: Int
    private var pending = Data()
    private var discarding = false

    /// A framer that refuses messages over `limit` bytes.
    package init(limit: Int) {
        self.limit = limit
    }

    /// The messages that `bytes` complete, in order.
    package mutating func frames(in bytes: Data) -> [Frame] {
        var frames: [Frame] = []
        var start = bytes.startIndex
        while start < bytes.endIndex {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                take(bytes[start...], into: &frames)
                break
            }
            take(bytes[start..<newline], into: &frames)
            if discarding {
                discarding = false
            } else {
                var line = pending
                pending = Data()
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                if line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) { frames.append(.message(line)) }
            }
            start = bytes.index(after: newline)
        }
        return frames
    }

    /// Whether bytes of an unfinished message are held (at the end of input, it was cut short).
    package var hasPartialMessage: Bool { !pending.isEmpty }

    private mutating func take(_ part: Data, into frames: inout [Frame]) {
        guard !discarding else { return }
        if pending.count + part.count > limit {
            pending = Data()
            discarding = true
            frames.append(.tooLong(limit: limit))
        } else {
            pending.append(part)
        }
    }
}
