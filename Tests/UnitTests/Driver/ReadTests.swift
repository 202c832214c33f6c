import Driver
import ScreenModel
import Synchronization
import Testing

@Suite("Reads wait for the app")
struct ReadTests {
    @Test("a read right after an action sees that action's result, not the screen before it")
    func readAfterActionSeesResult() async throws {
        let fake = FakeApp(Screens.window([Screens.button("search"), Screens.text("count", "35 products")])) { command, fake in
            // The search request is on its way when the tap is answered.
            fake.push(Screens.window([Screens.button("search"), Screens.text("count", "35 products")]), activity: Screens.busy("network: GET /products"))
            Task.detached { fake.push(Screens.window([Screens.button("search"), Screens.text("count", "1 product")])) }
            return .done
        }
        // The read returns as soon as the answer is pushed; the long timeout only keeps a
        // loaded machine, slow to run the detached push, from failing it.
        let app = try await App.launched(with: fake, actionTimeout: .seconds(60))

        try await app.buttons["search"].tap()

        #expect(try await app.staticTexts["count"].label == "1 product")
    }

    @Test("every kind of read waits: existence, count, attributes, snapshots and the screenshot")
    func everyReadWaits() async throws {
        let fake = FakeApp(Screens.window([]), activity: Screens.busy("network: GET /catalog"))
        let app = try await App.launched(with: fake)

        async let exists = app.staticTexts["title"].exists
        async let count = app.staticTexts.count
        async let enabled = app.buttons["go"].isEnabled
        async let hittable = app.buttons["go"].isHittable
        async let screen = app.screenshot()
        fake.push(Screens.window([Screens.button("go"), Screens.text("title", "Shop")]))

        #expect(try await exists)
        #expect(try await count == 1)
        #expect(try await enabled)
        #expect(try await hittable)
        #expect(try await screen.description.contains("Shop"))
    }

    @Test("an element that is missing is not hittable, as XCUITest answers, whether read now or once the app is idle")
    func missingElementIsNotHittable() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")]))
        let app = try await App.launched(with: fake)

        #expect(try await app.buttons["go"].isHittable)
        #expect(try await !app.buttons["gone"].isHittable)
        #expect(!app.buttons["gone"].instant.isHittable)
    }

    @Test("a read on an app that stays busy fails with timeout, naming the work that never finished")
    func busyReadTimesOut() async throws {
        let fake = FakeApp(Screens.window([Screens.text("title", "Shop")]), activity: Screens.busy("network: GET /orders", milliseconds: 900))
        let app = try await App.launched(with: fake, actionTimeout: .milliseconds(40))

        let error = await #expect(throws: DriverError.self) { _ = try await app.staticTexts["title"].label }

        #expect(error?.code == .timeout)
        #expect(error?.message.hasPrefix("timeout: the app becoming idle before 'read app.staticTexts[\"title\"]' did not happen within") == true)
        // The time left is the time left when the read gave up: at most the 900 ms first reported.
        let left = try #require(error?.message.firstMatch(of: /the app was still busy with network: GET \/orders \((\d+) ms left\)/))
        #expect(try #require(Int(left.1)) <= 900)
    }

    @Test("instant reads answer from the latest screen at once, even while the app is busy")
    func instantReadsDoNotWait() async throws {
        let fake = FakeApp(Screens.window([Screens.text("spinner", "Loading")]), activity: Screens.busy("network: GET /orders", milliseconds: 900))
        let app = try await App.launched(with: fake, actionTimeout: .milliseconds(40))

        #expect(app.staticTexts["spinner"].instant.exists)
        #expect(try app.staticTexts["spinner"].instant.label == "Loading")
        #expect(app.staticTexts.instant.count == 1)
        #expect(try app.instant.screenshot().description.contains("Loading"))
    }

    @Test("on a virtual clock a read fast-forwards to the next timer instead of waiting for it")
    func readFastForwardsVirtualClock() async throws {
        let fake = FakeApp(Screens.window([]), activity: Screens.busy("network: GET /orders", milliseconds: 1_500, clock: .virtual)) { command, fake in
            guard case .advanceClock(1_500) = command else { return .done }
            fake.push(Screens.window([Screens.text("orders", "3 orders")]), activity: Activity(clock: .virtual))
            return .done
        }
        let app = try await App.launched(with: fake, actionTimeout: .milliseconds(300))

        #expect(try await app.staticTexts["orders"].label == "3 orders")
        #expect(fake.commands == [.advanceClock(milliseconds: 1_500)])
    }

    @Test("on a virtual clock the driver may not advance, a read of a busy app fails at once, saying how to move time")
    func stoppedClockFailsAtOnce() async throws {
        let fake = FakeApp(Screens.window([]), activity: Screens.busy("network: GET /orders", milliseconds: 1_500, clock: .virtual))
        let app = try await App.launched(with: fake, actionTimeout: .seconds(30))
        app.advancesVirtualClock = false

        let error = await #expect(throws: DriverError.self) { _ = try await app.staticTexts["orders"].exists }

        #expect(error?.code == .timeout)
        #expect(error?.message.contains("where time moves only when the driver advances it") == true)
    }

    @Test("a missing element on an idle app says what the app shows instead: its title, alert and error")
    func idleFailureSaysWhatIsShown() async throws {
        let fake = FakeApp(
            Screens.window([
                ElementSnapshot(
                    .navigationBar, identifier: "loginNavigationBar", frame: Rect(x: 0, y: 0, width: 80, height: 2),
                    children: [
                        Screens.text("loginTitle", "Sign In", row: 0)
                    ]),
                Screens.text("loginErrorLabel", "Incorrect email or password.", row: 6),
            ]))
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.staticTexts["dashboardTitle"].waitUntilExists() }

        #expect(
            error?.message.contains(
                "(the app is idle, showing the \"Sign In\" screen (#loginNavigationBar) with "
                    + "\"Incorrect email or password.\" (#loginErrorLabel), so nothing will change until the test acts") == true)
    }

    @Test("what the failure says is shown lists an alert's own text under the alert, never again as an error on the screen, and no error text that is empty")
    func alertTextIsNotAnError() async throws {
        let fake = FakeApp(
            Screens.window([
                ElementSnapshot(
                    .navigationBar, identifier: "loginNavigationBar", frame: Rect(x: 0, y: 0, width: 80, height: 2),
                    children: [Screens.text("loginTitle", "Sign In", row: 0)]),
                Screens.text("loginErrorLabel", "", row: 6),
                ElementSnapshot(
                    .alert, identifier: "saveFailedAlert", label: "Couldn't Save", frame: Rect(x: 10, y: 8, width: 40, height: 6),
                    children: [Screens.text("saveErrorMessage", "Disk full", row: 10)]),
            ]))
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.staticTexts["dashboardTitle"].waitUntilExists() }

        #expect(
            error?.message.contains(
                "(the app is idle, showing the \"Sign In\" screen (#loginNavigationBar) under the alert \"Couldn't Save\" (#saveFailedAlert), "
                    + "so nothing will change until the test acts") == true, "\(error?.message ?? "")")
    }
}
