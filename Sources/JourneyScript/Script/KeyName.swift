import Driver
package import ScreenModel
import TerminalEmulator

/// The names scripts give keys, in app and program journeys alike: `enter`, `pagedown`,
/// `f10`, one character (`q`, `/`, `"#"`), each after any of the modifiers `ctrl-`,
/// `alt-` and `shift-`: `press ctrl-s`. One parser and one printer for both kinds of
/// journey; each kind then takes what it can deliver.
package enum KeyName {
    /// The named keys as scripts list them, from the table of a terminal's key bytes
    /// (`TerminalKeyBytes`): `enter`, `tab`, `backtab`, …, `pagedown`, `insert`, `delete`.
    package static let names: [String] = TerminalKeyBytes.entries.map(\.press).filter { $0.key.character == nil && !functionKeys.contains($0) }.map {
        $0 == .backtab ? "backtab" : $0.description
    }

    /// The function keys the table has, F1 first.
    package static let functionKeys: [KeyPress] = TerminalKeyBytes.entries.map(\.press).filter { $0.key.rawValue.hasPrefix("f") && $0.key.character == nil }

    /// The function keys as help lists them: `f1…f12`.
    package static let functionKeyRange = "\(functionKeys.first?.description ?? "")…\(functionKeys.last?.description ?? "")"

    /// The forms an app journey's `press` takes, for help and error messages.
    package static let appForms = names + [functionKeyRange, "any single character (a, /)", "ctrl-, alt-, shift- before any of them"]

    /// The forms a program journey's `press` takes, for help and error messages.
    package static let programForms = names + [functionKeyRange, "ctrl-a…ctrl-z", "alt-x", "any single character (q, /)"]

    /// Every name a key has, for suggestions: the named keys, the function keys and the
    /// other spellings.
    package static var suggestions: [String] {
        names + functionKeys.map(\.description) + ["return", "esc", "shift-tab"]
    }

    /// The press `name` stands for, or nil. Modifiers come first, in any order; names
    /// other than single characters are read without regard to case (`F1`, `Ctrl-S`,
    /// `pagedown`); `return`, `esc` and `backtab` are Enter, Escape and Shift-Tab.
    package static func press(named name: String) -> KeyPress? {
        var rest = Substring(name)
        var modifiers: KeyModifiers = []
        while rest.unicodeScalars.count > 1 {
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
        if rest.unicodeScalars.count == 1, let character = rest.unicodeScalars.first {
            return KeyPress(KeyboardKey(character), modifiers: modifiers)
        }
        switch rest.lowercased() {
        case "return": return KeyPress(.enter, modifiers: modifiers)
        case "esc": return KeyPress(.escape, modifiers: modifiers)
        case "backtab": return KeyPress(.tab, modifiers: modifiers.union(.shift))
        case let lowered:
            let key = KeyboardKey.names.first { $0.lowercased() == lowered }.flatMap(KeyboardKey.init(rawValue:))
            return key.map { KeyPress($0, modifiers: modifiers) }
        }
    }

    /// The step an app journey's `press name` stands for, or nil. A key protocol version
    /// 1 knew, without modifiers, is pressed with `press`, as before; any other with
    /// `typeKey`.
    package static func appAction(named name: String) -> Step.Action? {
        press(named: name).map(appAction)
    }

    /// The step an app journey's `press` of `press` is.
    package static func appAction(for press: KeyPress) -> Step.Action {
        if press.modifiers.isEmpty, let named = press.versionOneKey { return .press(named) }
        return .typeKey(press.key, modifiers: press.modifiers)
    }

    /// The press a program journey's `press name` stands for, or nil when a terminal has
    /// no encoding for it (`ctrl-1`, `shift-a`, `f13`).
    package static func terminalPress(named name: String) -> KeyPress? {
        press(named: name).flatMap { $0.bytes(in: TerminalModes()) == nil ? nil : $0 }
    }
}

extension KeyName {
    /// The arguments of `app.typeKey(…)` for `key` with `modifiers`: `"a"`, `.f1, modifierFlags: [.control]`.
    static func swift(_ key: KeyboardKey, _ modifiers: KeyModifiers) -> String {
        let keyText = key.character.map { String($0).quotedLiteral } ?? "." + key.rawValue
        guard !modifiers.isEmpty else { return keyText }
        let flags = [(KeyModifiers.control, ".control"), (.option, ".option"), (.shift, ".shift")].filter { modifiers.contains($0.0) }.map(\.1)
        return keyText + ", modifierFlags: [" + flags.joined(separator: ", ") + "]"
    }
}
