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
        if !utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F }),
            unicodeScalars.first.map(Self.joinsWhatPrecedes) != true, (self + "\"").last == "\""
        {
            result.append("\"")
            result.append(self)
            result.append("\"")
            return
        }
        var body = ""
        // A mark that follows a quote or an escape is escaped too: it would join that
        // character into one, and a script reads character by character.
        var afterSyntax = true
        for scalar in unicodeScalars {
            let escaped: String? =
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case "\n": "\\n"
                case "\t": "\\t"
                case _ where scalar.value < 0x20 || scalar.value == 0x7F || (afterSyntax && Self.joinsWhatPrecedes(scalar)): Self.unicodeEscape(scalar)
                default: nil
                }
            if let escaped { body += escaped } else { body.unicodeScalars.append(scalar) }
            afterSyntax = escaped != nil
        }
        // A character that joins what follows would swallow the closing quote.
        if let last = body.unicodeScalars.last, (body + "\"").last != "\"" {
            body.unicodeScalars.removeLast()
            body += Self.unicodeEscape(last)
        }
        result += "\"" + body + "\""
    }

    /// `\u{…}` for `scalar`, in lowercase hexadecimal.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16) + "}"
    }

    /// Whether `scalar` joins the character before it into one: a mark, a joiner, a
    /// variation selector, an emoji modifier.
    private static func joinsWhatPrecedes(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return properties.isGraphemeExtend || properties.isVariationSelector || properties.isEmojiModifier || scalar.value == 0x200D
        }
    }
}

/// `text` as a Swift string literal (see `String.quotedLiteral`).
func quoted(_ text: String) -> String {
    text.quotedLiteral
}
