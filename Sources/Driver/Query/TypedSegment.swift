import ScreenModel

/// A run of typed text, or one key a typed character stands for: XCUITest types keys
/// as characters (`XCUIKeyboardKey.delete.rawValue`, `"\r"`), and so does `typeText`.
enum TypedSegment: Sendable, Hashable {
    /// Text to insert; a line break in it submits, as the protocol's `typeText` says.
    case text(String)
    /// A key to press.
    case key(KeyPress)

    /// Whether this is a key.
    var isKey: Bool {
        if case .key = self { return true }
        return false
    }

    /// The text, when this is text.
    var text: String? {
        if case let .text(text) = self { return text }
        return nil
    }

    /// `text` cut into runs of text and the keys between them.
    static func split(_ text: String) -> [TypedSegment] {
        var segments: [TypedSegment] = []
        var run = ""
        for scalar in text.unicodeScalars {
            if let key = key(for: scalar) {
                if !run.isEmpty { segments.append(.text(run)) }
                run = ""
                segments.append(.key(key))
            } else {
                run.unicodeScalars.append(scalar)
            }
        }
        if !run.isEmpty { segments.append(.text(run)) }
        return segments
    }

    /// The key a typed character stands for: control characters, and the private-use
    /// characters Apple's keyboards give the arrows, Home, End and the Page keys.
    static func key(for scalar: Unicode.Scalar) -> KeyPress? {
        switch scalar.value {
        case 0x08, 0x7F: .backspace
        case 0x0D, 0x03: .enter
        case 0x09: .tab
        case 0x1B: .escape
        case 0xF700: .up
        case 0xF701: .down
        case 0xF702: .left
        case 0xF703: .right
        case 0xF728: .delete
        case 0xF729: .home
        case 0xF72B: .end
        case 0xF72C: .pageUp
        case 0xF72D: .pageDown
        default: nil
        }
    }
}

extension KeyboardKey {
    /// The key a typed character stands for, as XCUITest types keys: `"\r"`, `"\u{F700}"`
    /// (`XCUIKeyboardKey.upArrow`), or any other single character as itself; nil for text
    /// of more than one character.
    package init?(typed text: String) {
        guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else { return nil }
        self = TypedSegment.key(for: scalar)?.key ?? (scalar == " " ? .space : KeyboardKey(scalar))
    }
}
