@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

/// The protocol's `pressKey` on the kit's host: what a TerminalUI app can deliver it
/// delivers as the keyboard would, and it refuses the rest, naming the key.
@Suite("pressKey on the kit")
struct PressKeyCommandTests {
    typealias Harness = ScreenLayoutTests.Harness

    @Test("characters and the space bar go into the focused field, as typed")
    func charactersAreTyped() throws {
        let harness = try Harness(size: .standardTerminal, locale: .en, user: nil)

        let outcomes =
            ["a", "d", "a"].map { harness.host.perform(.pressKey(KeyboardKey(rawValue: $0)!, modifiers: [])) }
            + [harness.host.perform(.pressKey(.space, modifiers: []))]

        #expect(outcomes.allSatisfy { $0 == .done })
        guard case let .login(login) = harness.model.screen else { Issue.record("not on the sign-in screen"); return }
        #expect(login.email == "ada ")
    }

    @Test("a key version 1's press knew is pressed as press does: Tab and Shift-Tab move focus both ways")
    func namedKeysArePressed() throws {
        let harness = try Harness(size: .standardTerminal, locale: .en, user: nil)
        _ = harness.host.perform(.pressKey(.tab, modifiers: []))
        let first = harness.host.focus

        #expect(harness.host.perform(.pressKey(.tab, modifiers: [])) == .done)
        let second = harness.host.focus
        #expect(harness.host.perform(.pressKey(.tab, modifiers: .shift)) == .done)

        #expect(first != nil && second != first)
        #expect(harness.host.focus == first)
    }

    static let undeliverable: [(KeyboardKey, KeyModifiers)] = [
        (.f1, []), (.insert, []), ("s", .control), ("x", .option), ("a", .shift), (.enter, .control), ("\u{1}", []),
    ]

    @Test("a key or modifier the kit cannot deliver is refused with unsupported, naming it", arguments: undeliverable)
    func undeliverableKeysAreRefused(key: KeyboardKey, modifiers: KeyModifiers) throws {
        let harness = try Harness(size: .standardTerminal, locale: .en, user: nil)

        let outcome = harness.host.perform(.pressKey(key, modifiers: modifiers))

        guard case let .refused(refusal) = outcome else { Issue.record("\(modifiers)\(key) was not refused: \(outcome)"); return }
        #expect(refusal.reason == .unsupported)
        #expect(refusal.message.contains("\(modifiers)\(key)"), "\(refusal.message)")
        guard case let .login(login) = harness.model.screen else { Issue.record("not on the sign-in screen"); return }
        #expect(login.email == "")
    }
}
