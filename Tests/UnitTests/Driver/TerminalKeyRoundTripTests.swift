import Driver
@testable import ScreenModel
import TerminalEmulator
import Testing

@Suite("Terminal keys there and back")
struct TerminalKeyRoundTripTests {
    /// Every modifier combination, none included.
    static let modifierCombinations: [KeyModifiers] = (0...KeyModifiers.all.rawValue).map { KeyModifiers(rawValue: $0) }

    /// The modes a person's terminal is in when the front end or the recorder reads it.
    static let modes: [TerminalModes] = [false, true].map { applicationCursorKeys in
        var modes = TerminalModes()
        modes.applicationCursorKeys = applicationCursorKeys
        return modes
    }

    /// The characters typed with each modifier: every printable ASCII character, and some beyond.
    static let characters: [Unicode.Scalar] = (0x20...0x7E).compactMap(Unicode.Scalar.init) + ["é", "日", "😀"]

    /// The presses whose bytes are another key's: Space is the character it types; Control
    /// with a capital is Control with the small letter; these Control characters are
    /// Backspace, Tab, Enter or Escape.
    static func reading(of press: KeyPress) -> KeyPress {
        if press == .space { return .character(" ") }
        guard press.modifiers == .control, let character = press.key.character else { return press }
        let small = Unicode.Scalar(String(character).lowercased()) ?? character
        return switch small {
        case "h", "?": .backspace
        case "i": .tab
        case "j", "m": .enter
        case "[": .escape
        case "@": .ctrl(" ")
        default: .ctrl(small)
        }
    }

    @Test("every named key, with every modifier combination a terminal can send, reads back as itself (Space as the character)", arguments: modes)
    func namedKeys(modes: TerminalModes) {
        let presses = KeyboardKey.names.sorted().flatMap { name in
            Self.modifierCombinations.map { KeyPress(KeyboardKey(rawValue: name)!, modifiers: $0) }
        }

        let sent = presses.compactMap { press in press.bytes(in: modes).map { (press, $0) } }

        #expect(sent.count == KeyboardKey.names.count + 1)
        for (press, bytes) in sent {
            #expect(TerminalInput.decode(bytes) == [.key(Self.reading(of: press))], "\(press) sent as \(bytes)")
        }
    }

    @Test("every character, with every modifier combination a terminal can send, reads back as itself or the key that sends its bytes", arguments: modes)
    func characters(modes: TerminalModes) {
        let presses = Self.characters.flatMap { character in Self.modifierCombinations.map { KeyPress(KeyboardKey(character), modifiers: $0) } }

        let sent = presses.compactMap { press in press.bytes(in: modes).map { (press, $0) } }

        #expect(sent.count > Self.characters.count * 2)
        for (press, bytes) in sent {
            #expect(TerminalInput.decode(bytes) == [.key(Self.reading(of: press))], "\(press) sent as \(bytes)")
        }
    }
}
