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
    private var pending: [UInt8] = []
    private var discarding = false

    /// A framer that refuses messages over `limit` bytes.
    package init(limit: Int) {
        self.limit = limit
    }

    /// The messages that `bytes` complete, in order.
    package mutating func frames(in bytes: Data) -> [Frame] {
        bytes.withUnsafeBytes { frames(in: $0) }
    }

    /// The messages that `bytes` complete, in order: the bytes are scanned once, and a
    /// line that arrives whole in one read is copied once, into its frame.
    package mutating func frames(in bytes: UnsafeRawBufferPointer) -> [Frame] {
        var frames: [Frame] = []
        var start = 0
        while start < bytes.count {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                take(UnsafeRawBufferPointer(rebasing: bytes[start...]), into: &frames)
                break
            }
            if discarding {
                discarding = false
            } else if pending.isEmpty {
                finish(UnsafeRawBufferPointer(rebasing: bytes[start..<newline]), into: &frames)
            } else {
                take(UnsafeRawBufferPointer(rebasing: bytes[start..<newline]), into: &frames)
                if !discarding {
                    pending.withUnsafeBytes { finish($0, into: &frames) }
                    pending.removeAll(keepingCapacity: true)
                }
                discarding = false
            }
            start = newline + 1
        }
        return frames
    }

    /// Whether bytes of an unfinished message are held (at the end of input, it was cut short).
    package var hasPartialMessage: Bool { !pending.isEmpty }

    /// Holds `part` of a line not yet ended, or drops the line once it is over the limit.
    private mutating func take(_ part: UnsafeRawBufferPointer, into frames: inout [Frame]) {
        guard !discarding else { return }
        if pending.count + part.count > limit {
            pending = []
            discarding = true
            frames.append(.tooLong(limit: limit))
        } else {
            pending.append(contentsOf: part)
        }
    }

    /// Makes a whole line a message: a `\r` before its end dropped, a blank line skipped,
    /// a line over the limit refused.
    private func finish(_ line: UnsafeRawBufferPointer, into frames: inout [Frame]) {
        guard line.count <= limit else { return frames.append(.tooLong(limit: limit)) }
        var end = line.count
        if end > 0 && line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard line[..<end].contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return }
        frames.append(.message(Data(UnsafeRawBufferPointer(rebasing: line[..<end]))))
    }
}
