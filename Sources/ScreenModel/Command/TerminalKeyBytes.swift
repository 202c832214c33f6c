/// How a terminal spells key presses in bytes: the one table that the driver's encoding
/// (`KeyPress.bytes(in:)`) and the front ends' decoding (`TerminalInput.decode(_:)`) both
/// read, so a key sent to a program is the key a kit app reads back.
package enum TerminalKeyBytes {
    /// A named key's bytes as xterm sends them, and the ways other terminals send it.
    package enum Sequence: Sendable, Hashable {
        /// These bytes, whatever the modes.
        case bytes([UInt8])
        /// `ESC [ final`, or `ESC O final` in application cursor mode; read in either form.
        case cursor(UInt8)
        /// `ESC [ final`, in every mode.
        case csi(UInt8)
        /// `ESC O final`.
        case ss3(UInt8)
        /// `ESC [ number ~`.
        case tilde(Int)
        /// `ESC [ [ final`, as the Linux console sends F1 to F5.
        case linuxConsole(UInt8)
    }

    /// A press a terminal sends as bytes of its own: what xterm sends for it, and other
    /// spellings read as the same press.
    package struct Entry: Sendable {
        /// The press.
        package let press: KeyPress
        /// The bytes xterm sends.
        package let sent: Sequence
        /// Other terminals' spellings, read as this press and never sent.
        package let alsoRead: [Sequence]
    }

    /// Every named key, and Shift-Tab, in the order scripts and help list them.
    package static let entries: [Entry] = {
        func entry(_ press: KeyPress, _ sent: Sequence, alsoRead: [Sequence] = []) -> Entry {
            Entry(press: press, sent: sent, alsoRead: alsoRead)
        }
        let named = [
            entry(.enter, .bytes([0x0D]), alsoRead: [.bytes([0x0A])]),
            entry(.tab, .bytes([0x09])),
            entry(.backtab, .csi(UInt8(ascii: "Z"))),
            entry(.backspace, .bytes([0x7F]), alsoRead: [.bytes([0x08])]),
            entry(.escape, .bytes([0x1B])),
            entry(.space, .bytes([0x20])),
            entry(.up, .cursor(UInt8(ascii: "A"))),
            entry(.down, .cursor(UInt8(ascii: "B"))),
            entry(.left, .cursor(UInt8(ascii: "D"))),
            entry(.right, .cursor(UInt8(ascii: "C"))),
            entry(.home, .cursor(UInt8(ascii: "H")), alsoRead: [.tilde(1), .tilde(7)]),
            entry(.end, .cursor(UInt8(ascii: "F")), alsoRead: [.tilde(4), .tilde(8)]),
            entry(.pageUp, .tilde(5)),
            entry(.pageDown, .tilde(6)),
            entry(.insert, .tilde(2)),
            entry(.delete, .tilde(3)),
        ]
        let sentAfterF5 = [17, 18, 19, 20, 21, 23, 24]
        let functionKeys = (1...12).map { number in
            let console = (1...5).contains(number) ? [Sequence.linuxConsole(UInt8(ascii: "A") + UInt8(number - 1))] : []
            return switch number {
            case 1...4: entry(.function(number), .ss3(UInt8(ascii: "P") + UInt8(number - 1)), alsoRead: [.tilde(10 + number)] + console)
            case 5: entry(.function(5), .tilde(15), alsoRead: console)
            default: entry(.function(number), .tilde(sentAfterF5[number - 6]))
            }
        }
        return named + functionKeys
    }()

    /// The press each spelling is read as.
    private static let reading: [Sequence: KeyPress] = Dictionary(
        entries.flatMap { entry in ([entry.sent] + entry.alsoRead).map { ($0, entry.press) } }, uniquingKeysWith: { first, _ in first })

    /// The press `sequence` is read as, or nil when the table has none.
    package static func press(readFrom sequence: Sequence) -> KeyPress? {
        switch sequence {
        case .cursor(let final), .csi(let final): reading[.cursor(final)] ?? reading[.csi(final)]
        case .ss3(let final): reading[.ss3(final)] ?? reading[.cursor(final)]
        default: reading[sequence]
        }
    }

    /// The bytes a terminal sends for `press`, or nil when it has none (F13, Control with
    /// a digit, Shift or several modifiers on a key other than Tab).
    ///
    /// Cursor keys follow the program's mode (`ESC O A` in application cursor mode, else
    /// `ESC [ A`); Return is CR, or CR LF in newline mode; Control with a character is its
    /// control byte; Alt with a character is ESC, then the character.
    package static func bytes(for press: KeyPress, applicationCursorKeys: Bool, newlineMode: Bool) -> [UInt8]? {
        if let entry = entries.first(where: { $0.press == press }) {
            return bytes(of: entry.sent, applicationCursorKeys: applicationCursorKeys, newlineMode: newlineMode)
        }
        guard let character = press.key.character else { return nil }
        switch press.modifiers {
        case []: return Array(String(character).utf8)
        case .control: return controlByte(for: character).map { [$0] }
        case .option: return [0x1B] + Array(String(character).utf8)
        default: return nil
        }
    }

    private static func bytes(of sequence: Sequence, applicationCursorKeys: Bool, newlineMode: Bool) -> [UInt8] {
        let escape: UInt8 = 0x1B
        return switch sequence {
        case .bytes([0x0D]) where newlineMode: [0x0D, 0x0A]
        case .bytes(let bytes): bytes
        case .cursor(let final): [escape, UInt8(ascii: applicationCursorKeys ? "O" : "["), final]
        case .csi(let final): [escape, UInt8(ascii: "["), final]
        case .ss3(let final): [escape, UInt8(ascii: "O"), final]
        case .tilde(let number): [escape, UInt8(ascii: "[")] + Array(String(number).utf8) + [UInt8(ascii: "~")]
        case .linuxConsole(let final): [escape, UInt8(ascii: "["), UInt8(ascii: "["), final]
        }
    }

    /// The control byte Control and `character` send: letters, `@`, `[`, `\`, `]`, `^`,
    /// `_`, space, and `?` for DEL; nil for any other character.
    package static func controlByte(for character: Unicode.Scalar) -> UInt8? {
        guard character.isASCII else { return nil }
        let ascii = UInt8(character.value)
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return ascii - UInt8(ascii: "a") + 1
        case UInt8(ascii: "@")...UInt8(ascii: "_"): return ascii - UInt8(ascii: "@")
        case UInt8(ascii: " "): return 0
        case UInt8(ascii: "?"): return 0x7F
        default: return nil
        }
    }

    /// The press a control byte is read as: a named key's byte (Tab, Return, Backspace,
    /// Escape) as that key, any other as Control with a small letter, `\`, `]`, `^`, `_`
    /// or space.
    package static func press(readFromControlByte byte: UInt8) -> KeyPress? {
        if let press = press(readFrom: .bytes([byte])) { return press }
        return switch byte {
        case 0x00: .ctrl(" ")
        case 0x01...0x1A: .ctrl(Unicode.Scalar(byte + 0x60))
        case 0x1C...0x1F: .ctrl(Unicode.Scalar(byte + 0x40))
        default: nil
        }
    }
}
