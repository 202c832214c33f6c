import ScreenModel

/// `text` as a script string literal: written as in Swift (see `String.quotedLiteral`).
func scriptQuoted(_ text: String) -> String {
    text.quotedLiteral
}

/// A launch argument as a script writes it: bare when it can be, quoted otherwise.
func scriptQuoted(argument: String) -> String {
    let needsQuotes = argument.isEmpty || argument.contains { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\\" || $0 == "#" }
    return needsQuotes ? scriptQuoted(argument) : argument
}
