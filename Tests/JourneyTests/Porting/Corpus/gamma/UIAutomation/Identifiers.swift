enum Identifiers {
    static let signIn = "signIn"
}
