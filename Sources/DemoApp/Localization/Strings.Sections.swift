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
    let invalidPostcode: String
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
