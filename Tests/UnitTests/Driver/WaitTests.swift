import Driver
import ScreenModel
import Synchronization
import SystemLayer
import Testing

@Suite("Waits against a fake app")
struct WaitTests {
    @Test("a wait that already holds returns without asking the app anything")
    func alreadyTrueWaitSendsNothing() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")]))
        let app = try await App.launched(with: fake)

        let exists = try await app.buttons["go"].waitForExistence(timeout: .seconds(5))

        #expect(exists)
        #expect(fake.commands.isEmpty)
    }

    @Test("once the app's channel is given up for a protocol problem, a wait the last screen met fails with protocolError, even before the app has died")
    func waitAfterProtocolProblemFails() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")]))
        let app = try await App.launched(with: fake)
        #expect(try await app.buttons["go"].waitForExistence(timeout: .seconds(5)), "before the problem, the wait holds at once")
        fake.dieLate()

        fake.sendRaw([0, 0, 0, 3, 0x7F, 0x01, 0x02])
        await fake.signalled(Signal.kill)
        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].waitForExistence(timeout: .seconds(5)) }

        #expect(error?.code == .protocolError)
        #expect(app.state == .runningForeground, "the process had not yet died")
        fake.crash(with: .signaled(Signal.kill))
        #expect(await app.wait(for: .notRunning, timeout: .seconds(30)))
    }

    @Test("a wait returns when a pushed screen satisfies it")
    func waitReturnsOnPush() async throws {
        let fake = FakeApp(Screens.window([]), activity: Screens.busy("network: GET /catalog"))
        let app = try await App.launched(with: fake)

        async let appeared = app.staticTexts["title"].waitForExistence(timeout: .seconds(5))
        fake.push(Screens.window([Screens.text("title", "Shop")]))

        #expect(try await appeared)
    }

    @Test("on an idle app a missing element is reported at once, not after the timeout")
    func idleAppFailsFast() async throws {
        let fake = FakeApp(Screens.window([Screens.button("loginButton")]))
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) {
            try await app.buttons["loginButon"].waitUntilExists(timeout: .seconds(30))
        }

        #expect(error?.code == .noSuchElement)
        #expect(error?.message.contains("no element matches app.buttons[\"loginButon\"]; did you mean \"loginButton\"") == true)
        #expect(error?.message.contains("the app is idle, so nothing will change until the test acts") == true)
        // At once: the wait the error reports is nowhere near its 30 s timeout.
        #expect(try #require(error?.waited) < .seconds(10))
        let clock = ContinuousClock()
        let started = clock.now
        #expect(try await app.buttons["loginButon"].waitForExistence(timeout: .seconds(30)) == false)
        #expect(clock.now - started < .seconds(10))
    }

    @Test("a wait that runs out of time on a busy app names the work that never finished")
    func timeoutNamesPendingWork() async throws {
        let fake = FakeApp(Screens.window([]), activity: Screens.busy("network: GET /catalog", milliseconds: 240))
        let app = try await App.launched(with: fake)

        let existence = await #expect(throws: DriverError.self) {
            try await app.cells["productCell_0"].waitUntilExists(timeout: .milliseconds(30))
        }
        let idle = await #expect(throws: DriverError.self) { try await app.waitForIdle(timeout: .milliseconds(30)) }

        #expect(existence?.code == .noSuchElement)
        // The fake reported 240 ms left; the wait gave up at least 30 ms later, and says what is left then.
        #expect(existence?.message.contains("the app was still busy with network: GET /catalog (") == true)
        #expect(existence?.message.contains("(240 ms left)") == false)
        #expect(idle?.code == .timeout)
        #expect(idle?.message.contains("timeout: the app becoming idle did not happen within") == true)
        #expect(idle?.message.contains("busy with network: GET /catalog") == true)
    }

    @Test("waitForIdle waits 5 s unless told otherwise, as XCUITest's default expectation timeout does")
    func waitForIdleDefaultTimeout() async throws {
        let fake = FakeApp(Screens.window([]), activity: Screens.busy("network: GET /catalog", milliseconds: 60_000))
        let app = try await App.launched(with: fake)

        let idle = await #expect(throws: DriverError.self) { try await app.waitForIdle() }

        #expect(idle?.message.contains("timeout: the app becoming idle did not happen within 5 s;") == true, "\(idle?.message ?? "")")
    }

    @Test("a crash during a wait fails it at once with the signal, never as a timeout")
    func crashDuringWait() async throws {
        // The fake crashes when the waiting driver asks it to advance its virtual clock,
        // which proves the wait was pending when the app died.
        let fake = FakeApp(Screens.window([]), activity: Screens.busy("network: POST /session", clock: .virtual)) { command, fake in
            if case .advanceClock = command { fake.crash(with: .signaled(Signal.segmentationFault)) }
            return nil
        }
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) {
            try await app.staticTexts["dashboardTitle"].waitForExistence(timeout: .seconds(60))
        }

        #expect(error?.code == .appCrashed)
        #expect(error?.message.contains("the app ended with signal 11 (SIGSEGV) while the driver was trying to wait for app.staticTexts[\"dashboardTitle\"] to exist") == true)
        #expect(app.state == .notRunning)
    }

    @Test("every call after a crash fails with appCrashed and the last command")
    func callsAfterCrash() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")]))
        let app = try await App.launched(with: fake)
        try await app.buttons["go"].tap()
        fake.crash(with: .exited(134))
        await app.waitUntilNotRunning()

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.code == .appCrashed)
        #expect(error?.message.contains("exit code 134") == true)
        #expect(error?.message.contains("the last command sent was 'tap button #go at /0/0'") == true)
    }

    @Test("a virtual clock is fast-forwarded to the next timer while something waits")
    func virtualClockFastForward() async throws {
        let fake = FakeApp(Screens.window([]), activity: Screens.busy("network: POST /session", milliseconds: 1_500, clock: .virtual)) { command, fake in
            guard case .advanceClock(1_500) = command else { return .done }
            fake.push(Screens.window([Screens.text("dashboardTitle", "Shop")]), activity: Activity(clock: .virtual))
            return .done
        }
        let app = try await App.launched(with: fake)

        let appeared = try await app.staticTexts["dashboardTitle"].waitForExistence(timeout: .seconds(5))

        #expect(appeared)
        #expect(fake.commands == [.advanceClock(milliseconds: 1_500)])
    }
}

@Suite("Waiting for a condition on an element")
struct ConditionWaitTests {
    @Test("a condition wait returns when a pushed screen satisfies it")
    func returnsOnPush() async throws {
        let fake = FakeApp(Screens.window([Screens.text("cart.total", "€12.00")]), activity: Screens.busy("network: GET /promotions"))
        let app = try await App.launched(with: fake)

        let waiting = Task { try await app.staticTexts["cart.total"].wait(until: .label("€9.60")) }
        fake.push(Screens.window([Screens.text("cart.total", "€9.60")]))

        try await waiting.value
        #expect(try await app.staticTexts["cart.total"].label == "€9.60")
    }

    @Test("on an idle app a condition that does not hold fails at once, saying what the element looks like")
    func failsFastWithObservation() async throws {
        let fake = FakeApp(Screens.window([Screens.text("cart.total", "€12.00")]))
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) {
            try await app.staticTexts["cart.total"].wait(until: .label("€9.60"), timeout: .seconds(30))
        }

        #expect(error?.code == .timeout)
        #expect(
            error?.message.hasPrefix(
                "timeout: app.staticTexts[\"cart.total\"] satisfying .label(\"€9.60\") will not happen: "
                    + "it is staticText \"€12.00\" #cart.total, and the app is idle, so nothing will change until the test acts (checked after") == true)
        // At once: the wait the error reports is nowhere near its 30 s timeout.
        #expect(try #require(error?.waited) < .seconds(10))
    }
}

extension ConditionWaitTests {
    @Test("a condition still unmet when time runs out on a busy app says what the element looks like and what is pending")
    func timeoutOnBusyApp() async throws {
        let fake = FakeApp(Screens.window([Screens.text("cart.total", "€12.00")]), activity: Screens.busy("network: GET /promotions"))
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) {
            try await app.staticTexts["cart.total"].wait(until: .label("€9.60"), timeout: .milliseconds(30))
        }

        #expect(error?.code == .timeout)
        #expect(error?.message.contains("did not happen within") == true)
        #expect(error?.message.contains("it is staticText \"€12.00\" #cart.total; the app was still busy with network: GET /promotions") == true)
    }
}

@Suite("Fragile queries")
struct FragileQueryTests {
    @Test("every way of finding an element by its label warns once, naming the identifier to query instead")
    func labelMatchesWarn() async throws {
        let fake = FakeApp(Screens.window([Screens.text("profileEmailLabel", "user@example.com")]))
        let app = try await App.launched(with: fake)
        let warnings = Mutex<[String]>([])
        app.warningHandler = { warning in warnings.withLock { $0.append(warning) } }

        _ = try await app.staticTexts["user@example.com"].exists
        _ = try await app.staticTexts["user@example.com"].waitForExistence(timeout: .seconds(1))
        try await app.staticTexts["user@example.com"].waitUntilExists()

        #expect(
            warnings.withLock { $0 } == [
                "app.staticTexts[\"user@example.com\"] matched staticText #profileEmailLabel \"user@example.com\" by its label, "
                    + "not an identifier; labels change with copy and locale, so query its identifier instead: app.staticTexts[\"profileEmailLabel\"]"
            ])
    }
}

extension App {
    /// Waits until the app's process has ended.
    func waitUntilNotRunning() async {
        _ = await wait(for: .notRunning, timeout: .seconds(5))
    }
}
