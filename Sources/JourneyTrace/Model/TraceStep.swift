/// One step of a journey: what it did, where it is written, how it ended, and what the
/// app showed, reported and wrote around it.
public struct TraceStep: Codable, Sendable, Equatable {
    /// What the step did, as written or in the driver's words: `tap buttons["loginButton"]`.
    public var title: String
    /// Where the step is written.
    public var source: TraceSource?
    /// When it started, in microseconds since the journey started, if known.
    public var startMicroseconds: Int64?
    /// How long it took, in microseconds.
    public var durationMicroseconds: Int64
    /// How it ended: passed, failed or interrupted.
    public var result: TraceResult
    /// Why it failed.
    public var failure: TraceFailure?
    /// The screen and tree when it started.
    public var before: TraceMoment?
    /// The screen and tree when it ended.
    public var after: TraceMoment?
    /// The app's pending work starting and finishing, and clock moves, while it ran.
    public var events: [TraceEvent]?
    /// The lines the app wrote to its output while it ran.
    public var log: [String]?

    /// Creates a step.
    public init(
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
public struct TraceSource: Codable, Sendable, Equatable {
    /// The file, as the run named it.
    public var file: String?
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, if known.
    public var column: Int?
    /// The line's text, if known.
    public var text: String?

    /// Creates a source location.
    public init(file: String?, line: Int, column: Int? = nil, text: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.text = text
    }

    /// `journeys/sign-in.journey:4`.
    public var location: String {
        (file ?? "") + ":\(line)"
    }
}

/// Why a step or a journey failed: the headline, the kind, and the evidence.
public struct TraceFailure: Codable, Sendable, Equatable {
    /// The headline: what was asked and what was found.
    public var message: String
    /// The driver's error code (`noSuchElement`, `timeout`, …), `expectation`, or `issue`.
    public var kind: String
    /// Where it was raised, when that is not the step's own line.
    public var location: TraceSource?
    /// The last lines of the app's log at that moment.
    public var logTail: [String]?

    /// Creates a failure.
    public init(message: String, kind: String, location: TraceSource? = nil, logTail: [String]? = nil) {
        self.message = message
        self.kind = kind
        self.location = location
        self.logTail = logTail
    }
}

/// The app at one moment: its element tree and its screen (keys into the trace's
/// store), and what it was busy with.
public struct TraceMoment: Codable, Sendable, Equatable {
    /// The key of the element tree in the store.
    public var tree: String?
    /// The key of the screen in the store.
    public var screen: String?
    /// The work the app had pending, by name, with the time left in milliseconds.
    public var pending: [TraceWork]?
    /// Whether the app's timers run on the virtual clock.
    public var virtualClock: Bool?

    /// Creates a moment.
    public init(tree: String? = nil, screen: String? = nil, pending: [TraceWork]? = nil, virtualClock: Bool? = nil) {
        self.tree = tree
        self.screen = screen
        self.pending = pending
        self.virtualClock = virtualClock
    }
}

/// One piece of work an app had pending: `network: POST /session`, 240 ms left.
public struct TraceWork: Codable, Sendable, Equatable {
    /// What the work is.
    public var name: String
    /// How long until it was due, in milliseconds of the app's clock.
    public var milliseconds: Int

    /// Creates a piece of work.
    public init(name: String, milliseconds: Int) {
        self.name = name
        self.milliseconds = milliseconds
    }
}

/// Something that happened while a step ran: work starting or finishing, or the
/// virtual clock moving.
public struct TraceEvent: Codable, Sendable, Equatable {
    /// What happened.
    public enum Kind: String, Codable, Sendable {
        /// The app began work (a request, a timer).
        case started
        /// Work the app had pending finished.
        case finished
        /// The virtual clock moved forward.
        case clock
    }

    /// What happened.
    public var kind: Kind
    /// The work, for `started` and `finished`: `network: POST /session`.
    public var work: String?
    /// For `started`, how long the work had to go; for `clock`, how far the clock moved.
    public var milliseconds: Int?
    /// For `clock`: whether a wait fast-forwarded it rather than a step asking.
    public var automatic: Bool?

    /// Creates an event.
    public init(kind: Kind, work: String? = nil, milliseconds: Int? = nil, automatic: Bool? = nil) {
        self.kind = kind
        self.work = work
        self.milliseconds = milliseconds
        self.automatic = automatic
    }

    /// `started network: POST /session (240 ms)`, `finished …`, `clock +1500 ms (fast-forward)`.
    public var description: String {
        switch kind {
        case .started: "started \(work ?? "work")" + (milliseconds.map { " (\($0) ms)" } ?? "")
        case .finished: "finished \(work ?? "work")"
        case .clock: "virtual clock +\(milliseconds ?? 0) ms" + (automatic == true ? " (fast-forward by a wait)" : "")
        }
    }
}
