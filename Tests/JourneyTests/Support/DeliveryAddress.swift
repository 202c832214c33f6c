/// A delivery address a journey types into the checkout form.
struct DeliveryAddress: Sendable {
    let name: String
    let street: String
    let city: String
    let postcode: String

    /// A complete address the checkout accepts.
    static let validAddress = DeliveryAddress(name: "Ana García", street: "12 Harbour Road", city: "Bristol", postcode: "BS1 5TY")
    /// The same address with a postcode that has no digit, which the checkout refuses.
    static let postcodeWithoutDigits = DeliveryAddress(name: "Ana García", street: "12 Harbour Road", city: "Bristol", postcode: "ABCDE")
}
