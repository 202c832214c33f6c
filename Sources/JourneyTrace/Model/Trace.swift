/// One run of one journey (a script, a Swift test, or a program in a terminal), step by
/// step, with the screens, trees, pending work, clock moves and log lines around each
/// step: what a trace file holds and what the HTML report shows.
///
/// Trees and screens live once each in `store`, keyed by a hash of their content, and
/// steps refer to them by key, so a screen that stays the same over ten steps is kept
/// once. The JSON form is versioned (`format`, `version`).
package struct Trace: Codable, Sendable, Equatable {
    /// The name every trace file carries in `format`.
    package static let formatName = "terminal-journeys-trace"
    /// The version this library writes and reads.
    package static let currentVersion = 1

    /// Always `formatName`.
    package var format: String = Trace.formatName
    /// The version of the format.
    package var version: Int = Trace.currentVersion
    /// What kind of journey: `script` (a `.journey` file), `test` (a Swift test) or `program`.
    package var kind: Kind
    /// The journey's name: `sign-in`, or a test's name.
    package var name: String
    /// The file it was written in, if known.
    package var file: String?
    /// The configuration it ran under; nil for the default one.
    package var configuration: String?
    /// The launch arguments the configuration added.
    package var configurationArguments: [String]?
    /// The CI shard that ran it (`2/3`), if it ran in one.
    package var shard: String?
    /// Which run of a repeated journey this was, from 1; nil when it ran once.
    package var attempt: Int?
    /// How it ended.
    package var result: TraceResult
    /// How long it took, in microseconds.
    package var durationMicroseconds: Int64
    /// The steps that ran, in order.
    package var steps: [TraceStep]
    /// The steps a failure kept from running.
    package var notRun: [TraceSource]?
    /// What the driver or the configuration warned about.
    package var warnings: [String]?
    /// A failure not tied to a step (an `#expect` after the last driver call, a thrown error).
    package var failures: [TraceFailure]?
    /// A terminal recording of the whole run (programs in a pseudo-terminal).
    package var recording: TraceAsciicast?
    /// The trees and screens the steps refer to, each stored once.
    package var store: TraceStore

    /// Creates a trace.
    package init(
        kind: Kind, name: String, file: String? = nil, configuration: String? = nil, configurationArguments: [String]? = nil,
        shard: String? = nil, attempt: Int? = nil, result: TraceResult, durationMicroseconds: Int64, steps: [TraceStep],
        notRun: [TraceSource]? = nil, warnings: [String]? = nil, failures: [TraceFailure]? = nil,
        recording: TraceAsciicast? = nil, store: TraceStore = TraceStore()
    ) {
        self.kind = kind
        self.name = name
        self.file = file
        self.configuration = configuration
        self.configurationArguments = configurationArguments
        self.shard = shard
        self.attempt = attempt
        self.result = result
        self.durationMicroseconds = durationMicroseconds
        self.steps = steps
        self.notRun = notRun
        self.warnings = warnings
        self.failures = failures
        self.recording = recording
        self.store = store
    }

    /// What kind of journey a trace is of.
    package enum Kind: String, Codable, Sendable {
        /// A `.journey` script run by the `journey` command.
        case script
        /// A Swift test (Swift Testing or XCTest) driving an app.
        case test
        /// A program run in a pseudo-terminal.
        case program
    }

    /// The journey as reports name it: `sign-in`, `sign-in [es]`, `sign-in [es] (run 2)`.
    package var title: String {
        var text = name
        if let configuration { text += " [\(configuration)]" }
        if let attempt { text += " (run \(attempt))" }
        return text
    }

    /// What tells one journey apart from another across shards and runs: its file (or
    /// name) and configuration, not its run.
    package var journeyKey: String {
        (file ?? name) + "\u{1F}" + name + "\u{1F}" + (configuration ?? "")
    }

    /// The step that failed, if one did.
    package var failedStep: (index: Int, step: TraceStep)? {
        steps.enumerated().last { $0.element.result == .failed }.map { ($0.offset, $0.element) }
    }
}

/// How a journey or a step ended.
package enum TraceResult: String, Codable, Sendable, CaseIterable, Comparable {
    /// It passed.
    case passed
    /// It passed in some runs and failed in others.
    case flaky
    /// It was skipped or did not run.
    case skipped
    /// A signal stopped it.
    case interrupted
    /// It failed.
    case failed

    /// Ordered from best to worst: passed, skipped, interrupted, flaky, failed.
    package static func < (lhs: TraceResult, rhs: TraceResult) -> Bool {
        lhs.severity < rhs.severity
    }

    private var severity: Int {
        switch self {
        case .passed: 0
        case .skipped: 1
        case .interrupted: 2
        case .flaky: 3
        case .failed: 4
        }
    }
}
