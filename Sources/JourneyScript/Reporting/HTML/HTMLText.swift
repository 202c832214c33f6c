/// Escaping for the report page.
enum HTMLText {
    /// JSON made safe inside a `<script>` element: `<`, `>` and `&` written as escapes
    /// (so no `</script>` or `<!--` can end it), and the line separators JavaScript
    /// once refused.
    static func scriptSafe(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
