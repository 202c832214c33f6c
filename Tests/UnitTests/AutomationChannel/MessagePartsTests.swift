import AutomationChannel
import ScreenModel
import Testing

/// docs/protocol.md §3.1: a message too long for a frame goes in parts that join to it.
@Suite("Messages in parts")
struct MessagePartsTests {
    static func rows(_ count: Int) -> AppMessage {
        .tree(
            ElementTree(
                generation: 1,
                root: ElementSnapshot(
                    .application,
                    children: (0..<count).map {
                        ElementSnapshot(.cell, identifier: "row\($0)", label: "Row \($0)")
                    })))
    }

    /// Every frame of `bytes`, read with `limit`, as messages.
    static func frames(_ bytes: [UInt8], limit: Int) throws -> [AppMessage] {
        var decoder = FrameDecoder(limit: limit)
        decoder.append(bytes)
        var messages: [AppMessage] = []
        while let frame = try decoder.nextMessage() { messages.append(try AppMessage(decoding: frame)) }
        #expect(decoder.bufferedByteCount == 0)
        return messages
    }

    @Test("a message longer than a frame goes in parts, each within the limit, that join to it")
    func splitAndJoined() throws {
        let message = Self.rows(200)

        let parts = try Self.frames(message.framedInParts(frameLimit: 100), limit: 100)

        var joiner = MessageParts()
        var joined: [UInt8]?
        for (index, part) in parts.enumerated() {
            guard case let .part(part) = part else { Issue.record("frame \(index) is not a part: \(part.kindName)"); return }
            #expect(part.more == (index < parts.count - 1))
            joined = try joiner.take(part)
        }
        #expect(parts.count == (message.framed().count - 4 + 97) / 98)
        #expect(try joined.map { try AppMessage(decoding: $0) } == message)
        #expect(!joiner.isOpen)
    }

    @Test("a message exactly as long as the frame limit goes whole; one byte longer goes in two parts", arguments: [0, 1])
    func frameLimitBoundary(overLimit: Int) throws {
        let message = Self.rows(20)
        let length = message.framed().count - 4

        let frames = try Self.frames(message.framedInParts(frameLimit: length - overLimit), limit: length)

        #expect(frames.map(\.kindName) == (overLimit == 0 ? ["tree"] : ["part", "part"]))
    }

    @Test("parts joining to the limit are taken; one byte more is refused, and the joiner starts again", arguments: [0, 1])
    func joinedLimit(overLimit: Int) throws {
        var joiner = MessageParts(limit: 10)
        _ = try joiner.take(MessagePart(more: true, piece: [1, 2, 3, 4, 5, 6]))

        let last = MessagePart(more: false, piece: Array(repeating: 7, count: 4 + overLimit))
        if overLimit == 0 {
            #expect(try joiner.take(last) == [1, 2, 3, 4, 5, 6, 7, 7, 7, 7])
        } else {
            #expect(throws: WireError.partsTooLong(limit: 10)) { try joiner.take(last) }
            #expect(!joiner.isOpen)
        }
    }

    @Test(
        "a part's more flag is 0 or 1, and its piece has a byte at least",
        arguments: [
            ([0x08, 0x02, 0x01], WireError.invalidValue(field: "part more flag", value: 2)),
            ([0x08, 0x00], WireError.truncated(reading: "part piece", needed: 1, available: 0)),
            ([0x08], WireError.truncated(reading: "part more flag", needed: 1, available: 0)),
        ])
    func malformedPart(bytes: [UInt8], error: WireError) {
        #expect(throws: error) { try AppMessage(decoding: bytes) }
    }
}
