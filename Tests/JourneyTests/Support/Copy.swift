/// The visible text journeys assert on, in one language: written out, never computed
/// from the app's own tables, so a wrong translation or format fails a journey.
///
/// Queries never use these: they find elements by identifier in every language.
struct Copy: Sendable {
    let shopTitle: String
    let incorrectCredentials: String
    let allProductsCount: String
    let offlineAlertTitle: String
    let serverErrorAlertTitle: String
    let paymentDeclinedAlertTitle: String
    let save20Applied: String
    /// The word before an order's number: "Order" in "Order #1007".
    let orderWord: String

    /// An order's label, e.g. "Order #1007" or "Pedido #1007".
    func order(_ number: Int) -> String { "\(orderWord) #\(number)" }

    static let english = Copy(
        shopTitle: "Shop",
        incorrectCredentials: "Incorrect email or password.",
        allProductsCount: "35 products",
        offlineAlertTitle: "You're Offline",
        serverErrorAlertTitle: "Something Went Wrong",
        paymentDeclinedAlertTitle: "Payment Declined",
        save20Applied: "SAVE20 applied: 20% off",
        orderWord: "Order"
    )

    static let spanish = Copy(
        shopTitle: "Tienda",
        incorrectCredentials: "Correo o contraseña incorrectos.",
        allProductsCount: "35 productos",
        offlineAlertTitle: "Sin conexión",
        serverErrorAlertTitle: "Algo ha fallado",
        paymentDeclinedAlertTitle: "Pago rechazado",
        save20Applied: "SAVE20 aplicado: 20 % de descuento",
        orderWord: "Pedido"
    )

    static let japanese = Copy(
        shopTitle: "ショップ",
        incorrectCredentials: "メールまたはパスワードが違います。",
        allProductsCount: "35件の商品",
        offlineAlertTitle: "オフラインです",
        serverErrorAlertTitle: "エラーが発生しました",
        paymentDeclinedAlertTitle: "支払いが拒否されました",
        save20Applied: "SAVE20: 20%オフ",
        orderWord: "注文"
    )
}
