package import Driver

/// The facts inside a `DriverError`'s reason, for this package's tests to check without
/// a `switch` each time.
extension DriverError {
    /// Why the launch failed, for a `launchFailed` error.
    package var launchProblem: LaunchProblem? {
        if case let .launchFailed(_, problem) = reason { return problem }
        return nil
    }

    /// What went wrong on the channel, for a `protocolError`.
    package var protocolProblem: ProtocolProblem? {
        if case let .protocolError(problem) = reason { return problem }
        return nil
    }

    /// What stopped the action, for an `elementNotInteractable` error.
    package var obstacle: Obstacle? {
        if case let .elementNotInteractable(_, obstacle, _) = reason { return obstacle }
        return nil
    }

    /// The app's refusal the error reports, if it reports one.
    package var refusal: CommandRefusal? {
        switch reason {
        case let .staleElement(_, _, refusal), let .deviceConditionRefused(_, _, refusal), let .elementNotInteractable(_, .refusedByApp(refusal), _):
            return refusal
        default:
            return nil
        }
    }

    /// The action on a program on a terminal the error names, if it names one.
    package var terminalAction: TerminalAction? {
        let attempt: Attempt? =
            switch reason {
            case let .elementNotInteractable(attempt, _, _), let .programQuiet(attempt, _, _), let .programBusy(attempt, _, _), let .programIdle(attempt, _),
                let .appNotRunning(attempt),
                let .programCrashed(_, attempt, _):
                attempt
            default:
                nil
            }
        guard case let .onTerminal(action, _)? = attempt?.action else { return nil }
        return action
    }
}
