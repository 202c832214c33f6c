import Driver
import ScreenModel
import SystemLayer
import Testing

@Suite("Waiting for an element to go")
struct WaitForNonExistenceTests {
    @Test("an element already gone: true at once, without asking the app anything")
    func alreadyGone() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")]), activity: Screens.busy("network: GET /catalog"))
        let app = try await App.launched(with: fake)

        let gone = try await app.activityIndicators["catalogActivity"].waitForNonExistence(timeout: .seconds(5))

        #expect(gone)
        #expect(fake.commands.isEmpty)
    }

    @Test("true when a pushed screen no longer has it")
    func goneOnPush() async throws {
        let spinner = ElementSnapshot(.activityIndicator, identifier: "catalogActivity", label: "Loading", frame: Rect(x: 2, y: 2, width: 10, height: 1))
        let fake = FakeApp(Screens.window([spinner]), activity: Screens.busy("network: GET /catalog"))
        let app = try await App.launched(with: fake)

        async let gone = app.activityIndicators["catalogActivity"].waitForNonExistence(timeout: .seconds(30))
        fake.push(Screens.window([Screens.text("productCountLabel", "35 products")]))

        #expect(try await gone)
    }

    @Test("false at once when the app is idle and the element is still there, since nothing would remove it")
    func stillThereOnIdleApp() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")]))
        let app = try await App.launched(with: fake)
        let clock = ContinuousClock()
        let started = clock.now

        let gone = try await app.buttons["go"].waitForNonExistence(timeout: .seconds(30))

        #expect(!gone)
        #expect(clock.now - started < .seconds(10), "it waited out its timeout instead of answering at once")
    }

    @Test("false after the timeout when the app stays busy with the element still there")
    func stillThereWhenTimeRunsOut() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")]), activity: Screens.busy("network: GET /catalog"))
        let app = try await App.launched(with: fake)

        let gone = try await app.buttons["go"].waitForNonExistence(timeout: .milliseconds(30))

        #expect(!gone)
    }

    @Test("the app crashing while it waits fails it with appCrashed, never as false")
    func crashWhileWaiting() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")]), activity: Screens.busy("network: GET /catalog"))
        let app = try await App.launched(with: fake)

        let waiting = Task { try await app.buttons["go"].waitForNonExistence(timeout: .seconds(30)) }
        fake.crash(with: .signaled(Signal.abort))
        let error = await #expect(throws: DriverError.self) { try await waiting.value }

        #expect(error?.code == .appCrashed)
        #expect(error?.message.contains("while the driver was trying to wait for app.buttons[\"go\"] to disappear") == true)
    }
}
