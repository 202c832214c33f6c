/// How far a run has got: runs finished and failed of the total, and the time expected
/// for what is left, as the status line says it: `37 of 500 · 2 failed · about 1 min 20 s left`.
package struct RunProgress: Sendable, Equatable {
    /// The runs the plan holds (journeys × configurations × repeats).
    package var total: Int
    /// The runs finished so far.
    package var finished = 0
    /// The finished runs that failed.
    package var failed = 0
    /// The time expected for the runs not yet finished, when there is a way to tell.
    package var left: Duration?

    /// Creates the progress of a run of `total` runs, none finished.
    package init(total: Int) {
        self.total = total
    }

    /// `37 of 500 · 2 failed · about 1 min 20 s left`; the failures and the time only when known and not zero.
    package var text: String {
        var parts = ["\(finished) of \(total)"]
        if failed > 0 { parts.append("\(failed) failed") }
        if let left, finished < total { parts.append("about \(Self.roughly(left)) left") }
        return parts.joined(separator: " · ")
    }

    /// A wait as a person rounds it: `45 s`, `1 min 20 s` (to 10 s), `12 min`, `2 h 5 min`.
    package static func roughly(_ duration: Duration) -> String {
        let seconds = max(1, Int(duration.seconds.rounded()))
        if seconds < 60 { return "\(seconds) s" }
        if seconds < 600 {
            let tens = Int((Double(seconds) / 10).rounded()) * 10
            return tens % 60 == 0 ? "\(tens / 60) min" : "\(tens / 60) min \(tens % 60) s"
        }
        let minutes = Int((Double(seconds) / 60).rounded())
        if minutes < 60 { return "\(minutes) min" }
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }
}

/// The time a run still needs, from what each run is expected to take.
///
/// A run's expectation is its journey file's seconds in the durations file; a file it
/// does not know counts as the average of those it knows, or, with none known, as the
/// average of the runs finished so far. The runs left share `parallelism` workers.
package struct ProgressEstimate: Sendable {
    private let expected: [Double?]
    private let parallelism: Int

    /// Expects the runs `expected` (in any order; nil where unknown) on `parallelism` workers.
    package init(expected: [Double?], parallelism: Int) {
        self.expected = expected
        self.parallelism = max(1, parallelism)
    }

    /// The time left once the runs whose expectations are `finishedExpected` have
    /// finished, taking `finishedSeconds` between them; nil when nothing tells.
    package func left(finishedExpected: [Double?], finishedSeconds: Double) -> Duration? {
        var remaining = expected
        for value in finishedExpected {
            if let index = remaining.firstIndex(where: { $0 == value }) { remaining.remove(at: index) }
        }
        guard !remaining.isEmpty else { return .zero }
        let known = expected.compactMap { $0 }
        let fallback: Double? =
            known.isEmpty
            ? (finishedExpected.isEmpty ? nil : finishedSeconds / Double(finishedExpected.count))
            : known.reduce(0, +) / Double(known.count)
        var total = 0.0
        for value in remaining {
            guard let seconds = value ?? fallback else { return nil }
            total += seconds
        }
        return .seconds(total / Double(min(parallelism, remaining.count)))
    }
}
