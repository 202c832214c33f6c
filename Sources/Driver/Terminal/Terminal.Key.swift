public import TerminalEmulator

extension Terminal {
    /// A key on the keyboard, sent as the bytes a terminal sends for it: cursor keys
    /// follow the program's mode (`ESC O A` in application cursor mode, else `ESC [ A`).
    public enum Key: Sendable, Hashable, CustomStringConvertible {
        /// Return: CR (CR LF in newline mode).
        case enter
        /// Tab.
        case tab
        /// Shift-Tab (`ESC [ Z`).
        case backtab
        /// Backspace: DEL (0x7F), as xterm sends it.
        case backspace
        /// Escape.
        case escape
        /// The space bar.
        case space
        /// Cursor up.
        case up
        /// Cursor down.
        case down
        /// Cursor left.
        case left
        /// Cursor right.
        case right
        /// Home.
        case home
        /// End.
        case end
        /// Page Up.
        case pageUp
        /// Page Down.
        case pageDown
        /// Insert.
        case insert
        /// Delete (forward).
        case delete
        /// F1 to F12.
        case function(Int)
        /// A character with Control held: `.ctrl("c")` is 0x03. Letters, `@`, `[`, `\`,
        /// `]`, `^`, `_`, space and `?` (DEL) have control forms.
        case ctrl(Character)
        /// A character with Alt (Meta) held: ESC, then the character.
        case alt(Character)
        /// A character as typed.
        case character(Character)

        /// F10, which many programs (htop, mc) take for "quit".
        public static let f10 = Key.function(10)

        /// `enter`, `ctrl("c")`, `F10`, `alt("x")`.
        public var description: String {
            switch self {
            case let .function(number): "F\(number)"
            case let .ctrl(character): "ctrl(\"\(character)\")"
            case let .alt(character): "alt(\"\(character)\")"
            case let .character(character): "\"\(character)\""
            case .enter: "enter"
            case .tab: "tab"
            case .backtab: "backtab"
            case .backspace: "backspace"
            case .escape: "escape"
            case .space: "space"
            case .up: "up"
            case .down: "down"
            case .left: "left"
            case .right: "right"
            case .home: "home"
            case .end: "end"
            case .pageUp: "pageUp"
            case .pageDown: "pageDown"
            case .insert: "insert"
            case .delete: "delete"
            }
        }

        /// The bytes xterm sends for the key under `modes`, or nil for a key it has no
        /// encoding for (a function key beyond F12, a control form of a digit).
        public func bytes(in modes: TerminalModes) -> [UInt8]? {
            let escape = "\u{1B}"
            let cursor = modes.applicationCursorKeys ? escape + "O" : escape + "["
            let text: String? =
                switch self {
                case .enter: modes.newlineMode ? "\r\n" : "\r"
                case .tab: "\t"
                case .backtab: escape + "[Z"
                case .backspace: "\u{7F}"
                case .escape: escape
                case .space: " "
                case .up: cursor + "A"
                case .down: cursor + "B"
                case .right: cursor + "C"
                case .left: cursor + "D"
                case .home: cursor + "H"
                case .end: cursor + "F"
                case .insert: escape + "[2~"
                case .delete: escape + "[3~"
                case .pageUp: escape + "[5~"
                case .pageDown: escape + "[6~"
                case let .function(number): Key.functionKey(number).map { escape + $0 }
                case let .ctrl(character): Key.control(character).map { String(Unicode.Scalar($0)) }
                case let .alt(character): escape + String(character)
                case let .character(character): String(character)
                }
            return text.map { Array($0.utf8) }
        }

        private static func functionKey(_ number: Int) -> String? {
            switch number {
            case 1: "OP"
            case 2: "OQ"
            case 3: "OR"
            case 4: "OS"
            case 5: "[15~"
            case 6: "[17~"
            case 7: "[18~"
            case 8: "[19~"
            case 9: "[20~"
            case 10: "[21~"
            case 11: "[23~"
            case 12: "[24~"
            default: nil
            }
        }

        private static func control(_ character: Character) -> UInt8? {
            guard let ascii = character.asciiValue else { return nil }
            switch ascii {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): return ascii - UInt8(ascii: "a") + 1
            case UInt8(ascii: "@")...UInt8(ascii: "_"): return ascii - UInt8(ascii: "@")
            case UInt8(ascii: " "): return 0
            case UInt8(ascii: "?"): return 0x7F
            default: return nil
            }
        }
    }
}
