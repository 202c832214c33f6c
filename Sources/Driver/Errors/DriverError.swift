public import ScreenModel

/// A failure of the driver: what was asked, what was found instead, how long it
/// waited, and the app's tree, screen and log at that moment.
///
/// `code` sorts failures the way WebDriver does; `description` is the message a
/// person reads.
public struct DriverError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure, modelled on WebDriver's error codes.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// No element matched the query.
        case noSuchElement
        /// Several elements matched where one was needed.
        case multipleMatches
        /// The element cannot take the action: disabled, off screen or covered.
        case elementNotInteractable
        /// The screen changed between finding the element and acting on it.
        case staleElement
        /// A condition did not hold in time.
        case timeout
        /// The app is not running.
        case appNotRunning
        /// The app exited or was killed.
        case appCrashed
        /// The app could not be started.
        case launchFailed
        /// The app started but sent no screen in time.
        case launchTimeout
        /// The channel carried something unreadable.
        case protocolError
    }

    /// The facts of a failure; the wording lives in `description`.
    public enum Reason: Sendable {
        /// No element matched.
        case noSuchElement(ResolutionFailure, waited: Duration, activity: Activity?)
        /// Several elements matched where one was needed.
        case multipleMatches(ResolutionFailure, waited: Duration)
        /// The element exists but cannot take the action.
        case elementNotInteractable(locator: String, action: String, problem: String, waited: Duration)
        /// The element was found, but the app's screen moved on before the action arrived.
        case staleElement(locator: String, action: String, resolvedIn: UInt64, detail: String)
        /// A condition did not hold in time.
        case timeout(what: String, waited: Duration, activity: Activity?, lastObservation: String?)
        /// A condition on an element did not hold: the app settled without it (`activity`
        /// nil) or time ran out while it was still busy.
        case unmetCondition(what: String, observation: String, waited: Duration, activity: Activity?)
        /// The app is not running.
        case appNotRunning(action: String)
        /// The app exited or was killed while the test was using it; `during` is what
        /// the driver was trying to do, in the imperative ("tap app.buttons[\"go\"]").
        case appCrashed(status: ExitStatus, lastCommand: String?, during: String?)
        /// The app could not be started.
        case launchFailed(executable: String, problem: String, hint: String?)
        /// The app started but never sent its first screen.
        case launchTimeout(executable: String, waited: Duration)
        /// The channel carried something unreadable, or the app refused what the driver sent.
        case protocolError(String)
    }

    /// The facts.
    public let reason: Reason
    /// The app's tree, screen and log when the failure happened.
    public let diagnostics: Diagnostics?

    /// Creates an error.
    public init(_ reason: Reason, diagnostics: Diagnostics? = nil) {
        self.reason = reason
        self.diagnostics = diagnostics
    }

    /// The kind of failure.
    public var code: Code {
        switch reason {
        case .noSuchElement: .noSuchElement
        case .multipleMatches: .multipleMatches
        case .elementNotInteractable: .elementNotInteractable
        case .staleElement: .staleElement
        case .timeout, .unmetCondition: .timeout
        case .appNotRunning: .appNotRunning
        case .appCrashed: .appCrashed
        case .launchFailed: .launchFailed
        case .launchTimeout: .launchTimeout
        case .protocolError: .protocolError
        }
    }

    /// The headline: one paragraph saying what was asked, what was found and what to do.
    public var message: String {
        switch reason {
        case let .noSuchElement(failure, waited, activity):
            return "\(code): \(failure) \(waitedPhrase(waited, activity))"
        case let .multipleMatches(failure, waited):
            return "\(code): \(failure)\n(after \(waited.readable)); make the query unique, e.g. with one of the queries above"
        case let .elementNotInteractable(locator, action, problem, waited):
            return "\(code): cannot \(action) \(locator): \(problem) (after \(waited.readable))"
        case let .staleElement(locator, action, generation, detail):
            return "\(code): cannot \(action) \(locator): it was found in tree \(generation) but the app's screen changed before the \(action) arrived: \(detail)"
        case let .timeout(what, waited, activity, observation):
            var text = "\(code): \(what) did not happen within \(waited.readable)"
            if let observation { text += "; \(observation)" }
            if let activity, !activity.isIdle {
                text += "; the app was still \(activity) — if that work is expected to take this long, raise the timeout"
            }
            return text
        case let .unmetCondition(what, observation, waited, activity?):
            return "\(code): \(what) did not happen within \(waited.readable); \(observation); the app was still \(activity)"
        case let .unmetCondition(what, observation, waited, nil):
            return "\(code): \(what) will not happen: \(observation), and the app is idle, so nothing will change "
                + "until the test acts (checked after \(waited.readable))"
        case let .appNotRunning(action):
            return "\(code): cannot \(action): the app is not running; call launch() first"
        case let .appCrashed(status, lastCommand, during):
            var text = "\(code): the app ended with \(status)"
            if let during { text += " while the driver was trying to \(during)" }
            if let lastCommand { text += "; the last command sent was '\(lastCommand)'" }
            return text
        case let .launchFailed(executable, problem, hint):
            return "\(code): cannot launch \(executable): \(problem)" + (hint.map { "; \($0)" } ?? "")
        case let .launchTimeout(executable, waited):
            return "\(code): \(executable) started but sent no screen within \(waited.readable); it was terminated. "
                + "Is it an app that speaks the automation protocol on descriptor 3?"
        case let .protocolError(detail):
            return "\(code): \(detail)"
        }
    }

    /// The headline followed by the diagnostics.
    public var description: String {
        guard let diagnostics else { return message }
        return message + "\n\n" + diagnostics.description
    }

    private func waitedPhrase(_ waited: Duration, _ activity: Activity?) -> String {
        guard let activity else { return "(after \(waited.readable))" }
        if activity.isIdle {
            return "(the app is idle, so nothing will change until the test acts; checked after \(waited.readable))"
        }
        return "(after \(waited.readable); the app was still \(activity))"
    }
}

extension Duration {
    /// `1.5 s`, `240 ms`, `85 µs`.
    var readable: String {
        let (seconds, attoseconds) = components
        let microseconds = Double(seconds) * 1_000_000 + Double(attoseconds) / 1e12
        if microseconds >= 1_000_000 { return String(format1: microseconds / 1_000_000) + " s" }
        if microseconds >= 1_000 { return String(format1: microseconds / 1_000) + " ms" }
        return String(Int(microseconds.rounded())) + " µs"
    }
}

extension String {
    /// A number with at most one decimal, trailing `.0` dropped.
    init(format1 value: Double) {
        let tenths = (value * 10).rounded() / 10
        self = tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}
