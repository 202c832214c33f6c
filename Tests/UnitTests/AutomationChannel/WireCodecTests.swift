import AutomationChannel
import ScreenModel
import Testing

@Suite("Wire codec")
struct WireCodecTests {
    static let appMessages: [AppMessage] = [
        .hello(AppHello(processID: 4242, appName: "Shop")),
        .tree(Fixtures.shopTree()),
        .tree(
            ElementTree(
                generation: .max, root: ElementSnapshot(.application, label: "ショップ — Tienda"),
                activity: Activity(pendingWork: [PendingWork(name: "network: GET /catalog", remainingMilliseconds: 240)], clock: .virtual))),
        .status(generation: 9, activity: Activity(pendingWork: [PendingWork(name: "timer", remainingMilliseconds: -1)])),
        .reply(Reply(sequence: 12, generation: 13, outcome: .done)),
        .reply(Reply(sequence: 1, generation: 2, outcome: .refused(CommandRefusal(.staleElement, "gone")))),
        .reply(Reply(sequence: 3, generation: 4, outcome: .refused(CommandRefusal(.unsupportedCondition, "unknown condition 'battery'")))),
        .protocolViolation("unknown message kind 0xff"),
        .screen(AppScreen(generation: 7, rows: ["╭─ Shop ─╮", "", "│ ショップ │"])),
        .screen(AppScreen(generation: 1, rows: [])),
    ]

    static let driverMessages: [DriverMessage] = [
        .hello(protocolVersion: AutomationProtocol.version),
        .command(sequence: 1, .tap(CommandTarget(path: ElementPath([0, 2, 1]), elementType: .button, identifier: "loginButton"))),
        .command(sequence: 2, .typeText(CommandTarget(path: ElementPath([0]), elementType: .textField, identifier: "emailField"), "ü@例.com\n")),
        .command(sequence: 3, .clearText(CommandTarget(path: .root, elementType: .searchField, identifier: ""))),
        .command(sequence: 4, .press(.backtab)),
        .command(sequence: 4, .pressKey("a", modifiers: [])),
        .command(sequence: 4, .pressKey("é", modifiers: .all)),
        .command(sequence: 4, .pressKey(.f12, modifiers: [.control, .shift])),
        .command(sequence: 4, .pressKey(.pageDown, modifiers: .option)),
        .command(sequence: 5, .swipe(nil, .up)),
        .command(sequence: 6, .swipe(CommandTarget(path: ElementPath([1]), elementType: .table, identifier: "t"), .down)),
        .command(sequence: 6, .drag(CommandTarget(path: ElementPath([0, 2]), elementType: .button, identifier: "knob"), from: Point(x: 10, y: 4), to: Point(x: 30, y: 4))),
        .command(sequence: 6, .drag(CommandTarget(path: .root, elementType: .cell, identifier: ""), from: Point(x: 300, y: 0), to: Point(x: 0, y: 1_000))),
        .command(sequence: 7, .advanceClock(milliseconds: 1_500)),
        .command(sequence: 8, .refresh),
        .command(sequence: 9, .setCondition(name: "network", value: "online")),
        .command(sequence: .max, .doubleTap(CommandTarget(path: ElementPath([3]), elementType: .cell, identifier: "c"))),
    ]

    @Test("every app message survives a round trip", arguments: appMessages.map(AppMessageCase.init))
    func appRoundTrip(_ example: AppMessageCase) throws {
        #expect(try decodeApp(example.message.framed()) == example.message)
    }

    @Test("every driver message survives a round trip", arguments: driverMessages)
    func driverRoundTrip(message: DriverMessage) throws {
        #expect(try decodeDriver(message.framed()) == message)
    }

    @Test("a screen of as many rows as the limit is read; one row more is refused, naming the count", arguments: [-1, 0, 1])
    func screenRowLimit(beyondLimit: Int) throws {
        let count = AutomationProtocol.maximumScreenRows + beyondLimit
        let message = AppMessage.screen(AppScreen(generation: 2, rows: Array(repeating: "x", count: count)))

        if beyondLimit > 0 {
            #expect(throws: WireError.invalidValue(field: "screen row count", value: UInt64(count))) { try decodeApp(message.framed()) }
        } else {
            #expect(try decodeApp(message.framed()) == message)
        }
    }

    @Test("a screen travels as kind 06, its generation, its row count and each row as a string")
    func screenBytes() {
        let bytes = AppMessage.screen(AppScreen(generation: 3, rows: ["ab", ""])).framed()

        #expect(bytes == [0, 0, 0, 7, 0x06, 0x03, 0x02, 0x02, 0x61, 0x62, 0x00])
    }

    @Test(
        "a frame's length is the body's byte count, big-endian in all four bytes",
        arguments: [250, 260, 65_520, 65_540, 70_000, 1_000_000])
    func frameLengthInEveryByte(rowLength: Int) throws {
        let message = AppMessage.screen(AppScreen(generation: 1, rows: [String(repeating: "a", count: rowLength)]))
        let bytes = message.framed()

        let length = bytes.prefix(4).reduce(0) { $0 << 8 | Int($1) }
        #expect(length == bytes.count - 4)
        #expect(try decodeApp(bytes) == message)
    }

    @Test("pressKey travels as kind 0a: the key as a string, then a modifier byte (shift 1, control 2, option 4)")
    func pressKeyBytes() {
        let bytes = DriverMessage.command(sequence: 5, .pressKey("s", modifiers: [.control, .shift])).framed()

        #expect(bytes == [0, 0, 0, 6, 0x12, 0x05, 0x0A, 0x01, 0x73, 0x03])
    }

    @Test("drag travels as kind 0b: the target, then the start cell and the end cell, each a column then a row (the protocol page's example)")
    func dragBytes() {
        let target = CommandTarget(path: ElementPath([0, 2]), elementType: .button, identifier: "knob")
        let bytes = DriverMessage.command(sequence: 6, .drag(target, from: Point(x: 10, y: 4), to: Point(x: 30, y: 4))).framed()

        #expect(bytes == [0, 0, 0, 0x10, 0x12, 0x06, 0x0B, 0x02, 0x00, 0x02, 0x04, 0x04, 0x6B, 0x6E, 0x6F, 0x62, 0x0A, 0x04, 0x1E, 0x04])
    }

    @Test(
        "a drag cut short in any of its four coordinates is a truncation naming that coordinate",
        arguments: [(1, "drag start column"), (2, "drag start row"), (3, "drag end column"), (4, "drag end row")])
    func dragTruncated(coordinates: Int, missing field: String) {
        let body: [UInt8] = [0x12, 0x01, 0x0B, 0x00, 0x04, 0x00] + Array([UInt8]([1, 2, 3, 4]).prefix(coordinates - 1))

        #expect(throws: WireError.truncated(reading: field, needed: 1, available: 0)) { try DriverMessage(decoding: body) }
    }

    @Test("pressKey refuses a key that is neither one character nor a key name, naming it", arguments: ["", "ab", "F1", "f13", "backtab", "e\u{301}"])
    func pressKeyInvalidName(_ name: String) {
        let body: [UInt8] = [0x12, 0x01, 0x0A] + [UInt8(name.utf8.count)] + Array(name.utf8) + [0]

        #expect(throws: WireError.invalidKey(name)) { try DriverMessage(decoding: body) }
    }

    @Test("pressKey refuses modifier bits beyond the three the protocol defines", arguments: [UInt8(8), 0x80])
    func pressKeyInvalidModifiers(_ bits: UInt8) {
        let body: [UInt8] = [0x12, 0x01, 0x0A, 0x01, 0x61, bits]

        #expect(throws: WireError.invalidValue(field: "key modifiers", value: UInt64(bits))) { try DriverMessage(decoding: body) }
    }

    @Test("a message cut short at any byte is a truncation error, never a crash")
    func truncationAtEveryByte() {
        let body = Array(AppMessage.tree(Fixtures.shopTree(count: 3)).framed().dropFirst(4))
        for length in 1..<body.count {
            #expect(throws: WireError.self) { try AppMessage(decoding: Array(body.prefix(length))) }
        }
    }

    @Test("an unknown message kind is named in the error")
    func unknownKind() {
        #expect(throws: WireError.unknownMessageKind(0x7F)) { try AppMessage(decoding: [0x7F, 1, 2]) }
        #expect(throws: WireError.unknownMessageKind(0x01)) { try DriverMessage(decoding: [0x01]) }
    }

    @Test("bytes after a complete message are refused")
    func trailingBytes() {
        let body = Array(AppMessage.reply(Reply(sequence: 1, generation: 1, outcome: .done)).framed().dropFirst(4)) + [0]
        #expect(throws: WireError.trailingBytes(1)) { try AppMessage(decoding: body) }
    }

    @Test("invalid UTF-8 in a string is refused, after ASCII too; valid text of any script is read whole")
    func invalidText() throws {
        #expect(throws: WireError.invalidText(field: "violation message")) { try AppMessage(decoding: [0x05, 2, 0xC3, 0x28]) }
        #expect(throws: WireError.invalidText(field: "violation message")) { try AppMessage(decoding: [0x05, 3, 0x41, 0x42, 0xFF]) }
        #expect(throws: WireError.invalidText(field: "violation message")) { try AppMessage(decoding: [0x05, 1, 0x80]) }
        let mixed = "ok: ゲスト é"
        #expect(try AppMessage(decoding: [0x05, UInt8(mixed.utf8.count)] + Array(mixed.utf8)) == .protocolViolation(mixed))
        #expect(try AppMessage(decoding: [0x05, 5] + Array("ascii".utf8)) == .protocolViolation("ascii"))
    }

    @Test("a child count larger than the bytes left is refused before allocating")
    func lyingChildCount() {
        // application, enabled, empty identifier and label, zero frame, then 2^40 children.
        let body: [UInt8] = [0x02, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x20]
        #expect(throws: WireError.self) { try AppMessage(decoding: body) }
    }

    @Test("every element type travels as itself", arguments: ElementType.allCases.filter { $0 != .any })
    func elementTypeRoundTrip(type: ElementType) throws {
        let message = AppMessage.tree(ElementTree(generation: 1, root: ElementSnapshot(.application, children: [ElementSnapshot(type)])))

        #expect(try decodeApp(message.framed()) == message)
    }

    @Test("an element's flags beyond the five the protocol defines are refused, not ignored")
    func unknownElementFlags() throws {
        // A tree: generation 1, real clock, no work; the root an application with `flags`,
        // empty identifier and label, a zero frame and no children.
        func tree(flags: UInt8) -> [UInt8] { [0x02, 1, 0, 0, 1, flags, 0, 0, 0, 0, 0, 0, 0] }

        let decoded = try AppMessage(decoding: tree(flags: 1))
        #expect(decoded == .tree(ElementTree(generation: 1, root: ElementSnapshot(.application))))
        #expect(throws: WireError.invalidValue(field: "element flags", value: 32)) { try AppMessage(decoding: tree(flags: 32)) }
    }

    @Test("elements nested past the depth limit are refused without exhausting the stack")
    func nestingLimit() {
        var element = ElementSnapshot(.other)
        for _ in 0..<(AutomationProtocol.maximumDepth + 5) { element = ElementSnapshot(.other, children: [element]) }
        let framed = AppMessage.tree(ElementTree(generation: 1, root: element)).framed()

        #expect(throws: WireError.nestedTooDeeply(limit: AutomationProtocol.maximumDepth)) { try decodeApp(framed) }
    }

    @Test("random bytes never crash the decoders", arguments: 0..<8)
    func randomBytes(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        for _ in 0..<2_000 {
            let bytes = (0..<Int(generator.next() % 64)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = try? AppMessage(decoding: bytes)
            _ = try? DriverMessage(decoding: bytes)
        }
    }

    @Test("a frame over the limit is refused from its header alone")
    func oversizedFrame() {
        var decoder = FrameDecoder(limit: 1_000)
        decoder.append([0x00, 0x00, 0x03, 0xE9])

        #expect(throws: WireError.oversized(length: 1_001, limit: 1_000)) { try decoder.nextMessage() }
        #expect(decoder.bufferedByteCount == 4)
    }

    @Test("frames split across reads are reassembled in order")
    func framesAcrossReads() throws {
        let bytes = Self.appMessages.flatMap { $0.framed() }
        var decoder = FrameDecoder()
        var decoded: [AppMessage] = []
        for chunk in stride(from: 0, to: bytes.count, by: 7).map({ Array(bytes[$0..<min($0 + 7, bytes.count)]) }) {
            decoder.append(chunk)
            while let message = try decoder.nextMessage() { decoded.append(try AppMessage(decoding: message)) }
        }

        #expect(decoded == Self.appMessages)
        #expect(decoder.bufferedByteCount == 0)
    }

    @Test("a zero-length frame is an error")
    func emptyFrame() {
        var decoder = FrameDecoder()
        decoder.append([0, 0, 0, 0])
        #expect(throws: WireError.emptyMessage) { try decoder.nextMessage() }
    }

    private func decodeApp(_ framed: [UInt8]) throws -> AppMessage {
        var decoder = FrameDecoder()
        decoder.append(framed)
        return try AppMessage(decoding: try #require(try decoder.nextMessage()))
    }

    private func decodeDriver(_ framed: [UInt8]) throws -> DriverMessage {
        var decoder = FrameDecoder()
        decoder.append(framed)
        return try DriverMessage(decoding: try #require(try decoder.nextMessage()))
    }
}

/// A tiny deterministic random generator, so failures reproduce.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// An app message as a test argument, named by its first line (a tree's dump would fill the console).
struct AppMessageCase: Sendable, CustomTestStringConvertible {
    let message: AppMessage

    var testDescription: String { String(String(describing: message).prefix { $0 != "\n" }) }
}
