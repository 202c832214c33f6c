import Driver
import DriverTesting
import ScreenModel
import SystemLayer
import Testing

/// An app closes its end of the channel as it exits; one that closes it and lives on can
/// be sent nothing, and the driver says so within moments, not after a reply's timeout.
@Suite("An app that closes its channel but keeps running", .timeLimit(.minutes(1)))
struct ChannelClosedTests {
    @Test("a command waiting on it fails with the channel's closing, well before the reply's timeout, and the app is killed")
    func commandFailsAtOnce() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, _ in nil }
        let app = try await App.launched(with: fake, actionTimeout: .seconds(30))
        // A reply waited out would outlast the suite's time limit: only the channel's
        // closing can end the tap in time, and the error says which it was.
        app.replyTimeout = .seconds(600)

        let tapping = Task { try await app.buttons["go"].tap() }
        await fake.received(1)
        fake.closeChannel()
        let error = await #expect(throws: DriverError.self) { try await tapping.value }

        #expect(error?.protocolProblem == .channelClosedWhileRunning(after: .seconds(1)), "\(String(describing: error))")
        #expect(error?.message.contains("the app closed its channel (descriptor 3) but was still running 1 s later") == true)
        #expect(fake.signals.contains(Signal.kill))
    }

    @Test("an app that closes its channel and exits within the grace fails the command with its own exit status")
    func exitWithinGraceKeepsItsStatus() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, _ in nil }
        let app = try await App.launched(with: fake, actionTimeout: .seconds(30))

        let tapping = Task { try await app.buttons["go"].tap() }
        await fake.received(1)
        fake.closeChannel()
        fake.crash(with: .exited(9))
        let error = await #expect(throws: DriverError.self) { try await tapping.value }

        #expect(error?.code == .appCrashed, "\(String(describing: error))")
        #expect(error?.message.contains("exit code 9") == true, "\(String(describing: error))")
        #expect(!fake.signals.contains(Signal.kill))
    }
}
