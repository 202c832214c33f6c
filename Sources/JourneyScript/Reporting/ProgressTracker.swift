import Synchronization

/// The progress of one run, updated as its journey runs finish.
final class ProgressTracker: Sendable {
    private let estimate: ProgressEstimate
    private let expectation: @Sendable (JourneyResult) -> Double?
    private let state: Mutex<(progress: RunProgress, finishedExpected: [Double?], finishedSeconds: Double)>

    /// Creates a tracker of `total` runs, expecting each to take what `expectation` says
    /// (nil when nothing is known), the time left estimated by `estimate`.
    init(estimate: ProgressEstimate, total: Int, expectation: @escaping @Sendable (JourneyResult) -> Double?) {
        self.estimate = estimate
        self.expectation = expectation
        var progress = RunProgress(total: total)
        progress.left = estimate.left(finishedExpected: [], finishedSeconds: 0)
        state = Mutex((progress, [], 0))
    }

    /// The progress so far.
    var progress: RunProgress { state.withLock { $0.progress } }

    /// Counts `result` in and returns the new progress.
    func finished(_ result: JourneyResult) -> RunProgress {
        state.withLock { state in
            state.finishedExpected.append(expectation(result))
            state.finishedSeconds += result.duration.seconds
            state.progress.finished += 1
            if !result.passed && result.interruptedBy == nil { state.progress.failed += 1 }
            state.progress.left = estimate.left(finishedExpected: state.finishedExpected, finishedSeconds: state.finishedSeconds)
            return state.progress
        }
    }
}
