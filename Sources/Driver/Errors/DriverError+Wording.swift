import AutomationChannel
import SystemLayer
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
        case let .elementNotInteractable(attempt, obstacle, _) where attempt.program != nil:
            // A program on a terminal refuses at once, and the command line says which one.
            return "\(code): cannot \(attempt) (\(attempt.program ?? "")): \(obstacle)"
        case let .elementNotInteractable(attempt, obstacle, waited):
            return "\(code): cannot \(attempt): \(obstacle) (after \(waited.readable))"
        case let .staleElement(attempt, generation, refusal):
            return "\(code): cannot \(attempt): it was found in tree \(generation) but the app's screen changed before the "
                + "\(attempt.action.name) arrived: \(refusal.message)"
        case let .timeout(attempt, waited, activity):
            return "\(code): \(attempt.awaited) did not happen within \(waited.readable)" + busyPhrase(activity) + (attempt.waitsForIdle ? ignoringPhrase(activity) : "")
        case let .programQuiet(attempt, waited, quietFor):
            return "\(code): \(attempt.awaited) did not happen within \(waited.readable); the program's last output came "
                + "\(quietFor.readable) before the wait gave up; the screen it left is below"
        case let .programBusy(attempt, waited, busyWith):
            return "\(code): \(attempt.awaited) did not happen within \(waited.readable); the program was still busy: \(busyWith); "
                + "the screen it shows is below"
        case let .programIdle(attempt, waited):
            return "\(code): \(attempt.awaited) will not happen: the program is idle, waiting for a key, so nothing will change "
                + "until the test acts (checked after \(waited.readable)); the screen it shows is below"
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
        case let .deviceConditionRefused(name, value, refusal):
            return "\(code): cannot set the device's \(name) to \(value): \(refusal.message)"
        case let .appNotRunning(attempt):
            return "\(code): cannot \(attempt): the app is not running; call launch() first"
        case let .appCrashed(status, lastCommand, during):
            var text = "\(code): the app ended with \(status)"
            if let during { text += " while the driver was trying to \(during)" }
            if let lastCommand { text += "; the last command sent was '\(lastCommand)'" }
            return text
        case let .programCrashed(status, during, lastInput):
            return "\(code): the app ended with \(status) while the driver was trying to \(during)"
                + (lastInput.map { " (the last input sent: \($0))" } ?? "")
        case let .launchFailed(executable, problem):
            return "\(code): cannot launch \(executable): \(problem.wording(executable: executable))"
                + (problem.hint(executable: executable).map { "; \($0)" } ?? "")
        case let .launchTimeout(executable, waited):
            return "\(code): \(executable) started but sent no screen within \(waited.readable); it was terminated. "
                + "Is it an app that speaks the automation protocol on descriptor 3?"
        case let .protocolError(problem):
            return "\(code): \(problem)"
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

    /// How to stop waiting for `activity`'s work, and the work the app also reported that
    /// the wait did not wait for (`App.ignoredWork`); empty for an idle app.
    private func ignoringPhrase(_ activity: Activity?) -> String {
        guard let activity, let first = activity.pendingWork.first, activity.clock == .real else { return "" }
        var text = "; if no step should wait for it, ignore it: `ignore work \(first.name.quotedLiteral)` in a journey, app.ignoredWork in Swift"
        if let reported = diagnostics?.tree?.activity {
            let ignored = reported.ignored(beside: activity)
            if !ignored.isEmpty { text += ". It did not wait for " + ignored.map(\.description).joined(separator: ", ") + " (ignored work)" }
        }
        return text
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
            text +=
                (text.isEmpty ? ", showing " : " under ") + "the alert "
                + shown.alerts.map { $0.label.quotedLiteral + identifierNote($0) }.joined(separator: " and ")
        }
        if !shown.errors.isEmpty {
            text +=
                (text.isEmpty ? ", showing " : " with ")
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
        case let .drag(start, destination): return "drag \(element ?? start.map { "from \($0)" } ?? "the screen") to \(destination)"
        case let .press(key): return "press \(key)"
        case let .typeKey(key, modifiers): return "typeKey \(modifiers)\(key)"
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
        case let .onTerminal(action, _): return action.description
        }
    }

    /// The command line of the program on a terminal the attempt was aimed at; nil for an app.
    var program: String? {
        if case let .onTerminal(_, program) = action { return program }
        return nil
    }

    /// Whether a timeout of this attempt waited for the app to become idle (an action, a
    /// read, `waitForIdle`), which work the app names in `App.ignoredWork` does not hold.
    var waitsForIdle: Bool {
        switch action {
        case .waitForExit, .waitForTree, .onTerminal, .launch, .waitForExistence, .waitForNonExistence, .waitUntil: false
        default: true
        }
    }

    /// What a timeout of this attempt waited for: "the app becoming idle before 'tap …'".
    var awaited: String {
        let element = target?.description ?? "the app"
        switch action {
        case .waitForIdle: return "the app becoming idle"
        case .waitForExit: return "the app exiting"
        case .waitForTree: return "a tree satisfying the condition"
        case let .onTerminal(action, program): return action.awaited(program: program)
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
        case .drag: "drag"
        case .press: "press"
        case .typeKey: "typeKey"
        case .read: "read"
        case .describe: "describe"
        case .screenshot: "screenshot"
        case .waitForExistence, .waitForNonExistence, .waitUntil, .waitForIdle, .waitForExit, .waitForTree: "wait"
        case .advanceClock: "advanceClock"
        case .setDeviceCondition: "setCondition"
        case .sendRawBytes: "send"
        case let .onTerminal(action, _): action.description
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
        case let .nothingAt(point): "nothing a pointer can reach is drawn at \(point)"
        case .noFocusedField: "no text field has keyboard focus; tap one first"
        case let .refusedByApp(refusal): refusal.message
        case let .notReadingInput(pendingBytes):
            "the program has not read the last \(pendingBytes) bytes of input, so it is not reading its terminal"
        case let .noKeyEncoding(key): "a terminal has no encoding for \(key)"
        case .mouseReportingOff:
            "the program has not turned on mouse reporting (DEC private modes 9, 1000, 1002 or 1003), so a click would reach nothing"
        case let .outsideScreen(x, y, columns, rows): "(\(x), \(y)) is off the \(columns)x\(rows) screen"
        case let .destinationOffScreen(locator): "\(locator), where it would be dropped, is not on screen"
        case let .beyondLegacyMouse(x, y):
            "(\(x), \(y)) is beyond column or row 223, which the legacy mouse encoding cannot express; "
                + "the program should turn on SGR mouse mode (1006)"
        }
    }
}

extension DriverError.TerminalAction: CustomStringConvertible {
    /// The action in the imperative, as the test wrote it: `type "ls\n"`, `press(.enter)`.
    public var description: String {
        switch self {
        case let .type(text): "type \(text.terminalQuoted)"
        case let .press(key): "press(\(key))"
        case let .paste(text): "paste \(text.terminalQuoted)"
        case let .sendBytes(count): "send \(count) bytes"
        case let .resize(columns, rows): "resize to \(columns)x\(rows)"
        case let .click(_, _, text?): "click(onText: \(text.terminalQuoted))"
        case let .click(x, y, nil): "click(x: \(x), y: \(y))"
        case let .waitForText(text): "wait for \(text.terminalQuoted) on the screen"
        case let .waitUntilGone(text): "wait for \(text.terminalQuoted) to leave the screen"
        case .waitForMatch: "wait for a match of a regular expression"
        case let .waitForCondition(description): "wait for \(description)"
        case let .waitUntilQuiet(period): "wait for the output to stay quiet for \(period.readable)"
        case .waitForExit: "wait for the program to exit"
        case .waitUntilIdle: "wait for the program to be idle"
        }
    }

    /// What a timeout of this action waited for: `"ready" appearing on the screen`.
    func awaited(program: String) -> String {
        switch self {
        case let .waitForText(text): "\(text.terminalQuoted) appearing on the screen"
        case let .waitUntilGone(text): "\(text.terminalQuoted) leaving the screen"
        case .waitForMatch: "a match of the regular expression"
        case let .waitForCondition(description): description
        case let .waitUntilQuiet(period): "the output staying quiet for \(period.readable)"
        case .waitForExit: "\(program) exiting"
        case .waitUntilIdle: "\(program) becoming idle"
        default: "the program taking '\(self)'"
        }
    }
}

extension DriverError.LaunchProblem {
    /// The problem as a clause: "no executable at /x/DemoApp".
    func wording(executable: String) -> String {
        switch self {
        case let .noExecutable(path): "no executable at \(path)"
        case let .notExecutable(path): "\(path) is not executable"
        case let .programNotFound(command, _) where command.contains("/"): "no executable file at \(command)"
        case let .programNotFound(command, searchPath): "no program named \(command) on PATH (\(searchPath ?? "unset"))"
        case let .cannotSpawn(error): "cannot start \(executable): \(error)"
        case let .cannotCreateChannel(error): "cannot create the automation channel: \(error)"
        case let .cannotCreateLogPipe(error): "cannot create the log pipe: \(error)"
        case let .cannotOpenPseudoTerminal(error): "cannot open a pseudo-terminal: \(error)"
        case let .cannotStartOnTerminal(step, error): "\(step.wording(executable: executable)): \(error)"
        case let .cannotStartWatcherThread(error): "cannot start a thread to watch it: \(error)"
        case let .cannotCreateStateDirectory(base, error): "cannot create a state directory in \(base): \(error)"
        case let .exitedBeforeFirstScreen(status):
            "it exited with \(status.map(\.description) ?? "an unknown status") before sending its first screen"
        }
    }

    /// What to do about it, when there is something to say.
    func hint(executable: String) -> String? {
        switch self {
        case let .noExecutable(path): Self.buildHint(for: path)
        case .notExecutable: "make it executable (chmod +x) or rebuild it"
        case .programNotFound: "install it, or give its full path"
        case let .cannotSpawn(error) where error.code == ErrorNumber.notExecutableFormat:
            "it is not a program this machine can run: build it for this machine, or start a script with a #! line"
        case .cannotSpawn: Self.buildHint(for: executable)
        case .cannotStartOnTerminal(.execute, _): "check that it is a program for this machine"
        case let .cannotCreateStateDirectory(base, _):
            "check that \(base) exists and is writable, or set \(App.stateRootEnvironmentKey) to a folder that is"
        case .cannotCreateChannel, .cannotCreateLogPipe, .cannotOpenPseudoTerminal, .cannotStartOnTerminal,
            .cannotStartWatcherThread, .exitedBeforeFirstScreen:
            nil
        }
    }

    private static func buildHint(for executable: String) -> String {
        let name = executable.split(separator: "/").last.map(String.init) ?? executable
        return "build it first with `swift build --product \(name)` (swift test and swift run build it for you)"
    }
}

extension DriverError.TerminalStartStep {
    /// The step that failed, as a clause: "cannot open its terminal".
    func wording(executable: String) -> String {
        switch self {
        case .parentDeathSignal: "cannot ask for its parent-death signal"
        case .session: "cannot start its session"
        case .controllingTerminal: "cannot open its terminal"
        case let .workingDirectory(path): "cannot change to the directory \(path)"
        case .execute: "cannot execute \(executable)"
        case .fork: "cannot start a process for \(executable)"
        }
    }
}

extension DriverError.ProtocolProblem: CustomStringConvertible {
    /// The problem as a sentence, with what to do about it.
    public var description: String {
        switch self {
        case let .unreadableMessage(detail): "the app sent an unreadable message: \(detail)"
        case let .versionMismatch(app, driver):
            "the app speaks automation protocol version \(app) and this driver "
                + (driver > AutomationProtocol.oldestVersion ? "versions \(AutomationProtocol.oldestVersion) to \(driver); " : "version \(driver); ")
                + "build the app and the driver from the same sources"
        case let .rejectedByApp(detail): "the app rejected a message from the driver: \(detail)"
        case let .foreignError(detail): "unexpected error: \(detail)"
        case let .channelClosedWhileRunning(after):
            "the app closed its channel (descriptor 3) but was still running \(after.readable) later, so no command can "
                + "reach it; it was killed. An app closes the channel only as it exits (docs/protocol.md §12)"
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

    /// The string as a journey script writes it (`quotedLiteral`): `"ls\n"`, ESC as
    /// `\u{1b}`, so a program journey's failure text can be pasted back into a step.
    var terminalQuoted: String { quotedLiteral }
}
