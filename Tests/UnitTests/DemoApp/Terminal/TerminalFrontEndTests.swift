import ScreenModel
import Testing

@Suite("Terminal front end")
struct TerminalFrontEndTests {
    @Test("in an 80x24 terminal, typed credentials and Enter go from the sign-in screen to the shop, and q quits")
    func signInFromTheKeyboard() throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting"], size: .standardTerminal)
        try terminal.waitForText("Continue as Guest")

        terminal.type("user@example.com\tsecurePass1\r")
        try terminal.waitForText("Running Shoes")
        terminal.type("q")

        #expect(terminal.text.contains("Sign In"))
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
