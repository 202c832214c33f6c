/// Which journey runs get a trace: every run, the runs that failed, or none.
public enum TracePolicy: String, Sendable, CaseIterable {
    /// Every run.
    case on
    /// Runs that failed.
    case onFailure = "on-failure"
    /// None.
    case off

    /// Whether a run that passed (or not) gets a trace.
    package func traces(passed: Bool) -> Bool {
        switch self {
        case .on: true
        case .onFailure: !passed
        case .off: false
        }
    }
}
