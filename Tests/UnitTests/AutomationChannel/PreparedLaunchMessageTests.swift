import AutomationChannel
import Testing

@Suite("Prepared launch messages")
struct PreparedLaunchMessageTests {
    @Test(
        "every message reads back as written",
        arguments: [
            PreparedLaunchMessage.ready(protocolVersion: 1),
            .fork(arguments: ["--uitesting", "--state-dir", "/dev/shm/tui-app-x", ""], environment: ["A=1", "LANG=es_ES.UTF-8", "Ü=ü"], directory: "/work"),
            .fork(arguments: [], environment: [], directory: "/"),
            .forked(processID: 4242),
            .refused("the app runs 3 threads before AppLaunch.start, so it cannot be forked safely"),
        ])
    func roundTrip(message: PreparedLaunchMessage) throws {
        var decoder = FrameDecoder()
        decoder.append(message.framed())
        let payload = try #require(try decoder.nextMessage())
        #expect(try PreparedLaunchMessage(decoding: payload) == message)
        #expect(PreparedLaunchMessage.isPreparedLaunchKind(payload[0]))
    }

    @Test("an app's or a driver's message is no prepared launch message, and is refused as one")
    func otherKindsAreRefused() throws {
        let hello = Array(DriverMessage.hello(protocolVersion: 1).framed().dropFirst(4))
        #expect(!PreparedLaunchMessage.isPreparedLaunchKind(hello[0]))
        #expect(throws: WireError.unknownMessageKind(hello[0])) { try PreparedLaunchMessage(decoding: hello) }
    }

    @Test("a process id that is not positive, a count beyond the message and trailing bytes are refused")
    func malformedMessagesAreRefused() {
        #expect(throws: WireError.self) { try PreparedLaunchMessage(decoding: [0x23, 0x00]) }
        #expect(throws: WireError.self) { try PreparedLaunchMessage(decoding: [0x23, 0x01]) }
        #expect(throws: WireError.self) { try PreparedLaunchMessage(decoding: [0x22, 0x05, 0x00]) }
        #expect(throws: WireError.trailingBytes(1)) { try PreparedLaunchMessage(decoding: [0x21, 0x01, 0x00]) }
    }
}
