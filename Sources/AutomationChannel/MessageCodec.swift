import ScreenModel

extension AppMessage {
    /// The message as one frame: a four-byte big-endian length, then the message.
    package func framed() -> [UInt8] {
        var writer = ByteWriter(capacity: 512)
        let lengthOffset = writer.reserveLength()
        switch self {
        case let .hello(hello):
            writer.write(WireCodes.AppKind.hello.rawValue)
            writer.writeCount(hello.protocolVersion)
            writer.writeSigned(Int(hello.processID))
            writer.writeString(hello.appName)
        case let .tree(tree):
            writer.write(WireCodes.AppKind.tree.rawValue)
            writer.write(tree)
        case let .status(generation, activity):
            writer.write(WireCodes.AppKind.status.rawValue)
            writer.writeVarint(generation)
            writer.write(activity)
        case let .reply(reply):
            writer.write(WireCodes.AppKind.reply.rawValue)
            writer.writeVarint(reply.sequence)
            writer.writeVarint(reply.generation)
            switch reply.outcome {
            case .done:
                writer.write(0)
            case let .refused(refusal):
                writer.write(refusal.reason.rawValue)
                writer.writeString(refusal.message)
            }
        case let .protocolViolation(message):
            writer.write(WireCodes.AppKind.protocolViolation.rawValue)
            writer.writeString(message)
        case let .screen(screen):
            writer.write(WireCodes.AppKind.screen.rawValue)
            writer.writeVarint(screen.generation)
            writer.writeCount(screen.rows.count)
            for row in screen.rows { writer.writeString(row) }
        case let .treeDifference(difference):
            writer.write(WireCodes.AppKind.treeDifference.rawValue)
            writer.write(difference)
        case let .part(part):
            writer.write(WireCodes.AppKind.part.rawValue)
            writer.write(part.more ? 1 : 0)
            writer.write(contentsOf: part.piece)
        }
        writer.patchLength(at: lengthOffset)
        return writer.bytes
    }

    /// Decodes one message (without its length prefix).
    ///
    /// - Throws: `WireError` for any malformed, truncated or unknown input.
    package init(decoding message: [UInt8]) throws(WireError) {
        var reader = ByteReader(message)
        let kindByte = try reader.readByte("message kind")
        guard let kind = WireCodes.AppKind(rawValue: kindByte) else { throw .unknownMessageKind(kindByte) }
        switch kind {
        case .hello:
            let version = try reader.readCount("protocol version")
            let pid = try reader.readSigned("process id")
            let name = try reader.readString("app name")
            self = .hello(AppHello(protocolVersion: version, processID: Int32(pid), appName: name))
        case .tree:
            self = .tree(try reader.readTree())
        case .status:
            self = .status(generation: try reader.readVarint("generation"), activity: try reader.readActivity())
        case .reply:
            let sequence = try reader.readVarint("sequence")
            let generation = try reader.readVarint("generation")
            let code = try reader.readByte("outcome")
            let outcome: CommandOutcome
            if code == 0 {
                outcome = .done
            } else if let reason = CommandRefusal.Reason(rawValue: code) {
                outcome = .refused(CommandRefusal(reason, try reader.readString("refusal message")))
            } else {
                throw .invalidValue(field: "outcome", value: UInt64(code))
            }
            self = .reply(Reply(sequence: sequence, generation: generation, outcome: outcome))
        case .protocolViolation:
            self = .protocolViolation(try reader.readString("violation message"))
        case .screen:
            let generation = try reader.readVarint("generation")
            let count = try reader.readCount("screen row count", limit: AutomationProtocol.maximumScreenRows)
            var rows: [String] = []
            rows.reserveCapacity(min(count, reader.remaining))
            for _ in 0..<count { rows.append(try reader.readString("screen row")) }
            self = .screen(AppScreen(generation: generation, rows: rows))
        case .treeDifference:
            self = .treeDifference(try reader.readTreeDifference())
        case .part:
            let more = try reader.readByte("part more flag")
            guard more <= 1 else { throw .invalidValue(field: "part more flag", value: UInt64(more)) }
            self = .part(MessagePart(more: more == 1, piece: try reader.readRest("part piece")))
        }
        try reader.expectEnd()
    }
}

extension DriverMessage {
    /// The message as one frame: a four-byte big-endian length, then the message.
    package func framed() -> [UInt8] {
        var writer = ByteWriter(capacity: 64)
        let lengthOffset = writer.reserveLength()
        switch self {
        case let .hello(version):
            writer.write(WireCodes.DriverKind.hello.rawValue)
            writer.writeCount(version)
        case let .command(sequence, command):
            writer.write(WireCodes.DriverKind.command.rawValue)
            writer.writeVarint(sequence)
            writer.write(command)
        }
        writer.patchLength(at: lengthOffset)
        return writer.bytes
    }

    /// Decodes one message (without its length prefix).
    ///
    /// - Throws: `WireError` for any malformed, truncated or unknown input.
    package init(decoding message: [UInt8]) throws(WireError) {
        var reader = ByteReader(message)
        let kindByte = try reader.readByte("message kind")
        guard let kind = WireCodes.DriverKind(rawValue: kindByte) else { throw .unknownMessageKind(kindByte) }
        switch kind {
        case .hello:
            self = .hello(protocolVersion: try reader.readCount("protocol version"))
        case .command:
            let sequence = try reader.readVarint("sequence")
            self = .command(sequence: sequence, try reader.readCommand())
        }
        try reader.expectEnd()
    }
}

extension ByteWriter {
    mutating func write(_ command: Command) {
        switch command {
        case let .tap(target):
            write(WireCodes.CommandKind.tap.rawValue)
            write(target)
        case let .doubleTap(target):
            write(WireCodes.CommandKind.doubleTap.rawValue)
            write(target)
        case let .typeText(target, text):
            write(WireCodes.CommandKind.typeText.rawValue)
            write(target)
            writeString(text)
        case let .clearText(target):
            write(WireCodes.CommandKind.clearText.rawValue)
            write(target)
        case let .press(key):
            write(WireCodes.CommandKind.press.rawValue)
            writeCount(WireCodes.keys.firstIndex(of: key) ?? 0)
        case let .pressKey(key, modifiers):
            write(WireCodes.CommandKind.pressKey.rawValue)
            writeString(key.rawValue)
            write(modifiers.rawValue)
        case let .swipe(target, direction):
            write(WireCodes.CommandKind.swipe.rawValue)
            writeCount(WireCodes.swipeDirections.firstIndex(of: direction) ?? 0)
            if let target {
                write(1)
                write(target)
            } else {
                write(0)
            }
        case let .drag(target, from, to):
            write(WireCodes.CommandKind.drag.rawValue)
            write(target)
            write(from)
            write(to)
        case let .advanceClock(milliseconds):
            write(WireCodes.CommandKind.advanceClock.rawValue)
            writeSigned(milliseconds)
        case .refresh:
            write(WireCodes.CommandKind.refresh.rawValue)
        case let .setCondition(name, value):
            write(WireCodes.CommandKind.setCondition.rawValue)
            writeString(name)
            writeString(value)
        }
    }

    mutating func write(_ target: CommandTarget) {
        writeCount(target.path.indices.count)
        for index in target.path.indices { writeCount(index) }
        write(WireCodes.code(for: target.elementType))
        writeString(target.identifier)
    }

    mutating func write(_ point: Point) {
        writeCount(point.x)
        writeCount(point.y)
    }
}

extension ByteReader {
    mutating func readCommand() throws(WireError) -> Command {
        let kindByte = try readByte("command kind")
        guard let kind = WireCodes.CommandKind(rawValue: kindByte) else {
            throw .invalidValue(field: "command kind", value: UInt64(kindByte))
        }
        switch kind {
        case .tap: return .tap(try readTarget())
        case .doubleTap: return .doubleTap(try readTarget())
        case .typeText: return .typeText(try readTarget(), try readString("typed text"))
        case .clearText: return .clearText(try readTarget())
        case .press: return .press(try WireCodes.key(readCount("key")))
        case .pressKey:
            let name = try readString("key")
            guard let key = KeyboardKey(rawValue: name) else { throw .invalidKey(name) }
            let modifiers = try readByte("key modifiers")
            guard modifiers & ~KeyModifiers.all.rawValue == 0 else { throw .invalidValue(field: "key modifiers", value: UInt64(modifiers)) }
            return .pressKey(key, modifiers: KeyModifiers(rawValue: modifiers))
        case .swipe:
            let direction = try WireCodes.swipeDirection(readCount("swipe direction"))
            let hasTarget = try readByte("swipe target flag")
            switch hasTarget {
            case 0: return .swipe(nil, direction)
            case 1: return .swipe(try readTarget(), direction)
            default: throw .invalidValue(field: "swipe target flag", value: UInt64(hasTarget))
            }
        case .drag:
            let target = try readTarget()
            return .drag(target, from: try readPoint("drag start"), to: try readPoint("drag end"))
        case .advanceClock:
            let milliseconds = try readSigned("clock advance")
            guard milliseconds >= 0 else { throw .invalidValue(field: "clock advance", value: UInt64(bitPattern: Int64(milliseconds))) }
            return .advanceClock(milliseconds: milliseconds)
        case .refresh: return .refresh
        case .setCondition: return .setCondition(name: try readString("condition name"), value: try readString("condition value"))
        }
    }

    mutating func readTarget() throws(WireError) -> CommandTarget {
        let depth = try readCount("target path length", limit: AutomationProtocol.maximumDepth)
        var indices: [Int] = []
        indices.reserveCapacity(depth)
        for _ in 0..<depth { indices.append(try readCount("target path index")) }
        let type = try WireCodes.elementType(readByte("target type"))
        return CommandTarget(path: ElementPath(indices), elementType: type, identifier: try readString("target identifier"))
    }

    /// A screen cell: its column, then its row, each a `count`.
    mutating func readPoint(_ field: String) throws(WireError) -> Point {
        let x = try readCount("\(field) column")
        let y = try readCount("\(field) row")
        return Point(x: x, y: y)
    }
}
