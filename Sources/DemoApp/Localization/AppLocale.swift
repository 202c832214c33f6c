/// The languages the app speaks. Labels change with the locale; identifiers never do.
enum AppLocale: String, CaseIterable {
    case en, es, ja
}
