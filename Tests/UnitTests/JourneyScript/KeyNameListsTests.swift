import Foundation
@testable import JourneyScript
import ScreenModel
import Testing

@Suite("Key name lists outside Swift follow the table of a terminal's key bytes")
struct KeyNameListsTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of `path` under the package's root, or "" when it cannot be read.
    static func text(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The words in backticks in the paragraph of `text` that holds `marker`.
    static func backticked(in text: String, paragraphWith marker: String) -> Set<String> {
        let paragraph = text.components(separatedBy: "\n\n").first { $0.contains(marker) } ?? ""
        return Set(paragraph.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
    }

    /// The words a list of keys holds: every name, and the first and last function keys.
    static func expected(names: [String]) -> Set<String> {
        let functionKeys = TerminalKeyBytes.entries.map(\.press.key.rawValue).filter { $0.hasPrefix("f") && $0.count > 1 }
        return Set(names + [functionKeys.first!, functionKeys.last!])
    }

    @Test("the Textual adapter's pressKey names are the protocol's named keys")
    func textualAdapterNames() {
        let source = Self.text("Adapters/Textual/src/journey_textual/wire.py")
        let statement = source.components(separatedBy: "KEY_NAMES = frozenset(").dropFirst().first?.components(separatedBy: ")").first ?? ""

        let names = statement.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }

        #expect(Set(names) == KeyboardKey.names)
        #expect(names.count == KeyboardKey.names.count)
    }

    @Test("the Textual oracle's list of a script's named keys is the parser's")
    func textualOracleNames() {
        let source = Self.text("Scripts/textual_oracle/keys.py")
        let statement = source.components(separatedBy: "JOURNEY_KEY_NAMES = frozenset([").dropFirst().first?.components(separatedBy: "])").first ?? ""

        let names = statement.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }

        #expect(Set(names) == Set(KeyName.names + KeyName.functionKeys.map(\.description)))
        #expect(names.count == Set(names).count)
    }

    @Test(
        "each document's list of a script's key names holds every named key",
        arguments: [
            ("docs/journey-command.md", "A key for `press`"), ("docs/terminal-programs.md", "| `press KEY` |"),
            ("docs/agents.md", "`press` takes a key as a journey's `press` step names it"),
        ])
    func scriptKeysInDocuments(path: String, marker: String) {
        let words = Self.backticked(in: Self.text(path), paragraphWith: marker)

        let missing = Self.expected(names: KeyName.names).subtracting(words)

        #expect(missing.isEmpty, "\(path) does not list \(missing.sorted())")
    }

    @Test("the protocol's list of pressKey's named keys holds every named key")
    func protocolKeys() {
        let words = Self.backticked(in: Self.text("docs/protocol.md"), paragraphWith: "| key | `string` | **one character**")

        let named = KeyboardKey.names.filter { KeyboardKey(rawValue: $0).map { !KeyName.functionKeys.contains(KeyPress($0)) } ?? true }

        let missing = Self.expected(names: Array(named)).subtracting(words)

        #expect(missing.isEmpty, "docs/protocol.md does not list \(missing.sorted())")
    }

    @Test("a key name list's test fails when a name is missing")
    func missingNameIsFound() {
        let words = Self.backticked(in: "Keys: `enter`, `tab`.\n\nOther: `up`.", paragraphWith: "Keys:")

        #expect(words == ["enter", "tab"])
        #expect(!Self.expected(names: KeyName.names).subtracting(words).isEmpty)
    }
}
