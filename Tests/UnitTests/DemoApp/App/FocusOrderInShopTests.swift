@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

/// Tab and Shift-Tab on the shop's own screens, as a person at the keyboard meets them.
@Suite("Focus order both ways in the shop")
struct FocusOrderInShopTests {
    typealias Harness = ScreenLayoutTests.Harness

    /// Where focus is after each of `count` presses of `key`, the screen drawn between
    /// presses as a front end draws it.
    static func stops(_ harness: Harness, _ key: Key, count: Int) -> [String?] {
        (0..<count).map { _ in
            _ = harness.host.perform(.press(key))
            _ = harness.host.currentScreen()
            return harness.host.focus
        }
    }

    @Test("on the sign-in screen Tab goes email, password, guest and wraps, passing the disabled Log In")
    func signInForward() throws {
        let harness = try Harness(size: .standardTerminal, locale: .en, user: nil)
        _ = harness.host.currentScreen()
        #expect(harness.host.focus == "emailField")

        let stops = Self.stops(harness, .tab, count: 4)

        #expect(stops == ["passwordField", "guestButton", "emailField", "passwordField"])
    }

    @Test("on the sign-in screen Shift-Tab goes the other way round, wrapping from email to guest")
    func signInBackward() throws {
        let harness = try Harness(size: .standardTerminal, locale: .en, user: nil)
        _ = harness.host.currentScreen()

        let stops = Self.stops(harness, .backtab, count: 4)

        #expect(stops == ["guestButton", "passwordField", "emailField", "guestButton"])
    }

    @Test("once both fields are filled Log In joins the order between password and guest, both ways")
    func enabledLogInJoins() throws {
        let harness = try Harness(size: .standardTerminal, locale: .en, user: nil)
        guard case let .login(login) = harness.model.screen else { Issue.record("not on the sign-in screen"); return }
        login.editEmail(.insert("user@example.com"))
        login.editPassword(.insert("secret"))
        _ = harness.host.currentScreen()

        let forward = Self.stops(harness, .tab, count: 4)
        let backward = Self.stops(harness, .backtab, count: 4)

        #expect(forward == ["passwordField", "loginButton", "guestButton", "emailField"])
        #expect(backward == ["guestButton", "loginButton", "passwordField", "emailField"])
    }

    @Test("while an alert shows over the shop, Tab and Shift-Tab stay on its buttons")
    func alertHoldsFocus() throws {
        let harness = try Harness(size: .standardTerminal, locale: .en)
        harness.model.alerts.present(.offline) {}
        let alert = try #require(harness.host.currentScreen().first { $0.elementType == .alert })
        let buttons = Set(alert.all.filter { $0.elementType == .button }.map(\.identifier))

        let stops = Self.stops(harness, .tab, count: 3) + Self.stops(harness, .backtab, count: 3)

        #expect(!buttons.isEmpty)
        #expect(stops.allSatisfy { $0.map(buttons.contains) ?? false }, "\(stops) left the alert's \(buttons)")
    }
}

extension ElementSnapshot {
    /// This element and every one below it, in drawing order.
    fileprivate var all: [ElementSnapshot] { [self] + children.flatMap(\.all) }

    /// The first element, in drawing order, that satisfies `predicate`.
    fileprivate func first(where predicate: (ElementSnapshot) -> Bool) -> ElementSnapshot? {
        all.first(where: predicate)
    }
}
