/// A stub account the demo app knows, for journeys that sign in.
struct Account: Sendable {
    let email: String
    let password: String

    /// The everyday shopper, `user@example.com`.
    static let standard = Account(email: "user@example.com", password: "securePass1")
    /// The second stub account, `test@example.com`.
    static let tester = Account(email: "test@example.com", password: "livePassword")
    /// A real address with the wrong password.
    static let wrongPassword = Account(email: "user@example.com", password: "not-the-password")
}
