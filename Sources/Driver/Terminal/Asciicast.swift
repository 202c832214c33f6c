import SystemLayer

/// A recording of a terminal session in asciinema's asciicast v2 format: what the
/// program wrote, what the test typed, and every resize, each at its time.
///
/// `asciinema play recording.cast` replays it; `text` is the file's contents.
public struct Asciicast: Sendable {
    /// One moment of the session.
    public struct Event: Sendable, Hashable {
        /// What happened.
        public enum Kind: String, Sendable {
            /// The program wrote output (`"o"`).
            case output = "o"
            /// The test sent input (`"i"`).
            case input = "i"
            /// The terminal was resized (`"r"`, data `COLUMNSxROWS`).
            case resize = "r"
        }

        /// Seconds since the recording started.
        public var time: Double
        /// What happened.
        public var kind: Kind
        /// The text written or typed, or the new size.
        public var data: String
    }

    /// The size the session started at.
    public let columns: Int
    /// The size the session started at.
    public let rows: Int
    /// The command line that was run, for the header.
    public let command: String
    /// When the session started, in seconds since 1970.
    public let timestamp: Int
    /// The events, in order.
    public internal(set) var events: [Event] = []
    /// Whether events were left out because the recording reached its limit.
    public internal(set) var isTruncated = false

    /// The most event data a recording keeps: 16 MiB.
    static let maximumDataBytes = 16 << 20
    private var dataBytes = 0
    private var pendingOutput: [UInt8] = []
    private var pendingInput: [UInt8] = []

    /// Starts a recording of a session of `columns` by `rows` running `command`.
    init(columns: Int, rows: Int, command: String) {
        self.columns = columns
        self.rows = rows
        self.command = command
        timestamp = Posix.wallClockSeconds
    }

    /// Records bytes the program wrote at `time`. A character split across chunks is
    /// kept until its end arrives, so each event holds whole characters.
    mutating func recordOutput(_ bytes: some Collection<UInt8>, at time: Double) {
        pendingOutput.append(contentsOf: bytes)
        let text = Asciicast.takeWholeCharacters(from: &pendingOutput)
        if !text.isEmpty { append(Event(time: time, kind: .output, data: text)) }
    }

    /// Records bytes the test sent at `time`.
    mutating func recordInput(_ bytes: [UInt8], at time: Double) {
        pendingInput.append(contentsOf: bytes)
        let text = Asciicast.takeWholeCharacters(from: &pendingInput)
        if !text.isEmpty { append(Event(time: time, kind: .input, data: text)) }
    }

    /// Records a resize at `time`.
    mutating func recordResize(columns: Int, rows: Int, at time: Double) {
        append(Event(time: time, kind: .resize, data: "\(columns)x\(rows)"))
    }

    private mutating func append(_ event: Event) {
        guard !isTruncated else { return }
        guard dataBytes + event.data.utf8.count <= Asciicast.maximumDataBytes else {
            isTruncated = true
            return
        }
        dataBytes += event.data.utf8.count
        events.append(event)
    }

    /// The file's contents: a JSON header line, then one JSON array per event.
    public var text: String {
        var lines = [
            "{\"version\": 2, \"width\": \(columns), \"height\": \(rows), \"timestamp\": \(timestamp), "
                + "\"command\": \(Asciicast.json(command)), \"env\": {\"TERM\": \(Asciicast.json(ProgramEnvironment.terminalName))}}"
        ]
        for event in events {
            lines.append("[\(Asciicast.seconds(event.time)), \"\(event.kind.rawValue)\", \(Asciicast.json(event.data))]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the recording to `path`.
    ///
    /// - Throws: `AsciicastWriteError` naming the file and the reason when it cannot be written.
    public func write(to path: String) throws(AsciicastWriteError) {
        do throws(SystemError) {
            let file = try Posix.open(path, [.writeOnly, .create, .truncate], permissions: 0o666)
            defer { Posix.close(file) }
            try Posix.writeAll(file, Array(text.utf8))
        } catch {
            throw AsciicastWriteError(path: path, reason: error.reason)
        }
    }

    /// Takes from `bytes` everything up to the last whole UTF-8 character, decoded;
    /// an incomplete sequence at the end stays behind (up to 3 bytes).
    static func takeWholeCharacters(from bytes: inout [UInt8]) -> String {
        var end = bytes.count
        var back = 0
        while back < 3, end - back - 1 >= 0 {
            let byte = bytes[end - back - 1]
            if byte & 0xC0 == 0x80 { back += 1; continue }
            if byte >= 0xC0 {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                if back + 1 < length { end -= back + 1 }
            }
            break
        }
        let text = String(decoding: bytes[..<end], as: UTF8.self)
        bytes.removeFirst(end)
        return text
    }

    /// `text` as a JSON string.
    static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case 0..<0x20, 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Seconds with six decimals, as asciinema writes them.
    static func seconds(_ value: Double) -> String {
        let micro = Int((value * 1_000_000).rounded())
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}

/// A recording or picture could not be written.
public struct AsciicastWriteError: Error, Sendable, CustomStringConvertible {
    /// The file that could not be written.
    public let path: String
    /// Why, as the system says.
    public let reason: String

    /// `cannot write /x/y.cast: No such file or directory`.
    public var description: String { "cannot write \(path): \(reason)" }
}
