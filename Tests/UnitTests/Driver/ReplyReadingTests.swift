import AutomationChannel
import Driver
import ScreenModel
import Testing

/// A command's reply is read by the thread that sent it for a short while
/// (`App.replyReadingWindow`), and by the driver's I/O thread after that or when another
/// thread is reading: either way it reaches the command, and the channel is read on.
@Suite("Replies read by their sender or by the I/O thread")
struct ReplyReadingTests {
    /// An app backed by `fake` whose commands' senders read for `window` (by default, as
    /// long as an app's do unless told otherwise).
    func launched(_ fake: FakeApp, readingFor window: Duration? = nil) async throws -> App {
        let app = App(launcher: FakeLauncher(fake: fake), stateDirectory: "/nonexistent-fake-state")
        if let window { app.replyReadingWindow = window }
        try await app.launch()
        return app
    }

    @Test("a reply that comes after the sender's reading window reaches the command through the I/O thread")
    func replyAfterTheWindow() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, _ in nil }
        let app = try await launched(fake, readingFor: .zero)

        let tapping = Task { try await app.buttons["go"].tap() }
        await fake.received(1)
        fake.answerHeldCommand()
        try await tapping.value

        #expect(fake.commands.count == 1)
    }

    @Test("screens pushed after replies their senders read reach waits", arguments: [nil, Duration.zero])
    func pushAfterReply(window: Duration?) async throws {
        // Each tap leaves the app busy: the screen that ends it comes unasked, after the reply.
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.push(Screens.window([Screens.button("go")]), activity: Screens.busy("loading"))
            return .done
        }
        let app = try await launched(fake, readingFor: window)

        for round in 0..<20 {
            try await app.buttons["go"].tap()
            fake.push(Screens.window([Screens.button("go"), Screens.text("pushed\(round)", "Pushed")]))
            try await app.staticTexts["pushed\(round)"].waitUntilExists(timeout: .seconds(10))
        }
        #expect(fake.commands.count == 20)
    }

    @Test("a reply read by another command's sender reaches its own command")
    func replyReadByAnotherSender() async throws {
        let fake = FakeApp(Screens.window([Screens.button("slow"), Screens.button("fast", row: 4)])) { command, _ in
            guard case let .tap(target) = command, target.identifier == "slow" else { return .done }
            return nil
        }
        // Long enough that the slow tap's sender is still reading when the fast tap's reply comes.
        let app = try await launched(fake, readingFor: .seconds(2))

        let slow = Task { try await app.buttons["slow"].tap() }
        await fake.received(1)
        try await app.buttons["fast"].tap()
        fake.answerHeldCommand()
        try await slow.value

        #expect(fake.commands.count == 2)
    }

    @Test("commands sent at once from several tasks each get their own reply")
    func concurrentCommands() async throws {
        let fake = FakeApp(Screens.window([Screens.button("a"), Screens.button("b", row: 4), Screens.button("c", row: 6)]))
        let app = try await launched(fake)

        try await withThrowingTaskGroup(of: Void.self) { group in
            for identifier in ["a", "b", "c"] {
                group.addTask { for _ in 0..<30 { try await app.buttons[identifier].tap() } }
            }
            try await group.waitForAll()
        }

        #expect(fake.commands.count == 90)
    }

    @Test("an app that ends while the sender reads its channel fails the command with how it ended")
    func endWhileReading() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.crash(with: .exited(3))
            return nil
        }
        let app = try await launched(fake, readingFor: .seconds(2))

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.code == .appCrashed)
        #expect(error?.message.contains("exit code 3") == true)
    }
}
