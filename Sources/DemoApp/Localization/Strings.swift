import ScreenModel

/// Every piece of text the app shows, in one language, grouped by screen.
///
/// Identifiers never come from here: they stay the same in every locale.
///
/// A class, so that handing the app's words to each view drawn costs one reference
/// rather than one for every string.
final class Strings: Sendable {
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

    /// The words of one language, screen by screen.
    init(
        locale: AppLocale,
        appName: String,
        common: CommonStrings,
        tabs: TabStrings,
        alerts: AlertStrings,
        login: LoginStrings,
        shop: ShopStrings,
        product: ProductStrings,
        cart: CartStrings,
        checkout: CheckoutStrings,
        confirmation: ConfirmationStrings,
        orders: OrderStrings,
        profile: ProfileStrings,
        keys: KeyStrings,
        screen: ScreenStrings,
        recovery: RecoveryStrings
    ) {
        self.locale = locale
        self.appName = appName
        self.common = common
        self.tabs = tabs
        self.alerts = alerts
        self.login = login
        self.shop = shop
        self.product = product
        self.cart = cart
        self.checkout = checkout
        self.confirmation = confirmation
        self.orders = orders
        self.profile = profile
        self.keys = keys
        self.screen = screen
        self.recovery = recovery
    }

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
