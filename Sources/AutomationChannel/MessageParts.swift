/// One piece of an app message too long for a frame (docs/protocol.md §3.1): the pieces
/// of a message, joined in order, are its bytes.
package struct MessagePart: Sendable, Hashable {
    /// Whether more parts of the same message follow.
    package var more: Bool
    /// This part's bytes of the message (at least one).
    package var piece: [UInt8]

    /// Creates a part.
    package init(more: Bool, piece: [UInt8]) {
        self.more = more
        self.piece = piece
    }
}

/// Joins the parts of one message as they arrive, refusing a message longer than the limit.
package struct MessageParts: Sendable {
    /// The longest joined message accepted.
    package let limit: Int
    private var joined: [UInt8] = []

    /// A joiner that accepts messages of at most `limit` bytes.
    package init(limit: Int = AutomationProtocol.maximumJoinedMessageBytes) {
        self.limit = limit
    }

    /// Whether a message's parts have begun and not ended.
    package var isOpen: Bool { !joined.isEmpty }

    /// Adds `part`; returns the whole message when it is the last, else nil.
    ///
    /// - Throws: `WireError.partsTooLong` when the message would pass the limit; what was
    ///   joined so far is dropped.
    package mutating func take(_ part: MessagePart) throws(WireError) -> [UInt8]? {
        guard part.piece.count <= limit - joined.count else {
            joined = []
            throw .partsTooLong(limit: limit)
        }
        joined.append(contentsOf: part.piece)
        guard !part.more else { return nil }
        defer { joined = [] }
        return joined
    }
}

extension AppMessage {
    /// The message as frames of at most `frameLimit` bytes each: one frame when it fits,
    /// else `part` messages whose pieces join to it (docs/protocol.md §3.1).
    package func framedInParts(frameLimit: Int = AutomationProtocol.maximumMessageBytes) -> [UInt8] {
        let whole = framed()
        guard whole.count - 4 > frameLimit else { return whole }
        // A part's frame holds its kind and more bytes besides its piece.
        let pieceLength = frameLimit - 2
        var frames: [UInt8] = []
        frames.reserveCapacity(whole.count + (whole.count / pieceLength + 1) * 6)
        var start = 4
        while start < whole.count {
            let end = min(start + pieceLength, whole.count)
            frames += AppMessage.part(MessagePart(more: end < whole.count, piece: Array(whole[start..<end]))).framed()
            start = end
        }
        return frames
    }
}
