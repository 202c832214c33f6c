import SystemLayer

/// Every way a program on a terminal can fail a call, as data: the one place that says
/// which `DriverError` each is reported as. (Kept together so that a change to
/// `DriverError`'s reasons touches this file only; the words are in `DriverError+Wording.swift`.)
enum TerminalFailure: Sendable {
    /// The command names no executable file (`searchPath` is the `PATH` used, for a bare name).
    case programNotFound(command: String, searchPath: String?)
    /// The system refused to start it.
    case cannotStart(executable: String, problem: DriverError.LaunchProblem)
    /// Nothing was launched yet.
    case notLaunched(DriverError.TerminalAction)
    /// The program has ended: with `expected`, because the test ended it.
    case ended(status: ExitStatus, expected: Bool, lastInput: DriverError.TerminalAction?, during: DriverError.TerminalAction)
    /// A wait ran out: the program was busy with `busyWith`, when the kernel said so.
    case timedOut(DriverError.TerminalAction, waited: Duration, quietFor: Duration, busyWith: String?)
    /// A wait cannot be met: the program is idle, waiting for a key.
    case idle(DriverError.TerminalAction, waited: Duration)
    /// A wait stopped early: the task waiting was cancelled.
    case cancelled(DriverError.TerminalAction, waited: Duration)
    /// The program cannot take the action now, for `obstacle`.
    case refused(DriverError.TerminalAction, DriverError.Obstacle)

    /// The failure as the `DriverError` a test catches, with `diagnostics` attached.
    func error(commandLine: String, diagnostics: Diagnostics? = nil) -> DriverError {
        let reason: DriverError.Reason
        func attempt(_ action: DriverError.TerminalAction) -> DriverError.Attempt {
            DriverError.Attempt(.onTerminal(action, program: commandLine))
        }
        switch self {
        case let .programNotFound(command, searchPath):
            reason = .launchFailed(executable: command, problem: .programNotFound(command: command, searchPath: searchPath))
        case let .cannotStart(executable, problem):
            reason = .launchFailed(executable: executable, problem: problem)
        case let .notLaunched(action):
            reason = .appNotRunning(attempt(action))
        case let .ended(_, true, _, during):
            reason = .appNotRunning(attempt(during))
        case let .ended(status, false, lastInput, during):
            reason = .programCrashed(status: status, during: attempt(during), lastInput: lastInput)
        case let .timedOut(action, waited, _, busyWith?):
            reason = .programBusy(attempt(action), waited: waited, busyWith: busyWith)
        case let .timedOut(action, waited, quietFor, nil):
            reason = .programQuiet(attempt(action), waited: waited, quietFor: quietFor)
        case let .idle(action, waited):
            reason = .programIdle(attempt(action), waited: waited)
        case let .cancelled(action, waited):
            reason = .cancelled(attempt(action), command: nil, waited: waited, activity: nil)
        case let .refused(action, obstacle):
            reason = .elementNotInteractable(attempt(action), obstacle, waited: .zero)
        }
        return DriverError(reason, diagnostics: diagnostics)
    }
}
