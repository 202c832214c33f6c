package import Driver
import TerminalEmulator

/// The names a program journey's `press` step gives keys: `enter`, `down`, `pagedown`,
/// `f10`, `ctrl-c`, `alt-x`, or one character (`q`, `/`) pressed as typed.
package enum ProgramKeyName {
    /// The named keys, as a script writes them.
    static let named: [(String, Terminal.Key)] = [
        ("enter", .enter), ("tab", .tab), ("backtab", .backtab), ("backspace", .backspace), ("escape", .escape),
        ("space", .space), ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("home", .home),
        ("end", .end), ("pageup", .pageUp), ("pagedown", .pageDown), ("insert", .insert), ("delete", .delete),
    ]

    /// The forms `press` takes, for help and error messages.
    package static let forms = named.map(\.0) + ["f1…f12", "ctrl-a…ctrl-z", "alt-x", "any single character (q, /)"]

    /// Every name a key has, for suggestions: the named keys and the function keys.
    static var suggestions: [String] {
        named.map(\.0) + (1...12).map { "f\($0)" } + ["return", "esc", "shift-tab"]
    }

    /// The key `name` stands for, or nil. Names other than single characters are read
    /// without regard to case (`F10`, `Ctrl-C`, `pageDown`).
    package static func key(named name: String) -> Terminal.Key? {
        if name.count == 1, let character = name.first { return .character(character) }
        let lowered = name.lowercased()
        if let key = named.first(where: { $0.0 == lowered })?.1 { return key }
        switch lowered {
        case "return": return .enter
        case "esc": return .escape
        case "shift-tab": return .backtab
        default: break
        }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number), !lowered.dropFirst().hasPrefix("0") {
            return .function(number)
        }
        for prefix in ["ctrl-", "alt-"] where lowered.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard rest.count == 1, let character = rest.first else { return nil }
            if prefix == "alt-" { return .alt(character) }
            let key = Terminal.Key.ctrl(character)
            return key.bytes(in: TerminalModes()) == nil ? nil : key
        }
        return nil
    }

    /// The name a script writes for `key`: `enter`, `f10`, `ctrl-c`, `q`.
    package static func name(of key: Terminal.Key) -> String {
        if let name = named.first(where: { $0.1 == key })?.0 { return name }
        switch key {
        case let .function(number): return "f\(number)"
        case let .ctrl(character): return "ctrl-\(character)"
        case let .alt(character): return "alt-\(character)"
        case let .character(character): return String(character)
        default: return key.description
        }
    }
}
