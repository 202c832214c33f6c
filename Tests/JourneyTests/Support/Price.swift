/// An amount of money as each language writes it: English and Japanese `€1,234.56`,
/// Spanish `1234,56 €`.
struct Price: Sendable {
    let en: String
    let es: String
    let ja: String

    /// The amount as the app shows it in `locale`.
    func text(in locale: JourneyLocale) -> String {
        switch locale {
        case .en: en
        case .es: es
        case .ja: ja
        }
    }

    /// One Canvas Tote Bag (`productCell_0`).
    static let toteBag = Price(en: "€12.00", es: "12,00 €", ja: "€12.00")
    /// Two Canvas Tote Bags.
    static let twoToteBags = Price(en: "€24.00", es: "24,00 €", ja: "€24.00")
    /// SAVE20's 20% off one Canvas Tote Bag.
    static let save20OffToteBag = Price(en: "-€2.40", es: "-2,40 €", ja: "-€2.40")
    /// One Canvas Tote Bag with SAVE20.
    static let toteBagWithSave20 = Price(en: "€9.60", es: "9,60 €", ja: "€9.60")
    /// The newest order `--mock-orders` seeds for `user@example.com` (#1003).
    static let newestMockOrder = Price(en: "€61.50", es: "61,50 €", ja: "€61.50")
}
