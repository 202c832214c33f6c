import ScreenModel

// Every sentence a `DriverError` says, in one place: the reasons hold values, and
// this file words them.

extension DriverError {
    /// The headline: one paragraph saying what was asked, what was found and what to do.
    public var message: String {
        switch reason {
        case let .noSuchElement(failure, waited, activity):
            return "\(code): \(failure) \(waitedPhrase(waited, activity))"
        case let .multipleMatches(failure, waited):
            return "\(code): \(failure)\n(after \(waited.readable)); make the query unique, e.g. with one of the queries above"
        case let .elementNotInteractable(attempt, obstacle, waited):
            return "\(code): cannot \(attempt): \(obstacle) (after \(waited.readable))"
        case let .staleElement(attempt, generation, detail):
            return "\(code): cannot \(attempt): it was found in tree \(generation) but the app's screen changed before the "
                + "\(attempt.action.name) arrived: \(detail)"
        case let .timeout(attempt, waited, activity):
            return "\(code): \(attempt.awaited) did not happen within \(waited.readable)" + busyPhrase(activity)
        case let .programQuiet(attempt, waited, quietFor):
            return "\(code): \(attempt.awaited) did not happen within \(waited.readable); the program's last output came "
                + "\(quietFor.readable) before the wait gave up; the screen it left is below"
        case let .cancelled(attempt, command, waited, activity):
            let awaited = command.map { "a reply to '\($0)'" } ?? attempt.awaited
            return "\(code): \(awaited) did not happen within \(waited.readable); the test stopped waiting: its task was cancelled "
                + "(a time limit ran out, or the run was stopped)" + busyPhrase(activity)
        case let .unmetCondition(attempt, found, waited, activity?):
            return "\(code): \(attempt.awaited) did not happen within \(waited.readable); it is \(found.dumpLine(includingFrame: false)); "
                + "the app was still \(activity)"
        case let .unmetCondition(attempt, found, waited, nil):
            return "\(code): \(attempt.awaited) will not happen: it is \(found.dumpLine(includingFrame: false)), and the app is idle"
                + "\(shownPhrase), so nothing will change until the test acts (checked after \(waited.readable))"
        case let .noReply(command, waited, activity):
            return "\(code): a reply to '\(command)' did not happen within \(waited.readable); "
                + "the app stopped answering, so it was terminated (SIGTERM, then SIGKILL after 1 s)" + busyPhrase(activity)
        case let .deviceConditionRefused(name, value, detail):
            return "\(code): cannot set the device's \(name) to \(value): \(detail)"
        case let .appNotRunning(attempt):
            return "\(code): cannot \(attempt): the app is not running; call launch() first"
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
            return "(the app is idle\(shownPhrase), so nothing will change until the test acts; checked after \(waited.readable))"
        }
        return "(after \(waited.readable); the app was still \(activity))"
    }

    private func busyPhrase(_ activity: Activity?) -> String {
        guard let activity, !activity.isIdle else { return "" }
        if activity.clock == .virtual {
            return "; the app was still \(activity), where time moves only when the driver advances it: "
                + "let waits fast-forward it (advancesVirtualClock) or call advanceClock(by:)"
        }
        return "; the app was still \(activity) — if that work is expected to take this long, raise the timeout"
    }

    /// `, showing the "Sign In" screen (#loginNavigationBar) and "Incorrect …" (#loginErrorLabel)`,
    /// from the screen the failure carries; empty when there is none.
    private var shownPhrase: String {
        guard let tree = diagnostics?.tree else { return "" }
        let shown = ShownScreen(tree)
        var parts: [String] = []
        if let title = shown.title { parts.append("the \(title.label.quotedLiteral) screen\(identifierNote(title))") }
        var text = parts.isEmpty ? "" : ", showing " + parts.joined()
        if !shown.alerts.isEmpty {
            text += (text.isEmpty ? ", showing " : " under ") + "the alert "
                + shown.alerts.map { $0.label.quotedLiteral + identifierNote($0) }.joined(separator: " and ")
        }
        if !shown.errors.isEmpty {
            text += (text.isEmpty ? ", showing " : " with ")
                + shown.errors.map { $0.label.quotedLiteral + identifierNote($0) }.joined(separator: " and ")
        }
        return text
    }

    private func identifierNote(_ element: ElementSnapshot) -> String {
        element.identifier.isEmpty ? "" : " (#\(element.identifier))"
    }
}

extension DriverError.Attempt: CustomStringConvertible {
    /// The attempt in the imperative, as in "cannot tap app.buttons[\"go\"]".
    public var description: String {
        let element = target?.description
        switch action {
        case .launch: return "launch the app"
        case .tap: return "tap \(element ?? "the screen")"
        case let .tapAt(point): return "tap the screen at \(point)"
        case .doubleTap: return "doubleTap \(element ?? "the screen")"
        case let .longPress(duration): return "press \(element ?? "the screen") for \(duration.readable)"
        case .typeText: return "typeText into \(element ?? "the focused element")"
        case .clearText: return "clearText in \(element ?? "the focused element")"
        case let .swipe(direction): return "swipe\(direction.rawValue.capitalizedFirst)" + (element.map { " on \($0)" } ?? "")
        case let .press(key): return "press \(key.rawValue)"
        case .read: return "read \(element ?? "the app")"
        case .describe: return "describe \(element ?? "the app")"
        case .screenshot: return "take a screenshot"
        case .waitForExistence: return "wait for \(element ?? "the app") to exist"
        case .waitForNonExistence: return "wait for \(element ?? "the app") to disappear"
        case let .waitUntil(condition): return "wait for \(element ?? "the app") to satisfy \(condition)"
        case .waitForIdle: return "wait for the app to become idle"
        case .waitForExit: return "wait for the app to exit"
        case .waitForTree: return "wait for a tree"
        case let .advanceClock(duration): return "advance the clock by \(duration.readable)"
        case let .setDeviceCondition(name, value): return "set the device's \(name) to \(value)"
        case .sendRawBytes: return "send raw bytes"
        case let .onTerminal(action): return action
        }
    }

    /// What a timeout of this attempt waited for: "the app becoming idle before 'tap …'".
    var awaited: String {
        let element = target?.description ?? "the app"
        switch action {
        case .waitForIdle: return "the app becoming idle"
        case .waitForExit: return "the app exiting"
        case .waitForTree: return "a tree satisfying the condition"
        case let .onTerminal(action): return action
        case .launch: return "the app's first screen"
        case .waitForExistence: return "\(element) appearing"
        case .waitForNonExistence: return "\(element) disappearing"
        case let .waitUntil(condition): return "\(element) satisfying \(condition)"
        default: return "the app becoming idle before '\(self)'"
        }
    }
}

extension DriverError.Action {
    /// The action's name alone, as in "before the tap arrived".
    var name: String {
        switch self {
        case .launch: "launch"
        case .tap, .tapAt: "tap"
        case .doubleTap: "doubleTap"
        case .longPress: "press"
        case .typeText: "typeText"
        case .clearText: "clearText"
        case let .swipe(direction): "swipe\(direction.rawValue.capitalizedFirst)"
        case .press: "press"
        case .read: "read"
        case .describe: "describe"
        case .screenshot: "screenshot"
        case .waitForExistence, .waitForNonExistence, .waitUntil, .waitForIdle, .waitForExit, .waitForTree: "wait"
        case .advanceClock: "advanceClock"
        case .setDeviceCondition: "setCondition"
        case .sendRawBytes: "send"
        case let .onTerminal(action): action
        }
    }
}

extension DriverError.Obstacle: CustomStringConvertible {
    /// The obstacle as a clause: "it is disabled".
    public var description: String {
        switch self {
        case .disabled: "it is disabled"
        case let .doesNotAcceptText(type): "it is a \(type), which does not accept text"
        case let .notHittable(problem): problem.description
        case .offScreen: "it is off screen"
        case let .nothingAt(point): "nothing that can be tapped is drawn at \(point)"
        case .noFocusedField: "no text field has keyboard focus; tap one first"
        case let .refusedByApp(detail), let .terminal(detail): detail
        }
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

    /// The string with its first character upper-cased: `up` gives `Up`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
