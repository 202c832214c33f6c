import Foundation
import ScreenModel
import Testing

@Suite("Terminal front end")
struct TerminalFrontEndTests {
    @Test("in an 80x24 terminal, typed credentials and Enter go from the sign-in screen to the shop, and q quits")
    func signInFromTheKeyboard() throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting"], size: .standardTerminal)
        try terminal.waitForText("Continue as Guest")
        let drawnBeforeSignIn = terminal.text.utf8.count

        terminal.type("user@example.com\tsecurePass1\r")
        try terminal.waitForText("Running Shoes")
        try terminal.waitForText("35 products")
        // Only what was drawn after the keys: the shop replaced the sign-in screen.
        let drawnSince = String(decoding: terminal.text.utf8.dropFirst(drawnBeforeSignIn), as: UTF8.self)
        terminal.type("q")

        // Once the shop has shown its products, the sign-in screen is never drawn again.
        let shopShown = drawnSince.components(separatedBy: "35 products")
        #expect(shopShown.count > 1, "the shop's product count was not drawn after the keys")
        #expect(!(shopShown.last ?? "").contains("Continue as Guest"))
        #expect(terminal.waitForExit() == 0)
    }

    @Test("a resized terminal is redrawn at its new size")
    func redrawsOnResize() throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting", "--mock-catalog"], size: Size(width: 80, height: 24))
        try terminal.waitForText("Trail Running Shoes")

        terminal.resize(to: Size(width: 120, height: 40))

        // Only a 40-row screen has room for the 30th product without scrolling.
        try terminal.waitForText("Picnic Blanket")
    }
}
