/// The last bytes a program wrote, bounded, for failure messages.
struct OutputTail: Sendable {
    let capacity: Int
    private var bytes: [UInt8] = []

    init(capacity: Int = 4_096) {
        self.capacity = capacity
    }

    mutating func append(_ chunk: some Collection<UInt8>) {
        bytes.append(contentsOf: chunk)
        if bytes.count > capacity * 2 { bytes.removeFirst(bytes.count - capacity) }
    }

    /// The last `capacity` bytes.
    var last: [UInt8] { Array(bytes.suffix(capacity)) }

    /// The last bytes as text a person can read and a script can read back: a quoted
    /// literal (`quotedLiteral`) for each line, the line's `\n` ending it.
    func escaped(limit: Int = 1_024) -> String {
        OutputTail.escape(Array(bytes.suffix(limit)))
    }

    /// `bytes` as a quoted literal a line, each line a `\n` ends followed by a line break.
    static func escape(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines: [String] = []
        var line = ""
        for scalar in text.unicodeScalars {
            line.unicodeScalars.append(scalar)
            if scalar == "\n" {
                lines.append(line.quotedLiteral + "\n")
                line = ""
            }
        }
        if !line.isEmpty { lines.append(line.quotedLiteral) }
        return lines.joined()
    }
}
