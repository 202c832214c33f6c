extension String {
    /// The text as a Swift string literal: in double quotes, with quotes and backslashes
    /// escaped, line breaks and tabs as `\n` and `\t`, and every other control character
    /// as `\u{1b}`, so it reads back as written (in Swift and in a journey script) and
    /// stays on one line. The one way the project quotes text it shows.
    package var quotedLiteral: String {
        // Most text needs no escape: it is copied whole.
        if !utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F }) {
            return "\"" + self + "\""
        }
        var result = "\""
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
        return result + "\""
    }
}

/// `text` as a Swift string literal (see `String.quotedLiteral`).
func quoted(_ text: String) -> String {
    text.quotedLiteral
}
