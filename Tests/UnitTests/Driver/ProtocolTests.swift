import AutomationChannel
import Driver
import ScreenModel
import SystemLayer
import Testing
import DriverTesting

@Suite("Bad messages from the app")
struct ProtocolTests {
    @Test("an unreadable message from the app fails the pending call with protocolError, and the app is killed")
    func garbageFromApp() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.sendRaw([0, 0, 0, 3, 0x7F, 0x01, 0x02])
            return nil
        }
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.protocolProblem == .unreadableMessage(detail: "unknown message kind 0x7f"))
        #expect(error?.message == "protocolError: the app sent an unreadable message: unknown message kind 0x7f")
        #expect(fake.signals.contains(Signal.kill))
        #expect(app.state == .notRunning)
    }

    @Test("a frame from the app announcing more than the limit is refused from its header alone")
    func oversizedFromApp() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.sendRaw([0x40, 0x00, 0x00, 0x00])
            return nil
        }
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.code == .protocolError)
        #expect(error?.message.contains("message of 1073741824 bytes exceeds the channel's limit of \(AutomationProtocol.maximumMessageBytes) bytes") == true)
    }

    @Test("a message cut short by the app's end fails with appCrashed, not a hang")
    func truncatedThenGone() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.sendRaw([0, 0, 0, 40, 0x02, 0x01])
            fake.crash(with: .exited(1))
            return nil
        }
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.code == .appCrashed)
        #expect(error?.message.contains("exit code 1") == true)
    }

    @Test("an app speaking a version older than 2 fails the launch with protocolError naming both")
    func oldVersionFromApp() async throws {
        let fake = FakeApp(Screens.window([]))
        fake.greet(with: AppHello(protocolVersion: 1, processID: 4242, appName: "Past"))
        let app = App(launcher: FakeLauncher(fake: fake), stateDirectory: "/nonexistent-fake-state")

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.protocolProblem == .versionMismatch(app: 1, driver: 3))
        #expect(
            error?.message == "protocolError: the app speaks automation protocol version 1 and this driver versions 2 to 3; "
                + "build the app and the driver from the same sources")
    }
}
