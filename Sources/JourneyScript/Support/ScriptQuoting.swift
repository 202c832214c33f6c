import ScreenModel

/// A launch argument as a script writes it: bare when it can be, quoted otherwise.
func scriptQuoted(argument: String) -> String {
    let needsQuotes = argument.isEmpty || argument.contains { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\\" || $0 == "#" }
    return needsQuotes ? argument.quotedLiteral : argument
}
