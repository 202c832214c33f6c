public import ScreenModel

extension App {
    /// Presses `key`, delivered to whatever has focus, once the app is idle.
    ///
    /// - Throws: `DriverError` (`timeout` if the app stays busy, `appCrashed`, …).
    public func press(_ key: Key, timeout: Duration? = nil) async throws(DriverError) {
        try await sendWhenIdle(.press(key), action: "press \(key.rawValue)", timeout: timeout)
    }

    /// Swipes up over the screen: its main scrolling area shows what is below.
    public func swipeUp(timeout: Duration? = nil) async throws(DriverError) {
        try await sendWhenIdle(.swipe(nil, .up), action: "swipeUp", timeout: timeout)
    }

    /// Swipes down over the screen: its main scrolling area shows what is above.
    public func swipeDown(timeout: Duration? = nil) async throws(DriverError) {
        try await sendWhenIdle(.swipe(nil, .down), action: "swipeDown", timeout: timeout)
    }

    /// Changes a condition of the simulated device, e.g. `setDeviceCondition("network", to: "online")`
    /// as a connection comes back. Takes effect at once, even while the app is busy.
    ///
    /// - Throws: `DriverError.elementNotInteractable` when the app does not simulate it.
    public func setDeviceCondition(_ name: String, to value: String) async throws(DriverError) {
        try await sendNow(.setCondition(name: name, value: value), action: "set \(name) to \(value)")
    }

    /// Moves the app's virtual clock forward (the app must run with `--clock virtual`),
    /// firing every timer that falls due, in order.
    public func advanceClock(by duration: Duration) async throws(DriverError) {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Int(seconds) * 1_000 + Int(attoseconds / 1_000_000_000_000_000)
        try await sendNow(.advanceClock(milliseconds: milliseconds), action: "advance the clock by \(duration.readable)")
    }

    /// Waits until the app has no pending work.
    ///
    /// - Throws: `DriverError.timeout` naming the work that never finished.
    public func waitForIdle(timeout: Duration = .seconds(5)) async throws(DriverError) {
        let session = try runningSession(for: "wait for the app to become idle")
        _ = try await session.wait(purpose: "wait for the app to become idle", timeout: timeout) { tree -> WaitDecision<Void> in
            tree.activity.isIdle ? .satisfied(()) : .pending { waited in
                .timeout(what: "the app becoming idle", waited: waited, activity: tree.activity, lastObservation: nil)
            }
        }.get()
    }

    private func sendWhenIdle(_ command: Command, action: String, timeout: Duration?) async throws(DriverError) {
        try await waitForIdle(timeout: timeout ?? actionTimeout)
        try await sendNow(command, action: action)
    }

    private func sendNow(_ command: Command, action: String) async throws(DriverError) {
        let session = try runningSession(for: action)
        let reply = try await session.send(command, timeout: replyTimeout).get()
        if case let .refused(refusal) = reply.outcome {
            throw DriverError(.elementNotInteractable(locator: "app", action: action, problem: refusal.message, waited: .zero),
                              diagnostics: session.diagnostics())
        }
    }
}
