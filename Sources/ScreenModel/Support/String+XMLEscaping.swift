extension String {
    /// The text safe in XML 1.0 and in HTML, as element content or as an attribute value
    /// in either kind of quotes: `&`, `<`, `>`, `"` and `'` escaped, and the characters XML
    /// cannot hold (such as the escape character of colourised output) replaced by U+FFFD.
    /// The one escaper for the SVG screens, the JUnit files and the HTML report.
    package var xmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(Self.isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// `xmlEscaped`, with line breaks and tabs also written as character references, so
    /// an attribute value keeps them through XML's attribute normalisation.
    package var xmlAttributeEscaped: String {
        var result = ""
        for scalar in xmlEscaped.unicodeScalars {
            switch scalar {
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether XML 1.0 allows `scalar` in a document.
    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
