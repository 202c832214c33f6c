import Driver

/// What the `journey` command's exit status says, the one verdict CI engines read.
///
/// | status | meaning |
/// |---|---|
/// | 0 | every journey passed (or the command did what was asked) |
/// | 1 | a journey failed |
/// | 2 | the command was misused or a script has errors; nothing ran |
/// | 3 | an infrastructure failure: the app or program could not be started, sent no first screen, or crashed outside any action or wait |
/// | 128 + N | signal N stopped the run (130 for Ctrl-C), as shells report it |
///
/// When several apply, the first of signal, infrastructure, journey failure wins.
package enum JourneyExitCode: Equatable, Sendable {
    /// 0.
    case passed
    /// 1.
    case journeyFailed
    /// 2.
    case usageOrScriptError
    /// 3.
    case infrastructureFailure
    /// 128 + the signal.
    case signal(Int32)

    /// The number the process exits with.
    package var status: Int32 {
        switch self {
        case .passed: 0
        case .journeyFailed: 1
        case .usageOrScriptError: 2
        case .infrastructureFailure: 3
        case let .signal(number): 128 + number
        }
    }

    /// The verdict on a run's `outcomes`, stopped by `signal` if one came.
    package static func verdict(on outcomes: [JourneyOutcome], signal: Int32?) -> JourneyExitCode {
        if let signal { return .signal(signal) }
        if outcomes.flatMap(\.runs).contains(where: \.isInfrastructureFailure) { return .infrastructureFailure }
        return outcomes.allSatisfy { $0.status == .passed } ? .passed : .journeyFailed
    }
}

extension JourneyResult {
    /// Whether the run failed for want of its app or program rather than at a step's
    /// check: it could not be started, sent no first screen, or crashed outside any
    /// action or wait.
    package var isInfrastructureFailure: Bool {
        guard interruptedBy == nil, case let .driver(error)? = failedStep?.failure?.reason else { return false }
        switch error.reason {
        case .launchFailed, .launchTimeout: return true
        case let .appCrashed(_, _, during): return during == nil
        default: return false
        }
    }
}
