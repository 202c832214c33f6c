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

    private init(named name: String) {
        rawValue = name
    }

    /// The character the key types, or nil for a named key.
    public var character: Unicode.Scalar? {
        KeyboardKey.names.contains(rawValue) ? nil : rawValue.unicodeScalars.first
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

    /// Every named key, as the protocol spells it (docs/protocol.md §7.3).
    public static let names: Set<String> = Set(
        [
            "enter", "tab", "escape", "space", "backspace", "delete", "insert", "up", "down", "left", "right",
            "home", "end", "pageUp", "pageDown",
        ] + (1...12).map { "f\($0)" })

    /// This key as `press` names it (the keys of protocol version 1), if it is one of them.
    public var namedKey: Key? {
        switch rawValue {
        case "pageUp": .pageUp
        case "pageDown": .pageDown
        default: character == nil ? Key(rawValue: rawValue) : nil
        }
    }
}

/// The modifier keys held while a key is pressed; the names follow XCUITest's
/// `XCUIElement.KeyModifierFlags`.
public struct KeyModifiers: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The raw bits, as the protocol sends them (bit 0 shift, bit 1 control, bit 2 option).
    public let rawValue: UInt8
    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Control.
    public static let control = KeyModifiers(rawValue: 2)
    /// Option (Alt, Meta).
    public static let option = KeyModifiers(rawValue: 4)
    /// Every modifier the protocol knows.
    public static let all: KeyModifiers = [.shift, .control, .option]

    /// `ctrl-alt-shift-`: the modifiers as a prefix of a key's name in scripts and messages.
    public var description: String {
        (contains(.control) ? "ctrl-" : "") + (contains(.option) ? "alt-" : "") + (contains(.shift) ? "shift-" : "")
    }
}
