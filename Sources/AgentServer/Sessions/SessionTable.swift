/// The sessions open on one server, by id (`s1`, `s2`…), at most `limit` at once. Each
/// session's calls go through its own `CallLine`, so they run one after another while
/// calls on other sessions run beside them.
actor SessionTable {
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
    private var entries: [String: Entry] = [:]
    private var starting: Set<String> = []
    private var issued = 0
    private var closed = false

    /// A table that holds at most `limit` sessions.
    init(limit: Int) {
        self.limit = limit
    }

    /// Keeps a place for a session about to start and returns its id.
    ///
    /// - Throws: `ToolFailure.tooManySessions` when `limit` are open or starting,
    ///   `shuttingDown` once `closeAll` was called.
    func reserve() throws(ToolFailure) -> String {
        guard !closed else { throw .shuttingDown }
        guard entries.count + starting.count < limit else { throw .tooManySessions(limit: limit) }
        issued += 1
        let id = "s\(issued)"
        starting.insert(id)
        return id
    }

    /// Opens the reserved session `id`; false when the server is shutting down (the caller then ends it).
    func open(_ id: String, _ driven: Driven) -> Bool {
        starting.remove(id)
        guard !closed else { return false }
        entries[id] = Entry(id: id, driven: driven, line: CallLine())
        return true
    }

    /// Gives up a reservation whose session did not start.
    func release(_ id: String) {
        starting.remove(id)
    }

    /// The open session `id`.
    ///
    /// - Throws: `ToolFailure.unknownSession` naming the open ones.
    func entry(_ id: String) throws(ToolFailure) -> Entry {
        guard let entry = entries[id] else { throw .unknownSession(id, open: entries.keys.sorted(by: Self.inOrder)) }
        return entry
    }

    /// Takes `id` out of the table, returning it.
    func remove(_ id: String) -> Entry? {
        entries.removeValue(forKey: id)
    }

    /// Takes every session out and refuses new ones: the server is ending.
    func closeAll() -> [Entry] {
        closed = true
        defer { entries = [:] }
        return Array(entries.values)
    }

    /// `s2` before `s10`.
    private static func inOrder(_ a: String, _ b: String) -> Bool {
        (Int(a.dropFirst()) ?? 0, a) < (Int(b.dropFirst()) ?? 0, b)
    }
}
