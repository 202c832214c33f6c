/// The iOS form of a language choice, as XCUITest suites pass it: `-AppleLanguages (es)`,
/// a parenthesised list of language tags in order of preference, such as `("ja-JP", en)`.
enum AppleLanguages {
    /// The language tags in `value`, unquoted, in order.
    static func tags(_ value: String) -> [String] {
        var list = value.trimmingWhitespace
        if list.hasPrefix("(") && list.hasSuffix(")") { list = String(list.dropFirst().dropLast()) }
        return list.split(separator: ",").map { String($0).trimmingWhitespace.trimmingCharacters(in: "\"'") }.filter { !$0.isEmpty }
    }

    /// The first of the app's languages the list names, as iOS picks the first
    /// localisation it has: a tag matches by its language alone (`es-ES` is `es`, in any
    /// case), never by a prefix of a longer one (`esperanto` is not `es`).
    static func preferredLocale(_ value: String) -> AppLocale? {
        for tag in tags(value) {
            let language = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
            if let locale = AppLocale(rawValue: language) { return locale }
        }
        return nil
    }
}
