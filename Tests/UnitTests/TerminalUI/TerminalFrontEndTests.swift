@testable import AppAutomation
@testable import DemoApp
import Foundation
import ScreenModel
import SystemLayer
import TerminalEmulator
@testable import TerminalUI
import Testing

/// The demo app in a real (pseudo-)terminal, as a person uses it: keys in, and the
/// screen the terminal shows now read back, cursor included.
@Suite("Terminal front end")
struct TerminalFrontEndTests {
    /// Ctrl-C, Ctrl-T, F1 (as xterm sends it), Page Down and the arrows, as bytes.
    enum Keys {
        static let controlC = "\u{03}"
        static let controlT = "\u{14}"
        static let f1 = "\u{1B}OP"
        static let escape = "\u{1B}"
        static let pageDown = "\u{1B}[6~"
        static let down = "\u{1B}[B"
        static let right = "\u{1B}[C"
    }

    @Test("in an 80x24 terminal, typed credentials and Enter go from the sign-in screen to the shop, and Ctrl-C quits")
    func signInFromTheKeyboard() async throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting"], size: .standardTerminal)
        try await terminal.waitForText("Continue as Guest")

        terminal.type("user@example.com\tsecurePass1\r")
        let shop = try await terminal.waitForScreen("the shop") { $0.shows("Running Shoes") }
        terminal.type(Keys.controlC)

        // The screen as the terminal shows it: the shop replaced the sign-in screen.
        #expect(shop.shows("35 products"))
        #expect(!shop.shows("Continue as Guest"))

        #expect(await terminal.waitForExit() == .exited(0))
    }

    @Test("an email with a q arrives whole on the sign-in screen: q quits only where no field takes it")
    func qIsTextWhereAFieldTakesIt() async throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting", "--reset-state"], size: .standardTerminal)
        try await terminal.waitForText("Continue as Guest")

        terminal.type("quinn@example.com")
        let signIn = try await terminal.waitForScreen("the whole email") { $0.shows("Email [quinn@example.com") && $0.lines.last?.isEmpty == false }
        // The orders tab of a guest holds no field: there q quits.
        terminal.type("\t\t\r")
        try await terminal.waitForText("Search [")
        terminal.type(Keys.controlT + Keys.right + Keys.right + "\r")
        let orders = try await terminal.waitForScreen("the orders tab, drawn whole") { $0.shows("Sign in to see your orders.") && $0.lines.last?.contains("quit") == true }
        terminal.type("q")

        #expect(signIn.lines.last?.hasSuffix("F1 keys  ^C quit") == true)
        #expect(orders.lines.last?.hasSuffix("? keys  q quit") == true)
        #expect(await terminal.waitForExit() == .exited(0))
    }

    @Test("every screen's last row shows the keys that work there")
    func keyLegend() async throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting", "--reset-state", "--mock-logged-in-user"], size: .standardTerminal)

        let shop = try await terminal.waitForScreen("the shop, drawn whole") { $0.shows("35 products") && $0.lines.last?.isEmpty == false }
        terminal.type(Keys.controlT + Keys.right + Keys.right + Keys.right + "\r")
        let profile = try await terminal.waitForScreen("the profile, drawn whole") { $0.shows("Sign Out") && $0.lines.last?.contains("? keys") == true }

        #expect(shop.lines.last == " Tab next  Enter select  ^T tabs  F1 keys  ^C quit")
        #expect(profile.lines.last == " Tab next  Enter select  ^T tabs  ? keys  q quit")
    }

    @Test("F1 (or ? where no field takes it) lists every key, and Esc closes the list")
    func keyHelp() async throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting", "--reset-state"], size: .standardTerminal)
        try await terminal.waitForText("Continue as Guest")

        terminal.type(Keys.f1)
        let help = try await terminal.waitForScreen("the list of keys, drawn whole") { $0.shows("┌ Keys ") && $0.shows("[ Close ]") }
        terminal.type(Keys.escape)
        try await terminal.waitForScreen("the list of keys closing") { !$0.shows("┌ Keys ") }
        terminal.type("?")
        let typed = try await terminal.waitForText("Email [?")

        #expect(help.shows("Ctrl-T          to the tab bar"))
        #expect(help.shows("q, Ctrl-C       quit"))
        #expect(!typed.shows("┌ Keys "))
    }

    @Test("the focused field shows the terminal's cursor where typing lands")
    func cursorInFocusedField() async throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting", "--reset-state"], size: .standardTerminal)

        let empty = try await terminal.waitForScreen("the cursor in the email field") { $0.cursorIsVisible && $0.shows("Continue as Guest") }
        terminal.type("ada")
        let typed = try await terminal.waitForScreen("the cursor after 'ada'") { $0.textBeforeCursor.hasSuffix("Email [ada") }

        #expect(empty.textBeforeCursor == "             Email [")
        #expect(typed.cursorIsVisible)
        #expect(typed.cursor.y == empty.cursor.y && typed.cursor.x == empty.cursor.x + 3)
    }

    @Test("after Page Down, the arrow keys move among the rows in view instead of jumping back to the top")
    func arrowsKeepScrollPosition() async throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting", "--reset-state", "--mock-logged-in-user"], size: .standardTerminal)
        try await terminal.waitForText("Canvas Tote Bag")

        terminal.type(Keys.pageDown)
        let scrolled = try await terminal.waitForScreen("a page down") { !$0.shows("Canvas Tote Bag") && $0.shows("35 products") }
        let firstInView = try #require(scrolled.row(containing: "35 products").map { scrolled.lines[$0 + 1] })
        let name = String(firstInView.drop { $0 == " " }.prefix { $0 != "€" }).trimmingCharacters(in: " ")
        // Focus is in the search field: the first arrow reaches the Search button, the second the list.
        terminal.type(Keys.down + Keys.down + "\r")
        let opened = try await terminal.waitForText("Add to Cart")

        #expect(!name.isEmpty)
        #expect(opened.lines.first?.contains(name) == true, "\(opened)")
    }

    @Test("Ctrl-T reaches the tab bar in one key, and the arrows move along it")
    func tabBarInOneKey() async throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting", "--reset-state", "--mock-cart-with-item"], size: .standardTerminal)
        try await terminal.waitForText("35 products")

        terminal.type(Keys.controlT + Keys.right + "\r")
        let cart = try await terminal.waitForText("[>Cart<]")

        #expect(cart.shows("Promo code"))
    }

    @Test("a terminal smaller than the app's minimum says so, and enlarging it brings the app back")
    func tooSmallTerminal() async throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting", "--reset-state"], size: Size(width: 30, height: 8))

        let small = try await terminal.waitForText("30×8")
        terminal.resize(to: .standardTerminal)
        try await terminal.waitForText("Continue as Guest")

        #expect(small.lines.joined(separator: " ").hasPrefix("The terminal is 30×8; the shop needs at least 20×10. Enlarge the window."))
    }

    @Test("a resized terminal is redrawn at its new size")
    func redrawsOnResize() async throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting", "--mock-catalog"], size: Size(width: 80, height: 24))
        try await terminal.waitForText("Trail Running Shoes")

        terminal.resize(to: Size(width: 120, height: 40))

        // Only a 40-row screen has room for the 30th product without scrolling.
        try await terminal.waitForText("Picnic Blanket")
    }
}
