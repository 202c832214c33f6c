/// A key on the keyboard as the automation protocol names it (§7.3): one character as
/// typed (`"a"`, `"A"`, `"/"`) or a named key (`.enter`, `.space`, `.f1`).
///
/// A string literal of one character is a key: `app.typeKey("a")`.
public struct KeyboardKey: RawRepresentable, Sendable, Hashable, CustomStringConvertible, ExpressibleByUnicodeScalarLiteral {
    /// The key as the protocol spells it: the character itself, or the key's name.
    public let rawValue: String

    /// The key spelled `rawValue`, or nil when it is neither one character (one Unicode
    /// scalar) nor a name in `KeyboardKey.names`.
    public init?(rawValue: String) {
        guard KeyboardKey.names.contains(rawValue) || rawValue.unicodeScalars.count == 1 else { return nil }
        self.rawValue = rawValue
    }

    /// The key that types `character`.
    public init(_ character: Unicode.Scalar) {
        rawValue = String(character)
    }

    /// The key that types the one-character literal: `"a"`.
    public init(unicodeScalarLiteral character: Unicode.Scalar) {
        self.init(character)
    }

    /// The key named `name`, which the caller has checked; `KeyPress.function(_:)` also
    /// names function keys past F12, which no terminal encodes.
    init(named name: String) {
        rawValue = name
    }

    /// The character the key types, or nil for a named key.
    public var character: Unicode.Scalar? {
        rawValue.unicodeScalars.count == 1 ? rawValue.unicodeScalars.first : nil
    }

    /// `"a"` for a character, `enter` for a named key.
    public var description: String {
        character == nil ? rawValue : "\"\(rawValue)\""
    }

    /// Return.
    public static let enter = KeyboardKey(named: "enter")
    /// Tab.
    public static let tab = KeyboardKey(named: "tab")
    /// Escape.
    public static let escape = KeyboardKey(named: "escape")
    /// The space bar.
    public static let space = KeyboardKey(named: "space")
    /// Backspace: deletes the character before the cursor.
    public static let backspace = KeyboardKey(named: "backspace")
    /// Delete: deletes the character after the cursor.
    public static let delete = KeyboardKey(named: "delete")
    /// Insert.
    public static let insert = KeyboardKey(named: "insert")
    /// The arrow keys.
    public static let up = KeyboardKey(named: "up"), down = KeyboardKey(named: "down"),
        left = KeyboardKey(named: "left"), right = KeyboardKey(named: "right")
    /// Home and End.
    public static let home = KeyboardKey(named: "home"), end = KeyboardKey(named: "end")
    /// Page Up and Page Down.
    public static let pageUp = KeyboardKey(named: "pageUp"), pageDown = KeyboardKey(named: "pageDown")
    /// The function keys F1 to F12.
    public static let f1 = KeyboardKey(named: "f1"), f2 = KeyboardKey(named: "f2"), f3 = KeyboardKey(named: "f3"),
        f4 = KeyboardKey(named: "f4"), f5 = KeyboardKey(named: "f5"), f6 = KeyboardKey(named: "f6"),
        f7 = KeyboardKey(named: "f7"), f8 = KeyboardKey(named: "f8"), f9 = KeyboardKey(named: "f9"),
        f10 = KeyboardKey(named: "f10"), f11 = KeyboardKey(named: "f11"), f12 = KeyboardKey(named: "f12")

    /// Every named key, as the protocol spells it (docs/protocol.md §7.3): the keys of
    /// the table of a terminal's key bytes (`TerminalKeyBytes`).
    public static let names: Set<String> = Set(TerminalKeyBytes.entries.map(\.press).filter { $0.modifiers.isEmpty }.map(\.key.rawValue))
}
