package import Driver
import ScreenModel

/// One element query written as a journey writes it (`buttons["loginButton"]`,
/// `app.cells.element(boundBy: 0)`), read alone: for tools that take a query as text.
package enum LocatorText {
    /// The locator `text` names.
    ///
    /// - Throws: `ScriptError` saying what was expected where, as a journey's parser does.
    package static func locator(_ text: String) throws(ScriptError) -> ElementLocator {
        var parser = LineParser(Lexer(text, file: "query", line: 1))
        let locator = try parser.element()
        try parser.endOfLine(expecting: "the end of the query")
        return locator
    }
}
