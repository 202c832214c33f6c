import Driver

extension DriverError {
    /// How long the driver says it waited before failing, for tests that must prove a
    /// failure came at once rather than after its timeout; nil for errors that do not say.
    var waited: Duration? {
        switch reason {
        case let .noSuchElement(_, waited, _), let .multipleMatches(_, waited), let .elementNotInteractable(_, _, waited),
            let .timeout(_, waited, _), let .programQuiet(_, waited, _), let .programBusy(_, waited, _), let .programIdle(_, waited), let .cancelled(_, _, waited, _),
            let .unmetCondition(_, _, waited, _),
            let .noReply(_, waited, _), let .launchTimeout(_, waited):
            return waited
        case .staleElement, .deviceConditionRefused, .appNotRunning, .appCrashed, .programCrashed, .launchFailed, .protocolError:
            return nil
        }
    }
}
