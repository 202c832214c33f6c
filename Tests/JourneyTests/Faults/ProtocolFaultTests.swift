import AutomationChannel
import Driver
import DriverTesting
import ScreenModel
import Testing

@Suite("Protocol faults", .timeLimit(.minutes(1)), .hangReport)
struct ProtocolFaultTests {
    let app = App(executable: demoApp)

    init() {
        app.launchArguments = ["--uitesting", "--reset-state"]
    }

    @Test("garbage on the channel makes the app exit cleanly and the driver report a protocol error")
    func garbageFromDriver() async throws {
        try await app.launch()

        try app.sendRawBytes([0, 0, 0, 3, 0xFF, 0xEE, 0xDD])
        let error = await #expect(throws: DriverError.self) { try await app.textFields["emailField"].typeText("x") }
        await app.terminate()

        #expect(error?.protocolProblem == .rejectedByApp(detail: "unknown message kind 0xff"))
        #expect(error?.message.contains("the app rejected a message from the driver: unknown message kind 0xff") == true)
        #expect(app.exitStatus == .exited(3))
        #expect(app.state == .notRunning)
    }

    @Test("a frame announcing more than the limit is refused without reading its body")
    func oversizedFrameFromDriver() async throws {
        try await app.launch()

        try app.sendRawBytes([0x7F, 0xFF, 0xFF, 0xFF])
        let error = await #expect(throws: DriverError.self) { try await app.textFields["emailField"].typeText("x") }
        await app.terminate()

        #expect(error?.code == .protocolError)
        #expect(error?.message.contains("exceeds the channel's limit of \(AutomationProtocol.maximumMessageBytes) bytes") == true)
        #expect(app.exitStatus == .exited(3))
    }
}

extension ProtocolFaultTests {
    @Test("a driver speaking another protocol version is refused by the app, which exits cleanly")
    func wrongVersionFromDriver() async throws {
        try await app.launch()

        try app.sendRawBytes(DriverMessage.hello(protocolVersion: 99).framed())
        let error = await #expect(throws: DriverError.self) { try await app.textFields["emailField"].typeText("x") }
        await app.terminate()

        #expect(error?.protocolProblem == .rejectedByApp(detail: "protocol version mismatch: expected 2 to 3, received 99"))
        #expect(error?.message.contains("the app rejected a message from the driver: protocol version mismatch: expected 2 to 3, received 99") == true)
        #expect(app.exitStatus == .exited(3))
    }
}
