import ScreenModel

/// Every piece of text the app shows, in one language, grouped by screen.
///
/// Identifiers never come from here: they stay the same in every locale.
struct Strings: Sendable {
    let locale: AppLocale
    let appName: String
    let common: CommonStrings
    let tabs: TabStrings
    let alerts: AlertStrings
    let login: LoginStrings
    let shop: ShopStrings
    let product: ProductStrings
    let cart: CartStrings
    let checkout: CheckoutStrings
    let confirmation: ConfirmationStrings
    let orders: OrderStrings
    let profile: ProfileStrings
    let keys: KeyStrings
    let screen: ScreenStrings
    let recovery: RecoveryStrings

    /// The strings for `locale`.
    static func forLocale(_ locale: AppLocale) -> Strings {
        switch locale {
        case .en: .english
        case .es: .spanish
        case .ja: .japanese
        }
    }

    /// `amount` written for this locale: `€12.00`, `12,00 €`.
    func money(_ amount: Money) -> String {
        MoneyFormatter(locale: locale).string(amount)
    }

    /// `day` written for this locale.
    func day(_ day: CalendarDay) -> String {
        DayFormatter(locale: locale).string(day)
    }
}
