package import ScreenModel

/// The names an app journey's `press` step gives keys: version 1's named keys (`enter`,
/// `tab`, `pagedown`), `space`, `insert`, `f1`…`f12`, one character (`a`, `/`, `"#"`),
/// each after any of the modifiers `ctrl-`, `alt-` and `shift-`: `press ctrl-s`.
package enum AppKeyName {
    /// The forms `press` takes, for help and error messages.
    package static let forms = Key.allCases.map(\.rawValue) + ["space", "insert", "f1…f12", "any single character (a, /)", "ctrl-, alt-, shift- before any of them"]

    /// The step pressing the key `name` stands for, or nil. Names other than single
    /// characters are read without regard to case (`F1`, `Ctrl-S`, `pagedown`). A key
    /// version 1 knew, without modifiers, is pressed with `press`, as before.
    package static func action(named name: String) -> Step.Action? {
        var rest = Substring(name)
        var modifiers: KeyModifiers = []
        while rest.count > 1 {
            let lowered = rest.lowercased()
            if lowered.hasPrefix("ctrl-") {
                modifiers.insert(.control); rest = rest.dropFirst(5)
            } else if lowered.hasPrefix("alt-") {
                modifiers.insert(.option); rest = rest.dropFirst(4)
            } else if lowered.hasPrefix("shift-") {
                modifiers.insert(.shift); rest = rest.dropFirst(6)
            } else {
                break
            }
        }
        guard let key = key(named: String(rest)) else { return nil }
        if modifiers.isEmpty, let old = key.namedKey { return .press(old) }
        return .typeKey(key, modifiers: modifiers)
    }

    /// The key named `name` (one character, or a name in any case), or nil.
    static func key(named name: String) -> KeyboardKey? {
        if name.unicodeScalars.count == 1, let key = KeyboardKey(rawValue: name) { return key }
        let lowered = name.lowercased()
        switch lowered {
        case "return": return .enter
        case "esc": return .escape
        default: return KeyboardKey.names.first { $0.lowercased() == lowered }.flatMap(KeyboardKey.init(rawValue:))
        }
    }

    /// The name a script writes for `key` with `modifiers`: `ctrl-s`, `f1`, `"#"`.
    package static func name(of key: KeyboardKey, modifiers: KeyModifiers) -> String {
        guard let character = key.character else { return modifiers.description + key.rawValue.lowercased() }
        let plain = character.properties.isAlphabetic || ("0"..."9").contains(character)
        return modifiers.description + (plain ? String(character) : String(character).quotedLiteral)
    }
}

extension AppKeyName {
    /// The arguments of `app.typeKey(…)` for `key` with `modifiers`: `"a"`, `.f1, modifierFlags: [.control]`.
    static func swift(_ key: KeyboardKey, _ modifiers: KeyModifiers) -> String {
        let keyText = key.character.map { String($0).quotedLiteral } ?? "." + key.rawValue
        guard !modifiers.isEmpty else { return keyText }
        let flags = [(KeyModifiers.control, ".control"), (.option, ".option"), (.shift, ".shift")].filter { modifiers.contains($0.0) }.map(\.1)
        return keyText + ", modifierFlags: [" + flags.joined(separator: ", ") + "]"
    }
}
