public import ScreenModel
public import TerminalEmulator

extension KeyPress {
    /// The bytes xterm sends for this press under `modes`, or nil when a terminal has no
    /// encoding for it (F13, Control with a digit, Shift or several modifiers on a key
    /// other than Tab).
    ///
    /// Cursor keys follow the program's mode (`ESC O A` in application cursor mode, else
    /// `ESC [ A`); Return is CR, or CR LF in newline mode; Backspace is DEL (0x7F), as
    /// xterm sends it; Shift-Tab is `ESC [ Z`; Control with a character is its control
    /// byte (letters, `@`, `[`, `\`, `]`, `^`, `_`, space, and `?` for DEL); Alt with a
    /// character is ESC, then the character.
    public func bytes(in modes: TerminalModes) -> [UInt8]? {
        let text: String? =
            switch modifiers {
            case []: key.character.map(String.init) ?? Self.namedKey(key.rawValue, in: modes)
            case .shift where key == .tab: "\u{1B}[Z"
            case .control: key.character.flatMap(Self.control).map { String(Unicode.Scalar($0)) }
            case .option: key.character.map { "\u{1B}" + String($0) }
            default: nil
            }
        return text.map { Array($0.utf8) }
    }

    private static func namedKey(_ name: String, in modes: TerminalModes) -> String? {
        let escape = "\u{1B}"
        let cursor = modes.applicationCursorKeys ? escape + "O" : escape + "["
        return switch name {
        case "enter": modes.newlineMode ? "\r\n" : "\r"
        case "tab": "\t"
        case "backspace": "\u{7F}"
        case "escape": escape
        case "space": " "
        case "up": cursor + "A"
        case "down": cursor + "B"
        case "right": cursor + "C"
        case "left": cursor + "D"
        case "home": cursor + "H"
        case "end": cursor + "F"
        case "insert": escape + "[2~"
        case "delete": escape + "[3~"
        case "pageUp": escape + "[5~"
        case "pageDown": escape + "[6~"
        case "f1": escape + "OP"
        case "f2": escape + "OQ"
        case "f3": escape + "OR"
        case "f4": escape + "OS"
        case "f5": escape + "[15~"
        case "f6": escape + "[17~"
        case "f7": escape + "[18~"
        case "f8": escape + "[19~"
        case "f9": escape + "[20~"
        case "f10": escape + "[21~"
        case "f11": escape + "[23~"
        case "f12": escape + "[24~"
        default: nil
        }
    }

    private static func control(_ character: Unicode.Scalar) -> UInt8? {
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
}
