public import ScreenModel

/// Something a person did at the keyboard.
public enum KeyEvent: Equatable, Sendable {
    /// A printable character.
    case character(Character)
    /// A named key.
    case key(Key)
    /// A letter typed with Ctrl held (lowercase): Ctrl-C is `.control("c")`.
    case control(Character)
    /// A function key: F1 is `.function(1)`.
    case function(Int)
}

/// Turns the bytes a terminal sends in raw mode into key events.
public enum KeyDecoder {
    /// The key events in `bytes` as a terminal sends them (escape sequences, control
    /// keys, UTF-8 characters); bytes it does not understand, and mouse reports, are
    /// skipped.
    public static func decode(_ bytes: [UInt8]) -> [KeyEvent] {
        TerminalInput.decode(bytes).compactMap { input in
            switch input {
            case let .character(character): .character(character)
            case let .key(key): .key(key)
            case let .control(character): .control(character)
            case let .function(number): .function(number)
            case .click: nil
            }
        }
    }
}
