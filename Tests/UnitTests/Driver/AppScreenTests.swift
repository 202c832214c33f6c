import AutomationChannel
import Driver
import ScreenModel
import Testing
import DriverTesting

@Suite("The screen the app drew")
struct AppScreenTests {
    static let drawn = ["╭─ drawn by the app ─╮", "│ go                │", "╰───────────────────╯"]

    /// A fake whose tap pushes a new tree, then (if `draws`) its own screen for it, then the reply.
    static func fake(draws: Bool) -> FakeApp {
        FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.push(Screens.window([Screens.button("go"), Screens.text("note", "tapped")]))
            if draws { fake.draw(drawn) }
            return .done
        }
    }

    @Test("a screenshot shows the screen the app drew for the latest tree, not one drawn from its elements")
    func screenshotShowsDrawnScreen() async throws {
        let app = try await App.launched(with: Self.fake(draws: true))

        try await app.buttons["go"].tap()
        let screen = try await app.screenshot()

        #expect(Array(screen.lines.prefix(3)) == Self.drawn)
        #expect(screen.size == Size(width: 80, height: 24))
        #expect(!screen.description.contains("[ go ]"))
    }

    @Test("a screenshot that waits for a busy app shows the screen the app drew for the tree that ended the wait")
    func screenshotAfterWaitShowsDrawnScreen() async throws {
        let busy = Screens.busy("network: GET /orders", milliseconds: 1_500, clock: .virtual)
        let fake = FakeApp(Screens.window([]), activity: busy) { command, fake in
            guard case .advanceClock(1_500) = command else { return .done }
            fake.pushDrawn(Screens.window([Screens.text("orders", "3 orders")]), activity: Activity(clock: .virtual), rows: Self.drawn)
            return .done
        }
        let app = try await App.launched(with: fake)

        let screen = try await app.screenshot()

        #expect(Array(screen.lines.prefix(3)) == Self.drawn, "\(screen.framed)")
        #expect(fake.commands == [.advanceClock(milliseconds: 1_500)])
    }

    @Test("without a screen from the app, the screenshot is drawn from the tree")
    func screenshotDrawsTreeWithoutDrawnScreen() async throws {
        let app = try await App.launched(with: Self.fake(draws: false))

        try await app.buttons["go"].tap()
        let screen = try app.instant.screenshot()

        #expect(screen.description.contains("[ go ]"))
        #expect(screen.description.contains("tapped"))
    }

    @Test("a failure's diagnostics show the screen the app drew")
    func diagnosticsShowDrawnScreen() async throws {
        let app = try await App.launched(with: Self.fake(draws: true), actionTimeout: .milliseconds(300))
        try await app.buttons["go"].tap()

        let error = await #expect(throws: DriverError.self) { try await app.buttons["absent"].tap() }

        let diagnostics = try #require(error?.diagnostics)
        #expect(diagnostics.description.contains("╭─ drawn by the app ─╮"), "\(diagnostics)")
    }

    @Test("a screen that does not belong to the latest tree fails the next call with protocolError", arguments: [UInt64(1), 3])
    func screenOfAnotherTree(generation: UInt64) async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.push(Screens.window([Screens.button("go"), Screens.text("note", "tapped")]))
            fake.draw(Self.drawn, forGeneration: generation)
            return .done
        }
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.protocolProblem == .unreadableMessage(detail: "a screen for generation \(generation) does not follow its tree: the latest tree is generation 2"))
    }
}
