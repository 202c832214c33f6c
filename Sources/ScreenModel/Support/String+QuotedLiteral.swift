extension String {
    /// The text as a Swift string literal: in double quotes, with quotes and backslashes
    /// escaped, line breaks and tabs as `\n` and `\t`, and every other control character
    /// as `\u{1b}`, so it reads back as written (in Swift and in a journey script) and
    /// stays on one line. The one way the project quotes text it shows.
    package var quotedLiteral: String {
        var result = ""
        appendQuotedLiteral(to: &result)
        return result
    }

    /// Appends `quotedLiteral` to `result`, making no string of its own.
    package func appendQuotedLiteral(to result: inout String) {
        // Most text needs no escape: it is copied whole.
        if !utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F }) {
            result.append("\"")
            result.append(self)
            result.append("\"")
            return
        }
        result.append("\"")
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        result.append("\"")
    }
}

/// `text` as a Swift string literal (see `String.quotedLiteral`).
func quoted(_ text: String) -> String {
    text.quotedLiteral
}
