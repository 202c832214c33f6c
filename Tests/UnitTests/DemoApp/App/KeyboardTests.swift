@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

/// What keys mean to a person at the keyboard, on the host both front ends share.
@Suite("Keyboard")
struct KeyboardTests {
    typealias Harness = ScreenLayoutTests.Harness

    private func focused(_ host: ViewHost) -> String? {
        var found: String?
        host.currentTree(generation: 1).walk { element, _, _ in
            if element.hasFocus { found = element.identifier }
            return found == nil
        }
        return found
    }

    @Test("the field typing fills has focus from the start, so the screen shows where keys go")
    func fieldHasFocusFromTheStart() throws {
        let signIn = try Harness(size: .standardTerminal, locale: .en, user: nil)
        let shop = try Harness(size: .standardTerminal, locale: .en)

        #expect(focused(signIn.host) == "emailField")
        #expect(focused(shop.host) == "searchField")
    }

    @Test(
        "a key is text wherever a field would take it, and a command only where none would",
        arguments: [
            ("sign-in", true), ("shop", true), ("cart", true), ("orders", false), ("profile", false), ("an alert over the shop", false),
        ])
    func typingTakesKeys(screen: String, takesKeys: Bool) throws {
        let harness = try Harness(size: .standardTerminal, locale: .en, user: screen == "sign-in" ? nil : Sample.user)
        switch screen {
        case "cart": harness.tabs.select(.cart)
        case "orders": harness.tabs.select(.orders)
        case "profile": harness.tabs.select(.profile)
        case "an alert over the shop": harness.model.alerts.present(.offline) {}
        default: break
        }

        #expect(harness.host.typingTakesKeys == takesKeys)
    }

    @Test("q typed on the sign-in screen goes into the email, with the rest of the address")
    func qIsText() throws {
        let harness = try Harness(size: .standardTerminal, locale: .en, user: nil)

        for character in "quinn@example.com" { harness.host.typeFromKeyboard(String(character)) }

        guard case let .login(login) = harness.model.screen else { Issue.record("not on the sign-in screen"); return }
        #expect(login.email == "quinn@example.com")
    }

    @Test("Ctrl-T focuses the selected tab, and Left and Right move along the tabs, wrapping")
    func tabBarInOneKey() throws {
        let harness = try Harness(size: .standardTerminal, locale: .en)

        harness.host.focusTabBar()
        let first = harness.host.focus
        _ = harness.host.perform(.press(.right))
        let second = harness.host.focus
        _ = harness.host.perform(.press(.left))
        _ = harness.host.perform(.press(.left))
        let wrapped = harness.host.focus

        #expect([first, second, wrapped] == ["Shop", "Cart", "Profile"])
    }

    // The screen was drawn (as a front end does at once), so the search field has focus.
    @Test("after Page Down the arrows go on from the first row in view, and the list stays where it was scrolled")
    func arrowsAfterPageDown() throws {
        let harness = try Harness(size: .standardTerminal, locale: .en)
        _ = harness.host.currentTree(generation: 0)
        _ = harness.host.perform(.press(.pageDown))
        let scrolled = harness.tabs.shop.scrollPosition

        _ = harness.host.perform(.press(.down))
        _ = harness.host.perform(.press(.down))

        let tree = harness.host.currentTree(generation: 1)
        let focusedPath = try tree.resolve(ElementLocator(query: Query(steps: [.descendants(.cell), .key(harness.host.focus ?? "")]), pick: .only)).path
        #expect(harness.host.focus == "productCell_\(scrolled.firstRow)")
        #expect(harness.tabs.shop.scrollPosition == scrolled)
        #expect(tree.isHittable(at: focusedPath))
    }

    @Test("F1 or ? shows every key over the screen, and Esc closes the list first")
    func keyHelp() throws {
        let harness = try Harness(size: .standardTerminal, locale: .en)
        harness.tabs.select(.profile)

        harness.host.toggleKeyHelp()
        let shown = harness.host.currentTree(generation: 1)
        _ = harness.host.perform(.press(.escape))
        let closed = harness.host.currentTree(generation: 2)

        let help = try shown.resolve(ElementLocator(query: Query(steps: [.descendants(.alert), .key("keyHelp")]), pick: .only))
        #expect(help.element.label == "Keys")
        #expect(help.element.children.contains { $0.identifier == "keyHelpCloseButton" })
        #expect(help.element.children.contains { $0.label.hasPrefix("Ctrl-T") && $0.label.hasSuffix("to the tab bar") })
        #expect(help.element.children.first { $0.identifier == "keyHelpCloseButton" }?.hasFocus == true)
        #expect(!ScreenRenderer.render(closed).description.contains("Keys"))
        #expect(harness.tabs.selectedTab == .profile)
    }
}
