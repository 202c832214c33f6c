/// The lines that scrolled off the top of the main screen, oldest first, at most
/// `limit` of them: the oldest go first when it is full.
struct Scrollback: Sendable, Hashable {
    let limit: Int
    private var storage: [Line] = []
    /// Where the oldest line is once the storage has wrapped round.
    private var start = 0

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    var count: Int { storage.count }

    /// Adds `line` as the newest; returns the oldest when it had to make room, so its
    /// storage can be reused (it is swapped out, so nothing else refers to it).
    mutating func append(_ line: consuming Line) -> Line? {
        guard limit > 0 else { return line }
        if storage.count < limit {
            storage.append(line)
            return nil
        }
        swap(&storage[start], &line)
        start = (start + 1) % limit
        return line
    }

    /// The lines, oldest first.
    var lines: [Line] {
        Array(storage[start...] + storage[..<start])
    }

    /// Removes and returns the newest line (to pull it back when the screen grows).
    mutating func removeNewest() -> Line? {
        guard !storage.isEmpty else { return nil }
        if start == 0 { return storage.removeLast() }
        storage = lines
        start = 0
        return storage.removeLast()
    }

    mutating func removeAll() {
        storage.removeAll()
        start = 0
    }
}
