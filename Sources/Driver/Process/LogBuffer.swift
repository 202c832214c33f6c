/// The most recent output of an app, bounded so a chatty app cannot exhaust memory.
struct LogBuffer: Sendable {
    /// How many bytes are kept; older output is dropped.
    let capacity: Int
    private var bytes: [UInt8] = []
    private(set) var droppedByteCount = 0

    /// How many bytes a log keeps unless told otherwise.
    static let defaultCapacity = 256 * 1024

    init(capacity: Int = defaultCapacity) {
        self.capacity = capacity
    }

    mutating func append(_ chunk: some Collection<UInt8>) {
        bytes.append(contentsOf: chunk)
        if bytes.count > capacity {
            let excess = bytes.count - capacity
            bytes.removeFirst(excess)
            droppedByteCount += excess
        }
    }

    /// The position after the last byte ever appended: a mark for `text(since:)`.
    var end: Int { droppedByteCount + bytes.count }

    /// What was appended after `mark`, as far as it is still kept.
    func text(since mark: Int) -> String {
        String(decoding: bytes.dropFirst(max(0, mark - droppedByteCount)), as: UTF8.self)
    }

    /// Everything kept, as text.
    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The last `lineCount` lines.
    func tail(lines lineCount: Int = 20) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let trimmed = lines.last == "" ? lines.dropLast() : lines[...]
        return trimmed.suffix(lineCount).joined(separator: "\n")
    }
}
