/// A key pressed with modifiers held: the one name the project gives to what a person does
/// at a keyboard, whether the driver sends it to an app (`app.press(.enter)`), to a
/// program on a terminal (`terminal.press(.ctrl("c"))`), a script names it (`press
/// ctrl-c`) or a front end reads it from a terminal's bytes.
///
/// Each of those is a conversion at an edge: `versionOneKey` for the automation
/// protocol's `press`, `bytes(in:)` for a terminal, `KeyName` for scripts,
/// `TerminalInput.decode(_:)` for what a terminal sends.
public struct KeyPress: Sendable, Hashable, CustomStringConvertible {
    /// The key.
    public var key: KeyboardKey
    /// The modifiers held while it is pressed.
    public var modifiers: KeyModifiers

    /// `key` pressed with `modifiers` held.
    public init(_ key: KeyboardKey, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The key protocol version 1's `press` names, pressed without modifiers (Shift-Tab
    /// is its `backtab`).
    public init(_ key: Key) {
        switch key {
        case .backtab: self.init(.tab, modifiers: .shift)
        default: self.init(KeyboardKey(named: key.rawValue))
        }
    }

    /// This press as protocol version 1's `press` names it, or nil when that `press` has
    /// no name for it: a character, a key it lacks (space, insert, F1), or modifiers
    /// other than Shift on Tab.
    public var versionOneKey: Key? {
        if modifiers == .shift, key == .tab { return .backtab }
        guard modifiers.isEmpty, key.character == nil else { return nil }
        return Key(rawValue: key.rawValue)
    }

    /// The character typed, when this is a character pressed without modifiers.
    public var typedCharacter: Unicode.Scalar? {
        modifiers.isEmpty ? key.character : nil
    }

    /// The press as a script names it: `enter`, `pagedown`, `ctrl-c`, `ctrl-]`,
    /// `shift-tab`, `q`, `"#"` (a character other than a letter or a digit is quoted when
    /// it stands alone, where it could start a comment or a string).
    public var description: String {
        guard let character = key.character else { return modifiers.description + key.rawValue.lowercased() }
        let plain = !modifiers.isEmpty || character.properties.isAlphabetic || ("0"..."9").contains(character)
        return modifiers.description + (plain ? String(character) : String(character).quotedLiteral)
    }

    /// Return.
    public static let enter = KeyPress(.enter)
    /// Tab.
    public static let tab = KeyPress(.tab)
    /// Shift-Tab: moves focus back.
    public static let backtab = KeyPress(.tab, modifiers: .shift)
    /// Escape.
    public static let escape = KeyPress(.escape)
    /// The space bar.
    public static let space = KeyPress(.space)
    /// Backspace: deletes the character before the cursor.
    public static let backspace = KeyPress(.backspace)
    /// Delete: deletes the character after the cursor.
    public static let delete = KeyPress(.delete)
    /// Insert.
    public static let insert = KeyPress(.insert)
    /// The arrow keys.
    public static let up = KeyPress(.up), down = KeyPress(.down), left = KeyPress(.left), right = KeyPress(.right)
    /// Home and End.
    public static let home = KeyPress(.home), end = KeyPress(.end)
    /// Page Up and Page Down.
    public static let pageUp = KeyPress(.pageUp), pageDown = KeyPress(.pageDown)
    /// F10, which many programs (htop, mc) take for "quit".
    public static let f10 = KeyPress(.f10)

    /// The function key F`number`. Keys past F12 can be named but no terminal encodes
    /// them, so sending one fails naming the key.
    public static func function(_ number: Int) -> KeyPress {
        KeyPress(KeyboardKey(named: "f\(number)"))
    }

    /// `character` as typed.
    public static func character(_ character: Unicode.Scalar) -> KeyPress {
        KeyPress(KeyboardKey(character))
    }

    /// `character` with Control held: `.ctrl("c")`.
    public static func ctrl(_ character: Unicode.Scalar) -> KeyPress {
        KeyPress(KeyboardKey(character), modifiers: .control)
    }

    /// `character` with Alt (Option, Meta) held: `.alt("x")`.
    public static func alt(_ character: Unicode.Scalar) -> KeyPress {
        KeyPress(KeyboardKey(character), modifiers: .option)
    }
}
