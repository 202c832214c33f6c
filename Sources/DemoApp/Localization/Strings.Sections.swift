import ScreenModel

/// Text shared by several screens.
struct CommonStrings: Sendable {
    let back: String
    let signIn: String
    /// `Order #1004`: how an order is named everywhere.
    let orderNumber: @Sendable (Int) -> String
}

/// The tab bar's labels.
struct TabStrings: Sendable {
    let shop: String
    let cart: String
    let orders: String
    let profile: String
}

/// The failure alerts.
struct AlertStrings: Sendable {
    let offlineTitle: String
    let offlineMessage: String
    let serverErrorTitle: String
    let serverErrorMessage: String
    let paymentDeclinedTitle: String
    let paymentDeclinedMessage: String
    let saveFailedTitle: String
    let saveFailedMessage: String
    let retry: String
    let cancel: String
    let ok: String
}

/// The sign-in screen.
struct LoginStrings: Sendable {
    let title: String
    let emailLabel: String
    let emailPlaceholder: String
    let passwordLabel: String
    let passwordPlaceholder: String
    let logIn: String
    let signingIn: String
    let invalidCredentials: String
    let continueAsGuest: String
}

/// The shop's product list.
struct ShopStrings: Sendable {
    let title: String
    let searchLabel: String
    let searchPlaceholder: String
    let searchButton: String
    let loading: String
    let noResults: @Sendable (String) -> String
    let resultCount: @Sendable (Int) -> String
}

/// A product's page.
struct ProductStrings: Sendable {
    let addToCart: String
    let addedToCart: String
    let inCart: @Sendable (Int) -> String
}

/// The cart.
struct CartStrings: Sendable {
    let title: String
    let empty: String
    let increase: String
    let decrease: String
    let remove: String
    let promoLabel: String
    let promoPlaceholder: String
    let apply: String
    let unknownPromo: @Sendable (String) -> String
    let promoApplied: @Sendable (String, Int) -> String
    let removePromo: String
    let subtotal: String
    let discount: String
    let total: String
    let checkout: String
}

/// The checkout: summary and delivery address.
struct CheckoutStrings: Sendable {
    let title: String
    let summaryTitle: String
    let summaryLine: @Sendable (Int, String) -> String
    let discount: String
    let total: String
    let addressTitle: String
    let nameLabel: String
    let streetLabel: String
    let cityLabel: String
    let postcodeLabel: String
    let missing: @Sendable (DeliveryAddress.Field) -> String
    let tooLong: String
    /// The postcode rule that failed, as a sentence: `Needs at least one digit.`
    let invalidPostcode: @Sendable (DeliveryAddress.PostcodeRule) -> String
    let pay: @Sendable (String) -> String
    let paying: String
}

/// The order confirmation.
struct ConfirmationStrings: Sendable {
    let title: String
    let deliveringTo: @Sendable (String, String) -> String
    let continueShopping: String
}

/// The order history.
struct OrderStrings: Sendable {
    let title: String
    let empty: String
    let loading: String
    let itemCount: @Sendable (Int) -> String
    let signInRequired: String
}

/// The profile.
struct ProfileStrings: Sendable {
    let title: String
    let signedInAs: String
    let signOut: String
    let signInRequired: String
}

/// The key legend on the last row, and the full list of keys behind F1 or `?`.
struct KeyStrings: Sendable {
    /// One line of the full list: the keys, then what they do.
    struct HelpLine: Sendable {
        let keys: String
        let action: String
    }

    /// What Tab does, in the legend: `next`.
    let next: String
    /// What Enter does: `select`.
    let select: String
    /// What Esc does: `back`.
    let back: String
    /// What Ctrl-T does: `tabs`.
    let tabs: String
    /// What F1 or `?` does: `keys`.
    let keys: String
    /// What `q` or Ctrl-C does: `quit`.
    let quit: String
    /// The title of the full list.
    let helpTitle: String
    /// Its button.
    let close: String
    /// Its lines.
    let helpLines: [HelpLine]
    /// Its last line: why `q` and `?` type text in a field.
    let typingNote: String
}

/// What a screen says about itself: that it does not fit, or that the terminal is too small.
struct ScreenStrings: Sendable {
    /// Content cut off below: how to see it (Page Down, or a terminal of at least the rows the screen needs).
    let moreBelow: @Sendable (_ rowsNeeded: Int) -> String
    /// Content scrolled off above.
    let moreAbove: String
    /// Content cut off both ways.
    let moreAboveAndBelow: @Sendable (_ rowsNeeded: Int) -> String
    /// The terminal is smaller than the app can draw in: its size, and the least it needs.
    let terminalTooSmall: @Sendable (_ size: Size, _ minimum: Size) -> String
}

/// What a screen says after a failed request's alert was cancelled: what did not
/// happen, why, and how to try again.
struct RecoveryStrings: Sendable {
    /// Why, in a few words: `you're offline`.
    let reason: @Sendable (RequestFailure) -> String
    /// The catalog did not load.
    let catalog: @Sendable (_ reason: String) -> String
    /// The order history did not load.
    let orders: @Sendable (_ reason: String) -> String
    /// Signing in did not happen.
    let signIn: @Sendable (_ reason: String) -> String
    /// How to try signing in again: Log In.
    let signInRetry: String
    /// The payment was not sent.
    let payment: @Sendable (_ reason: String) -> String
    /// How to try paying again: Pay.
    let paymentRetry: String
    /// The button that repeats a request.
    let tryAgain: String
}
