import Driver
import ScreenModel
import Testing

@Suite("Work the driver does not wait for")
struct IgnoredWorkTests {
    private static func work(_ names: String...) -> Activity {
        Activity(pendingWork: names.map { PendingWork(name: $0, remainingMilliseconds: 0) })
    }

    @Test(
        "an entry names the work it is, or begins with up to a break between words",
        arguments: [
            ("worker poller", "worker poller", true), ("worker poller", "worker", true), ("worker poller", "worker poll", false),
            ("network: POST /session", "network", true), ("toast \"Saved\"", "toast", true), ("toaster", "toast", false),
            ("timer 0.5 s", "", false), ("timer 0.5 s", "timer 0.5 s later", false),
            ("worker poll2", "worker poll", false), ("worker poll_2", "worker poll", false), ("worker pollé", "worker poll", false),
            ("worker poll-2", "worker poll", true), ("worker poll.2", "worker poll", true),
        ])
    func entryNamesWork(name: String, entry: String, names: Bool) {
        let activity = Self.work(name)

        let waited = activity.waitedFor(ignoring: [entry])

        #expect(waited.isIdle == names)
        #expect(activity.ignored(beside: waited).map(\.name) == (names ? [name] : []))
    }

    @Test("a tap on an app busy only with ignored work goes at once")
    func ignoredWorkHoldsNoAction() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")]), activity: Self.work("worker poller"))
        let app = try await App.launched(with: fake, actionTimeout: .seconds(30))
        app.ignoredWork = ["worker poller"]

        try await app.buttons["go"].tap()

        #expect(fake.commands.count == 1)
    }

    @Test("work not ignored still holds an action, whose timeout names it and the work it did not wait for")
    func unignoredWorkHoldsTheAction() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")]), activity: Self.work("worker load", "worker poller"))
        let app = try await App.launched(with: fake, actionTimeout: .milliseconds(50))
        app.ignoredWork = ["worker poller"]

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.code == .timeout)
        #expect(error?.message.contains("the app was still busy with worker load (0 ms left)") == true, "\(String(describing: error))")
        #expect(error?.message.contains("ignore work \"worker load\"") == true, "\(String(describing: error))")
        #expect(error?.message.contains("It did not wait for worker poller (0 ms left) (ignored work)") == true, "\(String(describing: error))")
        #expect(fake.commands.isEmpty)
    }

    @Test("an entry that names none of the work changes nothing: the action still waits for it")
    func entryNamingNothingChangesNothing() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")]), activity: Self.work("worker poller"))
        let app = try await App.launched(with: fake, actionTimeout: .milliseconds(50))
        app.ignoredWork = ["worker poll", "network"]

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.code == .timeout)
        #expect(error?.message.contains("It did not wait for") == false)
        #expect(fake.commands.isEmpty)
    }

    @Test("a wait for an element still sees ignored work as pending: it does not give up as on an idle app")
    func conditionWaitsStillSeeIgnoredWork() async throws {
        let fake = FakeApp(Screens.window([]), activity: Self.work("worker poller"))
        let app = try await App.launched(with: fake)
        app.ignoredWork = ["worker poller"]

        let error = await #expect(throws: DriverError.self) { try await app.staticTexts["news"].waitUntilExists(timeout: .milliseconds(50)) }

        #expect(error?.code == .noSuchElement)
        #expect(error?.message.contains("the app was still busy with worker poller") == true, "\(String(describing: error))")
    }

    @Test("a toast's expiry is ignored by default, and waited for once the list is emptied")
    func toastIgnoredByDefault() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")]), activity: Self.work("toast \"Saved\""))
        let app = try await App.launched(with: fake, actionTimeout: .milliseconds(50))

        try await app.buttons["go"].tap()
        app.ignoredWork = []
        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(App.defaultIgnoredWork == ["toast"])
        #expect(error?.code == .timeout)
        #expect(fake.commands.count == 1)
    }

    @Test("reads and waitForIdle return while only ignored work is pending")
    func readsAndIdleWaitsIgnoreIt() async throws {
        let fake = FakeApp(Screens.window([Screens.text("count", "3")]), activity: Self.work("worker poller"))
        let app = try await App.launched(with: fake, actionTimeout: .seconds(30))
        app.ignoredWork = ["worker poller"]

        try await app.waitForIdle(timeout: .seconds(30))
        let label = try await app.staticTexts["count"].label

        #expect(label == "3")
    }
}
