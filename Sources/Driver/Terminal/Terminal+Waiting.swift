import Synchronization
public import SystemLayer
public import TerminalEmulator

extension Terminal {
    /// Waits until `text` is on the screen (within one row) and returns where, at
    /// once if it is there already. Resolves on the output that draws it; never polls.
    ///
    /// - Throws: `DriverError` with `timeout` (and the screen) when it does not appear
    ///   in time (default `timeout`), or `appCrashed` at once if the program exits first.
    @discardableResult
    public func wait(forText text: String, timeout: Duration? = nil) async throws(DriverError) -> ScreenMatch {
        try await wait(.waitForText(text), timeout: timeout) { screen in
            screen.find(text).first
        }
    }

    /// Waits until `text` is nowhere on the screen, at once if it is not there now.
    ///
    /// - Throws: `DriverError.timeout` when it is still there after `timeout`.
    public func wait(untilGone text: String, timeout: Duration? = nil) async throws(DriverError) {
        try await wait(.waitUntilGone(text), timeout: timeout) { screen in
            screen.contains(text) ? nil : ()
        }
    }

    /// Waits until `regex` matches within a row of the screen and returns where.
    ///
    /// - Throws: `DriverError.timeout` when nothing matches in time.
    @discardableResult
    public func wait(forMatch regex: Regex<Substring>, timeout: Duration? = nil) async throws(DriverError) -> ScreenMatch {
        let box = RegexBox(regex)
        return try await wait(.waitForMatch, timeout: timeout) { screen in
            screen.firstMatch(of: box.regex)
        }
    }

    /// Waits until `condition` holds for the screen and returns that screen.
    ///
    /// - Parameter description: What the condition means, for the timeout's message.
    /// - Throws: `DriverError.timeout` when it does not hold in time.
    @discardableResult
    public func wait(
        for condition: @escaping @Sendable (TerminalScreen) -> Bool, description: String = "the condition", timeout: Duration? = nil
    ) async throws(DriverError) -> TerminalScreen {
        try await wait(.waitForCondition(description: description), timeout: timeout) { screen in
            condition(screen) ? screen : nil
        }
    }

    /// Waits until the program has written nothing for `quietPeriod` (default 50 ms)
    /// and returns the screen then.
    ///
    /// This is a heuristic: a program that pauses longer than `quietPeriod` mid-draw
    /// (a slow network call, a busy machine) looks settled too early, and one that
    /// never stops drawing (a clock, a spinner) never settles. Prefer a wait for what
    /// the screen should show; settle when there is nothing specific to wait for.
    ///
    /// - Throws: `DriverError.timeout` when the output never pauses that long.
    @discardableResult
    public func waitUntilQuiet(for quietPeriod: Duration = .milliseconds(50), timeout: Duration? = nil) async throws(DriverError) -> TerminalScreen {
        let session = try lastSession(for: .waitUntilQuiet(quietPeriod))
        return try await session.waitForQuiet(quietPeriod, timeout: timeout ?? self.timeout).get()
    }

    /// Waits until the program is idle, waiting for input with nothing due (see
    /// `idleHorizon`), and returns the screen then, at once if it is idle now.
    ///
    /// Idle is read from the kernel: every thread of every process in the terminal's
    /// foreground process group asleep waiting for input (a read of the terminal, or a
    /// poll with no timeout or one beyond the horizon) or on another of them, no input
    /// left unread, and every byte the program wrote drawn on the screen. Where the kernel's
    /// files cannot be read, a quiet period of 100 ms stands in, and `idleJudgement` says so.
    ///
    /// - Throws: `DriverError.timeout` naming what the program was busy with when it is
    ///   still busy after `timeout`, or `appCrashed` if it exits first.
    @discardableResult
    public func waitUntilIdle(timeout: Duration? = nil) async throws(DriverError) -> TerminalScreen {
        let session = try lastSession(for: .waitUntilIdle)
        session.state.withLock { $0.idleHorizon = idleHorizon }
        return try await session.waitUntilIdle(timeout: timeout ?? self.timeout).get()
    }

    /// How the last wait that looked for idleness judged it: by the kernel, or by a quiet
    /// period where the kernel could not be read (and why); nil before any did.
    public var idleJudgement: IdleJudgement? {
        current.withLock { $0 }?.state.withLock { $0.lastIdleJudgement }
    }

    /// Waits until the program exits and returns how it ended, at once if it has.
    ///
    /// - Throws: `DriverError.timeout` when it is still running after `timeout`.
    @discardableResult
    public func waitForExit(timeout: Duration? = nil) async throws(DriverError) -> ExitStatus {
        let session = try lastSession(for: .waitForExit)
        if let status = session.exitStatus { return status }
        return try await session.waitForExit(timeout: timeout ?? self.timeout).get()
    }

    private func wait<Value: Sendable>(
        _ purpose: DriverError.TerminalAction, timeout: Duration?, _ decide: @escaping @Sendable (TerminalScreen) -> Value?
    ) async throws(DriverError) -> Value {
        let session = try runningSessionOrFinalScreen(for: purpose)
        session.state.withLock { $0.idleHorizon = idleHorizon }
        return try await session.wait(purpose: purpose, timeout: timeout ?? self.timeout, decide).get()
    }

    /// The session to wait on: the running one, or an ended one whose final screen
    /// may still satisfy the wait (a program that printed its answer and exited).
    private func runningSessionOrFinalScreen(for purpose: DriverError.TerminalAction) throws(DriverError) -> TerminalSession {
        try lastSession(for: purpose)
    }
}

/// Carries a regular expression into the I/O thread, which only reads it.
private struct RegexBox: @unchecked Sendable {
    let regex: Regex<Substring>
    init(_ regex: Regex<Substring>) { self.regex = regex }
}
