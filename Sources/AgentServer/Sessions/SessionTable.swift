import Synchronization

/// The sessions open on one server, by id (`s1`, `s2`…), at most `limit` at once. Each
/// session's calls go through its own `CallLine`, so they run one after another while
/// calls on other sessions run beside them.
///
/// A lock, not an actor, keeps the table: a call looks its session up on the thread it
/// runs on, with no hop to an actor's executor and back (each is a thread hand-off a
/// tool call would wait for).
final class SessionTable: Sendable {
    /// What a session drives.
    enum Driven: Sendable {
        /// An app with an element tree.
        case app(DrivenApp)
        /// A program on a terminal.
        case program(DrivenProgram)
    }

    /// One open session.
    struct Entry: Sendable {
        /// `s1`, `s2`…
        let id: String
        /// What it drives.
        let driven: Driven
        /// Its calls, one at a time.
        let line: CallLine
    }

    /// The most sessions open at once (those starting counted).
    let limit: Int
    /// The open sessions, those starting, how many ids were issued, and whether the table was closed.
    private let state = Mutex<(entries: [String: Entry], starting: Set<String>, issued: Int, closed: Bool)>(([:], [], 0, false))

    /// A table that holds at most `limit` sessions.
    init(limit: Int) {
        self.limit = limit
    }

    /// Keeps a place for a session about to start and returns its id.
    ///
    /// - Throws: `ToolFailure.tooManySessions` when `limit` are open or starting,
    ///   `shuttingDown` once `closeAll` was called.
    func reserve() throws(ToolFailure) -> String {
        try state.withLock { (state) throws(ToolFailure) -> String in
            guard !state.closed else { throw .shuttingDown }
            guard state.entries.count + state.starting.count < limit else { throw .tooManySessions(limit: limit) }
            state.issued += 1
            let id = "s\(state.issued)"
            state.starting.insert(id)
            return id
        }
    }

    /// Opens the reserved session `id`; false when the server is shutting down (the caller then ends it).
    func open(_ id: String, _ driven: Driven) -> Bool {
        let entry = Entry(id: id, driven: driven, line: CallLine())
        return state.withLock { state in
            state.starting.remove(id)
            guard !state.closed else { return false }
            state.entries[id] = entry
            return true
        }
    }

    /// Gives up a reservation whose session did not start.
    func release(_ id: String) {
        _ = state.withLock { $0.starting.remove(id) }
    }

    /// The open session `id`.
    ///
    /// - Throws: `ToolFailure.unknownSession` naming the open ones.
    func entry(_ id: String) throws(ToolFailure) -> Entry {
        try state.withLock { (state) throws(ToolFailure) -> Entry in
            guard let entry = state.entries[id] else { throw .unknownSession(id, open: state.entries.keys.sorted(by: Self.inOrder)) }
            return entry
        }
    }

    /// Takes `id` out of the table, returning it.
    func remove(_ id: String) -> Entry? {
        state.withLock { $0.entries.removeValue(forKey: id) }
    }

    /// Takes every session out and refuses new ones: the server is ending.
    func closeAll() -> [Entry] {
        state.withLock { state in
            state.closed = true
            defer { state.entries = [:] }
            return Array(state.entries.values)
        }
    }

    /// `s2` before `s10`.
    private static func inOrder(_ a: String, _ b: String) -> Bool {
        (Int(a.dropFirst()) ?? 0, a) < (Int(b.dropFirst()) ?? 0, b)
    }
}
