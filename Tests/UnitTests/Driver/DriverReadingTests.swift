import AutomationChannel
import Driver
import ScreenModel
import Testing

/// What the driver does with app messages that docs/protocol.md §5.1 and §13 say it
/// tolerates: a status for an old generation, a reply nobody waits for.
@Suite("Messages the driver passes over")
struct DriverReadingTests {
    @Test("a status for a generation other than the latest tree's changes nothing")
    func staleStatusIgnored() async throws {
        let busy = Activity(pendingWork: [PendingWork(name: "network: GET /late", remainingMilliseconds: 500)])
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.sendRaw(AppMessage.status(generation: 999, activity: busy).framed())
            return .done
        }
        let app = try await App.launched(with: fake)

        try await app.buttons["go"].tap()

        #expect(app.tree?.generation == 1)
        #expect(app.tree?.activity == .idle)
    }

    @Test("a reply to a command nobody sent is passed over, and the next reply still reaches its caller")
    func unknownReplyIgnored() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.sendRaw(AppMessage.reply(Reply(sequence: 77_777, generation: 1, outcome: .refused(CommandRefusal(.unsupported, "nobody asked")))).framed())
            return .done
        }
        let app = try await App.launched(with: fake)

        try await app.buttons["go"].tap()
        try await app.buttons["go"].tap()

        #expect(fake.commands.count == 2)
    }
}
