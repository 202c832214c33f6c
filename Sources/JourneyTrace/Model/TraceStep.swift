/// One step of a journey: what it did, where it is written, how it ended, and what the
/// app showed, reported and wrote around it.
package struct TraceStep: Codable, Sendable, Equatable {
    /// What the step did, as written or in the driver's words: `tap buttons["loginButton"]`.
    package var title: String
    /// Where the step is written.
    package var source: TraceSource?
    /// When it started, in microseconds since the journey started, if known.
    package var startMicroseconds: Int64?
    /// How long it took, in microseconds.
    package var durationMicroseconds: Int64
    /// How it ended: passed, failed or interrupted.
    package var result: TraceResult
    /// Why it failed.
    package var failure: TraceFailure?
    /// The screen and tree when it started.
    package var before: TraceMoment?
    /// The screen and tree when it ended.
    package var after: TraceMoment?
    /// The app's pending work starting and finishing, and clock moves, while it ran.
    package var events: [TraceEvent]?
    /// The lines the app wrote to its output while it ran.
    package var log: [String]?

    /// Creates a step.
    package init(
        title: String, source: TraceSource? = nil, startMicroseconds: Int64? = nil, durationMicroseconds: Int64, result: TraceResult,
        failure: TraceFailure? = nil, before: TraceMoment? = nil, after: TraceMoment? = nil, events: [TraceEvent]? = nil, log: [String]? = nil
    ) {
        self.title = title
        self.source = source
        self.startMicroseconds = startMicroseconds
        self.durationMicroseconds = durationMicroseconds
        self.result = result
        self.failure = failure
        self.before = before
        self.after = after
        self.events = events
        self.log = log
    }
}

/// Where something is written: a file, a line, and the line's text.
package struct TraceSource: Codable, Sendable, Equatable {
    /// The file, as the run named it.
    package var file: String?
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, if known.
    package var column: Int?
    /// The line's text, if known.
    package var text: String?

    /// Creates a source location.
    package init(file: String?, line: Int, column: Int? = nil, text: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.text = text
    }

    /// `journeys/sign-in.journey:4`.
    package var location: String {
        (file ?? "") + ":\(line)"
    }
}

/// Why a step or a journey failed: the headline, the kind, and the evidence.
package struct TraceFailure: Codable, Sendable, Equatable {
    /// The headline: what was asked and what was found.
    package var message: String
    /// The driver's error code (`noSuchElement`, `timeout`, …), `expectation`, or `issue`.
    package var kind: String
    /// Where it was raised, when that is not the step's own line.
    package var location: TraceSource?
    /// The last lines of the app's log at that moment.
    package var logTail: [String]?

    /// Creates a failure.
    package init(message: String, kind: String, location: TraceSource? = nil, logTail: [String]? = nil) {
        self.message = message
        self.kind = kind
        self.location = location
        self.logTail = logTail
    }
}

/// The app at one moment: its element tree and its screen (keys into the trace's
/// store), and what it was busy with.
package struct TraceMoment: Codable, Sendable, Equatable {
    /// The key of the element tree in the store.
    package var tree: String?
    /// The key of the screen in the store.
    package var screen: String?
    /// The work the app had pending, by name, with the time left in milliseconds.
    package var pending: [TraceWork]?
    /// Whether the app's timers run on the virtual clock.
    package var virtualClock: Bool?

    /// Creates a moment.
    package init(tree: String? = nil, screen: String? = nil, pending: [TraceWork]? = nil, virtualClock: Bool? = nil) {
        self.tree = tree
        self.screen = screen
        self.pending = pending
        self.virtualClock = virtualClock
    }
}

/// One piece of work an app had pending: `network: POST /session`, 240 ms left.
package struct TraceWork: Codable, Sendable, Equatable {
    /// What the work is.
    package var name: String
    /// How long until it was due, in milliseconds of the app's clock.
    package var milliseconds: Int

    /// Creates a piece of work.
    package init(name: String, milliseconds: Int) {
        self.name = name
        self.milliseconds = milliseconds
    }
}

/// Something that happened while a step ran: work starting or finishing, or the
/// virtual clock moving.
package struct TraceEvent: Codable, Sendable, Equatable {
    /// What happened.
    package enum Kind: String, Codable, Sendable {
        /// The app began work (a request, a timer).
        case started
        /// Work the app had pending finished.
        case finished
        /// The virtual clock moved forward.
        case clock
    }

    /// What happened.
    package var kind: Kind
    /// The work, for `started` and `finished`: `network: POST /session`.
    package var work: String?
    /// For `started`, how long the work had to go; for `clock`, how far the clock moved.
    package var milliseconds: Int?
    /// For `clock`: whether a wait fast-forwarded it rather than a step asking.
    package var automatic: Bool?

    /// Creates an event.
    package init(kind: Kind, work: String? = nil, milliseconds: Int? = nil, automatic: Bool? = nil) {
        self.kind = kind
        self.work = work
        self.milliseconds = milliseconds
        self.automatic = automatic
    }

    /// `started network: POST /session (240 ms)`, `finished …`, `clock +1500 ms (fast-forward)`.
    package var description: String {
        switch kind {
        case .started: "started \(work ?? "work")" + (milliseconds.map { " (\($0) ms)" } ?? "")
        case .finished: "finished \(work ?? "work")"
        case .clock: "virtual clock +\(milliseconds ?? 0) ms" + (automatic == true ? " (fast-forward by a wait)" : "")
        }
    }
}
