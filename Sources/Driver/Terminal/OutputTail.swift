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

    /// The last bytes as text a person can read: controls shown as `\e`, `\r`, `\n`,
    /// `\u{7}`; a line break kept after each `\n`.
    func escaped(limit: Int = 1_024) -> String {
        OutputTail.escape(Array(bytes.suffix(limit)))
    }

    static func escape(_ bytes: [UInt8]) -> String {
        var text = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0x1B: text += "\\e"
            case 0x0D: text += "\\r"
            case 0x0A: text += "\\n\n"
            case 0x09: text += "\\t"
            case 0x5C: text += "\\\\"
            case 0..<0x20, 0x7F: text += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
