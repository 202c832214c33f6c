import Foundation
import ScreenModel
import Testing

/// The Textual adapter's copy of a terminal's key bytes (`KEY_BYTES` in
/// `Adapters/Textual/src/journey_textual/real_terminal.py`, what it writes into a real
/// terminal for a key Textual names without a character) follows `TerminalKeyBytes`.
@Suite("The Textual adapter's terminal key bytes follow the table of a terminal's key bytes")
struct TextualKeyBytesTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The adapter's table as written in its source: Textual's key name, and the bytes.
    static func adapterTable() -> [String: [UInt8]] {
        let source = (try? String(contentsOf: root.appendingPathComponent("Adapters/Textual/src/journey_textual/real_terminal.py"), encoding: .utf8)) ?? ""
        let body = source.components(separatedBy: "KEY_BYTES = {").dropFirst().first?.components(separatedBy: "}").first ?? ""
        let strings = body.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
            String($0.element).replacingOccurrences(of: "\\x1b", with: "\u{1B}")
        }
        return Dictionary(stride(from: 0, to: strings.count - 1, by: 2).map { (strings[$0], Array(strings[$0 + 1].utf8)) }) { first, _ in first }
    }

    /// Textual's name for a press the table sends as an escape sequence.
    static func textualName(of press: KeyPress) -> String {
        press == .backtab ? "shift+tab" : press.key.rawValue.lowercased()
    }

    @Test("every key a terminal sends as an escape sequence has the same bytes in the adapter's table, and no other key is there")
    func adapterTableMatches() {
        let expected = Dictionary(
            uniqueKeysWithValues: TerminalKeyBytes.entries.compactMap { entry -> (String, [UInt8])? in
                guard let bytes = TerminalKeyBytes.bytes(for: entry.press, applicationCursorKeys: false, newlineMode: false),
                    bytes.first == 0x1B, bytes.count > 1
                else { return nil }
                return (Self.textualName(of: entry.press), bytes)
            })

        let table = Self.adapterTable()

        #expect(expected.count == 23, "the named keys sent as sequences: \(expected.keys.sorted())")
        #expect(table == expected)
    }
}
