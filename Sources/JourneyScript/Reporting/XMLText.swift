/// Escaping for XML 1.0, which CI systems' JUnit readers parse strictly.
enum XMLText {
    /// `text` as element content: `&`, `<`, `>` escaped, characters XML cannot hold
    /// (such as the escape character in colourised logs) replaced by U+FFFD.
    static func content(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// `text` as an attribute value in double quotes: also quotes and line breaks
    /// escaped, so the value survives attribute normalisation.
    static func attribute(_ text: String) -> String {
        var result = ""
        for scalar in content(text).unicodeScalars {
            switch scalar {
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether XML 1.0 allows `scalar` in a document.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
