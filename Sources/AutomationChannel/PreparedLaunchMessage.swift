/// The messages of a prepared launch: a driver asks an app process that has started
/// and is waiting (the prepared process) to fork a fresh copy of itself for each
/// launch, instead of paying for `exec` and runtime start-up every time.
///
/// They travel on the channel the prepared process was started with, framed like
/// every other message, and use kinds no app or driver message uses (`21`–`24`), so
/// a driver can tell a prepared process's first frame from an ordinary app's hello.
/// See docs/protocol.md §16.
package enum PreparedLaunchMessage: Sendable, Equatable {
    /// From the prepared process, first: it is ready to fork launches.
    case ready(protocolVersion: Int)
    /// From the driver: fork one launch with these arguments (not the program name),
    /// environment (`NAME=value`) and working directory. The launch's channel and log
    /// descriptors come attached to this frame's first byte (SCM_RIGHTS).
    case fork(arguments: [String], environment: [String], directory: String)
    /// From the prepared process: the launch is running as this process id, a child
    /// of the driver.
    case forked(processID: Int32)
    /// From the prepared process: it could not fork this launch, and why.
    case refused(String)

    /// The environment variable that asks an app to become a prepared process.
    package static let environmentKey = "TUI_AUTOMATION_PREPARED"

    /// The kind byte of each message.
    package enum Kind: UInt8 {
        case ready = 0x21, fork = 0x22, forked = 0x23, refused = 0x24
    }

    /// Whether a frame's first message byte is one of these kinds.
    package static func isPreparedLaunchKind(_ byte: UInt8) -> Bool { Kind(rawValue: byte) != nil }

    /// The message as a frame: its four-byte length, then the message.
    package func framed() -> [UInt8] {
        var writer = ByteWriter(capacity: 256)
        let lengthOffset = writer.reserveLength()
        switch self {
        case let .ready(version):
            writer.write(Kind.ready.rawValue)
            writer.writeCount(version)
        case let .fork(arguments, environment, directory):
            writer.write(Kind.fork.rawValue)
            for list in [arguments, environment] {
                writer.writeCount(list.count)
                for item in list { writer.writeString(item) }
            }
            writer.writeString(directory)
        case let .forked(processID):
            writer.write(Kind.forked.rawValue)
            writer.writeSigned(Int(processID))
        case let .refused(reason):
            writer.write(Kind.refused.rawValue)
            writer.writeString(reason)
        }
        writer.patchLength(at: lengthOffset)
        return writer.bytes
    }

    /// Decodes one frame's message (without its length).
    package init(decoding message: [UInt8]) throws(WireError) {
        var reader = ByteReader(message)
        let byte = try reader.readByte("message kind")
        guard let kind = Kind(rawValue: byte) else { throw .unknownMessageKind(byte) }
        switch kind {
        case .ready:
            self = .ready(protocolVersion: try reader.readCount("protocol version"))
        case .fork:
            var lists: [[String]] = []
            for field in ["argument", "environment variable"] {
                let count = try reader.readCount("\(field) count", limit: reader.remaining)
                var list: [String] = []
                list.reserveCapacity(count)
                for _ in 0..<count { list.append(try reader.readString(field)) }
                lists.append(list)
            }
            self = .fork(arguments: lists[0], environment: lists[1], directory: try reader.readString("working directory"))
        case .forked:
            let processID = try reader.readSigned("process id")
            guard processID > 0 else { throw .invalidValue(field: "process id", value: UInt64(bitPattern: Int64(processID))) }
            self = .forked(processID: Int32(processID))
        case .refused:
            self = .refused(try reader.readString("reason"))
        }
        try reader.expectEnd()
    }
}
