/// `text` as a script string literal: in double quotes, with `"`, `\` and line breaks escaped.
func scriptQuoted(_ text: String) -> String {
    var result = "\""
    for character in text {
        switch character {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        default: result.append(character)
        }
    }
    return result + "\""
}

/// A launch argument as a script writes it: bare when it can be, quoted otherwise.
func scriptQuoted(argument: String) -> String {
    let needsQuotes = argument.isEmpty || argument.contains { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\\" || $0 == "#" }
    return needsQuotes ? scriptQuoted(argument) : argument
}
