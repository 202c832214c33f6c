/// A terminal emulator without a window: fed the bytes a program writes, it keeps
/// the screen that program means a person to see, and the replies it expects back.
///
/// It understands what xterm-compatible programs send (`TERM=xterm-256color`): UTF-8
/// with wide and combining characters, C0 controls, ESC, CSI, OSC and DCS sequences,
/// SGR colours, scroll regions, the alternate screen and DEC private modes. Anything
/// else is skipped. Memory is bounded: sequences, strings, scrollback, replies and
/// combined characters all have limits, so no input makes it grow without end.
///
/// ```swift
/// var emulator = Emulator(columns: 80, rows: 24)
/// emulator.feed("\u{1B}[1mHello\u{1B}[0m, world")
/// emulator.screen.lines[0]        // "Hello, world"
/// ```
public struct Emulator: Sendable {
    /// The largest screen it keeps, in either direction; larger sizes are clamped.
    public static let maximumDimension = 1_000
    /// The most bytes of replies kept waiting to be taken; more are dropped.
    public static let maximumPendingReplies = 65_536

    /// The screen's width in columns.
    public internal(set) var columns: Int
    /// The screen's height in rows.
    public internal(set) var rows: Int

    /// The lines of the screen being shown (main or alternate).
    var lines: [Line]
    /// The lines of the other screen.
    var inactiveLines: [Line]
    var scrollback: Scrollback
    var usingAlternate = false
    var clusters = ClusterTable()

    var x = 0
    var y = 0
    /// The last column was written with autowrap on: the next character wraps first.
    var wrapPending = false
    var attributes = Attributes.plain
    var cursorVisible = true
    var modes = TerminalModes()
    var top = 0
    var bottom: Int
    var tabStops: [Bool]
    var charsets: [Charset] = [.ascii, .ascii, .ascii, .ascii]
    /// Which of G0–G3 is invoked into GL (SI, SO, LS2, LS3).
    var glSet = 0
    /// SS2 or SS3: the set for the next character only.
    var singleShift: Int?
    /// DECSC's saved cursor for the main screen [0] and the alternate one [1].
    var savedCursors: [SavedCursor?] = [nil, nil]
    var title = ""
    var titleStack: [String] = []
    var lastPrinted: UInt32?
    var replies: [UInt8] = []
    var parser = ParserState()

    /// How many times the program rang the bell (BEL).
    public private(set) var bellCount = 0

    /// Creates a blank terminal of `columns` by `rows` that keeps up to
    /// `scrollbackLimit` lines scrolled off the top of its main screen.
    public init(columns: Int = 80, rows: Int = 24, scrollbackLimit: Int = 1_000) {
        let columns = min(max(columns, 1), Self.maximumDimension)
        let rows = min(max(rows, 1), Self.maximumDimension)
        self.columns = columns
        self.rows = rows
        lines = Array(repeating: Line(columns: columns), count: rows)
        inactiveLines = lines
        scrollback = Scrollback(limit: min(max(0, scrollbackLimit), 100_000))
        bottom = rows - 1
        tabStops = Emulator.defaultTabStops(columns)
    }

    // MARK: - Input

    /// Interprets `bytes` as output of the program, updating the screen.
    ///
    /// Sequences may be split anywhere across calls: the parser keeps its place.
    public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if case .ground = parser.phase, byte >= 0x20, byte < 0x7F, parser.utf8Remaining == 0 {
                var end = index + 1
                while end < count, bytes[end] >= 0x20, bytes[end] < 0x7F { end += 1 }
                printASCII(UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
                continue
            }
            advance(byte)
            index += 1
        }
    }

    /// Interprets `bytes` as output of the program.
    public mutating func feed(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { feed($0) }
    }

    /// Interprets `bytes` as output of the program.
    public mutating func feed(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { feed($0) }
    }

    /// Interprets `text`, as UTF-8, as output of the program.
    public mutating func feed(_ text: String) {
        var text = text
        text.withUTF8 { feed($0) }
    }

    /// Takes the bytes the terminal owes the program (answers to cursor position and
    /// device attribute requests), in order, leaving none pending.
    public mutating func takeReplies() -> [UInt8] {
        defer { replies.removeAll() }
        return replies
    }

    /// Whether replies are waiting to be taken.
    public var hasPendingReplies: Bool { !replies.isEmpty }

    mutating func send(_ text: String) {
        guard replies.count + text.utf8.count <= Self.maximumPendingReplies else { return }
        replies.append(contentsOf: text.utf8)
    }

    // MARK: - The state machine

    /// Feeds one byte through the parser.
    mutating func advance(_ byte: UInt8) {
        // Anywhere: CAN and SUB cancel, ESC starts over (ending any string).
        switch byte {
        case 0x18, 0x1A:
            if parser.utf8Remaining > 0 { finishInvalidUTF8() }
            parser.phase = .ground
            return
        case 0x1B:
            if parser.utf8Remaining > 0 { finishInvalidUTF8() }
            if case .oscString = parser.phase { dispatchOSC(endedWithBell: false) }
            parser.clearSequence()
            parser.phase = .escape
            return
        default:
            break
        }
        switch parser.phase {
        case .ground:
            ground(byte)
        case .escape:
            escape(byte)
        case .escapeIntermediate:
            if byte < 0x20 { execute(byte) } else if byte < 0x30 { parser.collectIntermediate(byte) } else if byte < 0x7F { dispatchEscape(byte); parser.phase = .ground }
        case .csiEntry, .csiParameter:
            csiParameter(byte)
        case .csiIntermediate:
            if byte < 0x20 {
                execute(byte)
            } else if byte < 0x30 {
                parser.collectIntermediate(byte)
            } else if byte < 0x40 {
                parser.phase = .csiIgnore
            } else if byte < 0x7F {
                dispatchCSI(byte); parser.phase = .ground
            } else if byte >= 0x80 {
                parser.phase = .csiIgnore
            }
        case .csiIgnore:
            if byte < 0x20 { execute(byte) } else if byte >= 0x40 && byte < 0x7F { parser.phase = .ground }
        case .oscString:
            if byte == 0x07 {
                dispatchOSC(endedWithBell: true)
                parser.phase = .ground
            } else if byte >= 0x20 {
                parser.appendToString(byte)
            }
        case .dcsString, .ignoredString:
            break
        }
    }

    private mutating func ground(_ byte: UInt8) {
        if byte < 0x80 {
            if parser.utf8Remaining > 0 { finishInvalidUTF8() }
            if byte < 0x20 { execute(byte) } else if byte < 0x7F { print(Charset.ascii.map(UInt32(byte))) }
            return
        }
        decodeUTF8(byte)
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case 0x00..<0x20:
            execute(byte)
        case 0x20..<0x30:
            parser.collectIntermediate(byte)
            parser.phase = .escapeIntermediate
        case UInt8(ascii: "["):
            parser.clearSequence()
            parser.phase = .csiEntry
        case UInt8(ascii: "]"):
            parser.string.removeAll(keepingCapacity: true)
            parser.phase = .oscString
        case UInt8(ascii: "P"):
            parser.phase = .dcsString
        case UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            parser.phase = .ignoredString
        case 0x30..<0x7F:
            parser.phase = .ground
            dispatchEscape(byte)
        case 0x7F:
            // DEL is ignored inside a sequence.
            break
        default:
            parser.phase = .ground
        }
    }

    private mutating func csiParameter(_ byte: UInt8) {
        switch byte {
        case 0x00..<0x20:
            execute(byte)
        case 0x30...0x39:
            parser.addDigit(byte)
            parser.phase = .csiParameter
        case UInt8(ascii: ";"), UInt8(ascii: ":"):
            parser.finishParameter(colonFollows: byte == UInt8(ascii: ":"))
            parser.phase = .csiParameter
        case 0x3C...0x3F:
            if case .csiEntry = parser.phase {
                parser.privateMarker = byte
                parser.phase = .csiParameter
            } else {
                parser.phase = .csiIgnore
            }
        case 0x20..<0x30:
            parser.collectIntermediate(byte)
            parser.phase = .csiIntermediate
        case 0x40..<0x7F:
            parser.phase = .ground
            dispatchCSI(byte)
        case 0x7F:
            break
        default:
            parser.phase = .csiIgnore
        }
    }

    // MARK: - UTF-8

    private mutating func decodeUTF8(_ byte: UInt8) {
        if parser.utf8Remaining == 0 {
            switch byte {
            case 0xC2...0xDF:
                parser.utf8Value = UInt32(byte & 0x1F); parser.utf8Remaining = 1
                parser.utf8Lower = 0x80; parser.utf8Upper = 0xBF
            case 0xE0...0xEF:
                parser.utf8Value = UInt32(byte & 0x0F); parser.utf8Remaining = 2
                parser.utf8Lower = byte == 0xE0 ? 0xA0 : 0x80
                parser.utf8Upper = byte == 0xED ? 0x9F : 0xBF
            case 0xF0...0xF4:
                parser.utf8Value = UInt32(byte & 0x07); parser.utf8Remaining = 3
                parser.utf8Lower = byte == 0xF0 ? 0x90 : 0x80
                parser.utf8Upper = byte == 0xF4 ? 0x8F : 0xBF
            default:
                print(0xFFFD)
            }
            return
        }
        guard byte >= parser.utf8Lower, byte <= parser.utf8Upper else {
            // A bad continuation ends the sequence; the byte starts afresh.
            finishInvalidUTF8()
            decodeUTF8(byte)
            return
        }
        parser.utf8Value = parser.utf8Value << 6 | UInt32(byte & 0x3F)
        parser.utf8Remaining -= 1
        parser.utf8Lower = 0x80
        parser.utf8Upper = 0xBF
        if parser.utf8Remaining == 0 {
            let value = parser.utf8Value
            // C1 controls arrive as UTF-8 too; xterm in UTF-8 mode does not act on them.
            if value >= 0x80 && value < 0xA0 { return }
            print(value)
        }
    }

    private mutating func finishInvalidUTF8() {
        parser.utf8Remaining = 0
        parser.utf8Lower = 0x80
        parser.utf8Upper = 0xBF
        print(0xFFFD)
    }

    // MARK: - Controls

    /// Carries out a C0 control.
    mutating func execute(_ byte: UInt8) {
        switch byte {
        case 0x07:
            bellCount &+= 1
        case 0x08:
            if x > 0 { x -= 1 }
            wrapPending = false
        case 0x09:
            tabForward(1)
        case 0x0A, 0x0B, 0x0C:
            lineFeed()
            if modes.newlineMode { x = 0 }
        case 0x0D:
            x = 0
            wrapPending = false
        case 0x0E:
            glSet = 1
        case 0x0F:
            glSet = 0
        default:
            break
        }
    }

    static func defaultTabStops(_ columns: Int) -> [Bool] {
        (0..<columns).map { $0 % 8 == 0 && $0 > 0 }
    }
}
