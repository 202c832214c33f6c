import Driver
import Foundation
import ScreenModel

extension JourneyRunner {
    /// Does what one step says.
    func perform(_ action: Step.Action, in session: inout AppRun) async throws(StepFailure) {
        let app = session.app
        switch action {
        case .tap, .typeText, .clearText, .swipe, .wait, .expect:
            try await perform(action, onElementsOf: app)
        case let .typeVariable(name, locator):
            guard let text = (environment ?? ProcessInfo.processInfo.environment)[name] else {
                throw StepFailure(.unsetVariable(name), diagnostics: Self.diagnostics(of: app))
            }
            do throws(DriverError) {
                try await app.element(locator).typeText(text)
            } catch {
                throw Self.failure(error, in: app)
            }
        default:
            do throws(DriverError) {
                try await performDriverAction(action, in: &session)
            } catch {
                throw Self.failure(error, in: app)
            }
        }
    }

    /// Does a step on `app`'s elements: an app's own, or those read off a program's screen.
    func perform(_ action: Step.Action, onElementsOf app: App) async throws(StepFailure) {
        switch action {
        case let .expect(expectation):
            do throws(DriverError) {
                try await settle(app)
            } catch {
                throw Self.failure(error, in: app)
            }
            try check(expectation, in: app)
        case let .wait(locator, .gone, timeout):
            try await waitUntilGone(app.element(locator), timeout: timeout)
        default:
            do throws(DriverError) {
                switch action {
                case let .tap(locator): try await app.element(locator).tap()
                case let .typeText(text, locator): try await app.element(locator).typeText(text)
                case let .clearText(locator): try await app.element(locator).clearText()
                case let .swipe(direction, locator): try await swipe(direction, on: locator.map(app.element), in: app)
                case let .wait(locator, _, timeout): try await app.element(locator).waitUntilExists(timeout: timeout)
                default: preconditionFailure("\(action) is not a step on elements")
                }
            } catch {
                throw Self.failure(error, in: app)
            }
        }
    }

    /// Does a step that is one call of the driver.
    private func performDriverAction(_ action: Step.Action, in session: inout AppRun) async throws(DriverError) {
        let app = session.app
        switch action {
        case let .launch(arguments):
            try await session.launch(arguments)
        case let .relaunch(arguments):
            // Relaunching keeps state, so a reset asked for at the first launch is not repeated.
            try await session.launch(arguments ?? session.lastArguments.filter { $0 != "--reset-state" })
        case let .drag(locator, destination):
            try await app.element(locator).drag(to: app.element(destination))
        case let .press(key):
            try await app.press(KeyPress(key))
        case let .typeKey(key, modifiers):
            try await app.press(KeyPress(key, modifiers: modifiers))
        case let .typeKeys(text):
            for scalar in text.unicodeScalars { try await app.typeKey(KeyboardKey(scalar)) }
        case let .setCondition(name, value):
            try await app.setDeviceCondition(name, to: value)
        case let .advanceClock(duration):
            try await app.advanceClock(by: duration)
        case let .ignoreWork(names):
            app.ignoredWork += names.filter { !app.ignoredWork.contains($0) }
        case .ignoreNoWork:
            app.ignoredWork = []
        case .tap, .typeText, .clearText, .swipe, .wait, .expect:
            preconditionFailure("\(action) is performed by perform(_:onElementsOf:)")
        case .typeVariable:
            preconditionFailure("\(action) is performed by perform(_:in:)")
        case .run, .typeOnTerminal, .pressOnTerminal, .resize, .waitForScreen, .expectScreen, .expectExit:
            preconditionFailure("\(action) is a program's step; the parser keeps it out of app journeys")
        }
    }

    /// Lets the app finish what it is doing before an expectation is checked, so the
    /// check sees the screen the last step leads to, not one about to change.
    ///
    /// Waits until the app is idle, up to `settleTimeout`. With `--clock virtual`, pending
    /// work waits for `advance clock`, so there is nothing to wait for: it returns at once.
    func settle(_ app: App) async throws(DriverError) {
        guard let activity = app.workWaitedFor, !activity.isIdle, activity.clock == .real else { return }
        try await app.waitForIdle(timeout: settleTimeout)
    }

    private func swipe(_ direction: SwipeDirection, on element: Element?, in app: App) async throws(DriverError) {
        switch (direction, element) {
        case let (.down, element?): try await element.swipeDown()
        case let (_, element?): try await element.swipeUp()
        case (.down, nil): try await app.swipeDown()
        case (_, nil): try await app.swipeUp()
        }
    }

    private func waitUntilGone(_ element: Element, timeout: Duration) async throws(StepFailure) {
        let app = element.app
        let start = ContinuousClock.now
        do throws(DriverError) {
            if try await element.waitForNonExistence(timeout: timeout) { return }
        } catch {
            throw Self.failure(error, in: app)
        }
        let found = try? app.query(element.locator.query).instant.snapshots().first
        throw StepFailure(
            .expectation(.stillExists(locator: element.description, waited: ContinuousClock.now - start, found: found)),
            diagnostics: Self.diagnostics(of: app))
    }

    /// A driver error as a step failure, with the app's state if the error carries none.
    static func failure(_ error: DriverError, in app: App) -> StepFailure {
        StepFailure(.driver(error), diagnostics: error.diagnostics ?? diagnostics(of: app))
    }

    /// The app's latest tree and log tail, for failures the driver did not raise.
    static func diagnostics(of app: App) -> Diagnostics? {
        guard app.tree != nil || !app.log.isEmpty else { return nil }
        let lines = app.log.split(separator: "\n", omittingEmptySubsequences: false)
        return Diagnostics(tree: app.tree, logTail: lines.suffix(20).joined(separator: "\n"))
    }
}
