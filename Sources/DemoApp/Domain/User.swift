/// A shopper with an account.
struct User: Hashable, Sendable {
    /// The address they sign in with.
    let email: String
}

/// Why signing in failed.
enum SignInError: Error, Hashable, Sendable {
    /// The email and password pair is not an account.
    case invalidCredentials
    /// The request failed on the way.
    case request(RequestFailure)
}

/// Signs shoppers in. Implementations answer through `completion`, later, on the
/// app's scheduler: callers must not assume an immediate answer.
protocol AuthService: AnyObject {
    func signIn(email: String, password: String, completion: @escaping (Result<User, SignInError>) -> Void)
}

/// Keeps who is signed in across launches.
protocol SignedInUserStore: AnyObject {
    /// The signed-in user, if any.
    var currentUser: User? { get }
    /// Records a sign-in (or, with nil, a sign-out).
    func setCurrentUser(_ user: User?)
}
