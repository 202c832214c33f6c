/// Splits a byte stream into messages: each a four-byte big-endian length followed
/// by that many bytes.
///
/// A frame longer than the limit is refused as soon as its header arrives, so a
/// hostile peer can never make the reader buffer more than the limit.
package struct FrameDecoder: Sendable {
    /// The largest message accepted.
    package let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0

    /// Creates a decoder that accepts messages of at most `limit` bytes.
    package init(limit: Int = AutomationProtocol.maximumMessageBytes) {
        self.limit = limit
    }

    /// Bytes received but not yet returned as a message.
    package var bufferedByteCount: Int { buffer.count - start }

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if start > 0 && start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// The next complete message, or nil until more bytes arrive.
    ///
    /// - Throws: `WireError.oversized` when a header announces more than the limit,
    ///   `WireError.emptyMessage` for a zero length.
    package mutating func nextMessage() throws(WireError) -> [UInt8]? {
        guard buffer.count - start >= 4 else { return nil }
        let length = Int(buffer[start]) << 24 | Int(buffer[start + 1]) << 16 | Int(buffer[start + 2]) << 8 | Int(buffer[start + 3])
        guard length <= limit else { throw .oversized(length: length, limit: limit) }
        guard length > 0 else { throw .emptyMessage }
        guard buffer.count - start - 4 >= length else { return nil }
        let message = Array(buffer[(start + 4)..<(start + 4 + length)])
        start += 4 + length
        if start > 65_536 && start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        return message
    }

    /// How many bytes the reader may still take before a frame in progress could
    /// exceed the limit; reading in chunks of at most this keeps memory bounded.
    package var readAllowance: Int {
        max(4, limit + 4 - bufferedByteCount)
    }
}
