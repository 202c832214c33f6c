/// Every way a program on a terminal can fail a call, as data: the one place that says
/// which `DriverError` each is reported as, and in what words. (Kept together so that
/// a change to `DriverError`'s reasons touches this file only.)
enum TerminalFailure: Sendable {
    /// The command names no executable file (`searchPath` is the `PATH` used, for a bare name).
    case programNotFound(command: String, searchPath: String?)
    /// The system refused to start it.
    case cannotStart(executable: String, problem: String, hint: String?)
    /// Nothing was launched yet.
    case notLaunched(action: String)
    /// The program has ended: with `expected`, because the test ended it.
    case ended(status: ExitStatus, expected: Bool, lastAction: String?, during: String)
    /// A wait ran out.
    case timedOut(what: String, waited: Duration, quietFor: Duration)
    /// Input is piling up: the program is not reading its terminal.
    case notReading(action: String, pendingBytes: Int)
    /// A key a terminal cannot send.
    case noEncoding(action: String, key: String)
    /// A click on a program that has not turned the mouse on.
    case mouseOff(action: String)
    /// A click outside the screen.
    case offScreen(action: String, x: Int, y: Int, columns: Int, rows: Int)
    /// A click the legacy mouse encoding cannot express.
    case beyondLegacyMouse(action: String, x: Int, y: Int)

    /// The failure as the `DriverError` a test catches, with `diagnostics` attached.
    func error(commandLine: String, diagnostics: Diagnostics? = nil) -> DriverError {
        let reason: DriverError.Reason
        switch self {
        case let .programNotFound(command, searchPath):
            let problem = command.contains("/")
                ? "no executable file at \(command)"
                : "no program named \(command) on PATH (\(searchPath ?? "unset"))"
            reason = .launchFailed(executable: command, problem: problem, hint: "install it, or give its full path")
        case let .cannotStart(executable, problem, hint):
            reason = .launchFailed(executable: executable, problem: problem, hint: hint)
        case let .notLaunched(action):
            reason = .appNotRunning(Self.attempt(action))
        case let .ended(_, true, _, during):
            reason = .appNotRunning(Self.attempt(during))
        case let .ended(status, false, lastAction, during):
            let doing = lastAction.map { "\(during) (the last input sent: \($0))" } ?? during
            reason = .appCrashed(status: status, lastCommand: nil, during: Self.attempt(doing))
        case let .timedOut(what, waited, quietFor):
            reason = .programQuiet(Self.attempt(what), waited: waited, quietFor: quietFor)
        case let .notReading(action, pendingBytes):
            reason = Self.refused(action, commandLine,
                                  "the program has not read the last \(pendingBytes) bytes of input, so it is not reading its terminal")
        case let .noEncoding(action, key):
            reason = Self.refused(action, commandLine, "a terminal has no encoding for \(key)")
        case let .mouseOff(action):
            reason = Self.refused(action, commandLine,
                                  "the program has not turned on mouse reporting (DEC private modes 9, 1000, 1002 or 1003), so a click would reach nothing")
        case let .offScreen(action, x, y, columns, rows):
            reason = Self.refused(action, commandLine, "(\(x), \(y)) is off the \(columns)x\(rows) screen")
        case let .beyondLegacyMouse(action, x, y):
            reason = Self.refused(action, commandLine,
                                  "(\(x), \(y)) is beyond column or row 223, which the legacy mouse encoding cannot express; "
                                    + "the program should turn on SGR mouse mode (1006)")
        }
        return DriverError(reason, diagnostics: diagnostics)
    }

    /// `action` as the attempt a `DriverError` names.
    private static func attempt(_ action: String) -> DriverError.Attempt {
        DriverError.Attempt(.onTerminal(action))
    }

    /// An action the program on `commandLine` cannot take, for `problem`.
    private static func refused(_ action: String, _ commandLine: String, _ problem: String) -> DriverError.Reason {
        .elementNotInteractable(attempt("\(action) (\(commandLine))"), .terminal(problem), waited: .zero)
    }
}
